package kingdomino

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// TestScoreChange checks ScoreChange against the Totals of Scores before
// and after Apply, for every legal move of the positions of random games in
// every configuration, and that it refuses moves that are not legal.
func TestScoreChange(t *testing.T) {
	configs := []Config{
		{Players: 2}, {Players: 3}, {Players: 4},
		{Players: 2, MiddleKingdom: true, Harmony: true},
		{Players: 2, MightyDuel: true, MiddleKingdom: true, Harmony: true},
		{Players: 3, Dynasty: true, MiddleKingdom: true, Harmony: true},
	}
	rng := rand.New(rand.NewPCG(7, 35))
	checked := map[MoveKind]int{}
	for ci, c := range configs {
		for game := range 6 {
			c.Seed = uint64(100*ci + game)
			s, err := New(c)
			if err != nil {
				t.Fatal(err)
			}
			for !s.IsTerminal() {
				p := s.ToMove()
				before := s.Scores()[p].Total
				moves := Legal(s)
				for _, m := range moves {
					next, err := Apply(s, m)
					if err != nil {
						t.Fatal(err)
					}
					want := next.Scores()[p].Total - before
					if next.Game() != s.Game() && c.Harmony {
						want -= HarmonyBonus // every player's, left out
					}
					got, err := ScoreChange(&s, m)
					if err != nil || got != want {
						t.Fatalf("config %+v: ScoreChange(%v) = %d, %v; Apply changes the total by %d\n%v", c, m, got, err, want, s)
					}
					checked[m.Kind()]++
				}
				// ScoreChanges agrees, on the moves in a random order
				// (so that picks, placements and discards mix when they
				// can), and stops at an illegal move.
				rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
				out := make([]int, len(moves)+1)
				out[len(moves)] = -99
				if err := ScoreChanges(&s, moves, out); err != nil {
					t.Fatalf("ScoreChanges: %v", err)
				}
				for i, m := range moves {
					if want, _ := ScoreChange(&s, m); out[i] != want {
						t.Fatalf("ScoreChanges gives %v %d, ScoreChange %d", m, out[i], want)
					}
				}
				if out[len(moves)] != -99 {
					t.Fatal("ScoreChanges wrote beyond the moves")
				}
				if err := ScoreChanges(&s, moves, out[:len(moves)-1]); !errors.Is(err, kingdoms.ErrBadArgument) {
					t.Fatalf("ScoreChanges with out too short: %v", err)
				}
				for _, bad := range []Move{PickMove(0), DiscardMove(Domino(1 + rng.IntN(NumDominoes))), PlaceMove(Domino(1+rng.IntN(NumDominoes)), squaregrid.Pt(rng.IntN(9)-4, rng.IntN(9)-4), 0)} {
					if slices.Contains(moves, bad) {
						continue
					}
					if v, err := ScoreChange(&s, bad); err == nil {
						t.Fatalf("ScoreChange(%v), not legal, = %d, nil error", bad, v)
					}
					two := []Move{moves[0], bad}
					got := []int{-7, -7}
					if err := ScoreChanges(&s, two, got); !errors.Is(err, kingdoms.ErrIllegalMove) || got[1] != -7 {
						t.Fatalf("ScoreChanges with %v, not legal: %v, %v", bad, got, err)
					}
				}
				s, err = Apply(s, moves[rng.IntN(len(moves))])
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked[Place] < 1000 || checked[Pick] < 100 || checked[Discard] == 0 {
		t.Fatalf("too few moves checked: %v", checked)
	}
}

// TestAppendProperties checks AppendProperties against Kingdom.Properties.
func TestAppendProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 35))
	s, err := New(Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var buf []Property
	for !s.IsTerminal() {
		for p := range 3 {
			buf = AppendProperties(buf[:0], &s, p)
			if want := s.Kingdom(p).Properties(); !slices.Equal(buf, want) {
				t.Fatalf("player %d: AppendProperties = %v, Properties = %v", p, buf, want)
			}
		}
		moves := Legal(s)
		if s, err = Apply(s, moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(AppendProperties(nil, &s, 3)); n != 0 {
		t.Fatalf("player 3 of 3: %d properties", n)
	}
}

// TestLargestProperty checks LargestProperty against the largest of
// Kingdom.Properties of each terrain, the first on a tie.
func TestLargestProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 35))
	for seed := range uint64(5) {
		s, err := New(Config{Players: 2, Seed: seed, MightyDuel: seed%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			for p := range 2 {
				var want [Mine + 1]Property
				for _, pr := range s.Kingdom(p).Properties() {
					if pr.Squares > want[pr.Terrain].Squares {
						want[pr.Terrain] = pr
					}
				}
				for ter := Wheat; ter <= Mine; ter++ {
					if got := LargestProperty(&s, p, ter); got != want[ter] {
						t.Fatalf("player %d, %v: LargestProperty = %v, want %v", p, ter, got, want[ter])
					}
				}
				if got := LargestProperties(&s, p); got != want {
					t.Fatalf("player %d: LargestProperties = %v, want %v", p, got, want)
				}
			}
			moves := Legal(s)
			if s, err = Apply(s, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := LargestProperty(&State{}, 0, Wheat); got != (Property{}) {
		t.Fatalf("zero State: %v", got)
	}
	s, _ := New(Config{Players: 2})
	for _, p := range []int{-1, 2} {
		if got := LargestProperties(&s, p); got != ([Mine + 1]Property{}) {
			t.Fatalf("player %d of 2: LargestProperties = %v", p, got)
		}
	}
}
