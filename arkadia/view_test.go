package arkadia

import (
	"math/rand/v2"
	"testing"
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
