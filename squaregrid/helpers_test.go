package squaregrid

import (
	"testing"

	"pgregory.net/rapid"
)

// specialSizes are board shapes that exercise the edges of the bitset
// layout: one-wide boards, rows straddling word boundaries, rows of 64 or
// more columns (the generic shift path) and full boards.
var specialSizes = [][2]int{
	{1, 1}, {1, 2}, {2, 1}, {1, 256}, {256, 1}, {16, 16}, {12, 16}, {13, 13},
	{9, 9}, {5, 5}, {7, 7}, {2, 128}, {4, 64}, {3, 65}, {2, 100}, {8, 32},
	{3, 63}, {4, 63}, {2, 127}, {17, 15},
}

// genBoard draws a board: a special size, a nearly full board, or any size
// with rows*cols <= 256.
func genBoard(t *rapid.T) *Board {
	var rows, cols int
	switch rapid.IntRange(0, 2).Draw(t, "kind") {
	case 0:
		sz := rapid.SampledFrom(specialSizes).Draw(t, "size")
		rows, cols = sz[0], sz[1]
	case 1: // as many columns as fit: boards of close to 256 cells
		rows = rapid.IntRange(1, 256).Draw(t, "rows")
		cols = Capacity / rows
	default:
		rows = rapid.IntRange(1, 256).Draw(t, "rows")
		cols = rapid.IntRange(1, Capacity/rows).Draw(t, "cols")
	}
	b, err := NewBoard(rows, cols)
	if err != nil {
		t.Fatalf("NewBoard(%d, %d): %v", rows, cols, err)
	}
	return b
}

// genSet draws any Set (bits beyond a board's Len included), with a density
// chosen per draw so that sparse, dense and mixed sets all appear.
func genSet(t *rapid.T, label string) Set {
	var s Set
	switch rapid.IntRange(0, 3).Draw(t, label+"-kind") {
	case 0: // raw words
		for w := range s {
			s[w] = rapid.Uint64().Draw(t, label+"-word")
		}
	default:
		p := rapid.IntRange(0, 100).Draw(t, label+"-density")
		for i := range Capacity {
			if rapid.IntRange(0, 99).Draw(t, label+"-bit") < p {
				s = s.Add(i)
			}
		}
	}
	return s
}

// genPolyomino draws a random polyomino as a list of distinct, connected
// points at a random offset and in random order.
func genPolyomino(t *rapid.T, maxLen int) []Point {
	n := rapid.IntRange(1, maxLen).Draw(t, "len")
	pts := []Point{{0, 0}}
	has := map[Point]bool{{0, 0}: true}
	for len(pts) < n {
		p := pts[rapid.IntRange(0, len(pts)-1).Draw(t, "grow-from")]
		q := p.Neighbor(Direction(rapid.IntRange(0, 3).Draw(t, "grow-dir")))
		if !has[q] {
			has[q] = true
			pts = append(pts, q)
		}
	}
	off := Point{rapid.IntRange(-1000, 1000).Draw(t, "dr"), rapid.IntRange(-1000, 1000).Draw(t, "dc")}
	perm := rapid.Permutation(pts).Draw(t, "perm")
	for k := range perm {
		perm[k] = perm[k].Add(off)
	}
	return perm
}

// connected reports whether the points are 4-connected (brute force).
func connected(pts []Point) bool {
	if len(pts) == 0 {
		return false
	}
	seen := map[Point]bool{pts[0]: true}
	stack := []Point{pts[0]}
	in := map[Point]bool{}
	for _, p := range pts {
		in[p] = true
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, q := range p.Neighbors() {
			if in[q] && !seen[q] {
				seen[q] = true
				stack = append(stack, q)
			}
		}
	}
	return len(seen) == len(in)
}

func mustBoard(tb testing.TB, rows, cols int) *Board {
	tb.Helper()
	b, err := NewBoard(rows, cols)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func mustShape(tb testing.TB, s string) Shape {
	tb.Helper()
	sh, err := ParseShape(s)
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}
