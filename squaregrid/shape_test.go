package squaregrid

import (
	"errors"
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// dihedral are the 8 symmetries of the square acting on a point.
var dihedral = []func(Point) Point{
	func(p Point) Point { return Point{p.Row, p.Col} },
	func(p Point) Point { return Point{p.Col, -p.Row} },
	func(p Point) Point { return Point{-p.Row, -p.Col} },
	func(p Point) Point { return Point{-p.Col, p.Row} },
	func(p Point) Point { return Point{p.Row, -p.Col} },
	func(p Point) Point { return Point{-p.Row, p.Col} },
	func(p Point) Point { return Point{p.Col, p.Row} },
	func(p Point) Point { return Point{-p.Col, -p.Row} },
}

func mapPoints(pts []Point, f func(Point) Point) []Point {
	out := make([]Point, len(pts))
	for k, p := range pts {
		out[k] = f(p)
	}
	return out
}

// checkNormal checks the invariants of a Shape against its own cells.
func checkNormal(t *rapid.T, s Shape, n int) {
	cells := s.Cells()
	if len(cells) != n || s.Len() != n {
		t.Fatalf("%v: %d cells, want %d", s, len(cells), n)
	}
	box := BoundsOf(cells...)
	if box.Min != (Point{}) || box.Rows() != s.Rows() || box.Cols() != s.Cols() {
		t.Fatalf("%v not normalised: box %v, Rows %d Cols %d", s, box, s.Rows(), s.Cols())
	}
	if !slices.IsSortedFunc(cells, func(a, b Point) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	}) {
		t.Fatalf("%v: cells not sorted: %v", s, cells)
	}
	if !connected(cells) {
		t.Fatalf("%v is not connected", s)
	}
	for k, p := range cells {
		if s.Cell(k) != p || !s.Has(p) {
			t.Fatalf("%v: Cell(%d) = %v, Has = %v", s, k, s.Cell(k), s.Has(p))
		}
	}
	if again, err := NewShape(cells...); err != nil || again != s {
		t.Fatalf("NewShape(%v.Cells()) = %v, %v", s, again, err)
	}
	if parsed, err := ParseShape(s.String()); err != nil || parsed != s {
		t.Fatalf("ParseShape(%q) = %v, %v", s.String(), parsed, err)
	}
}

func TestShapeNormalised(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pts := genPolyomino(t, MaxShapeLen)
		s, err := NewShape(pts...)
		if err != nil {
			t.Fatalf("NewShape(%v): %v", pts, err)
		}
		checkNormal(t, s, len(pts))
		// Same squares as the input, translated.
		min := BoundsOf(pts...).Min
		for _, p := range pts {
			if !s.Has(p.Sub(min)) {
				t.Fatalf("%v lacks %v from %v", s, p.Sub(min), pts)
			}
		}
	})
}

func TestOrientations(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pts := genPolyomino(t, 10)
		s, err := NewShape(pts...)
		if err != nil {
			t.Fatal(err)
		}
		os := s.Orientations()
		if os[0] != s {
			t.Fatalf("Orientations()[0] = %v, want %v", os[0], s)
		}
		if n := len(os); n != 1 && n != 2 && n != 4 && n != 8 {
			t.Fatalf("%v has %d orientations", s, n)
		}
		set := map[Shape]bool{}
		for _, o := range os {
			checkNormal(t, o, s.Len())
			if set[o] {
				t.Fatalf("%v listed twice in %v", o, os)
			}
			set[o] = true
			if o.Canonical() != s.Canonical() {
				t.Fatalf("Canonical differs between %v and %v", o, s)
			}
		}
		// Closed under rotation and reflection.
		for _, o := range os {
			if !set[o.Rotate()] || !set[o.Reflect()] {
				t.Fatalf("orientations %v not closed: %v turns to %v, flips to %v", os, o, o.Rotate(), o.Reflect())
			}
		}
		// Exactly the images of the shape under the 8 symmetries of the square.
		model := map[Shape]bool{}
		for _, f := range dihedral {
			m, err := NewShape(mapPoints(pts, f)...)
			if err != nil {
				t.Fatal(err)
			}
			model[m] = true
		}
		if len(model) != len(set) {
			t.Fatalf("%v: %d orientations, model %d", s, len(set), len(model))
		}
		for m := range model {
			if !set[m] {
				t.Fatalf("%v: orientation %v missing", s, m)
			}
		}
		// Rotations: the images under the 4 rotations, in turn order.
		rs := s.Rotations()
		var want []Shape
		for _, f := range dihedral[:4] { // 0, 90, 180, 270 degrees clockwise
			m, err := NewShape(mapPoints(pts, f)...)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(want, m) {
				want = append(want, m)
			}
		}
		if !slices.Equal(rs, want) {
			t.Fatalf("Rotations = %v, want %v", rs, want)
		}
		for _, r := range rs {
			if !slices.Contains(rs, r.Rotate()) {
				t.Fatalf("rotations %v not closed", rs)
			}
		}
		if !slices.Equal(os[:len(rs)], rs) {
			t.Fatalf("Orientations %v do not start with Rotations %v", os, rs)
		}
		// Four quarter turns, or two reflections, give the shape back.
		if s.Rotate().Rotate().Rotate().Rotate() != s || s.Reflect().Reflect() != s {
			t.Fatalf("%v: four turns or two flips do not give it back", s)
		}
	})
}

func TestOrientationCounts(t *testing.T) {
	for _, tc := range []struct {
		name, shape             string
		orientations, rotations int
	}{
		{"monomino", "#", 1, 1},
		{"domino", "##", 2, 2},
		{"I tromino", "###", 2, 2},
		{"L tromino", "#./##", 4, 4},
		{"I tetromino", "####", 2, 2},
		{"O tetromino", "##/##", 1, 1},
		{"T tetromino", "###/.#.", 4, 4},
		{"S tetromino", ".##/##.", 4, 2},
		{"Z tetromino", "##./.##", 4, 2},
		{"L tetromino", "#./#./##", 8, 4},
		{"J tetromino", ".#/.#/##", 8, 4},
		{"F pentomino", ".##/##./.#.", 8, 4},
		{"I pentomino", "#####", 2, 2},
		{"N pentomino", "##../.###", 8, 4},
		{"P pentomino", "##/##/#.", 8, 4},
		{"U pentomino", "#.#/###", 4, 4},
		{"V pentomino", "#../#../###", 4, 4},
		{"W pentomino", "#../##./.##", 4, 4},
		{"X pentomino", ".#./###/.#.", 1, 1},
		{"Y pentomino", "..#./####", 8, 4},
		{"Z pentomino", "##./.#./.##", 4, 2},
	} {
		s := mustShape(t, tc.shape)
		if got := len(s.Orientations()); got != tc.orientations {
			t.Errorf("%s %s: %d orientations, want %d", tc.name, tc.shape, got, tc.orientations)
		}
		if got := len(s.Rotations()); got != tc.rotations {
			t.Errorf("%s %s: %d rotations, want %d", tc.name, tc.shape, got, tc.rotations)
		}
	}
}

// TestPolyominoCensus grows every fixed polyomino of up to 7 squares and
// checks the known counts of fixed polyominoes (distinct Shapes) and free
// ones (distinct Canonical shapes): OEIS A001168 and A000105.
func TestPolyominoCensus(t *testing.T) {
	fixed := []int{1, 2, 6, 19, 63, 216, 760}
	free := []int{1, 1, 2, 5, 12, 35, 108}
	level := map[Shape]bool{mustShape(t, "#"): true}
	for n := 1; ; n++ {
		canon := map[Shape]bool{}
		for s := range level {
			canon[s.Canonical()] = true
			if got := len(s.Orientations()); got*len(canon) == 0 {
				t.Fatal("no orientation")
			}
		}
		if len(level) != fixed[n-1] || len(canon) != free[n-1] {
			t.Fatalf("size %d: %d fixed, %d free; want %d and %d", n, len(level), len(canon), fixed[n-1], free[n-1])
		}
		// Each free polyomino's orientations are its fixed forms.
		total := 0
		for c := range canon {
			total += len(c.Orientations())
		}
		if total != len(level) {
			t.Fatalf("size %d: orientations of free shapes add up to %d, want %d", n, total, len(level))
		}
		if n == len(fixed) {
			break
		}
		next := map[Shape]bool{}
		for s := range level {
			cells := s.Cells()
			for _, p := range cells {
				for _, q := range p.Neighbors() {
					if s.Has(q) {
						continue
					}
					g, err := NewShape(append(slices.Clone(cells), q)...)
					if err != nil {
						t.Fatal(err)
					}
					next[g] = true
				}
			}
		}
		level = next
	}
}

func TestShapeErrors(t *testing.T) {
	long := make([]Point, MaxShapeLen+1)
	for k := range long {
		long[k] = Pt(0, k)
	}
	for _, tc := range []struct {
		name  string
		cells []Point
	}{
		{"empty", nil},
		{"too many", long},
		{"duplicate", []Point{{0, 0}, {0, 1}, {0, 0}}},
		{"diagonal", []Point{{0, 0}, {1, 1}}},
		{"gap", []Point{{0, 0}, {0, 2}, {0, 3}}},
		{"two pieces", []Point{{0, 0}, {0, 1}, {3, 0}, {3, 1}}},
		{"far apart", []Point{{math.MinInt, 0}, {math.MaxInt, 0}}},
		{"far apart cols", []Point{{0, math.MaxInt}, {0, math.MinInt}, {0, 0}}},
	} {
		s, err := NewShape(tc.cells...)
		if !errors.Is(err, ErrBadShape) || s != (Shape{}) {
			t.Errorf("%s: NewShape = %v, %v; want an ErrBadShape", tc.name, s, err)
		}
	}
	for _, in := range []string{"", "...", "#x", "#/./#", "##//##", "# #", "#.#"} {
		if s, err := ParseShape(in); !errors.Is(err, ErrBadShape) {
			t.Errorf("ParseShape(%q) = %v, %v; want an ErrBadShape", in, s, err)
		}
	}
	// Extreme but connected coordinates are fine.
	s, err := NewShape(Pt(math.MaxInt, math.MinInt), Pt(math.MaxInt-1, math.MinInt))
	if err != nil || s != mustShape(t, "#/#") {
		t.Errorf("extreme coordinates: %v, %v", s, err)
	}
}

func TestShapeZeroAndText(t *testing.T) {
	var z Shape
	if z.Len() != 0 || z.Orientations() != nil || z.Rotations() != nil || z.String() != "" || z.Cell(0) != Pt(-1, -1) || len(z.Cells()) != 0 || z.Canonical() != z {
		t.Fatal("zero Shape")
	}
	l := mustShape(t, "\n\t#.\n\t#.\n\t##\n")
	if l.String() != "#./#./##" || l.Rows() != 3 || l.Cols() != 2 || l.Cell(3) != Pt(2, 1) || l.Cell(4) != Pt(-1, -1) || l.Has(Pt(0, 1)) || l.Has(Pt(-1, 0)) {
		t.Fatalf("L = %q", l)
	}
	if got := l.Rotate().String(); got != "###/#.." {
		t.Fatalf("L turned clockwise = %q, want ###/#..", got)
	}
	if got := l.Reflect().String(); got != ".#/.#/##" {
		t.Fatalf("L mirrored = %q, want .#/.#/##", got)
	}
	want := []string{"#./#./##", "###/#..", "##/.#/.#", "..#/###", ".#/.#/##", "#../###", "##/#./#.", "###/..#"}
	var got []string
	for _, o := range l.Orientations() {
		got = append(got, o.String())
	}
	if !slices.Equal(got, want) {
		t.Fatalf("L orientations = %q, want %q", got, want)
	}
	if c := l.Canonical().String(); c != "###/#.." {
		t.Fatalf("Canonical(L) = %q", c)
	}
}

// FuzzParseShape checks that ParseShape never panics and that whatever it
// accepts is a valid shape that prints back to an equivalent drawing.
func FuzzParseShape(f *testing.F) {
	for _, s := range []string{"#", "##/##", ".#./###", "#\n#\n##", "", "x", "#//#", "################/#", " # / # "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := ParseShape(in)
		if err != nil {
			if !errors.Is(err, ErrBadShape) || s != (Shape{}) {
				t.Fatalf("ParseShape(%q) = %v, %v", in, s, err)
			}
			return
		}
		if s.Len() < 1 || s.Len() > MaxShapeLen || !connected(s.Cells()) {
			t.Fatalf("ParseShape(%q) = %v, not a valid shape", in, s)
		}
		if again, err := ParseShape(s.String()); err != nil || again != s {
			t.Fatalf("round trip of %q: %v, %v", s.String(), again, err)
		}
	})
}
