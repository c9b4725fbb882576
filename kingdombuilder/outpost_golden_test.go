package kingdombuilder

import (
	"slices"
	"testing"
)

// Golden tests of the Outpost (Nomads) with the building actions of other
// expansions. Rulebook 003, "Avant-poste":
//
//	"Lorsque vous placez une cité, que ce soit lors de l'action obligatoire
//	ou d'une action spéciale, vous pouvez utiliser l'avant-poste pour ne pas
//	être forcé de placer cette cité adjacente à une autre de vos cités déjà
//	en jeu. La cité doit néanmoins toujours être placée sur le type de
//	Terrain requis, que ce soit lors de l'action obligatoire ou d'une action
//	spéciale."
//
// The rulings (RULES.md): the Outpost frees the Crossroads Fort's settlement
// (armed before the Fort's card is drawn) and the first settlement of the
// turned colony tiles of the Harvest Cathedral (armed before "colonies"),
// and is used up by it; Crossroads pieces are no settlement built and keep
// the adjacency rule.

// hexesOf returns the targets of the moves of s starting with prefix (the
// hex that ends each move's notation).
func hexesOf(t *testing.T, s State, prefix string) []string {
	t.Helper()
	var out []string
	for _, m := range movesOf(s, prefix) {
		out = append(out, m[len(prefix):])
	}
	slices.Sort(out)
	return out
}

// topCard puts a card of terrain tr on top of the draw pile (exchanged
// with the card there, so the cards still add up).
func topCard(t *testing.T, s State, tr Terrain) State {
	t.Helper()
	top := int(s.deckLen) - 1
	for i := top; i >= 0; i-- {
		if s.deck[i] == tr {
			s.deck[i], s.deck[top] = s.deck[top], s.deck[i]
			return s
		}
	}
	t.Fatalf("topCard: no %s card in the draw pile", tr)
	return s
}

// outpostFortGame: Nomads and Crossroads on the first-game board with the
// locations of crossFixture (crossroads_test.go); player 0, to move with
// the flower card, has a settlement at 12,8 next to the Fort 12,7 and
// holds its tile and an Outpost; the next card drawn is grass. The free
// grass hexes next to 12,8 are 11,8 and 12,9; 3,4 is grass far away.
func outpostFortGame(t *testing.T) State {
	t.Helper()
	c := FirstGame(2, 1)
	c.Crossroads, c.Nomads = true, true
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	s = withLocations(s, crossFixture)
	s = giveTile(t, put(t, s, 0, "12,8"), 0, "12,7")
	s = giveNomad(s, 0, Outpost)
	s = dealHand(t, s, 0, Flower)
	return topCard(t, s, Grass)
}

// TestOutpostFort: "Fort: Piochez une nouvelle carte Terrain et placez une
// de vos cités sur une case inoccupée du type de Terrain indiqué par cette
// carte. Dans la mesure du possible, placez cette cité adjacente à une de
// vos cités déjà en jeu." The Fort's settlement is placed by a special
// action: an Outpost armed before the draw frees it (any free grass hex)
// and is used up by it, not by the next settlement.
func TestOutpostFort(t *testing.T) {
	s := outpostFortGame(t)
	allGrass := func(s State) []string {
		var out []string
		for h := range s.freeOf(Grass).All() {
			out = append(out, hexText(h))
		}
		slices.Sort(out)
		return out
	}

	// Without the Outpost: next to 12,8 only.
	plain := mustApply(t, s, "crossroads fort")
	if plain.x.crossroads.fort != Grass {
		t.Fatalf("the Fort's card is %v, want grass", plain.x.crossroads.fort)
	}
	if got := hexesOf(t, plain, "crossroads fort "); !slices.Equal(got, []string{"11,8", "12,9"}) {
		t.Errorf("Fort's settlement without the Outpost: %v, want 11,8 12,9", got)
	}
	mustRefuse(t, plain, "crossroads fort 3,4")
	// Once the card is drawn the Outpost comes too late: only the Fort's
	// settlement may follow.
	mustRefuse(t, plain, "nomad outpost")

	// With the Outpost armed before the draw: every free grass hex.
	a := mustApply(t, s, "nomad outpost", "crossroads fort")
	if got, want := hexesOf(t, a, "crossroads fort "), allGrass(a); !slices.Equal(got, want) || len(want) <= 2 {
		t.Errorf("Fort's settlement with the Outpost: %d targets, want every free grass hex (%d)", len(got), len(want))
	}
	a = mustApply(t, a, "crossroads fort 3,4")
	if a.Occupant(off(t, "3,4")) != 0 || a.outpostArmed() {
		t.Fatalf("the Fort's settlement at 3,4: occupant %d, Outpost still armed %v", a.Occupant(off(t, "3,4")), a.outpostArmed())
	}
	if got := nomadKinds(a, 0); len(got) != 0 {
		t.Errorf("the Outpost is still held: %v", got)
	}
	// The next settlement (the mandatory action, flower) obeys the
	// adjacency rule again: 12,8 and 3,4 have free flower hexes next to
	// them (13,7, 2,4), so the far flower hex 2,0 is refused.
	mustRefuse(t, a, "place 2,0")
	for _, m := range movesOf(a, "place ") {
		if h := mustParse(t, m).to(); !a.near.Has(h) {
			t.Errorf("%s: away from player 0's settlements after the Outpost was used", m)
		}
	}
}

// TestOutpostCrossroadsPiece: a Crossroads piece is no settlement: it keeps
// the adjacency rule with an armed Outpost, which stays armed for the next
// settlement. The Wagon (2,18) goes on a free buildable hex next to the
// player's settlements if possible ("Dans la mesure du possible").
func TestOutpostCrossroadsPiece(t *testing.T) {
	s := outpostFortGame(t)
	s = giveTile(t, put(t, s, 0, "3,18"), 0, "2,18")
	before := movesOf(s, "crossroads wagon ")
	if len(before) == 0 {
		t.Fatal("no Wagon move")
	}
	a := mustApply(t, s, "nomad outpost")
	if got := movesOf(a, "crossroads wagon "); !slices.Equal(got, before) {
		t.Errorf("Wagon with the Outpost armed: %v, want the same as without: %v", got, before)
	}
	a = mustApply(t, a, before[0])
	if !a.outpostArmed() {
		t.Errorf("placing the wagon used up the Outpost")
	}
	// The armed Outpost still frees the next settlement: flower anywhere.
	if got := len(movesOf(a, "place ")); got != a.freeOf(Flower).Count() {
		t.Errorf("after the wagon, %d placements, want every free flower hex (%d)", got, a.freeOf(Flower).Count())
	}
}

// outpostColonyGame: Nomads and Harvest on the first-game board with a
// Cathedral at 4,9 (a fixture, as in TestCathedral); player 0, to move with
// the forest card, has a settlement at 4,8 next to it, holds its tile, two
// colony tiles of value 1 and an Outpost. The free forest hexes next to
// 4,8 are 3,7 and 4,7; 7,4 and 16,3 are forest far away.
func outpostColonyGame(t *testing.T) State {
	t.Helper()
	c := FirstGame(2, 1)
	c.Harvest, c.Nomads = true, true
	c.Cards = harvestCardsPlain
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	s = reshape(t, s, map[string]string{"4,9": "cathedral"})
	s = giveTile(t, put(t, s, 0, "4,8"), 0, "4,9")
	s = giveNomad(s, 0, Outpost)
	s = setHand(s, 0, Forest)
	// s gets its own expansion state for the fixture (see mx).
	_ = mx(&s)
	s.x.harvest.colony[0] = [2]uint8{2, 0}
	return s
}

// TestOutpostColonies: rulebook 003, "Cathédrale": "retourner toutes les
// tuiles Colonie posées devant vous et placer un nombre de cités
// équivalent au total des nombres inscrits sur vos tuiles Colonie. Ces
// cités doivent être placées sur des cases inoccupées du type de terrain
// indiqué par la carte piochée au début de votre tour. Dans la mesure du
// possible, placez ces cités adjacentes à une de vos cités déjà en jeu."
// An Outpost armed before "colonies" frees the first of them only.
func TestOutpostColonies(t *testing.T) {
	s := outpostColonyGame(t)

	// Without the Outpost: next to 4,8.
	plain := mustApply(t, s, "colonies")
	if got := hexesOf(t, plain, "settle "); !slices.Equal(got, []string{"3,7", "4,7"}) {
		t.Errorf("colony settlement without the Outpost: %v, want 3,7 4,7", got)
	}
	mustRefuse(t, plain, "settle 7,4")
	// The Outpost comes before "colonies", not between its settlements.
	mustRefuse(t, plain, "nomad outpost")

	a := mustApply(t, s, "nomad outpost", "colonies")
	if got := len(movesOf(a, "settle ")); got != a.freeOf(Forest).Count() || got <= 2 {
		t.Errorf("first colony settlement with the Outpost: %d targets, want every free forest hex (%d)", got, a.freeOf(Forest).Count())
	}
	a = mustApply(t, a, "settle 7,4")
	if a.Occupant(off(t, "7,4")) != 0 || a.outpostArmed() {
		t.Fatalf("settle 7,4: occupant %d, Outpost still armed %v", a.Occupant(off(t, "7,4")), a.outpostArmed())
	}
	// The second colony settlement obeys the adjacency rule: next to 4,8
	// or 7,4, not at 16,3.
	mustRefuse(t, a, "settle 16,3")
	for _, m := range movesOf(a, "settle ") {
		if h := mustParse(t, m).to(); !a.near.Has(h) {
			t.Errorf("%s: second colony settlement away from player 0's settlements", m)
		}
	}
	if len(movesOf(a, "settle ")) == 0 {
		t.Fatal("no second colony settlement")
	}
	a = mustApply(t, a, movesOf(a, "settle ")[0])
	if a.x.harvest.colonyLeft != 0 || a.Supply(0) != SettlementsPerPlayer-3 {
		t.Errorf("after the colonies: %d left, supply %d", a.x.harvest.colonyLeft, a.Supply(0))
	}
}

// TestOutpostNotCanoeInterrupt: the Canoe interrupt answers a move and is
// no settlement the player places in its turn's actions: even the player
// to move, answering the interrupt of its own move with an Outpost armed,
// builds next to its settlements, and the Outpost stays armed for the
// next settlement. The board and position are swordCanoeGame's
// (sword_canoe_test.go) with player 0 as the Canoe's holder; its
// settlement at 6,1 jumps over the Tavern 6,2 to 6,3 with a Paddock
// (moving tiles do not take the Outpost) and takes the Tavern's last tile.
func TestOutpostNotCanoeInterrupt(t *testing.T) {
	s := swordCanoeGame(t, 0)
	s = put(t, s, 0, "6,1")
	s = giveTile(t, s, 0, "6,11") // a Paddock
	s = giveNomad(s, 0, Outpost)
	s = mustApply(t, s, "nomad outpost", "tile paddock 6,1>6,3")
	if !s.outpostArmed() {
		t.Fatal("the Paddock used up the Outpost")
	}
	got := movesOf(s, "marshlands canoe ")
	near := s.canoeTargets(0)
	if len(got) == 0 || len(got) != near.Count() {
		t.Fatalf("player 0's Canoe: %v, want the %d free swamp or water hexes next to its settlements", got, near.Count())
	}
	mustRefuse(t, s, "marshlands canoe 0,15") // water, far from player 0
	s = mustApply(t, s, "marshlands canoe 15,11")
	if !s.outpostArmed() {
		t.Fatal("the Canoe interrupt used up the Outpost")
	}
	// The Outpost frees the first settlement of the mandatory action.
	if got := len(movesOf(s, "place ")); got != s.freeOf(Canyon).Count() {
		t.Errorf("with the Outpost still armed: %d placements, want every free canyon hex (%d)", got, s.freeOf(Canyon).Count())
	}
}
