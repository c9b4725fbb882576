package arkadia

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"play 6R 3 e5", "worker a1", "neutral p12", "pass", "stop", "castle R g5", "draw", "take 1S", "banner", "decline", "sell O 12", "done", "play 16S 7 z99", "", "play", "sell R 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			if !errors.Is(err, kingdoms.ErrBadNotation) {
				t.Fatalf("%q: error %v does not wrap ErrBadNotation", text, err)
			}
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q -> %v -> %v, %v", text, m, back, err)
		}
	})
}

func FuzzStateJSON(f *testing.F) {
	s, _ := New(Config{Players: 3, Seed: 1, FirstGame: true})
	b, _ := json.Marshal(s)
	f.Add(b)
	v, _ := json.Marshal(s.View(1))
	f.Add(v)
	for _, m := range Legal(s)[:3] {
		t, _ := Apply(s, m)
		b, _ := json.Marshal(t)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		err := json.Unmarshal(data, &st)
		if err != nil {
			if !errors.Is(err, kingdoms.ErrBadState) {
				var syn *json.SyntaxError
				if !errors.As(err, &syn) {
					t.Fatalf("error %v does not wrap ErrBadState", err)
				}
			}
			return
		}
		if err := checkInvariant(st); err != nil {
			t.Fatalf("decoded a state that breaks an invariant: %v", err)
		}
		again, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		var st2 State
		if err := json.Unmarshal(again, &st2); err != nil || !st2.Equal(st) {
			t.Fatalf("round trip: %v", err)
		}
		// A decoded state must be playable.
		if !st.IsTerminal() && st.hidden == 0 && len(Legal(st)) == 0 {
			t.Fatal("no legal move in a decoded state that is not over")
		}
		for _, m := range Legal(st) {
			if _, err := Apply(st, m); err != nil {
				t.Fatalf("legal move %v of a decoded state: %v", m, err)
			}
		}
	})
}

func FuzzParseEdition(f *testing.F) {
	f.Add(defaultText)
	f.Add("arkadia-edition 1\nboard 4 5\n.....\n.....\n..T..\n.....\nlot R O B S - R O B S -\nform 1 a: 0,0 0,1\ncards 1 R O\n")
	f.Fuzz(func(t *testing.T, text string) {
		e, err := ParseEdition(strings.NewReader(text))
		if err != nil {
			var ee *EditionError
			if !errors.As(err, &ee) || !errors.Is(err, kingdoms.ErrBadConfig) {
				t.Fatalf("error %v is not an EditionError wrapping ErrBadConfig", err)
			}
			return
		}
		again, err := ParseEdition(strings.NewReader(e.String()))
		if err != nil || again.String() != e.String() {
			t.Fatalf("canonical text does not read back: %v", err)
		}
		s, err := New(Config{Players: 2, Seed: 1, Edition: e})
		if err != nil {
			t.Fatalf("New on a valid edition: %v", err)
		}
		for range 50 {
			l := Legal(s)
			if len(l) == 0 {
				break
			}
			if s, err = Apply(s, l[len(l)/2]); err != nil {
				t.Fatal(err)
			}
		}
	})
}
