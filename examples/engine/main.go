// Command engine serves the module's games (Kingdomino, Kingdom Builder,
// Arkadia) to programs in any language over JSON lines: it reads one JSON
// request per line on standard input and writes one JSON response per line
// on standard output, in the order of the requests.
//
//	go run ./examples/engine
//	{"id":1,"op":"new","game":"kingdomino","config":{"players":2,"seed":7}}
//
// The protocol (ops, fields, configs, errors, limits) is described with a
// transcript in the README next to this file; examples/engine/python holds a
// Python client that uses only the standard library.
//
// The engine keeps no state between requests: every request carries the
// state it is about, as the JSON document of the game's package, and every
// answer about a state carries its new document. A line longer than
// -max-line bytes is refused without being read into memory whole, a
// request still running after -timeout is answered with an error, and
// every other bad request (bad JSON, unknown op or field, illegal move)
// gets an error response naming the problem; the engine then reads the
// next line. It stops at the end of its input.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	maxLine := flag.Int("max-line", defaultMaxLine, "longest request line accepted, in bytes")
	timeout := flag.Duration("timeout", defaultTimeout, "longest time a request may take before it is answered with an error")
	flag.Parse()
	if *maxLine < 64 {
		fmt.Fprintln(os.Stderr, "engine: -max-line must be at least 64 bytes")
		os.Exit(2)
	}
	if *timeout <= 0 {
		fmt.Fprintln(os.Stderr, "engine: -timeout must be positive")
		os.Exit(2)
	}
	sv := server{maxLine: *maxLine, timeout: *timeout, handle: handleLine}
	if err := sv.serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		os.Exit(1)
	}
}
