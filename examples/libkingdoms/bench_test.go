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

// BenchmarkObserveCompact measures one compact observation of a game a few
// moves in (kd_observe_compact): the planes as bytes and the vector, to set
// against BenchmarkObserve.
func BenchmarkObserveCompact(b *testing.B) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		b.Run(name, func(b *testing.B) {
			_, e := benchGame(b, name)
			for range 10 {
				e.step(int(e.legal()[0]))
			}
			sh := e.shape()
			planes, vector := make([]uint8, sh.Size()-sh.Vector), make([]float32, sh.Vector)
			div := planeDivisors(name, sh)
			for b.Loop() {
				if err := e.(compactEnv).observeCompact(0, planes, vector, div); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBatchStep measures one step of a batch of 256 games of each game,
// per game stepped (ns/op is per env step), the actions drawn in the
// library (kd_batch_random_actions): with float observations and masks
// (kd_batch_step), with compact observations and no masks
// (kd_batch_step_compact), and without observations or masks.
func BenchmarkBatchStep(b *testing.B) {
	const n = 256
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		g, _ := lookupGame(name)
		bt, err := newBatch(g, n, []byte(`{"players":2}`), 1, 0)
		if err != nil {
			b.Fatal(err)
		}
		cells, v := bt.shape.Size()-bt.shape.Vector, bt.shape.Vector
		float := &outputs{obs: make([]float32, n*bt.shape.Size()), masks: make([]uint8, n*bt.numActions),
			rewards: make([]float32, n*bt.players), dones: make([]uint8, n)}
		compact := &outputs{planes: make([]uint8, n*cells), vector: make([]float32, n*v),
			rewards: make([]float32, n*bt.players), dones: make([]uint8, n)}
		none := &outputs{rewards: make([]float32, n*bt.players), dones: make([]uint8, n)}
		actions := make([]int32, n)
		for _, k := range []struct {
			name string
			out  *outputs
		}{{"float", float}, {"compact", compact}, {"none", none}} {
			b.Run(name+"/"+k.name, func(b *testing.B) {
				for b.Loop() {
					if err := bt.randomActions(actions); err != nil {
						b.Fatal(err)
					}
					if err := bt.step(actions, k.out); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/envstep")
			})
		}
	}
}
