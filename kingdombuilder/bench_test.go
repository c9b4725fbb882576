package kingdombuilder

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"

	"github.com/boardrules/kingdoms/gametest"
)

// newBenchGame starts the 4-player game of a seed, the game every benchmark
// plays.
func newBenchGame(seed uint64) (State, error) { return New(Config{Players: 4, Seed: seed}) }

// benchStates returns positions of random 4-player games, for BenchmarkLegal
// and BenchmarkApply.
func benchStates(b *testing.B) []State {
	b.Helper()
	states, err := gametest.Positions(Game, newBenchGame, 2000, 1)
	if err != nil {
		b.Fatal(err)
	}
	return states
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player
// games.
func BenchmarkLegal(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchStates(b), AppendLegal)
}

// BenchmarkApply measures Apply of legal moves of random 4-player games
// (the i-th position's move number i modulo the number of moves).
func BenchmarkApply(b *testing.B) {
	states := benchStates(b)
	moves := make([]Move, len(states))
	var buf []Move
	for i, s := range states {
		buf = AppendLegal(buf[:0], s)
		moves[i] = buf[i%len(buf)]
	}
	gametest.BenchmarkApply(b, states, moves, Apply)
}

// BenchmarkRandomGame plays whole random 4-player games (set-up included)
// with uniformly random legal moves as a search's playout does: through
// kingdoms.PlayoutWith and the Game value, with one move buffer for every
// game, then reads the result with Game.Winners. Besides the time and the
// allocations per game, it reports games and moves per second and per CPU
// second of the process (games/cpu-s, moves/cpu-s: a busy machine disturbs
// them less), and the allocations per move, set-up included (allocs/move).
func BenchmarkRandomGame(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newBenchGame)
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal and Apply, which take and return State values,
// and reads State.Winners, as a bot written for this package would, without
// the generic kingdoms.Game layer.
func BenchmarkRandomGameDirect(b *testing.B) {
	gametest.BenchmarkRandomGames(b, newBenchGame, AppendLegal, Apply, State.Winners)
}

// benchEnds returns the ends of n random 4-player games.
func benchEnds(b *testing.B, n int) []State {
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

// BenchmarkWinners measures Game.Winners on the ends of random 4-player
// games.
func BenchmarkWinners(b *testing.B) {
	ends := benchEnds(b, 256)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if len(Game.Winners(ends[i%len(ends)])) == 0 {
			b.Fatal("no winner")
		}
		i++
	}
}

// BenchmarkScores measures Game.Scores on the ends of random 4-player
// games, reading every total and every part.
func BenchmarkScores(b *testing.B) {
	ends := benchEnds(b, 256)
	b.ReportAllocs()
	i, sum := 0, 0
	for b.Loop() {
		for _, sc := range Game.Scores(ends[i%len(ends)]) {
			sum += sc.Total
			for _, p := range sc.Parts {
				sum += p.Points + len(p.Source)
			}
		}
		i++
	}
	if sum < 0 {
		b.Fatal("negative scores")
	}
}

// BenchmarkRandomGameFivePlayers plays whole random 5-player games with the
// Nomads option (on the boards and cards of BenchmarkRandomGame's seeds:
// see fivePlayers), as BenchmarkRandomGame plays its games.
func BenchmarkRandomGameFivePlayers(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, func(seed uint64) (State, error) { return New(fivePlayers(seed)) })
}
