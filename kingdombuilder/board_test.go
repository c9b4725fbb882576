package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// sectionFacts are the published facts of every section, counted from the
// project's transcription: terrain counts in the order grass, canyon,
// desert, flower, forest, water, mountain, castle, location, nomad space;
// the location hexes; the castles (nomad spaces for Nomads sections).
var sectionFacts = []struct {
	section  Section
	counts   [10]int
	location string
	castles  string
}{
	{OracleSection, [10]int{16, 14, 15, 15, 15, 17, 5, 2, 1, 0}, "3,7", "1,3 7,2"},
	{FarmSection, [10]int{14, 14, 12, 14, 15, 26, 2, 1, 2, 0}, "1,7 5,2", "1,1"},
	{OasisSection, [10]int{14, 12, 11, 14, 12, 34, 0, 1, 2, 0}, "2,7 7,5", "7,1"},
	{TowerSection, [10]int{15, 15, 16, 15, 13, 13, 10, 1, 2, 0}, "3,5 7,2", "6,7"},
	{TavernSection, [10]int{17, 15, 15, 15, 16, 10, 9, 1, 2, 0}, "6,2 6,7", "3,3"},
	{BarnSection, [10]int{16, 17, 18, 13, 15, 5, 13, 1, 2, 0}, "2,6 6,2", "7,7"},
	{HarborSection, [10]int{16, 14, 14, 13, 14, 21, 5, 2, 1, 0}, "7,6", "4,2 8,2"},
	{PaddockSection, [10]int{16, 14, 15, 14, 15, 10, 13, 1, 2, 0}, "2,8 6,1", "7,5"},
	{QuarrySection, [10]int{13, 15, 14, 16, 14, 18, 6, 0, 1, 3}, "2,4", "5,2 5,7 7,5"},
	{CaravanSection, [10]int{16, 15, 13, 16, 15, 19, 3, 0, 2, 1}, "6,2 7,6", "3,3"},
	{VillageSection, [10]int{16, 16, 16, 16, 16, 11, 6, 0, 2, 1}, "4,7 6,3", "3,4"},
	{GardenSection, [10]int{16, 16, 14, 16, 15, 10, 10, 0, 2, 1}, "1,4 5,3", "7,6"},
}

func TestSectionData(t *testing.T) {
	if len(sectionFacts) != int(numSections)-1 {
		t.Fatalf("%d sections checked, %d encoded", len(sectionFacts), numSections-1)
	}
	order := []Terrain{Grass, Canyon, Desert, Flower, Forest, Water, Mountain, Castle, LocationSpace, NomadSpace}
	baseTiles := 0
	for _, f := range sectionFacts {
		var counts [10]int
		var locs, castles []string
		for r := 0; r < sectionRows; r++ {
			for c := 0; c < sectionCols; c++ {
				tr := f.section.Terrain(r, c)
				for k, o := range order {
					if tr == o {
						counts[k]++
					}
				}
				h := itoa(r) + "," + itoa(c)
				switch tr {
				case LocationSpace:
					locs = append(locs, h)
				case Castle, NomadSpace:
					castles = append(castles, h)
				}
			}
		}
		if counts != f.counts {
			t.Errorf("%v: terrain counts %v, want %v", f.section, counts, f.counts)
		}
		if got := strings.Join(locs, " "); got != f.location {
			t.Errorf("%v: location hexes %s, want %s", f.section, got, f.location)
		}
		if got := strings.Join(castles, " "); got != f.castles {
			t.Errorf("%v: castles %s, want %s", f.section, got, f.castles)
		}
		total := 0
		for _, n := range counts {
			total += n
		}
		if total != sectionSize {
			t.Errorf("%v: %d hexes", f.section, total)
		}
		if f.section.Expansion() == "base" {
			baseTiles += tilesPerLocation * counts[8]
		}
		if f.section.Location().Key() != f.section.String() {
			t.Errorf("%v: location %v", f.section, f.section.Location())
		}
	}
	// Rulebook 000, "Matériel": 28 location tiles (2 Oracle, 2 Harbor, 4 of
	// each other base location).
	if baseTiles != 28 {
		t.Errorf("base location tiles: %d, want 28", baseTiles)
	}
}

// TestTurnedQuadrant checks the assembly of the board: quadrant positions
// and the 180° turn (r, c) -> (9-r, 9-c).
func TestTurnedQuadrant(t *testing.T) {
	quads := [4]Quadrant{{Section: OracleSection}, {Section: FarmSection, Turned: true}, {Section: OasisSection}, {Section: TowerSection, Turned: true}}
	s, err := New(Config{Players: 2, Quadrants: quads, Cards: [3]Card{Lords, Miners, Hermits}})
	if err != nil {
		t.Fatal(err)
	}
	for q, qd := range quads {
		for r := 0; r < sectionRows; r++ {
			for c := 0; c < sectionCols; c++ {
				sr, sc := r, c
				if qd.Turned {
					sr, sc = 9-r, 9-c
				}
				o := hexgrid.Offset{Row: (q/2)*10 + r, Col: (q%2)*10 + c}
				if got, want := s.Terrain(o), qd.Section.Terrain(sr, sc); got != want {
					t.Fatalf("quadrant %d %v: %v is %v, want %v", q, qd, o, got, want)
				}
				if s.QuadrantOf(o) != q {
					t.Fatalf("%v in quadrant %d, want %d", o, s.QuadrantOf(o), q)
				}
			}
		}
	}
	// The Farm section turned: its location hexes 1,7 and 5,2 land at
	// 8,2 and 4,7 of the quadrant, that is 8,12 and 4,17 of the board.
	for _, h := range []string{"8,12", "4,17"} {
		if s.LocationAt(off(t, h)) != Farm {
			t.Errorf("%s is %v, want a Farm", h, s.LocationAt(off(t, h)))
		}
	}
	if s.Quadrants() != quads {
		t.Errorf("Quadrants() = %v", s.Quadrants())
	}
}

func TestConfigErrors(t *testing.T) {
	base := [4]Quadrant{{Section: OracleSection}, {Section: FarmSection}, {Section: OasisSection}, {Section: TowerSection}}
	cards := [3]Card{Lords, Miners, Hermits}
	for _, c := range []Config{
		{Players: 1},
		{Players: 5},
		{Players: 5, Quadrants: base, Cards: cards},
		{Players: 6, Nomads: true, Quadrants: base, Cards: cards},
		{Players: 1, Nomads: true, Quadrants: base, Cards: cards},
		// The Nomads cards need the Nomads expansion.
		{Players: 3, Cards: [3]Card{Lords, Families, Miners}},
		{Players: 3, Quadrants: base, Cards: [3]Card{Shepherds, Ambassadors, Miners}},
		{Players: 2, Quadrants: [4]Quadrant{{Section: OracleSection}}},
		{Players: 2, Quadrants: [4]Quadrant{{Section: OracleSection}, {Section: OracleSection}, {Section: FarmSection}, {Section: BarnSection}}},
		{Players: 2, Quadrants: [4]Quadrant{{Section: OracleSection}, {Section: QuarrySection}, {Section: FarmSection}, {Section: BarnSection}}},
		{Players: 2, Quadrants: [4]Quadrant{{Section: 99}, {Section: OracleSection}, {Section: FarmSection}, {Section: BarnSection}}},
		{Players: 2, Cards: [3]Card{Lords}},
		{Players: 2, Cards: [3]Card{Lords, Lords, Miners}},
		{Players: 2, Cards: [3]Card{Lords, 77, Miners}},
	} {
		if _, err := New(c); !errors.Is(err, kingdoms.ErrBadConfig) {
			t.Errorf("New(%+v) = %v, want an error wrapping ErrBadConfig", c, err)
		}
	}
}

// TestFivePlayers: with Nomads, 5 players play the base rules (rulebook
// 002, "Différences lors de la mise en place": "A 5 joueurs, utilisez les
// règles du jeu de base"): 40 settlements each, one terrain card each, turns
// in order 0 to 4, and the round finished after a supply runs out.
func TestFivePlayers(t *testing.T) {
	c := Config{Players: 5, Nomads: true, Seed: 3,
		Quadrants: [4]Quadrant{{Section: OracleSection}, {Section: FarmSection}, {Section: OasisSection}, {Section: TowerSection}},
		Cards:     [3]Card{Lords, Miners, Hermits}}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players() != 5 {
		t.Fatalf("Players() = %d, want 5", s.Players())
	}
	for p := range 5 {
		if s.supply[p] != SettlementsPerPlayer || s.hand[p] == NoTerrain {
			t.Errorf("player %d: supply %d, card %v", p, s.supply[p], s.hand[p])
		}
	}
	var order []int
	for !s.IsTerminal() {
		if len(order) == 0 || order[len(order)-1] != s.ToMove() {
			order = append(order, s.ToMove())
		}
		s, err = Apply(s, Legal(s)[0])
		if err != nil {
			t.Fatal(err)
		}
	}
	for i, p := range order {
		if p != i%5 {
			t.Fatalf("turn %d played by player %d, want %d", i, p, i%5)
		}
	}
	if len(order)%5 != 0 {
		t.Errorf("%d turns: the last round was not finished", len(order))
	}
	if got := len(s.Scores()); got != 5 {
		t.Errorf("%d scores, want 5", got)
	}
}

func TestRandomSetup(t *testing.T) {
	seen := map[Section]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		s, err := New(Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		q := s.Quadrants()
		for i := range q {
			seen[q[i].Section] = true
			if q[i].Section.Expansion() != "base" {
				t.Errorf("seed %d: random board uses %v", seed, q[i].Section)
			}
		}
		if err := checkBoard(q, 0); err != nil {
			t.Error(err)
		}
		if err := checkCards(s.Cards()); err != nil {
			t.Error(err)
		}
		// Every player holds a card; 25 - 3 in the deck.
		if s.DeckSize() != deckSize-3 {
			t.Errorf("deck %d", s.DeckSize())
		}
	}
	for _, sec := range BaseSections() {
		if !seen[sec] {
			t.Errorf("50 random boards never used the %v section", sec)
		}
	}
}
