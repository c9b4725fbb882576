package kingdomino

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestProperties plays games chosen by rapid (config, seed and every move)
// and checks at every position the invariants of invariant(): a kingdom never
// exceeds its bound; it has 1 + 2 x placed squares; every domino is in
// exactly one place (deck, removed, a line, a kingdom, a discard pile); the
// crowns of all 48 dominoes add up to 39 wherever they are. At the end of
// each game every player has handled exactly 12 dominoes (24 in the Mighty
// Duel), and the scores equal the sum of their parts.
func TestProperties(t *testing.T) {
	cs := configs()
	rapid.Check(t, func(t *rapid.T) {
		c := cs[rapid.IntRange(0, len(cs)-1).Draw(t, "config")]
		c.Seed = rapid.Uint64().Draw(t, "seed")
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		want := 12
		if c.MightyDuel {
			want = 24
		}
		game := 0
		for !s.IsTerminal() {
			if err := invariant(s); err != nil {
				t.Fatalf("%v\n%v", err, s)
			}
			l := Legal(s)
			m := l[rapid.IntRange(0, len(l)-1).Draw(t, "move")]
			prev := s
			s, err = Apply(s, m)
			if err != nil {
				t.Fatalf("legal move %v: %v", m, err)
			}
			if s.Game() != game {
				// A Dynasty game ended: check the finished game.
				for p := range s.Players() {
					h := prev.Kingdom(p).Handled()
					if p == prev.ToMove() {
						h++ // the last placement of the game
					}
					if h != want {
						t.Fatalf("player %d handled %d dominoes in game %d", p, h, game+1)
					}
				}
				game = s.Game()
			}
		}
		if err := invariant(s); err != nil {
			t.Fatal(err)
		}
		for p, sc := range s.Scores() {
			if h := s.Kingdom(p).Handled(); h != want {
				t.Fatalf("player %d handled %d dominoes, want %d", p, h, want)
			}
			if sc.Total != sc.Sum() {
				t.Fatalf("player %d: total %d, parts sum to %d", p, sc.Total, sc.Sum())
			}
		}
		if len(s.Winners()) == 0 {
			t.Fatal("no winner")
		}
	})
}

// TestWinnersRanking checks Winners, which counts the properties in full
// only when the best total is shared, against the ranking of the whole
// standings (total, largest property, crowns) of every player, at the end
// of random games of every configuration; it also checks AppendWinners and
// that the totals Winners ranks are those of Scores.
func TestWinnersRanking(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	ties := 0
	for i := range 3000 {
		c := configs()[i%len(configs())]
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			l := Legal(s)
			if s, err = Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		var st []standing
		sc := s.Scores()
		for p := range s.Players() {
			tl := s.tally(p, nil)
			st = append(st, s.standing(p, &tl))
			if st[p].total != sc[p].Total {
				t.Fatalf("%+v: player %d: standing total %d, Scores total %d", c, p, st[p].total, sc[p].Total)
			}
		}
		best := slices.MaxFunc(st, compareStanding)
		var want []int
		shared := 0
		for p, x := range st {
			if x == best {
				want = append(want, p)
			}
			if x.total == best.total {
				shared++
			}
		}
		if shared > 1 {
			ties++
		}
		if got := s.Winners(); !slices.Equal(got, want) {
			t.Fatalf("%+v: Winners = %v, want %v (standings %v)", c, got, want, st)
		}
		if got := s.AppendWinners([]int{9}); !slices.Equal(got, append([]int{9}, want...)) {
			t.Fatalf("%+v: AppendWinners = %v, want 9 then %v", c, got, want)
		}
	}
	if ties < 50 {
		t.Errorf("only %d games with a shared best total: the tie-breakers are barely tested", ties)
	}
}
