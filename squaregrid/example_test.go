package squaregrid_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/squaregrid"
)

// The number of distinct orientations (rotations and reflections) of some
// polyominoes.
func ExampleShape_Orientations() {
	for _, s := range []struct{ name, drawing string }{
		{"I tromino", "###"},
		{"L tetromino", "#./#./##"},
		{"O tetromino", "##/##"},
		{"T tetromino", "###/.#."},
		{"S tetromino", ".##/##."},
	} {
		sh, err := squaregrid.ParseShape(s.drawing)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%-11s %-8s %d orientations, %d rotations\n", s.name, sh, len(sh.Orientations()), len(sh.Rotations()))
	}
	// Output:
	// I tromino   ###      2 orientations, 2 rotations
	// L tetromino #./#./## 8 orientations, 4 rotations
	// O tetromino ##/##    1 orientations, 1 rotations
	// T tetromino ###/.#.  4 orientations, 4 rotations
	// S tetromino .##/##.  4 orientations, 2 rotations
}

// The order of the orientations: the shape, its quarter turns clockwise,
// then the same for its mirror image.
func ExampleShape_Orientations_order() {
	l, _ := squaregrid.ParseShape("#./#./##")
	for _, o := range l.Orientations() {
		fmt.Println(o)
	}
	// Output:
	// #./#./##
	// ###/#..
	// ##/.#/.#
	// ..#/###
	// .#/.#/##
	// #../###
	// ##/#./#.
	// ###/..#
}

func ExampleNewShape() {
	// Any offset and order: the shape is normalised.
	t, err := squaregrid.NewShape(squaregrid.Pt(5, 8), squaregrid.Pt(4, 7), squaregrid.Pt(4, 8), squaregrid.Pt(4, 9))
	fmt.Println(t, err, t.Cells())
	_, err = squaregrid.NewShape(squaregrid.Pt(0, 0), squaregrid.Pt(1, 1))
	fmt.Println(err)
	// Output:
	// ###/.#. <nil> [(0,0) (0,1) (0,2) (1,1)]
	// squaregrid: bad shape: squares [(0,0) (1,1)] are not connected
}

func ExampleBoard_Dilate() {
	b, _ := squaregrid.NewBoard(4, 6)
	s, _ := b.SetOf(squaregrid.Pt(0, 0), squaregrid.Pt(2, 3), squaregrid.Pt(2, 4))
	fmt.Print(b.Draw(s), "\n", b.Draw(b.Dilate(s)), "\n", b.Draw(b.Ring(s)))
	// Output:
	// #.....
	// ......
	// ...##.
	// ......
	//
	// ##....
	// #..##.
	// ..####
	// ...##.
	//
	// .#....
	// #..##.
	// ..#..#
	// ...##.
}

func ExampleBoard_Components() {
	b, _ := squaregrid.NewBoard(3, 5)
	s, _ := b.SetOf(
		squaregrid.Pt(0, 0), squaregrid.Pt(0, 1), squaregrid.Pt(1, 1),
		squaregrid.Pt(0, 3), squaregrid.Pt(1, 4), squaregrid.Pt(2, 4), squaregrid.Pt(2, 3),
	)
	for c := range b.Components(s) {
		fmt.Println(c, b.BoundsOf(c))
	}
	// Output:
	// {0 1 6} (0,0)-(1,1)
	// {3} (0,3)-(0,3)
	// {9 13 14} (1,3)-(2,4)
}

// Every placement of every orientation of a domino on a 2 x 2 board.
func ExampleBoard_Placements() {
	b, _ := squaregrid.NewBoard(2, 2)
	domino, _ := squaregrid.ParseShape("##")
	for _, o := range domino.Orientations() {
		for _, p := range b.Placements(o, b.All()) {
			fmt.Println(o, "at", b.Point(p.Anchor), "covers", p.Cells)
		}
	}
	// Output:
	// ## at (0,0) covers {0 1}
	// ## at (1,0) covers {2 3}
	// #/# at (0,0) covers {0 2}
	// #/# at (0,1) covers {1 3}
}

// Arkadia: a building is complete when every square next to it is occupied
// or off the board, that is when its Ring lies inside the occupied squares.
func ExampleBoard_Ring() {
	b, _ := squaregrid.NewBoard(12, 16)
	building, _ := b.SetOf(squaregrid.Pt(0, 0), squaregrid.Pt(0, 1), squaregrid.Pt(1, 0))
	others, _ := b.SetOf(squaregrid.Pt(0, 2), squaregrid.Pt(2, 0))
	occupied := building.Union(others)
	fmt.Println(b.Ring(building).SubsetOf(occupied))
	occupied = occupied.Add(b.Index(squaregrid.Pt(1, 1)))
	fmt.Println(b.Ring(building).SubsetOf(occupied))
	// Output:
	// false
	// true
}

// Allocation-free enumeration: reuse one slice for every orientation.
func ExampleBoard_AppendPlacements() {
	b, _ := squaregrid.NewBoard(12, 16)
	l, _ := squaregrid.ParseShape("#./#./##")
	free := b.All()
	buf := make([]squaregrid.Placement, 0, squaregrid.Capacity)
	total := 0
	for _, o := range l.Orientations() {
		buf = b.AppendPlacements(buf[:0], o, free)
		total += len(buf)
	}
	fmt.Println(total)
	// Output:
	// 1216
}

func ExampleSet_All() {
	s := squaregrid.SetOf(70, 3, 200)
	for i := range s.All() {
		fmt.Print(i, " ")
	}
	fmt.Println(s.Count())
	// Output:
	// 3 70 200 3
}

func ExampleBoundsOf() {
	// Kingdomino: a kingdom must fit in a 5 x 5 square.
	kingdom := squaregrid.BoundsOf(squaregrid.Pt(0, 0), squaregrid.Pt(-2, 1), squaregrid.Pt(1, 2))
	fmt.Println(kingdom, kingdom.Rows(), kingdom.Cols())
	grown := kingdom.Extend(squaregrid.Pt(3, 2))
	fmt.Println(grown.Rows() <= 5 && grown.Cols() <= 5)
	// Output:
	// (-2,0)-(1,2) 4 3
	// false
}

// Arkadia: a new building goes on free squares and must touch what is
// already built. Here a 3x4 board holds one building on (0,0); an L tromino
// in its first orientation may go where it stays on free squares and covers
// one of the free squares next to that building.
func ExampleBoard_AnchorsTouching() {
	b, _ := squaregrid.NewBoard(3, 4)
	built, _ := b.SetOf(squaregrid.Pt(0, 0))
	free := b.All().Diff(built)
	near := b.Ring(built) // the free squares next to the building
	l, _ := squaregrid.ParseShape("#./##")
	for a := range b.AnchorsTouching(l, free, near).All() {
		cells, _ := b.Place(l, a)
		fmt.Println("anchor", b.Point(a), "covers", cells)
	}
	fmt.Println(b.Anchors(l, free).Count(), "anchors without the touching rule")
	// Output:
	// anchor (0,1) covers {1 5 6}
	// anchor (1,0) covers {4 8 9}
	// 5 anchors without the touching rule
}

// ShiftUp moves a shape drawn at anchor 0 to any anchor on a board: here
// a domino on a 4-column board moves one row down and one column right.
func ExampleSet_ShiftUp() {
	b, _ := squaregrid.NewBoard(3, 4)
	h, _ := squaregrid.ParseShape("##")
	domino, _ := b.Place(h, 0)
	moved := domino.ShiftUp(b.Cols() + 1)
	fmt.Println(domino, moved, moved.ShiftDown(b.Cols()+1))
	// Output:
	// {0 1} {5 6} {0 1}
}
