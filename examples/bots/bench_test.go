package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/internal/toy"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// benchChoose measures ISMCTS on the opening position of a game and reports
// iterations per second.
func benchChoose[S any, M comparable](b *testing.B, g kingdoms.Game[S, M], s S, opt Options) {
	b.ReportAllocs()
	bot := NewISMCTS(g, rand.New(rand.NewPCG(1, 2)), opt)
	iters := 0
	for b.Loop() {
		if _, err := bot.Choose(s); err != nil {
			b.Fatal(err)
		}
		iters += bot.LastStats().Iterations
	}
	b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
}

func BenchmarkISMCTS(b *testing.B) {
	opt := Options{Iterations: 200}
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
