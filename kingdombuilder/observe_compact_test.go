package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// TestObserveCompact checks ObserveCompact against Observe with
// gametest.CheckCompact: its planes, 0 or 1 but plane 48 divided by 2, are
// Observe's, and its vector too, for every player (and players outside the
// game) of every position of a random game of every expansion; with buffers
// reused, it allocates nothing.
func TestObserveCompact(t *testing.T) {
	divisor := func(_ kingdoms.Shape, plane int) float32 {
		if plane == 48 {
			return 2
		}
		return 1
	}
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			if err := gametest.CheckCompact(Game, newGame, 1, 3, ObserveCompact, divisor); err != nil {
				t.Fatal(err)
			}
		})
	}
}
