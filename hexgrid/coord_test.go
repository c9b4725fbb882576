package hexgrid

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func genOffset(t *rapid.T, label string) Offset {
	return Offset{
		Row: rapid.IntRange(-40, 40).Draw(t, label+".Row"),
		Col: rapid.IntRange(-40, 40).Draw(t, label+".Col"),
	}
}

func genDirection(t *rapid.T, label string) Direction {
	return Direction(rapid.IntRange(0, NumDirections-1).Draw(t, label))
}

// The neighbour rule as printed in the geometry notes of the Kingdom Builder
// section data, written independently of the axial arithmetic.
func printedNeighbors(o Offset) []Offset {
	r, c := o.Row, o.Col
	if r%2 == 0 {
		return []Offset{{r, c - 1}, {r, c + 1}, {r - 1, c - 1}, {r - 1, c}, {r + 1, c - 1}, {r + 1, c}}
	}
	return []Offset{{r, c - 1}, {r, c + 1}, {r - 1, c}, {r - 1, c + 1}, {r + 1, c}, {r + 1, c + 1}}
}

func sortOffsets(s []Offset) []Offset {
	s = slices.Clone(s)
	slices.SortFunc(s, func(a, b Offset) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return s
}

func TestNeighborsKnown(t *testing.T) {
	tests := []struct {
		o    Offset
		want [NumDirections]Offset // East, NorthEast, NorthWest, West, SouthWest, SouthEast
	}{
		{Offset{2, 3}, [6]Offset{{2, 4}, {1, 3}, {1, 2}, {2, 2}, {3, 2}, {3, 3}}},
		{Offset{3, 3}, [6]Offset{{3, 4}, {2, 4}, {2, 3}, {3, 2}, {4, 3}, {4, 4}}},
		{Offset{0, 0}, [6]Offset{{0, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}, {1, 0}}},
		{Offset{-1, 0}, [6]Offset{{-1, 1}, {-2, 1}, {-2, 0}, {-1, -1}, {0, 0}, {0, 1}}},
		{Offset{9, 9}, [6]Offset{{9, 10}, {8, 10}, {8, 9}, {9, 8}, {10, 9}, {10, 10}}},
	}
	for _, tt := range tests {
		if got := tt.o.Neighbors(); got != tt.want {
			t.Errorf("%v.Neighbors() = %v, want %v", tt.o, got, tt.want)
		}
		for d, w := range tt.want {
			if got := tt.o.Neighbor(Direction(d)); got != w {
				t.Errorf("%v.Neighbor(%v) = %v, want %v", tt.o, Direction(d), got, w)
			}
		}
	}
}

func TestNeighborsMatchPrintedRule(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := genOffset(t, "o")
		nb := o.Neighbors()
		if got, want := sortOffsets(nb[:]), sortOffsets(printedNeighbors(o)); !slices.Equal(got, want) {
			t.Fatalf("%v: neighbours %v, printed rule gives %v", o, got, want)
		}
	})
}

func TestDistanceKnown(t *testing.T) {
	tests := []struct {
		a, b Offset
		want int
	}{
		{Offset{0, 0}, Offset{0, 0}, 0},
		{Offset{0, 0}, Offset{0, 5}, 5},
		{Offset{0, 0}, Offset{1, 0}, 1},
		{Offset{0, 0}, Offset{1, 1}, 2},
		{Offset{1, 0}, Offset{0, 1}, 1},
		{Offset{0, 0}, Offset{2, 0}, 2},
		{Offset{0, 0}, Offset{2, 1}, 2},
		{Offset{0, 0}, Offset{3, 3}, 5},
		{Offset{0, 0}, Offset{4, 2}, 4},
		{Offset{5, 0}, Offset{0, 9}, 11},
		{Offset{0, 0}, Offset{19, 19}, 29},
		{Offset{19, 0}, Offset{0, 19}, 28},
		{Offset{-3, -3}, Offset{3, 3}, 9},
	}
	for _, tt := range tests {
		if got := Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := Distance(tt.b, tt.a); got != tt.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestConversionsKnown(t *testing.T) {
	tests := []struct {
		o Offset
		a Axial
		c Cube
	}{
		{Offset{0, 0}, Axial{0, 0}, Cube{0, 0, 0}},
		{Offset{1, 0}, Axial{0, 1}, Cube{0, -1, 1}},
		{Offset{2, 0}, Axial{-1, 2}, Cube{-1, -1, 2}},
		{Offset{3, 5}, Axial{4, 3}, Cube{4, -7, 3}},
		{Offset{-1, 0}, Axial{1, -1}, Cube{1, 0, -1}},
		{Offset{-2, 0}, Axial{1, -2}, Cube{1, 1, -2}},
	}
	for _, tt := range tests {
		if got := tt.o.Axial(); got != tt.a {
			t.Errorf("%v.Axial() = %v, want %v", tt.o, got, tt.a)
		}
		if got := tt.o.Cube(); got != tt.c {
			t.Errorf("%v.Cube() = %v, want %v", tt.o, got, tt.c)
		}
		if got := tt.a.Offset(); got != tt.o {
			t.Errorf("%v.Offset() = %v, want %v", tt.a, got, tt.o)
		}
		if got := tt.c.Offset(); got != tt.o {
			t.Errorf("%v.Offset() = %v, want %v", tt.c, got, tt.o)
		}
	}
}

func TestRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := genOffset(t, "o")
		a, c := o.Axial(), o.Cube()
		if !c.Valid() {
			t.Fatalf("%v.Cube() = %v: x+y+z != 0", o, c)
		}
		if a.R != o.Row {
			t.Fatalf("%v.Axial() = %v: R is not the row", o, a)
		}
		if got := a.Offset(); got != o {
			t.Fatalf("offset %v -> axial %v -> offset %v", o, a, got)
		}
		if got := c.Offset(); got != o {
			t.Fatalf("offset %v -> cube %v -> offset %v", o, c, got)
		}
		if got := a.Cube().Axial(); got != a {
			t.Fatalf("axial %v -> cube -> axial %v", a, got)
		}
		q := Axial{rapid.IntRange(-50, 50).Draw(t, "q"), rapid.IntRange(-50, 50).Draw(t, "r")}
		if got := q.Offset().Axial(); got != q {
			t.Fatalf("axial %v -> offset %v -> axial %v", q, q.Offset(), got)
		}
	})
}

func TestDirections(t *testing.T) {
	want := []string{"East", "NorthEast", "NorthWest", "West", "SouthWest", "SouthEast"}
	for i, d := range Directions {
		if int(d) != i || d.String() != want[i] || !d.Valid() {
			t.Errorf("Directions[%d] = %d %q", i, int(d), d)
		}
		if o := d.Opposite(); o.Opposite() != d || o == d || int(o) != (i+3)%6 {
			t.Errorf("%v.Opposite() = %v", d, o)
		}
		if v := d.Vector(); v.Add(d.Opposite().Vector()) != (Axial{}) || v.Len() != 1 {
			t.Errorf("%v.Vector() = %v", d, v)
		}
	}
	if East.Opposite() != West || NorthEast.Opposite() != SouthWest || NorthWest.Opposite() != SouthEast {
		t.Error("opposite pairs are wrong")
	}
	for _, d := range []Direction{-1, 6, 100} {
		if d.Valid() || d.Opposite() != d || d.Vector() != (Axial{}) || d.String() == "" {
			t.Errorf("invalid direction %d behaves as valid", int(d))
		}
		o := Offset{3, 4}
		if o.Neighbor(d) != o {
			t.Errorf("%v.Neighbor(%d) = %v, want itself", o, int(d), o.Neighbor(d))
		}
		for range Line(o, d) {
			t.Errorf("Line along invalid direction %d yields", int(d))
		}
	}
	// The order is counter-clockwise from East: the North directions go up a
	// row, the South ones down a row, the East ones lie right of the West
	// ones. Checked from an even and an odd row.
	for _, o := range []Offset{{4, 4}, {5, 4}} {
		n := o.Neighbors()
		if n[East].Row != o.Row || n[West].Row != o.Row || n[East].Col <= n[West].Col ||
			n[NorthEast].Row != o.Row-1 || n[NorthWest].Row != o.Row-1 || n[NorthEast].Col <= n[NorthWest].Col ||
			n[SouthWest].Row != o.Row+1 || n[SouthEast].Row != o.Row+1 || n[SouthEast].Col <= n[SouthWest].Col {
			t.Errorf("directions from %v are not where their names say: %v", o, n)
		}
	}
}

func TestNeighborSymmetryAndDistanceOne(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genOffset(t, "a")
		d := genDirection(t, "d")
		n := a.Neighbor(d)
		if n.Neighbor(d.Opposite()) != a {
			t.Fatalf("%v -%v-> %v -%v-> %v", a, d, n, d.Opposite(), n.Neighbor(d.Opposite()))
		}
		if Distance(a, n) != 1 {
			t.Fatalf("Distance(%v, its %v neighbour %v) = %d", a, d, n, Distance(a, n))
		}
		// Distance 1 iff neighbours, for an arbitrary pair nearby.
		b := Offset{a.Row + rapid.IntRange(-3, 3).Draw(t, "dr"), a.Col + rapid.IntRange(-3, 3).Draw(t, "dc")}
		isNb := slices.Contains(printedNeighbors(a)[:], b)
		if isNb != (Distance(a, b) == 1) {
			t.Fatalf("%v, %v: neighbours %v, distance %d", a, b, isNb, Distance(a, b))
		}
		if isNb != slices.Contains(printedNeighbors(b), a) {
			t.Fatalf("%v, %v: neighbour relation is not symmetric", a, b)
		}
	})
}

func TestDistanceLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := genOffset(t, "a"), genOffset(t, "b"), genOffset(t, "c")
		dab := Distance(a, b)
		if dab != Distance(b, a) {
			t.Fatalf("not symmetric: %v %v", a, b)
		}
		if (dab == 0) != (a == b) || Distance(a, a) != 0 || dab < 0 {
			t.Fatalf("identity: Distance(%v, %v) = %d", a, b, dab)
		}
		if Distance(a, c) > dab+Distance(b, c) {
			t.Fatalf("triangle inequality: %v %v %v", a, b, c)
		}
		// The distance is a lower bound of the row difference and exact
		// along a line.
		if dab < abs(a.Row-b.Row) {
			t.Fatalf("Distance(%v, %v) = %d < row difference", a, b, dab)
		}
		d, k := genDirection(t, "d"), rapid.IntRange(-30, 30).Draw(t, "k")
		if got := Distance(a, a.Step(d, k)); got != abs(k) {
			t.Fatalf("Distance(%v, %v steps %v) = %d", a, k, d, got)
		}
	})
}

// bfsDistances returns the distances from src to every hex within limit steps
// of the unbounded grid, found by breadth-first search over printedNeighbors.
func bfsDistances(src Offset, limit int) map[Offset]int {
	dist := map[Offset]int{src: 0}
	frontier := []Offset{src}
	for k := 1; k <= limit; k++ {
		var next []Offset
		for _, o := range frontier {
			for _, n := range printedNeighbors(o) {
				if _, ok := dist[n]; !ok {
					dist[n] = k
					next = append(next, n)
				}
			}
		}
		frontier = next
	}
	return dist
}

func TestWithinIsBFSBall(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := genOffset(t, "center")
		n := rapid.IntRange(-1, 7).Draw(t, "n")
		got := Within(c, n)
		if n < 0 || Within(c, MaxRadius+1) != nil || Within(c, -1<<62) != nil {
			if got != nil {
				t.Fatalf("Within(%v, %d) = %v, want nil", c, n, got)
			}
			return
		}
		var want []Offset
		for o, d := range bfsDistances(c, n) {
			want = append(want, o)
			if Distance(c, o) != d {
				t.Fatalf("Distance(%v, %v) = %d, BFS says %d", c, o, Distance(c, o), d)
			}
		}
		want = sortOffsets(want)
		if !slices.Equal(got, want) {
			t.Fatalf("Within(%v, %d) = %v\nBFS ball (sorted) = %v", c, n, got, want)
		}
		if len(got) != 3*n*(n+1)+1 {
			t.Fatalf("Within(%v, %d) has %d hexes", c, n, len(got))
		}
	})
}

func TestLineAndDirectionTo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genOffset(t, "a")
		d := genDirection(t, "d")
		k := rapid.IntRange(1, 12).Draw(t, "k")
		var got []Offset
		for o := range Line(a, d) {
			got = append(got, o)
			if len(got) == k {
				break
			}
		}
		prev := a
		for i, o := range got {
			if o != prev.Neighbor(d) || o != a.Step(d, i+1) {
				t.Fatalf("Line(%v, %v)[%d] = %v, want %v", a, d, i, o, prev.Neighbor(d))
			}
			prev = o
		}
		if dd, n, ok := DirectionTo(a, a.Step(d, k)); !ok || dd != d || n != k {
			t.Fatalf("DirectionTo(%v, %v) = %v %d %v, want %v %d", a, a.Step(d, k), dd, n, ok, d, k)
		}
		// A hex off the three axes is on no line.
		b := genOffset(t, "b")
		_, _, ok := DirectionTo(a, b)
		onAxis := false
		for _, dd := range Directions {
			if a.Step(dd, Distance(a, b)) == b && a != b {
				onAxis = true
			}
		}
		if ok != onAxis {
			t.Fatalf("DirectionTo(%v, %v) ok = %v, want %v", a, b, ok, onAxis)
		}
	})
	if _, _, ok := DirectionTo(Offset{1, 1}, Offset{1, 1}); ok {
		t.Error("DirectionTo(a, a) is ok")
	}
	// (0,0) to (2,1) is two steps South-East; (0,0) to (2,2) is on no axis.
	if d, n, ok := DirectionTo(Offset{0, 0}, Offset{2, 1}); !ok || d != SouthEast || n != 2 {
		t.Errorf("DirectionTo((0,0), (2,1)) = %v %d %v", d, n, ok)
	}
	if _, _, ok := DirectionTo(Offset{0, 0}, Offset{2, 2}); ok {
		t.Error("DirectionTo((0,0), (2,2)) is ok")
	}
}

func TestRotate180(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rows := 2 * rapid.IntRange(1, 12).Draw(t, "halfRows")
		cols := rapid.IntRange(1, 25).Draw(t, "cols")
		a := Offset{rapid.IntRange(0, rows-1).Draw(t, "r"), rapid.IntRange(0, cols-1).Draw(t, "c")}
		ra := Rotate180(a, rows, cols)
		if ra.Row < 0 || ra.Row >= rows || ra.Col < 0 || ra.Col >= cols {
			t.Fatalf("Rotate180(%v, %d, %d) = %v leaves the rectangle", a, rows, cols, ra)
		}
		if Rotate180(ra, rows, cols) != a {
			t.Fatalf("Rotate180 is not an involution at %v", a)
		}
		d := genDirection(t, "d")
		b := a.Neighbor(d)
		if Distance(ra, Rotate180(b, rows, cols)) != 1 {
			t.Fatalf("neighbours %v %v turn into %v %v", a, b, ra, Rotate180(b, rows, cols))
		}
		// A half turn reverses every direction.
		if Rotate180(b, rows, cols) != ra.Neighbor(d.Opposite()) {
			t.Fatalf("the %v neighbour of %v does not turn into the %v neighbour", d, a, d.Opposite())
		}
	})
	// With an odd number of rows the turn is not a symmetry: in a 3x3
	// rectangle (0,1) and (1,0) touch, their images (2,1) and (1,2) do not.
	a, b := Offset{0, 1}, Offset{1, 0}
	if Distance(a, b) != 1 || Distance(Rotate180(a, 3, 3), Rotate180(b, 3, 3)) == 1 {
		t.Error("expected the odd-rows counterexample to hold")
	}
}
