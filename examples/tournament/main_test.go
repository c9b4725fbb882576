package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

func TestTournamentToy(t *testing.T) {
	var out, progress strings.Builder
	o := options{players: 2, games: 80, bots: "random,ismcts:300", budget: "100", seed: 1, parallel: 2}
	if err := run(o, games.Toy, &out, &progress); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	t.Log("\n" + got)
	if !strings.Contains(progress.String(), "80/80 games") {
		t.Errorf("progress bar never reached 80/80: %q", progress.String())
	}
	var rows [][]string
	for _, line := range strings.Split(got, "\n") {
		if strings.HasPrefix(line, "| ") && !strings.HasPrefix(line, "| bot") && !strings.HasPrefix(line, "| -") {
			var cells []string
			for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
			rows = append(rows, cells)
		}
	}
	if len(rows) != 2 || rows[0][0] != "random" || rows[1][0] != "ismcts:300" || rows[0][2] != "80" {
		t.Fatalf("rows %q", rows)
	}
	if rows[1][5] != "*" || rows[1][3] <= "0.5" {
		t.Errorf("ismcts does not beat random significantly: %q", rows[1])
	}
	// Same seed, same table (except the time columns).
	var again strings.Builder
	o.parallel = 1
	o.quiet = true
	if err := run(o, games.Toy, &again, new(strings.Builder)); err != nil {
		t.Fatal(err)
	}
	strip := func(s string) string {
		var b strings.Builder
		for _, line := range strings.Split(s, "\n") {
			if i := strings.LastIndex(line, "|"); strings.HasPrefix(line, "| ") && i > 0 {
				j := strings.LastIndex(line[:i], "|")
				line = line[:j]
			}
			if strings.HasPrefix(line, "toy,") {
				line = line[:strings.LastIndex(line, ",")]
			}
			b.WriteString(line + "\n")
		}
		return b.String()
	}
	if strip(got) != strip(again.String()) {
		t.Errorf("two runs differ:\n%s\n%s", got, again.String())
	}
}

func TestTournamentThreePlayers(t *testing.T) {
	var out strings.Builder
	o := options{players: 3, games: 6, bots: "random,greedy,ismcts", budget: "20", seed: 3, parallel: 2, quiet: true}
	if err := run(o, games.Toy, &out, new(strings.Builder)); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n| "); n != 2+6 {
		t.Errorf("%d table lines, want 8:\n%s", n, out.String())
	}
}

func TestTournamentErrors(t *testing.T) {
	for _, o := range []options{
		{players: 2, games: 2, bots: "random", budget: "10"},
		{players: 2, games: 2, bots: "random,human", budget: "10"},
		{players: 2, games: 0, bots: "random,greedy", budget: "10"},
		{players: 1, games: 2, bots: "random,greedy", budget: "10"},
		{players: 5, games: 2, bots: "random,greedy", budget: "10"},
		{players: 2, games: 2, bots: "random,greedy", budget: "-1"},
		{players: 2, games: 2, bots: "random,greedy", budget: "10", variants: "x"},
	} {
		o.quiet = true
		if err := run(o, games.Toy, new(strings.Builder), new(strings.Builder)); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
}

// -clock cpu measures the budgets on the process's CPU time, and -partial
// writes the table after every deal.
func TestCPUClockAndPartial(t *testing.T) {
	file := filepath.Join(t.TempDir(), "partial.txt")
	o := options{players: 2, games: 4, bots: "random,ismcts:2ms", budget: "100", seed: 1, parallel: 1, quiet: true, clock: "cpu", partial: file}
	var out strings.Builder
	if err := run(o, games.Toy, &out, new(strings.Builder)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "budgets and ms/move in CPU time") {
		t.Errorf("the table does not say its times are CPU time:\n%s", out.String())
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "4 of 4 games played") || !strings.Contains(string(b), "| ismcts:2ms ") {
		t.Errorf("partial table:\n%s", b)
	}
	for _, bad := range []options{
		{players: 2, games: 4, bots: "random,ismcts", budget: "100", seed: 1, parallel: 2, clock: "cpu"},
		{players: 2, games: 4, bots: "random,ismcts", budget: "100", seed: 1, parallel: 1, clock: "sundial"},
		{players: 2, games: 4, bots: "random,greedy,ismcts", budget: "100", seed: 1, parallel: 1, partial: file},
	} {
		if err := run(bad, games.Toy, new(strings.Builder), new(strings.Builder)); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	if cpuClock.Now(cpuClock{}) <= 0 {
		t.Error("the CPU clock reads no time")
	}
}

// TestTournamentLog checks -log: one line per game of every pairing, the
// deal's seed shared by games 2m and 2m+1 with the seats swapped, and the
// winners and totals those of the table.
func TestTournamentLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.jsonl")
	var out strings.Builder
	o := options{players: 2, games: 10, bots: "random,greedy,ismcts:50", budget: "10", seed: 5, parallel: 2, quiet: true, log: path}
	if err := run(o, games.Toy, &out, new(strings.Builder)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 3*10 {
		t.Fatalf("%d lines, want 30 (3 pairings of 10 games)", len(lines))
	}
	byGame := map[[3]string]record{}
	wins := map[[2]string]float64{} // [bot, opponent]
	for _, line := range lines {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if len(r.Seats) != 2 || len(r.Totals) != 2 || len(r.Winners) == 0 {
			t.Fatalf("%q: want 2 seats, 2 totals and a winner", line)
		}
		if want := games.DealSeed(5, r.Game/2); r.Seed != want {
			t.Errorf("%q: seed %d, want %d", line, r.Seed, want)
		}
		for _, w := range r.Winners {
			for _, x := range r.Totals {
				if x > r.Totals[w] {
					t.Errorf("%q: winner %d has less than %d", line, w, x)
				}
			}
			opp := r.Bots[0]
			if r.Seats[w] == opp {
				opp = r.Bots[1]
			}
			wins[[2]string{r.Seats[w], opp}] += 1 / float64(len(r.Winners))
		}
		byGame[[3]string{r.Bots[0], r.Bots[1], fmt.Sprint(r.Game)}] = r
	}
	for key, r := range byGame {
		if r.Game%2 == 1 {
			continue
		}
		next, ok := byGame[[3]string{key[0], key[1], fmt.Sprint(r.Game + 1)}]
		if !ok {
			t.Fatalf("game %d of %s vs %s is missing", r.Game+1, key[0], key[1])
		}
		if next.Seed != r.Seed || next.Seats[0] != r.Seats[1] || next.Seats[1] != r.Seats[0] {
			t.Errorf("games %d and %d: %+v and %+v, want the same deal with the seats swapped", r.Game, r.Game+1, r, next)
		}
	}
	// The log's wins are the table's win rates.
	for _, line := range strings.Split(out.String(), "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| bot") || strings.HasPrefix(line, "| -") {
			continue
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		if got := fmt.Sprintf("%.3f", wins[[2]string{cells[0], cells[1]}]/10); got != cells[3] {
			t.Errorf("%s against %s: the log gives a win rate of %s, the table %s", cells[0], cells[1], got, cells[3])
		}
	}
}
