//go:build !race

package kingdombuilder

import (
	"math/rand/v2"
	"testing"
	"unsafe"
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

// TestStateSize guards the size of a State, which every call through the
// generic kingdoms.Game interface copies several times per move (see the
// package doc, section Speed).
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 640 {
		t.Errorf("State is %d bytes, more than 640", n)
	}
}
