// Package squaregrid is the square-grid geometry of the module: points and
// directions, bounded boards with their neighbour tables, fixed-size bitsets
// of cells with fast growth and connected components, and polyominoes with
// their rotations, reflections and placements. Kingdomino (a kingdom of 5x5
// or 7x7 squares around a castle) and Arkadia (a board of 12 rows by 16
// columns on which buildings of 2 to 4 squares are laid in any orientation)
// are written on it.
//
// # Coordinates and cell indices
//
// A [Point] is {Row, Col}: row 0 is the top row and column 0 the left
// column; rows grow downwards and columns to the right. The four
// [Direction] values Up, Right, Down, Left are numbered clockwise from 0.
//
// A [Board] of rows x cols squares (at most [Capacity] = 256 of them)
// numbers its squares row by row: the cell index of (r, c) is r*cols + c.
// A [Set] holds cell indices as a 256-bit bitset of four 64-bit words, index
// i being bit i%64 of word i/64. On a 3 x 5 board:
//
//	        col 0  1  2  3  4
//	row 0      0  1  2  3  4       bit i of word 0 = cell i
//	row 1      5  6  7  8  9
//	row 2     10 11 12 13 14
//
// The right neighbour of cell i is i+1 and the one below is i+cols. So
// moving a whole set one square right is a shift of the bitset by one bit
// towards higher indices, after clearing the last column so that no cell
// wraps onto the next row; moving it down is a shift by cols bits (here 5),
// after which the cells beyond the last row are cleared. [Board.Dilate],
// [Board.Ring], [Board.Shift], [Board.Component] and [Board.Anchors] are
// built from these word-level shifts and masks, never from loops over
// cells, and none of them allocates.
//
// A board with rows*cols up to 256 fits: 16 x 16, 12 x 16 (Arkadia), 13 x 13
// (a Kingdomino board big enough for a 7 x 7 kingdom wherever its castle
// starts). Cells of a Set at or beyond a board's Len are ignored by the
// board's methods.
//
// # Polyominoes
//
// A [Shape] is a normalised polyomino of up to [MaxShapeLen] squares: its
// bounding box starts at (0,0) and its squares are sorted row by row, so
// equal shapes compare equal with ==. [Shape.Orientations] lists its
// distinct rotations and reflections in a fixed order (the shape itself
// first) and [Shape.Rotations] its rotations only. [Board.Anchors],
// [Board.Placements] and [Board.AppendPlacements] enumerate where one
// orientation fits inside a set of free cells, and [Board.AnchorsTouching]
// where it fits and also covers a cell of a second set (Arkadia: a building
// must touch what is built); anchors are computed for the whole board at
// once, by intersecting shifted copies of the free set, one per square of
// the shape. [Set.ShiftUp] moves a shape's cells, drawn at anchor 0, to any
// anchor.
//
// # Errors
//
// Bad input never panics. [NewBoard] returns an error wrapping [ErrBadSize],
// [Board.SetOf] one wrapping [ErrOffBoard], [NewShape] and [ParseShape] one
// wrapping [ErrBadShape], each naming the problem. Lookups of a point off the
// board return -1; lookups of an invalid index or direction return -1,
// Point{-1, -1}, nil or the empty set, as each method documents; Set methods
// ignore indices outside [0, Capacity).
package squaregrid
