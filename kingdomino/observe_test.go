package kingdomino

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// walk plays up to n random moves chosen by rapid from s.
func walk(t *rapid.T, s State, n int, label string) State {
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

// TestObserveViews checks that two states encode the same for a player
// exactly when the player's views of them are equal, that the hidden part
// (deck order, removed dominoes, generator) never changes the encoding, and
// that the encoding has the advertised size.
func TestObserveViews(t *testing.T) {
	cs := configs()
	rapid.Check(t, func(t *rapid.T) {
		c := cs[rapid.IntRange(0, len(cs)-1).Draw(t, "config")]
		c.Seed = rapid.Uint64().Draw(t, "seed")
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		// Two positions of the same game, often close to each other.
		a := walk(t, s, rapid.IntRange(0, 120).Draw(t, "a"), "move a")
		var b State
		switch rapid.IntRange(0, 2).Draw(t, "pair") {
		case 0: // two positions of the game
			b = walk(t, s, rapid.IntRange(0, 300).Draw(t, "b"), "move b")
		case 1: // a position and one a few moves later
			b = walk(t, a, rapid.IntRange(1, 3).Draw(t, "b"), "move b")
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
		sameView := a.View(p) == b.View(p)
		if same := slices.Equal(oa, ob); same != sameView {
			t.Fatalf("views equal %v but encodings equal %v:\n%v\n%v", sameView, same, a, b)
		}
		// The hidden part never changes the encoding.
		d := determinized(a.View(p), p, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "rng"), 1)))
		if od := Observe(d, p, nil); !slices.Equal(oa, od) {
			t.Fatalf("a determinization of the view encodes differently")
		}
		if ov := Observe(a.View(p), p, nil); !slices.Equal(oa, ov) {
			t.Fatalf("the view encodes differently from the state")
		}
	})
}

// TestObserveValues checks a few values at known places: the castle, a laid
// domino, the phase and the player to move.
func TestObserveValues(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase() == Choosing {
		s, _ = Apply(s, Legal(s)[0])
	}
	p := s.ToMove()
	obs := Observe(s, p, nil)
	sh := s.ObservationShape()
	// The layout documented in Observations, for 2 players.
	if sh.Rows != 9 || sh.Cols != 9 || sh.Planes != 16 || sh.Vector != 4+2+48*8+4*2+1+5+3*2+4 {
		t.Fatalf("shape %+v, want 16 planes of 9 x 9 and a vector of 414", sh)
	}
	plane := sh.Rows * sh.Cols
	center := 4*sh.Cols + 4
	if obs[6*plane+center] != 1 || obs[(8+6)*plane+center] != 1 {
		t.Fatalf("the castles are not at the centre of their planes")
	}
	v := obs[sh.Planes*plane:]
	if v[int(Placing)] != 1 || v[4] != 1 {
		t.Fatalf("phase or player to move wrong: %v", v[:6])
	}
	// Lay the domino: its squares appear in the mover's planes.
	var m Move
	for _, m = range Legal(s) {
		if m.Kind() == Place {
			break
		}
	}
	after, err := Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	obs = Observe(after, p, obs)
	left, _ := m.Domino().Halves()
	at := (m.At().Row+4)*sh.Cols + m.At().Col + 4
	if obs[int(left.Terrain-1)*plane+at] != 1 {
		t.Fatalf("the left half of %v is not encoded", m)
	}
	if o := Observe(after, 2, nil); slices.ContainsFunc(o, func(x float32) bool { return x != 0 }) {
		t.Fatalf("player 2 of a 2-player game gets a non-zero encoding")
	}
	if _, err := ObservationShape(Config{Players: 5}); err == nil {
		t.Fatalf("ObservationShape accepted 5 players")
	}
	if sh, _ := ObservationShape(Config{Players: 2, MightyDuel: true}); sh.Rows != 13 {
		t.Fatalf("Mighty Duel shape %+v, want 13 x 13 planes", sh)
	}
}

// TestObserveAllocs checks that Observe does not allocate when dst has room.
func TestObserveAllocs(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 9, Harmony: true, MiddleKingdom: true})
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		s, _ = Apply(s, Legal(s)[0])
	}
	dst := make([]float32, 0, s.ObservationShape().Size())
	if n := testing.AllocsPerRun(50, func() { dst = Observe(s, 1, dst) }); n != 0 {
		t.Fatalf("Observe allocates %v times", n)
	}
}

// BenchmarkObserve measures the encoding of a mid-game 4-player position.
func BenchmarkObserve(b *testing.B) {
	s, err := New(Config{Players: 4, Seed: 9})
	if err != nil {
		b.Fatal(err)
	}
	for range 40 {
		s, _ = Apply(s, Legal(s)[0])
	}
	dst := make([]float32, 0, s.ObservationShape().Size())
	b.ReportAllocs()
	for b.Loop() {
		dst = Observe(s, 1, dst)
	}
}
