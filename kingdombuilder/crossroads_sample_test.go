package kingdombuilder

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestSampleCrossroadsSections(t *testing.T) {
	seen := map[Location]bool{}
	for i, c := range SampleCrossroadsSections() {
		if want := "sample-crossroads-" + itoa(i+1); c.Name() != want || c.Expansion() != "crossroads" {
			t.Errorf("section %d: %s (%s)", i, c.Name(), c.Expansion())
		}
		var locs []Location
		castles := 0
		for r := range sectionRows {
			for col := range sectionCols {
				if l := c.Location(r, col); l != NoLocation {
					locs = append(locs, l)
				}
				if c.Terrain(r, col) == Castle {
					castles++
				}
			}
		}
		// "Chacune de ces sections comporte deux lieux différents et un
		// château" (rulebook 003, Crossroads, "Matériel").
		if len(locs) != 2 || locs[0] == locs[1] || castles != 1 {
			t.Errorf("%s: locations %v, %d castles", c.Name(), locs, castles)
		}
		for _, l := range locs {
			if locationTable[l].box != crossroadsBox || seen[l] {
				t.Errorf("%s: %v", c.Name(), l)
			}
			seen[l] = true
		}
		back, err := ParseSections(c.String())
		if err != nil || len(back) != 1 || back[0].String() != c.String() {
			t.Errorf("%s: text round trip: %v", c.Name(), err)
		}
	}
	if len(seen) != 8 {
		t.Errorf("the samples hold %d Crossroads locations, want 8", len(seen))
	}
}

// sampleBoard returns a Crossroads game on the 4 sample Crossroads sections,
// unturned, in order: Lighthouse 2,4 and Lodge 1,8 top left; Barracks 1,12
// and Crossroads 7,16 top right; City Hall 12,2 and Fort 16,7 bottom left;
// Monastery 11,14 and Wagon 17,15 bottom right.
func sampleBoard(t testing.TB, players int, tasks ...Task) State {
	t.Helper()
	c := Config{Players: players, Crossroads: true, Seed: 3, Cards: [3]Card{Lords, Knights, Fishermen}}
	for q, sec := range SampleCrossroadsSections() {
		c.Quadrants[q] = Quadrant{Custom: sec}
	}
	copy(c.Tasks[:], tasks)
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSampleBoardLocations(t *testing.T) {
	s := sampleBoard(t, 2)
	want := map[string]Location{"2,4": Lighthouse, "1,8": ForestersLodge, "1,12": Barracks, "7,16": Crossroads,
		"12,2": CityHall, "16,7": Fort, "11,14": Monastery, "17,15": Wagon}
	for h, l := range want {
		if got := s.LocationAt(off(t, h)); got != l {
			t.Errorf("%s: %v, want %v", h, got, l)
		}
	}
	if got := len(s.Tasks()); got != 4 {
		t.Errorf("%d tasks drawn for 4 Crossroads sections", got)
	}
	// The Lighthouse of the lake: a grass settlement at 3,3 takes its tile;
	// next turn the ship goes on the water next to it, 2,3 or 3,4.
	s = setHand(s, 0, Grass)
	s = mustApply(t, s, "place 3,3")
	if !s.holdsTile(0, Lighthouse) {
		t.Fatalf("no Lighthouse tile after building at 3,3")
	}
	if got := movesOf(s, "crossroads ship"); len(got) != 0 {
		t.Errorf("a tile taken this turn is usable from the next: %v", got)
	}
	s.fresh[0], s.placed = 0, 0 // as on the next turn
	sameMoves(t, "ship", movesOf(s, "crossroads ship"), withPrefix("crossroads ship ", "2,3", "3,4"))
	// A Crossroads section without Config.Crossroads is refused.
	c := Config{Players: 2, Seed: 1}
	for q, sec := range SampleCrossroadsSections() {
		c.Quadrants[q] = Quadrant{Custom: sec}
	}
	if _, err := New(c); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("Crossroads sections without Crossroads: %v", err)
	}
	// A random Crossroads board draws from the base and sample sections.
	found := false
	for seed := uint64(0); seed < 20 && !found; seed++ {
		r, err := New(Config{Players: 3, Crossroads: true, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		found = len(r.Tasks()) > 0
	}
	if !found {
		t.Errorf("no random Crossroads board holds a sample Crossroads section")
	}
}

func TestCrossroadsView(t *testing.T) {
	s := crossGame(t, 3)
	s.x = extState{crossroads: s.x.crossroads}
	// Player 1 holds a second card; player 0 is to move.
	s.x.crossroads.extra[1] = s.deck[s.deckLen-1]
	s.deck[s.deckLen-1] = NoTerrain
	s.deckLen--
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
	v := s.View(2)
	if _, ok := v.SecondCard(1); ok {
		t.Errorf("player 2 sees player 1's second card")
	}
	if got, ok := s.View(1).SecondCard(1); !ok || got != s.x.crossroads.extra[1] {
		t.Errorf("player 1 does not see its second card")
	}
	d := determinized(v, 2, rand.New(rand.NewPCG(1, 2)))
	if _, ok := d.SecondCard(1); !ok {
		t.Errorf("Determinize left the second card hidden")
	}
	if err := checkInvariants(d); err != nil {
		t.Errorf("determinized: %v", err)
	}
}
