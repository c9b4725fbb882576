package arkadia

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/boardrules/kingdoms"
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
// a search's playout does: through kingdoms.PlayoutWith and the Game value,
// with one move buffer for every game, then reads the result with
// Game.Winners. One iteration is one game, set-up included.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 1024)
	benchGames(b, func(seed uint64) int {
		s, err := newBenchGame(seed)
		if err != nil {
			b.Fatal(err)
		}
		end, n, buf2, err := kingdoms.PlayoutWith(Game, s, rng, 0, buf)
		if err != nil {
			b.Fatalf("seed %d: %v", seed, err)
		}
		buf = buf2
		if len(Game.Winners(end)) == 0 {
			b.Fatalf("seed %d: no winner after %d moves", seed, n)
		}
		return n
	})
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal and Apply, by value, as a bot written for this
// package would, without the generic kingdoms.Game layer, and reads the
// result with State.Winners.
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

// benchGames runs play(seed) for seeds 0, 1, 2, ... as the benchmark's
// iterations (play returns the number of moves of its game) and reports,
// besides the time and the allocations per game, "games/s" and "moves/s",
// the same per second of processor time ("games/cpu-s", "moves/cpu-s")
// where the system tells it (Linux), and "allocs/move", the allocations
// per move averaged over the whole games, set-up included.
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
	b.StopTimer()
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
