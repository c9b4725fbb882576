package kingdomino

import (
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms/squaregrid"
)

// Legal returns every legal move of s, in the order of [AppendLegal]. In
// a complete state it is empty exactly when the game is over; in a view
// ([State.View]) it is always empty.
func Legal(s State) []Move { return AppendLegal(nil, s) }

// AppendLegal appends the legal moves of s to dst and returns the result. It
// does not allocate when dst has room.
//
// Where a domino may go: it must touch the castle (wild) or, with at least
// one of its halves, a square of the same terrain, orthogonally; its two
// squares must be empty; and the kingdom, castle included (a ruling of the
// project), must still fit in a 5x5 square (7x7 in the Mighty Duel). A
// domino that can be placed must be placed: it is discarded, scoring
// nothing, only when no placement exists (also a ruling of the project). Positions rarely have more than 50
// legal moves (the most seen in 3,000 random games of each size: 39 in a
// 5x5 kingdom, 49 in a 7x7 one); a hard bound is 4 per square within reach
// of the castle, 672.
//
// The moves come in increasing [Move.Compare] order, which is:
//   - Choosing and Picking: one Pick per free domino of the line, in
//     ascending number;
//   - Placing: every legal placement of the domino, by direction of its
//     right half (up, right, down, left: the squaregrid order), then by the
//     square of its left half, row by row from the top, left to right; when
//     no placement exists, the single move Discard.
//
// A domino whose two halves are alike (dominoes 1 to 12: one terrain, no
// crown) lies the same way turned half a turn, so only its right and down
// placements are listed: "place 5 0,1 right" and "place 5 0,2 left" would
// build the same kingdom. Apply rejects the left and up forms of such a
// domino with an error naming the listed equivalent.
func AppendLegal(dst []Move, s State) []Move { return s.appendLegal(dst) }

// appendLegal is AppendLegal on a pointer, so that callers holding a State
// do not copy it once more.
func (s *State) appendLegal(dst []Move) []Move {
	if s.view != 0 {
		return dst
	}
	switch s.phase {
	case Choosing, Picking:
		// Each domino of the line is stored as a pick, which the next
		// one overwrites unless the domino is there (not 0) and free (no
		// king: king < 0, its top bit set): no branch to mispredict.
		n := len(dst)
		dst = slices.Grow(dst, len(s.next))
		out := dst[n : n+len(s.next)]
		i := 0
		for _, x := range s.next {
			out[i&3] = moveOf(uint32(Pick) | uint32(x.domino)<<8)
			i += int(uint8(x.king)>>7) & ((int(x.domino) + 63) >> 6)
		}
		dst = dst[:n+i]
	case Placing:
		d := s.cur[s.slot].domino
		k := &s.boards[s.cur[s.slot].king]
		n := len(dst)
		if s.flags&flagDuel == 0 {
			dst = k.appendWindowPlacements(dst, d)
		} else {
			dst = k.appendPlacements(dst, d, s.size())
		}
		if len(dst) == n {
			dst = append(dst, Move{ad: uint8(Discard), domino: d})
		}
	}
	return dst
}

// anchorSets sets a[dir], for each direction dir in which d is listed (see
// AppendLegal; the others are left empty), to the cells where the left half
// of d can go with its right half in direction dir: both squares free and
// within the bound, and the left half next to its terrain or the castle,
// or the right half next to its own. What the directions share is computed
// once: the free squares and, for each half, the squares next to its
// terrain or the castle; each direction then moves the sets of the right
// half one square the other way, by a constant shift (the padding column
// keeps squares from wrapping around a row), and intersects.
func (k *board) anchorSets(d Domino, size int, a *[4]cells) {
	h := &dominoHalves[d]
	free := k.allowed(size).andNot(k.occ())
	near0 := near(k.terrain(h[0].t)).or(nearCastle)
	near1 := near0
	if h[1].t != h[0].t {
		near1 = near(k.terrain(h[1].t)).or(nearCastle)
	}
	a[squaregrid.Right] = free.and(shiftDown(free, 1)).and(near0.or(shiftDown(near1, 1)))
	a[squaregrid.Down] = free.and(shiftDown(free, gridStride)).and(near0.or(shiftDown(near1, gridStride)))
	if h[0] == h[1] { // symmetric: see AppendLegal
		a[squaregrid.Up], a[squaregrid.Left] = cells{}, cells{}
		return
	}
	a[squaregrid.Up] = free.and(shiftUp(free, gridStride)).and(near0.or(shiftUp(near1, gridStride)))
	a[squaregrid.Left] = free.and(shiftUp(free, 1)).and(near0.or(shiftUp(near1, 1)))
}

// nearCastle is the castle's cell and the cells next to it.
var nearCastle = near(castleSet)

// appendPlacements appends every legal placement of d, in the order of
// AppendLegal: it counts them, grows dst once, and stores each move at its
// index. The loops over the bits are written out here rather than in a
// function called for each of the 12 words: most words are empty (a
// placement has about 9 moves in a 4-player game), so a call per word
// would cost more than the moves.
func (k *board) appendPlacements(dst []Move, d Domino, size int) []Move {
	var a [4]cells
	k.anchorSets(d, size, &a)
	n := len(dst)
	total := a[0].count() + a[1].count() + a[2].count() + a[3].count()
	dst = slices.Grow(dst, total)[:n+total]
	out := dst[n:]
	i := 0
	for dir := range a {
		c := &a[dir]
		if c.empty() {
			continue
		}
		base := uint32(uint8(Place)|uint8(dir)<<2) | uint32(d)<<8
		for x := c.w0; x != 0; x &= x - 1 {
			out[i] = moveOf(base | cellRowCol[bits.TrailingZeros64(x)])
			i++
		}
		for x := c.w1; x != 0; x &= x - 1 {
			out[i] = moveOf(base | cellRowCol[64+bits.TrailingZeros64(x)])
			i++
		}
		for x := c.w2; x != 0; x &= x - 1 {
			out[i] = moveOf(base | cellRowCol[128+bits.TrailingZeros64(x)])
			i++
		}
	}
	return dst
}

// moveOf returns the Move whose fields are the bytes of v, low byte first:
// written this way, the compiler stores a Move in one instruction.
func moveOf(v uint32) Move {
	return Move{ad: uint8(v), domino: Domino(v >> 8), row: int8(v >> 16), col: int8(v >> 24)}
}

// cellRowCol holds the kingdom row and column of each cell, as the bytes 2
// and 3 of a Move (see moveOf). (It has 256 entries so that an index of a
// byte needs no bounds check.)
var cellRowCol = func() (t [256]uint32) {
	for i := range 192 {
		p := pointOf(i)
		t[i] = uint32(uint8(int8(p.Row)))<<16 | uint32(uint8(int8(p.Col)))<<24
	}
	return t
}()

// canPlace reports whether d fits anywhere in k.
func (k *board) canPlace(d Domino, size int) bool {
	var a [4]cells
	k.anchorSets(d, size, &a)
	return !a[0].or(a[1]).or(a[2]).or(a[3]).empty()
}

// A window is 128 cells of the grid from a cell s on: cell s+i is bit i%64
// of word i/64 (lo, hi). Nine rows of the grid (126 cells) fit in one, which
// is every row a 5x5 kingdom may still grow into: its bound's rows are
// maxR-4..minR+4. Move generation for a 5x5 kingdom works on the window of
// those rows: two words instead of the three of cells, and 8 loops over
// words to store the moves instead of 12.
type window struct{ lo, hi uint64 }

// windowOf returns the window of c from cell s (0 <= s < 128).
func windowOf(c cells, s uint) window {
	w := [4]uint64{c.w0, c.w1, c.w2, 0}
	q, r := s>>6&1, s&63
	// A shift by 64 gives 0, so r == 0 needs no case of its own.
	return window{w[q]>>r | w[q+1]<<(64-r), w[q+1]>>r | w[q+2]<<(64-r)}
}

func (w window) and(v window) window    { return window{w.lo & v.lo, w.hi & v.hi} }
func (w window) or(v window) window     { return window{w.lo | v.lo, w.hi | v.hi} }
func (w window) andNot(v window) window { return window{w.lo &^ v.lo, w.hi &^ v.hi} }

// count returns the number of cells of w.
func (w window) count() int { return bits.OnesCount64(w.lo) + bits.OnesCount64(w.hi) }

// lowest returns the window of the lowest cell of w, which is not empty,
// and that cell's index in w.
func (w window) lowest() (window, uint) {
	if w.lo != 0 {
		return window{lo: w.lo & -w.lo}, uint(bits.TrailingZeros64(w.lo))
	}
	return window{hi: w.hi & -w.hi}, 64 + uint(bits.TrailingZeros64(w.hi))
}

// down moves every cell i of w to i-n (0 < n < 64), and up to i+n.
func (w window) down(n uint) window { return window{w.lo>>n | w.hi<<(64-n), w.hi >> n} }
func (w window) up(n uint) window   { return window{w.lo << n, w.hi<<n | w.lo>>(64-n)} }

// near returns w with the cells next to them.
func (w window) near() window {
	const n = gridStride
	return window{
		w.lo | w.lo<<1 | w.lo>>1 | w.lo<<n | w.lo>>n | w.hi<<63 | w.hi<<(64-n),
		w.hi | w.hi<<1 | w.hi>>1 | w.hi<<n | w.hi>>n | w.lo>>63 | w.lo>>(64-n),
	}
}

// windowBound[h][lo][hi] is the bound of a window whose rows 0..h and
// columns lo..hi are allowed (h <= 8).
var windowBound [9][gridRows][gridRows]window

func init() {
	for h := range windowBound {
		for lo := range gridRows {
			for hi := lo; hi < gridRows; hi++ {
				r := squaregrid.Rect{Min: squaregrid.Pt(0, lo), Max: squaregrid.Pt(h, hi)}
				windowBound[h][lo][hi] = windowOf(cellsOf(grid.RectSet(r)), 0)
			}
		}
	}
}

// anchorWindows is anchorSets for a 5x5 kingdom, on the window of the rows
// it may grow into, which starts at cell s: the sets of the directions up,
// right, down and left. (They are results rather than an array so that
// they come back in registers.)
func (k *board) anchorWindows(d Domino) (up, right, down, left window, s uint) {
	const size = 5
	loR := int(k.maxR) - size + 1
	s = uint(loR * gridStride)
	c0, c1, c2 := windowOf(k.code[0], s), windowOf(k.code[1], s), windowOf(k.code[2], s)
	free := windowBound[int(k.minR)+size-1-loR][int(k.maxC)-size+1][int(k.minC)+size-1].andNot(c0.or(c1).or(c2))
	castle := c0.and(c1).and(c2)
	h := &dominoHalves[d]
	m0, m1, m2 := bitMasks(h[0].t)
	// Both halves' sets and all four directions are computed whatever the
	// domino, with no branch on it: whether its halves share a terrain, or
	// are alike, is a coin toss in a random game.
	near0 := window{matchWord(c0.lo, c1.lo, c2.lo, m0, m1, m2), matchWord(c0.hi, c1.hi, c2.hi, m0, m1, m2)}.or(castle).near()
	m0, m1, m2 = bitMasks(h[1].t)
	near1 := window{matchWord(c0.lo, c1.lo, c2.lo, m0, m1, m2), matchWord(c0.hi, c1.hi, c2.hi, m0, m1, m2)}.or(castle).near()
	right = free.and(free.down(1)).and(near0.or(near1.down(1)))
	down = free.and(free.down(gridStride)).and(near0.or(near1.down(gridStride)))
	// A symmetric domino lists no up or left placement (see AppendLegal):
	// those sets are cleared by a mask.
	asym := uint64(symmetricDominoes>>(d&63)&1) - 1
	sym := window{asym, asym}
	up = free.and(free.up(gridStride)).and(near0.or(near1.up(gridStride))).and(sym)
	left = free.and(free.up(1)).and(near0.or(near1.up(1))).and(sym)
	return up, right, down, left, s
}

// matchWord returns a word of the cells whose code planes' bits (a, b, c)
// equal the masks of a terrain (m0, m1, m2, see bitMasks).
func matchWord(a, b, c, m0, m1, m2 uint64) uint64 { return ^(a ^ m0) & ^(b ^ m1) & ^(c ^ m2) }

// appendWindowPlacements is appendPlacements for a 5x5 kingdom.
func (k *board) appendWindowPlacements(dst []Move, d Domino) []Move {
	up, right, down, left, s := k.anchorWindows(d)
	n := len(dst)
	total := up.count() + right.count() + down.count() + left.count()
	dst = slices.Grow(dst, total)[:n+total]
	out := dst[n:]
	base := uint32(Place) | uint32(d)<<8
	i := storeWindow(out, 0, up, base|uint32(squaregrid.Up)<<2, s)
	i = storeWindow(out, i, right, base|uint32(squaregrid.Right)<<2, s)
	i = storeWindow(out, i, down, base|uint32(squaregrid.Down)<<2, s)
	storeWindow(out, i, left, base|uint32(squaregrid.Left)<<2, s)
	return dst
}

// storeWindow stores at out[i:] the moves base (see moveOf) with the
// squares of the cells of w, a window from cell s, and returns the index
// after them.
func storeWindow(out []Move, i int, w window, base uint32, s uint) int {
	for x := w.lo; x != 0; x &= x - 1 {
		out[i] = moveOf(base | cellRowCol[uint8(s+uint(bits.TrailingZeros64(x)))])
		i++
	}
	for x := w.hi; x != 0; x &= x - 1 {
		out[i] = moveOf(base | cellRowCol[uint8(s+64+uint(bits.TrailingZeros64(x)))])
		i++
	}
	return i
}
