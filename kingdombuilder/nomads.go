package kingdombuilder

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Nomads expansion: nomad spaces and their tiles, and the 3 Kingdom
// Builder cards scored during play (Families, Shepherds, Ambassadors). Its
// 4 location tiles are rows of locationTable (tiles.go); its sections are
// rows of sectionTable (board.go). See Expansions in the package
// documentation for the rules and the rulings.

// NomadKind is a kind of nomad tile ("plaquette de nomades", Nomads
// expansion). A Nomads game lays one random tile face up on each nomad
// space at set-up; the first player to build or move a settlement next to
// the space takes it, and may use it during its next turn only. The zero
// NomadKind is NoNomad.
type NomadKind uint8

// The 11 kinds of the 15 nomad tiles.
const (
	NoNomad          NomadKind = iota
	DonationGrass              // Don: build 3 settlements on grass
	DonationCanyon             // Don: build 3 settlements on canyon
	DonationDesert             // Don: build 3 settlements on desert
	DonationFlower             // Don: build 3 settlements on flower
	DonationForest             // Don: build 3 settlements on forest
	DonationWater              // Don: build 3 settlements on water
	DonationMountain           // Don: build 3 settlements on mountains
	Resettlement               // Déplacement: move 1 to 4 settlements 4 hexes in all (2 tiles)
	Outpost                    // Avant-poste: build one settlement free of the adjacency rule (2 tiles)
	Sword                      // Epée: remove a settlement of each opponent (2 tiles)
	Treasure                   // Trésor: 3 points at once (2 tiles)

	numNomadKinds
)

// NomadTilesInGame is the number of nomad tiles in the box: 7 Donations, 2
// each of Resettlement, Outpost, Sword and Treasure. A board may hold at
// most that many nomad spaces.
const NomadTilesInGame = 15

// nomadRule describes one kind of nomad tile.
type nomadRule struct {
	name    string  // English name: "Sword"
	key     string  // notation and JSON: "sword"
	french  string  // name in the French rulebook
	count   uint8   // tiles of this kind in the box
	terrain Terrain // the terrain of a Donation, NoTerrain for the others
}

var nomadTable = [numNomadKinds]nomadRule{
	NoNomad:          {name: "none", key: "none"},
	DonationGrass:    {name: "Donation (grass)", key: "donation-grass", french: "Don", count: 1, terrain: Grass},
	DonationCanyon:   {name: "Donation (canyon)", key: "donation-canyon", french: "Don", count: 1, terrain: Canyon},
	DonationDesert:   {name: "Donation (desert)", key: "donation-desert", french: "Don", count: 1, terrain: Desert},
	DonationFlower:   {name: "Donation (flower)", key: "donation-flower", french: "Don", count: 1, terrain: Flower},
	DonationForest:   {name: "Donation (forest)", key: "donation-forest", french: "Don", count: 1, terrain: Forest},
	DonationWater:    {name: "Donation (water)", key: "donation-water", french: "Don", count: 1, terrain: Water},
	DonationMountain: {name: "Donation (mountain)", key: "donation-mountain", french: "Don", count: 1, terrain: Mountain},
	Resettlement:     {name: "Resettlement", key: "resettlement", french: "Déplacement", count: 2},
	Outpost:          {name: "Outpost", key: "outpost", french: "Avant-poste", count: 2},
	Sword:            {name: "Sword", key: "sword", french: "Epée", count: 2},
	Treasure:         {name: "Treasure", key: "treasure", french: "Trésor", count: 2},
}

// String returns the English name of k, such as "Sword" or "Donation
// (water)".
func (k NomadKind) String() string {
	if k < numNomadKinds {
		return nomadTable[k].name
	}
	return "nomad(" + itoa(int(k)) + ")"
}

// Key returns the lower-case name of k used by the move notation and JSON,
// such as "sword" or "donation-water".
func (k NomadKind) Key() string {
	if k < numNomadKinds {
		return nomadTable[k].key
	}
	return ""
}

// Donation returns the terrain of a Donation tile; ok is false for the
// other kinds.
func (k NomadKind) Donation() (t Terrain, ok bool) {
	if k >= DonationGrass && k <= DonationMountain {
		return nomadTable[k].terrain, true
	}
	return NoTerrain, false
}

// nomadByKey returns the kind of nomad tile with the given key.
func nomadByKey(key string) (NomadKind, bool) {
	for k := NomadKind(1); k < numNomadKinds; k++ {
		if nomadTable[k].key == key {
			return k, true
		}
	}
	return NoNomad, false
}

// isDonation reports whether k is a Donation.
func (k NomadKind) isDonation() bool { return k >= DonationGrass && k <= DonationMountain }

// Sources of the points scored during play, one part each in Scores.
const (
	fromTreasure = iota
	fromFamilies
	fromShepherds
	fromAmbassadors
	numNomadSources
)

// nomadsState is the Nomads expansion's part of a position (see extState).
// It is a comparable value of arrays, as extState must be.
type nomadsState struct {
	// space is the tile lying on each nomad space of the board, in
	// increasing hex order (NoNomad once taken, or for a space that got
	// none).
	space [NomadTilesInGame]NomadKind
	// held counts the nomad tiles of each kind each player holds; fresh,
	// of those, the tiles taken during the holder's current turn (usable
	// from its next turn). At the end of a player's turn its tiles that
	// are not fresh are removed from the game and the fresh ones stop
	// being fresh. A tile is removed when used.
	held, fresh [maxPlayers][numNomadKinds]uint8
	// points scored during play: Treasure and the 3 Nomads cards.
	points [maxPlayers][numNomadSources]uint16
	// open is the use of a tile in progress, NoNomad when none: a
	// Donation (left settlements still to build, at least one of them
	// possible), a Sword (hit: the opponents who lost a settlement, some
	// opponent still to hit), a Resettlement (left steps still allowed,
	// 1 to 3; moved: the new hexes of the settlements it moved, which it
	// may not move again).
	open NomadKind
	left uint8
	hit  uint8
	// moved holds, while a Resettlement is open, the hexes its moves took
	// settlements to (empty otherwise). Three are enough: every move uses
	// at least one of the 4 steps, so an open use has moved at most 3
	// settlements (the move that uses the last step ends the use).
	moved fewHexes
	// armed: the player to move used an Outpost whose settlement is not
	// built yet.
	armed bool
	// mand holds the first two settlements of this turn's mandatory action,
	// as hex index + 1 (0 when not placed, or when Families is not played).
	mand [2]uint16
}

// nomadsBusy reports whether a Donation or a Sword is being used: only its
// moves (and, for a Donation, the Outpost) are legal until it is over.
func (s *State) nomadsBusy() bool {
	if !s.g.rules.any() {
		return false
	}
	o := s.x.nomads.open
	return o == Sword || o.isDonation()
}

// nomadSpaceIndex returns the index of the nomad space at hex h among the
// board's nomad spaces in increasing hex order.
func (g *setup) nomadSpaceIndex(h int) int {
	set := &g.terrainSet[NomadSpace]
	n := 0
	for w := 0; w < h>>6; w++ {
		n += bits.OnesCount64(set[w])
	}
	return n + bits.OnesCount64(set[h>>6]&(1<<(h&63)-1))
}

// plays reports whether card c is one of the game's 3 cards.
func (g *setup) plays(c Card) bool {
	return g.cards[0] == c || g.cards[1] == c || g.cards[2] == c
}

// pointsInPlay returns the points player p scored during play from source
// src (fromFamilies, ...).
func (s *State) pointsInPlay(p, src int) int {
	if !s.g.rules.any() {
		return 0
	}
	return int(s.x.nomads.points[p][src])
}

// setupNomads completes the set-up of a new game (see State.setupExt): the
// 15 nomad tiles are shuffled with the set-up's generator and one is laid
// on each nomad space, in increasing hex order (rulebook 003, "Changements
// lors de la mise en place").
func (s *State) setupNomads(c Config, r *rand.Rand) error {
	x := &s.x.nomads
	spaces := s.g.terrainSet[NomadSpace].Count()
	if !c.Nomads {
		if spaces > 0 {
			return fmt.Errorf("kingdombuilder: the board has nomad spaces, which need the Nomads expansion: set Config.Nomads: %w", kingdoms.ErrBadConfig)
		}
		return nil
	}
	if spaces > NomadTilesInGame {
		return fmt.Errorf("kingdombuilder: the board has %d nomad spaces, more than the %d nomad tiles: %w", spaces, NomadTilesInGame, kingdoms.ErrBadConfig)
	}
	var bag [NomadTilesInGame]NomadKind
	n := 0
	for k := NomadKind(1); k < numNomadKinds; k++ {
		for range nomadTable[k].count {
			bag[n] = k
			n++
		}
	}
	r.Shuffle(n, func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	copy(x.space[:spaces], bag[:spaces])
	return nil
}

// takeNomadTiles is called by the core (takeTiles) when player p builds or
// moves a settlement to hex h: p takes the tile of every nomad space next to h
// that still holds one (rulebook 003, "Case Nomades"). A Treasure scores 3
// at once and is removed; the other tiles are held, usable during p's next
// turn. Each taking calls lastTileTaken (a nomad space holds one tile).
func (s *State) takeNomadTiles(p, h int) {
	if !s.g.nearSpecial.Has(h) {
		return // no special hex, so no nomad space, next to h
	}
	x := &s.x.nomads
	for _, j := range &nbrList[h] {
		if j < 0 || s.g.terrain[j] != NomadSpace {
			continue
		}
		i := s.g.nomadSpaceIndex(int(j))
		k := x.space[i]
		if k == NoNomad {
			continue
		}
		x.space[i] = NoNomad
		if k == Treasure {
			x.points[p][fromTreasure] += treasurePoints
		} else {
			x.held[p][k]++
			if s.freshFor(p) {
				x.fresh[p][k]++
			}
		}
		s.lastTileTaken(p, int(j))
	}
}

// treasurePoints is what a Treasure tile scores when taken.
const treasurePoints = 3

// nomadBuilt scores the Nomads cards in play after player p built a
// settlement at h (rulebook 003, "Les 3 nouvelles cartes Kingdom
// Builder"): Shepherds 2 when no neighbour of h is a free hex of h's
// terrain, Ambassadors 1 when a neighbour holds another player's
// settlement (or Crossroads piece). Families is scored by beforeMoveNomads.
func (s *State) nomadBuilt(p, h int) {
	shepherds, ambassadors := s.nomadCardPoints(p, h)
	x := &s.x.nomads
	x.points[p][fromShepherds] += uint16(shepherds)
	x.points[p][fromAmbassadors] += uint16(ambassadors)
}

// nomadCardPoints returns what the Shepherds and the Ambassadors, when in
// play, score for a settlement of p built at h (see nomadBuilt). It reads
// only h's neighbours, so it gives the same before the build (as
// ScoreEffects reads it) and after.
func (s *State) nomadCardPoints(p, h int) (shepherds, ambassadors int) {
	g := s.g
	if g.plays(Shepherds) && !s.freeNextOf(h, g.terrain[h]) {
		shepherds = 2
	}
	if g.plays(Ambassadors) && s.othersNext(p, h) {
		ambassadors = 1
	}
	return shepherds, ambassadors
}

// familyScored reports whether the mandatory action's settlement built at h
// now scores the Families: it is the third of the turn, in a straight line
// with the first two.
func (s *State) familyScored(h int) bool {
	x := &s.x.nomads
	return s.placed == 2 && x.mand[0] != 0 && x.mand[1] != 0 && familyLine(int(x.mand[0])-1, int(x.mand[1])-1, h)
}

// freeNextOf reports whether a hex next to h of terrain t is free
// (not occupied): grid.NeighborSet(h) ∩ terrainSet[t] less occupied is not
// empty, read from the neighbour list.
func (s *State) freeNextOf(h int, t Terrain) bool {
	for _, j := range &nbrList[h] {
		if j >= 0 && s.g.terrain[j] == t && !s.occupied.Has(int(j)) {
			return true
		}
	}
	return false
}

// othersNext reports whether a settlement (or piece) of a player other than
// p stands next to h: grid.Touches(h, s.settled(q)) for some q != p, read
// from the neighbour list, the owners of an occupied neighbour only.
func (s *State) othersNext(p, h int) bool {
	for _, j := range &nbrList[h] {
		if j < 0 || !s.occupied.Has(int(j)) || s.own[p].Has(int(j)) {
			continue
		}
		for q := 0; q < s.g.players; q++ {
			if q == p {
				continue
			}
			if s.own[q].Has(int(j)) || s.g.rules.has(crossroadsExp) && s.settled(q).Has(int(j)) {
				return true
			}
		}
	}
	return false
}

// beforeMoveNomads updates the Nomads state for a legal move m about to be
// played by the player to move: any move but a Resettlement's ends an open
// Resettlement; the mandatory action's settlements are recorded, and
// the third scores Families when the three make a straight line. (The
// Outpost is used up by State.buildNear.)
func (s *State) beforeMoveNomads(m Move) {
	x := &s.x.nomads
	k := m.kind()
	// An answer to a Canoe interrupt is no move of the player to move: it
	// ends nothing of its turn (ruling: a settlement built out of turn
	// changes nothing of the player whose turn it is).
	if x.open == Resettlement && !(k == NomadTile && NomadKind(m.code()) == Resettlement) && !s.canoeAsking() {
		x.open, x.left, x.moved = NoNomad, 0, fewHexes{}
	}
	if k == PlaceSettlement && s.g.plays(Families) {
		switch s.placed {
		case 0, 1:
			x.mand[s.placed] = uint16(m.to() + 1)
		case 2:
			if s.familyScored(m.to()) {
				x.points[s.toMove][fromFamilies] += 2
			}
		}
	}
}

// endTurnNomads ends the turn of the player to move p for the Nomads
// state: p's tiles held since before this turn are removed (used or not),
// those taken this turn become usable on p's next turn, and the uses in
// progress end.
func (s *State) endTurnNomads() {
	if !s.g.rules.has(nomadsExp) {
		return
	}
	p := s.toMove
	x := &s.x.nomads
	x.held[p] = x.fresh[p]
	x.fresh[p] = [numNomadKinds]uint8{}
	x.open, x.left, x.hit, x.armed = NoNomad, 0, 0, false
	x.moved = fewHexes{}
	x.mand = [2]uint16{}
}

// usableNomad returns how many tiles of kind k the player to move may start
// using now.
func (s *State) usableNomad(k NomadKind) int {
	p := s.toMove
	x := &s.x.nomads
	return int(x.held[p][k]) - int(x.fresh[p][k])
}

// endStaleDonation ends a Donation in use that has nowhere left to build,
// after a move of another expansion changed the board in the middle of it
// (an opponent's Canoe, answering an interrupt, may take the last free hex
// of its terrain): the Donation builds what it can, as when its terrain
// runs out during its own moves.
func (s *State) endStaleDonation() {
	x := &s.x.nomads
	if x.open.isDonation() && s.donationTargets(x.open.terrainOf()).IsEmpty() {
		x.open, x.left = NoNomad, 0
	}
}

// donationTargets returns where the Donation of terrain t may build: the
// free hexes of t, next to the player's settlements when some are (the
// adjacency rule, lifted by an armed Outpost), none when the supply is
// empty. A mountain holding a Cave (Queenie 2) is no free hex: a tile lies
// on it.
func (s *State) donationTargets(t Terrain) hexgrid.Set {
	if s.supply[s.toMove] == 0 {
		return hexgrid.Set{}
	}
	c := s.freeOf(t) // a Cave is taken (see State.taken)
	return s.nearOrOutpost(&s.near, &c)
}

// swordVictim returns the opponent of the player to move whose settlement
// the Sword removes next: the first, in turn order after the player, who
// has a settlement and was not hit by this use; -1 when none is left.
func (s *State) swordVictim() int {
	n := s.g.players
	p := int(s.toMove)
	for i := 1; i < n; i++ {
		q := (p + i) % n
		if s.x.nomads.hit&(1<<q) == 0 && !s.own[q].IsEmpty() {
			return q
		}
	}
	return -1
}

// resettleFree returns the hexes a Resettlement's settlement may pass
// through and stop on: the free buildable hexes (no adjacency rule; with
// Crossroads, not next to a warrior; not a Cave).
func (s *State) resettleFree() hexgrid.Set {
	return s.g.buildable.Diff(s.taken())
}

// resettleLeft returns how many steps a Resettlement move may use now: the
// steps left of the use in progress, all of them for a new use.
func (s *State) resettleLeft() int {
	if x := &s.x.nomads; x.open == Resettlement {
		return int(x.left)
	}
	return resettleSteps
}

// mandatoryOn reports whether the mandatory action is in progress (some of
// its settlements placed, some still to place): no tile may be used but an
// Outpost.
func (s *State) mandatoryOn() bool { return s.placed > 0 && !s.mandatoryDone() }

// appendNomadsLegal appends the legal NomadTile moves of s, in increasing
// order of kind, source hex and target hex.
func (s *State) appendNomadsLegal(dst []Move) []Move {
	if !s.g.rules.has(nomadsExp) {
		return dst
	}
	x := &s.x.nomads
	if x.open == Sword {
		if q := s.swordVictim(); q >= 0 {
			t := s.own[q]
			dst = appendSet(dst, newAction(NomadTile, uint8(Sword), -1, -1), &t)
		}
		return dst
	}
	if x.open.isDonation() {
		t := s.donationTargets(x.open.terrainOf())
		dst = appendSet(dst, newAction(NomadTile, uint8(x.open), -1, -1), &t)
		return s.appendOutpost(dst)
	}
	if x.held[s.toMove] == ([numNomadKinds]uint8{}) && x.open != Resettlement {
		return dst // no nomad tile, none in use: the usual case
	}
	if s.mandatoryOn() {
		return s.appendOutpost(dst)
	}
	for k := DonationGrass; k <= DonationMountain; k++ {
		if s.usableNomad(k) > 0 {
			t := s.donationTargets(k.terrainOf())
			dst = appendSet(dst, newAction(NomadTile, uint8(k), -1, -1), &t)
		}
	}
	if x.open == Resettlement || s.usableNomad(Resettlement) > 0 {
		// The settlements not moved by this use yet, each to the hexes
		// its one move may reach.
		steps := s.resettleLeft()
		free := s.resettleFree()
		own := s.own[s.toMove].Diff(x.moved.set())
		for from := range own.All() {
			if !grid.Touches(from, free) {
				continue // hemmed in: no move
			}
			t := grid.Reach(from, free, steps)
			dst = appendSet(dst, newAction(NomadTile, uint8(Resettlement), from, -1), &t)
		}
	}
	dst = s.appendOutpost(dst)
	if s.usableNomad(Sword) > 0 {
		if q := s.swordVictim(); q >= 0 {
			t := s.own[q]
			dst = appendSet(dst, newAction(NomadTile, uint8(Sword), -1, -1), &t)
		}
	}
	return dst
}

// appendOutpost appends "nomad outpost" when the player to move may use an
// Outpost: one is usable, none is armed, and the supply is not empty.
func (s *State) appendOutpost(dst []Move) []Move {
	if !s.x.nomads.armed && s.usableNomad(Outpost) > 0 && s.supply[s.toMove] > 0 {
		dst = append(dst, newAction(NomadTile, uint8(Outpost), -1, -1))
	}
	return dst
}

// terrainOf returns the terrain of a Donation.
func (k NomadKind) terrainOf() Terrain { return nomadTable[k].terrain }

// nomadsBusyReason says which Nomads tile is being used (see nomadsBusy).
func (s *State) nomadsBusyReason() string {
	if o := s.x.nomads.open; o.isDonation() {
		return fmt.Sprintf("the %s is being used: build its settlements first (%d left)", o, s.x.nomads.left)
	}
	return fmt.Sprintf("the Sword is being used: remove a settlement of player %d first", s.swordVictim())
}

// checkNomads returns why the NomadTile move m is not legal in s, or nil.
func (s *State) checkNomads(m Move) error {
	if !s.g.rules.has(nomadsExp) {
		return illegal(m, "this game does not play the Nomads expansion")
	}
	x := &s.x.nomads
	p := int(s.toMove)
	k := NomadKind(m.code())
	switch {
	case x.open == Sword && k != Sword:
		return illegal(m, "the Sword is being used: remove a settlement of player %d first", s.swordVictim())
	case x.open.isDonation() && k != x.open && k != Outpost:
		return illegal(m, "the %s is being used: build its settlements first (%d left)", x.open, x.left)
	case s.mandatoryOn() && k != Outpost:
		return illegal(m, "nomad tiles are used before or after the mandatory action, not during it (%d of %d settlements placed); only the Outpost may be used during it", s.placed, mandatoryCount)
	}
	continuing := x.open == k && k != Outpost
	if !continuing && s.usableNomad(k) <= 0 {
		if x.held[p][k] > 0 {
			return illegal(m, "player %d took its %s tile this turn: it is usable during its next turn only", p, k)
		}
		return illegal(m, "player %d holds no %s tile", p, k)
	}
	h := m.to()
	switch {
	case k.isDonation():
		t := k.terrainOf()
		switch {
		case s.supply[p] == 0:
			return illegal(m, "player %d has no settlement left in supply", p)
		case s.occupied.Has(h):
			return illegal(m, "%v is occupied", hexText(h))
		case s.g.terrain[h] != t:
			return illegal(m, "%v is %s, the %s builds on %s", hexText(h), s.g.terrain[h], k, t)
		case !s.donationTargets(t).Has(h):
			return illegal(m, "%v is not next to player %d's settlements, and free %s hexes next to them remain (the adjacency rule)", hexText(h), p, t)
		}
	case k == Resettlement:
		return s.checkResettle(m)
	case k == Outpost:
		switch {
		case x.armed:
			return illegal(m, "an Outpost is already used for the next settlement")
		case s.supply[p] == 0:
			return illegal(m, "player %d has no settlement left in supply", p)
		}
	case k == Sword:
		q := s.swordVictim()
		switch {
		case q < 0:
			return illegal(m, "no opponent has a settlement to remove")
		case !s.own[q].Has(h):
			return illegal(m, "the Sword removes a settlement of player %d now (opponents in turn order), and %v is not one", q, hexText(h))
		}
	default:
		return illegal(m, "the %s tile is no action", k)
	}
	return nil
}

// applyNomads plays the legal NomadTile move m on s in place.
func (s *State) applyNomads(m Move) {
	x := &s.x.nomads
	p := int(s.toMove)
	k := NomadKind(m.code())
	if k != Outpost && x.open != k {
		// The first move of a use: the tile is used up.
		x.held[p][k]--
		x.open = k
		switch {
		case k.isDonation():
			x.left = mandatoryCount
		case k == Resettlement:
			x.left = resettleSteps
		case k == Sword:
			x.hit = 0
		}
	}
	switch {
	case k.isDonation():
		s.buildNear(p, m.to())
		x.left--
		if x.left == 0 || s.donationTargets(k.terrainOf()).IsEmpty() {
			x.open, x.left = NoNomad, 0
		}
	case k == Resettlement:
		// One move along the shortest free path, which uses that many
		// steps; tiles are taken and lost for its new hex only (move).
		from, to := m.from(), m.to()
		free := s.resettleFree()
		d := grid.Steps(from, to, free, int(x.left))
		s.move(p, from, to)
		if x.left -= uint8(d); x.left == 0 {
			x.open, x.moved = NoNomad, fewHexes{}
		} else {
			x.moved.insert(to)
		}
	case k == Outpost:
		x.held[p][k]--
		x.armed = true
	case k == Sword:
		h := m.to()
		q := s.swordVictim()
		s.supply[q]++
		s.remove(q, h)
		x.hit |= 1 << q
		if s.swordVictim() < 0 {
			x.open, x.hit = NoNomad, 0
		}
	}
}

// resettleSteps is the number of steps of one Resettlement: the hexes its
// settlements may move, in all.
const resettleSteps = 4

// checkResettle returns why the Resettlement move m of the player to move
// is not legal in s, or nil. The tile is known usable, or in use.
func (s *State) checkResettle(m Move) error {
	x := &s.x.nomads
	p := int(s.toMove)
	from, to := m.from(), m.to()
	steps := s.resettleLeft()
	free := s.resettleFree()
	switch {
	case !s.own[p].Has(from):
		return illegal(m, "player %d has no settlement at %v", p, hexText(from))
	case x.open == Resettlement && x.moved.has(from):
		return illegal(m, "the settlement at %v was moved by this Resettlement already: each settlement moved goes in one move", hexText(from))
	case s.occupied.Has(to):
		return illegal(m, "%v is occupied: a Resettlement moves a settlement to an empty hex", hexText(to))
	case !s.g.buildable.Has(to):
		return illegal(m, "%v is %s: a Resettlement moves a settlement onto buildable terrain", hexText(to), s.g.terrain[to])
	case s.blocked(to):
		return illegal(m, "%v is next to a warrior (Crossroads, Barracks): nothing may be moved there", hexText(to))
	case !free.Has(to):
		return illegal(m, "%v is taken: nothing may be moved there", hexText(to))
	case grid.Steps(from, to, free, steps) == 0:
		return illegal(m, "no path of at most %d free buildable hexes (the steps left) leads from %v to %v", steps, hexText(from), hexText(to))
	}
	return nil
}

// tallyNomads adds the Nomads expansion's part of player p's score: the Treasure tiles taken. (The Nomads cards score during play
// through their own part, see pointsInPlay.)
func (s *State) tallyNomads(t *tally, p int) {
	t.add(treasurePart, 0, int(s.x.nomads.points[p][fromTreasure]))
}

// nomadsExpansion is the Nomads expansion's row of the table expansions.
var nomadsExpansion = expansion{
	kind:        NomadTile,
	name:        "Nomads",
	players:     5,
	checkConfig: noConfigCheck,
	setup:       (*State).setupNomads,
	valid:       validNomads,
	text:        appendNomadsText,
	parse:       parseNomads,
	str:         (*State).appendNomadsString,
	encode:      func(s *State, d *extDoc) { d.Nomads = s.encodeNomads() },
	decode:      func(s *State, d *extDoc) error { return s.decodeNomads(d.Nomads) },
}

// nomadsDecision answers for the decision Nomads may hold the game on (see
// State.decide): a Donation or a Sword in use.
func (s *State) nomadsDecision(d *decision) bool {
	if !s.nomadsBusy() {
		return false
	}
	d.fill(s, (*State).nomadsBusyReason, (*State).appendNomadsLegal)
	return true
}
