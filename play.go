package kingdoms

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Playout plays uniformly random legal moves from s until the game is over,
// or until maxMoves moves have been made when maxMoves > 0. It returns the
// last state and the number of moves made.
//
// An error means the game broke its contract: a legal move did not apply.
// The error names the move and how many moves were made before it, and the
// state returned is then the zero state, as Apply returned it: Playout keeps
// no copy of the previous state, because every copy of a large state costs
// time on this hot path (the same rng replays the game to that point).
//
// A nil rng gives s, 0 and an error wrapping [ErrBadArgument]. A state that
// has no legal move but is not over gives that state, the moves made and an
// error: such a state is a player's view, which no tool plays (the error is
// then the one the game's Apply gives for it, wrapping [ErrBadArgument],
// such as "kingdomino: this is player 0's view: Determinize it first"), or
// a game that broke its contract.
//
// Playout allocates its move buffer once per call; [PlayoutWith] reuses one
// across calls.
func Playout[S any, M comparable](g Game[S, M], s S, rng *rand.Rand, maxMoves int) (S, int, error) {
	s, n, _, err := PlayoutWith(g, s, rng, maxMoves, make([]M, 0, 64))
	return s, n, err
}

// PlayoutWith is [Playout] with a move buffer owned by the caller: it plays
// with buf (its contents are overwritten) and returns it, grown if needed, for
// the next call. A search that plays many playouts with one buffer, and a
// game whose AppendLegal and Apply do not allocate, allocate nothing per
// move.
//
// When g also implements [Stepper], the state is advanced in place, with no
// copy of it per move, and when it implements [Sampler] too, each move is
// drawn without listing every legal move, and when it implements
// [RandomStepper], played without checking it again; the moves and the
// result are the same. The state is then moved to the heap once per call; [PlayoutTo] on a
// state the caller keeps avoids even that.
func PlayoutWith[S any, M comparable](g Game[S, M], s S, rng *rand.Rand, maxMoves int, buf []M) (S, int, []M, error) {
	if rng == nil {
		return s, 0, buf, fmt.Errorf("%s: playout: %w: the random generator is nil", g.Name(), ErrBadArgument)
	}
	if st, ok := g.(Stepper[S, M]); ok {
		return playoutInPlace(g, st, s, rng, maxMoves, buf)
	}
	n := 0
	for maxMoves <= 0 || n < maxMoves {
		buf = g.AppendLegal(buf[:0], s)
		if len(buf) == 0 {
			if !g.IsTerminal(s) {
				return s, n, buf, stalled(g, s, n)
			}
			break
		}
		m := buf[rng.IntN(len(buf))]
		var err error
		if s, err = g.Apply(s, m); err != nil {
			return s, n, buf, notApplied(g, m, n, err)
		}
		n++
	}
	return s, n, buf, nil
}

// playoutInPlace is PlayoutWith for a game that advances its states in place.
func playoutInPlace[S any, M comparable](g Game[S, M], st Stepper[S, M], s S, rng *rand.Rand, maxMoves int, buf []M) (S, int, []M, error) {
	n, buf, err := playTo(g, st, &s, rng, maxMoves, buf)
	var stall *stallError
	if err != nil && !errors.As(err, &stall) {
		var zero S
		return zero, n, buf, err
	}
	return s, n, buf, err // nil, or a stall: s is as it was
}

// PlayoutTo is [PlayoutWith] on a state the caller holds: it plays from *s
// and leaves the last state in *s, returning the number of moves made and
// the buffer. When g implements [Stepper] it advances *s in place, so a
// caller that keeps its state in memory it reuses (a field of a search, say)
// plays whole games without copying or allocating a state; otherwise it
// plays by value and stores the result. On an error (a nil rng, a legal
// move that did not apply, or a state with no legal move that is not over,
// such as a view: see [Playout]) *s is left as it was before the failing
// step.
func PlayoutTo[S any, M comparable](g Game[S, M], s *S, rng *rand.Rand, maxMoves int, buf []M) (int, []M, error) {
	if rng == nil {
		return 0, buf, fmt.Errorf("%s: playout: %w: the random generator is nil", g.Name(), ErrBadArgument)
	}
	if st, ok := g.(Stepper[S, M]); ok {
		return playTo(g, st, s, rng, maxMoves, buf)
	}
	n := 0
	for maxMoves <= 0 || n < maxMoves {
		buf = g.AppendLegal(buf[:0], *s)
		if len(buf) == 0 {
			if !g.IsTerminal(*s) {
				return n, buf, stalled(g, *s, n)
			}
			break
		}
		m := buf[rng.IntN(len(buf))]
		next, err := g.Apply(*s, m)
		if err != nil {
			return n, buf, notApplied(g, m, n, err)
		}
		*s = next
		n++
	}
	return n, buf, nil
}

// playTo plays random moves in place on *s.
func playTo[S any, M comparable](g Game[S, M], st Stepper[S, M], s *S, rng *rand.Rand, maxMoves int, buf []M) (int, []M, error) {
	n := 0
	if rs, ok := g.(RandomStepper[S, M]); ok {
		for maxMoves <= 0 || n < maxMoves {
			var ok bool
			if _, ok, buf = rs.StepRandom(buf, s, rng); !ok {
				if !g.IsTerminal(*s) {
					return n, buf, stalled(g, *s, n)
				}
				break
			}
			n++
		}
		return n, buf, nil
	}
	if sm, ok := g.(Sampler[S, M]); ok {
		for maxMoves <= 0 || n < maxMoves {
			var m M
			var ok bool
			if m, ok, buf = sm.SampleLegal(buf, s, rng); !ok {
				if !g.IsTerminal(*s) {
					return n, buf, stalled(g, *s, n)
				}
				break
			}
			if err := st.ApplyTo(s, m); err != nil {
				return n, buf, notApplied(g, m, n, err)
			}
			n++
		}
		return n, buf, nil
	}
	for maxMoves <= 0 || n < maxMoves {
		buf = st.AppendLegalTo(buf[:0], s)
		if len(buf) == 0 {
			if !g.IsTerminal(*s) {
				return n, buf, stalled(g, *s, n)
			}
			break
		}
		m := buf[rng.IntN(len(buf))]
		if err := st.ApplyTo(s, m); err != nil {
			return n, buf, notApplied(g, m, n, err)
		}
		n++
	}
	return n, buf, nil
}

// Replay applies moves in order from s. It returns every state: s first, then
// the state after each move, so len(states) == len(moves)+1. At the first
// move that does not apply it returns the states reached so far and an error
// that gives the move's index and notation and wraps the game's error.
func Replay[S any, M comparable](g Game[S, M], s S, moves []M) ([]S, error) {
	states := make([]S, 1, len(moves)+1)
	states[0] = s
	for i, m := range moves {
		next, err := g.Apply(s, m)
		if err != nil {
			return states, moveError(g, i, m, err)
		}
		s = next
		states = append(states, s)
	}
	return states, nil
}

// ParseMoves reads a list of moves in the game's notation, for example a game
// record. The error names the index of the first bad entry.
//
// The errors of Replay and ParseMoves wrap the game's error and say the
// game's name once: "kingdomino: move 1: move "zzz": ...", not
// "kingdomino: move 1: kingdomino: move "zzz": ...".
func ParseMoves[S any, M comparable](g Game[S, M], texts []string) ([]M, error) {
	moves := make([]M, len(texts))
	for i, t := range texts {
		m, err := g.ParseMove(t)
		if err != nil {
			return nil, gameError(g.Name(), fmt.Sprintf("move %d", i), err)
		}
		moves[i] = m
	}
	return moves, nil
}

// moveError is the error of Replay at move i: "kingdomino: move 4: place
// 7 0,0 right: ...". It names the move once: the games' own errors open with
// the move, and a game whose error does not gets it in parentheses.
func moveError[S any, M comparable](g Game[S, M], i int, m M, err error) error {
	name, text := g.Name(), g.FormatMove(m)
	msg, _ := strings.CutPrefix(err.Error(), name+": ")
	if strings.HasPrefix(msg, text+": ") {
		return gameError(name, fmt.Sprintf("move %d", i), err)
	}
	return gameError(name, fmt.Sprintf("move %d (%s)", i, text), err)
}

// notApplied is the error of a playout whose legal move m did not apply
// after n moves.
func notApplied[S any, M comparable](g Game[S, M], m M, n int, err error) error {
	return gameError(g.Name(), fmt.Sprintf("legal move %s did not apply after %d moves", g.FormatMove(m), n), err)
}

// stallError is the error of a playout that met a state with no legal move
// that is not over.
type stallError struct{ wrapped }

// stalled returns the error of a playout that found no legal move in s, a
// state that is not over, after n moves: the error the game's Apply gives
// for s when it wraps ErrBadArgument (s is a player's view, which the
// game refuses to play: "this is player p's view: Determinize it first"),
// and otherwise an error wrapping ErrBadState (the game broke its
// contract).
func stalled[S any, M comparable](g Game[S, M], s S, n int) error {
	var m M
	if _, err := g.Apply(s, m); errors.Is(err, ErrBadArgument) {
		return &stallError{wrapped{err.Error(), err}}
	}
	err := fmt.Errorf("%s: no legal move after %d moves in a state that is not over: %w", g.Name(), n, ErrBadState)
	return &stallError{wrapped{err.Error(), err}}
}

// wrapped is an error with its own message that wraps err.
type wrapped struct {
	msg string
	err error
}

func (e *wrapped) Error() string { return e.msg }
func (e *wrapped) Unwrap() error { return e.err }

// gameError returns err, an error of the game named name, with what a tool
// adds (where) after the name, which the message then says once:
// "kingdomino: move 1: move "zzz": ..." rather than "kingdomino: move 1:
// kingdomino: move "zzz": ...". It wraps err.
func gameError(name, where string, err error) error {
	msg, _ := strings.CutPrefix(err.Error(), name+": ")
	return &wrapped{name + ": " + where + ": " + msg, err}
}
