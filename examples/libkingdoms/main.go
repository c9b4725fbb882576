package main

import (
	"fmt"
	"os"
)

// main runs only when the package is built as a program, by mistake: the
// library is built with -buildmode=c-shared, and its host never calls main.
func main() {
	if !cgoEnabled {
		fmt.Fprintln(os.Stderr, "libkingdoms: built without cgo, so it exports nothing; build it with cgo (CGO_ENABLED=1 and a C compiler):")
	} else {
		fmt.Fprintln(os.Stderr, "libkingdoms is a shared library, not a program; build it with:")
	}
	fmt.Fprintln(os.Stderr, "  go build -buildmode=c-shared -o libkingdoms.so ./examples/libkingdoms")
	os.Exit(2)
}
