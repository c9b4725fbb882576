package kingdombuilder

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
)

// testSection is a section invented for these tests (not a printed one):
// base terrains with two different base locations, as the Crossroads
// sections have two different locations.
const testSection = `# a test section, not a printed one
section test-two-locations base
G G G T T W G T T T
G L G K T W G T T T
G F F G T T W G G T
F F F G G T W G C C
F F D D G W G C C C
D D D D W W G L C C
D D M D W G G C C C
D M M W G C C C C W
D M W W G C C C W W
M M W W W W W W W W
at 1,1 farm
at 5,7 tavern
`

func TestParseSectionsCustom(t *testing.T) {
	list, err := ParseSections(testSection)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 {
		t.Fatalf("%d sections, want 1", len(list))
	}
	c := list[0]
	if c.Name() != "test-two-locations" || c.Expansion() != "base" {
		t.Errorf("name %q expansion %q", c.Name(), c.Expansion())
	}
	if got := c.Location(1, 1); got != Farm {
		t.Errorf("Location(1,1) = %v, want Farm", got)
	}
	if got := c.Location(5, 7); got != Tavern {
		t.Errorf("Location(5,7) = %v, want Tavern", got)
	}
	if got := c.Terrain(1, 3); got != Castle {
		t.Errorf("Terrain(1,3) = %v, want castle", got)
	}
	if got := c.Terrain(10, 0); got != NoTerrain {
		t.Errorf("Terrain off the section = %v", got)
	}
	// The text form reads back to the same section, and the same pointer.
	again, err := ParseSections(c.String())
	if err != nil {
		t.Fatalf("ParseSections(String()): %v\n%s", err, c)
	}
	if again[0] != c {
		t.Errorf("the same section parsed twice gives two pointers")
	}
	// Every printed section goes through the text format unchanged.
	for s := Section(1); s < numSections; s++ {
		d := sectionTable[s]
		back, err := ParseSections(d.text())
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if back[0].d != d {
			t.Errorf("%v: text round trip changed the section", s)
		}
	}
}

func TestParseSectionsErrors(t *testing.T) {
	row := "G G G G G G G G G G\n"
	rows := strings.Repeat(row, 10)
	withL := "G L G G G G G G G G\n" + strings.Repeat(row, 9)
	for _, c := range []struct {
		text         string
		line, column int
		msg          string
	}{
		{"", 0, 0, "no section"},
		{"G G G\n", 1, 1, "terrain row before any section"},
		{"section nowhere\n", 1, 1, `want "section NAME EXPANSION"`},
		{"section Bad base\n" + rows, 1, 9, "section name"},
		{"section x expansion9\n" + rows, 1, 11, `unknown expansion "expansion9"`},
		{"section x base\nG G G G G G G G G G\n", 1, 0, "has 1 rows, want 10"},
		{"section x base\n" + strings.Repeat(row, 9) + "G G G G G G G G G X\n", 11, 19, `unknown terrain code "X"`},
		{"section x base\n" + strings.Repeat(row, 9) + "G G G G G G G G G GG\n", 11, 19, `unknown terrain code "GG"`},
		{"section x base\n  G G G G G G G G G\n", 2, 3, "9 hexes, want 10"},
		{"section x base\nG G G G G G G G G G G\n", 2, 21, "11 hexes, want 10"},
		{"section x base\n" + rows + row, 12, 1, "more than 10 rows"},
		{"section x base\n" + withL, 1, 0, `the location hex at 0,1 has no "at" line`},
		{"section x base\n" + withL + "at 0,1 nowhere\n", 12, 8, `unknown location "nowhere"`},
		{"section x base\n" + withL + "at 0,2 farm\n", 12, 4, "not a location hex"},
		{"section x base\n" + withL + "at 0,1 farm\nat 0,1 oasis\n", 13, 4, "named twice"},
		{"section x base\n" + withL + "at 10,1 farm\n", 12, 4, "want ROW,COL"},
		{"section x base\n" + withL + "at 0,1\n", 12, 1, `want "at ROW,COL KEY"`},
		{"section x base\nat 0,1 farm\n", 2, 1, "before the 10 rows"},
		{"at 0,1 farm\n", 1, 1, "before any section"},
		{"section x base\n" + rows + "section x base\n" + rows, 12, 9, "defined twice"},
		// A printed section's name without "at" lines names its L hexes.
		{"section farm base\n" + withL + "section y base\n" + withL, 12, 0, `the location hex at 0,1 has no "at" line`},
	} {
		_, err := ParseSections(c.text)
		var se *SectionError
		if !errors.As(err, &se) {
			t.Errorf("ParseSections(%q) = %v, want a *SectionError", c.text, err)
			continue
		}
		if se.Line != c.line || se.Column != c.column || !strings.Contains(se.Msg, c.msg) {
			t.Errorf("ParseSections(%q):\n got line %d column %d %q\nwant line %d column %d %q", c.text, se.Line, se.Column, se.Msg, c.line, c.column, c.msg)
		}
		if !errors.Is(err, kingdoms.ErrBadConfig) {
			t.Errorf("%v does not wrap ErrBadConfig", err)
		}
	}
	// A printed-style section: its name is a location key and its L hexes
	// all get that location.
	list, err := ParseSections("section farm base\n" + withL)
	if err != nil || list[0].Location(0, 1) != Farm {
		t.Errorf("printed-style section: %v", err)
	}
}

func customQuads(t *testing.T) [4]Quadrant {
	t.Helper()
	list, err := ParseSections(testSection)
	if err != nil {
		t.Fatal(err)
	}
	return [4]Quadrant{{Section: OracleSection}, {Custom: list[0], Turned: true}, {Section: OasisSection}, {Section: BarnSection}}
}

func TestCustomBoard(t *testing.T) {
	quads := customQuads(t)
	s, err := New(Config{Players: 3, Seed: 7, Quadrants: quads, Cards: [3]Card{Lords, Miners, Hermits}})
	if err != nil {
		t.Fatal(err)
	}
	// Turned: section (1,1) lands at board (8,18) of the top right quadrant,
	// section (5,7) at (4,12).
	if got := s.LocationAt(hexgrid.Offset{Row: 8, Col: 18}); got != Farm {
		t.Errorf("LocationAt(8,18) = %v, want Farm", got)
	}
	if got := s.LocationAt(hexgrid.Offset{Row: 4, Col: 12}); got != Tavern {
		t.Errorf("LocationAt(4,12) = %v, want Tavern", got)
	}
	if got := s.Quadrants()[1]; got.Custom != quads[1].Custom || !got.Turned {
		t.Errorf("Quadrants()[1] = %v", got)
	}
	// JSON carries the custom section in full.
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if !back.Equal(s) {
		t.Errorf("JSON round trip changed the state")
	}
	// A Config in JSON too.
	cfg := Config{Players: 2, Quadrants: quads, Cards: [3]Card{Lords, Miners, Hermits}}
	cb, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var cback Config
	if err := json.Unmarshal(cb, &cback); err != nil {
		t.Fatalf("%v\n%s", err, cb)
	}
	if cback.Quadrants[1].Custom.String() != quads[1].Custom.String() {
		t.Errorf("Config JSON round trip changed the custom section")
	}
}

func TestCustomBoardErrors(t *testing.T) {
	quads := customQuads(t)
	cards := [3]Card{Lords, Miners, Hermits}
	swamp, err := ParseSections(strings.Replace(testSection, "section test-two-locations base\nG G G", "section swampy marshlands\nS G G", 1))
	if err != nil {
		t.Fatal(err)
	}
	swampInBase, err := ParseSections(strings.Replace(testSection, "section test-two-locations base\nG G G", "section swampy2 base\nS G G", 1))
	if err != nil {
		t.Fatal(err)
	}
	lighthouse, err := ParseSections(strings.Replace(testSection, "at 1,1 farm", "at 1,1 lighthouse", 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		q   [4]Quadrant
		msg string
	}{
		{[4]Quadrant{quads[0], {Section: FarmSection, Custom: quads[1].Custom}, quads[2], quads[3]}, "not both"},
		{[4]Quadrant{quads[0], quads[1], {Custom: quads[1].Custom}, quads[3]}, "used twice"},
		{[4]Quadrant{quads[0], {Custom: swamp[0]}, quads[2], quads[3]}, "marshlands expansion, which the game does not play"},
		{[4]Quadrant{quads[0], {Custom: swampInBase[0]}, quads[2], quads[3]}, "swamp at 0,0 needs the marshlands expansion"},
		{[4]Quadrant{quads[0], {Custom: lighthouse[0]}, quads[2], quads[3]}, "Lighthouse at 1,1 needs the crossroads expansion"},
	} {
		_, err := New(Config{Players: 2, Quadrants: c.q, Cards: cards})
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("New(%v) = %v, want an ErrBadConfig saying %q", c.q, err, c.msg)
		}
	}
	// Too many location hexes.
	many := "section crowded base\n" + strings.Repeat("L L L L L G G G G G\n", 10)
	for r := range 10 {
		for c := range 5 {
			many += "at " + itoa(r) + "," + itoa(c) + " farm\n"
		}
	}
	crowded, err := ParseSections(many)
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(Config{Players: 2, Quadrants: [4]Quadrant{quads[0], {Custom: crowded[0]}, quads[2], quads[3]}, Cards: cards})
	if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), "location hexes") {
		t.Errorf("a board with 52 location hexes: %v", err)
	}
}

// TestHarnessCustomBoard plays the harness on boards holding the test
// section, turned or not, in every position.
func TestHarnessCustomBoard(t *testing.T) {
	list, err := ParseSections(testSection)
	if err != nil {
		t.Fatal(err)
	}
	c := harnessConfig()
	c.Seeds = 8
	c.New = func(seed uint64) (State, error) {
		cfg := randomConfig(seed)
		base, err := New(Config{Players: 2, Seed: seed})
		if err != nil {
			return State{}, err
		}
		cfg.Quadrants = base.g.quads
		cfg.Quadrants[seed%4] = Quadrant{Custom: list[0], Turned: seed%2 == 1}
		cfg.Cards = base.g.cards
		return New(cfg)
	}
	gametest.Run(t, c)
}

func TestSampleSections(t *testing.T) {
	list := SampleSections()
	if len(list) == 0 {
		t.Fatal("no sample section")
	}
	for _, c := range list {
		if !strings.HasPrefix(c.Name(), "sample-") {
			t.Errorf("sample section %q is not named sample-...", c.Name())
		}
		if got, ok := SampleSection(c.Name()); !ok || got != c {
			t.Errorf("SampleSection(%q) = %v, %v", c.Name(), got, ok)
		}
	}
	if _, ok := SampleSection("oracle"); ok {
		t.Errorf("SampleSection(oracle) found a printed section")
	}
	c, _ := SampleSection("sample-base-farm-tavern")
	if c == nil || c.Location(1, 1) != Farm || c.Location(5, 7) != Tavern {
		t.Errorf("sample-base-farm-tavern: %v", c)
	}
}
