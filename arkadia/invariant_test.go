package arkadia

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checkInvariant is the harness's Invariant: the game's validate, and
// nothing more, so that the harness and the decoder check the same thing;
// it also refuses the zero state, which is valid but no game.
func checkInvariant(s State) error {
	if s.ed == nil {
		return fmt.Errorf("zero state")
	}
	return s.validate()
}

// checkCounts is the part of validate that the hand-laid positions of the
// golden tests keep: the board and the conservation of pieces and cards.
func checkCounts(s State) error { return s.checkCounts() }

func TestRandomGamesQuick(t *testing.T) {
	for seed := range uint64(200) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: seed%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		var buf []Move
		n := 0
		for !s.IsTerminal() {
			if err := checkInvariant(s); err != nil {
				t.Fatalf("seed %d move %d: %v", seed, n, err)
			}
			buf = AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal move in phase %v", seed, s.phase)
			}
			m := buf[r.IntN(len(buf))]
			s2, err := Apply(s, m)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			s = s2
			n++
		}
		if seed < 6 {
			t.Logf("seed %d: %d moves, floor %d, stalled %v, trigger %d, scores %v", seed, n, s.Floor(), s.stalled, s.trigger, s.gold)
		}
	}
}

func TestJSONRoundTripRandom(t *testing.T) {
	for seed := range uint64(12) {
		s, _ := New(Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: seed%2 == 1})
		r := rand.New(rand.NewPCG(seed, 9))
		var buf []Move
		for n := 0; ; n++ {
			if n%3 != 0 && !s.IsTerminal() {
				goto next
			}
			for _, v := range []State{s, s.View(int(seed % 4)), determinized(s.View(0), 0, r)} {
				b, err := v.MarshalJSON()
				if err != nil {
					t.Fatal(err)
				}
				var u State
				if err := u.UnmarshalJSON(b); err != nil {
					t.Fatalf("seed %d move %d: %v\n%s", seed, n, err, b)
				}
				if !u.Equal(v) {
					t.Fatalf("seed %d move %d: round trip differs\n%s", seed, n, b)
				}
			}
		next:
			if s.IsTerminal() {
				break
			}
			buf = AppendLegal(buf[:0], s)
			s, _ = Apply(s, buf[r.IntN(len(buf))])
		}
	}
}
