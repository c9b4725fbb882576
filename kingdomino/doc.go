// Package kingdomino is a complete rules engine for Kingdomino (Bruno Cathala,
// Blue Orange, 2016) with all the optional rules of its rulebook: Dynasty,
// Middle Kingdom, Harmony and the Mighty Duel, in any combination.
//
// It follows the contract of [github.com/boardrules/kingdoms]. A game is an
// immutable [State], started by [New] from a [Config]; each decision is one
// [Move] (pick a domino, place it, or discard it when it fits nowhere):
//
//	s, err := kingdomino.New(kingdomino.Config{Players: 4, Seed: 1})
//	for !s.IsTerminal() {
//		moves := kingdomino.Legal(s)    // in Move.Compare order
//		s, err = kingdomino.Apply(s, moves[0])
//	}
//	fmt.Println(s.Winners(), s.Scores()) // scores with their breakdown
//
// # The calls
//
//   - [New], [Legal] (or [AppendLegal]) and [Apply] to play;
//   - [ParseMove] and [Move.String] for the text notation ("place 23 0,1
//     right", "discard 47", "pick 12"), [PlaceMove], [DiscardMove] and
//     [PickMove] to build moves, [Move.Kind] to tell them apart;
//   - the State's reads: [State.ToMove], [State.Phase], [State.Line],
//     [State.NextLine], [State.Kingdom], [State.Scores], [State.Winners],
//     [State.Equal], [State.Config] and [State.String], a picture of the
//     table;
//   - [State.View] and [Determinize] for the hidden deck, for search (see
//     Views below);
//   - [State.MarshalJSON] and [State.UnmarshalJSON] for a state as a JSON
//     document, written with "schema": "kingdomino/1" ([Schema]) first and
//     read with its members in any order;
//   - for learning code, [Observe] for states as tensors, and
//     [NumActions], [AppendActions], [DecodeAction] and [EncodeMove]
//     (the root package's [kingdoms.Actions]; every move is one action, so
//     [MoveOf] and [ActionOf] skip the prefix) for moves as numbers;
//   - [Game], the package's [kingdoms.Game] for the tools written once for
//     every game ([kingdoms.Playout], [kingdoms.Replay], the bots of the
//     examples), which also starts games from settings or from a [Config]
//     as JSON, validates states and encodes them as tensors;
//   - [MaxMoves], the length of every game of a Config.
//
// # Rules
//
// The authority is the French rulebook of the 2016 edition; where it is
// silent, the rulings of the kingdoms project apply. Each rule, and each
// ruling, is documented on what it governs:
//
//   - the set-up by player count: [New], with [Config.Deck] and
//     [Config.KingOrder] to fix the deal;
//   - the rounds, the order of the kings and the turns: [Phase] and its
//     values [Choosing], [Placing] and [Picking];
//   - where a domino may go, and when it is discarded: [AppendLegal] (and
//     [Apply] for the reason a move is refused);
//   - the scores, property by property: [State.Scores] and
//     [Kingdom.Properties]; the winners and the tie-breakers:
//     [State.Winners];
//   - the optional rules: [Config.MiddleKingdom], [Config.Harmony],
//     [Config.MightyDuel] and [Config.Dynasty] (a match of three games);
//   - what no player can see: [State.View].
//
// # Coordinates and moves
//
// A kingdom is seen from above with its castle at (0,0), as a
// [squaregrid.Point]: rows grow downwards and columns to the right, so a
// square of a 5x5 kingdom has both coordinates in -4..4 (-6..6 in the
// Mighty Duel). A placement names the square of the domino's left half (as
// printed, see [Domino.Halves]) and the [squaregrid.Direction] of its right
// half from there; [Move] gives the notation and [AppendLegal] the order of
// the legal moves, which [Move.Compare] gives. A game lasts exactly
// [MaxMoves] moves: 96 with 4 players or in the Mighty Duel, 72 with 3, 48
// with 2, three times that for a Dynasty match.
//
// # Views
//
// Everything on the table is public; [State.View] hides the order of the
// undrawn dominoes, which unseen dominoes were removed at set-up, and the
// generator of the later games of a Dynasty match, and [Determinize] deals
// them again at random. A view is for reading and for Determinize, as in
// every game of the module: every read works on it, but [Legal] is empty
// and [Apply] returns an error wrapping [kingdoms.ErrBadArgument], "this is
// player p's view: Determinize it first", as do the actions, the steppers
// of [Game] and the root package's tools. "Legal is empty exactly when the
// game is over" is a rule of complete states.
//
// # Observations
//
// For learning code, [Observe] writes what a player sees as a fixed-size
// []float32: a plane per terrain, the castle and the crowns for each
// kingdom, seen from the observer, then a vector of the lines, the dominoes,
// the phase and the scores. Its documentation gives the layout plane by
// plane; [ObservationShape] gives the size for a Config. [ObserveCompact]
// writes the same encoding with the planes as bytes.
//
// # Actions
//
// For a policy network, every move is one number, an action: a plane of
// placements per direction aligned with the kingdom planes of [Observe],
// one discard, one pick per slot of the next line. [NumActions] documents
// the numbering range by range, and [ActionRanges] gives the ranges, named
// "place up", "place right", "place down", "place left", "discard" and
// "pick", as data.
//
// # Errors
//
// Every error the package returns on bad input reads "kingdomino: <what was
// wrong>: <sentinel>", naming the field or quoting the input (through
// [kingdoms.Excerpt]), and wraps exactly one of the root package's sentinel
// errors: [kingdoms.ErrIllegalMove] (Apply and the actions),
// [kingdoms.ErrBadConfig] (New, and Game's Start and StartJSON),
// [kingdoms.ErrBadNotation] (ParseMove), [kingdoms.ErrBadState] (JSON
// documents and Game's Validate) and [kingdoms.ErrBadArgument] (a view
// played, a nil generator, a player not in the game). Nothing a caller
// passes makes the package panic.
//
// # Speed
//
// [AppendLegal] and [Apply] do not allocate, and a State is a 544-byte
// value with no pointers, cheap to copy; [Game] is also a
// [kingdoms.Stepper], so that [kingdoms.Playout] and the bots advance one
// State in place. On one core of a 2-core Xeon, a random 4-player game
// from New to its winners takes about 8 microseconds (BenchmarkRandomGame);
// listing the moves of a position about 45 ns (BenchmarkLegal) and
// applying one about 50 ns (BenchmarkApply).
package kingdomino
