package kingdomino

import (
	"math/bits"

	"github.com/boardrules/kingdoms/squaregrid"
)

// A kingdom lives on a grid of 13 rows of 14 cells, of which the first 13
// columns are squares and the last is padding: a squaregrid.Board of 13 x 14
// whose cell (r, c) is bit r*14+c. The castle is on the middle square (6, 6),
// so a 7 x 7 kingdom fits whichever way it grows. The 182 cells fit in three
// 64-bit words (the type cells), which keeps a State small and cheap to
// copy; off the hot paths they are turned into a squaregrid.Set.
//
// The padding makes the hot paths cheap: moving a whole set one square is a
// plain shift of the bitset by 1 or 14 bits, with no column mask, because a
// square that steps off the left or right edge lands on a padding cell, and
// padding cells are never free squares nor squares of a terrain.
//
// Kingdom coordinates (those of moves and accessors) are relative to the
// castle: the castle is at (0,0), rows grow downwards and columns to the
// right, and a square of a 5 x 5 kingdom has both coordinates in -4..4
// (-6..6 in the 7 x 7 Mighty Duel).
const (
	gridRows   = 13
	gridStride = 14
	gridCenter = 6
	// maxReach is the largest coordinate (in absolute value) of a square.
	maxReach = gridCenter
)

// cells is a set of cells of the grid: cell i is bit i%64 of word i/64
// (w0, w1, w2). It is a struct rather than an array so that the compiler
// keeps its words in registers.
type cells struct{ w0, w1, w2 uint64 }

func (c cells) has(i int) bool {
	switch {
	case uint(i) < 64:
		return c.w0&(1<<uint(i)) != 0
	case uint(i) < 128:
		return c.w1&(1<<(uint(i)-64)) != 0
	case uint(i) < 192:
		return c.w2&(1<<(uint(i)-128)) != 0
	}
	return false
}
func (c cells) or(d cells) cells     { return cells{c.w0 | d.w0, c.w1 | d.w1, c.w2 | d.w2} }
func (c cells) and(d cells) cells    { return cells{c.w0 & d.w0, c.w1 & d.w1, c.w2 & d.w2} }
func (c cells) andNot(d cells) cells { return cells{c.w0 &^ d.w0, c.w1 &^ d.w1, c.w2 &^ d.w2} }
func (c cells) empty() bool          { return c.w0|c.w1|c.w2 == 0 }

// count returns the number of cells of c.
func (c cells) count() int {
	return bits.OnesCount64(c.w0) + bits.OnesCount64(c.w1) + bits.OnesCount64(c.w2)
}

// with returns c with cell i added (0 <= i < 192).
func (c cells) with(i int) cells {
	bit := uint64(1) << (uint(i) & 63)
	switch i >> 6 {
	case 0:
		c.w0 |= bit
	case 1:
		c.w1 |= bit
	default:
		c.w2 |= bit
	}
	return c
}

// set returns c as a squaregrid.Set of the board grid.
func (c cells) set() squaregrid.Set { return squaregrid.Set{c.w0, c.w1, c.w2, 0} }

func cellsOf(s squaregrid.Set) cells { return cells{s[0], s[1], s[2]} }

var (
	// grid is the board of the layout above, used off the hot paths
	// (properties are its connected components).
	grid       = mustBoard()
	castleCell = gridCenter*gridStride + gridCenter
	castleSet  = cellsOf(squaregrid.SetOf(castleCell))
	// rowBand[lo][hi] holds the squares of rows lo..hi, and colBand[lo][hi]
	// those of columns lo..hi (padding excluded).
	rowBand, colBand [gridRows][gridRows]cells
)

func mustBoard() *squaregrid.Board {
	b, err := squaregrid.NewBoard(gridRows, gridStride)
	if err != nil {
		panic(err) // 13 x 14 cells always fit in a Set
	}
	return b
}

func init() {
	for lo := range gridRows {
		for hi := lo; hi < gridRows; hi++ {
			rowBand[lo][hi] = cellsOf(grid.RectSet(squaregrid.Rect{Min: squaregrid.Pt(lo, 0), Max: squaregrid.Pt(hi, gridRows-1)}))
			colBand[lo][hi] = cellsOf(grid.RectSet(squaregrid.Rect{Min: squaregrid.Pt(0, lo), Max: squaregrid.Pt(gridRows-1, hi)}))
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
func shiftUp(s cells, n uint) cells {
	return cells{s.w0 << n, s.w1<<n | s.w0>>(64-n), s.w2<<n | s.w1>>(64-n)}
}

// shiftDown moves every cell i of s to i-n (0 < n < 64), dropping those
// that leave the set.
func shiftDown(s cells, n uint) cells {
	return cells{s.w0>>n | s.w1<<(64-n), s.w1>>n | s.w2<<(64-n), s.w2 >> n}
}

// near returns s with the cells next to them (padding cells included).
func near(s cells) cells {
	const n = gridStride
	return cells{
		s.w0 | s.w0<<1 | s.w0>>1 | s.w0<<n | s.w0>>n | s.w1<<63 | s.w1<<(64-n),
		s.w1 | s.w1<<1 | s.w1>>1 | s.w1<<n | s.w1>>n | s.w0>>63 | s.w0>>(64-n) | s.w2<<63 | s.w2<<(64-n),
		s.w2 | s.w2<<1 | s.w2>>1 | s.w2<<n | s.w2>>n | s.w1>>63 | s.w1>>(64-n),
	}
}

// touches reports whether a square next to cell i (0 <= i < 192) is in s.
func touches(s cells, i int) bool {
	return !s.and(nextTo[i]).empty()
}

// bitMasks returns, for bits 0, 1 and 2 of terrain code t, a word of all
// ones when the bit is set and of zeros otherwise.
func bitMasks(t Terrain) (m0, m1, m2 uint64) {
	return -uint64(t & 1), -uint64(t >> 1 & 1), -uint64(t >> 2 & 1)
}

var (
	// cellSet[i] is the set of cell i alone, and nextTo[i] the set of the
	// cells next to it.
	cellSet, nextTo [192]cells
	// cellRC holds the grid row and column of each cell.
	cellRC [192]struct{ r, c int8 }
)

func init() {
	for i := range cellSet {
		cellSet[i] = cells{}.with(i)
		for _, d := range step {
			if j := i + d; j >= 0 && j < len(cellSet) {
				nextTo[i] = nextTo[i].with(j)
			}
		}
		cellRC[i].r, cellRC[i].c = int8(i/gridStride), int8(i%gridStride)
	}
}
