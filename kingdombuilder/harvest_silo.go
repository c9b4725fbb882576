package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// The silo phase (Harvest; rulebook 003, "Silo"). When the last turn of the
// game is over, before scoring, each player in turn order, from the first
// player, carries out one silo action for each silo next to at least one of
// its settlements: place 3 settlements from the supply, or move 3 of its
// settlements, each to a free buildable hex next to at least one other of
// its settlements; never a mix. Every placement or move is one move
// ("silo ROW,COL", "silo ROW,COL>ROW,COL"), and "silo pass" declines an
// action before it starts. State.ToMove names the player deciding; the game
// is over when the last action is done.

// silosTouched returns the number of silos next to p's settlements, its
// Crossroads pieces included (they count as settlements in every respect).
func (s *State) silosTouched(p int) int {
	return grid.Ring(s.settled(p)).Intersect(s.g.terrainSet[Silo]).Count()
}

// beginSiloPhase starts the silo phase at the end of the last round and
// reports whether some player has a silo action; if not, the game ends at
// once.
func (s *State) beginSiloPhase() bool {
	if !s.g.rules.has(harvestExp) || s.g.terrainSet[Silo].IsEmpty() {
		return false
	}
	s.hv().silo = true
	return s.nextSiloPlayer(0)
}

// nextSiloPlayer gives the turn to the first player from p on who touches a
// silo. When none is left it ends the phase and reports false: the game is
// over (with the last player to move, as at the end of a game without
// silos).
func (s *State) nextSiloPlayer(p int) bool {
	h := s.hv()
	// Tiles taken in a silo action are nobody's "this turn" (see
	// lifecycle.go).
	s.tilesSettle()

	for ; p < s.g.players; p++ {
		if n := s.silosTouched(p); n > 0 {
			s.toMove = uint8(p)
			h.siloLeft = uint8(n)
			h.siloMode, h.siloDone, h.siloMoved = siloNone, 0, fewHexes{}
			s.setNear()
			return true
		}
	}
	h.silo, h.siloLeft, h.siloMode, h.siloDone, h.siloMoved = false, 0, siloNone, 0, fewHexes{}
	s.toMove = uint8(s.g.players - 1)
	s.setNear()
	return false
}

// siloPlaceTargets returns where a silo action may build: free buildable
// hexes next to the player's settlements (its Crossroads pieces included);
// none when the supply is empty.
func (s *State) siloPlaceTargets() hexgrid.Set {
	p := s.toMove
	if s.supply[p] == 0 {
		return hexgrid.Set{}
	}
	return grid.Ring(s.settled(int(p))).Intersect(s.g.buildable).Diff(s.taken())
}

// siloMoveTargets returns where a silo action may move the settlement at
// from: free buildable hexes next to another of the player's settlements
// or pieces.
func (s *State) siloMoveTargets(from int) hexgrid.Set {
	rest := s.settled(int(s.toMove)).Remove(from)
	return grid.Dilate(rest).Intersect(s.g.buildable).Diff(s.taken())
}

// siloFree reports whether a silo action may put a settlement at h: a free
// buildable hex (the check of one move reads its hex only: siloPlaceTargets
// and siloMoveTargets list them all).
func (s *State) siloFree(h int) bool {
	return uint(h) < maxHex && s.g.buildable.Has(h) && !s.taken().Has(h)
}

// siloMovers returns the settlements a silo action may still move: those
// not moved by this action yet. The Crossroads pieces are moved only by
// their own actions, never by a silo action.
func (s *State) siloMovers() hexgrid.Set { return s.own[s.toMove].Diff(s.hv().siloMoved.set()) }

// siloTouching returns the free buildable hexes next to at least one
// settlement of the player to move (once), and those of them next to only
// one (only): the targets of a silo move of the settlement at a are once
// less the hexes of only next to a (siloMoveTargets, without a dilation
// per settlement).
func (s *State) siloTouching() (once, only hexgrid.Set) {
	cand := s.g.buildable.Diff(s.taken())
	one, two := grid.Touching(s.settled(int(s.toMove)))
	once = one.Intersect(cand)
	return once, once.Diff(two)
}

// canSiloMove reports whether some settlement can still be moved: to a
// free buildable hex next to another of the player's settlements or pieces.
// With two settlements left to move, any free buildable hex next to the
// settlements and pieces (once) will do: it touches one of them, s, and the
// other settlement can go there. With one, a, a hex next to the rest is
// needed.
func (s *State) canSiloMove() bool {
	movers := s.siloMovers()
	switch n := movers.Count(); {
	case n >= 2:
		return grid.Ring(s.settled(int(s.toMove))).Intersects(s.g.buildable.Diff(s.taken()))
	case n == 1:
		for a := range movers.All() {
			return !s.siloMoveTargets(a).IsEmpty()
		}
	}
	return false
}

// appendSiloLegal appends the legal moves of the silo phase: "silo pass"
// before an action starts, then the placements, then the moves (by source
// and target hex), as the action's mode allows.
func (s *State) appendSiloLegal(dst []Move) []Move {
	h := s.hv()
	if h.siloMode == siloNone {
		dst = append(dst, newAction(HarvestAction, uint8(hvSiloPass), -1, -1))
	}
	// The free buildable hexes next to the player's settlements (once) are
	// the placements' targets too (siloPlaceTargets): counted once here.
	once, only := s.siloTouching()
	if h.siloMode != siloMoves && s.supply[s.toMove] > 0 {
		dst = appendSet(dst, newAction(HarvestAction, uint8(hvSiloPlace), -1, -1), &once)
	}
	if h.siloMode != siloPlaces {
		// The targets of a settlement are once less the hexes of only
		// next to it: once is listed once and copied for each.
		var list targetList
		list.fill(&once)
		for a := range s.siloMovers().All() {
			m := newAction(HarvestAction, uint8(hvSiloMove), a, -1)
			if ex, k := neighboursIn(a, &only); k > 0 {
				dst = appendList(dst, m, &list, &ex)
			} else {
				dst = appendList(dst, m, &list, nil)
			}
		}
	}
	return dst
}

// checkSilo returns why m is not legal in the silo phase, or nil.
func (s *State) checkSilo(m Move) error {
	h := s.hv()
	p := int(s.toMove)
	switch harvestCode(m.code()) {
	case hvSiloPass:
		if h.siloMode != siloNone {
			return illegal(m, "a silo action once started places or moves %d settlements (%d done)", siloCount, h.siloDone)
		}
	case hvSiloPlace:
		if h.siloMode == siloMoves {
			return illegal(m, "this silo action moves settlements; it cannot also place one")
		}
		if s.supply[p] == 0 {
			return illegal(m, "player %d has no settlement left in supply", p)
		}
		if to := m.to(); !s.siloFree(to) || !grid.Touches(to, s.settled(p)) {
			return illegal(m, "a silo action builds on a free buildable hex next to player %d's settlements, not at %v", p, hexText(m.to()))
		}
	case hvSiloMove:
		if h.siloMode == siloPlaces {
			return illegal(m, "this silo action places settlements; it cannot also move one")
		}
		from := m.from()
		if !s.own[p].Has(from) {
			return illegal(m, "player %d has no settlement at %v", p, hexText(from))
		}
		if h.siloMoved.has(from) {
			return illegal(m, "the settlement at %v was already moved by this silo action", hexText(from))
		}
		if to := m.to(); !s.siloFree(to) || !grid.Touches(to, s.settled(p).Remove(from)) {
			return illegal(m, "a silo action moves a settlement to a free buildable hex next to another of player %d's settlements, not to %v", p, hexText(m.to()))
		}
	default:
		return illegal(m, "the silo phase is on: only silo actions are legal")
	}
	return nil
}

// applySilo plays a legal move of the silo phase.
func (s *State) applySilo(m Move) {
	h := s.hv()
	p := int(s.toMove)
	switch harvestCode(m.code()) {
	case hvSiloPass:
		s.endSiloAction()
		return
	case hvSiloPlace:
		h.siloMode = siloPlaces
		s.build(p, m.to())
	case hvSiloMove:
		h.siloMode = siloMoves
		s.move(p, m.from(), m.to())
		h.siloMoved.insert(m.to())
	}
	h.siloDone++
	switch {
	case h.siloDone >= siloCount,
		h.siloMode == siloPlaces && s.siloPlaceTargets().IsEmpty(),
		h.siloMode == siloMoves && !s.canSiloMove():
		s.endSiloAction()
	}
}

// endSiloAction closes the current silo action and goes on to the next one,
// the next player's or the end of the game.
func (s *State) endSiloAction() {
	h := s.hv()
	h.siloMode, h.siloDone, h.siloMoved = siloNone, 0, fewHexes{}
	if h.siloLeft--; h.siloLeft > 0 {
		return
	}
	// The player's silo actions are over: like the end of a turn, what
	// lasts only for the turn ends (nomad tiles taken now are never usable).
	s.turnOver(int(s.toMove))
	if !s.nextSiloPlayer(int(s.toMove) + 1) {
		s.over = true
	}
}
