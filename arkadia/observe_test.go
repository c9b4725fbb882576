package arkadia

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// observeWalk plays up to n random moves chosen by rapid from s.
func observeWalk(t *rapid.T, s State, n int, label string) State {
	for range n {
		if s.IsTerminal() {
			break
		}
		l := Legal(s)
		m := l[rapid.IntRange(0, len(l)-1).Draw(t, label)]
		var err error
		if s, err = Apply(s, m); err != nil {
			t.Fatalf("legal move %v: %v", m, err)
		}
	}
	return s
}

// observeTiny is a small edition with two forms, to check that the shape
// follows the edition.
var observeTiny = func() *Edition {
	e, err := ParseEdition(strings.NewReader(`arkadia-edition 1
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
`))
	if err != nil {
		panic(err)
	}
	return e
}()

// TestObserveViews checks that states whose views differ for a player (as
// State.String draws them: board, castle, pools, cards, supplies, whose
// turn and phase) encode differently for that player, that the view and
// any determinization of it encode as the state does (the hidden part never
// changes the encoding), and that the encoding has the advertised size.
func TestObserveViews(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := Config{
			Players: rapid.IntRange(2, 4).Draw(t, "players"),
			Seed:    rapid.Uint64().Draw(t, "seed"),
		}
		if rapid.Bool().Draw(t, "tiny") {
			c.Edition = observeTiny
		} else {
			c.FirstGame = rapid.Bool().Draw(t, "first")
		}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		a := observeWalk(t, s, rapid.IntRange(0, 300).Draw(t, "a"), "move a")
		var b State
		switch rapid.IntRange(0, 2).Draw(t, "pair") {
		case 0: // two positions of the game
			b = observeWalk(t, s, rapid.IntRange(0, 300).Draw(t, "b"), "move b")
		case 1: // a position and one a few moves later
			b = observeWalk(t, a, rapid.IntRange(1, 3).Draw(t, "b"), "move b")
		default: // two positions one move apart from a common parent
			b = a
			if !a.IsTerminal() {
				l := Legal(a)
				m1 := l[rapid.IntRange(0, len(l)-1).Draw(t, "m1")]
				m2 := l[rapid.IntRange(0, len(l)-1).Draw(t, "m2")]
				parent := a
				a, _ = Apply(parent, m1)
				b, _ = Apply(parent, m2)
			}
		}
		p := rapid.IntRange(0, c.Players-1).Draw(t, "player")
		sh, err := ObservationShape(c)
		if err != nil {
			t.Fatal(err)
		}
		oa, ob := Observe(a, p, nil), Observe(b, p, nil)
		if len(oa) != sh.Size() || len(ob) != sh.Size() {
			t.Fatalf("encodings of %d and %d values, shape %+v says %d", len(oa), len(ob), sh, sh.Size())
		}
		if a.View(p).String() != b.View(p).String() && slices.Equal(oa, ob) {
			t.Fatalf("different views encode the same:\n%v\n%v", a.View(p), b.View(p))
		}
		if a.View(p).Equal(b.View(p)) && !slices.Equal(oa, ob) {
			t.Fatalf("equal views encode differently")
		}
		if ov := Observe(a.View(p), p, nil); !slices.Equal(oa, ov) {
			t.Fatalf("the view encodes differently from the state")
		}
		d := determinized(a.View(p), p, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "rng"), 1)))
		if od := Observe(d, p, nil); !slices.Equal(oa, od) {
			t.Fatalf("a determinization of the view encodes differently")
		}
	})
}

// TestObserveValues checks the shape of the default edition, a few values
// at known places, a player outside the game, and a bad config.
func TestObserveValues(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 5, FirstGame: true})
	if err != nil {
		t.Fatal(err)
	}
	sh := s.ObservationShape()
	// The layout documented in Observations, for 3 players and 7 forms.
	if sh.Rows != 12 || sh.Cols != 16 || sh.Planes != 4+7+4+3+1+4+4+1 || sh.Vector != 7+3*3+1+3+1+12+4+2*7*4+12*3+3 {
		t.Fatalf("shape %+v, want 28 planes of 12 x 16 and a vector of 132", sh)
	}
	obs := Observe(s, 1, nil)
	plane := sh.Rows * sh.Cols
	for _, q := range s.Edition().Tents() {
		if obs[q.Row*sh.Cols+q.Col] != 1 {
			t.Fatalf("tent %v not encoded", q)
		}
	}
	v := obs[sh.Planes*plane:]
	if v[int(PhaseAction)] != 1 || v[7+2] != 1 { // player 0 to move is seat 2 for player 1
		t.Fatalf("phase or player to move wrong: %v", v[:10])
	}
	if o := Observe(s, 3, make([]float32, 5)); len(o) != sh.Size() || slices.ContainsFunc(o, func(x float32) bool { return x != 0 }) {
		t.Fatalf("player 3 of a 3-player game gets a non-zero encoding")
	}
	tiny, err := ObservationShape(Config{Players: 3, Edition: observeTiny})
	if err != nil {
		t.Fatal(err)
	}
	if tiny.Rows != 6 || tiny.Cols != 7 || tiny.Planes != sh.Planes-5 || tiny.Vector != sh.Vector-2*5*NumFamilies {
		t.Fatalf("tiny edition shape %+v, default %+v", tiny, sh)
	}
	if _, err := ObservationShape(Config{Players: 1}); err == nil {
		t.Fatalf("ObservationShape accepted 1 player")
	}
}

// TestObserveAllocs checks that Observe does not allocate when dst has room.
func TestObserveAllocs(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for range 80 {
		s, _ = Apply(s, Legal(s)[0])
	}
	dst := make([]float32, 0, s.ObservationShape().Size())
	if n := testing.AllocsPerRun(20, func() { dst = Observe(s, 1, dst) }); n != 0 {
		t.Fatalf("Observe allocates %v times", n)
	}
}

// BenchmarkObserve measures the encoding of a mid-game 4-player position.
func BenchmarkObserve(b *testing.B) {
	s, err := New(Config{Players: 4, Seed: 9})
	if err != nil {
		b.Fatal(err)
	}
	for range 80 {
		s, _ = Apply(s, Legal(s)[0])
	}
	dst := make([]float32, 0, s.ObservationShape().Size())
	b.ReportAllocs()
	for b.Loop() {
		dst = Observe(s, 1, dst)
	}
}

// TestObserveThreePlayers: the encoding of what player 1 sees at the start
// of a 3-player game on the default edition's 12 x 16 board.
func TestObserveThreePlayers(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	obs := Observe(s, 1, nil)
	if got, want := fmt.Sprintf("%+v, %d values", s.ObservationShape(), len(obs)), "{Planes:28 Rows:12 Cols:16 Vector:132}, 5508 values"; got != want {
		t.Errorf("the observation is %s, want %s", got, want)
	}
}
