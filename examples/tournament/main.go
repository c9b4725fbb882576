// Command tournament measures bots against each other: for every pair of
// the bots it is given, it plays a number of games of one game, with the
// seats rotated, and prints a table of win rates and mean scores with 95%
// confidence intervals.
//
//	go run ./examples/tournament -game kingdomino -games 100 -bots random,greedy,ismcts -budget 1000
//
// # Seating and seeds
//
// In game k of the pairing of bots A and B, seat i gets A when i+k is even
// and B otherwise: with two players, A moves first in even games and second
// in odd ones; with more players the two bots alternate around the table.
// Games 2m and 2m+1 are dealt from the same seed (derived from -seed and m)
// with the seats swapped, which removes much of the luck of the deal from the
// comparison. Every pairing plays the same deals.
//
// # Statistics
//
// A bot's result in one game is its share of the victory: 1 if one of its
// seats wins alone, 1/k if k players share the victory and one of them is its
// seat (summed over its seats), 0 otherwise; within a pairing the two bots'
// shares add up to 1. The win rate is the mean share over the games, shown
// with its 95% Wilson score interval; its score is the mean total of its
// seats, shown with a 95% normal interval (mean ± 1.96 standard errors). A
// win rate whose interval excludes 1/2 is marked with * (significant at the
// 5% level). The time column is the bot's mean thinking time per move.
//
// # Time budgets
//
// A bot given a time budget (ismcts:50ms) searches until its clock has
// advanced by the budget. With -clock wall (the default) that is the wall
// clock, so that on a machine shared with other programs a bot gets less
// computing in the same budget. With -clock cpu it is the CPU time of the
// process, which with -parallel 1 and GOMAXPROCS=1 is the time of the one
// bot thinking, whatever else runs: the way to compare bots at equal time
// per move on a shared machine. The time column is then CPU time too.
//
//	GOMAXPROCS=1 go run ./examples/tournament -parallel 1 -clock cpu -game kingdomino -games 200 -bots ismcts:50ms,ismcts0:50ms
//
// With two bots and -parallel 1, -partial FILE writes the table of the
// games played so far to FILE after every deal, so that a long match can be
// read, or stopped, before its end.
//
// -log FILE writes every game to FILE as it ends, one JSON object a line:
//
//	{"bots":["ismcts:50ms","ismcts0:50ms"],"game":3,"seed":1234,"seats":["ismcts0:50ms","ismcts:50ms"],"totals":[31,40],"winners":[1]}
//
// bots is the pairing, game the game's number in it (from 0), seed the
// deal's seed (games 2m and 2m+1 share it), seats the bot in each seat,
// totals each seat's final total and winners the winning seats. Two runs with
// the same -seed play the same deals, so their logs can be compared deal by
// deal: a variant and the default, each against the same opponent, differ
// then by their play rather than by their luck.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

func main() {
	var o options
	flag.StringVar(&o.game, "game", "kingdomino", "the game: one of "+games.Names())
	flag.IntVar(&o.players, "players", 2, "number of players in each game")
	flag.IntVar(&o.games, "games", 20, "games per pairing (an even number gives each deal with the seats both ways)")
	flag.StringVar(&o.bots, "bots", "random,greedy,ismcts", "comma-separated bots, each "+games.SeatSyntax)
	flag.StringVar(&o.budget, "budget", "300", "budget of an ismcts bot given without one: iterations (300) or time (200ms)")
	flag.Uint64Var(&o.seed, "seed", 1, "seed from which every game's seed is derived")
	flag.IntVar(&o.parallel, "parallel", runtime.NumCPU(), "games played at the same time")
	flag.StringVar(&o.variants, "variants", "", "comma-separated variants or expansions of the game")
	flag.BoolVar(&o.quiet, "quiet", false, "no progress bar")
	flag.StringVar(&o.partial, "partial", "", "with two bots and -parallel 1, the file where the table of the games played so far is written after every deal")
	flag.StringVar(&o.clock, "clock", "wall", "the clock of the time budgets: wall, or cpu (the CPU time of the process, with -parallel 1)")
	flag.StringVar(&o.log, "log", "", "the file where every game is written as it ends, one JSON object a line (see the command's documentation)")
	flag.Parse()
	e, err := games.Lookup(o.game)
	if err == nil {
		err = run(o, e, os.Stdout, os.Stderr)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tournament:", err)
		os.Exit(1)
	}
}

type options struct {
	game     string
	players  int
	games    int
	bots     string
	budget   string
	seed     uint64
	parallel int
	variants string
	quiet    bool
	clock    string
	partial  string
	log      string
}

// record is one game as -log writes it.
type record struct {
	Bots    [2]string `json:"bots"`
	Game    int       `json:"game"`
	Seed    uint64    `json:"seed"`
	Seats   []string  `json:"seats"`
	Totals  []int     `json:"totals"`
	Winners []int     `json:"winners"`
}

// result is one bot's outcome in one game.
type result struct {
	share, score float64
	think        time.Duration
	moves        int
}

// job is one game of one pairing.
type job struct {
	pair, k int
}

func run(o options, e games.Entry, stdout, stderr io.Writer) error {
	budget, err := games.ParseBudget(o.budget)
	if err != nil {
		return err
	}
	bots, err := games.ParseSeats(o.bots, budget)
	if err != nil {
		return err
	}
	for _, b := range bots {
		if b.Kind == games.Human {
			return fmt.Errorf("a tournament has no human players")
		}
	}
	switch o.clock {
	case "", "wall":
	case "cpu":
		if o.parallel != 1 {
			return fmt.Errorf("-clock cpu measures the whole process: it needs -parallel 1")
		}
		for i := range bots {
			bots[i].Options.Clock = cpuClock{}
		}
	default:
		return fmt.Errorf("-clock %q: want wall or cpu", o.clock)
	}
	if o.partial != "" && (o.parallel != 1 || len(bots) != 2) {
		return fmt.Errorf("-partial needs two bots and -parallel 1")
	}
	if len(bots) < 2 {
		return fmt.Errorf("-bots lists %d bot: a tournament needs at least two", len(bots))
	}
	if o.games < 1 {
		return fmt.Errorf("-games %d: want at least 1", o.games)
	}
	if o.players < 2 {
		return fmt.Errorf("-players %d: a pairing needs at least 2 players", o.players)
	}
	var variants []string
	if o.variants != "" {
		variants = strings.Split(o.variants, ",")
	}
	// Check the settings once before starting the workers.
	if _, err := e.Start(games.Config{Players: o.players, Seed: o.seed, Variants: variants}, nil); err != nil {
		return err
	}
	var pairs [][2]int
	for i := range bots {
		for j := i + 1; j < len(bots); j++ {
			pairs = append(pairs, [2]int{i, j})
		}
	}
	var (
		logf *os.File
		logw *json.Encoder
	)
	if o.log != "" {
		if logf, err = os.Create(o.log); err != nil {
			return fmt.Errorf("-log: %w", err)
		}
		logw = json.NewEncoder(logf)
	}
	total := len(pairs) * o.games
	results := make([][2]result, total) // [pair*games+k][0 for A, 1 for B]
	jobs := make(chan job)
	var (
		mu       sync.Mutex
		done     int
		firstErr error
	)
	start := time.Now()
	bar := progress{w: stderr, total: total, start: start, quiet: o.quiet}
	bar.draw(0)
	var wg sync.WaitGroup
	for range max(1, o.parallel) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				r, rec, err := play(o, e, variants, bots, pairs[j.pair], j.k)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if logw != nil && err == nil {
					if werr := logw.Encode(rec); werr != nil && firstErr == nil {
						firstErr = fmt.Errorf("-log: %w", werr)
					}
				}
				results[j.pair*o.games+j.k] = r
				done++
				bar.draw(done)
				if o.partial != "" && err == nil && done%2 == 0 {
					if werr := writePartial(o, e, bots, pairs, results, done, time.Since(start)); werr != nil && firstErr == nil {
						firstErr = werr
					}
				}
				mu.Unlock()
			}
		}()
	}
	for p := range pairs {
		for k := range o.games {
			mu.Lock()
			stop := firstErr != nil
			mu.Unlock()
			if stop {
				break
			}
			jobs <- job{p, k}
		}
	}
	close(jobs)
	wg.Wait()
	bar.finish()
	if logf != nil {
		if err := logf.Close(); err != nil && firstErr == nil {
			firstErr = fmt.Errorf("-log: %w", err)
		}
	}
	if firstErr != nil {
		return firstErr
	}
	report(stdout, o, e, bots, pairs, results, time.Since(start))
	return nil
}

// play plays game k of a pairing and returns the results of its two bots
// and the game's record.
func play(o options, e games.Entry, variants []string, bots []games.Seat, pair [2]int, k int) ([2]result, record, error) {
	var r [2]result
	rec := record{Bots: [2]string{bots[pair[0]].String(), bots[pair[1]].String()}, Game: k, Seed: games.DealSeed(o.seed, k/2)}
	seats := make([]games.Seat, o.players)
	side := make([]int, o.players)
	for i := range seats {
		side[i] = (i + k) % 2
		seats[i] = bots[pair[side[i]]]
		rec.Seats = append(rec.Seats, rec.Bots[side[i]])
	}
	t, err := e.Start(games.Config{Players: o.players, Seed: rec.Seed, Variants: variants}, seats)
	if err != nil {
		return r, rec, err
	}
	if err := games.PlayOut(t); err != nil {
		return r, rec, fmt.Errorf("%s vs %s, game %d: %w", bots[pair[0]], bots[pair[1]], k, err)
	}
	rec.Winners = t.Winners()
	scores := t.Scores()
	var nseats [2]int
	for i := range seats {
		nseats[side[i]]++
		r[side[i]].score += float64(scores[i].Total)
		r[side[i]].think += t.ThinkTime(i)
		r[side[i]].moves += t.BotMoves(i)
		rec.Totals = append(rec.Totals, scores[i].Total)
	}
	for _, w := range rec.Winners {
		r[side[w]].share += 1 / float64(len(rec.Winners))
	}
	for s := range 2 {
		r[s].score /= float64(nseats[s])
	}
	return r, rec, nil
}

// writePartial writes to o.partial the table of the first done games of
// the one pairing.
func writePartial(o options, e games.Entry, bots []games.Seat, pairs [][2]int, results [][2]result, done int, elapsed time.Duration) error {
	var b strings.Builder
	part := o
	part.games = done
	report(&b, part, e, bots, pairs, results[:done], elapsed)
	fmt.Fprintf(&b, "\n%d of %d games played\n", done, o.games)
	return os.WriteFile(o.partial, []byte(b.String()), 0o644)
}

// report writes the results table.
func report(w io.Writer, o options, e games.Entry, bots []games.Seat, pairs [][2]int, results [][2]result, elapsed time.Duration) {
	fmt.Fprintf(w, "%s, %d players", e.Name, o.players)
	if o.variants != "" {
		fmt.Fprintf(w, ", variants %s", o.variants)
	}
	fmt.Fprintf(w, "; %d games per pairing, seed %d, %s", o.games, o.seed, elapsed.Round(time.Second))
	if o.clock == "cpu" {
		fmt.Fprint(w, "; budgets and ms/move in CPU time")
	}
	fmt.Fprint(w, "\n\n")
	rows := [][]string{{"bot", "opponent", "games", "win rate", "95% CI", "sig", "mean score", "95% CI", "ms/move"}}
	for p, pair := range pairs {
		for s := range 2 {
			var share, score, score2 float64
			var think time.Duration
			moves := 0
			for k := range o.games {
				r := results[p*o.games+k][s]
				share += r.share
				score += r.score
				score2 += r.score * r.score
				think += r.think
				moves += r.moves
			}
			n := float64(o.games)
			rate := share / n
			lo, hi := games.Wilson(share, n)
			mark := ""
			if lo > 0.5 || hi < 0.5 {
				mark = "*"
			}
			mean := score / n
			half := 0.0
			if o.games > 1 {
				sd := math.Sqrt(max(0, (score2-n*mean*mean)/(n-1)))
				half = 1.96 * sd / math.Sqrt(n)
			}
			ms := 0.0
			if moves > 0 {
				ms = float64(think.Microseconds()) / 1000 / float64(moves)
			}
			rows = append(rows, []string{
				bots[pair[s]].String(), bots[pair[1-s]].String(), fmt.Sprint(o.games),
				fmt.Sprintf("%.3f", rate), fmt.Sprintf("[%.3f, %.3f]", lo, hi), mark,
				fmt.Sprintf("%.1f", mean), fmt.Sprintf("[%.1f, %.1f]", mean-half, mean+half),
				fmt.Sprintf("%.2f", ms),
			})
		}
	}
	writeTable(w, rows)
	fmt.Fprintln(w, "\nwin rate: share of the victory (ties split); * : the 95% interval excludes 0.5")
}

// writeTable writes rows as a Markdown table with aligned columns.
func writeTable(w io.Writer, rows [][]string) {
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], len(c))
		}
	}
	line := func(r []string) {
		var b strings.Builder
		b.WriteString("|")
		for i, c := range r {
			fmt.Fprintf(&b, " %-*s |", width[i], c)
		}
		fmt.Fprintln(w, b.String())
	}
	line(rows[0])
	sep := make([]string, len(width))
	for i := range sep {
		sep[i] = strings.Repeat("-", width[i])
	}
	line(sep)
	for _, r := range rows[1:] {
		line(r)
	}
}

// progress draws a progress bar on a terminal line.
type progress struct {
	w     io.Writer
	total int
	start time.Time
	quiet bool
	last  time.Time
}

func (p *progress) draw(done int) {
	if p.quiet {
		return
	}
	now := time.Now()
	if done != 0 && done != p.total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	const width = 30
	fill := width * done / p.total
	elapsed := now.Sub(p.start)
	eta := "?"
	if done > 0 {
		eta = (elapsed * time.Duration(p.total-done) / time.Duration(done)).Round(time.Second).String()
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d games, %s elapsed, %s left ", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
		done, p.total, elapsed.Round(time.Second), eta)
}

func (p *progress) finish() {
	if !p.quiet {
		fmt.Fprintln(p.w)
	}
}
