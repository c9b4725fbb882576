package squaregrid

import (
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// Capacity is the largest number of cells a [Board] (and so a [Set]) holds.
const Capacity = 256

// A Set is a set of cell indices in [0, Capacity), stored as a fixed-size
// bitset: index i is bit i%64 of word i/64. A Set is a plain comparable value
// (== compares sets) and the zero Set is empty. Its methods never modify the
// receiver; those that change a set return the new one:
//
//	s = s.Add(i)
//
// Indices outside [0, Capacity) are never members: Has reports false for
// them, and Add, Remove, Insert and Delete leave the set unchanged. No method
// allocates except String. A Set does not know its
// board; [Board] methods ignore members at or beyond the board's Len.
type Set [4]uint64

// SetOf returns the set holding the given indices (those outside
// [0, Capacity) are ignored).
func SetOf(indices ...int) Set {
	var s Set
	for _, i := range indices {
		s = s.Add(i)
	}
	return s
}

// Has reports whether i is in s.
func (s Set) Has(i int) bool {
	return uint(i) < Capacity && s[uint(i)>>6]&(1<<(uint(i)&63)) != 0
}

// Add returns s with i added.
func (s Set) Add(i int) Set {
	if uint(i) < Capacity {
		s[uint(i)>>6] |= 1 << (uint(i) & 63)
	}
	return s
}

// Remove returns s with i removed.
func (s Set) Remove(i int) Set {
	if uint(i) < Capacity {
		s[uint(i)>>6] &^= 1 << (uint(i) & 63)
	}
	return s
}

// Insert adds i to *s in place: the pointer form of [Set.Add].
func (s *Set) Insert(i int) {
	if uint(i) < Capacity {
		s[uint(i)>>6] |= 1 << (uint(i) & 63)
	}
}

// Delete removes i from *s in place: the pointer form of [Set.Remove].
func (s *Set) Delete(i int) {
	if uint(i) < Capacity {
		s[uint(i)>>6] &^= 1 << (uint(i) & 63)
	}
}

// Union returns the cells in s or t.
func (s Set) Union(t Set) Set {
	return Set{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]}
}

// Intersect returns the cells in both s and t.
func (s Set) Intersect(t Set) Set {
	return Set{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}

// Diff returns the cells in s and not in t (and-not).
func (s Set) Diff(t Set) Set {
	return Set{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]}
}

// SymDiff returns the cells in exactly one of s and t (exclusive or).
func (s Set) SymDiff(t Set) Set {
	return Set{s[0] ^ t[0], s[1] ^ t[1], s[2] ^ t[2], s[3] ^ t[3]}
}

// Intersects reports whether s and t have a cell in common.
func (s Set) Intersects(t Set) bool {
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0
}

// SubsetOf reports whether every cell of s is in t.
func (s Set) SubsetOf(t Set) bool {
	return s[0]&^t[0]|s[1]&^t[1]|s[2]&^t[2]|s[3]&^t[3] == 0
}

// IsEmpty reports whether s has no cell.
func (s Set) IsEmpty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Count returns the number of cells in s.
func (s Set) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// Min returns the smallest index in s, or -1 when s is empty.
func (s Set) Min() int { return s.Next(0) }

// First is Min: the smallest index in s, or -1 when s is empty. It reads
// well next to Next.
func (s Set) First() int { return s.Next(0) }

// Max returns the largest index in s, or -1 when s is empty.
func (s Set) Max() int {
	for w := len(s) - 1; w >= 0; w-- {
		if s[w] != 0 {
			return w<<6 | (63 - bits.LeadingZeros64(s[w]))
		}
	}
	return -1
}

// Next returns the smallest index in s that is >= i, or -1 when there is
// none. A negative i is treated as 0. The idiomatic loop is
//
//	for i := s.Next(0); i >= 0; i = s.Next(i + 1) { ... }
func (s Set) Next(i int) int {
	if i < 0 {
		i = 0
	}
	if i >= Capacity {
		return -1
	}
	w := i >> 6
	x := s[w] &^ (1<<(uint(i)&63) - 1)
	for {
		if x != 0 {
			return w<<6 | bits.TrailingZeros64(x)
		}
		w++
		if w == len(s) {
			return -1
		}
		x = s[w]
	}
}

// All returns an iterator over the indices of s in increasing order. The set
// is copied when All is called, so the loop body may change the variable it
// came from.
func (s Set) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for w, x := range s {
			for x != 0 {
				if !yield(w<<6 | bits.TrailingZeros64(x)) {
					return
				}
				x &= x - 1
			}
		}
	}
}

// AppendTo appends the indices of s to dst in increasing order and returns
// the extended slice.
func (s Set) AppendTo(dst []int) []int {
	for w, x := range s {
		for x != 0 {
			dst = append(dst, w<<6|bits.TrailingZeros64(x))
			x &= x - 1
		}
	}
	return dst
}

// String returns the indices of s in increasing order, as "{3 4 19}".
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i := range s.All() {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(i))
	}
	b.WriteByte('}')
	return b.String()
}

// prefix returns the set of indices [0, n), for 0 <= n <= Capacity.
func prefix(n int) Set {
	var s Set
	for w := range s {
		switch lo := w * 64; {
		case n >= lo+64:
			s[w] = ^uint64(0)
		case n > lo:
			s[w] = 1<<uint(n-lo) - 1
		}
	}
	return s
}

// ShiftUp returns s with every index i moved to i+n, dropping those that
// leave 0..Capacity-1; a negative n moves indices down, as
// [Set.ShiftDown](-n). On a [Board] with c columns, ShiftUp(c) moves every
// cell one row down and ShiftUp(k) moves a shape anchored at cell 0 to
// anchor k (a shape that would wrap past the right edge wraps: use
// [Board.Place] or [Board.Anchors] to stay on the board). It costs a few word
// operations and does not allocate.
func (s Set) ShiftUp(n int) Set {
	if n < 0 {
		if n <= -Capacity {
			return Set{}
		}
		return shiftDown(s, uint(-n))
	}
	return shiftUp(s, uint(n))
}

// ShiftDown returns s with every index i moved to i-n, dropping those that
// leave 0..Capacity-1; a negative n moves indices up, as [Set.ShiftUp](-n).
func (s Set) ShiftDown(n int) Set {
	// -math.MinInt overflows to itself, which ShiftUp turns into the empty
	// set, as shifting by so much should.
	return s.ShiftUp(-n)
}

// shiftUp moves every index i of s to i+n, dropping those that reach
// Capacity (0 <= n).
func shiftUp(s Set, n uint) Set {
	if n < 64 {
		// A shift count of 64-n == 64 yields 0 in Go, so n == 0 needs no branch.
		return Set{
			s[0] << n,
			s[1]<<n | s[0]>>(64-n),
			s[2]<<n | s[1]>>(64-n),
			s[3]<<n | s[2]>>(64-n),
		}
	}
	var r Set
	w, b := int(n>>6), n&63
	for i := 3; i >= w; i-- {
		r[i] = s[i-w] << b
		if i-w > 0 {
			r[i] |= s[i-w-1] >> (64 - b)
		}
	}
	return r
}

// shiftDown moves every index i of s to i-n, dropping those that fall below
// 0 (0 <= n).
func shiftDown(s Set, n uint) Set {
	if n < 64 {
		return Set{
			s[0]>>n | s[1]<<(64-n),
			s[1]>>n | s[2]<<(64-n),
			s[2]>>n | s[3]<<(64-n),
			s[3] >> n,
		}
	}
	var r Set
	w, b := int(n>>6), n&63
	for i := 0; i+w <= 3; i++ {
		r[i] = s[i+w] >> b
		if i+w < 3 {
			r[i] |= s[i+w+1] << (64 - b)
		}
	}
	return r
}
