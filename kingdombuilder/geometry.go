package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

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
