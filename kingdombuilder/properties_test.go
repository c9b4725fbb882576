package kingdombuilder

import (
	"testing"

	"pgregory.net/rapid"
)

// naiveCandidates computes, hex by hex without bitsets, the hexes a
// settlement may go to for a placement of kind (a place move or a tile
// with the adjacency rule), for the player to move, ignoring the settlement
// at skip (the one a moving tile moves).
func naiveCandidates(s State, l Location, skip int) []int {
	p := int(s.toMove)
	ok := func(i int) bool {
		if s.occupied.Has(i) {
			return false
		}
		t := s.g.terrain[i]
		switch l {
		case NoLocation, Oracle, Barn:
			return t == s.hand[p]
		case Farm:
			return t == Grass
		case Oasis:
			return t == Desert
		case Harbor:
			return t == Water
		case Tower:
			r, c := i/boardCols, i%boardCols
			return t.Buildable() && (r == 0 || c == 0 || r == boardRows-1 || c == boardCols-1)
		}
		return false
	}
	touches := func(i int) bool {
		for _, n := range grid.Neighbors(i) {
			if n != skip && s.own[p].Has(n) {
				return true
			}
		}
		return false
	}
	var all, near []int
	for i := 0; i < boardSize; i++ {
		if ok(i) {
			all = append(all, i)
			if touches(i) {
				near = append(near, i)
			}
		}
	}
	if len(near) > 0 {
		return near
	}
	return all
}

// TestPropertyRules plays random games and checks the rules the issue
// lists on every position and every legal move: the adjacency rule (against
// a naive implementation), one settlement per hex, buildable terrain (water
// only by the Harbor), 40 settlements per player, held tiles next to their
// location, and at most one tile per location hex per player (the holdings
// are one bit per location hex).
func TestPropertyRules(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(2, 5).Draw(rt, "players")
		seed := rapid.Uint64().Draw(rt, "seed")
		c := Config{Players: players, Seed: seed}
		if players == 5 {
			c = fivePlayers(seed)
		}
		s, err := New(c)
		if err != nil {
			rt.Fatal(err)
		}
		for step := 0; !s.IsTerminal() && step < maxGameMoves; step++ {
			legal := Legal(s)
			if len(legal) == 0 {
				rt.Fatalf("no legal move in a position that is not over")
			}
			// Adjacency: each placement target is among the naive candidates.
			groups := map[[2]int]map[int]bool{}
			for _, m := range legal {
				if m.kind() == EndTurn || m.tile() == Tavern || m.tile() == Paddock {
					continue
				}
				key := [2]int{int(m.tile()), m.from()}
				if groups[key] == nil {
					groups[key] = map[int]bool{}
					for _, i := range naiveCandidates(s, m.tile(), m.from()) {
						groups[key][i] = true
					}
				}
				if !groups[key][m.to()] {
					rt.Fatalf("legal move %v breaks the placement rules", m)
				}
			}
			for key, want := range groups {
				n := 0
				for _, m := range legal {
					if m.kind() != EndTurn && [2]int{int(m.tile()), m.from()} == key {
						n++
					}
				}
				if n != len(want) {
					rt.Fatalf("%d legal moves for tile %v from %d, the rules allow %d", n, Location(key[0]), key[1], len(want))
				}
			}
			m := legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")]
			next, err := Apply(s, m)
			if err != nil {
				rt.Fatalf("legal move %v: %v", m, err)
			}
			p := int(s.toMove)
			onWater := s.own[p].Intersect(s.g.terrainSet[Water]).Count()
			nowOnWater := next.own[p].Intersect(next.g.terrainSet[Water]).Count()
			if nowOnWater > onWater && m.tile() != Harbor {
				rt.Fatalf("%v put a settlement on water", m)
			}
			if err := checkInvariants(next); err != nil {
				rt.Fatalf("after %v: %v", m, err)
			}
			s = next
		}
		if !s.IsTerminal() {
			rt.Fatalf("game not over after %d moves", maxGameMoves)
		}
	})
}
