package squaregrid

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// brutePlacements tries every square of the board as the anchor and keeps
// the placements whose squares are all on the board and free: the
// reference for Anchors, Place and AppendPlacements.
func brutePlacements(b *Board, sh Shape, free Set) []Placement {
	var out []Placement
	for a := range b.Len() {
		var cells Set
		ok := true
		for _, c := range sh.Cells() {
			i := b.Index(b.Point(a).Add(c))
			if i < 0 || !free.Has(i) {
				ok = false
				break
			}
			cells = cells.Add(i)
		}
		if ok && sh.Len() > 0 {
			out = append(out, Placement{Anchor: a, Cells: cells})
		}
	}
	return out
}

func TestPlacementsBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		free := genSet(t, "free")
		if rapid.Bool().Draw(t, "all-free") {
			free = b.All()
		}
		sh, err := NewShape(genPolyomino(t, 6)...)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range sh.Orientations() {
			want := brutePlacements(b, o, free)
			got := b.Placements(o, free)
			if !slices.Equal(got, want) {
				t.Fatalf("%dx%d, %v in\n%s: got %v, want %v", b.Rows(), b.Cols(), o, b.Draw(free), got, want)
			}
			var anchors Set
			for _, p := range got {
				anchors = anchors.Add(p.Anchor)
				if p.Cells.Count() != o.Len() || !p.Cells.SubsetOf(free.Intersect(b.All())) {
					t.Fatalf("placement %v leaves the free cells", p)
				}
				if cs := slices.Collect(b.Components(p.Cells)); len(cs) != 1 {
					t.Fatalf("placement %v is not one connected piece", p)
				}
			}
			if a := b.Anchors(o, free); a != anchors {
				t.Fatalf("Anchors = %v, want %v", a, anchors)
			}
			// Place agrees with the placements on the whole board.
			onBoard := brutePlacements(b, o, b.All())
			k := 0
			for a := -2; a < b.Len()+2; a++ {
				cells, ok := b.Place(o, a)
				if k < len(onBoard) && onBoard[k].Anchor == a {
					if !ok || cells != onBoard[k].Cells {
						t.Fatalf("Place(%v, %d) = %v, %v; want %v", o, a, cells, ok, onBoard[k].Cells)
					}
					k++
				} else if ok || !cells.IsEmpty() {
					t.Fatalf("Place(%v, %d) = %v, true; want off the board", o, a, cells)
				}
			}
		}
	})
}

func TestPlacementsKnown(t *testing.T) {
	domino := mustShape(t, "##")
	b2 := mustBoard(t, 2, 2)
	n := 0
	for _, o := range domino.Orientations() {
		n += len(b2.Placements(o, b2.All()))
	}
	if n != 4 {
		t.Errorf("domino on 2x2: %d placements, want 4", n)
	}
	// Arkadia: 12 x 16 board. A horizontal domino fits 12*15 ways, a vertical 11*16.
	ark := mustBoard(t, 12, 16)
	if h, v := len(ark.Placements(domino, ark.All())), len(ark.Placements(domino.Rotate(), ark.All())); h != 180 || v != 176 {
		t.Errorf("domino on 12x16: %d horizontal, %d vertical; want 180 and 176", h, v)
	}
	// Every orientation of the L tetromino: 4 orientations span 2x3 (11*14
	// anchors), 4 span 3x2 (10*15).
	l := mustShape(t, "#./#./##")
	total := 0
	for _, o := range l.Orientations() {
		total += len(ark.Placements(o, ark.All()))
	}
	if total != 4*11*14+4*10*15 {
		t.Errorf("L tetromino on 12x16: %d placements, want %d", total, 4*11*14+4*10*15)
	}
	// A monomino fits on every free cell.
	mono := mustShape(t, "#")
	free := SetOf(0, 5, 17, 191, 192, 255)
	if got := ark.Anchors(mono, free); got != SetOf(0, 5, 17, 191) {
		t.Errorf("monomino anchors = %v", got)
	}
	// Too big, or the zero Shape: nothing.
	if len(b2.Placements(mustShape(t, "###"), b2.All())) != 0 || len(b2.Placements(Shape{}, b2.All())) != 0 {
		t.Error("placements of a shape that does not fit")
	}
	if _, ok := b2.Place(Shape{}, 0); ok {
		t.Error("Place of the zero Shape")
	}
	// The S tetromino does not cover its anchor.
	s := mustShape(t, ".##/##.")
	b3 := mustBoard(t, 2, 3)
	ps := b3.Placements(s, b3.All())
	if len(ps) != 1 || ps[0].Anchor != 0 || ps[0].Cells != SetOf(1, 2, 3, 4) {
		t.Errorf("S on 2x3: %v", ps)
	}
	// A domino in a corridor of free cells.
	b5 := mustBoard(t, 3, 5)
	corridor, _ := b5.SetOf(Pt(1, 0), Pt(1, 1), Pt(1, 2), Pt(0, 2))
	got := b5.Placements(domino, corridor)
	if len(got) != 2 || got[0].Anchor != 5 || got[1].Anchor != 6 {
		t.Errorf("horizontal dominoes in the corridor: %v", got)
	}
	got = b5.Placements(domino.Rotate(), corridor)
	if len(got) != 1 || got[0].Anchor != 2 {
		t.Errorf("vertical dominoes in the corridor: %v", got)
	}
}

func TestAppendPlacementsDoesNotAllocate(t *testing.T) {
	b := mustBoard(t, 12, 16)
	sh := mustShape(t, "#./#./##")
	buf := make([]Placement, 0, Capacity)
	if n := testing.AllocsPerRun(100, func() { buf = b.AppendPlacements(buf[:0], sh, b.All()) }); n != 0 {
		t.Fatalf("AppendPlacements allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = b.Anchors(sh, b.All()) }); n != 0 {
		t.Fatalf("Anchors allocates %v times", n)
	}
}

// TestPlacementsEveryBoard compares the placements of a few small shapes with
// brute force on every board size, with every cell free and with a pattern
// of free cells, so that every word and column boundary is crossed.
func TestPlacementsEveryBoard(t *testing.T) {
	var shapes []Shape
	for _, d := range []string{"#", "##", "#/#", ".#/##", "#../###"} {
		shapes = append(shapes, mustShape(t, d))
	}
	for rows := 1; rows <= Capacity; rows++ {
		for cols := 1; rows*cols <= Capacity; cols++ {
			b := mustBoard(t, rows, cols)
			var pattern Set
			for i := range b.Len() {
				if i%7 != 3 && i%11 != 5 {
					pattern = pattern.Add(i)
				}
			}
			for _, free := range []Set{b.All(), pattern} {
				for _, sh := range shapes {
					if got, want := b.Placements(sh, free), brutePlacements(b, sh, free); !slices.Equal(got, want) {
						t.Fatalf("%dx%d, %v: got %v, want %v", rows, cols, sh, got, want)
					}
				}
			}
		}
	}
}

func TestAnchorsTouchingBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := genBoard(t)
		free := genSet(t, "free")
		if rapid.Bool().Draw(t, "all-free") {
			free = b.All()
		}
		touch := genSet(t, "touch")
		sh, err := NewShape(genPolyomino(t, MaxShapeLen)...)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range sh.Orientations() {
			var want Set
			for _, p := range brutePlacements(b, o, free) {
				if p.Cells.Intersects(touch) {
					want = want.Add(p.Anchor)
				}
			}
			if got := b.AnchorsTouching(o, free, touch); got != want {
				t.Fatalf("%dx%d, %v in\n%stouching\n%s: got %v, want %v", b.Rows(), b.Cols(), o, b.Draw(free), b.Draw(touch), got, want)
			}
		}
	})
}
