//go:build cgo

package main

/*
#include <stdint.h>
*/
import "C"

// kd_plane_divisors writes into out (n values, at least the number of
// planes of kd_observation_shape) the divisor of each plane of game h's
// compact observations: a plane's byte in kd_observe_compact divided by
// its divisor is exactly the float kd_observe writes. It is 1 for the
// planes of 0 and 1 (most of them), and for the others the number the
// game's documentation divides by (Kingdomino's crowns 3, Kingdom
// Builder's tiles left 2, Arkadia's castle pieces 3).
//
//export kd_plane_divisors
func kd_plane_divisors(h C.uint64_t, out *C.float, n C.int64_t) C.int32_t {
	return withHandle("kd_plane_divisors", h, handles.env, func(e env) error {
		dst, err := cslice((*float32)(out), n, "divisors")
		if err != nil {
			return err
		}
		div := planeDivisors(e.gameName(), e.shape())
		if len(dst) < len(div) {
			return errBuffer("divisors", len(dst), len(div))
		}
		copy(dst, div)
		return nil
	})
}

// kd_observe_compact writes what player sees of game h, as kd_observe
// does, in the compact form: the planes as one byte a cell into planes
// (n_planes bytes, at least planes x rows x columns of
// kd_observation_shape, in kd_observe's order: the plane's float is the
// byte divided by the plane's divisor, kd_plane_divisors) and the vector
// after the planes into vector (n_vector floats, at least the shape's
// vector). A Kingdom Builder observation is so 28,000 bytes and 539 floats
// instead of 28,539 floats.
//
//export kd_observe_compact
func kd_observe_compact(h C.uint64_t, player C.int32_t, planes *C.uint8_t, nPlanes C.int64_t, vector *C.float, nVector C.int64_t) C.int32_t {
	return withHandle("kd_observe_compact", h, handles.env, func(e env) error {
		p, err := cslice((*uint8)(planes), nPlanes, "planes")
		if err != nil {
			return err
		}
		v, err := cslice((*float32)(vector), nVector, "vector")
		if err != nil {
			return err
		}
		return e.(compactEnv).observeCompact(int(player), p, v, nil)
	})
}

// compactOutputs adds the compact observation's arrays to out: both or
// neither.
func compactOutputs(out *outputs, planes *C.uint8_t, nPlanes C.int64_t, vector *C.float, nVector C.int64_t) error {
	if (planes == nil) != (vector == nil) {
		return fail(statusArgument, "planes and vector are written together: pass both or neither")
	}
	var err error
	if out.planes, err = optional((*uint8)(planes), nPlanes, "planes"); err != nil {
		return err
	}
	out.vector, err = optional((*float32)(vector), nVector, "vectors")
	return err
}

// kd_batch_step_compact is kd_batch_step with the observations in the
// compact form (kd_observe_compact): row i of planes (games x planes x
// rows x columns bytes) and of vector (games x vector floats) is game i's
// observation by its player to move, of its new game when the step ended
// it. planes and vector are both given or both NULL; the other arrays are
// kd_batch_step's (NULL: not written).
//
//export kd_batch_step_compact
func kd_batch_step_compact(b C.uint64_t, actions *C.int32_t, nActions C.int64_t, planes *C.uint8_t, nPlanes C.int64_t, vector *C.float, nVector C.int64_t,
	masks *C.uint8_t, nMasks C.int64_t, rewards *C.float, nRewards C.int64_t, dones *C.uint8_t, nDones C.int64_t, toMove *C.int32_t, nToMove C.int64_t) C.int32_t {
	return withHandle("kd_batch_step_compact", b, handles.batch, func(bt *batch) error {
		acts, err := cslice((*int32)(actions), nActions, "actions")
		if err != nil {
			return err
		}
		out, err := batchOutputs(nil, 0, masks, nMasks, rewards, nRewards, dones, nDones, toMove, nToMove)
		if err != nil {
			return err
		}
		if err := compactOutputs(out, planes, nPlanes, vector, nVector); err != nil {
			return err
		}
		return bt.step(acts, out)
	})
}

// kd_batch_observe_compact is kd_batch_observe with the observations in
// the compact form, as kd_batch_step_compact writes them, without changing
// any game.
//
//export kd_batch_observe_compact
func kd_batch_observe_compact(b C.uint64_t, planes *C.uint8_t, nPlanes C.int64_t, vector *C.float, nVector C.int64_t,
	masks *C.uint8_t, nMasks C.int64_t, toMove *C.int32_t, nToMove C.int64_t) C.int32_t {
	return withHandle("kd_batch_observe_compact", b, handles.batch, func(bt *batch) error {
		out, err := batchOutputs(nil, 0, masks, nMasks, nil, 0, nil, 0, toMove, nToMove)
		if err != nil {
			return err
		}
		if err := compactOutputs(out, planes, nPlanes, vector, nVector); err != nil {
			return err
		}
		return bt.observe(out)
	})
}
