package kingdombuilder

import (
	"iter"

	"github.com/boardrules/kingdoms/hexgrid"
)

// The geometry of every game: the 20x20 board and the Island (Queenie 3),
// a separate board of 5 rows that touches no hex of the 20x20 board.
//
// Island hexes have the indexes after the board's: island row r (0-4),
// column c (0-21) is hex boardSize + r*islandCols + c (400 to 509), so
// that a hexgrid.Set (512 bits) holds the hexes of both and a Move packs
// them in its 9-bit fields. For hexgrid.Offset, the island's row r is row
// 20+r (State.Terrain, Move.To, ...); the move notation writes it "iR,C".
//
// grid answers every geometric question of the rules for both boards: it
// is the 20x20 hexgrid.Board with its methods that take or return hexes
// overridden to see the island's hexes too. A set without island hexes
// (every set of a game without the Island) costs one test of two words
// more than the plain board, so the base game keeps its speed; the rules
// of the expansions, written against grid, work on the Island unchanged.
// Methods not overridden (Edge, Rect, Embed, Rotate180, ...) are those of
// the 20x20 board only: the Island has no edge of the board (Tower), no
// section, no rotation.
type geometry struct{ *hexgrid.Board }

// The Island's fixed frame: 5 rows ("5 lignes horizontales", rulebook 003,
// "QUEENIE 3: ILE") of at most 22 hexes. An island text may use fewer
// columns; the rest of the frame holds no hex.
const (
	islandRows  = 5
	islandCols  = 22
	islandBase  = boardSize                          // index of island hex (0,0)
	islandEnd   = islandBase + islandRows*islandCols // 510, past the last island hex
	maxHex      = hexgrid.Capacity                   // size of the tables indexed by hex
	numLines    = boardRows + islandRows             // horizontal lines of both boards
	islandShift = islandBase % 64                    // bit of island hex 0 in word islandWord
	islandWord  = islandBase / 64
)

// islandGrid is the frame of the Island, numbered from 0.
var islandGrid = mustBoard(islandRows, islandCols)

// islandNbr is the neighbour table of the island hexes, in board indexes
// (-1 off the island frame); noNbr is the table of a hex on neither board.
var islandNbr, noNbr = func() (t [islandRows * islandCols][hexgrid.NumDirections]int32, none [hexgrid.NumDirections]int32) {
	for i := range t {
		for d, j := range islandGrid.NeighborTable(i) {
			t[i][d] = -1
			if j >= 0 {
				t[i][d] = j + islandBase
			}
		}
	}
	for d := range none {
		none[d] = -1
	}
	return t, none
}()

// isIsland reports whether hex index i is an island hex.
func isIsland(i int) bool { return i >= islandBase && i < islandEnd }

// hasIsland reports whether s holds some island hex (a bit at islandBase or
// above).
func hasIsland(s *hexgrid.Set) bool { return s[islandWord]>>islandShift|s[islandWord+1] != 0 }

// toIsland returns the island hexes of s in the island frame's numbering.
func toIsland(s *hexgrid.Set) hexgrid.Set {
	return hexgrid.Set{s[islandWord]>>islandShift | s[islandWord+1]<<(64-islandShift), s[islandWord+1] >> islandShift}
}

// fromIsland returns the island-frame set l in board indexes.
func fromIsland(l hexgrid.Set) hexgrid.Set {
	var s hexgrid.Set
	s[islandWord] = l[0] << islandShift
	s[islandWord+1] = l[0]>>(64-islandShift) | l[1]<<islandShift
	return s
}

// Dilate returns s and the hexes next to it, on both boards. It is small enough to be inlined: the Island's part is a call of its
// own, made only for sets with island hexes.
func (g geometry) Dilate(s hexgrid.Set) hexgrid.Set {
	if hasIsland(&s) {
		return g.dilateBoth(&s)
	}
	return g.Board.Dilate(s)
}

// dilateBoth is Dilate for a set with island hexes.
func (g geometry) dilateBoth(s *hexgrid.Set) hexgrid.Set {
	return g.Board.Dilate(*s).Union(fromIsland(islandGrid.Dilate(toIsland(s))))
}

// Ring returns the hexes next to s and not in s, on both boards.
func (g geometry) Ring(s hexgrid.Set) hexgrid.Set { return g.Dilate(s).Diff(s) }

// Shift returns s moved one step in direction d, on both boards.
func (g geometry) Shift(s hexgrid.Set, d hexgrid.Direction) hexgrid.Set {
	out := g.Board.Shift(s, d)
	if hasIsland(&s) {
		out = out.Union(fromIsland(islandGrid.Shift(toIsland(&s), d)))
	}
	return out
}

// Touching returns the hexes with at least one neighbour in s and those
// with at least two, on both boards.
func (g geometry) Touching(s hexgrid.Set) (once, twice hexgrid.Set) {
	if hasIsland(&s) {
		return g.touchingBoth(&s)
	}
	return g.Board.Touching(s)
}

// TouchingAtLeast returns the hexes with at least n neighbours in s, on
// both boards.
func (g geometry) TouchingAtLeast(s hexgrid.Set, n int) hexgrid.Set {
	out := g.Board.TouchingAtLeast(s, n)
	if hasIsland(&s) {
		out = out.Union(fromIsland(islandGrid.TouchingAtLeast(toIsland(&s), n)))
	}
	return out
}

// touchingBoth is Touching for a set with island hexes.
func (g geometry) touchingBoth(s *hexgrid.Set) (once, twice hexgrid.Set) {
	once, twice = g.Board.Touching(*s)
	o, t := islandGrid.Touching(toIsland(s))
	return once.Union(fromIsland(o)), twice.Union(fromIsland(t))
}

// NeighborTable returns the 6 neighbours of hex i by direction (-1 where
// there is none).
func (g geometry) NeighborTable(i int) *[hexgrid.NumDirections]int32 {
	if uint(i) < boardSize {
		return g.Board.NeighborTable(i)
	}
	if isIsland(i) {
		return &islandNbr[i-islandBase]
	}
	return &noNbr
}

// Neighbor returns the neighbour of hex i in direction d, or -1.
func (g geometry) Neighbor(i int, d hexgrid.Direction) int {
	if !d.Valid() {
		return -1
	}
	return int(g.NeighborTable(i)[d])
}

// Neighbors returns the neighbours of hex i.
func (g geometry) Neighbors(i int) []int {
	if uint(i) < boardSize {
		return g.Board.Neighbors(i)
	}
	var out []int
	for _, j := range g.NeighborTable(i) {
		if j >= 0 {
			out = append(out, int(j))
		}
	}
	return out
}

// NeighborSet returns the neighbours of hex i as a set.
func (g geometry) NeighborSet(i int) hexgrid.Set {
	if uint(i) >= maxHex {
		return hexgrid.Set{}
	}
	return nbrSets[i]
}

// Touches reports whether hex i has a neighbour in s: NeighborSet(i)
// intersects s, read in place from the table.
func (g geometry) Touches(i int, s hexgrid.Set) bool {
	if uint(i) >= maxHex {
		return false
	}
	n := &nbrSets[i]
	return n[0]&s[0]|n[1]&s[1]|n[2]&s[2]|n[3]&s[3]|n[4]&s[4]|n[5]&s[5]|n[6]&s[6]|n[7]&s[7] != 0
}

// nbrSets holds the neighbours of every hex of both boards, so that
// NeighborSet and Touches cost what the board's own do.
var nbrSets = func() (t [maxHex]hexgrid.Set) {
	for i := range boardSize {
		t[i] = grid.Board.NeighborSet(i)
	}
	for i := range islandRows * islandCols {
		t[islandBase+i] = fromIsland(islandGrid.NeighborSet(i))
	}
	return t
}()

// Components returns the groups of connected hexes of s: those of the
// 20x20 board, then those of the Island.
func (g geometry) Components(s hexgrid.Set) iter.Seq[hexgrid.Set] {
	return func(yield func(hexgrid.Set) bool) {
		for c := range g.Board.Components(s) {
			if !yield(c) {
				return
			}
		}
		if !hasIsland(&s) {
			return
		}
		for c := range islandGrid.Components(toIsland(&s)) {
			if !yield(fromIsland(c)) {
				return
			}
		}
	}
}

// Component returns the group of s holding start.
func (g geometry) Component(s hexgrid.Set, start int) hexgrid.Set {
	if uint(start) < boardSize {
		return g.Board.Component(s, start)
	}
	if !isIsland(start) {
		return hexgrid.Set{}
	}
	return fromIsland(islandGrid.Component(toIsland(&s), start-islandBase))
}

// AppendComponents appends the groups of s, as Components lists them.
func (g geometry) AppendComponents(dst []hexgrid.Set, s hexgrid.Set) []hexgrid.Set {
	for c := range g.Components(s) {
		dst = append(dst, c)
	}
	return dst
}

// Within returns the hexes at distance at most n from hex i, on its board.
func (g geometry) Within(i, n int) hexgrid.Set {
	if uint(i) < boardSize {
		return g.Board.Within(i, n)
	}
	if !isIsland(i) {
		return hexgrid.Set{}
	}
	return fromIsland(islandGrid.Within(i-islandBase, n))
}

// Reach returns the hexes reached from hex i in 1 to n steps through the
// hexes of open, on i's board (see hexgrid.Board.Reach): the Crossroads
// ship and wagon (3 steps) and the Nomads Resettlement (the steps left)
// move so.
func (g geometry) Reach(i int, open hexgrid.Set, n int) hexgrid.Set {
	if uint(i) < boardSize {
		return g.Board.Reach(i, open, n)
	}
	if !isIsland(i) {
		return hexgrid.Set{}
	}
	return fromIsland(islandGrid.Reach(i-islandBase, toIsland(&open), n))
}

// Steps returns the length of the shortest path from hex i to hex j
// through the hexes of open, 0 when there is none of at most n steps (see
// hexgrid.Board.Steps); the Island touches no other hex.
func (g geometry) Steps(i, j int, open hexgrid.Set, n int) int {
	switch {
	case uint(i) < boardSize && uint(j) < boardSize:
		return g.Board.Steps(i, j, open, n)
	case isIsland(i) && isIsland(j):
		return islandGrid.Steps(i-islandBase, j-islandBase, toIsland(&open), n)
	}
	return 0
}

// Distance returns the number of steps between hexes i and j, -1 when
// they are not on the same board (the Island touches no other hex).
func (g geometry) Distance(i, j int) int {
	switch {
	case uint(i) < boardSize && uint(j) < boardSize:
		return g.Board.Distance(i, j)
	case isIsland(i) && isIsland(j):
		return islandGrid.Distance(i-islandBase, j-islandBase)
	}
	return -1
}

// Step returns the hex k steps from i in direction d, or -1.
func (g geometry) Step(i int, d hexgrid.Direction, k int) int {
	if uint(i) < boardSize {
		return g.Board.Step(i, d, k)
	}
	if !isIsland(i) {
		return -1
	}
	if j := islandGrid.Step(i-islandBase, d, k); j >= 0 {
		return j + islandBase
	}
	return -1
}

// StepSet returns the hexes exactly k steps from i in a straight line.
func (g geometry) StepSet(i, k int) hexgrid.Set {
	if uint(i) < boardSize {
		return g.Board.StepSet(i, k)
	}
	if !isIsland(i) {
		return hexgrid.Set{}
	}
	return fromIsland(islandGrid.StepSet(i-islandBase, k))
}

// Line returns the hexes from i (excluded) in direction d to the edge of
// its board.
func (g geometry) Line(i int, d hexgrid.Direction) iter.Seq[int] {
	if uint(i) < boardSize {
		return g.Board.Line(i, d)
	}
	return func(yield func(int) bool) {
		if !isIsland(i) {
			return
		}
		for j := range islandGrid.Line(i-islandBase, d) {
			if !yield(j + islandBase) {
				return
			}
		}
	}
}

// Ray returns the hexes of Line(i, d) as a set.
func (g geometry) Ray(i int, d hexgrid.Direction) hexgrid.Set {
	if uint(i) < boardSize {
		return g.Board.Ray(i, d)
	}
	if !isIsland(i) {
		return hexgrid.Set{}
	}
	return fromIsland(islandGrid.Ray(i-islandBase, d))
}

// Run counts the hexes of s met from i (excluded) in direction d before
// the first hex not in s.
func (g geometry) Run(i int, d hexgrid.Direction, s hexgrid.Set) int {
	if uint(i) < boardSize {
		return g.Board.Run(i, d, s)
	}
	if !isIsland(i) {
		return 0
	}
	return islandGrid.Run(i-islandBase, d, toIsland(&s))
}

// Slide returns the last hex of open reached from i in direction d before
// an obstacle (i itself when the first step is blocked), -1 off the boards.
func (g geometry) Slide(i int, d hexgrid.Direction, open hexgrid.Set) int {
	if uint(i) < boardSize {
		return g.Board.Slide(i, d, open)
	}
	if !isIsland(i) {
		return -1
	}
	if j := islandGrid.Slide(i-islandBase, d, toIsland(&open)); j >= 0 {
		return j + islandBase
	}
	return -1
}

// Row returns the hexes of horizontal line r: the board's rows 0 to 19,
// then the Island's lines 0 to 4 as rows 20 to 24.
func (g geometry) Row(r int) hexgrid.Set {
	if r < boardRows {
		return g.Board.Row(r)
	}
	if r < numLines {
		return fromIsland(islandGrid.Row(r - boardRows))
	}
	return hexgrid.Set{}
}

// Offset returns the offset of hex i; an island hex is on rows 20 to 24.
func (g geometry) Offset(i int) hexgrid.Offset {
	if uint(i) < boardSize {
		return g.Board.Offset(i)
	}
	if isIsland(i) {
		o := islandGrid.Offset(i - islandBase)
		return hexgrid.Offset{Row: o.Row + boardRows, Col: o.Col}
	}
	return g.Board.Offset(i)
}

// Index returns the hex at offset o, rows 20 to 24 being the Island's
// lines 0 to 4; -1 on neither board.
func (g geometry) Index(o hexgrid.Offset) int {
	if o.Row < boardRows {
		return g.Board.Index(o)
	}
	if j := islandGrid.Index(hexgrid.Offset{Row: o.Row - boardRows, Col: o.Col}); j >= 0 {
		return j + islandBase
	}
	return -1
}

// Contains reports whether o is a hex of the board or of the Island frame.
func (g geometry) Contains(o hexgrid.Offset) bool { return g.Index(o) >= 0 }

// IslandOffset returns the offset of the Island's hex at line r (0-4),
// column c (0-21): row 20+r, as the package numbers island hexes (the
// notation writes it "iR,C").
func IslandOffset(r, c int) hexgrid.Offset { return hexgrid.Offset{Row: boardRows + r, Col: c} }
