package squaregrid

import (
	"errors"
	"fmt"
	"strings"
)

// MaxShapeLen is the largest number of squares in a [Shape].
const MaxShapeLen = 16

// ErrBadShape is wrapped by [NewShape] and [ParseShape] when the squares do
// not form a polyomino.
var ErrBadShape = errors.New("squaregrid: bad shape")

// A Shape is a polyomino: 1 to [MaxShapeLen] distinct squares, 4-connected
// (every square reachable from every other through squares sharing a side),
// in normal form: translated so that its bounding box starts at (0,0), that
// is, its smallest row and smallest column are both 0 (the square (0,0)
// itself need not belong to the shape, as in the S tetromino), and with its
// squares sorted row by row.
//
// Two shapes are equal (==) exactly when they have the same squares once
// normalised, so a Shape can be a map key. The two orientations of a domino
// are different shapes; [Shape.Canonical] picks one representative for all
// orientations. The zero Shape is the empty shape: it has no square, no
// orientation and no placement; every Shape made by [NewShape] or
// [ParseShape] is non-empty.
type Shape struct {
	n          uint8
	rows, cols uint8
	// cells[k] packs the k-th square as row<<4 | col; a connected shape of at
	// most 16 squares spans at most 16 rows and columns. Sorted increasingly,
	// which is row-major order. Entries from n on are zero.
	cells [MaxShapeLen]uint8
}

// NewShape returns the normalised shape of the given squares, in any order
// and at any offset. It fails, with an error wrapping [ErrBadShape], when
// there is no square, more than MaxShapeLen squares, a repeated square, or
// squares that are not 4-connected.
func NewShape(cells ...Point) (Shape, error) {
	n := len(cells)
	if n == 0 {
		return Shape{}, fmt.Errorf("%w: no square", ErrBadShape)
	}
	if n > MaxShapeLen {
		return Shape{}, fmt.Errorf("%w: %d squares, more than %d", ErrBadShape, n, MaxShapeLen)
	}
	box := BoundsOf(cells...)
	// Unsigned differences are exact even when the coordinates are extreme.
	if h, w := uint(box.Max.Row)-uint(box.Min.Row), uint(box.Max.Col)-uint(box.Min.Col); h >= uint(n) || w >= uint(n) {
		return Shape{}, fmt.Errorf("%w: squares %v are not connected (they span %v)", ErrBadShape, cells, box)
	}
	var loc [MaxShapeLen]Point
	for k, p := range cells {
		loc[k] = p.Sub(box.Min)
	}
	for k := range n {
		for j := range k {
			if loc[j] == loc[k] {
				return Shape{}, fmt.Errorf("%w: square %v given twice", ErrBadShape, cells[k])
			}
		}
	}
	// Flood fill over the squares from the first one.
	var seen [MaxShapeLen]bool
	stack := [MaxShapeLen]int{0}
	seen[0] = true
	top, reached := 1, 1
	for top > 0 {
		top--
		k := stack[top]
		for j := range n {
			if !seen[j] && loc[j].Adjacent(loc[k]) {
				seen[j] = true
				stack[top] = j
				top++
				reached++
			}
		}
	}
	if reached != n {
		return Shape{}, fmt.Errorf("%w: squares %v are not connected", ErrBadShape, cells)
	}
	return fromLocal(loc[:n]), nil
}

// fromLocal builds a normalised Shape from distinct, connected squares with
// small non-negative coordinates (after translation), in any order.
func fromLocal(pts []Point) Shape {
	box := BoundsOf(pts...)
	s := Shape{n: uint8(len(pts)), rows: uint8(box.Rows()), cols: uint8(box.Cols())}
	for k, p := range pts {
		v := uint8((p.Row-box.Min.Row)<<4 | (p.Col - box.Min.Col))
		// Insertion sort: at most 16 squares.
		j := k
		for j > 0 && s.cells[j-1] > v {
			s.cells[j] = s.cells[j-1]
			j--
		}
		s.cells[j] = v
	}
	return s
}

// ParseShape reads a shape drawn row by row, rows separated by '/' or by
// newlines, with '#' for a square of the shape and '.' for an empty square,
// as [Shape.String] writes it: "###/#.." is the L tetromino. Blank space
// around each row is ignored (so a drawing may be indented), rows may have
// different lengths, and an empty row is a row with no square. It fails, with an error wrapping [ErrBadShape], on
// any other character or when the squares do not form a shape (see
// [NewShape]).
func ParseShape(s string) (Shape, error) {
	var pts []Point
	rows := strings.ReplaceAll(strings.TrimSpace(s), "\n", "/")
	for r, line := range strings.Split(rows, "/") {
		for c, ch := range []byte(strings.TrimSpace(line)) {
			switch ch {
			case '#':
				pts = append(pts, Point{r, c})
			case '.':
			default:
				return Shape{}, fmt.Errorf("%w: unexpected %q in %q (want '#', '.', '/')", ErrBadShape, ch, s)
			}
		}
	}
	return NewShape(pts...)
}

// Len returns the number of squares of the shape.
func (s Shape) Len() int { return int(s.n) }

// Rows returns the height of the shape's bounding box.
func (s Shape) Rows() int { return int(s.rows) }

// Cols returns the width of the shape's bounding box.
func (s Shape) Cols() int { return int(s.cols) }

// Cell returns the k-th square of the shape in row-major order, for
// 0 <= k < Len(), or Point{-1, -1} for any other k.
func (s Shape) Cell(k int) Point {
	if uint(k) >= uint(s.n) {
		return Point{-1, -1}
	}
	return Point{int(s.cells[k] >> 4), int(s.cells[k] & 15)}
}

// Cells returns the squares of the shape in row-major order, in a new slice.
func (s Shape) Cells() []Point { return s.AppendCells(make([]Point, 0, s.n)) }

// AppendCells appends the squares of the shape, in row-major order, to dst
// and returns the extended slice.
func (s Shape) AppendCells(dst []Point) []Point {
	for _, v := range s.cells[:s.n] {
		dst = append(dst, Point{int(v >> 4), int(v & 15)})
	}
	return dst
}

// Has reports whether p is a square of the shape.
func (s Shape) Has(p Point) bool {
	if uint(p.Row) >= uint(s.rows) || uint(p.Col) >= uint(s.cols) {
		return false
	}
	v := uint8(p.Row<<4 | p.Col)
	for _, c := range s.cells[:s.n] {
		if c == v {
			return true
		}
	}
	return false
}

// transform maps every square through f (given the box size) and
// normalises the result.
func (s Shape) transform(f func(r, c, rows, cols int) Point) Shape {
	var pts [MaxShapeLen]Point
	for k, v := range s.cells[:s.n] {
		pts[k] = f(int(v>>4), int(v&15), int(s.rows), int(s.cols))
	}
	return fromLocal(pts[:s.n])
}

// Rotate returns the shape turned a quarter turn clockwise: the square
// (r, c) goes to (c, Rows()-1-r), so the top row becomes the right column.
func (s Shape) Rotate() Shape {
	return s.transform(func(r, c, rows, _ int) Point { return Point{c, rows - 1 - r} })
}

// Reflect returns the mirror image of the shape across a vertical axis: the
// square (r, c) goes to (r, Cols()-1-c).
func (s Shape) Reflect() Shape {
	return s.transform(func(r, c, _, cols int) Point { return Point{r, cols - 1 - c} })
}

// Rotations returns the distinct shapes obtained by turning s, in the order
// s, s turned 90 degrees clockwise, 180 degrees, 270 degrees, each kept only
// the first time it appears: 1, 2 or 4 shapes, the first being s itself.
// The zero Shape has no rotation (nil).
func (s Shape) Rotations() []Shape {
	if s.n == 0 {
		return nil
	}
	out := make([]Shape, 0, 4)
	return appendTurns(out, s)
}

// Orientations returns every distinct way to lay s down, turned and flipped:
// first its rotations (as [Shape.Rotations], starting with s itself), then
// those of its mirror image s.Reflect(), each shape kept only the first time
// it appears. A free polyomino has 1, 2, 4 or 8 orientations: the O
// tetromino 1, the I 2, the T and S 4, the L 8. The zero Shape has no
// orientation (nil).
func (s Shape) Orientations() []Shape {
	if s.n == 0 {
		return nil
	}
	out := make([]Shape, 0, 8)
	out = appendTurns(out, s)
	return appendTurns(out, s.Reflect())
}

// appendTurns appends to out the four rotations of s that it does not hold
// yet.
func appendTurns(out []Shape, s Shape) []Shape {
	for range 4 {
		dup := false
		for _, t := range out {
			if t == s {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, s)
		}
		s = s.Rotate()
	}
	return out
}

// Canonical returns the representative of the orientations of s: the least
// of them when shapes are ordered by number of rows, then of columns, then
// by their row-major squares compared in turn. Two shapes are the same free
// polyomino (equal up to rotation and reflection) exactly when their
// Canonical shapes are equal. The zero Shape is its own canonical form.
func (s Shape) Canonical() Shape {
	best := s
	for _, t := range s.Orientations() {
		if t.less(best) {
			best = t
		}
	}
	return best
}

// less orders shapes as Canonical documents.
func (s Shape) less(t Shape) bool {
	if s.rows != t.rows {
		return s.rows < t.rows
	}
	if s.cols != t.cols {
		return s.cols < t.cols
	}
	if s.n != t.n {
		return s.n < t.n
	}
	for k := range s.cells[:s.n] {
		if s.cells[k] != t.cells[k] {
			return s.cells[k] < t.cells[k]
		}
	}
	return false
}

// String draws the shape on one line in the notation of [ParseShape]: its
// bounding box row by row, '#' for a square of the shape and '.' for an
// empty square, rows separated by '/'. The L tetromino standing up is
// "#./#./##". The zero Shape is "".
func (s Shape) String() string {
	var b strings.Builder
	k := 0
	for r := range int(s.rows) {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range int(s.cols) {
			if k < int(s.n) && s.cells[k] == uint8(r<<4|c) {
				b.WriteByte('#')
				k++
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}
