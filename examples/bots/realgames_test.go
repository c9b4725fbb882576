package bots

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// onViews checks, along a random game, that the search bots choose the same
// move whether they are handed the real state, the mover's View of it, or
// another state consistent with that view (a determinization): they cannot
// tell them apart, so they read nothing hidden. It also checks that the
// moves are legal in the real state.
func onViews[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], s S, every int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 7))
	mk := func() []Bot[S, M] {
		return []Bot[S, M]{
			NewGreedy(g, rand.New(rand.NewPCG(1, 2))),
			// The default prior brings in the game's hint (Arkadia).
			NewISMCTS(g, rand.New(rand.NewPCG(1, 3)), Options{Iterations: 25}),
			NewISMCTS(g, rand.New(rand.NewPCG(1, 4)), Options{Iterations: 25, Prior: NoPrior}),
		}
	}
	checked := 0
	for n := 0; !g.IsTerminal(s); n++ {
		if n%every == 0 {
			me := g.ToMove(s)
			view := g.View(s, me)
			other, err := g.Determinize(view, me, rng)
			if err != nil {
				t.Fatal(err)
			}
			legal := g.Legal(s)
			for i, b := range mk() {
				want, err := b.Choose(s)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(legal, want) {
					t.Fatalf("move %d: %s chose %s, not legal", n, b.Name(), g.FormatMove(want))
				}
				for name, x := range map[string]S{"view": view, "determinization": other} {
					got, err := mk()[i].Choose(x)
					if err != nil {
						t.Fatalf("move %d: %s on the %s: %v", n, b.Name(), name, err)
					}
					if got != want {
						t.Fatalf("move %d: %s chooses %s in the real state but %s on the %s",
							n, b.Name(), g.FormatMove(want), g.FormatMove(got), name)
					}
				}
			}
			checked++
		}
		legal := g.Legal(s)
		next, err := g.Apply(s, legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	if checked == 0 {
		t.Fatal("no position checked")
	}
}

func TestRealGamesOnViews(t *testing.T) {
	t.Run("kingdomino", func(t *testing.T) {
		s, err := kingdomino.New(kingdomino.Config{Players: 3, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		onViews(t, kingdomino.Game, s, 9)
	})
	t.Run("kingdombuilder", func(t *testing.T) {
		s, err := kingdombuilder.New(kingdombuilder.Config{Players: 3, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		onViews(t, kingdombuilder.Game, s, 23)
	})
	t.Run("arkadia", func(t *testing.T) {
		s, err := arkadia.New(arkadia.Config{Players: 3, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		onViews(t, arkadia.Game, s, 23)
	})
}

// byValue is a game seen only through kingdoms.Game: its Stepper, if any,
// is hidden.
type byValue[S any, M comparable] struct{ kingdoms.Game[S, M] }

// TestISMCTSInPlace checks that ISMCTS chooses the same moves, with the same
// statistics, whether it steps a Kingdom Builder game (a kingdoms.Stepper)
// in place or by value.
func TestISMCTSInPlace(t *testing.T) {
	var g kingdoms.Game[kingdombuilder.State, kingdombuilder.Move] = kingdombuilder.Game
	if _, ok := g.(kingdoms.Stepper[kingdombuilder.State, kingdombuilder.Move]); !ok {
		t.Skip("kingdombuilder.Game is no kingdoms.Stepper")
	}
	s, err := kingdombuilder.New(kingdombuilder.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Iterations: 60}
	inPlace := NewISMCTS(g, rand.New(rand.NewPCG(1, 2)), opt)
	copied := NewISMCTS[kingdombuilder.State, kingdombuilder.Move](byValue[kingdombuilder.State, kingdombuilder.Move]{g}, rand.New(rand.NewPCG(1, 2)), opt)
	for range 12 {
		a, err := inPlace.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		b, err := copied.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		sa, sb := inPlace.LastStats(), copied.LastStats()
		if a != b || sa.Visits != sb.Visits || sa.Mean != sb.Mean {
			t.Fatalf("in place %v %+v, by value %v %+v", a, sa, b, sb)
		}
		if s, err = kingdombuilder.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
}

// totalsMatch checks, along a random game, that the game's AppendTotals
// gives the totals of Scores.
func totalsMatch[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], s S) {
	t.Helper()
	tg, ok := g.(kingdoms.Totaler[S])
	if !ok {
		t.Fatalf("%s is no kingdoms.Totaler", g.Name())
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for n := 0; ; n++ {
		got := tg.AppendTotals(nil, &s)
		sc := g.Scores(s)
		if len(got) != len(sc) {
			t.Fatalf("move %d: %d totals for %d scores", n, len(got), len(sc))
		}
		for p := range sc {
			if got[p] != sc[p].Total {
				t.Fatalf("move %d: totals %v, scores %v", n, got, sc)
			}
		}
		if g.IsTerminal(s) {
			return
		}
		legal := g.Legal(s)
		var err error
		if s, err = g.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestTotals(t *testing.T) {
	for seed := range uint64(3) {
		kd, err := kingdomino.New(kingdomino.Config{Players: 2 + int(seed), Seed: seed, MiddleKingdom: true, Harmony: true, Dynasty: seed == 1})
		if err != nil {
			t.Fatal(err)
		}
		totalsMatch(t, kingdomino.Game, kd)
		kb, err := kingdombuilder.New(kingdombuilder.Config{Players: 2 + int(seed), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		totalsMatch(t, kingdombuilder.Game, kb)
		ar, err := arkadia.New(arkadia.Config{Players: 2 + int(seed), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		totalsMatch(t, arkadia.Game, ar)
	}
}
