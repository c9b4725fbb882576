package gametest

import (
	"errors"
	"fmt"
	"slices"

	"github.com/boardrules/kingdoms"
)

// actions checks a game's numbering of moves ([kingdoms.Actions]) at s,
// whose legal moves are legal: the actions of every prefix are increasing
// and in range, following them from the zero prefix reaches every legal move
// exactly once, EncodeMove gives back the actions that reached each move,
// actions that are not legal and moves that are not legal are refused with
// ErrIllegalMove, and the number of actions is the same in every state of a
// game; for a game that gives the ranges of its numbering, ranges checks
// them. It does nothing for a game without a numbering.
func (r *runner[S, M]) actions(s S, legal []M) {
	ac, ok := r.g.(kingdoms.Actions[S, M])
	if !ok {
		return
	}
	n := ac.NumActions(s)
	if n <= 0 {
		r.fail("actions", nil, "NumActions is %d", n)
		return
	}
	if r.numActions == 0 {
		r.numActions = n
	} else if n != r.numActions {
		r.fail("actions", nil, "NumActions is %d here and was %d earlier in the same game", n, r.numActions)
		return
	}
	type path struct {
		acts []int32
		m    M
	}
	var found []path
	var listed []int32 // every action listed after some prefix
	var walk func(p kingdoms.Prefix, acts []int32) bool
	walk = func(p kingdoms.Prefix, acts []int32) bool {
		list := ac.AppendActions(nil, s, p)
		listed = append(listed, list...)
		if again := ac.AppendActions(make([]int32, 1, 1+len(list)), s, p); len(again) != 1+len(list) || !slices.Equal(again[1:], list) {
			r.fail("actions", nil, "AppendActions after %v lists %v with an action in dst, %v without", p, again, list)
			return false
		}
		switch {
		case p.Len() == 0 && len(list) == 0 && len(legal) > 0:
			r.fail("actions", nil, "AppendActions lists no action where %d moves are legal", len(legal))
			return false
		case p.Len() > 0 && len(list) == 0:
			r.fail("actions", nil, "AppendActions lists no action after the prefix %v that DecodeAction returned", p)
			return false
		}
		for i, a := range list {
			if a < 0 || int(a) >= n || i > 0 && a <= list[i-1] {
				r.fail("actions", nil, "AppendActions after %v lists %v: not increasing within 0..%d", p, list, n-1)
				return false
			}
		}
		// An action that is not listed is refused: the first gap, and the
		// ends of the range.
		gap := int32(0)
		for _, a := range list {
			if a != gap {
				break
			}
			gap++
		}
		for _, a := range []int{-1, n, int(gap)} {
			if a == int(gap) && int(gap) >= n {
				continue
			}
			_, _, _, err := ac.DecodeAction(s, p, a)
			if !errors.Is(err, kingdoms.ErrIllegalMove) {
				r.fail("actions", nil, "DecodeAction after %v of action %d, which AppendActions does not list, gave error %v, want one wrapping ErrIllegalMove", p, a, err)
				return false
			}
			r.shape(fmt.Sprintf("DecodeAction after %v of action %d, which AppendActions does not list", p, a), nil, err)
		}
		for _, a := range list {
			m, next, done, err := ac.DecodeAction(s, p, int(a))
			here := append(slices.Clip(acts), a)
			switch {
			case err != nil:
				r.fail("actions", nil, "DecodeAction after %v of the listed action %d: %v", p, a, err)
				return false
			case done:
				found = append(found, path{here, m})
			case next.Len() != p.Len()+1 || next.At(p.Len()) != int(a) || len(here) >= kingdoms.MaxMoveActions:
				r.fail("actions", nil, "DecodeAction after %v of action %d returned the prefix %v, want %v followed by %d (and at most %d actions a move)", p, a, next, p, a, kingdoms.MaxMoveActions)
				return false
			default:
				if !walk(next, here) {
					return false
				}
			}
		}
		return true
	}
	if !walk(kingdoms.Prefix{}, nil) {
		return
	}
	r.ranges(s, n, listed)
	if len(found) != len(legal) {
		r.fail("actions", nil, "the actions reach %d moves where %d are legal", len(found), len(legal))
		return
	}
	isLegal := make(map[M]bool, len(legal))
	for _, m := range legal {
		isLegal[m] = true
	}
	seen := make(map[M]bool, len(found))
	for _, f := range found {
		m := f.m
		switch {
		case !isLegal[m]:
			r.fail("actions", &m, "the actions %v give a move that is not legal", f.acts)
			return
		case seen[m]:
			r.fail("actions", &m, "two sequences of actions give the same move, %v among them", f.acts)
			return
		}
		seen[m] = true
		enc, err := ac.EncodeMove([]int32{-7}, s, m)
		if err != nil || len(enc) == 0 || enc[0] != -7 || !slices.Equal(enc[1:], f.acts) {
			r.fail("actions", &m, "EncodeMove gives %v (error %v), want the actions %v after dst's -7", enc, err, f.acts)
			return
		}
	}
	for _, m := range r.pool {
		if isLegal[m] {
			continue
		}
		if _, err := ac.EncodeMove(nil, s, m); !errors.Is(err, kingdoms.ErrIllegalMove) {
			r.fail("actions", &m, "EncodeMove of a move that is not legal gave error %v, want one wrapping ErrIllegalMove", err)
		} else {
			r.shape("EncodeMove of a move that is not legal", &m, err)
		}
		break
	}
}
