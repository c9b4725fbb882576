package gametest_test

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// compareToy is the documented order of the toy's legal moves: plays before
// discards, each by increasing card.
func compareToy(a, b toyMove) int {
	key := func(m toyMove) int {
		if m.Discard {
			return 100 + int(m.Card)
		}
		return int(m.Card)
	}
	return cmp.Compare(key(a), key(b))
}

func toyConfig(b bug) gametest.Config[toyState, toyMove] {
	g := toyGame{bug: b}
	return gametest.Config[toyState, toyMove]{
		Game:          g,
		New:           g.New,
		Seeds:         20,
		MaxMoves:      toyMax,
		Invariant:     toyState.validate,
		Compare:       compareToy,
		Every:         1,
		MaxViolations: 100,
	}
}

// violations returns the violations in err, the result of Check.
func violations(t *testing.T, err error) []*gametest.Violation {
	t.Helper()
	if err == nil {
		return nil
	}
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		t.Fatalf("Check's error is not joined: %v", err)
	}
	var vs []*gametest.Violation
	for _, e := range j.Unwrap() {
		v, ok := e.(*gametest.Violation)
		if !ok {
			t.Fatalf("Check returned %T, want *gametest.Violation: %v", e, e)
		}
		vs = append(vs, v)
	}
	return vs
}

func checkNames(vs []*gametest.Violation) []string {
	var names []string
	for _, v := range vs {
		if !slices.Contains(names, v.Check) {
			names = append(names, v.Check)
		}
	}
	slices.Sort(names)
	return names
}

func TestToyGamePasses(t *testing.T) {
	gametest.Run(t, toyConfig(noBug))
}

func TestToyGamePassesWithDefaults(t *testing.T) {
	g := toyGame{}
	gametest.Run(t, gametest.Config[toyState, toyMove]{Game: g, New: g.New, MaxMoves: toyMax})
}

func TestToyGameProperty(t *testing.T) {
	rapid.Check(t, gametest.Property(toyConfig(noBug)))
}

// Each broken variant of the toy game must be caught by the check named.
func TestCatchesBrokenGames(t *testing.T) {
	for _, tc := range []struct {
		bug   bug
		check string
	}{
		{bugMutatesInput, "apply-input"},
		{bugSharedPile, "apply-shared"},
		{bugDuplicateMove, "legal-unique"},
		{bugAcceptsIllegal, "illegal-move"},
		{bugStateOnError, "illegal-move"},
		{bugGlobalRand, "determinism"},
		{bugMapOrder, "legal"},
		{bugAppendLegal, "legal"},
		{bugLegalPanics, "legal"},
		{bugNotation, "notation"},
		{bugNotationError, "notation"},
		{bugParsePanics, "notation"},
		{bugJSON, "state-json"},
		{bugMarshalUnstable, "state-json"},
		{bugWeakDecode, "corrupt-json"},
		{bugDecodeError, "corrupt-json"},
		{bugLeakyView, "determinize"},
		{bugDeterminizeHand, "determinize"},
		{bugEndless, "length"},
		{bugScores, "scores"},
		{bugEarlyEnd, "turn"},
		{bugEarlyWinners, "winners"},
		{bugLosesCard, "invariant"},
	} {
		t.Run(tc.bug.String(), func(t *testing.T) {
			t.Parallel()
			c := toyConfig(tc.bug)
			c.Seeds = 10
			vs := violations(t, gametest.Check(c))
			if names := checkNames(vs); !slices.Contains(names, tc.check) {
				t.Fatalf("Check reported %v, want %q among them", names, tc.check)
			}
			t.Logf("checks that failed: %v", checkNames(vs))
			for _, v := range vs {
				if v.Check == tc.check {
					t.Logf("caught: %v", v)
					break
				}
			}
		})
	}
}

// A violation names a seed and moves that lead back to the position.
func TestViolationReplays(t *testing.T) {
	vs := violations(t, gametest.Check(toyConfig(bugAcceptsIllegal)))
	i := slices.IndexFunc(vs, func(v *gametest.Violation) bool { return v.Check == "illegal-move" })
	if i < 0 {
		t.Fatalf("no illegal-move violation in %v", checkNames(vs))
	}
	v := vs[i]
	if len(v.Moves) != v.Move || v.Notation == "" {
		t.Fatalf("violation has %d moves for move number %d and notation %q", len(v.Moves), v.Move, v.Notation)
	}
	for _, want := range []string{"highcard", fmt.Sprintf("seed %d", v.Seed), fmt.Sprintf("after %d moves", v.Move), v.Notation, "illegal-move"} {
		if !strings.Contains(v.Error(), want) {
			t.Errorf("%q does not mention %q", v.Error(), want)
		}
	}
	g := toyGame{}
	s, err := g.New(v.Seed)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := kingdoms.ParseMoves(g, v.Moves)
	if err != nil {
		t.Fatal(err)
	}
	states, err := kingdoms.Replay(g, s, moves)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.ParseMove(v.Notation)
	if err != nil {
		t.Fatal(err)
	}
	at := states[len(states)-1]
	if slices.Contains(g.Legal(at), m) {
		t.Fatalf("%s is legal at the replayed position; the violation says it is not", v.Notation)
	}
	if _, err := (toyGame{bug: bugAcceptsIllegal}).Apply(at, m); err != nil {
		t.Fatalf("the broken game rejects %s at the replayed position: %v", v.Notation, err)
	}
}

func TestCheckIsDeterministic(t *testing.T) {
	a := gametest.Check(toyConfig(bugMutatesInput))
	b := gametest.Check(toyConfig(bugMutatesInput))
	if a == nil || a.Error() != b.Error() {
		t.Fatalf("two runs differ:\n%v\n%v", a, b)
	}
}

func TestMaxViolations(t *testing.T) {
	c := toyConfig(bugSharedPile)
	c.MaxViolations = 1
	if vs := violations(t, gametest.Check(c)); len(vs) != 1 {
		t.Fatalf("%d violations, want 1", len(vs))
	}
	c.MaxViolations = 3
	vs := violations(t, gametest.Check(c))
	if len(vs) != 3 {
		t.Fatalf("%d violations, want 3", len(vs))
	}
	// One violation per check per game: the seeds differ.
	if vs[0].Seed == vs[1].Seed {
		t.Errorf("the same check is reported twice for seed %d", vs[0].Seed)
	}
}

func TestSkip(t *testing.T) {
	c := toyConfig(bugScores)
	c.Skip = []string{"scores", "corrupt-json", "determinize"}
	if err := gametest.Check(c); err != nil {
		t.Fatalf("skipped checks reported: %v", err)
	}
}

func TestBadConfig(t *testing.T) {
	g := toyGame{}
	for _, c := range []gametest.Config[toyState, toyMove]{
		{New: g.New, MaxMoves: 1},
		{Game: g, MaxMoves: 1},
		{Game: g, New: g.New},
		{Game: g, New: g.New, MaxMoves: 1, Seeds: -1},
		{Game: g, New: g.New, MaxMoves: 1, Skip: []string{"scores", "score"}},
	} {
		err := gametest.Check(c)
		var v *gametest.Violation
		if err == nil || errors.As(err, &v) || !strings.Contains(err.Error(), "bad Config") {
			t.Errorf("Check(%+v) = %v, want a bad Config error", c, err)
		}
	}
}

func TestNewError(t *testing.T) {
	g := toyGame{}
	c := gametest.Config[toyState, toyMove]{Game: g, MaxMoves: toyMax, Seeds: 2,
		New: func(seed uint64) (toyState, error) {
			return toyState{}, fmt.Errorf("%w: no seed %d", kingdoms.ErrBadConfig, seed)
		}}
	if names := checkNames(violations(t, gametest.Check(c))); !slices.Equal(names, []string{"new"}) {
		t.Fatalf("checks %v, want [new]", names)
	}
}

// recorder is a rapid.TB that records failures instead of failing the test.
type recorder struct {
	testing.TB
	failed bool
	log    strings.Builder
}

func (r *recorder) Errorf(format string, args ...any) {
	r.failed = true
	fmt.Fprintf(&r.log, format+"\n", args...)
}
func (r *recorder) Error(args ...any)                 { r.failed = true; fmt.Fprintln(&r.log, args...) }
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }
func (r *recorder) Fatal(args ...any)                 { r.Error(args...) }
func (r *recorder) Fail()                             { r.failed = true }
func (r *recorder) FailNow()                          { r.failed = true }
func (r *recorder) Failed() bool                      { return r.failed }
func (r *recorder) Logf(format string, args ...any)   { fmt.Fprintf(&r.log, format+"\n", args...) }
func (r *recorder) Log(args ...any)                   { fmt.Fprintln(&r.log, args...) }

func TestPropertyCatchesBrokenGame(t *testing.T) {
	t.Chdir(t.TempDir()) // rapid saves a fail file under testdata
	rec := &recorder{TB: t}
	rapid.Check(rec, gametest.Property(toyConfig(bugAcceptsIllegal)))
	if !rec.failed {
		t.Fatal("the property passed on a game that accepts illegal moves")
	}
	if out := rec.log.String(); !strings.Contains(out, "illegal-move") {
		t.Fatalf("the failure does not name the check:\n%s", out)
	}
}

// steppingToy is High Card with an in-place step (kingdoms.Stepper), right
// or drifting from Apply in one of two ways.
type steppingToy struct {
	toyGame
	drift   bool // ApplyTo counts a move twice
	lenient bool // ApplyTo plays an illegal move as a discard of the lowest card
}

func (g steppingToy) AppendLegalTo(dst []toyMove, s *toyState) []toyMove {
	return g.AppendLegal(dst, *s)
}

func (g steppingToy) ApplyTo(s *toyState, m toyMove) error {
	next, err := g.Apply(*s, m)
	if err != nil {
		if !g.lenient {
			return err
		}
		s.moves++
		return nil
	}
	if g.drift {
		next.moves++
	}
	*s = next
	return nil
}

// TestStepper checks that the harness replays a game in place when the game
// is a kingdoms.Stepper, and reports a step that drifts from Apply or
// accepts an illegal move.
func TestStepper(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    steppingToy
		want string
	}{
		{"right", steppingToy{}, ""},
		{"drift", steppingToy{drift: true}, "stepper"},
		{"lenient", steppingToy{lenient: true}, "stepper"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := toyConfig(noBug)
			c.Game = tc.g
			c.Seeds = 5
			var _ kingdoms.Stepper[toyState, toyMove] = tc.g
			names := checkNames(violations(t, gametest.Check(c)))
			if tc.want == "" && len(names) > 0 || tc.want != "" && !slices.Contains(names, tc.want) {
				t.Fatalf("Check reported %v, want %q", names, tc.want)
			}
		})
	}
}

// samplingToy is High Card with an in-place step and a sampler that draws
// as a playout does, or always the first legal move.
type samplingToy struct {
	steppingToy
	first bool
}

func (g samplingToy) SampleLegal(buf []toyMove, s *toyState, rng *rand.Rand) (toyMove, bool, []toyMove) {
	buf = g.AppendLegal(buf[:0], *s)
	if len(buf) == 0 {
		return toyMove{}, false, buf
	}
	i := rng.IntN(len(buf))
	if g.first {
		i = 0
	}
	return buf[i], true, buf
}

// TestSampler checks that the harness accepts a sampler that draws as a
// playout does, and reports one that does not.
func TestSampler(t *testing.T) {
	for _, tc := range []struct {
		g    samplingToy
		want string
	}{{samplingToy{}, ""}, {samplingToy{first: true}, "sampler"}} {
		c := toyConfig(noBug)
		c.Game = tc.g
		c.Seeds = 5
		names := checkNames(violations(t, gametest.Check(c)))
		if tc.want == "" && len(names) > 0 || tc.want != "" && !slices.Contains(names, tc.want) {
			t.Fatalf("first=%v: Check reported %v, want %q", tc.g.first, names, tc.want)
		}
	}
}
