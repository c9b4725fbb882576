package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// runner plays games and collects violations.
type runner[S any, M comparable] struct {
	c           Config[S, M]
	g           kingdoms.Game[S, M]
	name        string
	opts        []cmp.Option
	unmarshaler bool // *S implements json.Unmarshaler
	comparable  bool // S is flat and comparable: == is a deep comparison
	at          map[M]int
	violations  []*Violation

	pool   []M // moves seen legal somewhere, to try where they are not
	inPool map[M]bool
	texts  []string // notations seen, for garbage
	alpha  []rune   // runes of those notations and a few more
	inAlph map[rune]bool

	// The game being played.
	seed     uint64
	rng      *rand.Rand
	moves    []M
	players  int
	reported map[string]bool
	samples  int
	// numActions is NumActions of the game's first sampled state (0
	// before it), for a game that numbers its actions.
	numActions int
	// actionRanges are the ranges of the game's first sampled state (nil
	// before it), for a game that gives them.
	actionRanges []kingdoms.ActionRange

	// goNames matches the Go names an error must not say (error-shape).
	goNames *regexp.Regexp
	// startsChecked is set once the starts of a Configurer are checked.
	startsChecked bool
}

const (
	poolSize  = 512
	textsSize = 256
)

func newRunner[S any, M comparable](c Config[S, M]) *runner[S, M] {
	r := &runner[S, M]{
		c:      c,
		g:      c.Game,
		inPool: map[M]bool{},
		inAlph: map[rune]bool{},
	}
	r.name = r.g.Name()
	r.goNames = goNames(r.name)
	r.opts = append([]cmp.Option{cmp.Exporter(func(reflect.Type) bool { return true }), cmpopts.EquateEmpty()}, c.CmpOptions...)
	_, r.unmarshaler = any(new(S)).(json.Unmarshaler)
	t := reflect.TypeFor[S]()
	r.comparable = flat(t) && t.Comparable()
	for _, ch := range "0123456789abcxyzABCXYZ-+.,;:/()[]# " {
		r.addRune(ch)
	}
	return r
}

func (r *runner[S, M]) full() bool { return len(r.violations) >= r.c.MaxViolations }

// fail records a violation of check at the current position, unless check
// already failed in this game.
func (r *runner[S, M]) fail(check string, m *M, format string, args ...any) {
	r.failAt(len(r.moves), check, m, format, args...)
}

func (r *runner[S, M]) failAt(n int, check string, m *M, format string, args ...any) {
	if r.reported[check] || r.full() || slices.Contains(r.c.Skip, check) {
		return
	}
	r.reported[check] = true
	v := &Violation{Game: r.name, Check: check, Seed: r.seed, Move: n, Err: fmt.Errorf(format, args...)}
	if m != nil {
		v.Notation = r.format(*m)
	}
	for _, pm := range r.moves[:n] {
		v.Moves = append(v.Moves, r.format(pm))
	}
	r.violations = append(r.violations, v)
}

// A panicError is a panic recovered from a call into the game.
type panicError struct {
	value any
	stack string
}

func (e *panicError) Error() string { return fmt.Sprintf("panic: %v\n%s", e.value, e.stack) }

// protect calls f and turns a panic into a *panicError.
func protect(f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &panicError{p, panicStack(debug.Stack())}
		}
	}()
	return f()
}

// guard runs f and reports a panic as a violation of check. It reports
// whether f returned normally.
func (r *runner[S, M]) guard(check string, m *M, f func()) bool {
	err := protect(func() error { f(); return nil })
	if err != nil {
		r.fail(check, m, "%v", err)
		return false
	}
	return true
}

// panicStack returns the frames of stack from the one that panicked, at
// most 8 of them.
func panicStack(stack []byte) string {
	lines := strings.Split(strings.TrimSpace(string(stack)), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			lines = lines[i+2:]
			break
		}
	}
	if len(lines) > 16 {
		lines = append(lines[:16], "\t...")
	}
	return strings.Join(lines, "\n")
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("... (%d more bytes)", len(s)-n)
}

// format returns the notation of m, or a Go syntax representation if
// FormatMove panics.
func (r *runner[S, M]) format(m M) string {
	var t string
	if protect(func() error { t = r.g.FormatMove(m); return nil }) != nil {
		return fmt.Sprintf("%#v", m)
	}
	return t
}

func (r *runner[S, M]) formatList(ms []M) string {
	const max = 40
	var b strings.Builder
	b.WriteByte('[')
	for i, m := range ms {
		if i == max {
			fmt.Fprintf(&b, " ... (%d more)", len(ms)-max)
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(r.format(m))
	}
	b.WriteByte(']')
	return b.String()
}

// equal reports whether two states are equal (see Config.Equal).
func (r *runner[S, M]) equal(a, b S) bool {
	if r.c.Equal != nil {
		return r.c.Equal(a, b)
	}
	if r.comparable {
		if any(a) == any(b) {
			return true
		}
	} else if reflect.DeepEqual(a, b) {
		return true
	}
	return cmp.Equal(a, b, r.opts...)
}

// diff describes how got differs from want when formatted with %s or %v.
// The description is only computed then: fail skips the formatting of a
// violation already reported, and go-cmp's differences are slow to compute.
func (r *runner[S, M]) diff(want, got S) fmt.Stringer {
	return lazy(func() string { return r.describeDiff(want, got) })
}

type lazy func() string

func (f lazy) String() string { return f() }

func (r *runner[S, M]) describeDiff(want, got S) string {
	var d string
	if err := protect(func() error { d = cmp.Diff(want, got, r.opts...); return nil }); err != nil {
		return "(go-cmp cannot show the difference: " + err.Error() + ")"
	}
	if d == "" {
		return "(go-cmp sees no difference; Config.Equal does)"
	}
	return "(-want +got)\n" + truncate(d, 3000)
}

func isZero[S any](s S) bool { return reflect.ValueOf(&s).Elem().IsZero() }

// addPool remembers legal moves, to try them later where they are illegal.
func (r *runner[S, M]) addPool(legal []M) {
	for _, m := range legal {
		if r.inPool[m] {
			continue
		}
		if len(r.pool) < poolSize {
			r.pool = append(r.pool, m)
			r.inPool[m] = true
		} else if r.rng.IntN(8) == 0 {
			i := r.rng.IntN(len(r.pool))
			delete(r.inPool, r.pool[i])
			r.pool[i] = m
			r.inPool[m] = true
		}
	}
}

func (r *runner[S, M]) addText(t string) {
	for _, ch := range t {
		r.addRune(ch)
	}
	if len(r.texts) < textsSize {
		r.texts = append(r.texts, t)
	} else {
		r.texts[r.rng.IntN(len(r.texts))] = t
	}
}

func (r *runner[S, M]) addRune(ch rune) {
	if !r.inAlph[ch] {
		r.inAlph[ch] = true
		r.alpha = append(r.alpha, ch)
	}
}

// prime fills the pool with the legal moves of a game played from seed
// without checks, so that the first checked game already has moves from
// another game to try.
func (r *runner[S, M]) prime(seed uint64) {
	r.rng = rand.New(rand.NewPCG(seed, 1))
	_ = protect(func() error {
		s, err := r.c.New(seed)
		if err != nil {
			return err
		}
		for range r.c.MaxMoves {
			legal := r.g.Legal(s)
			if len(legal) == 0 {
				break
			}
			r.addPool(legal)
			if s, err = r.g.Apply(s, legal[r.rng.IntN(len(legal))]); err != nil {
				return err
			}
		}
		return nil
	})
}

type checkpoint[S any] struct {
	n int
	s S
}

// game plays one game from New(seed), choosing each move with choose (given
// the number of legal moves) and drawing the harness's other random choices
// from rng.
func (r *runner[S, M]) game(seed uint64, rng *rand.Rand, choose func(n int) int) {
	r.seed, r.rng, r.moves, r.reported, r.samples, r.numActions, r.actionRanges = seed, rng, nil, map[string]bool{}, 0, 0, nil
	var s S
	var err error
	if !r.guard("new", nil, func() { s, err = r.c.New(seed) }) {
		return
	}
	if err != nil {
		r.fail("new", nil, "New(%d): %v", seed, err)
		return
	}
	var again S
	if r.guard("new", nil, func() { again, err = r.c.New(seed) }) {
		switch {
		case err != nil:
			r.fail("determinism", nil, "New(%d) failed on a second call: %v", seed, err)
		case !r.equal(s, again):
			r.fail("determinism", nil, "two calls of New(%d) give different states %s", seed, r.diff(s, again))
		}
	}
	if !r.guard("turn", nil, func() { r.players = r.g.Players(s) }) {
		return
	}
	if r.players < 1 {
		r.fail("turn", nil, "the number of players is %d", r.players)
		return
	}
	r.garbageMoves(s, nil, fixedGarbage)
	r.badArguments(s)

	var checkpoints []checkpoint[S]
	for !r.full() {
		n := len(r.moves)
		legal, ok := r.position(s)
		if !ok {
			return
		}
		if n%r.c.Every == 0 || len(legal) == 0 {
			if !r.sampled(s, legal) {
				return
			}
			checkpoints = append(checkpoints, checkpoint[S]{n, s})
		}
		if len(legal) == 0 {
			break
		}
		if n >= r.c.MaxMoves {
			r.fail("length", nil, "the game is not over after MaxMoves = %d moves", r.c.MaxMoves)
			return
		}
		m := legal[choose(len(legal))]
		next, ok := r.step(s, m, legal)
		if !ok {
			return
		}
		r.moves = append(r.moves, m)
		s = next
	}
	r.replay(checkpoints)
}

type problem struct {
	check string
	err   error
}

// stateProblems runs the cheap checks on s: the consistency of Legal and
// AppendLegal, of the turn, scores and winners, and Config.Invariant. players
// is the expected number of players, or -1. It returns the legal moves.
func (r *runner[S, M]) stateProblems(s S, players int) ([]M, []problem) {
	var probs []problem
	add := func(check string, err error) {
		if err != nil {
			probs = append(probs, problem{check, err})
		}
	}
	var legal []M
	add("legal", protect(func() error {
		var err error
		legal, err = r.checkLegal(s)
		return err
	}))
	add("legal-unique", protect(func() error { return r.checkUnique(legal) }))
	terminal := len(legal) == 0
	add("turn", protect(func() error { return r.checkTurn(s, players, terminal) }))
	add("scores", protect(func() error { return r.checkScores(s, players) }))
	add("winners", protect(func() error { return r.checkWinners(s, players, terminal) }))
	if r.c.Invariant != nil {
		add("invariant", protect(func() error { return r.c.Invariant(s) }))
	}
	return legal, probs
}

// position runs the cheap checks on a position reached by play. It reports
// whether the game can go on: not after a panic.
func (r *runner[S, M]) position(s S) ([]M, bool) {
	legal, probs := r.stateProblems(s, r.players)
	for _, p := range probs {
		r.fail(p.check, nil, "%w", p.err)
		var pe *panicError
		if errors.As(p.err, &pe) {
			return nil, false
		}
	}
	if len(legal) > 0 {
		r.addPool(legal[r.rng.IntN(len(legal)):][:1])
	}
	return legal, true
}

// checkLegal checks that Legal is repeatable and agrees with AppendLegal, and
// the documented order when Config.Compare is set.
func (r *runner[S, M]) checkLegal(s S) ([]M, error) {
	legal := r.g.Legal(s)
	if again := r.g.Legal(s); !slices.Equal(legal, again) {
		return legal, fmt.Errorf("two calls of Legal give different lists:\n\t%s\n\t%s", r.formatList(legal), r.formatList(again))
	}
	if app := r.g.AppendLegal(nil, s); !slices.Equal(app, legal) {
		return legal, fmt.Errorf("AppendLegal(nil, s) differs from Legal(s):\n\tAppendLegal %s\n\tLegal       %s", r.formatList(app), r.formatList(legal))
	}
	// Two moves already in dst, with room to spare, then without room.
	var a, b M
	found := 0
	for _, m := range r.pool {
		if found == 2 {
			break
		}
		if !slices.Contains(legal, m) {
			a, b = b, m
			found++
		}
	}
	dst := make([]M, 2, 2+len(legal)+3)
	dst[0], dst[1] = a, b
	if out := r.g.AppendLegal(dst, s); len(out) < 2 || out[0] != a || out[1] != b || !slices.Equal(out[2:], legal) {
		return legal, fmt.Errorf("AppendLegal(dst, s) with 2 moves in dst and room for more returned %s, want dst's moves %s followed by Legal's %s",
			r.formatList(out), r.formatList(dst[:2]), r.formatList(legal))
	}
	if out := r.g.AppendLegal([]M{b}, s); len(out) < 1 || out[0] != b || !slices.Equal(out[1:], legal) {
		return legal, fmt.Errorf("AppendLegal(dst, s) with 1 move in a full dst returned %s, want %s followed by Legal's %s",
			r.formatList(out), r.format(b), r.formatList(legal))
	}
	if r.c.Compare != nil {
		for i := 1; i < len(legal); i++ {
			if r.c.Compare(legal[i-1], legal[i]) >= 0 {
				return legal, fmt.Errorf("the legal moves are not in the documented order (Config.Compare): %s (index %d) comes before %s",
					r.format(legal[i-1]), i-1, r.format(legal[i]))
			}
		}
	}
	return legal, nil
}

func (r *runner[S, M]) checkUnique(legal []M) error {
	if r.at == nil {
		r.at = make(map[M]int, len(legal))
	}
	at := r.at
	clear(at)
	for i, m := range legal {
		if j, dup := at[m]; dup {
			return fmt.Errorf("the legal moves list %s twice, at indexes %d and %d: %s", r.format(m), j, i, r.formatList(legal))
		}
		at[m] = i
	}
	return nil
}

// checkTurn checks that Legal is empty exactly when IsTerminal, exactly when
// ToMove is -1, and that ToMove is a player otherwise.
func (r *runner[S, M]) checkTurn(s S, players int, noMoves bool) error {
	n := r.g.Players(s)
	if players >= 0 && n != players {
		return fmt.Errorf("the number of players is %d, it was %d at the start", n, players)
	}
	if n < 1 {
		return fmt.Errorf("the number of players is %d", n)
	}
	term, to := r.g.IsTerminal(s), r.g.ToMove(s)
	switch {
	case term && !noMoves:
		return fmt.Errorf("the game is over (IsTerminal) but there are legal moves")
	case !term && noMoves:
		return fmt.Errorf("there are no legal moves but IsTerminal is false (ToMove %d)", to)
	case term && to != -1:
		return fmt.Errorf("the game is over but ToMove is %d, want -1", to)
	case !term && (to < 0 || to >= n):
		return fmt.Errorf("the game is not over but ToMove is %d, want a player in [0, %d)", to, n)
	}
	return nil
}

func (r *runner[S, M]) checkScores(s S, players int) error {
	sc := r.g.Scores(s)
	if n := r.g.Players(s); len(sc) != n || (players >= 0 && n != players) {
		return fmt.Errorf("the scores have %d entries for %d players", len(sc), n)
	}
	for p, x := range sc {
		if x.Total != x.Sum() {
			return fmt.Errorf("player %d's Total is %d but its Parts sum to %d: %+v", p, x.Total, x.Sum(), x.Parts)
		}
	}
	return nil
}

func (r *runner[S, M]) checkWinners(s S, players int, terminal bool) error {
	w := r.g.Winners(s)
	if !terminal {
		if len(w) > 0 {
			return fmt.Errorf("the game is not over but Winners is %v", w)
		}
		return nil
	}
	if len(w) == 0 {
		return fmt.Errorf("the game is over but Winners is empty")
	}
	n := r.g.Players(s)
	seen := map[int]bool{}
	for _, p := range w {
		if p < 0 || p >= n || seen[p] {
			return fmt.Errorf("the winners %v are not a set of players in [0, %d)", w, n)
		}
		seen[p] = true
	}
	sc := r.g.Scores(s)
	if len(sc) != n {
		return nil // reported by the scores check
	}
	best := sc[0].Total
	for _, x := range sc {
		best = max(best, x.Total)
	}
	for _, p := range w {
		if sc[p].Total != best {
			return fmt.Errorf("winner %d has a total of %d, but the highest total is %d (winners %v)", p, sc[p].Total, best, w)
		}
	}
	return nil
}

// step plays m, a legal move of s, and checks that Apply is pure: s is
// unchanged, a second call gives an equal state, and applying another move to
// s does not change the first result. It returns the next state.
func (r *runner[S, M]) step(s S, m M, legal []M) (next S, ok bool) {
	before := snapshot(s)
	var err error
	if !r.guard("apply-legal", &m, func() { next, err = r.g.Apply(s, m) }) {
		return next, false
	}
	if err != nil {
		r.fail("apply-legal", &m, "a legal move did not apply: %v", err)
		return next, false
	}
	if !r.equal(s, before) {
		r.fail("apply-input", &m, "Apply changed its input state %s", r.diff(before, s))
		return next, false
	}
	after := snapshot(next)
	var again S
	if !r.guard("apply-determinism", &m, func() { again, err = r.g.Apply(s, m) }) {
		return next, false
	}
	if err != nil || !r.equal(next, again) {
		r.fail("apply-determinism", &m, "applying the same move twice to the same state gives different results (error %v) %s", err, r.diff(next, again))
		return next, false
	}
	if len(legal) > 1 {
		o := legal[r.rng.IntN(len(legal))]
		if o == m {
			o = legal[(slices.Index(legal, m)+1)%len(legal)]
		}
		if !r.guard("apply-legal", &o, func() { _, err = r.g.Apply(s, o) }) {
			return next, false
		}
		if err != nil {
			r.fail("apply-legal", &o, "a legal move did not apply: %v", err)
		}
		if !r.equal(next, after) {
			r.fail("apply-shared", &m, "the state returned by Apply changed when Apply was then called on the same input with move %q: the two results share memory that Apply writes %s",
				r.format(o), r.diff(after, next))
			return next, false
		}
	}
	if !r.equal(s, before) {
		r.fail("apply-input", &m, "Apply changed its input state %s", r.diff(before, s))
		return next, false
	}
	return next, true
}

// replay checks that the same moves from the same seed give the same states.
func (r *runner[S, M]) replay(checkpoints []checkpoint[S]) {
	var states []S
	var err, nerr error
	if !r.guard("determinism", nil, func() {
		var s S
		if s, nerr = r.c.New(r.seed); nerr == nil {
			states, err = kingdoms.Replay(r.g, s, r.moves)
		}
	}) || nerr != nil {
		return
	}
	if err != nil {
		r.fail("determinism", nil, "replaying the game's moves from New(%d) failed: %v", r.seed, err)
		return
	}
	for _, cp := range checkpoints {
		if !r.equal(cp.s, states[cp.n]) {
			r.failAt(cp.n, "determinism", nil, "replaying the same moves from New(%d) gives a different state after %d moves %s", r.seed, cp.n, r.diff(cp.s, states[cp.n]))
			return
		}
	}
	r.replayInPlace(states, checkpoints)
}

// replayInPlace plays the game's moves again in place, when the game is a
// [kingdoms.Stepper]: at every position AppendLegalTo must list the moves
// AppendLegal lists and leave the state unchanged, and ApplyTo must reach
// the states Apply reached (compared at the checkpoints and at the end).
func (r *runner[S, M]) replayInPlace(states []S, checkpoints []checkpoint[S]) {
	st, ok := r.g.(kingdoms.Stepper[S, M])
	if !ok || len(states) != len(r.moves)+1 {
		return
	}
	s := states[0]
	var buf, want []M
	next := 0
	for i := 0; i <= len(r.moves); i++ {
		var m *M
		if i < len(r.moves) {
			m = &r.moves[i]
		}
		ok := r.guard("stepper", m, func() {
			want = r.g.AppendLegal(want[:0], states[i])
			buf = st.AppendLegalTo(buf[:0], &s)
		})
		if !ok {
			return
		}
		if !slices.Equal(buf, want) {
			r.failAt(i, "stepper", m, "AppendLegalTo lists other moves than AppendLegal after %d moves played in place:\n\tin place %s\n\tby value %s", i, r.formatList(buf), r.formatList(want))
			return
		}
		atCheckpoint := next < len(checkpoints) && checkpoints[next].n == i
		if atCheckpoint {
			next++
		}
		if atCheckpoint || i == len(r.moves) {
			if !r.equal(s, states[i]) {
				r.failAt(i, "stepper", m, "the game played in place with ApplyTo differs after %d moves from the game played with Apply %s", i, r.diff(states[i], s))
				return
			}
		}
		if m == nil {
			break
		}
		var err error
		if !r.guard("stepper", m, func() { err = st.ApplyTo(&s, *m) }) {
			return
		}
		if err != nil {
			r.failAt(i, "stepper", m, "ApplyTo refused a move that Apply played: %v", err)
			return
		}
	}
}
