//go:build cgo

package main

/*
#include <stddef.h>
#include <stdint.h>
#include <string.h>

// Status codes: every function of libkingdoms returns one. On a failure,
// kd_last_error gives the message of the calling thread's last failure.
#define KD_OK 0
#define KD_ERR_HANDLE 1
#define KD_ERR_ARGUMENT 2
#define KD_ERR_BUFFER 3
#define KD_ERR_CONFIG 4
#define KD_ERR_ILLEGAL 5
#define KD_ERR_NOTATION 6
#define KD_ERR_STATE 7
#define KD_ERR_INTERNAL 8

// Sizes of the arrays of kd_observation_shape and kd_batch_dims.
#define KD_SHAPE_DIMS 4
#define KD_BATCH_DIMS 7
*/
import "C"

import (
	"unsafe"
)

// lastErrors is the last error of each thread of the host.
var lastErrors errorBook

// guard turns a panic of an exported function into statusInternal; it is
// deferred first by every exported function.
func guard(name string, status *C.int32_t) {
	if v := recover(); v != nil {
		*status = report(name, recovered(v))
	}
}

// report records err as the calling thread's last error, prefixed by the
// function's name, and returns its status code.
func report(name string, err error) C.int32_t {
	lastErrors.set(thread(), name+": "+err.Error())
	return C.int32_t(statusOf(err))
}

// cslice returns the n values at p as a slice; a NULL p with n > 0 and a
// negative n are errors that name what.
func cslice[T any](p *T, n C.int64_t, what string) ([]T, error) {
	switch {
	case n < 0:
		return nil, fail(statusArgument, "%s: a buffer of %d values", what, int64(n))
	case n == 0:
		return []T{}, nil
	case p == nil:
		return nil, fail(statusArgument, "%s: a NULL buffer of %d values", what, int64(n))
	}
	return unsafe.Slice(p, int(n)), nil
}

// optional is cslice where NULL means no array: it returns nil.
func optional[T any](p *T, n C.int64_t, what string) ([]T, error) {
	if p == nil {
		return nil, nil
	}
	return cslice(p, n, what)
}

// goString returns the NUL-terminated text at p; NULL is an error naming
// what.
func goString(p *C.char, what string) (string, error) {
	if p == nil {
		return "", fail(statusArgument, "%s is NULL", what)
	}
	return C.GoString(p), nil
}

// gameArg returns the game named by the NUL-terminated text at p.
func gameArg(p *C.char) (game, error) {
	text, err := goString(p, "the game's name")
	if err != nil {
		return nil, err
	}
	return lookupGame(text)
}

// goBytes is goString as bytes; NULL is the empty text when nullOK.
func goBytes(p *C.char, what string, nullOK bool) ([]byte, error) {
	if p == nil {
		if nullOK {
			return nil, nil
		}
		return nil, fail(statusArgument, "%s is NULL", what)
	}
	return C.GoBytes(unsafe.Pointer(p), C.int(C.strlen(p))), nil
}

// putText writes text and a NUL into buf of capacity values and its length
// (without the NUL) into *n. A buffer without room for text and its NUL is
// an error naming the size needed; *n is set all the same.
func putText(text []byte, buf *C.char, capacity C.int64_t, n *C.int64_t, what string) error {
	if n == nil {
		return fail(statusArgument, "%s: the length pointer is NULL", what)
	}
	*n = C.int64_t(len(text))
	dst, err := optional((*byte)(unsafe.Pointer(buf)), capacity, what)
	if err != nil {
		return err
	}
	if len(dst) < len(text)+1 {
		return fail(statusBuffer, "%s: the buffer holds %d bytes and %d are needed (%d and a NUL)", what, len(dst), len(text)+1, len(text))
	}
	copy(dst, text)
	dst[len(text)] = 0
	return nil
}

// newHandle stores v and writes its handle into *out. The caller may hold
// the lock of another slot: the table then takes only the new slot's lock,
// which others hold only for a moment and never while waiting for a lock.
func newHandle(v any, out *C.uint64_t) {
	*out = C.uint64_t(handles.add(v))
}

// kd_last_error copies the message of the calling thread's last failure
// into buf (capacity bytes, NUL included; truncated when it does not fit)
// and returns its length in bytes without the NUL; 0 when the thread has
// not failed. buf may be NULL to learn the length.
//
//export kd_last_error
func kd_last_error(buf *C.char, capacity C.int64_t) C.int64_t {
	msg := lastErrors.get(thread())
	if buf != nil && capacity > 0 {
		dst := unsafe.Slice((*byte)(unsafe.Pointer(buf)), int(capacity))
		k := copy(dst[:len(dst)-1], msg)
		dst[k] = 0
	}
	return C.int64_t(len(msg))
}

// kd_handles writes the number of live handles (games and batches) into
// *out, to find handles never freed.
//
//export kd_handles
func kd_handles(out *C.int64_t) (status C.int32_t) {
	defer guard("kd_handles", &status)
	if out == nil {
		return report("kd_handles", fail(statusArgument, "out is NULL"))
	}
	*out = C.int64_t(handles.count())
	return C.KD_OK
}

// kd_new starts a game: game is its name ("kingdomino", "kingdombuilder"
// or "arkadia") and config its configuration, the JSON object of the game
// package's Config ({"players": 2, "seed": 7, ...}; NULL or "" is {}; the
// game's default number of players when it names none). It writes the new
// game's handle into *out.
//
//export kd_new
func kd_new(game, config *C.char, out *C.uint64_t) (status C.int32_t) {
	const name = "kd_new"
	defer guard(name, &status)
	if out == nil {
		return report(name, fail(statusArgument, "out is NULL"))
	}
	g, err := gameArg(game)
	if err != nil {
		return report(name, err)
	}
	cfg, err := goBytes(config, "config", true)
	if err != nil {
		return report(name, err)
	}
	e, err := g.start(cfg)
	if err != nil {
		return report(name, err)
	}
	newHandle(e, out)
	return C.KD_OK
}

// kd_from_json makes a game in the state of doc, a JSON document of the
// game's package (as kd_to_json writes it), at the start of a move. It
// writes the new handle into *out.
//
//export kd_from_json
func kd_from_json(game, doc *C.char, out *C.uint64_t) (status C.int32_t) {
	const name = "kd_from_json"
	defer guard(name, &status)
	if out == nil {
		return report(name, fail(statusArgument, "out is NULL"))
	}
	g, err := gameArg(game)
	if err != nil {
		return report(name, err)
	}
	data, err := goBytes(doc, "the document", false)
	if err != nil {
		return report(name, err)
	}
	e, err := g.load(data)
	if err != nil {
		return report(name, err)
	}
	newHandle(e, out)
	return C.KD_OK
}

// kd_clone writes into *out a new handle to a copy of game h, the move
// under way included.
//
//export kd_clone
func kd_clone(h C.uint64_t, out *C.uint64_t) C.int32_t {
	return withHandle("kd_clone", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		newHandle(e.clone(), out)
		return nil
	})
}

// kd_free frees handle h, a game or a batch; h is refused from then on.
//
//export kd_free
func kd_free(h C.uint64_t) (status C.int32_t) {
	defer guard("kd_free", &status)
	if err := handles.remove(uint64(h)); err != nil {
		return report("kd_free", err)
	}
	return C.KD_OK
}

// kd_num_actions writes the number of distinct actions of game h into
// *out: actions are 0 to *out-1, as the game's package numbers them.
//
//export kd_num_actions
func kd_num_actions(h C.uint64_t, out *C.int64_t) C.int32_t {
	return withHandle("kd_num_actions", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		*out = C.int64_t(e.numActions())
		return nil
	})
}

// kd_action_ranges writes the ranges of game h's numbering of actions as a
// JSON array and a NUL into buf (capacity bytes), and its length into *n:
// one object a range, by increasing start, such as
// [{"start":0,"count":400,"name":"place","plane":true}, ...]. The ranges
// cover the actions 0 to kd_num_actions-1 once each; plane is true for a
// range of one action per cell of the observation's planes (rows x cols,
// row-major), and name is the one the game's package documents in its
// section Actions. When it does not fit, the error names the size needed.
//
//export kd_action_ranges
func kd_action_ranges(h C.uint64_t, buf *C.char, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_action_ranges", h, handles.env, func(e env) error {
		text, err := e.actionRanges()
		if err != nil {
			return err
		}
		if err := putText(text, buf, capacity, n, "action ranges"); err != nil {
			return err
		}
		return nil
	})
}

// kd_players writes the number of players of game h into *out.
//
//export kd_players
func kd_players(h C.uint64_t, out *C.int32_t) C.int32_t {
	return withHandle("kd_players", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		*out = C.int32_t(e.players())
		return nil
	})
}

// kd_observation_shape writes the shape of game h's observations into
// out[0..3]: planes, rows, columns and the length of the vector after the
// planes. An observation is planes*rows*columns+vector floats.
//
//export kd_observation_shape
func kd_observation_shape(h C.uint64_t, out *C.int64_t) C.int32_t {
	return withHandle("kd_observation_shape", h, handles.env, func(e env) error {
		dst, err := cslice(out, C.KD_SHAPE_DIMS, "shape")
		if err != nil {
			return err
		}
		sh := e.shape()
		dst[0], dst[1], dst[2], dst[3] = C.int64_t(sh.Planes), C.int64_t(sh.Rows), C.int64_t(sh.Cols), C.int64_t(sh.Vector)
		return nil
	})
}

// kd_to_move writes the player to move in game h into *out, -1 once the
// game is over.
//
//export kd_to_move
func kd_to_move(h C.uint64_t, out *C.int32_t) C.int32_t {
	return withHandle("kd_to_move", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		*out = C.int32_t(e.toMove())
		return nil
	})
}

// kd_terminal writes 1 into *out when game h is over, else 0.
//
//export kd_terminal
func kd_terminal(h C.uint64_t, out *C.int32_t) C.int32_t {
	return withHandle("kd_terminal", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		*out = bool32(e.terminal())
		return nil
	})
}

// bool32 is 1 for true, 0 for false.
func bool32(b bool) C.int32_t {
	if b {
		return 1
	}
	return 0
}

// kd_step takes action in game h. When it completes a move, the move is
// played; otherwise it extends the move under way (kd_prefix). It writes
// into *moved (when not NULL) 1 if a move was played, and into *terminal
// (when not NULL) 1 if the game is over. An action that is not legal is
// refused (KD_ERR_ILLEGAL, with the game's reason) and changes nothing.
//
//export kd_step
func kd_step(h C.uint64_t, action C.int32_t, moved, terminal *C.int32_t) C.int32_t {
	return withHandle("kd_step", h, handles.env, func(e env) error {
		m, err := e.step(int(action))
		if err != nil {
			return err
		}
		if moved != nil {
			*moved = bool32(m)
		}
		if terminal != nil {
			*terminal = bool32(e.terminal())
		}
		return nil
	})
}

// kd_step_mask is kd_step followed by kd_legal_mask, in one call: it takes
// action in game h, then writes the legal actions of the game that follows
// into mask (n bytes, at least kd_num_actions) and 1 into *terminal (when
// not NULL) if the game is over. A refused action changes nothing and
// writes nothing.
//
//export kd_step_mask
func kd_step_mask(h C.uint64_t, action C.int32_t, mask *C.uint8_t, n C.int64_t, terminal *C.int32_t) C.int32_t {
	return withHandle("kd_step_mask", h, handles.env, func(e env) error {
		dst, err := cslice((*uint8)(mask), n, "legal action mask")
		if err != nil {
			return err
		}
		if need := e.numActions(); len(dst) < need {
			return errBuffer("legal action mask", len(dst), need)
		}
		if _, err := e.step(int(action)); err != nil {
			return err
		}
		if err := e.mask(dst); err != nil {
			return err
		}
		if terminal != nil {
			*terminal = bool32(e.terminal())
		}
		return nil
	})
}

// kd_reset starts game h again, in place, configured by config (as kd_new:
// the same game, any configuration).
//
//export kd_reset
func kd_reset(h C.uint64_t, config *C.char) C.int32_t {
	return withHandle("kd_reset", h, handles.env, func(e env) error {
		cfg, err := goBytes(config, "config", true)
		if err != nil {
			return err
		}
		g, err := lookupGame(e.gameName())
		if err != nil {
			return err
		}
		if err := restart(g, e, cfg); err != nil {
			return err
		}
		return nil
	})
}

// kd_apply_notation plays in game h the move written in the game's
// notation. It is refused while a move is under way (kd_prefix).
//
//export kd_apply_notation
func kd_apply_notation(h C.uint64_t, text *C.char) C.int32_t {
	return withHandle("kd_apply_notation", h, handles.env, func(e env) error {
		move, err := goString(text, "the move")
		if err != nil {
			return err
		}
		if err := e.play(move); err != nil {
			return err
		}
		return nil
	})
}

// kd_legal_mask writes into mask[0..num_actions-1] 1 for each action legal
// in game h (after the move under way) and 0 for the others. n is the
// mask's capacity: at least kd_num_actions.
//
//export kd_legal_mask
func kd_legal_mask(h C.uint64_t, mask *C.uint8_t, n C.int64_t) C.int32_t {
	return withHandle("kd_legal_mask", h, handles.env, func(e env) error {
		dst, err := cslice((*uint8)(mask), n, "legal action mask")
		if err != nil {
			return err
		}
		if err := e.mask(dst); err != nil {
			return err
		}
		return nil
	})
}

// kd_legal_actions writes the actions legal in game h (after the move under
// way), increasing, into dst (capacity values) and their number into *n.
// None is legal exactly when the game is over. When they do not fit, the
// error names the size needed, which is also in *n.
//
//export kd_legal_actions
func kd_legal_actions(h C.uint64_t, dst *C.int32_t, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_legal_actions", h, handles.env, func(e env) error {
		return putInts("legal actions", e.legal(), dst, capacity, n)
	})
}

// putInts writes acts into dst (capacity values) and their number into *n.
func putInts(what string, acts []int32, dst *C.int32_t, capacity C.int64_t, n *C.int64_t) error {
	if n == nil {
		return fail(statusArgument, "n is NULL")
	}
	*n = C.int64_t(len(acts))
	out, err := optional((*int32)(dst), capacity, what)
	if err != nil {
		return err
	}
	if len(out) < len(acts) {
		return errBuffer(what, len(out), len(acts))
	}
	copy(out, acts)
	return nil
}

// withHandle runs f on the value of handle h, a game or a batch as get
// (handles.env or handles.batch) finds it, with the handle locked, for the
// exported function name: an error of get or f becomes the status returned
// and the calling thread's message, and a panic KD_ERR_INTERNAL.
func withHandle[T any](name string, h C.uint64_t, get func(uint64) (T, *slot, error), f func(T) error) (status C.int32_t) {
	defer guard(name, &status)
	v, s, err := get(uint64(h))
	if err != nil {
		return report(name, err)
	}
	defer s.mu.Unlock()
	if err := f(v); err != nil {
		return report(name, err)
	}
	return C.KD_OK
}

// kd_prefix writes the actions of the move under way in game h (taken
// since the last move was played) into dst (capacity values) and their
// number into *n: 0 at the start of a move. A game whose moves are all
// one action never has a move under way.
//
//export kd_prefix
func kd_prefix(h C.uint64_t, dst *C.int32_t, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_prefix", h, handles.env, func(e env) error {
		p := e.prefix()
		var acts [8]int32
		for i := range p.Len() {
			acts[i] = int32(p.At(i))
		}
		return putInts("prefix", acts[:p.Len()], dst, capacity, n)
	})
}

// kd_observe writes what player sees of game h, encoded as the game's
// package documents it, into dst (n floats, at least the size of the
// observation: kd_observation_shape).
//
//export kd_observe
func kd_observe(h C.uint64_t, player C.int32_t, dst *C.float, n C.int64_t) C.int32_t {
	return withHandle("kd_observe", h, handles.env, func(e env) error {
		out, err := cslice((*float32)(dst), n, "observation")
		if err != nil {
			return err
		}
		if err := e.observe(int(player), out); err != nil {
			return err
		}
		return nil
	})
}

// kd_scores writes each player's score in game h (the score so far before
// the end) into dst (n values, at least the number of players).
//
//export kd_scores
func kd_scores(h C.uint64_t, dst *C.double, n C.int64_t) C.int32_t {
	return withHandle("kd_scores", h, handles.env, func(e env) error {
		out, err := cslice((*float64)(dst), n, "scores")
		if err != nil {
			return err
		}
		if err := e.scores(out); err != nil {
			return err
		}
		return nil
	})
}

// kd_rewards writes each player's reward in game h into dst (n values, at
// least the number of players): 0 before the end of the game; at the end
// +1 for each winner and -1 for each other player.
//
//export kd_rewards
func kd_rewards(h C.uint64_t, dst *C.float, n C.int64_t) C.int32_t {
	return withHandle("kd_rewards", h, handles.env, func(e env) error {
		out, err := cslice((*float32)(dst), n, "rewards")
		if err != nil {
			return err
		}
		if err := e.rewards(out); err != nil {
			return err
		}
		return nil
	})
}

// kd_view writes into *out a new handle to game h as player sees it (what
// player may not see hidden), at the start of a move.
//
//export kd_view
func kd_view(h C.uint64_t, player C.int32_t, out *C.uint64_t) C.int32_t {
	return withHandle("kd_view", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		v, err := e.view(int(player))
		if err != nil {
			return err
		}
		newHandle(v, out)
		return nil
	})
}

// kd_determinize writes into *out a new handle to a complete game drawn
// from what player sees of game h (a game or a view), the unseen part drawn
// from seed (a PCG generator seeded with seed and 0x656e67696e65, as the
// JSON engine's determinize), at the start of a move.
//
//export kd_determinize
func kd_determinize(h C.uint64_t, player C.int32_t, seed C.uint64_t, out *C.uint64_t) C.int32_t {
	return withHandle("kd_determinize", h, handles.env, func(e env) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		d, err := e.determinize(int(player), uint64(seed))
		if err != nil {
			return err
		}
		newHandle(d, out)
		return nil
	})
}

// kd_to_json writes the JSON document of game h's state (the move under way
// is not in it) and a NUL into buf (capacity bytes) and its length into *n.
// When it does not fit, the error names the size needed.
//
//export kd_to_json
func kd_to_json(h C.uint64_t, buf *C.char, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_to_json", h, handles.env, func(e env) error {
		doc, err := e.marshal()
		if err != nil {
			return err
		}
		if err := putText(doc, buf, capacity, n, "JSON document"); err != nil {
			return err
		}
		return nil
	})
}

// kd_last_move writes the notation of the last move played in game h ("" if
// none) and a NUL into buf (capacity bytes) and its length into *n. When it
// does not fit, the error names the size needed.
//
//export kd_last_move
func kd_last_move(h C.uint64_t, buf *C.char, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_last_move", h, handles.env, func(e env) error {
		if err := putText([]byte(e.lastMove()), buf, capacity, n, "move"); err != nil {
			return err
		}
		return nil
	})
}

// kd_batch_new starts a batch of n games of game, configured by config (as
// kd_new, but without a seed), stepped by workers goroutines (0: one per
// core the Go runtime uses). Slot i's k-th game (k = 0 for the first)
// starts with the seed seed + k*n + i (modulo 2^64). It writes the batch's
// handle into *out.
//
//export kd_batch_new
func kd_batch_new(game, config *C.char, n C.int64_t, seed C.uint64_t, workers C.int32_t, out *C.uint64_t) (status C.int32_t) {
	const name = "kd_batch_new"
	defer guard(name, &status)
	if out == nil {
		return report(name, fail(statusArgument, "out is NULL"))
	}
	g, err := gameArg(game)
	if err != nil {
		return report(name, err)
	}
	cfg, err := goBytes(config, "config", true)
	if err != nil {
		return report(name, err)
	}
	if n < 1 || n > maxBatch {
		return report(name, fail(statusArgument, "a batch of %d games: want 1 to %d", int64(n), maxBatch))
	}
	b, err := newBatch(g, int(n), cfg, uint64(seed), int(workers))
	if err != nil {
		return report(name, err)
	}
	newHandle(b, out)
	return C.KD_OK
}

// kd_batch_dims writes the dimensions of batch b into out[0..6]: the number
// of games, of players, of actions, and the observation shape (planes,
// rows, columns, vector).
//
//export kd_batch_dims
func kd_batch_dims(b C.uint64_t, out *C.int64_t) C.int32_t {
	return withHandle("kd_batch_dims", b, handles.batch, func(bt *batch) error {
		dst, err := cslice(out, C.KD_BATCH_DIMS, "dims")
		if err != nil {
			return err
		}
		sh := bt.shape
		for i, v := range [...]int{bt.n, bt.players, bt.numActions, sh.Planes, sh.Rows, sh.Cols, sh.Vector} {
			dst[i] = C.int64_t(v)
		}
		return nil
	})
}

// batchOutputs reads the output arrays of kd_batch_step and
// kd_batch_observe; a NULL array is not written.
func batchOutputs(obs *C.float, nObs C.int64_t, masks *C.uint8_t, nMasks C.int64_t, rewards *C.float, nRewards C.int64_t,
	dones *C.uint8_t, nDones C.int64_t, toMove *C.int32_t, nToMove C.int64_t) (*outputs, error) {
	var out outputs
	var err error
	if out.obs, err = optional((*float32)(obs), nObs, "observations"); err != nil {
		return nil, err
	}
	if out.masks, err = optional((*uint8)(masks), nMasks, "masks"); err != nil {
		return nil, err
	}
	if out.rewards, err = optional((*float32)(rewards), nRewards, "rewards"); err != nil {
		return nil, err
	}
	if out.dones, err = optional((*uint8)(dones), nDones, "done flags"); err != nil {
		return nil, err
	}
	if out.toMove, err = optional((*int32)(toMove), nToMove, "players to move"); err != nil {
		return nil, err
	}
	return &out, nil
}

// kd_batch_step takes actions[i] (n_actions values, at least the number of
// games) in game i of batch b, for every game, on the batch's goroutines.
// It writes, for each game i, into row i of each array that is not NULL
// (each given with its capacity in values):
//
//   - rewards (games x players floats): the rewards of the step, 0 but on
//     the step that ends the game (see kd_rewards);
//   - dones (games bytes): 1 when the step ended the game, which is then
//     reset to the slot's next game (see kd_batch_new), else 0;
//   - obs (games x observation size floats): the observation by the player
//     to move, of the new game when it was reset;
//   - masks (games x num_actions bytes): the legal actions, as
//     kd_legal_mask;
//   - to_move (games int32): the player to move.
//
// An action that is not legal refuses the whole step (KD_ERR_ILLEGAL, with
// the game's index and reason) and no game changes.
//
//export kd_batch_step
func kd_batch_step(b C.uint64_t, actions *C.int32_t, nActions C.int64_t, obs *C.float, nObs C.int64_t, masks *C.uint8_t, nMasks C.int64_t,
	rewards *C.float, nRewards C.int64_t, dones *C.uint8_t, nDones C.int64_t, toMove *C.int32_t, nToMove C.int64_t) (status C.int32_t) {
	const name = "kd_batch_step"
	defer guard(name, &status)
	bt, s, err := handles.batch(uint64(b))
	if err != nil {
		return report(name, err)
	}
	defer s.mu.Unlock()
	acts, err := cslice((*int32)(actions), nActions, "actions")
	if err != nil {
		return report(name, err)
	}
	out, err := batchOutputs(obs, nObs, masks, nMasks, rewards, nRewards, dones, nDones, toMove, nToMove)
	if err != nil {
		return report(name, err)
	}
	if err := bt.step(acts, out); err != nil {
		return report(name, err)
	}
	return C.KD_OK
}

// kd_batch_observe writes, for every game of batch b, its observation, its
// legal actions and its player to move as kd_batch_step does, without
// changing any game (for the first step). NULL arrays are not written.
//
//export kd_batch_observe
func kd_batch_observe(b C.uint64_t, obs *C.float, nObs C.int64_t, masks *C.uint8_t, nMasks C.int64_t, toMove *C.int32_t, nToMove C.int64_t) C.int32_t {
	return withHandle("kd_batch_observe", b, handles.batch, func(bt *batch) error {
		out, err := batchOutputs(obs, nObs, masks, nMasks, nil, 0, nil, 0, toMove, nToMove)
		if err != nil {
			return err
		}
		if err := bt.observe(out); err != nil {
			return err
		}
		return nil
	})
}

// kd_batch_clone writes into *out a new handle to a copy of game i of
// batch b (0 <= i < games), the move under way included.
//
//export kd_batch_clone
func kd_batch_clone(b C.uint64_t, i C.int64_t, out *C.uint64_t) C.int32_t {
	return withHandle("kd_batch_clone", b, handles.batch, func(bt *batch) error {
		if out == nil {
			return fail(statusArgument, "out is NULL")
		}
		if i < 0 || int64(i) >= int64(bt.n) {
			return fail(statusArgument, "game %d is not in the batch (games 0 to %d)", int64(i), bt.n-1)
		}
		newHandle(bt.envs[i].clone(), out)
		return nil
	})
}
