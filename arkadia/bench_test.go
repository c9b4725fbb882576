package arkadia

import (
	"math/rand/v2"
	"testing"
)

// benchPositions plays random games and keeps every position reached.
func benchPositions(n int) []State {
	var out []State
	var buf []Move
	for seed := uint64(0); len(out) < n; seed++ {
		s, _ := New(Config{Players: 4, Seed: seed})
		r := rand.New(rand.NewPCG(seed, 1))
		for !s.IsTerminal() && len(out) < n {
			out = append(out, s)
			buf = AppendLegal(buf[:0], s)
			s, _ = Apply(s, buf[r.IntN(len(buf))])
		}
	}
	return out
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player games.
func BenchmarkLegal(b *testing.B) {
	pos := benchPositions(2000)
	buf := make([]Move, 0, 4096)
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		buf = AppendLegal(buf[:0], pos[i%len(pos)])
		moves += len(buf)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkApply measures Apply of the first legal move over positions of
// random 4-player games.
func BenchmarkApply(b *testing.B) {
	pos := benchPositions(2000)
	first := make([]Move, len(pos))
	var buf []Move
	for i, s := range pos {
		buf = AppendLegal(buf[:0], s)
		first[i] = buf[len(buf)/2]
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Apply(pos[i%len(pos)], first[i%len(pos)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRandomGame plays whole random 4-player games (default set-up).
func BenchmarkRandomGame(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 4096)
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		s, err := New(Config{Players: 4, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsTerminal() {
			buf = AppendLegal(buf[:0], s)
			s, err = Apply(s, buf[r.IntN(len(buf))])
			if err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
