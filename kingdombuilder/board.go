package kingdombuilder

import (
	_ "embed"
	"math/bits"
	"sync"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Board geometry. A game board is 4 sections of 10x10 hexes in a 2x2
// rectangle: a 20x20 board in "odd-r" offset coordinates (row 0 at the top,
// odd rows shifted half a hex to the right), exactly as hexgrid numbers it.
// Hex (r, c) has index r*20+c.
const (
	sectionRows = 10
	sectionCols = 10
	sectionSize = sectionRows * sectionCols
	boardRows   = 2 * sectionRows
	boardCols   = 2 * sectionCols
	boardSize   = boardRows * boardCols
)

// grid is the shared geometry: the 20x20 hexgrid board (neighbour tables,
// dilation, rows) and the Island of Queenie 3 (see geometry).
var grid = geometry{mustBoard(boardRows, boardCols)}

// sectionGrid is the 10x10 board of one section.
var sectionGrid = mustBoard(sectionRows, sectionCols)

func mustBoard(rows, cols int) *hexgrid.Board {
	b, err := hexgrid.NewBoard(rows, cols)
	if err != nil {
		panic(err)
	}
	return b
}

// Section is one printed board section ("quadrant"), named after its
// location. The zero Section is NoSection. The base game has the first 8;
// the 4 Nomads sections are encoded for the Nomads expansion.
type Section uint8

// The 12 printed sections: 8 of the base game, 4 of Nomads.
const (
	NoSection      Section = iota
	OracleSection          // base: 1 Oracle hex, 2 castles
	FarmSection            // base: 2 Farm hexes, 1 castle
	OasisSection           // base: 2 Oasis hexes, 1 castle
	TowerSection           // base: 2 Tower hexes, 1 castle
	TavernSection          // base: 2 Tavern hexes, 1 castle
	BarnSection            // base: 2 Barn hexes, 1 castle
	HarborSection          // base: 1 Harbor hex, 2 castles
	PaddockSection         // base: 2 Paddock hexes, 1 castle
	QuarrySection          // Nomads: 1 Quarry hex, 3 nomad spaces
	CaravanSection         // Nomads: 2 Caravan hexes, 1 nomad space
	VillageSection         // Nomads: 2 Village hexes, 1 nomad space
	GardenSection          // Nomads: 2 Garden hexes, 1 nomad space

	numSections
)

// BaseSections returns the 8 sections of the base game.
func BaseSections() [8]Section {
	return [8]Section{OracleSection, FarmSection, OasisSection, TowerSection, TavernSection, BarnSection, HarborSection, PaddockSection}
}

// drawPool returns the sections a board drawn at random is drawn from: the
// 8 base sections and, for each expansion the config plays in the order of
// the table, its printed sections (Nomads) or the project's samples standing
// in for them (Crossroads, Harvest: rulebook 003, "Mélangez les 4 nouvelles
// sections de plateau de jeu avec les 8 du jeu de base").
func drawPool(c Config) (pool [20]Quadrant, n int) {
	r := rulesOf(c)
	for sec := Section(1); sec < numSections; sec++ {
		if sectionTable[sec].box == baseBox {
			pool[n] = Quadrant{Section: sec}
			n++
		}
	}
	for e, x := range expansions {
		if !r.has(expansionID(e)) {
			continue
		}
		for sec := Section(1); sec < numSections; sec++ {
			if sectionTable[sec].box == boxOf(expansionID(e)) {
				pool[n] = Quadrant{Section: sec}
				n++
			}
		}
		if x.samples != nil {
			for _, cs := range x.samples() {
				pool[n] = Quadrant{Custom: cs}
				n++
			}
		}
	}
	return pool, n
}

// NomadsSections returns the 4 sections of the Nomads expansion.
func NomadsSections() [4]Section {
	return [4]Section{QuarrySection, CaravanSection, VillageSection, GardenSection}
}

// sectionData is the terrain and the locations of one section as printed
// or written (not turned).
type sectionData struct {
	name     string // as in the data file: "oracle"
	box      box    // the box it comes from (a section file names it: "base", "nomads", ...)
	terrain  [sectionSize]Terrain
	location [sectionSize]Location // at the LocationSpace hexes
}

//go:embed sections.txt
var sectionsText string

// sectionTable holds the printed sections, parsed from the embedded copy of
// the project's cross-checked section data (sections.txt).
var sectionTable = func() [numSections]sectionData {
	var t [numSections]sectionData
	list, err := parseSections(sectionsText)
	if err != nil {
		panic("kingdombuilder: embedded section data: " + err.Error())
	}
	for _, d := range list {
		l, _ := locationByKey(d.name)
		s := Section(l) // sections are numbered like their locations
		if s == NoSection || s >= numSections || t[s].name != "" {
			panic("kingdombuilder: embedded section data: unexpected section " + d.name)
		}
		t[s] = d
	}
	for s := Section(1); s < numSections; s++ {
		if t[s].name == "" {
			panic("kingdombuilder: embedded section data: missing section " + locationTable[s].key)
		}
	}
	return t
}()

// String returns the section's name, such as "oracle".
func (s Section) String() string {
	if s > NoSection && s < numSections {
		return sectionTable[s].name
	}
	if s == NoSection {
		return "none"
	}
	return "section(" + itoa(int(s)) + ")"
}

// Location returns the location printed on the section.
func (s Section) Location() Location {
	if s > NoSection && s < numSections {
		return Location(s) // sections are numbered like their locations
	}
	return NoLocation
}

// Expansion returns "base" or "nomads": the box the section comes from.
func (s Section) Expansion() string {
	if s > NoSection && s < numSections {
		return sectionTable[s].box.key()
	}
	return ""
}

// Terrain returns the terrain printed at row r, column c (0-9) of the
// section, as printed (not turned).
func (s Section) Terrain(r, c int) Terrain {
	if s <= NoSection || s >= numSections || r < 0 || r >= sectionRows || c < 0 || c >= sectionCols {
		return NoTerrain
	}
	return sectionTable[s].terrain[sectionGrid.Index(hexgrid.Offset{Row: r, Col: c})]
}

// sectionByName returns the section with the given name.
func sectionByName(name string) (Section, bool) {
	for s := Section(1); s < numSections; s++ {
		if sectionTable[s].name == name {
			return s, true
		}
	}
	return NoSection, false
}

// Quadrant is a section placed on the board: which section and whether it is
// turned by 180 degrees. The section is either a printed one (Section) or a
// custom one read by ParseSections (Custom, with Section left NoSection).
// The four quadrants of a board are numbered 0 top left, 1 top right, 2
// bottom left, 3 bottom right.
type Quadrant struct {
	Section Section        `json:"section"`
	Turned  bool           `json:"turned"`
	Custom  *CustomSection `json:"custom,omitempty"`
}

// String formats q as its section name, followed by "*" when turned.
func (q Quadrant) String() string {
	name := q.Section.String()
	if q.Custom != nil {
		name = q.Custom.Name()
	}
	if q.Turned {
		return name + "*"
	}
	return name
}

// data returns the terrain and locations of q's section (nil for no
// section).
func (q Quadrant) data() *sectionData {
	switch {
	case q.Custom != nil:
		return &q.Custom.d
	case q.Section > NoSection && q.Section < numSections:
		return &sectionTable[q.Section]
	}
	return nil
}

// Limits of the data of one board.
const (
	maxPlayers     = 5  // Nomads allows 5 (the base game 4); every array of the State is sized by it
	maxSlots       = 16 // location hexes on a board (base boards have at most 8)
	numCardsInGame = 3
)

// setup is the immutable description of one game: the assembled board, its
// precomputed sets and the Kingdom Builder cards. States share it by pointer.
type setup struct {
	players int
	quads   [4]Quadrant
	cards   [numCardsInGame]Card
	rules   rules // the expansions played

	terrain  [maxHex]Terrain  // NoTerrain off the board and the Island
	location [maxHex]Location // at LocationSpace hexes

	terrainSet [numTerrains]hexgrid.Set
	buildable  hexgrid.Set
	special    hexgrid.Set // castles, locations, nomad spaces, palaces (not silos: Terrain.Special)
	// The hexes next to water, to a mountain and to a special hex, and not
	// in them (grid.Ring), which Fishermen, Miners and Workers read.
	nearWater, nearMountain, nearSpecial hexgrid.Set

	// Location hexes ("slots"), in increasing hex order; each holds 2 tiles
	// at set-up.
	nslots   int
	slotHex  [maxSlots]int16
	slotLoc  [maxSlots]Location
	locSlots [numLocations]uint16 // the slots of each kind of location
	hexSlots [maxHex]uint16       // slots next to each hex
	present  [numLocations]bool   // locations on this board

	queenies queeniesSetup // the Capitols and Caves (Queenies), zero without

	obs obsBoard // the planes of Observe that depend only on the set-up

}

// quadLayout holds where the cells of a section land on the board, computed
// once: cell[q][si] is the board cell of section cell si in quadrant q (top
// left, top right, bottom left, bottom right), turned[si] the section cell
// that a turned section shows at si, and set[q] the cells of quadrant q.
var quadLayout = func() (l struct {
	cell   [4][sectionSize]int16
	turned [sectionSize]uint8
	set    [4]hexgrid.Set
}) {
	for si := range sectionSize {
		l.turned[si] = uint8(sectionGrid.Rotate180(si))
	}
	for q := range 4 {
		at := hexgrid.Offset{Row: q / 2 * sectionRows, Col: q % 2 * sectionCols}
		l.set[q] = grid.Rect(at, hexgrid.Offset{Row: at.Row + sectionRows - 1, Col: at.Col + sectionCols - 1})
		for si := range sectionSize {
			o := sectionGrid.Offset(si)
			l.cell[q][si] = int16(grid.Index(hexgrid.Offset{Row: at.Row + o.Row, Col: at.Col + o.Col}))
		}
	}
	return l
}()

// placedSection is a section as it lands in one quadrant, turned or not:
// its cells' terrains and locations in the order of the board's cells (row
// by row, each row a run of sectionCols cells of the board), and its hexes
// of each terrain as board sets. newSetup assembles a board from four.
type placedSection struct {
	terrain  [sectionSize]Terrain
	location [sectionSize]Location
	sets     [numTerrains]hexgrid.Set
	terrains uint64 // bit t: some hex of terrain t
	// buildable and special are its buildable and special hexes; the
	// others its water, mountain and special hexes with their neighbours
	// on the board (grid.Dilate), so that the rings of a board are the
	// union of its sections' less the hexes themselves (a dilation of a
	// union is the union of the dilations).
	buildable, special                   hexgrid.Set
	wideWater, wideMountain, wideSpecial hexgrid.Set
}

// place fills p with the section d in quadrant q, turned or not.
func (p *placedSection) place(d *sectionData, q int, turned bool) {
	*p = placedSection{}
	cell := &quadLayout.cell[q]
	for si := range sectionSize {
		src := si
		if turned {
			src = int(quadLayout.turned[si])
		}
		t := d.terrain[src]
		p.terrain[si] = t
		if t == LocationSpace {
			p.location[si] = d.location[src]
		}
		p.sets[t].Insert(int(cell[si]))
		p.terrains |= 1 << t
	}
	for t := Terrain(1); t < numTerrains; t++ {
		if terrainTable[t].buildable {
			p.buildable = p.buildable.Union(p.sets[t])
		}
		if terrainTable[t].special {
			p.special = p.special.Union(p.sets[t])
		}
	}
	p.wideWater = grid.Dilate(p.sets[Water])
	p.wideMountain = grid.Dilate(p.sets[Mountain])
	p.wideSpecial = grid.Dilate(p.special)
}

// placedSections holds every printed section in every quadrant, turned and
// not, computed once.
var placedSections = func() (t *[numSections][2][4]placedSection) {
	t = new([numSections][2][4]placedSection)
	for sec := Section(1); sec < numSections; sec++ {
		for turned := range 2 {
			for q := range 4 {
				t[sec][turned][q].place(&sectionTable[sec], q, turned == 1)
			}
		}
	}
	return t
}()

// placed returns qd as it lands in quadrant q: from placedSections for a
// printed section, from the custom section's own table (made on first use)
// for a custom one.
func (qd Quadrant) placed(q int) *placedSection {
	turned := 0
	if qd.Turned {
		turned = 1
	}
	if c := qd.Custom; c != nil {
		c.placedOnce.Do(func() {
			c.placed = new([2][4]placedSection)
			for tu := range 2 {
				for q := range 4 {
					c.placed[tu][q].place(&c.d, q, tu == 1)
				}
			}
		})
		return &c.placed[turned][q]
	}
	return &placedSections[qd.Section][turned][q]
}

// newSetup assembles the board of four quadrants.
func newSetup(k setupKey) *setup {
	players, quads, cards := k.players, k.quads, k.cards
	g := &setup{players: players, quads: quads, cards: cards, rules: k.rules}
	var wideWater, wideMountain, wideSpecial hexgrid.Set
	for q, qd := range quads {
		ps := qd.placed(q)
		// Row by row: section row r lands on sectionCols consecutive cells
		// of the board (quadLayout's cells, row-major; see init).
		for r := range sectionRows {
			si := r * sectionCols
			i := int(quadLayout.cell[q][si])
			copy(g.terrain[i:i+sectionCols], ps.terrain[si:si+sectionCols])
			copy(g.location[i:i+sectionCols], ps.location[si:si+sectionCols])
		}
		for ts := ps.terrains; ts != 0; ts &= ts - 1 {
			orInto(&g.terrainSet[bits.TrailingZeros64(ts)], &ps.sets[bits.TrailingZeros64(ts)])
		}
		orInto(&g.buildable, &ps.buildable)
		orInto(&g.special, &ps.special)
		orInto(&wideWater, &ps.wideWater)
		orInto(&wideMountain, &ps.wideMountain)
		orInto(&wideSpecial, &ps.wideSpecial)
	}
	if k.queenies.island != nil {
		g.placeIsland(k.queenies.island)
		g.derive() // the Island's hexes join every set: from the terrains
	} else {
		g.nearWater = wideWater.Diff(g.terrainSet[Water])
		g.nearMountain = wideMountain.Diff(g.terrainSet[Mountain])
		g.nearSpecial = wideSpecial.Diff(g.special)
		g.deriveSlots()
	}
	g.queenies = newQueeniesSetup(k.queenies)
	g.obs = newObsBoard(g)
	return g
}

// orInto adds the hexes of b to *a, word by word in place.
func orInto(a, b *hexgrid.Set) {
	for w := range a {
		a[w] |= b[w]
	}
}

// init checks that the cells of each row of a quadrant are consecutive on
// the board, as newSetup copies them.
func init() {
	for q := range 4 {
		for si := range sectionSize {
			r, c := si/sectionCols, si%sectionCols
			if int(quadLayout.cell[q][si]) != int(quadLayout.cell[q][r*sectionCols])+c {
				panic("kingdombuilder: a quadrant's row is not a run of the board's cells")
			}
		}
	}
}

// quadOfHex holds the quadrant of every hex of the 20x20 board (0 top
// left, 1 top right, 2 bottom left, 3 bottom right), noQuadrant elsewhere
// (the Island is no section).
var quadOfHex = func() (t [maxHex]uint8) {
	for i := range t {
		t[i] = noQuadrant
	}
	for q := range 4 {
		for _, i := range quadLayout.cell[q] {
			t[i] = uint8(q)
		}
	}
	return t
}()

// derive computes the tables of g that follow from its terrain and
// location of every hex: the buildable and special hexes and the location
// hexes ("slots") with their neighbours. g.terrainSet must be filled.
func (g *setup) derive() {
	g.buildable, g.special = hexgrid.Set{}, hexgrid.Set{}
	for t := Terrain(1); t < numTerrains; t++ {
		if terrainTable[t].buildable {
			g.buildable = g.buildable.Union(g.terrainSet[t])
		}
		if terrainTable[t].special {
			g.special = g.special.Union(g.terrainSet[t])
		}
	}
	g.nearWater = grid.Ring(g.terrainSet[Water])
	g.nearMountain = grid.Ring(g.terrainSet[Mountain])
	g.nearSpecial = grid.Ring(g.special)
	g.deriveSlots()
}

// deriveSlots computes the location hexes ("slots") of g from its
// terrainSet and location tables.
func (g *setup) deriveSlots() {
	g.nslots = 0
	g.present = [numLocations]bool{}
	g.locSlots = [numLocations]uint16{}
	clear(g.hexSlots[:])
	for w, x := range g.terrainSet[LocationSpace] {
		for ; x != 0; x &= x - 1 {
			i := w<<6 | bits.TrailingZeros64(x)
			k := g.nslots
			g.nslots++
			g.slotHex[k] = int16(i)
			g.slotLoc[k] = g.location[i]
			g.present[g.location[i]] = true
			g.locSlots[g.location[i]] |= 1 << k
			for _, j := range &nbrList[i] {
				if j >= 0 {
					g.hexSlots[j] |= 1 << k
				}
			}
		}
	}
}

// slotNear returns the hexes next to the location hex of slot k.
func (g *setup) slotNear(k int) *hexgrid.Set { return &nbrSets[g.slotHex[k]] }

// hex converts an offset to a board index, -1 when off the board.
func hexIndex(o hexgrid.Offset) int { return grid.Index(o) }

// setupKey identifies a set-up.
type setupKey struct {
	players int
	quads   [4]Quadrant
	cards   [numCardsInGame]Card
	rules   rules
	// queenies places the Queenies' tiles (set when rules.has(queeniesExp)).
	queenies queeniesKey
}

// setupCache shares the set-ups built so far, so that states of the same
// game (decoded from JSON, or new games on the same board) share their
// tables. It holds at most setupCacheSize entries.
var setupCache struct {
	sync.Mutex
	m map[setupKey]*setup
}

const setupCacheSize = 1024

// setupFor returns the set-up of the given game, from the cache when it is
// there.
func setupFor(players int, quads [4]Quadrant, cards [numCardsInGame]Card) *setup {
	return setupWith(setupKey{players: players, quads: quads, cards: cards})
}

// setupWith returns the set-up k, from the cache when it is there.
func setupWith(k setupKey) *setup {
	setupCache.Lock()
	g := setupCache.m[k]
	full := len(setupCache.m) >= setupCacheSize
	setupCache.Unlock()
	if g != nil {
		return g
	}
	g = newSetup(k)
	if full {
		return g // not kept: no second look-up
	}
	setupCache.Lock()
	defer setupCache.Unlock()
	if setupCache.m == nil {
		setupCache.m = map[setupKey]*setup{}
	}
	if old := setupCache.m[k]; old != nil {
		return old
	}
	if len(setupCache.m) < setupCacheSize {
		setupCache.m[k] = g
	}
	return g
}
