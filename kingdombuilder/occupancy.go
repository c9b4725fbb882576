package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// This file says what stands on the board and whose it is, for every rule
// of the core and of the expansions:
//
//   - s.own[p]: player p's settlements, taken from its supply;
//   - s.occupied: every hex where something stands: settlements, stone
//     walls (Nomads), Crossroads pieces, scout tokens (Harvest);
//   - settled(p): what counts as p's settlements for every card, castle,
//     task, tile and the adjacency rule: its settlements and its Crossroads
//     pieces (ship, wagon, warriors, the 7 hexes of its city hall);
//   - mine(): settled(player to move) with the scout tokens, which count as
//     that player's settlements during its turn;
//   - taken(): where nothing may be placed or moved: the occupied hexes, the
//     hexes next to a warrior (Crossroads) and the Caves (Queenie 2);
//   - build, move and remove: the one way each to put a settlement from the
//     supply on a hex, to move one and to take one off the board;
//   - settledAt: the event every path raises when a settlement or a piece
//     counting as one arrives on a hex (build, move, and the Crossroads
//     pieces): the tiles taken and every expansion's rule that follows
//     settlements hear it; one leaving a hex loses its tiles (loseTiles);
//   - buildNear: build under the adjacency rule, the one place where an
//     armed Outpost (Nomads) is used up.

// settled returns the hexes that count as player p's settlements: its
// settlements and, with Crossroads, its ship, wagon, warriors and city hall
// (rulebook 003: "Les guerriers, les bateaux et les chariots sont
// considérés comme des cités"; the city hall "compte comme 7 cités à tous
// les égards"). Only their own actions move the pieces.
func (s *State) settled(p int) hexgrid.Set {
	own := s.own[p]
	if s.g.rules.has(crossroadsExp) {
		s.x.crossroads.addPieces(&own, p)
	}
	return own
}

// mine returns the settlements of the player to move (settled) together
// with the scout tokens, which count as that player's settlements during
// the turn for every placement rule (rulebook 003, "Cabane").
func (s *State) mine() hexgrid.Set {
	own := s.settled(int(s.toMove))
	if s.g.rules.has(harvestExp) && s.x.harvest.scouts != (fewHexes{}) {
		own = own.Union(s.x.harvest.scouts.set())
	}
	return own
}

// scoutSet returns the scout tokens on the board (Harvest).
func (s *State) scoutSet() hexgrid.Set { return s.x.harvest.scouts.set() }

// taken returns the hexes where nothing may be placed or moved: the
// occupied hexes, with Crossroads the hexes next to a warrior, and with
// Queenie 2 the Caves (nothing stands on a Cave: its tile lies there).
func (s *State) taken() hexgrid.Set {
	t := s.occupied
	if s.g.rules.has(crossroadsExp) {
		b := &s.x.crossroads.blocked
		for k := range t { // in place: t.Union copies both sets
			t[k] |= b[k]
		}
	}
	if s.g.rules.has(queeniesExp) {
		c := &s.g.queenies.caveSet
		for k := range t {
			t[k] |= c[k]
		}
	}
	return t
}

// blocked reports whether h is next to a warrior (Crossroads).
func (s *State) blocked(h int) bool { return s.x.crossroads.blocked.Has(h) }

// walls returns the stone walls on the board: the occupied hexes that hold
// no settlement, piece or scout token (walls have no set of their own).
func (s *State) walls() hexgrid.Set {
	w := s.occupied
	for p := 0; p < s.g.players; p++ {
		w = w.Diff(s.own[p])
	}
	return w.Diff(s.x.crossroads.all).Diff(s.x.harvest.scouts.set())
}

// wallsLeft reports whether some of the 25 stone walls are not placed yet.
func (s *State) wallsLeft() bool { return s.walls().Count() < MaxWalls }

// freeOf returns the free hexes of terrain t (none for NoTerrain or a
// hidden card).
func (s *State) freeOf(t Terrain) (free hexgrid.Set) {
	if t >= numTerrains {
		return free
	}
	// terrainSet[t].Diff(s.taken()), word by word in place.
	ts, occ := &s.g.terrainSet[t], &s.occupied
	for w := range free {
		free[w] = ts[w] &^ occ[w]
	}
	if s.g.rules.has(crossroadsExp) {
		b := &s.x.crossroads.blocked
		for w := range free {
			free[w] &^= b[w]
		}
	}
	if s.g.rules.has(queeniesExp) {
		c := &s.g.queenies.caveSet
		for w := range free {
			free[w] &^= c[w]
		}
	}
	return free
}

// anyFree reports whether some hex of terrain t is free (not taken: see
// State.taken): !freeOf(t).IsEmpty() without building the set, word by word
// until one has a free hex (each turn start asks it of the card drawn).
func (s *State) anyFree(t Terrain) bool {
	if t >= numTerrains {
		return false
	}
	ts, occ := &s.g.terrainSet[t], &s.occupied
	var blocked, caves *hexgrid.Set
	if s.g.rules.has(crossroadsExp) {
		blocked = &s.x.crossroads.blocked
	}
	if s.g.rules.has(queeniesExp) {
		caves = &s.g.queenies.caveSet
	}
	for w := range ts {
		x := ts[w] &^ occ[w]
		if blocked != nil {
			x &^= blocked[w]
		}
		if caves != nil {
			x &^= caves[w]
		}
		if x != 0 {
			return true
		}
	}
	return false
}

// outpostArmed reports whether the next settlement the player to move
// builds under the adjacency rule is free of it (an Outpost, Nomads).
func (s *State) outpostArmed() bool { return s.x.nomads.armed }

// nearOrOutpost applies the adjacency rule to the candidates c of a
// settlement the player to move builds from its supply (near: its
// settlements dilated), lifted by an armed Outpost. Every rule that builds
// under the adjacency rule reads it, and builds with buildNear.
func (s *State) nearOrOutpost(near, c *hexgrid.Set) hexgrid.Set {
	if s.outpostArmed() {
		return *c
	}
	return pickNear(near, c)
}

// buildNear builds a settlement of the player to move p at h under the
// adjacency rule: an armed Outpost is used up by it (this is the one place
// that uses it up). A build that ignores the adjacency rule (a Tower, a
// Harbor's move, a Canoe answering an interrupt) calls build.
func (s *State) buildNear(p, h int) {
	s.x.nomads.armed = false
	s.build(p, h)
}

// build puts a settlement of p from the supply at h.
func (s *State) build(p, h int) {
	s.own[p].Insert(h)
	s.occupied.Insert(h)
	if p == int(s.toMove) && uint(h) < maxHex {
		s.near.Insert(h)
		nb := &nbrSets[h]
		for k := range s.near {
			s.near[k] |= nb[k]
		}
	}
	s.supply[p]--
	s.settledAt(p, h, builtHere)
}

// move moves p's settlement from a to b, in one move however far b is: the
// tiles of the locations next to a that p no longer touches are lost, then
// tiles next to b are taken; a location that both a and b touch keeps its
// tile, and the hexes between a and b (a Resettlement's path) take and lose
// nothing.
func (s *State) move(p, a, b int) {
	s.own[p].Delete(a)
	s.own[p].Insert(b)
	s.occupied.Delete(a)
	s.occupied.Insert(b)
	if p == int(s.toMove) {
		s.setNear()
	}
	s.loseTiles(p, a)
	s.settledAt(p, b, movedHere)
}

// remove takes p's settlement at h off the board (a Sword, the Temple): the
// tiles of the locations next to h that p no longer touches are lost. Where
// the settlement goes (the supply, aside) is the caller's.
func (s *State) remove(p, h int) {
	s.own[p].Delete(h)
	s.occupied.Delete(h)
	if p == int(s.toMove) {
		s.setNear()
	}
	s.loseTiles(p, h)
}

// arrival says how a settlement, or a piece counting as one, came to its
// hex (see State.settledAt).
type arrival uint8

const (
	// builtHere: built from the supply, or a Crossroads piece put on the
	// board from beside it ("placer": the rulebook's word for both).
	builtHere arrival = iota
	// movedHere: moved from another hex of the board.
	movedHere
)

// settledAt is the one event "player p now has a settlement, or a piece
// that counts as one, at hex h": every path that puts one there raises it
// once per hex, after the board shows it (build and move above, and the
// Crossroads pieces, once per hex of a city hall after its 7 hexes are
// covered). p is the owner, who built or moved it, whoever's turn it is
// (s.toMove: a Canoe answer builds in another player's turn). Every rule
// that follows settlements listens here and nowhere else:
//
//   - the location tiles next to h (takeTiles, the core);
//   - the expansions (settledExt, ext.go): the nomad tiles and the Nomads
//     cards scored during play, the Harvest cards Vagabonds and Mayors.
//
// Scout tokens (Harvest) are placed by their own action and raise no such
// event: the rulebook excludes them from tiles and from the cards scored
// during play (rulebook 003, "Cabane").
func (s *State) settledAt(p, h int, how arrival) {
	s.takeTiles(p, h)
	if s.g.rules.any() {
		s.settledExt(p, h, how)
	}
}

// fewHexes is a set of at most 3 hexes (the scout tokens, the settlements
// moved by a silo action or by a Resettlement in use), kept as hex index + 1 in increasing order, the
// empty slots (0) last, so that equal sets are equal values: 6 bytes where
// a hexgrid.Set would add 64 to every copy of the State.
type fewHexes [3]uint16

// has reports whether h is in f.
func (f *fewHexes) has(h int) bool {
	v := uint16(h + 1)
	return h >= 0 && (f[0] == v || f[1] == v || f[2] == v)
}

// insert adds h to f, which must not hold it and must have a free slot.
func (f *fewHexes) insert(h int) {
	if f[len(f)-1] != 0 {
		panic("kingdombuilder: fewHexes full")
	}
	v := uint16(h + 1)
	for i := range f {
		if f[i] == 0 || f[i] > v {
			copy(f[i+1:], f[i:len(f)-1])
			f[i] = v
			return
		}
	}
}

// count returns the number of hexes in f.
func (f *fewHexes) count() int {
	n := 0
	for _, v := range f {
		if v != 0 {
			n++
		}
	}
	return n
}

// set returns the hexes of f as a set.
func (f *fewHexes) set() hexgrid.Set {
	var out hexgrid.Set
	for _, v := range f {
		if v != 0 {
			out.Insert(int(v) - 1)
		}
	}
	return out
}
