// Package kingdomino is a complete rules engine for Kingdomino (Bruno Cathala,
// Blue Orange, 2016) with all the optional rules of its rulebook: Dynasty,
// Middle Kingdom, Harmony and the Mighty Duel, in any combination.
//
// The package follows the contract of [github.com/boardrules/kingdoms]: a
// [Config] and [New], an immutable [State], one [Move] per decision with a
// text notation, [Legal], [AppendLegal] and [Apply], scores with their
// breakdown, hidden information ([View], [Determinize]) and JSON. The value
// [Game] implements [kingdoms.Game] for tools written once for every game.
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
//     ([State.GameScores], and one part per earlier game in the breakdown).
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
//   - The removed dominoes of the 2- and 3-player games are unknown to the
//     players (set aside face down), so [View] hides which they are.
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
// [AppendLegal] documents the order of the legal moves. A game lasts at
// most 96 moves (288 for a Dynasty match, [MaxMoves]).
//
// # Hidden information
//
// Everything on the table is public. [View] hides the order of the undrawn
// dominoes, which unseen dominoes were removed at set-up, and the generator
// of the later games of a Dynasty match; [Determinize] deals them again at
// random.
//
// # Observations
//
// For learning code, [Observe] writes a fixed-size []float32 encoding of
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
// intersections, and each legal move is stored with one instruction.
// Checking one placement in [Apply] is a few table lookups and bit tests.
// [AppendLegal] and [Apply] do not allocate, and a State is a 544-byte value
// with no pointers.
//
// A State passes by value, so copying it is a large part of the cost of a
// move: [kingdoms.Playout], as Go 1.26 compiles it, copies it five times a
// move, and [Game]'s methods are written to add only one copy (the result
// of Apply). On one core of the
// 2-core AMD EPYC machine the package was developed on, a random 4-player
// game from [New] to the end (BenchmarkRandomGame, 96 moves) takes about
// 160,000 instructions through [kingdoms.Playout] and 143,000 with
// [AppendLegal] and [Apply] called directly (BenchmarkRandomGameDirect),
// which is about 56,000 and 64,000 games a second when the machine is
// otherwise idle.
//
// Properties are the connected components of [squaregrid.Board.Component].
package kingdomino
