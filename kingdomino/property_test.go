package kingdomino

import (
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
