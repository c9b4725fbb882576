package games

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	for _, c := range []struct{ k, n, lo, hi float64 }{
		{50, 100, 0.4038, 0.5962},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
	} {
		lo, hi := Wilson(c.k, c.n)
		if math.Abs(lo-c.lo) > 1e-3 || math.Abs(hi-c.hi) > 1e-3 {
			t.Errorf("Wilson(%v, %v) = %.4f, %.4f; want %.4f, %.4f", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

// TestDealSeed: the games of a run get distinct seeds, and runs with
// different seeds do not share games.
func TestDealSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for base := uint64(0); base < 4; base++ {
		for k := range 1000 {
			s := DealSeed(base, k)
			if seen[s] {
				t.Fatalf("DealSeed(%d, %d) = %#x, seen before", base, k, s)
			}
			seen[s] = true
		}
	}
	// The formula is SplitMix64's: its first output from seed 0.
	if got, want := DealSeed(0, 0), uint64(0xe220a8397b1dcdaf); got != want {
		t.Errorf("DealSeed(0, 0) = %#x, want %#x", got, want)
	}
}
