package games

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/bots"
)

func TestParseSeat(t *testing.T) {
	def := bots.Options{Iterations: 100}
	for _, c := range []struct {
		in   string
		want Seat
	}{
		{"human", Seat{Kind: Human}},
		{" Random", Seat{Kind: Random}},
		{"greedy", Seat{Kind: Greedy}},
		{"ismcts", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100}}},
		{"mcts:2000", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 2000}}},
		{"ismcts:1s", Seat{Kind: ISMCTS, Options: bots.Options{Time: time.Second}}},
		{"ismcts:500:blend", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 500, Reward: bots.Blend}}},
		{"ismcts:margin", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, Reward: bots.ScoreMargin}}},
		// The zero Options are the bots' defaults, the prior included;
		// prior=0 turns it off.
		{"ismcts:prior=0", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, Prior: bots.NoPrior}}},
		{"ismcts:prior=10", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, Prior: 10}}},
		{"ismcts:50:playout=20:c=1.5:prior=5", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 50, MaxPlayoutMoves: 20, Exploration: 1.5, Prior: 5}}},
		// playout=0 plays to the end, whatever the game's default.
		{"ismcts:playout=0", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, MaxPlayoutMoves: bots.NoCut}}},
		// ismcts0 is the first version of the search.
		{"ismcts0", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, Classic: true}}},
		{"ismcts0:50ms:win", Seat{Kind: ISMCTS, Options: bots.Options{Time: 50 * time.Millisecond, Classic: true, Reward: bots.WinShare}}},
		{"ismcts:winmargin:eps=0.05:k=3:w=1.5:reuse=0", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, Reward: bots.WinMargin, Epsilon: 0.05, Sample: 3, Widening: 1.5, NoReuse: true}}},
		{"ismcts:eps=0:w=0", Seat{Kind: ISMCTS, Options: bots.Options{Iterations: 100, Epsilon: -1, Widening: -1}}},
		{"ismcts:50ms:ms=50:ps=8", Seat{Kind: ISMCTS, Options: bots.Options{Time: 50 * time.Millisecond, MarginScale: 50, PriorScale: 8}}},
	} {
		got, err := ParseSeat(c.in, def)
		if err != nil || got != c.want {
			t.Errorf("ParseSeat(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
		if again, err := ParseSeat(got.String(), def); err != nil || again != got {
			t.Errorf("ParseSeat(%q) = %v, %v; want %v", got.String(), again, err, got)
		}
	}
	for _, bad := range []string{"", "alphago", "ismcts:-3", "ismcts:x", "ismcts:", "ismcts:playout=x", "ismcts:c=0", "ismcts:c=NaN", "ismcts:eps=2", "ismcts:k=0", "ismcts:w=-1", "ismcts:reuse=1", "ismcts:ms=0", "ismcts:ps=-2", "ismcts:ms=x"} {
		if _, err := ParseSeat(bad, def); err == nil {
			t.Errorf("ParseSeat(%q): no error", bad)
		}
	}
	if _, err := ParseSeats(" , ", def); err == nil {
		t.Errorf("ParseSeats of nothing: no error")
	}
	if seats, err := ParseSeats("random,greedy", def); err != nil || len(seats) != 2 {
		t.Errorf("ParseSeats: %v %v", seats, err)
	}
	for _, c := range []struct {
		in   string
		want bots.Options
	}{{"10", bots.Options{Iterations: 10}}, {"20ms", bots.Options{Time: 20 * time.Millisecond}}} {
		if got, err := ParseBudget(c.in); err != nil || got != c.want {
			t.Errorf("ParseBudget(%q) = %v, %v", c.in, got, err)
		}
	}
	if _, err := ParseBudget("0"); err == nil {
		t.Errorf("ParseBudget(0): no error")
	}
}

func TestTable(t *testing.T) {
	seats := []Seat{{Kind: ISMCTS, Options: bots.Options{Iterations: 30}}, {Kind: Human}}
	tb, err := Toy.Start(Config{Seed: 3}, seats)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Players() != 2 || tb.Game() != "toy" {
		t.Fatalf("players %d, game %q", tb.Players(), tb.Game())
	}
	for !tb.IsTerminal() {
		if tb.ToMove() == 1 {
			if _, err := tb.BotMove(); err == nil {
				t.Fatalf("BotMove for a human seat: no error")
			}
			if _, err := tb.Play("99"); !errors.Is(err, kingdoms.ErrBadNotation) {
				t.Fatalf("Play(99): %v", err)
			}
			before := tb.String()
			legal := tb.Legal()
			for c := 1; c <= 12; c++ {
				m := string(rune('0' + c%10))
				if c >= 10 {
					m = "1" + m
				}
				if !slices.Contains(legal, m) {
					if _, err := tb.Play(m); !errors.Is(err, kingdoms.ErrIllegalMove) {
						t.Fatalf("Play(%s) of a card not in hand: %v", m, err)
					}
					break
				}
			}
			if tb.String() != before {
				t.Fatalf("a refused move changed the table")
			}
			if got, err := tb.Play(" " + legal[len(legal)-1]); err != nil || got != legal[len(legal)-1] {
				t.Fatalf("Play(%s) = %q, %v", legal[len(legal)-1], got, err)
			}
			continue
		}
		if _, err := tb.BotMove(); err != nil {
			t.Fatal(err)
		}
	}
	if len(tb.Winners()) == 0 || tb.Moves() != 12 || tb.ThinkTime(0) <= 0 {
		t.Errorf("winners %v, %d moves, think time %v", tb.Winners(), tb.Moves(), tb.ThinkTime(0))
	}
	if _, err := tb.Play("1"); err == nil {
		t.Errorf("Play after the end: no error")
	}
	if svg, err := tb.SVG(); err != nil || len(svg) == 0 {
		t.Errorf("SVG: %v", err)
	}
}

func TestStartErrors(t *testing.T) {
	if _, err := Toy.Start(Config{Players: 5}, nil); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("5 players: %v", err)
	}
	if _, err := Toy.Start(Config{Players: 3}, []Seat{{}, {}}); err == nil {
		t.Errorf("3 players, 2 seats: no error")
	}
	if _, err := Toy.Start(Config{Variants: []string{"x"}}, nil); err == nil {
		t.Errorf("unknown variant: no error")
	}
	if _, err := Lookup("toy"); err == nil {
		t.Errorf("the toy game is in the registry")
	}
	tb, err := Toy.Start(Config{}, nil)
	if err != nil || tb.Players() != 2 {
		t.Fatalf("default start: %v", err)
	}
	if err := PlayOut(tb); err == nil {
		t.Errorf("PlayOut with human seats: no error")
	}
}

// Every registered game starts with each variant and its default players,
// and plays to the end between random bots.
func TestRegisteredGames(t *testing.T) {
	for _, e := range All() {
		if got, err := Lookup(e.Name); err != nil || got.Name != e.Name {
			t.Errorf("Lookup(%q): %v", e.Name, err)
		}
		configs := []Config{{Seed: 1}}
		for _, v := range e.Variants {
			configs = append(configs, Config{Seed: 2, Variants: []string{v.Name}})
		}
		for _, cfg := range configs {
			players := e.DefaultPlayers
			if slices.Contains(cfg.Variants, "mighty-duel") {
				players = 2
			}
			seats := make([]Seat, players)
			for i := range seats {
				seats[i] = Seat{Kind: Random}
			}
			tb, err := e.Start(cfg, seats)
			if err != nil {
				t.Errorf("%s %v: %v", e.Name, cfg.Variants, err)
				continue
			}
			if err := PlayOut(tb); err != nil {
				t.Errorf("%s %v: %v", e.Name, cfg.Variants, err)
				continue
			}
			if len(tb.Winners()) == 0 || len(tb.Scores()) != players || tb.String() == "" {
				t.Errorf("%s %v: winners %v, %d scores", e.Name, cfg.Variants, tb.Winners(), len(tb.Scores()))
			}
		}
	}
}

// The Kingdomino board shown to a human describes the dominoes of the lines.
func TestKingdominoNotes(t *testing.T) {
	e, err := Lookup("kingdomino")
	if err != nil {
		t.Skip(err)
	}
	tb, err := e.Start(Config{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := tb.ViewString(tb.ToMove())
	if !strings.Contains(v, "next line:  ") || !strings.Contains(v, "|") {
		t.Errorf("no domino notes in\n%s", v)
	}
}

// The Kingdom Builder board shown to a human numbers rows and columns and
// marks where a settlement can go.
func TestKingdomBuilderNotes(t *testing.T) {
	e, err := Lookup("kingdombuilder")
	if err != nil {
		t.Skip(err)
	}
	tb, err := e.Start(Config{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := tb.ViewString(tb.ToMove())
	_, notes, ok := strings.Cut(v, "hexes by row,column")
	if !ok {
		t.Fatalf("no labelled board in\n%s", v)
	}
	places := 0
	for _, m := range tb.Legal() {
		if strings.HasPrefix(m, "place ") {
			places++
		}
	}
	if got := strings.Count(notes, "+") - 1; got != places { // one + in the key
		t.Errorf("%d hexes marked +, %d place moves", got, places)
	}
	if !strings.Contains(notes, "\n19   ") {
		t.Errorf("no row 19 (odd rows shifted):\n%s", notes)
	}
}

// The Arkadia board shown to a human draws the forms in the mover's hand.
func TestArkadiaNotes(t *testing.T) {
	e, err := Lookup("arkadia")
	if err != nil {
		t.Skip(err)
	}
	tb, err := e.Start(Config{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := tb.ViewString(tb.ToMove())
	if !strings.Contains(v, "), orientations:\n  0") || !strings.Contains(v, "#") {
		t.Errorf("no forms drawn in\n%s", v)
	}
}

// TestRegistryReadsTheGames checks that the registry restates nothing a
// game's contract values say: every entry's name, players and variants are
// the game's own, and Start gives the state the game's Configurer.Start
// gives.
func TestRegistryReadsTheGames(t *testing.T) {
	for _, e := range All() {
		if e.MinPlayers < 1 || e.MinPlayers > e.DefaultPlayers || e.DefaultPlayers > e.MaxPlayers {
			t.Errorf("%s: players %d..%d, default %d", e.Name, e.MinPlayers, e.MaxPlayers, e.DefaultPlayers)
		}
		for _, v := range e.Variants {
			if v.Name == "" || v.Doc == "" {
				t.Errorf("%s: variant %+v has no name or no doc", e.Name, v)
			}
		}
		if _, err := e.Start(Config{Players: e.MaxPlayers + 1, Seed: 1}, nil); err == nil {
			t.Errorf("%s: %d players accepted", e.Name, e.MaxPlayers+1)
		}
		if _, err := e.Start(Config{Seed: 1, Variants: []string{"no-such-variant"}}, nil); err == nil || !strings.Contains(err.Error(), "no-such-variant") {
			t.Errorf("%s: an unknown variant: %v", e.Name, err)
		}
	}
}
