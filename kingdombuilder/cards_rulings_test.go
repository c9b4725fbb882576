package kingdombuilder

import "testing"

// The golden tests of the scoring rulings on the base cards (Fishermen,
// Miners, Workers, Merchants). Each builds a position and reads the card
// through the public breakdown (State.Scores, via part).

// TestRulingFishermenMinersNotOnWaterOrMountain: a settlement that stands on
// water or on a mountain counts for neither Fishermen nor Miners, even when
// it is next to the other terrain. Rulebook 002, "Don", note: "si ces 3
// bâtiments supplémentaires sont construits sur des case Eau ou Montagne,
// ceux-ci ne comptent pas lors du décompte des cartes Personnages
// « Pêcheurs » et « Mineurs »" (rulebook 003: "elles ne sont pas prises en
// compte pour les cartes Kingdom Builder Pêcheurs et Mineurs"). The ruling
// applies to every settlement on water or a mountain (Harbor, Canoe,
// Fountain, Crossroads pieces, ...).
//
// The board is quarryGame's (see nomads_tiles_test.go): the mountain 12,11
// touches the water 12,12 and 13,11; the forest 11,13 touches water (11,12
// 10,13 10,14) and no mountain; the grass 12,10 touches the mountain 12,11
// and no water (11,9 11,10 12,9 13,9 13,10 are grass, grass, grass, flower,
// flower).
func TestRulingFishermenMinersNotOnWaterOrMountain(t *testing.T) {
	c := FirstGame(2, 1)
	c.Nomads = true
	c.Quadrants = [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: OasisSection}, {Section: QuarrySection}}
	c.Cards = [3]Card{Fishermen, Miners, Knights}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{"15,12", "15,17", "17,15"} {
		s = layNomad(t, s, h, NoNomad)
	}

	// A mountain Donation builds on the mountain 12,11, next to water: it
	// does not count for Fishermen; the forest settlement 11,13 does.
	m := put(t, s, 0, "11,13")
	m = giveNomad(m, 0, DonationMountain)
	m = mustApply(t, m, "nomad donation-mountain 12,11")
	if m.Occupant(off(t, "12,11")) != 0 {
		t.Fatal("no settlement on the mountain 12,11")
	}
	if got := part(t, m, 0, "Fishermen"); got != 1 {
		t.Errorf("Fishermen with a settlement on a mountain next to water: %d, want 1 (11,13 only)", got)
	}
	if got := part(t, m, 0, "Miners"); got != 0 {
		t.Errorf("Miners with a settlement on a mountain: %d, want 0", got)
	}

	// A water Donation builds on the water 12,12, next to the mountain
	// 12,11: it does not count for Miners; the grass settlement 12,10 does.
	w := giveNomad(s, 0, DonationWater)
	w = mustApply(t, w, "nomad donation-water 12,12")
	if w.Occupant(off(t, "12,12")) != 0 {
		t.Fatal("no settlement on the water 12,12")
	}
	w = put(t, w, 0, "12,10")
	if got := part(t, w, 0, "Miners"); got != 1 {
		t.Errorf("Miners with a settlement on water next to a mountain: %d, want 1 (12,10 only)", got)
	}
	if got := part(t, w, 0, "Fishermen"); got != 0 {
		t.Errorf("Fishermen with a settlement on water: %d, want 0", got)
	}
	if got := w.CardScore(Miners, 0); got != 1 {
		t.Errorf("CardScore(Miners) %d, want 1 like the breakdown", got)
	}
}

// TestRulingSilosNotSpecialForMerchantsWorkers: silos are not special hexes
// for Merchants and Workers. Rulebook 003 adds palaces to these cards in a
// note ("Palais": "Note : Les palais sont pris en compte pour les cartes
// Kingdom Builder Marchands et Ouvriers") and gives no such note for silos,
// which it introduces as "un nouveau type de Terrain non constructible, les
// silos"; only the University's own text counts them ("une case Lieu (en
// incluant les châteaux, les cases Nomades, les palais et les silos)").
//
// The board is the 4 sample Harvest sections, unturned: the top left one is
// sample-harvest-bazaar-watermill, whose hexes are the board's. Its silo
// 3,7 touches 2,8 and 4,7; its castle 5,6 touches 4,7 5,7 6,6 6,7; its
// Watermill 7,5 touches 6,6.
func TestRulingSilosNotSpecialForMerchantsWorkers(t *testing.T) {
	h := SampleHarvestSections()
	c := Config{Players: 2, Seed: 1, Harvest: true, Cards: [3]Card{Workers, Merchants, Knights}}
	for q := range c.Quadrants {
		c.Quadrants[q] = Quadrant{Custom: h[q]}
	}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if s.g.terrain[hx(t, "3,7")] != Silo || s.g.terrain[hx(t, "5,6")] != Castle || s.g.location[hx(t, "7,5")] != Watermill {
		t.Fatal("the board is not the sample Harvest board")
	}
	// 4,7 touches the silo and the castle, 2,8 the silo only.
	s = put(t, s, 0, "4,7", "2,8")
	if got := part(t, s, 0, "Workers"); got != 1 {
		t.Errorf("Workers: %d, want 1 (4,7 next to the castle; 2,8 next to a silo only)", got)
	}
	if got := part(t, s, 0, "Merchants"); got != 0 {
		t.Errorf("Merchants: %d, want 0 (a castle linked to a silo only)", got)
	}
	if got := part(t, s, 0, "Castles"); got != 3 {
		t.Errorf("Castles: %d, want 3", got)
	}
	// The chain 4,7 5,7 6,7 6,6 links the castle and the Watermill (and
	// the silo, which scores nothing): 8.
	s = put(t, s, 0, "5,7", "6,7", "6,6")
	if got := part(t, s, 0, "Merchants"); got != 8 {
		t.Errorf("Merchants: %d, want 8 (castle and Watermill; not the silo)", got)
	}
	if got := part(t, s, 0, "Workers"); got != 4 {
		t.Errorf("Workers: %d, want 4 (4,7 5,7 6,7 6,6; not 2,8)", got)
	}
}
