package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/render"
)

// This file gives an env's actions and moves as text: an action's notation
// and back, the moves played so far, and the state's pictures (text and
// SVG). None of it is on the hot path of a learner: each call may
// allocate.

// histCap is the capacity of a new env's history, in moves: enough that the
// first steps of a game do not allocate; it grows to the longest game the
// env plays and is reused by the next.
const histCap = 32

// textEnv is what an env gives as text; every gameEnv is one.
type textEnv interface {
	// actionString returns the notation of action a, legal after the move
	// under way: the move it completes, or for the first action of a move
	// of several, the text its moves share up to their last '>' (see
	// partialText).
	actionString(a int) (string, error)
	// actionOf returns the action that text stands for after the move
	// under way: a move's notation gives its next action (its first at
	// the start of a move), and the text actionString gives a first
	// action gives that action.
	actionOf(text string) (int, error)
	// history returns the notation of the moves played since the env's
	// game started, as a JSON array of strings.
	history() ([]byte, error)
	// render returns the state's picture in format: "text" (the state's
	// String) or "svg" (examples/render).
	render(format string) ([]byte, error)
}

func (e *gameEnv[S, M]) actionString(a int) (string, error) {
	m, next, done, err := e.a.act.DecodeAction(e.s, e.p, a)
	if err != nil {
		return "", fail(statusIllegal, "action %d after %v: %w", a, e.p, err)
	}
	if done {
		return e.a.g.FormatMove(m), nil
	}
	return e.partialText(next)
}

// partialText returns the text of the move begun by prefix p: the longest
// start that the notations of all the moves p can complete share, cut
// after its last '>' when it has one (a Kingdom Builder move of two
// actions is written SOURCE>TARGET, so its source's text is
// "tile paddock 7,1>" whatever the targets).
func (e *gameEnv[S, M]) partialText(p kingdoms.Prefix) (string, error) {
	targets := e.a.act.AppendActions(nil, e.s, p)
	if len(targets) == 0 {
		return "", fail(statusInternal, "%s: the actions %v start no move (a bug of the game's numbering)", e.a.g.Name(), p)
	}
	common := ""
	for i, t := range targets {
		text, err := e.completion(p, int(t))
		if err != nil {
			return "", err
		}
		if i == 0 {
			common = text
			continue
		}
		n := 0
		for n < len(common) && n < len(text) && common[n] == text[n] {
			n++
		}
		common = common[:n]
	}
	if k := strings.LastIndexByte(common, '>'); k >= 0 {
		common = common[:k+1]
	}
	return common, nil
}

// completion returns the notation of the move that action a completes after
// prefix p, following the first legal action for any further action.
func (e *gameEnv[S, M]) completion(p kingdoms.Prefix, a int) (string, error) {
	for range 8 {
		m, next, done, err := e.a.act.DecodeAction(e.s, p, a)
		if err != nil {
			return "", fail(statusInternal, "%s: action %d listed after %v does not decode: %w", e.a.g.Name(), a, p, err)
		}
		if done {
			return e.a.g.FormatMove(m), nil
		}
		targets := e.a.act.AppendActions(nil, e.s, next)
		if len(targets) == 0 {
			break
		}
		p, a = next, int(targets[0])
	}
	return "", fail(statusInternal, "%s: the actions %v complete no move (a bug of the game's numbering)", e.a.g.Name(), p)
}

func (e *gameEnv[S, M]) actionOf(text string) (int, error) {
	m, perr := e.a.g.ParseMove(text)
	if perr != nil {
		// The text of a first action (actionString) is no move: look for
		// it among the legal first actions.
		if strings.HasSuffix(strings.TrimSpace(text), ">") {
			want := strings.TrimSpace(text)
			for _, a := range e.legal() {
				if _, next, done, err := e.a.act.DecodeAction(e.s, e.p, int(a)); err == nil && !done {
					if got, err := e.partialText(next); err == nil && got == want {
						return int(a), nil
					}
				}
			}
			return 0, fail(statusIllegal, "%s: %q begins no legal move after %v", e.a.g.Name(), text, e.p)
		}
		return 0, fail(statusNotation, "%w", perr)
	}
	acts, err := e.a.act.EncodeMove(nil, e.s, m)
	if err != nil {
		return 0, fail(statusIllegal, "%w", err)
	}
	n := e.p.Len()
	if len(acts) <= n {
		return 0, fail(statusIllegal, "%s: move %q is %d actions %v and the actions %v of a move are under way", e.a.g.Name(), text, len(acts), acts, e.p)
	}
	for i := range n {
		if int(acts[i]) != e.p.At(i) {
			return 0, fail(statusIllegal, "%s: move %q (actions %v) does not continue the move under way %v", e.a.g.Name(), text, acts, e.p)
		}
	}
	return int(acts[n]), nil
}

func (e *gameEnv[S, M]) history() ([]byte, error) {
	moves := make([]string, len(e.hist))
	for i, m := range e.hist {
		moves[i] = e.a.g.FormatMove(m)
	}
	doc, err := json.Marshal(moves)
	if err != nil {
		return nil, fail(statusInternal, "history: %v", err)
	}
	return doc, nil
}

// pictures are the SVG pictures of examples/render, by game: each is a
// func(S) []byte for the game's state type S.
var pictures = map[string]any{
	"kingdomino":     render.Kingdomino,
	"kingdombuilder": render.KingdomBuilder,
	"arkadia":        render.Arkadia,
}

func (e *gameEnv[S, M]) render(format string) ([]byte, error) {
	switch format {
	case "text":
		st, ok := any(e.s).(fmt.Stringer)
		if !ok {
			return nil, fail(statusArgument, "%s has no text picture (its state has no String method)", e.a.g.Name())
		}
		return []byte(st.String()), nil
	case "svg":
		draw, ok := pictures[e.a.g.Name()].(func(S) []byte)
		if !ok {
			return nil, fail(statusArgument, "%s has no SVG picture", e.a.g.Name())
		}
		return draw(e.s), nil
	}
	return nil, fail(statusArgument, "render: format %q: want \"text\" or \"svg\"", format)
}
