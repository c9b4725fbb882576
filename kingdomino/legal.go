package kingdomino

import (
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms/squaregrid"
)

// Legal returns every legal move of s, in the order of [AppendLegal]. It is
// empty exactly when the game is over.
func Legal(s State) []Move { return AppendLegal(nil, s) }

// AppendLegal appends the legal moves of s to dst and returns the result. It
// does not allocate when dst has room. Positions rarely have more than 50
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
	switch s.phase {
	case Choosing, Picking:
		for _, x := range s.next {
			if x.domino != 0 && x.king < 0 {
				dst = append(dst, moveOf(uint32(Pick)|uint32(x.domino)<<8))
			}
		}
	case Placing:
		d := s.cur[s.slot].domino
		k := &s.boards[s.cur[s.slot].king]
		n := len(dst)
		dst = k.appendPlacements(dst, d, s.size())
		if len(dst) == n {
			dst = append(dst, Move{ad: uint8(Discard), domino: d})
		}
	}
	return dst
}

// placer holds what every orientation of one domino in one kingdom shares:
// the free squares within the bound and, for each half, the squares next to
// a square of its terrain or to the castle.
type placer struct {
	free, near0, near1 cells
}

func (k *board) placer(d Domino, size int) placer {
	h := dominoHalves[d]
	p := placer{
		free:  k.allowed(size).andNot(k.occ()),
		near0: near(k.terrain(h[0].t).or(castleSet)),
	}
	p.near1 = p.near0
	if h[1].t != h[0].t {
		p.near1 = near(k.terrain(h[1].t).or(castleSet))
	}
	return p
}

// anchors returns the cells where the left half can go with the right half
// in direction dir: both squares free and within the bound, and the left
// half next to its terrain or the castle, or the right half next to its
// own. The sets are moved one square the other way, by a constant shift
// for each direction: the padding column keeps squares from wrapping
// around a row.
func (p *placer) anchors(dir squaregrid.Direction) cells {
	var f, n cells
	switch dir {
	case squaregrid.Up:
		f, n = shiftUp(p.free, gridStride), shiftUp(p.near1, gridStride)
	case squaregrid.Right:
		f, n = shiftDown(p.free, 1), shiftDown(p.near1, 1)
	case squaregrid.Down:
		f, n = shiftDown(p.free, gridStride), shiftDown(p.near1, gridStride)
	default:
		f, n = shiftUp(p.free, 1), shiftUp(p.near1, 1)
	}
	return p.free.and(f).and(p.near0.or(n))
}

// dirsFor returns the directions listed for domino d.
func dirsFor(d Domino) []squaregrid.Direction {
	if d.symmetric() {
		return halfDirs[:]
	}
	return squaregrid.Directions[:]
}

var halfDirs = [2]squaregrid.Direction{squaregrid.Right, squaregrid.Down}

// appendPlacements appends every legal placement of d, in the order of
// AppendLegal.
func (k *board) appendPlacements(dst []Move, d Domino, size int) []Move {
	p := k.placer(d, size)
	if d.symmetric() {
		dst = appendAnchors(dst, d, squaregrid.Right, p.anchors(squaregrid.Right))
		return appendAnchors(dst, d, squaregrid.Down, p.anchors(squaregrid.Down))
	}
	for dir := squaregrid.Up; dir <= squaregrid.Left; dir++ {
		dst = appendAnchors(dst, d, dir, p.anchors(dir))
	}
	return dst
}

// appendAnchors appends the placements of d with its left half on a cell of
// a and its right half in direction dir, in increasing cell order. It grows
// dst once, then stores each move at its index.
func appendAnchors(dst []Move, d Domino, dir squaregrid.Direction, a cells) []Move {
	n := len(dst)
	dst = slices.Grow(dst, a.count())
	out := dst[n : n+a.count()]
	base := uint32(uint8(Place)|uint8(dir)<<2) | uint32(d)<<8
	i := 0
	for x := a.w0; x != 0 && i < len(out); x &= x - 1 {
		out[i] = moveOf(base | cellRowCol[bits.TrailingZeros64(x)])
		i++
	}
	for x := a.w1; x != 0 && i < len(out); x &= x - 1 {
		out[i] = moveOf(base | cellRowCol[64+bits.TrailingZeros64(x)])
		i++
	}
	for x := a.w2; x != 0 && i < len(out); x &= x - 1 {
		out[i] = moveOf(base | cellRowCol[128+bits.TrailingZeros64(x)&63])
		i++
	}
	return dst[:n+len(out)]
}

// moveOf returns the Move whose fields are the bytes of v, low byte first:
// written this way, the compiler stores a Move in one instruction.
func moveOf(v uint32) Move {
	return Move{ad: uint8(v), domino: Domino(v >> 8), row: int8(v >> 16), col: int8(v >> 24)}
}

// cellRowCol holds the kingdom row and column of each cell, as the bytes 2
// and 3 of a Move (see moveOf).
var cellRowCol = func() (t [192]uint32) {
	for i := range t {
		p := pointOf(i)
		t[i] = uint32(uint8(int8(p.Row)))<<16 | uint32(uint8(int8(p.Col)))<<24
	}
	return t
}()

// canPlace reports whether d fits anywhere in k.
func (k *board) canPlace(d Domino, size int) bool {
	p := k.placer(d, size)
	for _, dir := range dirsFor(d) {
		if !p.anchors(dir).empty() {
			return true
		}
	}
	return false
}
