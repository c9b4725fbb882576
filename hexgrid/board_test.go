package hexgrid

import (
	"errors"
	"math"
	"slices"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

var boardCache sync.Map // [2]int -> *Board

// mustBoard returns the shared rows x cols board (boards are immutable).
func mustBoard(tb interface {
	Helper()
	Fatalf(string, ...any)
}, rows, cols int) *Board {
	tb.Helper()
	if b, ok := boardCache.Load([2]int{rows, cols}); ok {
		return b.(*Board)
	}
	b, err := NewBoard(rows, cols)
	if err != nil {
		tb.Fatalf("NewBoard(%d, %d): %v", rows, cols, err)
	}
	boardCache.Store([2]int{rows, cols}, b)
	return b
}

// genBoard draws a board: mostly small or Kingdom Builder sized ones, and
// now and then a wide one (64 columns or more) that takes Dilate's general
// path.
func genBoard(t *rapid.T) *Board {
	var rows, cols int
	switch rapid.IntRange(0, 5).Draw(t, "shape") {
	case 0:
		rows, cols = 20, 20
	case 1:
		rows, cols = 10, 10
	case 2:
		rows = rapid.IntRange(1, 8).Draw(t, "rows")
		cols = rapid.IntRange(64, Capacity/rows).Draw(t, "cols")
	default:
		rows = rapid.IntRange(1, 24).Draw(t, "rows")
		cols = rapid.IntRange(1, min(63, Capacity/rows)).Draw(t, "cols")
	}
	return mustBoard(t, rows, cols)
}

func genCell(t *rapid.T, b *Board, label string) int {
	return rapid.IntRange(0, b.Len()-1).Draw(t, label)
}

// genBoardSet draws a set of cells of b, of any density; with offBoard it may
// also hold cells past the board, which board operations must ignore.
func genBoardSet(t *rapid.T, b *Board, label string, offBoard bool) Set {
	var s Set
	switch rapid.IntRange(0, 3).Draw(t, label+".kind") {
	case 0: // a few cells
		for _, i := range rapid.SliceOfN(rapid.IntRange(0, b.Len()-1), 0, 8).Draw(t, label) {
			s = s.Add(i)
		}
	default: // random words, thinned out or not
		for k := range s {
			s[k] = rapid.Uint64().Draw(t, label)
			if rapid.Bool().Draw(t, label+".sparse") {
				s[k] &= rapid.Uint64().Draw(t, label+".mask1") & rapid.Uint64().Draw(t, label+".mask2")
			}
		}
	}
	if !offBoard {
		s = s.Intersect(b.All())
	}
	return s
}

func TestNewBoardErrors(t *testing.T) {
	for _, sz := range [][2]int{{0, 5}, {5, 0}, {-1, 3}, {3, -1}, {0, 0}, {23, 23}, {513, 1}, {1, 513}, {2, 257}, {1 << 40, 1 << 40}, {-1 << 62, -4}} {
		b, err := NewBoard(sz[0], sz[1])
		if err == nil || b != nil || !errors.Is(err, ErrBadSize) {
			t.Errorf("NewBoard(%d, %d) = %v, %v; want an ErrBadSize", sz[0], sz[1], b, err)
		}
	}
	for _, sz := range [][2]int{{1, 1}, {20, 20}, {1, 512}, {512, 1}, {16, 32}, {22, 23}} {
		b, err := NewBoard(sz[0], sz[1])
		if err != nil {
			t.Errorf("NewBoard(%d, %d): %v", sz[0], sz[1], err)
			continue
		}
		if b.Rows() != sz[0] || b.Cols() != sz[1] || b.Len() != sz[0]*sz[1] || b.All().Count() != b.Len() {
			t.Errorf("NewBoard(%d, %d) = %v with Len %d", sz[0], sz[1], b, b.Len())
		}
	}
}

func TestBoardKnown(t *testing.T) {
	b := mustBoard(t, 20, 20)
	if got := b.String(); got != "hexgrid.Board(20x20)" {
		t.Errorf("String() = %q", got)
	}
	// (2,3) is cell 43 on an even row, (3,3) cell 63 on an odd row.
	tests := []struct {
		i    int
		want []int // in Direction order, East first
	}{
		{43, []int{44, 23, 22, 42, 62, 63}},
		{63, []int{64, 44, 43, 62, 83, 84}},
		{0, []int{1, 20}},             // top-left corner: East, SouthEast
		{19, []int{18, 38, 39}},       // top-right: West, SouthWest, SouthEast
		{20, []int{21, 1, 0, 40, 41}}, // (1,0), odd: all but West
		{399, []int{379, 398}},        // (19,19), odd row: NorthWest, West
		{380, []int{381, 361, 360}},   // (19,0): East, NorthEast, NorthWest
		{39, []int{19, 38, 59}},       // (1,19), odd: NorthWest, West, SouthWest
		{40, []int{41, 20, 60}},       // (2,0), even: East, NorthEast, SouthEast
		{-1, nil}, {400, nil}, {511, nil},
	}
	for _, tt := range tests {
		if got := b.Neighbors(tt.i); !slices.Equal(got, tt.want) {
			t.Errorf("Neighbors(%d) = %v, want %v", tt.i, got, tt.want)
		}
		if got := b.NeighborSet(tt.i); got != SetOf(tt.want...) {
			t.Errorf("NeighborSet(%d) = %v, want %v", tt.i, got, tt.want)
		}
	}
	if b.Index(Offset{2, 3}) != 43 || b.Offset(63) != (Offset{3, 3}) {
		t.Error("Index/Offset of known cells")
	}
	for _, o := range []Offset{{-1, 0}, {0, -1}, {20, 0}, {0, 20}, {-1 << 40, 3}} {
		if b.Index(o) != -1 || b.Contains(o) {
			t.Errorf("Index(%v) = %d, want -1", o, b.Index(o))
		}
	}
	for _, i := range []int{-1, 400, 512, 1 << 40} {
		if b.Offset(i) != (Offset{-1, -1}) || b.Neighbor(i, East) != -1 || b.Rotate180(i) != -1 ||
			b.Distance(i, 0) != -1 || b.Distance(0, i) != -1 || b.Step(i, East, 1) != -1 ||
			b.Slide(i, East, b.All()) != -1 || b.Run(i, East, b.All()) != 0 ||
			b.Ray(i, East) != (Set{}) || b.Within(i, 2) != (Set{}) || b.Component(b.All(), i) != (Set{}) {
			t.Errorf("off-board index %d not handled", i)
		}
		for range b.Line(i, East) {
			t.Errorf("Line(%d) yields", i)
		}
	}
	for _, d := range []Direction{-1, 6} {
		if b.Neighbor(43, d) != -1 || b.Ray(43, d) != (Set{}) || b.Shift(b.All(), d) != (Set{}) ||
			b.Step(43, d, 1) != -1 || b.Slide(43, d, b.All()) != -1 {
			t.Errorf("invalid direction %d not handled", d)
		}
	}
	if b.Distance(0, 399) != 29 || b.Distance(380, 19) != 28 {
		t.Error("corner distances")
	}
	if got := b.Row(1); got != shift(SetOf(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19), 20) {
		t.Errorf("Row(1) = %v", got)
	}
	if got := b.Column(19); got.Count() != 20 || !got.Has(399) || !got.Has(19) || got.Has(20) {
		t.Errorf("Column(19) = %v", got)
	}
	if b.Row(20) != (Set{}) || b.Column(-1) != (Set{}) {
		t.Error("Row/Column off the board")
	}
}

func TestDrawAndDilateKnown(t *testing.T) {
	b := mustBoard(t, 5, 6)
	s := SetOf(b.Index(Offset{2, 2}), b.Index(Offset{1, 5}))
	got := b.Draw(b.Dilate(s))
	want := "" +
		". . . . . #\n" +
		" . # # . # #\n" +
		". # # # . #\n" +
		" . # # . . .\n" +
		". . . . . .\n"
	if got != want {
		t.Errorf("Draw(Dilate) =\n%s\nwant\n%s", got, want)
	}
}

// tableDilate is the reference dilation: s plus every table neighbour.
func tableDilate(b *Board, s Set) Set {
	out := s.Intersect(b.All())
	for i := range out.All() {
		for _, j := range b.Neighbors(i) {
			out = out.Add(j)
		}
	}
	return out
}

func TestBoardTablesMatchGeometry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		i := genCell(t, b, "i")
		o := b.Offset(i)
		if b.Index(o) != i || !b.Contains(o) || o.Row != i/b.Cols() || o.Col != i%b.Cols() {
			t.Fatalf("cell %d <-> %v", i, o)
		}
		var want []int
		for _, d := range Directions {
			j := b.Neighbor(i, d)
			if j != b.Index(o.Neighbor(d)) {
				t.Fatalf("Neighbor(%d, %v) = %d, geometry says %v", i, d, j, o.Neighbor(d))
			}
			if j >= 0 {
				want = append(want, j)
				if b.Neighbor(j, d.Opposite()) != i {
					t.Fatalf("neighbour symmetry broken: %d -%v-> %d", i, d, j)
				}
				if !slices.Contains(b.Neighbors(j), i) {
					t.Fatalf("%d in Neighbors(%d) but not the reverse", j, i)
				}
			}
		}
		if !slices.Equal(b.Neighbors(i), want) || b.NeighborSet(i) != SetOf(want...) {
			t.Fatalf("Neighbors(%d) = %v, want %v", i, b.Neighbors(i), want)
		}
		j := genCell(t, b, "j")
		isNb := b.NeighborSet(i).Has(j)
		if isNb != (b.Distance(i, j) == 1) || isNb != b.NeighborSet(j).Has(i) {
			t.Fatalf("cells %d, %d: neighbours %v, distance %d", i, j, isNb, b.Distance(i, j))
		}
	})
}

func TestBoardDistanceIsBFS(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		src := genCell(t, b, "src")
		dist := make([]int, b.Len())
		for k := range dist {
			dist[k] = -1
		}
		dist[src] = 0
		queue := []int{src}
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			for _, j := range b.Neighbors(i) {
				if dist[j] < 0 {
					dist[j] = dist[i] + 1
					queue = append(queue, j)
				}
			}
		}
		for j, d := range dist {
			if b.Distance(src, j) != d {
				t.Fatalf("%v: Distance(%d, %d) = %d, BFS on the board says %d", b, src, j, b.Distance(src, j), d)
			}
		}
		n := rapid.IntRange(-1, 6).Draw(t, "n")
		var ball Set
		for j, d := range dist {
			if d <= n && n >= 0 {
				ball = ball.Add(j)
			}
		}
		if got := b.Within(src, n); got != ball {
			t.Fatalf("Within(%d, %d) = %v, BFS ball %v", src, n, got, ball)
		}
	})
}

func TestDilateEqualsTableNeighbors(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		s := genBoardSet(t, b, "s", true)
		want := tableDilate(b, s)
		if got := b.Dilate(s); got != want {
			t.Fatalf("%v: Dilate(%v)\n got %v\nwant %v", b, s, got, want)
		}
		if got := b.Ring(s); got != want.Diff(s) {
			t.Fatalf("Ring(%v) = %v", s, got)
		}
		union := s.Intersect(b.All())
		for _, d := range Directions {
			var shifted Set
			for i := range s.Intersect(b.All()).All() {
				shifted = shifted.Add(b.Neighbor(i, d))
			}
			if got := b.Shift(s, d); got != shifted {
				t.Fatalf("%v: Shift(%v, %v)\n got %v\nwant %v", b, s, d, got, shifted)
			}
			union = union.Union(shifted)
		}
		if union != want {
			t.Fatalf("union of the six shifts differs from Dilate")
		}
	})
}

func TestLinesOnBoard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		i := genCell(t, b, "i")
		d := genDirection(t, "d")
		var line []int
		for j := range b.Line(i, d) {
			line = append(line, j)
		}
		var want []int
		for o := range Line(b.Offset(i), d) {
			if !b.Contains(o) {
				break
			}
			want = append(want, b.Index(o))
		}
		if !slices.Equal(line, want) {
			t.Fatalf("Line(%d, %v) = %v, want %v", i, d, line, want)
		}
		if b.Ray(i, d) != SetOf(want...) {
			t.Fatalf("Ray(%d, %v) = %v, want %v", i, d, b.Ray(i, d), want)
		}
		for k := -3; k <= len(want)+1; k++ {
			wantStep := -1
			switch {
			case k == 0:
				wantStep = i
			case k > 0 && k <= len(want):
				wantStep = want[k-1]
			case k < 0:
				wantStep = b.Index(b.Offset(i).Step(d.Opposite(), -k))
			}
			if got := b.Step(i, d, k); got != wantStep {
				t.Fatalf("Step(%d, %v, %d) = %d, want %d", i, d, k, got, wantStep)
			}
		}
		open := genBoardSet(t, b, "open", false)
		run := 0
		for run < len(want) && open.Has(want[run]) {
			run++
		}
		if got := b.Run(i, d, open); got != run {
			t.Fatalf("Run(%d, %v) = %d, want %d", i, d, got, run)
		}
		end := i
		if run > 0 {
			end = want[run-1]
		}
		if got := b.Slide(i, d, open); got != end {
			t.Fatalf("Slide(%d, %v) = %d, want %d", i, d, got, end)
		}
	})
}

func TestBoardRotate180(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		i := genCell(t, b, "i")
		ri := b.Rotate180(i)
		if b.Offset(ri) != Rotate180(b.Offset(i), b.Rows(), b.Cols()) || b.Rotate180(ri) != i {
			t.Fatalf("Rotate180(%d) = %d", i, ri)
		}
		s := genBoardSet(t, b, "s", true)
		var want Set
		for j := range s.Intersect(b.All()).All() {
			want = want.Add(b.Rotate180(j))
		}
		got := b.Rotate180Set(s)
		if got != want {
			t.Fatalf("Rotate180Set(%v) = %v, want %v", s, got, want)
		}
		if b.Rotate180Set(got) != s.Intersect(b.All()) {
			t.Fatalf("Rotate180Set is not an involution")
		}
		if b.Rows()%2 == 0 {
			// A symmetry of the grid: neighbours stay neighbours, so
			// dilation commutes with the turn.
			if b.Rotate180Set(b.Dilate(s)) != b.Dilate(got) {
				t.Fatalf("%v: the turn does not preserve adjacency", b)
			}
			for _, j := range b.Neighbors(i) {
				if b.Distance(ri, b.Rotate180(j)) != 1 {
					t.Fatalf("neighbours %d %d turn into %d %d", i, j, ri, b.Rotate180(j))
				}
			}
		}
	})
}

func TestComponents(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		s := genBoardSet(t, b, "s", true)
		on := s.Intersect(b.All())
		// Reference: label cells by depth-first search over the tables.
		label := map[int]int{}
		var groups []Set
		for i := range on.All() {
			if _, ok := label[i]; ok {
				continue
			}
			var g Set
			stack := []int{i}
			label[i] = len(groups)
			for len(stack) > 0 {
				j := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				g = g.Add(j)
				for _, k := range b.Neighbors(j) {
					if _, ok := label[k]; !ok && on.Has(k) {
						label[k] = len(groups)
						stack = append(stack, k)
					}
				}
			}
			groups = append(groups, g)
		}
		var got []Set
		for g := range b.Components(s) {
			got = append(got, g)
		}
		if !slices.Equal(got, groups) {
			t.Fatalf("Components = %v\nwant %v", got, groups)
		}
		i := genCell(t, b, "i")
		var want Set
		if on.Has(i) {
			want = groups[label[i]]
		}
		if got := b.Component(s, i); got != want {
			t.Fatalf("Component(%d) = %v, want %v", i, got, want)
		}
	})
}

func TestDilateDoesNotAllocate(t *testing.T) {
	for _, sz := range [][2]int{{20, 20}, {4, 100}} {
		b := mustBoard(t, sz[0], sz[1])
		s := SetOf(0, 45, 77, 120, 399)
		allocs := testing.AllocsPerRun(100, func() {
			s = b.Dilate(s).Diff(b.Ring(s))
			s = b.Shift(s, SouthEast).Union(b.Shift(s, NorthEast))
			s = s.Union(b.Ray(45, East)).Union(b.NeighborSet(44))
			s = s.Remove(b.Slide(45, East, s)).Remove(b.Step(77, West, 2) + b.Run(77, East, s))
			s = s.Union(b.Within(88, 2))
			for j := range b.Line(45, SouthEast) {
				s = s.Add(j)
			}
			for g := range b.Components(s) {
				s = s.Union(b.Ring(g))
			}
			s = s.Union(b.Component(s, 45)).Union(b.Rotate180Set(s))
		})
		if allocs != 0 {
			t.Errorf("%v: board set operations allocate %v times per run", b, allocs)
		}
	}
}

// TestDilateEverySize checks Dilate and Shift cell by cell on every board of
// up to 24 rows and columns and on the sizes around the 64-column switch
// between Dilate's two paths.
func TestDilateEverySize(t *testing.T) {
	var sizes [][2]int
	for r := 1; r <= 24; r++ {
		for c := 1; c <= 24 && r*c <= Capacity; c++ {
			sizes = append(sizes, [2]int{r, c})
		}
	}
	for r := 1; r <= 8; r++ {
		for c := 60; c <= 66 && r*c <= Capacity; c++ {
			sizes = append(sizes, [2]int{r, c})
		}
	}
	sizes = append(sizes, [2]int{1, 512}, [2]int{512, 1}, [2]int{2, 256}, [2]int{4, 128}, [2]int{128, 4})
	for _, sz := range sizes {
		b, err := NewBoard(sz[0], sz[1])
		if err != nil {
			t.Fatal(err)
		}
		for i := range b.Len() {
			one := SetOf(i)
			if got, want := b.Dilate(one), b.NeighborSet(i).Add(i); got != want {
				t.Fatalf("%v: Dilate({%d}) = %v, want %v", b, i, got, want)
			}
			for _, d := range Directions {
				want := SetOf(b.Neighbor(i, d))
				if got := b.Shift(one, d); got != want {
					t.Fatalf("%v: Shift({%d}, %v) = %v, want %v", b, i, d, got, want)
				}
			}
		}
		// The whole board, every other cell, and every other row.
		for _, s := range []Set{b.All(), b.evenRows, {0x5555555555555555, 0x5555555555555555, 0x5555555555555555, 0x5555555555555555, 0x5555555555555555, 0x5555555555555555, 0x5555555555555555, 0x5555555555555555}} {
			if got, want := b.Dilate(s), tableDilate(b, s); got != want {
				t.Fatalf("%v: Dilate(%v) = %v, want %v", b, s, got, want)
			}
		}
	}
}

func TestRectAndEmbed(t *testing.T) {
	big := mustBoard(t, 20, 20)
	sec := mustBoard(t, 10, 10)
	var quads Set
	for _, q := range [][2]Offset{{{0, 0}, {9, 9}}, {{0, 10}, {9, 19}}, {{10, 0}, {19, 9}}, {{10, 10}, {19, 19}}} {
		r := big.Rect(q[0], q[1])
		if r.Count() != 100 || r.Intersects(quads) {
			t.Fatalf("Rect(%v, %v) = %v", q[0], q[1], r)
		}
		quads = quads.Union(r)
		// The whole section lands exactly on its quadrant, turned or not.
		for _, turned := range []bool{false, true} {
			if got := big.Embed(sec, sec.All(), q[0], turned); got != r {
				t.Fatalf("Embed at %v (turned %v) = %v, want %v", q[0], turned, got, r)
			}
		}
	}
	if quads != big.All() {
		t.Fatal("the four quadrants do not tile the board")
	}
	if big.Rect(Offset{-5, -5}, Offset{0, 1}) != SetOf(0, 1) || big.Rect(Offset{3, 3}, Offset{2, 9}) != (Set{}) ||
		big.Rect(Offset{19, 18}, Offset{40, 40}) != SetOf(398, 399) {
		t.Fatal("Rect clipping")
	}
	rapid.Check(t, func(t *rapid.T) {
		src := genBoard(t)
		s := genBoardSet(t, src, "s", true)
		at := Offset{2 * rapid.IntRange(-3, 6).Draw(t, "halfRow"), rapid.IntRange(-5, 12).Draw(t, "col")}
		turned := src.Rows()%2 == 0 && rapid.Bool().Draw(t, "turned")
		got := big.Embed(src, s, at, turned)
		var want Set
		for i := range s.Intersect(src.All()).All() {
			o := src.Offset(i)
			if turned {
				o = Rotate180(o, src.Rows(), src.Cols())
			}
			want = want.Add(big.Index(Offset{o.Row + at.Row, o.Col + at.Col}))
		}
		if got != want {
			t.Fatalf("Embed = %v, want %v", got, want)
		}
		// Adjacency is kept: embedding commutes with dilation away from
		// the edges of the big board.
		inside := big.Embed(src, src.All(), at, turned)
		if inside.Count() == src.Len() {
			if got := big.Dilate(got).Intersect(inside); got != big.Embed(src, src.Dilate(s), at, turned) {
				t.Fatalf("Embed does not keep neighbours")
			}
		}
	})
}

func TestZeroBoard(t *testing.T) {
	var b Board
	s := SetOf(0, 5)
	if b.Len() != 0 || b.All() != (Set{}) || b.Dilate(s) != (Set{}) || b.Ring(s) != (Set{}) ||
		b.Shift(s, East) != (Set{}) || b.Neighbor(0, East) != -1 || b.Neighbors(0) != nil ||
		b.Index(Offset{}) != -1 || b.Rotate180Set(s) != (Set{}) || b.Within(0, 1) != (Set{}) ||
		b.Draw(s) != "" || b.Embed(nil, s, Offset{}, false) != (Set{}) || b.Rect(Offset{}, Offset{3, 3}) != (Set{}) {
		t.Error("the zero Board is not empty")
	}
	for range b.Components(s) {
		t.Error("the zero Board has components")
	}
}

func TestSetOfAndOffsets(t *testing.T) {
	b := mustBoard(t, 20, 20)
	s, err := b.SetOf(Offset{0, 0}, Offset{3, 3}, Offset{19, 19}, Offset{3, 3})
	if err != nil || s != SetOf(0, 63, 399) {
		t.Fatalf("SetOf = %v, %v", s, err)
	}
	var got []Offset
	for o := range b.Offsets(s.Add(500)) {
		got = append(got, o)
	}
	if !slices.Equal(got, []Offset{{0, 0}, {3, 3}, {19, 19}}) {
		t.Fatalf("Offsets = %v", got)
	}
	s, err = b.SetOf(Offset{1, 1}, Offset{20, 3})
	if !errors.Is(err, ErrOffBoard) || s != (Set{}) || err.Error() != "hexgrid: hex off the board: (20,3) is not on the 20x20 board" {
		t.Fatalf("SetOf off the board = %v, %v", s, err)
	}
	groups := b.AppendComponents(nil, SetOf(0, 1, 50, 399))
	if !slices.Equal(groups, []Set{SetOf(0, 1), SetOf(50), SetOf(399)}) {
		t.Fatalf("AppendComponents = %v", groups)
	}
}

func TestEdgeRowsColumns(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		var edge, rows, cols Set
		for i := range b.Len() {
			if len(b.Neighbors(i)) < NumDirections {
				edge = edge.Add(i)
			}
			o := b.Offset(i)
			if !b.Row(o.Row).Has(i) || !b.Column(o.Col).Has(i) {
				t.Fatalf("cell %d (%v) missing from its row or column", i, o)
			}
			rows = rows.Union(b.Row(o.Row))
			cols = cols.Union(b.Column(o.Col))
		}
		if b.Edge() != edge {
			t.Fatalf("Edge() =\n%swant the cells with fewer than 6 neighbours:\n%s", b.Draw(b.Edge()), b.Draw(edge))
		}
		if rows != b.All() || cols != b.All() {
			t.Fatalf("rows or columns do not cover the board")
		}
		r := rapid.IntRange(-2, b.Rows()+1).Draw(t, "r")
		c := rapid.IntRange(-2, b.Cols()+1).Draw(t, "c")
		var wantRow, wantCol Set
		for i := range b.Len() {
			if b.Offset(i).Row == r {
				wantRow = wantRow.Add(i)
			}
			if b.Offset(i).Col == c {
				wantCol = wantCol.Add(i)
			}
		}
		if b.Row(r) != wantRow || b.Column(c) != wantCol {
			t.Fatalf("Row(%d) = %v, Column(%d) = %v; want %v, %v", r, b.Row(r), c, b.Column(c), wantRow, wantCol)
		}
	})
}

func TestStepSetIsStepInEveryDirection(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		i := rapid.IntRange(-1, b.Len()).Draw(t, "i")
		k := rapid.IntRange(-b.Rows()-b.Cols(), b.Rows()+b.Cols()).Draw(t, "k")
		var want Set
		for _, d := range Directions {
			if j := b.Step(i, d, k); j >= 0 {
				want = want.Add(j)
			}
		}
		if got := b.StepSet(i, k); got != want {
			t.Fatalf("StepSet(%d, %d) = %v, want %v", i, k, got, want)
		}
		if i >= 0 && i < b.Len() && k != 0 {
			for j := range b.StepSet(i, k).All() {
				if _, steps, ok := DirectionTo(b.Offset(i), b.Offset(j)); !ok || steps != max(k, -k) {
					t.Fatalf("StepSet(%d, %d) holds %d, not %d steps away in a line", i, k, j, max(k, -k))
				}
			}
		}
	})
}

func TestStepSetExtremes(t *testing.T) {
	b := mustBoard(t, 20, 20)
	for _, k := range []int{math.MinInt, math.MaxInt, -1 << 40, 1 << 40, 40, -40} {
		if s := b.StepSet(210, k); !s.IsEmpty() {
			t.Errorf("StepSet(210, %d) = %v, want empty", k, s)
		}
	}
	if s := b.StepSet(210, 0); s != SetOf(210) {
		t.Errorf("StepSet(210, 0) = %v, want {210}", s)
	}
}

func TestNeighborTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		i := rapid.IntRange(-2, b.Len()+1).Draw(t, "i")
		nb := b.NeighborTable(i)
		if i < 0 || i >= b.Len() {
			if nb != nil {
				t.Fatalf("NeighborTable(%d) = %v off the board, want nil", i, nb)
			}
			return
		}
		for _, d := range Directions {
			if got, want := int(nb[d]), b.Neighbor(i, d); got != want {
				t.Fatalf("NeighborTable(%d)[%v] = %d, want Neighbor = %d", i, d, got, want)
			}
		}
	})
}

func TestTouching(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		s := genBoardSet(t, b, "s", true)
		var once, twice Set
		for i := range b.Len() {
			n := b.NeighborSet(i).Intersect(s).Count()
			if n >= 1 {
				once = once.Add(i)
			}
			if n >= 2 {
				twice = twice.Add(i)
			}
			if b.Touches(i, s) != (n >= 1) {
				t.Fatalf("Touches(%d) = %v with %d neighbours in s", i, b.Touches(i, s), n)
			}
		}
		if got1, got2 := b.Touching(s); got1 != once || got2 != twice {
			t.Fatalf("Touching(\n%s) =\n%s%s want\n%s%s", b.Draw(s), b.Draw(got1), b.Draw(got2), b.Draw(once), b.Draw(twice))
		}
		for n := -1; n <= NumDirections+1; n++ {
			var want Set
			for i := range b.Len() {
				if b.NeighborSet(i).Intersect(s).Count() >= n {
					want = want.Add(i)
				}
			}
			if got := b.TouchingAtLeast(s, n); got != want {
				t.Fatalf("TouchingAtLeast(\n%s, %d) =\n%s want\n%s", b.Draw(s), n, b.Draw(got), b.Draw(want))
			}
		}
		if b.Touches(-1, s) || b.Touches(b.Len(), s) {
			t.Fatal("Touches is true off the board")
		}
	})
}

// naiveSteps returns the shortest path lengths from i through the cells of
// open (i itself the start), by a queue over the neighbour lists.
func naiveSteps(b *Board, i int, open Set) map[int]int {
	dist := map[int]int{i: 0}
	queue := []int{i}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, j := range b.Neighbors(a) {
			if _, ok := dist[j]; !ok && open.Has(j) {
				dist[j] = dist[a] + 1
				queue = append(queue, j)
			}
		}
	}
	return dist
}

func TestReachAndSteps(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		i := genCell(t, b, "i")
		open := genBoardSet(t, b, "open", true)
		n := rapid.IntRange(-1, 6).Draw(t, "n")
		dist := naiveSteps(b, i, open)
		var want Set
		for j, d := range dist {
			if d >= 1 && d <= n {
				want.Insert(j)
			}
		}
		if got := b.Reach(i, open, n); got != want {
			t.Fatalf("Reach(%d, n=%d) =\n%s want\n%s", i, n, b.Draw(got), b.Draw(want))
		}
		j := genCell(t, b, "j")
		want1 := 0
		if d, ok := dist[j]; ok && d >= 1 && d <= n {
			want1 = d
		}
		if got := b.Steps(i, j, open, n); got != want1 {
			t.Fatalf("Steps(%d, %d, n=%d) = %d, want %d", i, j, n, got, want1)
		}
	})
}
