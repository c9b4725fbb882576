// Package kingdombuilder is a rules engine for Kingdom Builder (Donald X.
// Vaccarino, Queen Games): the base game for 2 to 4 players and the
// expansions Nomads (2 to 5 players), Crossroads, Marshlands and Harvest and
// the Queenies 1 to 3, each on its own or together.
//
// It follows the contract of [github.com/boardrules/kingdoms]. A game is set
// up by [New] from a [Config] and played through immutable [State] values;
// each decision is one [Move]:
//
//	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(3, 42))
//	for !s.IsTerminal() {
//		moves := kingdombuilder.Legal(s) // the moves of s.ToMove()
//		s, _ = kingdombuilder.Apply(s, moves[0])
//	}
//	fmt.Println(s.Winners(), s.Scores())
//
// The calls a user needs:
//
//   - [New] sets a game up from a [Config] ([FirstGame]: the rulebook's
//     first game); [MaxMoves] bounds its length, and [State.Config] gives
//     the Config back from any state, one decoded from JSON included.
//   - [Legal] (or [AppendLegal]) lists the moves of the player to move, in
//     [Move.Compare] order; [Apply] plays one and returns the next State.
//   - [ParseMove] reads a move's notation and [Move.String] writes it; the
//     constructors ([Place], [Build], [Relocate], [End], and each
//     expansion's) build moves in Go.
//   - State methods read the position: [State.ToMove], [State.Terrain],
//     [State.Settlements], [State.Hand], [State.Tiles], [State.Scores] (with
//     a breakdown), [State.Winners], [State.Equal], [State.String] (a text
//     picture); [ScoreEffects] tells what moves would score, for every
//     player, without playing them (what a search compares).
//   - [State.View] hides what a player may not see; [Determinize] deals it
//     again at random.
//   - A State marshals to a JSON document written with "schema":
//     "kingdombuilder/1" ([Schema]) first ([State.MarshalJSON]), which
//     [State.UnmarshalJSON] checks in full.
//   - [Observe] and [ObservationShape], [NumActions], [AppendActions],
//     [DecodeAction], [EncodeMove] and [ActionRanges] serve learning code:
//     states as tensors, moves as numbers.
//   - [Game] is the package's [kingdoms.Game] for the module's generic tools
//     (playouts, bots, the gametest harness); it also starts games from a
//     tool's settings or a Config as JSON and validates states.
//
// The rules of the game and every ruling of the project are in the file
// RULES.md beside the package's sources ([the rules file]); the next section
// maps it.
//
// # Where the rules are
//
// The French rulebooks are the authority: rulebook 000 (Kingdom Builder,
// Anniversary Edition: the base game and the Queenies), rulebook 002
// (Kingdom Builder Nomads, a French translation) and rulebook 003 (Kingdom
// Builder Big Box: the base game, Nomads, Crossroads, Marshlands, Harvest
// and the Queenies). The project's rulings settle what they leave open. The
// rules file holds, each in its own section:
//
//   - two rulings to know first: a tile is usable
//     from its owner's next own turn on, whoever's turn it was taken in; a
//     repeat (the Harvest Bazaar) brings nothing new into play, with the
//     ruling on which uses are repeats and the Quarry's walls;
//   - the base game: the board of 4 sections and its "row,col" hexes, a
//     turn (the terrain card, the mandatory action, the adjacency rule, the
//     8 base tiles), the end and the scoring, the 10 Kingdom Builder cards;
//     the moves; the rulings of the base game (cards removed and drawn
//     again, tiles taken, used and lost, each card's count); the length of
//     a game, the bound [MaxMoves] gives;
//   - the expansions: how they meet when played together (what counts as a
//     player's settlements, who built what, the decisions a game waits for,
//     the life of a tile, the Outpost), then Nomads, Harvest, the custom
//     sections (users who own the printed Crossroads, Marshlands and
//     Harvest sections, or the Island, load them with [ParseSections] and
//     [ParseIsland]; the package's "sample-..." sections are inventions of
//     this project), the Queenies, Crossroads (with the swamp cards of
//     Marshlands) and Marshlands, each with its rules and its rulings;
//   - hidden information, and the notes on speed.
//
// On the identifiers: the board's sections ([Section], [CustomSection]),
// terrains ([Terrain]), locations and their tiles ([Location]), the cards
// ([Card]), the Crossroads tasks ([Task]), the nomad tiles ([NomadKind]), the
// kinds of moves and their notation ([MoveKind], [Move]), what each
// expansion adds to a set-up (the fields of [Config], [Queenies]).
//
// # Views and hidden information
//
// A player does not see the other players' terrain cards (except the card of
// the player to move, revealed at the start of its turn) nor the order of the
// draw pile. [State.View] hides them; [Determinize] deals them again at
// random among the cards not known to be elsewhere (the discard pile and the
// removed cards are public).
//
// A view is for reading and for Determinize, as in every game of the module:
// every read works on it ([State.IsTerminal], [State.Scores],
// [State.Winners], the board); [Legal] of a view is empty; [Apply], the
// steppers of [Game] and the generic tools (kingdoms.Playout, PlayoutWith,
// PlayoutTo, Replay) refuse it with an error wrapping
// [kingdoms.ErrBadArgument], "kingdombuilder: this is player p's view:
// Determinize it first". "Legal is empty exactly when the game is over" is a
// rule of full states.
//
// The terrain deck is drawn and reshuffled with the state's own generator,
// fixed by [Config.Seed], so the same config and moves always give the same
// game.
//
// # Notation and documents
//
// [Move.String] and [ParseMove] use a word notation: "place ROW,COL" (one
// settlement of the mandatory action), "tile NAME ROW,COL" (a building
// tile), "tile NAME FROM>TO" (a moving tile), "end", and the expansions'
// moves ("nomad outpost", "crossroads fort 3,4", "marshlands decline",
// "cultivate 3,4", "cave 2,2>3,4", ...). Hexes are "row,col" on the 20x20
// board, row 0 at the top, odd rows shifted half a hex to the right; an
// Island hex is "iR,C". The documentation of [Move] gives the whole
// notation and the order of Legal. A Move marshals to JSON as its notation.
//
// A State marshals to a JSON document written with "schema":
// "kingdombuilder/1" first ([Schema]); its members are read in any order, as
// tools that re-sort them (jq -S, Python's sort_keys, Go maps) write them.
// [State.MarshalJSON] lists the members; decoding checks every invariant of
// the game, as [Game]'s Validate does ([State.UnmarshalJSON]). A
// configuration reads from JSON too, with lower-camel keys (see [Config]);
// [Game]'s Start reads a tool's settings: players and variants such as
// "first-game" or "nomads".
//
// # Observations
//
// For learning code, [Observe] writes a fixed-size []float32 encoding of
// what one player sees (State.View(player), and nothing else), by seat (seat
// 0 is the observer): planes of 20 x 20 hexes (25 x 22 with the Island) for
// the terrain, the locations and their tiles, walls, nomad tiles,
// Crossroads pieces, scout tokens, Capitols, Caves and each seat's
// settlements, then a vector (each seat's supply, score, tiles, cards as far
// as the view shows them, and what is common to all: the cards of the game,
// the deck, the turn). [ObservationShape] gives its size from a Config;
// every expansion has its place in every shape. The documentation of
// Observe lists the planes and the vector; [ObserveCompact] writes the same
// encoding with the planes as bytes, a quarter of its size.
//
// # Actions
//
// For a policy network every move is one or two numbers, actions from 0 up
// to but not including [NumActions] (4,001 for the base game, 24,261 with
// every expansion and the three Queenies). The actions form blocks of one
// action per cell of Observe's planes (a convolutional head scores a block
// as one plane) and single actions, in the order of [Move.Compare]; a move
// with a source hex (a moving tile) takes two actions, the source and then
// the target, and an action means the same decision in every state of a
// game. The documentation of NumActions gives the numbering; [ActionRanges]
// gives its ranges as data; [AppendActions], [DecodeAction] and [EncodeMove]
// have the shapes of [kingdoms.Actions] (a source returns a
// [kingdoms.Prefix]); [kingdoms.ActionMask] turns a list into a mask.
//
// # Speed
//
// A position is one value of fixed-size arrays and 512-bit sets
// (hexgrid.Set) over the precomputed neighbour tables of hexgrid, the
// expansions' part included: [AppendLegal] and [Apply] allocate nothing, in
// every game, and [Game] advances a state in place (a [kingdoms.Stepper])
// and draws a playout's move from counts of its targets (a
// [kingdoms.Sampler] and [kingdoms.RandomStepper]). The base game plays
// about 22,000 random 4-player games per CPU second, and every expansion 67%
// to 85% of that. The rules file's notes on speed say how, and
// BENCHMARKS.md, at the root of the module, gives the measurements with
// their commands.
//
// # Errors
//
// Every error says "kingdombuilder: " and what was wrong, naming the field
// or the input, and wraps exactly one of the sentinels of the kingdoms
// package: [kingdoms.ErrBadConfig] (New, Game's Start and
// StartJSON, [ParseSections], [ParseIsland]), [kingdoms.ErrIllegalMove]
// (Apply, DecodeAction, EncodeMove), [kingdoms.ErrBadNotation] (ParseMove),
// [kingdoms.ErrBadState] (a JSON document) and [kingdoms.ErrBadArgument] (a
// view given to Apply, a nil generator, a player who is not in the game).
// Nothing a caller passes makes the package panic: the zero State and
// partial configs are refused or read as no game.
//
// [the rules file]: https://github.com/boardrules/kingdoms/blob/main/kingdombuilder/RULES.md
package kingdombuilder
