package bots

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/boardrules/kingdoms/examples/internal/toy"
	"github.com/boardrules/kingdoms/kingdomino"
)

// IterationsFor gives the budget that a bot with the options runs: the
// iterations of the zero Options are those of the game's default bot.
func TestIterationsFor(t *testing.T) {
	for _, c := range []struct {
		opt  Options
		game string
		want int
	}{
		{Options{}, "kingdomino", tunings["kingdomino"].iterations},
		{Options{}, "kingdombuilder", tunings["kingdombuilder"].iterations},
		{Options{}, "arkadia", tunings["arkadia"].iterations},
		{Options{}, "toy", DefaultIterations},
		{Options{Classic: true}, "kingdombuilder", DefaultIterations},
		{Options{Iterations: 37}, "kingdombuilder", 37},
		{Options{Iterations: 37, Time: time.Second}, "arkadia", 37},
		{Options{Time: time.Second}, "kingdomino", 0},
	} {
		if got := c.opt.IterationsFor(c.game); got != c.want {
			t.Errorf("%+v.IterationsFor(%q) = %d, want %d", c.opt, c.game, got, c.want)
		}
	}

	// The bot runs what IterationsFor says, in a tuned game and in another.
	s, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	b := NewISMCTS(kingdomino.Game, rand.New(rand.NewPCG(1, 2)), Options{})
	if _, err := b.Choose(s); err != nil {
		t.Fatal(err)
	}
	if got, want := b.LastStats().Iterations, (Options{}).IterationsFor(kingdomino.Game.Name()); got != want {
		t.Errorf("the default Kingdomino bot ran %d iterations, IterationsFor says %d", got, want)
	}
	ts, err := toy.New(2, 1)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewISMCTS(toy.Game, rand.New(rand.NewPCG(1, 2)), Options{Classic: true})
	if _, err := tb.Choose(ts); err != nil {
		t.Fatal(err)
	}
	if got, want := tb.LastStats().Iterations, (Options{Classic: true}).IterationsFor(toy.Game.Name()); got != want {
		t.Errorf("the first version ran %d iterations in the toy game, IterationsFor says %d", got, want)
	}
}
