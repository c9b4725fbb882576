package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// nomadsBoard returns the start of a 2-player first game whose bottom right
// section is replaced by sec, a Nomads section (not turned, so its hex (r,c)
// is the board's (10+r,10+c)). New refuses Nomads sections until their nomad
// spaces are implemented; the tests of the Nomads location tiles build the
// board directly.
func nomadsBoard(t testing.TB, sec Section) State {
	t.Helper()
	s := firstGame(t, 2)
	s.g = setupFor(2, [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: OasisSection}, {Section: sec}}, s.g.cards)
	s.tilesLeft = [maxSlots]uint8{}
	for k := 0; k < s.g.nslots; k++ {
		s.tilesLeft[k] = tilesPerLocation
	}
	if !s.g.present[sectionTable[sec].location] {
		t.Fatalf("no %v location on the board", sec)
	}
	return s
}

// TestCaravan is the rulebooks' example (rulebook 002 and 003, "Caravane"):
// the settlement may slide in only 4 directions, one being blocked by a
// mountain and another by an opponent's settlement; each slide stops on the
// last free buildable hex before an obstacle, here the edge of the board.
// On the Caravan section (bottom right), the settlement at 17,18 has the
// mountain 16,18 to its north-west and the opponent's 17,17 to its west.
func TestCaravan(t *testing.T) {
	s := nomadsBoard(t, CaravanSection)
	// 18,16 holds the Caravan tile of the location 17,16.
	s = put(t, s, 0, "17,18", "18,16")
	s = put(t, s, 1, "17,17")
	s = giveTile(t, s, 0, "17,16")
	if s.Terrain(off(t, "16,18")) != Mountain {
		t.Fatalf("16,18 is %v, want the mountain of the example", s.Terrain(off(t, "16,18")))
	}
	// East: 17,19 (edge). North-east: 16,19 then 15,19 (edge). South-west:
	// 18,18 then 19,17 (edge). South-east: 18,19 then 19,19 (edge).
	sameMoves(t, "Caravan from 17,18", movesOf(s, "tile caravan 17,18>"),
		withPrefix("tile caravan 17,18>", "17,19", "15,19", "19,17", "19,19"))
	// Only the end of a slide: not a hex on the way.
	if _, err := Apply(s, mustParse(t, "tile caravan 17,18>16,19")); err == nil {
		t.Errorf("the Caravan stopped half-way")
	}
	n := mustApply(t, s, "tile caravan 17,18>19,17")
	if n.Occupant(off(t, "19,17")) != 0 || n.Occupant(off(t, "17,18")) >= 0 {
		t.Errorf("Caravan did not move the settlement")
	}
	if n.held[0] != s.held[0] {
		t.Errorf("Caravan tile lost though 18,16 is still next to its location")
	}
	if n.usable(Caravan) != 0 {
		t.Errorf("the Caravan tile is usable twice in a turn")
	}
}

// TestCaravanObstacles: water, castles or nomad spaces, locations and the
// player's own settlements stop a slide too, and a settlement with every
// direction blocked has no Caravan move.
func TestCaravanObstacles(t *testing.T) {
	s := nomadsBoard(t, CaravanSection)
	// Section (3,4) forest = board 13,14: west is the nomad space 13,13,
	// east water 13,15, north-west 12,14 forest, north-east 12,15 water,
	// south-west 14,14 water, south-east 14,15 water.
	s = put(t, s, 0, "13,14", "12,14")
	s = giveTile(t, s, 0, "16,12")
	if got := movesOf(s, "tile caravan 13,14>"); len(got) != 0 {
		t.Errorf("Caravan from a blocked settlement: %v", got)
	}
	// 12,14 (forest): east 12,15 water, north-east 11,14 water,
	// south-west the nomad space 13,13, south-east the player's own 13,14:
	// blocked. West: 12,13 then water 12,12, so 12,13. North-west: 11,13
	// then 10,13 and on into the Paddock section above.
	got := movesOf(s, "tile caravan 12,14>")
	if len(got) != 2 || got[0] == got[1] || (got[0] != "tile caravan 12,14>12,13" && got[1] != "tile caravan 12,14>12,13") {
		t.Errorf("Caravan from 12,14: %v, want 12,13 and one hex north-west", got)
	}
	for _, m := range got {
		mv := mustParse(t, m)
		to, _ := mv.To()
		if !s.g.buildable.Has(hexIndex(to)) || s.occupied.Has(hexIndex(to)) {
			t.Errorf("%s ends on %v", m, s.Terrain(to))
		}
	}
}

// TestVillage: build on a free buildable hex next to at least 3 of the
// player's settlements (rulebook 003, "Village"), wherever it is.
func TestVillage(t *testing.T) {
	s := nomadsBoard(t, VillageSection)
	// Two settlements: no hex is next to 3 of them.
	s = put(t, s, 0, "19,11", "18,12")
	s = giveTile(t, s, 0, "16,13")
	if got := movesOf(s, "tile village"); len(got) != 0 {
		t.Errorf("Village with no hex next to 3 settlements: %v", got)
	}
	// A third: 19,12 touches 19,11 (west), 18,12 (north-west) and 18,13
	// (north-east); 17,12 touches only 18,12 and 18,13.
	s = put(t, s, 0, "18,13")
	sameMoves(t, "Village", movesOf(s, "tile village"), []string{"tile village 19,12"})
	n := mustApply(t, s, "tile village 19,12")
	if n.Occupant(off(t, "19,12")) != 0 || n.Supply(0) != s.Supply(0)-1 {
		t.Errorf("Village did not build from the supply")
	}
	if _, err := Apply(s, mustParse(t, "tile village 17,12")); err == nil {
		t.Errorf("Village built next to 2 settlements")
	}
}

// TestGarden: build on a free flower hex, next to the player's settlements
// when possible (rulebook 003, "Jardin").
func TestGarden(t *testing.T) {
	s := nomadsBoard(t, GardenSection)
	s = giveTile(t, s, 0, "15,13")
	// 16,17 touches the flower hexes 16,16, 15,16 and 15,17.
	near := put(t, s, 0, "16,17")
	sameMoves(t, "Garden next to 16,17", movesOf(near, "tile garden"),
		withPrefix("tile garden ", "16,16", "15,16", "15,17"))
	// 19,10 touches no flower: every free flower hex of the board.
	far := put(t, s, 0, "19,10")
	if got, want := len(movesOf(far, "tile garden")), far.g.terrainSet[Flower].Count(); got != want {
		t.Errorf("Garden far from flowers: %d moves, want every flower hex (%d)", got, want)
	}
	// No free flower hex: the action is abandoned.
	full := far
	full.occupied = full.occupied.Union(full.g.terrainSet[Flower])
	full.own[1] = full.own[1].Union(full.g.terrainSet[Flower])
	if got := movesOf(full, "tile garden"); len(got) != 0 {
		t.Errorf("Garden with no free flower: %v", got)
	}
}

// TestVillageAllows: the one-hex check of the Village agrees with the list
// of its targets on every hex of positions of random games.
func TestVillageAllows(t *testing.T) {
	states, err := gametest.Positions(Game, newBenchGame, 1000, 11)
	if err != nil {
		t.Fatal(err)
	}
	some := 0
	for _, s := range states {
		c := s.tileContext()
		want := villageTargets(c)
		if !want.IsEmpty() {
			some++
		}
		for h := range boardSize {
			if got := villageAllows(c, h); got != want.Has(h) {
				t.Fatalf("turn %d, player %d, %v: villageAllows %v, villageTargets %v", s.turn, s.toMove, grid.Offset(h), got, want.Has(h))
			}
		}
	}
	if some == 0 {
		t.Fatalf("no position with a Village target: the test checks nothing")
	}
}

// TestNomadsLocationsRefused: New still refuses the Nomads sections, so the
// new tiles are reachable only through these tests until nomad spaces work.
func TestNomadsLocationsRefused(t *testing.T) {
	for _, sec := range NomadsSections() {
		c := Config{Players: 2, Nomads: true, Cards: [3]Card{Lords, Miners, Hermits},
			Quadrants: [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: OasisSection}, {Section: sec}}}
		if _, err := New(c); err == nil {
			t.Errorf("New accepted the %v section", sec)
		}
	}
}
