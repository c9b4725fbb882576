package arkadia

import (
	"os"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

const maxMoves = MaxMoves

func harnessConfig(first bool) gametest.Config[State, Move] {
	return gametest.Config[State, Move]{
		Game: Game,
		New: func(seed uint64) (State, error) {
			return New(Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: first})
		},
		MaxMoves:  maxMoves,
		Invariant: checkInvariant,
		Compare:   Compare,
		Equal:     func(a, b State) bool { return a.Equal(b) },
	}
}

func TestHarness(t *testing.T) {
	c := harnessConfig(false)
	c.Seeds = 9
	gametest.Run(t, c)
}

func TestHarnessFirstGame(t *testing.T) {
	c := harnessConfig(true)
	c.Seeds = 6
	c.FirstSeed = 100
	gametest.Run(t, c)
}

func TestHarnessProperty(t *testing.T) {
	rapid.Check(t, gametest.Property(harnessConfig(false)))
}

// TestHarnessLong runs the harness over many more games when ARKADIA_LONG is
// set (it takes about a minute): go test -run HarnessLong ./arkadia/ with
// ARKADIA_LONG=1.
func TestHarnessLong(t *testing.T) {
	if os.Getenv("ARKADIA_LONG") == "" {
		t.Skip("set ARKADIA_LONG=1 to run")
	}
	for _, first := range []bool{false, true} {
		c := harnessConfig(first)
		c.Seeds = 150
		c.FirstSeed = 1000
		c.Every = 5
		gametest.Run(t, c)
	}
}
