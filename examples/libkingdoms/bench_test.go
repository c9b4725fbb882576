package main

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkStep measures one step of a game through the library's env, as
// kd_step_mask does it (the action, then the next mask), with the random
// choice among the legal actions and the restarts of finished games; the
// observation is measured apart (BenchmarkObserve).
func BenchmarkStep(b *testing.B) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		b.Run(name, func(b *testing.B) {
			g, e := benchGame(b, name)
			mask := make([]uint8, e.numActions())
			rng := rand.New(rand.NewPCG(1, 1))
			games := 0
			for b.Loop() {
				legal := e.legal()
				if _, err := e.step(int(legal[rng.IntN(len(legal))])); err != nil {
					b.Fatal(err)
				}
				if err := e.mask(mask); err != nil {
					b.Fatal(err)
				}
				if e.terminal() {
					games++
					if err := restart(g, e, []byte(`{"players":2}`)); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(games), "games")
		})
	}
}

// BenchmarkObserve measures one observation of a game a few moves in.
func BenchmarkObserve(b *testing.B) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		b.Run(name, func(b *testing.B) {
			_, e := benchGame(b, name)
			for range 10 {
				e.step(int(e.legal()[0]))
			}
			obs := make([]float32, e.shape().Size())
			for b.Loop() {
				if err := e.observe(0, obs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRestart measures the start of a new game from its config, as a
// batch resets a finished game.
func BenchmarkRestart(b *testing.B) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		b.Run(name, func(b *testing.B) {
			_, e := benchGame(b, name)
			for b.Loop() {
				if err := e.restart([]byte(`{"players":2,"seed":5}`)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchGame returns the game called name and a 2-player game of it, seed 1,
// for the benchmarks.
func benchGame(b *testing.B, name string) (game, env) {
	b.Helper()
	g, err := lookupGame(name)
	if err != nil {
		b.Fatal(err)
	}
	e, err := g.start([]byte(`{"players":2,"seed":1}`))
	if err != nil {
		b.Fatal(err)
	}
	return g, e
}
