package kingdomino

import (
	"testing"
	"unsafe"

	"github.com/boardrules/kingdoms/gametest"
)

// newBenchGame starts the 4-player game of a seed, the game every benchmark
// plays.
func newBenchGame(seed uint64) (State, error) { return New(Config{Players: 4, Seed: seed}) }

// benchPositions returns positions from random 4-player games, each with a
// decision to make.
func benchPositions(b *testing.B) []State {
	b.Helper()
	states, err := gametest.Positions(Game, newBenchGame, 1024, 7)
	if err != nil {
		b.Fatal(err)
	}
	return states
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player
// games.
func BenchmarkLegal(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchPositions(b), AppendLegal)
}

// BenchmarkApply measures Apply of the first legal move over positions of
// random 4-player games.
func BenchmarkApply(b *testing.B) {
	states := benchPositions(b)
	moves := make([]Move, len(states))
	for i, s := range states {
		moves[i] = Legal(s)[0]
	}
	gametest.BenchmarkApply(b, states, moves, Apply)
}

// BenchmarkRandomGame plays whole random 4-player games, from New to the
// end, with kingdoms.Playout through the Game value.
func BenchmarkRandomGame(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newBenchGame)
}

// BenchmarkRandomGameDirect plays whole random 4-player games with the
// package's own AppendLegal and Apply, as a bot written for this package
// would: the same games as BenchmarkRandomGame without the generic
// kingdoms.Game layer, where kingdoms.Playout copies the State more often.
func BenchmarkRandomGameDirect(b *testing.B) {
	gametest.BenchmarkRandomGames(b, newBenchGame, AppendLegal, Apply)
}

// TestStateSize guards the size of a State: every move through the
// kingdoms.Game interface copies it several times, so each byte added costs
// speed (see the package documentation, section Speed).
func TestStateSize(t *testing.T) {
	if got := unsafe.Sizeof(State{}); got > 544 {
		t.Errorf("a State is %d bytes, more than the 544 documented", got)
	}
}
