//go:build !race

package kingdombuilder

import (
	"math/rand/v2"
	"testing"
)

// TestNoAllocation checks that AppendLegal (with room in dst) and Apply do
// not allocate, along a random game that uses tiles.
func TestNoAllocation(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	buf := make([]Move, 0, 8192)
	for !s.IsTerminal() {
		var m Move
		allocs := testing.AllocsPerRun(5, func() {
			buf = AppendLegal(buf[:0], s)
			m = buf[rng.IntN(len(buf))]
		})
		if allocs != 0 {
			t.Fatalf("AppendLegal allocates %.0f times", allocs)
		}
		var next State
		allocs = testing.AllocsPerRun(5, func() {
			next, err = Apply(s, m)
		})
		if allocs != 0 || err != nil {
			t.Fatalf("Apply(%v) allocates %.0f times (%v)", m, allocs, err)
		}
		s = next
	}
}
