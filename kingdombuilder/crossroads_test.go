package kingdombuilder

import (
	"errors"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Golden tests of the Crossroads locations (rulebook 003, "Actions
// spéciales des plaquettes de lieu" and the pieces' texts). They run on the
// first-game board (map in helpers_test.go) whose 8 location hexes are
// given the 8 Crossroads locations (a test fixture; sample_test covers the
// sample sections):
//
//	6,2 Lighthouse   6,7 Barracks   2,18 Wagon        6,11 City Hall
//	12,7 Fort        17,5 Crossroads 11,17 Forester's Lodge 15,12 Monastery
var crossFixture = map[string]Location{
	"6,2": Lighthouse, "6,7": Barracks, "2,18": Wagon, "6,11": CityHall,
	"12,7": Fort, "17,5": Crossroads, "11,17": ForestersLodge, "15,12": Monastery,
}

// crossGame returns a Crossroads game of n players on the first-game board
// with the locations of crossFixture.
func crossGame(t testing.TB, n int) State {
	t.Helper()
	c := FirstGame(n, 1)
	c.Crossroads = true
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return withLocations(s, crossFixture)
}

// withLocations returns s on a copy of its board whose location hexes hold
// the given locations.
func withLocations(s State, locs map[string]Location) State {
	g := *s.g
	for k := 0; k < g.nslots; k++ {
		h := int(g.slotHex[k])
		if l, ok := locs[hexText(h)]; ok {
			g.location[h] = l
		}
	}
	g.derive() // the slots' tables, from the locations
	s.g = &g
	return s
}

func TestCrossroadsNotation(t *testing.T) {
	for _, text := range []string{
		"crossroads choose forest", "crossroads ship 4,2", "crossroads ship 4,2>3,0", "crossroads ship 4,2>supply",
		"crossroads wagon 1,18", "crossroads wagon 1,18>0,16", "crossroads wagon 1,18>supply",
		"crossroads warrior 7,8", "crossroads warrior 7,8>supply", "crossroads cityhall 8,9",
		"crossroads fort", "crossroads fort 3,4",
	} {
		m := mustParse(t, text)
		if m.String() != text || m.Kind() != CrossroadsAction {
			t.Errorf("%q reads back as %q (%v)", text, m.String(), m.Kind())
		}
	}
	for _, bad := range []string{
		"crossroads", "crossroads choose water", "crossroads choose", "crossroads boat 1,1",
		"crossroads warrior 1,1>2,2", "crossroads cityhall 1,1>supply", "crossroads cityhall 1,1>2,2",
		"crossroads ship 20,1", "crossroads fort 1,1 2,2", "crossroads ship 1,1>sea",
	} {
		if _, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q): %v, want ErrBadNotation", bad, err)
		}
	}
	if got := PlacePiece(WarriorPiece, off(t, "7,8")).String(); got != "crossroads warrior 7,8" {
		t.Errorf("PlacePiece: %s", got)
	}
	if got := MovePiece(ShipPiece, off(t, "4,2"), off(t, "3,0")).String(); got != "crossroads ship 4,2>3,0" {
		t.Errorf("MovePiece: %s", got)
	}
	if got := ReturnPiece(WagonPiece, off(t, "1,18")).String(); got != "crossroads wagon 1,18>supply" {
		t.Errorf("ReturnPiece: %s", got)
	}
	if got := ChooseTerrainCard(Canyon).String(); got != "crossroads choose canyon" {
		t.Errorf("ChooseTerrainCard: %s", got)
	}
	if got := FortBuild(off(t, "3,4")).String(); got != "crossroads fort 3,4" || FortDraw().String() != "crossroads fort" {
		t.Errorf("Fort moves: %s", got)
	}
}

// naiveReach returns the hexes 1 to 3 steps from h over hexes of open, by
// breadth-first search on offsets (an independent check of within).
func naiveReach(h int, open func(int) bool) []string {
	dist := map[int]int{h: 0}
	queue := []int{h}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if dist[a] == 3 {
			continue
		}
		for _, o := range grid.Offset(a).Neighbors() {
			b := grid.Index(o)
			if b < 0 || !open(b) {
				continue
			}
			if _, ok := dist[b]; !ok {
				dist[b] = dist[a] + 1
				queue = append(queue, b)
			}
		}
	}
	var out []string
	for b := range dist {
		if b != h {
			out = append(out, hexText(b))
		}
	}
	slices.Sort(out)
	return out
}

func TestLighthouse(t *testing.T) {
	s := crossGame(t, 2)
	// 5,2 touches the Lighthouse 6,2; the free water next to it is 4,2
	// 4,3 5,3: the ship must go there ("Dans la mesure du possible, vous
	// devez placer ce bateau adjacent à au moins une de vos cités").
	s = giveTile(t, put(t, s, 0, "5,2"), 0, "6,2")
	sameMoves(t, "ship placements", movesOf(s, "crossroads ship"), withPrefix("crossroads ship ", "4,2", "4,3", "5,3"))
	if _, err := Apply(s, mustParse(t, "crossroads ship 3,0")); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("ship away from the settlements: %v", err)
	}
	s = mustApply(t, s, "crossroads ship 4,3")
	if k, p, ok := s.PieceAt(off(t, "4,3")); !ok || k != ShipPiece || p != 0 {
		t.Errorf("PieceAt(4,3) = %v %d %v", k, p, ok)
	}
	// Once per turn: the tile is used.
	if got := movesOf(s, "crossroads ship"); len(got) != 0 {
		t.Errorf("second Lighthouse use: %v", got)
	}
	// The ship counts as a settlement for the adjacency rule: with a
	// grass card... 4,4 (grass) touches the ship 4,3, not 5,2.
	s = setHand(s, 0, Grass)
	if got := movesOf(s, "place"); !slices.Contains(got, "place 4,4") {
		t.Errorf("placement next to the ship: %v", got)
	}
	// Next turn: move up to 3 hexes over free water, or return it.
	s.used = [numLocations]uint8{}
	s = put(t, s, 1, "3,1") // a settlement on water (Harbor) blocks the way
	open := func(h int) bool { return s.g.terrain[h] == Water && !s.occupied.Has(h) }
	want := withPrefix("crossroads ship 4,3>", naiveReach(hx(t, "4,3"), open)...)
	want = append(want, "crossroads ship 4,3>supply")
	sameMoves(t, "ship moves", movesOf(s, "crossroads ship"), want)
	if slices.Contains(movesOf(s, "crossroads ship"), "crossroads ship 4,3>3,0") {
		t.Errorf("the ship passes through player 1's settlement at 3,1")
	}
	r := mustApply(t, s, "crossroads ship 4,3>supply")
	if _, _, ok := r.PieceAt(off(t, "4,3")); ok || r.occupied.Has(hx(t, "4,3")) {
		t.Errorf("the returned ship is still on the board")
	}
}

func TestWagon(t *testing.T) {
	s := crossGame(t, 2)
	// 1,18 touches the Wagon 2,18.
	s = giveTile(t, put(t, s, 0, "1,18"), 0, "2,18")
	// Next to the settlement: free buildable or mountain hexes 0,18 0,19
	// 1,17 1,19 2,19 (2,18 is the location).
	sameMoves(t, "wagon placements", movesOf(s, "crossroads wagon"), withPrefix("crossroads wagon ", "0,18", "0,19", "1,17", "1,19", "2,19"))
	s = mustApply(t, s, "crossroads wagon 1,17")
	s.used = [numLocations]uint8{}
	s = put(t, s, 1, "2,17")
	open := func(h int) bool {
		t := s.g.terrain[h]
		return (t.Buildable() || t == Mountain) && !s.occupied.Has(h)
	}
	want := withPrefix("crossroads wagon 1,17>", naiveReach(hx(t, "1,17"), open)...)
	want = append(want, "crossroads wagon 1,17>supply")
	sameMoves(t, "wagon moves", movesOf(s, "crossroads wagon"), want)
	// A mountain hex is a legal stop: 2,14 (mountain) lies within reach
	// of... check that some mountain is among the targets.
	found := false
	for _, m := range movesOf(s, "crossroads wagon 1,17>") {
		if h, ok := mustParse(t, m).To(); ok && s.Terrain(h) == Mountain {
			found = true
		}
	}
	if !found {
		t.Errorf("no mountain among the wagon's targets")
	}
}

func TestBarracks(t *testing.T) {
	s := crossGame(t, 2)
	// 7,7 touches the Barracks 6,7. Warriors go on free buildable hexes
	// next to the settlements if possible.
	s = giveTile(t, put(t, s, 0, "7,7"), 0, "6,7")
	sameMoves(t, "warrior placements", movesOf(s, "crossroads warrior"), withPrefix("crossroads warrior ", "6,8", "7,6", "7,8", "8,7", "8,8"))
	s = mustApply(t, s, "crossroads warrior 8,8")
	// Nothing may be placed next to the warrior, by anybody: 8,9 9,7
	// 9,8 (grass) are blocked; 7,8 and 8,7 too. The settlement 7,7 next
	// to it stays.
	s = setHand(s, 0, Grass)
	for _, h := range []string{"7,8", "8,7", "8,9", "9,7", "9,8"} {
		if slices.Contains(movesOf(s, "place"), "place "+h) {
			t.Errorf("placement at %s next to the warrior", h)
		}
	}
	if !s.own[0].Has(hx(t, "7,7")) {
		t.Errorf("the settlement next to the warrior was removed")
	}
	// The other player neither.
	o := s
	o.toMove = 1
	o.setNear()
	o = setHand(put(t, o, 1, "10,8"), 1, Grass)
	for _, h := range []string{"9,7", "9,8"} {
		if slices.Contains(movesOf(o, "place"), "place "+h) {
			t.Errorf("player 1 places at %s next to the warrior", h)
		}
	}
	if _, err := Apply(o, mustParse(t, "place 9,8")); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("place 9,8 next to a warrior: %v", err)
	}
	// Next turn: the second warrior, not next to the first; or return one.
	s.used = [numLocations]uint8{}
	got := movesOf(s, "crossroads warrior")
	if !slices.Contains(got, "crossroads warrior 8,8>supply") || slices.Contains(got, "crossroads warrior 8,9") {
		t.Errorf("second Barracks use: %v", got)
	}
	s = mustApply(t, s, "crossroads warrior 8,8>supply")
	if !slices.Contains(movesOf(s, "place"), "place 8,9") && !slices.Contains(movesOf(s, "place"), "place 7,8") {
		t.Errorf("the warrior's hexes are free again: %v", movesOf(s, "place"))
	}
}

func TestCityHall(t *testing.T) {
	s := crossGame(t, 2)
	// 7,11 touches the City Hall 6,11.
	s = giveTile(t, put(t, s, 0, "7,11"), 0, "6,11")
	got := movesOf(s, "crossroads cityhall")
	// 8,9 is grass with 6 grass neighbours 7,8 7,9 8,8 8,10 9,8 9,9, and
	// 7,9... its tile touches 7,11? 8,10 touches 7,11 (odd row 7: 7,11's
	// neighbours are 6,11 6,12 7,10 7,12 8,11 8,12): no. 8,10's
	// neighbours are 7,9 7,10 8,9 8,11 9,9 9,10 — so centre 8,10 is
	// checked instead.
	if !slices.Contains(got, "crossroads cityhall 8,10") {
		t.Errorf("city hall on 8,10 (touching 7,11 through 8,11 and 7,10): %v", got)
	}
	if slices.Contains(got, "crossroads cityhall 8,8") {
		t.Errorf("city hall on 8,8 does not touch 7,11: %v", got)
	}
	s = mustApply(t, s, "crossroads cityhall 8,10")
	if c := s.settled(0).Count(); c != 8 {
		t.Errorf("settlement and city hall: %d hexes, want 8", c)
	}
	// It counts as 7 settlements: Knights (2 per settlement in the best
	// row): row 8 holds 8,9 8,10 8,11.
	if got := s.CardScore(Knights, 0); got != 6 {
		t.Errorf("Knights with the city hall: %d, want 6", got)
	}
	// Only once a game.
	s.used = [numLocations]uint8{}
	if got := movesOf(s, "crossroads cityhall"); len(got) != 0 {
		t.Errorf("second city hall: %v", got)
	}
	if _, err := ParseMove("crossroads cityhall 8,10>supply"); err == nil {
		t.Errorf("the city hall returns")
	}
}

func TestLodgeAndMonastery(t *testing.T) {
	s := crossGame(t, 2)
	s = giveTile(t, put(t, s, 0, "10,17"), 0, "11,17") // Forester's Lodge
	// Free forest next to 10,17 (even row): 9,16 9,17 10,16 10,18 11,16
	// 11,17 -> 10,16 t, 11,16 t, 9,17? (g) no.
	sameMoves(t, "Lodge", movesOf(s, "tile lodge"), withPrefix("tile lodge ", "10,16", "11,16"))
	m := crossGame(t, 2)
	m = giveTile(t, put(t, m, 0, "15,11"), 0, "15,12") // Monastery
	// Canyon next to 15,11 (odd row): 14,11 14,12 15,10 15,12 16,11 16,12.
	want := []string{}
	for _, h := range []string{"14,11", "14,12", "15,10", "16,11", "16,12"} {
		if m.g.terrain[hx(t, h)] == Canyon {
			want = append(want, h)
		}
	}
	if len(want) == 0 {
		// No canyon next to it: every free canyon hex.
		for i := range m.freeOf(Canyon).All() {
			want = append(want, hexText(i))
		}
	}
	sameMoves(t, "Monastery", movesOf(m, "tile monastery"), withPrefix("tile monastery ", want...))
}

func TestFort(t *testing.T) {
	s := crossGame(t, 2)
	s = giveTile(t, put(t, s, 0, "12,8"), 0, "12,7")
	if got := movesOf(s, "crossroads fort"); !slices.Equal(got, []string{"crossroads fort"}) {
		t.Fatalf("Fort: %v", got)
	}
	deck := s.deckLen
	s = mustApply(t, s, "crossroads fort")
	f := s.x.crossroads.fort
	if f == NoTerrain || s.deckLen != deck-1 {
		t.Fatalf("Fort card %v, deck %d -> %d", f, deck, s.deckLen)
	}
	// Only the Fort's settlement may follow, on the drawn terrain, next to
	// the settlements if possible.
	legal := Legal(s)
	free := s.freeOf(f)
	want := pickNear(&s.near, &free)
	if len(legal) != want.Count() {
		t.Errorf("after the draw: %d moves, want %d", len(legal), want.Count())
	}
	for _, m := range legal {
		if m.Kind() != CrossroadsAction || CrossroadsCode(m.Code()) != BuildFort || !want.Has(m.to()) {
			t.Errorf("after the draw: %v", m)
		}
	}
	if _, err := Apply(s, End()); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("end before the Fort's settlement: %v", err)
	}
	supply := s.supply[0]
	s, _ = Apply(s, legal[0])
	if s.supply[0] != supply-1 || s.x.crossroads.fort != NoTerrain || s.discard[f] == 0 {
		t.Errorf("after the Fort's settlement: supply %d, fort %v, discard %v", s.supply[0], s.x.crossroads.fort, s.discard)
	}
}

func TestCrossroadsCard(t *testing.T) {
	s := crossGame(t, 2)
	// 17,6 touches the Crossroads 17,5: the tile is taken this turn and
	// draws the second card at its end already.
	s = setHand(s, 0, Desert)
	s = mustApply(t, s, "place 17,6")
	if !s.holdsTile(0, Crossroads) {
		t.Fatalf("no Crossroads tile")
	}
	for s.toMove == 0 {
		s, _ = Apply(s, Legal(s)[0])
	}
	if s.x.crossroads.extra[0] == NoTerrain {
		t.Fatalf("no second card drawn")
	}
	// Player 1's turn; then player 0 chooses first.
	for s.toMove == 1 {
		s, _ = Apply(s, Legal(s)[len(Legal(s))-1])
	}
	a, b := s.hand[0], s.x.crossroads.extra[0]
	legal := Legal(s)
	if a == b {
		if legal[0].Kind() == CrossroadsAction {
			t.Errorf("choice between two cards of one terrain: %v", legal)
		}
		return
	}
	if len(legal) != 2 || legal[0].Kind() != CrossroadsAction {
		t.Fatalf("choice: %v", legal)
	}
	s = mustApply(t, s, "crossroads choose "+b.String())
	if s.hand[0] != b || s.x.crossroads.extra[0] != a {
		t.Errorf("chose %v: hand %v, extra %v", b, s.hand[0], s.x.crossroads.extra[0])
	}
	discard := s.discard
	for s.toMove == 0 {
		s, _ = Apply(s, Legal(s)[len(Legal(s))-1])
	}
	if s.discard[a]+s.discard[b] < discard[a]+discard[b]+2-boolInt(a == b) {
		t.Errorf("both cards discarded: %v -> %v", discard, s.discard)
	}
}

func boolInt(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
