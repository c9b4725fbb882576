//go:build cgo

package main

/*
#include <stdint.h>
*/
import "C"

// kd_seed_actions seeds the generator that game h draws its random and
// sampled actions from (kd_random_action, kd_sample_action) with seed: a
// PCG generator seeded with seed and 0x616374696f6e73. A new game's
// generator has seed 0 until then; a clone copies its generator's state,
// so it draws what the original would; kd_reset leaves it as it is.
//
//export kd_seed_actions
func kd_seed_actions(h C.uint64_t, seed C.uint64_t) C.int32_t {
	return withHandle("kd_seed_actions", h, handles.env, func(e env) error {
		e.(actionDrawer).seedActions(uint64(seed))
		return nil
	})
}

// kd_random_action writes into *action a legal action of game h (after
// the move under way) drawn uniformly from the game's generator
// (kd_seed_actions). It does not take it. Once the game is over no action
// is legal: KD_ERR_ILLEGAL.
//
//export kd_random_action
func kd_random_action(h C.uint64_t, action *C.int32_t) C.int32_t {
	return withHandle("kd_random_action", h, handles.env, func(e env) error {
		if action == nil {
			return fail(statusArgument, "action is NULL")
		}
		a, err := e.(actionDrawer).randomAction()
		if err != nil {
			return err
		}
		*action = C.int32_t(a)
		return nil
	})
}

// kd_sample_action writes into *action a legal action of game h drawn from
// the game's generator with weights from scores (n values, at least
// kd_num_actions, one per action; only the legal actions' are read).
// kind 0: the scores are logits, and a legal action weighs
// exp(score / temperature) (a softmax over the legal actions); kind 1:
// they are probabilities, and a legal action weighs
// score^(1/temperature), renormalized over the legal actions. At
// temperature 0 the legal action with the highest score is chosen (the
// lowest on a tie). A NaN score of a legal action, a logit of +Inf, a
// negative or infinite probability, and legal actions that all weigh 0
// are refused with KD_ERR_ARGUMENT.
//
//export kd_sample_action
func kd_sample_action(h C.uint64_t, scores *C.float, n C.int64_t, kind C.int32_t, temperature C.double, action *C.int32_t) C.int32_t {
	return withHandle("kd_sample_action", h, handles.env, func(e env) error {
		if action == nil {
			return fail(statusArgument, "action is NULL")
		}
		how, err := samplerOf(int32(kind), float64(temperature))
		if err != nil {
			return err
		}
		s, err := cslice((*float32)(scores), n, "scores")
		if err != nil {
			return err
		}
		a, err := e.(actionDrawer).sampleAction(s, how)
		if err != nil {
			return err
		}
		*action = C.int32_t(a)
		return nil
	})
}

// kd_batch_seed_actions seeds the generators of batch b's games: game i's
// with seed + i (modulo 2^64), as kd_seed_actions. A new batch's
// generators are seeded so with the batch's seed.
//
//export kd_batch_seed_actions
func kd_batch_seed_actions(b C.uint64_t, seed C.uint64_t) C.int32_t {
	return withHandle("kd_batch_seed_actions", b, handles.batch, func(bt *batch) error {
		bt.seedActions(uint64(seed))
		return nil
	})
}

// kd_batch_random_actions writes into actions[i] (n values, at least the
// number of games) a legal action of game i of batch b drawn uniformly
// from game i's generator, as kd_random_action, for every game: one
// random policy step without a mask. The actions are not taken: pass them
// to kd_batch_step.
//
//export kd_batch_random_actions
func kd_batch_random_actions(b C.uint64_t, actions *C.int32_t, n C.int64_t) C.int32_t {
	return withHandle("kd_batch_random_actions", b, handles.batch, func(bt *batch) error {
		out, err := cslice((*int32)(actions), n, "actions")
		if err != nil {
			return err
		}
		return bt.randomActions(out)
	})
}

// kd_batch_sample_actions writes into actions[i] (n values, at least the
// number of games) a legal action of game i of batch b drawn from row i of
// scores (games x num_actions values, with its capacity n_scores) as
// kd_sample_action draws, for every game, on the batch's goroutines. The
// actions are not taken: pass them to kd_batch_step. On an error no
// action is to be used.
//
//export kd_batch_sample_actions
func kd_batch_sample_actions(b C.uint64_t, scores *C.float, nScores C.int64_t, kind C.int32_t, temperature C.double, actions *C.int32_t, n C.int64_t) C.int32_t {
	return withHandle("kd_batch_sample_actions", b, handles.batch, func(bt *batch) error {
		how, err := samplerOf(int32(kind), float64(temperature))
		if err != nil {
			return err
		}
		s, err := cslice((*float32)(scores), nScores, "scores")
		if err != nil {
			return err
		}
		out, err := cslice((*int32)(actions), n, "actions")
		if err != nil {
			return err
		}
		return bt.sampleActions(s, how, out)
	})
}
