package kingdomino

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestViewHides checks that View hides the deck order and, with 2 and 3
// players, which dominoes were removed: two deals that differ only there give
// the same view, while Determinize deals them again.
func TestViewHides(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		s, _ := New(Config{Players: players, Seed: 11})
		s = play(t, s, "pick "+s.NextLine()[0].Domino.String())
		// Another state with the undrawn and removed dominoes swapped around.
		u := s
		hidden := u.deck[u.drawn:]
		slices.Reverse(hidden)
		if u == s {
			t.Fatal("the test needs two different deals")
		}
		if u.View(0) != s.View(1) {
			t.Errorf("%d players: the views of two deals that differ only in hidden dominoes differ", players)
		}
		v := s.View(0)
		if v.DeckSize() != s.DeckSize() || v.Removed() != s.Removed() || !slices.Equal(v.NextLine(), s.NextLine()) {
			t.Errorf("%d players: the view changes what is public", players)
		}
		rng := rand.New(rand.NewPCG(1, 1))
		d1, d2 := determinized(v, 0, rng), determinized(v, 0, rng)
		if d1 == d2 {
			t.Errorf("%d players: two determinizations are the same deal", players)
		}
		if d1.View(0) != v || d2.View(1) != v {
			t.Errorf("%d players: a determinization does not agree with the view", players)
		}
	}
}

// TestDynastyMatch plays a Dynasty match to its end: three games, the results
// of the first two kept, and the breakdown of the final score.
func TestDynastyMatch(t *testing.T) {
	s, _ := New(Config{Players: 3, Seed: 5, Dynasty: true, Harmony: true})
	rng := rand.New(rand.NewPCG(5, 5))
	var totals [3][]int
	for !s.IsTerminal() {
		l := Legal(s)
		m := l[rng.IntN(len(l))]
		next, err := Apply(s, m)
		if err != nil {
			t.Fatal(err)
		}
		if next.Game() != s.Game() || next.IsTerminal() {
			if next.Game() < s.Game() || (next.Game() > s.Game()+1) {
				t.Fatalf("game %d after game %d", next.Game(), s.Game())
			}
			// The same last move outside Dynasty shows the finished game.
			alone := s
			alone.flags &^= flagDynasty
			end, err := Apply(alone, m)
			if err != nil || !end.IsTerminal() {
				t.Fatalf("the last move of game %d: %v", s.Game()+1, err)
			}
			for p := range 3 {
				totals[s.Game()] = append(totals[s.Game()], end.finalTotal(p))
			}
			if !next.IsTerminal() && (next.Phase() != Choosing || next.DeckSize() != 33 || next.Kingdom(0).Squares() != 1) {
				t.Fatalf("game %d does not start afresh:\n%v", next.Game()+1, next)
			}
		}
		s = next
	}
	if s.Game() != 2 {
		t.Fatalf("the match ended in game %d", s.Game()+1)
	}
	for p := range 3 {
		if got := s.GameScores(p); !slices.Equal(got, []int{totals[0][p], totals[1][p]}) {
			t.Errorf("player %d: GameScores %v, want %v", p, got, []int{totals[0][p], totals[1][p]})
		}
		sc := s.Scores()[p]
		if sc.Parts[0].Source != "game 1" || sc.Parts[1].Source != "game 2" {
			t.Errorf("player %d: breakdown starts with %v", p, sc.Parts[:2])
		}
		if want := totals[0][p] + totals[1][p] + totals[2][p]; sc.Total != want {
			t.Errorf("player %d: match total %d, want %d", p, sc.Total, want)
		}
	}
	if len(s.Winners()) == 0 {
		t.Error("no winner")
	}
}

// finalTotal is player p's score in the current game alone.
func (s State) finalTotal(p int) int {
	k := s.kingdom(p)
	return k.score(s.size(), s.flags, nil).total
}
