package kingdomino

import (
	"strings"

	"github.com/boardrules/kingdoms/squaregrid"
)

// maxHandled is the most dominoes one player handles in a game: 24 in the
// Mighty Duel (12 otherwise).
const maxHandled = 24

// An entry records one domino a player handled: dd holds the domino in its
// low 6 bits and the direction of its right half in the top 2; cell is the
// cell of its left half, or discarded.
type entry struct {
	dd   uint8
	cell uint8
}

const discarded = 255

func (e entry) domino() Domino            { return Domino(e.dd & 63) }
func (e entry) dir() squaregrid.Direction { return squaregrid.Direction(e.dd >> 6) }

// board is what move generation and Apply read of a kingdom: its squares
// as bitsets on the grid of grid.go, its bounding box and its counts. The
// State keeps the boards and, apart, one log shared by the players (see
// State.log), which keeps it small.
type board struct {
	// code holds the terrain of each square bit by bit: a square of terrain
	// t is in code[j] when bit j of t is set (the castle is 7, an empty
	// square 0).
	code [3]cells
	// The bounding box of the squares, in grid rows and columns.
	minR, maxR, minC, maxC int8
	n                      uint8 // dominoes handled: entries of the log
	discards               uint8 // entries of the log that are discards
}

// kingdom is one player's whole kingdom: its board and the log of the
// dominoes it handled, from which the crowns are read when scoring. It is
// put together from a State off the hot paths (State.kingdom).
type kingdom struct {
	board
	log [maxHandled]entry
}

func newBoard() board {
	return board{
		code: [3]cells{castleSet, castleSet, castleSet},
		minR: gridCenter, maxR: gridCenter, minC: gridCenter, maxC: gridCenter,
	}
}

func newKingdom() kingdom { return kingdom{board: newBoard()} }

// occ returns every square of the kingdom, castle included.
func (k *board) occ() cells {
	return k.code[0].or(k.code[1]).or(k.code[2])
}

// terrain returns the squares of terrain t (1 to 7).
func (k *board) terrain(t Terrain) cells {
	m0, m1, m2 := bitMasks(t)
	c0, c1, c2 := k.code[0], k.code[1], k.code[2]
	return cells{
		^(c0.w0 ^ m0) & ^(c1.w0 ^ m1) & ^(c2.w0 ^ m2),
		^(c0.w1 ^ m0) & ^(c1.w1 ^ m1) & ^(c2.w1 ^ m2),
		^(c0.w2 ^ m0) & ^(c1.w2 ^ m1) & ^(c2.w2 ^ m2),
	}
}

// allowed returns the cells where a new square keeps the kingdom's bounding
// box within size x size.
func (k *board) allowed(size int) cells {
	loR, hiR := int(k.maxR)-size+1, int(k.minR)+size-1
	loC, hiC := int(k.maxC)-size+1, int(k.minC)+size-1
	// The castle sits in the middle of the grid and size <= 7, so the bands
	// never leave the grid.
	return rowBand[loR][hiR].and(colBand[loC][hiC])
}

// add puts a square of terrain t on the empty cell i.
func (k *board) add(i int, t Terrain) {
	c := cellSet[i]
	m0, m1, m2 := bitMasks(t)
	k.code[0] = k.code[0].or(cells{c.w0 & m0, c.w1 & m0, c.w2 & m0})
	k.code[1] = k.code[1].or(cells{c.w0 & m1, c.w1 & m1, c.w2 & m1})
	k.code[2] = k.code[2].or(cells{c.w0 & m2, c.w1 & m2, c.w2 & m2})
	rc := cellRC[i]
	k.minR, k.maxR = min(k.minR, rc.r), max(k.maxR, rc.r)
	k.minC, k.maxC = min(k.minC, rc.c), max(k.maxC, rc.c)
}

// place lays domino d with its left half on cell a and its right half in
// direction dir (the caller has checked that the placement is legal) and
// returns the entry the log records for it. Both halves are added at once:
// each plane of the terrain code gains the half squares whose terrain has
// that bit.
func (k *board) place(d Domino, a int, dir squaregrid.Direction) entry {
	h := &dominoHalves[d]
	b := a + step[dir]
	ca, cb := cellSet[a], cellSet[b]
	a0, a1, a2 := bitMasks(h[0].t)
	b0, b1, b2 := bitMasks(h[1].t)
	k.code[0] = k.code[0].or(cells{ca.w0&a0 | cb.w0&b0, ca.w1&a0 | cb.w1&b0, ca.w2&a0 | cb.w2&b0})
	k.code[1] = k.code[1].or(cells{ca.w0&a1 | cb.w0&b1, ca.w1&a1 | cb.w1&b1, ca.w2&a1 | cb.w2&b1})
	k.code[2] = k.code[2].or(cells{ca.w0&a2 | cb.w0&b2, ca.w1&a2 | cb.w1&b2, ca.w2&a2 | cb.w2&b2})
	// The bounding box grows by arithmetic: the compiler makes min and max
	// of bytes into jumps, which the random placements of a playout
	// mispredict.
	ra, rb := cellRC[a], cellRC[b]
	k.minR = int8(lower(lower(int(k.minR), int(ra.r)), int(rb.r)))
	k.maxR = int8(higher(higher(int(k.maxR), int(ra.r)), int(rb.r)))
	k.minC = int8(lower(lower(int(k.minC), int(ra.c)), int(rb.c)))
	k.maxC = int8(higher(higher(int(k.maxC), int(ra.c)), int(rb.c)))
	k.n++
	return entry{dd: uint8(d) | uint8(dir)<<6, cell: uint8(a)}
}

// discard counts d as discarded and returns the entry the log records for
// it.
func (k *board) discard(d Domino) entry {
	k.n++
	k.discards++
	return entry{dd: uint8(d), cell: discarded}
}

// discard counts d as discarded and logs it.
func (k *kingdom) discard(d Domino) {
	k.log[k.n] = k.board.discard(d)
}

// terrainAt returns the terrain of cell i.
func (k *board) terrainAt(i int) Terrain {
	t := Terrain(0)
	for j := range k.code {
		if k.code[j].has(i) {
			t |= 1 << j
		}
	}
	return t
}

// crownsAt returns the crowns on cell i, given the crownSets.
func crownsAt(cs *[4]squaregrid.Set, i int) int {
	for c := 1; c <= 3; c++ {
		if cs[c].Has(i) {
			return c
		}
	}
	return 0
}

// crownSets returns the cells with 1, 2 and 3 crowns (index 0 is unused),
// read from the log.
func (k *kingdom) crownSets() (c [4]squaregrid.Set) {
	for _, e := range k.log[:k.n] {
		if e.cell == discarded {
			continue
		}
		h := dominoHalves[e.domino()]
		c[h[0].c] = c[h[0].c].Add(int(e.cell))
		c[h[1].c] = c[h[1].c].Add(int(e.cell) + step[e.dir()])
	}
	return c
}

// crowns holds the crowns of a kingdom's squares in two bit planes: a
// square with c crowns is in one when bit 0 of c is set and in two when
// bit 1 is.
type crowns struct{ one, two cells }

// crownPlanes returns the crowns of the squares of the dominoes of log.
// It tests no crown: each placed domino adds its crowned square to each
// plane under a mask, which is zero when the crowns lack that bit.
func crownPlanes(log []entry) (cr crowns) {
	for _, e := range log {
		if e.cell == discarded {
			continue
		}
		x := &crownHalf[e.dd&63]
		c := cellSet[int(e.cell)+int(x.right)*step[e.dir()]]
		cr.one = cr.one.or(cells{c.w0 & x.one, c.w1 & x.one, c.w2 & x.one})
		cr.two = cr.two.or(cells{c.w0 & x.two, c.w1 & x.two, c.w2 & x.two})
	}
	return cr
}

// crownHalf gives, for each domino, masks of all ones when its crowns have
// bit 0 (one) and bit 1 (two) set, and 1 when the crowns are on its right
// half: no domino has crowns on both halves (see dominoes_test.go).
var crownHalf = func() (t [64]struct {
	one, two uint64
	right    uint8
}) {
	for d := Domino(1); d <= NumDominoes; d++ {
		h := dominoHalves[d]
		n := h[0].c + h[1].c
		t[d].one, t[d].two = -uint64(n&1), -uint64(n>>1&1)
		if h[1].c != 0 {
			t[d].right = 1
		}
	}
	return t
}()

// crownCount returns the crowns on the cells of s, given the crownSets.
func crownCount(s squaregrid.Set, c *[4]squaregrid.Set) int {
	return s.Intersect(c[1]).Count() + 2*s.Intersect(c[2]).Count() + 3*s.Intersect(c[3]).Count()
}

// A Kingdom is a read-only copy of one player's kingdom. Its coordinates are
// relative to the castle, which is at (0,0); rows grow downwards and columns
// to the right.
type Kingdom struct {
	k    kingdom
	size int
	// crowns are k's crownSets, read once from the log so that Square,
	// Crowns and the picture do not read it again.
	crowns [4]squaregrid.Set
}

// newPublicKingdom returns k as a Kingdom that must fit in size x size.
func newPublicKingdom(k kingdom, size int) Kingdom {
	return Kingdom{k: k, size: size, crowns: k.crownSets()}
}

// A Square is one square of a kingdom.
type Square struct {
	Terrain Terrain // NoTerrain for an empty square, Castle for the castle
	Crowns  int
}

// Square returns the square at p (NoTerrain when p is empty or beyond any
// kingdom).
func (k Kingdom) Square(p squaregrid.Point) Square {
	i := cellOf(p)
	if i < 0 {
		return Square{}
	}
	return k.at(i)
}

// at returns the square of cell i, its crowns read from the sets the
// Kingdom holds.
func (k *Kingdom) at(i int) Square {
	return Square{k.k.terrainAt(i), crownsAt(&k.crowns, i)}
}

// Castle returns the square of the castle: (0,0), the origin of the
// kingdom's coordinates.
func (k Kingdom) Castle() squaregrid.Point { return squaregrid.Point{} }

// Size is the side of the square the kingdom must fit in: 5, or 7 in the
// Mighty Duel.
func (k Kingdom) Size() int { return k.size }

// Bounds returns the bounding box of the kingdom's squares, castle included.
func (k Kingdom) Bounds() squaregrid.Rect {
	return squaregrid.Rect{
		Min: squaregrid.Pt(int(k.k.minR)-gridCenter, int(k.k.minC)-gridCenter),
		Max: squaregrid.Pt(int(k.k.maxR)-gridCenter, int(k.k.maxC)-gridCenter),
	}
}

// Squares returns the number of squares, the castle included.
func (k Kingdom) Squares() int { return k.k.occ().set().Count() }

// Crowns returns the number of crowns in the kingdom.
func (k Kingdom) Crowns() int {
	return crownCount(k.k.occ().set(), &k.crowns)
}

// A Placement is where a domino was laid: its left half At, its right half
// in direction Dir from there.
type Placement struct {
	Domino Domino
	At     squaregrid.Point
	Dir    squaregrid.Direction
}

// Placements returns the dominoes laid in the kingdom, in the order they
// were laid.
func (k Kingdom) Placements() []Placement {
	var ps []Placement
	for _, e := range k.k.log[:k.k.n] {
		if e.cell != discarded {
			ps = append(ps, Placement{e.domino(), pointOf(int(e.cell)), e.dir()})
		}
	}
	return ps
}

// Discards returns the dominoes the player had to discard, in order.
func (k Kingdom) Discards() []Domino {
	var ds []Domino
	for _, e := range k.k.log[:k.k.n] {
		if e.cell == discarded {
			ds = append(ds, e.domino())
		}
	}
	return ds
}

// Handled returns the number of dominoes placed or discarded.
func (k Kingdom) Handled() int { return int(k.k.n) }

// String draws the kingdom's bounding box, one line per row from the top,
// two characters per square: the terrain's letter (W wheat, F forest, L
// lake, G grassland, S swamp, M mine, C castle, . empty) and its crowns (a
// digit, or a space for none), trailing spaces trimmed. For example a castle
// with a one-crown wheat square on its right, and below them a lake and a
// two-crown mine:
//
//	C W1
//	L M2
func (k Kingdom) String() string {
	var b strings.Builder
	k.draw(&b, "")
	return b.String()
}

// draw writes the kingdom's picture, each line prefixed by indent.
func (k *Kingdom) draw(b *strings.Builder, indent string) {
	line := make([]byte, 0, 2*gridRows)
	for r := k.k.minR; r <= k.k.maxR; r++ {
		line = line[:0]
		for c := k.k.minC; c <= k.k.maxC; c++ {
			sq := k.at(int(r)*gridStride + int(c))
			line = append(line, terrainLetters[sq.Terrain])
			if sq.Crowns > 0 {
				line = append(line, byte('0'+sq.Crowns))
			} else {
				line = append(line, ' ')
			}
		}
		b.WriteString(indent)
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
}
