package kingdombuilder

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
	"pgregory.net/rapid"
)

// The tests of the Queenies play on the board Oracle (top left), Farm (top
// right), Oasis (bottom left), Harbor (bottom right), none turned:
//
//	    0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
//	 0  g g g t t w g t t t d d c w w t t t g g
//	 1   g g g K t w g t t t d K c w t t t F g g
//	 2  g f f g t t w g g t c c c f f f t c f f
//	 3   f f c g t w f O t t c c f f w d d c c f
//	 4  f f f c c w f f w w c g g w f f d d c c
//	 5   m m c g g w w w d d g g F f w f w d d c
//	 6  c c c m g f f f d d g g g t f f w w d d
//	 7   c c K d m d f f c c g g t t m w w w d w
//	 8  w w w d d d d m c c g m t t w w w w w w
//	 9   w w w w d d d d d c t t t w w w w w w w
//	10  d d c w w t t g g g g g t t t w g t t f
//	11   d c w f f t t t g g g f t t w g t t f f
//	12  d d w f f t t A f g g f f t w g g f f f
//	13   w w w f g t f f f f f f t t w g m f d d
//	14  w w w w g g g g f f c f K t w g d d d d
//	15   w t t w g g c c d c c c t w g g m m d d
//	16  w t c t w g c c d c c c w w w g d d d c
//	17   w K c f w A d d c w w w g g w w H c m c
//	18  w w c f w w w d d w w d K g w m w c c c
//	19   w w w w w w w w w w w d d w w w w c c c
//
// Castles 1,3 7,2 (Oracle section), 1,11 (Farm), 17,1 (Oasis), 14,12 and
// 18,12 (Harbor); Oracle 3,7, Farms 1,17 5,12, Oases 12,7 17,5, Harbor
// 17,16.
func queeniesBoard(q Queenies) Config {
	return Config{
		Players: 2, Seed: 1,
		Quadrants: [4]Quadrant{{Section: OracleSection}, {Section: FarmSection}, {Section: OasisSection}, {Section: HarborSection}},
		Cards:     [3]Card{Fishermen, Knights, Merchants},
		Queenies:  q,
	}
}

func newQueenies(t testing.TB, q Queenies) State {
	t.Helper()
	s, err := New(queeniesBoard(q))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// scorePart returns player p's points from the source named src, and
// whether the breakdown has that part.
func scorePart(s State, p int, src string) (int, bool) {
	for _, part := range s.Scores()[p].Parts {
		if part.Source == src {
			return part.Points, true
		}
	}
	return 0, false
}

// TestCapitolExample follows rulebook 000 and 003, "QUEENIE 1: CAPITOLE",
// "Exemple : 4 points de victoire". The picture of the example is not
// available as text; this position is built to match what the example
// states: four settlements adjacent to or 2 hexes from the Capitol score 4,
// a settlement 3 hexes away scores nothing.
func TestCapitolExample(t *testing.T) {
	s := newQueenies(t, Queenies{Capitol: true, CapitolAt: "1,3"})
	if got := s.Capitols(); len(got) != 1 || got[0] != off(t, "1,3") {
		t.Fatalf("Capitols() = %v, want [1,3]", got)
	}
	// 1,4 and 2,3 touch the Capitol; 3,4 and 1,1 are 2 hexes away; 3,5 is
	// 3 hexes away and 0,0 4 hexes away.
	for h, d := range map[string]int{"1,4": 1, "2,3": 1, "3,4": 2, "1,1": 2, "3,5": 3, "0,0": 4} {
		if got := grid.Distance(hx(t, h), hx(t, "1,3")); got != d {
			t.Fatalf("distance 1,3 to %s = %d, want %d", h, got, d)
		}
	}
	s = put(t, s, 0, "1,4", "2,3", "3,4", "1,1", "3,5", "0,0")
	s = put(t, s, 1, "2,4")
	for p, want := range []int{4, 1} {
		got, ok := scorePart(s, p, "Capitol")
		if !ok || got != want {
			t.Errorf("player %d: Capitol part %d (present %v), want %d", p, got, ok, want)
		}
	}
	// The Capitol stays a castle: 3 points for the castle too.
	if got, _ := scorePart(s, 0, "Castles"); got != castlePoints {
		t.Errorf("Castles part %d, want %d", got, castlePoints)
	}
	if c := s.String(); !strings.Contains(c, " @ ") {
		t.Errorf("String does not draw the Capitol:\n%s", c)
	}
}

// TestCapitolPlacement: one Capitol on a castle of each of the Oracle and
// Harbor sections, drawn from the seed or given; a board without them gets
// none (and the Capitol scores nothing); bad choices are refused.
func TestCapitolPlacement(t *testing.T) {
	oracle := hexgrid.SetOf(hx(t, "1,3"), hx(t, "7,2"))
	harbor := hexgrid.SetOf(hx(t, "14,12"), hx(t, "18,12"))
	seen := map[string]bool{}
	for seed := range uint64(40) {
		c := queeniesBoard(Queenies{Capitol: true})
		c.Seed = seed
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		caps := s.g.queenies.capitols
		if caps.Count() != 2 || caps.Intersect(oracle).Count() != 1 || caps.Intersect(harbor).Count() != 1 {
			t.Fatalf("seed %d: Capitols %v, want one Oracle castle and one Harbor castle", seed, s.Capitols())
		}
		seen[fmt.Sprint(s.Capitols())] = true
	}
	if len(seen) != 4 {
		t.Errorf("the draw gave %d of the 4 possible placements in 40 seeds", len(seen))
	}
	// The first-game board has neither the Oracle nor the Harbor.
	c := FirstGame(2, 1)
	c.Queenies.Capitol = true
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Capitols()) != 0 {
		t.Errorf("Capitols on a board without Oracle and Harbor: %v", s.Capitols())
	}
	s = put(t, s, 0, "2,3")
	if got, ok := scorePart(s, 0, "Capitol"); !ok || got != 0 {
		t.Errorf("Capitol part %d (present %v), want 0", got, ok)
	}
	// Only the Oracle castle chosen: allowed ("vous pouvez utiliser").
	if s := newQueenies(t, Queenies{Capitol: true, CapitolAt: "7,2"}); len(s.Capitols()) != 1 {
		t.Errorf("one explicit Capitol: %v", s.Capitols())
	}
	for _, tc := range []struct {
		q   Queenies
		why string
	}{
		{Queenies{Capitol: true, CapitolAt: "1,11"}, "section farm"},
		{Queenies{Capitol: true, CapitolAt: "1,4"}, "not a castle"},
		{Queenies{Capitol: true, CapitolAt: "1,3 7,2"}, "two Capitols in section oracle"},
		{Queenies{Capitol: true, CapitolAt: "1,3 1,3"}, "given twice"},
		{Queenies{Capitol: true, CapitolAt: "20,3"}, "off the 20x20 board"},
		{Queenies{CapitolAt: "1,3"}, "Capitol is not set"},
	} {
		_, err := New(queeniesBoard(tc.q))
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%+v: error %v, want ErrBadConfig saying %q", tc.q, err, tc.why)
		}
	}
}

// TestCavePlacement: rulebook 000 and 003, "QUEENIE 2: CAVES": a Cave on
// each section, on a mountain at least 2 hexes away from every location,
// castle and nomad space. On the test board the Oracle section's mountain
// 6,3 touches the castle 7,2 and is refused; 5,1 and 7,4 are exactly 2
// hexes from that castle and are allowed; the Oasis section has no
// mountain, so it gets no Cave.
func TestCavePlacement(t *testing.T) {
	s := newQueenies(t, Queenies{Caves: true})
	want := [4]string{"5,0 5,1 7,4 8,7", "7,14 8,11", "", "13,16 15,16 15,17 17,18 18,15"}
	for q := range 4 {
		var got []string
		for i := range s.g.caveSpots(q).All() {
			got = append(got, hexText(i))
		}
		if strings.Join(got, " ") != want[q] {
			t.Errorf("quadrant %d: Cave spots %v, want %s", q, got, want[q])
		}
	}
	if d := grid.Distance(hx(t, "7,4"), hx(t, "7,2")); d != 2 {
		t.Fatalf("7,4 is %d hexes from the castle, want 2", d)
	}
	caves := s.g.queenies.caveSet
	if caves.Count() != 3 {
		t.Fatalf("%d Caves drawn, want 3 (none in the Oasis section): %v", caves.Count(), s.Caves())
	}
	for q := range 4 {
		if n := caves.Intersect(quadLayout.set[q]).Count(); n != min(1, s.g.caveSpots(q).Count()) {
			t.Errorf("quadrant %d: %d Caves", q, n)
		}
	}
	if !caves.SubsetOf(s.g.terrainSet[Mountain]) {
		t.Errorf("a Cave off a mountain: %v", s.Caves())
	}
	// Explicit choices.
	s = newQueenies(t, Queenies{Caves: true, CavesAt: "7,4 8,11 17,18"})
	if got := fmt.Sprint(s.Caves()); got != "[(7,4) (8,11) (17,18)]" {
		t.Errorf("explicit Caves %s", got)
	}
	if c := s.String(); !strings.Contains(c, "^") {
		t.Errorf("String does not draw the Caves:\n%s", c)
	}
	for _, tc := range []struct{ at, why string }{
		{"6,3 8,11 17,18", "the mountain at 6,3 is next to the castle at 7,2"},
		{"7,4 8,11", "no Cave in section harbor"},
		{"7,4 5,1 8,11 17,18", "two Caves in section oracle"},
		{"7,3 8,11 17,18", "7,3 is desert, not a mountain"},
		{"7,4 8,11 17,18 x", "want ROW,COL"},
	} {
		_, err := New(queeniesBoard(Queenies{Caves: true, CavesAt: tc.at}))
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("CavesAt %q: error %v, want ErrBadConfig saying %q", tc.at, err, tc.why)
		}
	}
}

// TestCaveSpotsAllSections checks the Cave rule on every section, turned
// or not, against hex distances: a mountain is allowed exactly when every
// castle, location hex and nomad space is 2 or more hexes away.
func TestCaveSpotsAllSections(t *testing.T) {
	base, nomads := BaseSections(), NomadsSections()
	all := append(base[:], nomads[:]...)
	for i := 0; i+4 <= len(all); i += 4 {
		for _, turned := range []bool{false, true} {
			var quads [4]Quadrant
			for q := range quads {
				quads[q] = Quadrant{Section: all[i+q], Turned: turned}
			}
			g := setupFor(2, quads, [3]Card{Fishermen, Knights, Merchants})
			for q := range 4 {
				spots := g.caveSpots(q)
				for m := range g.terrainSet[Mountain].Intersect(quadLayout.set[q]).All() {
					far := true
					for b := range boardSize {
						if t := g.terrain[b]; (t == Castle || t == LocationSpace || t == NomadSpace) && grid.Distance(m, b) < 2 {
							far = false
						}
					}
					if spots.Has(m) != far {
						t.Errorf("%v: mountain %s allowed %v, 2 or more hexes from every castle, location and nomad space %v", quads[q], hexText(m), spots.Has(m), far)
					}
				}
			}
		}
	}
}

// TestCaveMove: once per turn, before or after the mandatory action, a
// settlement next to a Cave moves to any free buildable hex next to a Cave
// (the same one or another); tiles are taken and lost as for any move.
func TestCaveMove(t *testing.T) {
	// Caves 5,1 (free buildable neighbours 4,1 4,2 5,2 6,1 6,2), 7,14
	// (6,14 6,15 7,13) and 17,18 (16,18 16,19 17,17 17,19 18,18 18,19).
	s := newQueenies(t, Queenies{Caves: true, CavesAt: "5,1 7,14 17,18"})
	s = setHand(s, 0, Grass)
	s = put(t, s, 0, "4,1", "0,0")
	s = put(t, s, 1, "6,14")
	targets := []string{"4,2", "5,2", "6,1", "6,2", "7,13", "6,15", "16,18", "16,19", "17,17", "17,19", "18,18", "18,19"}
	sameMoves(t, "Cave moves", movesOf(s, "cave "), withPrefix("cave 4,1>", targets...))
	// To the same Cave, then no second Cave move this turn.
	n := mustApply(t, s, "cave 4,1>5,2")
	if n.Occupant(off(t, "5,2")) != 0 || n.Occupant(off(t, "4,1")) != -1 || !n.CaveMoveUsed() {
		t.Fatalf("the Cave move did not move the settlement")
	}
	if m := movesOf(n, "cave "); len(m) != 0 {
		t.Errorf("a second Cave move in one turn: %v", m)
	}
	if _, err := Apply(n, mustParse(t, "cave 5,2>6,1")); err == nil || !strings.Contains(err.Error(), "once per turn") {
		t.Errorf("second Cave move: %v", err)
	}
	// Not during the mandatory action, again after it.
	n = mustApply(t, s, "place 0,1")
	if _, err := Apply(n, mustParse(t, "cave 4,1>7,13")); err == nil || !strings.Contains(err.Error(), "not during it") {
		t.Errorf("Cave move during the mandatory action: %v", err)
	}
	n = mustApply(t, n, "place 1,0", "place 1,1")
	n = mustApply(t, n, "cave 4,1>17,17")
	// 17,17 touches the Harbor 17,16: a Harbor tile, usable from the next
	// turn.
	if tiles := n.Tiles(0); len(tiles) != 1 || tiles[0].Location != Harbor || tiles[0].Usable {
		t.Errorf("tiles after moving next to the Harbor: %+v", tiles)
	}
	// The next turn of player 0 (a desert card has free hexes, none next
	// to its settlements): moving away from the Harbor loses the tile.
	n = mustApply(t, n, "end")
	n = setHand(n, 1, Canyon)
	n = mustApply(t, n, "place 0,12", "place 1,12", "place 2,12", "end")
	if n.CaveMoveUsed() {
		t.Errorf("the Cave move stays used in a new turn")
	}
	n = mustApply(t, n, "cave 17,17>16,18")
	if len(n.Tiles(0)) != 0 {
		t.Errorf("the Harbor tile was kept after moving away: %+v", n.Tiles(0))
	}
	for _, tc := range []struct{ move, why string }{
		{"cave 0,0>7,13", "not next to a Cave"},
		{"cave 4,1>6,14", "occupied"},
		{"cave 4,1>6,0", "6,0 is not next to a Cave"},
		{"cave 6,14>7,13", "player 0 has no settlement at 6,14"},
	} {
		if _, err := Apply(s, mustParse(t, tc.move)); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: %v, want an error saying %q", tc.move, err, tc.why)
		}
	}
	// A game without the Caves refuses the move.
	if _, err := Apply(firstGame(t, 2), mustParse(t, "cave 4,1>5,2")); err == nil {
		t.Errorf("a Cave move in a game without Caves")
	}
}

// TestCaveMoveBlockedTarget: a Cave whose neighbours are not buildable
// offers no target there; with no free target at all there is no move.
func TestCaveMoveNoTarget(t *testing.T) {
	s := newQueenies(t, Queenies{Caves: true, CavesAt: "5,1 7,14 17,18"})
	s = put(t, s, 0, "7,13")
	s = put(t, s, 1, "4,1", "4,2", "5,2", "6,1", "6,2", "6,14", "6,15", "16,18", "16,19", "17,17", "17,19", "18,18", "18,19")
	if m := movesOf(s, "cave "); len(m) != 0 {
		t.Errorf("Cave moves with every target taken: %v", m)
	}
}

func TestQueeniesNotation(t *testing.T) {
	for _, text := range []string{"cave 4,1>5,2", "cave 19,19>0,0"} {
		m := mustParse(t, text)
		if m.String() != text || m.Kind() != QueenieAction || m.Queenie() != CaveMove {
			t.Errorf("%q reads back as %q (kind %v)", text, m, m.Kind())
		}
		var back Move
		b, _ := json.Marshal(m)
		if err := json.Unmarshal(b, &back); err != nil || back != m {
			t.Errorf("JSON %s: %v %v", b, back, err)
		}
	}
	if mustParse(t, "place 4,1").Queenie() != 0 {
		t.Errorf("a place move has a Queenies action")
	}
	if m := Cave(hexgrid.Offset{Row: 4, Col: 1}, hexgrid.Offset{Row: 5, Col: 2}); m.String() != "cave 4,1>5,2" {
		t.Errorf("Cave() = %v", m)
	}
	for _, bad := range []string{"cave", "cave 4,1", "cave 4,1>", "cave 4,1>20,0", "cave 4,1 5,2", "cave 4,1>5,2 x"} {
		if _, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q): %v", bad, err)
		}
	}
}

func TestQueeniesJSON(t *testing.T) {
	s := newQueenies(t, Queenies{Capitol: true, Caves: true})
	s = setHand(s, 0, Grass)
	s = put(t, s, 0, "4,1")
	s = mustApply(t, s, "cave 4,1>5,2")
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"caveUsed":true`) {
		t.Errorf("caveUsed missing: %s", b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !back.Equal(s) || !back.CaveMoveUsed() || fmt.Sprint(back.Caves()) != fmt.Sprint(s.Caves()) || fmt.Sprint(back.Capitols()) != fmt.Sprint(s.Capitols()) {
		t.Errorf("round trip differs:\n%s", b)
	}
	// A Cave moved next to a castle, a Capitol on a farm: refused.
	for _, tc := range []struct{ from, to, why string }{
		{`"caves":["5,1",`, `"caves":["6,3",`, "next to the castle"},
		{`"capitols":["1,3"`, `"capitols":["1,11"`, "Oracle or the Harbor"},
		{`"caveUsed":true`, `"caveUsed":true,"extra":1`, "unknown field"},
	} {
		text := string(b)
		if !strings.Contains(text, tc.from) {
			t.Fatalf("document lacks %s: %s", tc.from, text)
		}
		var bad State
		err := json.Unmarshal([]byte(strings.Replace(text, tc.from, tc.to, 1)), &bad)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: %v", tc.to, err)
		}
	}
	// Queenies data in a game that plays none.
	base, _ := json.Marshal(firstGame(t, 2))
	withQ := strings.Replace(string(base), `"view":-1`, `"view":-1,"queenies":{"capitol":true}`, 1)
	var bad State
	if err := json.Unmarshal([]byte(withQ), &bad); !errors.Is(err, kingdoms.ErrBadState) {
		t.Errorf("queenies data without the expansion: %v", err)
	}
	// The Config round trip.
	c := queeniesBoard(Queenies{Capitol: true, CapitolAt: "1,3", Caves: true, CavesAt: "5,1 7,14 17,18"})
	cb, _ := json.Marshal(c)
	var cback Config
	if err := json.Unmarshal(cb, &cback); err != nil || cback != c {
		t.Errorf("Config round trip: %s -> %+v %v", cb, cback, err)
	}
}

// queeniesConfig returns the harness's game of a seed with some Queenies:
// the Capitol, the Caves, the Island or all three, on random boards (so
// that the Oracle and Harbor are often there, sometimes not), with Nomads
// (2 to 5 players), Crossroads, Marshlands and Harvest games among them.
func queeniesConfig(seed uint64) Config {
	c := randomConfig(seed)
	switch seed % 6 {
	case 1:
		// Nomads drawn from the 12 sections and 13 cards.
		c = Config{Players: 2 + int(seed/6%4), Nomads: true, Seed: seed}
	case 3:
		c = Config{Players: 2 + int(seed/6%3), Crossroads: true, Seed: seed}
	case 4:
		c = Config{Players: 2 + int(seed/6%3), Marshlands: true, Seed: seed}
	case 5:
		c = Config{Players: 2 + int(seed/6%3), Harvest: true, Seed: seed}
	}
	switch seed % 4 {
	case 0:
		c.Queenies.Capitol = true
	case 1:
		c.Queenies.Caves = true
	case 2:
		c.Queenies.Island = SampleIsland()
	default:
		c.Queenies = Queenies{Capitol: true, Caves: true, Island: SampleIsland()}
	}
	return c
}

func queeniesHarness() gametest.Config[State, Move] {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) { return New(queeniesConfig(seed)) }
	c.Seeds = 12
	return c
}

func TestQueeniesHarness(t *testing.T) { gametest.Run(t, queeniesHarness()) }

func TestQueeniesProperty(t *testing.T) {
	// Fewer games and expensive checks than TestProperty (the package's
	// race-mode time): 40 games unless -rapid.checks asks for another
	// number, the expensive checks on fewer positions; TestQueeniesHarness
	// checks the positions closely.
	if f := flag.Lookup("rapid.checks"); f != nil && f.Value.String() == f.DefValue {
		f.Value.Set("40")
		defer f.Value.Set(f.DefValue)
	}
	c := queeniesHarness()
	c.Every, c.Foreign, c.Garbage, c.Corrupt = 150, 4, 4, 4
	rapid.Check(t, gametest.Property(c))
}

// TestCaveMovesAreMade: random games with the Caves do make Cave moves (the
// harness would pass if none were ever legal).
func TestCaveMovesAreMade(t *testing.T) {
	n := 0
	for seed := range uint64(5) {
		s, err := New(queeniesConfig(4*seed + 1))
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; !s.IsTerminal(); k++ {
			moves := Legal(s)
			m := moves[k%len(moves)]
			for _, c := range moves {
				if c.Kind() == QueenieAction && k%3 == 0 {
					m = c
					n++
					break
				}
			}
			if s, err = Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d Cave moves made in 5 games", n)
	}
}

// BenchmarkRandomGameQueenies plays random 4-player games with the Capitol
// and the Caves, as BenchmarkRandomGame plays its games.
func BenchmarkRandomGameQueenies(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, func(seed uint64) (State, error) {
		c := Config{Players: 4, Seed: seed, Queenies: Queenies{Capitol: true, Caves: true}}
		return New(c)
	})
}

// BenchmarkRandomGameIsland plays random 4-player games with the sample
// island, as BenchmarkRandomGame plays its games.
func BenchmarkRandomGameIsland(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, func(seed uint64) (State, error) {
		c := Config{Players: 4, Seed: seed, Queenies: Queenies{Island: SampleIsland()}}
		return New(c)
	})
}
