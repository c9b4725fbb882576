//go:build cgo

package main

/*
#include <stdint.h>
#include <pthread.h>

static uintptr_t kd_thread_key(void) { return (uintptr_t)pthread_self(); }
*/
import "C"

// cgoEnabled tells whether the C API is built in: it is when cgo is on.
const cgoEnabled = true

// thread returns a key of the calling thread of the host process, for its
// last error. An exported function runs on the thread that called it.
func thread() uintptr { return uintptr(C.kd_thread_key()) }
