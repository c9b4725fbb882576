package kingdombuilder

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkScoreEffectsZZ(b *testing.B) {
	var states []State
	var moves [][]Move
	for seed := range uint64(20) {
		s, _ := New(Config{Players: 2, Seed: seed})
		rng := rand.New(rand.NewPCG(seed, 1))
		for ply := 0; !s.IsTerminal(); ply++ {
			l := Legal(s)
			if ply%7 == 3 {
				var ms []Move
				for range 4 {
					ms = append(ms, l[rng.IntN(len(l))])
				}
				states = append(states, s)
				moves = append(moves, ms)
			}
			s, _ = Apply(s, l[rng.IntN(len(l))])
		}
	}
	out := make([]int, 8)
	b.Run("effects", func(b *testing.B) {
		i := 0
		for b.Loop() {
			k := i % len(states)
			ScoreEffects(&states[k], moves[k], out)
			i++
		}
	})
	b.Run("apply+totals", func(b *testing.B) {
		i := 0
		for b.Loop() {
			k := i % len(states)
			for _, m := range moves[k] {
				t := states[k]
				t.play(m)
				out[0] = t.scoreTotal(0) + t.scoreTotal(1)
			}
			i++
		}
	})
	b.Run("init", func(b *testing.B) {
		i := 0
		for b.Loop() {
			k := i % len(states)
			var e effects
			e.init(&states[k])
			i++
		}
	})
}
