package arkadia

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestObserveCompact checks ObserveCompact against Observe: its planes, 0
// or 1 but the last divided by 3, are Observe's, and its vector too, for
// every player (and players outside the game) of the positions of random
// games of 2 to 4 players; with buffers reused, it allocates nothing.
func TestObserveCompact(t *testing.T) {
	for players := 2; players <= 4; players++ {
		s, err := New(Config{Players: players, Seed: uint64(players)})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(players), 5))
		var obs, vector []float32
		var planes []uint8
		for i := 0; ; i++ {
			sh := s.ObservationShape()
			cells := sh.Planes * sh.Rows * sh.Cols
			for p := -1; p <= players; p++ {
				obs = Observe(s, p, obs)
				planes, vector = ObserveCompact(s, p, planes, vector)
				if len(planes) != cells || !slices.Equal(vector, obs[cells:]) {
					t.Fatalf("%d players, position %d, player %d: %d plane bytes for %d cells, or the vectors differ", players, i, p, len(planes), cells)
				}
				for j, b := range planes {
					div := float32(1)
					if j/(sh.Rows*sh.Cols) == sh.Planes-1 {
						div = Floors
					}
					if float32(b)/div != obs[j] {
						t.Fatalf("%d players, position %d, player %d: plane value %d: byte %d, Observe %v", players, i, p, j, b, obs[j])
					}
				}
			}
			if i == 0 {
				if n := testing.AllocsPerRun(3, func() { planes, vector = ObserveCompact(s, 0, planes, vector) }); n != 0 {
					t.Fatalf("%v allocations", n)
				}
			}
			if s.IsTerminal() {
				break
			}
			legal := Legal(s)
			if s, err = Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
