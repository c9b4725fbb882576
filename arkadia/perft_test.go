package arkadia

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/perft.txt")

// perft counts the move sequences of length depth from s (nodes) and the
// distinct positions they reach.
func perft(s State, depth int) (nodes int, positions int) {
	level := map[State]int{s: 1}
	for range depth {
		next := map[State]int{}
		nodes = 0
		var buf []Move
		for st, n := range level {
			buf = AppendLegal(buf[:0], st)
			for _, m := range buf {
				t, err := Apply(st, m)
				if err != nil {
					panic(err)
				}
				next[t] += n
				nodes += n
			}
		}
		level = next
	}
	return nodes, len(level)
}

type perftCase struct {
	seed    uint64
	players int
	first   bool
}

var perftCases = []perftCase{{1, 2, false}, {2, 3, false}, {3, 4, false}, {4, 4, true}, {5, 2, true}}

// TestPerft checks the number of move sequences and distinct positions at
// depths 1 to 3 from fixed seeds against testdata/perft.txt, so that any
// change to move generation shows up. Run with -update to rewrite the file.
func TestPerft(t *testing.T) {
	var lines []string
	for _, c := range perftCases {
		s, err := New(Config{Players: c.players, Seed: c.seed, FirstGame: c.first})
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= 3; d++ {
			n, p := perft(s, d)
			lines = append(lines, fmt.Sprintf("seed %d players %d first %v depth %d nodes %d positions %d", c.seed, c.players, c.first, d, n, p))
		}
	}
	const file = "testdata/perft.txt"
	if *update {
		if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	i := 0
	for sc.Scan() {
		if i >= len(lines) {
			t.Fatalf("extra line in %s: %s", file, sc.Text())
		}
		if sc.Text() != lines[i] {
			t.Errorf("perft: got %q, want %q", lines[i], sc.Text())
		}
		i++
	}
	if i != len(lines) {
		t.Errorf("%s has %d lines, want %d", file, i, len(lines))
	}
}
