package arkadia

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// The Game value implements the optional interfaces of the root package.
var (
	_ kingdoms.Observer[State]   = (*game)(nil)
	_ kingdoms.Configurer[State] = (*game)(nil)
	_ kingdoms.Validator[State]  = (*game)(nil)
)

func TestGameInterfaces(t *testing.T) {
	if _, ok := Game.(kingdoms.Observer[State]); !ok {
		t.Error("Game is no kingdoms.Observer")
	}
	if _, ok := Game.(kingdoms.Configurer[State]); !ok {
		t.Error("Game is no kingdoms.Configurer")
	}
	if _, ok := Game.(kingdoms.Validator[State]); !ok {
		t.Error("Game is no kingdoms.Validator")
	}
}

// registryNew is what the examples' registry
// (examples/internal/games/arkadia.go) does to start a game.
func registryNew(players int, seed uint64, variants []string) (State, error) {
	c := Config{Players: players, Seed: seed}
	for _, v := range variants {
		if v == "first-game" {
			c.FirstGame = true
		}
	}
	return New(c)
}

func TestStart(t *testing.T) {
	g := Game.(kingdoms.Configurer[State])
	if r := g.PlayerRange(); r != (kingdoms.PlayerRange{Min: 2, Max: 4, Default: 4}) {
		t.Errorf("PlayerRange() = %+v", r)
	}
	if v := g.Variants(); len(v) != 1 || v[0].Name != "first-game" || v[0].Doc == "" {
		t.Errorf("Variants() = %+v", v)
	}
	for _, players := range []int{2, 3, 4} {
		for _, variants := range [][]string{nil, {"first-game"}} {
			for seed := range uint64(3) {
				got, err := g.Start(kingdoms.Settings{Players: players, Seed: seed, Variants: variants})
				if err != nil {
					t.Fatal(err)
				}
				want, _ := registryNew(players, seed, variants)
				if !got.Equal(want) {
					t.Errorf("Start(%d players, seed %d, %v) differs from the registry's game", players, seed, variants)
				}
			}
		}
	}
	if s, err := g.Start(kingdoms.Settings{Seed: 1}); err != nil || s.Players() != 4 {
		t.Errorf("Start with no players: %v players, %v; want the default 4", s.Players(), err)
	}
	for _, c := range []struct {
		set  kingdoms.Settings
		want string
	}{
		{kingdoms.Settings{Players: 5}, "5 players"},
		{kingdoms.Settings{Players: 1}, "1 players"},
		{kingdoms.Settings{Players: 2, Variants: []string{"harvest"}}, `unknown variant "harvest"`},
		{kingdoms.Settings{Players: 2, Variants: []string{strings.Repeat("x", 10<<20)}}, "unknown variant"},
	} {
		_, err := g.Start(c.set)
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.want) || len(err.Error()) > 300 {
			t.Errorf("Start(%.40v): %.300v; want ErrBadConfig saying %q", c.set, err, c.want)
		}
	}
}

func TestStartJSON(t *testing.T) {
	g := Game.(kingdoms.Configurer[State])
	start, _ := New(Config{Players: 2, Seed: 5})
	lot := start.Lot()
	edText, _ := json.Marshal(Default().String())
	for _, c := range []struct {
		doc  string
		want Config
	}{
		{`{"players": 3, "seed": 7}`, Config{Players: 3, Seed: 7}},
		{`{"firstGame": true, "seed": 7, "players": 2}`, Config{Players: 2, Seed: 7, FirstGame: true}},
		{`{"players": 2, "lot": {"square": "` + lot.Square.String() + `", "turn": ` + fmt.Sprint(lot.Turn) + `}}`, Config{Players: 2, Lot: &lot}},
		{`{"players": 4, "seed": 3, "edition": ` + string(edText) + `}`, Config{Players: 4, Seed: 3}},
	} {
		got, err := g.StartJSON([]byte(c.doc))
		if err != nil {
			t.Errorf("StartJSON(%s): %v", c.doc, err)
			continue
		}
		want, err := New(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want) {
			t.Errorf("StartJSON(%s) differs from New(%+v)", c.doc, c.want)
		}
	}
	for _, c := range []struct{ doc, want string }{
		{`{"players": 3, "colour": "red"}`, `unknown field "colour"`},
		{`{"players": "three"}`, "players"},
		{`{"players": 5}`, "5 players"},
		{`{"players": 2, "lot": {"square": "5", "turn": 0}}`, `arkadia: lot.square: "5" is not a square such as g5: bad config`},
		{`{"Players": 2, "Seed": 7}`, `arkadia: unknown field "Players" (the field is "players"): bad config`},
		{`{"players": 2, "lot": {"Square": "a1", "turn": 0}}`, `unknown field "lot.Square" (the field is "lot.square")`},
		{`{"players": 2, "lot": {"square": "a1", "turn": 0, "x": 1}}`, `unknown field "x"`},
		{`{"players": 2, "lot": {"square": "a1", "turn": 9}}`, "castle lot"},
		{`{"players": 2, "edition": "arkadia-edition 2"}`, "edition"},
		{`{"players": 2} {}`, "data after"},
		{`[2]`, "config"},
		{`{"players": 2, "` + strings.Repeat("x", 10<<20) + `": 1}`, "unknown field"},
		{`{"players": 2, "edition": "` + strings.Repeat("x", 10<<20) + `"}`, "edition"},
	} {
		_, err := g.StartJSON([]byte(c.doc))
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.want) || len(err.Error()) > 400 {
			t.Errorf("StartJSON(%.60s): %.400v; want ErrBadConfig saying %q, short", c.doc, err, c.want)
		}
	}
}

// TestJSONWrongShapes: documents of the wrong shape or with unreachable
// values are refused with an error that names the field, and leave the
// target unchanged.
func TestJSONWrongShapes(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1})
	good, _ := json.Marshal(s)
	for _, c := range []struct{ from, to, want string }{
		{`"schema":"arkadia/1"`, `"schema":"kingdomino/1"`, `this is a document of "kingdomino", not of "arkadia"`},
		{`"schema":"arkadia/1"`, `"schema":"arkadia/2"`, "reads version 1"},
		{`{"schema":"arkadia/1",`, `{`, `arkadia: no "schema" field: a document of this package holds "schema": "arkadia/1": bad state document`},
		{`{"schema":"arkadia/1",`, `{"Schema":"arkadia/1",`, `no "schema" field`},
		{`{"schema":"arkadia/1",`, `{"schema":"arkadia/1","Edition":null,`, `arkadia: unknown field "Edition" (the field is "edition"): bad state document`},
		{`"seals":[0,0,0,0]`, `"Seals":[0,0,0,0]`, `unknown field "players[0].Seals" (the field is "players[0].seals")`},
		{`"players":[`, `"players":"x","p":[`, `arkadia: players: a JSON string where an array is wanted: bad state document`},
		{`"seals":[0,0,0,0]`, `"seals":[0,0,0,0,0]`, "players[0].seals: 5 values, want 4"},
		{`"seals":[0,0,0,0]`, `"seals":[0,0,0]`, "players[0].seals: 3 values, want 4"},
		{`"seals":[0,0,0,0]`, `"seals":[0,2,0,0]`, "players[0].seals[1]: the players hold (or sold at the end) 2 olive seals, more than the 0"},
		{`"seals":[0,0,0,0]`, `"seals":[0,-1,0,0]`, "players[0].seals[1]: -1"},
		{`"finalSale":[0,0,0,0]`, `"finalSale":[0,0,0,0,0]`, "players[0].finalSale: 5 values, want 4"},
		{`"gold":0`, `"gold":1000000`, "players[0].gold: 1000000 is more than the 0"},
		{`"gold":0`, `"gold":-3`, "players[0].gold: -3"},
		{`"screen":3`, `"screen":12`, "players[0].screen: 12, want 0 to 11"},
		{`"reserve":8`, `"reserve":7`, "players[0]: 4 banners and 7 workers"},
		{`"handSize":4`, `"handSize":5`, "players[0].handSize: 5, want 0 to 4"},
		{`"hand":["1R",`, `"hand":["9R",`, "players[0].hand[0]: the edition has no card 9R"},
		{`"pools":[[3,3,3,3],`, `"pools":[[3,3,3,3,0],`, "pools[0]: 5 values, want 4"},
		{`"pools":[[3,3,3,3],`, `"pools":[`, "pools: 2 floors, want 3"},
		{`"castle":[[],`, `"castle":[`, "castle: 9 squares, want 10"},
		{`"castle":[[],`, `"castle":[["R","R","R","R"],`, "castle[0]: 4 pieces, want at most 3"},
		{`"castle":[[],`, `"castle":[["X"],`, `castle[0][0]: "X" is not a family letter`},
		{`"neutralReserve":24`, `"neutralReserve":25`, "neutralReserve: 25, want 0 to 24"},
		{`"neutralReserve":24`, `"neutralReserve":23`, "neutralReserve: 23 neutral workers in all"},
		{`"pileSize":29`, `"pileSize":28`, "pile: 29 cards, but pileSize is 28"},
		{`"faceUp":["6R",`, `"faceUp":["6R","6R",`, "faceUp: 4 cards, want at most 3"},
		{`"lot":{"square":"h6"`, `"lot":{"square":"q66"`, `lot.square: "q66" is not a square of the board`},
		{`"buildings":[]`, `"buildings":[{"card":"1R","orientation":9,"square":"a1","complete":false}]`, "buildings[0].orientation: 9"},
		{`"screen":3,"screenNeutral":0,"reserve":8,"banners":4,"workers":[]`, `"screen":2,"screenNeutral":0,"reserve":8,"banners":4,"workers":["a1"]`, "workers: the worker on a1 touches no building"},
		{`"turnWorkers":[]`, `"turnWorkers":["a1"]`, "turnWorkers: no worker"},
		{`"active":0`, `"active":2`, "active: 2, want 0 to 1"},
		{`"passes":0`, `"passes":3`, "passes: 3, want 0 to 2"},
		{`"pending":0`, `"pending":2`, "pending: castle pieces due in phase action"},
	} {
		doc := strings.Replace(string(good), c.from, c.to, 1)
		if doc == string(good) {
			t.Fatalf("%s not found in the document", c.from)
		}
		u := s
		err := json.Unmarshal([]byte(doc), &u)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -> %s: error %v, want ErrBadState saying %q", c.from, c.to, err, c.want)
		}
		if !u.Equal(s) {
			t.Errorf("%s -> %s: the target changed", c.from, c.to)
		}
	}
}

// TestValidate: the Game's Validate accepts the zero State and every state
// of a game, and refuses a broken one naming the field.
func TestValidate(t *testing.T) {
	v := Game.(kingdoms.Validator[State])
	if err := v.Validate(State{}); err != nil {
		t.Errorf("Validate(State{}) = %v", err)
	}
	s, _ := New(Config{Players: 3, Seed: 4})
	r := rand.New(rand.NewPCG(4, 4))
	for !s.IsTerminal() {
		if err := v.Validate(s); err != nil {
			t.Fatal(err)
		}
		l := Legal(s)
		s, _ = Apply(s, l[r.IntN(len(l))])
	}
	bad := s
	bad.gold[1] = 1_000_000
	if err := v.Validate(bad); !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), "players[1].gold: 1000000 is more than") {
		t.Errorf("Validate with 1000000 gold: %v", err)
	}
	for p := range s.Players() {
		if s.sold[p] != [NumFamilies]int32{} {
			bad = s
			bad.gold[p] = 0
			if err := v.Validate(bad); !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), "is less than the") {
				t.Errorf("Validate with no gold after a final sale: %v", err)
			}
			break
		}
	}
	bad = s
	bad.seals[0][2] = 1000
	if err := v.Validate(bad); !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), "players[0].seals[2]: the players hold") {
		t.Errorf("Validate with 1000 seals: %v", err)
	}
}

// TestLongInputs: errors quote at most a short excerpt of a 10 MiB input.
func TestLongInputs(t *testing.T) {
	long := strings.Repeat("é", 5<<20)
	s, _ := New(Config{Players: 2, Seed: 1})
	good, _ := json.Marshal(s)
	for name, f := range map[string]func() error{
		"ParseMove":         func() error { _, err := ParseMove(long); return err },
		"ParseMove, words":  func() error { _, err := ParseMove("play " + long + " 0 a1"); return err },
		"ParseSquare":       func() error { _, err := ParseSquare(long); return err },
		"ParseCard":         func() error { _, err := ParseCard(long); return err },
		"ParseEdition":      func() error { _, err := ParseEdition(strings.NewReader(long)); return err },
		"ParseEdition, 60K": func() error { _, err := ParseEdition(strings.NewReader(long[:60000])); return err },
		"ParseEdition, header": func() error {
			_, err := ParseEdition(strings.NewReader("arkadia-edition " + long[:60000]))
			return err
		},
		"UnmarshalText": func() error { var m Move; return m.UnmarshalText([]byte(long)) },
		"UnmarshalJSON, schema": func() error {
			var u State
			return u.UnmarshalJSON([]byte(`{"schema":"` + long + `"}`))
		},
		"UnmarshalJSON, game": func() error {
			var u State
			return u.UnmarshalJSON([]byte(`{"schema":"` + strings.Repeat("k", 10<<20) + `/1"}`))
		},
		"UnmarshalJSON, phase": func() error {
			var u State
			return u.UnmarshalJSON([]byte(strings.Replace(string(good), `"phase":"action"`, `"phase":"`+long+`"`, 1)))
		},
		"UnmarshalJSON, field": func() error {
			var u State
			return u.UnmarshalJSON([]byte(strings.Replace(string(good), `"phase":"action"`, `"`+long+`":1`, 1)))
		},
		"UnmarshalJSON, card": func() error {
			var u State
			return u.UnmarshalJSON([]byte(strings.Replace(string(good), `"hand":["1R"`, `"hand":["`+long+`"`, 1)))
		},
	} {
		err := f()
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if len(err.Error()) > 400 {
			t.Errorf("%s: an error of %d bytes: %.400s", name, len(err.Error()), err)
		}
	}
}

// TestZeroState: the package functions given the zero State treat it as no
// game, and it refuses to marshal. (That no method of the zero State panics
// is the harness's zero-state check.)
func TestZeroState(t *testing.T) {
	var z State
	if len(Legal(z)) != 0 || len(AppendLegal(nil, z)) != 0 {
		t.Error("the zero State has legal moves")
	}
	if _, err := Apply(z, Pass()); err == nil {
		t.Error("Apply on the zero State: no error")
	}
	if _, err := Determinize(z, 0, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("Determinize on the zero State: no error")
	}
	_ = Observe(z, 0, nil)
	if _, err := json.Marshal(z); err == nil {
		t.Error("the zero State marshals")
	}
	_ = fmt.Sprint(z)
}
