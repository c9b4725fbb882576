package squaregrid

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// reach returns the cells of s reachable from start through the neighbour
// tables (breadth-first search), the reference for Component.
func reach(b *Board, s Set, start int) Set {
	seen := SetOf(start)
	queue := []int{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range b.Neighbors(i) {
			if s.Has(j) && !seen.Has(j) {
				seen = seen.Add(j)
				queue = append(queue, j)
			}
		}
	}
	return seen
}

func TestComponentsPartition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		s := genSet(t, "s")
		on := s.Intersect(b.All())
		comps := slices.Collect(b.Components(s))
		var union Set
		last := -1
		for _, c := range comps {
			if c.IsEmpty() {
				t.Fatal("empty component")
			}
			if c.Intersects(union) {
				t.Fatalf("component %v overlaps an earlier one", c)
			}
			if !c.SubsetOf(on) {
				t.Fatalf("component %v is not inside the set", c)
			}
			if c.First() <= last {
				t.Fatalf("components not ordered by first cell: %v", comps)
			}
			last = c.First()
			union = union.Union(c)
			// Connected: every cell reachable from the first inside c.
			if r := reach(b, c, c.First()); r != c {
				t.Fatalf("component %v is not connected (reached %v)", c, r)
			}
			// Maximal: no cell of s outside c touches c.
			if b.Ring(c).Intersects(on) {
				t.Fatalf("component %v is not maximal in %v", c, on)
			}
			for i := range c.All() {
				if got := b.Component(s, i); got != c {
					t.Fatalf("Component(s, %d) = %v, want %v", i, got, c)
				}
			}
		}
		if union != on {
			t.Fatalf("components cover %v, want %v", union, on)
		}
		start := rapid.IntRange(-2, Capacity+2).Draw(t, "start")
		want := Set{}
		if on.Has(start) {
			want = reach(b, on, start)
		}
		if got := b.Component(s, start); got != want {
			t.Fatalf("Component(s, %d) = %v, want %v", start, got, want)
		}
		if got := b.AppendComponents(nil, s); !slices.Equal(got, comps) {
			t.Fatalf("AppendComponents = %v, Components = %v", got, comps)
		}
		seen := 0
		for c := range b.Components(s) { // stopping early
			if c != comps[seen] {
				t.Fatalf("component %d = %v, want %v", seen, c, comps[seen])
			}
			seen++
			if seen == 2 {
				break
			}
		}
		// Reusing a slice does not allocate.
		buf := make([]Set, 0, Capacity)
		if n := testing.AllocsPerRun(10, func() { buf = b.AppendComponents(buf[:0], s) }); n != 0 {
			t.Fatalf("AppendComponents allocates %v times", n)
		}
	})
}

func TestComponentsKnown(t *testing.T) {
	b := mustBoard(t, 4, 5)
	pic := func(rows ...string) Set {
		var s Set
		for r, row := range rows {
			for c, ch := range row {
				if ch == '#' {
					s = s.Add(b.Index(Pt(r, c)))
				}
			}
		}
		return s
	}
	s := pic(
		"##..#",
		"#..##",
		"..#..",
		"#.###",
	)
	comps := slices.Collect(b.Components(s))
	want := []Set{
		pic("##...", "#....", ".....", "....."),
		pic("....#", "...##", ".....", "....."),
		pic(".....", ".....", "..#..", "..###"),
		pic(".....", ".....", ".....", "#...."),
	}
	if len(comps) != len(want) {
		t.Fatalf("got %d components, want %d", len(comps), len(want))
	}
	for k := range want {
		if comps[k] != want[k] {
			t.Errorf("component %d =\n%swant\n%s", k, b.Draw(comps[k]), b.Draw(want[k]))
		}
	}
	// Diagonal contact does not connect: a checkerboard falls apart into single cells.
	var checker Set
	for i := range b.Len() {
		if p := b.Point(i); (p.Row+p.Col)%2 == 0 {
			checker = checker.Add(i)
		}
	}
	if n := len(slices.Collect(b.Components(checker))); n != 10 {
		t.Fatalf("checkerboard: %d components, want 10", n)
	}
	if len(slices.Collect(b.Components(Set{}))) != 0 || len(slices.Collect(b.Components(b.All()))) != 1 {
		t.Fatal("empty or full set")
	}
	// Cells beyond Len are ignored.
	if cs := slices.Collect(b.Components(SetOf(200, 201))); len(cs) != 0 {
		t.Fatalf("off-board cells made components %v", cs)
	}
}

// TestComponentEveryPair checks Component on every pair of cells that are,
// or look in the bitset as if they were, neighbours (i and i+1, i and
// i+cols) on every board size: every word and column boundary of the fill.
func TestComponentEveryPair(t *testing.T) {
	for rows := 1; rows <= Capacity; rows++ {
		for cols := 1; rows*cols <= Capacity; cols++ {
			b := mustBoard(t, rows, cols)
			for i := range b.Len() {
				for _, j := range []int{i + 1, i + cols} {
					if j >= b.Len() {
						continue
					}
					pair := SetOf(i, j)
					adjacent := b.Point(i).Adjacent(b.Point(j))
					for _, start := range []int{i, j} {
						want := SetOf(start)
						if adjacent {
							want = pair
						}
						if got := b.Component(pair, start); got != want {
							t.Fatalf("%dx%d: Component({%d %d}, %d) = %v, want %v", rows, cols, i, j, start, got, want)
						}
					}
				}
			}
		}
	}
}
