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
// The calls a program needs:
//
//   - [New], [Legal] (or [AppendLegal]) and [Apply] to play;
//   - [ParseMove] and [Move.String] for the text notation ("place 23 0,1
//     right", "discard 47", "pick 12"), and [PlaceMove], [DiscardMove],
//     [PickMove] to build moves;
//   - the State's read methods: [State.ToMove], [State.Phase], [State.Line],
//     [State.NextLine], [State.Kingdom], [State.Scores], [State.Winners] and
//     [State.String], a picture of the table;
//   - [State.View] and [Determinize] for the hidden deck, for search;
//   - [State.MarshalJSON] and [State.UnmarshalJSON] for a state as a JSON
//     document, which opens with "schema": "kingdomino/1" ([Schema]);
//   - [Observe], [NumActions], [AppendActions], [DecodeAction] and
//     [EncodeMove] for learning code: states as tensors, moves as numbers;
//   - [Game], the package's [kingdoms.Game] for tools written once for every
//     game, which also starts games from settings or JSON, validates states
//     and encodes them as tensors.
//
// The sections below give the rules implemented and the rulings taken, the
// coordinates of a kingdom and the notation, the hidden information, the
// JSON forms of a Config and a State, the observations, the actions and the
// speed.
//
// # The rules implemented
//
// The authority is the French rulebook of the 2016 edition; where it is
// silent, the rulings of the kingdoms project apply (they are stated with
// the rules below: the kingdom bound includes the castle, a domino is
// discarded only when it fits nowhere, the tie-breakers, the exact meaning of
// Middle Kingdom and Harmony). In brief:
//
//   - Set-up. 2, 3 or 4 players. With 2 players each has two kings and 24
//     dominoes are removed at random (24 in play, 6 rounds); with 3 players
//     12 are removed (36 in play, lines of 3); with 4 all 48 are in play.
//     The first line is drawn and laid in ascending number; the kings are
//     shuffled and each, in that order, chooses a domino of the first line
//     (phase [Choosing]). Everything random comes from [Config.Seed];
//     [Config.Deck] and [Config.KingOrder] can fix the deal instead.
//   - Rounds. A new line is drawn and sorted. The kings act in the order of
//     the dominoes they stand on, lowest number first: each places its
//     domino in its owner's kingdom ([Placing]), then moves to a free domino
//     of the new line ([Picking]). In the last round there is no new line and
//     the kings only place.
//   - Connection. A domino must touch the castle (wild) or, with at least one
//     of its halves, a square of the same terrain, orthogonally; its two
//     squares must be empty; and the kingdom, castle included, must still fit
//     in a 5x5 square (7x7 in the Mighty Duel). A domino that can be placed
//     must be placed: it is discarded, scoring nothing, only when no
//     placement exists.
//   - Scoring. A property (domaine) is an orthogonally connected group of
//     squares of one terrain; the castle belongs to none. Each is worth its
//     squares times its crowns, so a property without a crown scores 0. The
//     highest score wins; ties go to the largest property (with or without
//     crowns), then to the most crowns; players still tied share the
//     victory.
//   - Middle Kingdom (Empire du milieu): +10 when the castle is in the middle
//     of the kingdom, meaning the kingdom's bounding box reaches exactly 2
//     squares (3 in the Mighty Duel) beyond the castle on all four sides;
//     gaps inside the box are allowed.
//   - Harmony (Harmonie): +5 when the player discarded no domino (before the
//     end of the game, [State.Scores] counts it as earned while that holds).
//   - Mighty Duel (Le Grand Duel): 2 players, all 48 dominoes, two kings
//     each, 12 rounds, kingdoms of 7x7.
//   - Dynasty (Dynastie): a match of three games; the totals of the three
//     games decide. The [State] is the whole match: when a game ends, the
//     next one is set up at once from the state's generator (new removal,
//     shuffle and king order) and the finished game's results are kept
//     ([State.GameScores], and one part per earlier game in the breakdown
//     of [State.Scores], whose Total is the match total).
//
// # Rulings
//
// Beyond the project's rulings, this package decides:
//
//   - Dynasty ties: the highest total of the three games wins; on a tie, the
//     largest property built in any of the player's three kingdoms, then the
//     crowns of the three kingdoms together; then a shared victory. The
//     rulebook gives tie-breakers for one game only; these apply the same
//     tests to the whole match.
//   - Config.Deck and Config.KingOrder fix the first game of a Dynasty match
//     only; the later games are dealt from the seed.
//   - In a Dynasty match, a player's [State.Scores] is the score of the
//     match so far: the totals of the finished games, then the parts of the
//     game being played; at the end its Total is the three games' total,
//     the figure [State.Winners] ranks first.
//   - Settings given to Game's Start: no players means 4, also with
//     "mighty-duel" (which is for 2); a variant that is unknown or named
//     twice is refused.
//   - The removed dominoes of the 2- and 3-player games are unknown to the
//     players (set aside face down), so [State.View] hides which they are.
//   - A domino with two like halves (1 to 12: one terrain, no crown) placed
//     turned half a turn builds the same kingdom, so only its right and down
//     placements are moves; see [AppendLegal].
//
// # Coordinates and moves
//
// A kingdom is seen from above with its castle at (0,0), as a
// [squaregrid.Point]: rows grow downwards and columns to the right, so a
// square of a 5x5 kingdom has both coordinates in -4..4 (-6..6 in the
// Mighty Duel). A placement names the square of the domino's left half (as
// printed, see [Domino.Halves]) and the [squaregrid.Direction] of its right
// half from there. The notation is documented at [Move]:
//
//	place 23 0,1 right     discard 47     pick 12
//
// [AppendLegal] documents the order of the legal moves, which
// [Move.Compare] gives. A game lasts exactly [MaxMoves] moves: 96 with 4
// players or in the Mighty Duel, 72 with 3, 48 with 2, three times that for
// a Dynasty match.
//
// # Hidden information
//
// Everything on the table is public. [State.View] hides the order of the undrawn
// dominoes, which unseen dominoes were removed at set-up, and the generator
// of the later games of a Dynasty match; [Determinize] deals them again at
// random.
//
// # Tools and JSON forms
//
// [Game] implements [kingdoms.Game] and the root package's optional
// interfaces: [kingdoms.Observer] (see Observations), [kingdoms.Validator]
// (its Validate is the check the JSON decoder runs on every document: every
// domino in one place, lines and kings that agree with the phase, kingdoms
// built by legal placements) and [kingdoms.Configurer]: 2 to 4 players, 4
// by default, and the variants "middle-kingdom", "harmony", "mighty-duel"
// (2 players) and "dynasty".
//
// Its StartJSON reads a [Config] as a JSON object with these fields, all
// optional but players; unknown fields are refused:
//
//	{
//	  "players": 2,                  // Config.Players: 2, 3 or 4
//	  "seed": 7,                     // Config.Seed: an integer, 0 to 2^64-1
//	  "middleKingdom": false,        // Config.MiddleKingdom
//	  "harmony": false,              // Config.Harmony
//	  "mightyDuel": false,           // Config.MightyDuel
//	  "dynasty": false,              // Config.Dynasty
//	  "deck": [23, 5, 40, ...],      // Config.Deck: domino numbers in draw order
//	  "kingOrder": [0, 1, 1, 0]      // Config.KingOrder: a player per king
//	}
//
// A State marshals to a document that opens with "schema": "kingdomino/1"
// and lists each kingdom as the placements and discards of its player in
// move notation; [State.MarshalJSON] shows it field by field. A document of
// another game, or of another version, is refused with that reason.
//
// # Observations
//
// For learning code, [Observe] (also [Game] as a [kingdoms.Observer])
// writes a fixed-size []float32 encoding of
// what a player sees (its View, here the whole table), seen from that
// player: "seat" k is the player k places after the observer in turn order
// (seat 0 is the observer). [ObservationShape] gives the size from a
// Config: Planes planes of Rows x Cols values, then a Vector. Rows and Cols
// are 9 (13 in the Mighty Duel): a kingdom with its castle in the middle,
// square (r,c) of the kingdom at row r+4, column c+4 (r+6, c+6). There are
// 8 planes per player, seat 0 first:
//
//	0-5  one-hot terrain: wheat, forest, lake, grassland, swamp, mine
//	6    the castle
//	7    crowns of the square / 3
//
// The Vector, in order (n is the number of players):
//
//	4          one-hot Phase (Over, Choosing, Placing, Picking)
//	n          one-hot seat of the player to move (zero when over)
//	48 x (6+n) per domino 1 to 48: in the current line; in the next line;
//	           its king has acted; unseen (deck or removed); rank in its
//	           kingdom's log / 24 (0 when not handled); discarded; one-hot
//	           seat of the king on it (in a line) or of the player who
//	           handled it
//	4n+1       while Choosing, the king order (4 kings x one-hot seat) and
//	           the kings that have chosen / 4
//	5          round / rounds; one-hot game of the match (3); deck size / 48
//	3n         per seat: score of this game so far / 100, then the earlier
//	           games of a Dynasty match / 100
//	4          variants: Middle Kingdom, Harmony, Mighty Duel, Dynasty
//
// Observe does not allocate when dst has the capacity.
//
// # Actions
//
// For a policy network, every move is one number, an action, from 0 up to
// but not including [NumActions] ([Game] is also a [kingdoms.Actions]; no
// move takes more than one action). An action means the same decision in every state: the
// domino it lays, discards or picks is the one the acting king must handle
// or the one on a slot of the next line, never a domino number. With
// side = 9 (13 in the Mighty Duel), R = 4 (6) and n the kings in a line (3
// with 3 players, 4 otherwise):
//
//	0 .. 4 x side x side - 1   lay the acting king's domino with its
//	                           left half on square (r,c) and its right
//	                           half in direction dir: the action
//	                           dir x side x side + (r+R) x side + (c+R),
//	                           dir 0 up, 1 right, 2 down, 3 left
//	4 x side x side            discard it (legal only when it fits nowhere)
//	4 x side x side + 1 + k    pick the domino on slot k of the next line,
//	                           k < n (the line is in ascending number)
//
// So NumActions is 4 x 81 + 1 + 4 = 329 with 2 or 4 players, 328 with 3,
// and 4 x 169 + 1 + 4 = 681 in the Mighty Duel; the other variants do not
// change it. The placements of one direction are a plane of side x side
// numbers laid out as the kingdom planes of the observations (square (r,c)
// at row r+R, column c+R), so that a convolutional head can score them in
// place. Some placement actions are never legal (a left half on the top
// row with its right half up; the up and left forms of dominoes 1 to 12,
// which [AppendLegal] lists right and down only): they are kept so that
// the planes stay square. For example, in a 4-player game, "place 23 0,1
// right" is 81 + 4 x 9 + 5 = 122, "place 23 -1,0 up" is 0 + 3 x 9 + 4 = 31,
// a discard is 324, and picking the third domino of the next line is 327.
//
// [AppendActions] lists the legal actions in increasing order, the i-th
// being the action of the i-th move of [AppendLegal], without allocating
// when dst has room and at the cost of AppendLegal (about 45 ns a position
// of a 4-player game; see BenchmarkAppendActions and BenchmarkLegal).
// [DecodeAction] gives the move of an action (about 30 ns, legality
// included: BenchmarkDecodeAction) and [EncodeMove] the action of a move;
// an action or a move that is not legal gives an error wrapping
// [kingdoms.ErrIllegalMove] that says why (out of range, no move with that
// number in the phase, or the move and the reason [Apply] would give).
// [kingdoms.ActionMask] turns the list into a mask.
//
// [ActionRanges] gives these ranges as data ([Game] is also a
// [kingdoms.ActionLayout]), by increasing start: "place up", "place
// right", "place down" and "place left", the planes of side x side
// placements of each direction (Plane: aligned with the kingdom planes of
// [Observe]), "discard" (one action) and "pick" (n actions).
//
// # Speed
//
// A kingdom is a few bitsets on a 13x14 grid (13 columns of squares and one
// of padding, so that moving a set by one square is a plain shift): three
// planes of terrain code, kept as three-word structs so that the compiler
// holds them in registers, with its bounding box. The dominoes each player
// handled are kept apart, in one log of 48 two-byte entries shared by the
// players, from which the crowns are read when scoring. The placements of a
// domino are found for the whole kingdom at once: the free squares within
// the bound and the squares next to each half's terrain are computed once,
// then each orientation costs two shifts by a constant and three
// intersections; the moves of the four orientations are counted, the move
// buffer grown once and each move stored at its index with one
// instruction. In a 5x5 kingdom this is done on a window of two words: the
// nine rows the kingdom may still grow into (126 cells), taken from the
// three-word planes with a shift; the scorer grows its properties on the
// same kind of window, from the kingdom's top row (no kingdom spans more
// than nine rows). Checking one placement in [Apply] is a few table lookups
// and bit tests. [AppendLegal] and [Apply] do not allocate, and a State is a
// 544-byte value with no pointers.
//
// Random games are full of coin tosses that a processor's branch predictor
// cannot learn: which dominoes are drawn, whether a domino's halves share a
// terrain, which half of a placement touches its terrain. Where the code
// decides such things it does so with arithmetic and masks rather than
// jumps (sorting a line, growing the bounding box, finding a picked
// domino's slot, testing a placement's contacts, the sets of a domino's
// four orientations); the compiler makes min and max of small integers
// into jumps, so those places use sort2, lower and higher instead.
//
// [Game] is a [kingdoms.Stepper]: [kingdoms.Playout], [kingdoms.PlayoutWith]
// and the bots advance one State in place, with no copy of it per move
// (through the by-value [Apply] and [AppendLegal], copying the State was a
// fifth of the cost of a move). A property is a bitset grown from its first
// square; [State.Winners] counts only the properties that hold a crown
// (the others are worth nothing) and counts the tie-breakers only when the
// best total is shared, and allocates nothing. [State.Scores] writes the
// texts of its parts into one buffer, without fmt: a few allocations in
// all.
//
// BenchmarkRandomGame plays random 4-player games from [New] to the end
// through [kingdoms.PlayoutWith], one move buffer for every game, and reads
// [Game]'s Winners, as a search's playout does; BenchmarkRandomGameDirect
// plays them with the package's own AppendLegal and Apply (a State copied
// per move) and State.Winners. They report games and moves per CPU second
// of the process (games/cpu-s, moves/cpu-s), which a busy machine disturbs
// less than the rates per second. On one core of the 2-core Intel Xeon
// machine the package was developed on (shared: load about 2), the
// medians of 7 rounds, the test binary of the code before the in-place step
// and that of the current code alternating in each round, were (26
// November 2026):
//
//	                                   before    after   speed-up
//	RandomGame (games/cpu-s)           62,900  131,000   2.05
//	RandomGame (moves/cpu-s)            6.0 M   12.6 M   2.05
//	RandomGameDirect (games/cpu-s)     63,000   92,200   1.46
//	Winners of a finished game (ns)     3,940      787   5.0  (1 -> 0 allocations)
//	Scores of a finished game (ns)     22,900    4,330   5.3  (176 -> 4 allocations)
//	Legal, by value (ns a position)        46       47   0.99
//	Apply, by value (ns a move)            51       51   1.00
//
// (before and after are the medians of each binary's 7 figures, speed-up
// the median of the 7 rounds' ratios; the machine's load moves the
// figures of a round together, which the ratios cancel. Every round's
// ratio for RandomGame was between 2.02 and 2.13.) The in-place step and
// the allocation-free results gave 1.78 of this (in runs on a busier
// machine); a second round gave the rest: move generation and the scorer
// on two-word windows, and the branches on random outcomes replaced by
// arithmetic (see above). Legal and Apply by value, which copy the State
// per call, gained nothing measurable.
// A game through PlayoutWith allocates once (576 bytes: kingdoms.PlayoutWith
// keeps the State it advances on the heap) and never per move. The rounds
// were run with
//
//	go test -c -o /tmp/kd_new.test ./kingdomino
//	for i in 1 2 3 4 5 6 7; do
//		for b in /tmp/kd_old.test /tmp/kd_new.test; do
//			$b -test.run=NONE -test.bench='^Benchmark(RandomGame|RandomGameDirect|Winners|Scores|Legal|Apply)$' \
//				-test.cpu 1 -test.benchtime 2s -test.benchmem
//		done
//	done
//
// (the Winners and Scores rows were BenchmarkWinners and BenchmarkScores
// then; they are BenchmarkResults/winners and BenchmarkResults/scores now,
// the same loops in package gametest), where /tmp/kd_old.test is the same
// command's binary at commit f205960,
// which added the benchmarks reading the winners to the code before.
// In a profile of BenchmarkRandomGame (GODEBUG=asyncpreemptoff=1, so that
// no sample lands in the preemption handler) listing the moves is 38% of a
// game (placements 32%: their anchor sets 13%, storing the moves 14%),
// applying them 24% (checking a placement 8%, laying it 5%), Winners 11%,
// the playout loop of the root package and its random generator 14%, and
// New 4%.
package kingdomino
