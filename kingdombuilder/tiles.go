package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Location is a kind of location hex, and the kind of the location tiles
// ("plaquettes de lieu") it gives. The zero Location is NoLocation.
//
// Locations are data: each has a row in locationTable with its names and the
// rule of its tile, a small function giving the hexes the tile may build on
// or move to. The engine applies the placement rules (free hex, adjacency,
// taking and losing tiles) once for every tile.
type Location uint8

// The locations of the base game (Oracle to Paddock), of Nomads (Quarry to
// Garden), Crossroads (Lighthouse to Wagon), Marshlands (Temple to
// Fountain), Harvest (Bazaar to Palisade) and the Island of Queenie 3
// (RopeBridge, TreeHouse). Each expansion's section of the package
// documentation gives the rules of its tiles; a board holding an
// expansion's location needs that expansion (Config).
const (
	NoLocation Location = iota
	Oracle              // Oracle: build on the terrain of your card
	Farm                // Ferme: build on grass
	Oasis               // Oasis: build on desert
	Tower               // Tour: build on the edge of the board
	Tavern              // Taverne: build at the end of a line of 3 of yours
	Barn                // Grange: move a settlement to the terrain of your card
	Harbor              // Port: move a settlement to water
	Paddock             // Enclos: move a settlement 2 hexes in a straight line
	Quarry              // Carrière (Nomads)
	Caravan             // Caravane (Nomads)
	Village             // Village (Nomads)
	Garden              // Jardin (Nomads)

	// Crossroads.
	Lighthouse     // Phare
	ForestersLodge // Hutte sylvestre
	Barracks       // Caserne
	Crossroads     // Carrefour
	CityHall       // Hôtel de ville
	Fort           // Fort
	Monastery      // Monastère
	Wagon          // Chariot

	// Marshlands.
	Temple   // Temple
	Refuge   // Refuge
	Canoe    // Canoë
	Fountain // Fontaine

	// Harvest.
	Bazaar          // Bazar
	Watermill       // Moulin à eau
	ScoutCabin      // Cabane
	MountainStation // Station de montagne
	Cathedral       // Cathédrale
	Watchtower      // Tour de guet
	University      // Université
	Palisade        // Palissade

	// Queenie 3, the Island.
	RopeBridge // Pont de corde
	TreeHouse  // Cabane dans les arbres

	numLocations
)

// tilesPerLocation is the number of tiles on each location hex at set-up.
const tilesPerLocation = 2

// tileRule is the rule of one kind of location tile.
type tileRule struct {
	name   string // English name: "Oracle"
	key    string // notation and section-file name: "oracle"
	french string // name in the French rulebook
	letter byte   // upper-case letter in State.String (may repeat across expansions)
	box    box    // the box the location comes from (the Island's: the Queenies')

	// moves is true for a tile that moves one of the player's settlements
	// (Barn, Harbor, Paddock), false for one that builds a settlement from
	// the supply.
	moves bool
	// adjacency is true when placement rule 3 applies: if some target hex
	// touches another of the player's settlements, the player must choose
	// among those.
	adjacency bool
	// targets returns the hexes the settlement may go to before the
	// adjacency rule: free hexes of the right terrain. An empty set means
	// the action is impossible and is skipped.
	targets func(c tileContext) hexgrid.Set
	// allows, when set, reports whether hex h is among the targets, reading
	// only what h needs; a tile without the adjacency rule checks a move
	// with it rather than listing every target.
	allows func(c tileContext, h int) bool
	// reach, for a moving tile, limits the targets to the hexes exactly
	// reach steps away in a straight line from the settlement moved
	// (Paddock: 2); 0 means no limit.
	reach int
	// targetsFrom, when set, gives the targets of a moving tile for the
	// settlement at from, for a tile whose targets depend on where the
	// settlement starts (Caravan); targets is then only the gate "some
	// move may exist".
	targetsFrom func(c tileContext, from int) hexgrid.Set
	// nextToGroup tells that targetsFrom(c, from) is the free buildable
	// hexes (c.open) next to another settlement of the group of from (the
	// component of c.own holding it): the legal moves find each group once.
	nextToGroup bool
	// slides tells that targetsFrom(c, from) is slideEnds(from, c.open):
	// the settlement slides in a straight line (Caravan), listed without
	// a copy of the context per settlement.
	slides bool
	// wall is true for the Quarry: the tile places a stone wall, not a
	// settlement (no supply needed), and one use places 1 or 2 walls, one
	// per move, the second right after the first.
	wall bool
	// action is true for a tile used through its expansion's own moves,
	// never through a UseTile move (Crossroads: the Lighthouse, Barracks,
	// Crossroads, City Hall, Fort and Wagon; see crossroads.go. Harvest: the
	// Bazaar, Scout Cabin and Cathedral; see harvest.go).
	action bool
	// brings is true for a tile whose use may bring something new into
	// play: a Crossroads piece from the supply (Lighthouse, Wagon,
	// Barracks, City Hall), a colony tile (Cathedral), scout tokens (Scout
	// Cabin). A use the Bazaar repeats may not (see State.mayBringNew); it
	// may place or move settlements and move what is already in play. The
	// Quarry's walls are nobody's ("Les murs de pierre n'appartiennent à
	// personne", rulebook 002): a repeated Quarry builds walls (ruling).
	brings bool
}

// tileContext is what a tile rule may read: the board and the position of
// the player using the tile. It is passed by value so that the rules, called
// through the table, make nothing escape to the heap.
type tileContext struct {
	g        *setup
	own      hexgrid.Set // the player's settlements (State.settled: with Crossroads' pieces)
	occupied hexgrid.Set // every settlement and piece, and the hexes no piece may enter (State.taken)
	open     hexgrid.Set // the free buildable hexes: g.buildable less occupied
	hand     Terrain     // the player's terrain card
	others   hexgrid.Set // the other players' settlements, for a player holding a Watchtower or a Fountain tile (else empty)
	// mountains tells that the player holds the Fountain bonus tile
	// (Marshlands: filled by marshlandsContext), and others then holds the
	// other players' settlements too.
	mountains bool
}

// free returns the free hexes of terrain t.
func (c *tileContext) free(t Terrain) hexgrid.Set {
	if t >= numTerrains {
		return hexgrid.Set{}
	}
	return c.g.terrainSet[t].Diff(c.occupied)
}

var locationTable = [numLocations]tileRule{
	NoLocation: {name: "none", key: "none"},
	Oracle: {name: "Oracle", letter: 'O', key: "oracle", french: "Oracle", adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(c.hand) }},
	Farm: {name: "Farm", letter: 'F', key: "farm", french: "Ferme", adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Grass) }},
	Oasis: {name: "Oasis", letter: 'A', key: "oasis", french: "Oasis", adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Desert) }},
	Tower: {name: "Tower", letter: 'T', key: "tower", french: "Tour", adjacency: true,
		targets: func(c tileContext) hexgrid.Set {
			return grid.Edge().Intersect(c.g.buildable).Diff(c.occupied)
		}},
	Tavern: {name: "Tavern", letter: 'V', key: "tavern", french: "Taverne",
		targets: tavernTargets, allows: tavernAllows},
	Barn: {name: "Barn", letter: 'B', key: "barn", french: "Grange", moves: true, adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(c.hand) }},
	Harbor: {name: "Harbor", letter: 'H', key: "harbor", french: "Port", moves: true, adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Water) }},
	Paddock: {name: "Paddock", letter: 'P', key: "paddock", french: "Enclos", moves: true,
		targets: func(c tileContext) hexgrid.Set { return c.open },
		reach:   2},
	Quarry: {box: nomadsBox, name: "Quarry", letter: 'Q', key: "quarry", french: "Carrière", wall: true,
		targets: quarryTargets},
	Caravan: {box: nomadsBox, name: "Caravan", letter: 'C', key: "caravan", french: "Caravane", moves: true,
		targets:     func(c tileContext) hexgrid.Set { return c.open },
		targetsFrom: caravanTargets, slides: true},
	Village: {box: nomadsBox, name: "Village", letter: 'I', key: "village", french: "Village",
		targets: villageTargets, allows: villageAllows},
	Garden: {box: nomadsBox, name: "Garden", letter: 'G', key: "garden", french: "Jardin", adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Flower) }},

	// The expansions' locations: names only until their rules are
	// implemented (a nil targets means "not implemented": New refuses a
	// board holding one).
	// Crossroads (rulebook 003, "Actions spéciales des plaquettes de
	// lieu"): the Forester's Lodge and the Monastery build like the Farm;
	// the others are used through CrossroadsAction moves (crossroads.go).
	Lighthouse: {box: crossroadsBox, name: "Lighthouse", key: "lighthouse", french: "Phare", letter: 'L', action: true, brings: true},
	ForestersLodge: {box: crossroadsBox, name: "ForestersLodge", key: "lodge", french: "Hutte sylvestre", letter: 'E', adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Forest) }},
	Barracks:   {box: crossroadsBox, name: "Barracks", key: "barracks", french: "Caserne", letter: 'R', action: true, brings: true},
	Crossroads: {box: crossroadsBox, name: "Crossroads", key: "crossroads", french: "Carrefour", letter: 'X', action: true},
	CityHall:   {box: crossroadsBox, name: "CityHall", key: "cityhall", french: "Hôtel de ville", letter: 'Y', action: true, brings: true},
	Fort:       {box: crossroadsBox, name: "Fort", key: "fort", french: "Fort", letter: 'Z', action: true},
	Monastery: {box: crossroadsBox, name: "Monastery", key: "monastery", french: "Monastère", letter: 'M', adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Canyon) }},
	Wagon: {box: crossroadsBox, name: "Wagon", key: "wagon", french: "Chariot", letter: 'W', action: true, brings: true},

	Temple:          {box: marshlandsBox, name: "Temple", key: "temple", french: "Temple", letter: 'J', action: true, targets: extTile},
	Refuge:          {box: marshlandsBox, name: "Refuge", key: "refuge", french: "Refuge", letter: 'R', moves: true, targets: refugeTargets, reach: 1},
	Canoe:           {box: marshlandsBox, name: "Canoe", key: "canoe", french: "Canoë", letter: 'U', action: true, targets: extTile},
	Fountain:        {box: marshlandsBox, name: "Fountain", key: "fountain", french: "Fontaine", letter: 'D', targets: fountainTargets, allows: fountainAllows},
	Bazaar:          {box: harvestBox, name: "Bazaar", key: "bazaar", french: "Bazar", letter: 'Z', action: true, targets: extTile},
	Watermill:       {box: harvestBox, name: "Watermill", key: "watermill", french: "Moulin à eau", letter: 'W', adjacency: true, targets: watermillTargets},
	ScoutCabin:      {box: harvestBox, name: "ScoutCabin", key: "cabin", french: "Cabane", letter: 'S', action: true, brings: true, targets: extTile},
	MountainStation: {box: harvestBox, name: "MountainStation", key: "station", french: "Station de montagne", letter: 'M', adjacency: true, targets: stationTargets},
	Cathedral:       {box: harvestBox, name: "Cathedral", key: "cathedral", french: "Cathédrale", letter: 'E', action: true, brings: true, targets: extTile},
	Watchtower:      {box: harvestBox, name: "Watchtower", key: "watchtower", french: "Tour de guet", letter: 'T', adjacency: true, targets: watchtowerTargets},
	University:      {box: harvestBox, name: "University", key: "university", french: "Université", letter: 'U', adjacency: true, targets: universityTargets},
	Palisade:        {box: harvestBox, name: "Palisade", key: "palisade", french: "Palissade", letter: 'L', moves: true, targets: palisadeGate, targetsFrom: palisadeTargets, nextToGroup: true},
	// Queenie 3, on the Island: move a settlement to a free canyon / forest
	// hex, on the Island or the board (adjacency rule).
	RopeBridge: {box: queeniesBox, name: "RopeBridge", key: "bridge", french: "Pont de corde", letter: 'J', moves: true, adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Canyon) }},
	TreeHouse: {box: queeniesBox, name: "TreeHouse", key: "treehouse", french: "Cabane dans les arbres", letter: 'Y', moves: true, adjacency: true,
		targets: func(c tileContext) hexgrid.Set { return c.free(Forest) }},
}

// quarryTargets returns where the Quarry may place a stone wall: a free hex
// of the terrain of the player's card next to at least one of the player's
// settlements, a strict condition, not the "if possible" adjacency rule
// (rulebook 003, "Carrière": "Ces pions Mur doivent être placés adjacents à
// au moins une de vos cités"). The limit of 25 walls is checked by the
// callers (State.wallsLeft).
func quarryTargets(c tileContext) hexgrid.Set {
	return c.free(c.hand).Intersect(grid.Dilate(c.own))
}

// caravanTargets returns where the Caravan may move the settlement at from:
// in each of the 6 directions, the last hex reached sliding in a straight
// line over free buildable hexes, stopped by the first obstacle (water,
// mountain, castle, location, nomad space, any settlement, the edge of the
// board; rulebook 002 "Caravane", rulebook 003 "Caravane"). A direction
// blocked at the first step gives nothing: the settlement must move.
func caravanTargets(c tileContext, from int) hexgrid.Set { return slideEnds(from, &c.open) }

// slideEnds returns the last hex reached from hex from sliding over the
// hexes of open in each of the 6 directions, for the directions whose first
// step is open.
func slideEnds(from int, open *hexgrid.Set) hexgrid.Set {
	var out hexgrid.Set
	start := grid.NeighborTable(from)
	for d, j := range start {
		if j < 0 || open[(j>>6)&7]>>(j&63)&1 == 0 {
			continue
		}
		for {
			k := grid.NeighborTable(int(j))[d]
			if k < 0 || open[(k>>6)&7]>>(k&63)&1 == 0 {
				break
			}
			j = k
		}
		out[(j>>6)&7] |= 1 << (j & 63)
	}
	return out
}

// villageTargets returns the free buildable hexes next to at least 3 of the
// player's settlements (rulebook 003, "Village").
func villageTargets(c tileContext) hexgrid.Set {
	return grid.TouchingAtLeast(c.own, 3).Intersect(c.g.buildable).Diff(c.occupied)
}

// villageAllows reports whether villageTargets holds h.
func villageAllows(c tileContext, h int) bool {
	return c.g.buildable.Has(h) && !c.occupied.Has(h) && nbrCount(h, &c.own) >= 3
}

// tavernTargets returns the free buildable hexes that extend a straight line
// of at least 3 of the player's settlements. For every settlement a and each
// of the 3 axes (directions East, NorthEast, NorthWest and their opposites
// West, SouthWest, SouthEast, hexgrid numbers them d and d+3), when the next
// two hexes along d are the player's too, the hexes just beyond both ends of
// that run of 3 are targets. It follows hexgrid's neighbour table directly:
// this runs for every position where the player holds a Tavern.
func tavernTargets(c tileContext) hexgrid.Set {
	own := &c.own
	var out hexgrid.Set
	for w, x := range own {
		for ; x != 0; x &= x - 1 {
			a := w<<6 | bits.TrailingZeros64(x)
			nb := grid.NeighborTable(a)
			for d := 0; d < 3; d++ {
				b := nb[d]
				if b < 0 || own[b>>6]>>(b&63)&1 == 0 {
					continue
				}
				e := grid.NeighborTable(int(b))[d]
				if e < 0 || own[e>>6]>>(e&63)&1 == 0 {
					continue
				}
				if f := grid.NeighborTable(int(e))[d]; f >= 0 {
					out[f>>6] |= 1 << (f & 63)
				}
				if f := nb[d+3]; f >= 0 {
					out[f>>6] |= 1 << (f & 63)
				}
			}
		}
	}
	return out.Intersect(c.g.buildable).Diff(c.occupied)
}

// tavernAllows reports whether tavernTargets holds h: h is free and
// buildable, and the next 3 hexes from h in some direction are the
// player's (h then lies just beyond one end of that run of 3).
func tavernAllows(c tileContext, h int) bool {
	if !c.g.buildable.Has(h) || c.occupied.Has(h) {
		return false
	}
	for d := range hexgrid.NumDirections {
		b, k := h, 0
		for ; k < 3; k++ {
			b = int(grid.NeighborTable(b)[d])
			if b < 0 || !c.own.Has(b) {
				break
			}
		}
		if k == 3 {
			return true
		}
	}
	return false
}

// String returns the English name of l, such as "Oracle".
func (l Location) String() string {
	if l < numLocations {
		return locationTable[l].name
	}
	return "location(" + itoa(int(l)) + ")"
}

// Key returns the lower-case name of l used by the move notation and the
// section data, such as "oracle".
func (l Location) Key() string {
	if l < numLocations {
		return locationTable[l].key
	}
	return ""
}

// Moves reports whether the tile of l moves a settlement already on the
// board (Barn, Harbor, Paddock, Caravan, Refuge, Palisade, RopeBridge,
// TreeHouse) rather than building one from the supply.
func (l Location) Moves() bool { return l < numLocations && locationTable[l].moves }

// implemented reports whether this package implements the tile of l.
func (l Location) implemented() bool {
	return l > NoLocation && l < numLocations && (locationTable[l].targets != nil || locationTable[l].action)
}

// locationByKey returns the location with the given key.
func locationByKey(k string) (Location, bool) {
	for l := Location(1); l < numLocations; l++ {
		if locationTable[l].key == k {
			return l, true
		}
	}
	return NoLocation, false
}
