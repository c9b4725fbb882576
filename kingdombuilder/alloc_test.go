//go:build !race

package kingdombuilder

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestNoAllocation checks that AppendLegal (with room in dst) and Apply do
// not allocate, along a random game that uses tiles, and along random games
// of every expansion and of all of them at once.
func TestNoAllocation(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				s, err := newGame(seed)
				if err != nil {
					t.Fatal(err)
				}
				checkNoAllocation(t, s, seed)
			}
		})
	}
}

// checkNoAllocation plays a random game from s, checking that no
// AppendLegal or Apply allocates.
func checkNoAllocation(t *testing.T, s State, seed uint64) {
	t.Helper()
	var err error
	rng := rand.New(rand.NewPCG(seed, 7))
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
// generic kingdoms.Game interface copies several times per move (see Speed in
// RULES.md).
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > maxStateSize {
		t.Errorf("State is %d bytes, more than the %d the Speed section documents", n, maxStateSize)
	}
}

// maxStateSize is the size of a State that the Speed section of RULES.md
// documents.
const maxStateSize = 1240
