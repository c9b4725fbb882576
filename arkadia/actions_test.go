package arkadia

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// Game numbers its moves: the harness (TestHarness, TestHarnessFirstGame,
// TestHarnessEarlierForms) then checks the numbering at every sampled
// position.
var _ kingdoms.Actions[State, Move] = (*game)(nil)

// TestGameIsActions checks that the exported Game value, whose static type
// is kingdoms.Game, reaches the numbering through a type assertion, as the
// harness and tools do.
func TestGameIsActions(t *testing.T) {
	if _, ok := Game.(kingdoms.Actions[State, Move]); !ok {
		t.Fatal("Game is not a kingdoms.Actions")
	}
}

// earlierForms reads the edition of testdata/earlier-forms.edition, whose
// mill (an O, one orientation) and trade centre (an S, four) change the
// number of plays.
func earlierForms(t testing.TB) *Edition {
	t.Helper()
	f, err := os.Open("testdata/earlier-forms.edition")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	e, err := ParseEdition(f)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestNumActions checks the sizes that the documentation of NumActions
// computes.
func TestNumActions(t *testing.T) {
	e := earlierForms(t)
	tests := []struct {
		c    Config
		want int
	}{
		{Config{Players: 2}, 19578},
		{Config{Players: 4, FirstGame: true}, 19578},
		{Config{Players: 3, Edition: Default()}, 19578},
		// Plays 4 x (356 + 660 + 328 + 165 + 608 + 608 + 1216) = 15,764,
		// then the same 842 others as in the default edition (sales of up
		// to 96 seals: each family's 10 cards are of the same sizes).
		{Config{Players: 2, Edition: e}, 15764 + 842},
		{Config{Players: 1}, 0},
		{Config{Players: 5}, 0},
		{Config{}, 0},
	}
	for _, tc := range tests {
		if got := NumActions(tc.c); got != tc.want {
			t.Errorf("NumActions(%+v) = %d, want %d", tc.c, got, tc.want)
		}
		if tc.want == 0 {
			continue
		}
		s, err := New(tc.c)
		if err != nil {
			t.Fatal(err)
		}
		if got := Game.(kingdoms.Actions[State, Move]).NumActions(s); got != tc.want {
			t.Errorf("Game.NumActions of a game of %+v = %d, want %d", tc.c, got, tc.want)
		}
	}
	if n := Game.(kingdoms.Actions[State, Move]).NumActions(State{}); n != 0 {
		t.Errorf("NumActions of the zero State = %d, want 0", n)
	}
}

// The first action of each range in the default edition, from
// NumActions's documentation.
const (
	actWorker  = 18736
	actNeutral = 18928
	actPass    = 19120
	actStop    = 19121
	actCastle  = 19122
	actDraw    = 19162
	actTake    = 19163
	actBanner  = 19191
	actDecline = 19192
	actSell    = 19193
	actDone    = 19577
)

// code checks that the move of text has action want in s, both ways.
func code(t *testing.T, s State, text string, want int) {
	t.Helper()
	m := mustMove(t, text)
	a, err := encode1(s, m)
	if err != nil || a != want {
		t.Fatalf("encode1(%s) = %d, %v; want %d", text, a, err, want)
	}
	back, err := decode1(s, want)
	if err != nil || back != m {
		t.Fatalf("decode1(%d) = %v, %v; want %s", want, back, err, text)
	}
}

// TestActionsGolden checks actions computed by hand from the section
// Actions, in every phase, on the positions of the rulebook's examples.
func TestActionsGolden(t *testing.T) {
	// Plays: 1O is kind 1, whose plays start at 356; orientation 0 of
	// the house lies flat (12 rows x 15 columns of anchors), so f3 (row 2,
	// column 5) is 356 + 2 x 15 + 5. Orientation 1 stands (11 x 16).
	// 7S is kind 27, from 17520: its orientation 4 (the mirror image as
	// printed) starts after two orientations of 3 x 2 squares (10 x 15
	// anchors) and two of 2 x 3 (11 x 14), at 17520 + 608, and it is
	// 3 x 2, so d9 (row 8, column 3) is 17520 + 608 + 8 x 15 + 3.
	s, err := New(Config{Players: 2, Seed: 1, FirstGame: true}) // hand 1O 1B 2R 7S
	if err != nil {
		t.Fatal(err)
	}
	if got := Default().Orientations(7)[4]; !slices.Equal(got, []Square{{0, 1}, {1, 1}, {2, 0}, {2, 1}}) {
		t.Fatalf("orientation 4 of the monastery is %v", got)
	}
	legal := Legal(s)
	for _, m := range legal {
		// A play is legal where the building touches another: check one
		// of each kind by hand below, the rest through EncodeMove.
		if _, err := encode1(s, m); err != nil {
			t.Fatalf("encode1(%v): %v", m, err)
		}
	}
	code(t, s, "play 1O 0 e3", 356+2*15+4)
	code(t, s, "play 1O 1 l7", 356+180+6*16+11)
	code(t, s, "play 7S 4 d9", 17520+608+8*15+3)
	code(t, s, "worker e7", actWorker+6*16+4)
	code(t, s, "neutral e7", actNeutral+6*16+4)
	acts := actions1(nil, s)
	if len(acts) != len(legal) || acts[len(acts)-1] != actNeutral+9*16+9 {
		t.Fatalf("%d actions for %d moves, the last %d; want the neutral worker on j10, %d", len(acts), len(legal), acts[len(acts)-1], actNeutral+9*16+9)
	}
	// TestRulebookVioletWorkers' castle phase: black pieces on the
	// printed red square g5 (castle square 0) and the blank j6 (4).
	p := newPosition(t, 4)
	p.building("6R", "b1 b2 a3 b3")
	p.building("7O", "d2 d3 d4 e4")
	p.workers(orange, "a1")
	p.workers(yellow, "e2 e3")
	p.workers(-1, "a4 b4 c3 c4 d1 d5 e5 f4")
	p.s.screenN[violet] = 1
	p.s.neutral--
	p.s.cur = violet
	code(t, p.s, "worker a2", actWorker+1*16+0)
	p.play("worker a2")
	// The next workers go next to the trade centre, a2's building: on c1
	// and c2, of violet's colour or neutral; or stop.
	if got := actions1(nil, p.s); !slices.Equal(got, []int32{actWorker + 2, actWorker + 16 + 2, actNeutral + 2, actNeutral + 16 + 2, actStop}) {
		t.Fatalf("workers phase: %v", got)
	}
	p.play("worker c2", "neutral c1")
	var want []int32
	for f := range int32(NumFamilies) {
		for k := range int32(CastleSquares) {
			want = append(want, actCastle+f*CastleSquares+k)
		}
	}
	if got := actions1(nil, p.s); !slices.Equal(got, want) {
		t.Fatalf("castle phase: %v, want %v", got, want)
	}
	code(t, p.s, "castle B g5", actCastle+2*10+0)
	code(t, p.s, "castle B j6", actCastle+2*10+4)
	code(t, p.s, "castle S g6", actCastle+3*10+9)
	p.play("castle B g5")
	if got := actions1(nil, p.s); len(got) != 36 || slices.Contains(got, actCastle+2*10+0) || slices.Contains(got, actCastle+0*10+0) {
		t.Fatalf("castle phase, square g5 built: %v", got)
	}
	// TestRulebookGreenSale: 7 red, 1 olive and 5 silver seals to sell,
	// from 19193: family f, n seals is 19193 + 96 f + n - 1.
	g := newPosition(t, 4)
	g.s.cur = green
	g.s.phase = PhaseBanner
	g.s.acted = true
	g.s.seals[green] = [4]int32{7, 1, 0, 5}
	if got := actions1(nil, g.s); !slices.Equal(got, []int32{actBanner, actDecline}) {
		t.Fatalf("banner phase: %v", got)
	}
	g.play("banner")
	want = nil
	for n := range int32(7) {
		want = append(want, actSell+n)
	}
	want = append(want, actSell+96)
	for n := range int32(5) {
		want = append(want, actSell+3*96+n)
	}
	want = append(want, actDone)
	if got := actions1(nil, g.s); !slices.Equal(got, want) {
		t.Fatalf("sale: %v, want %v", got, want)
	}
	code(t, g.s, "sell R 7", actSell+6)
	code(t, g.s, "sell S 5", actSell+3*96+4)
	code(t, g.s, "done", actDone)
	// The refill after a play: the pile, then the face-up cards by kind
	// (19163 + kind: 3R is kind 8, 6R kind 20, 7O kind 25).
	r, err := New(Config{Players: 2, Seed: 1, FirstGame: true})
	if err != nil {
		t.Fatal(err)
	}
	r, err = Apply(r, mustMove(t, "play 1O 0 e3"))
	if err != nil || r.Phase() != PhaseRefill {
		t.Fatalf("play 1O 0 e3: %v, phase %v", err, r.Phase())
	}
	if got := actions1(nil, r); !slices.Equal(got, []int32{actDraw, actTake + 8, actTake + 20, actTake + 25}) {
		t.Fatalf("refill: %v", got)
	}
	code(t, r, "take 7O", actTake+25)
	code(t, r, "draw", actDraw)
	// A pass: a must action with nothing to play and no worker.
	q := newPosition(t, 2)
	q.s.handN[0], q.s.screen[0], q.s.screenN[0] = 0, 0, 0
	if got := actions1(nil, q.s); !slices.Equal(got, []int32{actPass}) {
		t.Fatalf("no card and no worker: %v, want [%d]", got, actPass)
	}
}

// TestActionErrors checks that every action that is not legal is refused
// with an error wrapping ErrIllegalMove that names the reason.
func TestActionErrors(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1, FirstGame: true}) // hand 1O 1B 2R 7S
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		s    State
		a    int
		want string
	}{
		{s, -1, "arkadia: action -1: out of range: the actions of this edition are 0 to 19577: illegal move"},
		{s, 19578, "action 19578: out of range"},
		{s, 1 << 40, "out of range"},
		{s, 0, "arkadia: action 0: play 1R 0 a1: player 0 holds no card 1R: illegal move"},
		{s, 356, "action 356: play 1O 0 a1: the building must touch a building, the castle lot or a worker"},
		{s, 356 + 15*5 + 7, "action 438: play 1O 0 h6: the building must lie on empty squares"},
		{s, actWorker, "action 18736: worker a1: square a1 touches no building"},
		{s, actWorker + 4*16 + 6, "worker g5: square g5 is not empty"},
		{s, actPass, "action 19120: pass: the must action can be passed only when no card can be played and no worker introduced"},
		{s, actStop, "stop: there is no introduction of workers to stop"},
		{s, actCastle, "castle R g5: no castle piece is due"},
		{s, actDraw, "draw: a card is drawn only after playing one"},
		{s, actTake, "take 1R: a card is taken only after playing one"},
		{s, actBanner, "banner: the banner is decided at the end of the turn, not in the action phase"},
		{s, actSell + 95, "sell R 96: seals are sold only after taking a banner"},
		{s, actDone, "done: there is no sale to end"},
		{State{}, 3, "action 3: the zero State is not a game"},
	}
	for _, tc := range tests {
		m, err := decode1(tc.s, tc.a)
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decode1(%d) = %v, %v; want an illegal move error with %q", tc.a, m, err, tc.want)
		}
		if m != (Move{}) {
			t.Errorf("decode1(%d) returned the move %v with its error", tc.a, m)
		}
	}
	// Sales beyond what the player holds.
	g := newPosition(t, 4)
	g.s.cur, g.s.phase, g.s.acted = green, PhaseBanner, true
	g.s.seals[green] = [4]int32{7, 1, 0, 5}
	g.play("banner")
	if _, err := decode1(g.s, actSell+7); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "action 19200: sell R 8: player 2 has 7 red seals") {
		t.Errorf("selling 8 of 7 red seals: %v", err)
	}
	enc := []struct {
		s    State
		m    Move
		want string
	}{
		{s, mustMove(t, "play 1R 0 e3"), "arkadia: play 1R 0 e3: player 0 holds no card 1R: illegal move"},
		{s, mustMove(t, "play 1O 2 e3"), "play 1O 2 e3: a house has only 2 orientations"},
		{s, mustMove(t, "play 1O 0 p3"), "play 1O 0 p3: the building leaves the board"},
		{s, mustMove(t, "worker z9"), "worker z9: square z9 is off the board"},
		{s, mustMove(t, "sell R 255"), "seals are sold only after taking a banner"},
		{g.s, mustMove(t, "sell R 8"), "sell R 8: player 2 has 7 red seals"},
		{s, Move{}, "not a move"},
		{State{}, Draw(), "the zero State is not a game"},
	}
	for _, tc := range enc {
		a, err := encode1(tc.s, tc.m)
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("encode1(%v) = %d, %v; want an illegal move error with %q", tc.m, a, err, tc.want)
		}
	}
	// A view is for reading: DecodeAction and EncodeMove refuse it as
	// Apply does.
	if _, err := decode1(s.View(0), 356+2*15+4); !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != "arkadia: action 390: this is player 0's view: Determinize it first: bad argument" {
		t.Errorf("DecodeAction on a view: %v", err)
	}
	if _, err := encode1(s.View(1), mustMove(t, "play 1O 0 e3")); !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != "arkadia: this is player 1's view: Determinize it first: bad argument" {
		t.Errorf("EncodeMove on a view: %v", err)
	}
	// The zero State and a view: no actions, no panic.
	if got := actions1(nil, State{}); len(got) != 0 {
		t.Errorf("AppendActions of the zero State = %v", got)
	}
	if got := actions1(nil, s.View(1)); len(got) != 0 {
		t.Errorf("AppendActions of a view = %v", got)
	}
	// A prefix other than the zero one: no move of Arkadia takes two
	// actions.
	ga := Game.(kingdoms.Actions[State, Move])
	p := kingdoms.Prefix{}.Extend(actWorker)
	if got := ga.AppendActions(nil, s, p); len(got) != 0 {
		t.Errorf("AppendActions after %v = %v, want none", p, got)
	}
	if _, _, _, err := ga.DecodeAction(s, p, 391); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "one action") {
		t.Errorf("DecodeAction after %v: %v", p, err)
	}
}

// TestActionsAgree checks, over random games of every player count, with
// and without the first-game set-up and with the earlier forms' edition,
// that AppendActions lists the actions of the moves of Legal, that an
// action of the range stands for a legal move exactly when it is listed
// (every action, through the package's own decoding; a sample through
// DecodeAction), and that EncodeMove refuses a move exactly when Apply
// does.
func TestActionsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	e := earlierForms(t)
	var cs []Config
	for n := 2; n <= maxPlayers; n++ {
		cs = append(cs, Config{Players: n}, Config{Players: n, FirstGame: true}, Config{Players: n, Edition: e})
	}
	for i, c := range cs {
		c.Seed = uint64(300 + i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		n := NumActions(c)
		var seen []Move
		var enc []int32
		for ply := 0; !s.IsTerminal(); ply++ {
			legal := Legal(s)
			acts := actions1(nil, s)
			enc = enc[:0]
			for _, m := range legal {
				a, err := encode1(s, m)
				if err != nil {
					t.Fatalf("%+v: encode1(%v) of a legal move: %v", c, m, err)
				}
				enc = append(enc, int32(a))
			}
			if s.Phase() != PhaseCastle && !slices.Equal(acts, enc) {
				t.Fatalf("%+v: AppendActions = %v, the actions of Legal in its order %v", c, acts, enc)
			}
			byMove := slices.Clone(enc)
			slices.Sort(enc)
			if !slices.Equal(acts, enc) {
				t.Fatalf("%+v: AppendActions = %v, the actions of Legal %v", c, acts, enc)
			}
			if ply%4 == 0 {
				for a := range int32(n) {
					_, listed := slices.BinarySearch(acts, a)
					if s.legal(s.moveOf(a)) != listed {
						t.Fatalf("%+v: action %d (%v) is listed %v, legal %v", c, a, s.moveOf(a), listed, !listed)
					}
				}
			}
			for range 8 {
				a := rng.IntN(n)
				m, err := decode1(s, a)
				j, listed := slices.BinarySearch(acts, int32(a))
				switch {
				case listed && (err != nil || m != legal[slices.Index(byMove, acts[j])]):
					t.Fatalf("%+v: decode1(%d) = %v, %v", c, a, m, err)
				case !listed && !errors.Is(err, kingdoms.ErrIllegalMove):
					t.Fatalf("%+v: decode1(%d) of an unlisted action = %v, %v", c, a, m, err)
				}
			}
			seen = append(seen, legal...)
			tries := []Move{Sell(Red, int(s.seals[s.cur][Red])+1), Take(Card{1, Red}), Pass()}
			for range 4 {
				tries = append(tries, seen[rng.IntN(len(seen))])
			}
			for _, m := range tries {
				_, errApply := Apply(s, m)
				_, errEnc := encode1(s, m)
				if (errApply == nil) != (errEnc == nil) || errEnc != nil && errEnc.Error() != errApply.Error() {
					t.Fatalf("%+v: %v: Apply gives %v, EncodeMove %v", c, m, errApply, errEnc)
				}
			}
			s, err = Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := actions1(nil, s); len(got) != 0 {
			t.Fatalf("%+v: actions %v at the end", c, got)
		}
	}
}

// TestHarnessEarlierForms runs the harness, and so its check of the
// numbering, on the edition of the earlier forms, whose numbering differs
// from the default edition's.
func TestHarnessEarlierForms(t *testing.T) {
	e := earlierForms(t)
	for n := 2; n <= maxPlayers; n++ {
		c := harnessConfig(n, false)
		c.New = func(seed uint64) (State, error) { return New(Config{Players: n, Seed: seed, Edition: e}) }
		c.MaxMoves = MaxMoves(Config{Players: n, Edition: e})
		c.Seeds = 2
		c.FirstSeed = 500 + uint64(n)*10
		gametest.Run(t, c)
	}
}

// TestAppendActionsAllocs checks that AppendActions allocates nothing when
// dst has room, at positions of every phase of random games.
func TestAppendActionsAllocs(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	buf := make([]int32, 0, 4096)
	phases := map[Phase]bool{}
	for seed := uint64(0); seed < 20 && len(phases) < 6; seed++ {
		s, err := New(Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			if !phases[s.Phase()] || rng.IntN(8) == 0 {
				phases[s.Phase()] = true
				if allocs := testing.AllocsPerRun(5, func() { buf = AppendActions(buf[:0], s, kingdoms.Prefix{}) }); allocs != 0 {
					t.Fatalf("AppendActions allocates %v times in phase %v", allocs, s.Phase())
				}
			}
			legal := Legal(s)
			s, _ = Apply(s, legal[rng.IntN(len(legal))])
		}
	}
	if len(phases) < 6 {
		t.Errorf("the games went through the phases %v only", phases)
	}
}

// The one-action forms of the functions of the numbering, for the tests:
// every move of Arkadia is one action.

func actions1(dst []int32, s State) []int32 { return AppendActions(dst, s, kingdoms.Prefix{}) }

func decode1(s State, a int) (Move, error) {
	m, next, done, err := DecodeAction(s, kingdoms.Prefix{}, a)
	if err == nil && (!done || next.Len() != 0) {
		return m, fmt.Errorf("DecodeAction(%d) = %v, %v, %v: a move of Arkadia is one action", a, m, next, done)
	}
	return m, err
}

func encode1(s State, m Move) (int, error) {
	acts, err := EncodeMove(nil, s, m)
	if err == nil && len(acts) != 1 {
		return 0, fmt.Errorf("EncodeMove(%v) = %v: a move of Arkadia is one action", m, acts)
	}
	if err != nil {
		return 0, err
	}
	return int(acts[0]), nil
}
