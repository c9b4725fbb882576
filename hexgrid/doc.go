// Package hexgrid is the hex geometry of Kingdom Builder: coordinates,
// directions, distances and straight lines on pointy-top hexes, and bounded
// rectangular boards with precomputed neighbour tables and 512-bit cell sets
// for fast legal-move generation.
//
// # Coordinates
//
// Hexes are pointy-top (a vertex up, rows running left to right) and are
// named by [Offset] coordinates in the "odd-r" layout, the one Kingdom Builder
// prints: row 0 is the top row, column 0 the leftmost hex of a row, even rows
// are flush left and odd rows are shifted half a hex to the right. The first
// rows of a board with their (row,col) coordinates:
//
//	(0,0)  (0,1)  (0,2)  (0,3)        row 0, even: flush left
//	   (1,0)  (1,1)  (1,2)  (1,3)     row 1, odd: half a hex to the right
//	(2,0)  (2,1)  (2,2)  (2,3)
//
// So the neighbours of (r,c) are (r,c-1) and (r,c+1) in its row and, in the
// rows above and below, (r±1,c-1) and (r±1,c) when r is even but (r±1,c) and
// (r±1,c+1) when r is odd.
//
// Arithmetic is done in [Axial] coordinates (q,r), where the six directions
// are constant vectors, and [Cube] coordinates (x,y,z) with x+y+z = 0 are
// available too. The conversions are exact for every hex, including negative
// rows and columns: q = col - ⌊row/2⌋, r = row.
//
// # Directions
//
// The six [Direction] values run counter-clockwise from East:
//
//	    NorthWest(2)  NorthEast(1)
//	West(3)      hex      East(0)
//	    SouthWest(4)  SouthEast(5)
//
// so that d.Opposite() is d+3 (mod 6). East and West stay in the row; the
// other four change the row by one. The three axes (East-West,
// NorthEast-SouthWest, NorthWest-SouthEast) are the "straight lines" of the
// game (Tavern, Paddock, Caravan): see [Line], [Board.Line], [Board.Ray],
// [Board.Run], [Board.Slide], [Board.StepSet] (the Paddock's jump) and
// [DirectionTo]. [Board.Edge] is the outer ring of the board (the Tower's
// "edge of the board"), [Board.Row] and [Board.Column] its lines of cells.
//
// # Boards, cell indices and sets
//
// A [Board] is a rectangle of rows x cols hexes (at most [Capacity] = 512
// cells) in the same odd-r layout. Its cells are numbered row by row: the cell
// at (r,c) has index r*cols + c. On a board of 3 rows and 4 columns:
//
//	 / \ / \ / \ / \
//	| 0 | 1 | 2 | 3 |        row 0 (even)
//	 \ / \ / \ / \ / \
//	  | 4 | 5 | 6 | 7 |      row 1 (odd)
//	 / \ / \ / \ / \ /
//	| 8 | 9 |10 |11 |        row 2 (even)
//	 \ / \ / \ / \ /
//
// Cell 5 = (1,1) touches 4 and 6 in its row, 1 and 2 above and 9 and 10
// below; cell 9 = (2,1) touches 8 and 10, and 4 and 5 above. A [Set] holds any subset of the cell indices 0..511 as eight 64-bit
// words; index i is bit i%64 of word i/64. Sets are values: compare them with
// ==, copy them freely; none of their methods but String allocates.
//
// Because the layout is row-major, one step in a direction moves every cell of
// a set by a constant amount (±1, or ±cols give or take one depending on the
// row's parity), so [Board.Dilate] (a set plus its neighbours),
// [Board.Ring] and [Board.Shift] work on whole 64-bit words with shifts and
// precomputed masks of the first and last columns and of the even and odd
// rows, instead of visiting cells one by one. Per-cell queries
// ([Board.Neighbor], [Board.Neighbors], [Board.NeighborSet],
// [Board.NeighborTable], [Board.Touches], [Board.Ray], [Board.StepSet],
// [Board.Row], [Board.Column], [Board.Edge]) read tables built by [NewBoard];
// [Board.Touching] counts neighbours in a set for every cell at once.
//
// # Cost
//
// A Board is built once (NewBoard on a 20x20 board takes well under a
// millisecond and about 210 KB) and then only read. On a 20x20 board,
// Board.Dilate and Board.Shift cost a few tens of nanoseconds, a couple of
// hundred times less than looping over the neighbour tables cell by cell, and
// none of the Set and Board operations allocates (String and Draw aside).
// The package's benchmarks measure these costs.
//
// # Turning a board
//
// Kingdom Builder sections may be laid turned by half a turn. [Rotate180]
// maps (r,c) in a rows x cols rectangle to (rows-1-r, cols-1-c); on a Board
// that is index Len()-1-i ([Board.Rotate180], [Board.Rotate180Set]). The turn
// sends even rows to odd rows and back only when rows is even, and only then
// is it a symmetry of the odd-r grid, keeping neighbours neighbours: true of
// the 10x10 sections and of the 20x20 board, not of a rectangle with an odd
// number of rows. A quarter turn is never a symmetry of a pointy-top grid.
// [Board.Embed] copies a set of a section's cells, turned or not, into a
// bigger board, and [Board.Rect] gives the cells of a quadrant.
//
// # Errors
//
// Nothing in this package panics on bad input. [NewBoard] returns an error
// wrapping [ErrBadSize] for a non-positive size or more than [Capacity] cells,
// and [Board.SetOf] one wrapping [ErrOffBoard] for a hex off the board;
// [Board.Index] returns -1 for a hex off the board; the other Board methods
// return -1, nil or the empty set for an index off the board or an invalid
// Direction, as each documents.
package hexgrid
