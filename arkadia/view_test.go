package arkadia

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// The rulings: "Hidden information: the cards in each hand and the draw pile
// order, nothing else." Every change to a screen happens in the open, so a
// view shows every player's seals, gold and workers behind the screen, and
// hides only the other hands and the pile.
func TestViewHidesOnlyCards(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 1))
	seen := 0
	for g := range 6 {
		s, err := New(Config{Players: 2 + g%3, Seed: uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			for p := range s.Players() {
				v := s.View(p)
				for q := range s.Players() {
					if q != p && v.Hand(q) != nil {
						t.Fatalf("player %d sees player %d's hand", p, q)
					}
					if v.HandSize(q) != s.HandSize(q) || v.Gold(q) != s.Gold(q) || v.Reserve(q) != s.Reserve(q) {
						t.Fatalf("player %d's view of player %d: hand size, gold or reserve differ", p, q)
					}
					vo, vn := v.Screen(q)
					so, sn := s.Screen(q)
					if vo != so || vn != sn {
						t.Fatalf("player %d's view of player %d's screen: %d+%d, want %d+%d", p, q, vo, vn, so, sn)
					}
					for f := range Family(NumFamilies) {
						if v.Seals(q, f) != s.Seals(q, f) {
							t.Fatalf("player %d's view of player %d's %v seals: %d, want %d", p, q, f, v.Seals(q, f), s.Seals(q, f))
						}
						if s.Seals(q, f) > 0 && q != p {
							seen++
						}
					}
				}
				if v.PileSize() != s.PileSize() || v.pile != [maxKinds]uint8{} {
					t.Fatalf("player %d's view shows the pile", p)
				}
			}
			ms := Legal(s)
			s, _ = Apply(s, ms[r.IntN(len(ms))])
		}
	}
	if seen == 0 {
		t.Fatal("no other player's seals were ever looked at")
	}
}

// Determinize deals the unseen cards again and changes nothing else: with
// the true hands and pile put back, the determinization is the true state,
// and the cards it deals are exactly the unseen ones.
func TestDeterminizeAgreesWithView(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 2))
	dealt := 0
	for g := range 6 {
		s, err := New(Config{Players: 2 + g%3, Seed: uint64(100 + g), FirstGame: g%2 == 1})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.IsTerminal(); step++ {
			p := s.ToMove()
			v := s.View(p)
			d := determinized(v, p, r)
			if err := checkInvariant(d); err != nil {
				t.Fatalf("game %d step %d: determinization: %v", g, step, err)
			}
			if !d.View(p).Equal(v) {
				t.Fatalf("game %d step %d: the determinization's view differs from the view", g, step)
			}
			var want, got [maxKinds]int
			back := d
			for q := range s.Players() {
				if q == p {
					continue
				}
				for i := range int(s.handN[q]) {
					want[s.hand[q][i]]++
					got[d.hand[q][i]]++
				}
				back.hand[q] = s.hand[q]
			}
			for k := range maxKinds {
				want[k] += int(s.pile[k])
				got[k] += int(d.pile[k])
			}
			if got != want {
				t.Fatalf("game %d step %d: dealt cards %v, the unseen cards are %v", g, step, got, want)
			}
			if d.hand != s.hand {
				dealt++
			}
			back.pile, back.rng = s.pile, s.rng
			if !back.Equal(s) {
				t.Fatalf("game %d step %d: the determinization differs from the state beyond the unseen cards:\n%v\nwant\n%v", g, step, back, s)
			}
			ml, dl := Legal(s), Legal(d)
			if len(ml) != len(dl) {
				t.Fatalf("game %d step %d: %d legal moves in the state, %d in the determinization", g, step, len(ml), len(dl))
			}
			ms := ml
			s, _ = Apply(s, ms[r.IntN(len(ms))])
		}
	}
	if dealt == 0 {
		t.Fatal("no determinization ever dealt other hands")
	}
}

// TestViewIsForReading: a view is for reading and for Determinize. Every
// read works on it; Legal is empty; Apply, the steppers and the generic
// tools refuse it with the error wrapping ErrBadArgument that names the
// player; its determinization plays on.
func TestViewIsForReading(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	s, _, err = kingdoms.Playout(Game, s, rand.New(rand.NewPCG(8, 8)), 30)
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range map[int]string{
		0: "arkadia: this is player 0's view: Determinize it first: bad argument",
		2: "arkadia: this is player 2's view: Determinize it first: bad argument",
		9: "arkadia: this is an onlooker's view: Determinize it first: bad argument",
	} {
		v := s.View(p)
		rng := rand.New(rand.NewPCG(uint64(p), 1))
		refused := func(what string, err error) {
			t.Helper()
			if !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != want {
				t.Errorf("player %d: %s on a view: %v; want %q", p, what, err, want)
			}
		}
		if v.IsTerminal() || v.ToMove() != s.ToMove() || !slices.Equal(v.Winners(), s.Winners()) || v.Gold(0) != s.Gold(0) || len(v.Scores()) != 3 {
			t.Errorf("player %d: the reads of the view differ from the state's", p)
		}
		if l := Legal(v); len(l) != 0 {
			t.Errorf("player %d: Legal of a view = %v", p, l)
		}
		for _, m := range Legal(s)[:1] {
			_, err := Apply(v, m)
			refused("Apply", err)
			vv := v
			refused("ApplyTo", Game.(kingdoms.Stepper[State, Move]).ApplyTo(&vv, m))
			if vv != v {
				t.Errorf("player %d: ApplyTo changed the view it refused", p)
			}
			states, err := kingdoms.Replay(Game, v, []Move{m})
			if len(states) != 1 || !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != "arkadia: move 0 ("+m.String()+"): "+strings.TrimPrefix(want, "arkadia: ") {
				t.Errorf("player %d: Replay on a view = %d states, %v", p, len(states), err)
			}
		}
		if _, ok, _ := Game.(kingdoms.Sampler[State, Move]).SampleLegal(nil, &v, rng); ok {
			t.Errorf("player %d: SampleLegal draws a move in a view", p)
		}
		end, n, err := kingdoms.Playout(Game, v, rng, 0)
		refused("Playout", err)
		if n != 0 || end != v {
			t.Errorf("player %d: Playout on a view: %d moves, the view changed %v", p, n, end != v)
		}
		end, n, _, err = kingdoms.PlayoutWith(Game, v, rng, 10, nil)
		refused("PlayoutWith", err)
		if n != 0 || end != v {
			t.Errorf("player %d: PlayoutWith on a view: %d moves, the view changed %v", p, n, end != v)
		}
		vv := v
		n, _, err = kingdoms.PlayoutTo(Game, &vv, rng, 0, nil)
		refused("PlayoutTo", err)
		if n != 0 || vv != v {
			t.Errorf("player %d: PlayoutTo on a view: %d moves, the view changed %v", p, n, vv != v)
		}
		// An onlooker's view hides every hand: Determinize for player 2
		// deals player 2's hand too.
		d, err := Determinize(v, min(p, 2), rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkInvariant(d); err != nil {
			t.Errorf("player %d: the determinization breaks an invariant: %v", p, err)
		}
		if end, _, err := kingdoms.Playout(Game, d, rng, 0); err != nil || !end.IsTerminal() {
			t.Errorf("player %d: Playout of a determinization: %v", p, err)
		}
	}
	// A view of a finished game is over: the tools have nothing to play.
	end, _, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(1, 1)), 0)
	if err != nil {
		t.Fatal(err)
	}
	v := end.View(1)
	if got, n, err := kingdoms.Playout(Game, v, rand.New(rand.NewPCG(1, 1)), 0); err != nil || n != 0 || got != v || !slices.Equal(v.Winners(), end.Winners()) {
		t.Errorf("Playout on a view of the end: %d moves, %v", n, err)
	}
}
