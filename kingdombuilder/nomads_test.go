package kingdombuilder

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// nomadsBoard returns the start of a 2-player Nomads game (seed 1, the
// first game's cards) on the first game's board whose bottom right section
// is replaced by sec, a Nomads section (not turned, so its hex (r,c) is the
// board's (10+r,10+c)).
func nomadsBoard(t testing.TB, sec Section) State {
	t.Helper()
	s := nomadsGame(t, [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: OasisSection}, {Section: sec}})
	if !s.g.present[sec.Location()] {
		t.Fatalf("no %v location on the board", sec)
	}
	return s
}

// nomadsGame returns the start of a 2-player Nomads game (seed 1, the
// first game's cards) on the given board.
func nomadsGame(t testing.TB, quads [4]Quadrant) State {
	t.Helper()
	c := FirstGame(2, 1)
	c.Nomads = true
	c.Quadrants = quads
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
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

// roundTrip checks that s survives its JSON form.
func roundTrip(s State) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		return fmt.Errorf("decoding %s: %v", b, err)
	}
	if !back.Equal(s) {
		return fmt.Errorf("round trip changed the state:\n%s", b)
	}
	return nil
}

// TestQuarry is the rulebooks' example (rulebook 003 "Carrière", rulebook
// 002 "Carrière"): the player drew Desert and built its 3 settlements, then
// places a wall next to one of them; it cannot place a second, no free
// desert hex being left next to its settlements. On the Quarry section
// (bottom right), the settlements are 12,15, 12,16 and 12,17 (desert, next
// to the Quarry hex 12,14); the opponent's settlements leave one free desert
// hex next to them, as in the rulebook's picture.
func TestQuarry(t *testing.T) {
	s := nomadsBoard(t, QuarrySection)
	s = setHand(s, 0, Desert)
	// The Quarry hex is 12,14; 12,15 touches it.
	s = mustApply(t, s, "place 12,15", "place 12,16", "place 12,17")
	if s.held[0] == 0 {
		t.Fatal("building next to the Quarry took no tile")
	}
	s.fresh[0] = 0 // as if the tile had been taken in an earlier turn
	walls := movesOf(s, "tile quarry")
	var want []string
	seen := map[int]bool{}
	for _, h := range []string{"12,15", "12,16", "12,17"} {
		for _, i := range grid.Neighbors(hx(t, h)) {
			if s.g.terrain[i] == Desert && !s.occupied.Has(i) && !seen[i] {
				seen[i] = true
				want = append(want, "tile quarry "+hexText(i))
			}
		}
	}
	sameMoves(t, "Quarry", walls, want)
	if len(want) < 2 {
		t.Fatalf("the example needs 2 free desert hexes next to the settlements, found %v", want)
	}
	// Block all but one with the opponent's settlements, as in the
	// rulebook's picture, where only one is left.
	last := want[len(want)-1][len("tile quarry "):]
	for _, w := range want[:len(want)-1] {
		s = put(t, s, 1, w[len("tile quarry "):])
	}
	s = playedRound(s)
	sameMoves(t, "Quarry, one free desert hex", movesOf(s, "tile quarry"), []string{"tile quarry " + last})
	n := mustApply(t, s, "tile quarry "+last)
	if !n.Wall(off(t, last)) || n.Occupant(off(t, last)) >= 0 {
		t.Fatalf("no wall at %s", last)
	}
	if n.Supply(0) != s.Supply(0) {
		t.Errorf("a wall took a settlement from the supply")
	}
	if got := movesOf(n, "tile quarry"); len(got) != 0 {
		t.Errorf("second wall with no free desert hex next to the settlements: %v", got)
	}
	sameMoves(t, "after the wall", moveStrings(Legal(n)), []string{"end"})
	if err := roundTrip(n); err != nil {
		t.Error(err)
	}
	// The wall's hex is not free: the mandatory action cannot build there.
	if n.freeOf(Desert).Has(hx(t, last)) {
		t.Errorf("a wall's hex is free")
	}
}

// TestWallStopsCaravan: a stone wall is an obstacle for the Caravan
// (rulebook 002, "Caravane": "les cases occupées par un mur de pierre").
// The board holds both the Quarry and the Caravan sections; the example of
// TestCaravan, with a wall on 18,18, loses its south-west slide.
func TestWallStopsCaravan(t *testing.T) {
	s := nomadsGame(t, [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: QuarrySection}, {Section: CaravanSection}})
	s = put(t, s, 0, "17,18", "18,16")
	s = playedRound(put(t, s, 1, "17,17"))
	s = giveTile(t, s, 0, "17,16")
	s.occupied.Insert(hx(t, "18,18")) // a wall
	if !s.Wall(off(t, "18,18")) {
		t.Fatal("no wall at 18,18")
	}
	sameMoves(t, "Caravan from 17,18 with a wall", movesOf(s, "tile caravan 17,18>"),
		withPrefix("tile caravan 17,18>", "17,19", "15,19", "19,19"))
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
}

// TestQuarrySecondWall: one use places 1 or 2 walls, the second right after
// the first; after any other move the use is over.
func TestQuarrySecondWall(t *testing.T) {
	s := nomadsBoard(t, QuarrySection)
	s = setHand(s, 0, Desert)
	s = put(t, s, 0, "12,15", "12,16")
	s = giveTile(t, s, 0, "12,14")
	first := movesOf(s, "tile quarry")
	if len(first) < 3 {
		t.Fatalf("need 3 wall targets, have %v", first)
	}
	one := mustApply(t, s, first[0])
	second := movesOf(one, "tile quarry")
	sameMoves(t, "second wall", second, first[1:])
	two := mustApply(t, one, second[0])
	if got := movesOf(two, "tile quarry"); len(got) != 0 {
		t.Errorf("a third wall: %v", got)
	}
	// A placement between the walls ends the use.
	var place string
	for _, m := range moveStrings(Legal(one)) {
		if len(m) > 5 && m[:5] == "place" {
			place = m
			break
		}
	}
	if place == "" {
		t.Fatal("no placement")
	}
	after := mustApply(t, one, place)
	for !after.mandatoryDone() {
		after = mustApply(t, after, moveStrings(Legal(after))[0])
	}
	if got := movesOf(after, "tile quarry"); len(got) != 0 {
		t.Errorf("second wall after a placement: %v", got)
	}
	if _, err := Apply(after, mustParse(t, second[len(second)-1])); err == nil {
		t.Errorf("Apply accepted a second wall after a placement")
	}
	// The 25 walls: none is left, no Quarry move.
	full := s
	n := 0
	for i := 0; i < boardSize && n < MaxWalls; i++ {
		if full.g.buildable.Has(i) && !full.occupied.Has(i) && !grid.Dilate(full.own[0]).Has(i) {
			full.occupied.Insert(i)
			n++
		}
	}
	if got := movesOf(full, "tile quarry"); len(got) != 0 {
		t.Errorf("Quarry with the 25 walls placed: %v", got)
	}
}

// moveStrings returns the notations of ms.
func moveStrings(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}
