// Package kingdoms holds the contract shared by the rules engines of this module
// and the machinery written once for all of them.
//
// The module implements three kingdom-building board games, each in its own
// package:
//
//   - [github.com/boardrules/kingdoms/kingdombuilder]: Kingdom Builder, the base
//     game with its expansions Nomads, Crossroads, Marshlands and Harvest, and the
//     Queenies;
//   - [github.com/boardrules/kingdoms/kingdomino]: Kingdomino with its variants
//     (Middle Kingdom, Harmony, Mighty Duel, Dynasty);
//   - [github.com/boardrules/kingdoms/arkadia]: Arkadia (Die Baumeister von
//     Arkadia).
//
// They stand on two geometry packages,
// [github.com/boardrules/kingdoms/hexgrid] and
// [github.com/boardrules/kingdoms/squaregrid], and every game is checked by the
// conformance harness in [github.com/boardrules/kingdoms/gametest].
//
// # The contract
//
// Every game package has the same shape:
//
//   - a Config and New(Config) (State, error); a bad config returns an error
//     wrapping [ErrBadConfig];
//   - an immutable State value: methods read it, nothing mutates it, copying it
//     is cheap and it is safe to share between goroutines;
//   - a small comparable Move, one decision of one player, with a canonical text
//     notation (Move.String and ParseMove, which wraps [ErrBadNotation] on bad
//     input);
//   - Legal(State) []Move and AppendLegal(dst, State) in a documented
//     deterministic order; for a complete state, empty exactly when the game
//     is over;
//   - Apply(State, Move) (State, error), a pure function: an illegal move
//     returns an error wrapping [ErrIllegalMove] and the zero State, and the
//     input state is never changed;
//   - reads are State methods (View, Scores, Winners, Equal, ...);
//     decisions and transitions are package functions (Legal, AppendLegal,
//     Apply, Determinize, ParseMove); the bound on a game's length is
//     MaxMoves(Config) int; moves are ordered by Move.Compare, the order of
//     Legal;
//   - View(player) and Determinize for hidden information (Determinize
//     returns an error wrapping [ErrBadArgument] for a nil generator or a
//     player not in the game). A view is for reading and for Determinize,
//     the same in every game: every read works on it (IsTerminal, Scores,
//     Winners, the board); Legal of a view is empty; Apply, EncodeMove,
//     DecodeAction, the tools of this package and every stepper return an
//     error wrapping [ErrBadArgument] that says "this is player p's view:
//     Determinize it first";
//   - JSON documents of states written with the same field first,
//     "schema": "<game>/<version>", and read wherever it stands (JSON
//     objects are unordered, and tools re-sort them; read it with
//     [Schema]); decoding runs the game's one validation (its Validate) and
//     wraps [ErrBadState] on a bad document, a document of another game
//     included; configurations as JSON use the same lower-camel member
//     names in every game ("players", "seed") and refuse unknown names and
//     names in another case, naming the field;
//   - a package-level value, named Game, that implements [Game] so that tools
//     are written once for every game: [Playout], [PlayoutWith], [Replay],
//     [ParseMoves], the bots of the examples and the harness. It also
//     implements the optional interfaces [Observer] (tensors for learning
//     code), [Configurer] (the player range, the named variants, a game from
//     settings or from its configuration as JSON) and [Validator], so that a
//     tool needs no code of its own per game; [Actions] (a fixed numbering
//     of moves, with legal-action lists, for policy networks) and
//     [ActionLayout] (the ranges of that numbering as data); and, for
//     speed, [Stepper] (advance a state in place) and, in Arkadia and
//     Kingdom Builder, [Sampler] (a playout's random move drawn without
//     listing every move) and, in Kingdom Builder, [RandomStepper] (that
//     move played without checking it again), which [Playout],
//     [PlayoutWith] and [PlayoutTo] use.
//
// Every error a game returns on bad input wraps one of the sentinel errors
// [ErrIllegalMove], [ErrBadConfig], [ErrBadNotation], [ErrBadState] and
// [ErrBadArgument], and says in words what was wrong, quoting at most a short
// excerpt of the input ([Excerpt]); nothing a caller passes makes a game
// panic. Errors have one shape, "<game>: <what was wrong, naming the field
// or quoting the input>: <sentinel>", such as
//
//	kingdomino: 7 players: the game is for 2, 3 or 4: bad config
//
// with the game's name once (the tools of this package, such as [Replay]
// and [ParseMoves], add where the error arose without repeating it) and no
// Go type names.
//
// The game packages use only the standard library. The conformance harness,
// gametest, is a test-support package: it uses go-cmp and rapid, as the
// tests do.
//
// Randomness is fixed by the config's seed: a state carries its own shuffled
// decks and generator state, so the same config and the same moves always
// give the same states.
//
// # Example
//
// A game of Kingdomino played to the end by random moves, through the
// generic contract (the same call plays kingdombuilder.Game and
// arkadia.Game):
//
//	s, err := kingdomino.New(kingdomino.Config{Players: 4, Seed: 42})
//	if err != nil {
//		log.Fatal(err)
//	}
//	rng := rand.New(rand.NewPCG(1, 2))
//	end, n, err := kingdoms.Playout(kingdomino.Game, s, rng, 0)
//	if err != nil {
//		log.Fatal(err)
//	}
//	fmt.Println(n, "moves; winners", end.Winners())
//	for p, score := range end.Scores() {
//		fmt.Println("player", p, score.Total, score.Parts)
//	}
//
// The examples of this package run on the three games, with their output: the
// package's example (this one, with its output), [Game] (one generic
// function for every game), [Playout], [PlayoutWith] and [PlayoutTo],
// [Replay] and [ParseMoves] (a game record in notation), [Schema] and
// [CheckSchema] (which game a saved document is), [Actions], [ActionMask]
// and [FindActionRange] (moves as numbers for learning code),
// [Configurer], [Observer], [Excerpt] and [DecodeStrict].
package kingdoms
