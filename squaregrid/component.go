package squaregrid

// Component returns the 4-connected component of s that holds cell start:
// every cell of s reachable from start by steps between cells of s that
// share a side. It returns the empty set when start is not a cell of s on
// the board. Members of s at or beyond Len are ignored.
//
// The component grows from start by repeated [Board.Dilate] kept inside s,
// so it costs one dilation per step of the longest shortest path from start
// within the component, and never allocates.
func (b *Board) Component(s Set, start int) Set {
	s = s.Intersect(b.all)
	if !s.Has(start) {
		return Set{}
	}
	c := Set{}.Add(start)
	for {
		next := b.Dilate(c).Intersect(s)
		if next == c {
			return c
		}
		c = next
	}
}

// Components returns the 4-connected components of s, ordered by their
// smallest cell index. Together they partition the on-board part of s. See
// [Board.AppendComponents] to reuse a slice.
func (b *Board) Components(s Set) []Set {
	return b.AppendComponents(nil, s)
}

// AppendComponents appends the 4-connected components of s to dst, ordered
// by their smallest cell index, and returns the extended slice. It
// allocates only when dst lacks room.
func (b *Board) AppendComponents(dst []Set, s Set) []Set {
	rest := s.Intersect(b.all)
	for !rest.IsEmpty() {
		c := b.Component(rest, rest.First())
		dst = append(dst, c)
		rest = rest.Diff(c)
	}
	return dst
}
