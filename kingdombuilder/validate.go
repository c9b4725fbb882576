package kingdombuilder

import (
	"fmt"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The invariants of every state the game can reach, complete or view:
// State.UnmarshalJSON checks them on every document it decodes, and
// Game.Validate (kingdoms.Validator) on any state, as the gametest harness
// does at every state it reaches.

// validate checks s against every invariant of a reachable state: nil for
// such a state or the zero State, else an error wrapping
// kingdoms.ErrBadState that names the first broken invariant.
func (s *State) validate() error {
	if err := s.invariants(); err != nil {
		return fmt.Errorf("kingdombuilder: invalid state: %w: %w", err, kingdoms.ErrBadState)
	}
	return nil
}

// invariants checks the invariants of any state, complete or view: one
// settlement per hex, each on a terrain some rule of the game builds on;
// settlements conserved (supply, board, Mayors' markers and settlements set
// aside make 40 for each player); tiles held next to the holder's
// settlements, at most 2 per location hex with those left; stone walls;
// the derived sets up to date; the 25 terrain cards (and the swamp cards)
// each somewhere once; and each expansion's part (harvestInvariants,
// crossroadsInvariants, nomadsInvariants, queeniesInvariants).
func (s *State) invariants() error {
	if s.g == nil {
		return nil
	}
	var all hexgrid.Set
	for p := 0; p < s.g.players; p++ {
		if all.Intersects(s.own[p]) {
			return fmt.Errorf("two settlements on one hex")
		}
		all = all.Union(s.own[p])
		for i := range s.own[p].All() {
			if t := s.g.terrain[i]; !t.Buildable() && !(t == Water && s.g.waterBuildable()) && !(t == Mountain && s.g.mountainsBuildable()) {
				return fmt.Errorf("player %d has a settlement on %s at %v", p, t, grid.Offset(i))
			}
		}
		if int(s.supply[p])+s.own[p].Count()+s.markers(p)+s.SetAside(p) != SettlementsPerPlayer {
			return fmt.Errorf("player %d: supply %d + %d on the board + %d Mayors' markers + %d set aside by the Temple != %d", p, s.supply[p], s.own[p].Count(), s.markers(p), s.SetAside(p), SettlementsPerPlayer)
		}
		for k := 0; k < s.g.nslots; k++ {
			if s.held[p]&(1<<k) != 0 && !s.g.slotNear(k).Intersects(s.settled(p)) {
				return fmt.Errorf("player %d holds the tile of %v without a settlement next to it", p, grid.Offset(int(s.g.slotHex[k])))
			}
		}
		if s.fresh[p]&^s.held[p] != 0 {
			return fmt.Errorf("player %d: fresh tiles not held", p)
		}
	}
	if err := s.harvestInvariants(); err != nil {
		return err
	}
	if !all.SubsetOf(s.occupied) {
		return fmt.Errorf("occupied set out of date")
	}
	if err := s.crossroadsInvariants(all); err != nil {
		return err
	}
	if s.g.rules.any() {
		all = all.Union(s.x.crossroads.all)
	}
	// The rest of the occupied hexes are stone walls: on buildable hexes,
	// only with the Quarry, at most 25, and a second wall only right after
	// a first.
	walls := s.occupied.Diff(all).Diff(s.scoutSet())
	if !walls.SubsetOf(s.g.buildable) || (!walls.IsEmpty() && !s.g.present[Quarry]) || walls.Count() > MaxWalls {
		return fmt.Errorf("bad walls %v", walls)
	}
	if s.wallOpen && (walls.IsEmpty() || s.used[Quarry] == 0) {
		return fmt.Errorf("wallOpen without a wall placed this turn")
	}
	if s.near != grid.Dilate(s.mine()) {
		return fmt.Errorf("near set out of date for player %d", s.toMove)
	}
	for k := 0; k < s.g.nslots; k++ {
		n := int(s.tilesLeft[k])
		for p := 0; p < s.g.players; p++ {
			if s.held[p]&(1<<k) != 0 {
				n++
			}
		}
		if n > tilesPerLocation {
			return fmt.Errorf("location %v: %d tiles left or held", grid.Offset(int(s.g.slotHex[k])), n)
		}
	}
	for l := Location(1); l < numLocations; l++ {
		if s.used[l] > 0 && s.usable(l) < 0 {
			return fmt.Errorf("more %s tiles used than held", l)
		}
	}
	if err := s.nomadsInvariants(); err != nil {
		return err
	}
	if err := s.queeniesInvariants(); err != nil {
		return err
	}
	if s.view == 0 {
		var count [numCardValues]int
		for i := 0; i < int(s.deckLen); i++ {
			count[s.deck[i]]++
		}
		for p := 0; p < s.g.players; p++ {
			count[s.cardOf(p)]++
			if s.g.rules.any() {
				count[s.x.crossroads.extra[p]]++
			}
		}
		if s.g.rules.any() {
			count[s.x.crossroads.fort]++
		}
		for _, t := range cardTerrains {
			if c := count[t] + int(s.discard[t]) + int(s.removed[t]); c != cardsPerTerrain {
				return fmt.Errorf("%d %s cards in all", c, t)
			}
		}
		if err := s.checkSwampCards(&count); err != nil {
			return err
		}
	}
	return nil
}

// checkSwampCards checks that every swamp card is somewhere (deck, hand,
// discard pile or removed) exactly once when the game has them.
func (s *State) checkSwampCards(count *[numCardValues]int) error {
	in := s.g.rules.any() && s.x.marshlands.swampCards
	for _, t := range cardTerrains {
		c := count[swampCardBase|t]
		if s.g.rules.any() {
			x := &s.x.marshlands
			c += int(x.discard>>t&1) + int(x.removed>>t&1)
		}
		if in && c != 1 || !in && c != 0 {
			return fmt.Errorf("%d %s cards in all", c, swampCardName(swampCardBase|t))
		}
	}
	return nil
}

// harvestInvariants checks the Harvest part of a state: scout tokens
// only on free hexes during their owner's turn, at most 2; Mayors' markers
// only with the Mayors card; colony tiles within their counts; the
// sequences' counters coherent.
func (s *State) harvestInvariants() error {
	if !s.g.rules.has(harvestExp) {
		return nil
	}
	h := &s.x.harvest
	if h.scouts.set().Count() > scoutTokens || !h.scouts.set().SubsetOf(s.occupied) {
		return fmt.Errorf("scouts %v", h.scouts)
	}
	for p := 0; p < s.g.players; p++ {
		if h.scouts.set().Intersects(s.own[p]) {
			return fmt.Errorf("a scout on a settlement")
		}
	}
	if (s.over || h.silo) && (!h.scouts.set().IsEmpty() || h.scoutOpen || h.colonyLeft > 0 || h.cultivated) {
		return fmt.Errorf("turn state outside a turn")
	}
	if h.scoutOpen && h.scouts.set().Count() != 1 {
		return fmt.Errorf("scoutOpen with %d scouts", h.scouts.set().Count())
	}
	for r, m := range h.mayor {
		if m != 0 && (!s.hasCard(Mayors) || int(m) > s.g.players) {
			return fmt.Errorf("harvest: a Mayors' marker of player %d on row %d, without the Mayors card or of no player", int(m)-1, r)
		}
	}
	for v := range 2 {
		if s.coloniesLeft(v) < 0 {
			return fmt.Errorf("too many colony tiles of value %d", colonyTiles[v].value)
		}
	}
	if h.silo && (s.over || !s.lastRound || h.siloLeft == 0 || h.siloDone >= siloCount) {
		return fmt.Errorf("silo phase state %+v", *h)
	}
	return nil
}

// crossroadsInvariants checks the Crossroads pieces of s, whose
// settlements are settlements: pieces never share a hex with each other, a
// settlement or a wall, stand on terrain they may stand on, are in the
// occupied set, and the derived sets are up to date.
func (s *State) crossroadsInvariants(settlements hexgrid.Set) error {
	if !s.g.rules.any() {
		return nil
	}
	x := s.x.crossroads
	y := x
	y.sync(s.g.players)
	if y != x {
		return fmt.Errorf("crossroads: derived sets out of date")
	}
	var seen hexgrid.Set
	for p := 0; p < s.g.players; p++ {
		n := 0
		for _, h := range []uint16{x.ship[p], x.wagon[p], x.warrior[p][0], x.warrior[p][1]} {
			if h != 0 {
				n++
			}
		}
		if x.hall[p] != 0 {
			n += 7
		}
		if x.piecesOf(p).Count() != n || seen.Intersects(x.piecesOf(p)) {
			return fmt.Errorf("crossroads: two pieces on one hex")
		}
		seen = seen.Union(x.piecesOf(p))
		if h := x.ship[p]; h != 0 && s.g.terrain[h-1] != Water {
			return fmt.Errorf("crossroads: ship on %s", s.g.terrain[h-1])
		}
		if h := x.wagon[p]; h != 0 && !s.ground(WagonPiece).Has(int(h)-1) {
			return fmt.Errorf("crossroads: wagon on %s", s.g.terrain[h-1])
		}
		if x.warrior[p][0] == 0 && x.warrior[p][1] != 0 {
			return fmt.Errorf("crossroads: warriors out of order")
		}
	}
	if seen.Intersects(settlements) || !seen.SubsetOf(s.occupied) {
		return fmt.Errorf("crossroads: a piece shares a hex with a settlement, or is not in the occupied set")
	}
	if x.fort != NoTerrain && s.placed > 0 && !s.mandatoryDone() {
		return fmt.Errorf("crossroads: Fort during the mandatory action")
	}
	return nil
}

// nomadsInvariants checks the Nomads part of any state (complete or view).
func (s *State) nomadsInvariants() error {
	if !s.g.rules.has(nomadsExp) {
		return nil
	}
	x := &s.x.nomads
	var settlements hexgrid.Set
	for p := 0; p < s.g.players; p++ {
		settlements = settlements.Union(s.own[p])
	}
	var total [numNomadKinds]int
	i := 0
	for h := range s.g.terrainSet[NomadSpace].All() {
		k := x.space[i]
		if k != NoNomad && grid.Touches(h, settlements) {
			return fmt.Errorf("the nomad space %v still holds its %v next to a settlement", grid.Offset(h), k)
		}
		total[k]++
		i++
	}
	for ; i < NomadTilesInGame; i++ {
		if x.space[i] != NoNomad {
			return fmt.Errorf("a tile on a nomad space the board does not have")
		}
	}
	treasures := total[Treasure]
	for p := 0; p < maxPlayers; p++ {
		for k := NomadKind(0); k < numNomadKinds; k++ {
			total[k] += int(x.held[p][k])
			if x.fresh[p][k] > x.held[p][k] {
				return fmt.Errorf("player %d: fresh %v not held", p, k)
			}
			if x.fresh[p][k] > 0 && (s.over || p != int(s.toMove)) {
				return fmt.Errorf("player %d holds a %v taken this turn but is not playing", p, k)
			}
		}
		if x.held[p][NoNomad] > 0 || x.held[p][Treasure] > 0 {
			return fmt.Errorf("player %d holds no tile or a Treasure", p)
		}
		if x.points[p][fromTreasure]%treasurePoints != 0 {
			return fmt.Errorf("player %d: %d treasure points", p, x.points[p][fromTreasure])
		}
		treasures += int(x.points[p][fromTreasure]) / treasurePoints
	}
	if treasures > 2 {
		return fmt.Errorf("%d treasures", treasures)
	}
	for k := NomadKind(1); k < numNomadKinds; k++ {
		if total[k] > int(nomadTable[k].count) {
			return fmt.Errorf("%d %v tiles", total[k], k)
		}
	}
	switch o := x.open; {
	case o.isDonation():
		if x.left < 1 || x.left > 2 || s.donationTargets(o.terrainOf()).IsEmpty() {
			return fmt.Errorf("a Donation in use with %d left and nowhere to build", x.left)
		}
	case o == Resettlement:
		if x.left < 1 || x.left > 3 {
			return fmt.Errorf("a Resettlement in use with %d steps left", x.left)
		}
		// Each settlement it moved used a step at least, and stands where
		// it went (nothing else moves during the use).
		if n := x.moved.count(); n < 1 || n > resettleSteps-int(x.left) {
			return fmt.Errorf("a Resettlement in use with %d steps left moved %d settlements", x.left, n)
		}
		if m := x.moved.set(); !m.SubsetOf(s.own[s.toMove]) {
			return fmt.Errorf("a Resettlement moved settlements to %v, not the player's", m)
		}
	case o == Sword:
		if x.hit == 0 || s.swordVictim() < 0 {
			return fmt.Errorf("a Sword in use with nobody to hit")
		}
	case o != NoNomad:
		return fmt.Errorf("%v in use", o)
	}
	if x.open != Resettlement && x.moved != (fewHexes{}) {
		return fmt.Errorf("settlements recorded as moved by a Resettlement not in use")
	}
	if x.open != NoNomad && (s.over || s.mandatoryOn()) {
		return fmt.Errorf("%v in use during the mandatory action", x.open)
	}
	return nil
}

// queeniesInvariants checks the Queenies' part of a state: nothing stands
// on a Cave or a Capitol, which lie on a mountain and a castle; the Cave
// move is used only on a board with a Cave, before the end.
func (s *State) queeniesInvariants() error {
	if !s.g.rules.any() {
		return nil
	}
	q := &s.g.queenies
	if s.occupied.Intersects(q.caveSet) || s.occupied.Intersects(q.capitols) {
		return fmt.Errorf("queenies: a piece on a Cave or a Capitol")
	}
	if !q.caveSet.SubsetOf(s.g.terrainSet[Mountain]) || !q.capitols.SubsetOf(s.g.terrainSet[Castle]) {
		return fmt.Errorf("queenies: a Cave off a mountain or a Capitol off a castle")
	}
	if s.x.queenies.caveUsed && (q.caveSet.IsEmpty() || s.over) {
		return fmt.Errorf("queenies: the Cave move used without a Cave or after the end")
	}
	return nil
}
