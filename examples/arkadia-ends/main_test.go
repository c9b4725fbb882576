package main

import (
	"fmt"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out strings.Builder
	o := options{players: "2,4", bots: "random,greedy", games: 4, seed: 3, parallel: 2}
	if err := run(o, &out, nil); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"castle", "stall", "random", "greedy"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "\n        "); n < 4 {
		t.Errorf("want 4 rows (2 player counts x 2 bots):\n%s", text)
	}
	// Every game ends one way or the other, never both.
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) > 7 && (f[1] == "random" || f[1] == "greedy") {
			var games, count int
			if _, err := fmt.Sscan(f[2], &games); err != nil {
				t.Fatal(err)
			}
			if _, err := fmt.Sscan(f[3], &count); err != nil {
				t.Fatal(err)
			}
			if want := strings.TrimSuffix(f[4], "%"); fmt.Sprintf("%.0f", 100*float64(count)/float64(games)) != want {
				t.Errorf("row %q: %d of %d games by the castle, shown as %s%%", line, count, games, want)
			}
			castle := strings.TrimSuffix(f[4], "%")
			stall := strings.TrimSuffix(f[7], "%")
			if castle == "" || stall == "" {
				t.Fatalf("bad row %q", line)
			}
			var c, s int
			if _, err := fmt.Sscan(castle, &c); err != nil {
				t.Fatal(err)
			}
			if _, err := fmt.Sscan(stall, &s); err != nil {
				t.Fatal(err)
			}
			if c+s != 100 {
				t.Errorf("row %q: castle %d%% + stall %d%% != 100%%", line, c, s)
			}
		}
	}
}

func TestRunErrors(t *testing.T) {
	for _, o := range []options{
		{players: "5", bots: "random", games: 1},
		{players: "2", bots: "human", games: 1},
		{players: "2", bots: "random", games: 0},
		{players: "2", bots: "random", games: 1, lot: "p12/0"},
		{players: "2", bots: "random", games: 1, lot: "zz"},
		{players: "2", bots: "random", games: 1, edition: "no-such-file"},
	} {
		if err := run(o, &strings.Builder{}, nil); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
}
