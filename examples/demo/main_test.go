package main

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

func TestDemoToy(t *testing.T) {
	dir := t.TempDir()
	var out strings.Builder
	o := options{game: "all", seed: 2, budget: "50", svg: dir}
	if err := run(o, []games.Entry{games.Toy}, &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"# toy, 2 players, seed 2", "player 0: ismcts:50", "player 1: greedy",
		"## Final position after 12 moves", "game over", "cards won in tricks", "toy.svg"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if !strings.Contains(got, "Winner: ") && !strings.Contains(got, "Shared victory: ") {
		t.Errorf("no winner line:\n%s", got)
	}
	pic, err := os.ReadFile(filepath.Join(dir, "toy.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(pic, new(struct{})); err != nil {
		t.Errorf("SVG: %v", err)
	}
	// The same seed gives the same game.
	var again strings.Builder
	o.svg = ""
	if err := run(o, []games.Entry{games.Toy}, &again); err != nil {
		t.Fatal(err)
	}
	if strings.Split(got, "(picture")[0] != again.String() {
		t.Errorf("two runs with one seed differ:\n%s\n%s", got, again.String())
	}
}

func TestDemoErrors(t *testing.T) {
	all := []games.Entry{games.Toy}
	for _, o := range []options{
		{game: "chess", budget: "10"},
		{game: "toy", budget: "x"},
		{game: "toy", budget: "10", bots: "human,random"},
		{game: "toy", budget: "10", bots: "random,robot"},
		{game: "toy", budget: "10", players: 3, bots: "random,random"},
		{game: "toy", budget: "10", players: 7},
		{game: "toy", budget: "10", variants: "nope"},
	} {
		if err := run(o, all, new(strings.Builder)); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	var out strings.Builder
	if err := run(options{game: "toy", budget: "10", players: 3, bots: "random,greedy,ismcts:5"}, all, &out); err != nil {
		t.Error(err)
	}
	if err := run(options{list: true}, all, &out); err != nil || !strings.Contains(out.String(), "toy (default 2 players)") {
		t.Errorf("-list: %v\n%s", err, out.String())
	}
}

// The real games, with the default settings, in a few seconds.
func TestDemoAll(t *testing.T) {
	if len(games.All()) == 0 {
		t.Skip("no game registered yet")
	}
	var out strings.Builder
	if err := run(options{game: "all", seed: 1, budget: "20"}, games.All(), &out); err != nil {
		t.Fatal(err)
	}
	for _, e := range games.All() {
		if !strings.Contains(out.String(), "# "+e.Name) {
			t.Errorf("no report for %s", e.Name)
		}
		if legends[e.Name] == "" || !strings.Contains(out.String(), legends[e.Name]) {
			t.Errorf("no legend for %s", e.Name)
		}
	}
}

// With one game, -svg names the file to write.
func TestDemoSVGFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "picture.svg")
	o := options{game: "toy", seed: 1, budget: "5", bots: "random,greedy", svg: path}
	if err := run(o, []games.Entry{games.Toy}, new(strings.Builder)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	o.svg = filepath.Join(t.TempDir(), "no", "such", "dir", "x.svg")
	if err := run(o, []games.Entry{games.Toy}, new(strings.Builder)); err == nil {
		t.Errorf("writing into a missing directory: no error")
	}
}
