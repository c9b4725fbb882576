package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestNomadsSetup: with Nomads, random boards come from the 12 sections and
// random cards from the 13 (rulebook 003, "Changements lors de la mise en
// place"); every nomad space gets one tile, from the 15 of the box,
// shuffled by the seed; the same seed gives the same game.
func TestNomadsSetup(t *testing.T) {
	sections := map[Section]bool{}
	cards := map[Card]bool{}
	arrangements := map[[NomadTilesInGame]NomadKind]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		c := Config{Players: 2 + int(seed%4), Nomads: true, Seed: seed}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range s.Quadrants() {
			sections[q.Section] = true
		}
		for _, k := range s.Cards() {
			cards[k] = true
		}
		again, _ := New(c)
		if !again.Equal(s) {
			t.Fatalf("seed %d: two different games", seed)
		}
		// All 4 Nomads sections: 6 nomad spaces, each with a tile.
		c.Quadrants = [4]Quadrant{{Section: GardenSection}, {Section: QuarrySection, Turned: seed%2 == 0}, {Section: VillageSection}, {Section: CaravanSection}}
		s, err = New(c)
		if err != nil {
			t.Fatal(err)
		}
		var count [numNomadKinds]int
		n := 0
		for h := range s.g.terrainSet[NomadSpace].All() {
			k := s.NomadTileAt(grid.Offset(h))
			if k == NoNomad {
				t.Fatalf("seed %d: the nomad space %v has no tile", seed, grid.Offset(h))
			}
			count[k]++
			n++
		}
		if n != 6 {
			t.Fatalf("%d nomad spaces on the 4 Nomads sections, want 6", n)
		}
		for k := NomadKind(1); k < numNomadKinds; k++ {
			if count[k] > int(nomadTable[k].count) {
				t.Fatalf("seed %d: %d %v tiles", seed, count[k], k)
			}
		}
		arrangements[s.x.nomads.space] = true
	}
	base, nomads := BaseSections(), NomadsSections()
	for _, sec := range append(base[:], nomads[:]...) {
		if !sections[sec] {
			t.Errorf("200 random Nomads boards never used the %v section", sec)
		}
	}
	for _, c := range cardsDrawnFrom(nil, Config{Nomads: true}) {
		if !cards[c] {
			t.Errorf("200 random Nomads games never drew %v", c)
		}
	}
	if len(arrangements) < 150 {
		t.Errorf("only %d arrangements of the nomad tiles in 200 games", len(arrangements))
	}
	// The box: 15 tiles.
	total := 0
	for k := NomadKind(1); k < numNomadKinds; k++ {
		total += int(nomadTable[k].count)
	}
	if total != NomadTilesInGame || nomadTable[Sword].count != 2 || nomadTable[DonationWater].count != 1 {
		t.Errorf("%d nomad tiles in the box", total)
	}
}

// TestBaseDrawsUnchanged: a base game never draws a Nomads section or card
// (TestPerft guards that its seeds give the same games as before).
func TestBaseDrawsUnchanged(t *testing.T) {
	for seed := uint64(0); seed < 100; seed++ {
		s, err := New(Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range s.Quadrants() {
			if q.Section.Expansion() != "base" {
				t.Fatalf("seed %d: a base game drew %v", seed, q.Section)
			}
		}
		for _, c := range s.Cards() {
			if cardTable[c].box == nomadsBox {
				t.Fatalf("seed %d: a base game drew %v", seed, c)
			}
		}
		if s.g.rules.any() {
			t.Fatalf("a base game has an expansion state")
		}
	}
}

// TestTooManyNomadSpaces: a board of custom sections with more nomad
// spaces than the 15 tiles is refused.
func TestTooManyNomadSpaces(t *testing.T) {
	row := "N G G G G G G G G G\n"
	var quads [4]Quadrant
	for i := range quads {
		text := "section sample-nomads-" + string(rune('a'+i)) + " nomads\n" + strings.Repeat(row, 4) + strings.Repeat("G G G G G G G G G G\n", 6)
		secs, err := ParseSections(text)
		if err != nil {
			t.Fatal(err)
		}
		quads[i] = Quadrant{Custom: secs[0]}
	}
	_, err := New(Config{Players: 2, Nomads: true, Quadrants: quads})
	if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), "16 nomad spaces") {
		t.Errorf("New with 16 nomad spaces: %v", err)
	}
	quads[3].Custom, _ = func() (*CustomSection, error) {
		secs, err := ParseSections("section sample-nomads-d nomads\n" + strings.Repeat("G G G G G G G G G G\n", 10))
		return secs[0], err
	}()
	s, err := New(Config{Players: 2, Nomads: true, Quadrants: quads})
	if err != nil {
		t.Fatalf("New with 12 nomad spaces: %v", err)
	}
	if got := s.g.terrainSet[NomadSpace].Count(); got != 12 {
		t.Fatalf("%d nomad spaces", got)
	}
}
