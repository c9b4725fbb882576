//go:build cgo

package main

/*
#include <stdint.h>
*/
import "C"

// kd_batch_final writes, for every game of batch b that ended in the last
// kd_batch_step, what its final state was, before the batch replaced it
// with the slot's next game: into row i of each array that is not NULL
// (each given with its capacity in values),
//
//   - obs (games x observation size floats): the final observation by the
//     player who took the game's last action;
//   - scores (games x players doubles): the final scores;
//   - winners (games x players bytes): 1 for each winner, else 0;
//   - players (games int32): the player who took the game's last action.
//
// The rows of the other games are not written. ended (games bytes) is
// written for every game: 1 when it ended in the last step, else 0. It
// writes the number of games that ended into *n (when not NULL). The final
// states are kept until the next kd_batch_step or kd_batch_reset.
//
//export kd_batch_final
func kd_batch_final(b C.uint64_t, obs *C.float, nObs C.int64_t, scores *C.double, nScores C.int64_t, winners *C.uint8_t, nWinners C.int64_t,
	players *C.int32_t, nPlayers C.int64_t, ended *C.uint8_t, nEnded C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_batch_final", b, handles.batch, func(bt *batch) error {
		var out finalOutputs
		var err error
		if out.obs, err = optional((*float32)(obs), nObs, "final observations"); err != nil {
			return err
		}
		if out.scores, err = optional((*float64)(scores), nScores, "final scores"); err != nil {
			return err
		}
		if out.winners, err = optional((*uint8)(winners), nWinners, "winners"); err != nil {
			return err
		}
		if out.players, err = optional((*int32)(players), nPlayers, "final players"); err != nil {
			return err
		}
		if out.ended, err = optional((*uint8)(ended), nEnded, "ended flags"); err != nil {
			return err
		}
		count, err := bt.final(&out)
		if err != nil {
			return err
		}
		if n != nil {
			*n = C.int64_t(count)
		}
		return nil
	})
}

// kd_batch_final_clone writes into *out a new handle to a copy of the final
// state of game i of batch b, which must have ended in the last
// kd_batch_step (kd_batch_final's ended flags): its scores, its last move
// and its document, as kd_batch_clone gives a game under way.
//
//export kd_batch_final_clone
func kd_batch_final_clone(b C.uint64_t, i C.int64_t, out *C.uint64_t) C.int32_t {
	return withHandle("kd_batch_final_clone", b, handles.batch, func(bt *batch) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		if i < 0 || int64(i) >= int64(bt.n) {
			return fail(statusArgument, "game %d is not in the batch (games 0 to %d)", int64(i), bt.n-1)
		}
		e, err := bt.finalGame(int(i))
		if err != nil {
			return err
		}
		newHandle(e.clone(), out)
		return nil
	})
}

// kd_batch_reset starts every game of batch b again, as a new batch with
// seed seed would (slot i's k-th game from then on has the seed
// seed + k*n + i); no game then counts as ended. Read the new games with
// kd_batch_observe.
//
//export kd_batch_reset
func kd_batch_reset(b C.uint64_t, seed C.uint64_t) C.int32_t {
	return withHandle("kd_batch_reset", b, handles.batch, func(bt *batch) error {
		return bt.reset(uint64(seed))
	})
}
