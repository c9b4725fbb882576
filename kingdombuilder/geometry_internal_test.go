package kingdombuilder

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// TestLineOfAndGroups checks lineOf against grid.Row, and nextGroup against
// grid.Components, on random sets of hexes of the board and
// the Island, sparse and dense.
func TestLineOfAndGroups(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var hexes []int
	for h := range maxHex {
		if h < boardSize || isIsland(h) {
			hexes = append(hexes, h)
		}
	}
	for i := range 2000 {
		var s hexgrid.Set
		for range rng.IntN(1 + i%200) {
			s.Insert(hexes[rng.IntN(len(hexes))])
		}
		for r := range numLines {
			if got, want := bits.OnesCount32(lineOf(&s, r)), grid.Row(r).Intersect(s).Count(); got != want {
				t.Fatalf("set %d, line %d: lineOf has %d hexes, grid.Row %d", i, r, got, want)
			}
		}
		rest := s
		for want := range grid.Components(s) {
			if g := nextGroup(&rest); g != want {
				t.Fatalf("set %d: nextGroup %v, grid.Components %v", i, g, want)
			}
		}
		if !rest.IsEmpty() {
			t.Fatalf("set %d: nextGroup leaves %v", i, rest)
		}
	}
}
