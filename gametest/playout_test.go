package gametest_test

import (
	"errors"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

func TestPositions(t *testing.T) {
	g := toyGame{}
	const n, seed = 60, 3
	got, err := gametest.Positions(g, g.New, n, seed)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n {
		t.Fatalf("%d positions, want %d", len(got), n)
	}
	again, _ := gametest.Positions(g, g.New, n, seed)
	if !reflect.DeepEqual(got, again) {
		t.Fatal("the same arguments gave other positions")
	}
	// Every position is the start of the next game or follows the one
	// before by a legal move; games start at seed, seed+1, ...
	next := uint64(seed)
	for i, s := range got {
		if g.IsTerminal(s) {
			t.Fatalf("position %d is over", i)
		}
		if start, _ := g.New(next); reflect.DeepEqual(s, start) {
			next++
			continue
		}
		if i == 0 {
			t.Fatalf("position 0 is not the start of the game of seed %d", seed)
		}
		found := false
		for _, m := range g.Legal(got[i-1]) {
			if after, err := g.Apply(got[i-1], m); err == nil && reflect.DeepEqual(after, s) {
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("position %d does not follow position %d by a legal move", i, i-1)
		}
	}
	if next < seed+2 {
		t.Fatalf("%d positions came from %d game(s); want several games (a toy game is %d moves at most)", n, next-seed, toyMax)
	}
	if none, err := gametest.Positions(g, g.New, 0, seed); err != nil || len(none) != 0 {
		t.Fatalf("Positions(0) = %d positions, %v", len(none), err)
	}
}

func TestPositionsErrors(t *testing.T) {
	g := toyGame{}
	bad := errors.New("no such deal")
	_, err := gametest.Positions(g, func(seed uint64) (toyState, error) {
		if seed == 1 {
			return toyState{}, bad
		}
		return g.New(seed)
	}, 1000, 0)
	if !errors.Is(err, bad) || !strings.Contains(err.Error(), "seed 1") {
		t.Errorf("failing newState: error %v, want one wrapping %v that names seed 1", err, bad)
	}
	_, err = gametest.Positions(g, func(seed uint64) (toyState, error) {
		return toyState{}, nil // no cards: over before it starts
	}, 10, 0)
	if err == nil || !strings.Contains(err.Error(), "already over") {
		t.Errorf("terminal start state: error %v, want one saying it is already over", err)
	}
}

func TestBenchmarkPlayouts(t *testing.T) {
	g := toyGame{}
	checkGameBenchmark(t, testing.Benchmark(func(b *testing.B) {
		gametest.BenchmarkPlayouts(b, g, g.New)
	}))
	checkGameBenchmark(t, testing.Benchmark(func(b *testing.B) {
		gametest.BenchmarkRandomGames(b, g.New, g.AppendLegal, g.Apply, g.Winners)
	}))
}

func TestBenchmarkLegalApply(t *testing.T) {
	g := toyGame{}
	states, err := gametest.Positions(g, g.New, 30, 1)
	if err != nil {
		t.Fatal(err)
	}
	moves := make([]toyMove, len(states))
	for i, s := range states {
		moves[i] = g.Legal(s)[0]
	}
	r := testing.Benchmark(func(b *testing.B) { gametest.BenchmarkAppendLegal(b, states, g.AppendLegal) })
	if r.N == 0 || r.Extra["positions/s"] <= 0 {
		t.Errorf("BenchmarkAppendLegal: %d runs, %v positions/s", r.N, r.Extra["positions/s"])
	}
	r = testing.Benchmark(func(b *testing.B) { gametest.BenchmarkApply(b, states, moves, g.Apply) })
	if r.N == 0 || r.Extra["moves/s"] <= 0 {
		t.Errorf("BenchmarkApply: %d runs, %v moves/s", r.N, r.Extra["moves/s"])
	}
	// An illegal move fails the benchmark, which then reports nothing.
	bad := slices.Clone(moves)
	bad[len(bad)-1] = toyMove{Card: 99}
	r = testing.Benchmark(func(b *testing.B) { gametest.BenchmarkApply(b, states, bad, g.Apply) })
	if r.N != 0 {
		t.Errorf("BenchmarkApply with an illegal move: %d runs, want a failure", r.N)
	}
}

func checkGameBenchmark(t *testing.T, r testing.BenchmarkResult) {
	t.Helper()
	if r.N == 0 {
		t.Fatal("the benchmark did not run")
	}
	games, moves := r.Extra["games/s"], r.Extra["moves/s"]
	if games <= 0 || moves < games {
		t.Fatalf("games/s %v, moves/s %v: want positive rates, at least one move per game", games, moves)
	}
	if _, ok := r.Extra["games/cpu-s"]; !ok && runtime.GOOS == "linux" {
		t.Error("no games/cpu-s metric")
	}
	if r.MemAllocs == 0 && r.MemBytes == 0 {
		t.Error("no allocation figures (the toy game allocates its hands)")
	}
}
