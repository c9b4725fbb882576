package kingdomino

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
)

// FuzzParseMove checks that ParseMove never panics, that its errors wrap
// ErrBadNotation, and that every move it reads round-trips through String,
// MarshalText and JSON.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"place 23 0,1 right", "place 48 -4,4 up", "discard 47", "pick 1", "PICK  12",
		"place 5 0,1 l", "place 0 0,0 up", "place 23 7,0 up", "pick 49", "place 23 0;1 right", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			if !errors.Is(err, kingdoms.ErrBadNotation) {
				t.Fatalf("ParseMove(%q) error %v does not wrap ErrBadNotation", text, err)
			}
			return
		}
		if _, err := PlaceMove(m.Domino(), m.At(), m.Dir()).MarshalText(); m.Kind() == Place && err != nil {
			t.Fatalf("PlaceMove copy of %v does not marshal: %v", m, err)
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %v; its notation %q reads back as %v, %v", text, m, m.String(), back, err)
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var j Move
		if err := json.Unmarshal(b, &j); err != nil || j != m {
			t.Fatalf("JSON %s of %v reads back as %v, %v", b, m, j, err)
		}
	})
}

// FuzzStateJSON checks that decoding any document never panics, that a
// failure wraps ErrBadState and leaves the state unchanged, and that any
// document that decodes gives a state that keeps every invariant, plays on,
// and round-trips.
func FuzzStateJSON(f *testing.F) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i, c := range configs() {
		c.Seed = uint64(i)
		s, _ := New(c)
		for n := 0; !s.IsTerminal() && n < i*5; n++ {
			l := Legal(s)
			s, _ = Apply(s, l[rng.IntN(len(l))])
		}
		b, _ := json.Marshal(s)
		f.Add(b)
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"schema":"kingdomino/1","players":4}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		before, _ := New(Config{Players: 2, Seed: 5})
		s := before
		if err := json.Unmarshal(doc, &s); err != nil {
			var se *json.SyntaxError
			if !errors.Is(err, kingdoms.ErrBadState) && !errors.As(err, &se) {
				t.Fatalf("error %v does not wrap ErrBadState", err)
			}
			if s != before {
				t.Fatal("a failed decode changed the state")
			}
			return
		}
		if err := invariant(s); err != nil {
			t.Fatalf("decoded a state that breaks an invariant: %v\n%s", err, doc)
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var u State
		if err := json.Unmarshal(again, &u); err != nil || u != s {
			t.Fatalf("round trip failed: %v", err)
		}
		if third, _ := json.Marshal(u); !bytes.Equal(third, again) {
			t.Fatal("re-encoding is not stable")
		}
		for _, m := range Legal(s) {
			if _, err := Apply(s, m); err != nil {
				t.Fatalf("legal move %v of a decoded state: %v", m, err)
			}
		}
	})
}
