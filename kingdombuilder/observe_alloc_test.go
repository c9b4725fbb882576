//go:build !race

package kingdombuilder

import "testing"

// TestObserveNoAllocation checks that Observe does not allocate when dst
// has the capacity, for every player (and one outside the game) of
// positions of random games of the base game, of every expansion and of all
// of them at once; and that scoreTotal and Winners, which it and a playout read, do not either.
func TestObserveNoAllocation(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 2; seed++ {
				s, err := newGame(seed)
				if err != nil {
					t.Fatal(err)
				}
				dst := make([]float32, 0, s.ObservationShape().Size())
				playRandomGame(t, s, seed, func(i int, s State) {
					if i%7 != 0 && !s.IsTerminal() {
						return
					}
					for p := -1; p <= s.Players(); p++ {
						if n := testing.AllocsPerRun(3, func() { dst = Observe(s, p, dst) }); n != 0 {
							t.Fatalf("seed %d, position %d: Observe for player %d allocates %.0f times", seed, i, p, n)
						}
						if p < 0 || p >= s.Players() {
							continue
						}
						if n := testing.AllocsPerRun(3, func() { _ = s.scoreTotal(p) }); n != 0 {
							t.Fatalf("seed %d, position %d: scoreTotal(%d) allocates %.0f times", seed, i, p, n)
						}
						if n := testing.AllocsPerRun(3, func() { _ = s.Winners() }); n != 0 {
							t.Fatalf("seed %d, position %d: Winners allocates %.0f times", seed, i, n)
						}
					}
				})
			}
		})
	}
}
