package squaregrid

import (
	"errors"
	"fmt"
	"iter"
	"strings"
)

// Errors wrapped by the board constructors.
var (
	// ErrBadSize is wrapped by [NewBoard] for a size that is not positive or
	// has more than [Capacity] cells.
	ErrBadSize = errors.New("squaregrid: bad board size")
	// ErrOffBoard is wrapped by [Board.SetOf] for a point off the board.
	ErrOffBoard = errors.New("squaregrid: point off the board")
)

// A Board is a bounded rectangle of rows x cols squares, with
// rows*cols <= [Capacity]. Its squares are numbered row by row (see the
// package documentation): the cell index of Point{r, c} is r*cols + c.
//
// A Board holds precomputed neighbour tables and the column masks used by
// the word-level shifts of [Board.Dilate]. It is immutable once built and
// safe for concurrent use; build it once with [NewBoard] and share it.
type Board struct {
	rows, cols, n int
	all           Set
	notFirstCol   Set // cells with col > 0
	notLastCol    Set // cells with col < cols-1
	// fitCols[w] holds the cells with col <= cols-w, for 1 <= w <= MaxShapeLen:
	// the anchors at which a shape w columns wide stays on the board.
	fitCols [MaxShapeLen + 1]Set
	nbr     [Capacity][4]int16 // by direction, -1 off the board
	list    []int              // neighbours of every cell, cell after cell
	start   [Capacity + 1]uint16
}

// NewBoard returns a board of the given size. It fails, with an error
// wrapping [ErrBadSize], unless rows >= 1, cols >= 1 and
// rows*cols <= Capacity.
func NewBoard(rows, cols int) (*Board, error) {
	if rows < 1 || cols < 1 || rows > Capacity || cols > Capacity || rows*cols > Capacity {
		return nil, fmt.Errorf("%w: %d x %d: need at least 1 row, 1 column and at most %d cells", ErrBadSize, rows, cols, Capacity)
	}
	b := &Board{rows: rows, cols: cols, n: rows * cols}
	b.all = prefix(b.n)
	for i := range b.n {
		r, c := i/cols, i%cols
		if c > 0 {
			b.notFirstCol = b.notFirstCol.Add(i)
		}
		if c < cols-1 {
			b.notLastCol = b.notLastCol.Add(i)
		}
		for w := 1; w <= MaxShapeLen; w++ {
			if c <= cols-w {
				b.fitCols[w] = b.fitCols[w].Add(i)
			}
		}
		for d, q := range (Point{r, c}).Neighbors() {
			b.nbr[i][d] = int16(b.Index(q))
		}
	}
	b.list = make([]int, 0, 4*b.n)
	for i := range b.n {
		b.start[i] = uint16(len(b.list))
		for _, j := range b.nbr[i] {
			if j >= 0 {
				b.list = append(b.list, int(j))
			}
		}
	}
	b.start[b.n] = uint16(len(b.list))
	return b, nil
}

// Rows returns the number of rows.
func (b *Board) Rows() int { return b.rows }

// Cols returns the number of columns.
func (b *Board) Cols() int { return b.cols }

// Len returns the number of squares, Rows()*Cols(): cell indices run from 0
// to Len()-1.
func (b *Board) Len() int { return b.n }

// Bounds returns the Rect covering the board, from (0,0) to
// (Rows()-1, Cols()-1).
func (b *Board) Bounds() Rect { return Rect{Point{0, 0}, Point{b.rows - 1, b.cols - 1}} }

// Contains reports whether p is a square of the board.
func (b *Board) Contains(p Point) bool {
	return uint(p.Row) < uint(b.rows) && uint(p.Col) < uint(b.cols)
}

// Index returns the cell index of p, Row*Cols()+Col, or -1 when p is off the
// board.
func (b *Board) Index(p Point) int {
	if !b.Contains(p) {
		return -1
	}
	return p.Row*b.cols + p.Col
}

// Point returns the square of cell index i. An index outside [0, Len())
// returns Point{-1, -1}, which is off every board.
func (b *Board) Point(i int) Point {
	if uint(i) >= uint(b.n) {
		return Point{-1, -1}
	}
	return Point{i / b.cols, i % b.cols}
}

// Neighbor returns the index of the cell next to cell i in direction d, or -1
// when that square is off the board (or i or d is invalid).
func (b *Board) Neighbor(i int, d Direction) int {
	if uint(i) >= uint(b.n) || !d.Valid() {
		return -1
	}
	return int(b.nbr[i][d])
}

// Neighbors returns the indices of the cells sharing a side with cell i, in
// direction order (up, right, down, left) and skipping squares off the
// board: 2 to 4 cells (fewer on a board one square wide). The slice is
// shared by every caller and must not be modified; it has no spare capacity,
// so appending to it copies. An invalid i returns nil.
func (b *Board) Neighbors(i int) []int {
	if uint(i) >= uint(b.n) {
		return nil
	}
	lo, hi := b.start[i], b.start[i+1]
	return b.list[lo:hi:hi]
}

// All returns the set of every cell of the board.
func (b *Board) All() Set { return b.all }

// SetOf returns the set of the cells at the given points. It fails, with an
// error wrapping [ErrOffBoard], when a point is off the board.
func (b *Board) SetOf(points ...Point) (Set, error) {
	var s Set
	for _, p := range points {
		i := b.Index(p)
		if i < 0 {
			return Set{}, fmt.Errorf("%w: %v is not on the %d x %d board", ErrOffBoard, p, b.rows, b.cols)
		}
		s = s.Add(i)
	}
	return s, nil
}

// String describes the board's size, such as "squaregrid.Board(12x16)".
func (b *Board) String() string {
	return fmt.Sprintf("squaregrid.Board(%dx%d)", b.rows, b.cols)
}

// Row returns the cells of row r (empty when r is off the board).
func (b *Board) Row(r int) Set {
	return b.RectSet(Rect{Point{r, 0}, Point{r, b.cols - 1}})
}

// Column returns the cells of column c (empty when c is off the board).
func (b *Board) Column(c int) Set {
	return b.RectSet(Rect{Point{0, c}, Point{b.rows - 1, c}})
}

// RectSet returns the set of the board's cells inside r.
func (b *Board) RectSet(r Rect) Set {
	var s Set
	r0, r1 := max(r.Min.Row, 0), min(r.Max.Row, b.rows-1)
	c0, c1 := max(r.Min.Col, 0), min(r.Max.Col, b.cols-1)
	if r0 > r1 || c0 > c1 {
		return s
	}
	row := prefix(c1 + 1).Diff(prefix(c0)) // columns c0..c1 of row 0
	for r := r0; r <= r1; r++ {
		s = s.Union(shiftUp(row, uint(r*b.cols)))
	}
	return s
}

// Points returns an iterator over the squares of the cells of s on the
// board, in increasing index order (row by row).
func (b *Board) Points(s Set) iter.Seq[Point] {
	s = s.Intersect(b.all)
	return func(yield func(Point) bool) {
		for i := range s.All() {
			if !yield(Point{i / b.cols, i % b.cols}) {
				return
			}
		}
	}
}

// BoundsOf returns the bounding box of the cells of s on the board (an empty
// Rect when there is none).
func (b *Board) BoundsOf(s Set) Rect {
	r := emptyRect
	for p := range b.Points(s) {
		r = r.Extend(p)
	}
	return r
}

// Draw returns a picture of s on the board: one line per row, '#' for a
// cell of s and '.' for any other square, each line ended by a newline.
func (b *Board) Draw(s Set) string {
	var sb strings.Builder
	sb.Grow(b.n + b.rows)
	for i := range b.n {
		if s.Has(i) {
			sb.WriteByte('#')
		} else {
			sb.WriteByte('.')
		}
		if i%b.cols == b.cols-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}
