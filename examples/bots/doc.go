// Package bots holds game-playing programs written once for every game of the
// module: they see a game only through the generic contract
// [kingdoms.Game], so the same bot plays Kingdomino, Kingdom Builder and
// Arkadia.
//
// Three bots are provided:
//
//   - [Random] plays a uniformly random legal move.
//   - [Greedy] plays the move that most improves its score relative to the
//     best opponent right away, ties broken at random.
//   - [ISMCTS] is single-observer information-set Monte Carlo tree search
//     (Cowling, Powley and Whitehouse, 2012): every iteration samples a state
//     consistent with what the bot can see, walks a shared tree with UCT,
//     finishes the game with a playout and backs up the result.
//
// # The default search
//
// The zero [Options] give the default bot, which the examples' programs
// play (the player "ismcts"). It adds to plain ISMCTS what measured better
// at equal time per move (examples/RESULTS.md):
//
//   - informed playouts: each move of a playout is, with probability
//     Options.Epsilon (0.2), drawn uniformly at random, and otherwise the
//     best of Options.Sample legal moves drawn at random, valued by their
//     gain: the change they make at once in the mover's lead over the best
//     opponent, plus the game's [Hint];
//   - progressive widening (Options.Widening): a node that has had n visits
//     has at most 1 + 2*sqrt(n) children, so that long move lists (hundreds
//     of moves in Kingdom Builder and Arkadia) do not spread the search
//     thin; the root takes its moves best gain first, the other nodes the
//     best of Options.Sample untried moves;
//   - a prior: every new node starts with [DefaultPrior] virtual visits
//     valued by its move's gain, which real visits soon outweigh
//     (Options.Prior, Options.PriorScale);
//   - the [WinMargin] reward: 0.7 for a win plus 0.3 for the lead over the
//     best opponent, clipped at Options.MarginScale (25) points;
//   - the tree kept from one move to the next within a player's turn (the
//     place and the pick of a Kingdomino turn, the three settlements of a
//     Kingdom Builder turn), unless Options.NoReuse.
//
// Two settings depend on the game, because the cost of counting a score
// does: the default budget, chosen so that the bot answers in under 100 ms
// of one core of the machine the figures were measured on (at most 77 ms
// at the openings and halfway through a game: Kingdomino 2500 iterations,
// Kingdom Builder 500, Arkadia 1500; other games [DefaultIterations];
// [Options.IterationsFor] gives it),
// and Options.Sample, 6 in every game but Arkadia, whose score costs too
// much to count several times per playout move: 1 there (uniformly random
// playouts).
//
// Arkadia's default bot also judges positions differently: its score
// during the game, the gold, counts a seal only once it is sold, so its
// gains and rewards are measured by [ArkadiaWorth] (the gold plus the seals
// held, at the castle's current values), and its playouts stop after
// Options.MaxPlayoutMoves (80) moves, the position reached being scored by
// that worth: many more, shorter playouts. The games that give their
// totals without the breakdown ([kingdoms.Totaler]; the three games of the
// module do) have their gains and rewards computed without building the
// breakdown of Scores, and the winner of a simulated game read from the
// totals when one player has the highest (every winner has the highest
// total, as package gametest checks; Winners decides ties). In Kingdomino, the gain of a move is read from
// [kingdomino.ScoreChange], which counts only the properties a placement
// joins, without playing the move on a copy of the state or counting
// every player's total: the same figure, about twice the iterations a
// second; and a playout values the moves it draws together
// ([kingdomino.ScoreChanges], and for picks the hint from the picker's
// [kingdomino.LargestProperties]), reading the kingdom's crowns once: the
// same choices again, about 1.3 times the iterations a second at the
// opening. In Kingdom Builder, the gains are read from
// [kingdombuilder.ScoreEffects], which counts the settlements built from
// what they add (the mover's areas, rows and sections read once for the
// moves a playout compares), and the hint plays only the moves that can
// take or lose a tile ([kingdombuilder.State.NextToSpecial]): about 4.5
// times cheaper than playing each move and counting the totals, which is
// what made informed playouts pay in Kingdom Builder.
//
// A time budget (Options.Time) is measured on the wall clock, or on
// Options.Clock, such as the CPU time of a process playing one game at a
// time, which the tournament's -clock cpu uses to compare bots at equal
// time on a machine shared with other programs. Options.Classic gives the first version of the bot,
// plain ISMCTS with uniformly random playouts, the win-share reward and the
// prior (the player "ismcts0"), against which the default is measured: it
// plays move for move as that version did (a test replays games it
// recorded), so it has only the hint that version had, Arkadia's.
//
// The bots know nothing of a game beyond its contract, with one exception: a
// game may have a [Hint], strategy advice that ISMCTS adds to the gain of
// its moves. Arkadia has one ([ArkadiaHint], the rulebook's first tactical
// tip: cover tents with buildings, put no worker on one), Kingdomino one
// ([KingdominoHint], what a domino picked will be worth to its picker), and
// Kingdom Builder one ([KingdomBuilderHint], the worth of the location
// tiles a move takes or loses). The first version of the search, Classic,
// goes without the last two, which came after it.
//
// # What a bot may read
//
// A bot is handed the real state, because that is what a program running a
// game holds, but it must not use what its player cannot see. The bots read
// the state they are given as follows, and nothing else:
//
//   - Random calls Legal(s): the legal moves are known to the player to move.
//   - Greedy and ISMCTS call ToMove(s) and View(s, me), and from then on work
//     only on determinizations Determinize(view, me, rng). A test runs them
//     on states whose hidden parts hold impossible values and checks that no
//     other method ever sees such a state and that the choice is unchanged.
//
// # Determinism
//
// A bot draws all its randomness from the generator it was built with, so a
// bot with an iteration budget makes the same choices in the same positions
// given the same seed. A time budget makes the number of iterations, hence
// the choice, depend on the machine.
//
// A bot value is not safe for concurrent use: give each goroutine its own.
package bots

import "github.com/boardrules/kingdoms"

// Bot chooses moves in a game whose states are S and moves M.
type Bot[S any, M comparable] interface {
	// Name is a short description of the bot and its settings, such as
	// "ismcts(1000)".
	Name() string
	// Choose returns the move the bot makes in s, where it is to move. It
	// returns an error when s is terminal or the game breaks its contract.
	Choose(s S) (M, error)
}

// winShares returns, for each player, the share of the victory: 1/k for each
// of k winners, 0 for the others.
func winShares[S any, M comparable](g kingdoms.Game[S, M], s S, out []float64) []float64 {
	out = out[:0]
	for range g.Players(s) {
		out = append(out, 0)
	}
	w := g.Winners(s)
	for _, p := range w {
		out[p] = 1 / float64(len(w))
	}
	return out
}
