package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Legal returns every legal move of s, sorted as documented on Move. It is
// empty exactly when the game is over.
func Legal(s State) []Move { return AppendLegal(nil, s) }

// AppendLegal appends the legal moves of s to dst and returns the result. It
// does not allocate when dst has room.
//
// During the mandatory action (after its first settlement and until it is
// over) only place moves are legal; before it, place moves and tiles; after
// it, tiles and "end".
func AppendLegal(dst []Move, s State) []Move {
	if s.g == nil || s.over {
		return dst
	}
	done := s.mandatoryDone()
	if !done {
		dst = appendSet(dst, Move{kind: PlaceSettlement, from: -1}, s.placeTargets())
		if s.placed > 0 {
			return dst
		}
	}
	for l := Location(1); l < numLocations; l++ {
		if s.g.present[l] && l.implemented() && s.usable(l) > 0 {
			dst = s.appendTile(dst, l)
		}
	}
	if done {
		dst = append(dst, End())
	}
	return dst
}

// appendSet appends one move per hex of t, in increasing hex order, with the
// target hex set in m.
func appendSet(dst []Move, m Move, t hexgrid.Set) []Move {
	for w, x := range t {
		for x != 0 {
			m.to = int16(w*64 + bits.TrailingZeros64(x))
			dst = append(dst, m)
			x &= x - 1
		}
	}
	return dst
}

// adjacent applies placement rule 3 to the candidate hexes c of player p:
// the hexes of c next to one of p's settlements if there are any, else c.
func (s *State) adjacent(p int, c hexgrid.Set) hexgrid.Set {
	return s.adjacentOf(s.own[p], c)
}

// placeTargets returns the hexes where the next settlement of the mandatory
// action may go: free hexes of the card's terrain, next to the player's
// settlements when possible.
func (s *State) placeTargets() hexgrid.Set {
	p := int(s.toMove)
	return s.adjacent(p, s.freeOf(s.hand[p]))
}

// tileSources returns the settlements a tile of kind l may act from: none
// for a building tile (-1 is the only "source"), every settlement of the
// player for a moving tile.
func (s *State) buildTargets(l Location) hexgrid.Set {
	p := int(s.toMove)
	if s.supply[p] == 0 {
		return hexgrid.Set{}
	}
	r := &locationTable[l]
	c := r.targets(s.tileContext(), -1)
	if r.adjacency {
		c = s.adjacent(p, c)
	}
	return c
}

// moveTargetsFrom returns the hexes a moving tile of kind l may move the
// settlement at from to.
func (s *State) moveTargetsFrom(l Location, from int) hexgrid.Set {
	p := int(s.toMove)
	r := &locationTable[l]
	c := r.targets(s.tileContext(), from)
	if !r.adjacency {
		return c
	}
	return s.adjacentOf(s.own[p].Remove(from), c)
}

// appendTile appends the legal uses of one tile of kind l.
func (s *State) appendTile(dst []Move, l Location) []Move {
	r := &locationTable[l]
	m := Move{kind: UseTile, tile: l, from: -1}
	if !r.moves {
		return appendSet(dst, m, s.buildTargets(l))
	}
	p := int(s.toMove)
	own := s.own[p]
	if r.perSource || !r.adjacency {
		for from := own.Next(0); from >= 0; from = own.Next(from + 1) {
			m.from = int16(from)
			dst = appendSet(dst, m, s.moveTargetsFrom(l, from))
		}
		return dst
	}
	// The candidates do not depend on the settlement moved; only the
	// adjacency rule does, through the settlement's own neighbours. A target
	// touches another settlement than from if it touches two of p's
	// settlements, or one that is not next to from.
	c := r.targets(s.tileContext(), -1)
	if c.IsEmpty() {
		return dst
	}
	var one, two hexgrid.Set
	for a := own.Next(0); a >= 0; a = own.Next(a + 1) {
		n := nbr[a]
		two = two.Union(one.Intersect(n))
		one = one.Union(n)
	}
	one = one.Intersect(c)
	two = two.Intersect(c)
	for from := own.Next(0); from >= 0; from = own.Next(from + 1) {
		m.from = int16(from)
		t := two.Union(one.Diff(nbr[from]))
		if t.IsEmpty() {
			t = c
		}
		dst = appendSet(dst, m, t)
	}
	return dst
}

// tileContext returns what the tile rules of the player to move read.
func (s *State) tileContext() tileContext {
	p := s.toMove
	return tileContext{g: s.g, own: s.own[p], occupied: s.occupied, hand: s.hand[p]}
}

// adjacentOf applies the adjacency rule for settlements own to candidates c.
func (s *State) adjacentOf(own, c hexgrid.Set) hexgrid.Set {
	if near := grid.Dilate(own).Intersect(c); !near.IsEmpty() {
		return near
	}
	return c
}
