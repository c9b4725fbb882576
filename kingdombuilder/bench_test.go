package kingdombuilder

import (
	"math/rand/v2"
	"runtime"
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
	benchPlayouts(b, newBenchGame)
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal and Apply, which take and return State values,
// and reads State.Winners, as a bot written for this package would, without
// the generic kingdoms.Game layer.
func BenchmarkRandomGameDirect(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 1024)
	benchGames(b, func(seed uint64) int {
		s, err := newBenchGame(seed)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for {
			buf = AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			if s, err = Apply(s, buf[rng.IntN(len(buf))]); err != nil {
				b.Fatalf("seed %d: a legal move did not apply after %d moves: %v", seed, n, err)
			}
			n++
		}
		if len(s.Winners()) == 0 {
			b.Fatalf("seed %d: no winner after %d moves", seed, n)
		}
		return n
	})
}

// benchPlayouts is BenchmarkRandomGame on the games newState starts: each
// iteration starts the game of the next seed (0, 1, 2, ...), plays it with
// kingdoms.PlayoutWith and reads its winners through the Game value.
func benchPlayouts(b *testing.B, newState func(seed uint64) (State, error)) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 1024)
	benchGames(b, func(seed uint64) int {
		s, err := newState(seed)
		if err != nil {
			b.Fatalf("seed %d: %v", seed, err)
		}
		var n int
		if s, n, buf, err = kingdoms.PlayoutWith(Game, s, rng, 0, buf); err != nil {
			b.Fatalf("seed %d: %v", seed, err)
		}
		if len(Game.Winners(s)) == 0 {
			b.Fatalf("seed %d: no winner after %d moves", seed, n)
		}
		return n
	})
}

// benchGames runs play(seed) for the seeds 0, 1, 2, ... as the benchmark's
// iterations, play returning the number of moves of its game, and reports
// the allocations per game and per move, and the games and moves per second
// and per CPU second.
func benchGames(b *testing.B, play func(seed uint64) int) {
	b.Helper()
	b.ReportAllocs()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	mallocs := ms.Mallocs
	games, moves := 0, 0
	cpu0, cpuOK := processCPU()
	for b.Loop() {
		moves += play(uint64(games))
		games++
	}
	cpu1, _ := processCPU()
	runtime.ReadMemStats(&ms)
	sec := b.Elapsed().Seconds()
	if sec <= 0 || moves == 0 {
		return
	}
	b.ReportMetric(float64(games)/sec, "games/s")
	b.ReportMetric(float64(moves)/sec, "moves/s")
	if cpu := (cpu1 - cpu0).Seconds(); cpuOK && cpu > 0 {
		b.ReportMetric(float64(games)/cpu, "games/cpu-s")
		b.ReportMetric(float64(moves)/cpu, "moves/cpu-s")
	}
	b.ReportMetric(float64(ms.Mallocs-mallocs)/float64(moves), "allocs/move")
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
	benchPlayouts(b, func(seed uint64) (State, error) { return New(fivePlayers(seed)) })
}
