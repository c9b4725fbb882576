package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
)

// Golden tests of the location tiles, mostly on the first-game board (map in
// helpers_test.go). Rulebook 000: "Action spéciale", "Règles de placement
// des cités" (rule 3, cases a to c) and the text of each tile.

func TestOracle(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1,
		Quadrants: [4]Quadrant{{Section: OracleSection}, {Section: FarmSection}, {Section: OasisSection}, {Section: TowerSection}},
		Cards:     [3]Card{Lords, Miners, Hermits}})
	if err != nil {
		t.Fatal(err)
	}
	// The Oracle hex of the Oracle section is at 3,7; 3,6 is flower and
	// touches it. With a flower card the Oracle builds next to 3,6 on the
	// free flower hexes 4,6 and 4,7 (rule 3a: the card's terrain).
	if s.LocationAt(off(t, "3,7")) != Oracle {
		t.Fatalf("3,7 is %v, want the Oracle", s.LocationAt(off(t, "3,7")))
	}
	s = put(t, s, 0, "3,6")
	s = giveTile(t, s, 0, "3,7")
	s = setHand(s, 0, Flower)
	sameMoves(t, "Oracle", movesOf(s, "tile oracle"), withPrefix("tile oracle ", "4,6", "4,7"))
	// No free desert next to the settlements: every free desert hex.
	s = setHand(s, 0, Desert)
	if got, want := len(movesOf(s, "tile oracle")), s.g.terrainSet[Desert].Count(); got != want {
		t.Errorf("Oracle fallback: %d moves, want every desert hex (%d)", got, want)
	}
	// A tile is only usable on a board that has its location.
	f := giveTile(t, put(t, firstGame(t, 2), 0, "7,2"), 0, "6,2")
	if got := movesOf(f, "tile oracle"); len(got) != 0 {
		t.Errorf("Oracle moves on a board without an Oracle: %v", got)
	}
}

func TestFarm(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "4,4", "10,17") // 10,17 touches the Farm 11,17
	s = giveTile(t, s, 0, "11,17")
	// Free grass next to 4,4: 4,5 3,4 5,4; next to 10,17: 10,18 9,17 9,16.
	sameMoves(t, "Farm", movesOf(s, "tile farm"), withPrefix("tile farm ", "4,5", "3,4", "5,4", "10,18", "9,17", "9,16"))
	// "S'il ne reste aucune case Prairie disponible ... cette action est
	// abandonnée": no free grass, no Farm move.
	full := s
	for i := range s.g.terrainSet[Grass].Diff(s.occupied).All() {
		full.own[1].Insert(i)
		full.occupied.Insert(i)
	}
	if got := movesOf(full, "tile farm"); len(got) != 0 {
		t.Errorf("Farm without free grass: %v", got)
	}
	// Nothing next to the settlements: every free grass hex (rule 3b).
	s = put(t, s, 1, "4,5", "3,4", "5,4", "10,18", "9,17", "9,16")
	if got, want := len(movesOf(s, "tile farm")), s.g.terrainSet[Grass].Diff(s.occupied).Count(); got != want {
		t.Errorf("Farm fallback: %d moves, want every free grass hex (%d)", got, want)
	}
}

func TestOasis(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "0,1", "12,8") // 12,8 touches the Oasis 12,7
	s = giveTile(t, s, 0, "12,7")
	// Free desert next to 0,1: 0,2; next to 12,8: none (flower, canyon, ...).
	got := movesOf(s, "tile oasis")
	for _, m := range got {
		mv, _ := ParseMove(m)
		to, _ := mv.To()
		if s.Terrain(to) != Desert {
			t.Errorf("Oasis builds on %v", s.Terrain(to))
		}
	}
	sameMoves(t, "Oasis", got, withPrefix("tile oasis ", "0,2"))
	s = put(t, s, 1, "0,2")
	if got, want := len(movesOf(s, "tile oasis")), s.g.terrainSet[Desert].Diff(s.occupied).Count(); got != want {
		t.Errorf("Oasis fallback: %d moves, want every free desert hex (%d)", got, want)
	}
}

func TestTower(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1,
		Quadrants: [4]Quadrant{{Section: TowerSection}, {Section: FarmSection}, {Section: OasisSection}, {Section: BarnSection}},
		Cards:     [3]Card{Lords, Miners, Hermits}})
	if err != nil {
		t.Fatal(err)
	}
	tower := -1
	for k := 0; k < s.g.nslots; k++ {
		if s.g.slotLoc[k] == Tower {
			tower = int(s.g.slotHex[k])
			break
		}
	}
	// Take the tile with a settlement next to the Tower, then put another
	// at 0,1: the free buildable edge hexes next to 0,1 are 0,0 0,2 1,0.
	var near int
	for _, n := range grid.Neighbors(tower) {
		if s.g.buildable.Has(n) {
			near = n
			break
		}
	}
	s = put(t, s, 0, hexText(near), "0,1")
	s = giveTile(t, s, 0, hexText(tower))
	want := []string{"tile tower 0,0", "tile tower 0,2", "tile tower 1,0"}
	for _, n := range grid.Neighbors(near) {
		if grid.Edge().Has(n) && s.g.buildable.Has(n) && !s.occupied.Has(n) {
			want = append(want, "tile tower "+hexText(n))
		}
	}
	sameMoves(t, "Tower", movesOf(s, "tile tower"), want)
	// Fallback (rule 3c): no free edge hex next to the settlements: any
	// free buildable edge hex.
	s3 := put(t, s, 1, "0,0", "0,2", "1,0")
	for _, m := range want[3:] {
		mv, _ := ParseMove(m)
		to, _ := mv.To()
		s3 = put(t, s3, 1, hexText(hexIndex(to)))
	}
	if got, want := len(movesOf(s3, "tile tower")), grid.Edge().Intersect(s.g.buildable).Diff(s3.occupied).Count(); got != want {
		t.Errorf("Tower fallback: %d moves, want every free buildable edge hex (%d)", got, want)
	}
}

func TestTavern(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "7,7", "7,8") // 7,7 touches the Tavern 6,7
	s = giveTile(t, s, 0, "6,7")
	// Two in a line: the Tavern cannot be used.
	if got := movesOf(s, "tile tavern"); len(got) != 0 {
		t.Errorf("Tavern with a line of 2: %v", got)
	}
	s = put(t, s, 0, "7,9")
	// A line of 3 along row 7: both ends, 7,6 and 7,10.
	sameMoves(t, "Tavern", movesOf(s, "tile tavern"), []string{"tile tavern 7,6", "tile tavern 7,10"})
	// An occupied end is not a target; nor is a non-buildable one.
	s = put(t, s, 1, "7,10")
	sameMoves(t, "Tavern", movesOf(s, "tile tavern"), []string{"tile tavern 7,6"})
	// A diagonal line: 8,4 (forest) 9,5? Use the line 4,4 5,4 6,5 (south
	// east from 4,4 is 5,4, from 5,4 is 6,5): ends 3,3 (castle, no) and
	// 7,5 (forest).
	d := giveTile(t, put(t, firstGame(t, 2), 0, "7,6", "4,4", "5,4", "6,5"), 0, "6,7")
	sameMoves(t, "Tavern diagonal", movesOf(d, "tile tavern"), []string{"tile tavern 7,5"})
}

func TestBarn(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1,
		Quadrants: [4]Quadrant{{Section: TavernSection}, {Section: BarnSection}, {Section: OasisSection}, {Section: FarmSection}},
		Cards:     [3]Card{Lords, Miners, Hermits}})
	if err != nil {
		t.Fatal(err)
	}
	// Same top left quadrant as the first game. Hold a Barn tile through a
	// settlement next to a Barn hex of the top right section.
	barn := -1
	for k := 0; k < s.g.nslots; k++ {
		if s.g.slotLoc[k] == Barn {
			barn = int(s.g.slotHex[k])
			break
		}
	}
	var near int
	for _, n := range grid.Neighbors(barn) {
		if s.g.terrain[n] == Desert || s.g.terrain[n] == Flower {
			near = n
			break
		}
	}
	s = put(t, s, 0, "6,3", hexText(near))
	s = giveTile(t, s, 0, hexText(barn))
	s = setHand(s, 0, Canyon)
	// Moving 6,3: the other settlement decides the adjacency rule. Moving
	// the one near the Barn: the free canyon next to 6,3 are 5,2 and 7,2.
	fromNear := movesOf(s, "tile barn "+hexText(near)+">")
	sameMoves(t, "Barn from the settlement near the Barn", fromNear,
		[]string{"tile barn " + hexText(near) + ">5,2", "tile barn " + hexText(near) + ">7,2"})
	fromFar := movesOf(s, "tile barn 6,3>")
	want := s.adjacentOf(s.own[0].Remove(hx(t, "6,3")), s.freeOf(Canyon))
	if len(fromFar) != want.Count() {
		t.Errorf("Barn from 6,3: %d moves, want %d", len(fromFar), want.Count())
	}
	for _, m := range fromFar {
		mv, _ := ParseMove(m)
		to, _ := mv.To()
		if s.Terrain(to) != Canyon {
			t.Errorf("Barn moves to %v", s.Terrain(to))
		}
	}
}

func TestHarbor(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "6,3", "0,0")
	// No Harbor on this board: use the rule through its function.
	s.g = setupFor(2, [4]Quadrant{{Section: TavernSection}, {Section: HarborSection}, {Section: OasisSection}, {Section: FarmSection}}, [3]Card{Lords, Miners, Hermits})
	// 6,3 touches water 6,4 5,3 7,3; 0,0 touches no water.
	k := -1
	for j := 0; j < s.g.nslots; j++ {
		if s.g.slotLoc[j] == Harbor {
			k = j
		}
	}
	s.held[0] |= 1 << k
	s.tilesLeft[k]--
	from00 := movesOf(s, "tile harbor 0,0>")
	sameMoves(t, "Harbor from 0,0", from00, []string{"tile harbor 0,0>6,4", "tile harbor 0,0>5,3", "tile harbor 0,0>7,3"})
	from63 := movesOf(s, "tile harbor 6,3>")
	if want := s.g.terrainSet[Water].Diff(s.occupied).Count(); len(from63) != want {
		t.Errorf("Harbor from 6,3: %d moves, want every free water hex (%d)", len(from63), want)
	}
	// After the move the settlement stands on water.
	n := mustApply(t, s, "tile harbor 0,0>6,4")
	if n.Terrain(off(t, "6,4")) != Water || n.Occupant(off(t, "6,4")) != 0 {
		t.Errorf("Harbor did not move the settlement onto water")
	}
}

func TestPaddock(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "6,3", "7,10") // 7,10 touches the Paddock 6,11
	s = giveTile(t, s, 0, "6,11")
	// From 6,3, two steps in each direction: E 6,5 W 6,1 NE 4,4 NW 4,2
	// (water, no) SW 8,2 SE 8,4. No adjacency rule.
	sameMoves(t, "Paddock from 6,3", movesOf(s, "tile paddock 6,3>"),
		withPrefix("tile paddock 6,3>", "6,5", "6,1", "4,4", "8,2", "8,4"))
	// It jumps over anything: from 7,10 across the Paddock hex and water.
	for _, m := range movesOf(s, "tile paddock 7,10>") {
		mv, _ := ParseMove(m)
		from, _ := mv.From()
		to, _ := mv.To()
		if d := grid.Distance(hexIndex(from), hexIndex(to)); d != 2 {
			t.Errorf("%s moves %d hexes", m, d)
		}
	}
	// From 7,7 (odd row): 7,9 7,5 5,8 5,6 9,6 9,8, jumping over the Tavern
	// 6,7 on the way to 5,6.
	p := giveTile(t, put(t, firstGame(t, 2), 0, "7,7", "7,10"), 0, "6,11")
	sameMoves(t, "Paddock from 7,7", movesOf(p, "tile paddock 7,7>"),
		withPrefix("tile paddock 7,7>", "7,9", "7,5", "5,8", "5,6", "9,6", "9,8"))
}

// TestTavernAllows: the one-hex check of the Tavern, used when a move is
// checked, agrees with the list of its targets, used when moves are listed,
// on every hex of positions of random games.
func TestTavernAllows(t *testing.T) {
	states, err := gametest.Positions(Game, newBenchGame, 1000, 7)
	if err != nil {
		t.Fatal(err)
	}
	runs := 0
	for _, s := range states {
		c := s.tileContext()
		want := tavernTargets(c)
		if !want.IsEmpty() {
			runs++
		}
		for h := range boardSize {
			if got := tavernAllows(c, h); got != want.Has(h) {
				t.Fatalf("turn %d, player %d, %v: tavernAllows %v, tavernTargets %v", s.turn, s.toMove, grid.Offset(h), got, want.Has(h))
			}
		}
	}
	if runs == 0 {
		t.Fatalf("no position with a line of 3: the test checks nothing")
	}
}

// TestReach2: the Paddock's table holds, for every hex, exactly the hexes of
// hexgrid's StepSet(h, 2), in increasing order (the order moves are listed
// in).
func TestReach2(t *testing.T) {
	for h := range boardSize {
		var got hexgrid.Set
		last := -1
		for _, to := range reach2[h] {
			if to == offBoard {
				continue
			}
			if int(to) <= last {
				t.Fatalf("%v: targets %v not in increasing order", grid.Offset(h), reach2[h])
			}
			last = int(to)
			got.Insert(int(to))
		}
		if want := grid.StepSet(h, 2); got != want {
			t.Fatalf("%v: targets %v, want %v", grid.Offset(h), got, want)
		}
	}
}
