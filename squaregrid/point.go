package squaregrid

import "strconv"

// A Point is a square in unbounded grid coordinates: Row grows downwards
// (row 0 is the top row of a board) and Col grows to the right (column 0 is
// the left column). Points are plain values; use a [Board] to turn them into
// cell indices.
type Point struct {
	Row, Col int
}

// Pt is shorthand for Point{Row: row, Col: col}.
func Pt(row, col int) Point { return Point{Row: row, Col: col} }

// Add returns the point p+q (coordinates added).
func (p Point) Add(q Point) Point { return Point{p.Row + q.Row, p.Col + q.Col} }

// Sub returns the point p-q (coordinates subtracted).
func (p Point) Sub(q Point) Point { return Point{p.Row - q.Row, p.Col - q.Col} }

// Neighbor returns the square next to p in direction d. An invalid direction
// returns p itself.
func (p Point) Neighbor(d Direction) Point { return p.Add(d.Delta()) }

// Neighbors returns the four squares that share a side with p, in direction
// order: up, right, down, left.
func (p Point) Neighbors() [4]Point {
	return [4]Point{
		{p.Row - 1, p.Col},
		{p.Row, p.Col + 1},
		{p.Row + 1, p.Col},
		{p.Row, p.Col - 1},
	}
}

// Adjacent reports whether p and q share a side.
func (p Point) Adjacent(q Point) bool {
	dr, dc := p.Row-q.Row, p.Col-q.Col
	return (dr == 0 && (dc == 1 || dc == -1)) || (dc == 0 && (dr == 1 || dr == -1))
}

// String returns the point as "(row,col)".
func (p Point) String() string {
	return "(" + strconv.Itoa(p.Row) + "," + strconv.Itoa(p.Col) + ")"
}

// A Direction is one of the four orthogonal directions on the grid. The
// constants are numbered clockwise from Up, so Direction(i) for i in 0..3
// walks around a square, and (d+2)%4 is the opposite direction.
type Direction int

// The four directions, clockwise from the top.
const (
	Up    Direction = iota // towards row-1
	Right                  // towards col+1
	Down                   // towards row+1
	Left                   // towards col-1
)

// NumDirections is the number of directions.
const NumDirections = 4

// Directions lists the four directions in their numeric (clockwise) order.
var Directions = [NumDirections]Direction{Up, Right, Down, Left}

// Valid reports whether d is one of the four directions.
func (d Direction) Valid() bool { return d >= Up && d <= Left }

// Opposite returns the direction pointing the other way. An invalid
// direction is returned unchanged.
func (d Direction) Opposite() Direction {
	if !d.Valid() {
		return d
	}
	return (d + 2) & 3
}

// Clockwise returns d turned a quarter turn clockwise (Up becomes Right). An
// invalid direction is returned unchanged.
func (d Direction) Clockwise() Direction {
	if !d.Valid() {
		return d
	}
	return (d + 1) & 3
}

// Delta returns the step of one square in direction d, for example
// Point{-1, 0} for Up. An invalid direction returns the zero Point.
func (d Direction) Delta() Point {
	switch d {
	case Up:
		return Point{-1, 0}
	case Right:
		return Point{0, 1}
	case Down:
		return Point{1, 0}
	case Left:
		return Point{0, -1}
	}
	return Point{}
}

// String returns "up", "right", "down" or "left", or "Direction(n)" for an
// invalid value.
func (d Direction) String() string {
	switch d {
	case Up:
		return "up"
	case Right:
		return "right"
	case Down:
		return "down"
	case Left:
		return "left"
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

// A Rect is an inclusive bounding box: it holds every point p with
// Min.Row <= p.Row <= Max.Row and Min.Col <= p.Col <= Max.Col. A Rect whose
// Max is above or left of its Min is empty; [BoundsOf] with no points returns
// the canonical empty Rect, and extending an empty Rect by a point gives the
// one-square box around that point. Note that the zero Rect is not empty: it
// is the single square (0,0).
type Rect struct {
	Min, Max Point
}

// emptyRect is the canonical empty box returned by BoundsOf().
var emptyRect = Rect{Min: Point{0, 0}, Max: Point{-1, -1}}

// BoundsOf returns the smallest Rect holding every given point, or an empty
// Rect when there is none. Kingdomino's "the kingdom fits in 5x5" rule is
// BoundsOf(squares...).Rows() <= 5 && ... .Cols() <= 5.
func BoundsOf(points ...Point) Rect {
	r := emptyRect
	for _, p := range points {
		r = r.Extend(p)
	}
	return r
}

// Empty reports whether r holds no point.
func (r Rect) Empty() bool { return r.Max.Row < r.Min.Row || r.Max.Col < r.Min.Col }

// Extend returns the smallest Rect holding r and p.
func (r Rect) Extend(p Point) Rect {
	if r.Empty() {
		return Rect{p, p}
	}
	r.Min.Row = min(r.Min.Row, p.Row)
	r.Min.Col = min(r.Min.Col, p.Col)
	r.Max.Row = max(r.Max.Row, p.Row)
	r.Max.Col = max(r.Max.Col, p.Col)
	return r
}

// Union returns the smallest Rect holding both r and s.
func (r Rect) Union(s Rect) Rect {
	if s.Empty() {
		if r.Empty() {
			return emptyRect
		}
		return r
	}
	return r.Extend(s.Min).Extend(s.Max)
}

// Rows returns the number of rows r spans (0 when empty).
func (r Rect) Rows() int {
	if r.Empty() {
		return 0
	}
	return r.Max.Row - r.Min.Row + 1
}

// Cols returns the number of columns r spans (0 when empty).
func (r Rect) Cols() int {
	if r.Empty() {
		return 0
	}
	return r.Max.Col - r.Min.Col + 1
}

// Contains reports whether p lies inside r (borders included).
func (r Rect) Contains(p Point) bool {
	return r.Min.Row <= p.Row && p.Row <= r.Max.Row && r.Min.Col <= p.Col && p.Col <= r.Max.Col
}

// String returns the box as "(r0,c0)-(r1,c1)", or "empty".
func (r Rect) String() string {
	if r.Empty() {
		return "empty"
	}
	return r.Min.String() + "-" + r.Max.String()
}
