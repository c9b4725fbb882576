package arkadia

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
)

var _ kingdoms.Sampler[State, Move] = (*game)(nil)

// TestSampleLegal checks SampleLegal against the full list on the positions
// of random games: the same move for the same draw, the same use of the
// generator, and the state unchanged.
func TestSampleLegal(t *testing.T) {
	g := Game.(kingdoms.Sampler[State, Move])
	var buf, legal []Move
	for seed := range uint64(12) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		play := rand.New(rand.NewPCG(seed, 9))
		for step := 0; ; step++ {
			legal = AppendLegal(legal[:0], s)
			before := s
			for k := range uint64(3) {
				r1, r2 := rand.New(rand.NewPCG(seed, k)), rand.New(rand.NewPCG(seed, k))
				var m Move
				var ok bool
				m, ok, buf = g.SampleLegal(buf, &s, r1)
				if !s.Equal(before) {
					t.Fatalf("seed %d, move %d: SampleLegal changed the state", seed, step)
				}
				if len(legal) == 0 {
					if ok || r1.Uint64() != r2.Uint64() {
						t.Fatalf("seed %d, move %d: no legal move, but SampleLegal gives %v, %v or draws", seed, step, m, ok)
					}
					continue
				}
				if want := legal[r2.IntN(len(legal))]; !ok || m != want || r1.Uint64() != r2.Uint64() {
					t.Fatalf("seed %d, move %d: SampleLegal gives %v (%v), the list %v", seed, step, m, ok, want)
				}
			}
			if len(legal) == 0 {
				if step < 50 {
					t.Fatalf("seed %d: the game ended after %d moves", seed, step)
				}
				break
			}
			if s, err = Apply(s, legal[play.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// stepOnly is Game with its Stepper but not its Sampler.
type stepOnly struct {
	kingdoms.Game[State, Move]
	kingdoms.Stepper[State, Move]
}

// TestPlayoutSampled checks that a playout plays the same game with the
// sampler as with the full lists.
func TestPlayoutSampled(t *testing.T) {
	plain := stepOnly{Game, Game.(kingdoms.Stepper[State, Move])}
	for seed := range uint64(8) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		a, na, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(seed, 1)), 0)
		if err != nil {
			t.Fatal(err)
		}
		b, nb, err := kingdoms.Playout[State, Move](plain, s, rand.New(rand.NewPCG(seed, 1)), 0)
		if err != nil {
			t.Fatal(err)
		}
		if na != nb || !a.Equal(b) {
			t.Fatalf("seed %d: %d moves with the sampler, %d without, or other end states", seed, na, nb)
		}
	}
}
