// Command arkadia-ends measures how Arkadia games end: by the castle (the
// last piece of floor 2 is placed, the printed end) or by the project's
// stall ruling (a whole round in which nobody can act: arkadia.MovePass, and
// "Rulings" in arkadia/RULES.md). For every player count and bot it plays games in
// which every seat is that bot and prints the share of each ending with the
// state of the game when it stopped.
//
//	go run ./examples/arkadia-ends -players 2,3,4 -bots random,greedy -games 200
//	nice go run ./examples/arkadia-ends -players 2,3,4 -bots ismcts:300 -games 12
//
// The columns are: the games played; how many ended by the castle, and the
// share that ended by the castle and by a stall, with the 95% Wilson
// interval of the castle share; the mean number of castle pieces placed (20
// complete floors 1 and 2); the mean number of buildings laid and completed;
// the mean number of empty squares left; the mean number of workers never
// placed: behind the screens, of the players' colours in the reserve
// (banners not taken), and neutral ones in the reserve (tents never covered
// by a building); the mean number of tents left under a worker and left
// empty; and the mean number of cards never played (hands, face-up cards and
// pile).
//
// An edition file (see arkadia.ParseEdition) replaces the default edition
// with -edition, -first-game uses its first-game set-up, and -lot fixes the
// castle lot (such as g5/0) instead of drawing it. -no-hint takes from the
// ISMCTS bots the Arkadia hint that they have by default (see
// bots.ArkadiaHint), so that they value new nodes by the score change alone.
// Game k is dealt from a seed derived from -seed and k, so runs are
// repeatable.
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/examples/internal/games"
)

func main() {
	var o options
	flag.StringVar(&o.players, "players", "2,3,4", "comma-separated player counts")
	flag.StringVar(&o.bots, "bots", "random,greedy", "comma-separated bots, each random, greedy or "+
		"ismcts[:ITERATIONS][:...] as in the tournament program; every seat of a game is that bot")
	flag.IntVar(&o.games, "games", 100, "games per player count and bot")
	flag.Uint64Var(&o.seed, "seed", 1, "seed from which every game's seed is derived")
	flag.IntVar(&o.parallel, "parallel", runtime.NumCPU(), "games played at the same time")
	flag.StringVar(&o.edition, "edition", "", "edition file to use instead of the default edition")
	flag.BoolVar(&o.first, "first-game", false, "use the edition's first-game set-up")
	flag.BoolVar(&o.noHint, "no-hint", false, "ISMCTS bots without the Arkadia hint (bots.ArkadiaHint)")
	flag.StringVar(&o.lot, "lot", "", "castle lot position such as g5/0 (top-left square/quarter turns); default: drawn from each game's seed")
	flag.Parse()
	if err := run(o, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "arkadia-ends:", err)
		os.Exit(1)
	}
}

type options struct {
	players, bots string
	games         int
	seed          uint64
	parallel      int
	edition, lot  string
	first, noHint bool
}

// outcome is the end of one game.
type outcome struct {
	castle, stall             bool
	pieces, laid, done, empty int
	screens, reserve, tents   int // unplaced workers: behind screens, own colours in the reserve, neutral in the reserve
	tentWorkers, tentEmpty    int // tents under a worker, tents left empty
	cards, moves              int
}

func run(o options, w, progress io.Writer) error {
	var counts []int
	for _, f := range strings.Split(o.players, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 2 || n > 4 {
			return fmt.Errorf("-players %q: want player counts from 2 to 4", o.players)
		}
		counts = append(counts, n)
	}
	seats, err := games.ParseSeats(o.bots, bots.Options{Iterations: 300})
	if err != nil {
		return err
	}
	for _, s := range seats {
		if s.Kind == games.Human {
			return fmt.Errorf("-bots: no human players here")
		}
	}
	if o.games < 1 {
		return fmt.Errorf("-games %d: want at least 1", o.games)
	}
	ed := arkadia.Default()
	if o.edition != "" {
		f, err := os.Open(o.edition)
		if err != nil {
			return err
		}
		ed, err = arkadia.ParseEdition(f)
		f.Close()
		if err != nil {
			return err
		}
	}
	var lot *arkadia.Lot
	if o.lot != "" {
		sq, turn, ok := strings.Cut(o.lot, "/")
		q, err := arkadia.ParseSquare(sq)
		t, err2 := strconv.Atoi(turn)
		if !ok || err != nil || err2 != nil {
			return fmt.Errorf("-lot %q: want a square and a turn such as g5/0", o.lot)
		}
		lot = &arkadia.Lot{Square: q, Turn: t}
	}
	start := time.Now()
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "arkadia, edition %q", ed.Name())
	if o.first {
		fmt.Fprint(w, ", first game")
	}
	if o.noHint {
		fmt.Fprint(w, ", ISMCTS without the hint")
	}
	fmt.Fprintf(w, "; %d games per row, seed %d\n\n", o.games, o.seed)
	fmt.Fprintln(tw, "players\tbot\tgames\tby castle\tcastle\t95% CI\tstall\tpieces\tlaid\tcompleted\tempty\tscreens\treserve\tneutral\ttents: worker\tempty\tcards left\tmoves\t")
	for _, n := range counts {
		for _, seat := range seats {
			res := make([]outcome, o.games)
			errs := make([]error, o.games)
			var wg sync.WaitGroup
			next := make(chan int)
			for range max(1, o.parallel) {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for k := range next {
						res[k], errs[k] = play(arkadia.Config{Players: n, Seed: games.DealSeed(o.seed, k), Edition: ed, FirstGame: o.first, Lot: lot}, seat, o.noHint)
					}
				}()
			}
			for k := range o.games {
				next <- k
			}
			close(next)
			wg.Wait()
			for k, err := range errs {
				if err != nil {
					return fmt.Errorf("%d players, %v, game %d: %w", n, seat, k, err)
				}
			}
			var sum outcome
			castle, stall := 0, 0
			for _, r := range res {
				if r.castle {
					castle++
				}
				if r.stall {
					stall++
				}
				sum.pieces += r.pieces
				sum.laid += r.laid
				sum.done += r.done
				sum.empty += r.empty
				sum.screens += r.screens
				sum.reserve += r.reserve
				sum.tents += r.tents
				sum.tentWorkers += r.tentWorkers
				sum.tentEmpty += r.tentEmpty
				sum.cards += r.cards
				sum.moves += r.moves
			}
			g := float64(o.games)
			lo, hi := games.Wilson(float64(castle), g)
			row := fmt.Sprintf("%d\t%v\t%d\t%d\t%.0f%%\t[%.0f, %.0f]\t%.0f%%\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.0f\t\n",
				n, seat, o.games, castle, 100*float64(castle)/g, 100*lo, 100*hi, 100*float64(stall)/g,
				float64(sum.pieces)/g, float64(sum.laid)/g, float64(sum.done)/g, float64(sum.empty)/g,
				float64(sum.screens)/g, float64(sum.reserve)/g, float64(sum.tents)/g,
				float64(sum.tentWorkers)/g, float64(sum.tentEmpty)/g, float64(sum.cards)/g, float64(sum.moves)/g)
			fmt.Fprint(tw, row)
			if progress != nil {
				fmt.Fprint(progress, strings.ReplaceAll(row, "\t", " "))
			}
		}
	}
	tw.Flush()
	fmt.Fprintf(w, "\n%s\n", time.Since(start).Round(time.Second))
	return nil
}

// play plays one game with every seat taken by the same kind of bot.
func play(c arkadia.Config, seat games.Seat, noHint bool) (outcome, error) {
	var r outcome
	s, err := arkadia.New(c)
	if err != nil {
		return r, err
	}
	ed, players, sd := c.Edition, c.Players, c.Seed
	type chooser interface {
		Choose(arkadia.State) (arkadia.Move, error)
	}
	seatBots := make([]chooser, players)
	for p := range seatBots {
		rng := rand.New(rand.NewPCG(sd, uint64(p)))
		switch seat.Kind {
		case games.Random:
			seatBots[p] = bots.NewRandom(arkadia.Game, rng)
		case games.Greedy:
			seatBots[p] = bots.NewGreedy(arkadia.Game, rng)
		default:
			b := bots.NewISMCTS(arkadia.Game, rng, seat.Options)
			if noHint {
				b.SetHint(nil)
			}
			seatBots[p] = b
		}
	}
	for !s.IsTerminal() {
		m, err := seatBots[s.ToMove()].Choose(s)
		if err != nil {
			return r, err
		}
		if s, err = arkadia.Apply(s, m); err != nil {
			return r, err
		}
		r.moves++
	}
	r.castle = s.EndTriggeredBy() >= 0
	r.stall = s.Stalled()
	for k := range arkadia.CastleSquares {
		_, pieces := s.Stack(k)
		r.pieces += len(pieces)
	}
	r.laid = s.Buildings()
	for i := range s.Buildings() {
		if s.Building(i).Complete {
			r.done++
		}
	}
	for row := range ed.Rows() {
		for col := range ed.Cols() {
			at := s.At(arkadia.Square{Row: row, Col: col})
			if at.Content == arkadia.ContentEmpty {
				r.empty++
			}
			if at.Tent && at.Content == arkadia.ContentWorker {
				r.tentWorkers++
			}
			if at.Tent && at.Content == arkadia.ContentEmpty {
				r.tentEmpty++
			}
		}
	}
	r.tents = s.NeutralReserve()
	for p := range players {
		own, neu := s.Screen(p)
		r.screens += own + neu
		r.reserve += s.Reserve(p)
		r.cards += s.HandSize(p)
	}
	r.cards += len(s.FaceUp()) + s.PileSize()
	return r, nil
}
