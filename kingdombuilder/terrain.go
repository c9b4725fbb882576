package kingdombuilder

// Terrain is the kind of a hex of the board, and the kind shown on a terrain
// card. The zero Terrain is NoTerrain.
//
// Terrains are data: each has a one-letter code (used by the section files
// and by State.String), a name and flags that the rules read (buildable,
// special for Merchants and Workers, shown on terrain cards). An expansion
// adds a terrain by adding a constant and a row of terrainTable.
type Terrain uint8

// The terrains of the base game and of the expansions. Grass to Forest are
// the five buildable terrains of the base game, and the five kinds of terrain
// card; the Marshlands expansion adds swamp, a sixth buildable terrain.
const (
	NoTerrain     Terrain = iota
	Grass                 // Prairie
	Canyon                // Canyon
	Desert                // Désert
	Flower                // Fleurs
	Forest                // Forêt
	Water                 // Eau
	Mountain              // Montagne
	Castle                // Château
	LocationSpace         // a location hex; which location is State.LocationAt
	NomadSpace            // case Nomades (Nomads sections)
	Swamp                 // Marais (Marshlands): buildable, on the swamp terrain cards
	Farmland              // Terres cultivables (Harvest): reached by the Cultivate action
	Palace                // Palais (Marshlands)
	Silo                  // Silo (Harvest)

	numTerrains
)

// terrainInfo describes one terrain.
type terrainInfo struct {
	code      byte   // letter in section files
	name      string // English name
	buildable bool   // settlements may be built on it by the ordinary rules
	special   bool   // castle, location, nomad space or palace: counts for Merchants and Workers
	card      bool   // appears on terrain cards
	box       box    // the box whose sections bring it
}

var terrainTable = [numTerrains]terrainInfo{
	NoTerrain:     {code: '?', name: "none"},
	Grass:         {code: 'G', name: "grass", buildable: true, card: true},
	Canyon:        {code: 'C', name: "canyon", buildable: true, card: true},
	Desert:        {code: 'D', name: "desert", buildable: true, card: true},
	Flower:        {code: 'F', name: "flower", buildable: true, card: true},
	Forest:        {code: 'T', name: "forest", buildable: true, card: true},
	Water:         {code: 'W', name: "water"},
	Mountain:      {code: 'M', name: "mountain"},
	Castle:        {code: 'K', name: "castle", special: true},
	LocationSpace: {code: 'L', name: "location", special: true},
	NomadSpace:    {box: nomadsBox, code: 'N', name: "nomad space", special: true},
	Swamp:         {box: marshlandsBox, code: 'S', name: "swamp", buildable: true},
	Farmland:      {box: harvestBox, code: 'A', name: "farmland", buildable: true},
	Palace:        {box: marshlandsBox, code: 'P', name: "palace", special: true},
	Silo:          {box: harvestBox, code: 'O', name: "silo"},
}

// cardTerrains lists the terrains of the base terrain deck, in deck order.
var cardTerrains = [...]Terrain{Grass, Canyon, Desert, Flower, Forest}

// cardsPerTerrain is the number of terrain cards of each kind in the base deck
// (25 cards: 5 of each of the 5 buildable terrains).
const cardsPerTerrain = 5

// deckSize is the number of terrain cards of the base game.
const deckSize = cardsPerTerrain * len(cardTerrains)

// maxDeck bounds the terrain deck of every supported game.
const maxDeck = 32

// String returns the English name of t, such as "grass".
func (t Terrain) String() string {
	if t < numTerrains {
		return terrainTable[t].name
	}
	if isSwampCard(t) {
		return swampCardName(t) // a swamp terrain card (Marshlands)
	}
	return "terrain(" + itoa(int(t)) + ")"
}

// Code returns the one-letter code of t used by the section files and by
// State.String: G grass, C canyon, D desert, F flower, T forest, W water,
// M mountain, K castle, L location, N nomad space, S swamp, A farmland
// (arable land), P palace, O silo.
func (t Terrain) Code() byte {
	if t < numTerrains {
		return terrainTable[t].code
	}
	return '?'
}

// Buildable reports whether settlements may be built on t by the ordinary
// placement rules (grass, canyon, desert, flower, forest; swamp and
// farmland of the expansions). Water and mountains are reached only by the
// rules that name them (the Harbor, a Donation, ...).
func (t Terrain) Buildable() bool { return t < numTerrains && terrainTable[t].buildable }

// Special reports whether t is a castle, location, nomad space or palace:
// the hexes that Merchants links and Workers neighbours. A silo is not (a
// ruling): rulebook 003 adds palaces to Merchants and Workers in a note
// ("Les palais sont pris en compte pour les cartes Kingdom Builder
// Marchands et Ouvriers") and gives no such note for silos, which it
// introduces as non-buildable terrain ("un nouveau type de Terrain non
// constructible, les silos"); only the University's own text counts them.
func (t Terrain) Special() bool { return t < numTerrains && terrainTable[t].special }

// terrainByCode returns the terrain of a section-file letter.
func terrainByCode(c byte) (Terrain, bool) {
	for t := Terrain(1); t < numTerrains; t++ {
		if terrainTable[t].code == c {
			return t, true
		}
	}
	return NoTerrain, false
}

// terrainByName returns the terrain with the given English name.
func terrainByName(s string) (Terrain, bool) {
	for t := Terrain(1); t < numTerrains; t++ {
		if terrainTable[t].name == s {
			return t, true
		}
	}
	return NoTerrain, false
}

// itoa formats a small integer without importing strconv in hot files.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
