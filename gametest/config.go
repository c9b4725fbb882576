package gametest

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/google/go-cmp/cmp"
)

// Config says which game the harness checks and how hard.
//
// Game, New and MaxMoves are required; every other field has a default used
// when it is left at its zero value.
type Config[S any, M comparable] struct {
	// Game is the game under test, usually the game package's Game value.
	Game kingdoms.Game[S, M]

	// New returns the start state for a seed. A game with player counts or
	// variants to cover varies them in a closure, for example
	//
	//	New: func(seed uint64) (kingdomino.State, error) {
	//		return kingdomino.New(kingdomino.Config{Players: 2 + int(seed%3), Seed: seed})
	//	}
	New func(seed uint64) (S, error)

	// Seeds is how many games Check plays, from seeds FirstSeed,
	// FirstSeed+1, ... (default 10).
	Seeds int
	// FirstSeed is the seed of the first game Check plays.
	FirstSeed uint64

	// MaxMoves is the game's documented bound on its length: every game must
	// be over after at most MaxMoves moves. Required.
	MaxMoves int

	// Invariant, when set, checks game-specific invariants (one settlement
	// per hex, conservation of pieces, ...). It is called on every state
	// reached by play, on every determinized state and on every state decoded
	// from JSON, and returns an error describing the first broken invariant.
	// When Game implements [kingdoms.Validator], its Validate runs first at
	// each of these states; Invariant then adds the checks a test wants
	// beyond it.
	Invariant func(s S) error

	// Compare, when set, is the documented order of legal moves: Legal must
	// list its moves in strictly increasing order of Compare (negative when a
	// comes before b).
	Compare func(a, b M) int

	// Equal, when set, decides whether two states are equal. By default the
	// harness uses go-cmp: cmp.Equal with
	// cmp.Exporter(func(reflect.Type) bool { return true }) (unexported fields
	// are compared), cmpopts.EquateEmpty (a nil slice or map equals an empty
	// one) and CmpOptions; cmp.Equal calls a state's Equal method when it has
	// one, so a game that defines State.Equal is compared by it.
	Equal func(a, b S) bool
	// CmpOptions are extra go-cmp options for the default equality and for
	// the differences printed in reports.
	CmpOptions []cmp.Option

	// Every is how often the expensive checks run: at the start state, at
	// every Every-th position of a game and at its end (default 10; 1 checks
	// every position). The expensive checks are: applying every legal move,
	// illegal and garbage moves, notation and JSON round trips of every legal
	// move, JSON round trip and corruption of the state, views and
	// determinizations with a playout to the end, and reading the state from
	// two goroutines at once.
	Every int
	// Foreign is how many moves that were legal in other positions, but are
	// not legal here, are tried at each sampled position (default 8).
	Foreign int
	// Garbage is how many garbage strings are parsed at each sampled position
	// (default 8).
	Garbage int
	// Corrupt is how many corrupted JSON documents are decoded at each sampled
	// position (default 8).
	Corrupt int

	// Seed seeds the harness's own random choices: the moves it plays and the
	// garbage it makes. The same Config always plays the same games.
	// Property draws this seed instead.
	Seed uint64

	// Skip names checks (see [Check]) whose violations
	// are not reported, for a game that departs from a rule of the contract
	// on purpose; the test that sets it should say why.
	Skip []string

	// MaxViolations is how many violations Check collects before it stops
	// (default 10). Within one game, only the first violation of each check
	// is reported.
	MaxViolations int
}

// checks are the names of the checks, as listed with [Check].
var checks = []string{
	"new", "determinism", "legal", "legal-unique", "turn", "scores", "winners", "invariant", "length",
	"apply-legal", "apply-input", "apply-determinism", "apply-shared", "illegal-move",
	"notation", "move-json", "state-json", "json-order", "corrupt-json", "view", "view-json", "view-rule", "determinize", "concurrency",
	"zero-state", "start", "error-shape", "stepper", "sampler", "random-step", "actions",
}

const (
	defaultSeeds         = 10
	defaultEvery         = 10
	defaultForeign       = 8
	defaultGarbage       = 8
	defaultCorrupt       = 8
	defaultMaxViolations = 10
)

// withDefaults returns c with its zero fields set to their defaults, or an
// error if a required field is missing.
func (c Config[S, M]) withDefaults() (Config[S, M], error) {
	var problems []string
	if c.Game == nil {
		problems = append(problems, "Game is nil")
	}
	if c.New == nil {
		problems = append(problems, "New is nil")
	}
	if c.MaxMoves <= 0 {
		problems = append(problems, fmt.Sprintf("MaxMoves is %d, want the game's bound on its length (> 0)", c.MaxMoves))
	}
	if c.Seeds < 0 || c.Every < 0 || c.Foreign < 0 || c.Garbage < 0 || c.Corrupt < 0 || c.MaxViolations < 0 {
		problems = append(problems, "a count is negative")
	}
	for _, name := range c.Skip {
		if !slices.Contains(checks, name) {
			problems = append(problems, fmt.Sprintf("Skip names %q, which is not a check", name))
		}
	}
	if len(problems) > 0 {
		return c, errors.New("gametest: bad Config: " + strings.Join(problems, "; "))
	}
	def := func(p *int, v int) {
		if *p == 0 {
			*p = v
		}
	}
	def(&c.Seeds, defaultSeeds)
	def(&c.Every, defaultEvery)
	def(&c.Foreign, defaultForeign)
	def(&c.Garbage, defaultGarbage)
	def(&c.Corrupt, defaultCorrupt)
	def(&c.MaxViolations, defaultMaxViolations)
	if v, ok := c.Game.(kingdoms.Validator[S]); ok {
		own := c.Invariant
		c.Invariant = func(s S) error {
			if err := v.Validate(s); err != nil {
				return fmt.Errorf("the game's Validate: %w", err)
			}
			if own != nil {
				return own(s)
			}
			return nil
		}
	}
	return c, nil
}
