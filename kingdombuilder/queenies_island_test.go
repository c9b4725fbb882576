package kingdombuilder

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Island tests play the first-game board (see helpers_test.go) with
// the sample island (SampleIsland, the project's own, not the printed
// Island), whose hexes are written iR,C:
//
//	line 0   . . W G G F F W
//	line 1    . W C C J T T D W        J: RopeBridge at i1,4
//	line 2   W D D G G F T T C W
//	line 3    W C M F F Y G D W        Y: TreeHouse at i3,5
//	line 4   . W D D G W C W
func islandGame(t testing.TB, players int) State {
	t.Helper()
	c := FirstGame(players, 1)
	c.Queenies.Island = SampleIsland()
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// islandHexes returns the notations of the island hexes among moves.
func islandTargets(moves []string) []string {
	var out []string
	for _, m := range moves {
		if strings.Contains(m, "i") && !strings.HasPrefix(m, "tile") || strings.Contains(m, " i") || strings.Contains(m, ">i") {
			out = append(out, m)
		}
	}
	return out
}

// cornered returns the island game where player 0 has settlements on the
// desert hexes 0,1 0,2 and 1,2 and player 1 on every free desert hex next
// to them, so that no free desert hex touches player 0's settlements
// (other desert hexes of the board are free).
func cornered(t testing.TB) State {
	t.Helper()
	s := islandGame(t, 2)
	s = put(t, s, 0, "0,1", "0,2", "1,2")
	var block []string
	for i := range grid.Ring(s.own[0]).Intersect(s.freeOf(Desert)).All() {
		block = append(block, hexText(i))
	}
	if len(block) == 0 {
		t.Fatal("no desert next to player 0")
	}
	s = put(t, s, 1, block...)
	if grid.Dilate(s.own[0]).Intersects(s.freeOf(Desert)) {
		t.Fatal("a free desert hex still touches player 0")
	}
	return s
}

// TestIslandExample is the rulebook's example (rulebook 000 and 003,
// "QUEENIE 3: ILE", "Exemple : Frank ..."): after his mandatory action on
// desert, no free desert hex touches Frank's settlements, so the Oasis may
// build on the Island (or anywhere on the board's free desert); then the
// Farm must build on the grass hex next to that island settlement.
func TestIslandExample(t *testing.T) {
	s := cornered(t)
	s = giveTile(t, s, 0, "12,7")  // Oasis
	s = giveTile(t, s, 0, "11,17") // Farm
	s.placed = mandatoryCount      // the mandatory action is over
	oasis := movesOf(s, "tile oasis ")
	var want []string
	for i := range s.freeOf(Desert).All() {
		want = append(want, "tile oasis "+hexText(i))
	}
	sameMoves(t, "Oasis targets: every free desert hex, the Island's too", oasis, want)
	sameMoves(t, "Oasis targets on the Island", islandTargets(oasis),
		withPrefix("tile oasis ", "i1,7", "i2,1", "i2,2", "i3,7", "i4,2", "i4,3"))
	n := mustApply(t, s, "tile oasis i2,2")
	if n.Occupant(hexgrid.Offset{Row: 22, Col: 2}) != 0 {
		t.Fatalf("no settlement at i2,2 (offset 22,2)")
	}
	// The only grass hex next to i2,2 is i2,3.
	sameMoves(t, "Farm targets next to the island settlement", movesOf(n, "tile farm "), []string{"tile farm i2,3"})
	n = mustApply(t, n, "tile farm i2,3")
	if got := n.Settlements(0).Count(); got != 5 {
		t.Errorf("%d settlements, want 5", got)
	}
	// A later mandatory action on desert must go next to the island
	// settlements: i2,1 is the only free desert hex touching them.
	n = setHand(n, 0, Desert)
	n.placed = 0
	n.setNear()
	sameMoves(t, "mandatory desert with settlements on the Island", movesOf(n, "place "), []string{"place i2,1"})
}

// TestIslandOnlyAsFallback: while a free hex of the terrain touches one of
// the player's settlements, the Island is not offered (nor anywhere else).
func TestIslandOnlyAsFallback(t *testing.T) {
	s := islandGame(t, 2)
	s = setHand(s, 0, Desert)
	s = put(t, s, 0, "0,1")
	for _, m := range movesOf(s, "place ") {
		if strings.Contains(m, "i") {
			t.Errorf("the Island offered while desert touches player 0: %s", m)
		}
	}
	if _, err := Apply(s, mustParse(t, "place i2,2")); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "not next to player 0's settlements") {
		t.Errorf("place i2,2: %v", err)
	}
	// A player with no settlement yet may start on the Island.
	s = setHand(islandGame(t, 2), 0, Desert)
	if got := islandTargets(movesOf(s, "place ")); len(got) != 6 {
		t.Errorf("first placement on the Island: %v, want its 6 desert hexes", got)
	}
}

// TestRopeBridgeTreeHouse: rulebook 003, "Pont de corde" and "Cabane dans
// les arbres": move one of your settlements to a free canyon / forest hex,
// next to one of your settlements if possible. The settlement at i2,5
// touches both location hexes.
func TestRopeBridgeTreeHouse(t *testing.T) {
	s := islandGame(t, 2)
	s = put(t, s, 0, "0,1", "i2,5")
	s = giveTile(t, s, 0, "i1,4") // RopeBridge
	s = giveTile(t, s, 0, "i3,5") // TreeHouse
	// Canyon next to i2,5: none; so 0,1 may go to any free canyon, and
	// i2,5 too (no canyon touches 0,1).
	if got, want := len(movesOf(s, "tile bridge 0,1>")), s.freeOf(Canyon).Count(); got != want {
		t.Errorf("RopeBridge from 0,1: %d targets, want every free canyon (%d)", got, want)
	}
	// Forest next to i2,5: i1,5 and i2,6.
	sameMoves(t, "TreeHouse from 0,1", movesOf(s, "tile treehouse 0,1>"), withPrefix("tile treehouse 0,1>", "i1,5", "i2,6"))
	n := mustApply(t, s, "tile treehouse 0,1>i2,6")
	// i2,6 touches the canyon i2,7? No: i2,7 is forest; the canyon i2,8
	// is 2 hexes away. The Bridge now moves i2,5 anywhere (no canyon
	// touches i2,6) and i2,6 too.
	n = mustApply(t, n, "tile bridge i2,5>i1,2")
	if n.Occupant(hexgrid.Offset{Row: 21, Col: 2}) != 0 {
		t.Fatalf("RopeBridge did not move to i1,2")
	}
	// Leaving i2,5 loses both tiles: neither location touches i1,2 or i2,6
	// ... i2,6 touches the TreeHouse hex i3,5.
	var kinds []Location
	for _, h := range n.Tiles(0) {
		kinds = append(kinds, h.Location)
	}
	if len(kinds) != 1 || kinds[0] != TreeHouse {
		t.Errorf("tiles after the moves: %v, want the TreeHouse only", kinds)
	}
	// Used tiles: no second use this turn.
	if m := movesOf(n, "tile "); len(m) != 0 {
		t.Errorf("tiles usable twice: %v", m)
	}
	// Taking the tiles: a settlement built next to the Bridge takes one.
	s2 := setHand(islandGame(t, 2), 0, Grass)
	s2 = mustApply(t, s2, "place i2,4")
	if tiles := s2.Tiles(0); len(tiles) != 1 || tiles[0].Location != RopeBridge {
		t.Errorf("building at i2,4 took %+v, want the RopeBridge", tiles)
	}
}

// TestIslandCards: rulebook 003, "QUEENIE 3: ILE", "Important": the Island
// is no section for Lords and Farmers; Knights may choose an island line;
// Discoverers counts the 5 island lines.
func TestIslandCards(t *testing.T) {
	s := islandGame(t, 2)
	// Player 0: one settlement in each section, 5 on the Island (3 on line
	// 2, 2 on line 0). Player 1: 2 in the top left section.
	s = put(t, s, 0, "0,1", "0,15", "15,1", "15,15", "i2,1", "i2,2", "i2,3", "i0,3", "i0,4")
	s = put(t, s, 1, "1,0", "1,1")
	for _, tc := range []struct {
		c    Card
		p    int
		want int
		why  string
	}{
		// Top left: player 1 has most (12), player 0 next (6); the other
		// sections: player 0 has most (12) and player 1, with 0, next (6).
		// The Island is no section: its 5 settlements win nothing.
		{Lords, 0, 6 + 3*12, "the Island is no section"},
		{Lords, 1, 12 + 3*6, "the Island is no section"},
		// Fewest in a section: 1 (not 5 on the Island, not 0 for a fifth
		// section).
		{Farmers, 0, 3, "the Island is ignored"},
		{Farmers, 1, 0, "player 1 misses sections"},
		// Best line: the island's line 2 with 3.
		{Knights, 0, 6, "an island line counts"},
		// Lines: rows 0 and 15 of the board, island lines 0 and 2.
		{Discoverers, 0, 4, "island lines count"},
		{Discoverers, 1, 1, "one row"},
	} {
		if got := s.CardScore(tc.c, tc.p); got != tc.want {
			t.Errorf("%v, player %d: %d, want %d (%s)", tc.c, tc.p, got, tc.want, tc.why)
		}
	}
	// Fishermen and Hermits see the Island's geometry: i2,1 touches the
	// water i2,0; the island settlements form 2 areas.
	if got := s.CardScore(Hermits, 0); got != 4+2 {
		t.Errorf("Hermits: %d, want 6 (4 lone settlements on the board, 2 areas on the Island)", got)
	}
	if got := s.CardScore(Fishermen, 0); got < 1 {
		t.Errorf("Fishermen: %d, the settlement i2,1 touches water", got)
	}
}

func TestIslandNotation(t *testing.T) {
	for _, text := range []string{"place i0,0", "place i4,21", "tile bridge 0,1>i2,8", "tile treehouse i2,5>3,3", "tile oasis i2,2"} {
		m := mustParse(t, text)
		if m.String() != text {
			t.Errorf("%q reads back as %q", text, m)
		}
	}
	to, ok := mustParse(t, "place i2,3").To()
	if !ok || to != (hexgrid.Offset{Row: 22, Col: 3}) {
		t.Errorf("To of place i2,3 = %v %v, want (22,3)", to, ok)
	}
	if m := Place(hexgrid.Offset{Row: 22, Col: 3}); m.String() != "place i2,3" {
		t.Errorf("Place((22,3)) = %v", m)
	}
	for _, bad := range []string{"place i5,0", "place i0,22", "place i-1,0", "place i,3", "place i2", "place ii2,3", "place I2,3"} {
		if _, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q): %v", bad, err)
		}
	}
	// An island hex in a game without an island: well formed, illegal.
	s := setHand(firstGame(t, 2), 0, Desert)
	if _, err := Apply(s, mustParse(t, "place i2,2")); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("place on the Island of a game without one: %v", err)
	}
}

func TestIslandJSON(t *testing.T) {
	s := cornered(t)
	s = playedRound(put(t, s, 1, "i2,2"))
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"i2,2"`) || !strings.Contains(string(b), "island sample-island") {
		t.Errorf("document lacks the island or its settlement: %s", b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !back.Equal(s) || back.String() != s.String() {
		t.Errorf("round trip differs")
	}
	// A settlement on the Island's water, an island without its bridge.
	for _, tc := range []struct{ from, to, why string }{
		{`"i2,2"`, `"i3,2"`, "settlement on mountain"},
		{`at 1,4 bridge\n`, ``, "the location hex at 1,4 has no"},
		{`"i2,2"`, `"i0,0"`, "settlement on none"},
	} {
		text := string(b)
		if !strings.Contains(text, tc.from) {
			t.Fatalf("document lacks %s", tc.from)
		}
		var bad State
		err := json.Unmarshal([]byte(strings.Replace(text, tc.from, tc.to, 1)), &bad)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s -> %s: %v, want %q", tc.from, tc.to, err, tc.why)
		}
	}
	// The Config carries the island in full.
	c := FirstGame(2, 1)
	c.Queenies.Island = SampleIsland()
	cb, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var cback Config
	if err := json.Unmarshal(cb, &cback); err != nil || cback != c {
		t.Errorf("Config round trip: %s -> %+v %v", cb, cback, err)
	}
}

func TestParseIsland(t *testing.T) {
	isl, err := ParseIsland(SampleIsland().String())
	if err != nil || isl != SampleIsland() {
		t.Fatalf("the sample island's text reads back as %v, %v", isl, err)
	}
	if isl.Name() != "sample-island" || isl.Terrain(1, 4) != LocationSpace || isl.Location(1, 4) != RopeBridge || isl.Location(3, 5) != TreeHouse || isl.Terrain(0, 0) != NoTerrain || isl.Terrain(2, 0) != Water {
		t.Errorf("sample island read wrong:\n%s", isl)
	}
	good := "island x\nG G\n L T\nG G\n C C\nG G\nat 1,0 bridge\nat 1,1 treehouse\n"
	if _, err := ParseIsland(good); err == nil {
		t.Errorf("a treehouse on a forest hex accepted")
	}
	good = "island x\nG G\n L L\nG G\n C C\nG G\nat 1,0 bridge\nat 1,1 treehouse\n"
	if _, err := ParseIsland(good); err != nil {
		t.Fatalf("a small island: %v", err)
	}
	// Lines of different lengths, one without any hex: the text reads back.
	odd, err := ParseIsland("island odd\n. . G\n L L\n. . . .\n C C T T T\nG\nat 1,0 bridge\nat 1,1 treehouse\n")
	if err != nil {
		t.Fatal(err)
	}
	if back, err := ParseIsland(odd.String()); err != nil || back != odd {
		t.Errorf("round trip of\n%s: %v %v", odd, back, err)
	}
	if odd.Terrain(2, 0) != NoTerrain || odd.Terrain(3, 4) != Forest || odd.Terrain(0, 2) != Grass || odd.Terrain(4, 1) != NoTerrain {
		t.Errorf("odd island read wrong:\n%s", odd)
	}
	for _, tc := range []struct{ text, why string }{
		{"G G\n", "line 1, column 1: island: want the header"},
		{"island X\n", "island name"},
		{"island x\nG G\n", "line 1: island: 1 lines, want 5"},
		{"island x\nG N\n L L\nG G\n C C\nG G\nat 1,0 bridge\nat 1,1 treehouse\n", "line 2, column 3: island: nomad space on the Island"},
		{"island x\nG Z\n", "line 2, column 3: island: unknown code"},
		{"island x\nG G\n L G\nG G\n C C\nG G\nat 1,0 bridge\n", "no TreeHouse"},
		{"island x\nG G\n L L\nG G\n C C\nG G\nat 1,0 bridge\nat 1,1 bridge\n", "a second RopeBridge"},
		{"island x\nG G\n L L\nG G\n C C\nG G\nat 1,0 bridge\nat 1,1 oracle\n", "the Island holds the bridge"},
		{"island x\nG G\n L L\nG G\n C C\nG G\nat 0,0 bridge\n", "line 7, column 4: island: hex 0,0 is grass"},
		{"island x\nG G\n L L\nG G\n C C\nG G\nG G\n", "more than 5 lines"},
		{"island x\n" + strings.Repeat("G ", 23) + "\n", "23 hexes, at most 22"},
		{"island x\nG G\n L L\nG G\n C C\nG G\nat 1,0 bridge\nat 5,1 treehouse\n", "want ROW,COL"},
		{"island x\nisland y\n", "a second island"},
	} {
		_, err := ParseIsland(tc.text)
		var se *SectionError
		if !errors.Is(err, kingdoms.ErrBadConfig) || !errors.As(err, &se) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("ParseIsland(%q): %v, want a SectionError saying %q", tc.text, err, tc.why)
		}
	}
}

// TestIslandPlayed: random games with the Island do build on it, and move
// settlements there with tiles (the harness would pass if nobody ever did).
func TestIslandPlayed(t *testing.T) {
	games, withIsland := 0, 0
	for seed := uint64(2); seed < 40; seed += 4 {
		s, err := New(queeniesConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; !s.IsTerminal(); k++ {
			moves := Legal(s)
			if s, err = Apply(s, moves[(k*7)%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
		games++
		if hasIsland(&s.occupied) {
			withIsland++
		}
	}
	if withIsland < games/2 {
		t.Errorf("%d of %d games ended with settlements on the Island", withIsland, games)
	}
}

// FuzzParseIsland: any text is read without panicking, and an island read
// is written back to a text that reads back as the same island.
func FuzzParseIsland(f *testing.F) {
	f.Add(sampleIslandText)
	f.Add("island x\nG G\n L L\nG G\n C C\nG G\nat 1,0 bridge\nat 1,1 treehouse\n")
	f.Add("island odd\n. . G\n L L\n. . . .\n C C T T T\nG\nat 1,0 bridge\nat 1,1 treehouse\n")
	f.Fuzz(func(t *testing.T, text string) {
		isl, err := ParseIsland(text)
		if err != nil {
			return
		}
		back, err := ParseIsland(isl.String())
		if err != nil || back != isl {
			t.Fatalf("%q reads as\n%s\nwhich reads back as %v, %v", text, isl, back, err)
		}
	})
}
