package gametest

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/boardrules/kingdoms"
)

// This file holds the helpers that every game's benchmarks share: positions
// from random games to measure Legal and Apply on, and the random-game
// benchmark itself.

// Positions plays random games and returns the first n positions met that
// are not over, in the order met: every position of the game started by
// newState(seed) before its end, then of the game started by
// newState(seed+1), and so on. Moves are drawn uniformly from AppendLegal by
// a generator seeded with seed, so the same arguments give the same
// positions. Use them as the inputs of a game's BenchmarkLegal and
// BenchmarkApply:
//
//	states, err := gametest.Positions(kingdombuilder.Game, newGame, 2000, 1)
//
// It returns an error, with the positions gathered so far, when newState
// fails, when a start state is already over (no position could ever be
// gathered), or when a legal move does not apply.
func Positions[S any, M comparable](g kingdoms.Game[S, M], newState func(seed uint64) (S, error), n int, seed uint64) ([]S, error) {
	out := make([]S, 0, max(n, 0))
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	var buf []M
	for game := seed; len(out) < n; game++ {
		s, err := newState(game)
		if err != nil {
			return out, fmt.Errorf("%s: start state of seed %d: %w", g.Name(), game, err)
		}
		if g.IsTerminal(s) {
			return out, fmt.Errorf("%s: the start state of seed %d is already over", g.Name(), game)
		}
		for moves := 0; len(out) < n && !g.IsTerminal(s); moves++ {
			out = append(out, s)
			buf = g.AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				return out, fmt.Errorf("%s: seed %d: no legal move after %d moves, but the game is not over", g.Name(), game, moves)
			}
			m := buf[rng.IntN(len(buf))]
			if s, err = g.Apply(s, m); err != nil {
				return out, fmt.Errorf("%s: seed %d: legal move %s did not apply after %d moves: %w", g.Name(), game, g.FormatMove(m), moves, err)
			}
		}
	}
	return out, nil
}

// BenchmarkAppendLegal measures appendLegal (such as
// kingdombuilder.AppendLegal) over states, taken in turn, with one move
// buffer reused throughout. It reports "positions/s" and the allocations per
// call; states from [Positions] make it a game's BenchmarkLegal:
//
//	func BenchmarkLegal(b *testing.B) {
//		gametest.BenchmarkAppendLegal(b, states, kingdombuilder.AppendLegal)
//	}
func BenchmarkAppendLegal[S, M any](b *testing.B, states []S, appendLegal func(dst []M, s S) []M) {
	b.Helper()
	if len(states) == 0 {
		b.Fatal("gametest.BenchmarkAppendLegal: no states")
	}
	buf := make([]M, 0, 4096)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		buf = appendLegal(buf[:0], states[n%len(states)])
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkDecodeAction measures decode (a game's decoder of one action, such as
// kingdomino.MoveOf) of the middle action that appendActions (its
// AppendActions) lists, over the states taken in turn: the decoding of an
// action and the check of its legality, the cost a learner's step adds to
// Apply. An error fails the benchmark; states must not be terminal.
func BenchmarkDecodeAction[S, M any](b *testing.B, states []S, appendActions func(dst []int32, s S) []int32, decode func(s S, a int) (M, error)) {
	b.Helper()
	if len(states) == 0 {
		b.Fatal("gametest.BenchmarkDecodeAction: no states")
	}
	acts := make([]int, len(states))
	for i, s := range states {
		list := appendActions(nil, s)
		if len(list) == 0 {
			b.Fatalf("gametest.BenchmarkDecodeAction: state %d has no action", i)
		}
		acts[i] = int(list[len(list)/2])
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		i := n % len(states)
		if _, err := decode(states[i], acts[i]); err != nil {
			b.Fatal(err)
		}
		n++
	}
}

// BenchmarkApply measures apply(states[i], moves[i]) (apply such as
// kingdombuilder.Apply) over the pairs, taken in turn; moves[i] must be legal
// in states[i], and an error fails the benchmark. It reports "moves/s" and
// the allocations per call. The caller chooses which legal move of each
// position to apply.
func BenchmarkApply[S, M any](b *testing.B, states []S, moves []M, apply func(s S, m M) (S, error)) {
	b.Helper()
	if len(states) == 0 || len(states) != len(moves) {
		b.Fatalf("gametest.BenchmarkApply: %d states and %d moves; want as many, at least one", len(states), len(moves))
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		i := n % len(states)
		if _, err := apply(states[i], moves[i]); err != nil {
			b.Fatalf("pair %d: %v", i, err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkPlayouts measures whole random games as a search's playout plays
// them: each iteration starts a game with newState(seed), the seed counting
// 0, 1, 2, ..., plays it to the end with [kingdoms.PlayoutWith], so through
// the generic [kingdoms.Game] interface (in place when the game is a
// [kingdoms.Stepper]), set-up included, and reads its result with Winners.
// One move buffer serves every game, as in a search that plays many
// playouts: the allocations reported per game are those of the game's
// set-up, moves and result, not of growing a fresh buffer. Besides the time
// and allocations per game it reports "games/s" and "moves/s" and, where
// the operating system tells the CPU time the process used (Unix),
// "games/cpu-s" and "moves/cpu-s": rates per second of CPU, which a busy
// machine disturbs less than the wall-clock rates, and "allocs/move": the
// allocations of whole games, set-up and result included, per move. A game
// that fails to start, breaks its contract or ends without a winner fails
// the benchmark.
//
//	func BenchmarkRandomGame(b *testing.B) {
//		gametest.BenchmarkPlayouts(b, kingdombuilder.Game, newGame)
//	}
//
// See [BenchmarkRandomGames] for the same games without the interface.
func BenchmarkPlayouts[S any, M comparable](b *testing.B, g kingdoms.Game[S, M], newState func(seed uint64) (S, error)) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []M
	benchmarkGames(b, func(seed uint64) (int, error) {
		s, err := newState(seed)
		if err != nil {
			return 0, fmt.Errorf("%s: start state of seed %d: %w", g.Name(), seed, err)
		}
		var n int
		s, n, buf, err = kingdoms.PlayoutWith(g, s, rng, 0, buf)
		if err != nil {
			return n, fmt.Errorf("seed %d: %w", seed, err)
		}
		if len(g.Winners(s)) == 0 {
			return n, fmt.Errorf("seed %d: the game ended without a winner", seed)
		}
		return n, nil
	})
}

// BenchmarkRandomGames is [BenchmarkPlayouts] without the [kingdoms.Game]
// layer, as a bot written for one game plays: it calls the game package's
// own appendLegal and apply (such as kingdombuilder.AppendLegal and
// kingdombuilder.Apply), by value, reuses one move buffer for every game and
// reads each game's result with winners (such as kingdombuilder.State.Winners).
// A game ends when appendLegal adds nothing. The gap between the two
// benchmarks is the cost of the generic interface and of copying the state
// per move.
//
//	func BenchmarkRandomGameDirect(b *testing.B) {
//		gametest.BenchmarkRandomGames(b, newGame, kingdombuilder.AppendLegal, kingdombuilder.Apply, kingdombuilder.State.Winners)
//	}
func BenchmarkRandomGames[S, M any](b *testing.B, newState func(seed uint64) (S, error), appendLegal func(dst []M, s S) []M, apply func(s S, m M) (S, error), winners func(S) []int) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]M, 0, 1024)
	benchmarkGames(b, func(seed uint64) (int, error) {
		s, err := newState(seed)
		if err != nil {
			return 0, fmt.Errorf("start state of seed %d: %w", seed, err)
		}
		n := 0
		for {
			buf = appendLegal(buf[:0], s)
			if len(buf) == 0 {
				if len(winners(s)) == 0 {
					return n, fmt.Errorf("seed %d: the game ended without a winner", seed)
				}
				return n, nil
			}
			if s, err = apply(s, buf[rng.IntN(len(buf))]); err != nil {
				return n, fmt.Errorf("seed %d: a legal move did not apply after %d moves: %w", seed, n, err)
			}
			n++
		}
	})
}

// benchmarkGames runs play(seed) for seeds 0, 1, 2, ... as the benchmark's
// iterations and reports the rates of games and moves; play returns the
// number of moves of its game.
func benchmarkGames(b *testing.B, play func(seed uint64) (int, error)) {
	b.Helper()
	b.ReportAllocs()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	mallocs := ms.Mallocs
	games, moves := 0, 0
	cpu0, cpuOK := processCPU()
	for b.Loop() {
		n, err := play(uint64(games))
		if err != nil {
			b.Fatal(err)
		}
		games++
		moves += n
	}
	cpu1, _ := processCPU()
	runtime.ReadMemStats(&ms)
	sec := b.Elapsed().Seconds()
	if sec <= 0 {
		return
	}
	if moves > 0 {
		b.ReportMetric(float64(ms.Mallocs-mallocs)/float64(moves), "allocs/move")
	}
	b.ReportMetric(float64(games)/sec, "games/s")
	b.ReportMetric(float64(moves)/sec, "moves/s")
	if cpu := (cpu1 - cpu0).Seconds(); cpuOK && cpu > 0 {
		b.ReportMetric(float64(games)/cpu, "games/cpu-s")
		b.ReportMetric(float64(moves)/cpu, "moves/cpu-s")
	}
}

// Ends returns the last states of n random games, started by
// newState(0), newState(1), ... and played to the end with [kingdoms.Playout]
// from a generator seeded with seed: the inputs of [BenchmarkResults].
func Ends[S any, M comparable](g kingdoms.Game[S, M], newState func(seed uint64) (S, error), n int, seed uint64) ([]S, error) {
	rng := rand.New(rand.NewPCG(seed, 0xe4d5))
	out := make([]S, n)
	for i := range out {
		s, err := newState(uint64(i))
		if err != nil {
			return out[:i], fmt.Errorf("%s: start state of seed %d: %w", g.Name(), i, err)
		}
		if out[i], _, err = kingdoms.Playout(g, s, rng, 0); err != nil {
			return out[:i], err
		}
	}
	return out, nil
}

// BenchmarkResults measures reading the results of finished games, ends
// (from [Ends]), in turn: the sub-benchmark "winners" calls Winners, as a
// playout does at its end, and "scores" calls Scores and reads every total
// and every part's points (not their text), as a search's reward does.
// Both report their allocations.
//
//	func BenchmarkResults(b *testing.B) {
//		ends, err := gametest.Ends(kingdombuilder.Game, newGame, 256, 1)
//		if err != nil {
//			b.Fatal(err)
//		}
//		gametest.BenchmarkResults(b, kingdombuilder.Game, ends)
//	}
func BenchmarkResults[S any, M comparable](b *testing.B, g kingdoms.Game[S, M], ends []S) {
	b.Helper()
	if len(ends) == 0 {
		b.Fatal("gametest: BenchmarkResults needs finished games")
	}
	b.Run("winners", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			if len(g.Winners(ends[i%len(ends)])) == 0 {
				b.Fatalf("%s: a finished game without a winner", g.Name())
			}
			i++
		}
	})
	b.Run("scores", func(b *testing.B) {
		b.ReportAllocs()
		i, sum := 0, 0
		for b.Loop() {
			for _, sc := range g.Scores(ends[i%len(ends)]) {
				sum += sc.Total
				for _, p := range sc.Parts {
					sum += p.Points
				}
			}
			i++
		}
		if sum == -1 {
			b.Log(sum) // keeps the sum alive
		}
	})
}
