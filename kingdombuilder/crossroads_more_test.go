package kingdombuilder

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// More golden tests of the Crossroads pieces, on the test board of
// crossGame (crossroads_test.go).

// TestWarriorBlocksTilesAndPieces: a warrior's neighbourhood is closed to
// the location tiles' settlements and to the other pieces ("toutes les
// actions de placement et de déplacement").
func TestWarriorBlocksTilesAndPieces(t *testing.T) {
	s := crossGame(t, 2)
	// Player 1's warrior at 10,15 (forest) blocks 9,14 9,15 10,14 10,16
	// 11,14 11,15 (even row 10).
	s.x.crossroads.warrior[1][0] = uint16(hx(t, "10,15") + 1)
	s.x.crossroads.sync(s.g.players)
	s.occupied.Insert(hx(t, "10,15"))
	// Player 0 at 10,17 holds the Forester's Lodge (11,17): the forest
	// next to 10,17 is 10,16 (blocked) and 11,16, the only target left.
	s = giveTile(t, put(t, s, 0, "10,17"), 0, "11,17")
	sameMoves(t, "Lodge", movesOf(s, "tile lodge"), []string{"tile lodge 11,16"})
	if _, err := Apply(s, mustParse(t, "tile lodge 10,16")); err == nil || !strings.Contains(err.Error(), "does not allow") {
		t.Errorf("Lodge next to a warrior: %v", err)
	}
	// With 11,16 taken too, the Lodge falls back on every free forest hex
	// not next to the warrior.
	f := put(t, s, 1, "11,16")
	got := movesOf(f, "tile lodge")
	if len(got) != f.freeOf(Forest).Count() || len(got) == 0 || slices.Contains(got, "tile lodge 10,16") {
		t.Errorf("Lodge fallback: %d moves, %d free unblocked forest hexes", len(got), f.freeOf(Forest).Count())
	}
	// A wagon does not enter the warrior's neighbourhood, not even to pass.
	s.x.crossroads.wagon[0] = uint16(hx(t, "9,17") + 1)
	s.x.crossroads.sync(s.g.players)
	s.occupied.Insert(hx(t, "9,17"))
	s = giveTile(t, put(t, s, 0, "1,18"), 0, "2,18")
	s.setNear()
	for _, m := range movesOf(s, "crossroads wagon 9,17>") {
		if to, ok := mustParse(t, m).To(); ok && s.Blocked(to) {
			t.Errorf("%s enters the warrior's neighbourhood", m)
		}
	}
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
}

// TestPiecesTakeAndLoseTiles: a piece next to a location takes its tile as
// a settlement does, and the tile is lost when no settlement or piece of
// the player touches the location any more.
func TestPiecesTakeAndLoseTiles(t *testing.T) {
	s := crossGame(t, 2)
	// Player 0 builds at 1,18 (next to the Wagon location 2,18) and holds
	// its tile; its wagon goes to 1,17, next to 2,18 and to 1,18.
	s = giveTile(t, put(t, s, 0, "1,18"), 0, "2,18")
	s = mustApply(t, s, "crossroads wagon 1,17")
	// Without the settlement at 1,18, the wagon next to 2,18 keeps the tile.
	s.own[0].Delete(hx(t, "1,18"))
	s.occupied.Delete(hx(t, "1,18"))
	s.supply[0]++
	s.loseTiles(0, hx(t, "1,18"))
	if !s.holdsTile(0, Wagon) {
		t.Fatalf("the wagon next to the Wagon location does not keep its tile")
	}
	// Returning the wagon loses it.
	s.used = [numLocations]uint8{}
	s.setNear()
	s = mustApply(t, s, "crossroads wagon 1,17>supply")
	if s.holdsTile(0, Wagon) {
		t.Errorf("the Wagon tile is kept with nothing next to it")
	}
	// A wagon moved next to the City Hall 6,11 takes its tile: from 4,12
	// to 5,11 (4,12 touches no location).
	v := crossGame(t, 2)
	v = giveTile(t, put(t, v, 0, "1,18"), 0, "2,18")
	v.x.crossroads.wagon[0] = uint16(hx(t, "4,12") + 1)
	v.x.crossroads.sync(v.g.players)
	v.occupied.Insert(hx(t, "4,12"))
	v.setNear()
	v = mustApply(t, v, "crossroads wagon 4,12>5,11")
	if !v.holdsTile(0, CityHall) {
		t.Errorf("the wagon next to the City Hall took no tile")
	}
	// A warrior next to a location takes its tile.
	w := crossGame(t, 2)
	w = giveTile(t, put(t, w, 0, "7,7"), 0, "6,7")
	w = mustApply(t, w, "crossroads warrior 6,8") // 6,8 touches the Barracks 6,7
	// One tile per location hex and player: the warrior takes no second.
	if k := w.g.slotOf(hx(t, "6,7")); w.tilesLeft[k] != 1 {
		t.Errorf("tiles left at 6,7: %d, want 1", w.tilesLeft[k])
	}
}

// TestCityHallRules: the city hall must touch a settlement of the player
// (a strict condition), stays for the game, counts as 7 settlements for
// every card (Lords here) and its centre fulfils Fortress (the ruling).
func TestCityHallRules(t *testing.T) {
	s := crossGame(t, 2)
	s.x.crossroads.tasks = [MaxTasks]Task{Fortress}
	s = giveTile(t, s, 0, "6,11") // no settlement: nothing to touch
	if got := movesOf(s, "crossroads cityhall"); len(got) != 0 {
		t.Errorf("city hall without a settlement to touch: %v", got)
	}
	s = put(t, s, 0, "7,11")
	s = mustApply(t, s, "crossroads cityhall 8,10")
	for _, h := range []string{"8,10", "7,9", "7,10", "8,9", "8,11", "9,9", "9,10"} {
		if k, p, ok := s.PieceAt(off(t, h)); !ok || k != CityHallPiece || p != 0 {
			t.Errorf("%s: %v %d %v", h, k, p, ok)
		}
	}
	if got := taskPoints(s, 0)["Fortress"]; got != 6 {
		t.Errorf("Fortress with the city hall: %d, want 6", got)
	}
	// Lords: player 0's 8 hexes lie in the top left section (7,9 8,9
	// 9,9) and the top right one (the others), player 1 has none: 12 + 12.
	if got := s.CardScore(Lords, 0); got != 24 {
		t.Errorf("Lords: %d, want 24", got)
	}
	// Nothing else goes on its hexes.
	s = setHand(s, 1, Grass)
	s.toMove = 1
	s.setNear()
	if slices.Contains(movesOf(s, "place"), "place 8,9") {
		t.Errorf("a settlement on the city hall")
	}
}

// TestCrossroadsJSONRejects: decoding refuses Crossroads parts that break
// the rules, with a message.
func TestCrossroadsJSONRejects(t *testing.T) {
	s := sampleBoard(t, 2, Road)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	good := string(b)
	for _, c := range []struct{ from, to, why string }{
		{`"ships":["",""]`, `"ships":["0,0",""]`, "ship on"},
		{`"wagons":["",""]`, `"wagons":["2,3",""]`, "wagon on"},
		{`"warriors":[[],[]]`, `"warriors":[["0,0","0,0"],[]]`, "two warriors on one hex"},
		{`"warriors":[[],[]]`, `"warriors":[["0,0","0,1","0,2"],[]]`, "at most 2"},
		{`"cityHalls":["",""]`, `"cityHalls":["0,0",""]`, "7 buildable hexes"},
		{`"extra":["none","none"]`, `"extra":["lava","none"]`, "unknown terrain card"},
		{`"tasks":["road"]`, `"tasks":["road","road"]`, "given twice"},
		{`"ships":["",""]`, `"ships":["",""],"choosing":true`, "choosing"},
		// The second cards and the Fort's card count among the 25.
		{`"ships":["",""]`, `"ships":["",""],"fort":"grass"`, "6 grass cards"},
	} {
		if !strings.Contains(good, c.from) {
			t.Fatalf("document has no %s:\n%s", c.from, good)
		}
		var back State
		err := json.Unmarshal([]byte(strings.Replace(good, c.from, c.to, 1)), &back)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: %v, want an error saying %q", c.to, err, c.why)
		}
	}
}
