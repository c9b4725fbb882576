package arkadia

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/squaregrid"
)

// checkInvariant checks the conservation laws and board consistency of s,
// and that every piece is linked to the castle lot.
func checkInvariant(s State) error {
	if s.ed == nil {
		return fmt.Errorf("zero state")
	}
	if err := s.checkConnected(); err != nil {
		return err
	}
	return checkCounts(s)
}

// checkCounts is checkInvariant without the linking to the lot, for the
// hand-made positions of the golden tests.
func checkCounts(s State) error {
	ed := s.ed
	var cells squaregrid.Set
	for i := range int(s.nb) {
		c := s.buildingCells(i)
		if c.Count() != ed.forms[ed.kinds[s.bld[i].kind].Form-1].size {
			return fmt.Errorf("building %d leaves the board", i)
		}
		if c.Intersects(cells) || c.Intersects(s.lotSet) {
			return fmt.Errorf("building %d overlaps", i)
		}
		for j := c.Next(0); j >= 0; j = c.Next(j + 1) {
			if s.owner[j] != uint8(i+1) {
				return fmt.Errorf("owner table out of step at %v", ed.sq[j])
			}
		}
		cells = cells.Union(c)
		done := ed.board.Ring(c).SubsetOf(s.occ)
		if done != s.bld[i].done && s.phase != PhaseWorkers {
			return fmt.Errorf("building %d: complete %v, flag %v", i, done, s.bld[i].done)
		}
	}
	if cells != s.bset {
		return fmt.Errorf("building set out of step")
	}
	var w squaregrid.Set
	for c := range 5 {
		if s.wk[c].Intersects(w) || s.wk[c].Intersects(cells) || s.wk[c].Intersects(s.lotSet) {
			return fmt.Errorf("workers overlap")
		}
		w = w.Union(s.wk[c])
	}
	if s.occ != w.Union(cells).Union(s.lotSet) {
		return fmt.Errorf("occupied set out of step")
	}
	neutralTotal := s.wk[neutral].Count() + int(s.neutral)
	for p := range int(s.players) {
		n := s.wk[p].Count() + int(s.screen[p]) + int(s.reserve[p])
		if n != WorkersPerPlayer {
			return fmt.Errorf("player %d has %d workers", p, n)
		}
		neutralTotal += int(s.screenN[p])
		for f := range NumFamilies {
			if s.seals[p][f] < 0 {
				return fmt.Errorf("negative seals")
			}
		}
		if s.gold[p] < 0 {
			return fmt.Errorf("negative gold")
		}
	}
	if neutralTotal != NeutralWorkers {
		return fmt.Errorf("%d neutral workers", neutralTotal)
	}
	pieces := 0
	for q := range CastleSquares {
		pieces += int(s.height[q])
	}
	for fl := range Floors {
		for f := range NumFamilies {
			pieces += int(s.pool[fl][f])
		}
	}
	if pieces != CastlePieces {
		return fmt.Errorf("%d castle pieces", pieces)
	}
	if s.hidden == 0 {
		var cards [maxKinds]int
		for i := range int(s.nb) {
			cards[s.bld[i].kind]++
		}
		for p := range int(s.players) {
			for i := range int(s.handN[p]) {
				cards[s.hand[p][i]]++
			}
		}
		for i := range int(s.faceN) {
			cards[s.face[i]]++
		}
		pn := 0
		for k := range maxKinds {
			cards[k] += int(s.pile[k])
			pn += int(s.pile[k])
		}
		if pn != int(s.pileN) {
			return fmt.Errorf("pile count")
		}
		for k := range ed.kinds {
			if cards[k] != ed.count[k] {
				return fmt.Errorf("card %v: %d copies, want %d", ed.kinds[k], cards[k], ed.count[k])
			}
		}
	}
	return nil
}

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
