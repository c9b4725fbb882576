package kingdombuilder

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// The golden tests of the Marshlands expansion play on the 4 sample
// sections, unturned (SampleMarshlandsQuadrants: the project's own sections, not
// the printed ones). The board, by row (lower case free terrain, s swamp,
// p palace; J Temple, R Refuge, U Canoe, D Fountain):
//
//	    0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
//	 0  g g s s t t w d d d t t t s s w w g g g
//	 1   g J s s t t w d d c t R t s s s w g g g
//	 2  g g g s s p w w d c t t c c s s w w f f
//	 3   f f g s s t t w c c c c c c p s s w f f
//	 4  f f f t t t t w c c m m c c s s s w f f
//	 5   f m m s s g g w J c m d d d s s t w w f
//	 6  f f m s s g g w c c d d d s s t t t w f
//	 7   d d m m s s g w w c d d s s R t t t w w
//	 8  d d d s s s g g w w s s s s t t g g g w
//	 9   d d d d s s g g g w s s w w w t g g g w
//	10  w w w s s g g f f f f f f m m s s t t t
//	11   w U s s s g g f f f f D f m s s s t t t
//	12  w w s s p g t t f f f f m m s s p t c c
//	13   s s s c c t t t m f g g m s s s t t c c
//	14  s s c c c c t t m m g g g s s d d c c c
//	15   d s s c c w w t t m g g s s d d d c c w
//	16  d d s s w w s s t t t s s s d d D c w w
//	17   d d d s w U s s t t t t s s d d d w w w
//	18  d d g g s s s g g t t t t s s d w w w w
//	19   d g g g g s g g g t t t s s s w w w w w

// marshlandsGame returns the start of a game of n players on the sample
// sections with the given cards.
func marshlandsGame(t testing.TB, n int, cards ...Card) State {
	t.Helper()
	c := Config{Players: n, Seed: 1, Marshlands: true, Quadrants: SampleMarshlandsQuadrants()}
	copy(c.Cards[:], cards)
	if len(cards) == 0 {
		c.Cards = [3]Card{Fishermen, Knights, Merchants}
	}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// mx gives s its own Marshlands state to change in a test fixture.
func mx(s *State) *marshlandsState {
	return &s.x.marshlands
}

// part returns the points of player p's score part named source.
func part(t testing.TB, s State, p int, source string) int {
	t.Helper()
	for _, sp := range s.Scores()[p].Parts {
		if sp.Source == source {
			return sp.Points
		}
	}
	t.Fatalf("no score part %q", source)
	return 0
}

// TestPalaces follows rulebook 003, "Palais", and its example ("Frank
// (orange) a placé le plus de cités près de ce palais et gagne donc 5
// points de victoire. Jenny (blanc) et Ani (bleu) ne gagnent pas de points
// de victoire."): 5 to the player with most settlements next to a palace,
// 5 to each tied player.
func TestPalaces(t *testing.T) {
	s := marshlandsGame(t, 3)
	// The palace at 2,5 touches 1,4 1,5 2,4 2,6(water) 3,4 3,5.
	s = put(t, s, 0, "1,4", "1,5")
	s = put(t, s, 1, "2,4")
	s = put(t, s, 2, "3,4")
	for p, want := range []int{5, 0, 0} {
		if got := part(t, s, p, "Palaces"); got != want {
			t.Errorf("most: player %d Palaces %d, want %d", p, got, want)
		}
	}
	s = put(t, s, 1, "3,5")
	for p, want := range []int{5, 5, 0} {
		if got := part(t, s, p, "Palaces"); got != want {
			t.Errorf("tie: player %d Palaces %d, want %d", p, got, want)
		}
	}
	// Each palace is scored on its own: the palace at 3,14 touches 2,14.
	s = put(t, s, 2, "2,14")
	if got := part(t, s, 2, "Palaces"); got != 5 {
		t.Errorf("second palace: player 2 Palaces %d, want 5", got)
	}
	// Merchants and Workers count palaces (rulebook 003, "Palais", note).
	if got := s.CardScore(Workers, 0); got != 2 {
		t.Errorf("Workers next to a palace: %d, want 2", got)
	}
}

// swampCardGame returns a game whose player to move holds the swamp card
// "swamp / other", its half not chosen yet.
func swampCardGame(t testing.TB, other Terrain) State {
	t.Helper()
	s := marshlandsGame(t, 2)
	card := swampCardBase | other
	for i := 0; i < int(s.deckLen); i++ {
		if s.deck[i] == card {
			s.deck[i], s.hand[0] = s.hand[0], card
			return s
		}
	}
	t.Fatalf("no %s card in the deck", swampCardName(card))
	return s
}

// TestSwampCard follows rulebook 003, "Nouvelles cartes Terrain : les
// Marais", and its example ("Frank (orange) a pioché une carte Terrain
// Marais / Désert. Il doit maintenant choisir entre placer deux de ses
// cités sur des cases Marais ou placer 3 de ses cités sur des cases
// Désert."): the choice first, then 2 settlements on swamp or 3 on desert.
func TestSwampCard(t *testing.T) {
	s := swampCardGame(t, Desert)
	if got, want := movesOf(s, ""), []string{"marshlands play desert", "marshlands play swamp"}; !equalStrings(got, want) {
		t.Fatalf("legal moves before the choice: %v, want %v", got, want)
	}
	if h, ok := s.Hand(0); h != Swamp || !ok {
		t.Errorf("Hand before the choice: %v %v, want swamp", h, ok)
	}
	if o, ok := s.SwampCard(0); o != Desert || !ok {
		t.Errorf("SwampCard: %v %v, want desert", o, ok)
	}
	if _, err := Apply(s, mustParse(t, "place 0,2")); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "choose a half") {
		t.Errorf("a placement before the choice: %v", err)
	}

	sw := mustApply(t, s, "marshlands play swamp")
	if sw.Quota() != 2 || sw.CurrentCard() != Swamp {
		t.Fatalf("swamp half: quota %d, card %v", sw.Quota(), sw.CurrentCard())
	}
	if n := len(movesOf(sw, "place ")); n != sw.freeOf(Swamp).Count() {
		t.Errorf("swamp half: %d placements, want every free swamp hex (%d)", n, sw.freeOf(Swamp).Count())
	}
	sw = mustApply(t, sw, "place 0,2", "place 0,3")
	if !sw.MandatoryDone() || len(movesOf(sw, "place ")) != 0 || len(movesOf(sw, "end")) != 1 {
		t.Fatalf("2 settlements on swamp end the mandatory action")
	}
	after := mustApply(t, sw, "end")
	if after.x.marshlands.discard != 1<<Desert || after.Discarded(Desert) != 0 {
		t.Errorf("the swamp card is discarded as such: swamp discard %b, desert discard %d", after.x.marshlands.discard, after.Discarded(Desert))
	}

	de := mustApply(t, s, "marshlands play desert")
	if de.Quota() != 3 || de.CurrentCard() != Desert {
		t.Fatalf("desert half: quota %d, card %v", de.Quota(), de.CurrentCard())
	}
	de = mustApply(t, de, "place 0,7", "place 0,8")
	if de.MandatoryDone() {
		t.Fatalf("the desert half places 3 settlements")
	}
	de = mustApply(t, de, "place 0,9")
	if !de.MandatoryDone() {
		t.Fatalf("3 settlements on desert end the mandatory action")
	}
	if _, err := Apply(de, ChooseSwampHalf(Swamp)); err == nil {
		t.Errorf("a second choice applied")
	}
}

// TestSwampCardOracle: the Oracle builds on the half chosen for the
// mandatory action (rulebook 003, "Note : Si un joueur effectue l'action
// spéciale Oracle ou Grange, il doit choisir le même type de terrain").
func TestSwampCardOracle(t *testing.T) {
	temple, _ := SampleSection("sample-marshlands-temple")
	c := Config{Players: 2, Seed: 1, Marshlands: true, Cards: [3]Card{Fishermen, Knights, Merchants},
		Quadrants: [4]Quadrant{{Custom: temple}, {Section: OracleSection}, {Section: FarmSection}, {Section: TowerSection}}}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	var oracle string
	for k := 0; k < s.g.nslots; k++ {
		if s.g.slotLoc[k] == Oracle {
			oracle = hexText(int(s.g.slotHex[k]))
		}
	}
	card := swampCardBase | Grass
	for i := 0; i < int(s.deckLen); i++ {
		if s.deck[i] == card {
			s.deck[i], s.hand[0] = s.hand[0], card
		}
	}
	s = giveTile(t, s, 0, oracle)
	s = mustApply(t, s, "marshlands play swamp")
	targets := movesOf(s, "tile oracle ")
	if len(targets) == 0 {
		t.Fatal("no Oracle move")
	}
	for _, m := range targets {
		if s.g.terrain[mustParse(t, m).to()] != Swamp {
			t.Errorf("%s: the Oracle builds on the chosen half, swamp", m)
		}
	}
}

// TestSwampCardsWithoutSwamps: mixed in without swamps (Config.SwampCards),
// a swamp card is its other terrain, chosen without a move (rulebook 003:
// "ne tenez pas compte du symbole Marais").
func TestSwampCardsWithoutSwamps(t *testing.T) {
	c := Config{Players: 2, Seed: 7, Marshlands: true, SwampCards: true, Cards: [3]Card{Fishermen, Knights, Merchants}}
	c.Quadrants = FirstGame(2, 7).Quadrants
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if !s.x.marshlands.swampCards || int(s.deckLen)+2 != deckSize+5 {
		t.Fatalf("the deck holds %d cards, want 30 with the hands", s.deckLen+2)
	}
	seen := 0
	for turn := 0; turn < 60 && !s.IsTerminal(); turn++ {
		if o, ok := s.SwampCard(int(s.toMove)); ok {
			seen++
			if s.CurrentCard() != o || s.Quota() != 3 || len(movesOf(s, "marshlands play")) != 0 {
				t.Fatalf("swamp/%s without swamps: card %v, quota %d", o, s.CurrentCard(), s.Quota())
			}
		}
		s = endMyTurn(t, s)
	}
	if seen == 0 {
		t.Fatal("no swamp card was played")
	}
}

// endMyTurn plays the first legal moves until the turn ends.
func endMyTurn(t testing.TB, s State) State {
	t.Helper()
	for p := s.toMove; !s.IsTerminal() && s.toMove == p; {
		legal := Legal(s)
		m := legal[0]
		for _, x := range legal {
			if x == End() {
				m = x
			}
		}
		var err error
		if s, err = Apply(s, m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestTemple follows rulebook 003, "Temple": the settlement leaves the
// board and the next mandatory action places it in addition (4
// settlements); it is neither on the board nor in the supply meanwhile.
func TestTemple(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "4,8", "4,9")
	s = giveTile(t, s, 0, "5,8")
	if got := movesOf(s, "marshlands temple"); !equalStrings(got, []string{"marshlands temple 4,8", "marshlands temple 4,9"}) {
		t.Fatalf("Temple moves %v", got)
	}
	s = mustApply(t, s, "marshlands temple 4,9")
	if s.Occupant(off(t, "4,9")) != -1 || s.SetAside(0) != 1 || s.Supply(0) != 38 {
		t.Fatalf("after the Temple: occupant %d, set aside %d, supply %d", s.Occupant(off(t, "4,9")), s.SetAside(0), s.Supply(0))
	}
	if len(movesOf(s, "marshlands temple")) != 0 {
		t.Fatal("a Temple tile used twice in a turn")
	}
	s = endMyTurn(t, s) // player 0
	s = endMyTurn(t, s) // player 1
	if s.toMove != 0 || s.Quota() != 4 || s.SetAside(0) != 0 || s.Supply(0) != 40-s.own[0].Count() {
		t.Fatalf("next turn: quota %d, set aside %d, supply %d", s.Quota(), s.SetAside(0), s.Supply(0))
	}
	if half := movesOf(s, "marshlands play"); len(half) > 0 {
		s = mustApply(t, s, half[0]) // the half other than swamp: 3 settlements
	}
	placed := 0
	for !s.MandatoryDone() {
		s = mustApply(t, s, movesOf(s, "place ")[0])
		placed++
	}
	if placed != 4 {
		t.Errorf("the mandatory action placed %d settlements, want 4", placed)
	}
}

// TestTempleBonus follows the example of rulebook 003, "Action Bonus
// Temple" ("Grâce à ses deux plaquettes de lieu Temple, Frank (orange) doit
// placer deux cités supplémentaires lors de son action obligatoire. Grâce
// à son action Bonus Temple, il place sa première cité près de la case
// Fontaine afin de récupérer la dernière plaquette de lieu qui s'y trouve.
// Il doit maintenant placer ses 4 cités restantes adjacentes à une autre de
// ses cités déjà en jeu."): 5 settlements, the first anywhere on the
// card's terrain, the others by the adjacency rule.
func TestTempleBonus(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "0,1", "4,8")
	s = giveTile(t, s, 0, "1,1")
	s = giveTile(t, s, 0, "5,8")
	s = giveTile(t, s, 1, "11,11") // one tile left on the Fountain at 11,11
	x := mx(&s)
	x.bonus[0] = bonusBit(Temple)
	x.bonusLeft[0]--
	x.aside[0] = 2
	s.supply[0] -= 2
	s.hand[0] = Flower
	s.startTurn()
	if s.Quota() != 5 {
		t.Fatalf("quota %d, want 5", s.Quota())
	}
	first := movesOf(s, "place ")
	if len(first) != s.freeOf(Flower).Count() {
		t.Fatalf("first settlement: %d targets, want every free flower hex (%d)", len(first), s.freeOf(Flower).Count())
	}
	// 10,11 (flower) touches the Fountain at 11,11 and no settlement.
	s = mustApply(t, s, "place 10,11")
	if s.TilesLeft(off(t, "11,11")) != 0 {
		t.Fatal("the last Fountain tile was not taken")
	}
	for _, m := range movesOf(s, "place ") {
		if !s.near.Has(mustParse(t, m).to()) {
			t.Errorf("%s: after the first settlement the adjacency rule applies", m)
		}
	}
	for i := 0; i < 4; i++ {
		s = mustApply(t, s, movesOf(s, "place ")[0])
	}
	if !s.MandatoryDone() || s.Placed() != 5 {
		t.Errorf("placed %d, want 5", s.Placed())
	}
}

// TestRefuge follows rulebook 003, "Refuge": a move to a free buildable hex
// next to the settlement, with no adjacency rule.
func TestRefuge(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "0,11", "6,14")
	s = giveTile(t, s, 0, "1,11")
	s = put(t, s, 1, "0,12")
	// 0,11 (row 0) touches 0,10 0,12 1,10 1,11(Refuge): free buildable 0,10 1,10.
	sameMoves(t, "Refuge from 0,11", movesOf(s, "tile refuge 0,11>"), withPrefix("tile refuge 0,11>", "0,10", "1,10"))
	// 6,14 touches 5,13 5,14 6,13 6,15 7,13 7,14(Refuge): every free buildable one.
	sameMoves(t, "Refuge from 6,14", movesOf(s, "tile refuge 6,14>"), withPrefix("tile refuge 6,14>", "5,13", "5,14", "6,13", "6,15", "7,13"))
	s = mustApply(t, s, "tile refuge 6,14>5,13")
	if s.Occupant(off(t, "5,13")) != 0 || s.Occupant(off(t, "6,14")) != -1 {
		t.Fatal("the Refuge did not move the settlement")
	}
}

// TestRefugeBonus follows the example of rulebook 003, "Action Bonus
// Refuge" ("En utilisant son action Bonus Refuge, Frank (orange) déplace
// sa cité en ligne droite, en passant au-dessus du lieu et des cités d'Ani
// (bleu) jusqu'à la case située près du Temple. Il récupère ainsi sa
// deuxième plaquette de lieu Temple et obtient donc la plaquette d'action
// Bonus associée."): the settlement jumps a location and the other
// player's settlements to the first free buildable hex of the line.
func TestRefugeBonus(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "4,8", "0,11", "6,14", "1,4")
	s = giveTile(t, s, 0, "5,8")
	s = giveTile(t, s, 0, "1,11")
	s = giveTile(t, s, 0, "7,14")
	mx(&s).bonus[0] = bonusBit(Refuge)
	mx(&s).bonusLeft[1]--
	s = put(t, s, 1, "1,2", "1,3", "0,1")
	// West of 1,4: 1,3 and 1,2 (player 1), 1,1 (Temple), then 1,0.
	targets := s.refugeBonusTargets(hx(t, "1,4"))
	if !targets.Has(hx(t, "1,0")) || targets.Has(hx(t, "1,1")) || targets.Has(hx(t, "1,3")) {
		t.Fatalf("Refuge bonus targets from 1,4: %v", targets)
	}
	// One hex per direction: 0,4 0,5 1,5 2,4, 3,5 beyond the palace 2,5, 1,0.
	if n := targets.Count(); n != 6 || !targets.Has(hx(t, "3,5")) {
		t.Errorf("%d targets, want one in each of the 6 directions", n)
	}
	s = mustApply(t, s, "marshlands refuge-bonus 1,4>1,0")
	if s.heldOf(0, Temple) != 2 || s.x.marshlands.bonus[0]&bonusBit(Temple) == 0 {
		t.Fatal("the second Temple tile and its bonus tile were not taken")
	}
	if s.bonusHeld(0, Temple) {
		t.Error("a bonus tile taken this turn is in force at once")
	}
	if len(movesOf(s, "marshlands refuge-bonus")) != 0 {
		t.Error("the Refuge bonus used twice in a turn")
	}
}

// TestCanoeInterrupt follows rulebook 003, "Canoë", and its example ("Ani
// (bleu) place une de ses cités près du lieu Refuge et prend la dernière
// plaquette de ce lieu. Frank (orange) place immédiatement une de ses
// cités sur une case Marais ou une case Eau."): the turn stops, the Canoe
// holders answer in turn order from the player after the first player,
// then the turn goes on.
func TestCanoeInterrupt(t *testing.T) {
	s := marshlandsGame(t, 3)
	s = put(t, s, 1, "11,2")
	s = giveTile(t, s, 1, "11,1")
	s = put(t, s, 2, "16,6")
	s = giveTile(t, s, 2, "17,5")
	s = giveTile(t, s, 2, "1,11") // one tile left on the Refuge at 1,11
	s.hand[0] = Forest
	s = mustApply(t, s, "place 0,11")
	if s.TilesLeft(off(t, "1,11")) != 0 {
		t.Fatal("the last Refuge tile was not taken")
	}
	if s.ToMove() != 1 {
		t.Fatalf("ToMove %d, want 1 (the player after the first player)", s.ToMove())
	}
	// Player 1's settlement at 11,2 touches the free swamp and water hexes
	// 10,2 10,3 11,3 12,2 12,3.
	sameMoves(t, "player 1's Canoe", movesOf(s, "marshlands"), append(withPrefix("marshlands canoe ", "10,2", "10,3", "11,3", "12,2", "12,3"), "marshlands decline"))
	if _, err := Apply(s, mustParse(t, "place 0,12")); err == nil || !strings.Contains(err.Error(), "Canoe interrupt") {
		t.Errorf("a placement during the interrupt: %v", err)
	}
	s = mustApply(t, s, "marshlands canoe 10,3")
	if s.Occupant(off(t, "10,3")) != 1 || s.Supply(1) != 38 || s.ToMove() != 2 {
		t.Fatalf("after player 1's Canoe: occupant %d, supply %d, ToMove %d", s.Occupant(off(t, "10,3")), s.Supply(1), s.ToMove())
	}
	s = mustApply(t, s, "marshlands decline")
	if s.ToMove() != 0 || s.Placed() != 1 {
		t.Fatalf("the turn goes on: ToMove %d, placed %d", s.ToMove(), s.Placed())
	}
	if got := movesOf(s, "marshlands"); len(got) != 0 {
		t.Errorf("Marshlands moves after the interrupt: %v", got)
	}
	// Once per turn: the Canoe of player 1 is spent until the next turn.
	if s.canCanoe(1) {
		t.Error("player 1 may use its one Canoe twice in a turn")
	}
}

// TestCanoeOrder: the first player answers last, and a player to move
// answers with a Canoe tile held since before its turn.
func TestCanoeOrder(t *testing.T) {
	s := marshlandsGame(t, 3)
	s = put(t, s, 0, "11,2")
	s = giveTile(t, s, 0, "11,1")
	s = put(t, s, 2, "16,6")
	s = giveTile(t, s, 2, "17,5")
	s = giveTile(t, s, 1, "1,11")
	s.hand[0] = Forest
	s = mustApply(t, s, "place 0,11")
	if s.ToMove() != 2 {
		t.Fatalf("ToMove %d, want 2", s.ToMove())
	}
	s = mustApply(t, s, "marshlands decline")
	if s.ToMove() != 0 || len(movesOf(s, "marshlands canoe ")) == 0 {
		t.Fatalf("ToMove %d, want 0 with Canoe moves", s.ToMove())
	}
	s = mustApply(t, s, "marshlands decline")
	if s.ToMove() != 0 || len(movesOf(s, "marshlands")) != 0 {
		t.Fatal("the interrupt did not end")
	}
}

// TestCanoeBonus follows rulebook 003, "Action Bonus Canoë": a Canoe used
// once per turn as an extra action, before or after the mandatory action.
func TestCanoeBonus(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "11,2", "16,6")
	s = giveTile(t, s, 0, "11,1")
	s = giveTile(t, s, 0, "17,5")
	mx(&s).bonus[0] = bonusBit(Canoe)
	mx(&s).bonusLeft[2]--
	got := movesOf(s, "marshlands canoe-bonus ")
	want := s.canoeTargets(0) // free swamp and water next to 11,2 and 16,6

	if len(got) != want.Count() || len(got) == 0 {
		t.Fatalf("Canoe bonus moves %v, want the %d Canoe targets", got, want.Count())
	}
	s = mustApply(t, s, got[0])
	if len(movesOf(s, "marshlands canoe-bonus ")) != 0 {
		t.Error("the Canoe bonus used twice in a turn")
	}
	if s.ToMove() != 0 {
		t.Error("the Canoe bonus is no interrupt")
	}
}

// TestFountain follows rulebook 003, "Fontaine", and its example ("Frank
// (orange) souhaite placer une de ses cités à côté du palais de façon à
// être à égalité avec Jenny (blanc). Il n'y a qu'une case qui remplisse les
// conditions."): next to exactly one of the player's settlements and to
// no other player's.
func TestFountain(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "1,4", "10,11")
	s = giveTile(t, s, 0, "11,11")
	s = put(t, s, 1, "3,4", "3,5")
	// Next to the palace at 2,5: 1,5 (touches 1,4 only) is a target; 2,4
	// touches 1,4 and player 1's 3,4.
	palace := grid.NeighborSet(hx(t, "2,5"))
	var near []string
	for _, m := range movesOf(s, "tile fountain ") {
		if palace.Has(mustParse(t, m).to()) {
			near = append(near, m)
		}
	}
	if !equalStrings(near, []string{"tile fountain 1,5"}) {
		t.Fatalf("Fountain targets next to the palace: %v, want only 1,5", near)
	}
	if part(t, s, 0, "Palaces") != 0 {
		t.Fatal("player 0 scores the palace before the Fountain")
	}
	s = mustApply(t, s, "tile fountain 1,5")
	if part(t, s, 0, "Palaces") != 5 || part(t, s, 1, "Palaces") != 5 {
		t.Error("the tie at the palace does not score 5 each")
	}
	if _, err := Apply(s, mustParse(t, "tile fountain 0,3")); err == nil {
		t.Error("a Fountain tile used twice in a turn")
	}
}

// TestFountainBonus follows rulebook 003, "Action Bonus Fontaine": the
// Fountain may build on a mountain too.
func TestFountainBonus(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "4,1", "10,11", "16,17")
	s = giveTile(t, s, 0, "11,11")
	// The mountain 5,1 touches 4,1 only; 5,2 touches none of player 0's.
	if s.canUseTile(mustParse(t, "tile fountain 5,1")) {
		t.Fatal("the Fountain builds on a mountain without the bonus tile")
	}
	s = giveTile(t, s, 0, "16,16")
	mx(&s).bonus[0] = bonusBit(Fountain)
	mx(&s).bonusLeft[3]--
	moves := movesOf(s, "tile fountain ")
	if !containsString(moves, "tile fountain 5,1") || containsString(moves, "tile fountain 5,2") {
		t.Fatalf("Fountain moves with the bonus: %v", moves)
	}
	s = mustApply(t, s, "tile fountain 5,1")
	if s.Occupant(off(t, "5,1")) != 0 || s.Terrain(off(t, "5,1")) != Mountain {
		t.Fatal("no settlement on the mountain")
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("a settlement on a mountain does not round-trip: %v", err)
	}
}

// TestBonusTiles: the bonus tile comes with the second tile of a kind, 2 of
// each kind in the box, and goes back to the box when the holder keeps
// only one tile of the kind.
func TestBonusTiles(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 0, "0,11", "8,13")
	s = giveTile(t, s, 0, "1,11")
	s = mustApply(t, s, "tile refuge 8,13>7,13") // next to the Refuge at 7,14
	if got := s.BonusTiles(0); len(got) != 1 || got[0] != Refuge || s.x.marshlands.bonusLeft[1] != 1 {
		t.Fatalf("bonus tiles %v, %d left; want the Refuge's, 1 left", got, s.x.marshlands.bonusLeft[1])
	}
	if s.bonusReady(Refuge) {
		t.Fatal("a bonus tile taken this turn is usable at once")
	}
	// The next turn: moving 7,13 away from the Refuge at 7,14 loses that
	// tile, and the bonus tile goes back to the box.
	s.fresh[0], s.used = 0, [numLocations]uint8{}
	mx(&s).bonusFresh[0] = 0
	if !s.bonusReady(Refuge) {
		t.Fatal("the bonus tile is not usable in the next turn")
	}
	s = mustApply(t, s, "tile refuge 7,13>8,13")
	if got := s.BonusTiles(0); len(got) != 0 || s.x.marshlands.bonusLeft[1] != 2 {
		t.Fatalf("after losing a Refuge tile: bonus tiles %v, %d left; want none, 2 left", got, s.x.marshlands.bonusLeft[1])
	}
}

// TestGeologists follows the card (rulebook 003, "Géologues"): 2 per
// mountain linked to another; a mountain linked twice scores once.
func TestGeologists(t *testing.T) {
	s := marshlandsGame(t, 2, Geologists, Fishermen, Knights)
	// A chain from the mountain 4,10 4,11 5,10 to the mountain 10,13 ...
	s = put(t, s, 0, "5,11", "6,11", "7,11", "8,11", "9,11")
	if got := s.CardScore(Geologists, 0); got != 0 {
		t.Fatalf("one mountain touched: %d, want 0", got)
	}
	s = put(t, s, 0, "10,12")
	if got := s.CardScore(Geologists, 0); got != 4 {
		t.Fatalf("two mountains linked: %d, want 4", got)
	}
	s = put(t, s, 0, "11,12") // a second link between the same mountains
	if got := s.CardScore(Geologists, 0); got != 4 {
		t.Errorf("two mountains linked twice: %d, want 4", got)
	}
	s = put(t, s, 0, "4,2") // touches the mountain 5,1 5,2 ..., alone
	if got := s.CardScore(Geologists, 0); got != 4 {
		t.Errorf("a lone settlement next to a third mountain: %d, want 4", got)
	}
}

// TestVassals follows the card (rulebook 003, "Vassaux"), with the totals
// of its example (orange 5, blue 5, white 15): castles, locations and
// nomad spaces score like palaces; palaces are not scored again.
func TestVassals(t *testing.T) {
	s := marshlandsGame(t, 3, Vassals, Fishermen, Knights)
	s = put(t, s, 0, "0,1")         // Temple 1,1
	s = put(t, s, 1, "2,1")         // Temple 1,1: a tie
	s = put(t, s, 2, "4,8", "0,11") // Temple 5,8, Refuge 1,11
	s = put(t, s, 2, "6,14")        // Refuge 7,14
	s = put(t, s, 0, "1,4", "1,5")  // the palace 2,5: no Vassals points
	for p, want := range []int{5, 5, 15} {
		if got := s.CardScore(Vassals, p); got != want {
			t.Errorf("player %d: Vassals %d, want %d", p, got, want)
		}
	}
}

// TestCaptains follows the card (rulebook 003, "Capitaines"): 1 per
// settlement on an inner edge of the board.
func TestCaptains(t *testing.T) {
	if n := innerEdge.Count(); n != 76 {
		t.Fatalf("%d inner edge hexes, want 76 (rows 9 and 10, columns 9 and 10)", n)
	}
	s := marshlandsGame(t, 2, Captains, Fishermen, Knights)
	s = put(t, s, 0, "9,0", "0,9", "19,10", "5,5", "0,0")
	if got := s.CardScore(Captains, 0); got != 3 {
		t.Errorf("Captains %d, want 3", got)
	}
}

// TestMessengers follows the card (rulebook 003, "Messagers"): 2 per hex of
// the shortest path between the two linked settlements farthest apart,
// both ends included.
func TestMessengers(t *testing.T) {
	s := marshlandsGame(t, 2, Messengers, Fishermen, Knights)
	s = put(t, s, 0, "0,0")
	if got := s.CardScore(Messengers, 0); got != 0 {
		t.Fatalf("a lone settlement: %d, want 0", got)
	}
	s = put(t, s, 0, "0,1", "1,0")
	if got := s.CardScore(Messengers, 0); got != 4 {
		t.Errorf("two linked settlements 1 apart: %d, want 2*2", got)
	}
	s = put(t, s, 0, "2,0", "3,0", "4,0") // 0,1 and 4,0 are 4 apart, the most
	d := grid.Distance(hx(t, "0,1"), hx(t, "4,0"))
	if d != 4 {
		t.Fatalf("distance %d", d)
	}
	if got := s.CardScore(Messengers, 0); got != 2*(d+1) {
		t.Errorf("chain: %d, want 2*(%d+1)", got, d)
	}
	s = put(t, s, 0, "19,19", "19,18") // another group, shorter
	if got := s.CardScore(Messengers, 0); got != 2*(d+1) {
		t.Errorf("two groups: %d, want the longest %d", got, 2*(d+1))
	}
}

// TestScouts follows the card (rulebook 003, "Eclaireurs"): at set-up the
// top card's terrain is removed from the deck, its swamp card with it; the
// card scores 1 per settlement next to that terrain and not on it.
func TestScouts(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		c := Config{Players: 2, Seed: seed, Marshlands: true, Quadrants: SampleMarshlandsQuadrants(), Cards: [3]Card{Scouts, Fishermen, Knights}}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		r := s.Scouted()
		if r < Grass || r > Forest || s.Removed(r) != cardsPerTerrain || s.x.marshlands.removed != 1<<r {
			t.Fatalf("seed %d: scouted %v, removed %d, swamp removed %b", seed, r, s.Removed(r), s.x.marshlands.removed)
		}
		for i := 0; i < int(s.deckLen); i++ {
			if c := s.deck[i]; c == r || c == swampCardBase|r {
				t.Fatalf("seed %d: a %v card left in the deck", seed, c)
			}
		}
		if int(s.deckLen)+2 != deckSize+5-6 {
			t.Fatalf("seed %d: %d cards in the deck and hands, want 24", seed, s.deckLen+2)
		}
		if err := checkInvariants(s); err != nil {
			t.Fatal(err)
		}
		if seed == 0 {
			in := s.g.terrainSet[r].Next(0)
			nb := grid.NeighborSet(in).Diff(s.g.terrainSet[r]).Intersect(s.g.buildable)
			h := nb.Next(0)
			s = put(t, s, 0, hexText(h), hexText(in))
			if got := s.CardScore(Scouts, 0); got != 1 {
				t.Errorf("Scouts %d, want 1 (the settlement on %v does not count)", got, r)
			}
		}
	}
}

// TestNoblewomen follows the card (rulebook 003, "Nobles dames"): 1 per
// settlement next to at least 3 others of the player's.
func TestNoblewomen(t *testing.T) {
	s := marshlandsGame(t, 2, Noblewomen, Fishermen, Knights)
	s = put(t, s, 0, "2,0", "2,1", "3,0", "3,1")
	if got := s.CardScore(Noblewomen, 0); got != 2 {
		t.Errorf("Noblewomen %d, want 2 (2,1 and 3,0 touch 3 others)", got)
	}
}

// TestMarshlandsConfigErrors: options that need the expansion.
func TestMarshlandsConfigErrors(t *testing.T) {
	for _, c := range []struct {
		c    Config
		want string
	}{
		{Config{Players: 2, SwampCards: true}, "set Config.Marshlands"},
		{Config{Players: 2, Cards: [3]Card{Scouts, Fishermen, Knights}, Quadrants: FirstGame(2, 1).Quadrants}, "Scouts belongs to the Marshlands"},
	} {
		if _, err := New(c.c); !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want ErrBadConfig saying %q", c.c, err, c.want)
		}
	}
}

// TestMarshlandsNotation: every Marshlands move reads back, and bad ones
// are refused with ErrBadNotation.
func TestMarshlandsNotation(t *testing.T) {
	for _, text := range []string{"marshlands temple 4,9", "marshlands canoe 10,3", "marshlands decline",
		"marshlands canoe-bonus 0,2", "marshlands refuge-bonus 1,4>1,0", "marshlands play swamp", "marshlands play desert",
		"tile refuge 6,14>5,13", "tile fountain 1,5"} {
		m := mustParse(t, text)
		if m.String() != text {
			t.Errorf("%q reads back as %q", text, m)
		}
	}
	for _, text := range []string{"marshlands", "marshlands swim 1,1", "marshlands temple", "marshlands temple 1,1>2,2",
		"marshlands refuge-bonus 1,1", "marshlands play water", "marshlands decline now", "marshlands canoe 20,1"} {
		if _, err := ParseMove(text); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("%q: %v, want ErrBadNotation", text, err)
		}
	}
	if TempleAt(off(t, "4,9")).MarshlandsCode() != TempleRemove || ChooseSwampHalf(Swamp).Terrain() != Swamp {
		t.Error("MarshlandsCode or Terrain of a move")
	}
}

// TestMarshlandsJSONErrors: documents that break the Marshlands invariants
// are refused with ErrBadState.
func TestMarshlandsJSONErrors(t *testing.T) {
	s := swampCardGame(t, Desert)
	s = mustApply(t, s, "marshlands play swamp")
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("round trip: %v", err)
	}
	for _, c := range [][2]string{
		{`"chosen":"swamp"`, `"chosen":"grass"`},
		{`"quota":2`, `"quota":1`},
		{`"swampCards":true`, `"swampCards":false`},
		{`"aside":[0,0]`, `"aside":[1,0]`},
		{`"bonus":[[],[]]`, `"bonus":[["temple"],[]]`},
		{`"canoeUsed":[0,0]`, `"canoeUsed":[1,0]`},
		{`"canoeUsed":[0,0]`, `"canoeUsed":[0,0],"ask":[1]`},
	} {
		doc := strings.Replace(string(b), c[0], c[1], 1)
		if doc == string(b) {
			t.Fatalf("%s not in the document", c[0])
		}
		if err := json.Unmarshal([]byte(doc), &back); !errors.Is(err, kingdoms.ErrBadState) {
			t.Errorf("%s: %v, want ErrBadState", c[1], err)
		}
	}
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestSwampCardHalves: a half is offered only when a hex of its terrain is
// free; with one playable half it is chosen without a move; with none the
// card is removed from the game and another drawn, like any card whose
// terrain is full (rulings under Marshlands in RULES.md).
func TestSwampCardHalves(t *testing.T) {
	s := swampCardGame(t, Desert)
	full := s
	full.occupied = full.occupied.Union(full.g.terrainSet[Swamp]) // a fixture: every swamp hex taken
	full.startTurn()
	if full.CurrentCard() != Desert || full.Quota() != 3 || len(movesOf(full, "marshlands play")) != 0 {
		t.Fatalf("swamp full: card %v, quota %d", full.CurrentCard(), full.Quota())
	}
	if o, ok := full.SwampCard(0); !ok || o != Desert {
		t.Fatal("the card played is still the swamp card")
	}
	none := s
	none.occupied = none.occupied.Union(none.g.terrainSet[Swamp]).Union(none.g.terrainSet[Desert])
	deck := none.deckLen
	none.startTurn()
	// The card is removed; so is every desert card drawn after it.
	if none.x.marshlands.removed != 1<<Desert || none.deckLen >= deck || int(deck-none.deckLen) != 1+none.Removed(Desert) {
		t.Fatalf("both halves full: swamp cards removed %b, deck %d (was %d), desert cards removed %d", none.x.marshlands.removed, none.deckLen, deck, none.Removed(Desert))
	}
	if c := none.CurrentCard(); c == Desert || c == Swamp || c == NoTerrain {
		t.Fatalf("the card drawn instead is %v", c)
	}
}
