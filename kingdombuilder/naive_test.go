package kingdombuilder

import (
	"slices"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
	"pgregory.net/rapid"
)

// naiveLegal lists the legal moves of s hex by hex, straight from the
// rulebook's wording, without the bitsets and tables of the package: the
// reference that TestPropertyNaiveLegal compares Legal with.
func naiveLegal(s State) []Move {
	if s.over {
		return nil
	}
	if s.g.rules.has(nomadsExp) && (s.x.nomads.open == Sword || s.x.nomads.open.isDonation()) {
		return naiveNomads(s) // only the tile in use
	}
	p := int(s.toMove)
	own := func(i int) bool { return i >= 0 && s.own[p].Has(i) }
	free := func(i int) bool { return !s.occupied.Has(i) }
	terrain := func(i int) Terrain { return s.g.terrain[i] }
	touches := func(i, skip int) bool {
		for d := hexgrid.Direction(0); d < 6; d++ {
			if n := grid.Neighbor(i, d); n >= 0 && n != skip && own(n) {
				return true
			}
		}
		return false
	}
	// adjacency rule over the candidates ok, ignoring the settlement at skip.
	rule3 := func(ok func(int) bool, skip int) []int {
		var all, near []int
		for i := 0; i < boardSize; i++ {
			if free(i) && ok(i) {
				all = append(all, i)
				if touches(i, skip) {
					near = append(near, i)
				}
			}
		}
		// An armed Outpost (Nomads) frees the next settlement built.
		if len(near) > 0 && !(skip < 0 && s.outpostArmed()) {
			return near
		}
		return all
	}
	var out []Move
	hand := s.hand[p]
	ofHand := func(i int) bool { return terrain(i) == hand }
	anyFree := false
	for i := 0; i < boardSize; i++ {
		anyFree = anyFree || (free(i) && ofHand(i))
	}
	done := s.placed >= 3 || s.supply[p] == 0 || !anyFree
	if !done {
		for _, i := range rule3(ofHand, -1) {
			out = append(out, newMove(PlaceSettlement, NoLocation, -1, i))
		}
		if s.placed > 0 {
			return append(out, naiveNomads(s)...) // the Outpost
		}
	}
	// Tiles the player may use: held before this turn, minus those used.
	var usable [numLocations]int
	for k := 0; k < s.g.nslots; k++ {
		if s.held[p]&(1<<k) != 0 && s.fresh[p]&(1<<k) == 0 {
			usable[s.g.slotLoc[k]]++
		}
	}
	edgeHex := func(i int) bool {
		o := grid.Offset(i)
		return o.Row == 0 || o.Col == 0 || o.Row == boardRows-1 || o.Col == boardCols-1
	}
	for l := Oracle; l <= Garden; l++ {
		if usable[l]-int(s.used[l]) <= 0 || l == Quarry {
			continue
		}
		build := func(ok func(int) bool, adjacency bool) {
			if s.supply[p] == 0 {
				return
			}
			if adjacency {
				for _, i := range rule3(ok, -1) {
					out = append(out, newMove(UseTile, l, -1, i))
				}
				return
			}
			for i := 0; i < boardSize; i++ {
				if free(i) && ok(i) {
					out = append(out, newMove(UseTile, l, -1, i))
				}
			}
		}
		move := func(ok func(from, to int) bool, adjacency bool) {
			for from := 0; from < boardSize; from++ {
				if !own(from) {
					continue
				}
				if adjacency {
					for _, i := range rule3(func(i int) bool { return ok(from, i) }, from) {
						out = append(out, newMove(UseTile, l, from, i))
					}
					continue
				}
				for i := 0; i < boardSize; i++ {
					if free(i) && ok(from, i) {
						out = append(out, newMove(UseTile, l, from, i))
					}
				}
			}
		}
		switch l {
		case Oracle:
			build(ofHand, true)
		case Farm:
			build(func(i int) bool { return terrain(i) == Grass }, true)
		case Oasis:
			build(func(i int) bool { return terrain(i) == Desert }, true)
		case Tower:
			build(func(i int) bool { return edgeHex(i) && terrain(i).Buildable() }, true)
		case Tavern:
			build(func(i int) bool {
				if !terrain(i).Buildable() {
					return false
				}
				for d := hexgrid.Direction(0); d < 6; d++ {
					if own(grid.Step(i, d, 1)) && own(grid.Step(i, d, 2)) && own(grid.Step(i, d, 3)) {
						return true
					}
				}
				return false
			}, false)
		case Barn:
			move(func(_, to int) bool { return ofHand(to) }, true)
		case Harbor:
			move(func(_, to int) bool { return terrain(to) == Water }, true)
		case Paddock:
			move(func(from, to int) bool {
				_, steps, ok := hexgrid.DirectionTo(grid.Offset(from), grid.Offset(to))
				return ok && steps == 2 && terrain(to).Buildable()
			}, false)
		case Caravan:
			// Every hex on the way is free and buildable, and the next one
			// is not (or off the board).
			move(func(from, to int) bool {
				d, steps, ok := hexgrid.DirectionTo(grid.Offset(from), grid.Offset(to))
				if !ok || steps == 0 {
					return false
				}
				for k := 1; k <= steps; k++ {
					if i := grid.Step(from, d, k); !free(i) || !terrain(i).Buildable() {
						return false
					}
				}
				next := grid.Step(from, d, steps+1)
				return next < 0 || !free(next) || !terrain(next).Buildable()
			}, false)
		case Village:
			build(func(i int) bool {
				n := 0
				for d := hexgrid.Direction(0); d < 6; d++ {
					if own(grid.Neighbor(i, d)) {
						n++
					}
				}
				return terrain(i).Buildable() && n >= 3
			}, false)
		case Garden:
			build(func(i int) bool { return terrain(i) == Flower }, true)
		case Quarry:
			// Handled below, with the second wall of a use.
		}
	}
	// Quarry: a wall on a free hex of the card's terrain next to one of the
	// player's settlements, with a tile not used yet or as the second wall
	// right after the first; 25 walls at most.
	walls := 0
	for i := 0; i < boardSize; i++ {
		if s.occupied.Has(i) {
			walls++
			for q := 0; q < s.g.players; q++ {
				if s.own[q].Has(i) {
					walls--
				}
			}
		}
	}
	if (usable[Quarry]-int(s.used[Quarry]) > 0 || s.wallOpen) && walls < MaxWalls {
		for i := 0; i < boardSize; i++ {
			if free(i) && ofHand(i) && touches(i, -1) {
				out = append(out, newMove(UseTile, Quarry, -1, i))
			}
		}
	}
	if done {
		out = append(out, End())
	}
	out = append(out, naiveNomads(s)...)
	slices.SortFunc(out, Move.Compare)
	return out
}

// playAgainstNaive plays a random game from s, drawing each move with rapid,
// and fails as soon as Legal differs from naiveLegal or a tile is taken or
// lost wrongly. check, if not nil, is called after each move with the move
// number, the move and the states before and after it.
func playAgainstNaive(rt *rapid.T, s State, check func(step int, m Move, s, next State)) {
	for step := 0; !s.IsTerminal(); step++ {
		legal := Legal(s)
		if want := naiveLegal(s); !slices.Equal(legal, want) {
			rt.Fatalf("after %d moves, Legal differs from the rules:\n got  %v\n want %v\n%v", step, legal, want, s)
		}
		m := legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")]
		next, err := Apply(s, m)
		if err != nil {
			rt.Fatal(err)
		}
		if err := checkTileBookkeeping(s, next, m); err != "" {
			rt.Fatalf("after %v: %s", m, err)
		}
		if check != nil {
			check(step, m, s, next)
		}
		s = next
	}
}

// TestPropertyNaiveLegal compares Legal with naiveLegal along random games
// of random set-ups.
func TestPropertyNaiveLegal(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		c := randomConfig(rapid.Uint64().Draw(rt, "seed"))
		if c.Marshlands {
			c = Config{Players: min(c.Players, 4), Seed: c.Seed} // naiveLegal knows the base rules
		}
		s, err := New(c)
		if err != nil {
			rt.Fatal(err)
		}
		playAgainstNaive(rt, s, nil)
	})
}

// checkTileBookkeeping checks, hex by hex, the tiles taken and lost by move
// m from s to next: a settlement built or moved next to a location hex takes
// one of its tiles when some are left and the player has none from it; a
// tile whose location no settlement of the player touches any more is lost
// for good.
func checkTileBookkeeping(s, next State, m Move) string {
	if m.kind() == EndTurn {
		return ""
	}
	p := int(s.toMove)
	for k := 0; k < s.g.nslots; k++ {
		bit := uint16(1) << k
		loc := int(s.g.slotHex[k])
		touches := false
		for _, n := range grid.Neighbors(loc) {
			touches = touches || next.own[p].Has(n)
		}
		target := false
		for _, n := range grid.Neighbors(loc) {
			// A Quarry wall is no settlement: it takes no tile.
			// Nor does a Sword (Nomads) build at its hex.
			target = target || (n == m.to() && !(m.kind() == UseTile && locationTable[m.tile()].wall) && m.Nomad() != Sword)
		}
		had := s.held[p]&bit != 0
		has := next.held[p]&bit != 0
		switch {
		case has && !touches:
			return "holds a tile of a location it does not touch"
		case had && touches && !has:
			return "lost a tile of a location it still touches"
		case !had && target && s.tilesLeft[k] > 0 && s.lost[p]&bit == 0 && !has:
			return "did not take a tile of a location it built next to"
		case !had && has && s.lost[p]&bit != 0:
			return "took again a tile of a location it had lost (one tile of a location in the whole game)"
		case !had && has && (next.tilesLeft[k] != s.tilesLeft[k]-1 || next.fresh[p]&bit == 0):
			return "took a tile without taking it from the location, or usable at once"
		case had && !has && next.tilesLeft[k] != s.tilesLeft[k]:
			return "a lost tile went back to its location"
		case !had && !has && next.tilesLeft[k] != s.tilesLeft[k]:
			return "tiles left changed without a taker"
		}
	}
	return ""
}
