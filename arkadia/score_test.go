package arkadia

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/boardrules/kingdoms"
)

// scoresByText is the breakdown as Scores gave it before its texts came from
// a table: every text formatted on the spot. Scores must give exactly the
// same.
func scoresByText(s State) []kingdoms.Score {
	out := make([]kingdoms.Score, s.players)
	for p := range out {
		g := int(s.gold[p])
		var parts []kingdoms.ScorePart
		if s.phase == PhaseOver {
			sale := 0
			var fin []kingdoms.ScorePart
			for f := range Family(NumFamilies) {
				n := int(s.sold[p][f])
				if n == 0 {
					continue
				}
				v := s.value(f)
				sale += n * v
				fin = append(fin, kingdoms.ScorePart{Source: fmt.Sprintf("final sale: %d %v x %d", n, f, v), Points: n * v})
			}
			parts = append(parts, kingdoms.ScorePart{Source: "gold from sales during the game", Points: g - sale})
			parts = append(parts, fin...)
		} else {
			parts = append(parts, kingdoms.ScorePart{Source: "gold from sales during the game", Points: g})
		}
		out[p] = kingdoms.Score{Total: g, Parts: parts}
	}
	return out
}

// randomEnd plays a random game of the config to its end.
func randomEnd(t *testing.T, c Config, rng *rand.Rand) State {
	t.Helper()
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	var buf []Move
	for !s.IsTerminal() {
		buf = s.appendLegal(buf[:0])
		if err := s.apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestScoresText checks that Scores gives the breakdown formatted on the
// spot, during and at the end of random games, and that Winners are the
// players with the most gold.
func TestScoresText(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	for seed := range uint64(60) {
		c := Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: seed%4 == 3}
		s := randomEnd(t, c, rng)
		if got, want := s.Scores(), scoresByText(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: Scores\n%v, want\n%v", seed, got, want)
		}
		best := 0
		for p := range s.Players() {
			best = max(best, s.Gold(p))
		}
		var want []int
		for p := range s.Players() {
			if s.Gold(p) == best {
				want = append(want, p)
			}
		}
		if got := s.Winners(); !reflect.DeepEqual(got, want) || cap(got) != len(got) {
			t.Fatalf("seed %d: Winners %v (capacity %d), want %v", seed, got, cap(got), want)
		}
		s.phase = PhaseSell // a position before the end, as far as Scores is concerned
		if got, want := s.Scores(), scoresByText(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d, before the end: Scores\n%v, want\n%v", seed, got, want)
		}
	}
	if got, want := finalSaleText(70, Red, 3), "final sale: 70 red x 3"; got != want {
		t.Errorf("finalSaleText beyond the table: %q, want %q", got, want)
	}
}

// TestResultAllocs checks that the result of a finished game costs no
// allocation through Winners and Gold, and two through Scores.
func TestResultAllocs(t *testing.T) {
	s := randomEnd(t, Config{Players: 4, Seed: 7}, rand.New(rand.NewPCG(7, 7)))
	s.Scores() // builds the table of texts
	if n := testing.AllocsPerRun(100, func() { _ = Game.Winners(s); _ = s.Gold(1) }); n != 0 {
		t.Errorf("Winners and Gold: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Game.Scores(s) }); n > 2 {
		t.Errorf("Scores: %v allocations, want at most 2", n)
	}
}
