package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// The board's geometry that the rules of several boxes read, on top of
// hexgrid: a hex with its neighbours, the hexes a piece reaches in a few
// steps, straight lines of three, the seams between the sections.

// rosette returns h and its neighbours: the 7 hexes a city hall centred on
// h covers (Crossroads).
func rosette(h int) hexgrid.Set { return grid.NeighborSet(h).Add(h) }

// within returns the hexes 1 to n steps from h over the hexes of open: the
// last hexes of the paths of 1 to n hexes of open, each next to the one
// before and the first next to h (h itself is no step). It grows the
// reached set one step at a time with grid.Dilate, a breadth-first search
// over the whole board at once, with no allocation. The Crossroads ship and
// wagon (3 steps) and the Nomads Resettlement (the steps left) move so.
func within(h int, open *hexgrid.Set, n int) hexgrid.Set {
	var seen hexgrid.Set
	seen.Insert(h)
	for range n {
		next := grid.Dilate(seen).Intersect(*open)
		next.Insert(h)
		if next == seen {
			break // nothing new: no longer path reaches further
		}
		seen = next
	}
	seen.Delete(h)
	return seen
}

// stepsTo returns the number of steps of the shortest path from h to to
// over the hexes of open (see within), 0 when there is none of at most n.
func stepsTo(h, to int, open *hexgrid.Set, n int) int {
	var seen hexgrid.Set
	seen.Insert(h)
	for d := 1; d <= n; d++ {
		next := grid.Dilate(seen).Intersect(*open)
		next.Insert(h)
		if next.Has(to) {
			return d
		}
		if next == seen {
			return 0
		}
		seen = next
	}
	return 0
}

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
