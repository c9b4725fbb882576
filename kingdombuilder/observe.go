package kingdombuilder

import (
	"math/bits"

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

// obsHasIsland reports whether s is played with the Island of Queenie 3.
func obsHasIsland(s *State) bool {
	if s.g == nil {
		return false
	}
	for t := range s.g.terrainSet { // the hexes of each terrain, the Island's included
		if hasIsland(&s.g.terrainSet[t]) {
			return true
		}
	}
	return false
}

// ObservationShape returns the shape of the encoding of Observe for s: the
// same for every state of a game.
func (s State) ObservationShape() Shape {
	n := s.Players()
	if n == 0 {
		return Shape{}
	}
	sh := Shape{Planes: obsPlanes + n, Rows: 20, Cols: 20, Vector: n + n*obsPlayerValues + obsCommonValues}
	if obsHasIsland(&s) {
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
	observe(s, player, sh, dst[:cells], dst[cells:], 0.5)
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
	cells := sh.Planes * sh.Rows * sh.Cols
	if cap(planes) < cells {
		planes = make([]uint8, cells)
	}
	planes = planes[:cells]
	clear(planes)
	vector = Shape{Vector: sh.Vector}.Buffer(vector)
	observe(s, player, sh, planes, vector, 1)
	return planes, vector
}

// observe writes the encoding of Observe into planes (sh's planes, zero)
// and x (its vector, zero): tileUnit is the value of one tile left on a
// location hex in plane 48 (0.5 in Observe, 1 in ObserveCompact); every
// other cell of a plane is 0 or 1.
func observe[T float32 | uint8](s State, player int, sh Shape, dst []T, x []float32, tileUnit T) {
	np := s.Players()
	if player < 0 || player >= np {
		return
	}
	v := s.View(player)
	rel := func(q int) int { return (q - player + np) % np }
	plane := sh.Rows * sh.Cols

	// The planes.
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
	set := func(k int, o hexgrid.Offset, x T) {
		if o.Row >= 0 && o.Row < sh.Rows && o.Col >= 0 && o.Col < sh.Cols {
			dst[k*plane+o.Row*sh.Cols+o.Col] = x
		}
	}
	// The fixed board, and which locations it has: walls, Crossroads
	// pieces and scout tokens are looked for only on boards with the
	// locations that place them.
	var walls, pieces, scouts bool
	for r := range sh.Rows {
		for c := range sh.Cols {
			o := hexgrid.Offset{Row: r, Col: c}
			i := hexIndex(o)
			if i < 0 || v.g == nil {
				continue
			}
			t := v.g.terrain[i]
			if t == NoTerrain {
				continue
			}
			if int(t) <= obsTerrains {
				set(pTerrain+int(t)-1, o, 1)
			}
			if l := v.g.location[i]; l != NoLocation && int(l) <= obsLocations {
				set(pLocation+int(l)-1, o, 1)
				set(pTilesLeft, o, T(v.TilesLeft(o))*tileUnit)
				switch l {
				case Quarry:
					walls = true
				case Lighthouse, Wagon, Barracks, CityHall:
					pieces = true
				case ScoutCabin:
					scouts = true
				}
			}
			if t == NomadSpace {
				if k := v.NomadTileAt(o); k != NoNomad && int(k) <= obsNomads {
					set(pNomad+int(k)-1, o, 1)
				}
			}
		}
	}
	if walls || pieces || scouts {
		for r := range sh.Rows {
			for c := range sh.Cols {
				o := hexgrid.Offset{Row: r, Col: c}
				if walls && v.Wall(o) {
					set(pWall, o, 1)
				}
				if pieces {
					if k, _, ok := v.PieceAt(o); ok && k != NoPiece && int(k) <= obsPieces {
						set(pPiece+int(k)-1, o, 1)
					}
				}
				if scouts && v.Scout(o) {
					set(pScout, o, 1)
				}
			}
		}
	}
	// Settlements: Settlements numbers hex (r, c) r*20+c on the board and
	// 400+line*22+col on the Island.
	for q := range np {
		for i := range v.Settlements(q).All() {
			o := hexgrid.Offset{Row: i / 20, Col: i % 20}
			if i >= 400 {
				o = IslandOffset((i-400)/obsIslandCols, (i-400)%obsIslandCols)
			}
			set(pPlayers+rel(q), o, 1)
		}
	}
	// Capitols and Caves.
	for i := range v.g.queenies.capitols.All() {
		set(pCapitol, grid.Offset(i), 1)
	}
	for i := range v.g.queenies.caveSet.All() {
		set(pCave, grid.Offset(i), 1)
	}

	if q := v.ToMove(); q >= 0 && q < np {
		x[rel(q)] = 1
	}
	x = x[np:]

	// terrain sets a one-hot value of a terrain in the first obsTerrains
	// values of y.
	terrain := func(y []float32, t Terrain, ok bool) {
		if ok && t != NoTerrain && int(t) <= obsTerrains {
			y[int(t)-1] = 1
		}
	}
	for q := range np {
		y := x[rel(q)*obsPlayerValues:][:obsPlayerValues]
		y[0] = float32(v.Supply(q)) / SettlementsPerPlayer
		y[1] = float32(v.scoreTotal(q)) / 100
		y[2] = float32(v.SetAside(q)) / 10
		y = y[3:]
		v.obsTiles(q, y[:2*obsLocations])
		if v.g.rules.any() { // BonusTiles
			for i, l := range bonusKinds {
				if v.x.marshlands.bonus[q]&(1<<i) != 0 && int(l) >= 1 && int(l) <= obsLocations {
					y[2*obsLocations+int(l)-1] = 1
				}
			}
		}
		y = y[3*obsLocations:]
		if v.g.rules.has(nomadsExp) { // NomadTiles
			n := &v.x.nomads
			for k := NomadKind(1); k < numNomadKinds && int(k) <= obsNomads; k++ {
				for i := uint8(0); i < n.held[q][k]; i++ {
					y[k-1] += 0.5
					if !v.over && q == int(v.toMove) && i < n.held[q][k]-n.fresh[q][k] {
						y[obsNomads+int(k)-1] += 0.5
					}
				}
			}
		}
		y = y[2*obsNomads:]
		ones, fives := v.ColonyTiles(q)
		y[0], y[1] = float32(ones)/4, float32(fives)/4
		if _, ok := v.Hand(q); ok {
			y[2] = 1
		}
		y = y[3:]
		t, ok := v.Hand(q)
		terrain(y, t, ok)
		t, ok = v.SwampCard(q)
		terrain(y[obsTerrains:], t, ok)
		t, ok = v.SecondCard(q)
		terrain(y[2*obsTerrains:], t, ok)
		y = y[3*obsTerrains:]
		if v.g.rules.any() { // MayorsMarker, without a copy of the state per line
			for r, m := range v.x.harvest.mayor[:obsLines] {
				if int(m)-1 == q {
					y[r] = 1
				}
			}
		}
	}
	x = x[np*obsPlayerValues:]

	// The cards and the game's goals.
	terrain(x, v.CurrentCard(), true)
	t, ok := v.FortCard()
	terrain(x[obsTerrains:], t, ok)
	x = x[2*obsTerrains:]
	for _, c := range v.Cards() {
		if c != NoCard && int(c) <= obsCards {
			x[int(c)-1] = 1
		}
	}
	x = x[obsCards:]
	if v.g.rules.any() { // Tasks
		for _, k := range v.x.crossroads.tasks {
			if k != NoTask && int(k) <= obsTasks {
				x[int(k)-1] = 1
			}
		}
	}
	x = x[obsTasks:]
	for t := Terrain(1); int(t) <= obsTerrains; t++ {
		x[int(t)-1] = float32(v.Discarded(t)) / 5
		x[obsTerrains+int(t)-1] = float32(v.Removed(t)) / 5
	}
	x = x[2*obsTerrains:]

	// The turn.
	x[0] = float32(v.DeckSize()) / 25
	x[1] = float32(v.Placed()) / 3
	x[2] = float32(v.Quota()) / 3
	x[3] = obsFlag(v.MandatoryDone())
	x[4] = obsFlag(v.LastRound())
	x[5] = float32(v.Turn()) / 200
	x = x[6:]
	terrain(x, v.Scouted(), true)
	x = x[obsTerrains:]
	x[0] = obsFlag(v.IsTerminal())
	x = x[1:]
	ones, fives := v.ColonyTilesLeft()
	on, left := v.SiloPhase()
	x[0], x[1] = float32(ones)/10, float32(fives)/10
	x[2] = float32(v.ColonySettlementsLeft()) / 10
	x[3] = obsFlag(v.Cultivated())
	x[4] = obsFlag(on)
	x[5] = float32(left) / 3
	x = x[6:]
	t, ok = v.FortSwampCard()
	terrain(x, t, ok)
	if q := v.ToMove(); q >= 0 {
		t, ok = v.SecondSwampCard(q)
		terrain(x[obsTerrains:], t, ok)
	}
	x = x[2*obsTerrains:]
	x[0] = obsFlag(v.CaveMoveUsed())
}

// obsTiles adds to y what Tiles(p) returns: 0.5 at l-1 for each tile of
// location l that p holds, and 0.5 at obsLocations+l-1 for each that is
// usable, counted as Tiles counts them but without building the slice.
func (s *State) obsTiles(p int, y []float32) {
	var left [numLocations]int
	if on, _ := s.SiloPhase(); p == int(s.toMove) && !s.over && !on {
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
