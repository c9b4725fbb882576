package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// maxLabelled bounds the hexes of a set that areas.label numbers by its
// union-find (whose provisional labels are bytes); a larger set, which no
// player holds (their settlements and pieces are far fewer), is numbered
// by a flood per area. The areas of any set are at most about a third of
// its hexes (hexes of different areas are not neighbours), so their
// numbers fit in a byte.
const maxLabelled = 250

// areas numbers the groups of connected hexes (through neighbours) of a
// set: the settlement areas of the Hermits, the Citizens and the Merchants.
type areas struct {
	// of[h] is the number (1 to n) of the area holding h, 0 for a hex not
	// in the set.
	of [maxHex]uint8
	n  int
	// size[k-1] is the number of hexes of area k; largest the largest.
	size    [maxLabelled]uint16
	largest int
}

// nbrBefore holds, for every hex, its neighbours of lower index (at most
// 3: the one to its left and the two above), -1 where there are fewer.
var nbrBefore = func() (t [maxHex][3]int16) {
	for h := range t {
		k := 0
		t[h] = [3]int16{-1, -1, -1}
		for _, j := range &nbrList[h] {
			if j >= 0 && int(j) < h {
				if k == len(t[h]) {
					panic("kingdombuilder: a hex with more than 3 neighbours before it")
				}
				t[h][k] = j
				k++
			}
		}
	}
	return t
}()

// label numbers the areas of set, in the order of their lowest hexes. The
// hexes are read in increasing order, each joining the areas of its
// neighbours read before it (nbrBefore: those of lower index, the one to
// its left and the two above, on the board as on the Island), with a
// union-find of the labels given so far; then every hex takes its area's
// final number. Each hex is read twice, where a flood from each area
// (nextGroup) reads the neighbour sets of its hexes.
func (a *areas) label(set *hexgrid.Set) {
	if set.Count() > maxLabelled {
		a.flood(set)
		return
	}
	var parent [maxLabelled + 1]uint8
	find := func(x uint8) uint8 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	n := uint8(0)
	for w, x := range set {
		for ; x != 0; x &= x - 1 {
			h := w<<6 | bits.TrailingZeros64(x)
			k := uint8(0)
			for _, j := range &nbrBefore[h] {
				if j < 0 || a.of[j] == 0 {
					continue
				}
				r := find(a.of[j])
				switch {
				case k == 0:
					k = r
				case r < k:
					parent[k], k = r, r
				case r > k:
					parent[r] = k
				}
			}
			if k == 0 {
				n++
				parent[n], k = n, n
			}
			a.of[h] = k
		}
	}
	var final [maxLabelled + 1]uint8
	for w, x := range set {
		for ; x != 0; x &= x - 1 {
			h := w<<6 | bits.TrailingZeros64(x)
			r := find(a.of[h])
			if final[r] == 0 {
				a.n++
				final[r] = uint8(a.n)
			}
			k := final[r]
			a.of[h] = k
			a.size[k-1]++
			a.largest = max(a.largest, int(a.size[k-1]))
		}
	}
}

// flood numbers the areas of set by a flood from each (nextGroup): label's
// way for sets too large for its union-find.
func (a *areas) flood(set *hexgrid.Set) {
	for rest := *set; !rest.IsEmpty() && a.n < len(a.size); {
		g := nextGroup(&rest)
		a.n++
		for h := range g.All() {
			a.of[h] = uint8(a.n)
		}
		a.size[a.n-1] = uint16(g.Count())
		a.largest = max(a.largest, int(a.size[a.n-1]))
	}
}

// touches returns, for each area, the special hexes next to it, as bits of
// the special hexes in increasing order (specialBit), and whether it could
// (false when there are more than 64 special hexes). out has room for the
// areas.
func (a *areas) touches(special *hexgrid.Set, out []uint64) bool {
	b := 0
	for w, x := range special {
		for ; x != 0; x &= x - 1 {
			if b == 64 {
				return false
			}
			for _, j := range &nbrList[w<<6|bits.TrailingZeros64(x)] {
				if j >= 0 && a.of[j] != 0 {
					out[a.of[j]-1] |= 1 << b
				}
			}
			b++
		}
	}
	return true
}

// specialBit returns the rank of the special hex h among the special hexes
// (its bit in areas.touches): how many are lower.
func specialBit(special *hexgrid.Set, h int) int {
	w := h >> 6
	n := bits.OnesCount64(special[w&(len(special)-1)] & (1<<(h&63) - 1))
	for _, x := range special[:w] {
		n += bits.OnesCount64(x)
	}
	return n
}
