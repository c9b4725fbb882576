package kingdomino

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/boardrules/kingdoms"
)

// benchPositions returns positions from random 4-player games, each with a
// decision to make.
func benchPositions(b *testing.B, n int) []State {
	b.Helper()
	rng := rand.New(rand.NewPCG(7, 7))
	var out []State
	var buf []Move
	for seed := uint64(0); len(out) < n; seed++ {
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
	return out[:n]
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player
// games.
func BenchmarkLegal(b *testing.B) {
	states := benchPositions(b, 1024)
	buf := make([]Move, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		buf = AppendLegal(buf[:0], states[i&1023])
		i++
	}
	b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkApply measures Apply of the first legal move over positions of
// random 4-player games.
func BenchmarkApply(b *testing.B) {
	states := benchPositions(b, 1024)
	moves := make([]Move, len(states))
	for i, s := range states {
		moves[i] = Legal(s)[0]
	}
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		j := i & 1023
		if _, err := Apply(states[j], moves[j]); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRandomGame plays whole random 4-player games, from New to the
// end, with kingdoms.Playout through the Game value.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	games, moves := 0, 0
	for b.Loop() {
		s, err := New(Config{Players: 4, Seed: uint64(games)})
		if err != nil {
			b.Fatal(err)
		}
		_, n, err := kingdoms.Playout(Game, s, rng, 0)
		if err != nil {
			b.Fatal(err)
		}
		games++
		moves += n
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRandomGameDirect plays whole random 4-player games with the
// package's own AppendLegal and Apply, as a bot written for this package
// would: the same games as BenchmarkRandomGame without the generic
// kingdoms.Game layer, where kingdoms.Playout copies the State more often.
func BenchmarkRandomGameDirect(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 256)
	b.ReportAllocs()
	games, moves := 0, 0
	for b.Loop() {
		s, err := New(Config{Players: 4, Seed: uint64(games)})
		if err != nil {
			b.Fatal(err)
		}
		for {
			buf = AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			if s, err = Apply(s, buf[rng.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// TestStateSize guards the size of a State: every move through the
// kingdoms.Game interface copies it several times, so each byte added costs
// speed (see the package documentation, section Speed).
func TestStateSize(t *testing.T) {
	if got := unsafe.Sizeof(State{}); got > 544 {
		t.Errorf("a State is %d bytes, more than the 544 documented", got)
	}
}
