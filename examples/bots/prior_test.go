package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/internal/toy"
)

// The zero Options start new nodes with DefaultPrior virtual visits, and
// NoPrior with none: after one iteration the only child of the root has
// been visited once, plus its virtual visits.
func TestPriorVisits(t *testing.T) {
	s, err := toy.New(2, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		prior int
		want  int
	}{
		{0, DefaultPrior + 1},
		{NoPrior, 1},
		{-7, 1},
		{3, 4},
	} {
		b := NewISMCTS(toy.Game, rand.New(rand.NewPCG(1, 1)), Options{Iterations: 1, Prior: c.prior})
		if _, err := b.Choose(s); err != nil {
			t.Fatal(err)
		}
		if got := b.LastStats().Visits; got != c.want {
			t.Errorf("Prior %d: the chosen move has %d visits after one iteration, want %d", c.prior, got, c.want)
		}
	}
}

// arkadiaPositions returns the positions of a 2-player Arkadia game played
// at random, every tenth move.
func arkadiaPositions(t *testing.T, seed uint64) []arkadia.State {
	t.Helper()
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 9))
	var out []arkadia.State
	for n := 0; !s.IsTerminal(); n++ {
		if n%10 == 0 {
			out = append(out, s)
		}
		legal := arkadia.Legal(s)
		if s, err = arkadia.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// The zero Options use Arkadia's hint: the bot calls it, it changes what the
// bot records and chooses, and a Classic bot with NoPrior never calls it.
func TestZeroOptionsUseHint(t *testing.T) {
	positions := arkadiaPositions(t, 1)
	const iterations = 60
	counted := func(opt Options, calls *int) *ISMCTS[arkadia.State, arkadia.Move] {
		b := NewISMCTS(arkadia.Game, rand.New(rand.NewPCG(2, 3)), opt)
		h := b.hint
		if h == nil {
			t.Fatal("NewISMCTS gave the Arkadia bot no hint")
		}
		b.hint = func(s arkadia.State, m arkadia.Move) float64 {
			*calls++
			return h(s, m)
		}
		return b
	}
	var withHint, withoutPrior int
	def := counted(Options{Iterations: iterations}, &withHint)
	off := counted(Options{Iterations: iterations, Prior: NoPrior, Classic: true}, &withoutPrior)
	// The same search without the hint: its random draws are the same, so
	// any difference comes from the hint.
	bare := NewISMCTS(arkadia.Game, rand.New(rand.NewPCG(2, 3)), Options{Iterations: iterations}).SetHint(nil)
	moves, stats := 0, 0
	for _, s := range positions {
		m, err := def.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := off.Choose(s); err != nil {
			t.Fatal(err)
		}
		m2, err := bare.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		if m != m2 {
			moves++
		}
		if a, b := def.LastStats(), bare.LastStats(); a.Visits != b.Visits || a.Mean != b.Mean {
			stats++
		}
	}
	if withHint == 0 {
		t.Error("a bot with the zero Options never called the hint")
	}
	if withoutPrior != 0 {
		t.Errorf("a Classic bot with NoPrior called the hint %d times", withoutPrior)
	}
	if moves == 0 {
		t.Errorf("the hint changed no choice in %d positions", len(positions))
	}
	t.Logf("the hint changed %d choices and the statistics of %d searches in %d positions", moves, stats, len(positions))
}
