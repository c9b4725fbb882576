package kingdoms

import (
	"errors"
	"strings"
)

// Sentinel errors that every game wraps, so that callers can tell the kind of
// failure with [errors.Is] whatever the game. The wrapping error says what
// exactly was wrong.
var (
	// ErrIllegalMove is wrapped by Apply when a move is not legal in the state.
	ErrIllegalMove = errors.New("illegal move")
	// ErrBadConfig is wrapped by New when a configuration is invalid.
	ErrBadConfig = errors.New("bad config")
	// ErrBadNotation is wrapped by ParseMove (and the other text parsers) when
	// a string is not valid notation.
	ErrBadNotation = errors.New("bad notation")
	// ErrBadState is wrapped when a state document (JSON) is malformed or
	// describes a state that breaks one of the game's invariants.
	ErrBadState = errors.New("bad state document")
	// ErrBadArgument is wrapped when an argument that is none of the above is
	// out of its range: a nil random generator, a player who is not in the
	// game.
	ErrBadArgument = errors.New("bad argument")
)

// Cause returns the message of err, an error of the game named game (or of
// this package's helpers, such as [CheckSchema]), for another error of that
// game that gives it as its cause: without "<game>: " before it or a
// sentinel's text after it (or before it), so that the error that wraps it
// names the game once and wraps one sentinel, as the error shape of every
// game asks:
//
//	fmt.Errorf("kingdombuilder: sections[0]: %s: %w", kingdoms.Cause("kingdombuilder", err), kingdoms.ErrBadState)
func Cause(game string, err error) string {
	msg := strings.TrimPrefix(err.Error(), game+": ")
	for _, s := range []error{ErrIllegalMove, ErrBadConfig, ErrBadNotation, ErrBadState, ErrBadArgument} {
		msg = strings.TrimSuffix(msg, ": "+s.Error())
		msg = strings.TrimPrefix(msg, s.Error()+": ")
	}
	return strings.ReplaceAll(msg, ": "+game+": ", ": ")
}
