package kingdomino

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

func mustParse(t *testing.T, text string) Move {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func play(t *testing.T, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		next, err := Apply(s, mustParse(t, text))
		if err != nil {
			t.Fatalf("%s: %v\n%v", text, err, s)
		}
		s = next
	}
	return s
}

// TestSetUp checks "Préparation": dominoes removed by player count, kings per
// player, the first line drawn and sorted ascending, the king order.
func TestSetUp(t *testing.T) {
	tests := []struct {
		c                          Config
		kings, deck, removed, line int
	}{
		{Config{Players: 2}, 4, 20, 24, 4},
		{Config{Players: 3}, 3, 33, 12, 3},
		{Config{Players: 4}, 4, 44, 0, 4},
		{Config{Players: 2, MightyDuel: true}, 4, 44, 0, 4},
	}
	for _, tc := range tests {
		for seed := range uint64(20) {
			tc.c.Seed = seed
			s, err := New(tc.c)
			if err != nil {
				t.Fatal(err)
			}
			line := s.NextLine()
			if s.Kings() != tc.kings || s.DeckSize() != tc.deck || s.Removed() != tc.removed || len(line) != tc.line || len(s.Line()) != 0 {
				t.Fatalf("%+v: kings %d deck %d removed %d line %d", tc.c, s.Kings(), s.DeckSize(), s.Removed(), len(line))
			}
			if !slices.IsSortedFunc(line, func(a, b LineSlot) int { return int(a.Domino) - int(b.Domino) }) {
				t.Errorf("first line not sorted: %v", line)
			}
			order := s.KingOrder()
			count := make([]int, tc.c.Players)
			for _, p := range order {
				count[p]++
			}
			for p, n := range count {
				if n != tc.kings/tc.c.Players {
					t.Errorf("player %d has %d kings in %v", p, n, order)
				}
			}
			if s.Phase() != Choosing || s.ToMove() != order[0] || s.Round() != 0 || s.Rounds() != (tc.deck+tc.line)/tc.kings {
				t.Errorf("phase %v, to move %d, round %d of %d", s.Phase(), s.ToMove(), s.Round(), s.Rounds())
			}
		}
	}
	// The seed decides everything; different seeds give different deals.
	a, _ := New(Config{Players: 4, Seed: 1})
	b, _ := New(Config{Players: 4, Seed: 1})
	c, _ := New(Config{Players: 4, Seed: 2})
	if a != b || a == c {
		t.Error("the seed does not fix the set-up")
	}
}

func TestBadConfig(t *testing.T) {
	for _, c := range []Config{
		{Players: 1}, {Players: 5}, {Players: 3, MightyDuel: true},
		{Players: 2, Deck: []Domino{1, 2, 3}},
		{Players: 4, Deck: append(slices.Repeat([]Domino{1}, 2), make([]Domino, 46)...)},
		{Players: 4, KingOrder: []int{0, 1, 2}},
		{Players: 4, KingOrder: []int{0, 1, 2, 2}},
		{Players: 2, KingOrder: []int{0, 1, 2, 0}},
	} {
		if _, err := New(c); !errors.Is(err, kingdoms.ErrBadConfig) {
			t.Errorf("New(%+v) = %v, want ErrBadConfig", c, err)
		}
	}
}

// scripted is a 2-player game with a fixed deck and king order.
func scripted(t *testing.T) State {
	t.Helper()
	deck := []Domino{
		48, 23, 1, 12, // line 1, sorted: 1 12 23 48
		40, 20, 30, 10, // line 2: 10 20 30 40
	}
	for d := Domino(2); len(deck) < 24; d++ {
		if !slices.Contains(deck, d) {
			deck = append(deck, d)
		}
	}
	s, err := New(Config{Players: 2, Deck: deck, KingOrder: []int{1, 0, 0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTurnOrder checks "Tour de jeu": the king on the first domino of the line
// (the lowest number) acts first, placing then picking; with 2 players each
// acts once per king.
func TestTurnOrder(t *testing.T) {
	s := scripted(t)
	if got := s.NextLine(); !slices.Equal(got, []LineSlot{{1, -1}, {12, -1}, {23, -1}, {48, -1}}) {
		t.Fatalf("first line %v", got)
	}
	// Choosing in king order 1, 0, 0, 1.
	s = play(t, s, "pick 48") // player 1
	if s.ToMove() != 0 {
		t.Fatalf("to move %d, want 0", s.ToMove())
	}
	s = play(t, s, "pick 1", "pick 23", "pick 12") // players 0, 0, 1
	if got := s.Line(); !slices.Equal(got, []LineSlot{{1, 0}, {12, 1}, {23, 0}, {48, 1}}) {
		t.Fatalf("line %v", got)
	}
	if got := s.NextLine(); !slices.Equal(got, []LineSlot{{10, -1}, {20, -1}, {30, -1}, {40, -1}}) {
		t.Fatalf("next line %v", got)
	}
	// Round 1: domino 1 (player 0), 12 (player 1), 23 (player 0), 48 (player 1).
	for i, want := range []int{0, 1, 0, 1} {
		if s.ToMove() != want || s.Phase() != Placing || s.Slot() != i || s.Round() != 1 {
			t.Fatalf("slot %d: to move %d in %v (slot %d, round %d), want %d placing", i, s.ToMove(), s.Phase(), s.Slot(), s.Round(), want)
		}
		d := s.Line()[i].Domino
		l := Legal(s)
		if l[0].Domino() != d || l[0].Kind() != Place {
			t.Fatalf("legal moves %v for domino %v", l, d)
		}
		s, _ = Apply(s, l[0])
		if s.Phase() != Picking || s.ToMove() != want {
			t.Fatalf("after placing: %v, player %d", s.Phase(), s.ToMove())
		}
		s, _ = Apply(s, Legal(s)[0])
	}
	// The picks of round 1 were 10, 20, 30, 40 in line order: players 0 1 0 1.
	if got := s.Line(); !slices.Equal(got, []LineSlot{{10, 0}, {20, 1}, {30, 0}, {40, 1}}) {
		t.Fatalf("line of round 2 %v", got)
	}
	if s.Round() != 2 || s.DeckSize() != 12 {
		t.Fatalf("round %d, deck %d", s.Round(), s.DeckSize())
	}
	// "Lorsque les derniers dominos sont placés en ligne, les joueurs jouent
	// un dernier tour en n'effectuant que l'action D 1": play to the last
	// round and check it has placements only.
	for s.Round() < s.Rounds() {
		s, _ = Apply(s, Legal(s)[0])
	}
	if len(s.NextLine()) != 0 || s.DeckSize() != 0 {
		t.Fatalf("last round with a next line %v or a deck of %d", s.NextLine(), s.DeckSize())
	}
	for range 4 {
		if s.Phase() != Placing {
			t.Fatalf("phase %v in the last round", s.Phase())
		}
		s, _ = Apply(s, Legal(s)[0])
	}
	if !s.IsTerminal() || s.ToMove() != -1 || len(Legal(s)) != 0 {
		t.Fatalf("not over after the last round:\n%v", s)
	}
	for p := range 2 {
		if h := s.Kingdom(p).Handled(); h != 12 {
			t.Errorf("player %d handled %d dominoes, want 12", p, h)
		}
	}
}

// placing returns a 2-player state where player 0 is to place domino d in
// kingdom k.
func placing(t *testing.T, k kingdom, d Domino) State {
	t.Helper()
	s := scripted(t)
	s = play(t, s, "pick 48", "pick 1", "pick 23", "pick 12")
	s.cur[0].domino = d
	s.setKingdom(0, k)
	return s
}

// TestConnection checks "Règles de connexion": the castle is wild, one
// matching side is enough, orthogonal only, inside the 5x5 bound.
func TestConnection(t *testing.T) {
	k := picture(t, `
C W1F`) // wheat at 0,1, forest at 0,2
	tests := []struct {
		move string
		ok   bool
		why  string
	}{
		{"place 23 -1,0 up", true, ""},                // wheat next to the castle (wild)
		{"place 23 1,0 down", true, ""},               // the same below
		{"place 23 -1,1 up", true, ""},                // wheat on wheat
		{"place 40 -1,1 left", true, ""},              // the wheat half, at -1,0, touches the castle
		{"place 40 1,1 right", false, "neither half"}, // mine below wheat, wheat below forest
		{"place 48 1,1 right", true, ""},              // wheat below wheat
		{"place 23 -1,-1 up", false, "touch nothing"}, // diagonal to the castle only
		{"place 23 0,1 up", false, "taken"},           // on the wheat
		{"place 23 0,3 right", false, "neither half"}, // wheat next to forest, mine next to nothing
		{"place 23 0,-1 left", true, ""},              // wheat next to the castle, mine at 0,-2
		{"place 23 0,-2 left", false, "5x5"},          // columns -3..2: 6 wide
		{"place 5 0,-1 left", false, "like halves"},   // domino 5 is forest both halves
		{"place 5 0,-2 right", true, ""},              // forest-forest next to the castle
		{"place 7 0,-1 left", false, "like halves"},
	}
	for _, tc := range tests {
		m := mustParse(t, tc.move)
		s := placing(t, k, m.Domino())
		_, err := Apply(s, m)
		if tc.ok != (err == nil) {
			t.Errorf("%s: err = %v, want ok=%v", tc.move, err, tc.ok)
			continue
		}
		in := slices.Contains(Legal(s), m)
		if in != tc.ok {
			t.Errorf("%s: in Legal = %v, want %v", tc.move, in, tc.ok)
		}
		if err != nil && (!errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.why)) {
			t.Errorf("%s: error %q, want it to wrap ErrIllegalMove and say %q", tc.move, err, tc.why)
		}
	}
}

// TestDiscard checks "Dans le cas où il est impossible de venir ajouter un
// domino à son royaume ..., le domino est défaussé" and RULINGS.md: a domino
// that can be placed must be placed.
func TestDiscard(t *testing.T) {
	full := picture(t, `
F F F F F
F F F F F
F F C F F
F F F F F
F F F F F`)
	s := placing(t, full, 23)
	if got := Legal(s); !slices.Equal(got, []Move{DiscardMove(23)}) {
		t.Fatalf("Legal = %v, want [discard 23]", got)
	}
	next, err := Apply(s, DiscardMove(23))
	if err != nil {
		t.Fatal(err)
	}
	if got := next.Kingdom(0).Discards(); !slices.Equal(got, []Domino{23}) {
		t.Errorf("discards %v", got)
	}
	// A forest kingdom with no room for a wheat-mine domino, but room for a
	// forest one: 23 must be discarded, 5 placed.
	k := picture(t, `
F F F F F
F F F F F
F F C F F
F F F F F
F F F F .`)
	if got := Legal(placing(t, k, 23)); !slices.Equal(got, []Move{DiscardMove(23)}) {
		t.Errorf("one hole: Legal = %v, want [discard 23]", got)
	}
	// The 5x5 bound: a 5x5 kingdom with a hole of two squares on its edge.
	k = picture(t, `
F F F F .
F F F F .
F F C F F
F F F F F
F F F F F`)
	s = placing(t, k, 24) // forest-wheat: the forest touches forest
	if got := Legal(s); !slices.Equal(got, []Move{mustParse(t, "place 24 -1,2 up"), mustParse(t, "place 24 -2,2 down")}) {
		t.Errorf("Legal = %v", got)
	}
	_, err = Apply(s, DiscardMove(24))
	if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "fits") {
		t.Errorf("discarding a domino that fits: %v", err)
	}
}

func TestIllegalMoves(t *testing.T) {
	s := scripted(t)
	for _, tc := range []struct{ move, why string }{
		{"place 1 0,1 right", "must pick"},
		{"pick 10", "not in the line"},
		{"discard 1", "must pick"},
	} {
		_, err := Apply(s, mustParse(t, tc.move))
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: %v, want %q", tc.move, err, tc.why)
		}
	}
	s = play(t, s, "pick 48")
	if _, err := Apply(s, PickMove(48)); err == nil || !strings.Contains(err.Error(), "already") {
		t.Errorf("picking a taken domino: %v", err)
	}
	s = play(t, s, "pick 1", "pick 23", "pick 12")
	for _, tc := range []struct{ move, why string }{
		{"place 12 0,1 right", "is 1, not 12"},
		{"pick 10", "must place"},
		{"place 1 6,6 right", "beyond"},
		{"place 1 4,0 down", "5x5"},
	} {
		_, err := Apply(s, mustParse(t, tc.move))
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: %v, want %q", tc.move, err, tc.why)
		}
	}
	if _, err := Apply(s, PlaceMove(1, squaregrid.Pt(0, 1), squaregrid.Direction(9))); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "direction") {
		t.Errorf("invalid direction: %v", err)
	}
	if _, err := Apply(s, PlaceMove(1, squaregrid.Pt(0, 1000), squaregrid.Right)); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("far away: %v", err)
	}
	for _, m := range []Move{{}, PlaceMove(1, squaregrid.Pt(0, 1), 9), PlaceMove(1, squaregrid.Pt(0, 7), squaregrid.Up), PickMove(0)} {
		if _, err := m.MarshalText(); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("MarshalText of invalid move %v: %v", m, err)
		}
	}
	if _, err := Apply(s, Move{}); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("zero move: %v", err)
	}
	if _, err := Apply(State{}, PickMove(1)); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("zero state: %v", err)
	}
}

// TestFitsAgreesWithExplain checks that check's fast test (fits) accepts
// exactly the placements its test one at a time (explain) accepts, with the
// same cell, for every square and direction of the domino to place in
// positions of random games of every size (and for some invalid
// directions).
func TestFitsAgreesWithExplain(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i, c := range []Config{{Players: 4}, {Players: 3}, {Players: 2, MightyDuel: true}} {
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			if s.Phase() == Placing {
				k := &s.boards[s.cur[s.slot].king]
				d := s.cur[s.slot].domino
				for r := -8; r <= 8; r++ {
					for col := -8; col <= 8; col++ {
						for dir := squaregrid.Direction(0); dir <= 5; dir++ {
							m := Move{ad: uint8(Place) | uint8(dir)<<2, domino: d, row: int8(r), col: int8(col)}
							a, ok := k.fits(m, s.size())
							b, err := k.explain(m, s.size())
							if ok != (err == nil) || ok && a != b {
								t.Fatalf("%+v: %v: fits = %d, %v; explain = %d, %v", c, m, a, ok, b, err)
							}
						}
					}
				}
			}
			l := Legal(s)
			s, _ = Apply(s, l[rng.IntN(len(l))])
		}
	}
}
