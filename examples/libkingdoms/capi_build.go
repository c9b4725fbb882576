//go:build cgo

package main

/*
#include <stdint.h>
*/
import "C"

// kd_build_info writes what the library was built with, as a JSON object,
// and a NUL into buf (capacity bytes), and its length into *n:
// {"go":"go1.26.1","platform":"linux/amd64","module":"...","commit":"...",
// "modified":false,"time":"..."}; commit and time are "" when the build
// did not record them. When it does not fit, the error names the size
// needed.
//
//export kd_build_info
func kd_build_info(buf *C.char, capacity C.int64_t, n *C.int64_t) (status C.int32_t) {
	const name = "kd_build_info"
	defer guard(name, &status)
	if err := putText(buildInfo(), buf, capacity, n, "build information"); err != nil {
		return report(name, err)
	}
	return statusOK
}
