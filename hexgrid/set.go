package hexgrid

import (
	"iter"
	"math/bits"
	"strconv"
)

// Capacity is the number of cells a [Set] can hold and the largest number of
// cells of a [Board]: enough for a 20x20 Kingdom Builder board and then some
// (extra areas can be laid out in the cells past the board's rows).
const Capacity = 512

// Set is a set of cell indices in [0, Capacity), one bit per cell: index i is
// bit i%64 of word i/64. The zero Set is empty. A Set is a plain value: copying
// it copies the set, == compares two sets, and it can be a map key.
//
// The methods never allocate (except String) and never panic: indices outside
// [0, Capacity) are never members, and adding or removing one leaves the set
// unchanged.
type Set [Capacity / 64]uint64

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
	if uint(i) >= Capacity {
		return false
	}
	return s[uint(i)/64]&(1<<(uint(i)%64)) != 0
}

// Add returns s with i added.
func (s Set) Add(i int) Set {
	if uint(i) < Capacity {
		s[uint(i)/64] |= 1 << (uint(i) % 64)
	}
	return s
}

// Remove returns s without i.
func (s Set) Remove(i int) Set {
	if uint(i) < Capacity {
		s[uint(i)/64] &^= 1 << (uint(i) % 64)
	}
	return s
}

// Insert adds i to the set *s in place; it is the pointer form of [Set.Add].
func (s *Set) Insert(i int) {
	if uint(i) < Capacity {
		s[uint(i)/64] |= 1 << (uint(i) % 64)
	}
}

// Delete removes i from the set *s in place; it is the pointer form of
// [Set.Remove].
func (s *Set) Delete(i int) {
	if uint(i) < Capacity {
		s[uint(i)/64] &^= 1 << (uint(i) % 64)
	}
}

// Union returns the cells in s or t.
func (s Set) Union(t Set) Set {
	return Set{
		s[0] | t[0],
		s[1] | t[1],
		s[2] | t[2],
		s[3] | t[3],
		s[4] | t[4],
		s[5] | t[5],
		s[6] | t[6],
		s[7] | t[7],
	}
}

// Intersect returns the cells in both s and t.
func (s Set) Intersect(t Set) Set {
	return Set{
		s[0] & t[0],
		s[1] & t[1],
		s[2] & t[2],
		s[3] & t[3],
		s[4] & t[4],
		s[5] & t[5],
		s[6] & t[6],
		s[7] & t[7],
	}
}

// Diff returns the cells in s and not in t (and-not).
func (s Set) Diff(t Set) Set {
	return Set{
		s[0] &^ t[0],
		s[1] &^ t[1],
		s[2] &^ t[2],
		s[3] &^ t[3],
		s[4] &^ t[4],
		s[5] &^ t[5],
		s[6] &^ t[6],
		s[7] &^ t[7],
	}
}

// SymDiff returns the cells in exactly one of s and t (exclusive or).
func (s Set) SymDiff(t Set) Set {
	return Set{
		s[0] ^ t[0],
		s[1] ^ t[1],
		s[2] ^ t[2],
		s[3] ^ t[3],
		s[4] ^ t[4],
		s[5] ^ t[5],
		s[6] ^ t[6],
		s[7] ^ t[7],
	}
}

// Intersects reports whether s and t have a cell in common. It is faster than
// !s.Intersect(t).IsEmpty().
func (s Set) Intersects(t Set) bool {
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3]|
		s[4]&t[4]|s[5]&t[5]|s[6]&t[6]|s[7]&t[7] != 0
}

// SubsetOf reports whether every cell of s is in t.
func (s Set) SubsetOf(t Set) bool {
	return s[0]&^t[0]|s[1]&^t[1]|s[2]&^t[2]|s[3]&^t[3]|
		s[4]&^t[4]|s[5]&^t[5]|s[6]&^t[6]|s[7]&^t[7] == 0
}

// IsEmpty reports whether s has no cell.
func (s Set) IsEmpty() bool {
	return s[0]|s[1]|s[2]|s[3]|s[4]|s[5]|s[6]|s[7] == 0
}

// Count returns the number of cells in s.
func (s Set) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) +
		bits.OnesCount64(s[2]) + bits.OnesCount64(s[3]) +
		bits.OnesCount64(s[4]) + bits.OnesCount64(s[5]) +
		bits.OnesCount64(s[6]) + bits.OnesCount64(s[7])
}

// Next returns the smallest cell of s that is >= i, or -1 if there is none.
// A negative i is treated as 0. Loop over a set with
//
//	for i := s.Next(0); i >= 0; i = s.Next(i + 1) { ... }
//
// or with the iterator [Set.All].
func (s Set) Next(i int) int {
	if i < 0 {
		i = 0
	}
	if i >= Capacity {
		return -1
	}
	k := i / 64
	w := s[k] >> (uint(i) % 64)
	if w != 0 {
		return i + bits.TrailingZeros64(w)
	}
	for k++; k < len(s); k++ {
		if s[k] != 0 {
			return k*64 + bits.TrailingZeros64(s[k])
		}
	}
	return -1
}

// Min returns the smallest cell of s, or -1 if s is empty.
func (s Set) Min() int {
	for k, w := range s {
		if w != 0 {
			return k*64 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// Max returns the largest cell of s, or -1 if s is empty.
func (s Set) Max() int {
	for k := len(s) - 1; k >= 0; k-- {
		if w := s[k]; w != 0 {
			return k*64 + 63 - bits.LeadingZeros64(w)
		}
	}
	return -1
}

// All returns an iterator over the cells of s in increasing order. The set is
// copied when All is called, so changing the variable holding s during the
// loop does not change what is visited.
func (s Set) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for k, w := range s {
			for w != 0 {
				if !yield(k*64 + bits.TrailingZeros64(w)) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// AppendTo appends the cells of s to dst in increasing order and returns the
// extended slice.
func (s Set) AppendTo(dst []int) []int {
	for k, w := range s {
		for w != 0 {
			dst = append(dst, k*64+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return dst
}

// String formats s as its cells in braces, such as "{3 4 25}".
func (s Set) String() string {
	buf := make([]byte, 0, 2+4*s.Count())
	buf = append(buf, '{')
	first := true
	for k, w := range s {
		for w != 0 {
			if !first {
				buf = append(buf, ' ')
			}
			first = false
			buf = strconv.AppendInt(buf, int64(k*64+bits.TrailingZeros64(w)), 10)
			w &= w - 1
		}
	}
	return string(append(buf, '}'))
}
