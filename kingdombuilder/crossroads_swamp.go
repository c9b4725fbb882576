package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// The swamp terrain cards of Marshlands in a Crossroads game: a second card
// (Crossroads tile) or the Fort's card may be a swamp card, a Terrain value
// swampCardBase|t that the base game's arrays of cards (discard, removed)
// cannot index. The Crossroads code discards, removes and tests its cards
// through the helpers below, which send a swamp card to Marshlands' part of
// the state. The rulings are in RULES.md (under Crossroads, with the swamp
// cards of Marshlands).

// discardCard puts the terrain card t, possibly a swamp card, on the
// discard pile.
func (s *State) discardCard(t Terrain) {
	if isSwampCard(t) {
		s.x.marshlands.discard |= 1 << swampOther(t)
		return
	}
	s.discard[t]++
}

// removeCard removes the terrain card t, possibly a swamp card, from the
// game.
func (s *State) removeCard(t Terrain) {
	if isSwampCard(t) {
		s.x.marshlands.removed |= 1 << swampOther(t)
		return
	}
	s.removed[t]++
}

// cardPlayable reports whether a hex of the terrain of card t is free: for
// a swamp card, a hex of either half.
func (s *State) cardPlayable(t Terrain) bool {
	if isSwampCard(t) {
		return s.anyFree(Swamp) || s.anyFree(swampOther(t))
	}
	return s.anyFree(t)
}

// cardTargets returns the hexes where the one settlement of card t may go
// (the Fort's): the free hexes of its terrain next to the player's
// settlements, or all of them when none is or when an Outpost (Nomads) is
// armed, which the Fort's settlement then uses up. For a swamp card the player
// picks the half by the hex, and the adjacency rule applies within each
// half: the union of the targets of Swamp and of the other terrain.
func (s *State) cardTargets(t Terrain) hexgrid.Set {
	if isSwampCard(t) {
		a, b := s.freeOf(Swamp), s.freeOf(swampOther(t))
		a, b = s.nearOrOutpost(&s.near, &a), s.nearOrOutpost(&s.near, &b)
		return a.Union(b)
	}
	free := s.freeOf(t)
	return s.nearOrOutpost(&s.near, &free) // an armed Outpost (Nomads) lifts the adjacency rule
}

// cardText names the terrain of card t for messages: "desert", or for a
// swamp card "swamp or desert".
func cardText(t Terrain) string {
	if isSwampCard(t) {
		return "swamp or " + swampOther(t).String()
	}
	return t.String()
}

// crossroadsChoiceAhead reports whether the player to move has a second
// card (Crossroads) to choose from at the start of its turn, so that the
// half of a swamp card in its hand waits for that choice.
func (s *State) crossroadsChoiceAhead() bool {
	if !s.g.rules.has(crossroadsExp) {
		return false
	}
	e := s.x.crossroads.extra[s.toMove]
	return e != NoTerrain && e != hiddenCard
}

// settleSwampHand chooses at once the half of the swamp card in the hand
// of the player to move when only one half is playable (see
// playSwampCard), once the Crossroads choice of the card is made. It does
// nothing when the hand holds no swamp card still to play.
func (s *State) settleSwampHand() {
	if !s.g.rules.has(marshlandsExp) {
		return
	}
	t := s.hand[s.toMove]
	if !isSwampCard(t) || s.x.marshlands.playing != NoTerrain {
		return
	}
	swamp := s.anyFree(Swamp)
	other := s.anyFree(swampOther(t))
	switch {
	case swamp && !other:
		s.chooseHalf(Swamp)
	case other && !swamp:
		s.chooseHalf(swampOther(t))
	}
}

// ChooseSwampCard returns the move that chooses, of the player's two
// terrain cards (Crossroads), its swamp card "swamp / other" (Marshlands);
// the half of the card is chosen next, by a "marshlands play" move, unless
// only one half is playable.
func ChooseSwampCard(other Terrain) Move {
	return newAction(CrossroadsAction, uint8(ChooseSwamp)+uint8(other&15), -1, -1)
}

// choiceCard returns the terrain card that the choice code c names.
func choiceCard(c CrossroadsCode) Terrain {
	if c >= ChooseSwamp {
		return swampCardBase | Terrain(c-ChooseSwamp)
	}
	return Terrain(c - ChooseCard)
}

// chooseCardMove returns the move that chooses card t, possibly a swamp
// card.
func chooseCardMove(t Terrain) Move {
	if isSwampCard(t) {
		return ChooseSwampCard(swampOther(t))
	}
	return ChooseTerrainCard(t)
}

// SecondSwampCard reports whether player p's second terrain card
// (Crossroads) is a swamp card (Marshlands), and its other terrain;
// State.SecondCard then returns Swamp.
func (s State) SecondSwampCard(p int) (other Terrain, ok bool) {
	if s.g == nil || !s.g.rules.any() || p < 0 || p >= s.g.players {
		return NoTerrain, false
	}
	if t := s.x.crossroads.extra[p]; isSwampCard(t) {
		return swampOther(t), true
	}
	return NoTerrain, false
}

// FortSwampCard reports whether the Fort's card (Crossroads) is a swamp card
// (Marshlands), and its other terrain; State.FortCard then returns Swamp,
// and the Fort's settlement goes on swamp or on the other terrain.
func (s State) FortSwampCard() (other Terrain, ok bool) {
	if s.g == nil || !s.g.rules.any() {
		return NoTerrain, false
	}
	if t := s.x.crossroads.fort; isSwampCard(t) {
		return swampOther(t), true
	}
	return NoTerrain, false
}
