package kingdombuilder

// redrawDeadCard applies the Exception of placement rule 2 during the turn
// (rulebook 003: "il peut arriver qu'il n'y ait plus de case disponible
// pendant le tour d'un joueur [...] le joueur pioche immédiatement une
// nouvelle carte Terrain"): after a move that is no placement of the
// mandatory action, when the mandatory action has placed nothing yet and no
// hex of the card's terrain is free any more (an Oracle, Farm, Oasis or an
// expansion's building action took the last one), the card is removed from
// the game and cards are drawn as at the start of the turn (drawPlayable).
// Once the mandatory action has begun, running out ends it early instead.
//
// It waits while the position waits for a decision (see pending.go: a
// Canoe, a Crossroads choice or Fort, a Donation or Sword in use, Harvest
// colonies, whose settlements follow the card, the silo phase), and does
// nothing once the game is over, or in a view (the
// draw pile is hidden: Determinize applies it). A swamp card being played
// (Marshlands) is dead when neither half has a free hex; when only the
// chosen half ran out, the other half is played. With Crossroads, the card
// set aside this turn stays aside: the new card comes from the draw pile.
func (s *State) redrawDeadCard() {
	p := s.toMove
	if s.g == nil || s.over || s.view != 0 || s.placed != 0 || s.supply[p] == 0 {
		return
	}
	t := s.hand[p]
	if t == NoTerrain || t >= numTerrains || s.anyFree(t) {
		return // no card, a hidden card, a swamp card not played yet, or a card with a free hex
	}
	if _, ok := s.waiting(); ok {
		return
	}
	s.cardRanOut()
	s.drawPlayable()
	s.cardRedrawn()
}
