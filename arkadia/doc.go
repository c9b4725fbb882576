// Package arkadia is a rules engine for Arkadia (Die Baumeister von Arkadia,
// Rüdiger Dorn, Ravensburger 2006) for 2 to 4 players: every rule of the
// rulebook, hidden information, a text notation for moves, JSON documents
// for states, and a value [Game] that plugs the game into the module's
// generic tools (kingdoms.Playout, kingdoms.Replay, the gametest harness).
//
//	s, err := arkadia.New(arkadia.Config{Players: 3, Seed: 42})
//	for err == nil && !s.IsTerminal() {
//		moves := arkadia.Legal(s)
//		s, err = arkadia.Apply(s, moves[0])
//	}
//	fmt.Println(s.Scores(), s.Winners())
//
// The calls a user needs:
//
//   - [New] starts a game from a [Config] (players, seed, edition, castle
//     lot, first-game set-up); [MaxMoves] bounds its length, and
//     [State.Config] gives the Config back from any state, one decoded from
//     JSON included.
//   - [Legal] (or [AppendLegal]) lists the moves of the player to move,
//     [State.ToMove], in the order of [Move.Compare]; [Apply] plays one and
//     returns the next state.
//   - [State.Scores], [State.Winners] and [State.AppendWinners] give the
//     gold and the winners; [State.String] draws the position; [State.Equal]
//     compares two states.
//   - [State.View] hides what a player may not see; [Determinize] deals it
//     again at random, for search under hidden information.
//   - [ParseMove] and [Move.String] read and write the notation of moves;
//     a State marshals to a JSON document and back ([State.MarshalJSON],
//     [State.UnmarshalJSON]).
//   - [Default] is the project's reconstruction of the printed material;
//     [ParseEdition] reads another edition.
//   - [Observe] and [ObservationShape], [NumActions], [AppendActions],
//     [DecodeAction], [EncodeMove] and [ActionRanges] serve learning code:
//     states as tensors, moves as numbers.
//   - [Game] is the package's [kingdoms.Game], also a [kingdoms.Stepper]
//     and a [kingdoms.Sampler] (kingdoms.Playout advances a state in place
//     and draws its moves without listing them), a [kingdoms.Observer], a
//     [kingdoms.Actions] and [kingdoms.ActionLayout], a
//     [kingdoms.Configurer] and a [kingdoms.Validator].
//
// The rules, and what is reconstructed, are in the file RULES.md beside the
// package's sources ([the rules file]): what rulebook 004 states and what
// the default edition reconstructs (the board's tents, the building forms,
// the cards, the first-game picture), the set-up, a turn move by move, the
// end, the project's rulings, how often games end by the castle, and the
// measurements of speed. Each rule is also stated, in short, on what it
// governs: the [Phase] constants (a turn), the [MoveKind] constants (the
// moves and their rulings), [Config] and [New] (the set-up),
// [State.EndTriggeredBy] and [State.Stalled] (the end), [MaxMoves] (why
// every game ends).
//
// # A turn
//
// A [Move] is one decision, and a turn is a small machine of phases: the
// must action ([PhaseAction]: play a card and lay its building, or
// introduce a first worker), more workers around one building
// ([PhaseWorkers]), the castle pieces that completed buildings bring
// ([PhaseCastle]), a new card ([PhaseRefill]), a banner ([PhaseBanner]) and
// the sale of seals ([PhaseSell]). The player who completes floor 2 of the
// castle triggers the end: every player plays one more turn, then sells
// every seal, and the most gold wins.
//
// # Views and hidden information
//
// Only cards are hidden: the cards in each hand and the order of the draw
// pile. Screens hide seals, workers and gold at the table, but every change
// to them happens in the open, so a player with perfect recall knows them.
// [State.View] therefore clears the other players' hands (not their sizes)
// and the contents of the pile (not its size), and nothing else;
// [Determinize] deals the unseen cards again at random and keeps everything
// else.
//
// A view is for reading and for Determinize, as in every game of the
// module: every read works on it ([State.IsTerminal], [State.Scores],
// [State.Winners], the board); [Legal] of a view is empty; [Apply], the
// steppers of [Game] and the generic tools (kingdoms.Playout, PlayoutWith,
// PlayoutTo, Replay) refuse it with an error wrapping
// [kingdoms.ErrBadArgument], "arkadia: this is player p's view: Determinize
// it first". "Legal is empty exactly when the game is over" is a rule of
// full states.
//
// Cards are drawn from the pile with the state's own generator (a PCG), so
// the same config and moves always give the same game.
//
// # Notation and documents
//
// [Move.String] and [ParseMove] use a word notation ("play 6R 3 e5",
// "worker e5", "castle R g5", "sell R 3", ...; see [Move.String]). Squares
// are a column letter and a row number counted from 1 at the top. Cards are
// named, not numbered by their place in a hand: hands and face-up cards are
// kept sorted, so two copies of a card give one move. A Move marshals to
// JSON as its notation.
//
// A State marshals to a JSON document written with "schema": "arkadia/1"
// first ([Schema]); its members are read in any order, as tools that
// re-sort them (jq -S, Python's sort_keys, Go maps) write them. Decoding
// checks every invariant of the game, as [Game]'s Validate does. A
// configuration reads from JSON too, with lower-camel keys (see [Config]).
//
// # Observations
//
// For learning code, [Observe] writes a fixed-size []float32 encoding of
// what one player sees (State.View(player), and nothing else): planes of
// the board's rows by columns (tents, the lot, buildings by form and
// family, workers by seat, the castle), then a vector (the phase, the
// turn, the castle's pools and values, the cards, each seat's hand size,
// banners, workers, seals and gold). [ObservationShape] gives its size from
// a Config; the documentation of Observe lists the planes and the vector;
// [ObserveCompact] writes the same encoding with the planes as bytes.
//
// # Actions
//
// For a policy network every move is one number, an action, from 0 up to
// but not including [NumActions] (19,578 with the default edition): the
// plays of each card kind, orientation and anchor, then the workers, the
// neutral workers, pass, stop, the castle pieces, draw, take, banner,
// decline, the sales and done. An action means the same decision in every
// state of a game. The documentation of NumActions gives the numbering;
// [ActionRanges] gives its ranges as data; [AppendActions], [DecodeAction]
// and [EncodeMove] have the shapes of [kingdoms.Actions] (no move of
// Arkadia takes more than one action, so the prefix is always the zero
// one); [kingdoms.ActionMask] turns a list into a mask.
//
// # Speed
//
// Squares are cells of a squaregrid.Board and sets of them bitsets; a move
// is one 64-bit word; each edition holds, for every orientation of every
// form, the anchors at which it stays on the board, so that the placements
// of a card over the whole board are a few shifted intersections of sets.
// [AppendLegal] and [Apply] allocate nothing, and [Game] advances a state in
// place and draws a playout's move without listing the moves. The
// benchmarks (BenchmarkLegal, BenchmarkApply, BenchmarkRandomGame, ...),
// their figures and the commands that measure them are in the rules file's
// section on speed.
//
// # Errors
//
// Every error has one shape, "arkadia: <what was wrong>", naming the field
// or quoting a short excerpt of the input ([kingdoms.Excerpt]), and wraps
// exactly one of the sentinels of the kingdoms package: [kingdoms.ErrBadConfig]
// (New, StartJSON, ParseEdition), [kingdoms.ErrIllegalMove] (Apply,
// DecodeAction, EncodeMove), [kingdoms.ErrBadNotation] (ParseMove),
// [kingdoms.ErrBadState] (a JSON document) and [kingdoms.ErrBadArgument] (a
// view given to Apply, a nil generator, a player who is not in the game).
// Nothing a caller passes makes the package panic: the zero State, the zero
// Edition and partial configs are refused or read as no game.
//
// [the rules file]: https://github.com/boardrules/kingdoms/blob/main/arkadia/RULES.md
package arkadia
