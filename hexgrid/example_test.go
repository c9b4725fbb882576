package hexgrid_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/hexgrid"
)

func ExampleOffset_Neighbors() {
	// An even row and an odd row: the rows above and below are reached at
	// columns c-1 and c from an even row, c and c+1 from an odd row.
	for _, o := range []hexgrid.Offset{{Row: 2, Col: 3}, {Row: 3, Col: 3}} {
		for d, n := range o.Neighbors() {
			fmt.Printf("%v %-9v %v\n", o, hexgrid.Direction(d), n)
		}
	}
	// Output:
	// (2,3) East      (2,4)
	// (2,3) NorthEast (1,3)
	// (2,3) NorthWest (1,2)
	// (2,3) West      (2,2)
	// (2,3) SouthWest (3,2)
	// (2,3) SouthEast (3,3)
	// (3,3) East      (3,4)
	// (3,3) NorthEast (2,4)
	// (3,3) NorthWest (2,3)
	// (3,3) West      (3,2)
	// (3,3) SouthWest (4,3)
	// (3,3) SouthEast (4,4)
}

func ExampleDistance() {
	a, b := hexgrid.Offset{Row: 0, Col: 0}, hexgrid.Offset{Row: 4, Col: 2}
	fmt.Println(hexgrid.Distance(a, b))
	fmt.Println(a.Axial(), a.Cube(), b.Axial(), b.Cube())
	// Output:
	// 4
	// [0,0] <0,0,0> [0,4] <0,-4,4>
}

func ExampleWithin() {
	fmt.Println(hexgrid.Within(hexgrid.Offset{Row: 1, Col: 1}, 1))
	// Output:
	// [(0,1) (0,2) (1,0) (1,1) (1,2) (2,1) (2,2)]
}

func ExampleLine() {
	for o := range hexgrid.Line(hexgrid.Offset{Row: 0, Col: 0}, hexgrid.SouthEast) {
		if o.Row > 4 {
			break
		}
		fmt.Print(o, " ")
	}
	fmt.Println()
	// Output:
	// (1,0) (2,1) (3,1) (4,2)
}

func ExampleRotate180() {
	// A Kingdom Builder section is 10x10; laid turned, its corner (0,0)
	// lands on (9,9), and the neighbours (0,0) and (1,0) stay neighbours.
	a, b := hexgrid.Offset{Row: 0, Col: 0}, hexgrid.Offset{Row: 1, Col: 0}
	ra, rb := hexgrid.Rotate180(a, 10, 10), hexgrid.Rotate180(b, 10, 10)
	fmt.Println(ra, rb, hexgrid.Distance(ra, rb))
	// Output:
	// (9,9) (8,9) 1
}

func ExampleBoard_Dilate() {
	b, err := hexgrid.NewBoard(5, 6)
	if err != nil {
		panic(err)
	}
	s := hexgrid.SetOf(b.Index(hexgrid.Offset{Row: 2, Col: 2}))
	fmt.Print(b.Draw(b.Dilate(s)))
	fmt.Println(b.Ring(s))
	// Output:
	// . . . . . .
	//  . # # . . .
	// . # # # . .
	//  . # # . . .
	// . . . . . .
	// {7 8 13 15 19 20}
}

func ExampleBoard_Neighbors() {
	b, _ := hexgrid.NewBoard(20, 20)
	i := b.Index(hexgrid.Offset{Row: 3, Col: 3})
	fmt.Println(i, b.Neighbors(i), b.Neighbor(i, hexgrid.NorthEast), b.Offset(44))
	fmt.Println(b.Neighbors(0), b.Index(hexgrid.Offset{Row: 20, Col: 0}))
	// Output:
	// 63 [64 44 43 62 83 84] 44 (2,4)
	// [1 20] -1
}

func ExampleNewBoard() {
	_, err := hexgrid.NewBoard(30, 30)
	fmt.Println(err)
	// Output:
	// hexgrid: bad board size: 30 x 30: more than 512 cells
}

func ExampleSet_All() {
	s := hexgrid.SetOf(70, 3, 12)
	for i := range s.All() {
		fmt.Print(i, " ")
	}
	fmt.Println(s.Count(), s.Has(12), s.Next(13))
	// Output:
	// 3 12 70 3 true 70
}

func ExampleBoard_Slide() {
	// Moving a piece as far as possible in a straight line: East from
	// (0,0) over free cells, stopping before the occupied (0,4).
	b, _ := hexgrid.NewBoard(4, 6)
	free := b.All().Remove(b.Index(hexgrid.Offset{Row: 0, Col: 4}))
	end := b.Slide(0, hexgrid.East, free)
	fmt.Println(b.Offset(end), b.Run(0, hexgrid.East, free))
	// Output:
	// (0,3) 3
}

func ExampleBoard_Shift() {
	// Cells that end a line of three cells of s along the East-West axis:
	// c is in s, and so are its West neighbour and that one's West
	// neighbour.
	b, _ := hexgrid.NewBoard(3, 6)
	s := hexgrid.SetOf(0, 1, 2, 7, 9, 14, 15)
	east := b.Shift(s, hexgrid.East)
	ends := s.Intersect(east).Intersect(b.Shift(east, hexgrid.East))
	fmt.Println(ends)
	// Output:
	// {2}
}

func ExampleBoard_Components() {
	b, _ := hexgrid.NewBoard(4, 5)
	s := hexgrid.SetOf(0, 1, 5, 3, 4, 17, 18)
	fmt.Print(b.Draw(s))
	for g := range b.Components(s) {
		fmt.Println(g, g.Count())
	}
	// Output:
	// # # . # #
	//  # . . . .
	// . . . . .
	//  . . # # .
	// {0 1 5} 3
	// {3 4} 2
	// {17 18} 2
}

// The Paddock of Kingdom Builder moves a settlement two hexes in a straight
// line, jumping over whatever lies between; the Tower builds on the edge.
func ExampleBoard_StepSet() {
	b, _ := hexgrid.NewBoard(5, 7)
	i := b.Index(hexgrid.Offset{Row: 2, Col: 2})
	fmt.Print(b.Draw(b.StepSet(i, 2)))
	fmt.Println()
	fmt.Print(b.Draw(b.Edge()))
	// Output:
	// . # . # . . .
	//  . . . . . . .
	// # . . . # . .
	//  . . . . . . .
	// . # . # . . .
	//
	// # # # # # # #
	//  # . . . . . #
	// # . . . . . #
	//  # . . . . . #
	// # # # # # # #
}
