package kingdombuilder

import (
	"math/rand/v2"
	"testing"
)

// TestTileCount checks that TileCount is the length of Tiles for every
// player along random games of every expansion, and that tiles are held
// at some point, so that the check compares more than zeros.
func TestTileCount(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			held := false
			for seed := uint64(1); seed <= 3; seed++ {
				s, err := newGame(seed)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 11))
				for !s.IsTerminal() {
					for p := range s.Players() {
						if got, want := s.TileCount(p), len(s.Tiles(p)); got != want {
							t.Fatalf("seed %d: TileCount(%d) = %d, len(Tiles(%d)) = %d", seed, p, got, p, want)
						}
						held = held || s.TileCount(p) > 0
					}
					moves := Legal(s)
					if s, err = Apply(s, moves[rng.IntN(len(moves))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !held {
				t.Errorf("no tile held in any game")
			}
			if n := (State{}).TileCount(0) + (State{}).TileCount(-1); n != 0 {
				t.Errorf("TileCount of the zero State = %d, want 0", n)
			}
		})
	}
}
