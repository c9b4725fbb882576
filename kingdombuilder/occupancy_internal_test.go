package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// TestFewHexes checks that a fewHexes is the same value whatever order its
// hexes came in (States are compared as values), and agrees with a set.
func TestFewHexes(t *testing.T) {
	orders := [][]int{{7, 0, 300}, {300, 7, 0}, {0, 300, 7}}
	var first fewHexes
	for k, order := range orders {
		var f fewHexes
		var want hexgrid.Set
		for _, h := range order {
			f.insert(h)
			want.Insert(h)
			if !f.has(h) || f.count() != want.Count() || f.set() != want {
				t.Fatalf("order %v: after %d: %v", order, h, f)
			}
		}
		if k == 0 {
			first = f
		} else if f != first {
			t.Errorf("order %v gives %v, order %v gives %v", order, f, orders[0], first)
		}
		if f.has(1) || f.has(-1) {
			t.Errorf("%v holds a hex not inserted", f)
		}
	}
}
