package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// The board's geometry that the rules of several boxes read, on top of grid
// (hexgrid with the Island, queenies_geometry.go, which also has the hexes
// a piece reaches in a few steps: grid.Reach, grid.Steps): a hex with its
// neighbours, straight lines of three, the seams between the sections.

// rosette returns h and its neighbours: the 7 hexes a city hall centred on
// h covers (Crossroads).
func rosette(h int) hexgrid.Set { return grid.NeighborSet(h).Add(h) }

// familyLine reports whether the hexes a, b and c are 3 neighbours in a
// straight line (in any order).
func familyLine(a, b, c int) bool {
	mid := func(m, u, v int) bool {
		nb := grid.NeighborTable(m)
		for d := 0; d < 3; d++ {
			x, y := int(nb[d]), int(nb[d+3])
			if (x == u && y == v) || (x == v && y == u) {
				return true
			}
		}
		return false
	}
	return mid(a, b, c) || mid(b, a, c) || mid(c, a, b)
}

// innerEdge holds the hexes on a seam between two sections: those with a
// neighbour in another quadrant (columns 9 and 10, rows 9 and 10).
var innerEdge = func() (out hexgrid.Set) {
	quad := func(h int) int {
		o := grid.Offset(h)
		return o.Row/sectionRows*2 + o.Col/sectionCols
	}
	for h := range boardSize {
		for _, j := range grid.NeighborTable(h) {
			if j >= 0 && quad(int(j)) != quad(h) {
				out.Insert(h)
			}
		}
	}
	return out
}()

// lineSpan is where horizontal line r lies in a hexgrid.Set: its first
// hex and its number of hexes (the Island's lines are islandCols wide).
type lineSpan struct {
	start, width uint
}

// lineSpans holds the span of every horizontal line, as grid.Row numbers
// them: the board's rows 0 to 19, then the Island's lines as rows 20 to 24.
var lineSpans = func() (t [numLines]lineSpan) {
	for r := range boardRows {
		t[r] = lineSpan{uint(r * boardCols), boardCols}
	}
	for k := range islandRows {
		t[boardRows+k] = lineSpan{uint(islandBase + k*islandCols), islandCols}
	}
	return t
}()

// lineOf returns the hexes of s on horizontal line r (0 <= r < numLines),
// bit j for the line's j-th hex: grid.Row(r).Intersect(*s) read in place,
// with no set built.
func lineOf(s *hexgrid.Set, r int) uint32 {
	l := lineSpans[r]
	w, off := l.start>>6, l.start&63
	x := s[w] >> off
	if off+l.width > 64 {
		x |= s[w+1] << (64 - off)
	}
	return uint32(x) & (1<<l.width - 1)
}

// nextGroup removes from *rest the group of connected hexes (through
// neighbours) that holds its lowest hex and returns it: grid.Component of
// that hex. The group grows by its frontier, the hexes added last: the
// neighbour sets of the frontier's hexes (usually a few) are united, word by
// word, rather than the frontier dilated.
func nextGroup(rest *hexgrid.Set) hexgrid.Set {
	var g hexgrid.Set
	h := rest.Min()
	if uint(h) >= maxHex {
		return g
	}
	g.Insert(h)
	rest.Delete(h)
	front := g
	for {
		var next hexgrid.Set
		for w, x := range front {
			for ; x != 0; x &= x - 1 {
				nb := &nbrSets[w<<6|bits.TrailingZeros64(x)]
				for k := range next {
					next[k] |= nb[k]
				}
			}
		}
		var any uint64
		for k := range next {
			f := next[k] & rest[k]
			front[k] = f
			g[k] |= f
			rest[k] &^= f
			any |= f
		}
		if any == 0 {
			return g
		}
	}
}

// nbrList holds the neighbours of every hex, -1 where there is none:
// grid.NeighborTable in one table for the board and the Island.
var nbrList = func() (t [maxHex][hexgrid.NumDirections]int16) {
	for i := range t {
		for d, j := range grid.NeighborTable(i) {
			t[i][d] = int16(j)
		}
	}
	return t
}()

// allHexes holds every hex of the board and of the Island; innerHexes
// those with 6 neighbours.
var allHexes, innerHexes = func() (all, inner hexgrid.Set) {
	for i := range maxHex {
		if i < boardSize || isIsland(i) {
			all.Insert(i)
			if nbrSets[i].Count() == 6 {
				inner.Insert(i)
			}
		}
	}
	return all, inner
}()
