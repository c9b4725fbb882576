package main

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/bots"
)

// This file chooses moves with the examples' bots (examples/bots), for a
// learner's opponent or a baseline: the default bot, the first version of
// its search, the greedy and the random bot.

// botStream is the stream of the PCG generator that a bot draws from with
// the caller's seed.
const botStream = 0x626f74 // "bot"

// maxBotIterations bounds the iterations a caller may ask of a bot for one
// move (about a minute of search in the slowest game).
const maxBotIterations = 1_000_000

// botNames lists the bots, as kd_bot_move names them.
const botNames = `"ismcts" (the default bot), "ismcts0" (the first version of its search), "greedy" or "random"`

// botSpec is a bot as the caller names it.
type botSpec struct {
	name string       // "ismcts", "ismcts0", "greedy" or "random"
	opt  bots.Options // the search's options, for ismcts and ismcts0
}

// parseBot reads a bot's name ("" is "ismcts") and its iterations per
// move (0: the game's default; only ismcts and ismcts0 search).
func parseBot(name string, iterations int64) (botSpec, error) {
	if iterations < 0 || iterations > maxBotIterations {
		return botSpec{}, fail(statusArgument, "iterations %d: want 0 (the game's default budget) to %d", iterations, maxBotIterations)
	}
	if name == "" {
		name = "ismcts"
	}
	switch name {
	case "ismcts", "ismcts0":
		// A bot lives for one call, so it keeps no tree for the next
		// move (which changes nothing in the move it chooses).
		return botSpec{name: name, opt: bots.Options{Iterations: int(iterations), Classic: name == "ismcts0", NoReuse: true}}, nil
	case "greedy", "random":
		return botSpec{name: name}, nil
	}
	return botSpec{}, fail(statusArgument, "unknown bot %s: want %s", kingdoms.Excerpt(name), botNames)
}

// botMove returns, appended to dst, the actions of the move that bot b
// chooses for the player to move, drawing from a PCG generator seeded with
// (seed, botStream): the same state, bot and seed give the same move. The
// bots that search (ismcts, ismcts0, greedy) are handed the player's view
// of the state only, so that every state with that view gets the same
// move; random draws among the legal moves, which the player to move
// knows. A player's view that lists no moves (a Kingdomino view) has the
// move encoded in a complete state drawn from it (the numbering of actions
// depends only on the configuration), with a generator of its own
// (seed, botStream+1). It changes nothing in e.
func (e *gameEnv[S, M]) botMove(b botSpec, seed uint64, dst []int32) ([]int32, error) {
	g := e.a.g
	if e.terminal() {
		return nil, fail(statusIllegal, "%s: the game is over: no player is to move", g.Name())
	}
	if e.p.Len() > 0 {
		return nil, fail(statusIllegal, "%s: the actions %v of a move are under way: a bot chooses a whole move, from the start of a move", g.Name(), e.p)
	}
	me := e.toMove()
	state := e.s // where the move is encoded
	if len(e.legal()) == 0 {
		d, err := g.Determinize(e.s, me, rand.New(rand.NewPCG(seed, botStream+1)))
		if err != nil {
			return nil, fail(statusArgument, "%s: the state lists no moves (a view), and no complete state can be drawn from it for player %d, who is to move: %w", g.Name(), me, err)
		}
		state = d
	}
	rng := rand.New(rand.NewPCG(seed, botStream))
	var bot bots.Bot[S, M]
	s := g.View(e.s, me)
	switch b.name {
	case "ismcts", "ismcts0":
		bot = bots.NewISMCTS(g, rng, b.opt)
	case "greedy":
		bot = bots.NewGreedy(g, rng)
	case "random":
		bot, s = bots.NewRandom(g, rng), state
	default:
		return nil, fail(statusArgument, "unknown bot %s: want %s", kingdoms.Excerpt(b.name), botNames)
	}
	m, err := bot.Choose(s)
	if err != nil {
		return nil, fail(statusInternal, "%s: bot %s: %w", g.Name(), bot.Name(), err)
	}
	acts, err := e.a.act.EncodeMove(dst, state, m)
	if err != nil {
		return nil, fail(statusInternal, "%s: bot %s chose %s, which does not encode as actions: %w", g.Name(), bot.Name(), g.FormatMove(m), err)
	}
	return acts, nil
}

// botPlayer is an env whose bots choose moves; every gameEnv is one.
type botPlayer interface {
	botMove(b botSpec, seed uint64, dst []int32) ([]int32, error)
}
