package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
)

// This file holds the checks of the parts of the contract that every game
// shares with the others rather than its rules: the one rule for views
// ("view-rule"), the one error shape ("error-shape"), JSON members in any
// order ("json-order"), and the starts of a [kingdoms.Configurer] on zero,
// partial and bad settings ("start").

// sentinels are the errors every error of a game wraps, one of them.
var sentinels = []struct {
	name string
	err  error
}{
	{"ErrIllegalMove", kingdoms.ErrIllegalMove},
	{"ErrBadConfig", kingdoms.ErrBadConfig},
	{"ErrBadNotation", kingdoms.ErrBadNotation},
	{"ErrBadState", kingdoms.ErrBadState},
	{"ErrBadArgument", kingdoms.ErrBadArgument},
}

// goNames matches what a message should never say: a Go type or function of
// the module's packages (kingdomino.slotJSON, []arkadia.jsonPlayer) or of
// the game's own package, and encoding/json's words for them.
func goNames(game string) *regexp.Regexp {
	pkgs := []string{"kingdoms", "kingdomino", "kingdombuilder", "arkadia", "gametest", "gametest_test", "main"}
	if !slices.Contains(pkgs, game) {
		pkgs = append(pkgs, regexp.QuoteMeta(game))
	}
	return regexp.MustCompile(`\b(` + strings.Join(pkgs, "|") + `)\.[A-Za-z_]|Go (value|struct field) of type|\*?\bjson\.[A-Z]`)
}

// shapeProblem returns what is wrong with the shape of err, an error of the
// game, or "" when it has the contract's shape: "<game>: <what was wrong>"
// with the game's name once, wrapping exactly one of the sentinels, and no
// Go type names.
func (r *runner[S, M]) shapeProblem(err error) string {
	msg := err.Error()
	prefix := r.name + ": "
	var kinds []string
	for _, s := range sentinels {
		if errors.Is(err, s.err) {
			kinds = append(kinds, s.name)
		}
	}
	var problems []string
	if !strings.HasPrefix(msg, prefix) {
		problems = append(problems, fmt.Sprintf("it does not start with the game's name, %q", prefix))
	}
	if n := strings.Count(msg, prefix); n > 1 {
		problems = append(problems, fmt.Sprintf("it says %q %d times (the game's name once: a tool adds where an error arose without repeating it)", prefix, n))
	}
	switch {
	case len(kinds) == 0:
		problems = append(problems, "it wraps none of the sentinels (kingdoms.ErrIllegalMove, ErrBadConfig, ErrBadNotation, ErrBadState, ErrBadArgument)")
	case len(kinds) > 1:
		problems = append(problems, fmt.Sprintf("it wraps %d sentinels, %s: one kind per error", len(kinds), strings.Join(kinds, " and ")))
	}
	if m := r.goNames.FindString(msg); m != "" {
		problems = append(problems, fmt.Sprintf("it names a Go type or value (%q)", m))
	}
	return strings.Join(problems, "; ")
}

// shape checks that err, returned by what says where (such as "Apply of an
// illegal move"), has the contract's shape: see shapeProblem. A nil err
// passes. m is the move concerned, if any.
func (r *runner[S, M]) shape(where string, m *M, err error) {
	if err == nil || r.reported["error-shape"] {
		return
	}
	if p := r.shapeProblem(err); p != "" {
		r.fail("error-shape", m, "the error of %s has another shape than %q: %s:\n\t%s",
			where, r.name+": <what was wrong>", p, truncate(err.Error(), 500))
	}
}

// viewRule checks the one rule for views on v, player p's view of s, a
// position reached by play whose legal moves are legal: a view is for
// reading and for Determinize. Legal of the view is empty; Apply, the
// tools of the kingdoms package, the steppers and the actions refuse it
// with an error wrapping ErrBadArgument that says "Determinize it first"
// (when the game is not over) and leave it unchanged; the reads work on
// it. A view equal to s (a game that hides nothing from p) is s itself,
// and is not checked. It reports whether the check passed.
func (r *runner[S, M]) viewRule(s S, legal []M, p int, v S) bool {
	if r.equal(v, s) {
		return true
	}
	c := &viewCheck[S, M]{r: r, p: p, before: snapshot(v), terminal: len(legal) == 0}

	// The reads.
	var vl []M
	var vterm bool
	var sc []kingdoms.Score
	if !c.call("Legal, IsTerminal, Scores, Winners, ToMove or Players", func() {
		vl = r.g.Legal(v)
		vterm = r.g.IsTerminal(v)
		sc = r.g.Scores(v)
		r.g.Winners(v)
		r.g.ToMove(v)
		r.g.Players(v)
	}) {
		return false
	}
	switch {
	case len(vl) > 0:
		c.fail("Legal lists %d moves, %s: a view is for reading and for Determinize, and Legal of a view is empty (the game is %s)",
			len(vl), r.formatList(vl), map[bool]string{true: "over", false: "not over"}[c.terminal])
	case vterm != c.terminal:
		c.fail("IsTerminal is %v on the view and %v on the state", vterm, c.terminal)
	case len(sc) != r.players:
		c.fail("Scores has %d entries for %d players", len(sc), r.players)
	}
	if o, ok := r.g.(kingdoms.Observer[S]); ok {
		c.call("Observe", func() { o.Observe(v, p, nil) })
	}
	c.unchanged("reading it", v)

	// Playing it.
	var m M
	if c.terminal {
		if len(r.pool) > 0 {
			m = r.pool[r.rng.IntN(len(r.pool))]
		}
	} else {
		m = legal[r.rng.IntN(len(legal))]
	}
	var err error
	c.call("Apply of "+r.format(m), func() { _, err = r.g.Apply(v, m) })
	c.refused(fmt.Sprintf("Apply of %s (legal in the state)", r.format(m)), err)
	c.unchanged("Apply", v)
	if !c.terminal {
		c.tools(s, v, m)
	}
	c.unchanged("the calls", v)
	return !c.failed
}

// viewCheck is the view rule being checked on player p's view.
type viewCheck[S any, M comparable] struct {
	r        *runner[S, M]
	p        int
	before   S    // the view, before the calls
	terminal bool // the game is over
	failed   bool
}

func (c *viewCheck[S, M]) fail(format string, args ...any) {
	if !c.failed {
		c.failed = true
		c.r.fail("view-rule", nil, "player %d's view: %s", c.p, fmt.Sprintf(format, args...))
	}
}

// unchanged checks that w, after call, is still the view.
func (c *viewCheck[S, M]) unchanged(call string, w S) {
	if !c.failed && !c.r.equal(w, c.before) {
		c.fail("%s changed the view %s", call, c.r.diff(c.before, w))
	}
}

// call calls f, a call named name, and reports a panic.
func (c *viewCheck[S, M]) call(name string, f func()) bool {
	if c.failed {
		return false
	}
	if err := protect(func() error { f(); return nil }); err != nil {
		c.fail("%s %v", name, err)
		return false
	}
	return true
}

// refused checks err, the error of call, which plays the view.
func (c *viewCheck[S, M]) refused(call string, err error) {
	switch {
	case c.failed:
	case err == nil:
		c.fail("%s returned no error: a view is for reading and for Determinize, and whatever plays it returns an error wrapping kingdoms.ErrBadArgument that says \"Determinize it first\"", call)
	case c.terminal:
	case !errors.Is(err, kingdoms.ErrBadArgument) || !strings.Contains(err.Error(), "Determinize it first"):
		c.fail("%s returned %q, want an error wrapping kingdoms.ErrBadArgument that says \"this is player %d's view: Determinize it first\"", call, err, c.p)
	}
	if err != nil {
		c.r.shape(call+" on a view", nil, err)
	}
}

// rngs returns two generators in the same state.
func (c *viewCheck[S, M]) rngs() (*rand.Rand, *rand.Rand) {
	seed := c.r.rng.Uint64()
	return rand.New(rand.NewPCG(seed, 3)), rand.New(rand.NewPCG(seed, 3))
}

// tools plays m, a legal move of s, on v, a view of s, which is not over,
// through the tools of the kingdoms package, the steppers and the actions.
func (c *viewCheck[S, M]) tools(s, v S, m M) {
	r := c.r
	var err error
	var n int
	rng, _ := c.rngs()
	c.call("kingdoms.Playout", func() { _, n, err = kingdoms.Playout(r.g, v, rng, r.c.MaxMoves) })
	if n != 0 {
		c.fail("kingdoms.Playout played %d moves", n)
	}
	c.refused("kingdoms.Playout", err)
	c.call("kingdoms.PlayoutWith", func() { _, n, _, err = kingdoms.PlayoutWith(r.g, v, rng, r.c.MaxMoves, nil) })
	if n != 0 {
		c.fail("kingdoms.PlayoutWith played %d moves", n)
	}
	c.refused("kingdoms.PlayoutWith", err)
	w := v
	c.call("kingdoms.PlayoutTo", func() { n, _, err = kingdoms.PlayoutTo(r.g, &w, rng, r.c.MaxMoves, nil) })
	if n != 0 {
		c.fail("kingdoms.PlayoutTo played %d moves", n)
	}
	c.refused("kingdoms.PlayoutTo", err)
	c.unchanged("kingdoms.PlayoutTo", w)
	var states []S
	c.call("kingdoms.Replay", func() { states, err = kingdoms.Replay(r.g, v, []M{m}) })
	if len(states) > 1 {
		c.fail("kingdoms.Replay played %s", r.format(m))
	}
	c.refused("kingdoms.Replay of "+r.format(m), err)
	c.unchanged("Playout, PlayoutWith, PlayoutTo or Replay", v)

	if st, ok := r.g.(kingdoms.Stepper[S, M]); ok {
		w := v
		var l []M
		c.call("AppendLegalTo", func() { l = st.AppendLegalTo(nil, &w) })
		if len(l) > 0 {
			c.fail("AppendLegalTo lists %d moves, %s", len(l), r.formatList(l))
		}
		c.unchanged("AppendLegalTo", w)
		c.call("ApplyTo of "+r.format(m), func() { err = st.ApplyTo(&w, m) })
		c.refused("ApplyTo of "+r.format(m), err)
		c.unchanged("ApplyTo", w)
	}
	if sm, ok := r.g.(kingdoms.Sampler[S, M]); ok {
		w := v
		r1, r2 := c.rngs()
		var got bool
		var d M
		c.call("SampleLegal", func() { d, got, _ = sm.SampleLegal(nil, &w, r1) })
		if got || r1.Uint64() != r2.Uint64() {
			c.fail("SampleLegal drew a move (%v, %s) or drew from the generator", got, r.format(d))
		}
		c.unchanged("SampleLegal", w)
	}
	if rs, ok := r.g.(kingdoms.RandomStepper[S, M]); ok {
		w := v
		r1, r2 := c.rngs()
		var got bool
		var d M
		c.call("StepRandom", func() { d, got, _ = rs.StepRandom(nil, &w, r1) })
		if got || r1.Uint64() != r2.Uint64() {
			c.fail("StepRandom played a move (%v, %s) or drew from the generator", got, r.format(d))
		}
		c.unchanged("StepRandom", w)
	}
	if ac, ok := r.g.(kingdoms.Actions[S, M]); ok {
		var acts []int32
		c.call("AppendActions", func() { acts = ac.AppendActions(nil, v, kingdoms.Prefix{}) })
		if len(acts) > 0 {
			c.fail("AppendActions lists %d actions", len(acts))
		}
		c.call("EncodeMove of "+r.format(m), func() { _, err = ac.EncodeMove(nil, v, m) })
		c.refused("EncodeMove of "+r.format(m), err)
		a := 0
		c.call("AppendActions on the state", func() {
			if acts := ac.AppendActions(nil, s, kingdoms.Prefix{}); len(acts) > 0 {
				a = int(acts[0])
			}
		})
		c.call("DecodeAction", func() { _, _, _, err = ac.DecodeAction(v, kingdoms.Prefix{}, a) })
		c.refused(fmt.Sprintf("DecodeAction of action %d", a), err)
		c.unchanged("the actions", v)
	}
}

// memberOrder checks that doc, the JSON document of s, decodes to s with
// its members in another order: re-sorted at every level, as a Go map, jq
// -S or Python's sort_keys write it, and with its members in reverse order
// ("schema" last). JSON objects are unordered (RFC 8259).
func (r *runner[S, M]) memberOrder(s S, doc []byte) {
	sorted, reversed, err := reorder(doc)
	if err != nil || sorted == nil {
		return // not an object: nothing to reorder
	}
	for _, d := range []struct {
		how string
		doc []byte
	}{
		{"re-sorted at every level (as a Go map, jq -S or Python's sort_keys write it)", sorted},
		{`with its members in reverse order ("schema" last)`, reversed},
	} {
		if bytes.Equal(d.doc, doc) {
			continue
		}
		var t S
		var uerr, merr error
		var again []byte
		if !r.guard("json-order", nil, func() {
			if uerr = json.Unmarshal(d.doc, &t); uerr == nil {
				again, merr = json.Marshal(&t)
			}
		}) {
			return
		}
		switch {
		case uerr != nil:
			r.fail("json-order", nil, "the state's document %s does not decode: %v\n\tdocument: %s", d.how, uerr, truncate(string(d.doc), 1000))
		case !r.equal(s, t):
			r.fail("json-order", nil, "the state's document %s decodes to another state %s", d.how, r.diff(s, t))
		case merr != nil || !bytes.Equal(again, doc):
			r.fail("json-order", nil, "the state's document %s decodes to a state that encodes to another document (error %v):\n\twant: %s\n\tgot:  %s",
				d.how, merr, truncate(string(doc), 1000), truncate(string(again), 1000))
		default:
			continue
		}
		return
	}
}

// reorder returns doc, a JSON object, re-encoded through a generic map
// (members sorted at every level, numbers kept exact), and with the
// members of the original in reverse order. It returns nil documents when
// doc is not an object.
func reorder(doc []byte) (sorted, reversed []byte, err error) {
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, nil, err
	}
	if _, ok := v.(map[string]any); !ok {
		return nil, nil, nil
	}
	if sorted, err = json.Marshal(v); err != nil {
		return nil, nil, err
	}
	// The top-level members in reverse order, each value as written.
	d = json.NewDecoder(bytes.NewReader(doc))
	if _, err := d.Token(); err != nil {
		return nil, nil, err
	}
	type member struct {
		key []byte
		val json.RawMessage
	}
	var members []member
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return nil, nil, err
		}
		key, _ := json.Marshal(tok)
		var val json.RawMessage
		if err := d.Decode(&val); err != nil {
			return nil, nil, err
		}
		members = append(members, member{key, val})
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i := len(members) - 1; i >= 0; i-- {
		b.Write(members[i].key)
		b.WriteByte(':')
		b.Write(members[i].val)
		if i > 0 {
			b.WriteByte(',')
		}
	}
	b.WriteByte('}')
	return sorted, b.Bytes(), nil
}

// toolErrors checks the errors of kingdoms.Replay on an illegal move m of s
// and of kingdoms.ParseMoves on a bad notation among good ones: they wrap
// the game's error and have the contract's shape, the game's name once.
func (r *runner[S, M]) toolErrors(s S, m M, good string) {
	var states []S
	var err error
	if !r.guard("error-shape", &m, func() { states, err = kingdoms.Replay(r.g, s, []M{m}) }) {
		return
	}
	switch {
	case err == nil || len(states) != 1:
		r.fail("illegal-move", &m, "kingdoms.Replay played a move that is not legal (%d states, error %v)", len(states), err)
	case !errors.Is(err, kingdoms.ErrIllegalMove):
		r.fail("illegal-move", &m, "kingdoms.Replay's error for a move that is not legal does not wrap kingdoms.ErrIllegalMove: %v", err)
	default:
		r.shape("kingdoms.Replay of a move that is not legal", &m, err)
	}
	for _, bad := range r.texts[:min(len(r.texts), 4)] {
		bad += "#~"
		if _, perr := r.g.ParseMove(bad); perr == nil {
			continue
		}
		var moves []M
		if !r.guard("error-shape", nil, func() { moves, err = kingdoms.ParseMoves(r.g, []string{good, bad}) }) {
			return
		}
		switch {
		case err == nil || moves != nil:
			r.fail("notation", nil, "kingdoms.ParseMoves read %q, which ParseMove refuses", bad)
		case !errors.Is(err, kingdoms.ErrBadNotation):
			r.fail("notation", nil, "kingdoms.ParseMoves's error for %q does not wrap kingdoms.ErrBadNotation: %v", bad, err)
		default:
			r.shape(fmt.Sprintf("kingdoms.ParseMoves of %q", []string{good, bad}), nil, err)
		}
		return
	}
}

// starts checks, once per Check, the starts of a [kingdoms.Configurer]:
// none panics, whatever the settings; bad settings and bad configurations
// (out of range, unknown, in another case, not JSON) are refused with an
// error wrapping ErrBadConfig that has the contract's shape; zero and
// partial ones (no settings, an empty object) start a game or are refused
// the same way.
func (r *runner[S, M]) starts() {
	cf, ok := r.g.(kingdoms.Configurer[S])
	if !ok || r.startsChecked {
		return
	}
	r.startsChecked = true
	var pr kingdoms.PlayerRange
	var variants []kingdoms.Variant
	call := func(what string, f func()) bool {
		return r.guard("start", nil, func() {
			defer func() {
				if p := recover(); p != nil {
					panic(fmt.Sprintf("%s: %v", what, p))
				}
			}()
			f()
		})
	}
	if !call("PlayerRange or Variants", func() { pr = cf.PlayerRange(); variants = cf.Variants() }) {
		return
	}
	type try struct {
		what string
		f    func() (S, error)
		bad  bool // must be refused
	}
	start := func(c kingdoms.Settings, bad bool) try {
		return try{fmt.Sprintf("Start(%+v)", c), func() (S, error) { return cf.Start(c) }, bad}
	}
	startJSON := func(doc string, bad bool) try {
		return try{fmt.Sprintf("StartJSON(%q)", doc), func() (S, error) { return cf.StartJSON([]byte(doc)) }, bad}
	}
	tries := []try{
		start(kingdoms.Settings{}, false),
		start(kingdoms.Settings{Players: -1}, true),
		start(kingdoms.Settings{Players: pr.Max + 1}, true),
		start(kingdoms.Settings{Players: 1 << 40}, true),
		start(kingdoms.Settings{Variants: []string{"no-such-variant"}}, true),
		start(kingdoms.Settings{Variants: []string{""}}, true),
		startJSON("", true),
		startJSON("null", false),
		startJSON("{}", false),
		startJSON("[]", true),
		startJSON("{", true),
		startJSON(`{"players":-1}`, true),
		startJSON(fmt.Sprintf(`{"players":%d}`, pr.Max+1), true),
		startJSON(`{"players":"two"}`, true),
		startJSON(`{"noSuchField":1}`, true),
		startJSON(`{"Players":2}`, true),
		startJSON(`{"seed":-1}`, true),
		startJSON(fmt.Sprintf(`{"players":%d}`, pr.Default), false),
		startJSON(`{"players":2}{}`, true),
	}
	if pr.Min > 1 {
		tries = append(tries, start(kingdoms.Settings{Players: pr.Min - 1}, true))
	}
	for _, v := range variants {
		tries = append(tries, start(kingdoms.Settings{Variants: []string{v.Name}}, false), start(kingdoms.Settings{Variants: []string{v.Name, v.Name}}, false))
	}
	for _, t := range tries {
		var err error
		if !call(t.what, func() { _, err = t.f() }) {
			return
		}
		switch {
		case err == nil && t.bad:
			r.fail("start", nil, "%s started a game; want an error wrapping kingdoms.ErrBadConfig", t.what)
		case err == nil:
		case !errors.Is(err, kingdoms.ErrBadConfig):
			r.fail("start", nil, "%s returned %q, which does not wrap kingdoms.ErrBadConfig", t.what, err)
		default:
			r.shape(t.what, nil, err)
			continue
		}
		if r.reported["start"] {
			return
		}
	}
}

// zeroPlays checks that nothing plays the zero state: Legal is empty;
// Apply of any move, the steppers, Playout and Replay refuse it or play
// nothing, without panicking and without changing it; and that the errors
// have the contract's shape.
func (r *runner[S, M]) zeroPlays() {
	var zero S
	moves := []M{*new(M)}
	for i := 0; i < len(r.pool) && len(moves) < 4; i += 1 + len(r.pool)/3 {
		moves = append(moves, r.pool[i])
	}
	fail := func(format string, args ...any) { r.fail("zero-state", nil, format, args...) }
	call := func(what string, f func()) bool {
		return r.guard("zero-state", nil, func() {
			defer func() {
				if p := recover(); p != nil {
					panic(fmt.Sprintf("%s on the zero state: %v", what, p))
				}
			}()
			f()
		})
	}
	var legal []M
	if !call("Legal", func() { legal = r.g.Legal(zero) }) {
		return
	}
	if len(legal) > 0 {
		fail("Legal of the zero state lists %d moves, %s", len(legal), r.formatList(legal))
		return
	}
	st, stepper := r.g.(kingdoms.Stepper[S, M])
	for _, m := range moves {
		var err error
		var next S
		notation := r.format(m)
		if !call("FormatMove", func() { r.g.FormatMove(m) }) ||
			!call("Apply of "+notation, func() { next, err = r.g.Apply(zero, m) }) {
			return
		}
		if err == nil {
			fail("Apply of %s on the zero state returned no error", notation)
			return
		}
		r.shape("Apply of "+notation+" on the zero state", &m, err)
		if !isZero(next) {
			fail("Apply of %s on the zero state returned a non-zero state with its error", notation)
			return
		}
		var states []S
		if !call("kingdoms.Replay", func() { states, err = kingdoms.Replay(r.g, zero, []M{m}) }) {
			return
		}
		if err == nil || len(states) != 1 {
			fail("kingdoms.Replay of %s on the zero state returned no error", notation)
			return
		}
		r.shape("kingdoms.Replay of "+notation+" on the zero state", &m, err)
		if stepper {
			w := zero
			if !call("ApplyTo of "+notation, func() { err = st.ApplyTo(&w, m) }) {
				return
			}
			if err == nil || !isZero(w) {
				fail("ApplyTo of %s on the zero state returned %v and left a non-zero state", notation, err)
				return
			}
			r.shape("ApplyTo of "+notation+" on the zero state", &m, err)
		}
		if ac, ok := r.g.(kingdoms.Actions[S, M]); ok {
			if !call("EncodeMove", func() { _, err = ac.EncodeMove(nil, zero, m) }) {
				return
			}
			r.shape("EncodeMove of "+notation+" on the zero state", &m, err)
			if !call("DecodeAction", func() { _, _, _, err = ac.DecodeAction(zero, kingdoms.Prefix{}, 0) }) {
				return
			}
			r.shape("DecodeAction of action 0 on the zero state", nil, err)
		}
	}
	if stepper {
		w := zero
		if !call("AppendLegalTo", func() { legal = st.AppendLegalTo(nil, &w) }) {
			return
		}
		if len(legal) > 0 || !isZero(w) {
			fail("AppendLegalTo on the zero state lists %d moves or changes it", len(legal))
			return
		}
	}
	seed := r.rng.Uint64()
	if sm, ok := r.g.(kingdoms.Sampler[S, M]); ok {
		w := zero
		var got bool
		if !call("SampleLegal", func() { _, got, _ = sm.SampleLegal(nil, &w, rand.New(rand.NewPCG(seed, 1))) }) {
			return
		}
		if got || !isZero(w) {
			fail("SampleLegal on the zero state drew a move or changed the state")
			return
		}
	}
	if rs, ok := r.g.(kingdoms.RandomStepper[S, M]); ok {
		w := zero
		var got bool
		if !call("StepRandom", func() { _, got, _ = rs.StepRandom(nil, &w, rand.New(rand.NewPCG(seed, 1))) }) {
			return
		}
		if got || !isZero(w) {
			fail("StepRandom on the zero state played a move or changed the state")
			return
		}
	}
	var n int
	var err error
	if !call("kingdoms.Playout", func() { _, n, err = kingdoms.Playout(r.g, zero, rand.New(rand.NewPCG(seed, 2)), r.c.MaxMoves) }) {
		return
	}
	if n != 0 {
		fail("kingdoms.Playout played %d moves on the zero state", n)
		return
	}
	r.shape("kingdoms.Playout on the zero state", nil, err)
	w := zero
	if !call("kingdoms.PlayoutTo", func() { n, _, err = kingdoms.PlayoutTo(r.g, &w, rand.New(rand.NewPCG(seed, 2)), r.c.MaxMoves, nil) }) {
		return
	}
	if n != 0 || !isZero(w) {
		fail("kingdoms.PlayoutTo played %d moves on the zero state or changed it", n)
		return
	}
	r.shape("kingdoms.PlayoutTo on the zero state", nil, err)
	var d S
	if !call("Determinize", func() { d, err = r.g.Determinize(zero, 0, rand.New(rand.NewPCG(seed, 3))) }) {
		return
	}
	if err != nil {
		r.shape("Determinize of the zero state", nil, err)
	} else if !call("Legal of its determinization", func() { legal = r.g.Legal(d) }) {
		return
	} else if len(legal) > 0 && !r.equal(d, zero) {
		fail("Determinize of the zero state gives a state with %d legal moves", len(legal))
	}
}
