package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

// TestKingdomBuilderChange checks that the Kingdom Builder gains counted
// with kingdombuilder.ScoreEffects, one move at a time (the change) and
// several together (the batch, with the quick hint), are those of playing
// the move and counting the totals plus the hint: a bot with the change and
// the batch and one with neither, on the same seeds and budgets, choose the
// same moves with the same statistics, in games without expansions of 2
// and 3 players with the Lords (whose moves change another player's score)
// and with Nomads (where ScoreEffects plays the moves), for the default and
// the Classic bot and for playouts that compare more moves than the batch
// takes.
func TestKingdomBuilderChange(t *testing.T) {
	configs := []kingdombuilder.Config{
		{Players: 2, Seed: 1, Cards: [3]kingdombuilder.Card{kingdombuilder.Lords, kingdombuilder.Merchants, kingdombuilder.Citizens}},
		{Players: 3, Seed: 2, Cards: [3]kingdombuilder.Card{kingdombuilder.Lords, kingdombuilder.Hermits, kingdombuilder.Knights}},
		{Players: 2, Seed: 3, Nomads: true},
	}
	for _, opt := range []Options{{Iterations: 40, Sample: 4}, {Iterations: 40, Classic: true}, {Iterations: 30, Sample: 20}} {
		for i, c := range configs {
			s, err := kingdombuilder.New(c)
			if err != nil {
				t.Fatal(err)
			}
			fast := NewISMCTS(kingdombuilder.Game, rand.New(rand.NewPCG(uint64(i), 3)), opt)
			slow := NewISMCTS(kingdombuilder.Game, rand.New(rand.NewPCG(uint64(i), 3)), opt)
			if fast.change == nil || fast.batch == nil {
				t.Fatal("the Kingdom Builder bot has no change or no batch")
			}
			slow.change, slow.batch = nil, nil
			rng := rand.New(rand.NewPCG(uint64(i), 4))
			for moves := 0; moves < 24 && !s.IsTerminal(); moves++ {
				sameChoice(t, fast, slow, s.View(s.ToMove()), "%+v, config %d, move %d", opt, i, moves)
				// Random moves in between, so that the game goes further.
				legal := kingdombuilder.Legal(s)
				if s, err = kingdombuilder.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				for k := 0; k < 4 && !s.IsTerminal(); k++ {
					legal = kingdombuilder.Legal(s)
					if s, err = kingdombuilder.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
