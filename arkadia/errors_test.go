package arkadia

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// The errors of the package have one shape: "arkadia: <what was wrong>",
// naming the field or quoting a short excerpt of the input, wrapping
// exactly one of the root package's sentinels, whose text they do not
// repeat, without Go type names, and with one "arkadia:" also when a root
// tool (ParseMoves, Replay) wraps them. TestErrorShape walks the error paths
// of the package and checks every error it meets.

var sentinels = []error{kingdoms.ErrIllegalMove, kingdoms.ErrBadConfig, kingdoms.ErrBadNotation, kingdoms.ErrBadState, kingdoms.ErrBadArgument}

// stutters are the words of each sentinel that a message should not say
// again besides the sentinel's text ("state document: ...: bad state
// document").
var stutters = map[error]string{
	kingdoms.ErrIllegalMove: "illegal", kingdoms.ErrBadConfig: "config", kingdoms.ErrBadNotation: "notation",
	kingdoms.ErrBadState: "state document", kingdoms.ErrBadArgument: "argument",
}

// shapeError returns what is wrong with the shape of err, or "".
func shapeError(err error) string {
	if err == nil {
		return "no error"
	}
	msg := err.Error()
	wrapped := 0
	for _, s := range sentinels {
		if errors.Is(err, s) {
			wrapped++
		}
		if strings.Count(msg, s.Error()) > 1 || strings.Contains(strings.Replace(msg, s.Error(), "", 1), stutters[s]) {
			return fmt.Sprintf("the text of %q twice", s)
		}
	}
	switch {
	case !strings.HasPrefix(msg, "arkadia: "):
		return `does not start with "arkadia: "`
	case strings.Count(msg, "arkadia:") != 1:
		return `"arkadia:" more than once`
	case strings.Contains(msg, "arkadia.") || strings.Contains(msg, "kingdoms.") || strings.Contains(msg, "json:"):
		return "a Go type name or encoding/json's own words"
	case wrapped != 1:
		return fmt.Sprintf("wraps %d sentinels, want 1", wrapped)
	case len(msg) > 320:
		return fmt.Sprintf("%d bytes long", len(msg))
	}
	return ""
}

// shapes collects the errors of the walk and reports those of another
// shape, with where they came from.
type shapes struct {
	t    *testing.T
	seen map[string]int // errors met, by kind of path
}

func (sh *shapes) check(path, where string, err error) {
	sh.t.Helper()
	if err == nil {
		return
	}
	sh.seen[path]++
	if what := shapeError(err); what != "" {
		sh.t.Errorf("%s: %s: %q", where, what, err)
	}
}

// must checks an error that the path must give.
func (sh *shapes) must(path, where string, err error) {
	sh.t.Helper()
	if err == nil {
		sh.t.Errorf("%s: no error", where)
		return
	}
	sh.check(path, where, err)
}

func TestErrorShape(t *testing.T) {
	sh := &shapes{t: t, seen: map[string]int{}}
	g := Game.(interface {
		kingdoms.Configurer[State]
		kingdoms.Actions[State, Move]
	})

	// Configurations.
	cp := *Default()
	for _, c := range []Config{
		{}, {Players: 5}, {Players: 2, Edition: &Edition{}}, {Players: 2, Lot: &Lot{}},
		{Players: 2, Lot: &Lot{Square{-1, 1 << 40}, 9}}, {Players: 2, FirstGame: true, Lot: &Lot{Square{0, 0}, 1}},
		{Players: 2, Edition: &cp, Lot: &Lot{Square{3, 3}, 4}},
	} {
		_, err := New(c)
		sh.must("config", fmt.Sprintf("New(%+v)", c), err)
		_, err = ObservationShape(c)
		sh.must("config", fmt.Sprintf("ObservationShape(%+v)", c), err)
	}
	for _, set := range []kingdoms.Settings{{Players: 1}, {Players: 9}, {Variants: []string{"harvest"}}, {Variants: []string{strings.Repeat("é", 500)}}} {
		_, err := g.Start(set)
		sh.must("config", fmt.Sprintf("Start(%+v)", set), err)
	}
	for _, doc := range []string{
		``, `null`, `[2]`, `{"players": 3, "colour": "red"}`, `{"Players": 3}`, `{"players": "three"}`,
		`{"players": 5}`, `{"players": 2, "seed": -1}`, `{"players": 2, "lot": {"square": "5", "turn": 0}}`,
		`{"players": 2, "lot": {"square": "a1", "turn": 9}}`, `{"players": 2, "lot": {"Square": "a1"}}`, `{"players": 2, "lot": 7}`,
		`{"players": 2, "edition": "arkadia-edition 2"}`, `{"players": 2, "edition": "` + strings.Repeat("x", 5000) + `"}`,
		`{"players": 2} {}`, `{"players": 2, "` + strings.Repeat("x", 5000) + `": 1}`, `{"players": 2`,
	} {
		_, err := g.StartJSON([]byte(doc))
		sh.must("config", fmt.Sprintf("StartJSON(%.60s)", doc), err)
	}

	// Editions.
	_, err := ParseEdition(nil)
	sh.must("edition", "ParseEdition(nil)", err)
	for _, text := range []string{
		"", "arkadia-edition 2\n", "arkadia-edition 1\n", strings.Repeat("x", 1<<17),
		strings.Replace(defaultText, "board 12 16", "board 12 17", 1),
		strings.Replace(defaultText, "\nlot ", "\nlot X ", 1),
		strings.Replace(defaultText, "\ncards 2", "\ncards 2 Q", 1),
		strings.Replace(defaultText, "\nname", "\ncolour", 1),
		strings.Replace(defaultText, "\nform 3", "\nform 4", 1),
	} {
		_, err := ParseEdition(strings.NewReader(text))
		sh.must("edition", fmt.Sprintf("ParseEdition(%.40q)", text), err)
	}

	// Notation.
	for _, text := range []string{
		"", "zzz", "play", "play 9X 0 a1", "play 1R x a1", "play 1R 0 z999", "worker", "worker a0", "neutral 99",
		"castle Q a1", "castle R", "sell R", "sell R x", "sell R 0", "take 0R", "pass now", strings.Repeat("x", 100),
	} {
		_, err := ParseMove(text)
		sh.must("notation", fmt.Sprintf("ParseMove(%q)", text), err)
		var m Move
		sh.must("notation", fmt.Sprintf("UnmarshalText(%q)", text), m.UnmarshalText([]byte(text)))
		_, err = kingdoms.ParseMoves(Game, []string{"pass", text})
		sh.must("notation", fmt.Sprintf("ParseMoves(pass, %q)", text), err)
	}
	for _, text := range []string{"", "a0", "zz", strings.Repeat("a", 80)} {
		_, err := ParseSquare(text)
		sh.must("notation", fmt.Sprintf("ParseSquare(%q)", text), err)
	}
	for _, text := range []string{"", "0R", "1Q", "99R"} {
		_, err := ParseCard(text)
		sh.must("notation", fmt.Sprintf("ParseCard(%q)", text), err)
	}
	_, err = Move{}.MarshalText()
	sh.must("notation", "Move{}.MarshalText", err)

	// Moves, actions and the other calls on states: random games, with
	// moves legal elsewhere and garbage tried at every few positions.
	rng := rand.New(rand.NewPCG(3, 3))
	var elsewhere []Move
	garbage := []Move{{}, {v: ^uint64(0)}, Play(Card{9, Red}, 0, Square{0, 0}), Play(Card{1, Red}, 7, Square{11, 15}), Worker(Square{-1, 3}),
		Castle(NoFamily, Square{4, 4}), Sell(Silver, 255), Take(Card{1, NoFamily}), Sell(Red, 0)}
	for seed := range uint64(6) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: seed%2 == 1})
		if err != nil {
			t.Fatal(err)
		}
		var played []Move
		for ply := 0; ; ply++ {
			legal := Legal(s)
			if ply%7 == 0 || len(legal) == 0 {
				for _, m := range append(slices.Clone(garbage), elsewhere...) {
					if slices.Contains(legal, m) {
						continue
					}
					_, err := Apply(s, m)
					sh.must("apply", fmt.Sprintf("seed %d, move %d: Apply(%v)", seed, ply, m), err)
					_, err = EncodeMove(nil, s, m)
					sh.must("apply", fmt.Sprintf("seed %d, move %d: EncodeMove(%v)", seed, ply, m), err)
					_, err = kingdoms.Replay(Game, s, []Move{m})
					sh.must("apply", fmt.Sprintf("seed %d, move %d: Replay(%v)", seed, ply, m), err)
				}
				for _, a := range []int{-1, 0, 391, 18836, 19577, 19578, 1 << 40} {
					_, _, _, err := DecodeAction(s, kingdoms.Prefix{}, a)
					sh.check("apply", fmt.Sprintf("seed %d, move %d: DecodeAction(%d)", seed, ply, a), err)
					_, _, _, err = DecodeAction(s, kingdoms.Prefix{}.Extend(a), 0)
					sh.must("apply", fmt.Sprintf("seed %d, move %d: DecodeAction after %d", seed, ply, a), err)
				}
				for _, p := range []int{-1, 0, 1, s.Players()} {
					v := s.View(p)
					if len(legal) > 0 {
						_, err := Apply(v, legal[0])
						sh.must("view", fmt.Sprintf("seed %d, move %d: Apply on a view", seed, ply), err)
						_, err = kingdoms.Replay(Game, v, legal[:1])
						sh.must("view", fmt.Sprintf("seed %d, move %d: Replay on a view", seed, ply), err)
						_, _, err = kingdoms.Playout(Game, v, rng, 0)
						sh.must("view", fmt.Sprintf("seed %d, move %d: Playout on a view", seed, ply), err)
					}
					_, err := Determinize(v, s.Players()+p+1, rng)
					sh.must("determinize", fmt.Sprintf("Determinize(player %d)", s.Players()+p+1), err)
					_, err = Determinize(v, 0, nil)
					sh.must("determinize", "Determinize(nil)", err)
				}
				elsewhere = append(elsewhere, legal[:min(3, len(legal))]...)
			}
			if len(legal) == 0 {
				break
			}
			m := legal[rng.IntN(len(legal))]
			played = append(played, m)
			if s, err = Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
		// Replaying the game with one move more, or one changed.
		start, _ := New(Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: seed%2 == 1})
		_, err = kingdoms.Replay(Game, start, append(played, Pass()))
		sh.must("apply", "Replay past the end", err)
		played[len(played)/2] = garbage[2]
		_, err = kingdoms.Replay(Game, start, played)
		sh.must("apply", "Replay of a changed game", err)
	}
	_, err = Apply(State{}, Pass())
	sh.must("apply", "Apply on the zero State", err)
	_, _, _, err = DecodeAction(State{}, kingdoms.Prefix{}, 3)
	sh.must("apply", "DecodeAction on the zero State", err)

	// Documents.
	_, err = State{}.MarshalJSON()
	sh.must("json", "MarshalJSON of the zero State", err)
	s, err := New(Config{Players: 3, Seed: 4, FirstGame: true})
	if err != nil {
		t.Fatal(err)
	}
	s, _, err = kingdoms.Playout(Game, s, rng, 40)
	if err != nil {
		t.Fatal(err)
	}
	good, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range []string{
		``, `null`, `[]`, `{}`, `7`, `{"schema":"kingdomino/1"}`, `{"schema":"arkadia/2"}`, `{"schema":7}`, `{"schema":"arkadia"}`,
		string(good[:len(good)/2]), string(good) + `{}`, string(good) + `]`, strings.Replace(string(good), `"schema":"arkadia/1"`, `"schema":"kingdomino/1"`, 1),
		strings.Replace(string(good), `"schema":"arkadia/1",`, ``, 1), strings.Replace(string(good), `"edition":null`, `"edition":"arkadia-edition 9"`, 1),
	} {
		// (json.Unmarshal refuses bad JSON with its own error before
		// calling UnmarshalJSON.)
		var u State
		sh.must("json", fmt.Sprintf("UnmarshalJSON(%.50s)", doc), u.UnmarshalJSON([]byte(doc)))
	}
	// Every field of the document, and of its first player, building and
	// lot, given values of every JSON type, and removed.
	var doc map[string]any
	if err := json.Unmarshal(good, &doc); err != nil {
		t.Fatal(err)
	}
	values := []any{"x", strings.Repeat("é", 100), -1, 1e300, 1000000, true, nil, []any{}, []any{"x", 2}, map[string]any{}, map[string]any{"k": 1}}
	objects := map[string]map[string]any{"": doc, "lot.": doc["lot"].(map[string]any)}
	for _, list := range []string{"players", "buildings"} {
		if l := doc[list].([]any); len(l) > 0 {
			objects[list+"[0]."] = l[0].(map[string]any)
		}
	}
	for prefix, obj := range objects {
		for _, k := range slices.Sorted(func(yield func(string) bool) {
			for k := range obj {
				if !yield(k) {
					return
				}
			}
		}) {
			was := obj[k]
			for _, v := range append(values, "removed") {
				if v == "removed" {
					delete(obj, k)
				} else {
					obj[k] = v
				}
				b, err := json.Marshal(doc)
				if err != nil {
					t.Fatal(err)
				}
				var u State
				sh.check("json", fmt.Sprintf("%s%s = %.30v", prefix, k, v), json.Unmarshal(b, &u))
			}
			obj[k] = was
		}
	}
	for _, path := range []string{"config", "edition", "notation", "apply", "view", "determinize", "json"} {
		if sh.seen[path] == 0 {
			t.Errorf("no error met on the path %q", path)
		}
	}
	t.Logf("errors checked: %v", sh.seen)
}
