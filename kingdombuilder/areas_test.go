package kingdombuilder

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// TestAreasLabel checks areas.label against a flood from each area
// (nextGroup) on random sets of every density, on the board and the Island,
// small ones (the union-find) and large ones (the flood): the same areas in
// the same order, their sizes and the largest.
func TestAreasLabel(t *testing.T) {
	var all hexgrid.Set
	for h := range maxHex {
		if nbrSets[h] != (hexgrid.Set{}) {
			all.Insert(h)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 400 {
		var set hexgrid.Set
		density := []float64{0.02, 0.1, 0.3, 0.5, 0.7, 1}[i%6]
		for h := range all.All() {
			if rng.Float64() < density {
				set.Insert(h)
			}
		}
		var a areas
		a.label(&set)
		k, largest := 0, 0
		for rest := set; !rest.IsEmpty(); k++ {
			g := nextGroup(&rest)
			largest = max(largest, g.Count())
			for h := range g.All() {
				if int(a.of[h]) != k+1 {
					t.Fatalf("set %d (%d hexes): hex %d in area %d, want %d", i, set.Count(), h, a.of[h], k+1)
				}
			}
			if int(a.size[k]) != g.Count() {
				t.Fatalf("set %d: area %d of size %d, want %d", i, k+1, a.size[k], g.Count())
			}
		}
		if a.n != k || a.largest != largest {
			t.Fatalf("set %d (%d hexes): %d areas, largest %d; want %d, %d", i, set.Count(), a.n, a.largest, k, largest)
		}
	}
}
