package arkadia

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// newBenchGame starts the 4-player game of a seed (default set-up), the game
// every benchmark plays.
func newBenchGame(seed uint64) (State, error) { return New(Config{Players: 4, Seed: seed}) }

// benchPositions returns n positions of random 4-player games.
func benchPositions(b *testing.B, n int) []State {
	b.Helper()
	pos, err := gametest.Positions(Game, newBenchGame, n, 0)
	if err != nil {
		b.Fatal(err)
	}
	return pos
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player games.
func BenchmarkLegal(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchPositions(b, 2000), AppendLegal)
}

// BenchmarkAppendActions measures AppendActions over the positions of
// BenchmarkLegal: the legal actions instead of the legal moves.
func BenchmarkAppendActions(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchPositions(b, 2000), actions1)
}

// BenchmarkDecodeAction measures DecodeAction of the middle legal action
// over the positions of BenchmarkLegal: the move and the test of its
// legality, the cost a learner's step adds to Apply.
func BenchmarkDecodeAction(b *testing.B) {
	gametest.BenchmarkDecodeAction(b, benchPositions(b, 2000), actions1, decode1)
}

// BenchmarkApply measures Apply of the middle legal move over positions of
// random 4-player games.
func BenchmarkApply(b *testing.B) {
	pos := benchPositions(b, 2000)
	mid := make([]Move, len(pos))
	var buf []Move
	for i, s := range pos {
		buf = AppendLegal(buf[:0], s)
		mid[i] = buf[len(buf)/2]
	}
	gametest.BenchmarkApply(b, pos, mid, Apply)
}

// BenchmarkRandomGame plays whole random 4-player games (default set-up) as
// a search's playout does: through kingdoms.PlayoutWith and the Game value
// (in place: Game is a kingdoms.Stepper), with one move buffer for every
// game, then reads the result with Winners. One iteration is one game,
// set-up included.
func BenchmarkRandomGame(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newBenchGame)
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal and Apply, by value, as a bot written for this
// package would, without the generic kingdoms.Game layer, and reads the
// result with State.Winners.
func BenchmarkRandomGameDirect(b *testing.B) {
	gametest.BenchmarkRandomGames(b, newBenchGame, AppendLegal, Apply, State.Winners)
}
