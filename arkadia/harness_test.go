package arkadia

import (
	"errors"
	"os"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// harnessConfig is the harness for games of the given number of players
// (0: 2 to 4 by seed, bounded by MaxMoves of the largest count), with or
// without the first-game set-up.
func harnessConfig(players int, first bool) gametest.Config[State, Move] {
	cfg := func(seed uint64) Config {
		n := players
		if n == 0 {
			n = 2 + int(seed%3)
		}
		return Config{Players: n, Seed: seed, FirstGame: first}
	}
	bound := MaxMoves(Config{Players: max(players, maxPlayers)})
	if players != 0 {
		bound = MaxMoves(cfg(0))
	}
	return gametest.Config[State, Move]{
		Game:      Game,
		New:       func(seed uint64) (State, error) { return New(cfg(seed)) },
		MaxMoves:  bound,
		Invariant: checkInvariant,
		Compare:   Move.Compare,
		Equal:     func(a, b State) bool { return a.Equal(b) },
	}
}

// runHarness runs the harness for 2, 3 and 4 players, seeds games from
// first on.
func runHarness(t *testing.T, first bool, seeds int, firstSeed uint64, every int) {
	for n := 2; n <= maxPlayers; n++ {
		c := harnessConfig(n, first)
		c.Seeds = seeds
		c.FirstSeed = firstSeed + uint64(n)*1000
		c.Every = every
		gametest.Run(t, c)
	}
}

func TestHarness(t *testing.T) { runHarness(t, false, 3, 0, 0) }

func TestHarnessFirstGame(t *testing.T) { runHarness(t, true, 2, 100, 0) }

// driftingGame is Game with an in-place step that pays player 0 a gold
// piece whenever a banner is declined: the stepper check must see it.
type driftingGame struct{ kingdoms.Game[State, Move] }

func (driftingGame) AppendLegalTo(dst []Move, s *State) []Move { return s.appendLegal(dst) }
func (driftingGame) ApplyTo(s *State, m Move) error {
	if err := s.apply(m); err != nil {
		return err
	}
	if m.Kind() == MoveDecline {
		s.gold[0]++
	}
	return nil
}

// TestHarnessStepper checks that the harness runs its stepper check on
// Arkadia: Game is a kingdoms.Stepper, so TestHarness replays every game in
// place and compares it with the game played by value, and a step that
// drifts from Apply is reported.
func TestHarnessStepper(t *testing.T) {
	if _, ok := Game.(kingdoms.Stepper[State, Move]); !ok {
		t.Fatal("Game does not implement kingdoms.Stepper")
	}
	c := harnessConfig(4, false)
	c.Seeds = 1
	c.Game = driftingGame{Game}
	err := gametest.Check(c)
	var v *gametest.Violation
	if !errors.As(err, &v) || v.Check != "stepper" {
		t.Errorf("the harness on a drifting step: %v; want a stepper violation", err)
	}
}

func TestHarnessProperty(t *testing.T) {
	rapid.Check(t, gametest.Property(harnessConfig(0, false)))
}

// TestHarnessLong runs the harness over many more games when ARKADIA_LONG is
// set (it takes about a minute): go test -run HarnessLong ./arkadia/ with
// ARKADIA_LONG=1.
func TestHarnessLong(t *testing.T) {
	if os.Getenv("ARKADIA_LONG") == "" {
		t.Skip("set ARKADIA_LONG=1 to run")
	}
	for _, first := range []bool{false, true} {
		runHarness(t, first, 50, 10000, 5)
	}
}

// TestMaxMoves checks the bound against random games of every player
// count, and that it grows with the number of players.
func TestMaxMoves(t *testing.T) {
	if MaxMoves(Config{Players: 1}) != 0 || MaxMoves(Config{Players: 5}) != 0 {
		t.Errorf("MaxMoves of a config New refuses is not 0")
	}
	for n := 2; n <= maxPlayers; n++ {
		c := Config{Players: n}
		if n > 2 && MaxMoves(c) <= MaxMoves(Config{Players: n - 1}) {
			t.Errorf("MaxMoves(%d players) = %d, no more than with %d", n, MaxMoves(c), n-1)
		}
		for seed := range uint64(20) {
			c.Seed = seed
			s, err := New(c)
			if err != nil {
				t.Fatal(err)
			}
			moves := 0
			for !s.IsTerminal() {
				legal := Legal(s)
				s, err = Apply(s, legal[int(seed*7+uint64(moves)*13)%len(legal)])
				if err != nil {
					t.Fatal(err)
				}
				moves++
				if moves > MaxMoves(c) {
					t.Fatalf("%d players, seed %d: more than MaxMoves = %d moves", n, seed, MaxMoves(c))
				}
			}
		}
	}
}
