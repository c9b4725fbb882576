package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// maxGameMoves bounds the length of every game the tests play: MaxMoves of
// their configs, which grows with the number of players and depends on
// nothing else, so that of a 5-player config holds for all of them (the
// harness takes one bound for every seed; TestMaxMovesConfigs checks that
// it is the largest).
var maxGameMoves = MaxMoves(Config{Players: maxPlayers})

// randomConfig returns the set-up used by the harness for a seed: 2 to 4
// players, random board and cards, every sixth game a Marshlands game (see
// marshlandsConfig), every fifth the first-game preset, and every seventh a
// 5-player game with Nomads (see fivePlayers).
func randomConfig(seed uint64) Config {
	players := 2 + int(seed%3)
	switch {
	case seed%6 == 5:
		return marshlandsConfig(seed)
	case seed%7 == 6:
		return fivePlayers(seed)
	case seed%5 == 4:
		return FirstGame(players, seed)
	}
	return Config{Players: players, Seed: seed}
}

// fivePlayers returns a 5-player game with Nomads on the board and cards
// that a random base game of the seed draws: the fifth player on base
// boards, with no nomad space (nomadsConfig plays the whole expansion).
func fivePlayers(seed uint64) Config {
	s, err := New(Config{Players: 4, Seed: seed})
	if err != nil {
		panic(err)
	}
	return Config{Players: 5, Nomads: true, Seed: seed, Quadrants: s.g.quads, Cards: s.g.cards}
}

func harnessConfig() gametest.Config[State, Move] {
	return gametest.Config[State, Move]{
		Game:     Game,
		New:      func(seed uint64) (State, error) { return New(randomConfig(seed)) },
		Seeds:    30,
		MaxMoves: maxGameMoves,
		Compare:  Move.Compare,
		Equal:    func(a, b State) bool { return a.Equal(b) },
		Skip:     harnessSkip, // see TestErrorShapeFindings
	}
}

// checkInvariants checks the invariants of s: the package's validate, which
// the harness runs through Game.Validate (kingdoms.Validator), for the
// tests that play their own games.
func checkInvariants(s State) error { return s.validate() }

func TestHarness(t *testing.T) { gametest.Run(t, harnessConfig()) }

func TestProperty(t *testing.T) {
	c := harnessConfig()
	c.Every = 40 // the expensive checks on fewer positions: rapid plays 100 games
	rapid.Check(t, gametest.Property(c))
}

// TestMaxMovesConfigs checks that maxGameMoves, the one bound the harness
// tests take, is MaxMoves of the longest config they play, and that
// MaxMoves refuses nothing New accepts.
func TestMaxMovesConfigs(t *testing.T) {
	for _, config := range []func(uint64) Config{randomConfig, allConfig, crossroadsConfig, mixedConfig, swampCrossConfig, harvestConfig, marshlandsConfig, nomadsConfig, queeniesConfig} {
		for seed := range uint64(40) {
			c := config(seed)
			if _, err := New(c); err != nil {
				continue
			}
			if m := MaxMoves(c); m <= 0 || m > maxGameMoves {
				t.Fatalf("MaxMoves(%+v) = %d, want 1 to %d", c, m, maxGameMoves)
			}
		}
	}
	for _, players := range []int{-1, 0, 1, 6} {
		if m := MaxMoves(Config{Players: players}); m != 0 {
			t.Errorf("MaxMoves of %d players = %d, want 0", players, m)
		}
	}
}
