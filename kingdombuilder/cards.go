package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Card is a Kingdom Builder card: one of the 3 goals of a game, scored at the
// end. The zero Card is NoCard.
//
// Cards are data: each has a row in cardTable with its names and its score.
// Expansions add cards by adding rows.
type Card uint8

// The 10 Kingdom Builder cards of the base game, then those of the
// expansions.
const (
	NoCard      Card = iota
	Fishermen        // Pêcheurs: 1 per settlement next to water (not on water or a mountain)
	Miners           // Mineurs: 1 per settlement next to a mountain (not on water or a mountain)
	Workers          // Ouvriers: 1 per settlement next to a castle or location (nomad space, palace; not a silo)
	Merchants        // Marchands: 4 per castle or location (nomad space, palace; not a silo) linked to another
	Discoverers      // Explorateurs: 1 per row with a settlement of yours
	Hermits          // Ermites: 1 per settlement area
	Citizens         // Citoyens: 1 per 2 settlements of your largest area
	Farmers          // Paysans: 3 per settlement in your weakest section
	Knights          // Chevaliers: 2 per settlement in your strongest row
	Lords            // Seigneurs: 12/6 for first/second most in each section

	// Nomads: scored during play, after each settlement built.
	Families    // Familles
	Shepherds   // Bergers
	Ambassadors // Ambassadeurs

	// Marshlands.
	Geologists // Géologues
	Vassals    // Vassaux
	Captains   // Capitaines
	Messengers // Messagers
	Scouts     // Eclaireurs
	Noblewomen // Nobles dames

	// Harvest.
	Mayors     // Maires
	Vagabonds  // Vagabonds
	Rangers    // Gardes forestiers
	Travellers // Voyageurs
	Innkeepers // Tenanciers
	Colonists  // Colons

	numCards
)

// BaseCards returns the 10 Kingdom Builder cards of the base game.
func BaseCards() [10]Card {
	return [10]Card{Fishermen, Miners, Workers, Merchants, Discoverers, Hermits, Citizens, Farmers, Knights, Lords}
}

// cardRule describes one Kingdom Builder card.
type cardRule struct {
	name   string // English name
	key    string // lower-case name for JSON and configs
	french string // name in the French rulebook
	box    box    // the box the card comes from
}

var cardTable = [numCards]cardRule{
	NoCard:      {name: "none", key: "none"},
	Fishermen:   {name: "Fishermen", key: "fishermen", french: "Pêcheurs"},
	Miners:      {name: "Miners", key: "miners", french: "Mineurs"},
	Workers:     {name: "Workers", key: "workers", french: "Ouvriers"},
	Merchants:   {name: "Merchants", key: "merchants", french: "Marchands"},
	Discoverers: {name: "Discoverers", key: "discoverers", french: "Explorateurs"},
	Hermits:     {name: "Hermits", key: "hermits", french: "Ermites"},
	Citizens:    {name: "Citizens", key: "citizens", french: "Citoyens"},
	Farmers:     {name: "Farmers", key: "farmers", french: "Paysans"},
	Knights:     {name: "Knights", key: "knights", french: "Chevaliers"},
	Lords:       {name: "Lords", key: "lords", french: "Seigneurs"},

	// Nomads: scored during play, after each settlement built (see
	// nomadBuilt and beforeMoveNomads); their score is what they gave
	// during play, nothing more at the end.
	Families:    {box: nomadsBox, name: "Families", key: "families", french: "Familles"},
	Shepherds:   {box: nomadsBox, name: "Shepherds", key: "shepherds", french: "Bergers"},
	Ambassadors: {box: nomadsBox, name: "Ambassadors", key: "ambassadors", french: "Ambassadeurs"},

	// Marshlands (marshlands_cards.go).
	Geologists: {box: marshlandsBox, name: "Geologists", key: "geologists", french: "Géologues"},
	Vassals:    {box: marshlandsBox, name: "Vassals", key: "vassals", french: "Vassaux"},
	Captains:   {box: marshlandsBox, name: "Captains", key: "captains", french: "Capitaines"},
	Messengers: {box: marshlandsBox, name: "Messengers", key: "messengers", french: "Messagers"},
	Scouts:     {box: marshlandsBox, name: "Scouts", key: "scouts", french: "Eclaireurs"},
	Noblewomen: {box: marshlandsBox, name: "Noblewomen", key: "noblewomen", french: "Nobles dames"},

	// Harvest (harvest_cards.go).
	Mayors:     {box: harvestBox, name: "Mayors", key: "mayors", french: "Maires"},
	Vagabonds:  {box: harvestBox, name: "Vagabonds", key: "vagabonds", french: "Vagabonds"},
	Rangers:    {box: harvestBox, name: "Rangers", key: "rangers", french: "Gardes forestiers"},
	Travellers: {box: harvestBox, name: "Travellers", key: "travellers", french: "Voyageurs"},
	Innkeepers: {box: harvestBox, name: "Innkeepers", key: "innkeepers", french: "Tenanciers"},
	Colonists:  {box: harvestBox, name: "Colonists", key: "colonists", french: "Colons"},
}

// String returns the English name of c, such as "Fishermen".
func (c Card) String() string {
	if c < numCards {
		return cardTable[c].name
	}
	return "card(" + itoa(int(c)) + ")"
}

// Key returns the lower-case name of c, such as "fishermen".
func (c Card) Key() string {
	if c < numCards {
		return cardTable[c].key
	}
	return ""
}

func cardByKey(k string) (Card, bool) {
	for c := Card(1); c < numCards; c++ {
		if cardTable[c].key == k {
			return c, true
		}
	}
	return NoCard, false
}

// nextTo counts the hexes of own that touch a hex of t and are not in t;
// ring is the hexes next to t and not in t (grid.Ring(t), kept in the
// set-up).
func nextTo(own, t, ring hexgrid.Set) int {
	return own.Diff(t).Intersect(ring).Count()
}

// onLand returns p's settlements (State.settled: Crossroads pieces
// included) that stand neither on water nor on a mountain: those that
// Fishermen and Miners count. A ruling: a settlement on water or on a
// mountain (a Donation, the Harbor, the Canoe, the Fountain, a ship, ...)
// counts for neither card, even next to the other terrain (rulebook 002,
// Donation, note: "ceux-ci ne comptent pas lors du décompte des cartes
// Personnages « Pêcheurs » et « Mineurs »").
func onLand(s *State, p int) hexgrid.Set {
	return s.settled(p).Diff(s.g.terrainSet[Water]).Diff(s.g.terrainSet[Mountain])
}

// scoreFishermen: 1 per settlement next to water, not on water or a
// mountain.
func scoreFishermen(s *State, p int) int {
	return nextTo(onLand(s, p), s.g.terrainSet[Water], s.g.nearWater)
}

// scoreMiners: 1 per settlement next to a mountain, not on water or a
// mountain.
func scoreMiners(s *State, p int) int {
	return nextTo(onLand(s, p), s.g.terrainSet[Mountain], s.g.nearMountain)
}

// scoreWorkers: 1 per settlement next to at least one special hex: castle,
// location, nomad space or palace (s.g.special; silos are not special, a
// ruling: see Terrain.Special).
func scoreWorkers(s *State, p int) int { return nextTo(s.settled(p), s.g.special, s.g.nearSpecial) }

// scoreMerchants: 4 per special hex (castle, location, nomad space, palace;
// not a silo) that one group of p's connected settlements touches together
// with at least one other special hex. A hex linked by several groups
// counts once.
func scoreMerchants(s *State, p int) int {
	mine := s.settled(p)
	var a areas
	a.label(&mine)
	var touch [64]uint64
	if a.n <= len(touch) && a.touches(&s.g.special, touch[:]) {
		var linked uint64
		for _, t := range touch[:a.n] {
			if bits.OnesCount64(t) >= 2 {
				linked |= t
			}
		}
		return 4 * bits.OnesCount64(linked)
	}
	var linked hexgrid.Set
	for rest := s.settled(p); !rest.IsEmpty(); {
		if t := grid.Dilate(nextGroup(&rest)).Intersect(s.g.special); t.Count() >= 2 {
			linked = linked.Union(t)
		}
	}
	return 4 * linked.Count()
}

// scoreDiscoverers: 1 per row of the board holding a settlement of p.
func scoreDiscoverers(s *State, p int) int {
	n := 0
	mine := s.settled(p)
	for r := range numLines {
		if lineOf(&mine, r) != 0 {
			n++
		}
	}
	return n
}

// scoreHermits: 1 per settlement area (group of connected settlements,
// a lone settlement included).
func scoreHermits(s *State, p int) int {
	mine := s.settled(p)
	var a areas
	a.label(&mine)
	return a.n
}

// scoreCitizens: 1 per 2 settlements of p's largest area, rounded down.
func scoreCitizens(s *State, p int) int {
	mine := s.settled(p)
	var a areas
	a.label(&mine)
	return a.largest / 2
}

// scoreFarmers: 3 per settlement of p in the section where p has fewest;
// 0 when p has no settlement in some section.
func scoreFarmers(s *State, p int) int {
	least := -1
	for q := range quadLayout.set {
		n := quadLayout.set[q].Intersect(s.settled(p)).Count()
		if least < 0 || n < least {
			least = n
		}
	}
	return 3 * least
}

// scoreKnights: 2 per settlement of p in the row where p has most.
func scoreKnights(s *State, p int) int {
	best := 0
	mine := s.settled(p)
	for r := range numLines {
		best = max(best, bits.OnesCount32(lineOf(&mine, r)))
	}
	return 2 * best
}

// scoreLords: in each section, the players tied for the most settlements get
// 12 and the players tied for the next lower count get 6; players with no
// settlement there take part in the ranking (a ruling: 5,0,0 -> 12,6,6). A
// section where nobody has a settlement scores nothing.
func scoreLords(s *State, p int) int {
	total := 0
	for q := range quadLayout.set {
		total += lordsIn(s, q, p)
	}
	return total
}

// lordsIn returns p's Lords points in quadrant q.
func lordsIn(s *State, q, p int) int {
	var counts [maxPlayers]int
	for i := 0; i < s.g.players; i++ {
		counts[i] = quadLayout.set[q].Intersect(s.settled(i)).Count()
	}
	return lordsPoints(&counts, s.g.players, p)
}

// lordsPoints returns p's Lords points in a section where player i has
// counts[i] settlements, for the first players of counts.
func lordsPoints(counts *[maxPlayers]int, players, p int) int {
	first := 0
	for i := range players {
		first = max(first, counts[i])
	}
	if first == 0 {
		return 0
	}
	if counts[p] == first {
		return 12
	}
	second := -1
	for i := range players {
		if counts[i] < first {
			second = max(second, counts[i])
		}
	}
	if counts[p] == second {
		return 6
	}
	return 0
}
