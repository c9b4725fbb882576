package kingdombuilder

import (
	"errors"
	"math/bits"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Golden tests of the Harvest expansion (rulebook 003, pages 20-23,
// "Extension 4 – Harvest"), on the first-game board (map in
// helpers_test.go) reshaped where a test needs farmland, silos or a Harvest
// location.

var harvestCardsPlain = [3]Card{Rangers, Travellers, Innkeepers}

// mustRefuse applies a move that must be illegal and checks the error.
func mustRefuse(t *testing.T, s State, text string) {
	t.Helper()
	if _, err := Apply(s, mustParse(t, text)); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("Apply(%s) = %v, want an illegal move", text, err)
	}
}

func TestFarmlandIsBuildable(t *testing.T) {
	// "Nouveau type de terrain constructible : les Terres cultivables".
	if !Farmland.Buildable() || Silo.Buildable() {
		t.Errorf("farmland buildable %v, silo buildable %v", Farmland.Buildable(), Silo.Buildable())
	}
}

func TestCultivate(t *testing.T) {
	s := harvestGame(t, 2, harvestCardsPlain)
	s = reshape(t, s, map[string]string{"4,5": "A", "4,6": "A", "10,10": "A"})
	s = put(t, s, 0, "4,4")
	// Only the farmland next to a settlement (4,4 touches 4,5, not 4,6):
	// "adjacente à au moins une autre de vos cités".
	sameMoves(t, "cultivate", movesOf(s, "cultivate"), []string{"cultivate 4,5"})
	s2 := mustApply(t, s, "cultivate 4,5")
	if s2.Occupant(off(t, "4,5")) != 0 || s2.Supply(0) != s.Supply(0)-1 {
		t.Fatalf("cultivate did not build from the supply")
	}
	// Once per turn, although 4,6 now touches a settlement.
	if got := movesOf(s2, "cultivate"); len(got) != 0 {
		t.Errorf("second Cultivate in a turn: %v", got)
	}
	mustRefuse(t, s2, "cultivate 4,6")
	// Not between the placements of the mandatory action.
	s = setHand(s, 0, Grass)
	s3 := mustApply(t, s, "place 3,4")
	if got := movesOf(s3, "cultivate"); len(got) != 0 {
		t.Errorf("Cultivate during the mandatory action: %v", got)
	}
	mustRefuse(t, s3, "cultivate 4,5")
	// After it, again (and the next turn, once more).
	s3 = finishMandatory(t, s3)
	s3 = mustApply(t, s3, "cultivate 4,6")
	s3 = mustApply(t, s3, "end")
	if s3.x.harvest.cultivated {
		t.Errorf("cultivated not cleared at the end of the turn")
	}
	// No farmland next to the settlements: no Cultivate (no fallback).
	f := harvestGame(t, 2, harvestCardsPlain)
	f = reshape(t, f, map[string]string{"10,10": "A"})
	f = put(t, f, 0, "4,4")
	if got := movesOf(f, "cultivate"); len(got) != 0 {
		t.Errorf("Cultivate away from the settlements: %v", got)
	}
}

func TestFarmlandByTowerTavernPaddock(t *testing.T) {
	// Note of "Terres cultivables": the Paddock moves settlements onto
	// farmland, the Tower and the Tavern build on it.
	s := harvestGame(t, 2, harvestCardsPlain)
	s = reshape(t, s, map[string]string{"0,3": "A", "1,7": "tower", "4,8": "A", "2,6": "A"})
	s = put(t, s, 0, "0,2")
	s = giveTile(t, s, 0, "1,7")
	sameMoves(t, "Tower", movesOf(s, "tile tower"), withPrefix("tile tower ", "0,1", "0,3"))
	// Tavern: a line of 3 at 4,5 4,6 4,7 extends to 4,8 (farmland) and 4,4.
	v := put(t, harvestGame(t, 2, harvestCardsPlain), 0, "5,1")
	v = reshape(t, v, map[string]string{"4,8": "A"})
	v = put(t, v, 0, "4,5", "4,6", "4,7")
	v = giveTile(t, v, 0, "6,2")
	got := movesOf(v, "tile tavern")
	if !contains(got, "tile tavern 4,8") {
		t.Errorf("Tavern does not build on farmland: %v", got)
	}
	// Paddock: 2 steps in a straight line onto farmland 2,6 from 4,7.
	p := put(t, harvestGame(t, 2, harvestCardsPlain), 0, "4,7")
	p = reshape(t, p, map[string]string{"2,6": "A"})
	p = giveTile(t, p, 0, "6,11")
	if got := movesOf(p, "tile paddock 4,7>"); !contains(got, "tile paddock 4,7>2,6") {
		t.Errorf("Paddock does not move onto farmland: %v", got)
	}
}

// finishMandatory plays the first legal placement until the mandatory
// action is over.
func finishMandatory(t *testing.T, s State) State {
	t.Helper()
	for !s.MandatoryDone() {
		s = mustApply(t, s, movesOf(s, "place")[0])
	}
	return s
}

func contains(list []string, x string) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func TestWatermill(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "watermill"})
	s = put(t, s, 0, "3,2")
	s = giveTile(t, s, 0, "0,9")
	// Next to 3,2: 2,2 touches the water 3,1; 2,3 touches none.
	sameMoves(t, "Watermill", movesOf(s, "tile watermill"), withPrefix("tile watermill ", "2,2"))
	s = mustApply(t, s, "tile watermill 2,2")
	if s.Occupant(off(t, "2,2")) != 0 {
		t.Errorf("Watermill did not build")
	}
}

func TestMountainStation(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "station"})
	s = put(t, s, 0, "4,7")
	s = giveTile(t, s, 0, "0,9")
	// Next to 4,7: 3,6 3,7 4,8 touch a mountain (2,7, 3,8).
	sameMoves(t, "Mountain Station", movesOf(s, "tile station"), withPrefix("tile station ", "3,6", "3,7", "4,8"))
}

func TestWatchtower(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "watchtower"})
	s = put(t, s, 0, "4,7")
	s = put(t, s, 1, "5,9")
	s = giveTile(t, s, 0, "0,9")
	// No hex next to player 1 touches player 0: every free buildable hex
	// next to player 1 ("Dans la mesure du possible").
	sameMoves(t, "Watchtower fallback", movesOf(s, "tile watchtower"),
		withPrefix("tile watchtower ", "4,9", "4,10", "5,8", "5,10", "6,9", "6,10"))
	s = put(t, s, 1, "5,8")
	sameMoves(t, "Watchtower", movesOf(s, "tile watchtower"), withPrefix("tile watchtower ", "4,8", "5,7"))
}

func TestUniversity(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "university"})
	s = put(t, s, 0, "7,2")
	s = giveTile(t, s, 0, "0,9")
	// Next to 7,2: 6,3 and 7,1 touch the Tavern 6,2.
	sameMoves(t, "University", movesOf(s, "tile university"), withPrefix("tile university ", "6,3", "7,1"))
	// A silo counts as a location hex: 8,2 touches a silo at 8,1.
	s = reshape(t, s, map[string]string{"8,1": "O"})
	s = put(t, s, 1, "19,10") // reshape reset the tiles: give it again
	s = giveTile(t, s, 0, "0,9")
	sameMoves(t, "University with a silo", movesOf(s, "tile university"), withPrefix("tile university ", "6,3", "7,1", "8,2"))
}

func TestPalisade(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "palisade"})
	s = put(t, s, 0, "4,4", "4,5", "10,10")
	s = giveTile(t, s, 0, "0,9")
	// 4,4 moves next to the rest of its area (4,5); 4,5 next to 4,4; the
	// lone 10,10 cannot move.
	sameMoves(t, "Palisade", movesOf(s, "tile palisade"), append(
		withPrefix("tile palisade 4,4>", "3,4", "3,5", "4,6", "5,4", "5,5"),
		withPrefix("tile palisade 4,5>", "3,4", "5,4")...))
	mustRefuse(t, s, "tile palisade 10,10>10,9")
	s = mustApply(t, s, "tile palisade 4,4>4,6")
	if s.Occupant(off(t, "4,6")) != 0 || s.Occupant(off(t, "4,4")) != -1 {
		t.Errorf("Palisade did not move the settlement")
	}
}

func TestBazaar(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "bazaar"})
	s = put(t, s, 0, "4,4", "10,17")
	s = giveTile(t, s, 0, "0,9")
	s = giveTile(t, s, 0, "11,17") // Farm
	// Nothing used yet: nothing to repeat.
	if got := movesOf(s, "bazaar"); len(got) != 0 {
		t.Errorf("Bazaar before any tile used: %v", got)
	}
	s = mustApply(t, s, "tile farm 4,5")
	if got := movesOf(s, "tile farm"); len(got) != 0 {
		t.Errorf("Farm used twice without the Bazaar: %v", got)
	}
	sameMoves(t, "Bazaar", movesOf(s, "bazaar"), []string{"bazaar farm"})
	s = mustApply(t, s, "bazaar farm", "tile farm 3,4")
	if got := movesOf(s, "tile farm"); len(got) != 0 {
		t.Errorf("Farm used a third time: %v", got)
	}
	if got := movesOf(s, "bazaar"); len(got) != 0 {
		t.Errorf("Bazaar used twice: %v", got)
	}
	// Not Cultivate, not the Bazaar itself: the notation refuses them.
	for _, bad := range []string{"bazaar cultivate", "bazaar bazaar"} {
		if _, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, want a notation error", bad, err)
		}
	}
}

func TestScoutCabin(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, [3]Card{Mayors, Vagabonds, Rangers}), map[string]string{"0,9": "cabin"})
	s = put(t, s, 0, "3,2")
	s = giveTile(t, s, 0, "0,9")
	// Free buildable, water or mountain hexes next to 3,2 (not the castle
	// 3,3).
	sameMoves(t, "scouts", movesOf(s, "scout"), withPrefix("scout ", "2,2", "2,3", "3,1", "4,2", "4,3"))
	s = mustApply(t, s, "scout 3,1")
	// The second token must follow, next to a settlement (not to the
	// first token: 2,1 touches only the token).
	var all []string
	for _, m := range Legal(s) {
		all = append(all, m.String())
	}
	sameMoves(t, "second scout", all, withPrefix("scout ", "2,2", "2,3", "4,2", "4,3"))
	mustRefuse(t, s, "end")
	s = mustApply(t, s, "scout 4,2")
	if !s.x.harvest.scouts.has(hx(t, "4,2")) || s.Occupant(off(t, "4,2")) != -1 || s.Wall(off(t, "4,2")) {
		t.Fatalf("scout tokens: %v", s.x.harvest.scouts)
	}
	// The tokens act as settlements for placement: with a flower card, the
	// mandatory action may build at 2,1 and 4,1 (next to the tokens only)
	// besides 2,2 and 2,3 (next to 3,2).
	s = setHand(s, 0, Flower)
	sameMoves(t, "places next to a scout", movesOf(s, "place"), withPrefix("place ", "2,1", "2,2", "2,3", "4,1"))
	// They take no tile and cannot be moved: a scout next to the Tavern 6,2.
	t2 := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "cabin"})
	t2 = put(t, t2, 0, "7,2")
	t2 = giveTile(t, t2, 0, "0,9")
	t2 = mustApply(t, t2, "scout 7,1", "scout 7,3")
	if len(t2.Tiles(0)) != 1 {
		t.Errorf("a scout took a tile: %v", t2.Tiles(0))
	}
	// End of turn: the tokens leave the board.
	t2 = setHand(t2, 0, Canyon)
	t2 = finishMandatory(t, t2)
	t2 = mustApply(t, t2, "end")
	if !t2.x.harvest.scouts.set().IsEmpty() || t2.occupied.Has(hx(t, "7,1")) {
		t.Errorf("scouts left on the board after the turn")
	}
}

func TestCathedral(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"4,9": "cathedral"})
	s = setHand(s, 0, Forest)
	// Building next to the Cathedral takes its tile and a colony tile of
	// value 1 ("vous prenez également une tuile Colonie de valeur 1").
	s = mustApply(t, s, "place 4,8")
	s = finishMandatory(t, s)
	if s.x.harvest.colony[0] != [2]uint8{1, 0} {
		t.Fatalf("colony tiles %v, want one of value 1", s.x.harvest.colony[0])
	}
	if got := movesOf(s, "colon"); len(got) != 0 {
		t.Errorf("Cathedral usable the turn it is taken: %v", got)
	}
	s.x.harvest.colony[0] = [2]uint8{1, 0}
	s.fresh[0] = 0
	sameMoves(t, "Cathedral", movesOf(s, "colon"), []string{"colony 1", "colony 5", "colonies"})
	s2 := mustApply(t, s, "colony 5")
	if s2.x.harvest.colony[0] != [2]uint8{1, 1} || s2.coloniesLeft(1) != 1 {
		t.Errorf("colony 5: %v, %d left", s2.x.harvest.colony[0], s2.coloniesLeft(1))
	}
	if got := movesOf(s2, "colon"); len(got) != 0 {
		t.Errorf("Cathedral used twice: %v", got)
	}
	// Turning over: 1+5 = 6 settlements on the card's terrain, one per
	// move, nothing else in between.
	s2.used[Cathedral] = 0
	s3 := mustApply(t, s2, "colonies")
	if s3.x.harvest.colonyLeft != 6 || s3.x.harvest.spent[0] != [2]uint8{1, 1} || s3.x.harvest.colony[0] != [2]uint8{} {
		t.Fatalf("colonies: left %d, spent %v", s3.x.harvest.colonyLeft, s3.x.harvest.spent[0])
	}
	mustRefuse(t, s3, "end")
	for range 6 {
		ms := Legal(s3)
		for _, m := range ms {
			if harvestCode(m.code()) != hvSettle || m.kind() != HarvestAction {
				t.Fatalf("during colony settlements: %v", m)
			}
			if s3.g.terrain[m.to()] != Forest {
				t.Fatalf("colony settlement on %v", s3.g.terrain[m.to()])
			}
		}
		s3 = mustApply(t, s3, ms[0].String())
	}
	if s3.x.harvest.colonyLeft != 0 || s3.Supply(0) != 40-3-6 {
		t.Errorf("after the colony settlements: %d left, supply %d", s3.x.harvest.colonyLeft, s3.Supply(0))
	}
}

func TestMayors(t *testing.T) {
	// Rulebook 003, "Maires", example: player orange builds 3 settlements on
	// desert and has 4 on one row, so a settlement from the supply goes to
	// the end of that row.
	s := harvestGame(t, 2, [3]Card{Mayors, Rangers, Travellers})
	s = put(t, s, 0, "0,16")
	s = setHand(s, 0, Desert)
	s = mustApply(t, s, "place 0,17", "place 0,18")
	if s.markers(0) != 0 {
		t.Fatalf("marker with 3 on the row")
	}
	s = mustApply(t, s, "place 0,19")
	if s.markers(0) != 1 || s.x.harvest.mayor[0] != 1 || s.Supply(0) != 40-4-1 {
		t.Fatalf("markers %d, supply %d", s.markers(0), s.Supply(0))
	}
	if got := s.CardScore(Mayors, 0); got != 4 {
		t.Errorf("Mayors %d, want 4", got)
	}
	// Another player's 4 on the row get no marker: the row is taken.
	s = put(t, s, 1, "0,1", "0,2", "0,5")
	s = mustApply(t, s, "end")
	s = setHand(s, 1, Desert)
	s = mustApply(t, s, "place 0,6")
	if s.markers(1) != 0 {
		t.Errorf("a second marker on row 0")
	}
}

func TestVagabonds(t *testing.T) {
	// Rulebook 003, "Vagabonds", example: settlements built on two sections
	// in a turn give 2 points at the end of the turn.
	s := harvestGame(t, 2, [3]Card{Vagabonds, Rangers, Travellers})
	s = put(t, s, 0, "7,8")
	s = setHand(s, 0, Grass)
	s = mustApply(t, s, "place 7,9", "place 7,10", "place 7,11")
	if got := s.CardScore(Vagabonds, 0); got != 0 {
		t.Errorf("Vagabonds before the end of the turn: %d", got)
	}
	s = mustApply(t, s, "end")
	if got := s.CardScore(Vagabonds, 0); got != 2 {
		t.Errorf("Vagabonds %d, want 2", got)
	}
	sc := s.Scores()[0]
	if sc.Parts[0].Source != "Vagabonds" || sc.Parts[0].Points != 2 {
		t.Errorf("score parts %v", sc.Parts)
	}
}

func TestHarvestEndCards(t *testing.T) {
	s := harvestGame(t, 2, [3]Card{Rangers, Travellers, Innkeepers})
	// 0,0 and 19,19 are corners (one point each), 0,5 edge, 5,5 inside.
	s = put(t, s, 0, "0,1", "0,5", "5,5", "5,6", "6,6")
	s = put(t, s, 1, "10,0", "7,19")
	for _, c := range []struct {
		card Card
		p    int
		want int
	}{
		{Rangers, 0, 2},    // 0,1 0,5
		{Rangers, 1, 2},    // 10,0 7,19
		{Travellers, 0, 2}, // row 6 only (rows 0 and 5 hold two)
		{Travellers, 1, 4}, // rows 7 and 10
		{Innkeepers, 0, 3}, // 5,5 5,6 6,6: each next to the two others
		{Colonists, 0, 5},  // all in the top left section
		{Colonists, 1, 1},
	} {
		if got := s.CardScore(c.card, c.p); got != c.want {
			t.Errorf("%v for player %d: %d, want %d", c.card, c.p, got, c.want)
		}
	}
}

// lastTurn returns s with the last round on and the last player to move,
// its mandatory action done, so that "end" ends the game.
func lastTurn(s State) State {
	s.lastRound = true
	s.toMove = uint8(s.g.players - 1)
	s.placed = mandatoryCount
	s.setNear()
	return s
}

func TestSiloPhase(t *testing.T) {
	// Rulebook 003, "Silo": at the end, before scoring, in turn order, each
	// silo next to your settlements lets you place 3 or move 3 of your
	// settlements next to your others; never a mix. Example: player orange
	// touches a silo and moves 3 settlements to reach a new castle.
	s := harvestGame(t, 2, [3]Card{Rangers, Travellers, Innkeepers})
	s = reshape(t, s, map[string]string{"5,5": "O", "9,9": "O", "14,14": "O"})
	// Player 0 touches the silos 5,5 and 9,9; player 1 touches 14,14.
	s = put(t, s, 0, "4,5", "9,10", "12,12")
	s = put(t, s, 1, "14,13", "14,15", "10,3", "10,4")
	s = lastTurn(s)
	s = mustApply(t, s, "end")
	if s.IsTerminal() || s.ToMove() != 0 || !s.x.harvest.silo || s.x.harvest.siloLeft != 2 {
		t.Fatalf("silo phase: terminal %v, to move %d, left %d", s.IsTerminal(), s.ToMove(), s.x.harvest.siloLeft)
	}
	ms := Legal(s)
	if ms[0].String() != "silo pass" {
		t.Errorf("first silo move %v, want silo pass", ms[0])
	}
	for _, m := range ms {
		if m.kind() != HarvestAction {
			t.Fatalf("non-silo move %v in the silo phase", m)
		}
	}
	mustRefuse(t, s, "end")
	// Placing: next to a settlement, strictly (the hexes next to 12,12).
	s = mustApply(t, s, "silo 12,13")
	for _, m := range Legal(s) {
		if c := harvestCode(m.code()); c != hvSiloPlace {
			t.Fatalf("after a silo placement: %v", m)
		}
	}
	mustRefuse(t, s, "silo 4,5>4,4") // no mix
	mustRefuse(t, s, "silo pass")    // once started, 3
	mustRefuse(t, s, "silo 0,0")     // not next to a settlement
	s = mustApply(t, s, "silo 12,14", "silo 12,15")
	if s.Supply(0) != 40-3-3 || s.x.harvest.siloLeft != 1 {
		t.Fatalf("after 3 silo placements: supply %d, left %d", s.Supply(0), s.x.harvest.siloLeft)
	}
	// Second action: pass. Then player 1, whose one action moves.
	s = mustApply(t, s, "silo pass")
	if s.ToMove() != 1 || s.x.harvest.siloLeft != 1 {
		t.Fatalf("to move %d, left %d", s.ToMove(), s.x.harvest.siloLeft)
	}
	// The settlement next to the silo may move away ("même si plus aucune
	// de vos cités n'est alors adjacente à un Silo").
	s = mustApply(t, s, "silo 14,13>11,3")
	mustRefuse(t, s, "silo 11,3>11,4") // moved already in this action
	mustRefuse(t, s, "silo 13,13")     // no mix
	s = mustApply(t, s, "silo 14,15>10,5", "silo 10,3>11,4")
	if !s.IsTerminal() || s.ToMove() != -1 || len(Legal(s)) != 0 {
		t.Fatalf("not over after the last silo action")
	}
	if s.x.harvest.silo || s.toMove != 1 {
		t.Errorf("silo state left on: %+v", s.x.harvest)
	}
	if s.silosTouched(1) != 0 || s.Settlements(1).Count() != 4 {
		t.Errorf("player 1 after moving: %v", s.Settlements(1))
	}
	if w := s.Winners(); len(w) == 0 {
		t.Errorf("no winners")
	}
}

func TestNoSiloNoPhase(t *testing.T) {
	s := harvestGame(t, 2, harvestCardsPlain)
	s = reshape(t, s, map[string]string{"5,5": "O"})
	s = put(t, s, 0, "0,0")
	s = mustApply(t, lastTurn(s), "end")
	if !s.IsTerminal() {
		t.Errorf("silo phase with no silo touched")
	}
}

func TestCultivateExample(t *testing.T) {
	// Rulebook 003, "Terres cultivables", example: player orange cultivates
	// a farmland hex; the 3 settlements of its mandatory action can then
	// reach the Palisade. Here: forest card, no forest next to 4,4; after
	// Cultivate at 5,4 the forest 5,5, next to the Palisade 6,5, is the
	// only forest hex next to the settlements, and building there takes the
	// Palisade tile.
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"5,4": "A", "6,5": "palisade"})
	s = put(t, s, 0, "4,4")
	s = setHand(s, 0, Forest)
	if got := len(movesOf(s, "place")); got < 10 {
		t.Fatalf("before Cultivate: %d places, want every free forest hex", got)
	}
	s = mustApply(t, s, "cultivate 5,4")
	sameMoves(t, "places after Cultivate", movesOf(s, "place"), []string{"place 5,5"})
	s = mustApply(t, s, "place 5,5")
	if tl := s.Tiles(0); len(tl) != 1 || tl[0].Location != Palisade {
		t.Errorf("tiles after reaching the Palisade: %v", tl)
	}
}

func TestSiloExample(t *testing.T) {
	// Rulebook 003, "Silo", example: player orange touches a silo and moves
	// 3 of its settlements at the end so as to reach a new castle. Castle
	// 3,3; silo 7,6 next to 6,6.
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"7,6": "O"})
	s = put(t, s, 0, "6,6", "5,5", "4,5", "8,8", "8,9", "8,10")
	s = put(t, s, 1, "0,0")
	before := s.Scores()[0].Parts[3]
	if before.Source != "Castles" || before.Points != 0 {
		t.Fatalf("castles before: %v", before)
	}
	s = mustApply(t, lastTurn(s), "end", "silo 8,8>4,4", "silo 8,9>3,4", "silo 8,10>3,5")
	if !s.IsTerminal() {
		t.Fatalf("not over after the silo action")
	}
	if after := s.Scores()[0].Parts[3]; after.Points != 3 {
		t.Errorf("castles after the silo moves: %v, want 3", after)
	}
}

func TestScoutCabinExample(t *testing.T) {
	// Rulebook 003, "Cabane", example: player orange starts its turn with
	// the Scout Cabin, puts both scout tokens on mountains next to its
	// settlements, then builds its mandatory action next to the tokens and
	// so reaches a castle. Here: a settlement at 4,17, the mountains 4,16
	// and 5,17, a flower card, the castle 7,15.
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "cabin"})
	s = put(t, s, 0, "4,17")
	s = giveTile(t, s, 0, "0,9")
	s = setHand(s, 0, Flower)
	sameMoves(t, "without scouts", movesOf(s, "place"), withPrefix("place ", "3,17", "4,18"))
	s = mustApply(t, s, "scout 4,16", "scout 5,17")
	if !contains(movesOf(s, "place"), "place 6,17") {
		t.Fatalf("no place next to the scout at 5,17: %v", movesOf(s, "place"))
	}
	s = mustApply(t, s, "place 6,17", "place 6,16")
	if got := s.Scores()[0].Parts[3]; got.Source != "Castles" || got.Points != 3 {
		t.Errorf("castles after reaching 7,15: %v", got)
	}
}

func TestScoutsScoreNothing(t *testing.T) {
	// Note of "Cabane": scout tokens give no points for Mayors and
	// Vagabonds. Player 0 has 3 settlements on row 0 and puts both scout
	// tokens there: no marker; the turn's Vagabonds count the sections where
	// it built, not those of the tokens.
	s := reshape(t, harvestGame(t, 2, [3]Card{Mayors, Vagabonds, Rangers}), map[string]string{"2,9": "cabin"})
	s = put(t, s, 0, "0,7", "0,8", "0,11")
	s = giveTile(t, s, 0, "2,9")
	s = mustApply(t, s, "scout 0,9", "scout 0,10")
	if s.markers(0) != 0 {
		t.Errorf("a marker from scout tokens")
	}
	if s.x.harvest.sections != 0 {
		t.Errorf("scout tokens count as built for Vagabonds: sections %b", s.x.harvest.sections)
	}
	s = setHand(s, 0, Grass) // no grass on row 0
	s = finishMandatory(t, s)
	want := bits.OnesCount8(s.x.harvest.sections)
	s = mustApply(t, s, "end")
	if got := s.CardScore(Vagabonds, 0); got != want || s.x.harvest.sections != 0 {
		t.Errorf("Vagabonds %d, want %d (sections built, not scouts)", got, want)
	}
}

func TestNoTileInSiloPhase(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"5,5": "O"})
	s = put(t, s, 0, "4,5", "10,17")
	s = giveTile(t, s, 0, "11,17") // Farm
	s = mustApply(t, lastTurn(s), "end")
	if on, left := s.SiloPhase(); !on || left != 1 || s.ToMove() != 0 {
		t.Fatalf("silo phase %v, %d actions, player %d", on, left, s.ToMove())
	}
	if tl := s.Tiles(0); len(tl) != 1 || tl[0].Usable {
		t.Errorf("tiles in the silo phase: %v", tl)
	}
	if got := movesOf(s, "tile"); len(got) != 0 {
		t.Errorf("tile moves in the silo phase: %v", got)
	}
	mustRefuse(t, s, "tile farm 10,18")
	mustRefuse(t, s, "cultivate 4,6")
}
