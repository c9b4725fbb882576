package kingdomino

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// midGame returns a state of a 2-player Dynasty match with Harmony, in its
// second game, with kingdoms built and a king to pick.
func midGame(t *testing.T) State {
	t.Helper()
	s, err := New(Config{Players: 2, Seed: 9, Dynasty: true, Harmony: true})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for s.Game() < 1 || s.Round() < 3 || s.Phase() != Picking {
		l := Legal(s)
		if s, err = Apply(s, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestSchemaField checks that the document opens with the schema, and that
// a document of another game or version is refused with that reason.
func TestSchemaField(t *testing.T) {
	s := midGame(t)
	doc, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(doc), `{"schema":"kingdomino/1",`) {
		t.Errorf("the document opens with %.40s", doc)
	}
	if g, v, err := kingdoms.Schema(doc); err != nil || g != "kingdomino" || v != 1 {
		t.Errorf("kingdoms.Schema = %q, %d, %v", g, v, err)
	}
	rest := strings.TrimPrefix(string(doc), `{"schema":"kingdomino/1"`)
	for _, tc := range []struct{ doc, want string }{
		{`{"schema":"arkadia/1"` + rest, `this is a document of "arkadia", not of "kingdomino"`},
		{`{"schema":"kingdomino/2"` + rest, `version 2 of the kingdomino document; this package reads version 1 ("kingdomino/1")`},
		{`{"players":2}`, `no "schema" field`},
		{`{"schema":1,"game":"kingdomino"}`, `not a string`},
		{`[1]`, `not a JSON object`},
		{`{"schema":"kingdomino/1"` + rest[:len(rest)-1] + `,"schema":"arkadia/1"}`, `this is a document of "arkadia", not of "kingdomino"`}, // the last member of a name is the one read
	} {
		u := s
		err := json.Unmarshal([]byte(tc.doc), &u)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.50s...: error %v, want one wrapping ErrBadState with %q", tc.doc, err, tc.want)
		}
		if u != s {
			t.Errorf("%.50s...: a failed decode changed the state", tc.doc)
		}
	}
}

// TestDecodeWrongShapes changes one field of a good document at a time and
// checks that the decoder refuses it with an error that names the field,
// leaving the target unchanged.
func TestDecodeWrongShapes(t *testing.T) {
	s := midGame(t)
	good, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(good, &back); err != nil || back != s {
		t.Fatalf("the good document does not round-trip: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(doc map[string]any)
		want   string
	}{
		{"players", func(d map[string]any) { d["players"] = 5 }, "players: 5, the game is for 2, 3 or 4"},
		{"players type", func(d map[string]any) { d["players"] = "two" }, "players: a JSON string where int is wanted"},
		{"duel", func(d map[string]any) { d["players"], d["mightyDuel"] = 3, true }, "mightyDuel: the Mighty Duel is for 2 players, not 3"},
		{"unknown field", func(d map[string]any) { d["colour"] = "red" }, `unknown field "colour"`},
		{"match", func(d map[string]any) { d["match"] = 3 }, "match: 3, want 0 to 2"},
		{"match without dynasty", func(d map[string]any) { d["dynasty"] = false }, "match: 1, want 0 without Dynasty"},
		{"phase", func(d map[string]any) { d["phase"] = "dancing" }, `phase: "dancing" is not choosing, placing, picking or over`},
		{"phase over", func(d map[string]any) { d["phase"] = "over" }, "phase: over in game 2 of a match of 3"},
		{"slot", func(d map[string]any) { d["slot"] = 4 }, "slot: 4, want 0 to 3"},
		{"deck length", func(d map[string]any) {
			d["deck"] = append(list(d["deck"]), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19)
		}, "deck: "},
		{"deck domino", func(d map[string]any) { list(d["deck"])[0] = 0 }, "deck[0]: 0 is not a domino (1 to 48)"},
		{"deck whole lines", func(d map[string]any) { d["deck"] = list(d["deck"])[1:] }, "deck: "},
		{"removed length", func(d map[string]any) { d["removed"] = list(d["removed"])[1:] }, "removed: 23 dominoes, want 24 with this config"},
		{"removed order", func(d map[string]any) { r := list(d["removed"]); r[0], r[1] = r[1], r[0] }, "removed: not in ascending order"},
		{"line length", func(d map[string]any) { d["line"] = list(d["line"])[1:] }, "line: 3 dominoes, want 0 or 4"},
		{"line king", func(d map[string]any) { object(list(d["line"])[0])["king"] = 7 }, "line[0].king: 7 is not a player (0 to 1) or -1"},
		{"line domino", func(d map[string]any) { object(list(d["line"])[0])["domino"] = 49 }, "line[0].domino: 49 is not a domino (1 to 48)"},
		{"line order", func(d map[string]any) { l := list(d["line"]); l[2], l[3] = l[3], l[2] }, "line: "},
		{"next line king", func(d map[string]any) { object(list(d["nextLine"])[0])["king"] = 1 }, "nextLine: its kings per player"},
		{"king order", func(d map[string]any) { d["kingOrder"] = []any{0, 1, 0, 1} }, "kingOrder: 4 kings in phase picking, want none"},
		{"kingdoms", func(d map[string]any) { d["kingdoms"] = list(d["kingdoms"])[:1] }, "kingdoms: 1 lists for 2 players"},
		{"kingdom length", func(d map[string]any) { k := list(d["kingdoms"]); k[0] = list(k[0])[1:] }, "kingdoms[0]"},
		{"kingdom move", func(d map[string]any) { list(list(d["kingdoms"])[0])[0] = "pick 3" }, `kingdoms[0][0]: "pick 3" is not a placement or a discard`},
		{"kingdom notation", func(d map[string]any) { list(list(d["kingdoms"])[1])[2] = "fly 3" }, `kingdomino: kingdoms[1][2]: move "fly 3": unknown action`},
		{"kingdom placement", func(d map[string]any) {
			k := list(list(d["kingdoms"])[0])
			m, _ := ParseMove(k[0].(string))
			k[0] = PlaceMove(m.Domino(), squaregrid.Pt(4, 4), squaregrid.Right).String()
		}, "kingdoms[0][0] (place "},
		{"earlier games", func(d map[string]any) { d["earlierGames"] = []any{} }, "earlierGames: 0 games, want 1 in game 2 of the match"},
		{"earlier results", func(d map[string]any) { e := list(d["earlierGames"]); e[0] = list(e[0])[:1] }, "earlierGames[0]: 1 results for 2 players"},
		{"earlier total", func(d map[string]any) { object(list(list(d["earlierGames"])[0])[1])["total"] = 1000000 }, "earlierGames[0][1].total: 1000000 is more than a kingdom whose largest property has"},
		{"earlier largest", func(d map[string]any) { object(list(list(d["earlierGames"])[0])[0])["largest"] = 25 }, "earlierGames[0][0].largest: 25, want 1 to 24"},
		{"earlier crowns", func(d map[string]any) { object(list(list(d["earlierGames"])[0])[0])["crowns"] = -1 }, "earlierGames[0][0].crowns: -1, want 0 to 39"},
		{"generator", func(d map[string]any) { d["generator"] = "!!" }, "generator: illegal base64"},
		{"generator state", func(d map[string]any) { d["generator"] = "AAAA" }, "generator: "},
		{"domino twice", func(d map[string]any) {
			object(list(d["nextLine"])[0])["domino"] = list(d["deck"])[0]
		}, "is in two places"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var doc map[string]any
			if err := json.Unmarshal(good, &doc); err != nil {
				t.Fatal(err)
			}
			tc.change(doc)
			bad := document(doc)
			u := s
			err := json.Unmarshal([]byte(bad), &u)
			if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one wrapping ErrBadState with %q", err, tc.want)
			}
			if u != s {
				t.Error("a failed decode changed the state")
			}
		})
	}
}

// document writes doc as a state document: Marshal sorts the keys of a
// map, so the opening "schema" is written by hand.
func document(doc map[string]any) string {
	delete(doc, "schema")
	body, _ := json.Marshal(doc)
	return `{"schema":"kingdomino/1",` + string(body[1:])
}

// withField returns the document good with the field key set to the JSON
// value raw.
func withField(good []byte, key, raw string) string {
	var doc map[string]any
	_ = json.Unmarshal(good, &doc)
	delete(doc, key)
	return strings.Replace(document(doc), `{"schema":"kingdomino/1",`, `{"schema":"kingdomino/1","`+key+`":`+raw+`,`, 1)
}

func list(v any) []any            { return v.([]any) }
func object(v any) map[string]any { return v.(map[string]any) }

// TestValidateCatches breaks states in ways no move can and checks that
// Validate, the harness's check, refuses them.
func TestValidateCatches(t *testing.T) {
	s := midGame(t)
	if err := Game.(interface{ Validate(State) error }).Validate(s); err != nil {
		t.Fatalf("a reachable state: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(s *State)
		want   string
	}{
		{"domino twice", func(s *State) { s.deck[s.drawn] = s.next[0].domino }, "is in two places"},
		{"deck not cleared", func(s *State) { s.deck[0] = 1 }, "a drawn domino is still in the deck"},
		{"handled", func(s *State) { s.boards[1].n-- }, "kingdoms[1]: "},
		{"board", func(s *State) { s.boards[0].minR-- }, "kingdoms[0]: the kingdom is not the one its dominoes build"},
		{"log", func(s *State) { s.log[0].cell = discarded }, "kingdoms[0][0]"},
		{"order", func(s *State) { s.order[0] = 1 }, "kingOrder: a king order in phase picking"},
		{"king", func(s *State) { s.cur[0].king = 3 }, "line[0].king: 3 is not a player"},
		{"past", func(s *State) { s.past[1][0].total = 3 }, "earlierGames: a result for game 2, player 0"},
		{"zero-ish", func(s *State) { *s = State{}; s.deckN = 48 }, "not the zero State"},
		{"flags", func(s *State) { s.flags |= 1 << 6 }, "unknown variants"},
		{"phase", func(s *State) { s.phase = 9 }, "phase: Phase(9) is not a phase"},
	} {
		u := s
		tc.change(&u)
		err := u.validate()
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Validate = %v, want an error wrapping ErrBadState with %q", tc.name, err, tc.want)
		}
	}
	if err := new(State).validate(); err != nil {
		t.Errorf("the zero State: %v", err)
	}
}

// TestErrorsQuoteExcerpts feeds 10 MiB inputs to every parser and decoder
// and checks that the errors stay short.
func TestErrorsQuoteExcerpts(t *testing.T) {
	big := strings.Repeat("x", 10<<20)
	digits := strings.Repeat("9", 10<<20)
	good, _ := json.Marshal(midGame(t))
	rest := string(good[len(`{"schema":"kingdomino/1",`):])
	errs := map[string]error{}
	_, errs["ParseMove word"] = ParseMove(big)
	_, errs["ParseMove domino"] = ParseMove("pick " + digits)
	_, errs["ParseMove square"] = ParseMove("place 3 " + big + " up")
	_, errs["ParseMove direction"] = ParseMove("place 3 0,1 " + big)
	var m Move
	errs["UnmarshalText"] = m.UnmarshalText([]byte(big))
	var s State
	for name, doc := range map[string]string{
		"schema":        `{"schema":"` + big + `"}`,
		"first field":   `{"` + big + `":1}`,
		"unknown field": `{"schema":"kingdomino/1","` + big + `":1,` + rest,
		"number":        withField(good, "players", digits),
		"phase":         withField(good, "phase", `"`+big+`"`),
		"move":          withField(good, "kingdoms", `[["`+big+`"],[]]`),
		"syntax":        `{"schema":"kingdomino/1","players":` + big,
		"generator":     withField(good, "generator", `"`+big+`"`),
	} {
		errs["UnmarshalJSON "+name] = s.UnmarshalJSON([]byte(doc))
	}
	_, errs["StartJSON field"] = Game.(interface {
		StartJSON([]byte) (State, error)
	}).StartJSON([]byte(`{"` + big + `":1}`))
	_, errs["Start variant"] = Game.(interface {
		Start(kingdoms.Settings) (State, error)
	}).Start(kingdoms.Settings{Variants: []string{big}})
	for name, err := range errs {
		if err == nil {
			t.Errorf("%s: no error", name)
		} else if len(err.Error()) > 300 {
			t.Errorf("%s: an error of %d bytes: %.300s", name, len(err.Error()), err)
		}
	}
}

// TestZeroState calls every method on the zero State: none panics, and the
// zero State refuses to marshal.
func TestZeroState(t *testing.T) {
	var s State
	if s.Players() != 0 || s.ToMove() != -1 || !s.IsTerminal() || s.Phase() != Over || s.Kings() != 0 ||
		s.Line() != nil || s.NextLine() != nil || s.Slot() != 0 || s.KingOrder() != nil || s.DeckSize() != 0 ||
		s.Removed() != 0 || s.Round() != 0 || s.Rounds() != 0 || s.Game() != 0 || s.Games() != 1 ||
		s.GameScores(0) != nil || len(s.Scores()) != 0 || s.Winners() != nil || len(Legal(s)) != 0 ||
		s.KingdomSize() != 5 || s.Config().Players != 0 || s.ObservationShape() != (Shape{}) ||
		len(Observe(s, 0, nil)) != 0 || s.View(0) != s {
		t.Error("the zero State reads as something else than a finished game without players")
	}
	k := s.Kingdom(0)
	_ = k.String()
	_, _, _, _, _, _ = k.Squares(), k.Crowns(), k.Placements(), k.Discards(), k.Properties(), k.Bounds()
	_ = k.Square(k.Castle())
	if got := s.String(); got != "kingdomino: no game\n" {
		t.Errorf("String() = %q", got)
	}
	if _, err := Apply(s, PickMove(1)); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("Apply: %v", err)
	}
	if _, err := Determinize(s, 0, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, kingdoms.ErrBadArgument) {
		t.Errorf("Determinize: %v", err)
	}
	if _, err := json.Marshal(s); !errors.Is(err, kingdoms.ErrBadState) {
		t.Errorf("Marshal: %v, want an error wrapping ErrBadState", err)
	}
	if err := s.validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
}

// TestMemberOrder checks that a document's members may come in any order:
// documents of states of random games, and of views, re-sorted through a
// map[string]any (as jq -S, Python's sort_keys and Go maps do) and with
// "schema" moved last, decode to the same state, while MarshalJSON writes
// "schema" first.
func TestMemberOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 7))
	for i, c := range configs() {
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; ; n++ {
			for _, x := range []State{s, s.View(n % s.Players())} {
				if n%6 != 0 && !s.IsTerminal() {
					break
				}
				doc, err := json.Marshal(x)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.HasPrefix(string(doc), `{"schema":"kingdomino/1",`) {
					t.Fatalf("%+v: the document opens with %.30s", c, doc)
				}
				var m map[string]any
				if err := json.Unmarshal(doc, &m); err != nil {
					t.Fatal(err)
				}
				sorted, _ := json.Marshal(m) // keys in sorted order: "schema" is not first
				delete(m, "schema")
				rest, _ := json.Marshal(m)
				last := string(rest[:len(rest)-1]) + `,"schema":"kingdomino/1"}`
				for _, d := range []string{string(sorted), last} {
					if strings.HasPrefix(d, `{"schema"`) {
						t.Fatalf("the test's document opens with the schema: %.30s", d)
					}
					var back State
					if err := json.Unmarshal([]byte(d), &back); err != nil || !back.Equal(x) {
						t.Fatalf("%+v, move %d: a document with its members in another order decodes to another state (%v):\n%s", c, n, err, d)
					}
				}
			}
			if s.IsTerminal() {
				break
			}
			l := Legal(s)
			s, _ = Apply(s, l[rng.IntN(len(l))])
		}
	}
}
