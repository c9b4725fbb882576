package kingdomino

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/boardrules/kingdoms"
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

// benchFinished returns the ends of n random 4-player games.
func benchFinished(b *testing.B, n int) []State {
	b.Helper()
	rng := rand.New(rand.NewPCG(3, 4))
	out := make([]State, n)
	for i := range out {
		s, err := newBenchGame(uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		if out[i], _, err = kingdoms.Playout(Game, s, rng, 0); err != nil {
			b.Fatal(err)
		}
	}
	return out
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

// BenchmarkWinners measures Winners on the ends of random 4-player games.
func BenchmarkWinners(b *testing.B) {
	ends := benchFinished(b, 256)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if len(Game.Winners(ends[i%len(ends)])) == 0 {
			b.Fatal("no winner")
		}
		i++
	}
}

// BenchmarkScores measures Scores on the ends of random 4-player games,
// reading every total and every part's points (not their text).
func BenchmarkScores(b *testing.B) {
	ends := benchFinished(b, 256)
	b.ReportAllocs()
	i, sum := 0, 0
	for b.Loop() {
		for _, sc := range Game.Scores(ends[i%len(ends)]) {
			sum += sc.Total
			for _, p := range sc.Parts {
				sum += p.Points
			}
		}
		i++
	}
	if sum < 0 {
		b.Fatal("negative scores")
	}
}

// TestStateSize guards the size of a State: every move through the
// kingdoms.Game interface copies it several times, so each byte added costs
// speed (see the package documentation, section Speed).
func TestStateSize(t *testing.T) {
	if got := unsafe.Sizeof(State{}); got > 544 {
		t.Errorf("a State is %d bytes, more than the 544 documented", got)
	}
}
