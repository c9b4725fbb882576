package gametest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// A Violation is one broken rule of the contract, found in one game. Check
// returns its violations joined with [errors.Join]; find them with
// [errors.As] or by unwrapping the joined error.
type Violation struct {
	// Game is the game's name.
	Game string
	// Check names the check that failed, such as "apply-input" or
	// "state-json"; [Check] lists them.
	Check string
	// Seed is the seed passed to Config.New for the game.
	Seed uint64
	// Move is the number of moves played from the start state to the
	// position where the violation was found.
	Move int
	// Notation is the notation of the move concerned, if any.
	Notation string
	// Moves are the notations of the moves played from the start state to
	// the position, to replay it.
	Moves []string
	// Err says what is wrong.
	Err error
}

// Error returns the game, seed, move number, move, check and problem, on one
// line unless the problem itself spans several.
func (v *Violation) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: seed %d, after %d moves", v.Game, v.Seed, v.Move)
	if v.Notation != "" {
		fmt.Fprintf(&b, ", move %q", v.Notation)
	}
	fmt.Fprintf(&b, ": %s: %v", v.Check, v.Err)
	return b.String()
}

// Unwrap returns the problem.
func (v *Violation) Unwrap() error { return v.Err }

// Check plays c.Seeds games by random legal moves, running every check below
// along the way. It returns nil when no check fails; otherwise the
// violations found, each a *[Violation], joined with [errors.Join]. An
// invalid Config gives an error that is not a Violation.
//
// Check is deterministic: the same Config (and the same game) always plays
// the same games and reports the same violations.
//
// Every check has a name, used as Violation.Check:
//
//   - new: New returns an error or panics for a seed.
//   - determinism: New called twice with a seed gives different states, or
//     the moves of a game replayed from New(seed) give a different state at
//     one of the positions where the expensive checks ran. Catches a game
//     that draws from a global generator, reads the clock or ranges over a
//     map.
//   - legal: Legal called twice gives different lists; AppendLegal(nil, s)
//     differs from Legal(s); AppendLegal to a dst holding moves (with room
//     to spare, and without) changes or drops them instead of appending
//     after them; with Config.Compare, the moves are not in that order.
//   - legal-unique: Legal lists a move twice.
//   - turn: Players changes during a game or is below 1; IsTerminal is not
//     true exactly when Legal is empty; ToMove is not -1 exactly when the
//     game is over, or not a player otherwise.
//   - scores: Scores does not have one entry per player, or a Total is not
//     the sum of its Parts.
//   - winners: Winners is not empty before the end, or is empty, has a
//     duplicate or a number that is not a player at the end, or names a
//     player whose Scores total is not the highest (tie-breakers choose
//     among the highest totals, never past them).
//   - invariant: the game's Validate (when Game implements
//     [kingdoms.Validator]) or Config.Invariant returns an error.
//   - length: the game is not over after Config.MaxMoves moves.
//   - apply-legal: a legal move does not apply: the move played, another
//     legal move at every position and every legal move where the expensive
//     checks run.
//   - apply-input: Apply changed its input state (where the expensive checks
//     run, the state's JSON document is compared too, in case the equality
//     misses a field).
//   - apply-determinism: Apply called twice with the same state and move
//     gives different states.
//   - apply-shared: a state returned by Apply changed when Apply was called
//     again on the same input with another move: the two results share
//     memory that Apply writes (the classic append to a shared slice).
//   - illegal-move: Apply accepted a move that is not legal, or its error
//     does not wrap [kingdoms.ErrIllegalMove], or it returned a non-zero
//     state with the error, or it changed its input. The illegal moves tried
//     are moves legal in other positions and games (Config.Foreign of them
//     per position) and moves parsed from garbage.
//   - notation: for every legal move m, ParseMove(FormatMove(m)) is not m;
//     m.String() differs from FormatMove(m) when M is a fmt.Stringer;
//     MarshalText and UnmarshalText do not round-trip, or UnmarshalText does
//     not read the notation, when M implements them. For garbage strings
//     (fixed nasty strings, random strings, and real notations with random
//     edits; Config.Garbage per position): ParseMove or UnmarshalText
//     panics, returns an error that does not wrap [kingdoms.ErrBadNotation],
//     the two disagree, or a move parsed from garbage does not round-trip.
//     ParseMove of a 1 MiB text returns no error, or one longer than 1000
//     bytes (an error quotes a short excerpt of its input).
//   - move-json: json.Marshal then json.Unmarshal of a legal move does not
//     give the move back.
//   - state-json: json.Marshal then json.Unmarshal of the state does not give
//     an equal state, or the decoded state does not encode to the same bytes,
//     or encoding the state twice gives different bytes, or encoding changed
//     the state.
//   - corrupt-json: a corrupted document (truncated; a byte replaced,
//     deleted or inserted; a value replaced by another of any JSON type;
//     Config.Corrupt per position) makes decoding panic; or is not valid JSON
//     but decodes; or errors with an error that does not wrap
//     [kingdoms.ErrBadState] (checked when *S implements json.Unmarshaler,
//     whose UnmarshalJSON is then called directly, since json.Unmarshal
//     rejects bad syntax itself); or a failed decode changed the state
//     decoded into; or decodes to a state that fails one of the cheap checks
//     above (legal, turn, scores, winners, invariant) or does not round-trip.
//     Decoding must validate everything.
//   - json-order: the state's document, with its members re-sorted at
//     every level (through a generic map, as jq -S, Python's sort_keys or
//     a Go map write it) or in reverse order ("schema" last), does not
//     decode, decodes to another state, or to one that encodes to other
//     bytes: JSON objects are unordered, and a decoder reads the members,
//     "schema" included, wherever they stand.
//   - view: View(View(s, p), p) differs from View(s, p), or View changed s.
//   - view-json: a view does not round-trip through JSON like a state (views
//     are states: a server sends them to players).
//   - view-rule: the one rule for views, checked on v := View(s, p) for
//     every player p at the sampled positions, unless v equals s (a game
//     that hides nothing from p): a view is for reading and for
//     Determinize. Legal(v) is not empty; IsTerminal(v) differs from
//     IsTerminal(s); a read (Scores, Winners, ToMove, Players, Observe)
//     panics; or, when the game is not over, Apply(v, m) of a legal move m
//     of s, [kingdoms.Playout], [kingdoms.PlayoutWith], [kingdoms.PlayoutTo],
//     [kingdoms.Replay], the ApplyTo of a [kingdoms.Stepper], and the
//     EncodeMove and DecodeAction of a [kingdoms.Actions] do not return an
//     error wrapping [kingdoms.ErrBadArgument] that says "Determinize it
//     first", a playout plays a move, AppendLegalTo or AppendActions list
//     something, SampleLegal ([kingdoms.Sampler]) or StepRandom
//     ([kingdoms.RandomStepper]) draws a move or draws from the generator,
//     or a call changes the view.
//   - determinize: for a player p and d := Determinize(View(s, p), p, rng):
//     View(d, p) differs from View(s, p), which catches a view that shows
//     hidden information, since Determinize re-deals what p cannot see, and
//     a Determinize that changes what p sees; d has a different number of
//     players, player to move or end; Legal(d) is empty in a game that is
//     not over (a determinization is a complete state); p is to move and Legal(d) differs from
//     Legal(s); d breaks Config.Invariant; Determinize changed the view; or,
//     for one player per position in turn, the game played on from d by
//     random moves does not end within the bound, a legal move does not
//     apply, or its final state fails a cheap check. At the start of each
//     game: Determinize with a nil generator, or for a player who is not in
//     the game, panics or returns no error wrapping
//     [kingdoms.ErrBadArgument]; [kingdoms.Playout] with a nil generator
//     does the same.
//   - concurrency: two goroutines reading the state at once (Legal, Scores,
//     Winners, View, FormatMove, JSON) see something else than one goroutine
//     does, or change it. Run under the race detector (go test -race), this
//     also catches a state that caches or lazily computes on read: the race
//     detector fails the test.
//   - stepper: for a game that implements [kingdoms.Stepper], the game
//     replayed in place differs from the game played by value: at some
//     position AppendLegalTo lists other moves than AppendLegal, or changes
//     the state, or ApplyTo refuses a move Apply played, or the state
//     reached in place differs at a checkpoint or at the end; or ApplyTo
//     accepts an illegal move, returns an error that does not wrap
//     [kingdoms.ErrIllegalMove], or changes the state with its error.
//   - sampler: for a game that implements [kingdoms.Sampler], at a sampled
//     position SampleLegal draws another move than a playout picks from
//     Legal with the same generator (rng.IntN over the list), draws from the
//     generator differently, or changes the state.
//   - actions: for a game that implements [kingdoms.Actions], at a sampled
//     position the actions listed after a prefix are not increasing within
//     0 to NumActions-1, or following them does not reach every legal move
//     exactly once, or EncodeMove does not give back the actions of a move,
//     or an action that is not listed or a move that is not legal is not
//     refused with an error wrapping [kingdoms.ErrIllegalMove], or
//     NumActions changes during a game. For a game that also implements
//     [kingdoms.ActionLayout]: the ranges fail [CheckActionRanges] (plane
//     ranges against the [kingdoms.Observer]'s shape), change during a
//     game, or leave a listed action out.
//   - zero-state: a method of the zero state (of S or *S, called with
//     integer arguments 0, -1, 1, 7 and 400), or a call of the game on it
//     (Players, ToMove, IsTerminal, Legal, Apply, Scores, Winners, View,
//     Determinize, FormatMove, Observe for a [kingdoms.Observer], the
//     actions and their ranges for a [kingdoms.Actions], the steppers,
//     [kingdoms.Playout], [kingdoms.PlayoutTo] and [kingdoms.Replay])
//     panics; Legal of the zero state lists a move; Apply (or ApplyTo, or
//     Replay) of a move on it returns no error, or a non-zero state with
//     its error; a stepper or a playout plays a move on it; Validate
//     refuses it; or it marshals to a document that does not decode, or
//     decodes to another state. (Refusing to marshal the zero state is
//     fine.)
//   - start: for a game that implements [kingdoms.Configurer], checked
//     once per Check: PlayerRange, Variants, Start or StartJSON panics on
//     zero, partial or bad settings (no settings, a player count out of
//     range, an unknown variant, each variant alone; an empty, partial,
//     malformed or non-object configuration, an unknown member, a member
//     in another case); or a bad one starts a game, or is refused with an
//     error that does not wrap [kingdoms.ErrBadConfig].
//   - error-shape: an error that the harness gets from the game on bad
//     input does not have the contract's one shape, "<game>: <what was
//     wrong>" wrapping the sentinel: it does not start with the game's
//     Name and ": ", says that prefix twice ("kingdomino: move 1:
//     kingdomino: ..."), wraps none of the sentinels of the kingdoms
//     package or more than one, or names a Go type ("kingdomino.Config",
//     "[]arkadia.jsonPlayer", encoding/json's "Go value of type"). The
//     errors checked are those of Apply and ApplyTo on illegal moves, the
//     zero state and views; ParseMove and UnmarshalText on garbage and on a
//     huge text; the decoding of corrupted documents (when *S implements
//     json.Unmarshaler); Determinize and Playout on bad arguments; the
//     actions on actions and moves that are not legal; [kingdoms.Replay]
//     and [kingdoms.ParseMoves] on a bad move or notation; and Start and
//     StartJSON on bad settings.
//   - random-step: for a game that implements [kingdoms.RandomStepper],
//     StepRandom plays another move than SampleLegal draws, draws from the
//     generator differently, or leaves another state than Apply.
func Check[S any, M comparable](c Config[S, M]) error {
	c, err := c.withDefaults()
	if err != nil {
		return err
	}
	r := newRunner(c)
	r.prime(c.FirstSeed + uint64(c.Seeds))
	for i := range c.Seeds {
		if r.full() {
			break
		}
		seed := c.FirstSeed + uint64(i)
		play := rand.New(rand.NewPCG(c.Seed, seed))
		r.game(seed, rand.New(rand.NewPCG(c.Seed^0x9e3779b97f4a7c15, seed)), func(n int) int { return play.IntN(n) })
	}
	errs := make([]error, len(r.violations))
	for i, v := range r.violations {
		errs[i] = v
	}
	return errors.Join(errs...)
}

// Run calls [Check] and reports each violation with t.Error, followed by
// the moves that replay the game to it; an invalid Config is reported with
// t.Fatal.
func Run[S any, M comparable](t testing.TB, c Config[S, M]) {
	t.Helper()
	err := Check(c)
	if err == nil {
		return
	}
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for _, e := range errs {
		var v *Violation
		if !errors.As(e, &v) {
			t.Fatal(e)
		}
		t.Error(report(v))
	}
}

// report formats v with the moves that replay its game.
func report(v *Violation) string {
	if len(v.Moves) == 0 {
		return v.Error()
	}
	return fmt.Sprintf("%v\n\tmoves from the start of seed %d: %s", v, v.Seed, strings.Join(v.Moves, " "))
}

// Property returns a rapid property that plays one game with every check of
// [Check]: it draws the seed passed to Config.New and, at each position, the
// index of the move to play in the legal moves, so that rapid shrinks a
// failure to a short game with small choices. Config.Seeds and
// Config.FirstSeed are not used.
//
// Each example rapid runs (100 by default, -rapid.checks=N) is a whole game
// with every check, so a property costs about as much as Check with that many
// seeds; raise Config.Every to make it cheaper.
//
// Use it as
//
//	func TestProperty(t *testing.T) { rapid.Check(t, gametest.Property(cfg)) }
func Property[S any, M comparable](c Config[S, M]) func(*rapid.T) {
	c, cerr := c.withDefaults()
	return func(t *rapid.T) {
		if cerr != nil {
			t.Fatal(cerr)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		rs := rapid.Uint64().Draw(t, "harness seed")
		c := c
		c.MaxViolations = 1
		r := newRunner(c)
		r.prime(seed + 1)
		r.game(seed, rand.New(rand.NewPCG(rs, seed)), func(n int) int {
			return rapid.IntRange(0, n-1).Draw(t, "move")
		})
		if len(r.violations) > 0 {
			t.Fatal(report(r.violations[0]))
		}
	}
}
