package hexgrid

import (
	"fmt"
	"iter"
)

// Offset is a hex in "odd-r" offset coordinates: Row counts rows from the top
// (row 0 is the top row), Col counts hexes from the left within a row, and odd
// rows are shifted half a hex to the right. This is how Kingdom Builder prints
// its boards. Offsets may be negative or lie outside any board; only a [Board]
// gives them an index.
type Offset struct{ Row, Col int }

// Axial is a hex in axial coordinates: Q grows towards the east, R towards the
// south-east (R equals the offset row). Axial coordinates make the six
// directions constant vectors, which is what distance and line arithmetic need.
type Axial struct{ Q, R int }

// Cube is a hex in cube coordinates, X+Y+Z == 0 for every hex. X is the axial
// Q, Z the axial R and Y = -X-Z.
type Cube struct{ X, Y, Z int }

// String formats o as "(row,col)".
func (o Offset) String() string { return fmt.Sprintf("(%d,%d)", o.Row, o.Col) }

// String formats a as "q,r" in brackets: "[q,r]".
func (a Axial) String() string { return fmt.Sprintf("[%d,%d]", a.Q, a.R) }

// String formats c as "<x,y,z>".
func (c Cube) String() string { return fmt.Sprintf("<%d,%d,%d>", c.X, c.Y, c.Z) }

// floorHalf returns ⌊n/2⌋, also for negative n.
func floorHalf(n int) int { return n >> 1 }

// Axial converts o to axial coordinates. It is exact for every Offset,
// including negative rows and columns.
func (o Offset) Axial() Axial {
	return Axial{Q: o.Col - floorHalf(o.Row), R: o.Row}
}

// Cube converts o to cube coordinates.
func (o Offset) Cube() Cube { return o.Axial().Cube() }

// Offset converts a to odd-r offset coordinates; it inverts [Offset.Axial].
func (a Axial) Offset() Offset {
	return Offset{Row: a.R, Col: a.Q + floorHalf(a.R)}
}

// Cube converts a to cube coordinates.
func (a Axial) Cube() Cube { return Cube{X: a.Q, Y: -a.Q - a.R, Z: a.R} }

// Add returns the hex at a plus the vector b.
func (a Axial) Add(b Axial) Axial { return Axial{a.Q + b.Q, a.R + b.R} }

// Sub returns the vector from b to a.
func (a Axial) Sub(b Axial) Axial { return Axial{a.Q - b.Q, a.R - b.R} }

// Scale returns the vector a multiplied by k.
func (a Axial) Scale(k int) Axial { return Axial{a.Q * k, a.R * k} }

// Len returns the number of steps from the origin to a, its hex length.
func (a Axial) Len() int { return (abs(a.Q) + abs(a.R) + abs(a.Q+a.R)) / 2 }

// Axial converts c to axial coordinates. The Y coordinate is ignored, so c
// should satisfy X+Y+Z == 0 (see [Cube.Valid]).
func (c Cube) Axial() Axial { return Axial{Q: c.X, R: c.Z} }

// Offset converts c to odd-r offset coordinates.
func (c Cube) Offset() Offset { return c.Axial().Offset() }

// Valid reports whether X+Y+Z == 0, which holds for every hex.
func (c Cube) Valid() bool { return c.X+c.Y+c.Z == 0 }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Direction is one of the six directions from a pointy-top hex to its
// neighbours. The constants run counter-clockwise from East, so that
// d+1 (mod 6) is the next direction counter-clockwise and d+3 (mod 6) the
// opposite one. Values outside 0..5 are not directions; the functions taking a
// Direction treat them as documented on each.
type Direction int

// The six directions, counter-clockwise from East. On the printed board, East
// and West stay in the row; the others change row by one.
const (
	East      Direction = iota // same row, next column
	NorthEast                  // row above, up and to the right
	NorthWest                  // row above, up and to the left
	West                       // same row, previous column
	SouthWest                  // row below, down and to the left
	SouthEast                  // row below, down and to the right
)

// NumDirections is the number of hex directions.
const NumDirections = 6

// Directions lists the six directions in their numeric order.
var Directions = [NumDirections]Direction{East, NorthEast, NorthWest, West, SouthWest, SouthEast}

var directionNames = [NumDirections]string{"East", "NorthEast", "NorthWest", "West", "SouthWest", "SouthEast"}

// axialDir holds the axial vector of each direction.
var axialDir = [NumDirections]Axial{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Valid reports whether d is one of the six directions.
func (d Direction) Valid() bool { return uint(d) < NumDirections }

// Opposite returns the direction pointing the other way (East <-> West,
// NorthEast <-> SouthWest, NorthWest <-> SouthEast). An invalid d is returned
// unchanged.
func (d Direction) Opposite() Direction {
	if !d.Valid() {
		return d
	}
	return (d + 3) % NumDirections
}

// String returns the direction's name, such as "NorthEast".
func (d Direction) String() string {
	if !d.Valid() {
		return fmt.Sprintf("Direction(%d)", int(d))
	}
	return directionNames[d]
}

// Vector returns the axial vector of one step in direction d, or the zero
// vector if d is not valid.
func (d Direction) Vector() Axial {
	if !d.Valid() {
		return Axial{}
	}
	return axialDir[d]
}

// Neighbor returns the hex next to o in direction d. An invalid direction
// returns o itself.
//
// In offset terms, with r = o.Row and c = o.Col: East is (r,c+1) and West
// (r,c-1); from an even row NorthWest, NorthEast, SouthWest, SouthEast are
// (r-1,c-1) (r-1,c) (r+1,c-1) (r+1,c); from an odd row they are (r-1,c)
// (r-1,c+1) (r+1,c) (r+1,c+1).
func (o Offset) Neighbor(d Direction) Offset {
	return o.Step(d, 1)
}

// Step returns the hex n steps from o in direction d (n may be zero or
// negative: -n steps the opposite way). An invalid direction returns o.
func (o Offset) Step(d Direction, n int) Offset {
	return o.Axial().Add(d.Vector().Scale(n)).Offset()
}

// Neighbors returns the six hexes next to o, indexed by [Direction].
func (o Offset) Neighbors() [NumDirections]Offset {
	var out [NumDirections]Offset
	for d := range Directions {
		out[d] = o.Neighbor(Direction(d))
	}
	return out
}

// Distance returns the number of steps between a and b on an unbounded hex
// grid (1 for neighbours, 0 for the same hex).
func Distance(a, b Offset) int { return a.Axial().Sub(b.Axial()).Len() }

// DirectionTo reports whether b lies on a straight line from a along one of the
// three hex axes, and if so in which direction and how many steps away. It
// returns ok == false when a == b or when b is on no axis through a.
func DirectionTo(a, b Offset) (d Direction, steps int, ok bool) {
	v := b.Axial().Sub(a.Axial())
	n := v.Len()
	if n == 0 {
		return 0, 0, false
	}
	for d, u := range axialDir {
		if u.Scale(n) == v {
			return Direction(d), n, true
		}
	}
	return 0, 0, false
}

// Line returns the hexes met walking from "from" in direction d, one step at
// a time, not including from itself. The line is unbounded: stop ranging over
// it with break. An invalid direction yields nothing. To walk inside a board,
// use [Board.Line].
func Line(from Offset, d Direction) iter.Seq[Offset] {
	return func(yield func(Offset) bool) {
		if !d.Valid() {
			return
		}
		a, v := from.Axial(), axialDir[d]
		for {
			a = a.Add(v)
			if !yield(a.Offset()) {
				return
			}
		}
	}
}

// MaxRadius is the largest n that [Within] accepts: 3,148,801 hexes.
const MaxRadius = 1024

// Within returns every hex at distance at most n from center, 3n(n+1)+1 of
// them, sorted by row and then by column. A negative n, or one above
// [MaxRadius], returns nil. For a bounded board, [Board.Within] returns a Set
// without allocating.
func Within(center Offset, n int) []Offset {
	if n < 0 || n > MaxRadius {
		return nil
	}
	out := make([]Offset, 0, 3*n*(n+1)+1)
	c := center.Axial()
	for dr := -n; dr <= n; dr++ {
		// In axial terms, the hexes of the ball in row c.R+dr have
		// max(-n, -n-dr) <= dq <= min(n, n-dr); they are consecutive in the
		// row, so the loop emits them from left to right.
		lo, hi := max(-n, -n-dr), min(n, n-dr)
		for dq := lo; dq <= hi; dq++ {
			out = append(out, Axial{c.Q + dq, c.R + dr}.Offset())
		}
	}
	return out
}

// Rotate180 turns o by half a turn inside the rectangle of rows x cols hexes
// with (0,0) in its top-left corner: (r,c) becomes (rows-1-r, cols-1-c).
//
// When rows is even the turn maps the odd-r grid onto itself and keeps
// adjacency: an even (flush-left) row lands on an odd (shifted) row and the
// other way round, which is exactly how a turned board looks. This is the case
// of Kingdom Builder's 10x10 sections and 20x20 boards. When rows is odd the
// result is still a cell of the rectangle, but row 0 (flush left) lands on row
// rows-1, also flush left, where a turned row would have to be shifted right:
// some neighbours stop being neighbours, and the turn is not a symmetry of the
// grid. Rotate180 is its own inverse.
func Rotate180(o Offset, rows, cols int) Offset {
	return Offset{Row: rows - 1 - o.Row, Col: cols - 1 - o.Col}
}
