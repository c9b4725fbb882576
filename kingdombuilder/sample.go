package kingdombuilder

import (
	"math/bits"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

var (
	_ kingdoms.Sampler[State, Move]       = &game{}
	_ kingdoms.RandomStepper[State, Move] = &game{}
)

// StepRandom plays on *s the move SampleLegal draws, without checking it
// again. It implements [kingdoms.RandomStepper].
func (*game) StepRandom(buf []Move, s *State, rng *rand.Rand) (Move, bool, []Move) {
	m, ok, buf := s.sampleLegal(buf, rng)
	if ok {
		s.play(m)
	}
	return m, ok, buf
}

// SampleLegal draws the move a playout picks, AppendLegal(*s)[rng.IntN(n)],
// without writing every legal move: the place moves and the tile moves are
// counted (a moved settlement's targets by their number, per settlement),
// and only the move drawn is built. The moves of the expansions' own kinds,
// and those of the decisions the expansions wait for, are listed into buf
// as AppendLegal lists them. It implements [kingdoms.Sampler].
func (*game) SampleLegal(buf []Move, s *State, rng *rand.Rand) (Move, bool, []Move) {
	return s.sampleLegal(buf, rng)
}

// keptTargets is how many tiles' target sets sampleLegal keeps from the
// count to the draw (a player rarely holds more kinds of tiles that build);
// the others are computed again for the draw.
const keptTargets = 4

// sampleLegal follows appendLegal segment by segment: the place moves, the
// tiles in increasing Location, "end", then the expansions' moves.
func (s *State) sampleLegal(buf []Move, rng *rand.Rand) (Move, bool, []Move) {
	if s.g == nil || s.over || s.view != 0 {
		return Move{}, false, buf // no move: over, or a view (see appendLegal)
	}
	if e, ok := s.waiting(); ok {
		if e == harvestExp && s.hv().silo {
			m, ok := s.sampleSilo(rng)
			return m, ok, buf
		}
		return drawFrom(appendLegal(buf[:0], s), rng)
	}
	p := s.toMove
	near := &s.near
	done := s.placed >= s.quota() || s.supply[p] == 0
	var place hexgrid.Set
	nPlace := 0
	if !done {
		t, ok := s.placeTargets()
		if !ok {
			done = true // no free hex of the card's terrain
		} else {
			place, nPlace = t, t.Count()
			if s.placed > 0 {
				buf = s.appendDuringMandatory(buf[:0])
				k := rng.IntN(nPlace + len(buf))
				if k < nPlace {
					return newMove(PlaceSettlement, NoLocation, -1, nthHex(&place, k)), true, buf
				}
				return buf[k-nPlace], true, buf
			}
		}
	}
	var (
		ctx    tileContext
		kinds  uint64              // the tiles with moves, as appendLegal lists them
		counts [numLocations]int32 // their numbers of moves
		nTiles int
		kept   [keptTargets]hexgrid.Set // the targets of the first tiles that build
		keptOf [keptTargets]Location
		nKept  int
		memo   moveMemo // the sets of the first tile that moves a settlement near others
	)
	if mine := s.held[p] &^ s.fresh[p]; mine != 0 {
		var n [numLocations]uint8
		var held uint64
		for ; mine != 0; mine &= mine - 1 {
			l := s.g.slotLoc[bits.TrailingZeros16(mine)]
			n[l]++
			held |= 1 << l
		}
		s.fillTileContext(&ctx)
		for ; held != 0; held &= held - 1 {
			l := Location(bits.TrailingZeros64(held))
			if !((n[l] > s.used[l] || (s.wallOpen && locationTable[l].wall)) && l.implemented() && !locationTable[l].action) {
				continue
			}
			var c int
			if !locationTable[l].moves {
				t := s.buildTargets(l, near, &ctx)
				c = t.Count()
				if c > 0 && nKept < keptTargets {
					kept[nKept], keptOf[nKept] = t, l
					nKept++
				}
			} else {
				c, _ = s.moveTileMove(l, near, &ctx, -1, &memo)
			}
			if c > 0 {
				counts[l] = int32(c)
				kinds |= 1 << l
				nTiles += c
			}
		}
	}
	nEnd := 0
	if done {
		nEnd = 1
	}
	nExt := 0
	if s.g.rules.any() {
		buf = s.appendLegalExt(buf[:0])
		nExt = len(buf)
	}
	total := nPlace + nTiles + nEnd + nExt
	if total == 0 {
		return Move{}, false, buf
	}
	k := rng.IntN(total)
	if k < nPlace {
		return newMove(PlaceSettlement, NoLocation, -1, nthHex(&place, k)), true, buf
	}
	k -= nPlace
	if k < nTiles {
		for ; kinds != 0; kinds &= kinds - 1 {
			l := Location(bits.TrailingZeros64(kinds))
			if c := int(counts[l]); k >= c {
				k -= c
				continue
			}
			if locationTable[l].moves {
				_, m := s.moveTileMove(l, near, &ctx, k, &memo)
				return m, true, buf
			}
			m := newMove(UseTile, l, -1, -1)
			for i := range nKept {
				if keptOf[i] == l {
					return m.withNth(k, &kept[i]), true, buf
				}
			}
			t := s.buildTargets(l, near, &ctx)
			return m.withNth(k, &t), true, buf
		}
	}
	k -= nTiles
	if k < nEnd {
		return End(), true, buf
	}
	return buf[k-nEnd], true, buf
}

// sampleSilo draws the move of the Harvest silo phase that a playout picks
// from appendSiloLegal's list, in its order: the pass, the placements, then
// each settlement moved to the hexes next to the player's settlements
// (once), less those next to it that touch no other settlement (only).
func (s *State) sampleSilo(rng *rand.Rand) (Move, bool) {
	h := s.hv()
	pass := h.siloMode == siloNone
	once, only := s.siloTouching()
	nOnce := once.Count()
	place := h.siloMode != siloMoves && s.supply[s.toMove] > 0
	var movers, nearOnly hexgrid.Set
	n := 0
	if pass {
		n++
	}
	if place {
		n += nOnce
	}
	if h.siloMode != siloPlaces {
		movers = s.siloMovers()
		n += movers.Count() * nOnce
		if !only.IsEmpty() {
			nearOnly = grid.Dilate(only)
			for w, x := range movers.Intersect(nearOnly) {
				for ; x != 0; x &= x - 1 {
					n -= nbrCount(w<<6|bits.TrailingZeros64(x), &only)
				}
			}
		}
	}
	if n == 0 {
		return Move{}, false
	}
	k := rng.IntN(n)
	if pass {
		if k == 0 {
			return newAction(HarvestAction, uint8(hvSiloPass), -1, -1), true
		}
		k--
	}
	if place {
		if k < nOnce {
			return newAction(HarvestAction, uint8(hvSiloPlace), -1, -1).withNth(k, &once), true
		}
		k -= nOnce
	}
	for w, x := range movers {
		for ; x != 0; x &= x - 1 {
			a := w<<6 | bits.TrailingZeros64(x)
			cnt := nOnce
			if nearOnly[w]&(x&-x) != 0 {
				cnt -= nbrCount(a, &only)
			}
			if k >= cnt {
				k -= cnt
				continue
			}
			t := once
			if cnt != nOnce {
				ex, _ := neighboursIn(a, &only)
				t = once.Diff(ex)
			}
			return newAction(HarvestAction, uint8(hvSiloMove), a, -1).withNth(k, &t), true
		}
	}
	return Move{}, false
}

// nbrCount returns how many neighbours of hex a are in t (the count of
// neighboursIn, from the neighbour list): the count of a player's
// settlements next to a hex that the Village, the Fountain and the cards
// read, and the sampler's counts of moves.
func nbrCount(a int, t *hexgrid.Set) int {
	n := 0
	for _, j := range &nbrList[a] {
		if j >= 0 && t[j>>6]>>(j&63)&1 != 0 {
			n++
		}
	}
	return n
}

// drawFrom returns a move of list drawn as a playout draws it.
func drawFrom(list []Move, rng *rand.Rand) (Move, bool, []Move) {
	if len(list) == 0 {
		return Move{}, false, list
	}
	return list[rng.IntN(len(list))], true, list
}

// moveMemo keeps, from the count of a moving tile's moves to the draw of
// one of them, the sets moveTileMove derives for a tile whose settlement
// goes near the others (Barn, Harbor, ...): its targets c, the usual
// targets common and their number, the candidates next to only one
// settlement, and the hexes next to those. l is the tile, NoLocation while
// the memo is empty.
type moveMemo struct {
	l                         Location
	nCommon                   int
	c, common, only, nearOnly hexgrid.Set
}

// moveTileMove walks the moves of tile l, a tile that moves a settlement,
// that appendTile lists, in the same order, without writing them. With
// k < 0 it returns their number; with 0 <= k < that number it returns the
// k-th move. memo, when not nil, keeps the sets of the first tile that
// needs them for a later call on the same position.
func (s *State) moveTileMove(l Location, near *hexgrid.Set, ctx *tileContext, k int, memo *moveMemo) (int, Move) {
	r := &locationTable[l]
	m := newMove(UseTile, l, -1, -1)
	own := s.own[s.toMove]
	if memo != nil && memo.l == l {
		return memo.walk(own, m, k)
	}
	c := r.targets(*ctx)
	if c.IsEmpty() {
		return 0, Move{}
	}
	n := 0
	switch {
	case r.reach != 0 && !r.adjacency:
		for w, x := range own {
			for ; x != 0; x &= x - 1 {
				from := w<<6 | bits.TrailingZeros64(x)
				targets := reachFrom(from, r.reach)
				before := n
				for _, to := range targets {
					n += int(c[(to>>6)&7] >> (to & 63) & 1)
				}
				if k < before || k >= n {
					continue
				}
				j := k - before // the j-th target in c, in the order listed
				for _, to := range targets {
					if c[(to>>6)&7]>>(to&63)&1 == 0 {
						continue
					}
					if j == 0 {
						return n, Move{m.withFrom(from).v&^noHex | uint32(to)}
					}
					j--
				}
			}
		}
		return n, Move{}
	case r.nextToGroup:
		pk := picker{k: k}
		appendNextToGroup(nil, m, own, ctx, &pk)
		return pk.n, pk.m
	case r.slides:
		// A slide ends on one hex in each direction whose first hex is
		// open, a different hex in each: a settlement has as many targets
		// as open neighbours, and only the one drawn slides.
		for w, x := range own {
			for ; x != 0; x &= x - 1 {
				from := w<<6 | bits.TrailingZeros64(x)
				nb := &nbrSets[from]
				c := 0
				for j := range nb {
					c += bits.OnesCount64(nb[j] & ctx.open[j])
				}
				if k >= n && k < n+c {
					t := slideEnds(from, &ctx.open)
					return n, m.withFrom(from).withNth(k-n, &t)
				}
				n += c
			}
		}
		return n, Move{}
	case r.reach != 0 || r.targetsFrom != nil:
		for w, x := range own {
			for ; x != 0; x &= x - 1 {
				from := w<<6 | bits.TrailingZeros64(x)
				t := s.moveTargetsFrom(l, from, ctx)
				c := t.Count()
				if k >= n && k < n+c {
					return n, m.withFrom(from).withNth(k-n, &t)
				}
				n += c
			}
		}
		return n, Move{}
	}
	// As appendTile: the usual targets (common) for most settlements; for a
	// settlement next to a candidate that touches only it, all of c when
	// every usual target is such a candidate, else the usual targets less
	// those candidates.
	one, two := s.touchingIn(near, &c)
	mm := moveMemo{l: l, c: c, only: one.Diff(two), common: one}
	if mm.common.IsEmpty() {
		mm.common = c
	}
	mm.nCommon = mm.common.Count()
	if !mm.only.IsEmpty() {
		mm.nearOnly = grid.Dilate(mm.only)
	}
	if memo != nil && memo.l == NoLocation {
		*memo = mm
		return memo.walk(own, m, k)
	}
	return mm.walk(own, m, k)
}

// walk is the end of moveTileMove for the tile of mm, a tile whose
// settlement goes near the others: the moves of m (the tile) from each
// settlement of own, counted (k < 0) or the k-th picked.
func (mm *moveMemo) walk(own hexgrid.Set, m Move, k int) (int, Move) {
	c, common, nCommon, only, nearOnly := &mm.c, &mm.common, mm.nCommon, &mm.only, &mm.nearOnly
	targetsOf := func(from int) (hexgrid.Set, int) {
		ex, kk := neighboursIn(from, only)
		switch {
		case kk == nCommon:
			return *c, c.Count()
		case kk != 0:
			return common.Diff(ex), nCommon - kk
		}
		return *common, nCommon
	}
	n := 0
	if k < 0 {
		n = own.Count() * nCommon
		for w, x := range own.Intersect(*nearOnly) {
			for ; x != 0; x &= x - 1 {
				// As targetsOf, counted from the neighbour list.
				if kk := nbrCount(w<<6|bits.TrailingZeros64(x), only); kk == nCommon {
					n += c.Count() - nCommon
				} else {
					n -= kk
				}
			}
		}
		return n, Move{}
	}
	for w, x := range own {
		for ; x != 0; x &= x - 1 {
			from := w<<6 | bits.TrailingZeros64(x)
			t, cnt := common, nCommon
			var set hexgrid.Set
			if nearOnly[w]&(x&-x) != 0 {
				set, cnt = targetsOf(from)
				t = &set
			}
			if k < n+cnt {
				return n, m.withFrom(from).withNth(k-n, t)
			}
			n += cnt
		}
	}
	return n, Move{}
}

// withNth returns m with the k-th hex of t, in increasing order, as its
// target.
func (m Move) withNth(k int, t *hexgrid.Set) Move { return m.withTo(nthHex(t, k)) }

// nthHex returns the k-th hex of t in increasing order (0 <= k <
// t.Count()), or -1.
func nthHex(t *hexgrid.Set, k int) int {
	for w, x := range t {
		c := bits.OnesCount64(x)
		if k >= c {
			k -= c
			continue
		}
		for ; k > 0; k-- {
			x &= x - 1
		}
		return w<<6 | bits.TrailingZeros64(x)
	}
	return -1
}

// picker counts the moves of a listing, in order, or picks the k-th of
// them: appendNextToGroup counts into it instead of appending its moves
// when sampleLegal counts or draws the Palisade's.
type picker struct {
	k int  // the move to pick, -1 to count only
	n int  // the moves passed so far
	m Move // the k-th move, once passed
}
