package bots

import (
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/internal/toy"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// benchChoose measures ISMCTS on the opening position of a game and reports
// iterations per second.
func benchChoose[S any, M comparable](b *testing.B, g kingdoms.Game[S, M], s S, opt Options) {
	benchBot(b, NewISMCTS(g, rand.New(rand.NewPCG(1, 2)), opt), s)
}

// benchBot measures bot on s and reports iterations per second.
func benchBot[S any, M comparable](b *testing.B, bot *ISMCTS[S, M], s S) {
	b.ReportAllocs()
	iters := 0
	cpu := processCPU()
	for b.Loop() {
		if _, err := bot.Choose(s); err != nil {
			b.Fatal(err)
		}
		iters += bot.LastStats().Iterations
	}
	// The CPU time of the process per move: on a machine shared with other
	// programs, with GOMAXPROCS=1, the time the bot needs on one core.
	b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
}

func BenchmarkISMCTS(b *testing.B) {
	opt := Options{Iterations: 200, Classic: true}
	b.Run("toy", func(b *testing.B) {
		s, _ := toy.New(2, 1)
		benchChoose(b, toy.Game, s, opt)
	})
	b.Run("kingdomino", func(b *testing.B) {
		s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
		benchChoose(b, kingdomino.Game, s, opt)
	})
	b.Run("kingdombuilder", func(b *testing.B) {
		s, _ := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 1})
		benchChoose(b, kingdombuilder.Game, s, opt)
	})
	b.Run("arkadia", func(b *testing.B) {
		s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
		benchChoose(b, arkadia.Game, s, opt)
	})
	// The default prior with and without the Arkadia hint, and no prior:
	// what the hint and the prior cost.
	b.Run("arkadia/no-hint", func(b *testing.B) {
		s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
		benchBot(b, NewISMCTS(arkadia.Game, rand.New(rand.NewPCG(1, 2)), opt).SetHint(nil), s)
	})
	b.Run("arkadia/no-prior", func(b *testing.B) {
		s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
		benchChoose(b, arkadia.Game, s, Options{Iterations: 200, Prior: NoPrior})
	})
}

func BenchmarkGreedy(b *testing.B) {
	s, _ := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 1})
	bot := NewGreedy(kingdombuilder.Game, rand.New(rand.NewPCG(1, 2)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bot.Choose(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDefault measures the default bot (the zero Options, so the
// default budget of each game) on the opening and on a position halfway
// through a random game: ns/op is its time to answer one move.
func BenchmarkDefault(b *testing.B) {
	kd, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	kb, _ := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 1})
	ar, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	benchDefault(b, "kingdomino", kingdomino.Game, kd)
	benchDefault(b, "kingdombuilder", kingdombuilder.Game, kb)
	benchDefault(b, "arkadia", arkadia.Game, ar)
}

func benchDefault[S any, M comparable](b *testing.B, name string, g kingdoms.Game[S, M], s S) {
	b.Run(name+"/opening", func(b *testing.B) {
		benchBot(b, NewISMCTS(g, rand.New(rand.NewPCG(1, 2)), Options{NoReuse: true}), s)
	})
	rng := rand.New(rand.NewPCG(5, 5))
	states := []S{s}
	for !g.IsTerminal(s) {
		legal := g.Legal(s)
		s, _ = g.Apply(s, legal[rng.IntN(len(legal))])
		states = append(states, s)
	}
	b.Run(name+"/middle", func(b *testing.B) {
		benchBot(b, NewISMCTS(g, rand.New(rand.NewPCG(1, 2)), Options{NoReuse: true}), states[len(states)/2])
	})
}

// processCPU returns the CPU time the process has used, user and system.
func processCPU() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
