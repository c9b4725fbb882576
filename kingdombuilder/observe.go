package kingdombuilder

import (
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// Shape is the size of the encoding Observe writes: Planes planes of Rows x
// Cols values (the board, one value per hex), then Vector values. It is the
// module's shared kingdoms.Shape.
type Shape = kingdoms.Shape

// The sizes of the one-hot encodings, from the last constant of each kind.
const (
	obsTerrains  = int(Silo)      // Grass to Silo
	obsLocations = int(TreeHouse) // Oracle to TreeHouse
	obsNomads    = int(Treasure)  // DonationGrass to Treasure
	obsPieces    = int(CityHallPiece)
	obsCards     = int(Colonists) // Fishermen to Colonists
	obsTasks     = int(CompassPoint)
	// obsPlanes is the number of planes besides one per player.
	obsPlanes = obsTerrains + obsLocations + 1 + 1 + obsNomads + obsPieces + 1 + 2
	// obsPlayerValues is the size of each player's block of the vector.
	obsPlayerValues = 3 + 3*obsLocations + 2*obsNomads + 3 + 3*obsTerrains + obsLines
	// obsLines is the number of horizontal lines of the board and the Island.
	obsLines = 20 + obsIslandRows
	// obsCommonValues is the size of the rest of the vector.
	obsCommonValues = 2*obsTerrains + obsCards + obsTasks + 2*obsTerrains + 6 + obsTerrains + 1 + 6 + 2*obsTerrains + 1
	// obsIslandRows and obsIslandCols are the size of the Island's grid.
	obsIslandRows, obsIslandCols = 5, 22
)

// ObservationShape returns the shape of the encoding of Observe for the
// games set up by c, or the error of New for a bad config. It depends on the
// set-up in two ways only: one plane and one block of the vector per player,
// and planes of 25 x 22 hexes instead of 20 x 20 when the Island (Queenie 3)
// is in play. Every expansion has its planes and values in every shape (left
// zero when it is not played), so games with the same players and the same
// use of the Island share a shape.
func ObservationShape(c Config) (Shape, error) {
	s, err := New(c)
	if err != nil {
		return Shape{}, err
	}
	return s.ObservationShape(), nil
}

// ObservationShape returns the shape of the encoding of Observe for s: the
// same for every state of a game.
func (s State) ObservationShape() Shape {
	n := s.Players()
	if n == 0 {
		return Shape{}
	}
	sh := Shape{Planes: obsPlanes + n, Rows: 20, Cols: 20, Vector: n + n*obsPlayerValues + obsCommonValues}
	if s.g.obs.island {
		sh.Rows, sh.Cols = 20+obsIslandRows, obsIslandCols
	}
	return sh
}

// Observe writes into dst the fixed-size encoding of s.View(player), what
// player sees of s, and returns it. The encoding has
// s.ObservationShape().Size() values, laid out as below; dst is reused
// when its capacity is enough, and grown otherwise. A player outside the
// game gets an encoding of zeros. Observe allocates nothing when dst has
// the capacity:
// what the accessors return as slices (Scores, Tiles, BonusTiles,
// NomadTiles, Tasks, Capitols, Caves) it reads from the State itself.
//
// # Layout
//
// For learning code, [Observe] writes a fixed-size []float32 encoding of
// State.View(player). Players appear by "seat": seat k is the player k
// places after the observer (seat 0 is the observer). [ObservationShape]
// gives the size from a Config: Planes planes of Rows x Cols values, one per
// hex (row-major in the package's offset coordinates), then a Vector. The
// shape depends on the set-up in two ways only: 20 x 20 planes, or 25 x 22
// when the Island is in play (its lines are rows 20 to 24, as IslandOffset
// numbers them); and one plane and one block of the Vector per player. Every
// expansion has its place in every shape, zero when it is not played. The
// planes:
//
//	0-13     one-hot terrain, Grass to Silo (Terrain 1 to 14)
//	14-47    one-hot location, Oracle to TreeHouse (Location 1 to 34)
//	48       tiles left on the location hex / 2
//	49       stone walls
//	50-60    one-hot nomad tile lying on a nomad space (NomadKind 1 to 11)
//	61-64    one-hot Crossroads piece (Piece 1 to 4)
//	65       scout tokens
//	66, 67   Capitol tiles, Cave tiles
//	68..     one plane per seat: its settlements
//
// The Vector: n values, the one-hot seat of the player to move; then a
// block of 197 values per seat: supply / 40, score so far / 100,
// settlements set aside by the Temple / 10; location tiles held (0.5 each)
// and usable (0.5 each) by Location, bonus tiles held by Location; nomad
// tiles held and usable (0.5 each) by NomadKind; colony tiles of value 1
// and 5 / 4; whether its terrain card is known; one-hot terrain of its card,
// of a swamp card's other terrain and of its second card (Crossroads), as
// far as the view shows them; the 25 lines that its Mayors' marker ends.
// Then 143 common values: one-hot current card and Fort card; the game's
// Kingdom Builder cards (Card 1 to 25) and tasks (Task 1 to 6); discarded
// and removed cards of each terrain / 5; deck size / 25, settlements placed
// this turn / 3, quota / 3, mandatory action done, last round, turns / 200;
// one-hot terrain removed by the Scouts; game over; colony tiles left of
// value 1 and 5 / 10, colony settlements left / 10, Cultivate used, silo
// phase on, silo actions left / 3; one-hot other terrain of the Fort's and
// of the player to move's second swamp card; Cave move used.
//
// Observe allocates nothing when dst has the capacity, in every game
// (TestObserveNoAllocation observes positions of random games of every
// expansion): it reads the State itself where the accessors would build
// slices (Tiles, NomadTiles, Scores, ...).
func Observe(s State, player int, dst []float32) []float32 {
	sh := s.ObservationShape()
	dst = sh.Buffer(dst)
	cells := sh.Planes * sh.Rows * sh.Cols
	observe(&s, player, sh, dst[:cells], dst[cells:], 0.5)
	return dst
}

// ObserveCompact writes the encoding of Observe in a compact form, for
// learning code that moves many observations: the planes as one byte a
// cell into planes (Planes x Rows x Cols bytes, in Observe's order) and
// the Vector into vector, and returns them. Every plane holds 0 or 1 but
// plane 48, which holds the tiles left on the location hex (0 to 2: the
// byte is twice Observe's value), so a plane's bytes divided by its
// divisor (1, or 2 for plane 48) are exactly Observe's floats. A Kingdom
// Builder observation of 2 players is so 28,000 bytes and 539 floats
// instead of 28,539 floats. planes and vector are reused when their
// capacity is enough, and grown otherwise; ObserveCompact then allocates
// nothing.
func ObserveCompact(s State, player int, planes []uint8, vector []float32) ([]uint8, []float32) {
	sh := s.ObservationShape()
	planes, vector = sh.CompactBuffers(planes, vector)
	observe(&s, player, sh, planes, vector, 1)
	return planes, vector
}

// The planes of the encoding, by their first plane.
const (
	pTerrain   = 0
	pLocation  = pTerrain + obsTerrains
	pTilesLeft = pLocation + obsLocations
	pWall      = pTilesLeft + 1
	pNomad     = pWall + 1
	pPiece     = pNomad + obsNomads
	pScout     = pPiece + obsPieces
	pCapitol   = pScout + 1
	pCave      = pCapitol + 1
	pPlayers   = pCave + 1
)

// obsCells holds the cell of every hex in a plane of the encoding
// (row*cols+col), -1 for a hex outside the plane: obsCells[0] for planes of
// 20 x 20, obsCells[1] for planes of 25 x 22 (the Island's lines are rows 20
// to 24). It is the inverse of hexIndex on the plane's offsets.
var obsCells = func() (t [2][maxHex]int32) {
	for k, sh := range [2]struct{ rows, cols int }{{20, 20}, {20 + obsIslandRows, obsIslandCols}} {
		for i := range t[k] {
			t[k][i] = -1
		}
		for r := range sh.rows {
			for c := range sh.cols {
				if i := hexIndex(hexgrid.Offset{Row: r, Col: c}); i >= 0 {
					t[k][i] = int32(r*sh.cols + c)
				}
			}
		}
	}
	return t
}()

// obsBoard is what the planes of Observe hold in every position of a
// set-up, and where the rest goes, computed once with the set-up
// (newSetup): Observe then writes the cells that are not zero and reads no
// hex that holds nothing.
type obsBoard struct {
	// island: the planes are 25 x 22 (the Island is in play), else 20 x 20.
	island bool
	// ones are the cells (plane*rows*cols + row*cols + col) that hold 1 in
	// every position: the one-hot terrain and location, the Capitols and
	// the Caves.
	ones []uint16
	// tiles are the location hexes of the planes: their cell of plane 48
	// (the tiles left) and their slot.
	tiles []obsSpot
	// nomads are the nomad spaces of a Nomads game: their cell in the first
	// nomad plane and their index in nomadsState.space.
	nomads []obsSpot
	// walls, pieces and scouts: the board has a location that places stone
	// walls (Quarry), Crossroads pieces, scout tokens.
	walls, pieces, scouts bool
}

// obsSpot is a cell of the planes and the index of what it shows.
type obsSpot struct {
	cell  uint16
	index uint8
}

// newObsBoard computes g's obsBoard: it reads the hexes of the planes as
// Observe read them before it had the table, one by one.
func newObsBoard(g *setup) obsBoard {
	var b obsBoard
	for t := range g.terrainSet { // the hexes of each terrain, the Island's included
		if hasIsland(&g.terrainSet[t]) {
			b.island = true
		}
	}
	rows, cols := 20, 20
	if b.island {
		rows, cols = 20+obsIslandRows, obsIslandCols
	}
	plane := rows * cols
	var ones [2*maxHex + 2*maxHex]uint16
	var tiles [maxHex]obsSpot
	var nomads [maxHex]obsSpot
	n, nt, nn := 0, 0, 0
	add := func(k int, o hexgrid.Offset) {
		if o.Row >= 0 && o.Row < rows && o.Col >= 0 && o.Col < cols {
			ones[n] = uint16(k*plane + o.Row*cols + o.Col)
			n++
		}
	}
	for r := range rows {
		for c := range cols {
			o := hexgrid.Offset{Row: r, Col: c}
			i := hexIndex(o)
			if i < 0 {
				continue
			}
			t := g.terrain[i]
			if t == NoTerrain {
				continue
			}
			if int(t) <= obsTerrains {
				add(pTerrain+int(t)-1, o)
			}
			if l := g.location[i]; l != NoLocation && int(l) <= obsLocations {
				add(pLocation+int(l)-1, o)
				for k := 0; k < g.nslots; k++ { // the slot TilesLeft reads
					if int(g.slotHex[k]) == i {
						tiles[nt] = obsSpot{uint16(pTilesLeft*plane + r*cols + c), uint8(k)}
						nt++
						break
					}
				}
				switch l {
				case Quarry:
					b.walls = true
				case Lighthouse, Wagon, Barracks, CityHall:
					b.pieces = true
				case ScoutCabin:
					b.scouts = true
				}
			}
			if t == NomadSpace && g.rules.has(nomadsExp) && g.terrainSet[NomadSpace].Has(i) { // as NomadTileAt reads it
				nomads[nn] = obsSpot{uint16(pNomad*plane + r*cols + c), uint8(g.nomadSpaceIndex(i))}
				nn++
			}
		}
	}
	for i := range g.queenies.capitols.All() {
		add(pCapitol, grid.Offset(i))
	}
	for i := range g.queenies.caveSet.All() {
		add(pCave, grid.Offset(i))
	}
	b.ones = slices.Clone(ones[:n])
	b.tiles = slices.Clone(tiles[:nt])
	b.nomads = slices.Clone(nomads[:nn])
	return b
}

// observe writes the encoding of Observe into planes (sh's planes, zero)
// and x (its vector, zero): tileUnit is the value of one tile left on a
// location hex in plane 48 (0.5 in Observe, 1 in ObserveCompact); every
// other cell of a plane is 0 or 1. s is the caller's copy, which becomes
// player's view. It writes only the cells that are not zero: the set-up's
// (obsBoard), then those of the sets of the position, bit by bit, and
// reads the State's fields in place, with no copy of it.
func observe[T float32 | uint8](s *State, player int, sh Shape, dst []T, x []float32, tileUnit T) {
	if s.g == nil {
		return
	}
	np := s.g.players
	if player < 0 || player >= np {
		return
	}
	s.hide(player)
	g := s.g
	b := &g.obs
	rel := func(q int) int { return (q - player + np) % np }
	plane := sh.Rows * sh.Cols
	cells := &obsCells[0]
	if b.island {
		cells = &obsCells[1]
	}
	// setAll sets plane k at the hexes of set (those in the planes).
	setAll := func(k int, set *hexgrid.Set) {
		base := k * plane
		for w, word := range set {
			for ; word != 0; word &= word - 1 {
				if c := cells[w<<6|bits.TrailingZeros64(word)]; c >= 0 {
					dst[base+int(c)] = 1
				}
			}
		}
	}

	// The planes: the set-up's, then the position's.
	for _, c := range b.ones {
		dst[c] = 1
	}
	for _, t := range b.tiles {
		dst[t.cell] = T(s.tilesLeft[t.index]) * tileUnit
	}
	for _, n := range b.nomads {
		if k := s.x.nomads.space[n.index]; k != NoNomad && int(k) <= obsNomads {
			dst[int(n.cell)+(int(k)-1)*plane] = 1
		}
	}
	if b.walls {
		w := s.walls()
		setAll(pWall, &w)
	}
	if b.pieces && g.rules.any() {
		all := &s.x.crossroads.all
		for w, word := range all {
			for ; word != 0; word &= word - 1 {
				i := w<<6 | bits.TrailingZeros64(word)
				c := cells[i]
				if c < 0 {
					continue
				}
				if k, _, ok := s.pieceAt(i); ok && k != NoPiece && int(k) <= obsPieces {
					dst[(pPiece+int(k)-1)*plane+int(c)] = 1
				}
			}
		}
	}
	if b.scouts {
		sc := s.scoutSet()
		setAll(pScout, &sc)
	}
	for q := range np {
		setAll(pPlayers+rel(q), &s.own[q])
	}

	over := s.over
	toMove := -1 // ToMove
	if !over {
		toMove = s.decider()
	}
	if toMove >= 0 && toMove < np {
		x[rel(toMove)] = 1
	}
	x = x[np:]

	// terrain sets a one-hot value of a terrain in the first obsTerrains
	// values of y.
	terrain := func(y []float32, t Terrain, ok bool) {
		if ok && t != NoTerrain && int(t) <= obsTerrains {
			y[int(t)-1] = 1
		}
	}
	played := g.rules.any()
	siloOn := played && s.x.harvest.silo
	for q := range np {
		y := x[rel(q)*obsPlayerValues:][:obsPlayerValues]
		y[0] = float32(int(s.supply[q])) / SettlementsPerPlayer
		y[1] = float32(s.scoreTotal(q)) / 100
		if played { // SetAside
			y[2] = float32(int(s.x.marshlands.aside[q])) / 10
		}
		y = y[3:]
		s.obsTiles(q, siloOn, y[:2*obsLocations])
		if played { // BonusTiles
			for i, l := range bonusKinds {
				if s.x.marshlands.bonus[q]&(1<<i) != 0 && int(l) >= 1 && int(l) <= obsLocations {
					y[2*obsLocations+int(l)-1] = 1
				}
			}
		}
		y = y[3*obsLocations:]
		if g.rules.has(nomadsExp) { // NomadTiles
			n := &s.x.nomads
			for k := NomadKind(1); k < numNomadKinds && int(k) <= obsNomads; k++ {
				for i := uint8(0); i < n.held[q][k]; i++ {
					y[k-1] += 0.5
					if !over && q == int(s.toMove) && i < n.held[q][k]-n.fresh[q][k] {
						y[obsNomads+int(k)-1] += 0.5
					}
				}
			}
		}
		y = y[2*obsNomads:]
		if played { // ColonyTiles
			c := s.x.harvest.colony[q]
			y[0], y[1] = float32(int(c[0]))/4, float32(int(c[1]))/4
		}
		t, ok := s.handOf(q)
		if ok {
			y[2] = 1
		}
		y = y[3:]
		terrain(y, t, ok)
		if c := s.cardOf(q); isSwampCard(c) { // SwampCard
			terrain(y[obsTerrains:], swampOther(c), true)
		}
		if played { // SecondCard
			t = s.x.crossroads.extra[q]
			if isSwampCard(t) {
				t = Swamp
			}
			terrain(y[2*obsTerrains:], t, t != NoTerrain && t != hiddenCard)
		}
		y = y[3*obsTerrains:]
		if played { // MayorsMarker, without a copy of the state per line
			for r, m := range s.x.harvest.mayor[:obsLines] {
				if int(m)-1 == q {
					y[r] = 1
				}
			}
		}
	}
	x = x[np*obsPlayerValues:]

	// The cards and the game's goals.
	if !over { // CurrentCard
		t, _ := s.handOf(int(s.toMove))
		terrain(x, t, true)
	}
	if played { // FortCard
		t := s.x.crossroads.fort
		if isSwampCard(t) {
			t = Swamp
		}
		terrain(x[obsTerrains:], t, t != NoTerrain)
	}
	x = x[2*obsTerrains:]
	for _, c := range g.cards {
		if c != NoCard && int(c) <= obsCards {
			x[int(c)-1] = 1
		}
	}
	x = x[obsCards:]
	if played { // Tasks
		for _, k := range s.x.crossroads.tasks {
			if k != NoTask && int(k) <= obsTasks {
				x[int(k)-1] = 1
			}
		}
	}
	x = x[obsTasks:]
	for t := Terrain(1); int(t) <= obsTerrains; t++ {
		x[int(t)-1] = float32(int(s.discard[t])) / 5
		x[obsTerrains+int(t)-1] = float32(int(s.removed[t])) / 5
	}
	x = x[2*obsTerrains:]

	// The turn.
	x[0] = float32(int(s.deckLen)) / 25
	x[1] = float32(int(s.placed)) / 3
	x[2] = float32(int(s.quota())) / 3
	x[3] = obsFlag(!over && s.mandatoryDone())
	x[4] = obsFlag(s.lastRound)
	x[5] = float32(int(s.turn)) / 200
	x = x[6:]
	if played { // Scouted
		terrain(x, s.x.marshlands.scouted, true)
	}
	x = x[obsTerrains:]
	x[0] = obsFlag(over)
	x = x[1:]
	if g.rules.has(harvestExp) { // ColonyTilesLeft
		x[0], x[1] = float32(s.coloniesLeft(0))/10, float32(s.coloniesLeft(1))/10
	}
	if played {
		x[2] = float32(int(s.x.harvest.colonyLeft)) / 10 // ColonySettlementsLeft
		x[3] = obsFlag(s.x.harvest.cultivated)           // Cultivated
		if siloOn {                                      // SiloPhase
			x[4] = 1
			x[5] = float32(int(s.x.harvest.siloLeft)) / 3
		}
	}
	x = x[6:]
	if played {
		if t := s.x.crossroads.fort; isSwampCard(t) { // FortSwampCard
			terrain(x, swampOther(t), true)
		}
		if toMove >= 0 && toMove < np { // SecondSwampCard of the player to move
			if t := s.x.crossroads.extra[toMove]; isSwampCard(t) {
				terrain(x[obsTerrains:], swampOther(t), true)
			}
		}
	}
	x = x[2*obsTerrains:]
	x[0] = obsFlag(played && !over && s.x.queenies.caveUsed) // CaveMoveUsed
}

// handOf returns what Hand(p) returns, p being a player of the game.
func (s *State) handOf(p int) (Terrain, bool) {
	t := s.hand[p]
	if t == hiddenCard || t == NoTerrain {
		return NoTerrain, false
	}
	if isSwampCard(t) {
		return Swamp, true
	}
	return t, true
}

// obsTiles adds to y what Tiles(p) returns: 0.5 at l-1 for each tile of
// location l that p holds, and 0.5 at obsLocations+l-1 for each that is
// usable, counted as Tiles counts them but without building the slice.
// siloOn is SiloPhase's first result.
func (s *State) obsTiles(p int, siloOn bool, y []float32) {
	if s.held[p] == 0 {
		return
	}
	var left [numLocations]int
	if p == int(s.toMove) && !s.over && !siloOn {
		n := s.usableTiles()
		for l := range left {
			left[l] = int(n[l])
		}
	}
	for m := s.held[p]; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		l := s.g.slotLoc[k]
		usable := s.fresh[p]&(1<<k) == 0 && left[l] > 0
		if usable {
			left[l]--
		}
		if int(l) >= 1 && int(l) <= obsLocations {
			y[l-1] += 0.5
			if usable {
				y[obsLocations+int(l)-1] += 0.5
			}
		}
	}
}

// obsFlag returns 1 for true and 0 for false.
func obsFlag(b bool) float32 {
	if b {
		return 1
	}
	return 0
}
