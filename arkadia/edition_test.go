package arkadia

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestDefaultEdition checks the published totals on the default edition.
func TestDefaultEdition(t *testing.T) {
	e := Default()
	if e.Rows() != 12 || e.Cols() != 16 {
		t.Errorf("board %dx%d, want 12x16", e.Rows(), e.Cols())
	}
	if n := len(e.Tents()); n != NeutralWorkers {
		t.Errorf("%d tents, want %d", n, NeutralWorkers)
	}
	if e.NumCards() != 40 || e.Forms() != 7 {
		t.Errorf("%d cards in %d forms, want 40 in 7", e.NumCards(), e.Forms())
	}
	cards, counts := e.Cards()
	var perFamily [NumFamilies]int
	perForm := map[uint8]int{}
	for i, c := range cards {
		perFamily[c.Family] += counts[i]
		perForm[c.Form] += counts[i]
	}
	if perFamily != [NumFamilies]int{10, 10, 10, 10} {
		t.Errorf("cards per family %v, want 10 each", perFamily)
	}
	for f, want := range map[uint8]int{1: 8, 2: 6, 3: 6, 4: 5, 5: 5, 6: 5, 7: 5} {
		if perForm[f] != want {
			t.Errorf("form %d (%s): %d pieces, want %d", f, e.FormName(int(f)), perForm[f], want)
		}
	}
	var seals [NumFamilies + 1]int
	for _, f := range e.LotSeals() {
		seals[f]++
	}
	if seals != [NumFamilies + 1]int{2, 2, 2, 2, 2} {
		t.Errorf("lot seals %v, want 2 per family and 2 blank", seals)
	}
	wantOrient := []int{2, 4, 2, 2, 4, 8, 8}
	for f := 1; f <= 7; f++ {
		if n := len(e.Orientations(f)); n != wantOrient[f-1] {
			t.Errorf("form %d: %d orientations, want %d", f, n, wantOrient[f-1])
		}
		for _, o := range e.Orientations(f) {
			if len(o) < 2 || len(o) > 4 {
				t.Errorf("form %d covers %d squares", f, len(o))
			}
		}
	}
	// The published game's tents leave the lot little room: "This
	// restricts it quite sharply to the central area of the main board with
	// a small variation from game to game" (a review of the printed game).
	// The reconstruction's tents hold the lot within rows 4-8 and columns f
	// to k, a 5 x 6 area in the middle of the board.
	lots := e.lotPlacements()
	if len(lots) != 34 {
		t.Errorf("the lot has %d placements, want the 34 that RULES.md gives", len(lots))
	}
	for _, l := range lots {
		cells, _, _ := e.lotCells(l)
		for i := cells.Next(0); i >= 0; i = cells.Next(i + 1) {
			if q := e.sq[i]; q.Row < 3 || q.Row > 7 || q.Col < 5 || q.Col > 10 {
				t.Errorf("the lot fits at %v, which covers %v outside the central area", l, q)
			}
		}
	}
	if !e.HasFirstGame() || len(e.first.buildings) != 7 || e.first.neutral != [5]int{0, 0, 3, 2, 1} {
		t.Error("first-game set-up: want 7 buildings and 3/2/1 neutral workers")
	}
	s, _ := New(Config{Players: 4, FirstGame: true})
	for i := range s.Buildings() {
		b := s.Building(i)
		for _, q := range b.Squares {
			if e.IsTent(q) {
				t.Errorf("first-game building %v covers the tent %v", b.Card, q)
			}
		}
		if b.Complete {
			t.Errorf("first-game building %v is complete", b.Card)
		}
	}
	if _, n := s.Screen(0); n != 1 {
		t.Errorf("4 players: %d neutral workers each, want 1", n)
	}
	if again, err := ParseEdition(strings.NewReader(e.String())); err != nil || again.String() != e.String() {
		t.Errorf("the canonical text does not read back: %v", err)
	}
}

// TestEditionErrors checks that bad edition files give errors with the line
// of the problem.
func TestEditionErrors(t *testing.T) {
	good := strings.Split(defaultText, "\n")
	lineOf := func(prefix string) int {
		for i, l := range good {
			if strings.HasPrefix(l, prefix) {
				return i
			}
		}
		t.Fatalf("no line %q", prefix)
		return -1
	}
	replace := func(prefix, with string) (string, int) {
		i := lineOf(prefix)
		lines := append([]string(nil), good...)
		lines[i] = with
		return strings.Join(lines, "\n"), i + 1
	}
	for _, c := range []struct {
		prefix, with, want string
		offset             int // the error's line after the replaced one
	}{
		{"arkadia-edition", "arkadia-edition 2", "version", 0},
		{"board", "board 12 17", "has 16 squares, want 17", 1},
		{"board", "board 0 16", "bad board size", 0},
		{"...............T", "...............X", "neither", 0},
		{"lot", "lot R O B S - R O B S", "want the 10 seals", 0},
		{"lot", "lot R O B S - R O B S X", "not R, O, B, S or -", 0},
		{"lot", "lot R R B S - R O B S -", "2 seals of each family", 0},
		{"form 3", "form 4 tavern: 0,0 0,1 0,2", "numbered", 0},
		{"form 3", "form 3 tavern: 0,0 0,2", "connected", 0},
		{"cards 2", "cards 2 R Q", "not R, O, B or S", 0},
		{"cards 9", "", "", 0},
		{"first-game lot", "first-game lot a1 0", "covers a tent", 0},
		{"first-game building 1R", "first-game building 1R g8 i8", "do not form", 0},
		{"first-game building 1R", "first-game building 1R g5 g4", "already covered", 0},
		{"first-game neutral", "first-game neutral 13 2 1", "bad neutral", 0},
		{"first-game building 1R", "first-game building 1R a12 b12", "touches neither", 0},
		{"name", "colour red", "unknown keyword", 0},
	} {
		if c.want == "" {
			continue
		}
		text, line := replace(c.prefix, c.with)
		_, err := ParseEdition(strings.NewReader(text))
		var ee *EditionError
		if !errors.As(err, &ee) || !errors.Is(err, kingdoms.ErrBadConfig) {
			t.Errorf("%q: error %v, want an EditionError wrapping ErrBadConfig", c.with, err)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %q does not say %q", c.with, err, c.want)
		}
		if ee.Line != line+c.offset && ee.Line != 0 {
			t.Errorf("%q: error at line %d, want %d", c.with, ee.Line, line+c.offset)
		}
	}
	// whole-file problems
	for text, want := range map[string]string{
		"":                                   "empty file",
		"arkadia-edition 1\n":                "no board",
		"arkadia-edition 1\nboard 2 2\n..\n": "ends after",
		"arkadia-edition 1\nboard 3 4\n....\n....\n....\nlot R O B S - R O B S -\nform 1 a: 0,0\n":            "no cards",
		"arkadia-edition 1\nboard 3 4\n....\n....\n..T.\nlot R O B S - R O B S -\nform 1 a: 0,0\ncards 1 R\n": "fits nowhere",
	} {
		_, err := ParseEdition(strings.NewReader(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", text, err, want)
		}
	}
}

// smallEditionText is a small user edition without a first-game set-up.
const smallEditionText = `arkadia-edition 1
name tiny
board 6 7
T......
.......
.......
.......
.......
......T
lot R O B S - R O B S -
form 1 bar: 0,0 0,1
form 2 corner: 0,0 1,0 1,1
cards 1 R O B S R O
cards 2 B S B S
`

// TestSmallEdition plays games on a small user edition.
func TestSmallEdition(t *testing.T) {
	text := smallEditionText
	e, err := ParseEdition(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if e.HasFirstGame() {
		t.Fatal("no first-game set-up in this edition")
	}
	if _, err := New(Config{Players: 2, Edition: e, FirstGame: true}); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("first game without a set-up: %v", err)
	}
	for seed := range uint64(20) {
		c := Config{Players: 2 + int(seed%3), Seed: seed, Edition: e}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		maxMoves := MaxMoves(c)
		end, _, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(seed, 1)), maxMoves)
		if err != nil {
			t.Fatal(err)
		}
		if !end.IsTerminal() {
			t.Fatalf("seed %d: not over after %d moves", seed, maxMoves)
		}
		if err := checkInvariant(end); err != nil {
			t.Fatal(err)
		}
	}
}

// TestLotTurns checks where the castle squares go when the lot is turned.
func TestLotTurns(t *testing.T) {
	e := Default()
	for _, c := range []struct {
		turn int
		want [CastleSquares]string
	}{
		{0, [CastleSquares]string{"a1", "b1", "c1", "d1", "d2", "d3", "c3", "b3", "a3", "a2"}},
		{1, [CastleSquares]string{"c1", "c2", "c3", "c4", "b4", "a4", "a3", "a2", "a1", "b1"}},
		{2, [CastleSquares]string{"d3", "c3", "b3", "a3", "a2", "a1", "b1", "c1", "d1", "d2"}},
		{3, [CastleSquares]string{"a4", "a3", "a2", "a1", "b1", "c1", "c2", "c3", "c4", "b4"}},
	} {
		cells, castle, ok := e.lotCells(Lot{Square{0, 0}, c.turn})
		if !ok || cells.Count() != LotRows*LotCols {
			t.Fatalf("turn %d: lot does not fit", c.turn)
		}
		for k, j := range castle {
			if got := e.sq[j].String(); got != c.want[k] {
				t.Errorf("turn %d: castle square %d on %s, want %s", c.turn, k, got, c.want[k])
			}
		}
	}
	if _, _, ok := e.lotCells(Lot{Square{10, 0}, 0}); ok {
		t.Error("a lot hanging off the bottom edge fits")
	}
	if _, err := New(Config{Players: 2, Lot: &Lot{Square{0, 0}, 0}}); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("a lot on the tent c3: %v", err)
	}
	if _, err := New(Config{Players: 5}); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("5 players: %v", err)
	}
	if _, err := New(Config{Players: 2, FirstGame: true, Lot: &Lot{Square{4, 0}, 0}}); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("first game with another lot: %v", err)
	}
}

// TestTentsCovered: on the default edition, l5 and n5 are tents and k5 and
// m5 are not; a move that is not a card play, or whose building leaves the
// board or has no such orientation, covers none.
func TestTentsCovered(t *testing.T) {
	e := Default()
	for _, c := range []struct {
		move string
		want int
	}{
		{"play 3R 0 k5", 1}, // k5 l5 m5
		{"play 4R 0 k5", 2}, // k5 l5 m5 n5
		{"play 1R 0 k6", 0}, // k6 l6
		{"play 4R 0 p5", 0}, // p5 and off the board
		{"play 1R 7 k5", 0}, // the house has 2 orientations
		{"worker l5", 0},
		{"banner", 0},
	} {
		m, err := ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := e.TentsCovered(m); got != c.want {
			t.Errorf("TentsCovered(%s) = %d, want %d", c.move, got, c.want)
		}
	}
}

// TestTentsCoveredAgreesWithApply: every card play of random games brings
// as many neutral workers as TentsCovered says, while the reserve has them.
func TestTentsCoveredAgreesWithApply(t *testing.T) {
	plays := 0
	for seed := range uint64(20) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for !s.IsTerminal() {
			moves := Legal(s)
			m := moves[rng.IntN(len(moves))]
			next, err := Apply(s, m)
			if err != nil {
				t.Fatal(err)
			}
			if m.Kind() == MovePlay {
				plays++
				want := min(s.Edition().TentsCovered(m), s.NeutralReserve())
				if got := s.NeutralReserve() - next.NeutralReserve(); got != want {
					t.Fatalf("seed %d: %v brought %d neutral workers, TentsCovered says %d (reserve %d)", seed, m, got, s.Edition().TentsCovered(m), s.NeutralReserve())
				}
			}
			s = next
		}
	}
	if plays == 0 {
		t.Fatal("no card was played")
	}
}

// TestEarlierForms: the edition of the first reconstruction's forms, which
// RULES.md's "Building forms" measures, parses and plays.
func TestEarlierForms(t *testing.T) {
	f, err := os.Open("testdata/earlier-forms.edition")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	e, err := ParseEdition(f)
	if err != nil {
		t.Fatal(err)
	}
	if e.Forms() != 7 || e.NumCards() != 40 || e.HasFirstGame() {
		t.Errorf("%d forms, %d cards, first game %v", e.Forms(), e.NumCards(), e.HasFirstGame())
	}
	if e.FormName(4) != "mill" || len(e.Orientations(4)) != 1 || len(e.Orientations(6)) != 4 {
		t.Errorf("the mill has %d orientations (want 1, an O), the trade centre %d (want 4, an S)", len(e.Orientations(4)), len(e.Orientations(6)))
	}
	s, err := New(Config{Players: 2, Seed: 1, Edition: e})
	if err != nil {
		t.Fatal(err)
	}
	end, _, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(1, 1)), MaxMoves(Config{Players: 2, Edition: e}))
	if err != nil || !end.IsTerminal() {
		t.Fatalf("a game with the earlier forms: %v, over %v", err, end.IsTerminal())
	}
}
