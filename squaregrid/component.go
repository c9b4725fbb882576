package squaregrid

import "iter"

// Component returns the 4-connected component of s that holds cell start:
// every cell of s reachable from start by steps between cells of s that
// share a side. It returns the empty set when start is not a cell of s on
// the board. Members of s at or beyond Len are ignored.
//
// The component grows from start by repeated dilation kept inside s (the
// word-level shifts of [Board.Dilate]), so it costs one dilation per step of
// the longest shortest path from start within the component, and never
// allocates.
func (b *Board) Component(s Set, start int) Set {
	s = s.Intersect(b.all)
	if !s.Has(start) {
		return Set{}
	}
	c := Set{}.Add(start)
	if b.cols >= 64 {
		for {
			next := b.dilateWide(c).Intersect(s)
			if next == c {
				return c
			}
			c = next
		}
	}
	return b.fillNarrow(c, s)
}

// fillNarrow grows c inside s by repeated dilation until it stops growing,
// for boards of fewer than 64 columns: Dilate's word formulas applied to
// scalar words that stay in registers across the iterations, so that one
// iteration is a few dozen register operations.
func (b *Board) fillNarrow(c, s Set) Set {
	n := uint(b.cols) & 63
	m := (64 - n) & 63
	s0, s1, s2, s3 := s[0], s[1], s[2], s[3]
	nf, nl := &b.notFirstCol, &b.notLastCol
	c0, c1, c2, c3 := c[0], c[1], c[2], c[3]
	for {
		// Vertical steps (by n bits) need no mask since s is on the board;
		// a step right may only land on a cell with col > 0, a step left on
		// a cell with col < cols-1.
		v0 := s0 & (c0 | c0>>n | c1<<m | c0<<n | (c0<<1)&nf[0] | (c0>>1|c1<<63)&nl[0])
		v1 := s1 & (c1 | c1>>n | c2<<m | c1<<n | c0>>m | (c1<<1|c0>>63)&nf[1] | (c1>>1|c2<<63)&nl[1])
		v2 := s2 & (c2 | c2>>n | c3<<m | c2<<n | c1>>m | (c2<<1|c1>>63)&nf[2] | (c2>>1|c3<<63)&nl[2])
		v3 := s3 & (c3 | c3>>n | c3<<n | c2>>m | (c3<<1|c2>>63)&nf[3] | (c3>>1)&nl[3])
		if v0 == c0 && v1 == c1 && v2 == c2 && v3 == c3 {
			return Set{c0, c1, c2, c3}
		}
		c0, c1, c2, c3 = v0, v1, v2, v3
	}
}

// Components returns an iterator over the 4-connected components of s (its
// maximal groups of cells joined through shared sides), in increasing order
// of their smallest cell index. Together they partition the on-board part
// of s. See [Board.AppendComponents] to collect them in a slice.
func (b *Board) Components(s Set) iter.Seq[Set] {
	return func(yield func(Set) bool) {
		rest := s.Intersect(b.all)
		for !rest.IsEmpty() {
			c := b.Component(rest, rest.First())
			if !yield(c) {
				return
			}
			rest = rest.Diff(c)
		}
	}
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
