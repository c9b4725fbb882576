package kingdomino

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestObserveCompact checks ObserveCompact against Observe: its planes, 0
// or 1 but the crowns' divided by 3, are Observe's, and its vector too,
// for every player (and players outside the game) of the positions of
// random games of every player count, the Mighty Duel and a Dynasty; with
// buffers reused, it allocates nothing.
func TestObserveCompact(t *testing.T) {
	for i, c := range []Config{{Players: 2}, {Players: 3}, {Players: 4, Harmony: true, MiddleKingdom: true}, {Players: 2, MightyDuel: true}, {Players: 2, Dynasty: true}} {
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		var obs, vector []float32
		var planes []uint8
		for pos := 0; ; pos++ {
			sh := s.ObservationShape()
			cells, plane := sh.Planes*sh.Rows*sh.Cols, sh.Rows*sh.Cols
			for p := -1; p <= c.Players; p++ {
				obs = Observe(s, p, obs)
				planes, vector = ObserveCompact(s, p, planes, vector)
				if len(planes) != cells || !slices.Equal(vector, obs[cells:]) {
					t.Fatalf("%+v, position %d, player %d: %d plane bytes for %d cells, or the vectors differ", c, pos, p, len(planes), cells)
				}
				for j, b := range planes {
					div := float32(1)
					if j/plane%8 == 7 {
						div = 3
					}
					if float32(b)/div != obs[j] {
						t.Fatalf("%+v, position %d, player %d: plane value %d: byte %d, Observe %v", c, pos, p, j, b, obs[j])
					}
				}
			}
			if pos == 0 {
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
