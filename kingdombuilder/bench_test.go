package kingdombuilder

import (
	"testing"

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
	states := benchStates(b)
	buf := make([]Move, 0, 4096)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = AppendLegal(buf[:0], states[i%len(states)])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkApply measures Apply of legal moves of random 4-player games.
func BenchmarkApply(b *testing.B) {
	states := benchStates(b)
	type pair struct {
		s State
		m Move
	}
	var pairs []pair
	var buf []Move
	for i, s := range states {
		buf = AppendLegal(buf[:0], s)
		pairs = append(pairs, pair{s, buf[i%len(buf)]})
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &pairs[i%len(pairs)]
		if _, err := Apply(p.s, p.m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRandomGame plays whole random 4-player games (set-up included)
// with uniformly random legal moves, through kingdoms.Playout and the Game
// value.
func BenchmarkRandomGame(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newBenchGame)
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal and Apply, as a bot written for this package
// would, without the generic kingdoms.Game layer.
func BenchmarkRandomGameDirect(b *testing.B) {
	gametest.BenchmarkRandomGames(b, newBenchGame, AppendLegal, Apply)
}
