//go:build cgo

package main

/*
#include <stdint.h>

// The most actions one move takes (kd_bot_move, kd_prefix).
#define KD_MAX_MOVE_ACTIONS 3
*/
import "C"

// kd_bot_move writes into actions (capacity values) the actions of the
// move that a bot chooses for the player to move in game h, in the order
// kd_step takes them, and their number into *n (1 to KD_MAX_MOVE_ACTIONS;
// when they do not fit, the error names the size needed, which is also in
// *n). It does not take them: pass them to kd_step.
//
// bot is "ismcts" (NULL or "" too), the examples' default bot
// (examples/bots, ISMCTS with its default options), "ismcts0", the first
// version of its search, "greedy" or "random". iterations is the search's
// budget for the move, 0 for the game's default budget (that of the
// default bot, about 60 ms of one core; 1000 iterations for ismcts0) and
// at most 1000000; greedy and random ignore it. The bot draws from a PCG
// generator seeded with seed and 0x626f74, so the same state, bot,
// iterations and seed give the same move; each call is a search of its
// own, keeping nothing for the next.
//
// The bots that search are handed only what the player to move sees
// (its view), so a game and any state with the same view for that player
// get the same move; random draws among the legal moves. In a player's
// view (kd_view, or a view's document), the actions are those of the move
// in any game with that view. Once the game is over, or while a move is
// under way (kd_prefix), no move is chosen: KD_ERR_ILLEGAL. Nothing of
// the game changes.
//
//export kd_bot_move
func kd_bot_move(h C.uint64_t, bot *C.char, iterations C.int64_t, seed C.uint64_t, actions *C.int32_t, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_bot_move", h, handles.env, func(e env) error {
		if n == nil {
			return fail(statusArgument, "n is NULL")
		}
		name, err := goBytes(bot, "the bot's name", true)
		if err != nil {
			return err
		}
		b, err := parseBot(string(name), int64(iterations))
		if err != nil {
			return err
		}
		var buf [C.KD_MAX_MOVE_ACTIONS]int32
		acts, err := e.(botPlayer).botMove(b, uint64(seed), buf[:0])
		if err != nil {
			return err
		}
		return putInts("bot move", acts, actions, capacity, n)
	})
}
