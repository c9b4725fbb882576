package kingdomino

import "github.com/boardrules/kingdoms/squaregrid"

// A kingdom lives on a grid of 13 rows of 16 cells, of which the first 13
// columns are squares and the last 3 are padding: a squaregrid.Board of 13 x
// 16 whose cell (r, c) is bit r*16+c of a squaregrid.Set. The castle is on
// the middle square (6, 6), so a 7 x 7 kingdom fits whichever way it grows.
//
// The padding makes the hot paths cheap: moving a whole set one square is a
// plain shift of the bitset by 1 or 16 bits, with no column mask, because a
// square that steps off the left or right edge lands on a padding cell, and
// padding cells are never free squares nor squares of a terrain.
//
// Kingdom coordinates (those of moves and accessors) are relative to the
// castle: the castle is at (0,0), rows grow downwards and columns to the
// right, and a square of a 5 x 5 kingdom has both coordinates in -4..4
// (-6..6 in the 7 x 7 Mighty Duel).
const (
	gridRows   = 13
	gridStride = 16
	gridCenter = 6
	// maxReach is the largest coordinate (in absolute value) of a square.
	maxReach = gridCenter
)

var (
	// grid is the board of the layout above, used off the hot paths
	// (properties are its connected components).
	grid       = mustBoard()
	castleCell = gridCenter*gridStride + gridCenter
	castleSet  = squaregrid.SetOf(castleCell)
	// rowBand[lo][hi] holds the squares of rows lo..hi, and colBand[lo][hi]
	// those of columns lo..hi (padding excluded).
	rowBand, colBand [gridRows][gridRows]squaregrid.Set
)

func mustBoard() *squaregrid.Board {
	b, err := squaregrid.NewBoard(gridRows, gridStride)
	if err != nil {
		panic(err) // 13 x 16 cells always fit in a Set
	}
	return b
}

func init() {
	for lo := range gridRows {
		for hi := lo; hi < gridRows; hi++ {
			rowBand[lo][hi] = grid.RectSet(squaregrid.Rect{Min: squaregrid.Pt(lo, 0), Max: squaregrid.Pt(hi, gridRows-1)})
			colBand[lo][hi] = grid.RectSet(squaregrid.Rect{Min: squaregrid.Pt(0, lo), Max: squaregrid.Pt(gridRows-1, hi)})
		}
	}
}

// cellOf returns the grid cell of the kingdom point p, or -1 when p is
// beyond the reach of any kingdom.
func cellOf(p squaregrid.Point) int {
	if p.Row < -maxReach || p.Row > maxReach || p.Col < -maxReach || p.Col > maxReach {
		return -1
	}
	return (p.Row+gridCenter)*gridStride + p.Col + gridCenter
}

// pointOf returns the kingdom point of grid cell i.
func pointOf(i int) squaregrid.Point {
	return squaregrid.Pt(i/gridStride-gridCenter, i%gridStride-gridCenter)
}

// step is the change of cell index for one square in each direction
// (indexed by squaregrid.Direction: up, right, down, left).
var step = [4]int{-gridStride, 1, gridStride, -1}

// shiftUp moves every cell i of s to i+n (0 < n < 64), dropping those that
// leave the set.
func shiftUp(s squaregrid.Set, n uint) squaregrid.Set {
	return squaregrid.Set{s[0] << n, s[1]<<n | s[0]>>(64-n), s[2]<<n | s[1]>>(64-n), s[3]<<n | s[2]>>(64-n)}
}

// shiftDown moves every cell i of s to i-n (0 < n < 64), dropping those
// that leave the set.
func shiftDown(s squaregrid.Set, n uint) squaregrid.Set {
	return squaregrid.Set{s[0]>>n | s[1]<<(64-n), s[1]>>n | s[2]<<(64-n), s[2]>>n | s[3]<<(64-n), s[3] >> n}
}

// back returns the cells whose neighbour in direction d is in s: s moved
// one square the other way. Squares of the grid whose neighbour is off the
// grid are never returned for a set of squares, thanks to the padding.
func back(s squaregrid.Set, d squaregrid.Direction) squaregrid.Set {
	switch d {
	case squaregrid.Up:
		return shiftUp(s, gridStride)
	case squaregrid.Right:
		return shiftDown(s, 1)
	case squaregrid.Down:
		return shiftDown(s, gridStride)
	}
	return shiftUp(s, 1)
}

// near returns s with the cells next to them (padding cells included).
func near(s squaregrid.Set) squaregrid.Set {
	const n = gridStride
	return squaregrid.Set{
		s[0] | s[0]<<1 | s[0]>>1 | s[0]<<n | s[0]>>n | s[1]<<63 | s[1]<<(64-n),
		s[1] | s[1]<<1 | s[1]>>1 | s[1]<<n | s[1]>>n | s[0]>>63 | s[0]>>(64-n) | s[2]<<63 | s[2]<<(64-n),
		s[2] | s[2]<<1 | s[2]>>1 | s[2]<<n | s[2]>>n | s[1]>>63 | s[1]>>(64-n) | s[3]<<63 | s[3]<<(64-n),
		s[3] | s[3]<<1 | s[3]>>1 | s[3]<<n | s[3]>>n | s[2]>>63 | s[2]>>(64-n),
	}
}

// touches reports whether a square next to cell i is in s.
func touches(s squaregrid.Set, i int) bool {
	return s.Has(i-gridStride) || s.Has(i+1) || s.Has(i+gridStride) || s.Has(i-1)
}
