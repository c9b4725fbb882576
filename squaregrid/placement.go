package squaregrid

import "math/bits"

// A Placement is one way to lay a [Shape] on a [Board]: Anchor is the cell
// where the shape's (0,0) corner, the top-left square of its bounding box,
// lands, and Cells the cells the shape then covers. With an anchor at
// (r, c), the shape's square (dr, dc) covers (r+dr, c+dc).
type Placement struct {
	Anchor int
	Cells  Set
}

// offsets returns the cell-index offsets of the squares of sh on b relative
// to the anchor, and whether sh fits on b at all.
func (b *Board) offsets(sh Shape) (off [MaxShapeLen]int, ok bool) {
	if sh.n == 0 || int(sh.rows) > b.rows || int(sh.cols) > b.cols {
		return off, false
	}
	for k, v := range sh.cells[:sh.n] {
		off[k] = int(v>>4)*b.cols + int(v&15)
	}
	return off, true
}

// Anchors returns the set of anchors (see [Placement]) at which sh lies
// entirely on the board and inside free. Members of free at or beyond Len
// are ignored. The zero Shape, or a shape larger than the board, has no
// anchor.
//
// It costs one word-level shift and intersection of free per square of sh,
// whatever the size of the board, and does not allocate.
func (b *Board) Anchors(sh Shape, free Set) Set {
	off, ok := b.offsets(sh)
	if !ok {
		return Set{}
	}
	free = free.Intersect(b.all)
	// An anchor a works when a+off[k] is free for every square k. Shifting
	// free down by off[k] lines a+off[k] up with a. The column mask stops a
	// shape from wrapping around the right edge onto the next row; the last
	// rows drop out by themselves, since free has no cell beyond Len.
	fit := &b.fitCols[sh.cols]
	a0, a1, a2, a3 := fit[0], fit[1], fit[2], fit[3]
	f0, f1, f2, f3 := free[0], free[1], free[2], free[3]
	for _, o := range off[:sh.n] {
		if o >= 64 {
			t := shiftDown(free, uint(o))
			a0, a1, a2, a3 = a0&t[0], a1&t[1], a2&t[2], a3&t[3]
			continue
		}
		// Shift by o < 64 bits on scalar words (see shiftDown).
		n := uint(o) & 63
		m := (64 - n) & 63
		if n == 0 {
			a0, a1, a2, a3 = a0&f0, a1&f1, a2&f2, a3&f3
			continue
		}
		a0 &= f0>>n | f1<<m
		a1 &= f1>>n | f2<<m
		a2 &= f2>>n | f3<<m
		a3 &= f3 >> n
	}
	return Set{a0, a1, a2, a3}
}

// AnchorsTouching returns the anchors (see [Placement]) at which sh lies
// entirely on the board and inside free, and covers at least one cell of
// touch: b.Anchors(sh, free) without the placements that miss touch. With
// touch the free cells next to a player's pieces, it lists the placements
// that must touch what is already built. Members of free or touch at or
// beyond Len are ignored.
//
// Like Anchors, it costs a few word operations per square of sh and does
// not allocate.
func (b *Board) AnchorsTouching(sh Shape, free, touch Set) Set {
	if sh.n == 0 || int(sh.rows) > b.rows || int(sh.cols) > b.cols {
		return Set{}
	}
	// As in Anchors, with a second set n gathering the anchors at which
	// some square lands on touch. Scalar words and offsets computed in the
	// loop keep this as fast as a hand-written version over precomputed
	// offsets.
	all, fit := &b.all, &b.fitCols[sh.cols]
	a0, a1, a2, a3 := fit[0], fit[1], fit[2], fit[3]
	var n0, n1, n2, n3 uint64
	f0, f1, f2, f3 := free[0]&all[0], free[1]&all[1], free[2]&all[2], free[3]&all[3]
	e0, e1, e2, e3 := touch[0]&all[0], touch[1]&all[1], touch[2]&all[2], touch[3]&all[3]
	for _, v := range sh.cells[:sh.n] {
		o := int(v>>4)*b.cols + int(v&15)
		if o >= 64 {
			t := shiftDown(Set{f0, f1, f2, f3}, uint(o))
			u := shiftDown(Set{e0, e1, e2, e3}, uint(o))
			a0, a1, a2, a3 = a0&t[0], a1&t[1], a2&t[2], a3&t[3]
			n0, n1, n2, n3 = n0|u[0], n1|u[1], n2|u[2], n3|u[3]
			continue
		}
		k := uint(o) & 63
		if k == 0 {
			a0, a1, a2, a3 = a0&f0, a1&f1, a2&f2, a3&f3
			n0, n1, n2, n3 = n0|e0, n1|e1, n2|e2, n3|e3
			continue
		}
		m := (64 - k) & 63
		a0 &= f0>>k | f1<<m
		a1 &= f1>>k | f2<<m
		a2 &= f2>>k | f3<<m
		a3 &= f3 >> k
		n0 |= e0>>k | e1<<m
		n1 |= e1>>k | e2<<m
		n2 |= e2>>k | e3<<m
		n3 |= e3 >> k
	}
	return Set{a0 & n0, a1 & n1, a2 & n2, a3 & n3}
}

// Place returns the cells covered by sh anchored at cell anchor, and false
// (with the empty set) when that placement leaves the board or anchor is not
// a cell of the board.
func (b *Board) Place(sh Shape, anchor int) (Set, bool) {
	off, ok := b.offsets(sh)
	if !ok || uint(anchor) >= uint(b.n) || !b.fitCols[sh.cols].Has(anchor) || anchor/b.cols+int(sh.rows) > b.rows {
		return Set{}, false
	}
	return cover(off[:sh.n], anchor), true
}

// cover returns the cells at anchor+o for every offset o.
func cover(off []int, anchor int) Set {
	var s Set
	for _, o := range off {
		i := uint(anchor + o)
		s[(i>>6)&3] |= 1 << (i & 63)
	}
	return s
}

// Placements returns every placement of sh (in this one orientation; loop
// over [Shape.Orientations] for all of them) lying entirely on the board
// and inside free, in increasing order of anchor. See
// [Board.AppendPlacements] to reuse a slice.
func (b *Board) Placements(sh Shape, free Set) []Placement {
	return b.AppendPlacements(nil, sh, free)
}

// AppendPlacements appends to dst every placement of sh lying entirely on
// the board and inside free, in increasing order of anchor, and returns the
// extended slice. It allocates only when dst lacks room.
func (b *Board) AppendPlacements(dst []Placement, sh Shape, free Set) []Placement {
	anchors := b.Anchors(sh, free)
	if anchors.IsEmpty() {
		return dst
	}
	off, _ := b.offsets(sh)
	offs := off[:sh.n]
	if offs[len(offs)-1] >= 64 {
		// The shape spans more than one word: set its cells one by one.
		for a := range anchors.All() {
			dst = append(dst, Placement{Anchor: a, Cells: cover(offs, a)})
		}
		return dst
	}
	// The shape anchored at 0 fits in one word (offsets are sorted, the last
	// is the largest): every placement is that word shifted by the anchor,
	// straddling at most two words of the set.
	var base uint64
	for _, o := range offs {
		base |= 1 << uint(o)
	}
	for w, x := range anchors {
		for x != 0 {
			r := uint(bits.TrailingZeros64(x))
			x &= x - 1
			lo, hi := base<<r, base>>((64-r)&63)
			if r == 0 {
				hi = 0
			}
			dst = append(dst, Placement{Anchor: w<<6 | int(r)})
			c := &dst[len(dst)-1].Cells
			switch w {
			case 0:
				c[0], c[1] = lo, hi
			case 1:
				c[1], c[2] = lo, hi
			case 2:
				c[2], c[3] = lo, hi
			default:
				c[3] = lo
			}
		}
	}
	return dst
}
