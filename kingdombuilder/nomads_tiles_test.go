package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The golden tests of the nomad tiles play on nomadsBoard(t, QuarrySection)
// (the first game's board with the Quarry section, not turned, bottom
// right): its nomad spaces are 15,12, 15,17 and 17,15. Rows 10 to 19 of the
// bottom right quadrant (odd rows shifted half a hex right; Q the Quarry,
// N nomad spaces):
//
//	     10  12  14  16  18
//	10  g g g w w w m c c c
//	11   g g w t d w w w c c
//	12  g m w t Q d d d w m
//	13   f w t t c c d f f f
//	14  f w g g c c d d m f
//	15   f w N g c c d N f f
//	16  f f w g c c c f f f
//	17   d w g g c N t t f f
//	18  d d w w g t t m t t
//	19   d d d w w t m t t t

// layNomad puts a nomad tile of kind k on the nomad space at h.
func layNomad(t testing.TB, s State, h string, k NomadKind) State {
	t.Helper()
	i := hx(t, h)
	if !s.g.terrainSet[NomadSpace].Has(i) {
		t.Fatalf("layNomad: %s is no nomad space", h)
	}
	s.x.nomads.space[s.g.nomadSpaceIndex(i)] = k
	return s
}

// giveNomad gives player p a nomad tile of kind k, as if taken during its
// last turn (usable now when p is to move).
func giveNomad(s State, p int, k NomadKind) State {
	s.x.nomads.held[p][k]++
	return s
}

// nomadKinds returns the kinds of the nomad tiles player p holds.
func nomadKinds(s State, p int) []NomadKind {
	var out []NomadKind
	for _, h := range s.NomadTiles(p) {
		out = append(out, h.Kind)
	}
	return out
}

// finishTurn plays the lowest legal placements until the mandatory action
// is over, then "end".
func finishTurn(t testing.TB, s State) State {
	t.Helper()
	for !s.mandatoryDone() {
		s = mustApply(t, s, Legal(s)[0].String())
	}
	return mustApply(t, s, "end")
}

// quarryGame is nomadsBoard(t, QuarrySection) with no tile on the nomad
// spaces, so that each test lays the tiles it needs.
func quarryGame(t testing.TB) State {
	t.Helper()
	s := nomadsBoard(t, QuarrySection)
	for _, h := range []string{"15,12", "15,17", "17,15"} {
		s = layNomad(t, s, h, NoNomad)
	}
	return s
}

// TestNomadTileTaken: building next to a nomad space takes its tile
// (rulebook 003, "Case Nomades"); it is usable during the holder's next
// turn only, then removed, used or not; an empty space gives nothing.
func TestNomadTileTaken(t *testing.T) {
	s := quarryGame(t)
	s = layNomad(t, s, "15,12", Sword)
	s = put(t, s, 1, "0,0", "0,1")
	s = setHand(s, 0, Grass)
	s = mustApply(t, s, "place 14,12")
	if got := nomadKinds(s, 0); len(got) != 1 || got[0] != Sword {
		t.Fatalf("after building next to the Sword's space, player 0 holds %v", got)
	}
	if s.NomadTileAt(off(t, "15,12")) != NoNomad {
		t.Errorf("the Sword is still on its space")
	}
	if s.NomadTiles(0)[0].Usable {
		t.Errorf("a nomad tile is usable in the turn it is taken")
	}
	s = mustApply(t, s, "place 14,13", "place 15,13")
	if got := movesOf(s, "nomad"); len(got) != 0 {
		t.Errorf("nomad moves in the turn the tile was taken: %v", got)
	}
	if _, err := Apply(s, mustParse(t, "nomad sword 0,0")); err == nil {
		t.Errorf("Apply used a nomad tile in the turn it was taken")
	}
	s = mustApply(t, s, "end")
	// Player 1 builds next to the same space: nothing left to take.
	s = setHand(s, 1, Grass)
	s = mustApply(t, s, "place 16,13")
	if got := nomadKinds(s, 1); len(got) != 0 {
		t.Errorf("player 1 took %v from an empty nomad space", got)
	}
	s = finishTurn(t, s)
	// Player 0's next turn: usable, before the mandatory action.
	if h := s.NomadTiles(0); len(h) != 1 || !h[0].Usable {
		t.Fatalf("player 0's tiles on its next turn: %+v", h)
	}
	if got := movesOf(s, "nomad sword"); len(got) == 0 {
		t.Fatalf("no Sword move on the holder's next turn")
	}
	unused := finishTurn(t, s)
	if got := nomadKinds(unused, 0); len(got) != 0 {
		t.Errorf("an unused nomad tile outlived the holder's next turn: %v", got)
	}
}

// TestTreasure: the Treasure scores 3 at once and is removed (rulebook
// 003, "Trésor").
func TestTreasure(t *testing.T) {
	s := quarryGame(t)
	s = layNomad(t, s, "15,12", Treasure)
	s = layNomad(t, s, "15,17", Treasure)
	if partOf(s.Scores()[0].Parts, "Treasure") != 0 {
		t.Fatalf("Treasure points before any was taken")
	}
	s = mustApply(t, s, "place 14,17") // desert, next to 15,17
	if sc := s.Scores()[0]; partOf(sc.Parts, "Treasure") != 3 || sc.Total != sc.Sum() {
		t.Errorf("Treasure: score %+v, want a Treasure part of 3", sc)
	}
	if got := nomadKinds(s, 0); len(got) != 0 {
		t.Errorf("the Treasure is held: %v", got)
	}
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
}

// partOf returns the points of the part named source.
func partOf(parts []kingdoms.ScorePart, source string) int {
	for _, p := range parts {
		if p.Source == source {
			return p.Points
		}
	}
	return -1
}

// TestDonation is the rulebooks' example (rulebook 003 "Don", 002
// "Donation"): after the mandatory action the player builds 3 more
// settlements on flower, obeying the adjacency rule, one move each, with
// nothing else between them.
func TestDonation(t *testing.T) {
	s := quarryGame(t)
	s = setHand(s, 0, Desert)
	s = giveNomad(s, 0, DonationFlower)
	// Before the mandatory action: the Donation is usable too.
	if got := movesOf(s, "nomad donation-flower"); len(got) == 0 {
		t.Fatalf("no Donation move before the mandatory action")
	}
	s = mustApply(t, s, "place 13,16", "place 14,16", "place 14,17")
	// Flower hexes next to 13,16 14,16 14,17: 13,17 and 15,18... list them.
	want := []string{}
	for i := range s.freeOf(Flower).Intersect(s.near).All() {
		want = append(want, "nomad donation-flower "+hexText(i))
	}
	if len(want) == 0 {
		t.Fatal("the example needs free flower hexes next to the settlements")
	}
	sameMoves(t, "Donation targets", movesOf(s, "nomad donation-flower"), want)
	s = mustApply(t, s, "nomad donation-flower 13,17")
	if got := nomadKinds(s, 0); len(got) != 0 {
		t.Errorf("the Donation is still held after its first settlement: %v", got)
	}
	// Only the Donation until its 3 settlements are built.
	for _, m := range Legal(s) {
		if m.Nomad() != DonationFlower {
			t.Errorf("%v is legal in the middle of a Donation", m)
		}
	}
	if _, err := Apply(s, End()); err == nil {
		t.Errorf("end in the middle of a Donation")
	}
	s = mustApply(t, s, "nomad donation-flower 13,18", "nomad donation-flower 13,19")
	if s.Supply(0) != SettlementsPerPlayer-6 {
		t.Errorf("supply %d after 6 settlements", s.Supply(0))
	}
	sameMoves(t, "after the Donation", moveStrings(Legal(s)), []string{"end"})
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
}

// TestDonationWaterMountain: the water and mountain Donations build on
// hexes no other rule builds on; such settlements do not count for
// Fishermen and Miners (rulebook 003 "Don", note). A Donation whose
// terrain runs out builds what it can.
func TestDonationWaterMountain(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 0, "11,13") // forest, next to the mountain 12,11 and water 11,12
	s = giveNomad(s, 0, DonationMountain)
	s = giveNomad(s, 0, DonationWater)
	// The mountains next to 11,13: 12,11? No: 11,13's neighbours are 11,12
	// 11,14 10,13 10,14 12,13 12,14. Water: 11,12 10,13 10,14. No mountain:
	// every free mountain of the board.
	mountains := movesOf(s, "nomad donation-mountain")
	if len(mountains) != s.freeOf(Mountain).Count() {
		t.Errorf("Donation (mountain) far from mountains: %d targets, want all %d", len(mountains), s.freeOf(Mountain).Count())
	}
	sameMoves(t, "Donation (water)", movesOf(s, "nomad donation-water"),
		withPrefix("nomad donation-water ", "10,13", "10,14", "11,12"))
	w := mustApply(t, s, "nomad donation-water 11,12", "nomad donation-water 10,13", "nomad donation-water 10,14")
	if w.Occupant(off(t, "10,13")) != 0 {
		t.Fatalf("no settlement on water")
	}
	// Fishermen: 11,13 is next to water; the settlements on water are not
	// counted.
	if got := w.CardScore(Fishermen, 0); got != 1 {
		t.Errorf("Fishermen %d, want 1 (settlements on water do not count)", got)
	}
	m := mustApply(t, s, "nomad donation-mountain 12,11")
	if m.Occupant(off(t, "12,11")) != 0 {
		t.Fatalf("no settlement on the mountain")
	}
	if err := checkInvariants(m); err != nil {
		t.Error(err)
	}
	if err := roundTrip(m); err != nil {
		t.Error(err)
	}
	// Only 1 free grass hex left: the Donation builds one and is over.
	g := giveNomad(s, 0, DonationGrass)
	free := g.freeOf(Grass)
	last := free.Min()
	free = free.Remove(last)
	g.occupied = g.occupied.Union(free)
	g.own[1] = g.own[1].Union(free)
	g.supply[1] = 0 // a fixture: the supply does not matter here
	g = mustApply(t, g, "nomad donation-grass "+hexText(last))
	if g.x.nomads.open != NoNomad {
		t.Errorf("the Donation is still open with no free grass hex")
	}
}

// TestOutpost is the rulebooks' example (rulebook 003 "Avant-poste", 002
// "Avant-poste"): the player builds A and B next to a location on the
// card's terrain, then uses the Outpost to build C away from its
// settlements, near a nomad space; C is still on the card's terrain.
func TestOutpost(t *testing.T) {
	s := quarryGame(t)
	s = setHand(s, 0, Desert)
	s = giveNomad(s, 0, Outpost)
	s = mustApply(t, s, "place 11,14", "place 12,15")
	// The third would have to go next to them (12,16 and others).
	if _, err := Apply(s, mustParse(t, "place 14,17")); err == nil {
		t.Fatalf("a settlement away from the others without the Outpost")
	}
	if got := movesOf(s, "nomad"); len(got) != 1 || got[0] != "nomad outpost" {
		t.Fatalf("during the mandatory action the Outpost is usable: %v", got)
	}
	a := mustApply(t, s, "nomad outpost")
	if got := len(movesOf(a, "place")); got != a.freeOf(Desert).Count() {
		t.Errorf("with the Outpost, %d placements, want every free desert hex (%d)", got, a.freeOf(Desert).Count())
	}
	// C next to the nomad space 15,17, not next to A or B.
	c := mustApply(t, a, "place 14,17")
	if c.Occupant(off(t, "14,17")) != 0 || c.outpostArmed() {
		t.Errorf("the Outpost's settlement was not built, or the Outpost is still armed")
	}
	if got := nomadKinds(c, 0); len(got) != 0 {
		t.Errorf("the Outpost is still held: %v", got)
	}
	// It frees one settlement only.
	g := giveNomad(put(t, quarryGame(t), 0, "18,10"), 0, Outpost)
	g = mustApply(t, g, "nomad outpost", "place 12,16")
	if _, err := Apply(g, mustParse(t, "place 14,17")); err == nil {
		t.Errorf("the Outpost freed a second settlement")
	}
	// With a building tile under the adjacency rule (Oasis): the tile may
	// build anywhere on desert. 17,6 is next to the Oasis 17,5 and to the
	// desert 17,7.
	o := giveNomad(put(t, quarryGame(t), 0, "17,6"), 0, Outpost)
	o = giveTile(t, o, 0, "17,5")
	near := len(movesOf(o, "tile oasis"))
	o = mustApply(t, o, "nomad outpost")
	if far := len(movesOf(o, "tile oasis")); far != o.freeOf(Desert).Count() || far <= near {
		t.Errorf("Oasis with the Outpost: %d targets, want every free desert hex (%d), without %d", far, o.freeOf(Desert).Count(), near)
	}
	if err := roundTrip(o); err != nil {
		t.Error(err)
	}
}

// TestSword: the Sword removes one settlement of each opponent who has one,
// chosen by its user, one move each in turn order; they go back to their
// supplies, and tiles whose location they no longer touch are lost
// (rulebook 003 "Epée"; the rulings in RULES.md).
func TestSword(t *testing.T) {
	c := FirstGame(4, 1)
	c.Nomads = true
	c.Quadrants[3] = Quadrant{Section: QuarrySection}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	s = put(t, s, 1, "5,6", "0,0")
	s = giveTile(t, s, 1, "6,7") // 5,6 is next to the Tavern 6,7
	s = playedRound(put(t, s, 3, "19,19"))
	// Player 2 has no settlement: skipped.
	s = giveNomad(s, 0, Sword)
	sameMoves(t, "Sword, first opponent", movesOf(s, "nomad sword"), withPrefix("nomad sword ", "0,0", "5,6"))
	s = mustApply(t, s, "nomad sword 5,6")
	if s.Occupant(off(t, "5,6")) >= 0 || s.Supply(1) != SettlementsPerPlayer-1 {
		t.Errorf("the settlement was not removed to its supply")
	}
	if len(s.Tiles(1)) != 0 {
		t.Errorf("player 1 kept the Tavern tile with no settlement next to it")
	}
	sameMoves(t, "Sword, next opponent", moveStrings(Legal(s)), []string{"nomad sword 19,19"})
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
	s = mustApply(t, s, "nomad sword 19,19")
	if s.Supply(3) != SettlementsPerPlayer || s.x.nomads.open != NoNomad {
		t.Errorf("the Sword's use did not end after the last opponent")
	}
	if got := movesOf(s, "nomad"); len(got) != 0 {
		t.Errorf("nomad moves after the Sword: %v", got)
	}
}

// TestSwordLastRound: a settlement regained does not cancel the end of the
// game (a ruling; rulebook 002 "Sabre").
func TestSwordLastRound(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 1, "0,0")
	s.supply[1] = 0 // a fixture: player 1's supply ran out
	s.lastRound = true
	s = giveNomad(s, 0, Sword)
	s = mustApply(t, s, "nomad sword 0,0")
	if !s.LastRound() || s.Supply(1) != 1 {
		t.Errorf("last round %v, supply %d", s.LastRound(), s.Supply(1))
	}
	s = finishTurn(t, s)
	s = finishTurn(t, s)
	if !s.IsTerminal() {
		t.Errorf("the game did not end after the round")
	}
}

// TestResettlementRulebookExample is rulebook 002's example of the
// Resettlement ("Réinstallation"; rulebook 003 "Déplacement"): "Ce joueur
// déplace un de ses bâtiments de 3 cases et récupère la tuile Nomades
// située à côté de sa nouvelle position. Ensuite, il déplace un autre
// bâtiment de 1 case, à côté d'une case Lieu." Each settlement moved goes
// in one move along a path of free buildable hexes, with no adjacency
// rule, and takes the tiles of its new position; 4 hexes in all.
func TestResettlementRulebookExample(t *testing.T) {
	s := quarryGame(t)
	s = layNomad(t, s, "15,17", Sword)
	s = put(t, s, 0, "12,16", "14,14")
	s = giveNomad(s, 0, Resettlement)
	// Where 12,16 may go in one move: every hex at the end of a path of at
	// most 4 free buildable hexes (11,15 and 11,16 are water, 12,14 is the
	// Quarry, 14,14 holds the other settlement, 14,18 is a mountain).
	sameMoves(t, "moves of 12,16", movesOf(s, "nomad resettlement 12,16>"),
		withPrefix("nomad resettlement 12,16>",
			"11,13", "11,14", "12,13", "12,15", "12,17", "13,12", "13,13", "13,14", "13,15",
			"13,16", "13,17", "13,18", "13,19", "14,13", "14,15", "14,16", "14,17", "14,19",
			"15,13", "15,14", "15,15", "15,16", "16,14", "16,15", "16,16", "16,17"))

	// "déplace un de ses bâtiments de 3 cases": 12,16 to 15,16, 3 rows
	// down, so no shorter path.
	s = mustApply(t, s, "nomad resettlement 12,16>15,16")
	if x := s.x.nomads; x.open != Resettlement || x.left != 1 || x.moved.set() != hexgrid.SetOf(hx(t, "15,16")) {
		t.Fatalf("after the 3-hex move: open %v, %d steps left, moved %v (hex index + 1); want 1 step left and 15,16 moved", x.open, x.left, x.moved)
	}
	// "et récupère la tuile Nomades située à côté de sa nouvelle
	// position": the Sword on the nomad space 15,17, usable next turn.
	if got := nomadKinds(s, 0); len(got) != 1 || got[0] != Sword {
		t.Fatalf("after the move next to the nomad space, player 0 holds %v, want the Sword (the Resettlement used up)", got)
	}
	if s.NomadTiles(0)[0].Usable || s.NomadTileAt(off(t, "15,17")) != NoNomad {
		t.Errorf("the Sword is usable this turn, or still on its space")
	}
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
	// One step is left, and 15,16 has had its move: only 14,14 moves, one
	// hex.
	sameMoves(t, "moves with 1 step left", movesOf(s, "nomad resettlement"),
		withPrefix("nomad resettlement 14,14>", "13,13", "13,14", "14,13", "14,15", "15,13", "15,14"))

	// "Ensuite, il déplace un autre bâtiment de 1 case, à côté d'une case
	// Lieu": 14,14 to 13,14, next to the Quarry 12,14, whose tile it takes.
	s = mustApply(t, s, "nomad resettlement 14,14>13,14")
	if tiles := s.Tiles(0); len(tiles) != 1 || tiles[0].Location != Quarry {
		t.Errorf("the move next to the Quarry took %v", tiles)
	}
	// 4 hexes in all: the use is over.
	if got := movesOf(s, "nomad resettlement"); len(got) != 0 {
		t.Errorf("moves after 4 hexes: %v", got)
	}
	if x := s.x.nomads; x.open != NoNomad || x.left != 0 || x.moved != (fewHexes{}) {
		t.Errorf("the use is not over: open %v, left %d, moved %v", x.open, x.left, x.moved)
	}
}

// TestResettlementPathTakesNoTile: a settlement takes the tiles of its new
// hex only, never of the hexes it passes (the ruling). Player 1's
// settlements at 13,15 and 14,15 leave 14,14 one path of at most 4 hexes to
// 12,16: 13,14 and 12,15, both next to the Quarry 12,14; the move takes no
// Quarry tile, and spends the 3 steps of that path. (With a step per move,
// the settlement took the tile at 13,14 and lost it from the game at 12,16.)
func TestResettlementPathTakesNoTile(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 0, "14,14")
	s = put(t, s, 1, "13,15", "14,15")
	s = giveNomad(s, 0, Resettlement)
	quarry := off(t, "12,14")
	before := s.TilesLeft(quarry)
	// Every path of at most 4 hexes passes next to the Quarry.
	free := s.resettleFree()
	if !grid.Reach(hx(t, "14,14"), free, 4).Has(hx(t, "12,16")) {
		t.Fatalf("12,16 out of reach")
	}
	away := free.Diff(grid.NeighborSet(hx(t, "12,14")))
	if grid.Reach(hx(t, "14,14"), away, 4).Has(hx(t, "12,16")) {
		t.Fatalf("a path of at most 4 hexes to 12,16 avoids the Quarry")
	}
	s = mustApply(t, s, "nomad resettlement 14,14>12,16")
	if tiles := s.Tiles(0); len(tiles) != 0 {
		t.Errorf("the settlement passing next to the Quarry took %v", tiles)
	}
	if got := s.TilesLeft(quarry); got != before {
		t.Errorf("the Quarry has %d tiles left, want %d", got, before)
	}
	if s.x.nomads.left != 1 {
		t.Errorf("%d steps left, want 1 (the shortest free path is 3 hexes)", s.x.nomads.left)
	}
}

// TestResettlementTiles: a move's start and new hex take and lose tiles as
// any move does: a settlement next to the Quarry that moves to another hex
// next to it keeps its tile, one that moves away loses it (from the game).
func TestResettlementTiles(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 0, "12,15") // next to the Quarry 12,14
	s = giveTile(t, s, 0, "12,14")
	s = giveNomad(s, 0, Resettlement)
	stay := mustApply(t, s, "nomad resettlement 12,15>13,13") // 2 hexes, next to the Quarry
	if len(stay.Tiles(0)) != 1 {
		t.Errorf("a move staying next to the Quarry lost its tile")
	}
	away := mustApply(t, s, "nomad resettlement 12,15>14,15")
	if len(away.Tiles(0)) != 0 {
		t.Errorf("a move away from the Quarry kept its tile")
	}
	if away.TilesLeft(off(t, "12,14")) != s.TilesLeft(off(t, "12,14")) {
		t.Errorf("a lost tile went back to its location")
	}
}

// TestResettlementOnce: a settlement moved by a Resettlement is not moved
// again by it ("each settlement moved goes in one move"); the others share
// the steps left; a second Resettlement, once the first is over, may move
// it again. Refusals say why.
func TestResettlementOnce(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 0, "12,16", "14,14")
	s = giveNomad(giveNomad(s, 0, Resettlement), 0, Resettlement)
	s = mustApply(t, s, "nomad resettlement 12,16>13,16")
	if got := movesOf(s, "nomad resettlement 13,16>"); len(got) != 0 {
		t.Errorf("the settlement moved has moves again: %v", got)
	}
	for text, why := range map[string]string{
		"nomad resettlement 13,16>14,16": "moved by this Resettlement already",
		"nomad resettlement 14,14>12,17": "no path of at most 3 free buildable hexes",
		"nomad resettlement 14,14>14,18": "is mountain",
		"nomad resettlement 14,14>13,16": "is occupied",
		"nomad resettlement 12,16>12,17": "no settlement at 12,16",
	} {
		_, err := Apply(s, mustParse(t, text))
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), why) {
			t.Errorf("%s: %v, want an error saying %q", text, err, why)
		}
	}
	// 14,14 goes 3 hexes, the steps left: the first use is over.
	s = mustApply(t, s, "nomad resettlement 14,14>15,16")
	if x := s.x.nomads; x.open != NoNomad || x.moved != (fewHexes{}) {
		t.Fatalf("the first Resettlement is not over: open %v, moved %v", x.open, x.moved)
	}
	// The second Resettlement moves 13,16 again, 4 hexes.
	s = mustApply(t, s, "nomad resettlement 13,16>13,12")
	if got := nomadKinds(s, 0); len(got) != 0 {
		t.Errorf("player 0 holds %v after its two Resettlements", got)
	}
}

// TestOutpostInDonation: the Outpost frees one settlement of a Donation
// (rulebook 003 "Avant-poste": "lors de l'action obligatoire ou d'une
// action spéciale"); the Donation's next settlement obeys the adjacency
// rule again.
func TestOutpostInDonation(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 0, "18,10")
	s = giveNomad(giveNomad(s, 0, DonationDesert), 0, Outpost)
	s = mustApply(t, s, "nomad donation-desert 18,11")
	if got := movesOf(s, "nomad outpost"); len(got) != 1 {
		t.Fatalf("no Outpost in the middle of a Donation: %v", moveStrings(Legal(s)))
	}
	if _, err := Apply(s, mustParse(t, "nomad donation-desert 12,16")); err == nil {
		t.Fatalf("a Donation's settlement away from the others without the Outpost")
	}
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
	s = mustApply(t, s, "nomad outpost", "nomad donation-desert 12,16")
	if s.outpostArmed() {
		t.Errorf("the Outpost is still armed after the Donation's settlement")
	}
	if _, err := Apply(s, mustParse(t, "nomad donation-desert 14,17")); err == nil {
		t.Errorf("the Outpost freed a second settlement of the Donation")
	}
	s = mustApply(t, s, "nomad donation-desert 12,17")
	if s.x.nomads.open != NoNomad || s.Supply(0) != SettlementsPerPlayer-4 {
		t.Errorf("the Donation is not over after 3 settlements")
	}
}
