//go:build !race

package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms"
)

// (The race detector drops sync.Pool's items at random, so that the
// scratch lists of AppendActions are allocated again: this file is left
// out of race-mode runs, as alloc_test.go is.)

// TestAppendActionsNoAllocation checks that AppendActions (after the zero
// prefix and after sources), DecodeAction of legal actions and EncodeMove
// allocate nothing when dst has room, at positions of random games of
// every harness set-up (Harvest's silo phases, of about a thousand moves,
// among them).
func TestAppendActionsNoAllocation(t *testing.T) {
	dst := make([]int32, 0, 8192)
	for _, cf := range actionConfigs {
		for seed := range uint64(2) {
			for _, s := range playPositions(t, cf.config(seed), seed, 13, 30) {
				first := AppendActions(nil, s, kingdoms.Prefix{})
				p := kingdoms.Prefix{}
				if _, next, done, err := DecodeAction(s, p, int(first[len(first)-1])); err == nil && !done {
					p = next
				}
				m := Legal(s)[0]
				allocs := testing.AllocsPerRun(5, func() {
					dst = AppendActions(dst[:0], s, kingdoms.Prefix{})
					dst = AppendActions(dst[:0], s, p)
					for _, a := range []int32{first[0], first[len(first)-1]} {
						if _, _, _, err := DecodeAction(s, kingdoms.Prefix{}, int(a)); err != nil {
							t.Fatal(err)
						}
					}
					if _, err := EncodeMove(dst[:0], s, m); err != nil {
						t.Fatal(err)
					}
				})
				if allocs != 0 {
					t.Fatalf("%s seed %d: %v allocations at a position of %d legal moves:\n%v", cf.name, seed, allocs, len(Legal(s)), s)
				}
			}
		}
	}
}
