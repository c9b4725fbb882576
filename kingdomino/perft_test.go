package kingdomino

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/perft.txt from the current move generator")

// perft returns the number of move sequences of length depth from s (leaves
// of the game tree, counting ended games once) and the number of distinct
// states they reach.
func perft(s State, depth int, seen map[State]bool) int {
	if depth == 0 || s.IsTerminal() {
		seen[s] = true
		return 1
	}
	n := 0
	for _, m := range Legal(s) {
		next, err := Apply(s, m)
		if err != nil {
			panic(err)
		}
		n += perft(next, depth-1, seen)
	}
	return n
}

// perftStart returns the position after `advance` moves of a random game
// (the moves drawn from a PCG seeded with the seed), from New(c).
func perftStart(c Config, advance int) State {
	s, err := New(c)
	if err != nil {
		panic(err)
	}
	rng := rand.New(rand.NewPCG(c.Seed, 99))
	for range advance {
		l := Legal(s)
		s, _ = Apply(s, l[rng.IntN(len(l))])
	}
	return s
}

var perftConfigs = map[string]Config{
	"2p":     {Players: 2},
	"3p":     {Players: 3},
	"4p":     {Players: 4},
	"duel":   {Players: 2, MightyDuel: true},
	"4p-all": {Players: 4, MiddleKingdom: true, Harmony: true, Dynasty: true},
}

// TestPerft checks the number of move sequences and of distinct positions at
// depths 1 to 3 from fixed positions against testdata/perft.txt, so that any
// change to move generation shows up. Run with -update to rewrite the file
// after a deliberate change.
func TestPerft(t *testing.T) {
	type row struct {
		config               string
		seed                 uint64
		advance, depth       int
		sequences, positions int
	}
	var rows []row
	if *update {
		var b strings.Builder
		b.WriteString("# Perft counts of kingdomino: config seed advance depth sequences positions\n")
		b.WriteString("# The start is New(config with the seed) after `advance` random moves (see perftStart).\n")
		for _, name := range []string{"2p", "3p", "4p", "duel", "4p-all"} {
			for seed := uint64(1); seed <= 2; seed++ {
				for _, adv := range []int{0, 4, 9, 30} {
					for depth := 1; depth <= 3; depth++ {
						c := perftConfigs[name]
						c.Seed = seed
						seen := map[State]bool{}
						n := perft(perftStart(c, adv), depth, seen)
						fmt.Fprintf(&b, "%s %d %d %d %d %d\n", name, seed, adv, depth, n, len(seen))
					}
				}
			}
		}
		if err := os.WriteFile("testdata/perft.txt", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		var r row
		if _, err := fmt.Sscan(line, &r.config, &r.seed, &r.advance, &r.depth, &r.sequences, &r.positions); err != nil {
			t.Fatalf("testdata/perft.txt: %q: %v", line, err)
		}
		rows = append(rows, r)
	}
	if len(rows) < 100 {
		t.Fatalf("testdata/perft.txt has %d rows", len(rows))
	}
	for _, r := range rows {
		c, ok := perftConfigs[r.config]
		if !ok {
			t.Fatalf("unknown config %q", r.config)
		}
		c.Seed = r.seed
		seen := map[State]bool{}
		if n := perft(perftStart(c, r.advance), r.depth, seen); n != r.sequences || len(seen) != r.positions {
			t.Errorf("%s seed %d after %d moves, depth %d: %d sequences, %d positions; want %d, %d",
				r.config, r.seed, r.advance, r.depth, n, len(seen), r.sequences, r.positions)
		}
	}
}
