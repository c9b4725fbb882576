package arkadia

import (
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// TestObserveCompact checks ObserveCompact against Observe with
// gametest.CheckCompact: its planes, 0 or 1 but the last (the castle
// pieces) divided by Floors, are Observe's, and its vector too, for every
// player (and players outside the game) of every position of random games
// of 2 to 4 players; with buffers reused, it allocates nothing.
func TestObserveCompact(t *testing.T) {
	newGame := func(seed uint64) (State, error) {
		return New(Config{Players: 2 + int(seed%3), Seed: seed})
	}
	divisor := func(sh kingdoms.Shape, plane int) float32 {
		if plane == sh.Planes-1 {
			return Floors
		}
		return 1
	}
	if err := gametest.CheckCompact(Game, newGame, 3, 2, ObserveCompact, divisor); err != nil {
		t.Fatal(err)
	}
}
