package hexgrid

import (
	"iter"
	"math/bits"
)

// This file holds the word-level set operations of a Board. With the
// row-major layout (cell index r*cols + c), a step in a direction is a shift
// of the whole 512-bit set:
//
//	East +1, West -1 (masking out the last or first column first);
//	from an even row: NorthWest -cols-1, NorthEast -cols, SouthWest +cols-1, SouthEast +cols;
//	from an odd row:  NorthWest -cols,   NorthEast -cols+1, SouthWest +cols, SouthEast +cols+1.
//
// Dilate uses that structure: with e and w the set moved one step East and
// West, the horizontal part is s|e|w, and the cells whose rows above and
// below are reached are v = s | (w on even rows) | (e on odd rows), moved up
// and down by exactly cols. That is four shifts of the set (two by one bit,
// two by cols bits) and a few masks, instead of six masked shifts or a loop
// over table neighbours.

func reverse64(x uint64) uint64 { return bits.Reverse64(x) }

// shift moves every bit of s k places towards higher indices (k > 0) or lower
// indices (k < 0). Bits moved past either end are lost.
func shift(s Set, k int) Set {
	var out Set
	switch {
	case k == 0:
		return s
	case k >= Capacity || k <= -Capacity:
		return out
	case k > 0:
		q, r := k/64, uint(k%64)
		for i := len(s) - 1; i >= q; i-- {
			out[i] = s[i-q] << r
			if i-q-1 >= 0 && r != 0 {
				out[i] |= s[i-q-1] >> (64 - r)
			}
		}
	default:
		k = -k
		q, r := k/64, uint(k%64)
		for i := 0; i+q < len(s); i++ {
			out[i] = s[i+q] >> r
			if i+q+1 < len(s) && r != 0 {
				out[i] |= s[i+q+1] << (64 - r)
			}
		}
	}
	return out
}

// up1 moves every bit of s one place up (index +1).
func up1(s Set) Set {
	return Set{
		s[0] << 1,
		s[1]<<1 | s[0]>>63,
		s[2]<<1 | s[1]>>63,
		s[3]<<1 | s[2]>>63,
		s[4]<<1 | s[3]>>63,
		s[5]<<1 | s[4]>>63,
		s[6]<<1 | s[5]>>63,
		s[7]<<1 | s[6]>>63,
	}
}

// down1 moves every bit of s one place down (index -1).
func down1(s Set) Set {
	return Set{
		s[0]>>1 | s[1]<<63,
		s[1]>>1 | s[2]<<63,
		s[2]>>1 | s[3]<<63,
		s[3]>>1 | s[4]<<63,
		s[4]>>1 | s[5]<<63,
		s[5]>>1 | s[6]<<63,
		s[6]>>1 | s[7]<<63,
		s[7] >> 1,
	}
}

// Dilate returns s together with every cell of the board next to a cell of s:
// the cells at distance at most 1 from s. Cells of s off the board are
// ignored. It does not allocate and costs a few dozen word operations
// whatever the size of s.
func (b *Board) Dilate(s Set) Set {
	var h, v Set
	e := up1(s.Intersect(b.notLast))
	w := down1(s.Intersect(b.notFirst))
	for k := range s {
		x := s[k] & b.all[k]
		h[k] = x | e[k] | w[k]
		v[k] = x | w[k]&b.evenRows[k] | e[k]&b.oddRows[k]
	}
	var out Set
	if c := uint(b.cols); c < 64 {
		// The common case (every Kingdom Builder board): a shift by less
		// than a word, written out so that it has no bounds checks.
		c &= 63
		d := (64 - c) & 63
		out = Set{
			h[0] | v[0]<<c | v[0]>>c | v[1]<<d,
			h[1] | v[1]<<c | v[0]>>d | v[1]>>c | v[2]<<d,
			h[2] | v[2]<<c | v[1]>>d | v[2]>>c | v[3]<<d,
			h[3] | v[3]<<c | v[2]>>d | v[3]>>c | v[4]<<d,
			h[4] | v[4]<<c | v[3]>>d | v[4]>>c | v[5]<<d,
			h[5] | v[5]<<c | v[4]>>d | v[5]>>c | v[6]<<d,
			h[6] | v[6]<<c | v[5]>>d | v[6]>>c | v[7]<<d,
			h[7] | v[7]<<c | v[6]>>d | v[7]>>c,
		}
	} else {
		out = h.Union(shift(v, b.cols)).Union(shift(v, -b.cols))
	}
	return out.Intersect(b.all)
}

// Ring returns the cells of the board next to a cell of s and not in s:
// Dilate(s) minus s.
func (b *Board) Ring(s Set) Set { return b.Dilate(s).Diff(s) }

// Shift returns the cells reached by one step in direction d from the cells
// of s: {Neighbor(i, d) : i in s} without the steps that leave the board.
// An invalid direction gives the empty set. Shift(Shift(s, d), d) gives two
// steps; s.Intersect(b.Shift(s, East)).Intersect(b.Shift(b.Shift(s, East),
// East)) gives the cells ending an East-West line of three cells of s.
func (b *Board) Shift(s Set, d Direction) Set {
	if !d.Valid() {
		return Set{}
	}
	m, k := &b.shiftMask[d], &b.shiftBy[d]
	if k[0] == k[1] {
		return shift(s.Intersect(m[0].Union(m[1])), k[0])
	}
	return shift(s.Intersect(m[0]), k[0]).Union(shift(s.Intersect(m[1]), k[1]))
}

// Within returns the cells of the board at distance at most n from cell i
// (the hexes of [Within] that are on the board): empty if i is off the board
// or n is negative.
func (b *Board) Within(i, n int) Set {
	if uint(i) >= uint(b.n) || n < 0 {
		return Set{}
	}
	s := Set{}.Add(i)
	for range min(n, b.rows+b.cols) {
		t := b.Dilate(s)
		if t == s {
			break
		}
		s = t
	}
	return s
}

// Component returns the cells of s connected to start through chains of
// neighbouring cells of s (including start): the group of start. It is empty
// if start is not in s or not on the board.
func (b *Board) Component(s Set, start int) Set {
	s = s.Intersect(b.all)
	if !s.Has(start) {
		return Set{}
	}
	g := Set{}.Add(start)
	for {
		t := b.Dilate(g).Intersect(s)
		if t == g {
			return g
		}
		g = t
	}
}

// Components returns an iterator over the groups of s, its maximal sets of
// cells connected through neighbouring cells, in increasing order of their
// smallest cell. Cells of s off the board are ignored. The number of groups is
// Count of the iterator; for the largest group, compare their Count.
func (b *Board) Components(s Set) iter.Seq[Set] {
	return func(yield func(Set) bool) {
		rest := s.Intersect(b.all)
		for i := rest.Min(); i >= 0; i = rest.Min() {
			g := b.Component(rest, i)
			if !yield(g) {
				return
			}
			rest = rest.Diff(g)
		}
	}
}
