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
	// the square (r, c) of the orientation; n of them are used.
	off [maxFormCells]uint16
	n   uint8
	// narrow: every offset is below 64, so the squares anchored at cell 0
	// lie in the one word base.
	narrow bool
	base   uint64
	// fit holds the anchors whose columns keep the orientation on the
	// board (the rows are checked by the free squares, none below the board).
	fit squaregrid.Set
}

// tables fills the edition's per-orientation tables: each form's placings,
// and for each form the first form with the same orientations (forms that
// are mirror images of each other when pieces may be turned over), so that
// the anchors of one serve the other.
func (e *Edition) tables() {
	e.narrow = e.board.Len() <= 3*64
	cols := e.board.Cols()
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
			// The anchors of Anchors(sh, all): on the board, columns and
			// rows both.
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
	// Boards of at most 192 squares: three words, kept in registers.
	f0, f1, f2 := free[0], free[1], free[2]
	e0, e1, e2 := near[0], near[1], near[2]
	for o := range fm.place {
		pl := &fm.place[o]
		a0, a1, a2 := pl.fit[0], pl.fit[1], pl.fit[2]
		var n0, n1, n2 uint64
		for _, v := range pl.off[:pl.n] {
			k := uint(v) & 63
			m := (64 - k) & 63
			switch v >> 6 {
			case 0:
				if k == 0 {
					a0, a1, a2 = a0&f0, a1&f1, a2&f2
					n0, n1, n2 = n0|e0, n1|e1, n2|e2
					continue
				}
				a0 &= f0>>k | f1<<m
				a1 &= f1>>k | f2<<m
				a2 &= f2 >> k
				n0 |= e0>>k | e1<<m
				n1 |= e1>>k | e2<<m
				n2 |= e2 >> k
			case 1:
				if k == 0 {
					a0, a1, a2 = a0&f1, a1&f2, 0
					n0, n1 = n0|e1, n1|e2
					continue
				}
				a0 &= f1>>k | f2<<m
				a1 &= f2 >> k
				a2 = 0
				n0 |= e1>>k | e2<<m
				n1 |= e2 >> k
			case 2:
				a0, a1, a2 = a0&(f2>>k), 0, 0
				n0 |= e2 >> k
			default:
				a0, a1, a2 = 0, 0, 0
			}
		}
		out[o] = squaregrid.Set{a0 & n0, a1 & n1, a2 & n2}
	}
}

// appendSquares appends the move m once for each cell of t, in increasing
// order, with the cell's row and column.
func appendSquares(dst []Move, m Move, t squaregrid.Set, rc *[squaregrid.Capacity]uint64) []Move {
	n := t.Count()
	if n == 0 {
		return dst
	}
	l := len(dst)
	if l+n > cap(dst) {
		grown := make([]Move, l, max(l+n, 2*cap(dst), 64))
		copy(grown, dst)
		dst = grown
	}
	dst = dst[:l+n]
	out := dst[l:]
	k := 0
	for w, x := range t {
		for ; x != 0 && k < len(out); x &= x - 1 {
			out[k] = Move{m.v | rc[uint8(w<<6|bits.TrailingZeros64(x))]}
			k++
		}
	}
	return dst
}
