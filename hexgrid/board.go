package hexgrid

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"strings"
)

// Errors wrapped by the errors of this package, which say what exactly was
// wrong.
var (
	// ErrBadSize is wrapped by the error [NewBoard] returns for a size it
	// cannot build.
	ErrBadSize = errors.New("hexgrid: bad board size")
	// ErrOffBoard is wrapped by the error [Board.SetOf] returns for a hex
	// that is not on the board.
	ErrOffBoard = errors.New("hexgrid: hex off the board")
)

// Board is a bounded rectangle of rows x cols hexes in odd-r layout, with
// tables precomputed for fast neighbour queries and set operations. Cells are
// numbered row by row from the top-left corner: the cell at Offset{r, c} has
// index r*cols + c (see the package documentation for a picture).
//
// A Board is immutable once built and safe for concurrent use. Build one per
// board shape and share it (a 20x20 board holds about 210 KB of tables). The zero
// Board has no cells.
// Methods taking a cell index return -1, false, nil or the empty set for an
// index that is not on the board; none of them panics.
type Board struct {
	rows, cols, n int

	all       Set // every cell of the board
	notFirst  Set // every cell except column 0
	notLast   Set // every cell except column cols-1
	evenRows  Set // every cell of an even row
	oddRows   Set // every cell of an odd row
	edge      Set // every cell with fewer than 6 neighbours on the board
	rowSet    []Set
	colSet    []Set
	nbr       []int32
	nbrStart  []int32 // Neighbors(i) is nbrList[nbrStart[i]:nbrStart[i+1]]
	nbrList   []int
	nbrSet    []Set
	ray       []Set     // ray[i*6+d]
	jump      []Set     // jump[i] is StepSet(i, 2)
	shiftMask [6][2]Set // cells of row parity p whose neighbour in direction d is on the board
	shiftBy   [6][2]int // index change of that step
}

// NewBoard returns a board of rows x cols hexes. Both must be positive and
// rows*cols at most [Capacity]; otherwise the error wraps [ErrBadSize].
func NewBoard(rows, cols int) (*Board, error) {
	if rows <= 0 || cols <= 0 {
		return nil, fmt.Errorf("%w: %d x %d: rows and columns must be positive", ErrBadSize, rows, cols)
	}
	if rows > Capacity || cols > Capacity || rows*cols > Capacity {
		return nil, fmt.Errorf("%w: %d x %d: more than %d cells", ErrBadSize, rows, cols, Capacity)
	}
	n := rows * cols
	b := &Board{
		rows: rows, cols: cols, n: n,
		nbr:      make([]int32, n*NumDirections),
		nbrStart: make([]int32, n+1),
		nbrList:  make([]int, 0, n*NumDirections),
		nbrSet:   make([]Set, n),
		ray:      make([]Set, n*NumDirections),
		jump:     make([]Set, n),
		rowSet:   make([]Set, rows),
		colSet:   make([]Set, cols),
	}
	for i := range n {
		r, c := i/cols, i%cols
		b.all = b.all.Add(i)
		b.rowSet[r].Insert(i)
		b.colSet[c].Insert(i)
		if r == 0 || r == rows-1 || c == 0 || c == cols-1 {
			b.edge.Insert(i)
		}
		if c != 0 {
			b.notFirst = b.notFirst.Add(i)
		}
		if c != cols-1 {
			b.notLast = b.notLast.Add(i)
		}
		if r%2 == 0 {
			b.evenRows = b.evenRows.Add(i)
		} else {
			b.oddRows = b.oddRows.Add(i)
		}
	}
	for i := range n {
		o := b.Offset(i)
		b.nbrStart[i] = int32(len(b.nbrList))
		for d := range NumDirections {
			j := b.Index(o.Neighbor(Direction(d)))
			b.nbr[i*NumDirections+d] = int32(j)
			if j >= 0 {
				b.nbrList = append(b.nbrList, j)
				b.nbrSet[i] = b.nbrSet[i].Add(j)
				p := o.Row % 2
				b.shiftMask[d][p] = b.shiftMask[d][p].Add(i)
				b.shiftBy[d][p] = j - i
			}
		}
	}
	b.nbrStart[n] = int32(len(b.nbrList))
	for d := range NumDirections {
		// A parity with no step in direction d (such as odd rows going
		// North-East on a one-column board) borrows the other parity's
		// shift, so that both shifts go the same way; its mask is empty.
		for p := range 2 {
			if b.shiftMask[d][p].IsEmpty() {
				b.shiftBy[d][p] = b.shiftBy[d][1-p]
			}
		}
	}
	for i := range n {
		for d := range NumDirections {
			var ray Set
			for j := b.Neighbor(i, Direction(d)); j >= 0; j = b.Neighbor(j, Direction(d)) {
				ray = ray.Add(j)
			}
			b.ray[i*NumDirections+d] = ray
		}
		b.jump[i] = b.walkSteps(i, 2)
	}
	return b, nil
}

// Rows returns the number of rows.
func (b *Board) Rows() int { return b.rows }

// Cols returns the number of columns.
func (b *Board) Cols() int { return b.cols }

// Len returns the number of cells, rows*cols. Cell indices run from 0 to
// Len()-1.
func (b *Board) Len() int { return b.n }

// Contains reports whether o is on the board.
func (b *Board) Contains(o Offset) bool {
	return uint(o.Row) < uint(b.rows) && uint(o.Col) < uint(b.cols)
}

// Index returns the cell index of o, row*cols + col, or -1 if o is off the
// board.
func (b *Board) Index(o Offset) int {
	if !b.Contains(o) {
		return -1
	}
	return o.Row*b.cols + o.Col
}

// Offset returns the coordinates of cell i. For an index off the board it
// returns Offset{-1, -1}, which no board contains.
func (b *Board) Offset(i int) Offset {
	if uint(i) >= uint(b.n) {
		return Offset{-1, -1}
	}
	return Offset{Row: i / b.cols, Col: i % b.cols}
}

// SetOf returns the set of the cells at the given offsets. If one of them is
// off the board it returns the empty set and an error wrapping [ErrOffBoard]
// that names it.
func (b *Board) SetOf(offsets ...Offset) (Set, error) {
	var s Set
	for _, o := range offsets {
		i := b.Index(o)
		if i < 0 {
			return Set{}, fmt.Errorf("%w: %v is not on the %dx%d board", ErrOffBoard, o, b.rows, b.cols)
		}
		s.Insert(i)
	}
	return s, nil
}

// Offsets returns an iterator over the coordinates of the cells of s on the
// board, in increasing cell order (row by row, left to right).
func (b *Board) Offsets(s Set) iter.Seq[Offset] {
	return func(yield func(Offset) bool) {
		for i := range s.Intersect(b.all).All() {
			if !yield(Offset{Row: i / b.cols, Col: i % b.cols}) {
				return
			}
		}
	}
}

// Neighbor returns the cell next to i in direction d, or -1 if that hex is off
// the board (or i is off the board, or d is not a direction).
func (b *Board) Neighbor(i int, d Direction) int {
	if uint(i) >= uint(b.n) || !d.Valid() {
		return -1
	}
	return int(b.nbr[i*NumDirections+int(d)])
}

// NeighborTable returns the cells next to i indexed by [Direction], with -1
// for a direction that leaves the board: entry d is b.Neighbor(i, d). It is
// the precomputed table itself, for loops that follow lines hex by hex
// (nb := b.NeighborTable(i); j := nb[d]; then b.NeighborTable(j)[d]) without
// Neighbor's checks on every step. The array is shared by every caller and
// must not be modified; it is nil for an index off the board.
func (b *Board) NeighborTable(i int) *[NumDirections]int32 {
	if uint(i) >= uint(b.n) {
		return nil
	}
	return (*[NumDirections]int32)(b.nbr[i*NumDirections : i*NumDirections+NumDirections])
}

// Neighbors returns the cells next to i, in [Direction] order (East first),
// leaving out directions that leave the board (so fewer than 6 at the
// edges). The slice is shared by every caller and must not be modified; it
// is nil for an index off the board.
func (b *Board) Neighbors(i int) []int {
	if uint(i) >= uint(b.n) {
		return nil
	}
	return b.nbrList[b.nbrStart[i]:b.nbrStart[i+1]:b.nbrStart[i+1]]
}

// NeighborSet returns the cells next to i as a set (empty for an index off the
// board). b.NeighborSet(i).Intersects(s) tells whether i touches s.
func (b *Board) NeighborSet(i int) Set {
	if uint(i) >= uint(b.n) {
		return Set{}
	}
	return b.nbrSet[i]
}

// Touches reports whether cell i has a neighbour in s:
// b.NeighborSet(i).Intersects(s), read in place from the table (false for an
// index off the board). Kingdom Builder's adjacency rule asks it for every
// settlement placed.
func (b *Board) Touches(i int, s Set) bool {
	if uint(i) >= uint(b.n) {
		return false
	}
	n := &b.nbrSet[i]
	return n[0]&s[0]|n[1]&s[1]|n[2]&s[2]|n[3]&s[3]|n[4]&s[4]|n[5]&s[5]|n[6]&s[6]|n[7]&s[7] != 0
}

// All returns the set of every cell of the board, 0 to Len()-1.
func (b *Board) All() Set { return b.all }

// Column returns the cells of column c, top to bottom, as a set (empty if c
// is off the board). The set is precomputed.
func (b *Board) Column(c int) Set {
	if uint(c) >= uint(b.cols) {
		return Set{}
	}
	return b.colSet[c]
}

// Row returns the cells of row r as a set (empty if r is off the board). The
// set is precomputed: loop over Row(r) for r < Rows() to score by rows.
func (b *Board) Row(r int) Set {
	if uint(r) >= uint(b.rows) {
		return Set{}
	}
	return b.rowSet[r]
}

// Edge returns the outer ring of the board: the cells of its first and last
// rows and columns, which are exactly the cells with fewer than six
// neighbours on the board. It is Kingdom Builder's "edge of the board" (the
// Tower). The set is precomputed.
func (b *Board) Edge() Set { return b.edge }

// Rect returns the cells (r,c) of the board with lo.Row <= r <= hi.Row and
// lo.Col <= c <= hi.Col: an inclusive rectangle, clipped to the board (and
// empty if lo is below or right of hi). The four 10x10 sections of a
// 20x20 Kingdom Builder board are Rect({0,0},{9,9}), Rect({0,10},{9,19}),
// Rect({10,0},{19,9}) and Rect({10,10},{19,19}).
func (b *Board) Rect(lo, hi Offset) Set {
	var s Set
	for r := max(lo.Row, 0); r <= hi.Row && r < b.rows; r++ {
		for c := max(lo.Col, 0); c <= hi.Col && c < b.cols; c++ {
			s.Insert(r*b.cols + c)
		}
	}
	return s
}

// Embed copies the cells of s, a set of cells of the board src, into b with
// src's cell (0,0) at the offset at of b, after turning src by half a turn
// when turned is true (see [Board.Rotate180]). Cells that land off b are
// dropped, and a nil src gives the empty set. This is how the terrain of a 10x10 section becomes part of a 20x20
// board. Neighbours on src stay neighbours on b when at.Row is even (an
// odd-r grid keeps its shape when moved by an even number of rows) and, when
// turned, src has an even number of rows.
func (b *Board) Embed(src *Board, s Set, at Offset, turned bool) Set {
	var out Set
	if src == nil {
		return out
	}
	for i := range s.Intersect(src.all).All() {
		if turned {
			i = src.Rotate180(i)
		}
		o := src.Offset(i)
		out.Insert(b.Index(Offset{o.Row + at.Row, o.Col + at.Col}))
	}
	return out
}

// Distance returns the number of steps between cells i and j, or -1 if either
// is off the board. Shortest paths between two cells of a rectangle always
// stay inside it, so this is also the distance walking on the board.
func (b *Board) Distance(i, j int) int {
	if uint(i) >= uint(b.n) || uint(j) >= uint(b.n) {
		return -1
	}
	return Distance(b.Offset(i), b.Offset(j))
}

// Step returns the cell k steps from i in direction d (the opposite direction
// when k is negative; i itself when k is 0), or -1 if it is off the board. Only
// the end point has to be on the board: Step jumps, whatever lies between.
func (b *Board) Step(i int, d Direction, k int) int {
	if uint(i) >= uint(b.n) || !d.Valid() {
		return -1
	}
	return b.Index(b.Offset(i).Step(d, k))
}

// StepSet returns the cells exactly k steps from i in a straight line, one
// for each direction whose k-th step is on the board: the set of
// b.Step(i, d, k) over the six directions d. The cells between need not be
// free (this is a jump, such as Kingdom Builder's Paddock for k = 2). It is
// {i} for k = 0, the same set for -k as for k, and empty if i is off the
// board. It does not allocate; for k = 1 and k = 2 it reads a precomputed
// table, for other k it walks the neighbour table, k lookups per direction
// at most.
func (b *Board) StepSet(i, k int) Set {
	if uint(i) >= uint(b.n) {
		return Set{}
	}
	switch k {
	case 2, -2:
		return b.jump[i]
	case 1, -1:
		return b.nbrSet[i]
	}
	return b.walkSteps(i, max(k, -k))
}

// walkSteps is StepSet for a cell i on the board and k >= 0, from the
// neighbour table.
func (b *Board) walkSteps(i, k int) Set {
	var s Set
	if k < 0 { // -math.MinInt: no cell is that far
		return s
	}
	nbr := b.nbr[:len(b.nbr):len(b.nbr)]
	for d := range NumDirections {
		j := i
		for range k {
			if j = int(nbr[j*NumDirections+d]); j < 0 {
				break
			}
		}
		if j >= 0 {
			s[j>>6] |= 1 << (j & 63)
		}
	}
	return s
}

// Line returns the cells met walking from i in direction d until the edge of
// the board, not including i; nothing if i is off the board or d is not a
// direction.
func (b *Board) Line(i int, d Direction) iter.Seq[int] {
	return func(yield func(int) bool) {
		if uint(i) >= uint(b.n) || !d.Valid() {
			return
		}
		for j := b.Neighbor(i, d); j >= 0; j = b.Neighbor(j, d) {
			if !yield(j) {
				return
			}
		}
	}
}

// Ray returns, as a set, the cells met walking from i in direction d until the
// edge of the board, not including i. It is a precomputed mask: use it to ask
// whether anything lies in that direction (b.Ray(i, d).Intersects(s)).
func (b *Board) Ray(i int, d Direction) Set {
	if uint(i) >= uint(b.n) || !d.Valid() {
		return Set{}
	}
	return b.ray[i*NumDirections+int(d)]
}

// Run returns how many cells of s follow i in a row in direction d: 0 if the
// neighbour of i in that direction is not in s (or off the board), 1 if it is
// and the next one is not, and so on. Whether i itself is in s does not
// matter. For three settlements in a line, ask Run(i, d, s) >= 2 from an end.
func (b *Board) Run(i int, d Direction, s Set) int {
	k := 0
	for j := b.Neighbor(i, d); j >= 0 && s.Has(j); j = b.Neighbor(j, d) {
		k++
	}
	return k
}

// Slide returns the last cell reached walking from i in direction d while the
// cells stepped on are in open: i itself if the first step is blocked, -1 if i
// is off the board or d is not a direction. It moves a piece "as far as
// possible in a straight line".
func (b *Board) Slide(i int, d Direction, open Set) int {
	if uint(i) >= uint(b.n) || !d.Valid() {
		return -1
	}
	for {
		j := b.Neighbor(i, d)
		if j < 0 || !open.Has(j) {
			return i
		}
		i = j
	}
}

// Rotate180 returns the cell that i lands on when the board turns by half a
// turn: index Len()-1-i, the cell of [Rotate180](b.Offset(i), rows, cols).
// It returns -1 for an index off the board. The turn maps neighbours to
// neighbours only when Rows() is even (see [Rotate180]).
func (b *Board) Rotate180(i int) int {
	if uint(i) >= uint(b.n) {
		return -1
	}
	return b.n - 1 - i
}

// Rotate180Set returns the cells of s turned by half a turn, as by
// [Board.Rotate180]. Cells of s off the board are dropped.
func (b *Board) Rotate180Set(s Set) Set {
	s = s.Intersect(b.all)
	var r Set
	for k := range r {
		r[k] = bits.Reverse64(s[len(s)-1-k])
	}
	// Bit i went to 511-i; move it on to n-1-i.
	return shift(r, -(Capacity - b.n))
}

// Draw returns a picture of the board, one line per row with odd rows shifted
// half a hex to the right, showing each cell of s as '#' and every other cell
// as '.'.
func (b *Board) Draw(s Set) string {
	var sb strings.Builder
	sb.Grow(b.rows * (2*b.cols + 2))
	for r := range b.rows {
		if r%2 == 1 {
			sb.WriteByte(' ')
		}
		for c := range b.cols {
			if c > 0 {
				sb.WriteByte(' ')
			}
			if s.Has(r*b.cols + c) {
				sb.WriteByte('#')
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// String describes the board's size, such as "hexgrid.Board(20x20)".
func (b *Board) String() string {
	return fmt.Sprintf("hexgrid.Board(%dx%d)", b.rows, b.cols)
}
