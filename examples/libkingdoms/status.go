package main

import (
	"errors"
	"fmt"
	"sync"

	"github.com/boardrules/kingdoms"
)

// The status codes every function of the C API returns (the KD_* constants
// of the header). The message of a failure is kept for the calling thread
// (kd_last_error).
const (
	statusOK       = 0 // success
	statusHandle   = 1 // a handle that was never created, was freed, or is of the other kind
	statusArgument = 2 // an argument out of its range: a NULL pointer, an unknown game, a player not in the game
	statusBuffer   = 3 // a buffer too small: the message gives the size needed
	statusConfig   = 4 // a configuration the game refuses (kingdoms.ErrBadConfig)
	statusIllegal  = 5 // an action or a move that is not legal (kingdoms.ErrIllegalMove)
	statusNotation = 6 // text that is not a move in the game's notation (kingdoms.ErrBadNotation)
	statusState    = 7 // a state document the game refuses (kingdoms.ErrBadState)
	statusInternal = 8 // a broken contract or a panic, recovered: a bug of the library or of a game
)

// statusNames names the status codes, as kd_status_name and the Python
// package show them.
var statusNames = [...]string{"ok", "bad handle", "bad argument", "buffer too small", "bad config", "illegal", "bad notation", "bad state", "internal error"}

// apiError is an error with the status code the C API returns for it.
type apiError struct {
	code int32
	err  error
}

func (e *apiError) Error() string { return e.err.Error() }
func (e *apiError) Unwrap() error { return e.err }

// fail returns an error with status code, its message formatted as
// fmt.Errorf does (%w wraps).
func fail(code int32, format string, args ...any) error {
	return &apiError{code: code, err: fmt.Errorf(format, args...)}
}

// errBuffer is the error of a buffer of have entries where need are needed.
func errBuffer(what string, have, need int) error {
	return fail(statusBuffer, "%s: the buffer holds %d values and %d are needed", what, have, need)
}

// statusOf returns the status code of err: the code it was given with
// fail, else the one of the sentinel of package kingdoms it wraps, else
// statusInternal.
func statusOf(err error) int32 {
	var ae *apiError
	switch {
	case err == nil:
		return statusOK
	case errors.As(err, &ae):
		return ae.code
	case errors.Is(err, kingdoms.ErrIllegalMove):
		return statusIllegal
	case errors.Is(err, kingdoms.ErrBadConfig):
		return statusConfig
	case errors.Is(err, kingdoms.ErrBadNotation):
		return statusNotation
	case errors.Is(err, kingdoms.ErrBadState):
		return statusState
	case errors.Is(err, kingdoms.ErrBadArgument):
		return statusArgument
	}
	return statusInternal
}

// errorBook keeps the message of the last failure of each thread of the
// host process, as errno does: a call that succeeds leaves it unchanged.
// Threads are named by a key the C layer gives (pthread_self).
type errorBook struct {
	mu   sync.Mutex
	last map[uintptr]string
}

// maxThreads bounds the threads an errorBook remembers: past it, the book
// forgets every thread but the one failing (a host that creates threads
// without end does not make it grow without end).
const maxThreads = 4096

// set records msg as thread's last error.
func (b *errorBook) set(thread uintptr, msg string) {
	b.mu.Lock()
	if b.last == nil || len(b.last) >= maxThreads {
		b.last = make(map[uintptr]string)
	}
	b.last[thread] = msg
	b.mu.Unlock()
}

// get returns thread's last error, or "" when it has none.
func (b *errorBook) get(thread uintptr) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.last[thread]
}

// recovered turns a panic value into an error with statusInternal.
func recovered(v any) error {
	return fail(statusInternal, "internal error (a panic, recovered): %v", v)
}
