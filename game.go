package kingdoms

import "math/rand/v2"

// Game is the contract that every game package implements through a
// package-level value (kingdomino.Game, kingdombuilder.Game, arkadia.Game).
// S is the game's State type and M its Move type.
//
// Every method is a pure function of its arguments: none mutates a state, and
// all are safe for concurrent use.
type Game[S any, M comparable] interface {
	// Name is the game's short lower-case name, such as "kingdomino".
	Name() string

	// Players is the number of players in the game, numbered 0 to Players-1.
	Players(s S) int
	// ToMove is the player who makes the next decision, or -1 when the game
	// is over.
	ToMove(s S) int
	// IsTerminal reports whether the game is over.
	IsTerminal(s S) bool

	// Legal returns every legal move in s, in the game's documented order,
	// without duplicates. It is empty exactly when s is terminal.
	Legal(s S) []M
	// AppendLegal appends the legal moves of s to dst and returns the result;
	// it does not allocate when dst has room.
	AppendLegal(dst []M, s S) []M
	// Apply returns the state after m. If m is not legal in s it returns the
	// zero state and an error wrapping ErrIllegalMove. s is never changed.
	Apply(s S, m M) (S, error)

	// Scores returns each player's score, with its breakdown by source,
	// indexed by player. Before the end of the game it is the score so far.
	Scores(s S) []Score
	// Winners returns the players who win a terminal state, after the game's
	// tie-breakers; several players share a victory. It is empty before the
	// end.
	Winners(s S) []int

	// View returns s as player sees it: what that player may not see is
	// hidden (cleared or replaced by a canonical value). View of a view is
	// the same view.
	View(s S, player int) S
	// Determinize fills what player cannot see in view with a random
	// assignment consistent with everything that player knows, drawn from
	// rng, giving a complete state that could be the real one. A nil rng or
	// a player who is not in the game gives the zero state and an error
	// wrapping ErrBadArgument.
	Determinize(view S, player int, rng *rand.Rand) (S, error)

	// FormatMove returns the canonical text notation of m.
	FormatMove(m M) string
	// ParseMove reads a move in the game's notation; bad text gives an error
	// wrapping ErrBadNotation.
	ParseMove(text string) (M, error)
}

// Score is one player's score and where it comes from.
type Score struct {
	// Total is the player's score: the sum of the points of Parts.
	Total int
	// Parts lists the sources of the score in the game's documented order.
	Parts []ScorePart
}

// ScorePart is the points from one source, such as one Kingdom Builder card,
// one Kingdomino property or a bonus.
type ScorePart struct {
	// Source names the source in words a player would use, such as
	// "Fishermen" or "forest property (5 squares x 2 crowns)".
	Source string
	// Points is what the source is worth.
	Points int
}

// Sum returns the sum of the points of the parts.
func (s Score) Sum() int {
	n := 0
	for _, p := range s.Parts {
		n += p.Points
	}
	return n
}

// Stepper is an optional interface of a [Game] whose states are large
// values: it reads and advances a state through a pointer, so that a hot
// loop copies no state per move. [Playout] and [PlayoutWith] use it when the
// game implements it; the results are those of AppendLegal and Apply.
type Stepper[S any, M comparable] interface {
	// AppendLegalTo is AppendLegal reading *s, which it leaves unchanged.
	AppendLegalTo(dst []M, s *S) []M
	// ApplyTo plays m on *s in place. If m is not legal in *s, it returns
	// the error Apply returns and leaves *s unchanged.
	ApplyTo(s *S, m M) error
}

// Sampler is an optional interface of a [Game] that draws a random legal
// move without listing every legal move, for playouts: the move of
// SampleLegal is the one a playout would pick from the full list,
// AppendLegal(*s)[rng.IntN(n)] with n the number of legal moves, drawn with
// exactly that one call of rng.IntN, so a playout plays the same game with
// or without it. [Playout], [PlayoutWith] and [PlayoutTo] use it when the
// game implements it (with [Stepper]).
type Sampler[S any, M comparable] interface {
	// SampleLegal returns the move described above and true, or false
	// (without drawing from rng) when *s has no legal move. It reads *s
	// and leaves it unchanged; buf is scratch space it may use, returned
	// (grown if needed) for the next call.
	SampleLegal(buf []M, s *S, rng *rand.Rand) (m M, ok bool, _ []M)
}

// RandomStepper is an optional interface of a [Game] that implements
// [Sampler] and [Stepper]: it plays, in place, the move SampleLegal draws,
// without checking again a move that its own rules drew. The state and the
// generator end exactly as after SampleLegal then ApplyTo. [Playout],
// [PlayoutWith] and [PlayoutTo] use it when the game implements it.
type RandomStepper[S any, M comparable] interface {
	// StepRandom draws the move SampleLegal(buf, s, rng) draws, plays it on
	// *s and returns it with true; it returns false, without drawing from
	// rng and with *s unchanged, when *s has no legal move. buf is as in
	// SampleLegal.
	StepRandom(buf []M, s *S, rng *rand.Rand) (m M, ok bool, _ []M)
}

// Totaler is an optional interface of a [Game] that gives the players'
// totals without their breakdown, for search code that reads the score
// after every move (such as the bots of the examples): Scores names every
// part of a score, which costs far more than the total.
type Totaler[S any] interface {
	// AppendTotals appends Scores(*s)[p].Total for each player p, in
	// order, to dst and returns the result. It reads *s, leaves it
	// unchanged, and allocates nothing when dst has room.
	AppendTotals(dst []int, s *S) []int
}

// Shape is the size of an observation tensor of a game (each game's
// Observe): Planes planes of Rows x Cols values, plane after plane and row
// by row, followed by Vector values.
type Shape struct {
	Planes, Rows, Cols int
	Vector             int
}

// Size returns the number of values of an observation: Planes*Rows*Cols+Vector.
func (sh Shape) Size() int { return sh.Planes*sh.Rows*sh.Cols + sh.Vector }

// Buffer returns dst resized to sh.Size() values, all zero: dst itself when
// its capacity is enough (no allocation), else a new slice. Each game's
// Observe writes its encoding into it.
func (sh Shape) Buffer(dst []float32) []float32 {
	n := sh.Size()
	if cap(dst) < n {
		dst = make([]float32, n)
	}
	dst = dst[:n]
	clear(dst)
	return dst
}

// CompactBuffers returns the buffers of a compact observation (such as
// kingdomino.ObserveCompact): planes resized to Planes*Rows*Cols bytes and
// vector to Vector values, all zero. Each is the argument itself when its
// capacity is enough (no allocation), else a new slice.
func (sh Shape) CompactBuffers(planes []uint8, vector []float32) ([]uint8, []float32) {
	n := sh.Planes * sh.Rows * sh.Cols
	if cap(planes) < n {
		planes = make([]uint8, n)
	}
	planes = planes[:n]
	clear(planes)
	return planes, Shape{Vector: sh.Vector}.Buffer(vector)
}

// Observer is an optional interface of a [Game] whose states can be encoded
// as tensors of numbers, for learning code: each game documents its encoding
// plane by plane.
type Observer[S any] interface {
	// ObservationShape returns the shape of the observations of s (it
	// depends only on the game's configuration).
	ObservationShape(s S) Shape
	// Observe writes the observation of s by player into dst, resized with
	// Shape.Buffer, and returns it. It sees only what player may see.
	Observe(s S, player int, dst []float32) []float32
}

// Variant is a named option of a game (a variant of the rules or an
// expansion) that a tool may offer to its users.
type Variant struct {
	// Name is the option's name, lower case with hyphens, such as
	// "mighty-duel" or "harvest".
	Name string
	// Doc says what the option does, in one line.
	Doc string
}

// PlayerRange is how many players a game takes.
type PlayerRange struct {
	// Min and Max are the smallest and the largest number of players.
	Min, Max int
	// Default is the number of players a tool starts with when the user
	// says nothing.
	Default int
}

// Settings are what a tool asks of its user to start a game: see
// [Configurer.Start].
type Settings struct {
	// Players is the number of players; 0 means the game's
	// PlayerRange.Default.
	Players int
	// Seed fixes the game's randomness.
	Seed uint64
	// Variants names the options to play with, among the game's Variants.
	Variants []string
}

// Configurer is an optional interface of a [Game] that tools use to start
// games without knowing the game package: the range of players, the named
// variants, and new games from settings or from the game's configuration as
// JSON.
type Configurer[S any] interface {
	// PlayerRange returns how many players the game takes.
	PlayerRange() PlayerRange
	// Variants lists the options Settings.Variants may name, in the order a
	// tool should show them.
	Variants() []Variant
	// Start returns the start state of a game with these settings. Bad
	// settings (a player count out of range, an unknown or impossible
	// combination of variants) give an error wrapping ErrBadConfig that
	// says what is wrong.
	Start(c Settings) (S, error)
	// StartJSON returns the start state of a game configured by a JSON
	// object: the game package's Config, in the JSON form its documentation
	// gives. Unknown fields are refused. Errors wrap ErrBadConfig.
	StartJSON(config []byte) (S, error)
}

// Validator is an optional interface of a [Game] that can check a state
// against every invariant of the game. It is the check the game's JSON
// decoder runs on every document, and the conformance harness
// (gametest) runs it on every state it reaches.
type Validator[S any] interface {
	// Validate returns nil when s is a state the game can reach (or the
	// zero state), and otherwise an error wrapping ErrBadState that names
	// the first broken invariant.
	Validate(s S) error
}
