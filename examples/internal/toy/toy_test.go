package toy

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestRandomGamesAndViews(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for seed := range uint64(200) {
		players := 2 + int(seed%2)
		s, err := New(players, seed)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for n := 0; !Game.IsTerminal(s); n++ {
			if n > Cards {
				t.Fatalf("seed %d: no end after %d moves", seed, n)
			}
			me := Game.ToMove(s)
			v := Game.View(s, me)
			if Game.View(v, me) != v {
				t.Fatalf("view of a view differs")
			}
			d, err := Game.Determinize(v, me, rng)
			if err != nil {
				t.Fatal(err)
			}
			if Game.View(d, me) != v {
				t.Fatalf("seed %d: determinization disagrees with the view:\n%v\n%v", seed, d, s)
			}
			legal := Game.Legal(s)
			m := legal[rng.IntN(len(legal))]
			if s, err = Game.Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
		for _, sc := range Game.Scores(s) {
			total += sc.Total
		}
		if want := Cards * (Cards + 1) / 2; total != want {
			t.Errorf("seed %d: points %d, want all %d", seed, total, want)
		}
		if len(Game.Winners(s)) == 0 {
			t.Errorf("seed %d: no winner", seed)
		}
	}
}

func TestErrors(t *testing.T) {
	if _, err := New(4, 1); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("New(4): %v", err)
	}
	for _, text := range []string{"", "0", "13", "x", "1.5"} {
		if _, err := Game.ParseMove(text); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q): %v", text, err)
		}
	}
	s, _ := New(2, 1)
	held := Game.Legal(s)
	for c := Move(1); c <= Cards; c++ {
		_, err := Game.Apply(s, c)
		if inHand := contains(held, c); inHand != (err == nil) || !inHand && !errors.Is(err, kingdoms.ErrIllegalMove) {
			t.Errorf("Apply(%d): %v (in hand: %v)", c, err, inHand)
		}
	}
}

func contains(ms []Move, m Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func TestTrick(t *testing.T) {
	s, _ := New(3, 1)
	hands := [][]int{s.Hand(0), s.Hand(1), s.Hand(2)}
	played := []int{hands[0][0], hands[1][2], hands[2][1]}
	for _, c := range played {
		var err error
		if s, err = Game.Apply(s, Move(c)); err != nil {
			t.Fatal(err)
		}
	}
	w := 0
	for p, c := range played {
		if c > played[w] {
			w = p
		}
	}
	if got := Game.ToMove(s); got != w {
		t.Errorf("after %v, player %d leads, want %d", played, got, w)
	}
	for p, sc := range Game.Scores(s) {
		want := 0
		if p == w {
			want = played[0] + played[1] + played[2]
		}
		if sc.Total != want {
			t.Errorf("after %v, player %d has %d points, want %d", played, p, sc.Total, want)
		}
	}
}
