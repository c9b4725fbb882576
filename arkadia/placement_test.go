package arkadia

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestRulebookPlacementFigures follows figures 1 and 2 of rules/004
// ("Exemple de placement d'un bâtiment"): a building may be laid touching a
// worker (1), a building (2, 3), or two buildings and a worker (4); it may
// not cover part of another building (5) nor touch neither a worker nor a
// building (6, 7). A corner-to-corner contact is not touching
// ("orthogonalement").
func TestRulebookPlacementFigures(t *testing.T) {
	p := newPosition(t, 2)
	p.building("7O", "a5 a6 a7 b7") // the monastery
	p.building("1B", "d7 e7")
	p.workers(1, "d1 c9")
	p.s.cur = 0
	p.giveCard(0, Card{6, Red}) // a trade centre with a red seal
	legal := map[Move]bool{}
	for _, m := range Legal(p.s) {
		legal[m] = true
	}
	for _, c := range []struct {
		move  string
		legal bool
		why   string
	}{
		{"play 6R 0 b1", true, "(1) c1 c2 b3 c3 touches the worker on d1"},
		{"play 6R 0 b4", true, "(2) c4 c5 b6 c6 touches the monastery"},
		{"play 6R 0 d8", true, "(3) e8 e9 d10 e10 touches the house d7 e7"},
		{"play 6R 4 c6", true, "(4) c6 c7 c8 d8 (the form turned over) touches the monastery, the house and the worker on c9"},
		{"play 6R 0 a5", false, "(5) b5 b6 a7 b7 covers part of the monastery"},
		{"play 6R 0 j1", false, "(6) k1 k2 j3 k3 touches nothing"},
		{"play 6R 0 m10", false, "(7) n10 n11 m12 n12 touches nothing"},
		{"play 6R 0 b2", false, "c2 c3 b4 c4 meets the monastery's a5 only corner to corner"},
	} {
		m, err := ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if legal[m] != c.legal {
			t.Errorf("%s: legal %v, want %v: %s", c.move, legal[m], c.legal, c.why)
		}
		_, err = Apply(p.s, m)
		if (err == nil) != c.legal {
			t.Errorf("%s: Apply error %v, want legal %v", c.move, err, c.legal)
		}
	}
}

// TestReplayRecord checks that a game record (config and moves in notation)
// replays to the identical state.
func TestReplayRecord(t *testing.T) {
	cfg := Config{Players: 3, Seed: 99}
	s, _ := New(cfg)
	r := rand.New(rand.NewPCG(1, 1))
	var moves []string
	for !s.IsTerminal() {
		l := Legal(s)
		m := l[r.IntN(len(l))]
		moves = append(moves, m.String())
		s, _ = Apply(s, m)
	}
	b, _ := json.Marshal(moves)
	var texts []string
	if err := json.Unmarshal(b, &texts); err != nil {
		t.Fatal(err)
	}
	parsed, err := kingdoms.ParseMoves(Game, texts)
	if err != nil {
		t.Fatal(err)
	}
	start, _ := New(cfg)
	states, err := kingdoms.Replay(Game, start, parsed)
	if err != nil {
		t.Fatal(err)
	}
	if !states[len(states)-1].Equal(s) {
		t.Fatal("the replayed game ends in a different state")
	}
}

// TestJSONRejects checks that documents breaking an invariant are refused
// with a reason.
func TestJSONRejects(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1, FirstGame: true})
	good, _ := json.Marshal(s)
	for _, c := range []struct{ from, to, want string }{
		{`"schema":"arkadia/1"`, `"schema":"arkadia/9"`, "schema"},
		{`"screen":3`, `"screen":4`, "workers"},
		{`"neutralReserve":18`, `"neutralReserve":17`, "neutral workers"},
		{`"pools":[[3,`, `"pools":[[2,`, "do not add up"},
		{`"square":"h4"`, `"square":"i4"`, "first-game buildings"},
		{`"phase":"action"`, `"phase":"castle"`, "castle"},
		{`"phase":"action"`, `"phase":"lunch"`, `phase: "lunch" is not a phase`},
		{`"active":0`, `"active":2`, "active: 2"},
		{`"trigger":-1`, `"trigger":0`, "trigger"},
		{`"banners":4`, `"banners":3`, "reserve"},
		{`"lot":{"square":"g5"`, `"lot":{"square":"a1"`, "lot"},
		{`"faceUp":["`, `"faceUp":["1R","`, "faceUp: 4 cards"},
	} {
		doc := strings.Replace(string(good), c.from, c.to, 1)
		if doc == string(good) {
			t.Fatalf("%s not found in the document", c.from)
		}
		var u State
		err := json.Unmarshal([]byte(doc), &u)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -> %s: error %v, want ErrBadState saying %q", c.from, c.to, err, c.want)
		}
	}
}

// TestJSONRejectsOverlap: a building moved onto the castle lot is refused.
func TestJSONRejectsOverlap(t *testing.T) {
	p := newPosition(t, 2)
	p.building("1R", "a1 b1")
	good, _ := json.Marshal(p.s)
	doc := strings.Replace(string(good), `"square":"a1","complete"`, `"square":"g5","complete"`, 1)
	var u State
	if err := json.Unmarshal([]byte(doc), &u); !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), "overlaps") {
		t.Errorf("error %v, want ErrBadState saying the building overlaps", err)
	}
}

// TestJSONRejectsStray: a worker touching no building, or a building apart
// from the rest, cannot have been laid.
func TestJSONRejectsStray(t *testing.T) {
	p := newPosition(t, 2)
	p.building("1R", "f4 f5")
	p.workers(0, "e4")
	good, _ := json.Marshal(p.s)
	for from, to := range map[string]string{
		`"workers":["e4"]`:         `"workers":["a1"]`,
		`"square":"f4","complete"`: `"square":"a1","complete"`,
	} {
		doc := strings.Replace(string(good), from, to, 1)
		if doc == string(good) {
			t.Fatalf("%s not in the document", from)
		}
		var u State
		if err := json.Unmarshal([]byte(doc), &u); !errors.Is(err, kingdoms.ErrBadState) {
			t.Errorf("%s: error %v, want ErrBadState", to, err)
		}
	}
}
