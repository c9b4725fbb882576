package squaregrid

import (
	"errors"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestNewBoardSizes(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		ok         bool
	}{
		{1, 1, true}, {12, 16, true}, {16, 16, true}, {13, 13, true}, {1, 256, true}, {256, 1, true},
		{0, 5, false}, {5, 0, false}, {-1, 3, false}, {3, -1, false}, {17, 16, false}, {16, 17, false},
		{1, 257, false}, {257, 1, false}, {1 << 40, 1 << 40, false}, {-1 << 62, -1 << 62, false},
	} {
		b, err := NewBoard(tc.rows, tc.cols)
		if tc.ok != (err == nil) {
			t.Errorf("NewBoard(%d, %d) error = %v, want ok=%v", tc.rows, tc.cols, err, tc.ok)
			continue
		}
		if err != nil {
			if !errors.Is(err, ErrBadSize) || b != nil {
				t.Errorf("NewBoard(%d, %d) = %v, %v; want nil and an ErrBadSize", tc.rows, tc.cols, b, err)
			}
			continue
		}
		if b.Rows() != tc.rows || b.Cols() != tc.cols || b.Len() != tc.rows*tc.cols || b.All().Count() != b.Len() {
			t.Errorf("NewBoard(%d, %d): Rows %d Cols %d Len %d All %d", tc.rows, tc.cols, b.Rows(), b.Cols(), b.Len(), b.All().Count())
		}
	}
}

func TestIndexPoint(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		for i := range b.Len() {
			p := b.Point(i)
			if p.Row != i/b.Cols() || p.Col != i%b.Cols() || b.Index(p) != i || !b.Contains(p) || !b.Bounds().Contains(p) {
				t.Fatalf("cell %d: Point %v, Index %d", i, p, b.Index(p))
			}
		}
		for _, i := range []int{-1, b.Len(), Capacity, -1 << 40} {
			if p := b.Point(i); p != (Point{-1, -1}) {
				t.Fatalf("Point(%d) = %v", i, p)
			}
			if b.Neighbor(i, Up) != -1 || b.Neighbors(i) != nil || !b.NeighborSet(i).IsEmpty() {
				t.Fatalf("neighbours of bad index %d", i)
			}
		}
		p := Point{rapid.IntRange(-5, 300).Draw(t, "r"), rapid.IntRange(-5, 300).Draw(t, "c")}
		in := p.Row >= 0 && p.Row < b.Rows() && p.Col >= 0 && p.Col < b.Cols()
		if b.Contains(p) != in || (b.Index(p) >= 0) != in {
			t.Fatalf("Contains(%v) = %v, Index %d, want on board %v", p, b.Contains(p), b.Index(p), in)
		}
	})
}

func TestNeighborTables(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		for i := range b.Len() {
			var want []int
			for _, d := range Directions {
				j := b.Neighbor(i, d)
				q := b.Point(i).Neighbor(d)
				if j != b.Index(q) {
					t.Fatalf("Neighbor(%d, %v) = %d, want %d", i, d, j, b.Index(q))
				}
				if j >= 0 {
					want = append(want, j)
					if back := b.Neighbor(j, d.Opposite()); back != i {
						t.Fatalf("Neighbor(%d, %v) = %d but Neighbor(%d, %v) = %d", i, d, j, j, d.Opposite(), back)
					}
				}
			}
			if got := b.Neighbors(i); !slices.Equal(got, want) || cap(got) != len(got) {
				t.Fatalf("Neighbors(%d) = %v (cap %d), want %v", i, got, cap(got), want)
			}
			if b.NeighborSet(i) != SetOf(want...) {
				t.Fatalf("NeighborSet(%d) = %v, want %v", i, b.NeighborSet(i), want)
			}
			if b.Neighbor(i, Direction(4)) != -1 || b.Neighbor(i, Direction(-1)) != -1 {
				t.Fatalf("Neighbor with an invalid direction is not -1")
			}
		}
	})
}

func TestDilateMatchesTables(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		s := genSet(t, "s")
		on := s.Intersect(b.All())
		want := on
		for i := range on.All() {
			for _, j := range b.Neighbors(i) {
				want = want.Add(j)
			}
		}
		if got := b.Dilate(s); got != want {
			t.Fatalf("%dx%d Dilate(%v) = %v, want %v", b.Rows(), b.Cols(), s, got, want)
		}
		if got := b.Ring(s); got != want.Diff(on) {
			t.Fatalf("Ring = %v, want %v", got, want.Diff(on))
		}
		for _, d := range Directions {
			var sh Set
			for i := range on.All() {
				if j := b.Neighbor(i, d); j >= 0 {
					sh = sh.Add(j)
				}
			}
			if got := b.Shift(s, d); got != sh {
				t.Fatalf("Shift(%v, %v) = %v, want %v", s, d, got, sh)
			}
		}
		if b.Shift(s, Direction(9)) != on {
			t.Fatal("Shift with an invalid direction changed the set")
		}
	})
}

func TestRectSetAndBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		r := Rect{
			Point{rapid.IntRange(-3, 20).Draw(t, "r0"), rapid.IntRange(-3, 20).Draw(t, "c0")},
			Point{rapid.IntRange(-3, 20).Draw(t, "r1"), rapid.IntRange(-3, 20).Draw(t, "c1")},
		}
		var want Set
		var pts []Point
		for i := range b.Len() {
			if r.Contains(b.Point(i)) {
				want = want.Add(i)
				pts = append(pts, b.Point(i))
			}
		}
		if got := b.RectSet(r); got != want {
			t.Fatalf("RectSet(%v) on %dx%d = %v, want %v", r, b.Rows(), b.Cols(), got, want)
		}
		if got, w := b.BoundsOf(want), BoundsOf(pts...); got != w {
			t.Fatalf("BoundsOf = %v, want %v", got, w)
		}
		var got []Point
		for p := range b.Points(want) {
			got = append(got, p)
		}
		if !slices.Equal(got, pts) {
			t.Fatalf("Points = %v, want %v", got, pts)
		}
	})
}

func TestSetOfPoints(t *testing.T) {
	b := mustBoard(t, 3, 4)
	s, err := b.SetOf(Pt(0, 0), Pt(2, 3), Pt(1, 1))
	if err != nil || s != SetOf(0, 5, 11) {
		t.Fatalf("SetOf = %v, %v", s, err)
	}
	if _, err := b.SetOf(Pt(3, 0)); !errors.Is(err, ErrOffBoard) {
		t.Fatalf("SetOf off board: err = %v", err)
	}
	if b.String() != "squaregrid.Board(3x4)" {
		t.Fatalf("String = %q", b.String())
	}
	if b.Row(1) != SetOf(4, 5, 6, 7) || b.Column(3) != SetOf(3, 7, 11) || !b.Row(3).IsEmpty() || !b.Column(-1).IsEmpty() {
		t.Fatalf("Row(1) = %v, Column(3) = %v", b.Row(1), b.Column(3))
	}
	want := "#...\n.#..\n...#\n"
	if got := b.Draw(s); got != want {
		t.Fatalf("Picture =\n%s want\n%s", got, want)
	}
}

func TestPointAndDirection(t *testing.T) {
	p := Pt(2, 5)
	want := [4]Point{{1, 5}, {2, 6}, {3, 5}, {2, 4}}
	if p.Neighbors() != want {
		t.Fatalf("Neighbors = %v", p.Neighbors())
	}
	for d, q := range want {
		dir := Direction(d)
		if p.Neighbor(dir) != q || !p.Adjacent(q) || q.Neighbor(dir.Opposite()) != p {
			t.Fatalf("direction %v", dir)
		}
		if dir.Clockwise() != Directions[(d+1)%4] || dir.Opposite().Opposite() != dir {
			t.Fatalf("turns of %v", dir)
		}
	}
	if p.Adjacent(p) || p.Adjacent(Pt(3, 6)) || p.Sub(Pt(1, 1)) != Pt(1, 4) || p.String() != "(2,5)" {
		t.Fatal("Adjacent/Sub/String")
	}
	bad := Direction(7)
	if bad.Valid() || bad.Delta() != (Point{}) || bad.Opposite() != bad || bad.Clockwise() != bad || bad.String() != "Direction(7)" {
		t.Fatal("invalid direction")
	}
	if Up.String() != "up" || Left.String() != "left" || Right.String() != "right" || Down.String() != "down" {
		t.Fatal("direction names")
	}
}

func TestRect(t *testing.T) {
	e := BoundsOf()
	if !e.Empty() || e.Rows() != 0 || e.Cols() != 0 || e.Contains(Pt(0, 0)) || e.String() != "empty" {
		t.Fatalf("BoundsOf() = %v", e)
	}
	r := BoundsOf(Pt(2, 3), Pt(-1, 4), Pt(0, 0))
	if r != (Rect{Pt(-1, 0), Pt(2, 4)}) || r.Rows() != 4 || r.Cols() != 5 || r.String() != "(-1,0)-(2,4)" {
		t.Fatalf("BoundsOf = %v", r)
	}
	if e.Extend(Pt(5, 5)) != (Rect{Pt(5, 5), Pt(5, 5)}) {
		t.Fatal("Extend of empty")
	}
	if r.Union(e) != r || e.Union(r) != r || !e.Union(e).Empty() {
		t.Fatal("Union with empty")
	}
	if got := r.Union(BoundsOf(Pt(7, -2))); got != (Rect{Pt(-1, -2), Pt(7, 4)}) {
		t.Fatalf("Union = %v", got)
	}
	if !r.Contains(Pt(2, 4)) || r.Contains(Pt(3, 4)) || r.Contains(Pt(0, 5)) {
		t.Fatal("Contains")
	}
	// The Kingdomino 5x5 rule: a kingdom spanning 5 columns may not grow a sixth.
	k := BoundsOf(Pt(0, 0), Pt(0, 4))
	if k.Cols() != 5 || k.Extend(Pt(0, 5)).Cols() != 6 {
		t.Fatal("5x5 check")
	}
}

// TestDilateEverySingleCell checks Dilate and Shift on every single cell of
// every board size. Both are unions of per-cell images (Dilate(s) is the
// union of Dilate({i}) for i in s), so this covers every word and column
// boundary of every board.
func TestDilateEverySingleCell(t *testing.T) {
	for rows := 1; rows <= Capacity; rows++ {
		for cols := 1; rows*cols <= Capacity; cols++ {
			b := mustBoard(t, rows, cols)
			for i := range b.Len() {
				one := SetOf(i)
				if got, want := b.Dilate(one), b.NeighborSet(i).Add(i); got != want {
					t.Fatalf("%dx%d: Dilate({%d}) = %v, want %v", rows, cols, i, got, want)
				}
				for _, d := range Directions {
					want := Set{}
					if j := b.Neighbor(i, d); j >= 0 {
						want = SetOf(j)
					}
					if got := b.Shift(one, d); got != want {
						t.Fatalf("%dx%d: Shift({%d}, %v) = %v, want %v", rows, cols, i, d, got, want)
					}
				}
			}
			// Cells beyond Len are ignored.
			if beyond := b.All().SymDiff(Set{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}); !b.Dilate(beyond).IsEmpty() {
				t.Fatalf("%dx%d: Dilate of off-board cells = %v", rows, cols, b.Dilate(beyond))
			}
		}
	}
}
