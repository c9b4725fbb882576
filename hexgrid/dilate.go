package hexgrid

import "iter"

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

// shift moves every bit of s k places towards higher indices (k > 0) or lower
// indices (k < 0). Bits moved past either end are lost. It is the general
// shift, for any k; the hot paths use the unrolled shifts below.
func shift(s Set, k int) Set {
	var out Set
	if k >= Capacity || k <= -Capacity {
		return out
	}
	// buf holds s next to a word-aligned run of zeros, so that every word
	// read below is in range: word j of s is buf[8+j] going up, buf[j]
	// going down.
	var buf [2 * len(s)]uint64
	if k >= 0 {
		copy(buf[len(s):], s[:])
		q, r := k/64, uint(k%64)
		for i := range out {
			// When r == 0, x >> (64-r) is 0 in Go, as needed.
			out[i] = buf[len(s)+i-q]<<r | buf[len(s)+i-q-1]>>(64-r)
		}
	} else {
		copy(buf[:len(s)], s[:])
		q, r := (-k)/64, uint((-k)%64)
		for i := range out {
			out[i] = buf[i+q]>>r | buf[i+q+1]<<(64-r)
		}
	}
	return out
}

// Dilate returns s together with every cell of the board next to a cell of s:
// the cells at distance at most 1 from s. Cells of s off the board are
// ignored. It does not allocate and costs a fixed few dozen word operations,
// whatever s holds.
func (b *Board) Dilate(s Set) Set {
	return b.dilate(&s)
}

// dilateWide is Dilate for boards of 64 columns or more: the same formula as
// dilate, with the vertical shifts by cols = 64q + r bits done word by word.
func (b *Board) dilateWide(s *Set) Set {
	const n = len(s)
	// v is stored between two runs of n+1 zero words so that v[k-q-1] and
	// v[k+q+1] are always in range (q <= n): word k of v is vbuf[o+k].
	const o = n + 1
	var h Set
	var vbuf [3*n + 2]uint64
	for k := range n {
		a, f := s[k]&b.notLast[k], s[k]&b.notFirst[k]
		e, w := a<<1, f>>1
		if k > 0 {
			e |= (s[k-1] & b.notLast[k-1]) >> 63
		}
		if k < n-1 {
			w |= (s[k+1] & b.notFirst[k+1]) << 63
		}
		x := s[k] & b.all[k]
		h[k] = x | e | w
		vbuf[o+k] = x | e&b.oddRows[k] | w&b.evenRows[k]
	}
	q, r := b.cols/64, uint(b.cols%64)
	var out Set
	for k := range n {
		// Up: word k gets v[k-q] << r and v[k-q-1] >> (64-r); down: word
		// k gets v[k+q] >> r and v[k+q+1] << (64-r). A shift by 64 is 0.
		up := vbuf[o+k-q]<<r | vbuf[o+k-q-1]>>(64-r)
		down := vbuf[o+k+q]>>r | vbuf[o+k+q+1]<<(64-r)
		out[k] = (h[k] | up | down) & b.all[k]
	}
	return out
}

// dilate is Dilate without copying its argument. For boards of fewer than 64
// columns (every Kingdom Builder board) it shifts by c = cols and d = 64-cols,
// both in 1..63, and computes v = x | e&odd | w&even as x | e^((e^w)&even).
// It is written out word by word on scalar variables, which the compiler
// keeps in registers, where a loop over the arrays would go through memory;
// each output word is stored as soon as the words of v around it are known.
func (b *Board) dilate(s *Set) Set {
	if b.cols >= 64 {
		return b.dilateWide(s)
	}
	c, d := uint(b.cols)&63, uint(64-b.cols)&63 // &63: the shifts need no guard
	all, nf, nl, ev := &b.all, &b.notFirst, &b.notLast, &b.evenRows
	var out Set
	a0, f0 := s[0]&nl[0], s[0]&nf[0]
	a1, f1 := s[1]&nl[1], s[1]&nf[1]
	e0, w0, x0 := a0<<1, f0>>1|f1<<63, s[0]&all[0]
	h0, v0 := x0|e0|w0, x0|(e0^(e0^w0)&ev[0])
	a2, f2 := s[2]&nl[2], s[2]&nf[2]
	e1, w1, x1 := a1<<1|a0>>63, f1>>1|f2<<63, s[1]&all[1]
	h1, v1 := x1|e1|w1, x1|(e1^(e1^w1)&ev[1])
	out[0] = (h0 | v0<<c | v0>>c | v1<<d) & all[0]
	a3, f3 := s[3]&nl[3], s[3]&nf[3]
	e2, w2, x2 := a2<<1|a1>>63, f2>>1|f3<<63, s[2]&all[2]
	h2, v2 := x2|e2|w2, x2|(e2^(e2^w2)&ev[2])
	out[1] = (h1 | v1<<c | v1>>c | v0>>d | v2<<d) & all[1]
	a4, f4 := s[4]&nl[4], s[4]&nf[4]
	e3, w3, x3 := a3<<1|a2>>63, f3>>1|f4<<63, s[3]&all[3]
	h3, v3 := x3|e3|w3, x3|(e3^(e3^w3)&ev[3])
	out[2] = (h2 | v2<<c | v2>>c | v1>>d | v3<<d) & all[2]
	a5, f5 := s[5]&nl[5], s[5]&nf[5]
	e4, w4, x4 := a4<<1|a3>>63, f4>>1|f5<<63, s[4]&all[4]
	h4, v4 := x4|e4|w4, x4|(e4^(e4^w4)&ev[4])
	out[3] = (h3 | v3<<c | v3>>c | v2>>d | v4<<d) & all[3]
	a6, f6 := s[6]&nl[6], s[6]&nf[6]
	e5, w5, x5 := a5<<1|a4>>63, f5>>1|f6<<63, s[5]&all[5]
	h5, v5 := x5|e5|w5, x5|(e5^(e5^w5)&ev[5])
	out[4] = (h4 | v4<<c | v4>>c | v3>>d | v5<<d) & all[4]
	a7, f7 := s[7]&nl[7], s[7]&nf[7]
	e6, w6, x6 := a6<<1|a5>>63, f6>>1|f7<<63, s[6]&all[6]
	h6, v6 := x6|e6|w6, x6|(e6^(e6^w6)&ev[6])
	out[5] = (h5 | v5<<c | v5>>c | v4>>d | v6<<d) & all[5]
	e7, w7, x7 := a7<<1|a6>>63, f7>>1, s[7]&all[7]
	h7, v7 := x7|e7|w7, x7|(e7^(e7^w7)&ev[7])
	out[6] = (h6 | v6<<c | v6>>c | v5>>d | v7<<d) & all[6]
	out[7] = (h7 | v7<<c | v7>>c | v6>>d) & all[7]
	return out
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
	switch k0, k1 := k[0], k[1]; {
	case k0 > 0 && k1 > 0 && k0 < 64 && k1 < 64:
		return shiftUp2(&s, &m[0], &m[1], uint(k0), uint(k1))
	case k0 < 0 && k1 < 0 && k0 > -64 && k1 > -64:
		return shiftDown2(&s, &m[0], &m[1], uint(-k0), uint(-k1))
	}
	return shift(s.Intersect(m[0]), k[0]).Union(shift(s.Intersect(m[1]), k[1]))
}

// shiftUp2 returns (s&m0)<<k0 | (s&m1)<<k1 over the whole set, for k0 and k1
// in 1..63, written out on scalar variables like dilate.
func shiftUp2(s, m0, m1 *Set, k0, k1 uint) Set {
	k0, k1 = k0&63, k1&63
	j0, j1 := (64-k0)&63, (64-k1)&63
	var out Set
	p0, q0 := s[0]&m0[0], s[0]&m1[0]
	out[0] = p0<<k0 | q0<<k1
	p1, q1 := s[1]&m0[1], s[1]&m1[1]
	out[1] = p1<<k0 | q1<<k1 | p0>>j0 | q0>>j1
	p2, q2 := s[2]&m0[2], s[2]&m1[2]
	out[2] = p2<<k0 | q2<<k1 | p1>>j0 | q1>>j1
	p3, q3 := s[3]&m0[3], s[3]&m1[3]
	out[3] = p3<<k0 | q3<<k1 | p2>>j0 | q2>>j1
	p4, q4 := s[4]&m0[4], s[4]&m1[4]
	out[4] = p4<<k0 | q4<<k1 | p3>>j0 | q3>>j1
	p5, q5 := s[5]&m0[5], s[5]&m1[5]
	out[5] = p5<<k0 | q5<<k1 | p4>>j0 | q4>>j1
	p6, q6 := s[6]&m0[6], s[6]&m1[6]
	out[6] = p6<<k0 | q6<<k1 | p5>>j0 | q5>>j1
	p7, q7 := s[7]&m0[7], s[7]&m1[7]
	out[7] = p7<<k0 | q7<<k1 | p6>>j0 | q6>>j1
	return out
}

// shiftDown2 returns (s&m0)>>k0 | (s&m1)>>k1 over the whole set, for k0 and
// k1 in 1..63.
func shiftDown2(s, m0, m1 *Set, k0, k1 uint) Set {
	k0, k1 = k0&63, k1&63
	j0, j1 := (64-k0)&63, (64-k1)&63
	var out Set
	p7, q7 := s[7]&m0[7], s[7]&m1[7]
	out[7] = p7>>k0 | q7>>k1
	p6, q6 := s[6]&m0[6], s[6]&m1[6]
	out[6] = p6>>k0 | q6>>k1 | p7<<j0 | q7<<j1
	p5, q5 := s[5]&m0[5], s[5]&m1[5]
	out[5] = p5>>k0 | q5>>k1 | p6<<j0 | q6<<j1
	p4, q4 := s[4]&m0[4], s[4]&m1[4]
	out[4] = p4>>k0 | q4>>k1 | p5<<j0 | q5<<j1
	p3, q3 := s[3]&m0[3], s[3]&m1[3]
	out[3] = p3>>k0 | q3>>k1 | p4<<j0 | q4<<j1
	p2, q2 := s[2]&m0[2], s[2]&m1[2]
	out[2] = p2>>k0 | q2>>k1 | p3<<j0 | q3<<j1
	p1, q1 := s[1]&m0[1], s[1]&m1[1]
	out[1] = p1>>k0 | q1>>k1 | p2<<j0 | q2<<j1
	p0, q0 := s[0]&m0[0], s[0]&m1[0]
	out[0] = p0>>k0 | q0>>k1 | p1<<j0 | q1<<j1
	return out
}

// Touching returns the cells of the board with at least one neighbour in s
// (once) and those with at least two (twice); cells of s count like any
// other. b.Touches(i, s) is once.Has(i). Kingdom Builder uses twice for a
// settlement that moves: a hex next to two settlements stays next to one
// whichever of them leaves. It costs six word-level shifts of s, whatever s
// holds, and does not allocate.
func (b *Board) Touching(s Set) (once, twice Set) {
	for _, d := range Directions {
		x := b.Shift(s, d)
		for k := range once {
			twice[k] |= once[k] & x[k]
			once[k] |= x[k]
		}
	}
	return once, twice
}

// TouchingAtLeast returns the cells of the board with at least n neighbours
// in s (cells of s count like any other): Touching's once for n = 1 and
// twice for n = 2, the empty set for n > 6 and every cell of the board for
// n <= 0. Kingdom Builder's Village asks for 3. Like Touching it costs six
// word-level shifts of s, with a running count per cell kept in n bit
// planes, and does not allocate.
func (b *Board) TouchingAtLeast(s Set, n int) Set {
	switch {
	case n <= 0:
		return b.all
	case n > NumDirections:
		return Set{}
	}
	// at[k] holds the cells with at least k+1 neighbours seen so far.
	var at [NumDirections]Set
	for _, d := range Directions {
		x := b.Shift(s, d)
		for k := n - 1; k > 0; k-- {
			for w := range x {
				at[k][w] |= at[k-1][w] & x[w]
			}
		}
		for w := range x {
			at[0][w] |= x[w]
		}
	}
	return at[n-1]
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

// Reach returns the cells reached from cell i in 1 to n steps through the
// cells of open: the last cells of the paths of at most n cells of open,
// each next to the one before and the first next to i (i itself is only the
// start, in open or not). It grows the reached set one step at a time with
// Dilate, a breadth-first search over the whole board at once, with no
// allocation. Empty if i is off the board or n < 1.
func (b *Board) Reach(i int, open Set, n int) Set {
	if uint(i) >= uint(b.n) {
		return Set{}
	}
	open = open.Intersect(b.all)
	seen := Set{}.Add(i)
	for range n {
		next := b.Dilate(seen).Intersect(open).Add(i)
		if next == seen {
			break
		}
		seen = next
	}
	return seen.Remove(i)
}

// Steps returns the number of steps of the shortest path from cell i to
// cell j through the cells of open (see Reach), or 0 when there is none of
// at most n steps.
func (b *Board) Steps(i, j int, open Set, n int) int {
	if uint(i) >= uint(b.n) || uint(j) >= uint(b.n) || i == j {
		return 0
	}
	open = open.Intersect(b.all)
	seen := Set{}.Add(i)
	for d := 1; d <= n; d++ {
		next := b.Dilate(seen).Intersect(open).Add(i)
		if next.Has(j) {
			return d
		}
		if next == seen {
			return 0
		}
		seen = next
	}
	return 0
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

// AppendComponents appends the groups of s, as listed by [Board.Components],
// to dst and returns the extended slice.
func (b *Board) AppendComponents(dst []Set, s Set) []Set {
	for g := range b.Components(s) {
		dst = append(dst, g)
	}
	return dst
}
