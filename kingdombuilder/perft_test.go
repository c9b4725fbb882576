package kingdombuilder

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// Perft-style counts: from fixed positions, the number of move sequences of
// length 1 to 3 and the number of distinct positions they reach, recorded in
// testdata/perft.txt so that any change to move generation shows up. Set
// KB_UPDATE_PERFT=1 to rewrite the file after a deliberate change.

// perftStart returns the named start position: a set-up played on for a
// number of uniformly random moves from a fixed generator.
func perftStart(t *testing.T, players int, seed uint64, first bool, moves int) State {
	t.Helper()
	c := Config{Players: players, Seed: seed}
	if first {
		c = FirstGame(players, seed)
	}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	for range moves {
		l := Legal(s)
		if len(l) == 0 {
			break
		}
		if s, err = Apply(s, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// perft returns the number of move sequences of length depth from s and the
// number of distinct states they reach.
func perft(t *testing.T, s State, depth int) (sequences, positions int) {
	level := map[State]int{s: 1} // state -> number of sequences reaching it
	for range depth {
		next := map[State]int{}
		for st, n := range level {
			for _, m := range Legal(st) {
				a, err := Apply(st, m)
				if err != nil {
					t.Fatalf("legal move %v did not apply: %v", m, err)
				}
				next[a] += n
			}
		}
		level = next
	}
	for _, n := range level {
		sequences += n
	}
	return sequences, len(level)
}

var perftCases = []struct {
	name    string
	players int
	seed    uint64
	first   bool
	moves   int
}{
	{"first-game-2p-start", 2, 1, true, 0},
	{"first-game-4p-start", 4, 7, true, 0},
	{"random-3p-start", 3, 11, false, 0},
	{"random-2p-move-40", 2, 3, false, 40},
	{"random-3p-move-90", 3, 5, false, 90},
	{"random-4p-move-150", 4, 8, false, 150},
	{"first-game-4p-move-120", 4, 13, true, 120},
}

func TestPerft(t *testing.T) {
	var b strings.Builder
	b.WriteString("# name depth sequences positions (see perft_test.go)\n")
	for _, c := range perftCases {
		s := perftStart(t, c.players, c.seed, c.first, c.moves)
		for depth := 1; depth <= 3; depth++ {
			n, p := perft(t, s, depth)
			fmt.Fprintf(&b, "%s %d %d %d\n", c.name, depth, n, p)
		}
	}
	const file = "testdata/perft.txt"
	if os.Getenv("KB_UPDATE_PERFT") != "" {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("perft counts changed:\n got:\n%s\nwant:\n%s", got, want)
	}
}
