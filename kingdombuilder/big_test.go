package kingdombuilder

import (
	"os"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// TestHarnessMany runs the harness over many more games when
// KB_HARNESS_SEEDS is set (for example KB_HARNESS_SEEDS=500); CI runs the
// lighter TestHarness.
func TestHarnessMany(t *testing.T) {
	n := os.Getenv("KB_HARNESS_SEEDS")
	if n == "" {
		t.Skip("set KB_HARNESS_SEEDS to run")
	}
	c := harnessConfig()
	c.Seeds = atoiOr(n, 500)
	c.FirstSeed = 1000
	c.Every = 5
	gametest.Run(t, c)
}

func atoiOr(s string, def int) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return def
		}
		n = n*10 + int(r-'0')
	}
	return n
}
