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
