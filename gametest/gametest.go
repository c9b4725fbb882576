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
	// "state-json"; the package documentation lists them.
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

// Check plays c.Seeds games by random legal moves, running every check of the
// package documentation along the way. It returns nil when no check fails;
// otherwise the violations found, each a *[Violation], joined with
// [errors.Join]. An invalid Config gives an error that is not a Violation.
//
// Check is deterministic: the same Config (and the same game) always plays
// the same games and reports the same violations.
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
