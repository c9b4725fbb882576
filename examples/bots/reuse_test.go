package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// reused plays a game between two default bots and returns the number of
// moves made and the number of searches that went on with a kept tree.
func reused[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], s S, opt Options) (moves, kept int) {
	t.Helper()
	bs := []*ISMCTS[S, M]{NewISMCTS(g, rand.New(rand.NewPCG(1, 1)), opt), NewISMCTS(g, rand.New(rand.NewPCG(1, 2)), opt)}
	for !g.IsTerminal(s) {
		b := bs[g.ToMove(s)]
		m, err := b.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		moves++
		if b.LastStats().Reused > 0 {
			kept++
		}
		if s, err = g.Apply(s, m); err != nil {
			t.Fatal(err)
		}
	}
	return moves, kept
}

// The default bot goes on with its tree within its turn, and NoReuse never
// does.
func TestReuse(t *testing.T) {
	kd, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	kb, _ := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 1})
	ar, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	for _, c := range []struct {
		name string
		play func(Options) (int, int)
	}{
		{"kingdomino", func(o Options) (int, int) { return reused(t, kingdomino.Game, kd, o) }},
		{"kingdombuilder", func(o Options) (int, int) { return reused(t, kingdombuilder.Game, kb, o) }},
		{"arkadia", func(o Options) (int, int) { return reused(t, arkadia.Game, ar, o) }},
	} {
		moves, kept := c.play(Options{Iterations: 30})
		t.Logf("%s: %d of %d searches went on with a kept tree", c.name, kept, moves)
		if kept == 0 {
			t.Errorf("%s: no search went on with a kept tree in %d moves", c.name, moves)
		}
		if _, kept := c.play(Options{Iterations: 30, NoReuse: true}); kept != 0 {
			t.Errorf("%s: with NoReuse, %d searches went on with a kept tree", c.name, kept)
		}
	}
}
