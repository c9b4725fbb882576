//go:build cgo

package main

/*
#include <stdint.h>
*/
import "C"

// kd_action_to_string writes the notation of action, legal in game h after
// the move under way, and a NUL into buf (capacity bytes), and its length
// into *n: the move the action completes, such as "tile paddock 7,1>5,0";
// or, for the first action of a move of several (a Kingdom Builder
// settlement to move), the text that all the moves it begins share, up to
// and including their last '>', such as "tile paddock 7,1>". An action
// that is not legal is refused (KD_ERR_ILLEGAL, with the game's reason).
// When the text does not fit, the error names the size needed.
//
//export kd_action_to_string
func kd_action_to_string(h C.uint64_t, action C.int32_t, buf *C.char, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_action_to_string", h, handles.env, func(e env) error {
		text, err := e.(textEnv).actionString(int(action))
		if err != nil {
			return err
		}
		return putText([]byte(text), buf, capacity, n, "action")
	})
}

// kd_string_to_action writes into *action the action that text stands for
// in game h after the move under way: for a move in the game's notation,
// its first action at the start of a move, or its next action when it
// continues the move under way (so a Kingdom Builder "tile paddock
// 7,1>5,0" gives the source 3341, then, once 3341 is taken, the target
// 3701); for the text kd_action_to_string gives the first action of a
// move of several ("tile paddock 7,1>"), that action. Text that is no
// move is refused with KD_ERR_NOTATION, a move that is not legal or does
// not continue the move under way with KD_ERR_ILLEGAL.
//
//export kd_string_to_action
func kd_string_to_action(h C.uint64_t, text *C.char, action *C.int32_t) C.int32_t {
	return withHandle("kd_string_to_action", h, handles.env, func(e env) error {
		if action == nil {
			return fail(statusArgument, "action is NULL")
		}
		move, err := goString(text, "the move")
		if err != nil {
			return err
		}
		a, err := e.(textEnv).actionOf(move)
		if err != nil {
			return err
		}
		*action = C.int32_t(a)
		return nil
	})
}

// kd_history writes the moves played in game h since its game started
// (kd_new, kd_reset, a batch's reset), in the game's notation, as a JSON
// array of strings and a NUL into buf (capacity bytes), and its length
// into *n: ["pick 12", "place 0,1 h", ...]. The actions of a move under
// way are not in it (kd_prefix). A game read from a document, a view and
// a determinization start with an empty history; a clone keeps it. When
// it does not fit, the error names the size needed.
//
//export kd_history
func kd_history(h C.uint64_t, buf *C.char, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_history", h, handles.env, func(e env) error {
		doc, err := e.(textEnv).history()
		if err != nil {
			return err
		}
		return putText(doc, buf, capacity, n, "history")
	})
}

// kd_render writes a picture of game h's state and a NUL into buf
// (capacity bytes), and its length into *n. format is "text" (the game
// package's State.String: the board, the supplies, the scores, as plain
// text) or "svg" (an SVG 1.1 picture, as examples/render draws it). When
// it does not fit, the error names the size needed.
//
//export kd_render
func kd_render(h C.uint64_t, format *C.char, buf *C.char, capacity C.int64_t, n *C.int64_t) C.int32_t {
	return withHandle("kd_render", h, handles.env, func(e env) error {
		f, err := goString(format, "the format")
		if err != nil {
			return err
		}
		pic, err := e.(textEnv).render(f)
		if err != nil {
			return err
		}
		return putText(pic, buf, capacity, n, "picture")
	})
}
