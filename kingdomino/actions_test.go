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

// Game numbers its moves: the harness (TestHarness, every configuration)
// then checks the numbering at every sampled position.
var _ kingdoms.Actions[State, Move] = (*game)(nil)

// TestGameIsActions checks that the exported Game value, whose static type
// is kingdoms.Game, reaches the numbering through a type assertion, as the
// harness and tools do.
func TestGameIsActions(t *testing.T) {
	if _, ok := Game.(kingdoms.Actions[State, Move]); !ok {
		t.Fatal("Game is not a kingdoms.Actions")
	}
}

// TestNumActions checks the sizes documented in the section Actions, for
// the states of games of each configuration and through Game.
func TestNumActions(t *testing.T) {
	tests := []struct {
		c    Config
		want int
	}{
		{Config{Players: 2}, 329},
		{Config{Players: 3}, 328},
		{Config{Players: 4}, 329},
		{Config{Players: 4, Dynasty: true, Harmony: true, MiddleKingdom: true}, 329},
		{Config{Players: 2, MightyDuel: true}, 681},
		{Config{Players: 2, MightyDuel: true, Dynasty: true}, 681},
	}
	for _, tc := range tests {
		s, err := New(tc.c)
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			if got := NumActions(s); got != tc.want {
				t.Fatalf("NumActions of a game of %+v in phase %v = %d, want %d", tc.c, s.Phase(), got, tc.want)
			}
			s, _ = Apply(s, Legal(s)[0])
		}
		if got := Game.(kingdoms.Actions[State, Move]).NumActions(s); got != tc.want {
			t.Errorf("Game.NumActions of a game of %+v = %d, want %d", tc.c, got, tc.want)
		}
	}
}

// TestActionsPrefix checks the root shapes of the package functions: the
// zero prefix starts and ends every move, and any other prefix lists no
// action and decodes none.
func TestActionsPrefix(t *testing.T) {
	s := scripted(t)
	acts := AppendActions(nil, s, kingdoms.Prefix{})
	if len(acts) == 0 {
		t.Fatal("no action at the start")
	}
	p := kingdoms.Prefix{}.Extend(int(acts[0]))
	if got := AppendActions([]int32{7}, s, p); !slices.Equal(got, []int32{7}) {
		t.Errorf("AppendActions after the prefix %v = %v, want dst unchanged", p, got)
	}
	if _, next, done, err := DecodeAction(s, p, int(acts[0])); done || next != (kingdoms.Prefix{}) || !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("DecodeAction after the prefix %v = %v, %v, %v; want an illegal move error", p, next, done, err)
	}
	m, next, done, err := DecodeAction(s, kingdoms.Prefix{}, int(acts[0]))
	if err != nil || !done || next != (kingdoms.Prefix{}) || m != Legal(s)[0] {
		t.Fatalf("DecodeAction(%d) = %v, %v, %v, %v; want %v done", acts[0], m, next, done, err, Legal(s)[0])
	}
	got, err := EncodeMove([]int32{7}, s, m)
	if err != nil || !slices.Equal(got, []int32{7, acts[0]}) {
		t.Errorf("EncodeMove(%v) = %v, %v; want [7 %d]", m, got, err, acts[0])
	}
	bad := PickMove(99)
	if got, err := EncodeMove([]int32{7}, s, bad); !errors.Is(err, kingdoms.ErrIllegalMove) || !slices.Equal(got, []int32{7}) {
		t.Errorf("EncodeMove(%v) = %v, %v; want dst unchanged and an illegal move error", bad, got, err)
	}
}

// TestActionsGolden checks the actions of the moves of a scripted 2-player
// game, computed by hand from the section Actions: picks are 325 + the
// slot, placements dir x 81 + (row+4) x 9 + col+4, the discard 324.
func TestActionsGolden(t *testing.T) {
	s := scripted(t) // first line 1 12 23 48, king order 1 0 0 1
	expect := func(s State, want ...int32) {
		t.Helper()
		if got := AppendActions(nil, s, kingdoms.Prefix{}); !slices.Equal(got, want) {
			t.Fatalf("AppendActions = %v, want %v\n%v", got, want, s)
		}
	}
	code := func(s State, text string, want int) {
		t.Helper()
		m := mustParse(t, text)
		a, err := ActionOf(s, m)
		if err != nil || a != want {
			t.Fatalf("ActionOf(%s) = %d, %v; want %d", text, a, err, want)
		}
		back, err := MoveOf(s, want)
		if err != nil || back != m {
			t.Fatalf("MoveOf(%d) = %v, %v; want %s", want, back, err, text)
		}
	}
	expect(s, 325, 326, 327, 328)
	code(s, "pick 1", 325)
	code(s, "pick 48", 328)
	s = play(t, s, "pick 48") // player 1 on slot 3
	expect(s, 325, 326, 327)
	code(s, "pick 23", 327)
	s = play(t, s, "pick 1", "pick 23", "pick 12")
	// Player 0 places domino 1 (two wheat squares, alike: right and down
	// only) next to the castle of an empty kingdom: 12 placements, the
	// domino's squares anywhere next to the castle.
	legal := Legal(s)
	acts := AppendActions(nil, s, kingdoms.Prefix{})
	if len(acts) != 12 || len(legal) != 12 {
		t.Fatalf("%d actions for %d moves %v, want 12", len(acts), len(legal), legal)
	}
	expect(s,
		// right (81 + ...): left half at -1,-1 -1,0 0,-2 0,1 1,-1 1,0
		81+3*9+3, 81+3*9+4, 81+4*9+2, 81+4*9+5, 81+5*9+3, 81+5*9+4,
		// down (162 + ...): left half at -2,0 -1,-1 -1,1 0,-1 0,1 1,0
		162+2*9+4, 162+3*9+3, 162+3*9+5, 162+4*9+3, 162+4*9+5, 162+5*9+4)
	code(s, "place 1 0,1 right", 122)
	code(s, "place 1 -2,0 down", 184)
	code(s, "place 1 1,0 down", 211)
	s = play(t, s, "place 1 0,1 right") // wheat at 0,1 and 0,2
	expect(s, 325, 326, 327, 328)       // the next line: 10 20 30 40
	code(s, "pick 30", 327)
	s = play(t, s, "pick 30")
	// Player 1 places domino 12 (two mines, alike); player 1's kingdom is
	// empty, so the same 12 placements.
	expect(s, 111, 112, 119, 122, 129, 130, 184, 192, 194, 201, 203, 211)

	// The Mighty Duel: 13 x 13 squares a direction, the discard 676.
	d, err := New(Config{Players: 2, MightyDuel: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	expect(d, 677, 678, 679, 680)
	for !d.IsTerminal() && d.Phase() != Placing {
		d, _ = Apply(d, Legal(d)[0])
	}
	dom := d.Line()[0].Domino
	m := PlaceMove(dom, squaregrid.Pt(0, 1), squaregrid.Right)
	if a, err := ActionOf(d, m); err != nil || a != 169+6*13+7 {
		t.Fatalf("Mighty Duel: ActionOf(%v) = %d, %v; want %d", m, a, err, 169+6*13+7)
	}
}

// TestActionsDiscard checks the action of a discard: a kingdom with no
// room for domino 48 (a forest kingdom of 5x5) lists only the discard,
// 324; one with room for two placements lists them and refuses the
// discard.
func TestActionsDiscard(t *testing.T) {
	full := picture(t, `
F F F F F
F F F F F
F F C F F
F F F F F
F F F F F`)
	s := placing(t, full, 48)
	if got := AppendActions(nil, s, kingdoms.Prefix{}); !slices.Equal(got, []int32{324}) {
		t.Fatalf("AppendActions = %v, want [324]\n%v", got, s)
	}
	m, err := MoveOf(s, 324)
	if err != nil || m.Kind() != Discard {
		t.Fatalf("MoveOf(324) = %v, %v", m, err)
	}
	if a, err := ActionOf(s, m); err != nil || a != 324 {
		t.Fatalf("ActionOf(%v) = %d, %v", m, a, err)
	}
	// TestDiscard's 5x5 kingdom with a hole of two squares on its edge:
	// domino 24 (forest, wheat) fits there only, its forest next to the
	// forest, "place 24 -1,2 up" (0 + 3 x 9 + 6) and "place 24 -2,2 down"
	// (162 + 2 x 9 + 6); it is not discarded.
	k := picture(t, `
F F F F .
F F F F .
F F C F F
F F F F F
F F F F F`)
	s = placing(t, k, 24)
	if got := AppendActions(nil, s, kingdoms.Prefix{}); !slices.Equal(got, []int32{33, 186}) {
		t.Fatalf("AppendActions = %v, want [33 186]", got)
	}
	for _, c := range []struct {
		text string
		a    int
	}{{"place 24 -1,2 up", 33}, {"place 24 -2,2 down", 186}} {
		if a, err := ActionOf(s, mustParse(t, c.text)); err != nil || a != c.a {
			t.Errorf("ActionOf(%s) = %d, %v; want %d", c.text, a, err, c.a)
		}
	}
	if _, err := MoveOf(s, 324); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "action 324 is discard 24, which is not legal: domino 24 fits in player 0's kingdom, for example place 24 -1,2 up") {
		t.Errorf("MoveOf(324) of a domino that fits: %v", err)
	}
}

// TestActionErrors checks that every action that is not legal is refused
// with an error wrapping ErrIllegalMove that names the reason.
func TestActionErrors(t *testing.T) {
	s := scripted(t)
	s = play(t, s, "pick 48")
	placing := play(t, s, "pick 1", "pick 23", "pick 12") // player 0 places domino 1
	tests := []struct {
		s    State
		a    int
		want string
	}{
		{s, -1, "action -1: out of range: the actions of this game are 0 to 328"},
		{s, 329, "action 329: out of range"},
		{s, 1 << 40, "out of range"},
		{s, 328, "action 328 is pick 48, which is not legal: player 1's king already stands on domino 48"},
		{s, 122, "action 122: no move has that number now: player 0 must pick a domino of the next line (actions 325 to 328), not place or discard"},
		{s, 324, "no move has that number now: player 0 must pick"},
		{placing, 325, "action 325: no move has that number now: player 0 must place domino 1 (actions 0 to 323) or discard it (action 324), not pick"},
		{placing, 324, "action 324 is discard 1, which is not legal: domino 1 fits in player 0's kingdom, for example place 1 -1,-1 right"},
		{placing, 81 + 4*9 + 4, "action 121 is place 1 0,0 right, which is not legal: player 0: square 0,0 is taken (castle)"},
		{placing, 0, "action 0 is place 1 -4,-4 up, which is not legal: player 0: domino 1 has two like halves: write this placement place 1 -5,-4 down"},
		{placing, 81 + 0, "action 81 is place 1 -4,-4 right, which is not legal: player 0: squares -4,-4 and -4,-3 touch nothing"},
		{placing, 162 + 8*9, "action 234 is place 1 4,-4 down, which is not legal: player 0: the kingdom would no longer fit in 5x5 squares"},
		{State{}, 3, "action 3: the game is over"},
		{State{}, 325, "out of range: the actions of this game are 0 to 324"},
	}
	for _, tc := range tests {
		m, err := MoveOf(tc.s, tc.a)
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("MoveOf(%d) = %v, %v; want an illegal move error with %q", tc.a, m, err, tc.want)
		}
		if m != (Move{}) {
			t.Errorf("MoveOf(%d) returned the move %v with its error", tc.a, m)
		}
	}
	enc := []struct {
		s    State
		m    Move
		want string
	}{
		{s, PickMove(48), "kingdomino: pick 48 has no action: player 1's king already stands on domino 48"},
		{s, PickMove(2), "pick 2 has no action: domino 2 is not in the line to pick from (1 12 23 48)"},
		{placing, PickMove(10), "pick 10 has no action: player 0 must place domino 1 (or discard it if it fits nowhere), not pick"},
		{placing, mustParse(t, "place 12 0,1 right"), "player 0's domino to place is 1, not 12"},
		{placing, mustParse(t, "place 1 0,2 left"), "domino 1 has two like halves"},
		{placing, Move{}, "not MoveKind(0)"},
		{State{}, PickMove(1), "pick 1 has no action: the game is over"},
	}
	for _, tc := range enc {
		a, err := ActionOf(tc.s, tc.m)
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ActionOf(%v) = %d, %v; want an illegal move error with %q", tc.m, a, err, tc.want)
		}
	}
	// The zero State: no actions, no panic.
	var zero State
	if got := AppendActions(nil, zero, kingdoms.Prefix{}); len(got) != 0 {
		t.Errorf("AppendActions of the zero State = %v", got)
	}
	g := Game.(kingdoms.Actions[State, Move])
	if n := g.NumActions(zero); n <= 0 {
		t.Errorf("NumActions of the zero State = %d", n)
	}
	// A prefix other than the zero one: no move of Kingdomino takes two
	// actions.
	p := kingdoms.Prefix{}.Extend(325)
	if got := g.AppendActions(nil, s, p); len(got) != 0 {
		t.Errorf("AppendActions after %v = %v, want none", p, got)
	}
	if _, _, _, err := g.DecodeAction(s, p, 325); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "one action") {
		t.Errorf("DecodeAction after %v: %v", p, err)
	}
}

// TestActionsAgree checks, over random games of every configuration, that
// the i-th action of AppendActions is EncodeMove of the i-th legal move and
// decodes back to it, that every other action of the range is refused with
// ErrIllegalMove, and that EncodeMove refuses a move exactly when Apply
// does.
func TestActionsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 1))
	for i, c := range configs() {
		c.Seed = uint64(100 + i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		n := NumActions(s)
		var seen []Move
		for !s.IsTerminal() {
			legal := Legal(s)
			acts := AppendActions(nil, s, kingdoms.Prefix{})
			if len(acts) != len(legal) {
				t.Fatalf("%+v: %d actions for %d moves", c, len(acts), len(legal))
			}
			for j, m := range legal {
				if a, err := ActionOf(s, m); err != nil || a != int(acts[j]) {
					t.Fatalf("%+v: ActionOf(%v) = %d, %v; AppendActions lists %d", c, m, a, err, acts[j])
				}
			}
			for a := range n {
				m, err := MoveOf(s, a)
				j, listed := slices.BinarySearch(acts, int32(a))
				switch {
				case listed && (err != nil || m != legal[j]):
					t.Fatalf("%+v: MoveOf(%d) = %v, %v; want %v", c, a, m, err, legal[j])
				case !listed && !errors.Is(err, kingdoms.ErrIllegalMove):
					t.Fatalf("%+v: MoveOf(%d) of an unlisted action = %v, %v", c, a, m, err)
				}
			}
			seen = append(seen, legal...)
			for range 4 {
				m := seen[rng.IntN(len(seen))]
				_, errApply := Apply(s, m)
				_, errEnc := ActionOf(s, m)
				if (errApply == nil) != (errEnc == nil) || errEnc != nil && !errors.Is(errEnc, kingdoms.ErrIllegalMove) {
					t.Fatalf("%+v: %v: Apply gives %v, EncodeMove %v", c, m, errApply, errEnc)
				}
			}
			s, _ = Apply(s, legal[rng.IntN(len(legal))])
		}
		if got := AppendActions(nil, s, kingdoms.Prefix{}); len(got) != 0 {
			t.Fatalf("%+v: actions %v at the end", c, got)
		}
	}
}

// TestAppendActionsAllocs checks that AppendActions allocates nothing when
// dst has room, in every phase and in both kingdom sizes.
func TestAppendActionsAllocs(t *testing.T) {
	for _, c := range []Config{{Players: 4, Seed: 1}, {Players: 2, MightyDuel: true, Seed: 1}} {
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]int32, 0, 700)
		for s.Phase() == Choosing || s.Round() < 3 {
			if allocs := testing.AllocsPerRun(20, func() { buf = AppendActions(buf[:0], s, kingdoms.Prefix{}) }); allocs != 0 {
				t.Fatalf("%+v: AppendActions allocates %v times in phase %v", c, allocs, s.Phase())
			}
			s, _ = Apply(s, Legal(s)[0])
		}
	}
}
