package kingdombuilder

import (
	"encoding/json"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
	"pgregory.net/rapid"
)

// occupants returns every occupied hex of s: settlements, walls, pieces.
func occupants(s State) hexgrid.Set { return s.occupied }

// playCrossroads plays a random Crossroads game drawn by rapid from start,
// checking at every move: the invariants (checkInvariants), that the move
// played reads back from its notation, that the state survives a JSON
// round trip (every 37th move, withJSON), and that nothing
// new appears next to a warrior that stood there before the move (rulebook
// 003, "Caserne": "Un guerrier empêche toutes les actions de placement et
// de déplacement ... sur toutes les cases adjacentes").
func playCrossroads(t *rapid.T, s State, withJSON bool) {
	for n := 0; !s.IsTerminal() && n < MaxMoves(Config{Players: s.Players()}); n++ {
		if err := checkInvariants(s); err != nil {
			t.Fatalf("move %d: %v\n%v", n, err, s)
		}
		legal := Legal(s)
		if len(legal) == 0 {
			t.Fatalf("no legal move in a game not over")
		}
		m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
		if back, err := ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("notation of %v reads back as %v, %v", m, back, err)
		}
		if withJSON && n%37 == 0 {
			b, err := json.Marshal(s)
			var back State
			if err == nil {
				err = json.Unmarshal(b, &back)
			}
			if err != nil || !back.Equal(s) {
				t.Fatalf("JSON round trip: %v\n%s", err, b)
			}
		}
		before := occupants(s)
		blocked := s.x.crossroads.blocked
		next, err := Apply(s, m)
		if err != nil {
			t.Fatalf("legal move %v: %v", m, err)
		}
		if added := occupants(next).Diff(before); added.Intersects(blocked) {
			t.Fatalf("%v put something next to a warrior: %v", m, added.Intersect(blocked))
		}
		s = next
	}
	if !s.IsTerminal() {
		t.Fatalf("game not over after %d moves", MaxMoves(Config{Players: s.Players()}))
	}
}

func TestCrossroadsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(t, "players")
		c := FirstGame(n, rapid.Uint64().Draw(t, "seed"))
		c.Crossroads = true
		c.Tasks = [MaxTasks]Task{Road, CompassPoint, Fortress, HomeCountry}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		playCrossroads(t, withLocations(s, crossFixture), false) // a test board: no JSON
	})
}
