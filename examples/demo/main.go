// Command demo plays a full game of every game of the module between bots
// and prints the final position with a legend of its drawing, the score of
// each player with its breakdown, and the winners.
//
//	go run ./examples/demo                          # every game, default settings
//	go run ./examples/demo -game kingdomino -players 4 -seed 7
//	go run ./examples/demo -game kingdomino -variants middle-kingdom,harmony
//	go run ./examples/demo -bots ismcts:2000,greedy # who sits in each seat
//	go run ./examples/demo -svg examples/images     # also draw each final position
//
// With the default bots (a search bot against Greedy, then Random and Greedy
// again for more players) and a fixed seed the games are reproducible.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/examples/internal/games"
)

func main() {
	var o options
	flag.StringVar(&o.game, "game", "all", "the game to play: all, or one of: "+games.Names())
	flag.IntVar(&o.players, "players", 0, "number of players (0: the game's default, or as many as -bots lists)")
	flag.Uint64Var(&o.seed, "seed", 1, "seed of the game and of the bots")
	flag.StringVar(&o.variants, "variants", "", "comma-separated variants or expansions of the game (see -list)")
	flag.StringVar(&o.bots, "bots", "", "comma-separated players, one per seat, each "+games.SeatSyntax+
		"; default: ismcts, then greedy, random, greedy, random")
	flag.StringVar(&o.budget, "budget", "300", "budget of an ismcts player given without one: iterations (300) or time (200ms)")
	flag.StringVar(&o.svg, "svg", "", "also write an SVG picture of each final position: a file with one game, else a directory (GAME.svg in it)")
	flag.BoolVar(&o.list, "list", false, "list the games and their variants, and exit")
	flag.Parse()
	if err := run(o, games.All(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "demo:", err)
		os.Exit(1)
	}
}

type options struct {
	game     string
	players  int
	seed     uint64
	variants string
	bots     string
	budget   string
	svg      string
	list     bool
}

// run plays the games of o among all and writes the report to w.
func run(o options, all []games.Entry, w io.Writer) error {
	if o.list {
		for _, e := range all {
			fmt.Fprintf(w, "%s (default %d players)\n", e.Name, e.DefaultPlayers)
			for _, v := range e.Variants {
				fmt.Fprintf(w, "  %-20s %s\n", v.Name, v.Doc)
			}
		}
		return nil
	}
	budget, err := games.ParseBudget(o.budget)
	if err != nil {
		return err
	}
	var seats []games.Seat
	if o.bots != "" {
		if seats, err = games.ParseSeats(o.bots, budget); err != nil {
			return err
		}
		for _, s := range seats {
			if s.Kind == games.Human {
				return fmt.Errorf("the demo has no human players: use go run ./examples/play")
			}
		}
	}
	var entries []games.Entry
	if o.game == "all" {
		entries = all
		if len(entries) == 0 {
			fmt.Fprintln(w, "No game is implemented yet.")
			return nil
		}
	} else {
		for _, e := range all {
			if e.Name == o.game {
				entries = append(entries, e)
			}
		}
		if len(entries) == 0 {
			return fmt.Errorf("unknown game %q; the games are: %s", o.game, names(all))
		}
	}
	if o.variants != "" && len(entries) > 1 {
		return fmt.Errorf("-variants needs -game: variants differ from game to game")
	}
	for i, e := range entries {
		if i > 0 {
			fmt.Fprintln(w)
		}
		svg := ""
		if o.svg != "" {
			svg = o.svg
			if len(entries) > 1 || isDir(o.svg) {
				svg = filepath.Join(o.svg, e.Name+".svg")
			}
		}
		if err := demo(w, e, o, seats, budget, svg); err != nil {
			return err
		}
	}
	return nil
}

func names(all []games.Entry) string {
	var n []string
	for _, e := range all {
		n = append(n, e.Name)
	}
	return strings.Join(n, ", ")
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// demo plays one game and writes its report.
func demo(w io.Writer, e games.Entry, o options, seats []games.Seat, budget bots.Options, svg string) error {
	players := o.players
	if players == 0 {
		players = len(seats)
	}
	if players == 0 {
		players = e.DefaultPlayers
	}
	if len(seats) == 0 {
		seats = defaultSeats(players, budget)
	}
	if len(seats) != players {
		return fmt.Errorf("%s: -bots lists %d players for a %d-player game", e.Name, len(seats), players)
	}
	cfg := games.Config{Players: players, Seed: o.seed}
	if o.variants != "" {
		cfg.Variants = strings.Split(o.variants, ",")
	}
	t, err := e.Start(cfg, seats)
	if err != nil {
		return err
	}
	title := fmt.Sprintf("%s, %d players, seed %d", e.Name, players, o.seed)
	if len(cfg.Variants) > 0 {
		title += ", variants " + strings.Join(cfg.Variants, "+")
	}
	fmt.Fprintln(w, "# "+title)
	for p := range players {
		fmt.Fprintf(w, "player %d: %s\n", p, seats[p])
	}
	if err := games.PlayOut(t); err != nil {
		return fmt.Errorf("%s: after %d moves: %w", e.Name, t.Moves(), err)
	}
	fmt.Fprintf(w, "\n## Final position after %d moves\n\n%s\n", t.Moves(), strings.TrimRight(t.String(), "\n"))
	if l := legends[e.Name]; l != "" {
		fmt.Fprintf(w, "\n%s\n", l)
	}
	fmt.Fprintf(w, "\n## Scores\n\n")
	writeScores(w, t)
	fmt.Fprintf(w, "\n%s\n", winnersLine(t))
	if svg != "" {
		pic, err := t.SVG()
		if err != nil {
			return err
		}
		if err := os.WriteFile(svg, pic, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(w, "(picture written to %s)\n", svg)
	}
	return nil
}

// legends explains the text drawing of each game's final position, by the
// name of the game, and says where the full legend is: the documentation of
// the game's String method, which draws it.
var legends = map[string]string{
	"kingdomino": `Legend: each kingdom from its top row, two characters a square: the terrain
(W wheat, F forest, L lake, G grassland, S swamp, M mine, C castle, . empty)
and its crowns (a digit; blank for none).
Full legend: go doc github.com/boardrules/kingdoms/kingdomino Kingdom.String`,
	"kingdombuilder": `Legend: 20 rows of hexes, odd rows shifted half a hex to the right. A free
hex shows its terrain in lower case (g grass, c canyon, d desert, f flower,
t forest, w water, m mountain, s swamp, a farmland); a digit is a settlement
of that player; K a castle; an upper-case letter a location (the line under
the board names them); N a nomad space, @ a Capitol, ^ a cave, # a stone
wall, o a silo, * a scout token. Under the board, each player's supply,
terrain card, score and location tiles ("(-)": not usable now).
Full legend: go doc github.com/boardrules/kingdoms/kingdombuilder State.String`,
	"arkadia": `Legend: columns a to p, rows 1 to 12, two characters a square: ". " empty,
"t " an uncovered tent, "6R" a square of a building of form 6 bearing a red
seal (seals R red, O olive, B black, S silver; lower case "6r" once the
building is complete), "@0" to "@3" a player's worker, "@n" a neutral worker,
"##" the castle lot's inner squares, and on each castle square the seal it
shows and its number of pieces ("R1"). Then the castle (each square's seals,
floor by floor), the seal values, the pools, the cards and each player's
hand, seals and gold.
Full legend: go doc github.com/boardrules/kingdoms/arkadia State.String`,
}

// defaultSeats puts a search bot in seat 0 and simpler bots in the others.
func defaultSeats(players int, budget bots.Options) []games.Seat {
	others := []games.Kind{games.Greedy, games.Random}
	search, _ := games.ParseSeat("ismcts", budget) // cannot fail
	seats := []games.Seat{search}
	for i := 1; i < players; i++ {
		seats = append(seats, games.Seat{Kind: others[(i-1)%2]})
	}
	return seats
}

// writeScores writes each player's total and its parts.
func writeScores(w io.Writer, t games.Table) {
	scores := t.Scores()
	width := 0
	for _, sc := range scores {
		for _, part := range sc.Parts {
			width = max(width, len(part.Source))
		}
	}
	for p, sc := range scores {
		fmt.Fprintf(w, "player %d (%s): %d points\n", p, t.Seat(p), sc.Total)
		for _, part := range sc.Parts {
			fmt.Fprintf(w, "    %-*s %4d\n", width, part.Source, part.Points)
		}
	}
}

// winnersLine names the winners.
func winnersLine(t games.Table) string {
	win := t.Winners()
	switch len(win) {
	case 0:
		return "No winner."
	case 1:
		return fmt.Sprintf("Winner: player %d (%s).", win[0], t.Seat(win[0]))
	}
	var names []string
	for _, p := range win {
		names = append(names, fmt.Sprintf("player %d (%s)", p, t.Seat(p)))
	}
	return "Shared victory: " + strings.Join(names, ", ") + "."
}
