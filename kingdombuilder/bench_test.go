package kingdombuilder

import (
	"math/rand/v2"
	"testing"
)

// benchStates returns positions of random 4-player games, sampled along the
// way, for BenchmarkLegal and BenchmarkApply.
func benchStates(b *testing.B) []State {
	var out []State
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []Move
	for seed := uint64(0); seed < 8; seed++ {
		s, err := New(Config{Players: 4, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsTerminal() {
			out = append(out, s)
			buf = AppendLegal(buf[:0], s)
			s, err = Apply(s, buf[rng.IntN(len(buf))])
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player
// games.
func BenchmarkLegal(b *testing.B) {
	states := benchStates(b)
	buf := make([]Move, 0, 4096)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		buf = AppendLegal(buf[:0], states[i%len(states)])
		n += len(buf)
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
// with uniformly random legal moves.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	buf := make([]Move, 0, 4096)
	moves := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := processCPU()
	for i := 0; i < b.N; i++ {
		s, err := New(Config{Players: 4, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		for {
			buf = AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			s, err = Apply(s, buf[rng.IntN(len(buf))])
			if err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	cpu1, _ := processCPU()
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "games/s")
	b.ReportMetric(float64(moves)/sec, "moves/s")
	if cpu := (cpu1 - cpu0).Seconds(); cpuOK && cpu > 0 {
		// The same rate per second of CPU used by the process: on a busy
		// machine it is what one free core would do.
		b.ReportMetric(float64(b.N)/cpu, "games/cpu-s")
	}
}
