package kingdombuilder

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

func TestNotation(t *testing.T) {
	for _, c := range []struct {
		m    Move
		text string
	}{
		{Place(off(t, "3,4")), "place 3,4"},
		{Build(Farm, off(t, "19,0")), "tile farm 19,0"},
		{Relocate(Barn, off(t, "2,2"), off(t, "5,6")), "tile barn 2,2>5,6"},
		{End(), "end"},
	} {
		if got := c.m.String(); got != c.text {
			t.Errorf("String() = %q, want %q", got, c.text)
		}
		m, err := ParseMove(c.text)
		if err != nil || m != c.m {
			t.Errorf("ParseMove(%q) = %v, %v", c.text, m, err)
		}
		b, err := json.Marshal(c.m)
		if err != nil {
			t.Fatal(err)
		}
		var back Move
		if err := json.Unmarshal(b, &back); err != nil || back != c.m {
			t.Errorf("JSON round trip of %v: %s -> %v, %v", c.m, b, back, err)
		}
	}
	for _, bad := range []string{
		"", "place", "place 3", "place 3,", "place -1,2", "place 20,0", "place 3,4 5",
		"tile", "tile farm", "tile farm 2,2>3,3", "tile barn 2,2", "tile castle 1,1",
		"tile none 1,1", "end now", "PLACE 3,4", "place +3,4", "place 3,4,5", "place 100,1",
	} {
		if m, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, %v; want ErrBadNotation", bad, m, err)
		}
	}
	if Move.String(Move{}) != "invalid" {
		t.Errorf("zero move String = %q", Move{}.String())
	}
	if _, err := (Move{}).MarshalText(); err == nil {
		t.Errorf("MarshalText of the zero move succeeded")
	}
	// Rows 20 to 24 are the Island's lines (Queenie 3), columns 0 to 21.
	for _, o := range []hexgrid.Offset{{Row: 25, Col: 3}, {Row: 20, Col: 22}, {Row: -1, Col: 0}} {
		if m := Place(o); m.valid() {
			t.Errorf("a move off the board and the Island is valid: %v", o)
		}
	}
}

func TestStateJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for seed := uint64(0); seed < 6; seed++ {
		s, err := New(randomConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !s.IsTerminal(); i++ {
			if i%17 == 0 {
				for _, v := range []State{s, s.View(int(seed) % s.Players())} {
					b, err := json.Marshal(v)
					if err != nil {
						t.Fatal(err)
					}
					var back State
					if err := json.Unmarshal(b, &back); err != nil {
						t.Fatalf("decoding %s: %v", b, err)
					}
					if !back.Equal(v) {
						t.Fatalf("round trip changed the state:\n%s", b)
					}
				}
			}
			l := Legal(s)
			s, err = Apply(s, l[rng.IntN(len(l))])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestStateJSONErrors(t *testing.T) {
	s := mustApply(t, setHand(firstGame(t, 2), 0, Canyon), "place 7,2")
	good, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(good, &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		field string
		value any
	}{
		{"schema", "kingdombuilder/0"},
		{"players", 7},
		{"quadrants", []string{"tavern", "tavern", "oasis", "farm"}},
		{"cards", []string{"fishermen"}},
		{"settlements", [][]string{{"3,3"}, {}}},
		{"settlements", [][]string{{"7,2", "7,2"}, {}}},
		{"supply", []int{40, 40}},
		{"hands", []string{"grass", "lava"}},
		{"deck", []string{"grass"}},
		{"discard", map[string]int{"grass": 9}},
		{"rng", "zz"},
		{"tiles", []any{}},
		{"held", [][]string{{"6,7"}, {}}},
		{"held", [][]string{{}, {"6,2"}}},
		{"used", map[string]int{"farm": 1}},
		{"toMove", 5},
		{"placed", 3},
		{"over", true},
		{"view", 4},
		{"unknown", 1},
	} {
		bad := map[string]any{}
		for k, v := range doc {
			bad[k] = v
		}
		bad[c.field] = c.value
		b := docBytes(t, bad)
		into := s
		if err := json.Unmarshal(b, &into); !errors.Is(err, kingdoms.ErrBadState) {
			t.Errorf("%s = %v: error %v, want ErrBadState", c.field, c.value, err)
		}
		if !into.Equal(s) {
			t.Errorf("%s = %v: a failed decode changed the state", c.field, c.value)
		}
	}
	if _, err := json.Marshal(State{}); err == nil {
		t.Errorf("encoding the zero State succeeded")
	}
}

// FuzzParseMove checks that ParseMove never panics, and that what it
// accepts prints back to a text that parses to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"place 3,4", "tile farm 19,0", "tile barn 2,2>5,6", "end", "tile paddock 0,0>0,2", " end ", "place 09,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			if !errors.Is(err, kingdoms.ErrBadNotation) {
				t.Fatalf("error %v does not wrap ErrBadNotation", err)
			}
			return
		}
		if !m.valid() {
			t.Fatalf("ParseMove(%q) gave a malformed move", text)
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("round trip of %q: %q -> %v, %v", text, m.String(), back, err)
		}
	})
}

// FuzzStateJSON checks that decoding never panics, that what it accepts
// satisfies the invariants and encodes back to an equal state.
func FuzzStateJSON(f *testing.F) {
	s, _ := New(FirstGame(3, 9))
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 60 && !s.IsTerminal(); i++ {
		if i%20 == 0 {
			b, _ := json.Marshal(s)
			f.Add(b)
			b, _ = json.Marshal(s.View(1))
			f.Add(b)
		}
		l := Legal(s)
		s, _ = Apply(s, l[rng.IntN(len(l))])
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		if err := json.Unmarshal(b, &s); err != nil {
			return
		}
		if err := checkInvariants(s); err != nil {
			t.Fatalf("decoded a state that breaks an invariant: %v\n%s", err, b)
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(again, &back); err != nil || !back.Equal(s) {
			t.Fatalf("round trip failed: %v", err)
		}
		_ = Legal(s)
		_ = s.Scores()
	})
}

func TestMoveJSONErrors(t *testing.T) {
	for _, doc := range []string{`3`, `"place 30,1"`, `"jump"`, `{"kind":1}`} {
		var m Move
		err := json.Unmarshal([]byte(doc), &m)
		if !errors.Is(err, kingdoms.ErrBadNotation) || !errors.Is(err, kingdoms.ErrBadState) {
			t.Errorf("decoding %s: %v, want ErrBadNotation and ErrBadState", doc, err)
		}
		if m != (Move{}) {
			t.Errorf("decoding %s changed the move", doc)
		}
	}
}
