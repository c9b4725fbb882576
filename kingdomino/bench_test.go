package kingdomino

import (
	"testing"
	"unsafe"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/squaregrid"
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

// BenchmarkAppendActions measures AppendActions over the positions of
// BenchmarkLegal: the legal actions instead of the legal moves.
func BenchmarkAppendActions(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchPositions(b), func(dst []int32, s State) []int32 {
		return AppendActions(dst, s, kingdoms.Prefix{})
	})
}

// BenchmarkDecodeAction measures DecodeAction of the middle legal action
// over the positions of BenchmarkLegal: the move and the test of its
// legality, the cost a learner's step adds to Apply.
func BenchmarkDecodeAction(b *testing.B) {
	gametest.BenchmarkDecodeAction(b, benchPositions(b), func(dst []int32, s State) []int32 {
		return AppendActions(dst, s, kingdoms.Prefix{})
	}, MoveOf)
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
// end, as a search's playout does: kingdoms.PlayoutWith through the Game
// value (in place: Game is a kingdoms.Stepper), one move buffer for every
// game, then the result read with Winners. It reports games and moves per
// second and per CPU second (games/cpu-s, moves/cpu-s), which a busy machine
// disturbs less, and the allocations.
func BenchmarkRandomGame(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newBenchGame)
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal, Apply and State.Winners, by value, as a bot
// written for this package would, without the generic kingdoms.Game layer.
func BenchmarkRandomGameDirect(b *testing.B) {
	gametest.BenchmarkRandomGames(b, newBenchGame, AppendLegal, Apply, State.Winners)
}

// TestStateSize guards the size of a State: every move through the
// kingdoms.Game interface copies it several times, so each byte added costs
// speed (see the package documentation, section Speed).
func TestStateSize(t *testing.T) {
	if got := unsafe.Sizeof(State{}); got > 544 {
		t.Errorf("a State is %d bytes, more than the 544 documented", got)
	}
}

// BenchmarkResults measures Winners and Scores on the ends of random
// 4-player games (BenchmarkResults/winners, BenchmarkResults/scores).
func BenchmarkResults(b *testing.B) {
	ends, err := gametest.Ends(Game, newBenchGame, 256, 1)
	if err != nil {
		b.Fatal(err)
	}
	gametest.BenchmarkResults(b, Game, ends)
}

// BenchmarkKingdomSquares measures reading a kingdom square by square, as a
// picture of it does: State.Kingdom, then Square over its bounding box,
// over positions of random 4-player games.
func BenchmarkKingdomSquares(b *testing.B) {
	states := benchPositions(b)
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		s := &states[i%len(states)]
		k := s.Kingdom(s.ToMove())
		r := k.Bounds()
		for row := r.Min.Row; row <= r.Max.Row; row++ {
			for col := r.Min.Col; col <= r.Max.Col; col++ {
				n += k.Square(squaregrid.Pt(row, col)).Crowns
			}
		}
	}
	if n < 0 {
		b.Fatal("negative crowns")
	}
}
