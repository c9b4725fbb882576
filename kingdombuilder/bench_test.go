package kingdombuilder

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// newBenchGame starts the 4-player game of a seed, the game every benchmark
// plays.
func newBenchGame(seed uint64) (State, error) { return New(Config{Players: 4, Seed: seed}) }

// benchStates returns positions of random 4-player games, for BenchmarkLegal
// and BenchmarkApply.
func benchStates(b *testing.B) []State {
	b.Helper()
	states, err := gametest.Positions(Game, newBenchGame, 2000, 1)
	if err != nil {
		b.Fatal(err)
	}
	return states
}

// BenchmarkLegal measures AppendLegal over positions of random 4-player
// games.
func BenchmarkLegal(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchStates(b), AppendLegal)
}

// BenchmarkAppendActions measures AppendActions with the zero prefix (the
// first actions of the legal moves) over the positions of BenchmarkLegal.
func BenchmarkAppendActions(b *testing.B) {
	gametest.BenchmarkAppendLegal(b, benchStates(b), func(dst []int32, s State) []int32 {
		return AppendActions(dst, s, kingdoms.Prefix{})
	})
}

// BenchmarkRandomGameActions plays the games of BenchmarkRandomGame as
// learning code steps them: each move by actions, a random one of those
// AppendActions lists (after the source's action, a random target), taken
// by DecodeAction, the move played by Apply. It reports the time per move
// ("ns/move") besides the time per game.
func BenchmarkRandomGameActions(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	acts := make([]int32, 0, 4096)
	moves, seed := 0, uint64(0)
	for b.Loop() {
		s, err := newBenchGame(seed)
		if err != nil {
			b.Fatal(err)
		}
		seed++
		for !s.IsTerminal() {
			p := kingdoms.Prefix{}
			for {
				acts = AppendActions(acts[:0], s, p)
				m, next, done, err := DecodeAction(s, p, int(acts[r.IntN(len(acts))]))
				if err != nil {
					b.Fatal(err)
				}
				if done {
					if s, err = Apply(s, m); err != nil {
						b.Fatal(err)
					}
					break
				}
				p = next
			}
			moves++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

// BenchmarkApply measures Apply of legal moves of random 4-player games
// (the i-th position's move number i modulo the number of moves).
func BenchmarkApply(b *testing.B) {
	states := benchStates(b)
	moves := make([]Move, len(states))
	var buf []Move
	for i, s := range states {
		buf = AppendLegal(buf[:0], s)
		moves[i] = buf[i%len(buf)]
	}
	gametest.BenchmarkApply(b, states, moves, Apply)
}

// BenchmarkRandomGame plays whole random 4-player games (set-up included)
// with uniformly random legal moves as a search's playout does: through
// kingdoms.PlayoutWith and the Game value, with one move buffer for every
// game, then reads the result with Game.Winners. Besides the time and the
// allocations per game, it reports games and moves per second and per CPU
// second of the process (games/cpu-s, moves/cpu-s: a busy machine disturbs
// them less), and the allocations per move, set-up included (allocs/move).
func BenchmarkRandomGame(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newBenchGame)
}

// BenchmarkRandomGameDirect plays the games of BenchmarkRandomGame with the
// package's own AppendLegal and Apply, which take and return State values,
// and reads State.Winners, as a bot written for this package would, without
// the generic kingdoms.Game layer.
func BenchmarkRandomGameDirect(b *testing.B) {
	gametest.BenchmarkRandomGames(b, newBenchGame, AppendLegal, Apply, State.Winners)
}

// BenchmarkRandomGameFivePlayers plays whole random 5-player games with the
// Nomads option (on the boards and cards of BenchmarkRandomGame's seeds:
// see fivePlayers), as BenchmarkRandomGame plays its games.
func BenchmarkRandomGameFivePlayers(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, func(seed uint64) (State, error) { return New(fivePlayers(seed)) })
}

// BenchmarkResults measures Winners and Scores on the ends of random
// 4-player games (BenchmarkResults/winners, BenchmarkResults/scores).
func BenchmarkResults(b *testing.B) {
	ends, err := gametest.Ends(Game, newBenchGame, 256, 1)
	if err != nil {
		b.Fatal(err)
	}
	gametest.BenchmarkResults(b, Game, ends)
}

// BenchmarkScoreEffects measures ScoreEffects on 6 moves drawn from the
// legal moves of positions of random 2-player games without expansions
// (what a playout of the default bot compares), against playing each move
// on a copy and counting the totals after it, those before being counted
// once (BenchmarkScoreEffects/apply): the same figures.
func BenchmarkScoreEffects(b *testing.B) {
	var states []State
	var moves [][]Move
	for seed := range uint64(20) {
		s, err := New(Config{Players: 2, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for ply := 0; !s.IsTerminal(); ply++ {
			legal := Legal(s)
			if ply%5 == 0 {
				var ms []Move
				for range 6 {
					ms = append(ms, legal[rng.IntN(len(legal))])
				}
				states, moves = append(states, s), append(moves, ms)
			}
			s, _ = Apply(s, legal[rng.IntN(len(legal))])
		}
	}
	out := make([]int, 2*6)
	b.Run("effects", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			k := i % len(states)
			if err := ScoreEffects(&states[k], moves[k], out); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
	b.Run("apply", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			k := i % len(states)
			s := &states[k]
			before := [2]int{s.scoreTotal(0), s.scoreTotal(1)}
			for j, m := range moves[k] {
				t, err := Apply(*s, m)
				if err != nil {
					b.Fatal(err)
				}
				for p := range 2 {
					out[2*j+p] = t.scoreTotal(p) - before[p]
				}
			}
			i++
		}
	})
}
