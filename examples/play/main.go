// Command play lets you play a game of the module against bots in the
// terminal.
//
//	go run ./examples/play -game kingdomino
//	go run ./examples/play -game kingdomino -players 3 -seat 1 -opponents greedy
//	go run ./examples/play -game kingdombuilder -seats human,human,ismcts:2000
//
// The board is shown, as you see it (others' hidden cards and tiles
// hidden), when it is your turn. Type a move in the game's
// notation, or one of these commands:
//
//	? or moves        list the legal moves (? PREFIX: those starting with PREFIX)
//	board             show the board again
//	help              show the commands
//	quit              leave the game
//
// A move that does not parse or is not legal is answered with the reason and
// a new prompt; the end of the input (Ctrl-D) leaves the game.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

func main() {
	var (
		game      = flag.String("game", "kingdomino", "the game: one of "+games.Names())
		players   = flag.Int("players", 0, "number of players (0: the game's default, or as many as -seats lists)")
		seat      = flag.Int("seat", 0, "your seat, from 0 (0 moves first)")
		opponents = flag.String("opponents", "ismcts", "the bot in every other seat: "+games.SeatSyntax)
		seats     = flag.String("seats", "", "every seat, comma-separated, instead of -seat and -opponents: human or a bot")
		budget    = flag.String("budget", "1s", "budget of an ismcts bot given without one: iterations (1000) or time (1s)")
		seed      = flag.Uint64("seed", 0, "seed of the game (0: a different game each time)")
		variants  = flag.String("variants", "", "comma-separated variants or expansions of the game")
	)
	flag.Parse()
	err := func() error {
		e, err := games.Lookup(*game)
		if err != nil {
			return err
		}
		b, err := games.ParseBudget(*budget)
		if err != nil {
			return err
		}
		cfg := games.Config{Players: *players, Seed: *seed}
		if cfg.Seed == 0 {
			cfg.Seed = uint64(time.Now().UnixNano())
		}
		if *variants != "" {
			cfg.Variants = strings.Split(*variants, ",")
		}
		var list []games.Seat
		if *seats != "" {
			if list, err = games.ParseSeats(*seats, b); err != nil {
				return err
			}
		} else {
			opp, err := games.ParseSeat(*opponents, b)
			if err != nil {
				return err
			}
			n := cfg.Players
			if n == 0 {
				n = e.DefaultPlayers
			}
			if *seat < 0 || *seat >= n {
				return fmt.Errorf("-seat %d: the seats of a %d-player game are 0 to %d", *seat, n, n-1)
			}
			for i := range n {
				if i == *seat {
					list = append(list, games.Seat{Kind: games.Human})
				} else {
					list = append(list, opp)
				}
			}
		}
		return session(e, cfg, list, os.Stdin, os.Stdout)
	}()
	if err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
}

const help = `Type a move in the game's notation, or a command:
  ? or moves     list the legal moves, numbered (? PREFIX: only those starting with PREFIX)
  #N             play the move numbered N in the list
  board          show the board again
  help           show this help
  quit           leave the game`

// maxLine is the longest input line read; longer lines are refused.
const maxLine = 4096

// errQuit ends a session at the user's request.
var errQuit = errors.New("quit")

// session plays one game with the humans' moves read from in, and writes
// everything to out. It returns nil when the game ends or the input does; an
// error means the game could not start or a bot failed.
func session(e games.Entry, cfg games.Config, seats []games.Seat, in io.Reader, out io.Writer) error {
	t, err := e.Start(cfg, seats)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s, %d players, seed %d\n", e.Name, t.Players(), cfg.Seed)
	for p := range t.Players() {
		fmt.Fprintf(out, "  player %d: %s\n", p, t.Seat(p))
	}
	fmt.Fprintln(out, help)
	r := bufio.NewReaderSize(in, maxLine)
	shown := -1 // move number at which the board was last shown
	for !t.IsTerminal() {
		p := t.ToMove()
		if t.Seat(p).Kind != games.Human {
			m, err := t.BotMove()
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "player %d (%s) plays %s\n", p, t.Seat(p), m)
			continue
		}
		if shown != t.Moves() {
			fmt.Fprintf(out, "\n%s\n", t.ViewString(p))
			shown = t.Moves()
		}
		fmt.Fprintf(out, "player %d> ", p)
		line, err := readLine(r)
		if errors.Is(err, errTooLong) {
			fmt.Fprintf(out, "That line is longer than %d characters; type a move or ? for the legal moves.\n", maxLine)
			continue
		}
		if err != nil && line == "" { // end of input
			fmt.Fprintln(out, "\nEnd of input: leaving the game.")
			return nil
		}
		if err := command(t, strings.TrimSpace(line), out); errors.Is(err, errQuit) {
			fmt.Fprintln(out, "Leaving the game.")
			return nil
		}
	}
	fmt.Fprintf(out, "\nGame over after %d moves.\n\n%s\n\n", t.Moves(), t)
	for p, sc := range t.Scores() {
		fmt.Fprintf(out, "player %d (%s): %d points\n", p, t.Seat(p), sc.Total)
		for _, part := range sc.Parts {
			fmt.Fprintf(out, "    %s: %d\n", part.Source, part.Points)
		}
	}
	var names []string
	for _, p := range t.Winners() {
		names = append(names, fmt.Sprintf("player %d (%s)", p, t.Seat(p)))
	}
	fmt.Fprintf(out, "Winners: %s\n", strings.Join(names, ", "))
	return nil
}

var errTooLong = errors.New("line too long")

// readLine reads one line without its line ending. A line longer than the
// reader's buffer is skipped whole and reported as errTooLong.
func readLine(r *bufio.Reader) (string, error) {
	line, err := r.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		for errors.Is(err, bufio.ErrBufferFull) {
			_, err = r.ReadSlice('\n')
		}
		return "", errTooLong
	}
	return string(bytes.TrimRight(line, "\r\n")), err
}

// command carries out one line typed by the player to move.
func command(t games.Table, line string, out io.Writer) error {
	word, arg, _ := strings.Cut(line, " ")
	switch strings.ToLower(word) {
	case "":
		fmt.Fprintln(out, "Type a move, or ? for the legal moves.")
	case "?", "moves":
		listMoves(t, strings.TrimSpace(arg), out)
	case "board":
		fmt.Fprintf(out, "%s\n", t.ViewString(t.ToMove()))
	case "help":
		fmt.Fprintln(out, help)
	case "quit", "exit":
		return errQuit
	default:
		if k, ok := strings.CutPrefix(line, "#"); ok {
			legal := t.Legal()
			n, err := strconv.Atoi(strings.TrimSpace(k))
			if err != nil || n < 1 || n > len(legal) {
				fmt.Fprintf(out, "Not played: %q is not a move number: the legal moves are numbered #1 to #%d (type ? to see them).\n", line, len(legal))
				return nil
			}
			line = legal[n-1]
		}
		m, err := t.Play(line)
		if err != nil {
			fmt.Fprintf(out, "Not played: %v\nType ? for the legal moves.\n", err)
			return nil
		}
		fmt.Fprintf(out, "You play %s.\n", m)
	}
	return nil
}

// listMoves writes the legal moves that start with prefix, in columns, each
// with its number in the whole list.
func listMoves(t games.Table, prefix string, out io.Writer) {
	var moves []string
	for i, m := range t.Legal() {
		if strings.HasPrefix(strings.ToLower(m), strings.ToLower(prefix)) {
			moves = append(moves, fmt.Sprintf("#%d %s", i+1, m))
		}
	}
	switch {
	case len(moves) == 0 && prefix != "":
		fmt.Fprintf(out, "No legal move starts with %q.\n", prefix)
		return
	case len(moves) == 1:
		fmt.Fprintf(out, "1 legal move:\n  %s\n", moves[0])
		return
	}
	fmt.Fprintf(out, "%d legal moves:\n", len(moves))
	width := 0
	for _, m := range moves {
		width = max(width, len(m))
	}
	perLine := max(1, 78/(width+2))
	var b strings.Builder
	for i, m := range moves {
		if i%perLine == 0 {
			b.WriteString("  ")
		}
		b.WriteString(m)
		if i%perLine == perLine-1 || i == len(moves)-1 {
			b.WriteByte('\n')
		} else {
			b.WriteString(strings.Repeat(" ", width+2-len(m)))
		}
	}
	fmt.Fprint(out, b.String())
}
