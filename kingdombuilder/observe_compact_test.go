package kingdombuilder

import (
	"slices"
	"testing"
)

// TestObserveCompact checks ObserveCompact against Observe: its planes, 0
// or 1 but plane 48 divided by 2, are Observe's, and its vector too, for
// every player (and players outside the game) of positions of random games
// of every expansion; with buffers reused, it allocates nothing.
func TestObserveCompact(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			s, err := newGame(3)
			if err != nil {
				t.Fatal(err)
			}
			var obs, vector []float32
			var planes []uint8
			playRandomGame(t, s, 3, func(i int, s State) {
				if i%2 != 0 && !s.IsTerminal() {
					return
				}
				sh := s.ObservationShape()
				cells := sh.Planes * sh.Rows * sh.Cols
				for p := -1; p <= s.Players(); p++ {
					obs = Observe(s, p, obs)
					planes, vector = ObserveCompact(s, p, planes, vector)
					if len(planes) != cells || !slices.Equal(vector, obs[cells:]) {
						t.Fatalf("position %d, player %d: %d plane bytes for %d cells, or the vectors differ", i, p, len(planes), cells)
					}
					for j, b := range planes {
						div := float32(1)
						if j/(sh.Rows*sh.Cols) == 48 {
							div = 2
						}
						if float32(b)/div != obs[j] {
							t.Fatalf("position %d, player %d: plane value %d: byte %d, Observe %v", i, p, j, b, obs[j])
						}
					}
				}
				if n := testing.AllocsPerRun(3, func() { planes, vector = ObserveCompact(s, 0, planes, vector) }); n != 0 {
					t.Fatalf("%v allocations", n)
				}
			})
		})
	}
}
