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
// It waits while an interrupt or a sequence is open (a Canoe, a Crossroads
// choice or Fort, Harvest colonies, whose settlements follow the card), and
// does nothing in the silo phase, once the game is over, or in a view (the
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
	if t == NoTerrain || t >= numTerrains || !s.freeOf(t).IsEmpty() {
		return // no card, a hidden card, a swamp card not played yet, or a card with a free hex
	}
	if s.g.rules.any() {
		if s.marshlandsPending() || s.crossroadsPending() || s.harvestPending() || s.siloPhase() {
			return
		}
		if x := &s.x.marshlands; s.g.rules.marshlands && x.playing != NoTerrain {
			// Back to the swamp card itself: drawPlayable plays its other
			// half if that one has a free hex, and otherwise removes it.
			if t == Swamp {
				x.quota++
			}
			s.hand[p], x.playing = x.playing, NoTerrain
		}
	}
	s.drawPlayable()
	if s.g.rules.any() && !s.x.crossroads.choosing {
		s.settleSwampHand() // the half of a swamp card drawn, when only one is playable
	}
}
