package gametest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// wantViolation runs the harness on c (5 seeds) and checks that it reports
// a violation of check whose message says each of want.
func wantViolation(t *testing.T, c gametest.Config[toyState, toyMove], check string, want ...string) {
	t.Helper()
	c.Seeds = 5
	vs := violations(t, gametest.Check(c))
	i := slices.IndexFunc(vs, func(v *gametest.Violation) bool { return v.Check == check })
	if i < 0 {
		t.Fatalf("Check reported %v, want a %q violation", checkNames(vs), check)
	}
	for _, w := range want {
		if !strings.Contains(vs[i].Error(), w) {
			t.Fatalf("the %s violation says\n\t%s\nwant %q in it", check, vs[i].Error(), w)
		}
	}
	t.Logf("caught: %v", vs[i])
}

// TestCatchesContractBreaks plants in the toy game each break of the
// contract that every game shares (issue 32): a panic on the zero state, a
// second rule for views, a decoder that wants "schema" first, and errors of
// another shape. Each must fail its check with a message that says what is
// wrong.
func TestCatchesContractBreaks(t *testing.T) {
	for _, tc := range []struct {
		bug   bug
		check string
		want  []string
	}{
		{bugZeroPanics, "zero-state", []string{"panic: Apply of", "on the zero state: runtime error: index out of range"}},
		{bugViewPlays, "view-rule", []string{"player 0's view: Legal lists", "Legal of a view is empty"}},
		{bugSchemaFirst, "json-order", []string{"json-order: the state's document re-sorted at every level", "does not decode", `opens with another member than "schema"`}},
		{bugErrorPrefix, "error-shape", []string{`does not start with the game's name, "highcard: "`, "move 0: "}},
		{bugRepeatedPrefix, "error-shape", []string{`it says "highcard: " 2 times`}},
		{bugTypeName, "error-shape", []string{`it names a Go type or value ("gametest_test.t`}},
		{bugTwoSentinels, "error-shape", []string{"it wraps 2 sentinels, ErrIllegalMove and ErrBadArgument"}},
	} {
		t.Run(tc.bug.String(), func(t *testing.T) {
			t.Parallel()
			wantViolation(t, toyConfig(tc.bug), tc.check, tc.want...)
		})
	}
}

// randomToy is High Card with an in-place step, a sampler and a random
// step (kingdoms.RandomStepper), which plays on a view when playsViews is
// set: the bug of issue 32, a playout on a view through the fast path.
type randomToy struct {
	samplingToy
	playsViews bool
}

func (g randomToy) StepRandom(buf []toyMove, s *toyState, rng *rand.Rand) (toyMove, bool, []toyMove) {
	if g.playsViews && s.view != 0 {
		lax := toyGame{bug: bugViewPlays}
		buf = lax.AppendLegal(buf[:0], *s)
		if len(buf) == 0 {
			return toyMove{}, false, buf
		}
		m := buf[rng.IntN(len(buf))]
		next, _ := lax.Apply(*s, m)
		*s = next
		return m, true, buf
	}
	m, ok, buf := g.SampleLegal(buf, s, rng)
	if ok {
		if err := g.ApplyTo(s, m); err != nil {
			panic(err)
		}
	}
	return m, ok, buf
}

func TestViewRuleOfTheSteppers(t *testing.T) {
	var _ kingdoms.RandomStepper[toyState, toyMove] = randomToy{}
	c := toyConfig(noBug)
	c.Game = randomToy{}
	c.Seeds = 5
	if err := gametest.Check(c); err != nil {
		t.Fatalf("a right random step: %v", err)
	}
	c.Game = randomToy{playsViews: true}
	wantViolation(t, c, "view-rule", "kingdoms.Playout played", "moves")
}

// configuringToy is High Card with a kingdoms.Configurer, right or with
// one of the mistakes the "start" check must catch.
type configuringToy struct {
	toyGame
	mistake string
}

const (
	startPanics  = "Start panics on zero settings"
	startLenient = "StartJSON takes unknown members"
	startWrapped = "Start's errors are not ErrBadConfig"
	startShape   = "Start's errors name a Go type"
)

func (g configuringToy) PlayerRange() kingdoms.PlayerRange {
	return kingdoms.PlayerRange{Min: 2, Max: 2, Default: 2}
}

func (g configuringToy) Variants() []kingdoms.Variant {
	return []kingdoms.Variant{{Name: "short", Doc: "a shorter game"}}
}

func (g configuringToy) Start(c kingdoms.Settings) (toyState, error) {
	bad := func(format string, args ...any) (toyState, error) {
		switch g.mistake {
		case startWrapped:
			return toyState{}, fmt.Errorf("highcard: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrBadArgument)
		case startShape:
			return toyState{}, fmt.Errorf("highcard: %s (%T): %w", fmt.Sprintf(format, args...), c, kingdoms.ErrBadConfig)
		}
		return toyState{}, fmt.Errorf("highcard: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrBadConfig)
	}
	if g.mistake == startPanics && c.Players == 0 {
		var p *int
		_ = *p
	}
	if c.Players != 0 && c.Players != 2 {
		return bad("%d players: the game is for 2", c.Players)
	}
	for _, v := range c.Variants {
		if v != "short" {
			return bad("no variant %s", kingdoms.Excerpt(v))
		}
	}
	return g.New(c.Seed)
}

func (g configuringToy) StartJSON(config []byte) (toyState, error) {
	var c struct {
		Players int    `json:"players"`
		Seed    uint64 `json:"seed"`
	}
	var err error
	if g.mistake == startLenient {
		err = json.Unmarshal(config, &c)
	} else {
		err = kingdoms.DecodeStrict(config, &c)
	}
	if err != nil {
		return toyState{}, fmt.Errorf("highcard: config: %v: %w", err, kingdoms.ErrBadConfig)
	}
	return g.Start(kingdoms.Settings{Players: c.Players, Seed: c.Seed})
}

func TestStartCheck(t *testing.T) {
	var _ kingdoms.Configurer[toyState] = configuringToy{}
	c := toyConfig(noBug)
	c.Game = configuringToy{}
	c.Seeds = 3
	if err := gametest.Check(c); err != nil {
		t.Fatalf("a right Configurer: %v", err)
	}
	for _, tc := range []struct {
		mistake string
		check   string
		want    string
	}{
		{startPanics, "start", "panic: Start({Players:0 Seed:0 Variants:[]}): runtime error: invalid memory address or nil pointer dereference"},
		{startLenient, "start", `StartJSON("{\"noSuchField\":1}") started a game`},
		{startWrapped, "start", "which does not wrap kingdoms.ErrBadConfig"},
		{startShape, "error-shape", `it names a Go type or value ("kingdoms.S`},
	} {
		t.Run(tc.mistake, func(t *testing.T) {
			c.Game = configuringToy{mistake: tc.mistake}
			wantViolation(t, c, tc.check, tc.want)
		})
	}
}

// TestShapeOfTheTools checks that the errors of kingdoms.Replay and
// kingdoms.ParseMoves on the toy have the shape: the game's name once.
func TestShapeOfTheTools(t *testing.T) {
	g := toyGame{}
	s, _ := g.New(1)
	_, err := kingdoms.Replay(g, s, []toyMove{{Card: 13}})
	if !errors.Is(err, kingdoms.ErrIllegalMove) || strings.Count(err.Error(), "highcard: ") != 1 {
		t.Errorf("Replay: %v", err)
	}
	_, err = kingdoms.ParseMoves(g, []string{"p1", "zz"})
	if !errors.Is(err, kingdoms.ErrBadNotation) || strings.Count(err.Error(), "highcard: ") != 1 {
		t.Errorf("ParseMoves: %v", err)
	}
}
