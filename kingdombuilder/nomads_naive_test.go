package kingdombuilder

import (
	"testing"

	"pgregory.net/rapid"
)

// naiveNomads lists the legal NomadTile moves of s hex by hex, straight
// from the rules (see Nomads in RULES.md), without the
// bitsets of nomads.go: the reference naiveLegal adds to its moves.
func naiveNomads(s State) []Move {
	if !s.g.rules.has(nomadsExp) || s.over {
		return nil
	}
	x := &s.x.nomads
	p := int(s.toMove)
	usable := func(k NomadKind) bool { return x.held[p][k] > x.fresh[p][k] }
	free := func(i int) bool { return !s.occupied.Has(i) }
	mine := func(i int) bool { return i >= 0 && s.own[p].Has(i) }
	touchesMine := func(i int) bool {
		for _, n := range grid.Neighbors(i) {
			if mine(n) {
				return true
			}
		}
		return false
	}
	var out []Move
	donation := func(k NomadKind) {
		if s.supply[p] == 0 {
			return
		}
		t := nomadTable[k].terrain
		var all, near []Move
		for i := 0; i < boardSize; i++ {
			if free(i) && s.g.terrain[i] == t && !s.g.queenies.caveSet.Has(i) {
				m := newAction(NomadTile, uint8(k), -1, i)
				all = append(all, m)
				if touchesMine(i) {
					near = append(near, m)
				}
			}
		}
		if len(near) > 0 && !x.armed {
			all = near
		}
		out = append(out, all...)
	}
	outpost := func() {
		if usable(Outpost) && !x.armed && s.supply[p] > 0 {
			out = append(out, newAction(NomadTile, uint8(Outpost), -1, -1))
		}
	}
	sword := func() {
		n := s.g.players
		for j := 1; j < n; j++ {
			q := (p + j) % n
			if x.hit&(1<<q) != 0 || s.own[q].IsEmpty() {
				continue
			}
			for i := 0; i < boardSize; i++ {
				if s.own[q].Has(i) {
					out = append(out, newAction(NomadTile, uint8(Sword), -1, i))
				}
			}
			return
		}
	}
	switch {
	case x.open == Sword:
		sword()
		return out
	case x.open.isDonation():
		donation(x.open)
		outpost()
		return out
	case s.placed > 0 && s.placed < 3 && !s.mandatoryDone():
		outpost()
		return out
	}
	for k := DonationGrass; k <= DonationMountain; k++ {
		if usable(k) {
			donation(k)
		}
	}
	if x.open == Resettlement || usable(Resettlement) {
		// Each settlement not moved by this use yet goes, in one move, to
		// any hex at the end of a path of at most the steps left adjacent
		// empty buildable hexes: a breadth-first search, hex by hex.
		steps := resettleSteps
		if x.open == Resettlement {
			steps = int(x.left)
		}
		moved := func(i int) bool {
			for _, v := range x.moved {
				if int(v) == i+1 {
					return true
				}
			}
			return false
		}
		for from := 0; from < boardSize; from++ {
			if !mine(from) || moved(from) {
				continue
			}
			dist := map[int]int{from: 0}
			queue := []int{from}
			for len(queue) > 0 {
				h := queue[0]
				queue = queue[1:]
				if dist[h] == steps {
					continue
				}
				for _, n := range grid.Neighbors(h) {
					if _, seen := dist[n]; !seen && free(n) && s.g.terrain[n].Buildable() {
						dist[n] = dist[h] + 1
						queue = append(queue, n)
					}
				}
			}
			for to := 0; to < boardSize; to++ {
				if d, ok := dist[to]; ok && d >= 1 {
					out = append(out, newAction(NomadTile, uint8(Resettlement), from, to))
				}
			}
		}
	}
	outpost()
	if usable(Sword) {
		sword()
	}
	return out
}

// TestPropertyNaiveNomads compares Legal with naiveLegal (which lists the
// nomad tiles' moves through naiveNomads) along random Nomads games (one in
// three on the 4 Nomads sections, with the Quarry, Caravan, Village and
// Garden), and checks after every move the location tiles taken and lost,
// the invariants, and that stone walls stay for good with no settlement on
// them; the JSON form round-trips every 16 moves and after each wall.
func TestPropertyNaiveNomads(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s, err := New(nomadsConfig(rapid.Uint64().Draw(rt, "seed")))
		if err != nil {
			rt.Fatal(err)
		}
		playAgainstNaive(rt, s, func(step int, m Move, s, next State) {
			if err := checkInvariants(next); err != nil {
				rt.Fatalf("after %v: %v", m, err)
			}
			if w := s.walls(); !w.SubsetOf(next.walls()) || w.Intersects(next.occupied.Diff(next.walls())) {
				rt.Fatalf("after %v: a wall was moved or built on", m)
			}
			if step%16 == 0 || m.tile() == Quarry {
				if err := roundTrip(next); err != nil {
					rt.Fatalf("after %v: %v", m, err)
				}
			}
		})
	})
}
