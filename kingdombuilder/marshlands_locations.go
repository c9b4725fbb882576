package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// The tiles of the Marshlands locations (rulebook 003, "Actions spéciales
// des plaquettes de lieu et actions Bonus"), rows of locationTable:
//
//	Temple    remove one of your settlements; your next mandatory action
//	          places it in addition (a MarshlandsAction move, TempleRemove)
//	Refuge    move one of your settlements to a free buildable hex next to
//	          it, with no adjacency rule ("tile refuge FROM>TO")
//	Canoe     build on a free swamp or water hex (adjacency rule), only as
//	          an interrupt when a player takes the last tile of a location
//	          or nomad space (MarshlandsAction moves CanoeUse, CanoeDecline)
//	Fountain  build on a free buildable hex next to exactly one of your
//	          settlements and to no opponent's ("tile fountain AT")
//
// and their bonus tiles: the Temple's lets the first settlement of every
// mandatory action ignore the adjacency rule; the Refuge's moves a
// settlement to the nearest free buildable hex along a straight line
// (RefugeBonus); the Canoe's is a Canoe usable as an extra action of the
// holder's turn (CanoeBonus); the Fountain's lets the Fountain build on a
// mountain too.

// marshlandsContext adds to c what the Fountain reads besides the other
// players' settlements (State.tileContext): whether the player holds the
// Fountain bonus tile.
func (s *State) marshlandsContext(c *tileContext) {
	if !s.g.rules.has(marshlandsExp) || !s.g.present[Fountain] {
		return
	}
	c.mountains = s.bonusHeld(int(s.toMove), Fountain)
}

// fountainTargets returns where the Fountain builds: a free hex, buildable
// (or a mountain without a Cave tile of Queenie 2, with the Fountain bonus
// tile), next to exactly one of the
// player's settlements and to none of the other players' (rulebook 003,
// "Fontaine"; a stone wall is no settlement).
func fountainTargets(c tileContext) hexgrid.Set {
	cand := c.g.buildable
	if c.mountains {
		cand = cand.Union(c.g.terrainSet[Mountain]) // a Cave is in c.occupied (State.taken)
	}
	one, two := grid.Touching(c.own)
	return one.Diff(two).Intersect(cand).Diff(c.occupied).Diff(grid.Dilate(c.others))
}

// fountainAllows reports whether fountainTargets holds h.
func fountainAllows(c tileContext, h int) bool {
	t := c.g.terrain[h]
	if !(t.Buildable() || c.mountains && t == Mountain) || c.occupied.Has(h) || grid.Touches(h, c.others) {
		return false
	}
	return nbrCount(h, &c.own) == 1
}

// refugeTargets returns the free buildable hexes, which the Refuge's reach
// of 1 narrows to the hexes next to the settlement moved.
func refugeTargets(c tileContext) hexgrid.Set { return c.open }
