package kingdomino

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// This file numbers the moves for learning code: the package's side of
// kingdoms.Actions, documented at NumActions.

// NumActions returns the number of distinct actions of s's game: 329 with
// 2 or 4 players, 328 with 3, and 681 in the Mighty Duel. It depends only
// on the player count and the Mighty Duel: every state of a game gives the
// same number. It is [kingdoms.Actions.NumActions].
//
// For a policy network, every move is one number, an action, from 0 up to
// but not including NumActions ([Game] is also a [kingdoms.Actions]; no
// move takes more than one action). An action means the same decision in
// every state: the domino it lays, discards or picks is the one the acting
// king must handle or the one on a slot of the next line, never a domino
// number. With side = 9 (13 in the Mighty Duel), R = 4 (6) and n the kings
// in a line (3 with 3 players, 4 otherwise):
//
//	0 .. 4 x side x side - 1   lay the acting king's domino with its
//	                           left half on square (r,c) and its right
//	                           half in direction dir: the action
//	                           dir x side x side + (r+R) x side + (c+R),
//	                           dir 0 up, 1 right, 2 down, 3 left
//	4 x side x side            discard it (legal only when it fits nowhere)
//	4 x side x side + 1 + k    pick the domino on slot k of the next line,
//	                           k < n (the line is in ascending number)
//
// So NumActions is 4 x 81 + 1 + 4 = 329 with 2 or 4 players, 328 with 3,
// and 4 x 169 + 1 + 4 = 681 in the Mighty Duel; the other variants do not
// change it. The placements of one direction are a plane of side x side
// numbers laid out as the kingdom planes of [Observe] (square (r,c) at row
// r+R, column c+R), so that a convolutional head can score them in place.
// Some placement actions are never legal (a left half on the top row with
// its right half up; the up and left forms of dominoes 1 to 12, which
// [AppendLegal] lists right and down only): they are kept so that the
// planes stay square. For example, in a 4-player game, "place 23 0,1
// right" is 81 + 4 x 9 + 5 = 122, "place 23 -1,0 up" is 0 + 3 x 9 + 4 =
// 31, a discard is 324, and picking the third domino of the next line is
// 327.
//
// [AppendActions] lists the legal actions in increasing order, the i-th
// being the action of the i-th move of [AppendLegal], without allocating
// when dst has room and at the cost of AppendLegal. [DecodeAction] (or
// [MoveOf]) gives the move of an action, legality included, and
// [EncodeMove] (or [ActionOf]) the action of a move; an action or a move
// that is not legal gives an error wrapping [kingdoms.ErrIllegalMove] that
// says why. [kingdoms.ActionMask] turns the list into a mask, and
// [ActionRanges] gives the ranges above as data.
func NumActions(s State) int { return s.numActions() }

// AppendActions appends to dst the actions legal in s after prefix p, in
// increasing order, and returns the result; it is [kingdoms.Actions.AppendActions].
// Every move of Kingdomino is one action, so a move starts and ends with
// the zero Prefix: after it, the list is empty exactly when the game is
// over (or s is a view, where nothing is legal); after any other prefix it
// appends nothing. It does not allocate when dst has room. The i-th action
// it lists is that of the i-th move of [AppendLegal].
func AppendActions(dst []int32, s State, p kingdoms.Prefix) []int32 {
	if p.Len() != 0 {
		return dst
	}
	return s.appendActions(dst)
}

// DecodeAction takes action a after prefix p in s; it is
// [kingdoms.Actions.DecodeAction]. Every move is one action, so with the
// zero prefix it returns the move of a, the zero Prefix and done; [MoveOf]
// is the same without the prefix. An action that is not legal in s, or a
// prefix that is not the zero one, gives an error wrapping
// [kingdoms.ErrIllegalMove] that says why: a out of range, or the move it
// would be and why that move is not legal, or that no move has that number
// in this phase. On a view it gives the error of [Apply].
func DecodeAction(s State, p kingdoms.Prefix, a int) (m Move, next kingdoms.Prefix, done bool, err error) {
	if p.Len() != 0 {
		return Move{}, kingdoms.Prefix{}, false, actionError(a, "after the prefix %v: every move of Kingdomino is one action, so a move starts with the empty prefix", p)
	}
	m, err = s.decodeAction(a)
	return m, kingdoms.Prefix{}, err == nil, err
}

// EncodeMove appends to dst the action of m, which must be legal in s, and
// returns the result; it is [kingdoms.Actions.EncodeMove]. Every move is
// one action, so it appends exactly one; [ActionOf] returns it. A move that
// is not legal gives dst and an error wrapping [kingdoms.ErrIllegalMove]
// that says why; on a view, the error of [Apply].
func EncodeMove(dst []int32, s State, m Move) ([]int32, error) {
	a, err := s.encodeMove(m)
	if err != nil {
		return dst, err
	}
	return append(dst, int32(a)), nil
}

// MoveOf returns the move of action a in s: [DecodeAction] with the zero
// prefix, for a game whose every move is one action.
func MoveOf(s State, a int) (Move, error) { return s.decodeAction(a) }

// ActionOf returns the action of move m, legal in s: the one action
// [EncodeMove] appends.
func ActionOf(s State, m Move) (int, error) { return s.encodeMove(m) }

// side is the number of rows (and columns) of the square of kingdom
// coordinates a placement's left half may take: 9 (-4..4), 13 (-6..6) in
// the Mighty Duel. A direction's placements are side x side actions.
func (s *State) side() int { return 2*s.size() - 1 }

// discardAction is the action of a discard, which follows the placements.
func (s *State) discardAction() int { n := s.side(); return 4 * n * n }

// numActions is NumActions for the game of s. (The zero State, which has no
// kings, gives that of a 5x5 game with empty lines.)
func (s *State) numActions() int { return s.discardAction() + 1 + int(s.kings) }

// placeAction returns the action of placement m (of a legal move: its
// square is within the kingdom's reach).
func (s *State) placeAction(m Move) int {
	n := s.side()
	r := n / 2
	return int(m.Dir())*n*n + (int(m.row)+r)*n + int(m.col) + r
}

// cellAction[0][i] is the action of a placement up whose left half is on
// grid cell i of a 5x5 kingdom (row and column -4..4), and cellAction[1][i]
// that of a 7x7 one; adding d x side x side gives direction d. (They have
// 256 entries so that an index of a byte needs no bounds check. Cells
// beyond a kingdom's reach never hold a legal placement.)
var cellAction = func() (t [2][256]int16) {
	for i := range 192 {
		p := pointOf(i)
		t[0][i] = int16((p.Row+4)*9 + p.Col + 4)
		t[1][i] = int16((p.Row+6)*13 + p.Col + 6)
	}
	return t
}()

// appendActions is AppendActions on a pointer. It writes the actions from
// the same sets as appendLegal, without building the moves: a direction's
// sets are stored by increasing cell, so by increasing action.
func (s *State) appendActions(dst []int32) []int32 {
	if s.view != 0 {
		return dst
	}
	switch s.phase {
	case Choosing, Picking:
		pick := int32(s.discardAction() + 1)
		for i, x := range s.next[:s.kings] {
			if x.domino != 0 && x.king < 0 {
				dst = append(dst, pick+int32(i))
			}
		}
	case Placing:
		d := s.cur[s.slot].domino
		k := &s.boards[s.cur[s.slot].king]
		n := len(dst)
		if s.flags&flagDuel == 0 {
			up, right, down, left, st := k.anchorWindows(d)
			total := up.count() + right.count() + down.count() + left.count()
			dst = slices.Grow(dst, total)[:n+total]
			out := dst[n:]
			t := &cellAction[0]
			i := storeWindowActions(out, 0, up, 0*81, st, t)
			i = storeWindowActions(out, i, right, 1*81, st, t)
			i = storeWindowActions(out, i, down, 2*81, st, t)
			storeWindowActions(out, i, left, 3*81, st, t)
		} else {
			var a [4]cells
			k.anchorSets(d, 7, &a)
			total := a[0].count() + a[1].count() + a[2].count() + a[3].count()
			dst = slices.Grow(dst, total)[:n+total]
			out := dst[n:]
			t := &cellAction[1]
			i := 0
			for dir := range a {
				c := &a[dir]
				base := int32(dir * 13 * 13)
				for x := c.w0; x != 0; x &= x - 1 {
					out[i] = base + int32(t[bits.TrailingZeros64(x)])
					i++
				}
				for x := c.w1; x != 0; x &= x - 1 {
					out[i] = base + int32(t[64+bits.TrailingZeros64(x)])
					i++
				}
				for x := c.w2; x != 0; x &= x - 1 {
					out[i] = base + int32(t[128+bits.TrailingZeros64(x)])
					i++
				}
			}
		}
		if len(dst) == n {
			dst = append(dst, int32(s.discardAction()))
		}
	}
	return dst
}

// storeWindowActions stores at out[i:] the actions base plus the
// placement numbers t of the cells of w, a window from cell st, and returns
// the index after them.
func storeWindowActions(out []int32, i int, w window, base int32, st uint, t *[256]int16) int {
	for x := w.lo; x != 0; x &= x - 1 {
		out[i] = base + int32(t[uint8(st+uint(bits.TrailingZeros64(x)))])
		i++
	}
	for x := w.hi; x != 0; x &= x - 1 {
		out[i] = base + int32(t[uint8(st+64+uint(bits.TrailingZeros64(x)))])
		i++
	}
	return i
}

// actionError returns an error wrapping ErrIllegalMove about action a.
func actionError(a int, format string, args ...any) error {
	return fmt.Errorf("kingdomino: action %d: %s: %w", a, fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
}

// decodeAction is DecodeAction on a pointer: the move of action a in this
// phase, then whether it is legal.
func (s *State) decodeAction(a int) (Move, error) {
	if s.view != 0 {
		return Move{}, s.viewError()
	}
	n := s.numActions()
	if a < 0 || a >= n {
		return Move{}, actionError(a, "out of range: the actions of this game are 0 to %d", n-1)
	}
	disc := s.discardAction()
	var m Move
	switch s.phase {
	case Over:
		return Move{}, actionError(a, "the game is over")
	case Choosing, Picking:
		if a <= disc {
			return Move{}, actionError(a, "no move has that number now: player %d must pick a domino of the next line (actions %d to %d), not place or discard", s.ToMove(), disc+1, n-1)
		}
		x := s.next[a-disc-1]
		if x.domino == 0 {
			return Move{}, actionError(a, "no move has that number now: slot %d of the next line is empty", a-disc-1)
		}
		m = PickMove(x.domino)
	case Placing:
		d := s.cur[s.slot].domino
		switch {
		case a > disc:
			return Move{}, actionError(a, "no move has that number now: player %d must place domino %v (actions 0 to %d) or discard it (action %d), not pick", s.ToMove(), d, disc-1, disc)
		case a == disc:
			m = DiscardMove(d)
		default:
			side := s.side()
			r := side / 2
			sq := a % (side * side)
			m = PlaceMove(d, squaregrid.Pt(sq/side-r, sq%side-r), squaregrid.Direction(a/(side*side)))
		}
	}
	if err := s.why(m); err != nil {
		return Move{}, fmt.Errorf("kingdomino: action %d is %v, which is not legal: %w", a, m, err)
	}
	return m, nil
}

// encodeMove is EncodeMove on a pointer.
func (s *State) encodeMove(m Move) (int, error) {
	if s.view != 0 {
		return 0, s.viewError()
	}
	if err := s.why(m); err != nil {
		return 0, fmt.Errorf("kingdomino: %v has no action: %w", m, err)
	}
	switch m.Kind() {
	case Place:
		return s.placeAction(m), nil
	case Discard:
		return s.discardAction(), nil
	}
	// A legal pick: its domino is in the next line.
	i := 0
	for s.next[i].domino != m.domino {
		i++
	}
	return s.discardAction() + 1 + i, nil
}

// why returns nil when m is legal in s, and otherwise an error wrapping
// ErrIllegalMove that says why (the reasons of Apply, without the prefix
// naming the package and the move). It changes nothing: it makes the tests
// of apply, and for a placement calls the same check.
func (s *State) why(m Move) error {
	switch s.phase {
	case Over:
		return reason("the game is over")
	case Choosing, Picking:
		p := s.ToMove()
		if m.Kind() != Pick {
			return reason("player %d must pick a domino of the next line, not %s", p, m.Kind())
		}
		for _, x := range s.next[:s.kings] {
			if x.domino == m.domino {
				if x.king >= 0 {
					return reason("player %d's king already stands on domino %v", x.king, m.domino)
				}
				return nil
			}
		}
		return reason("domino %v is not in the line to pick from (%s)", m.domino, lineString(&s.next))
	}
	p := s.cur[s.slot].king
	d := s.cur[s.slot].domino
	k := &s.boards[p]
	size := s.size()
	switch {
	case m.Kind() != Place && m.Kind() != Discard:
		return reason("player %d must place domino %v (or discard it if it fits nowhere), not %s", p, d, m.Kind())
	case m.domino != d:
		return reason("player %d's domino to place is %v, not %v", p, d, m.domino)
	case m.Kind() == Discard:
		if k.canPlace(d, size) {
			return reason("domino %v fits in player %d's kingdom, for example %v; a domino is discarded only when it fits nowhere", d, p, k.appendPlacements(nil, d, size)[0])
		}
		return nil
	}
	if _, err := k.check(m, size); err != nil {
		return fmt.Errorf("player %d: %w", p, err)
	}
	return nil
}

// The methods that make Game a kingdoms.Actions.

func (*game) NumActions(s State) int { return s.numActions() }
func (*game) AppendActions(dst []int32, s State, p kingdoms.Prefix) []int32 {
	return AppendActions(dst, s, p)
}
func (*game) DecodeAction(s State, p kingdoms.Prefix, a int) (Move, kingdoms.Prefix, bool, error) {
	return DecodeAction(s, p, a)
}
func (*game) EncodeMove(dst []int32, s State, m Move) ([]int32, error) { return EncodeMove(dst, s, m) }
