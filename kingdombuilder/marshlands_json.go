package kingdombuilder

import (
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms"
)

// marshlandsDoc is the Marshlands expansion's part of the JSON form of a
// State (the "marshlands" object). The swamp cards in the hands and the draw
// pile are written there by name ("swamp/desert"); the hand of the player to
// move shows its swamp card until the end of its turn, and "chosen" the
// half it plays.
//
//	swampCards    true when the 5 swamp terrain cards are in the game
//	swampDiscard  the swamp cards in the discard pile, by their other terrain
//	swampRemoved  the swamp cards removed from the game, by their other terrain
//	chosen        the half of the swamp card the player to move plays ("swamp" or its other terrain)
//	quota         settlements of this turn's mandatory action (0 once the turns are over)
//	scouted       the terrain the Scouts removed at set-up
//	aside         for each player, settlements the Temple set aside for its next turn
//	bonus         for each player, its bonus tiles ("temple", "refuge", "canoe", "fountain"); "+" marks one taken this turn
//	bonusUsed     bonus actions used this turn by the player to move ("refuge", "canoe")
//	canoeUsed     for each player, Canoe tiles used this turn
//	ask           players still to answer a Canoe interrupt
//	canoeQueued   Canoe interrupts raised since, asked once this one is answered
type marshlandsDoc struct {
	SwampCards   bool       `json:"swampCards,omitempty"`
	SwampDiscard []string   `json:"swampDiscard,omitempty"`
	SwampRemoved []string   `json:"swampRemoved,omitempty"`
	Chosen       string     `json:"chosen,omitempty"`
	Quota        int        `json:"quota"`
	Scouted      string     `json:"scouted,omitempty"`
	Aside        []int      `json:"aside"`
	Bonus        [][]string `json:"bonus"`
	BonusUsed    []string   `json:"bonusUsed,omitempty"`
	CanoeUsed    []int      `json:"canoeUsed"`
	Ask          []int      `json:"ask,omitempty"`
	Queued       int        `json:"canoeQueued,omitempty"`
}

// encodeMarshlands returns the Marshlands expansion's part of the JSON
// document, nil when the game does not play it.
func (s *State) encodeMarshlands() *marshlandsDoc {
	if !s.g.rules.has(marshlandsExp) {
		return nil
	}
	x := &s.x.marshlands
	d := &marshlandsDoc{SwampCards: x.swampCards, Quota: int(x.quota)}
	for _, t := range cardTerrains {
		if x.discard&(1<<t) != 0 {
			d.SwampDiscard = append(d.SwampDiscard, t.String())
		}
		if x.removed&(1<<t) != 0 {
			d.SwampRemoved = append(d.SwampRemoved, t.String())
		}
	}
	if x.playing != NoTerrain {
		d.Chosen = s.hand[s.toMove].String()
	}
	if x.scouted != NoTerrain {
		d.Scouted = x.scouted.String()
	}
	for p := 0; p < s.g.players; p++ {
		d.Aside = append(d.Aside, int(x.aside[p]))
		d.CanoeUsed = append(d.CanoeUsed, int(x.canoeUsed[p]))
		b := []string{}
		for i, l := range bonusKinds {
			if x.bonus[p]&(1<<i) != 0 {
				k := l.Key()
				if x.bonusFresh[p]&(1<<i) != 0 {
					k += "+"
				}
				b = append(b, k)
			}
		}
		d.Bonus = append(d.Bonus, b)
		if x.ask&(1<<p) != 0 {
			d.Ask = append(d.Ask, p)
		}
	}
	d.Queued = int(x.queued)
	for i, l := range bonusKinds {
		if x.bonusUsed&(1<<i) != 0 {
			d.BonusUsed = append(d.BonusUsed, l.Key())
		}
	}
	return d
}

// asideOf returns player p's settlements set aside by the Temple in the
// document (0 when absent), for the supply check of the core.
func (d *marshlandsDoc) asideOf(p int) int {
	if d == nil || p >= len(d.Aside) || d.Aside[p] < 0 {
		return 0
	}
	return d.Aside[p]
}

// deckCard reads the name of a terrain card of a hand or the draw pile:
// a base terrain card, or a swamp card in a game that plays Marshlands.
func deckCard(name string, r rules) (Terrain, bool) {
	if t, ok := cardTerrain(name); ok {
		return t, true
	}
	if !r.any() {
		return NoTerrain, false
	}
	return swampCardByName(name)
}

// swampCardsUnknown checks the swamp cards of a document: count holds the
// cards seen in the hands and the draw pile; with the discard pile and the
// removed cards of d, each swamp card must be found once when the game has
// them (at most once in a view), never otherwise. It returns the number of
// swamp cards a view does not locate.
func (d *marshlandsDoc) swampCardsUnknown(count *[numCardValues]int, view bool) (int, error) {
	var discard, removed uint8
	if d != nil {
		var err error
		if discard, err = swampSet(d.SwampDiscard, "swampDiscard"); err != nil {
			return 0, err
		}
		if removed, err = swampSet(d.SwampRemoved, "swampRemoved"); err != nil {
			return 0, err
		}
	}
	in := d != nil && d.SwampCards
	unknown := 0
	for _, t := range cardTerrains {
		n := count[swampCardBase|t] + int(discard>>t&1) + int(removed>>t&1)
		switch {
		case !in && n > 0:
			return 0, fmt.Errorf("swamp card %s in a game without the swamp cards", swampCardName(swampCardBase|t))
		case in && n > 1, in && !view && n != 1:
			return 0, fmt.Errorf("%d %s cards in hands, deck, discard pile and removed, want 1", n, swampCardName(swampCardBase|t))
		case in:
			unknown += 1 - n
		}
	}
	return unknown, nil
}

// swampSet reads a list of the other terrains of swamp cards.
func swampSet(list []string, what string) (uint8, error) {
	var set uint8
	for _, k := range list {
		t, ok := cardTerrain(k)
		if !ok {
			return 0, fmt.Errorf("marshlands %s: %s is no terrain of a swamp card", what, kingdoms.Excerpt(k))
		}
		if set&(1<<t) != 0 {
			return 0, fmt.Errorf("marshlands %s: %s twice", what, k)
		}
		set |= 1 << t
	}
	return set, nil
}

// decodeMarshlands reads the Marshlands expansion's part of the JSON
// document (nil when absent) into s.x, and checks it against the rest of
// the state.
func (s *State) decodeMarshlands(d *marshlandsDoc) error {
	if !s.g.rules.has(marshlandsExp) {
		if d != nil {
			return fmt.Errorf("marshlands data in a game that does not play the Marshlands expansion")
		}
		return nil
	}
	if d == nil {
		return fmt.Errorf("marshlands: missing (the game plays the Marshlands expansion)")
	}
	x := &s.x.marshlands
	n := s.g.players
	x.swampCards = d.SwampCards
	if !d.SwampCards && !s.g.terrainSet[Swamp].IsEmpty() {
		return fmt.Errorf("marshlands: swampCards false on a board with swamps")
	}
	x.discard, _ = swampSet(d.SwampDiscard, "swampDiscard") // checked by swampCardsUnknown
	x.removed, _ = swampSet(d.SwampRemoved, "swampRemoved")
	if len(d.Aside) != n || len(d.Bonus) != n || len(d.CanoeUsed) != n {
		return fmt.Errorf("marshlands: aside, bonus and canoeUsed need one entry per player")
	}

	// The Scouts.
	if d.Scouted != "" {
		t, ok := cardTerrain(d.Scouted)
		if !ok {
			return fmt.Errorf("marshlands: scouted %s is no terrain of the terrain cards", kingdoms.Excerpt(d.Scouted))
		}
		x.scouted = t
	}
	switch {
	case s.hasCard(Scouts) && x.scouted == NoTerrain:
		return fmt.Errorf("marshlands: the Scouts are played but no terrain is scouted")
	case !s.hasCard(Scouts) && x.scouted != NoTerrain:
		return fmt.Errorf("marshlands: a scouted terrain without the Scouts")
	case x.scouted != NoTerrain && (s.removed[x.scouted] != cardsPerTerrain || x.swampCards && x.removed&(1<<x.scouted) == 0):
		return fmt.Errorf("marshlands: the %s cards scouted are not all removed", x.scouted)
	}

	// The swamp card of the player to move.
	p := int(s.toMove)
	hand := s.hand[p]
	if d.Chosen != "" {
		h, ok := terrainByName(d.Chosen)
		if !isSwampCard(hand) || !ok || (h != Swamp && h != swampOther(hand)) || s.over {
			return fmt.Errorf("marshlands: chosen %s without a swamp card of that terrain in the hand of the player to move", kingdoms.Excerpt(d.Chosen))
		}
		if s.g.rules.has(crossroadsExp) && s.x.crossroads.choosing {
			return fmt.Errorf("marshlands: chosen %s before the Crossroads choice of the card", kingdoms.Excerpt(d.Chosen))
		}
		x.playing = hand
		s.hand[p] = h
	} else if isSwampCard(hand) && !s.over && !s.siloPhase() && !(s.g.rules.has(crossroadsExp) && s.x.crossroads.choosing) {
		if s.placed != 0 || !s.anyFree(Swamp) || !s.anyFree(swampOther(hand)) {
			return fmt.Errorf("marshlands: the half of the swamp card of the player to move is not chosen, but it must be")
		}
	}
	// The turn.
	lo, hi := mandatoryCount, maxQuota
	if s.hand[p] == Swamp && x.playing != NoTerrain {
		lo, hi = mandatoryCount-1, maxQuota-1
	}
	switch {
	case d.Quota == 0 && x.playing == NoTerrain && s.placed == 0:
		// Between turns: the game is over, or in the Harvest silo phase.
	case d.Quota < lo || d.Quota > hi:
		return fmt.Errorf("marshlands: quota %d, want %d to %d", d.Quota, lo, hi)
	}
	x.quota = uint8(d.Quota)
	if s.placed > s.quota() {
		return fmt.Errorf("marshlands: %d settlements placed, the quota is %d", s.placed, x.quota)
	}
	for q, a := range d.Aside {
		if a < 0 || a > maxAside {
			return fmt.Errorf("marshlands: player %d: %d settlements set aside, at most %d", q, a, maxAside)
		}
		x.aside[q] = uint8(a)
	}

	// Bonus tiles.
	var holders [len(bonusKinds)]int
	for q, list := range d.Bonus {
		for _, k := range list {
			k, fresh := strings.CutSuffix(k, "+")
			l, ok := locationByKey(k)
			b := bonusBit(l)
			if !ok || b == 0 {
				return fmt.Errorf("marshlands: player %d: %s is no bonus tile", q, kingdoms.Excerpt(k))
			}
			if x.bonus[q]&b != 0 {
				return fmt.Errorf("marshlands: player %d holds two %s bonus tiles", q, l)
			}
			if s.heldOf(q, l) < 2 {
				return fmt.Errorf("marshlands: player %d holds the %s bonus tile without two %s tiles", q, l, l)
			}
			if fresh && (q != p || s.over) {
				return fmt.Errorf("marshlands: player %d took a bonus tile this turn but is not playing", q)
			}
			x.bonus[q] |= b
			if fresh {
				x.bonusFresh[q] |= b
			}
			holders[l-Temple]++
		}
	}
	for i := range holders {
		if holders[i] > bonusTilesPerKind {
			return fmt.Errorf("marshlands: %d %s bonus tiles held, there are %d", holders[i], bonusKinds[i], bonusTilesPerKind)
		}
		x.bonusLeft[i] = uint8(bonusTilesPerKind - holders[i])
	}
	for _, k := range d.BonusUsed {
		l, _ := locationByKey(k)
		b := bonusBit(l)
		if l != Refuge && l != Canoe || x.bonusUsed&b != 0 {
			return fmt.Errorf("marshlands: bonusUsed: %s is no bonus action, or is given twice", kingdoms.Excerpt(k))
		}
		if x.bonus[p]&b == 0 || x.bonusFresh[p]&b != 0 || s.over {
			return fmt.Errorf("marshlands: bonusUsed: player %d cannot have used the %s bonus this turn", p, l)
		}
		x.bonusUsed |= b
	}

	// The Canoe.
	for q, c := range d.CanoeUsed {
		if c < 0 || c > s.heldOf(q, Canoe) {
			return fmt.Errorf("marshlands: player %d used %d Canoe tiles, more than held", q, c)
		}
		x.canoeUsed[q] = uint8(c)
	}
	for _, q := range d.Ask {
		if q < 0 || q >= n || x.ask&(1<<q) != 0 {
			return fmt.Errorf("marshlands: ask: bad or repeated player %d", q)
		}
		if s.over || !s.g.present[Canoe] || s.heldOf(q, Canoe) == 0 {
			return fmt.Errorf("marshlands: ask: player %d cannot be asked to use a Canoe", q)
		}
		x.ask |= 1 << q
	}
	if d.Queued < 0 || d.Queued > maxSlots+NomadTilesInGame {
		return fmt.Errorf("marshlands: canoeQueued: %d interrupts waiting, want 0 to %d", d.Queued, maxSlots+NomadTilesInGame)
	}
	if d.Queued > 0 && x.ask == 0 {
		return fmt.Errorf("marshlands: canoeQueued: %d interrupts waiting but no Canoe interrupt is being answered (ask is empty)", d.Queued)
	}
	x.queued = uint8(d.Queued)
	if x.ask != 0 && isSwampCard(s.hand[p]) {
		return fmt.Errorf("marshlands: a Canoe interrupt before the half of the swamp card is chosen")
	}
	return nil
}
