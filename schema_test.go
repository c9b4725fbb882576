package kingdoms_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestSchema(t *testing.T) {
	for _, tc := range []struct {
		doc     string
		game    string
		version int
		err     string
	}{
		{`{"schema":"kingdomino/1","players":2}`, "kingdomino", 1, ""},
		{` {"schema" : "arkadia/12"}`, "arkadia", 12, ""},
		{`{"players":2,"schema":"kingdomino/1"}`, "kingdomino", 1, ""}, // members in any order (RFC 8259)
		{`{"a":{"schema":"arkadia/1"},"b":[1,{"c":"d"}],"schema":"kingdomino/3"}`, "kingdomino", 3, ""},
		{`{"schema":"kingdomino/1","schema":"kingdomino/1"}`, "", 0, `two "schema" fields`},
		{`{"players":2}`, "", 0, `no "schema" field`},
		{`{}`, "", 0, `no "schema" field`},
		{`{"players":[1,2}`, "", 0, "not valid JSON"},
		{`[1]`, "", 0, "not a JSON object"},
		{``, "", 0, "not a JSON document"},
		{`{"schema":1,"game":"kingdomino"}`, "", 0, "is 1, not a string"},
		{`{"schema":"kingdomino"}`, "", 0, `"kingdomino", not "<game>/<version>"`},
		{`{"schema":"kingdomino/0"}`, "", 0, "version from 1"},
		{`{"schema":"/1"}`, "", 0, "not \"<game>/<version>\""},
		{`{"schema":"` + strings.Repeat("x", 1000) + `/1"}`, "", 0, "(1002 bytes)"},
	} {
		game, v, err := kingdoms.Schema([]byte(tc.doc))
		if tc.err == "" {
			if err != nil || game != tc.game || v != tc.version {
				t.Errorf("Schema(%s) = %q, %d, %v; want %q, %d", tc.doc, game, v, err, tc.game, tc.version)
			}
			continue
		}
		if err == nil || !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.err) ||
			!strings.HasSuffix(err.Error(), ": "+kingdoms.ErrBadState.Error()) {
			t.Errorf("Schema(%.60s) error = %v; want one wrapping ErrBadState containing %q, the sentinel last", tc.doc, err, tc.err)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("Schema(%.60s) error is %d bytes long: %.100s...", tc.doc, len(err.Error()), err)
		}
	}
}

func TestExcerpt(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"e2", `"e2"`},
		{strings.Repeat("a", 40), `"` + strings.Repeat("a", 40) + `"`},
		{strings.Repeat("a", 41), `"` + strings.Repeat("a", 40) + `"... (41 bytes)`},
		{strings.Repeat("a", 39) + "é" + strings.Repeat("b", 1<<20), `"` + strings.Repeat("a", 39) + `"... (1048617 bytes)`},
	} {
		if got := kingdoms.Excerpt(tc.in); got != tc.want {
			t.Errorf("Excerpt(%.50q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestPlayoutNilGenerator(t *testing.T) {
	s, n, err := kingdoms.Playout(nimGame{}, nimState{stones: 5}, nil, 0)
	if !errors.Is(err, kingdoms.ErrBadArgument) || n != 0 || s != (nimState{stones: 5}) {
		t.Fatalf("Playout with a nil generator = %v, %d, %v; want the state unchanged, 0 and ErrBadArgument", s, n, err)
	}
	if _, err := (nimGame{}).Determinize(nimState{stones: 5}, 0, nil); !errors.Is(err, kingdoms.ErrBadArgument) {
		t.Fatalf("Determinize with a nil generator: %v", err)
	}
	_ = rand.New(rand.NewPCG(1, 2))
}

// TestPlayoutTo checks that PlayoutTo plays the game PlayoutWith plays,
// leaving the last state in the caller's variable.
func TestPlayoutTo(t *testing.T) {
	for seed := range uint64(20) {
		start := nimState{stones: 7 + int(seed)}
		want, wn, _, err := kingdoms.PlayoutWith(nimGame{}, start, rand.New(rand.NewPCG(seed, 1)), int(seed%4), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := start
		n, _, err := kingdoms.PlayoutTo(nimGame{}, &got, rand.New(rand.NewPCG(seed, 1)), int(seed%4), nil)
		if err != nil || n != wn || got != want {
			t.Fatalf("seed %d: PlayoutTo gives %v after %d moves (%v), PlayoutWith %v after %d", seed, got, n, err, want, wn)
		}
	}
	s := nimState{stones: 3}
	if _, _, err := kingdoms.PlayoutTo(nimGame{}, &s, nil, 0, nil); !errors.Is(err, kingdoms.ErrBadArgument) || s != (nimState{stones: 3}) {
		t.Fatalf("PlayoutTo with a nil generator: %v, state %v", err, s)
	}
}

func TestDecodeStrict(t *testing.T) {
	type part struct {
		N int `json:"n"`
	}
	type Part struct{}
	type doc struct {
		Players  int      `json:"players"`
		Name     string   `json:"name"`
		Parts    []part   `json:"parts"`
		Names    []string `json:"names"`
		Exported Part     `json:"exported"`
	}
	huge := strings.Repeat("x", 1<<20)
	for _, tc := range []struct{ in, want string }{
		{`{"players":2,"name":"a"}`, ""},
		{`{"players":2,"colour":1}`, `unknown field "colour"`},
		{`{"players":"2"}`, "players: a JSON string where int is wanted"},
		{`{"parts":{}}`, "parts: a JSON object where an array is wanted"},
		{`{"parts":[1]}`, "parts: a JSON number where an object is wanted"},
		{`{"parts":[{"n":"x"}]}`, "parts.n: a JSON string where int is wanted"},
		{`{"names":{}}`, "names: a JSON object where []string is wanted"},
		{`{"exported":[]}`, "exported: a JSON array where an object is wanted"},
		{`{"players":2} {}`, "data after the JSON value"},
		{`{"players":2} x`, "data after the JSON value"},
		{`{"players":2}}`, "data after the JSON value"}, // Decoder.More misses a stray closing brace
		{`{"players":2} ]`, "data after the JSON value"},
		{``, "no JSON value"},
		{`{"players":`, "ends in the middle of a value"},
		{`{"players":2,"` + huge + `":1}`, `unknown field "xxxx`},
		{`{"players":1e999}`, "players: a JSON number"},
	} {
		var d doc
		err := kingdoms.DecodeStrict([]byte(tc.in), &d)
		if tc.want == "" {
			if err != nil || d.Players != 2 || d.Name != "a" {
				t.Errorf("DecodeStrict(%s) = %v, %+v", tc.in, err, d)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 200 {
			t.Errorf("DecodeStrict(%.60s): %.300v; want a short error saying %q", tc.in, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "kingdoms_test.part") {
			t.Errorf("DecodeStrict(%.60s): %v names an unexported Go type", tc.in, err)
		}
	}
}

func TestCheckSchema(t *testing.T) {
	for _, tc := range []struct{ doc, want string }{
		{`{"schema":"kingdomino/1"}`, ""},
		{`{"schema":"arkadia/1"}`, `this is a document of "arkadia", not of "kingdomino"`},
		{`{"schema":"kingdomino/2"}`, `version 2 of the kingdomino document; this package reads version 1 ("kingdomino/1")`},
		{`{"players":2}`, `no "schema" field`},
		{`{"players":2,"schema":"kingdomino/1"}`, ""},
	} {
		err := kingdoms.CheckSchema([]byte(tc.doc), "kingdomino", 1)
		if tc.want == "" {
			if err != nil {
				t.Errorf("CheckSchema(%s): %v", tc.doc, err)
			}
			continue
		}
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CheckSchema(%s): %v; want ErrBadState saying %q", tc.doc, err, tc.want)
		}
	}
}
