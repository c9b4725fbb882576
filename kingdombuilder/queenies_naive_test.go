package kingdombuilder

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// naiveNeighbors returns the neighbours of hex i computed from offsets
// alone, without the package's geometry: the 20x20 board's hexes touch
// their neighbours on the board, the Island's (indexes 400 + line*22 +
// column) theirs on the Island, and the two boards never touch.
func naiveNeighbors(i int) []int {
	base, rows, cols, k := 0, boardRows, boardCols, i
	if i >= boardSize {
		base, rows, cols, k = boardSize, islandRows, islandCols, i-boardSize
	}
	var out []int
	for _, n := range (hexgrid.Offset{Row: k / cols, Col: k % cols}).Neighbors() {
		if n.Row >= 0 && n.Row < rows && n.Col >= 0 && n.Col < cols {
			out = append(out, base+n.Row*cols+n.Col)
		}
	}
	return out
}

// naiveIslandLegal lists, by reading the rules hex by hex over both boards,
// the moves of s that place a settlement by the adjacency rule: the
// mandatory action and the tiles with a terrain target (Oracle, Farm,
// Oasis, Tower, Barn, Harbor, RopeBridge, TreeHouse, Garden).
func naiveIslandLegal(s State) []Move {
	p := int(s.toMove)
	own := func(i int) bool { return s.own[p].Has(i) }
	free := func(i int) bool { return s.g.terrain[i] != NoTerrain && !s.occupied.Has(i) }
	touches := func(i, skip int) bool {
		for _, n := range naiveNeighbors(i) {
			if n != skip && own(n) {
				return true
			}
		}
		return false
	}
	rule3 := func(ok func(int) bool, skip int) []int {
		var all, near []int
		for i := range islandEnd {
			if free(i) && ok(i) {
				all = append(all, i)
				if touches(i, skip) {
					near = append(near, i)
				}
			}
		}
		if len(near) > 0 {
			return near
		}
		return all
	}
	of := func(t Terrain) func(int) bool { return func(i int) bool { return s.g.terrain[i] == t } }
	var out []Move
	hand := s.hand[p]
	anyFree := false
	for i := range islandEnd {
		anyFree = anyFree || free(i) && s.g.terrain[i] == hand
	}
	if s.placed < mandatoryCount && s.supply[p] > 0 && anyFree {
		for _, i := range rule3(of(hand), -1) {
			out = append(out, newMove(PlaceSettlement, NoLocation, -1, i))
		}
		if s.placed > 0 {
			return out
		}
	}
	var usable [numLocations]int
	for k := 0; k < s.g.nslots; k++ {
		if s.held[p]&(1<<k) != 0 && s.fresh[p]&(1<<k) == 0 {
			usable[s.g.slotLoc[k]]++
		}
	}
	edge := func(i int) bool {
		r, c := i/boardCols, i%boardCols
		return i < boardSize && s.g.terrain[i].Buildable() && (r == 0 || c == 0 || r == boardRows-1 || c == boardCols-1)
	}
	targets := map[Location]func(int) bool{
		Oracle: of(hand), Farm: of(Grass), Oasis: of(Desert), Tower: edge, Garden: of(Flower),
		Barn: of(hand), Harbor: of(Water), RopeBridge: of(Canyon), TreeHouse: of(Forest),
	}
	for l := Location(1); l < numLocations; l++ {
		ok := targets[l]
		if ok == nil || usable[l]-int(s.used[l]) <= 0 {
			continue
		}
		if !l.Moves() {
			if s.supply[p] > 0 {
				for _, i := range rule3(ok, -1) {
					out = append(out, newMove(UseTile, l, -1, i))
				}
			}
			continue
		}
		for from := range islandEnd {
			if own(from) {
				for _, i := range rule3(ok, from) {
					out = append(out, newMove(UseTile, l, from, i))
				}
			}
		}
	}
	slices.SortFunc(out, Move.Compare)
	return out
}

// TestNaiveIsland compares Legal with naiveIslandLegal along random games
// with the sample island, for the moves the adjacency rule governs (the
// other tiles' moves are left out of both lists): the Island as a fallback
// of the adjacency rule, read from offsets alone.
func TestNaiveIsland(t *testing.T) {
	governed := func(m Move) bool {
		switch m.Kind() {
		case PlaceSettlement:
			return true
		case UseTile:
			switch m.Tile() {
			case Oracle, Farm, Oasis, Tower, Garden, Barn, Harbor, RopeBridge, TreeHouse:
				return true
			}
		}
		return false
	}
	onIsland := 0
	for seed := range uint64(12) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed, Queenies: Queenies{Island: SampleIsland()}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; !s.IsTerminal(); step++ {
			var got []Move
			legal := Legal(s)
			for _, m := range legal {
				if governed(m) {
					got = append(got, m)
					if isIsland(m.to()) {
						onIsland++
					}
				}
			}
			if want := naiveIslandLegal(s); !slices.Equal(got, want) {
				t.Fatalf("seed %d, after %d moves: Legal differs from the rules:\n got  %v\n want %v\n%v", seed, step, got, want, s)
			}
			if s, err = Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if onIsland == 0 {
		t.Errorf("no legal move ever went to the Island")
	}
}
