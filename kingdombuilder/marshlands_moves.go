package kingdombuilder

import (
	"fmt"
	"math/bits"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// MarshlandsCode tells what a MarshlandsAction move does. The Refuge and
// the Fountain are ordinary UseTile moves ("tile refuge", "tile fountain");
// the Marshlands moves are the decisions that are no use of a building or
// moving tile.
type MarshlandsCode uint8

// The Marshlands moves, in the order Legal lists them.
const (
	_ MarshlandsCode = iota
	// TempleRemove uses a Temple tile: the player's settlement at the
	// target hex leaves the board, to be placed again, in addition, by the
	// mandatory action of the player's next turn. "marshlands temple R,C".
	TempleRemove
	// CanoeUse answers a Canoe interrupt by using a Canoe tile: build on
	// the free swamp or water hex. "marshlands canoe R,C".
	CanoeUse
	// CanoeDecline answers a Canoe interrupt without using the Canoe.
	// "marshlands decline".
	CanoeDecline
	// CanoeBonus uses the Canoe bonus tile as an extra action of the
	// player's turn: build on the free swamp or water hex.
	// "marshlands canoe-bonus R,C".
	CanoeBonus
	// RefugeBonus uses the Refuge bonus tile: move the settlement at the
	// source hex to the nearest free buildable hex along a straight line.
	// "marshlands refuge-bonus R,C>R,C".
	RefugeBonus
	// PlayHalf chooses the half of a swamp terrain card: the target
	// terrain (Move.Terrain) is swamp or the card's other terrain.
	// "marshlands play swamp", "marshlands play desert". Its code is
	// playHalfBase plus the terrain.
	PlayHalf
)

// playHalfBase is the code of PlayHalf moves minus their terrain.
const playHalfBase = 16

// marshlandsWords are the notation words of the Marshlands codes.
var marshlandsWords = [...]string{
	TempleRemove: "temple", CanoeUse: "canoe", CanoeDecline: "decline",
	CanoeBonus: "canoe-bonus", RefugeBonus: "refuge-bonus", PlayHalf: "play",
}

// MarshlandsCode returns what a MarshlandsAction move does, 0 for a move
// of another kind.
func (m Move) MarshlandsCode() MarshlandsCode {
	if m.kind() != MarshlandsAction {
		return 0
	}
	if c := m.code(); c > playHalfBase {
		return PlayHalf
	} else {
		return MarshlandsCode(c)
	}
}

// Terrain returns the terrain a PlayHalf move chooses, NoTerrain for other
// moves.
func (m Move) Terrain() Terrain {
	if m.MarshlandsCode() != PlayHalf {
		return NoTerrain
	}
	return Terrain(m.code() - playHalfBase)
}

// TempleAt returns the move that uses a Temple tile on the player's
// settlement at the given hex.
func TempleAt(at hexgrid.Offset) Move {
	return newAction(MarshlandsAction, uint8(TempleRemove), -1, hexIndex(at))
}

// CanoeAt returns the move that answers a Canoe interrupt by building at the
// given hex.
func CanoeAt(at hexgrid.Offset) Move {
	return newAction(MarshlandsAction, uint8(CanoeUse), -1, hexIndex(at))
}

// DeclineCanoe returns the move that answers a Canoe interrupt without
// using the Canoe.
func DeclineCanoe() Move { return newAction(MarshlandsAction, uint8(CanoeDecline), -1, -1) }

// CanoeBonusAt returns the move that uses the Canoe bonus tile to build at
// the given hex.
func CanoeBonusAt(at hexgrid.Offset) Move {
	return newAction(MarshlandsAction, uint8(CanoeBonus), -1, hexIndex(at))
}

// RefugeBonusMove returns the move that uses the Refuge bonus tile to move
// the settlement at from to the hex to.
func RefugeBonusMove(from, to hexgrid.Offset) Move {
	return newAction(MarshlandsAction, uint8(RefugeBonus), hexIndex(from), hexIndex(to))
}

// ChooseSwampHalf returns the move that chooses which half of the swamp
// card in hand the turn plays: Swamp or the card's other terrain
// ("marshlands play swamp", "marshlands play desert", ...); Apply refuses
// a terrain that is neither.
func ChooseSwampHalf(t Terrain) Move {
	if t >= numTerrains {
		t = NoTerrain
	}
	return newAction(MarshlandsAction, playHalfBase+uint8(t), -1, -1)
}

// validMarshlands reports whether m, of kind MarshlandsAction, is well formed.
func validMarshlands(m Move) bool {
	c, from, to := m.code(), m.from(), m.to()
	switch {
	case c > playHalfBase:
		t := Terrain(c - playHalfBase)
		return (t >= Grass && t <= Forest || t == Swamp) && from < 0 && to < 0
	case c == uint8(CanoeDecline):
		return from < 0 && to < 0
	case c == uint8(TempleRemove) || c == uint8(CanoeUse) || c == uint8(CanoeBonus):
		return from < 0 && to >= 0
	case c == uint8(RefugeBonus):
		return from >= 0 && to >= 0
	}
	return false
}

// appendMarshlandsText appends the notation of m, a well-formed MarshlandsAction move.
func appendMarshlandsText(b []byte, m Move) []byte {
	code := m.MarshlandsCode()
	b = append(b, "marshlands "...)
	b = append(b, marshlandsWords[code]...)
	switch code {
	case PlayHalf:
		b = append(b, ' ')
		return append(b, m.Terrain().String()...)
	case CanoeDecline:
		return b
	}
	b = append(b, ' ')
	if m.from() >= 0 {
		b = appendHex(b, m.from())
		b = append(b, '>')
	}
	return appendHex(b, m.to())
}

// parseMarshlands reads the notation of a MarshlandsAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseMarshlands(f []string) (m Move, ok bool, why string) {
	if f[0] != "marshlands" {
		return Move{}, false, ""
	}
	const want = `want "marshlands temple|canoe|canoe-bonus ROW,COL", "marshlands refuge-bonus ROW,COL>ROW,COL", "marshlands decline" or "marshlands play TERRAIN"`
	if len(f) < 2 {
		return Move{}, true, want
	}
	code := MarshlandsCode(0)
	for c, w := range marshlandsWords {
		if w != "" && w == f[1] {
			code = MarshlandsCode(c)
		}
	}
	switch code {
	case 0:
		return Move{}, true, fmt.Sprintf("unknown Marshlands move %s: %s", kingdoms.Excerpt(f[1]), want)
	case CanoeDecline:
		if len(f) != 2 {
			return Move{}, true, `want "marshlands decline"`
		}
		return DeclineCanoe(), true, ""
	case PlayHalf:
		if len(f) != 3 {
			return Move{}, true, `want "marshlands play TERRAIN"`
		}
		t, ok := terrainByName(f[2])
		if !ok || !(t >= Grass && t <= Forest || t == Swamp) {
			return Move{}, true, fmt.Sprintf("%s is not a terrain of a swamp card (swamp, grass, canyon, desert, flower, forest)", kingdoms.Excerpt(f[2]))
		}
		return ChooseSwampHalf(t), true, ""
	}
	if len(f) != 3 {
		return Move{}, true, want
	}
	src, dst, moving := cutArrow(f[2])
	if moving != (code == RefugeBonus) {
		if moving {
			return Move{}, true, fmt.Sprintf("marshlands %s takes one hex, not FROM>TO", f[1])
		}
		return Move{}, true, "marshlands refuge-bonus moves a settlement: want FROM>TO"
	}
	to, why := parseHex(dst)
	if why != "" {
		return Move{}, true, why
	}
	from := -1
	if moving {
		if from, why = parseHex(src); why != "" {
			return Move{}, true, why
		}
	}
	return newAction(MarshlandsAction, uint8(code), from, to), true, ""
}

// cutArrow splits "A>B" into A and B (moving true), or returns "", s, false.
func cutArrow(s string) (src, dst string, moving bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '>' {
			return s[:i], s[i+1:], true
		}
	}
	return "", s, false
}

// appendMarshlandsLegal appends the legal MarshlandsAction moves of s: while
// a Canoe interrupt waits, the answers of the player it asks; while the
// player to move has not chosen the half of its swamp card, the choices;
// otherwise the Temple and the bonus actions.
func (s *State) appendMarshlandsLegal(dst []Move) []Move {
	if !s.g.rules.has(marshlandsExp) {
		return dst
	}
	x := &s.x.marshlands
	if x.ask != 0 {
		q := s.marshlandsToMove()
		if s.canCanoe(q) {
			t := s.canoeTargets(q)
			dst = appendSet(dst, newAction(MarshlandsAction, uint8(CanoeUse), -1, -1), &t)
		}
		return append(dst, DeclineCanoe())
	}
	p := int(s.toMove)
	if t := s.hand[p]; isSwampCard(t) {
		o := swampOther(t)
		if o < Swamp {
			dst = append(dst, ChooseSwampHalf(o), ChooseSwampHalf(Swamp))
		} else {
			dst = append(dst, ChooseSwampHalf(Swamp), ChooseSwampHalf(o))
		}
		return dst
	}
	if s.placed > 0 && !s.mandatoryDone() {
		return dst // no extra action during the mandatory action
	}
	if s.usable(Temple) > 0 {
		own := s.own[p]
		dst = appendSet(dst, newAction(MarshlandsAction, uint8(TempleRemove), -1, -1), &own)
	}
	if s.bonusReady(Canoe) && s.supply[p] > 0 {
		t := s.canoeBonusTargets()
		dst = appendSet(dst, newAction(MarshlandsAction, uint8(CanoeBonus), -1, -1), &t)
	}
	if s.bonusReady(Refuge) {
		for w, x := range s.own[p] {
			for ; x != 0; x &= x - 1 {
				from := w<<6 | bits.TrailingZeros64(x)
				t := s.refugeBonusTargets(from)
				dst = appendSet(dst, newAction(MarshlandsAction, uint8(RefugeBonus), from, -1), &t)
			}
		}
	}
	return dst
}

// checkMarshlands returns why the MarshlandsAction move m is not legal in s, or nil.
func (s *State) checkMarshlands(m Move) error {
	if !s.g.rules.has(marshlandsExp) {
		return illegal(m, "this game does not play the Marshlands expansion")
	}
	x := &s.x.marshlands
	code := m.MarshlandsCode()
	if x.ask != 0 {
		q := s.marshlandsToMove()
		switch code {
		case CanoeDecline:
			return nil
		case CanoeUse:
			if !s.canCanoe(q) {
				return illegal(m, "player %d cannot use a Canoe now (none unused this turn, or no settlement in supply)", q)
			}
			if !s.canoeTargets(q).Has(m.to()) {
				return illegal(m, "the Canoe builds on a free swamp or water hex, next to the player's settlements when one is; not at %v", hexText(m.to()))
			}
			return nil
		}
		return illegal(m, "%s", s.marshlandsPendingReason())
	}
	if code == CanoeUse || code == CanoeDecline {
		return illegal(m, "no Canoe interrupt waits (it comes when a player takes the last tile of a location or nomad space)")
	}
	p := int(s.toMove)
	if t := s.hand[p]; isSwampCard(t) {
		if code != PlayHalf {
			return illegal(m, "%s", s.marshlandsPendingReason())
		}
		if h := m.Terrain(); h != Swamp && h != swampOther(t) {
			return illegal(m, "the card is swamp / %s", swampOther(t))
		}
		return nil
	}
	if code == PlayHalf {
		if x.playing != NoTerrain {
			return illegal(m, "the half of the swamp card is chosen already")
		}
		return illegal(m, "player %d does not play a swamp card this turn", p)
	}
	if s.placed > 0 && !s.mandatoryDone() {
		return illegal(m, "extra actions come before or after the mandatory action, not during it (%d of %d settlements placed)", s.placed, s.quota())
	}
	switch code {
	case TempleRemove:
		if !s.g.present[Temple] || s.usable(Temple) <= 0 {
			return illegal(m, "player %d has no unused Temple tile this turn (a tile taken this turn is usable from the next)", p)
		}
		if !s.own[p].Has(m.to()) {
			return illegal(m, "player %d has no settlement at %v", p, hexText(m.to()))
		}
	case CanoeBonus:
		if !s.bonusReady(Canoe) {
			return illegal(m, "player %d has no Canoe bonus tile usable this turn", p)
		}
		if s.supply[p] == 0 {
			return illegal(m, "player %d has no settlement left in supply", p)
		}
		if !s.canoeBonusTargets().Has(m.to()) {
			return illegal(m, "the Canoe builds on a free swamp or water hex, next to the player's settlements when one is (unless an Outpost is armed); not at %v", hexText(m.to()))
		}
	case RefugeBonus:
		if !s.bonusReady(Refuge) {
			return illegal(m, "player %d has no Refuge bonus tile usable this turn", p)
		}
		if !s.own[p].Has(m.from()) {
			return illegal(m, "player %d has no settlement at %v", p, hexText(m.from()))
		}
		if !s.refugeBonusTargets(m.from()).Has(m.to()) {
			return illegal(m, "the Refuge bonus moves a settlement to the nearest free buildable hex in one of the 6 directions; not to %v", hexText(m.to()))
		}
	}
	return nil
}

// applyMarshlands plays the legal MarshlandsAction move m on s in place.
func (s *State) applyMarshlands(m Move) {
	x := &s.x.marshlands
	p := int(s.toMove)
	switch m.MarshlandsCode() {
	case PlayHalf:
		s.chooseHalf(m.Terrain())
	case CanoeDecline:
		x.ask &^= 1 << s.marshlandsToMove()
		s.canoeAnswered()
	case CanoeUse:
		q := s.marshlandsToMove()
		x.ask &^= 1 << q
		x.canoeUsed[q]++
		s.build(q, m.to())
		if s.supply[q] == 0 {
			s.lastRound = true // its supply ran out outside its turn
		}
		// The player to move may answer between the settlements of its
		// turned colony tiles (Harvest): they stop when its supply or the
		// hexes of its card run out, the Canoe's settlement included.
		s.closeColonies()
		s.canoeAnswered()
	case TempleRemove:
		s.used[Temple]++
		x.aside[p]++
		s.remove(p, m.to())
	case CanoeBonus:
		x.bonusUsed |= bonusBit(Canoe)
		s.buildNear(p, m.to())
	case RefugeBonus:
		x.bonusUsed |= bonusBit(Refuge)
		s.move(p, m.from(), m.to())
	}
}

// bonusReady reports whether the player to move may use its bonus tile of
// kind l now: held since before this turn and not used this turn.
func (s *State) bonusReady(l Location) bool {
	x := &s.x.marshlands
	p := s.toMove
	b := bonusBit(l)
	return x.bonus[p]&b != 0 && x.bonusFresh[p]&b == 0 && x.bonusUsed&b == 0
}

// bonusHeld reports whether player p's bonus tile of kind l is in force
// this turn (held since before the turn): the Temple's and the Fountain's,
// which change rules rather than give an action.
func (s *State) bonusHeld(p int, l Location) bool {
	x := &s.x.marshlands
	b := bonusBit(l)
	return x.bonus[p]&b != 0 && x.bonusFresh[p]&b == 0
}

// freeFirst reports whether the next settlement of the mandatory action may
// ignore the adjacency rule: it is the first, and the player holds the
// Temple bonus tile (rulebook 003, "Action Bonus Temple").
func (s *State) freeFirst() bool {
	return s.g.rules.any() && s.placed == 0 && s.g.rules.has(marshlandsExp) && s.bonusHeld(int(s.toMove), Temple)
}

// canCanoe reports whether player q may use a Canoe tile now: it holds one
// that is not fresh (taken before q's current or last own turn began,
// whoever's turn it is now: see lifecycle.go) and not used this turn, and
// has a settlement in supply.
func (s *State) canCanoe(q int) bool {
	if s.supply[q] == 0 {
		return false
	}
	held := s.held[q] &^ s.fresh[q]
	n := 0
	for m := held; m != 0; m &= m - 1 {
		if s.g.slotLoc[bits.TrailingZeros16(m)] == Canoe {
			n++
		}
	}
	return n > int(s.x.marshlands.canoeUsed[q])
}

// canoeTargets returns where player q's Canoe builds: a free swamp or water
// hex, next to q's settlements if one such hex is (rulebook 003, "Canoë":
// swamp or water alike).
func (s *State) canoeTargets(q int) hexgrid.Set {
	c := s.g.terrainSet[Swamp].Union(s.g.terrainSet[Water]).Diff(s.taken())
	near := grid.Dilate(s.settled(q))
	return pickNear(&near, &c)
}

// canoeBonusTargets returns where the Canoe bonus action of the player to
// move builds: as canoeTargets, but an armed Outpost (Nomads) lifts the
// adjacency rule, as for every settlement built in the player's own turn
// (rulebook 003, "Avant-poste": "lors de l'action obligatoire ou d'une
// action spéciale"). The Canoe interrupt answers another player's move and
// never takes the Outpost.
func (s *State) canoeBonusTargets() hexgrid.Set {
	c := s.g.terrainSet[Swamp].Union(s.g.terrainSet[Water]).Diff(s.taken())
	near := grid.Dilate(s.settled(int(s.toMove)))
	return s.nearOrOutpost(&near, &c)
}

// refugeBonusTargets returns where the Refuge bonus moves the settlement at
// from: in each of the 6 directions, the first free buildable hex along the
// straight line, whatever lies between (rulebook 003, "Action Bonus
// Refuge": the example jumps a location and settlements).
func (s *State) refugeBonusTargets(from int) hexgrid.Set {
	open := s.g.buildable.Diff(s.taken())
	var out hexgrid.Set
	for d := range hexgrid.NumDirections {
		// Walk the line from the hex (grid.Line, without its iterator).
		for h := nbrList[from][d]; h >= 0; h = nbrList[h][d] {
			if open[h>>6]>>(h&63)&1 != 0 {
				out.Insert(int(h))
				break
			}
		}
	}
	return out
}

// tookBonus follows player p's taking a tile of slot k (see State.tookTile):
// a second tile of a Marshlands kind brings its bonus tile, if one is left.
// (The last tile of a location raises the Canoe interrupt through
// State.lastTileTaken, as the last tile of a nomad space does.)
func (s *State) tookBonus(p, k int) {
	if !s.g.rules.has(marshlandsExp) {
		return
	}
	x := &s.x.marshlands
	l := s.g.slotLoc[k]
	if b := bonusBit(l); b != 0 && x.bonus[p]&b == 0 && s.heldOf(p, l) >= 2 {
		i := l - Temple
		if x.bonusLeft[i] > 0 {
			x.bonusLeft[i]--
			x.bonus[p] |= b
			if s.freshFor(p) {
				x.bonusFresh[p] |= b
			}
		}
	}
}

// lostBonus follows player p's losing its tile of slot k (see
// State.loseTiles): with fewer than two tiles of that kind left, p gives
// its bonus tile back to the box, where the next player to collect two
// such tiles takes it.
func (s *State) lostBonus(p, k int, fresh bool) {
	if !s.g.rules.has(marshlandsExp) {
		return
	}
	x := &s.x.marshlands
	l := s.g.slotLoc[k]
	if l == Canoe && !fresh {
		x.canoeUsed[p] = loseUsedFirst(x.canoeUsed[p]) // see lifecycle.go
	}
	if b := bonusBit(l); b != 0 && x.bonus[p]&b != 0 && s.heldOf(p, l) < 2 {
		x.bonus[p] &^= b
		x.bonusFresh[p] &^= b
		if p == int(s.toMove) {
			x.bonusUsed &^= b // a bonus taken again this turn is fresh
		}
		x.bonusLeft[l-Temple]++
	}
}

// heldOf counts player p's tiles of kind l.
func (s *State) heldOf(p int, l Location) int { return bits.OnesCount16(s.held[p] & s.g.locSlots[l]) }

// raiseCanoe starts a Canoe interrupt: the last tile of a location (or, with
// Nomads, of a nomad space) was just taken (see State.lastTileTaken). Every
// player who may use a Canoe tile now is asked, in turn order from the
// player after the first player (rulebook 003, "Canoë"). Each location
// emptied raises its own interrupt (ruling): one raised while another is
// being answered waits its turn (queued), so a holder of two Canoe tiles
// may answer both. None comes in the Harvest silo phase: the turns are over.
func (s *State) raiseCanoe() {
	if !s.g.rules.has(marshlandsExp) || !s.g.present[Canoe] || s.siloPhase() {
		return
	}
	x := &s.x.marshlands
	if x.ask != 0 {
		x.queued++
		return
	}
	s.askCanoe()
}

// askCanoe asks the players who may use a Canoe tile now to answer one
// interrupt.
func (s *State) askCanoe() {
	for q := 0; q < s.g.players; q++ {
		if s.canCanoe(q) && !s.canoeTargets(q).IsEmpty() {
			s.x.marshlands.ask |= 1 << q
		}
	}
}

// canoeAnswered follows an answer to a Canoe interrupt: when every player
// asked has answered, the next interrupt waiting is asked (one nobody can
// answer passes at once).
func (s *State) canoeAnswered() {
	x := &s.x.marshlands
	for x.ask == 0 && x.queued > 0 {
		x.queued--
		s.askCanoe()
	}
	if x.ask == 0 {
		x.queued = 0
	}
}
