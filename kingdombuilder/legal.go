package kingdombuilder

import (
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Legal returns every legal move of s, sorted as documented on Move. For a
// complete state it is empty exactly when the game is over; a view (see
// State.View) has none: it is for reading and for Determinize.
func Legal(s State) []Move { return AppendLegal(nil, s) }

// AppendLegal appends the legal moves of s to dst and returns the result. It
// does not allocate when dst has room.
//
// During the mandatory action (after its first settlement and until it is
// over) only place moves are legal; before it, place moves and tiles; after
// it, tiles and "end".
func AppendLegal(dst []Move, s State) []Move { return appendLegal(dst, &s) }

// appendLegal is AppendLegal reading s in place, so that the Game value's
// AppendLegal passes its argument on without another copy of the State.
func appendLegal(dst []Move, s *State) []Move {
	if s.g == nil || s.over || s.view != 0 {
		return dst
	}
	if e, ok := s.waiting(); ok {
		d := decision{want: wantMoves, moves: dst}
		s.decide(e, &d)
		return d.moves
	}
	p := s.toMove
	near := &s.near // the player's settlements and the hexes next to them
	done := s.placed >= s.quota() || s.supply[p] == 0
	if !done {
		t, ok := s.placeTargets()
		if !ok {
			done = true // no free hex of the card's terrain
		} else {
			dst = appendSet(dst, newMove(PlaceSettlement, NoLocation, -1, -1), &t)
			if s.placed > 0 {
				return s.appendDuringMandatory(dst)
			}
		}
	}
	if mine := s.held[p] &^ s.fresh[p]; mine != 0 {
		// The kinds of the tiles held since before this turn, each with
		// its count; a kind is usable while fewer have been used.
		var n [numLocations]uint8
		var kinds uint64
		for ; mine != 0; mine &= mine - 1 {
			l := s.g.slotLoc[bits.TrailingZeros16(mine)]
			n[l]++
			kinds |= 1 << l
		}
		var ctx tileContext // read by every tile's rule
		s.fillTileContext(&ctx)
		for ; kinds != 0; kinds &= kinds - 1 {
			l := Location(bits.TrailingZeros64(kinds))
			if (n[l] > s.used[l] || (s.wallOpen && locationTable[l].wall)) && l.implemented() && !locationTable[l].action {
				dst = s.appendTile(dst, l, near, &ctx)
			}
		}
	}
	if done {
		dst = append(dst, End())
	}
	if s.g.rules.any() {
		dst = s.appendLegalExt(dst)
	}
	return dst
}

// placeTargets returns the hexes where the mandatory action of the player to
// move may build (the free hexes of the card's terrain, narrowed by the
// adjacency rule: pickNear of s.near and s.freeOf(card)) and whether any hex
// of that terrain is free, in one pass over the words of the sets.
func (s *State) placeTargets() (hexgrid.Set, bool) {
	t := s.hand[s.toMove]
	if t >= numTerrains {
		return hexgrid.Set{}, false
	}
	ts := &s.g.terrainSet[t]
	occ := &s.occupied
	var taken hexgrid.Set
	if s.g.rules.any() {
		taken = s.taken()
		occ = &taken
	}
	var free, near hexgrid.Set
	var anyFree, anyNear uint64
	for w := range free {
		f := ts[w] &^ occ[w]
		n := f & s.near[w]
		free[w], near[w] = f, n
		anyFree |= f
		anyNear |= n
	}
	if anyNear != 0 && !s.mandatoryWaived() {
		return near, true
	}
	return free, anyFree != 0
}

// usableTiles returns, for each kind of tile, how many the player to move
// may still use this turn: tiles held since before this turn, minus those
// used.
func (s *State) usableTiles() [numLocations]int8 {
	var n [numLocations]int8
	p := s.toMove
	for m := s.held[p] &^ s.fresh[p]; m != 0; m &= m - 1 {
		n[s.g.slotLoc[bits.TrailingZeros16(m)]]++
	}
	for l := range n {
		n[l] -= int8(s.used[l])
	}
	return n
}

// usable returns how many tiles of kind l the player to move may still use
// this turn.
func (s *State) usable(l Location) int {
	p := s.toMove
	return bits.OnesCount16(s.held[p]&^s.fresh[p]&s.g.locSlots[l]) - int(s.used[l])
}

// appendSet appends one move per hex of t, in increasing hex order, with the
// target hex set in m.
func appendSet(dst []Move, m Move, t *hexgrid.Set) []Move {
	c := t.Count()
	n := len(dst)
	dst = slices.Grow(dst, c)[:n+c]
	out := dst[n:]
	base := m.v &^ noHex
	k := 0
	for w, x := range t {
		for ; x != 0; x &= x - 1 {
			out[k] = Move{base | uint32(w<<6|bits.TrailingZeros64(x))}
			k++
		}
	}
	return dst
}

// targetList holds the hexes of a set in increasing order: targets listed once
// and written into the moves of many settlements (appendList).
type targetList struct {
	n   int
	hex [maxHex]uint16
}

// fill sets l to the hexes of t.
func (l *targetList) fill(t *hexgrid.Set) {
	n := 0
	for w, x := range t {
		for ; x != 0; x &= x - 1 {
			l.hex[n] = uint16(w<<6 | bits.TrailingZeros64(x))
			n++
		}
	}
	l.n = n
}

// neighboursIn returns the hexes of t next to hex a (usually none) and
// their number, read in place from the neighbour tables.
func neighboursIn(a int, t *hexgrid.Set) (ex hexgrid.Set, n int) {
	if uint(a) >= maxHex {
		return ex, 0
	}
	nb := &nbrSets[a]
	var any uint64
	for k := range ex {
		ex[k] = nb[k] & t[k]
		any |= ex[k]
	}
	if any == 0 {
		return ex, 0
	}
	for _, w := range ex {
		n += bits.OnesCount64(w)
	}
	return ex, n
}

// appendList appends m with each hex of l as its target, in order, except
// the hexes of ex (usually none, or a few next to the settlement moved; nil
// for none).
func appendList(dst []Move, m Move, l *targetList, ex *hexgrid.Set) []Move {
	n := len(dst)
	dst = slices.Grow(dst, l.n)[:n+l.n]
	out := dst[n : n+l.n]
	base := m.v &^ noHex
	hexes := l.hex[:l.n]
	if ex == nil {
		for j, to := range hexes {
			out[j] = Move{base | uint32(to)}
		}
		return dst
	}
	// Every hex is written; only those outside ex are kept.
	k := 0
	for _, to := range hexes {
		out[k] = Move{base | uint32(to)}
		k += int(^ex[(to>>6)&7] >> (to & 63) & 1)
	}
	return dst[:n+k]
}

// reachOrder lists the 6 directions so that the hexes k steps away from a
// hex in a straight line come in increasing index order, for every k >= 1:
// the row k above (NorthWest, then NorthEast), the hex's own row (West, then
// East), then the row k below (SouthWest, then SouthEast).
var reachOrder = [hexgrid.NumDirections]hexgrid.Direction{
	hexgrid.NorthWest, hexgrid.NorthEast, hexgrid.West, hexgrid.East, hexgrid.SouthWest, hexgrid.SouthEast,
}

// offBoard stands for "no hex" in the tables of walkReach: an index past the
// last hex of the board and the Island, so that the bit it reads in a set
// of hexes is always 0.
const offBoard = noHex

// walkReach returns the hexes k steps away from hex from in a straight line,
// in reachOrder, offBoard where the line leaves the board.
func walkReach(from, k int) [hexgrid.NumDirections]uint16 {
	var out [hexgrid.NumDirections]uint16
	for j, d := range reachOrder {
		to := from
		for range k {
			if to < 0 {
				break
			}
			to = int(grid.NeighborTable(to)[d])
		}
		out[j] = offBoard
		if to >= 0 {
			out[j] = uint16(to)
		}
	}
	return out
}

// reach1 and reach2 are walkReach(h, 1) and walkReach(h, 2) for every hex
// h: the Refuge's reach and the Paddock's.
var reach1, reach2 = reachTable(1), reachTable(2)

// reachTable returns walkReach(h, k) for every hex h.
func reachTable(k int) *[maxHex][hexgrid.NumDirections]uint16 {
	var t [maxHex][hexgrid.NumDirections]uint16
	for h := range t {
		t[h] = walkReach(h, k)
	}
	return &t
}

// reachFrom returns walkReach(from, k), from the tables when k is 1 or 2.
func reachFrom(from, k int) [hexgrid.NumDirections]uint16 {
	switch k {
	case 1:
		return reach1[from]
	case 2:
		return reach2[from]
	}
	return walkReach(from, k)
}

// pickNear applies placement rule 3 to the candidate hexes c, given near,
// the player's settlements dilated: the candidates next to a settlement if
// there are any, else all of them.
func pickNear(near, c *hexgrid.Set) hexgrid.Set {
	if n := near.Intersect(*c); !n.IsEmpty() {
		return n
	}
	return *c
}

// adjacentOf applies placement rule 3 to the candidate hexes c, for a player
// whose settlements (the one moved left out) are own: the hexes of c next to
// own if there are any, else c.
func (s *State) adjacentOf(own, c hexgrid.Set) hexgrid.Set {
	if near := grid.Dilate(own).Intersect(c); !near.IsEmpty() {
		return near
	}
	return c
}

// canPlace reports whether a settlement of the player to move may go to the
// free hex h among the candidates c under the adjacency rule: h touches one
// of own, or no candidate does.
func (s *State) canPlace(own hexgrid.Set, c hexgrid.Set, h int) bool {
	if !c.Has(h) {
		return false
	}
	return grid.Touches(h, own) || !grid.Dilate(own).Intersects(c)
}

// buildTargets returns the hexes where a building tile of kind l may build;
// near is the player's settlements dilated, ctx s.tileContext().
func (s *State) buildTargets(l Location, near *hexgrid.Set, ctx *tileContext) hexgrid.Set {
	r := &locationTable[l]
	if r.wall {
		if !s.wallsLeft() {
			return hexgrid.Set{}
		}
	} else if s.supply[s.toMove] == 0 {
		return hexgrid.Set{}
	}
	c := r.targets(*ctx)
	if r.adjacency {
		c = s.nearOrOutpost(near, &c)
	}
	return c
}

// canUseTile reports whether the tile move m (of a tile the player may use)
// follows the tile's rule.
func (s *State) canUseTile(m Move) bool {
	r := &locationTable[m.tile()]
	var ctx tileContext
	s.fillTileContext(&ctx)
	if r.allows != nil && m.from() < 0 && !r.adjacency {
		return s.supply[s.toMove] > 0 && r.allows(ctx, m.to())
	}
	if from := m.from(); from >= 0 && r.targetsFrom != nil {
		return s.own[s.toMove].Has(from) && r.targetsFrom(ctx, from).Has(m.to())
	}
	c := r.targets(ctx)
	own := s.mine()
	if from := m.from(); from >= 0 {
		if r.reach != 0 {
			c = c.Intersect(grid.StepSet(from, r.reach))
		}
		own = own.Remove(from)
	} else if r.wall {
		if !s.wallsLeft() {
			return false
		}
	} else if s.supply[s.toMove] == 0 {
		return false
	}
	if !r.adjacency || (m.from() < 0 && s.outpostArmed()) {
		return c.Has(m.to())
	}
	return s.canPlace(own, c, m.to())
}

// moveTargetsFrom returns the hexes where a moving tile of kind l may move
// the settlement at from; ctx is s.tileContext().
func (s *State) moveTargetsFrom(l Location, from int, ctx *tileContext) hexgrid.Set {
	r := &locationTable[l]
	if r.targetsFrom != nil {
		return r.targetsFrom(*ctx, from)
	}
	c := r.targets(*ctx)
	if r.reach != 0 {
		c = c.Intersect(grid.StepSet(from, r.reach))
	}
	if r.adjacency {
		c = s.adjacentOf(s.mine().Remove(from), c)
	}
	return c
}

// appendTile appends the legal uses of one tile of kind l, by source hex
// and then target hex.
func (s *State) appendTile(dst []Move, l Location, near *hexgrid.Set, ctx *tileContext) []Move {
	r := &locationTable[l]
	m := newMove(UseTile, l, -1, -1)
	if !r.moves {
		t := s.buildTargets(l, near, ctx)
		return appendSet(dst, m, &t)
	}
	own := s.own[s.toMove]
	c := r.targets(*ctx)
	if c.IsEmpty() {
		return dst
	}
	switch {
	case r.reach != 0 && !r.adjacency:
		// At most 6 targets per settlement: walk reach steps in each
		// direction, in the order that lists them by increasing hex.
		for w, x := range own {
			for ; x != 0; x &= x - 1 {
				from := w<<6 | bits.TrailingZeros64(x)
				base := m.withFrom(from).v &^ noHex
				targets := reachFrom(from, r.reach)
				// Every candidate is written; only those in c are kept
				// (no branch on a test that goes either way).
				n := len(dst)
				dst = slices.Grow(dst, len(targets))[:n+len(targets)]
				out := dst[n:]
				k := 0
				for _, to := range targets {
					out[k] = Move{base | uint32(to)}
					k += int(c[(to>>6)&7] >> (to & 63) & 1)
				}
				dst = dst[:n+k]
			}
		}
		return dst
	case r.nextToGroup:
		return appendNextToGroup(dst, m, own, ctx, nil)
	case r.slides:
		for w, x := range own {
			for ; x != 0; x &= x - 1 {
				from := w<<6 | bits.TrailingZeros64(x)
				t := slideEnds(from, &ctx.open)
				dst = appendSet(dst, m.withFrom(from), &t)
			}
		}
		return dst
	case r.reach != 0 || r.targetsFrom != nil:
		for from := own.Next(0); from >= 0; from = own.Next(from + 1) {
			m = m.withFrom(from)
			t := s.moveTargetsFrom(l, from, ctx)
			dst = appendSet(dst, m, &t)
		}
		return dst
	}
	// The candidates do not depend on the settlement moved; only the
	// adjacency rule does, through that settlement's neighbours. A candidate
	// touches another settlement than from if it touches two of the
	// player's settlements, or one that is not next to from.
	one, two := s.touchingIn(near, &c)
	only := one.Diff(two) // candidates touching exactly one settlement
	// The usual targets: one if it is not empty, else c. They are listed
	// once and copied for every settlement they apply to.
	common := one
	if common.IsEmpty() {
		common = c
	}
	var list targetList
	list.fill(&common)
	// The settlements next to a candidate of only (usually a few): the
	// others take the list as it is (list.n > 0: c is not empty).
	var nearOnly hexgrid.Set
	if !only.IsEmpty() {
		nearOnly = grid.Dilate(only)
	}
	for w, x := range own {
		for ; x != 0; x &= x - 1 {
			from := w<<6 | bits.TrailingZeros64(x)
			m = m.withFrom(from)
			if nearOnly[w]&(x&-x) == 0 {
				dst = appendList(dst, m, &list, nil)
				continue
			}
			ex, k := neighboursIn(from, &only)
			if k == list.n {
				// Every usual target touches only this settlement
				// (ex is a part of one, the list): it may go anywhere in c.
				dst = appendSet(dst, m, &c)
				continue
			}
			if k == 0 {
				dst = appendList(dst, m, &list, nil)
				continue
			}
			dst = appendList(dst, m, &list, &ex)
		}
	}
	return dst
}

// touchingIn returns the hexes of c next to at least one of the player to
// move's settlements (State.mine) and those next to at least two:
// grid.Touching(s.mine()) within c. near is s.near, the settlements
// dilated: when c holds none of them, the first set is near within c, and
// only its few hexes have their neighbours counted.
func (s *State) touchingIn(near, c *hexgrid.Set) (one, two hexgrid.Set) {
	own := s.mine()
	if own.Intersects(*c) {
		one, two = grid.Touching(own)
		return one.Intersect(*c), two.Intersect(*c)
	}
	one = near.Intersect(*c)
	for w, x := range one {
		for ; x != 0; x &= x - 1 {
			h := w<<6 | bits.TrailingZeros64(x)
			if _, n := neighboursIn(h, &own); n >= 2 {
				two[w] |= x & -x
			}
		}
	}
	return one, two
}

// maxGroupHexes bounds the hexes of the player to move's settlements and
// pieces (ctx.own) that appendNextToGroup labels by group: 40 settlements,
// 2 scout tokens and 11 Crossroads hexes fit.
const maxGroupHexes = 64

// appendNextToGroup appends the moves of a tile whose targets for the
// settlement at from are the free buildable hexes next to another
// settlement of the group of from (the Palisade): m with each settlement of
// own as its source. The groups of ctx.own are labelled once, walking the
// neighbour table; for each group, the hexes next to one of its settlements
// (once) and next to two (two) are summed from the neighbour sets of its
// hexes; a settlement's targets are the free hexes of once less those next
// to it that touch no other settlement of the group.
//
// With pk not nil, the moves are counted into pk, or the k-th picked (the
// count then stops there), and dst is returned as it is.
func appendNextToGroup(dst []Move, m Move, own hexgrid.Set, ctx *tileContext, pk *picker) []Move {
	if ctx.own.Count() > maxGroupHexes {
		panic("kingdombuilder: more settlements and pieces than maxGroupHexes")
	}
	// The sets of the first groupsKept groups are kept (a few kilobytes to
	// clear, not the 8 of one pair per possible group); a later group's are
	// summed again from its labels when one of its settlements is listed,
	// which a player's settlements in more than groupsKept groups make rare.
	const groupsKept = 16
	var (
		label     [maxHex]uint8 // 1 + the group of each hex of ctx.own
		once, two [groupsKept]hexgrid.Set
		stack     [maxGroupHexes]uint16
	)
	n := 0
	for w, x := range ctx.own {
		for ; x != 0; x &= x - 1 {
			h := w<<6 | bits.TrailingZeros64(x)
			if label[h] != 0 {
				continue
			}
			g := n
			n++
			label[h] = uint8(n)
			stack[0] = uint16(h)
			for top := 1; top > 0; {
				top--
				a := int(stack[top])
				// One pass over a's neighbours: each is marked next to one
				// more hex of the group (once, then two), and a neighbour
				// in ctx.own not labelled yet joins the group.
				for _, j := range &nbrList[a] {
					if j < 0 {
						continue
					}
					if g < groupsKept {
						w, bit := j>>6, uint64(1)<<(j&63)
						two[g][w] |= once[g][w] & bit
						once[g][w] |= bit
					}
					if label[j] == 0 && ctx.own[j>>6]>>(j&63)&1 != 0 {
						label[j] = uint8(n)
						stack[top] = uint16(j)
						top++
					}
				}
			}
		}
	}
	// Each group's targets (the free hexes of once) and, among them, those
	// next to one settlement of the group only, computed once per group:
	// once[g] and two[g] hold them from here on.
	var onceN [groupsKept]int // the number of hexes of once[g]
	for g := range min(n, groupsKept) {
		once[g] = once[g].Intersect(ctx.open)
		two[g] = once[g].Diff(two[g])
		onceN[g] = once[g].Count()
	}
	if pk != nil && pk.k < 0 && n <= groupsKept && own == ctx.own {
		// Counted per group: each settlement of group g has the onceN[g]
		// targets less its neighbours in two[g], and each hex of two[g]
		// has exactly one neighbour in g, so the group's moves number
		// |g| onceN[g] - |two[g]|.
		var size [groupsKept]int
		for w, x := range own {
			for ; x != 0; x &= x - 1 {
				size[label[w<<6|bits.TrailingZeros64(x)]-1]++
			}
		}
		for g := range n {
			pk.n += size[g]*onceN[g] - two[g].Count()
		}
		return dst
	}
	var lateOnce, lateTwo hexgrid.Set
	late := uint8(0) // 1 + the group whose sets lateOnce and lateTwo hold
	for w, x := range own {
		for ; x != 0; x &= x - 1 {
			from := w<<6 | bits.TrailingZeros64(x)
			g := label[from] - 1
			o, tw := &lateOnce, &lateTwo
			if g < groupsKept {
				o, tw = &once[g], &two[g]
			} else if late != g+1 {
				late, lateOnce, lateTwo = g+1, hexgrid.Set{}, hexgrid.Set{}
				for a := range ctx.own.All() {
					if label[a] == g+1 {
						nb := &nbrSets[a]
						for k := range nb {
							lateTwo[k] |= lateOnce[k] & nb[k]
							lateOnce[k] |= nb[k]
						}
					}
				}
				lateOnce = lateOnce.Intersect(ctx.open)
				lateTwo = lateOnce.Diff(lateTwo)
			}
			if pk != nil {
				// The targets of from are o less its neighbours in tw
				// (all in o): counted from the neighbour list, and only
				// the picked settlement's set is built.
				c := 0
				if g < groupsKept {
					c = onceN[g]
				} else {
					c = o.Count()
				}
				for _, j := range &nbrList[from] {
					if j >= 0 && tw[j>>6]>>(j&63)&1 != 0 {
						c--
					}
				}
				if pk.k >= pk.n && pk.k < pk.n+c {
					t := *o
					if ex, k := neighboursIn(from, tw); k > 0 {
						t = t.Diff(ex)
					}
					pk.m = m.withFrom(from).withNth(pk.k-pk.n, &t)
					pk.n += c
					return dst // picked: the moves after it are not needed
				}
				pk.n += c
				continue
			}
			t := *o
			if ex, k := neighboursIn(from, tw); k > 0 {
				t = t.Diff(ex)
			}
			dst = appendSet(dst, m.withFrom(from), &t)
		}
	}
	return dst
}

// tileContext returns what the tile rules of the player to move read.
func (s *State) tileContext() tileContext {
	var c tileContext
	s.fillTileContext(&c)
	return c
}

// fillTileContext sets *c to s.tileContext(), written in place: the hot
// paths keep one context and copy none.
func (s *State) fillTileContext(c *tileContext) {
	p := s.toMove
	c.g, c.hand, c.mountains = s.g, s.hand[p], false
	c.own = s.mine()
	occ := &s.occupied
	if s.g.rules.any() {
		c.occupied = s.taken()
		occ = &c.occupied
	} else {
		c.occupied = s.occupied
	}
	b := &s.g.buildable
	for k := range c.open {
		c.open[k] = b[k] &^ occ[k]
	}
	c.others = hexgrid.Set{}
	// Only the Watchtower's and the Fountain's rules read the other
	// players' settlements: they are gathered for a player holding one.
	if s.holdsTile(int(p), Watchtower) || s.holdsTile(int(p), Fountain) {
		for q := 0; q < s.g.players; q++ {
			if q != int(p) {
				o := &s.own[q]
				for k := range c.others {
					c.others[k] |= o[k]
				}
				if s.g.rules.has(crossroadsExp) {
					s.x.crossroads.addPieces(&c.others, q) // settled(q), in place
				}
			}
		}
	}
	s.extendContext(c)
}

// quota returns the number of settlements of this turn's mandatory action:
// 3, or what the expansions make of it (Marshlands: 2 on the swamp half of
// a swamp card, plus the settlements the Temple set aside in the player's
// previous turn; kept in their state, 0 standing for 3).
func (s *State) quota() uint8 {
	if !s.g.rules.any() || s.x.marshlands.quota == 0 {
		return mandatoryCount
	}
	return s.x.marshlands.quota
}
