package squaregrid

// Shift returns the cells of s moved one square in direction d: a cell at
// (r, c) becomes the cell at (r, c) + d.Delta(). Cells that would leave the
// board are dropped, as are members of s at or beyond Len. An invalid
// direction returns the on-board part of s unchanged.
//
// Shift works on whole 64-bit words: with the row-major layout, Right and
// Left are shifts of the bitset by one bit (after masking out the last or
// first column, so no cell wraps onto the next row) and Down and Up are
// shifts by Cols() bits.
func (b *Board) Shift(s Set, d Direction) Set {
	s = s.Intersect(b.all)
	switch d {
	case Up:
		return shiftDown(s, uint(b.cols))
	case Right:
		return shiftUp(s.Intersect(b.notLastCol), 1)
	case Down:
		return shiftUp(s, uint(b.cols)).Intersect(b.all)
	case Left:
		return shiftDown(s.Intersect(b.notFirstCol), 1)
	}
	return s
}

// Dilate returns s together with every cell that shares a side with a cell
// of s: the one-step 4-neighbourhood growth of s. Members of s at or beyond
// Len are ignored.
//
// It costs four word-level shifts of the bitset (see [Board.Shift]) and no
// loop over cells, whatever the size of s.
func (b *Board) Dilate(s Set) Set {
	s = s.Intersect(b.all)
	var r Set
	n := uint(b.cols)
	if n < 64 {
		// The common case, unrolled: every board with fewer than 64 columns.
		m := 64 - n
		l := s.Intersect(b.notFirstCol) // cells with a left neighbour
		h := s.Intersect(b.notLastCol)  // cells with a right neighbour
		r = Set{
			s[0] | s[0]>>n | s[1]<<m | s[0]<<n | l[0]>>1 | l[1]<<63 | h[0]<<1,
			s[1] | s[1]>>n | s[2]<<m | s[1]<<n | s[0]>>m | l[1]>>1 | l[2]<<63 | h[1]<<1 | h[0]>>63,
			s[2] | s[2]>>n | s[3]<<m | s[2]<<n | s[1]>>m | l[2]>>1 | l[3]<<63 | h[2]<<1 | h[1]>>63,
			s[3] | s[3]>>n | s[3]<<n | s[2]>>m | l[3]>>1 | h[3]<<1 | h[2]>>63,
		}
	} else {
		r = s.Union(shiftDown(s, n)).Union(shiftUp(s, n)).
			Union(shiftDown(s.Intersect(b.notFirstCol), 1)).
			Union(shiftUp(s.Intersect(b.notLastCol), 1))
	}
	return r.Intersect(b.all)
}

// Ring returns the cells of the board that share a side with a cell of s
// but are not in s: Dilate(s) minus s. An Arkadia building is complete
// exactly when its Ring is a subset of the occupied squares (squares off the
// board never appear in a Ring).
func (b *Board) Ring(s Set) Set {
	return b.Dilate(s).Diff(s)
}

// NeighborSet returns the set of the cells sharing a side with cell i, or the
// empty set when i is not a cell of the board.
func (b *Board) NeighborSet(i int) Set {
	if uint(i) >= uint(b.n) {
		return Set{}
	}
	var s Set
	for _, j := range b.nbr[i] {
		if j >= 0 {
			s = s.Add(int(j))
		}
	}
	return s
}
