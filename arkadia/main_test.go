package arkadia

import (
	"flag"
	"os"
	"testing"
)

// TestMain lowers rapid's default number of checks (100) to keep the race
// build of the package's tests within the project's time budget; pass
// -rapid.checks=N to run more.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "rapid.checks" })
	if !set {
		_ = flag.Set("rapid.checks", "15")
	}
	os.Exit(m.Run())
}
