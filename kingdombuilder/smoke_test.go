package kingdombuilder

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestSmoke(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		end, n, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(seed, 1)), 5000)
		if err != nil {
			t.Fatal(err)
		}
		if !end.IsTerminal() {
			t.Fatalf("seed %d: not over after %d moves", seed, n)
		}
		if seed == 0 {
			t.Log(n, "\n", end)
		}
	}
}
