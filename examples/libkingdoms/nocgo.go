//go:build !cgo

package main

// cgoEnabled tells whether the C API is built in: without cgo the package
// builds (so that go build ./... and go vet ./... work everywhere) but
// exports nothing.
const cgoEnabled = false

// thread returns 0: without cgo no host thread calls the library.
func thread() uintptr { return 0 }
