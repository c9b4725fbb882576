package kingdombuilder

import (
	"fmt"
	"math/bits"

	"github.com/boardrules/kingdoms"
)

// Apply returns the state after m. If m is not legal in s, it returns the
// zero State and an error wrapping kingdoms.ErrIllegalMove that says why. s
// is never changed.
func Apply(s State, m Move) (State, error) {
	if err := s.checkApply(m); err != nil {
		return State{}, err
	}
	return s, nil
}

// checkApply plays m on s in place if it is legal, and otherwise returns why
// and leaves s unchanged. Apply and the Game value's Apply share it, so that
// neither copies the State more than the call itself does.
func (s *State) checkApply(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.play(m)
	return nil
}

// play plays the legal move m on s in place: the move, then a new card for
// a player whose card no longer fits the board after a tile or an
// expansion's action.
func (s *State) play(m Move) {
	s.apply(m)
	if k := m.kind(); k != PlaceSettlement && k != EndTurn {
		s.redrawDeadCard()
	}
}

// illegal builds the error of an illegal move.
func illegal(m Move, format string, args ...any) error {
	return fmt.Errorf("kingdombuilder: %v: %s: %w", m, fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
}

// viewError is the error of a move made on player p's view: a view is for
// reading and for Determinize (see State.View).
func viewError(p int) error {
	return fmt.Errorf("kingdombuilder: this is player %d's view: Determinize it first: %w", p, kingdoms.ErrBadArgument)
}

// check returns why m is not legal in s, or nil.
func (s *State) check(m Move) error {
	switch {
	case s.g == nil:
		return illegal(m, "the zero State is not a game")
	case s.view != 0:
		return viewError(int(s.view) - 1)
	case s.over:
		return illegal(m, "the game is over")
	case !m.valid():
		return illegal(m, "malformed move")
	}
	p := int(s.toMove)
	if e, ok := s.waiting(); ok {
		return s.checkWaiting(e, m)
	}
	if m.kind() > EndTurn {
		return s.checkExt(m)
	}
	if m.kind() == PlaceSettlement {
		// Checked without listing the free hexes when it can be: a free hex
		// of the card's terrain next to the player's settlements is legal
		// while the mandatory action goes on.
		h := m.to()
		if s.placed >= s.quota() || s.supply[p] == 0 {
			return illegal(m, "the mandatory action is over this turn")
		}
		if s.occupied.Has(h) || s.g.terrain[h] != s.hand[p] || s.blocked(h) {
			if s.mandatoryDone() {
				return illegal(m, "the mandatory action is over this turn")
			}
			return illegal(m, "%s", s.whyNotPlace(p, h))
		}
		// h is free, so it touches the player's settlements exactly when
		// it is near them.
		if !s.near.Has(h) && s.near.Intersects(s.freeOf(s.hand[p])) && !s.mandatoryWaived() {
			return illegal(m, "%s", s.whyNotPlace(p, h))
		}
		return nil
	}
	done := s.mandatoryDone()
	switch m.kind() {
	case UseTile:
		l := m.tile()
		if !done && s.placed > 0 {
			return illegal(m, "tiles are used before or after the mandatory action, not during it (%d of %d settlements placed)", s.placed, s.quota())
		}
		if !s.g.present[l] || !l.implemented() {
			return illegal(m, "there is no %s on this board", l)
		}
		if locationTable[l].action {
			return illegal(m, "the %s tile is used through its expansion's own moves, not %q (see Move)", l, UseTile)
		}
		wall := locationTable[l].wall
		if s.usable(l) <= 0 && !(wall && s.wallOpen) {
			return illegal(m, "player %d has no unused %s tile this turn (a tile taken this turn is usable from the next)", p, l)
		}
		if wall {
			if !s.canUseTile(m) {
				return illegal(m, "the %s places walls on free %s hexes next to player %d's settlements (at most %d walls in all), not at %v", l, s.hand[p], p, MaxWalls, hexText(m.to()))
			}
			break
		}
		if !l.Moves() {
			if s.supply[p] == 0 {
				return illegal(m, "player %d has no settlement left in supply", p)
			}
			if !s.canUseTile(m) {
				return illegal(m, "the %s does not allow building at %v", l, hexText(m.to()))
			}
			break
		}
		if !s.own[p].Has(m.from()) {
			return illegal(m, "player %d has no settlement at %v", p, hexText(m.from()))
		}
		if !s.canUseTile(m) {
			return illegal(m, "the %s does not allow moving that settlement to %v", l, hexText(m.to()))
		}
	case EndTurn:
		if !done {
			return illegal(m, "the mandatory action is not over (%d of %d settlements placed)", s.placed, s.quota())
		}
	}
	return nil
}

// whyNotPlace explains why the mandatory action cannot build at h.
func (s *State) whyNotPlace(p, h int) string {
	t := s.hand[p]
	switch {
	case s.occupied.Has(h):
		return fmt.Sprintf("%v is occupied", hexText(h))
	case s.blocked(h):
		return fmt.Sprintf("%v is next to a warrior (Crossroads, Barracks): nothing may be placed there", hexText(h))
	case s.g.terrain[h] != t:
		return fmt.Sprintf("%v is %s, the card is %s", hexText(h), s.g.terrain[h], t)
	}
	return fmt.Sprintf("%v is not next to player %d's settlements, and free %s hexes next to them remain", hexText(h), p, t)
}

// apply plays a legal move on s in place.
func (s *State) apply(m Move) {
	s.beforeMove(m)
	if m.kind() > EndTurn {
		s.wallOpen = false
		s.applyExt(m)
		return
	}
	p := int(s.toMove)
	if m.kind() != UseTile || !locationTable[m.tile()].wall {
		s.wallOpen = false
	}
	switch m.kind() {
	case PlaceSettlement:
		s.buildNear(p, m.to())
		s.placed++
	case UseTile:
		if locationTable[m.tile()].wall {
			// The first wall uses the tile and opens the second.
			if !s.wallOpen {
				s.used[m.tile()]++
			}
			s.wallOpen = !s.wallOpen
			s.occupied.Insert(m.to())
			return
		}
		s.used[m.tile()]++
		switch {
		case m.from() >= 0:
			s.move(p, m.from(), m.to())
		case locationTable[m.tile()].adjacency:
			s.buildNear(p, m.to())
		default:
			s.build(p, m.to())
		}
	case EndTurn:
		s.endTurn()
	}
}

// takeTiles gives p a tile of every location next to h from which p holds
// none and never took one, while tiles remain there. A player takes at
// most one tile from a location in the whole game, even after losing it
// (rulebook 000: "ne peut récupérer qu'une seule plaquette de lieu d'un
// même lieu"; s.lost). A tile taken is fresh, whoever's turn it is: usable
// from p's next own turn on (see lifecycle.go).
func (s *State) takeTiles(p, h int) {
	for m := s.g.hexSlots[h] &^ (s.held[p] | s.lost[p]); m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if s.tilesLeft[k] > 0 {
			s.tilesLeft[k]--
			s.held[p] |= 1 << k
			s.fresh[p] |= 1 << k
			s.tookTile(p, k)
			if s.tilesLeft[k] == 0 {
				s.lastTileTaken(p, int(s.g.slotHex[k]))
			}
		}
	}
}

// loseTiles removes from the game p's tiles of the locations next to h that
// no settlement of p touches any more.
//
// When the player to move holds two tiles of one kind and one of them is
// lost, a fresh one first, else the used one (see lifecycle.go): the player
// chose which one to turn over when using it, and would have turned over the
// one it was about to lose.
func (s *State) loseTiles(p, h int) {
	for m := s.g.hexSlots[h] & s.held[p]; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if s.g.slotNear(k).Intersects(s.settled(p)) {
			continue
		}
		bit := uint16(1) << k
		s.held[p] &^= bit
		s.lost[p] |= bit
		fresh := s.fresh[p]&bit != 0
		if fresh {
			s.fresh[p] &^= bit
		} else if p == int(s.toMove) {
			s.used[s.g.slotLoc[k]] = loseUsedFirst(s.used[s.g.slotLoc[k]])
		}
		s.lostTile(p, k, fresh)
	}
}

// endTurn discards and draws the terrain card, checks the end of the game
// and starts the next player's turn.
func (s *State) endTurn() {
	p := int(s.toMove)
	s.turnEnding(p)
	if t := s.hand[p]; t != NoTerrain {
		s.discard[t]++
	}
	s.hand[p] = s.draw()
	s.cardDrawn(p)
	s.turnOver(p)
	for i := 0; i < s.g.players; i++ {
		if s.supply[i] == 0 {
			s.lastRound = true
		}
	}
	if !s.cardsInGame() {
		// Ruling (the rulebook is silent): every terrain card has been
		// removed, no hex of its terrain being free, so no mandatory action
		// can come again: the round is finished as when a supply is empty,
		// and the game ends (else it would go on without end).
		s.lastRound = true
	}
	if s.lastRound && p == s.g.players-1 {
		s.placed = 0
		s.used = [numLocations]uint8{}
		if s.gameEnding() {
			return // an expansion holds the game open (the Harvest silo phase)
		}
		s.over = true
		s.fresh = [maxPlayers]uint16{} // no turn follows (see lifecycle.go)
		return
	}
	s.toMove = uint8((p + 1) % s.g.players)
	s.setNear()
	s.turn++
	s.startTurn()
	s.turnStarted()
}

// cardsInGame reports whether some terrain card is still in the game: in
// the draw or discard pile, in a hand, or held by an expansion (a second
// card or the Fort's of Crossroads, a swamp card of Marshlands).
func (s *State) cardsInGame() bool {
	if s.deckLen > 0 {
		return true
	}
	for _, n := range s.discard {
		if n > 0 {
			return true
		}
	}
	for p := 0; p < s.g.players; p++ {
		if s.hand[p] != NoTerrain {
			return true
		}
	}
	return s.g.rules.any() && s.cardsInGameExt()
}

// turnOver ends what lasts only for player p's turn: the expansions forget
// their turn's state. (p's fresh location tiles stay fresh until its next
// turn starts: see State.startTurn.)
func (s *State) turnOver(p int) {
	s.turnOverExt(p)
}
