package gametest

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/boardrules/kingdoms"
)

// sampled runs the expensive checks on s, a position reached by play whose
// legal moves are legal. It reports whether the game can go on.
func (r *runner[S, M]) sampled(s S, legal []M) bool {
	r.samples++
	r.addPool(legal)
	r.sampler(s, legal)
	r.guard("actions", nil, func() { r.actions(s, legal) })
	before := snapshot(s)
	// The JSON document too, in case the equality misses a field.
	var doc, doc2 []byte
	_ = protect(func() (err error) {
		if doc, err = json.Marshal(&s); err == nil {
			doc2, err = json.Marshal(&s)
		}
		return err
	})
	if !bytes.Equal(doc, doc2) {
		r.fail("state-json", nil, "encoding the same state twice gives different documents:\n\tfirst:  %s\n\tsecond: %s", truncate(string(doc), 2000), truncate(string(doc2), 2000))
		doc = nil
	}
	unchanged := func(check, calls string) bool {
		if !r.equal(s, before) {
			r.fail(check, nil, "%s changed the input state %s", calls, r.diff(before, s))
			return false
		}
		if doc == nil {
			return true
		}
		var now []byte
		_ = protect(func() (err error) { now, err = json.Marshal(&s); return err })
		if !bytes.Equal(doc, now) {
			r.fail(check, nil, "%s changed the input state's JSON document:\n\tbefore: %s\n\tafter:  %s", calls, truncate(string(doc), 2000), truncate(string(now), 2000))
			return false
		}
		return true
	}

	// Every legal move applies, and no result is changed by the next Apply.
	var first, firstSnap S
	for i, m := range legal {
		var next S
		var err error
		if !r.guard("apply-legal", &m, func() { next, err = r.g.Apply(s, m) }) {
			return false
		}
		if err != nil {
			if !unchanged("apply-input", "Apply") {
				return false
			}
			r.fail("apply-legal", &m, "a legal move did not apply: %v", err)
			continue
		}
		if i == 0 {
			first, firstSnap = next, snapshot(next)
		}
	}
	if len(legal) > 1 && !r.equal(first, firstSnap) {
		r.fail("apply-shared", &legal[0], "the state returned by Apply changed when Apply was then called on the same input with the other legal moves: the results share memory that Apply writes %s",
			r.diff(firstSnap, first))
		return false
	}
	if !unchanged("apply-input", "Apply") {
		return false
	}

	// Notation and JSON of every legal move.
	for _, m := range legal {
		r.guard("notation", &m, func() { r.checkNotation(m) })
		r.guard("move-json", &m, func() { r.checkMoveJSON(m) })
	}

	// Illegal moves: moves legal elsewhere, and garbage.
	isLegal := make(map[M]bool, len(legal))
	for _, m := range legal {
		isLegal[m] = true
	}
	tried := 0
	for range 4 * r.c.Foreign {
		if tried == r.c.Foreign || len(r.pool) == 0 {
			break
		}
		m := r.pool[r.rng.IntN(len(r.pool))]
		if isLegal[m] {
			continue
		}
		tried++
		r.illegal(s, m, "a move legal in another position")
	}
	garbage := make([]string, r.c.Garbage)
	for i := range garbage {
		garbage[i] = r.garbageString()
	}
	r.garbageMoves(s, isLegal, garbage)
	for range 4 {
		if len(r.pool) == 0 || len(legal) == 0 {
			break
		}
		if m := r.pool[r.rng.IntN(len(r.pool))]; !isLegal[m] {
			r.toolErrors(s, m, r.format(legal[0]))
			break
		}
	}
	if !unchanged("illegal-move", "Apply of an illegal move") {
		return false
	}

	// JSON of the state, and of corrupted documents.
	if doc, ok := r.jsonRoundTrip(s, "state-json"); ok {
		r.memberOrder(s, doc)
		r.guard("corrupt-json", nil, func() { r.corruptions(s, doc) })
	}
	if !unchanged("state-json", "encoding or failing to decode JSON") {
		return false
	}

	// Views and determinizations.
	r.guard("view", nil, func() { r.views(s, legal) })
	if !unchanged("view", "View or Determinize") {
		return false
	}

	r.guard("concurrency", nil, func() { r.concurrent(s, legal) })
	return unchanged("concurrency", "reading the state from several goroutines")
}

// concurrent reads s from two goroutines at once and checks that they see
// what a single goroutine sees. Under the race detector, this catches a state
// that caches or lazily computes something on read.
func (r *runner[S, M]) concurrent(s S, legal []M) {
	type reading struct {
		legal   []M
		scores  []kingdoms.Score
		winners []int
		views   []S
		doc     []byte
		err     error
	}
	read := func() (x reading) {
		x.err = protect(func() error {
			x.legal = r.g.Legal(s)
			x.scores = r.g.Scores(s)
			x.winners = r.g.Winners(s)
			for p := range r.players {
				x.views = append(x.views, r.g.View(s, p))
			}
			for _, m := range x.legal {
				r.g.FormatMove(m)
			}
			x.doc, _ = json.Marshal(&s)
			return nil
		})
		return x
	}
	var got [2]reading
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = read()
		}()
	}
	wg.Wait()
	want := read()
	for _, x := range got {
		switch {
		case x.err != nil:
			r.fail("concurrency", nil, "reading the state from two goroutines at once: %v", x.err)
		case !slices.Equal(x.legal, legal) || !slices.Equal(x.winners, want.winners) || !bytes.Equal(x.doc, want.doc) ||
			!slices.EqualFunc(x.scores, want.scores, func(a, b kingdoms.Score) bool { return a.Total == b.Total && slices.Equal(a.Parts, b.Parts) }) ||
			!slices.EqualFunc(x.views, want.views, r.equal):
			r.fail("concurrency", nil, "reading the state from two goroutines at once gives different legal moves, scores, winners, views or JSON")
		default:
			continue
		}
		return
	}
}

// checkNotation checks the round trips of m's notation through FormatMove
// and ParseMove, String, and MarshalText and UnmarshalText.
func (r *runner[S, M]) checkNotation(m M) {
	text := r.g.FormatMove(m)
	r.addText(text)
	back, err := r.g.ParseMove(text)
	switch {
	case err != nil:
		r.fail("notation", &m, "ParseMove(%q) of a legal move's notation failed: %v", text, err)
		return
	case back != m:
		r.fail("notation", &m, "ParseMove(%q) gives a different move, %#v, from the legal move %#v", text, back, m)
		return
	}
	if st, ok := any(m).(fmt.Stringer); ok {
		if str := st.String(); str != text {
			r.fail("notation", &m, "String() = %q but FormatMove = %q", str, text)
			return
		}
	}
	if tm, ok := any(&m).(encoding.TextMarshaler); ok {
		b, err := tm.MarshalText()
		if err != nil {
			r.fail("notation", &m, "MarshalText: %v", err)
			return
		}
		var t M
		tu, ok := any(&t).(encoding.TextUnmarshaler)
		if !ok {
			r.fail("notation", &m, "the move implements encoding.TextMarshaler but not encoding.TextUnmarshaler")
			return
		}
		if err := tu.UnmarshalText(b); err != nil || t != m {
			r.fail("notation", &m, "UnmarshalText(MarshalText()) = %#v, %v; want %#v (text %q)", t, err, m, b)
			return
		}
		var u M
		if err := any(&u).(encoding.TextUnmarshaler).UnmarshalText([]byte(text)); err != nil || u != m {
			r.fail("notation", &m, "UnmarshalText of the notation %q = %#v, %v; want %#v", text, u, err, m)
		}
	}
}

// checkMoveJSON checks the JSON round trip of m.
func (r *runner[S, M]) checkMoveJSON(m M) {
	b, err := json.Marshal(&m)
	if err != nil {
		r.fail("move-json", &m, "json.Marshal: %v", err)
		return
	}
	var t M
	if err := json.Unmarshal(b, &t); err != nil || t != m {
		r.fail("move-json", &m, "json.Unmarshal(%s) = %#v, %v; want %#v", b, t, err, m)
	}
}

// illegal checks that Apply rejects m, which is not legal in s.
func (r *runner[S, M]) illegal(s S, m M, origin string) {
	var next S
	var err error
	if !r.guard("illegal-move", &m, func() { next, err = r.g.Apply(s, m) }) {
		return
	}
	switch {
	case err == nil:
		r.fail("illegal-move", &m, "Apply accepted a move that Legal does not list (%s)", origin)
	case !errors.Is(err, kingdoms.ErrIllegalMove):
		r.fail("illegal-move", &m, "Apply's error for an illegal move (%s) does not wrap kingdoms.ErrIllegalMove: %v", origin, err)
	case !isZero(next):
		r.fail("illegal-move", &m, "Apply returned a non-zero state with its error for an illegal move (%s)", origin)
	default:
		r.shape(fmt.Sprintf("Apply of a move that is not legal (%s)", origin), &m, err)
	}
	st, ok := r.g.(kingdoms.Stepper[S, M])
	if !ok {
		return
	}
	in := s
	if !r.guard("stepper", &m, func() { err = st.ApplyTo(&in, m) }) {
		return
	}
	switch {
	case err == nil:
		r.fail("stepper", &m, "ApplyTo accepted a move that Legal does not list (%s)", origin)
	case !errors.Is(err, kingdoms.ErrIllegalMove):
		r.fail("stepper", &m, "ApplyTo's error for an illegal move (%s) does not wrap kingdoms.ErrIllegalMove: %v", origin, err)
	case !r.equal(in, s):
		r.fail("stepper", &m, "ApplyTo changed the state with its error for an illegal move (%s) %s", origin, r.diff(s, in))
	default:
		r.shape(fmt.Sprintf("ApplyTo of a move that is not legal (%s)", origin), &m, err)
	}
}

// garbageMoves parses each text and checks that bad notation errors with
// ErrBadNotation, that what parses round-trips, and that a parsed move that
// is not legal in s is rejected. isLegal nil means s is a start state whose
// legality is unknown, so parsed moves are not applied.
func (r *runner[S, M]) garbageMoves(s S, isLegal map[M]bool, texts []string) {
	for _, text := range texts {
		var m M
		var err error
		if perr := protect(func() error { m, err = r.g.ParseMove(text); return nil }); perr != nil {
			r.fail("notation", nil, "ParseMove(%q) %v", text, perr)
			continue
		}
		if err != nil && !errors.Is(err, kingdoms.ErrBadNotation) {
			r.fail("notation", nil, "ParseMove(%q)'s error does not wrap kingdoms.ErrBadNotation: %v", text, err)
		} else {
			r.shape(fmt.Sprintf("ParseMove(%q)", text), nil, err)
		}
		var u M
		if tu, ok := any(&u).(encoding.TextUnmarshaler); ok {
			var uerr error
			if perr := protect(func() error { uerr = tu.UnmarshalText([]byte(text)); return nil }); perr != nil {
				r.fail("notation", nil, "UnmarshalText(%q) %v", text, perr)
				continue
			}
			switch {
			case uerr != nil && !errors.Is(uerr, kingdoms.ErrBadNotation):
				r.fail("notation", nil, "UnmarshalText(%q)'s error does not wrap kingdoms.ErrBadNotation: %v", text, uerr)
			case (uerr == nil) != (err == nil) || (err == nil && u != m):
				r.fail("notation", nil, "UnmarshalText(%q) and ParseMove disagree: %#v, %v and %#v, %v", text, u, uerr, m, err)
			default:
				r.shape(fmt.Sprintf("UnmarshalText(%q)", text), nil, uerr)
			}
		}
		if err != nil {
			continue
		}
		var back M
		var berr error
		canon := ""
		if perr := protect(func() error { canon = r.g.FormatMove(m); back, berr = r.g.ParseMove(canon); return nil }); perr != nil {
			r.fail("notation", &m, "FormatMove or ParseMove of the move parsed from %q: %v", text, perr)
			continue
		}
		if berr != nil || back != m {
			r.fail("notation", &m, "%q parses to %#v, whose notation %q parses to %#v, %v", text, m, canon, back, berr)
			continue
		}
		if isLegal != nil && !isLegal[m] {
			r.illegal(s, m, fmt.Sprintf("parsed from %q", text))
		}
	}
}

// jsonRoundTrip checks that s encodes to JSON, decodes to an equal state
// and re-encodes to the same bytes. It returns the document.
func (r *runner[S, M]) jsonRoundTrip(s S, check string) ([]byte, bool) {
	var doc, again []byte
	var t S
	var merr, uerr, aerr error
	if !r.guard(check, nil, func() {
		if doc, merr = json.Marshal(&s); merr != nil {
			return
		}
		if uerr = json.Unmarshal(doc, &t); uerr != nil {
			return
		}
		again, aerr = json.Marshal(&t)
	}) {
		return nil, false
	}
	switch {
	case merr != nil:
		r.fail(check, nil, "json.Marshal: %v", merr)
	case uerr != nil:
		r.fail(check, nil, "json.Unmarshal of the state's own document failed: %v\n\tdocument: %s", uerr, truncate(string(doc), 2000))
	case !r.equal(s, t):
		r.fail(check, nil, "decoding the state's JSON gives a different state %s\n\tdocument: %s", r.diff(s, t), truncate(string(doc), 2000))
	case aerr != nil:
		r.fail(check, nil, "json.Marshal of a decoded state failed: %v", aerr)
	case !bytes.Equal(doc, again):
		r.fail(check, nil, "re-encoding the decoded state gives different bytes:\n\tfirst:  %s\n\tsecond: %s", truncate(string(doc), 2000), truncate(string(again), 2000))
	default:
		return doc, true
	}
	return nil, false
}

// corruptions decodes corrupted copies of doc, the JSON of s.
func (r *runner[S, M]) corruptions(s S, doc []byte) {
	for range r.c.Corrupt {
		bad, how := r.corrupt(doc)
		t := s
		var err error
		perr := protect(func() error {
			if r.unmarshaler {
				err = any(&t).(json.Unmarshaler).UnmarshalJSON(bad)
			} else {
				err = json.Unmarshal(bad, &t)
			}
			return nil
		})
		if perr != nil {
			r.fail("corrupt-json", nil, "decoding a corrupted document (%s) %v", how, perr)
			return
		}
		if err != nil {
			if r.unmarshaler && !errors.Is(err, kingdoms.ErrBadState) {
				r.fail("corrupt-json", nil, "the error for a corrupted document (%s) does not wrap kingdoms.ErrBadState: %v", how, err)
				return
			}
			if r.unmarshaler { // otherwise encoding/json's error, not the game's
				r.shape(fmt.Sprintf("decoding a corrupted document (%s)", how), nil, err)
			}
			if !r.equal(t, s) {
				r.fail("corrupt-json", nil, "a failed decode (%s) changed the state it decoded into %s", how, r.diff(s, t))
				return
			}
			continue
		}
		if !json.Valid(bad) {
			r.fail("corrupt-json", nil, "decoding accepted a document that is not valid JSON (%s)", how)
			return
		}
		// A valid document that decodes must give a state that passes every
		// check, and round-trips.
		if _, probs := r.stateProblems(t, -1); len(probs) > 0 {
			r.fail("corrupt-json", nil, "a corrupted document (%s) decoded to a state that fails check %s: %v", how, probs[0].check, probs[0].err)
			return
		}
		if _, ok := r.jsonRoundTrip(t, "corrupt-json"); !ok {
			return
		}
	}
}

// views checks View and Determinize for every player.
func (r *runner[S, M]) views(s S, legal []M) {
	toMove, terminal := r.g.ToMove(s), r.g.IsTerminal(s)
	playout := r.samples % r.players
	for p := range r.players {
		v := r.g.View(s, p)
		if vv := r.g.View(v, p); !r.equal(v, vv) {
			r.fail("view", nil, "View(View(s, %d), %d) differs from View(s, %d) %s", p, p, p, r.diff(v, vv))
			return
		}
		if !r.reported["view-rule"] && !r.viewRule(s, legal, p, v) {
			return
		}
		r.jsonRoundTrip(v, "view-json")
		vs := snapshot(v)
		var d S
		var derr error
		if !r.guard("determinize", nil, func() { d, derr = r.g.Determinize(v, p, r.rng) }) {
			return
		}
		if derr != nil {
			r.fail("determinize", nil, "Determinize for player %d failed: %v", p, derr)
			return
		}
		if !r.equal(v, vs) {
			r.fail("determinize", nil, "Determinize changed the view of player %d it was given %s", p, r.diff(vs, v))
			return
		}
		if dv := r.g.View(d, p); !r.equal(v, dv) {
			r.fail("determinize", nil, "View(Determinize(View(s, %d)), %d) differs from View(s, %d): View shows player %d something hidden that Determinize re-deals (a leak), or Determinize changes what the player sees %s",
				p, p, p, p, r.diff(v, dv))
			return
		}
		if r.g.Players(d) != r.players || r.g.ToMove(d) != toMove || r.g.IsTerminal(d) != terminal {
			r.fail("determinize", nil, "Determinize for player %d gives Players %d, ToMove %d, IsTerminal %v; want %d, %d, %v",
				p, r.g.Players(d), r.g.ToMove(d), r.g.IsTerminal(d), r.players, toMove, terminal)
			return
		}
		dl := r.g.Legal(d)
		if len(dl) == 0 != terminal {
			r.fail("determinize", nil, "Determinize for player %d gives a state with %d legal moves where the game is over=%v: a determinization is a complete state, which plays", p, len(dl), terminal)
			return
		}
		if p == toMove {
			if !slices.Equal(dl, legal) {
				r.fail("determinize", nil, "player %d, to move, has different legal moves after Determinize:\n\tdeterminized %s\n\tactual       %s",
					p, r.formatList(dl), r.formatList(legal))
				return
			}
		}
		if r.c.Invariant != nil {
			if err := r.c.Invariant(d); err != nil {
				r.fail("determinize", nil, "Determinize for player %d gives a state that breaks an invariant: %v", p, err)
				return
			}
		}
		if p == playout && !r.playout(d, p) {
			return
		}
	}
}

// playout plays d, a determinization for player p, to the end.
func (r *runner[S, M]) playout(d S, p int) bool {
	left := r.c.MaxMoves - len(r.moves)
	var buf []M
	for n := 0; ; n++ {
		buf = r.g.AppendLegal(buf[:0], d)
		if len(buf) == 0 {
			break
		}
		if n >= left {
			r.fail("determinize", nil, "a game played on from a determinization for player %d is not over after %d more moves (MaxMoves %d)", p, n, r.c.MaxMoves)
			return false
		}
		m := buf[r.rng.IntN(len(buf))]
		next, err := r.g.Apply(d, m)
		if err != nil {
			r.fail("determinize", nil, "in a game played on from a determinization for player %d, legal move %q did not apply after %d more moves: %v", p, r.format(m), n, err)
			return false
		}
		d = next
	}
	if _, probs := r.stateProblems(d, r.players); len(probs) > 0 {
		r.fail("determinize", nil, "a game played on from a determinization for player %d ends in a state that fails check %s: %v", p, probs[0].check, probs[0].err)
		return false
	}
	return true
}

// sampler checks, for a game that implements [kingdoms.Sampler], that
// SampleLegal draws from s the move a playout would pick from legal, with
// the same use of the generator, and leaves s unchanged.
func (r *runner[S, M]) sampler(s S, legal []M) {
	sm, ok := r.g.(kingdoms.Sampler[S, M])
	if !ok {
		return
	}
	for k := range uint64(3) {
		seed := r.rng.Uint64()
		r1, r2 := rand.New(rand.NewPCG(seed, k)), rand.New(rand.NewPCG(seed, k))
		in := s
		var m M
		var got bool
		if !r.guard("sampler", nil, func() { m, got, _ = sm.SampleLegal(nil, &in, r1) }) {
			return
		}
		if !r.equal(in, s) {
			r.fail("sampler", nil, "SampleLegal changed the state %s", r.diff(s, in))
			return
		}
		if len(legal) == 0 {
			if got || r1.Uint64() != r2.Uint64() {
				r.fail("sampler", &m, "SampleLegal drew a move, or drew from the generator, in a position without legal moves")
			}
			return
		}
		want := legal[r2.IntN(len(legal))]
		if !got || m != want || r1.Uint64() != r2.Uint64() {
			r.fail("sampler", &m, "SampleLegal drew %s (ok %v) where a playout picks %s from Legal with the same generator", r.g.FormatMove(m), got, r.g.FormatMove(want))
			return
		}
		if !r.randomStep(s, want, len(legal), seed, k) {
			return
		}
	}
	if len(legal) == 0 {
		r.randomStep(s, *new(M), 0, r.rng.Uint64(), 0)
	}
}

// randomStep checks, for a game that implements [kingdoms.RandomStepper],
// that StepRandom with the generator of (seed, k) plays on a copy of s the
// move want that a playout draws among the n legal moves (none when n is
// 0), as Apply plays it, with the same use of the generator. It reports
// whether the check passed.
func (r *runner[S, M]) randomStep(s S, want M, n int, seed, k uint64) bool {
	rs, ok := r.g.(kingdoms.RandomStepper[S, M])
	if !ok {
		return true
	}
	r1, r2 := rand.New(rand.NewPCG(seed, k)), rand.New(rand.NewPCG(seed, k))
	in := s
	var m M
	var got bool
	if !r.guard("random-step", nil, func() { m, got, _ = rs.StepRandom(nil, &in, r1) }) {
		return false
	}
	if n == 0 {
		if got || !r.equal(in, s) || r1.Uint64() != r2.Uint64() {
			r.fail("random-step", &m, "StepRandom played a move, changed the state or drew from the generator in a position without legal moves")
			return false
		}
		return true
	}
	r2.IntN(n)
	var next S
	var err error
	if !r.guard("random-step", &want, func() { next, err = r.g.Apply(s, want) }) {
		return false
	}
	switch {
	case !got || m != want || r1.Uint64() != r2.Uint64():
		r.fail("random-step", &m, "StepRandom played %s (ok %v) where SampleLegal draws %s, or drew from the generator otherwise", r.g.FormatMove(m), got, r.g.FormatMove(want))
	case err != nil:
		r.fail("random-step", &want, "Apply refused the move StepRandom played: %v", err)
	case !r.equal(in, next):
		r.fail("random-step", &m, "StepRandom left another state than Apply of the same move %s", r.diff(next, in))
	default:
		return true
	}
	return false
}

// badArguments checks the edges of the contract on a start state s: a nil
// generator and a player out of range are errors of Determinize and
// Playout, not panics; a huge notation is refused with a short error; every
// method of the zero state and every call of the game on it returns; and
// the zero state either refuses to marshal or marshals to a document that
// decodes to the zero state again.
func (r *runner[S, M]) badArguments(s S) {
	var zero S
	for _, p := range []int{0, -1, r.players} {
		var err error
		rng := r.rng
		if p == 0 {
			rng = nil
		}
		if !r.guard("determinize", nil, func() { _, err = r.g.Determinize(s, p, rng) }) {
			return
		}
		if err == nil || !errors.Is(err, kingdoms.ErrBadArgument) {
			r.fail("determinize", nil, "Determinize(s, %d, rng) with rng nil=%v returned %v, want an error wrapping kingdoms.ErrBadArgument", p, rng == nil, err)
			return
		}
		r.shape(fmt.Sprintf("Determinize(s, %d, rng) with rng nil=%v", p, rng == nil), nil, err)
	}
	var err error
	if !r.guard("determinize", nil, func() { _, _, err = kingdoms.Playout(r.g, s, nil, 1) }) {
		return
	}
	if !errors.Is(err, kingdoms.ErrBadArgument) {
		r.fail("determinize", nil, "Playout with a nil generator returned %v, want an error wrapping kingdoms.ErrBadArgument", err)
	} else {
		r.shape("kingdoms.Playout with a nil generator", nil, err)
	}
	if !r.guard("notation", nil, func() { _, err = r.g.ParseMove(hugeNotation) }) {
		return
	}
	if err == nil || len(err.Error()) > maxErrorLen {
		r.fail("notation", nil, "ParseMove of a %d-byte text returned an error of %d bytes (at most %d: quote a short excerpt of the input)", len(hugeNotation), len(fmt.Sprint(err)), maxErrorLen)
	} else {
		r.shape(fmt.Sprintf("ParseMove of a %d-byte text", len(hugeNotation)), nil, err)
	}
	r.zeroMethods()
	r.zeroPlays()
	r.starts()
	var doc []byte
	if !r.guard("zero-state", nil, func() { doc, err = json.Marshal(zero) }) || err != nil {
		return
	}
	var back S
	if !r.guard("zero-state", nil, func() { err = json.Unmarshal(doc, &back) }) {
		return
	}
	if err != nil {
		r.fail("zero-state", nil, "the zero state marshals to %s, which its decoder refuses: %v", truncate(string(doc), 200), err)
		return
	}
	if !r.equal(zero, back) {
		r.fail("zero-state", nil, "the zero state marshals to %s, which decodes to another state %s", truncate(string(doc), 200), r.diff(zero, back))
	}
}

// hugeNotation is a text of 1 MiB that no game reads as a move; maxErrorLen
// is the longest error a game may return for it.
var hugeNotation = "place " + strings.Repeat("9", 1<<20)

const maxErrorLen = 1000

// zeroArgs are the values given to each integer argument (and each integer
// field of a struct argument) of the zero state's methods.
var zeroArgs = []int64{0, -1, 1, 7, 400}

// zeroMethods calls every exported method of the zero state (of S and of
// *S) with arguments from zeroArgs, and the game's own calls on it: none
// may panic.
func (r *runner[S, M]) zeroMethods() {
	var zero S
	for _, typ := range []reflect.Type{reflect.TypeOf(zero), reflect.PointerTo(reflect.TypeOf(zero))} {
		for i := range typ.NumMethod() {
			m := typ.Method(i)
			if m.Name == "UnmarshalJSON" || m.Name == "UnmarshalText" {
				continue // a state decodes into its receiver: the corrupt-json check covers it
			}
			for _, arg := range zeroArgs {
				z := zero
				in := []reflect.Value{reflect.ValueOf(z)}
				if typ.Kind() == reflect.Pointer {
					in[0] = reflect.ValueOf(&z)
				}
				for j := 1; j < m.Type.NumIn(); j++ {
					in = append(in, argValue(m.Type.In(j), arg))
				}
				if !r.guard("zero-state", nil, func() { m.Func.Call(in) }) {
					return
				}
			}
		}
	}
	calls := []struct {
		name string
		f    func()
	}{
		{"Players", func() { r.g.Players(zero) }},
		{"ToMove", func() { r.g.ToMove(zero) }},
		{"IsTerminal", func() { r.g.IsTerminal(zero) }},
		{"Legal", func() { r.g.Legal(zero) }},
		{"Scores", func() { r.g.Scores(zero) }},
		{"Winners", func() { r.g.Winners(zero) }},
		{"View", func() { r.g.View(zero, 0) }},
		{"Determinize", func() { _, _ = r.g.Determinize(zero, 0, r.rng) }},
	}
	if o, ok := r.g.(kingdoms.Observer[S]); ok {
		calls = append(calls, struct {
			name string
			f    func()
		}{"Observe", func() { o.ObservationShape(zero); o.Observe(zero, 0, nil) }})
	}
	if a, ok := r.g.(kingdoms.Actions[S, M]); ok {
		calls = append(calls, struct {
			name string
			f    func()
		}{"the actions", func() {
			a.NumActions(zero)
			a.AppendActions(nil, zero, kingdoms.Prefix{})
			for _, act := range []int{0, -1, 1 << 30} {
				a.DecodeAction(zero, kingdoms.Prefix{}, act)
				a.DecodeAction(zero, kingdoms.Prefix{}.Extend(act), 0)
			}
			var m M
			_, _ = a.EncodeMove(nil, zero, m)
			if l, ok := r.g.(kingdoms.ActionLayout[S]); ok {
				l.ActionRanges(zero)
			}
		}})
	}
	for _, c := range calls {
		if !r.guard("zero-state", nil, func() {
			defer func() {
				if p := recover(); p != nil {
					panic(fmt.Sprintf("%s on the zero state: %v", c.name, p))
				}
			}()
			c.f()
		}) {
			return
		}
	}
	if v, ok := r.g.(kingdoms.Validator[S]); ok {
		var err error
		if r.guard("zero-state", nil, func() { err = v.Validate(zero) }) && err != nil {
			r.fail("zero-state", nil, "Validate refuses the zero state: %v", err)
		}
	}
}

// argValue returns a value of type t for an argument: arg for an integer,
// a struct whose integer fields are arg, the zero value otherwise.
func argValue(t reflect.Type, arg int64) reflect.Value {
	v := reflect.New(t).Elem()
	set := func(v reflect.Value) {
		switch {
		case v.CanInt():
			v.SetInt(arg)
		case v.CanUint():
			v.SetUint(uint64(arg) & 0xff)
		}
	}
	set(v)
	if v.Kind() == reflect.Struct {
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				set(f)
			}
		}
	}
	return v
}
