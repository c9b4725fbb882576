package arkadia

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteLegal lists the moves of the must action and of the worker phase
// square by square, without bitsets, as an independent check of AppendLegal.
func bruteLegal(s State) []Move {
	ed := s.ed
	p := int(s.cur)
	rows, cols := ed.Rows(), ed.Cols()
	occupied := func(r, c int) bool { return s.occ.Has(r*cols + c) }
	on := func(r, c int) bool { return r >= 0 && c >= 0 && r < rows && c < cols }
	var out []Move
	dirs := [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
	buildingAt := func(r, c int) int { // -1 none, 63 lot, else index
		o := s.owner[r*cols+c]
		switch {
		case o == lotID:
			return lotBit
		case o > 0:
			return int(o) - 1
		}
		return -1
	}
	if s.phase == PhaseAction {
		for i := range int(s.handN[p]) {
			k := s.hand[p][i]
			if i > 0 && s.hand[p][i-1] == k {
				continue
			}
			c := ed.kinds[k]
			for o, sh := range ed.forms[c.Form-1].orient {
				for r := range rows {
					for cc := range cols {
						ok, touch := true, false
						for _, pt := range sh.Cells() {
							rr, c2 := r+pt.Row, cc+pt.Col
							if !on(rr, c2) || occupied(rr, c2) {
								ok = false
								break
							}
							for _, d := range dirs {
								if on(rr+d[0], c2+d[1]) && occupied(rr+d[0], c2+d[1]) {
									touch = true
								}
							}
						}
						if ok && touch {
							out = append(out, Play(c, o, Square{r, cc}))
						}
					}
				}
			}
		}
	}
	for _, kind := range []MoveKind{MoveWorker, MoveNeutral} {
		if (kind == MoveWorker && s.screen[p] == 0) || (kind == MoveNeutral && s.screenN[p] == 0) {
			continue
		}
		for r := range rows {
			for c := range cols {
				if occupied(r, c) {
					continue
				}
				var adj uint64
				for _, d := range dirs {
					if on(r+d[0], c+d[1]) {
						if b := buildingAt(r+d[0], c+d[1]); b >= 0 {
							adj |= 1 << b
						}
					}
				}
				if (s.phase == PhaseAction && adj != 0) || (s.phase == PhaseWorkers && adj&s.cand != 0) {
					out = append(out, mk(kind, 0, 0, 0, uint8(r), uint8(c), 0))
				}
			}
		}
	}
	if s.phase == PhaseAction && len(out) == 0 {
		out = append(out, Pass())
	}
	if s.phase == PhaseWorkers {
		out = append(out, Stop())
	}
	return out
}

func TestLegalAgainstBruteForce(t *testing.T) {
	positions := 0
	for seed := range uint64(40) {
		s, _ := New(Config{Players: 2 + int(seed%3), Seed: seed, FirstGame: seed%3 == 0})
		r := rand.New(rand.NewPCG(seed, 3))
		for !s.IsTerminal() {
			legal := Legal(s)
			if !slices.IsSortedFunc(legal, Move.Compare) {
				t.Fatalf("seed %d: legal moves not sorted", seed)
			}
			if s.phase == PhaseAction || s.phase == PhaseWorkers {
				want := bruteLegal(s)
				slices.SortFunc(want, Move.Compare)
				if !slices.Equal(legal, want) {
					t.Fatalf("seed %d, %v: %d legal moves, brute force %d\n%v", seed, s.phase, len(legal), len(want), s)
				}
				positions++
			}
			s, _ = Apply(s, legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d positions compared", positions)
}
