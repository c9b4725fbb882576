//go:build cgo

package main

import (
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// panicEnv is an env whose every method panics (its embedded env is nil).
type panicEnv struct{ env }

// callStep calls kd_step without naming the C types.
func callStep[H ~uint64, A ~int32, S ~int32](f func(H, A, *A, *A) S, h uint64, a int32) int32 {
	return int32(f(H(h), A(a), nil, nil))
}

// callFree calls kd_free without naming the C types.
func callFree[H ~uint64, S ~int32](f func(H) S, h uint64) int32 { return int32(f(H(h))) }

// lastError calls kd_last_error without naming the C types.
func lastError[C ~int8 | ~uint8, N ~int64](f func(*C, N) N) string {
	n := f(nil, 0)
	buf := make([]C, n+1)
	f(&buf[0], N(len(buf)))
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), n))
}

// TestPanicRecovered: a panic in an exported function is a status, with its
// message kept for the thread, and leaves the handle usable (not locked).
func TestPanicRecovered(t *testing.T) {
	runtime.LockOSThread() // the last error is the thread's, as for a C caller
	defer runtime.UnlockOSThread()
	h := handles.add(panicEnv{})
	for range 2 {
		if st := callStep(kd_step, h, 0); st != statusInternal {
			t.Fatalf("kd_step on an env that panics: status %d", st)
		}
		if msg := lastError(kd_last_error); !strings.Contains(msg, "kd_step: internal error (a panic, recovered)") {
			t.Errorf("last error %q", msg)
		}
	}
	if st := callFree(kd_free, h); st != statusOK {
		t.Fatalf("kd_free: status %d: %s", st, lastError(kd_last_error))
	}
	if st := callFree(kd_free, h); st != statusHandle || !strings.Contains(lastError(kd_last_error), "was freed") {
		t.Errorf("kd_free twice: status %d, %q", st, lastError(kd_last_error))
	}
}

// callText calls a function of the form f(h, buf, capacity, &n) that
// writes text, without naming the C types: buf holds capacity bytes (none
// for 0). It returns the text written, *n and the status.
func callText[H ~uint64, C ~int8 | ~uint8, N ~int64, S ~int32](f func(H, *C, N, *N) S, h uint64, capacity int) (string, int64, int32) {
	buf := make([]C, capacity+1)
	var n N
	st := f(H(h), &buf[0], N(capacity), &n)
	if st != 0 || int(n) >= len(buf) {
		return "", int64(n), int32(st)
	}
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), n)), int64(n), int32(st)
}

// TestActionRangesC: kd_action_ranges writes the ranges' JSON with putText's
// conventions: the length needed when the buffer is too small, and the
// handle's errors.
func TestActionRangesC(t *testing.T) {
	runtime.LockOSThread() // the last error is the thread's, as for a C caller
	defer runtime.UnlockOSThread()
	g, _ := lookupGame("kingdombuilder")
	e, err := g.start([]byte(`{"players":2,"nomads":true}`))
	if err != nil {
		t.Fatal(err)
	}
	want, err := e.actionRanges()
	if err != nil {
		t.Fatal(err)
	}
	h := handles.add(e)
	text, n, st := callText(kd_action_ranges, h, len(want)+1)
	if st != statusOK || text != string(want) || n != int64(len(want)) {
		t.Fatalf("kd_action_ranges: status %d, %d bytes %q; want %s", st, n, text, want)
	}
	_, n, st = callText(kd_action_ranges, h, len(want))
	if msg := lastError(kd_last_error); st != statusBuffer || n != int64(len(want)) || !strings.Contains(msg, "kd_action_ranges: action ranges: the buffer holds") {
		t.Errorf("kd_action_ranges with no room for the NUL: status %d, n %d, %q", st, n, msg)
	}
	if st := callFree(kd_free, h); st != statusOK {
		t.Fatal(lastError(kd_last_error))
	}
	if _, _, st := callText(kd_action_ranges, h, 64); st != statusHandle || !strings.Contains(lastError(kd_last_error), "was freed") {
		t.Errorf("kd_action_ranges of a freed handle: status %d, %q", st, lastError(kd_last_error))
	}
}
