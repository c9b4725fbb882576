package kingdombuilder

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// naiveCrossroadsMoves lists the CrossroadsAction moves of s (not in the
// middle of a choice or a Fort) from a plain reading of the rules, hex by
// hex over offsets, independently of the sets and tables of crossroads.go.
func naiveCrossroadsMoves(s State) []string {
	x := &s.x.crossroads
	p := int(s.toMove)
	if s.placed > 0 && !s.mandatoryDone() {
		return nil
	}
	nbrs := func(h int) []int {
		var out []int
		for _, o := range grid.Offset(h).Neighbors() {
			if i := grid.Index(o); i >= 0 {
				out = append(out, i)
			}
		}
		return out
	}
	var warriors, mine []int
	for q := 0; q < s.g.players; q++ {
		for _, w := range x.warrior[q] {
			if w != 0 {
				warriors = append(warriors, int(w)-1)
			}
		}
	}
	mine = append(mine, s.own[p].AppendTo(nil)...)
	for _, h := range []uint16{x.ship[p], x.wagon[p], x.warrior[p][0], x.warrior[p][1]} {
		if h != 0 {
			mine = append(mine, int(h)-1)
		}
	}
	if h := x.hall[p]; h != 0 {
		mine = append(mine, int(h)-1)
		mine = append(mine, nbrs(int(h)-1)...)
	}
	nextToWarrior := func(h int) bool {
		for _, w := range warriors {
			if slices.Contains(nbrs(w), h) {
				return true
			}
		}
		return false
	}
	touchesMine := func(h int) bool {
		for _, n := range nbrs(h) {
			if slices.Contains(mine, n) {
				return true
			}
		}
		return false
	}
	free := func(h int) bool { return !s.occupied.Has(h) && !nextToWarrior(h) }
	// place returns the hexes where a piece standing on ok may be put:
	// free, next to the player's settlements and pieces if some are.
	place := func(ok func(Terrain) bool) []int {
		var all, near []int
		for h := range boardSize {
			if ok(s.g.terrain[h]) && free(h) {
				all = append(all, h)
				if touchesMine(h) {
					near = append(near, h)
				}
			}
		}
		if len(near) > 0 {
			return near
		}
		return all
	}
	u := s.usableTiles()
	// own reports whether a use of l is left beyond the uses the Bazaar
	// repeated (Harvest): only such a use brings a piece into play.
	own := func(l Location) bool { return int(u[l]) > int(s.x.harvest.repeats[l]) }
	var out []string
	piece := func(name string, l Location, at uint16, ok func(Terrain) bool) {
		if u[l] <= 0 {
			return
		}
		if at == 0 && !own(l) {
			return
		}
		if at == 0 {
			for _, h := range place(ok) {
				out = append(out, "crossroads "+name+" "+hexText(h))
			}
			return
		}
		from := int(at) - 1
		for _, h := range naiveReach(from, func(h int) bool { return ok(s.g.terrain[h]) && free(h) }) {
			out = append(out, "crossroads "+name+" "+hexText(from)+">"+h)
		}
		out = append(out, "crossroads "+name+" "+hexText(from)+">supply")
	}
	piece("ship", Lighthouse, x.ship[p], func(t Terrain) bool { return t == Water })
	piece("wagon", Wagon, x.wagon[p], func(t Terrain) bool { return t.Buildable() || t == Mountain })
	if u[Barracks] > 0 {
		if x.warrior[p][1] == 0 && own(Barracks) {
			for _, h := range place(Terrain.Buildable) {
				out = append(out, "crossroads warrior "+hexText(h))
			}
		}
		for _, w := range x.warrior[p] {
			if w != 0 {
				out = append(out, "crossroads warrior "+hexText(int(w)-1)+">supply")
			}
		}
	}
	if u[CityHall] > 0 && x.hall[p] == 0 && own(CityHall) {
		for c := range boardSize {
			tile := append([]int{c}, nbrs(c)...)
			good, touch := len(tile) == 7, false
			for _, h := range tile {
				good = good && s.g.terrain[h].Buildable() && free(h)
				touch = touch || touchesMine(h)
			}
			if good && touch {
				out = append(out, "crossroads cityhall "+hexText(c))
			}
		}
	}
	if u[Fort] > 0 && s.supply[p] > 0 {
		out = append(out, "crossroads fort")
	}
	return out
}

// TestCrossroadsNaive compares the legal Crossroads moves with the naive
// reading along random games on the sample sections.
func TestCrossroadsNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := New(crossroadsConfig(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.IsTerminal() && n < MaxMoves(Config{Players: s.Players()}); n++ {
			// Outside the sequences that hold the turn (a choice, the
			// Fort, a Donation or Sword in use).
			if _, ok := s.waiting(); !ok {
				sameMovesRapid(t, s, movesOf(s, "crossroads "), naiveCrossroadsMoves(s))
			}
			legal := Legal(s)
			s, err = Apply(s, legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")])
			if err != nil {
				t.Fatal(err)
			}
		}
	})
}

// sameMovesRapid fails t when got and want differ as sets.
func sameMovesRapid(t *rapid.T, s State, got, want []string) {
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		t.Fatalf("Crossroads moves:\n got  %v\n want %v\nlegal %v\n%v", g, w, Legal(s), s)
	}
}
