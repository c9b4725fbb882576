package kingdombuilder

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// A naive reading of the Harvest rules, hex by hex, to cross-check the
// Harvest moves that Legal lists (HarvestAction moves and the tiles of the
// 5 ordinary Harvest locations) along random games.

// naiveTouches reports whether hex h has a neighbour for which in is true.
func naiveTouches(h int, in func(int) bool) bool {
	for _, j := range grid.NeighborTable(h) {
		if j >= 0 && in(int(j)) {
			return true
		}
	}
	return false
}

// naiveHarvestMoves lists the Harvest moves of s by reading the rules
// literally.
func naiveHarvestMoves(s State) []Move {
	var out []Move
	if s.over || !s.g.rules.any() {
		return out
	}
	h := &s.x.harvest
	p := int(s.toMove)
	free := func(i int) bool { return !s.taken().Has(i) }
	buildable := func(i int) bool { return s.g.terrain[i].Buildable() }
	own := func(i int) bool { return s.own[p].Has(i) }
	mine := func(i int) bool { return own(i) || h.scouts.set().Has(i) || s.settled(p).Has(i) }
	act := func(c harvestCode, from, to int) Move { return newAction(HarvestAction, uint8(c), from, to) }
	// adjRule applies the adjacency rule to the candidates.
	adjRule := func(cand []int, near func(int) bool) []int {
		var next []int
		for _, i := range cand {
			if naiveTouches(i, near) {
				next = append(next, i)
			}
		}
		if len(next) > 0 {
			return next
		}
		return cand
	}
	hexes := func(ok func(int) bool) []int {
		var l []int
		for i := range boardSize {
			if ok(i) {
				l = append(l, i)
			}
		}
		return l
	}
	if h.silo {
		if h.siloMode == siloNone {
			out = append(out, act(hvSiloPass, -1, -1))
		}
		if h.siloMode != siloMoves && s.supply[p] > 0 {
			for _, i := range hexes(func(i int) bool { return free(i) && buildable(i) && naiveTouches(i, own) }) {
				out = append(out, act(hvSiloPlace, -1, i))
			}
		}
		if h.siloMode != siloPlaces {
			for a := range boardSize {
				if !own(a) || h.siloMoved.set().Has(a) {
					continue
				}
				other := func(i int) bool { return i != a && own(i) }
				for _, i := range hexes(func(i int) bool { return free(i) && buildable(i) && naiveTouches(i, other) }) {
					out = append(out, act(hvSiloMove, a, i))
				}
			}
		}
		return out
	}
	scoutOK := func(first bool) func(int) bool {
		return func(i int) bool {
			t := s.g.terrain[i]
			isFree := free(i) || (first && h.scouts.set().Has(i))
			onCave := s.g.queenies.caveSet.Has(i)
			settled := func(i int) bool { return s.settled(p).Has(i) }
			return isFree && !onCave && (buildable(i) || t == Water || t == Mountain) && naiveTouches(i, settled)
		}
	}
	if h.scoutOpen {
		for _, i := range hexes(scoutOK(false)) {
			out = append(out, act(hvScout, -1, i))
		}
		return out
	}
	if h.colonyLeft > 0 {
		cand := hexes(func(i int) bool { return free(i) && s.g.terrain[i] == s.hand[p] })
		if !s.outpostArmed() { // an armed Outpost (Nomads) lifts the adjacency rule
			cand = adjRule(cand, mine)
		}
		for _, i := range cand {
			out = append(out, act(hvSettle, -1, i))
		}
		return out
	}
	if s.placed > 0 && !s.mandatoryDone() {
		return out
	}
	if !h.cultivated && s.supply[p] > 0 {
		for _, i := range hexes(func(i int) bool { return free(i) && s.g.terrain[i] == Farmland && naiveTouches(i, mine) }) {
			out = append(out, act(hvCultivate, -1, i))
		}
	}
	// A Scout Cabin use owed to the Bazaar (no use of the player's own
	// left beyond the repeats) moves the tokens on the board: with none
	// there, it has nothing to place.
	onBoard := h.scouts.count()
	ownScout := s.usable(ScoutCabin) > int(h.repeats[ScoutCabin])
	if s.g.present[ScoutCabin] && s.usable(ScoutCabin) > 0 && (ownScout || onBoard > 0) {
		for _, i := range hexes(scoutOK(true)) {
			out = append(out, act(hvScout, -1, i))
		}
	}
	if s.g.present[Cathedral] && s.usable(Cathedral) > 0 {
		// A use repeated by the Bazaar gains no colony tile: the
		// repeats are the last uses of the turn.
		take := s.usable(Cathedral) > int(h.repeats[Cathedral])
		if take && s.coloniesLeft(0) > 0 {
			out = append(out, act(hvColony1, -1, -1))
		}
		if take && s.coloniesLeft(1) > 0 {
			out = append(out, act(hvColony5, -1, -1))
		}
		if h.colony[p][0]+h.colony[p][1] > 0 {
			out = append(out, act(hvColonies, -1, -1))
		}
	}
	if s.g.present[Bazaar] && s.usable(Bazaar) > 0 {
		for l := Location(1); l < numLocations; l++ {
			if l != Bazaar && s.used[l] > 0 {
				out = append(out, newAction(HarvestAction, uint8(hvBazaar)+uint8(l), -1, -1))
			}
		}
	}
	// The ordinary Harvest tiles.
	if s.supply[p] > 0 {
		for _, l := range []Location{Watermill, MountainStation, Watchtower, University} {
			if s.usable(l) <= 0 {
				continue
			}
			var next func(int) bool
			switch l {
			case Watermill:
				next = func(i int) bool { return s.g.terrain[i] == Water }
			case MountainStation:
				next = func(i int) bool { return s.g.terrain[i] == Mountain }
			case Watchtower:
				next = func(i int) bool {
					for q := 0; q < s.g.players; q++ {
						if q != p && s.settled(q).Has(i) {
							return true
						}
					}
					return false
				}
			case University:
				next = func(i int) bool { return s.g.terrain[i].Special() || s.g.terrain[i] == Silo }
			}
			cand := hexes(func(i int) bool { return free(i) && buildable(i) && naiveTouches(i, next) })
			for _, i := range adjRule(cand, mine) {
				out = append(out, newMove(UseTile, l, -1, i))
			}
		}
	}
	if s.usable(Palisade) > 0 {
		for a := range boardSize {
			if !own(a) {
				continue
			}
			area := grid.Component(s.mine(), a).Remove(a)
			for _, i := range hexes(func(i int) bool { return free(i) && buildable(i) && naiveTouches(i, area.Has) }) {
				out = append(out, newMove(UseTile, Palisade, a, i))
			}
		}
	}
	slices.SortFunc(out, Move.Compare)
	return out
}

// harvestMovesOf returns the moves of Legal(s) that naiveHarvestMoves lists:
// HarvestAction moves and the tiles of the 5 ordinary Harvest locations.
func harvestMovesOf(s State) []Move {
	var out []Move
	for _, m := range Legal(s) {
		switch {
		case m.Kind() == HarvestAction:
			out = append(out, m)
		case m.Kind() == UseTile:
			switch m.Tile() {
			case Watermill, MountainStation, Watchtower, University, Palisade:
				out = append(out, m)
			}
		}
	}
	return out
}

func TestPropertyHarvestNaive(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64Range(0, 1<<20).Draw(rt, "seed")
		c := harvestConfig(seed)
		if c.Quadrants == ([4]Quadrant{}) || c.Nomads {
			c.Quadrants = harvestConfig(1).Quadrants
			c.Nomads, c.Players = false, 2+int(seed%3)
		}
		s, err := New(c)
		if err != nil {
			rt.Fatal(err)
		}
		for step := 0; !s.IsTerminal(); step++ {
			got, want := harvestMovesOf(s), naiveHarvestMoves(s)
			if !slices.Equal(got, want) {
				rt.Fatalf("after %d moves, the Harvest moves differ from the rules:\n got  %v\n want %v\n%v", step, got, want, s)
			}
			ms := Legal(s)
			// Harvest moves half of the time, so that they come up.
			if hm := harvestMovesOf(s); len(hm) > 0 && rapid.Bool().Draw(rt, "harvest") {
				ms = hm
			}
			s, err = Apply(s, ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")])
			if err != nil {
				rt.Fatal(err)
			}
		}
	})
}
