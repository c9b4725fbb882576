package hexgrid

import (
	"flag"
	"os"
	"testing"
)

// TestMain raises rapid's default number of checks per property from 100 to
// 1000: the properties are cheap and this package sits under every Kingdom
// Builder rule. An explicit -rapid.checks still wins.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "rapid.checks" })
	if f := flag.Lookup("rapid.checks"); f != nil && !set {
		if err := f.Value.Set("1000"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}
