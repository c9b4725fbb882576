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
//     finishes the game with random moves and backs up the result.
//
// By default (the zero [Options]) ISMCTS starts every new node of its tree
// with [DefaultPrior] virtual visits valued by the immediate change the move
// makes in its player's lead, which real visits soon outweigh; Prior:
// [NoPrior] gives plain ISMCTS. The examples' programs play these defaults
// (the player "ismcts"; "ismcts:prior=0" is NoPrior), and the figures of the
// documentation measure them.
//
// The bots know nothing of a game beyond its contract, with one exception: a
// game may have a [Hint], strategy advice that ISMCTS adds to the prior of
// its new nodes. Only Arkadia has one ([ArkadiaHint], the rulebook's first
// tactical tip: cover tents with buildings, put no worker on one).
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
