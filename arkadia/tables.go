package arkadia

import (
	"math/bits"

	"github.com/boardrules/kingdoms/squaregrid"
)

// This file holds what the move generator precomputes once per edition, and
// the word-level loops that read it: where each orientation of each form can
// be laid, and the moves for a set of squares.

// maxOrient is the most orientations a form can have (4 turns, 2 sides).
const maxOrient = 8

// placing is one orientation of a form as the move generator uses it.
type placing struct {
	// off are the cell offsets of the squares from the anchor, r*cols+c for
	// the square (r, c) of the orientation, in increasing order; n of them
	// are used.
	off [maxFormCells]uint16
	n   uint8
	// narrow: every offset is below 64, so the squares anchored at cell 0
	// lie in the one word base. The orientation covers its anchor when the
	// first offset is 0 (zero).
	narrow bool
	zero   bool
	base   uint64
	// fit holds the anchors at which the orientation lies on the board.
	fit squaregrid.Set
}

// tables fills the edition's per-orientation tables: each form's placings,
// and for each form the first form with the same orientations (forms that
// are mirror images of each other when pieces may be turned over), so that
// the anchors of one serve the other.
func (e *Edition) tables() {
	e.narrow = e.board.Len() <= 3*64
	cols := e.board.Cols()
	for i := range e.board.Len() {
		w, b := i>>6&3, uint(i&63)
		e.all[w] |= 1 << b
		if i%cols > 0 {
			e.notFirst[w] |= 1 << b
		}
		if i%cols < cols-1 {
			e.notLast[w] |= 1 << b
		}
	}
	for i := range e.forms {
		fm := &e.forms[i]
		fm.place = make([]placing, len(fm.orient))
		for o, sh := range fm.orient {
			pl := &fm.place[o]
			pl.n = uint8(sh.Len())
			pl.narrow = true
			for k := range sh.Len() {
				c := sh.Cell(k)
				off := c.Row*cols + c.Col
				pl.off[k] = uint16(off)
				if off >= 64 {
					pl.narrow = false
				} else {
					pl.base |= 1 << uint(off)
				}
			}
			pl.zero = pl.off[0] == 0
			pl.fit = e.board.Anchors(sh, e.board.All())
		}
		fm.canon, fm.perm = i, make([]uint8, len(fm.orient))
		for o := range fm.perm {
			fm.perm[o] = uint8(o)
		}
		for j := range i {
			if perm, ok := sameOrientations(e.forms[j].orient, fm.orient); ok && e.forms[j].canon == j {
				fm.canon, fm.perm = j, perm
				break
			}
		}
	}
	e.actionTables()
}

// sameOrientations reports whether b lists the orientations of a, in any
// order, and gives for each orientation of b its index in a.
func sameOrientations(a, b []squaregrid.Shape) ([]uint8, bool) {
	if len(a) != len(b) {
		return nil, false
	}
	perm := make([]uint8, len(b))
	for o, sh := range b {
		k := -1
		for j, t := range a {
			if t == sh {
				k = j
			}
		}
		if k < 0 {
			return nil, false
		}
		perm[o] = uint8(k)
	}
	return perm, true
}

// cellsAt returns the cells of orientation o of form f (0-based) anchored at
// cell a, which must be a valid anchor.
func (e *Edition) cellsAt(f, o, a int) squaregrid.Set {
	pl := &e.forms[f].place[o]
	if !pl.narrow {
		return e.forms[f].masks[o].ShiftUp(a)
	}
	// base shifted up by a lies in word a/64 and the next one.
	var c squaregrid.Set
	w, r := uint(a>>6)&3, uint(a)&63
	c[w] = pl.base << r
	if w < 3 {
		c[w+1] = pl.base >> 1 >> (63 - r)
	}
	return c
}

// anchors sets out[o] to the anchors of orientation o of form f (0-based)
// at which the building lies on free squares and covers a square of near.
func (e *Edition) anchors(f int, free, near squaregrid.Set, out *[maxOrient]squaregrid.Set) {
	fm := &e.forms[f]
	if !e.narrow {
		for o, sh := range fm.orient {
			out[o] = e.board.AnchorsTouching(sh, free, near)
		}
		return
	}
	// Boards of at most 192 squares: three words, kept in registers, the
	// free squares first, then the squares next to the pieces (two passes
	// keep fewer words live at once).
	for o := range fm.place {
		pl := &fm.place[o]
		if !pl.narrow {
			out[o] = e.board.AnchorsTouching(fm.orient[o], free, near)
			continue
		}
		off := pl.off[:pl.n]
		f0, f1, f2 := free[0], free[1], free[2]
		a0, a1, a2 := pl.fit[0], pl.fit[1], pl.fit[2]
		if pl.zero {
			a0, a1, a2 = a0&f0, a1&f1, a2&f2
			off = off[1:]
		}
		// Every other offset k is 1 to 63: shifting the set down by k
		// lines the square anchor+k up with the anchor.
		for _, v := range off {
			k := uint(v) & 63
			m := (64 - k) & 63
			a0 &= f0>>k | f1<<m
			a1 &= f1>>k | f2<<m
			a2 &= f2 >> k
		}
		if a0|a1|a2 == 0 {
			out[o] = squaregrid.Set{}
			continue
		}
		e0, e1, e2 := near[0], near[1], near[2]
		var n0, n1, n2 uint64
		if pl.zero {
			n0, n1, n2 = e0, e1, e2
		}
		for _, v := range off {
			k := uint(v) & 63
			m := (64 - k) & 63
			n0 |= e0>>k | e1<<m
			n1 |= e1>>k | e2<<m
			n2 |= e2 >> k
		}
		out[o] = squaregrid.Set{a0 & n0, a1 & n1, a2 & n2}
	}
}

// dilate returns s with every square next to one of s (as
// squaregrid.Board.Dilate), on three words when the board is narrow.
func (e *Edition) dilate(s squaregrid.Set) squaregrid.Set {
	if !e.narrow {
		return e.board.Dilate(s)
	}
	// A board has at most 26 columns, so a row is less than a word.
	n := uint(e.board.Cols()) & 63
	m := (64 - n) & 63
	s0, s1, s2 := s[0]&e.all[0], s[1]&e.all[1], s[2]&e.all[2]
	nf, nl := &e.notFirst, &e.notLast
	r0 := s0 | s0>>n | s1<<m | s0<<n | (s0<<1)&nf[0] | (s0>>1|s1<<63)&nl[0]
	r1 := s1 | s1>>n | s2<<m | s1<<n | s0>>m | (s1<<1|s0>>63)&nf[1] | (s1>>1|s2<<63)&nl[1]
	r2 := s2 | s2>>n | s2<<n | s1>>m | (s2<<1|s1>>63)&nf[2] | (s2>>1)&nl[2]
	return squaregrid.Set{r0 & e.all[0], r1 & e.all[1], r2 & e.all[2]}
}

// ring returns the squares next to s and not in it (as
// squaregrid.Board.Ring).
func (e *Edition) ring(s squaregrid.Set) squaregrid.Set { return e.dilate(s).Diff(s) }

// appendCopy appends the n moves dst[from:from+n] (moves of one kind at
// squares) with the kind, card and orientation of m.
func appendCopy(dst []Move, m Move, from, n int) []Move {
	l := len(dst)
	if l+n > cap(dst) {
		grown := make([]Move, l, max(l+n, 2*cap(dst)))
		copy(grown, dst)
		dst = grown
	}
	dst = dst[:l+n]
	src, out := dst[from:from+n], dst[l:]
	const square = 1<<shOrient - 1 // the bits of the square and count
	for i, v := range src {
		out[i] = Move{v.v&square | m.v}
	}
	return dst
}

// appendSquares appends the move m once for each cell of t, in increasing
// order, with the cell's row and column.
func appendSquares(dst []Move, m Move, t squaregrid.Set, rc *[squaregrid.Capacity]uint64) []Move {
	n := t.Count()
	if n == 0 {
		return dst
	}
	// Room for any set of squares after dst, so that the moves are written
	// through an array pointer with an 8-bit index, with no bounds check.
	l := len(dst)
	if cap(dst)-l < squaregrid.Capacity {
		grown := make([]Move, l, max(l+squaregrid.Capacity, 2*cap(dst)))
		copy(grown, dst)
		dst = grown
	}
	out := (*[squaregrid.Capacity]Move)(dst[l : l+squaregrid.Capacity])
	_ = rc[0] // one nil check, not one per move
	k := uint8(0)
	for w, x := range t {
		base := uint(w) << 6
		for ; x != 0; x &= x - 1 {
			out[k] = Move{m.v | rc[uint8(base|uint(bits.TrailingZeros64(x)))]}
			k++
		}
	}
	return dst[:l+n]
}
