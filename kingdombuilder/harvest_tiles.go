package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// The rules of the 8 Harvest location tiles (rulebook 003, "Actions
// spéciales des plaquettes de lieu"). Watermill, Mountain Station,
// Watchtower, University and Palisade are ordinary tiles (rows of
// locationTable, played with "tile KEY ..."); Bazaar, Scout Cabin and
// Cathedral have moves of their own (HarvestAction, harvest.go) and their
// rows only name them (ext).

// besideFree returns the free buildable hexes next to a hex of t.
func besideFree(c tileContext, t hexgrid.Set) hexgrid.Set {
	return grid.Ring(t).Intersect(c.g.buildable).Diff(c.occupied)
}

// watermillTargets (Moulin à eau): free buildable hexes next to water.
func watermillTargets(c tileContext) hexgrid.Set { return besideFree(c, c.g.terrainSet[Water]) }

// stationTargets (Station de montagne): free buildable hexes next to a
// mountain.
func stationTargets(c tileContext) hexgrid.Set { return besideFree(c, c.g.terrainSet[Mountain]) }

// watchtowerTargets (Tour de guet): free buildable hexes next to another
// player's settlement.
func watchtowerTargets(c tileContext) hexgrid.Set { return besideFree(c, c.others) }

// universityTargets (Université): free buildable hexes next to a location
// hex in the wide sense: locations, castles, nomad spaces, palaces, silos
// ("en incluant les châteaux, les cases Nomades, les palais et les silos").
// Silos are not in g.special (Merchants and Workers do not count them), so
// they are added here.
func universityTargets(c tileContext) hexgrid.Set {
	return besideFree(c, c.g.special.Union(c.g.terrainSet[Silo]))
}

// palisadeTargets (Palissade): where the settlement at from may move: a free
// buildable hex next to the rest of the settlement area it belongs to (a
// lone settlement has none).
func palisadeTargets(c tileContext, from int) hexgrid.Set {
	return grid.Dilate(grid.Component(c.own, from).Remove(from)).Intersect(c.open)
}

// extTile is the targets of a tile whose moves are an expansion's own: it
// marks the row as implemented; the core never lists its moves.
func extTile(tileContext) hexgrid.Set { return hexgrid.Set{} }

// palisadeGate is the Palisade's gate (see tileRule.targetsFrom): free
// buildable hexes.
func palisadeGate(c tileContext) hexgrid.Set { return c.open }
