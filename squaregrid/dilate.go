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
	if b.cols >= 64 {
		return b.dilateWide(s)
	}
	// The common case, every board with fewer than 64 columns, written on
	// scalar words so that the compiler keeps them in registers (it keeps
	// arrays in memory). Masking the shift counts tells it they are < 64.
	// Horizontal steps are masked after the shift: a step right may only
	// land on a cell with col > 0, a step left on a cell with col < cols-1.
	n := uint(b.cols) & 63
	m := (64 - n) & 63
	s0, s1, s2, s3 := s[0]&b.all[0], s[1]&b.all[1], s[2]&b.all[2], s[3]&b.all[3]
	nf, nl := &b.notFirstCol, &b.notLastCol
	r0 := s0 | s0>>n | s1<<m | s0<<n | (s0<<1)&nf[0] | (s0>>1|s1<<63)&nl[0]
	r1 := s1 | s1>>n | s2<<m | s1<<n | s0>>m | (s1<<1|s0>>63)&nf[1] | (s1>>1|s2<<63)&nl[1]
	r2 := s2 | s2>>n | s3<<m | s2<<n | s1>>m | (s2<<1|s1>>63)&nf[2] | (s2>>1|s3<<63)&nl[2]
	r3 := s3 | s3>>n | s3<<n | s2>>m | (s3<<1|s2>>63)&nf[3] | (s3>>1)&nl[3]
	return Set{r0 & b.all[0], r1 & b.all[1], r2 & b.all[2], r3 & b.all[3]}
}

// dilateWide is Dilate for boards of 64 columns or more, kept out of line
// so that the common case stays small.
//
//go:noinline
func (b *Board) dilateWide(s Set) Set {
	s = s.Intersect(b.all)
	return s.Union(shiftDown(s, uint(b.cols))).Union(shiftUp(s, uint(b.cols))).
		Union(shiftDown(s.Intersect(b.notFirstCol), 1)).
		Union(shiftUp(s.Intersect(b.notLastCol), 1)).Intersect(b.all)
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
