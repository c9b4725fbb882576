package kingdoms

import "fmt"

// Actions is an optional interface of a [Game] whose moves are numbered, for
// learning code: a policy network chooses among a fixed set of actions
// 0 to NumActions-1, and the game says which are legal in a state and which
// move an action stands for. Each game documents its numbering, range by
// range, as it documents its observations.
//
// Most moves are one action. Where one number per move would make the space
// too large (a Kingdom Builder settlement moved from any hex to any hex), a
// move is a short sequence of actions, at most [MaxMoveActions]: the first
// chooses part of the move, the next completes it. A [Prefix] holds the
// actions of the move chosen so far; the zero Prefix starts a new move. A
// game whose every move is one action never returns a non-zero prefix.
//
// All methods are pure functions of their arguments, and none allocates when
// dst has room.
type Actions[S any, M comparable] interface {
	// NumActions returns the number of distinct actions of s's game. It
	// depends only on the game's configuration: every state of one game
	// gives the same number.
	NumActions(s S) int
	// AppendActions appends to dst the actions legal in s after prefix p,
	// in increasing order and without duplicates, and returns the result.
	// With the zero prefix it is empty exactly when s is terminal; after a
	// prefix that DecodeAction returned it is never empty.
	AppendActions(dst []int32, s S, p Prefix) []int32
	// DecodeAction takes action a after prefix p in s. When a completes a
	// move it returns the move and done; otherwise it returns the longer
	// prefix. An action that is not legal after p (out of range included)
	// gives an error wrapping ErrIllegalMove that says why.
	DecodeAction(s S, p Prefix, a int) (m M, next Prefix, done bool, err error)
	// EncodeMove appends to dst the actions of move m, legal in s, in the
	// order DecodeAction takes them. A move that is not legal in s gives an
	// error wrapping ErrIllegalMove.
	EncodeMove(dst []int32, s S, m M) ([]int32, error)
}

// MaxMoveActions is the most actions one move takes in any game's
// numbering (see [Actions]).
const MaxMoveActions = 3

// Prefix is the start of a move chosen as actions so far (see [Actions]).
// The zero Prefix is a new move. It is a small comparable value.
type Prefix struct {
	n uint8
	a [MaxMoveActions - 1]int32
}

// Len returns the number of actions in p.
func (p Prefix) Len() int { return int(p.n) }

// At returns the i-th action of p, 0 <= i < p.Len(); it panics otherwise,
// as indexing a slice does.
func (p Prefix) At(i int) int {
	if i < 0 || i >= int(p.n) {
		panic(fmt.Sprintf("kingdoms: Prefix.At(%d) of a prefix of %d actions", i, p.n))
	}
	return int(p.a[i])
}

// Extend returns p followed by action a. It panics when p already holds
// MaxMoveActions-1 actions: a game never extends a prefix that far.
func (p Prefix) Extend(a int) Prefix {
	if int(p.n) >= len(p.a) {
		panic("kingdoms: Prefix.Extend beyond MaxMoveActions")
	}
	p.a[p.n] = int32(a)
	p.n++
	return p
}

// String returns the actions of p, such as "[]" or "[412]".
func (p Prefix) String() string { return fmt.Sprint(p.a[:p.n]) }

// ActionMask sets mask[a] to 1 for every action a of actions and every other
// entry to 0. It returns an error wrapping [ErrBadArgument], and leaves mask
// unchanged, when an action is outside mask.
func ActionMask(mask []uint8, actions []int32) error {
	for _, a := range actions {
		if a < 0 || int(a) >= len(mask) {
			return fmt.Errorf("%w: action %d does not fit a mask of %d entries", ErrBadArgument, a, len(mask))
		}
	}
	clear(mask)
	for _, a := range actions {
		mask[a] = 1
	}
	return nil
}

// ActionRange is one range of a game's numbering of moves (see [Actions]):
// the actions Start to Start+Count-1, which stand for moves of one kind.
// Name is short, stable and lower-case: the notation of those moves
// without what varies within the range (a cell, a hex, a count), such as
// "place", "discard" or "pick", or where a move takes several actions, the
// part of it that the range chooses ("tile barn from", then "to"); no two
// ranges of a numbering share a name, and each game's package
// documentation lists its names in its section Actions.
//
// Plane is true when the range is one action per cell of the planes of the
// game's observation ([Observer]): Count is Rows x Cols of its [Shape], and
// action Start + r x Cols + c stands for the move at row r, column c of
// the planes, so that a convolutional head can score the range as one
// plane aligned with the observation. A cell of a plane range that stands
// for no move is never legal. In JSON its members are "start", "count",
// "name" and "plane".
type ActionRange struct {
	Start int    `json:"start"`
	Count int    `json:"count"`
	Name  string `json:"name"`
	Plane bool   `json:"plane"`
}

// ActionLayout is an optional interface of a [Game] that implements
// [Actions]: the ranges of its numbering as data, for learning code that
// builds one output head per range.
type ActionLayout[S any] interface {
	// ActionRanges returns the ranges of the numbering of s's game, by
	// increasing Start: they cover the actions 0 to NumActions(s)-1, each
	// exactly once, and none is empty. Like NumActions, they depend only
	// on the game's configuration. The slice is the caller's.
	ActionRanges(s S) []ActionRange
}

// FindActionRange returns the index of the range of ranges, sorted by
// increasing Start as [ActionLayout.ActionRanges] gives them, that holds
// action a, and whether there is one.
func FindActionRange(ranges []ActionRange, a int) (int, bool) {
	i, j := 0, len(ranges)
	for i < j { // the first range that starts after a is at j
		h := int(uint(i+j) >> 1)
		if ranges[h].Start <= a {
			i = h + 1
		} else {
			j = h
		}
	}
	if i == 0 || a >= ranges[i-1].Start+ranges[i-1].Count {
		return -1, false
	}
	return i - 1, true
}
