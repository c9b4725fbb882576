package kingdombuilder

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Golden tests of the task cards (rulebook 003, "Cartes Tâche"), on the
// first-game board (map in helpers_test.go), played with Crossroads and all
// 4 tasks given explicitly.

// taskGame returns a 2-player Crossroads game on the first-game board with
// the given tasks.
func taskGame(t testing.TB, tasks ...Task) State {
	t.Helper()
	c := FirstGame(2, 1)
	c.Crossroads = true
	copy(c.Tasks[:], tasks)
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// taskPoints returns player p's points for each task of s, from Scores.
func taskPoints(s State, p int) map[string]int {
	out := map[string]int{}
	for _, part := range s.Scores()[p].Parts {
		if _, ok := taskByKey(lower(part.Source)); ok {
			out[part.Source] = part.Points
		}
	}
	return out
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func TestTaskNames(t *testing.T) {
	want := map[Task]int{HomeCountry: 5, Fortress: 6, Road: 7, PlaceOfRefuge: 8, Advance: 9, CompassPoint: 10}
	for _, k := range AllTasks() {
		if k.Points() != want[k] {
			t.Errorf("%v: %d points, want %d", k, k.Points(), want[k])
		}
		back, ok := taskByKey(k.Key())
		if !ok || back != k {
			t.Errorf("taskByKey(%q) = %v", k.Key(), back)
		}
	}
}

func TestTaskConfig(t *testing.T) {
	for _, c := range []struct {
		name  string
		tasks [MaxTasks]Task
		cross bool
	}{
		{"tasks without Crossroads", [MaxTasks]Task{Road}, false},
		{"a task twice", [MaxTasks]Task{Road, Road}, true},
		{"a gap", [MaxTasks]Task{Road, NoTask, Fortress}, true},
		{"no such task", [MaxTasks]Task{numTasks}, true},
	} {
		cfg := FirstGame(2, 1)
		cfg.Crossroads, cfg.Tasks = c.cross, c.tasks
		if _, err := New(cfg); !errors.Is(err, kingdoms.ErrBadConfig) {
			t.Errorf("%s: New: %v, want ErrBadConfig", c.name, err)
		}
	}
	// Explicit tasks are played in the order given; a board without
	// Crossroads sections draws none.
	s := taskGame(t, Road, HomeCountry)
	if got := s.Tasks(); len(got) != 2 || got[0] != Road || got[1] != HomeCountry {
		t.Errorf("Tasks() = %v", got)
	}
	if got := taskGame(t).Tasks(); len(got) != 0 {
		t.Errorf("tasks drawn for a board without Crossroads sections: %v", got)
	}
	// Config JSON names the tasks and omits them when zero.
	cfg := FirstGame(2, 1)
	cfg.Crossroads = true
	cfg.Tasks = [MaxTasks]Task{Fortress}
	b, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var back Config
	if err := json.Unmarshal(b, &back); err != nil || back != cfg {
		t.Errorf("Config JSON round trip: %s -> %+v, %v", b, back, err)
	}
}

func TestHomeCountry(t *testing.T) {
	s := taskGame(t, HomeCountry)
	// The desert area 0,13 0,14 1,13 1,14 is bounded by canyon, water
	// and mountains.
	area := []string{"0,13", "0,14", "1,13", "1,14"}
	for _, h := range area {
		if s.g.terrain[hx(t, h)] != Desert {
			t.Fatalf("%s is %s", h, s.g.terrain[hx(t, h)])
		}
	}
	s = put(t, s, 0, area[:3]...)
	if got := taskPoints(s, 0)["HomeCountry"]; got != 0 {
		t.Errorf("3 of the 4 hexes: %d points", got)
	}
	// Another player's settlement in the area: never complete.
	o := put(t, s, 1, "1,14")
	if got := taskPoints(o, 0)["HomeCountry"]; got != 0 {
		t.Errorf("area shared with player 1: %d points", got)
	}
	s = put(t, s, 0, "1,14")
	if got := taskPoints(s, 0)["HomeCountry"]; got != 5 {
		t.Errorf("whole area: %d points, want 5", got)
	}
	// Two complete areas still score once.
	s = put(t, s, 0, "0,7") // one hex of a larger canyon area
	if got := taskPoints(s, 0)["HomeCountry"]; got != 5 {
		t.Errorf("once per task: %d points, want 5", got)
	}
	if got := taskPoints(s, 1)["HomeCountry"]; got != 0 {
		t.Errorf("player 1: %d", got)
	}
}

func TestFortress(t *testing.T) {
	s := taskGame(t, Fortress)
	// 8,8 (grass) and its 6 neighbours 7,7 7,8 8,7 8,9 9,7 9,8.
	ring := []string{"7,7", "7,8", "8,7", "8,9", "9,7"}
	s = put(t, s, 0, append([]string{"8,8"}, ring...)...)
	if got := taskPoints(s, 0)["Fortress"]; got != 0 {
		t.Errorf("5 neighbours: %d points", got)
	}
	o := put(t, s, 1, "9,8")
	if got := taskPoints(o, 0)["Fortress"]; got != 0 {
		t.Errorf("a neighbour of player 1: %d points", got)
	}
	s = put(t, s, 0, "9,8")
	if got := taskPoints(s, 0)["Fortress"]; got != 6 {
		t.Errorf("surrounded: %d points, want 6", got)
	}
	// An edge settlement has fewer than 6 neighbours: never surrounded.
	e := taskGame(t, Fortress)
	e = put(t, e, 0, "0,0", "0,1", "1,0")
	if got := taskPoints(e, 0)["Fortress"]; got != 0 {
		t.Errorf("corner: %d points", got)
	}
}

func TestRoad(t *testing.T) {
	s := taskGame(t, Road)
	// A horizontal line of 7 (row 8, columns 7-11 grass, 12-13 forest)
	// does not count.
	s = put(t, s, 0, "8,7", "8,8", "8,9", "8,10", "8,11", "8,12", "8,13")
	if got := taskPoints(s, 0)["Road"]; got != 0 {
		t.Errorf("horizontal line: %d points", got)
	}
	// A NorthEast-SouthWest diagonal of 7, from 18,7 up to 12,10 (land
	// hexes), by the grid's own NorthEast steps.
	d := taskGame(t, Road)
	var line []string
	h := hx(t, "18,7")
	for range 7 {
		line = append(line, hexText(h))
		h = grid.Neighbor(h, 1) // NorthEast
	}
	d = put(t, d, 0, line[:6]...)
	if got := taskPoints(d, 0)["Road"]; got != 0 {
		t.Errorf("diagonal of 6 %v: %d points", line[:6], got)
	}
	gap := put(t, d, 1, line[6])
	if got := taskPoints(gap, 0)["Road"]; got != 0 {
		t.Errorf("diagonal ended by player 1: %d points", got)
	}
	d = put(t, d, 0, line[6])
	if got := taskPoints(d, 0)["Road"]; got != 7 {
		t.Errorf("diagonal of 7 %v: %d points, want 7", line, got)
	}
}

func TestPlaceOfRefuge(t *testing.T) {
	s := taskGame(t, PlaceOfRefuge)
	// The castle 11,11 (odd row): neighbours 10,11 10,12 11,10 11,12 12,11
	// 12,12 (desert, canyon, desert, canyon, canyon, canyon).
	nb := []string{"10,11", "10,12", "11,10", "11,12", "12,11"}
	s = put(t, s, 0, nb...)
	if got := taskPoints(s, 0)["PlaceOfRefuge"]; got != 0 {
		t.Errorf("5 of 6: %d points", got)
	}
	s = put(t, s, 0, "12,12")
	if got := taskPoints(s, 0)["PlaceOfRefuge"]; got != 8 {
		t.Errorf("castle surrounded: %d points, want 8", got)
	}
	// A location hex (the Farm 11,17) surrounded by two players: nobody.
	f := taskGame(t, PlaceOfRefuge)
	f = put(t, f, 0, "10,17", "10,18", "11,16", "11,18", "12,17")
	f = put(t, f, 1, "12,18")
	if a, b := taskPoints(f, 0)["PlaceOfRefuge"], taskPoints(f, 1)["PlaceOfRefuge"]; a != 0 || b != 0 {
		t.Errorf("shared: %d and %d points", a, b)
	}
}

func TestAdvance(t *testing.T) {
	s := taskGame(t, Advance)
	// 6 on the top edge and 1 on the left edge: not 7 on one edge.
	s = put(t, s, 0, "0,0", "0,1", "0,2", "0,5", "0,6", "0,13", "1,0")
	if got := taskPoints(s, 0)["Advance"]; got != 0 {
		t.Errorf("6+1: %d points", got)
	}
	// The corner 0,0 counts for the left edge too: 0,0 1,0 2,0 4,0 5,0
	// 6,0 7,0 are 7 on the left edge.
	s = put(t, s, 0, "2,0", "4,0", "5,0", "6,0", "7,0")
	if got := taskPoints(s, 0)["Advance"]; got != 9 {
		t.Errorf("7 on the left edge with a corner: %d points, want 9", got)
	}
}

func TestCompassPoint(t *testing.T) {
	s := taskGame(t, CompassPoint)
	// One corner (0,0) can stand for the top or the left edge, not both.
	s = put(t, s, 0, "0,0", "19,10", "10,19")
	if got := taskPoints(s, 0)["CompassPoint"]; got != 0 {
		t.Errorf("corner for two edges: %d points", got)
	}
	s = put(t, s, 0, "0,5")
	if got := taskPoints(s, 0)["CompassPoint"]; got != 10 {
		t.Errorf("4 edges: %d points, want 10", got)
	}
	// Two opposite corners cover all 4 edges... only 2 of them.
	c := taskGame(t, CompassPoint)
	c = put(t, c, 0, "0,0", "19,19")
	if got := taskPoints(c, 0)["CompassPoint"]; got != 0 {
		t.Errorf("two corners: %d points", got)
	}
}
