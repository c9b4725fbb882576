package bots

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// TestClassicIsTheFirstVersion: a Classic bot plays, move for move, what
// the first version of the search played before Options.Classic existed
// (the zero Options of commit 45a381f): the moves of testdata/classic,
// recorded by running that commit, in games of each game where both seats
// search 100 iterations a move. Classic is the opponent the default is
// measured against (examples/RESULTS.md, the player "ismcts0"), so it must
// stay that search, with the hints it had and no other: given the
// Kingdomino hint, which came with the new default, it leaves the first
// version at the first move. The replay also depends on the games: a
// change to the order of a game's legal moves or to the draws of its
// Determinize changes the moves of the same search, and then the games
// must be recorded again, with the first version's search (the bots
// package of 45a381f) over the changed game.
func TestClassicIsTheFirstVersion(t *testing.T) {
	replayFirstVersion(t, kingdomino.Game, "kingdomino", func(seed uint64) (kingdomino.State, error) {
		return kingdomino.New(kingdomino.Config{Players: 2, Seed: seed})
	})
	replayFirstVersion(t, kingdombuilder.Game, "kingdombuilder", func(seed uint64) (kingdombuilder.State, error) {
		return kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: seed})
	})
	replayFirstVersion(t, arkadia.Game, "arkadia", func(seed uint64) (arkadia.State, error) {
		return arkadia.New(arkadia.Config{Players: 2, Seed: seed})
	})
}

// replayFirstVersion plays the games of testdata/classic/name.txt with
// Classic bots and reports the first move of each that differs.
func replayFirstVersion[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], name string, deal func(seed uint64) (S, error)) {
	t.Helper()
	games := readFirstVersion(t, "testdata/classic/"+name+".txt")
	if len(games) == 0 {
		t.Fatalf("%s: no game recorded", name)
	}
	for i, want := range games {
		s, err := deal(700 + uint64(i))
		if err != nil {
			t.Fatalf("%s game %d: %v", name, i, err)
		}
		var seats [2]*ISMCTS[S, M]
		for p := range seats {
			seats[p] = NewISMCTS(g, rand.New(rand.NewPCG(uint64(i), uint64(p))), Options{Classic: true, Iterations: 100})
		}
		for n, w := range want {
			if g.IsTerminal(s) {
				t.Fatalf("%s game %d: over after %d moves; the first version played %d", name, i, n, len(want))
			}
			m, err := seats[g.ToMove(s)].Choose(s)
			if err != nil {
				t.Fatalf("%s game %d, move %d: %v", name, i, n+1, err)
			}
			if got := g.FormatMove(m); got != w {
				t.Errorf("%s game %d, move %d: the Classic bot played %q, the first version %q", name, i, n+1, got, w)
				break
			}
			if s, err = g.Apply(s, m); err != nil {
				t.Fatalf("%s game %d, move %d: %v", name, i, n+1, err)
			}
		}
	}
}

// readFirstVersion reads a file of testdata/classic: a line "# game N"
// opens each game, every other line that starts with # is a comment, and
// each other line is a move.
func readFirstVersion(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var games [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# game "):
			games = append(games, nil)
		case strings.HasPrefix(line, "#"):
		case len(games) == 0:
			t.Fatalf("%s: move %q before the first game", path, line)
		default:
			games[len(games)-1] = append(games[len(games)-1], line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return games
}
