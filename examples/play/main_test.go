package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

// typos are lines a careless or hostile user might type, with a piece of the
// answer each must get.
var typos = []struct{ line, answer string }{
	{"", "Type a move"},
	{"   ", "Type a move"},
	{"zz9", "Not played:"},
	{"\x00\xff\xfe", "Not played:"},
	{strings.Repeat("x", 5000), "longer than"},
	{"13", "Not played:"},
	{"-1", "Not played:"},
	{"99999999999999999999999", "Not played:"},
	{"? nothing-starts-like-this", "No legal move starts with"},
	{"help", "? or moves"},
	{"board", "\n"},
	{"moves", "legal move"},
	{"%s%d%!", "Not played:"},
	{"#0", "is not a move number"},
	{"#999999", "is not a move number"},
	{"# x", "is not a move number"},
}

var prompt = regexp.MustCompile(`player (\d+)> $`)

// robot answers the program's prompts: at each one it first types a typo,
// then ? to list the legal moves, then one of them at random. It returns
// the whole transcript.
func robot(t *testing.T, e games.Entry, cfg games.Config, seats []games.Seat, seed uint64) string {
	t.Helper()
	progIn, toProg := io.Pipe()
	fromProg, progOut := io.Pipe()
	errc := make(chan error, 1)
	go func() {
		err := session(e, cfg, seats, progIn, progOut)
		progOut.Close()
		errc <- err
	}()
	rng := rand.New(rand.NewPCG(seed, 1))
	var transcript strings.Builder
	r := bufio.NewReader(fromProg)
	var chunk strings.Builder
	step, turns := 0, 0
	var sent string
	for {
		b, err := r.ReadByte()
		if err == io.EOF {
			break
		}
		chunk.WriteByte(b)
		transcript.WriteByte(b)
		if b != ' ' || !strings.HasSuffix(chunk.String(), "> ") || !prompt.MatchString(chunk.String()) {
			continue
		}
		out := chunk.String()
		chunk.Reset()
		// Check the answer to what was sent last.
		switch step % 3 {
		case 0:
			if step > 0 && !strings.Contains(out, "You play ") {
				t.Fatalf("after %q the program said %q, want You play", sent, out)
			}
		case 1:
			typo := typos[(turns-1)%len(typos)]
			if !strings.Contains(out, typo.answer) {
				t.Fatalf("after %q the program said %q, want %q", typo.line, out, typo.answer)
			}
		case 2:
			if !strings.Contains(out, "legal move") {
				t.Fatalf("after ? the program said %q", out)
			}
		}
		switch step % 3 {
		case 0:
			turns++
			sent = typos[(turns-1)%len(typos)].line
		case 1:
			sent = "?"
		case 2:
			moves := parseList(out)
			if len(moves) == 0 {
				t.Fatalf("no moves listed in %q", out)
			}
			k := rng.IntN(len(moves))
			sent = moves[k]
			if turns%2 == 0 {
				sent = fmt.Sprintf("#%d", k+1) // the list is not filtered: numbers start at 1
			}
		}
		step++
		if _, err := io.WriteString(toProg, sent+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	toProg.Close()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	if turns == 0 {
		t.Fatalf("never prompted:\n%s", transcript.String())
	}
	return transcript.String()
}

// parseList reads the moves listed after "legal moves:".
func parseList(out string) []string {
	_, list, ok := strings.Cut(out, "legal move")
	if !ok {
		return nil
	}
	var moves []string
	sep := regexp.MustCompile(`\s{2,}`)
	for _, line := range strings.Split(list, "\n")[1:] {
		if !strings.HasPrefix(line, "  ") {
			break
		}
		for _, cell := range sep.Split(strings.TrimSpace(line), -1) {
			_, m, _ := strings.Cut(cell, " ") // drop the number
			moves = append(moves, m)
		}
	}
	return moves
}

func TestFullGameWithTypos(t *testing.T) {
	for _, seats := range [][]games.Seat{
		{{Kind: games.Human}, {Kind: games.Greedy}},
		{{Kind: games.Random}, {Kind: games.Human}, {Kind: games.Human}},
	} {
		out := robot(t, games.Toy, games.Config{Seed: 4}, seats, 1)
		if !strings.Contains(out, "Game over after 12 moves") || !strings.Contains(out, "Winners: player") {
			t.Errorf("the game did not end properly:\n%s", out)
		}
		if !strings.Contains(out, "3 hidden cards") {
			t.Errorf("the human sees the other hands:\n%s", out)
		}
	}
}

func TestEndOfInput(t *testing.T) {
	for _, in := range []string{"", "?\n", "zz", "7", "board\nhelp", "quit\n1\n"} {
		var out strings.Builder
		seats := []games.Seat{{Kind: games.Human}, {Kind: games.Random}}
		if err := session(games.Toy, games.Config{Seed: 1}, seats, strings.NewReader(in), &out); err != nil {
			t.Errorf("input %q: %v", in, err)
		}
		if !strings.Contains(out.String(), "leaving the game") && !strings.Contains(out.String(), "Leaving the game") {
			t.Errorf("input %q: no goodbye:\n%s", in, out.String())
		}
	}
}

func TestStartError(t *testing.T) {
	seats := []games.Seat{{Kind: games.Human}, {Kind: games.Random}, {}, {}, {}}
	if err := session(games.Toy, games.Config{}, seats, strings.NewReader(""), io.Discard); err == nil {
		t.Errorf("5 players: no error")
	}
}

// A full game of every registered game, the human against random bots,
// with a typo and a listing before every move.
func TestRealGames(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			seats := []games.Seat{{Kind: games.Random}, {Kind: games.Human}}
			out := robot(t, e, games.Config{Seed: 5}, seats, 2)
			if !strings.Contains(out, "Game over after") || !strings.Contains(out, "Winners: player") {
				t.Errorf("the game did not end properly:\n%s", out[max(0, len(out)-3000):])
			}
		})
	}
}

// Whatever the input, a session ends without error (the bots' games end, or
// the input does).
func FuzzSession(f *testing.F) {
	for _, s := range []string{"", "?\n1\n2\n3\n", "place 1 0,1 right\n", "\x00\n\n\n", "quit\n", strings.Repeat("? x\n", 50)} {
		f.Add(s)
	}
	entries := append([]games.Entry{games.Toy}, games.All()...)
	f.Fuzz(func(t *testing.T, in string) {
		for _, e := range entries {
			seats := []games.Seat{{Kind: games.Human}, {Kind: games.Random}}
			if err := session(e, games.Config{Seed: 1}, seats, strings.NewReader(in), io.Discard); err != nil {
				t.Fatalf("%s: %v", e.Name, err)
			}
		}
	})
}
