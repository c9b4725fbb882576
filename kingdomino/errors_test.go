package kingdomino

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// sentinels are the errors of the root package that every error wraps.
var sentinels = []error{kingdoms.ErrIllegalMove, kingdoms.ErrBadConfig, kingdoms.ErrBadNotation, kingdoms.ErrBadState, kingdoms.ErrBadArgument}

// errorShape returns what is wrong with err against the one error shape of
// the module, "kingdomino: <what was wrong>: <sentinel>": the package's
// name once, at the start; no Go type name of the package; exactly one
// sentinel wrapped, whose text ends the message, once.
func errorShape(err error) string {
	if err == nil {
		return "no error"
	}
	msg := err.Error()
	var wrapped []error
	for _, s := range sentinels {
		if errors.Is(err, s) {
			wrapped = append(wrapped, s)
		}
	}
	switch {
	case !strings.HasPrefix(msg, "kingdomino: "):
		return "does not start with \"kingdomino: \""
	case strings.Count(msg, "kingdomino:") != 1:
		return "says \"kingdomino:\" more than once"
	case strings.Contains(msg, "kingdomino.") || strings.Contains(msg, "kingdoms."):
		return "names a Go type or value of a package"
	case len(wrapped) != 1:
		return fmt.Sprintf("wraps %d sentinels %v, want 1", len(wrapped), wrapped)
	case !strings.HasSuffix(msg, ": "+wrapped[0].Error()) || strings.Count(msg, wrapped[0].Error()) != 1:
		return fmt.Sprintf("does not end with %q, once", ": "+wrapped[0].Error())
	case len(msg) > 400:
		return fmt.Sprintf("is %d bytes long", len(msg))
	}
	return ""
}

// TestErrorShape walks the error paths of the package (bad configs and
// settings, bad config JSON, bad notation, illegal moves and actions,
// views, bad arguments, bad state documents, and the root package's tools
// on top: ParseMoves, Replay, Playout) and checks that each error has the
// one shape of errorShape.
func TestErrorShape(t *testing.T) {
	errs := map[string]error{}
	add := func(name string, err error) {
		t.Helper()
		if _, dup := errs[name]; dup {
			t.Fatalf("two error paths named %q", name)
		}
		errs[name] = err
	}
	// Configs.
	for i, c := range []Config{
		{}, {Players: 5}, {Players: 3, MightyDuel: true},
		{Players: 2, Deck: []Domino{1, 2}}, {Players: 4, Deck: append(make([]Domino, 47), 1)},
		{Players: 2, KingOrder: []int{0}}, {Players: 2, KingOrder: []int{0, 0, 0, 1}}, {Players: 2, KingOrder: []int{0, 1, 2, 1}},
	} {
		_, err := New(c)
		add(fmt.Sprintf("New %d", i), err)
	}
	deck := make([]Domino, 48)
	for i := range deck {
		deck[i] = Domino(i%47 + 1)
	}
	_, err := New(Config{Players: 4, Deck: deck})
	add("New deck twice", err)
	cf := Game.(kingdoms.Configurer[State])
	for i, set := range []kingdoms.Settings{
		{Variants: []string{"chess"}}, {Variants: []string{"harmony", "harmony"}},
		{Variants: []string{"mighty-duel"}}, {Players: 9},
	} {
		_, err := cf.Start(set)
		add(fmt.Sprintf("Start %d", i), err)
	}
	for i, doc := range []string{
		``, `[2]`, `{"players": 2`, `{"players": 2} {}`, `{"players": "two"}`, `{"players": 2, "seed": -1}`,
		`{"players": 2, "colour": "red"}`, `{"Players": 2}`, `{"players": 2, "deck": [0]}`, `{"players": 2, "deck": {}}`,
		`{"players": 2, "deck": ["a"]}`, `{"players": 2, "kingOrder": [0, 0, 0, 0]}`, `{}`,
	} {
		_, err := cf.StartJSON([]byte(doc))
		add(fmt.Sprintf("StartJSON %d %s", i, doc), err)
	}
	// Notation.
	for _, text := range []string{"", "zzz", "pick", "pick 0", "pick x", "place 3 0,1", "place 3 01 up", "place 3 a,b up",
		"place 3 9,9 up", "place 3 0,1 sideways", "discard 49", strings.Repeat("x", 1000)} {
		_, err := ParseMove(text)
		add("ParseMove "+kingdoms.Excerpt(text), err)
	}
	var m Move
	add("UnmarshalText", m.UnmarshalText([]byte("fly")))
	_, err = Move{}.MarshalText()
	add("MarshalText", err)
	_, err = PlaceMove(3, squaregrid.Pt(0, 1), squaregrid.Direction(9)).MarshalText()
	add("MarshalText direction", err)
	// Illegal moves and actions, in every phase.
	s := scripted(t) // choosing: first line 1 12 23 48, king order 1 0 0 1
	_, err = Apply(s, PickMove(5))
	add("Apply pick absent", err)
	_, err = Apply(s, DiscardMove(1))
	add("Apply discard choosing", err)
	s1 := play(t, s, "pick 48")
	_, err = Apply(s1, PickMove(48))
	add("Apply pick taken", err)
	placing := play(t, s1, "pick 1", "pick 23", "pick 12")
	for _, text := range []string{"pick 10", "place 5 0,1 right", "discard 1", "place 1 0,0 right", "place 1 3,3 right",
		"place 1 0,2 left", "place 1 -4,0 down"} {
		_, err = Apply(placing, mustParse(t, text))
		add("Apply placing "+text, err)
	}
	_, err = Apply(placing, PlaceMove(1, squaregrid.Pt(0, 1), squaregrid.Direction(7)))
	add("Apply bad direction", err)
	for _, a := range []int{-1, 329, 1000, 325, 121} {
		_, err = MoveOf(placing, a)
		add(fmt.Sprintf("MoveOf placing %d", a), err)
	}
	_, err = MoveOf(s, 0)
	add("MoveOf choosing", err)
	_, _, _, err = DecodeAction(s, kingdoms.Prefix{}.Extend(325), 325)
	add("DecodeAction prefix", err)
	_, err = EncodeMove(nil, placing, DiscardMove(1))
	add("EncodeMove", err)
	end := s
	rng := rand.New(rand.NewPCG(3, 2))
	end, _, err = kingdoms.Playout(Game, end, rng, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Apply(end, PickMove(1))
	add("Apply over", err)
	_, err = MoveOf(end, 0)
	add("MoveOf over", err)
	var zero State
	_, err = Apply(zero, PickMove(1))
	add("Apply zero", err)
	// Views and bad arguments.
	v := placing.View(1)
	_, err = Apply(v, Legal(placing)[0])
	add("Apply view", err)
	_, _, err = kingdoms.Playout(Game, v, rng, 0)
	add("Playout view", err)
	_, err = kingdoms.Replay(Game, v, Legal(placing)[:1])
	add("Replay view", err)
	_, err = MoveOf(v, 0)
	add("MoveOf view", err)
	_, err = Determinize(v, 1, nil)
	add("Determinize nil", err)
	_, err = Determinize(v, 2, rng)
	add("Determinize player", err)
	_, err = ObservationShape(Config{Players: 9})
	add("ObservationShape", err)
	// The root package's tools.
	_, err = kingdoms.ParseMoves(Game, []string{"pick 3", "zzz"})
	add("ParseMoves", err)
	_, err = kingdoms.Replay(Game, s, []Move{PickMove(48), PickMove(48)})
	add("Replay", err)
	// State documents.
	good, err := json.Marshal(midGame(t))
	if err != nil {
		t.Fatal(err)
	}
	for i, doc := range []string{
		``, `[1]`, `{}`, `{"players":2}`, `{"schema":"arkadia/1"}`, `{"schema":"kingdomino/2"}`, `{"schema":7}`,
		`{"schema":"kingdomino/1"`, `{"schema":"kingdomino/1","players":"two"}`, `{"schema":"kingdomino/1","line":{}}`,
		`{"schema":"kingdomino/1","line":[7]}`, `{"schema":"kingdomino/1","earlierGames":[[1]]}`,
		`{"schema":"kingdomino/1","kingdoms":[["zzz"]]}`, `{"schema":"kingdomino/1","Players":2}`,
		strings.Replace(string(good), `"players":2`, `"players":2,"colour":1`, 1),
		strings.Replace(string(good), `"generator":"`, `"generator":"!`, 1),
		withField(good, "kingdoms", `[["place 60 0,1 up"],[]]`),
		withField(good, "kingdoms", `[["pick 3"],[]]`),
		withField(good, "deck", `[0]`),
		withField(good, "view", `5`),
		`{"schema":"kingdomino/1","schema":"arkadia/1"}`,
	} {
		var u State
		add(fmt.Sprintf("UnmarshalJSON %d %.40s", i, doc), u.UnmarshalJSON([]byte(doc)))
	}
	broken := midGame(t)
	broken.deck[broken.drawn] = broken.deck[broken.drawn+1]
	add("Validate", Game.(kingdoms.Validator[State]).Validate(broken))
	add("Marshal zero", func() error { _, err := zero.MarshalJSON(); return err }())

	for name, err := range errs {
		if testing.Verbose() {
			t.Logf("%s: %v", name, err)
		}
		if problem := errorShape(err); problem != "" {
			t.Errorf("%s: the error %q %s", name, err, problem)
		}
	}
	if len(errs) < 90 {
		t.Errorf("%d error paths walked, want at least 90", len(errs))
	}
}

// TestErrorShapeCatches checks that errorShape refuses each way an error
// can leave the shape, so that TestErrorShape can fail.
func TestErrorShapeCatches(t *testing.T) {
	for _, err := range []error{
		nil,
		errors.New("kingdomino: no sentinel"),
		fmt.Errorf("move 1: %w", kingdoms.ErrBadNotation),
		fmt.Errorf("kingdomino: move 1: kingdomino: move \"z\": %w", kingdoms.ErrBadNotation),
		fmt.Errorf("kingdomino: line: a JSON number where []kingdomino.slotJSON is wanted: %w", kingdoms.ErrBadState),
		fmt.Errorf("kingdomino: %w: players: 1", kingdoms.ErrBadState),
		fmt.Errorf("kingdomino: x: %w: %w", kingdoms.ErrBadState, kingdoms.ErrBadConfig),
	} {
		if errorShape(err) == "" {
			t.Errorf("errorShape accepts %v", err)
		}
	}
}
