package bots

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/kingdomino"
)

// TestKingdominoChange checks that the Kingdomino gains counted with
// kingdomino.ScoreChange, and those of several moves counted together
// (gameGains: kingdomino.ScoreChanges and the picker's largest properties
// read once), are those of playing the move and counting the totals plus
// the hint: a bot with the change and the batch and one with neither, on
// the same seeds and budgets, choose the same moves with the same
// statistics along whole games, for the default and the Classic bot, and
// for playouts that compare more moves than the batch takes.
func TestKingdominoChange(t *testing.T) {
	for _, opt := range []Options{{Iterations: 150}, {Iterations: 150, Classic: true}, {Iterations: 100, Sample: 3, Epsilon: -1}, {Iterations: 60, Sample: 20}} {
		for seed := range uint64(2) {
			s, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: seed, Harmony: true, MiddleKingdom: seed == 1})
			if err != nil {
				t.Fatal(err)
			}
			fast := NewISMCTS(kingdomino.Game, rand.New(rand.NewPCG(seed, 3)), opt)
			slow := NewISMCTS(kingdomino.Game, rand.New(rand.NewPCG(seed, 3)), opt)
			if fast.change == nil || fast.batch == nil {
				t.Fatal("the Kingdomino bot has no change or no batch")
			}
			slow.change, slow.batch = nil, nil
			for moves := 0; !s.IsTerminal(); moves++ {
				m := sameChoice(t, fast, slow, s.View(s.ToMove()), "%+v, seed %d, move %d", opt, seed, moves)
				if s, err = kingdomino.Apply(s, m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// sameChoice checks that fast and slow, a bot with the game's change and
// batch and one without, choose the same move in view with the same
// statistics, and returns it; the format and args name the position.
func sameChoice[S any, M comparable](t *testing.T, fast, slow *ISMCTS[S, M], view S, format string, args ...any) M {
	t.Helper()
	m1, err1 := fast.Choose(view)
	m2, err2 := slow.Choose(view)
	if err1 != nil || err2 != nil || m1 != m2 || fast.LastStats().Mean != slow.LastStats().Mean {
		t.Fatalf("%s: with the change %v (%v, mean %v), without %v (%v, mean %v)", fmt.Sprintf(format, args...),
			m1, err1, fast.LastStats().Mean, m2, err2, slow.LastStats().Mean)
	}
	return m1
}
