package kingdombuilder

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Golden tests of the seams between the expansions: where a rule of one
// expansion meets a piece, a tile or an interrupt of another. Each builds a
// real position (the helpers of helpers_test.go and the expansions' golden
// tests), plays real moves with Apply and reads the outcome through the
// public API. The rulebooks are quoted in the comments (French, as printed);
// RULINGS.md settles what they leave open and is quoted too.
//
// Boards: the first-game board (map in helpers_test.go), the Marshlands
// sample sections (map in marshlands_golden_test.go), and mixes of them
// with a sample or custom section, as each test says.

// seamsGame starts a game from c and fails the test on error.
func seamsGame(t *testing.T, c Config) State {
	t.Helper()
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// crossHarvestGame is crossGame (the first-game board with the 8
// Crossroads locations of crossFixture: Wagon 2,18, City Hall 6,11, ...)
// with the Harvest rules and the given cards.
func crossHarvestGame(t *testing.T, n int, cards [3]Card) State {
	t.Helper()
	c := FirstGame(n, 1)
	c.Crossroads, c.Harvest = true, true
	c.Cards = cards
	return withLocations(seamsGame(t, c), crossFixture)
}

// holdsLocation reports whether player p holds a tile of location l.
func holdsLocation(s State, p int, l Location) bool {
	for _, h := range s.Tiles(p) {
		if h.Location == l {
			return true
		}
	}
	return false
}

// TestVagabondsCanoeAnswerCreditsNobody: a settlement built by a Canoe
// answer, outside its owner's turn, scores Vagabonds for nobody.
//
// Rulebook 003, "Vagabonds": "A chacun de vos tours, 1 point de victoire
// pour chaque section de plateau de jeu sur laquelle vous avez placé une
// de vos cités." RULINGS.md: "Vagabonds ("à chacun de vos tours") counts
// only the sections where its owner built during its own turn, so a Canoe
// settlement scores Vagabonds for nobody."
//
// Marshlands + Harvest on the Marshlands sample sections, 2 players.
// Player 1 holds a Canoe tile (11,1) since an earlier turn and a
// settlement at 11,2; it also holds one of the two Refuge tiles of 1,11.
// Player 0 builds its 3 forest settlements in section 1 (top right), the
// first at 0,11 taking the last Refuge tile; player 1 answers at 10,3, in
// section 2 (bottom left).
func TestVagabondsCanoeAnswerCreditsNobody(t *testing.T) {
	s := seamsGame(t, Config{Players: 2, Seed: 1, Marshlands: true, Harvest: true,
		Quadrants: SampleMarshlandsQuadrants(), Cards: [3]Card{Vagabonds, Fishermen, Knights}})
	s = put(t, s, 1, "11,2")
	s = giveTile(t, s, 1, "11,1") // Canoe, held since an earlier turn
	s = giveTile(t, s, 1, "1,11") // Refuge: one tile left
	s = dealHand(t, s, 0, Forest)
	for h, q := range map[string]int{"0,10": 1, "0,11": 1, "0,12": 1, "10,3": 2} {
		if got := s.QuadrantOf(off(t, h)); got != q {
			t.Fatalf("QuadrantOf(%s) = %d, want %d", h, got, q)
		}
	}
	v1 := part(t, s, 1, "Vagabonds")

	s = mustApply(t, s, "place 0,11")
	if s.TilesLeft(off(t, "1,11")) != 0 || s.ToMove() != 1 {
		t.Fatalf("the last Refuge tile: %d left, ToMove %d, want 0 and player 1's Canoe", s.TilesLeft(off(t, "1,11")), s.ToMove())
	}
	s = mustApply(t, s, "marshlands canoe 10,3")
	if s.Occupant(off(t, "10,3")) != 1 || s.ToMove() != 0 {
		t.Fatalf("after the Canoe: occupant %d, ToMove %d", s.Occupant(off(t, "10,3")), s.ToMove())
	}
	s = mustApply(t, s, "place 0,10", "place 0,12", "end")
	if s.ToMove() != 1 {
		t.Fatalf("ToMove %d after player 0's turn", s.ToMove())
	}
	if got := part(t, s, 0, "Vagabonds"); got != 1 {
		t.Errorf("player 0's Vagabonds after its turn: %d, want 1 (it built in section 1 only; player 1's Canoe settlement in section 2 is not player 0's)", got)
	}
	if got := part(t, s, 1, "Vagabonds"); got != v1 {
		t.Errorf("player 1's Vagabonds: %d, want %d (unchanged: its Canoe settlement was not built in its own turn)", got, v1)
	}
}

// TestMayorsCountPieces: a Crossroads piece placed or moved onto a row, and
// a city hall placed across rows, are settlements placed or moved for
// Mayors: the marker goes at once.
//
// Rulebook 003, "Maires": "Lorsque vous placez ou déplacez une de vos cités
// de façon à ce qu'au moins quatre de vos cités se retrouvent sur la même
// ligne horizontale, vous posez une cité de votre réserve au bout de la
// ligne en question". Crossroads, "Faire entrer en jeu de nouvelles
// forces": "Les guerriers, les bateaux et les chariots sont considérés
// comme des cités." "Hôtel de ville": "La tuile Hôtel de ville compte
// comme 7 cités à tous les égards". RULINGS.md:
// Crossroads pieces count as settlements "in every respect: every card
// (in-play cards such as Mayors and Vagabonds included) ... placing or
// moving one is placing or moving a settlement".
//
// Crossroads + Harvest on the first-game board with crossFixture's
// locations (Wagon 2,18, City Hall 6,11).
func TestMayorsCountPieces(t *testing.T) {
	cards := [3]Card{Mayors, Rangers, Travellers}

	// A wagon placed: 0,16 0,17 0,18 and the wagon at 0,19 make 4 on row 0.
	s := crossHarvestGame(t, 2, cards)
	s = put(t, s, 0, "0,16", "0,17", "0,18", "1,18")
	s = giveTile(t, s, 0, "2,18")
	supply := s.Supply(0)
	s = mustApply(t, s, "crossroads wagon 0,19")
	if got := s.MayorsMarker(0); got != 0 {
		t.Errorf("wagon placed as the 4th on row 0: MayorsMarker(0) = %d, want 0", got)
	}
	if got := s.Supply(0); got != supply-1 {
		t.Errorf("wagon placed: supply %d, want %d (the marker comes from the supply)", got, supply-1)
	}
	if got := part(t, s, 0, "Mayors"); got != 4 {
		t.Errorf("wagon placed: Mayors %d, want 4", got)
	}

	// A wagon moved: with two Wagon tiles (6,11 made a second Wagon hex),
	// the wagon goes to 1,19 (row 0 keeps 3, row 1 has 2), then moves to
	// 0,19.
	m := crossHarvestGame(t, 2, cards)
	m = withLocations(m, map[string]Location{"6,11": Wagon})
	m = put(t, m, 0, "0,16", "0,17", "0,18", "1,18", "6,12")
	m = giveTile(t, m, 0, "2,18")
	m = giveTile(t, m, 0, "6,11")
	supply = m.Supply(0)
	m = mustApply(t, m, "crossroads wagon 1,19")
	if m.MayorsMarker(0) != -1 || m.MayorsMarker(1) != -1 || m.Supply(0) != supply {
		t.Fatalf("wagon at 1,19: markers %d %d, supply %d", m.MayorsMarker(0), m.MayorsMarker(1), m.Supply(0))
	}
	m = mustApply(t, m, "crossroads wagon 1,19>0,19")
	if got := m.MayorsMarker(0); got != 0 {
		t.Errorf("wagon moved as the 4th on row 0: MayorsMarker(0) = %d, want 0", got)
	}
	if got := m.Supply(0); got != supply-1 {
		t.Errorf("wagon moved: supply %d, want %d", got, supply-1)
	}

	// A city hall placed at 8,9 covers 7,8 7,9 / 8,8 8,9 8,10 / 9,8 9,9:
	// row 8 gets 3 (with 8,7: 4), row 7 gets 2 (with 7,0 7,1: 4), row 9
	// gets 2 (2 only).
	h := crossHarvestGame(t, 2, cards)
	h = put(t, h, 0, "6,12", "8,7", "7,0", "7,1")
	h = giveTile(t, h, 0, "6,11")
	supply = h.Supply(0)
	h = mustApply(t, h, "crossroads cityhall 8,9")
	for r, want := range map[int]int{6: -1, 7: 0, 8: 0, 9: -1} {
		if got := h.MayorsMarker(r); got != want {
			t.Errorf("city hall: MayorsMarker(%d) = %d, want %d", r, got, want)
		}
	}
	if got := h.Supply(0); got != supply-2 {
		t.Errorf("city hall: supply %d, want %d (two markers)", got, supply-2)
	}
	if got := part(t, h, 0, "Mayors"); got != 8 {
		t.Errorf("city hall: Mayors %d, want 8", got)
	}
}

// TestSiloPhaseCountsPieces: the silo phase sees the Crossroads pieces: a
// player whose only pieces next to silos are its wagon and its city hall
// gets a silo action per silo, and places next to them.
//
// Rulebook 003, "Silo": "A la fin de la partie, mais avant le décompte des
// points, vous avez la possibilité soit de placer trois de vos cités soit
// de déplacer trois de vos cités pour chaque Silo à côté duquel vous avez
// placé au moins une de vos cités." "Les cités placées ou déplacées doivent
// être mises sur des cases adjacentes à au moins une autre de vos cités."
// Crossroads, "Faire entrer en jeu de nouvelles forces": "Les guerriers,
// les bateaux et les chariots sont considérés comme des cités." "Hôtel de
// ville": "La tuile Hôtel de ville compte comme 7 cités à tous les
// égards". RULINGS.md: the pieces count as settlements for "the silo
// phase".
//
// Crossroads + Harvest on the first-game board with crossFixture's
// locations and silos at 5,5 and 8,13. Player 1, the last to play in the
// last round, has settlements at 1,18 (Wagon 2,18), 6,12 (City Hall 6,11)
// and 3,6, none next to a silo; its wagon goes to 4,6 (next to the silo
// 5,5) and its city hall is centred on 8,11 (8,12 is next to the silo
// 8,13).
func TestSiloPhaseCountsPieces(t *testing.T) {
	s := crossHarvestGame(t, 2, [3]Card{Rangers, Travellers, Innkeepers})
	s = reshape(t, s, map[string]string{"5,5": "O", "8,13": "O"})
	s = put(t, s, 0, "15,4")
	s = put(t, s, 1, "1,18", "6,12", "3,6")
	s = giveTile(t, s, 1, "2,18")
	s = giveTile(t, s, 1, "6,11")
	s = lastTurn(s)
	if s.ToMove() != 1 || s.silosTouched(1) != 0 {
		t.Fatalf("set-up: ToMove %d, silos next to player 1's settlements %d", s.ToMove(), s.silosTouched(1))
	}
	s = mustApply(t, s, "crossroads wagon 4,6", "crossroads cityhall 8,11", "end")
	on, left := s.SiloPhase()
	if s.IsTerminal() || !on || left != 2 || s.ToMove() != 1 {
		t.Fatalf("after the last turn: terminal %v, silo phase %v with %d actions, ToMove %d; want player 1's 2 silo actions (its wagon is next to 5,5, its city hall next to 8,13)",
			s.IsTerminal(), on, left, s.ToMove())
	}
	// 5,6 touches only the wagon (4,6) of player 1's pieces and
	// settlements; 9,12 touches only the city hall (8,12 and 9,11).
	got := movesOf(s, "silo ")
	for _, want := range []string{"silo 5,6", "silo 9,12"} {
		if !contains(got, want) {
			t.Errorf("silo placements %v: no %q (next to player 1's wagon or city hall)", got, want)
		}
	}
	s = mustApply(t, s, "silo 5,6", "silo 9,12", "silo 9,13")
	if on, left := s.SiloPhase(); !on || left != 1 || s.Supply(1) != 40-3-3 {
		t.Fatalf("after one silo action: phase %v, %d left, supply %d", on, left, s.Supply(1))
	}
	s = mustApply(t, s, "silo pass")
	if !s.IsTerminal() {
		t.Errorf("not over after the last silo action")
	}
}

// TestCrossroadsTileTakenByCanoeDrawsAtEndOfThatTurn: a Crossroads tile
// taken by a Canoe answer, during another player's turn, draws its first
// extra card at the end of that turn; the holder chooses between two cards
// at the start of its own next turn.
//
// Rulebook 003, "Carrefour": "A la fin de votre tour, piochez une carte
// Terrain supplémentaire. Lors de votre tour suivant, vous pouvez choisir
// laquelle des deux cartes Terrain vous souhaitez utiliser [...] Piochez
// la première carte Terrain supplémentaire à la fin du tour au cours
// duquel vous avez récupéré cette plaquette de lieu." RULINGS.md: a tile a
// Canoe settlement takes "behaves as if taken in that turn (a Crossroads
// tile's extra card is drawn at the end of the turn in which it was
// taken)".
//
// Crossroads + Marshlands on the Marshlands sample sections, 9,3 made a
// Crossroads location hex (next to the Canoe target 10,3). Player 1
// (Canoe 11,1, settlement 11,2, a Refuge tile of 1,11) answers player 0's
// placement at 0,11, which takes the last Refuge tile, at 10,3.
func TestCrossroadsTileTakenByCanoeDrawsAtEndOfThatTurn(t *testing.T) {
	s := seamsGame(t, Config{Players: 2, Seed: 1, Crossroads: true, Marshlands: true,
		Quadrants: SampleMarshlandsQuadrants(), Cards: [3]Card{Fishermen, Knights, Merchants}})
	s = reshape(t, s, map[string]string{"9,3": "crossroads"})
	s = put(t, s, 1, "11,2")
	s = giveTile(t, s, 1, "11,1") // Canoe
	s = giveTile(t, s, 1, "1,11") // Refuge: one tile left
	s = dealHand(t, s, 0, Forest)
	if _, ok := s.SecondCard(1); ok {
		t.Fatal("set-up: player 1 has a second card already")
	}

	s = mustApply(t, s, "place 0,11")
	if s.ToMove() != 1 {
		t.Fatalf("ToMove %d, want player 1's Canoe answer", s.ToMove())
	}
	s = mustApply(t, s, "marshlands canoe 10,3")
	if !holdsLocation(s, 1, Crossroads) || s.TilesLeft(off(t, "9,3")) != 1 {
		t.Fatalf("player 1's Canoe settlement at 10,3 did not take a Crossroads tile: %v", s.Tiles(1))
	}
	if _, ok := s.SecondCard(1); ok {
		t.Error("player 1 drew its extra card before the end of the turn")
	}
	s = mustApply(t, s, "place 0,10", "place 0,12", "end")
	second, ok := s.SecondCard(1)
	if !ok {
		t.Fatal("at the end of player 0's turn, in which player 1 took its Crossroads tile, player 1 drew no extra card")
	}
	if s.ToMove() != 1 {
		t.Fatalf("ToMove %d, want 1", s.ToMove())
	}
	main, _ := s.Hand(1)
	if main == second {
		t.Fatalf("player 1's cards are both %v: the seed gives no choice to check", main)
	}
	got := movesOf(s, "")
	if len(got) != 2 || !strings.HasPrefix(got[0], "crossroads choose ") || !strings.HasPrefix(got[1], "crossroads choose ") {
		t.Errorf("player 1's turn starts with %v, want the choice between its two cards (%v and %v)", got, main, second)
	}
}

// seamsTwoLocations is a Marshlands custom section (an invention of this
// test, not a printed section): the sample Temple section with a Farm at
// 1,3, so that the grass hex 1,2 touches the Temple 1,1 and the Farm 1,3.
const seamsTwoLocations = `
section golden-temple-farm marshlands
G G S S T T W D D D
G L G L T T W D D C
G G G S S P W W D C
F F G S S T T W C C
F F F T T T T W C C
F M M S S G G W L C
F F M S S G G W C C
D D M M S S G W W C
D D D S S S G G W W
D D D D S S G G G W
at 1,1 temple
at 1,3 farm
at 5,8 temple
`

// TestCanoeEachEmptiedLocationAsksAgain: one placement that takes the last
// tile of two locations raises two Canoe interrupts; a holder of two Canoe
// tiles answers both. The position between them survives its JSON form.
//
// Rulebook 003, "Canoë": "cette action ne peut être effectuée qu'au moment
// où un joueur (vous y compris) prend la dernière plaquette de lieu d'un
// lieu." RULINGS.md: "Canoe: each location whose last tile is taken raises
// its own Canoe opportunity; one placement that empties two locations
// gives two (a holder of two Canoe tiles may answer both)."
//
// Marshlands on the sample sections, the top left one replaced by
// seamsTwoLocations. Player 1 holds both Canoe tiles (11,1 and 17,5) and
// one tile each of the Temple 1,1 and the Farm 1,3; player 0 builds at 1,2.
func TestCanoeEachEmptiedLocationAsksAgain(t *testing.T) {
	secs, err := ParseSections(seamsTwoLocations)
	if err != nil {
		t.Fatal(err)
	}
	q := SampleMarshlandsQuadrants()
	q[0] = Quadrant{Custom: secs[0]}
	s := seamsGame(t, Config{Players: 2, Seed: 1, Marshlands: true, Quadrants: q, Cards: [3]Card{Fishermen, Knights, Merchants}})
	s = put(t, s, 1, "0,1", "0,4", "11,2", "16,6")
	for _, h := range []string{"1,1", "1,3", "11,1", "17,5"} {
		s = giveTile(t, s, 1, h)
	}
	s = dealHand(t, s, 0, Grass)
	s = playedRound(s) // player 1 has played a turn: its settlements are reachable
	if err := roundTrip(s); err != nil {
		t.Fatal(err)
	}
	supply := s.Supply(1)

	s = mustApply(t, s, "place 1,2")
	if s.TilesLeft(off(t, "1,1")) != 0 || s.TilesLeft(off(t, "1,3")) != 0 {
		t.Fatalf("1,2 did not take the last Temple and Farm tiles")
	}
	if s.ToMove() != 1 || len(movesOf(s, "marshlands canoe ")) == 0 {
		t.Fatalf("first interrupt: ToMove %d, Canoe moves %v", s.ToMove(), movesOf(s, "marshlands canoe "))
	}
	if err := roundTrip(s); err != nil {
		t.Errorf("first interrupt, the second one waiting: %v", err)
	}
	s = mustApply(t, s, "marshlands canoe 10,3")
	if s.ToMove() != 1 {
		t.Fatalf("after the first answer: ToMove %d, want player 1 again (the second location emptied)", s.ToMove())
	}
	canoes := movesOf(s, "marshlands canoe ")
	if len(canoes) == 0 || !contains(movesOf(s, "marshlands"), "marshlands decline") {
		t.Fatalf("second interrupt: moves %v", movesOf(s, "marshlands"))
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("JSON round trip between the two interrupts: %v\n%s", err, b)
	}
	s = mustApply(t, back, "marshlands canoe 12,2")
	if s.ToMove() != 0 || s.Placed() != 1 || s.Supply(1) != supply-2 {
		t.Errorf("after both answers: ToMove %d, placed %d, player 1's supply %d (want 0, 1, %d)", s.ToMove(), s.Placed(), s.Supply(1), supply-2)
	}
	for _, h := range []string{"10,3", "12,2"} {
		if s.Occupant(off(t, h)) != 1 {
			t.Errorf("no Canoe settlement of player 1 at %s", h)
		}
	}
	if got := movesOf(s, "marshlands"); len(got) != 0 {
		t.Errorf("a third interrupt: %v", got)
	}
}

// TestLocationTileOncePerGame: a player who lost the tile of a location
// takes none when it comes back next to it, tiles remaining; the JSON form
// lists the lost tile.
//
// Rulebook 000, "Lieux et Plaquettes de lieu": "Un joueur ne peut
// récupérer qu'une seule plaquette de lieu d'un même lieu, même s'il place
// plusieurs de ses cités près de ce dernier." "si le joueur déplace sa
// dernière cité adjacente à ce lieu grâce à une de ses actions spéciale,
// il doit alors défausser la plaquette de lieu correspondante, qui est
// ensuite retirée du jeu." RULINGS.md: "a player takes at most one tile
// from a location in the whole game, even after losing it".
//
// Base game, first-game board. Player 0 holds a Farm tile of 11,17 (its
// settlement 10,18) and a Paddock tile of 6,11 (6,12); the Paddock moves
// 10,18 to 10,16, the Farm tile is lost; the forest settlement at 10,17
// comes back next to the Farm, one tile lying there.
func TestLocationTileOncePerGame(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "10,18", "6,12")
	s = giveTile(t, s, 0, "11,17") // Farm: one tile left
	s = giveTile(t, s, 0, "6,11")  // Paddock
	s = dealHand(t, s, 0, Forest)

	s = mustApply(t, s, "tile paddock 10,18>10,16")
	if holdsLocation(s, 0, Farm) || s.TilesLeft(off(t, "11,17")) != 1 {
		t.Fatalf("after the Paddock: tiles %v, %d left on the Farm; want the Farm tile lost, 1 left", s.Tiles(0), s.TilesLeft(off(t, "11,17")))
	}
	s = mustApply(t, s, "place 10,17")
	if holdsLocation(s, 0, Farm) {
		t.Errorf("player 0 took a second Farm tile of 11,17: %v", s.Tiles(0))
	}
	if got := s.TilesLeft(off(t, "11,17")); got != 1 {
		t.Errorf("tiles left on the Farm 11,17: %d, want 1", got)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"lost":[["11,17"],[]]`) {
		t.Errorf("the JSON document does not list player 0's lost Farm tile: %s", b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("JSON round trip: %v", err)
	}
	// Read back, the rule holds: another settlement next to the Farm takes
	// nothing either.
	back = mustApply(t, back, "place 11,16")
	if holdsLocation(back, 0, Farm) || back.TilesLeft(off(t, "11,17")) != 1 {
		t.Errorf("after the round trip, 11,16 took the Farm tile: %v", back.Tiles(0))
	}
}

// TestBazaarRepeatedCathedralGivesNoColony: a Cathedral use repeated by
// the Bazaar may turn the colony tiles over, not take one.
//
// Rulebook 003, "Bazar": "Vous pouvez répéter une nouvelle fois une autre
// de vos actions spéciales pendant votre tour." "En répétant une actions
// spéciale, vous ne gagnez pas de jetons ou de tuiles supplémentaires".
// "Cathédrale": "vous avez le choix entre prendre une tuile Colonie et la
// poser devant vous, ou bien retourner toutes les tuiles Colonie posées
// devant vous". RULINGS.md: "a repeated Cathedral gives no colony tile".
//
// Harvest on the first-game board, a Bazaar at 0,9 and a Cathedral at 4,9;
// player 0 (settlements 0,8 and 4,8) holds one tile of each.
func TestBazaarRepeatedCathedralGivesNoColony(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "bazaar", "4,9": "cathedral"})
	s = put(t, s, 0, "0,8", "4,8")
	s = giveTile(t, s, 0, "0,9")
	s = giveTile(t, s, 0, "4,9")
	s = mustApply(t, s, "colony 1")
	if ones, fives := s.ColonyTiles(0); ones != 1 || fives != 0 {
		t.Fatalf("colony 1: tiles %d+%d", ones, fives)
	}
	if !contains(movesOf(s, "bazaar"), "bazaar cathedral") {
		t.Fatalf("Bazaar moves %v", movesOf(s, "bazaar"))
	}
	s = mustApply(t, s, "bazaar cathedral")
	sameMoves(t, "the repeated Cathedral", movesOf(s, "colon"), []string{"colonies"})
	for _, m := range []string{"colony 1", "colony 5"} {
		_, err := Apply(s, mustParse(t, m))
		if err == nil || !strings.Contains(err.Error(), "repeated by the Bazaar") {
			t.Errorf("Apply(%s) after the Bazaar repeated the Cathedral: %v, want an error saying a repeated use gains no colony tile", m, err)
		}
	}
	s = mustApply(t, s, "colonies")
	if ones, fives := s.ColonyTiles(0); ones != 0 || fives != 0 || s.ColonySettlementsLeft() != 1 {
		t.Errorf("colonies: tiles %d+%d, %d settlements to build; want 0+0 and 1", ones, fives, s.ColonySettlementsLeft())
	}
}

// TestBazaarRepeatedCathedralAfterColoniesGivesNoColony: the same rule in
// the other order. The first Cathedral use turns the colony tiles over;
// the use repeated by the Bazaar may not take a colony tile either (it
// would be a tile gained by repeating an action: without the Bazaar, the
// player would have gained none this turn).
//
// Rulebook 003, "Bazar": "En répétant une actions spéciale, vous ne gagnez
// pas de jetons ou de tuiles supplémentaires". RULINGS.md: "Bazaar:
// repeating an action gains no extra token or tile of any kind; a repeated
// Cathedral gives no colony tile."
func TestBazaarRepeatedCathedralAfterColoniesGivesNoColony(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "bazaar", "4,9": "cathedral"})
	s = put(t, s, 0, "0,8", "4,8")
	s = giveTile(t, s, 0, "0,9")
	s = giveTile(t, s, 0, "4,9")
	s.x.harvest.colony[0] = [2]uint8{1, 0} // the colony tile of an earlier turn
	s = mustApply(t, s, "colonies")
	for s.ColonySettlementsLeft() > 0 {
		s = mustApply(t, s, Legal(s)[0].String())
	}
	s = mustApply(t, s, "bazaar cathedral")
	if got := movesOf(s, "colon"); len(got) != 0 {
		t.Errorf("the repeated Cathedral after \"colonies\" offers %v, want nothing (no colony tile to turn over, none to take)", got)
	}
	mustRefuse(t, s, "colony 1")
}

// TestPieceBuildScoresNomadsCards: a Crossroads piece placed is a
// settlement placed for the Nomads cards scored during play.
//
// Rulebook 003, "Ambassadeurs": "1 point de victoire pour chacune de vos
// cités que vous placez adjacente à au moins une cité d'un autre joueur.
// Avancez immédiatement votre marqueur"; "Bergers": "2 points de victoire
// pour chacune de vos cités que vous placez de façon à ce qu'elle ne soit
// pas adjacente à une case Terrain vide du même type que la case sur
// laquelle vous l'avez posée." Crossroads, "Faire entrer en jeu de
// nouvelles forces": "Les guerriers, les bateaux et les chariots sont
// considérés comme des cités." RULINGS.md: Crossroads
// pieces count as settlements "in every respect: every card (in-play cards
// [...] included) [...] placing or moving one is placing or moving a
// settlement".
//
// Crossroads + Nomads on the first-game board with crossFixture's
// locations. Player 0 (settlement 1,18, a Wagon tile of 2,18) places its
// wagon at 0,19 (desert), between player 1's settlements 0,18 and 1,19:
// next to another player's settlement, and its desert neighbours are all
// taken.
func TestPieceBuildScoresNomadsCards(t *testing.T) {
	c := FirstGame(2, 1)
	c.Crossroads, c.Nomads = true, true
	c.Cards = [3]Card{Ambassadors, Shepherds, Fishermen}
	s := withLocations(seamsGame(t, c), crossFixture)
	s = put(t, s, 0, "1,18")
	s = giveTile(t, s, 0, "2,18")
	s = put(t, s, 1, "0,18", "1,19")
	before := [2][2]int{}
	for p := range 2 {
		before[p] = [2]int{part(t, s, p, "Ambassadors"), part(t, s, p, "Shepherds")}
	}
	s = mustApply(t, s, "crossroads wagon 0,19")
	if got := part(t, s, 0, "Ambassadors"); got != before[0][0]+1 {
		t.Errorf("player 0's Ambassadors after its wagon next to player 1's settlements: %d, want %d", got, before[0][0]+1)
	}
	if got := part(t, s, 0, "Shepherds"); got != before[0][1]+2 {
		t.Errorf("player 0's Shepherds after its wagon with no free desert around: %d, want %d", got, before[0][1]+2)
	}
	if got := [2]int{part(t, s, 1, "Ambassadors"), part(t, s, 1, "Shepherds")}; got != before[1] {
		t.Errorf("player 1's Ambassadors, Shepherds: %v, want %v (unchanged)", got, before[1])
	}
}

// TestCanoeAnswerScoresItsBuilder: a Canoe settlement built in another
// player's turn scores the cards scored during play for its builder.
//
// Rulebook 003, "Ambassadeurs": "1 point de victoire pour chacune de vos
// cités que vous placez adjacente à au moins une cité d'un autre joueur.
// Avancez immédiatement votre marqueur en conséquence sur la piste de
// score." RULINGS.md: "A settlement built outside its owner's turn (a
// Canoe answer) belongs to its owner for everything and never to the
// player whose turn it is. In-play cards that score as settlements are
// built (Mayors, Families, Shepherds, Ambassadors) score it for its
// builder at once".
//
// Marshlands + Nomads on the first-game board, the bottom left section
// replaced by the sample Canoe section (Canoe 11,1). Player 1 (settlements
// 11,2 and 7,1, a Canoe tile, a Tavern tile of 6,2) answers player 0's
// canyon settlement at 5,1, which takes the last Tavern tile, at 10,3:
// next to player 0's swamp settlement 10,4.
func TestCanoeAnswerScoresItsBuilder(t *testing.T) {
	c := FirstGame(2, 1)
	c.Nomads, c.Marshlands = true, true
	c.Quadrants[2] = SampleMarshlandsQuadrants()[2]
	c.Cards = [3]Card{Ambassadors, Fishermen, Knights}
	s := seamsGame(t, c)
	s = put(t, s, 0, "10,4")
	s = put(t, s, 1, "11,2", "7,1")
	s = giveTile(t, s, 1, "11,1") // Canoe
	s = giveTile(t, s, 1, "6,2")  // Tavern: one tile left
	s = dealHand(t, s, 0, Canyon)
	a0, a1 := part(t, s, 0, "Ambassadors"), part(t, s, 1, "Ambassadors")

	s = mustApply(t, s, "place 5,1")
	if s.ToMove() != 1 || !contains(movesOf(s, "marshlands canoe "), "marshlands canoe 10,3") {
		t.Fatalf("player 1's Canoe: ToMove %d, moves %v", s.ToMove(), movesOf(s, "marshlands canoe "))
	}
	if got := part(t, s, 0, "Ambassadors"); got != a0 {
		t.Fatalf("5,1 touches no settlement of player 1, yet player 0's Ambassadors went from %d to %d", a0, got)
	}
	s = mustApply(t, s, "marshlands canoe 10,3")
	if got := part(t, s, 1, "Ambassadors"); got != a1+1 {
		t.Errorf("player 1's Ambassadors after its Canoe settlement next to player 0's: %d, want %d", got, a1+1)
	}
	if got := part(t, s, 0, "Ambassadors"); got != a0 {
		t.Errorf("player 0's Ambassadors after player 1's Canoe settlement: %d, want %d (unchanged)", got, a0)
	}
	// Player 0's turn goes on; its own settlements touch none of player 1's.
	s = mustApply(t, s, "place 5,2", "place 6,3", "end")
	if got := [2]int{part(t, s, 0, "Ambassadors"), part(t, s, 1, "Ambassadors")}; got != [2]int{a0, a1 + 1} {
		t.Errorf("Ambassadors after player 0's turn: %v, want %v", got, [2]int{a0, a1 + 1})
	}
}

// TestVagabondsCountPieces: a Crossroads piece placed in the player's own
// turn counts for Vagabonds as a settlement placed there; a piece moved
// does not, as a settlement moved does not.
//
// Rulebook 003, Vagabonds: "A chacun de vos tours, 1 point de victoire pour
// chaque section de plateau de jeu sur laquelle vous avez placé une de vos
// cités"; "Les guerriers, les bateaux et les chariots sont considérés
// comme des cités". RULINGS.md: "Crossroads pieces count as settlements in
// every respect: every card (in-play cards such as Mayors and Vagabonds
// included) ... placing or moving one is placing or moving a settlement."
func TestVagabondsCountPieces(t *testing.T) {
	cards := [3]Card{Vagabonds, Rangers, Travellers}
	// The wagon at 0,19 stands in the top right section (quadrant 1).
	s := crossHarvestGame(t, 2, cards)
	s = put(t, s, 0, "0,16", "0,17", "0,18", "1,18")
	s = giveTile(t, s, 0, "2,18")
	if s.x.harvest.sections != 0 {
		t.Fatalf("precondition: sections %04b noted before the turn's first move", s.x.harvest.sections)
	}
	s = mustApply(t, s, "crossroads wagon 0,19")
	if got := s.x.harvest.sections; got != 1<<1 {
		t.Errorf("a wagon placed in the top right section: Vagabonds sections %04b, want 0010", got)
	}
	// At the end of the turn the noted sections score (the turn's end
	// for Harvest, on a copy: the mandatory action is not played here).
	c := s
	c.endHarvestTurn(0)
	if got := part(t, c, 0, "Vagabonds") - part(t, s, 0, "Vagabonds"); got != 1 {
		t.Errorf("end of the turn: Vagabonds +%d, want +1 (the wagon's section)", got)
	}

	// Moved, the wagon places nothing: no section for Vagabonds.
	m := crossHarvestGame(t, 2, cards)
	m = put(t, m, 0, "0,16", "0,17", "0,18", "1,18")
	m = giveTile(t, m, 0, "2,18")
	m.x.crossroads.setPieceHex(WagonPiece, 0, hx(t, "1,19"))
	m.x.crossroads.sync(m.g.players)
	m.occupied.Insert(hx(t, "1,19"))
	m.setNear()
	m = mustApply(t, m, "crossroads wagon 1,19>0,19")
	if got := m.x.harvest.sections; got != 0 {
		t.Errorf("a wagon moved: Vagabonds sections %04b, want none", got)
	}
}

// TestNoCanoeInSiloPhase: a silo placement that takes the last tile of a
// location raises no Canoe interrupt: the turns are over.
//
// Rulebook 003, "Canoë": the action "ne peut être effectuée qu'au moment où
// un joueur (vous y compris) prend la dernière plaquette de lieu d'un
// lieu. Le tour de jeu du joueur concerné est brièvement interrompu"; the
// silo phase comes "à la fin de la partie, mais avant le décompte des
// points", when no turn is left to interrupt. RULINGS.md: "No Canoe in the
// Harvest silo phase (the turns are over)."
//
// Marshlands + Harvest on the Marshlands sample sections, 0,13 made a
// silo. Player 0 stands at 0,12, next to the silo; the Refuge 1,11 has one
// tile left; player 1 holds a Canoe tile (11,1) next to its settlement
// 11,2, with free swamp and water around.
func TestNoCanoeInSiloPhase(t *testing.T) {
	c := Config{Players: 2, Seed: 1, Marshlands: true, Harvest: true, Quadrants: SampleMarshlandsQuadrants(), Cards: [3]Card{Rangers, Travellers, Innkeepers}}
	s := reshape(t, seamsGame(t, c), map[string]string{"0,13": "O"})
	s = put(t, s, 0, "0,12")
	s = put(t, s, 1, "11,2")
	s = giveTile(t, s, 1, "11,1")
	s = giveTile(t, s, 1, "1,11") // one Refuge tile left
	if !s.canCanoe(1) || s.canoeTargets(1).IsEmpty() {
		t.Fatal("precondition: player 1 cannot answer a Canoe interrupt")
	}
	s = lastTurn(s)
	s = mustApply(t, s, "end")
	if on, _ := s.SiloPhase(); !on || s.ToMove() != 0 {
		t.Fatalf("precondition: silo phase %v, ToMove %d; want player 0's silo action", on, s.ToMove())
	}
	s = mustApply(t, s, "silo 0,11")
	if s.TilesLeft(off(t, "1,11")) != 0 {
		t.Fatal("precondition: the silo placement at 0,11 did not take the last Refuge tile")
	}
	if s.x.marshlands.ask != 0 || s.ToMove() != 0 || len(movesOf(s, "marshlands")) != 0 {
		t.Errorf("a Canoe interrupt in the silo phase: asked %04b, ToMove %d, Marshlands moves %v", s.x.marshlands.ask, s.ToMove(), movesOf(s, "marshlands"))
	}
	if got := movesOf(s, "silo "); len(got) == 0 {
		t.Error("the silo action does not go on")
	}
}

// TestTaskScoresOnce: a task card met twice scores once.
//
// Rulebook 003, Crossroads, the task cards: "Si un joueur remplit plusieurs
// fois la condition d'une carte Tâche, cela ne lui fait pas gagner plus de
// points." RULINGS.md: "Task cards score once each, even when their
// condition is met several times (the general task rule stands over the
// "pour chaque" wording of HomeCountry and Fortress)."
func TestTaskScoresOnce(t *testing.T) {
	s := taskGame(t, Fortress)
	// Two settlements each surrounded by 6 of player 0's: 8,8 and 12,12.
	s = put(t, s, 0, "8,8", "7,7", "7,8", "8,7", "8,9", "9,7", "9,8")
	if got := taskPoints(s, 0)["Fortress"]; got != 6 {
		t.Fatalf("one fortress: %d points, want 6", got)
	}
	// A second centre, away from the first, whose 7 hexes are free and
	// buildable.
	second := -1
	for h := range boardSize {
		r := rosette(h)
		if r.Count() == 7 && r.Intersect(s.g.buildable) == r && !grid.Dilate(r).Intersects(s.occupied) {
			second = h
			break
		}
	}
	if second < 0 {
		t.Fatal("precondition: no room for a second fortress")
	}
	for h := range rosette(second).All() {
		s = put(t, s, 0, hexText(h))
	}
	if got := taskPoints(s, 0)["Fortress"]; got != 6 {
		t.Errorf("two fortresses: %d points, want 6 (a task scores once)", got)
	}
}

// TestTempleAsideLeftAtEnd: a settlement set aside by the Temple in the
// last round is owed to the next mandatory action; when the game ends
// first, it is simply not placed: it is neither on the board nor in the
// supply, and it does not hold the game open.
//
// Rulebook 003, "Temple": the settlement removed is placed "en plus" by the
// mandatory action of the player's next turn. RULINGS.md: "Temple: a
// settlement set aside by the Temple is owed; if the game ends before it
// can be placed, it is simply not placed (it is not in the supply and does
// not stop the end)."
func TestTempleAsideLeftAtEnd(t *testing.T) {
	s := marshlandsGame(t, 2)
	s = put(t, s, 1, "0,2", "4,9")
	s = giveTile(t, s, 1, "1,1") // the Temple 1,1, next to 0,2
	s = lastTurn(s)              // player 1 plays the last turn of the game
	supply := s.Supply(1)
	s = mustApply(t, s, "marshlands temple 4,9", "end")
	if !s.IsTerminal() {
		t.Fatal("the game goes on after the last turn")
	}
	if s.SetAside(1) != 1 || s.Supply(1) != supply || s.Occupant(off(t, "4,9")) != -1 {
		t.Errorf("at the end: set aside %d, supply %d (want %d), 4,9 held by %d; want the settlement left aside", s.SetAside(1), s.Supply(1), supply, s.Occupant(off(t, "4,9")))
	}
}

// canoeFreshGame is the board of TestCanoeEachEmptiedLocationAsksAgain
// (Marshlands on the sample sections, the top left one replaced by
// seamsTwoLocations: the Temple 1,1 and the Farm 1,3 both touch the grass
// hex 1,2; the Canoe locations 11,1 and 17,5), 2 players, where player 1
// holds one tile each of the Temple and the Farm (settlements 0,1 and 0,4)
// and the Canoe tile of 17,5 (settlement 16,6), all taken in earlier
// turns, and a settlement at 13,2, two hexes from the Canoe 11,1.
func canoeFreshGame(t *testing.T) State {
	t.Helper()
	secs, err := ParseSections(seamsTwoLocations)
	if err != nil {
		t.Fatal(err)
	}
	q := SampleMarshlandsQuadrants()
	q[0] = Quadrant{Custom: secs[0]}
	s := seamsGame(t, Config{Players: 2, Seed: 1, Marshlands: true, Quadrants: q, Cards: [3]Card{Fishermen, Knights, Merchants}})
	s = put(t, s, 1, "0,1", "0,4", "13,2", "16,6")
	for _, h := range []string{"1,1", "1,3", "17,5"} {
		s = giveTile(t, s, 1, h)
	}
	return playedRound(s)
}

// TestCanoeTileTakenByCanoeAnswerWaitsForOwnersTurn: a Canoe tile that a
// Canoe answer takes is usable from its owner's next own turn on, not for
// the next interrupt of the same turn.
//
// Rulebook 000, "Lieux et Plaquettes de lieu": "Il pourra utiliser
// l'action supplémentaire octroyée par cette plaquette de lieu uniquement
// à partir du prochain tour." Rulebook 003, "Canoë": "cette action ne peut
// être effectuée qu'au moment où un joueur (vous y compris) prend la
// dernière plaquette de lieu d'un lieu." RULINGS.md: "A tile taken in any
// turn, in or out of its owner's turn (a Canoe answer), is usable from its
// owner's next own turn on: a Canoe tile taken while answering a Canoe
// interrupt cannot answer another interrupt in the same turn."
//
// canoeFreshGame. Player 0 builds at 1,2 and takes the last Temple and Farm
// tiles: two interrupts. Player 1 answers the first with its Canoe tile of
// 17,5 at 12,2, next to the Canoe location 11,1, and takes a Canoe tile
// there. The second interrupt does not ask player 1: its only unused Canoe
// tile was taken in this turn. In player 1's next turn both are usable.
func TestCanoeTileTakenByCanoeAnswerWaitsForOwnersTurn(t *testing.T) {
	s := dealHand(t, canoeFreshGame(t), 0, Grass)
	s = mustApply(t, s, "place 1,2")
	if s.ToMove() != 1 || !contains(movesOf(s, "marshlands canoe "), "marshlands canoe 12,2") {
		t.Fatalf("first interrupt: ToMove %d, Canoe moves %v", s.ToMove(), movesOf(s, "marshlands canoe "))
	}
	s = mustApply(t, s, "marshlands canoe 12,2")
	canoes := 0
	for _, h := range s.Tiles(1) {
		if h.Location == Canoe {
			canoes++
		}
	}
	if canoes != 2 {
		t.Fatalf("player 1 holds %d Canoe tiles after building at 12,2 next to the Canoe 11,1, want 2: %v", canoes, s.Tiles(1))
	}
	if s.ToMove() != 0 || len(movesOf(s, "marshlands")) != 0 {
		t.Fatalf("second interrupt: ToMove %d, moves %v; want player 0 to go on (player 1's new Canoe tile is usable from its next turn)", s.ToMove(), movesOf(s, "marshlands"))
	}
	mustRefuse(t, s, "marshlands canoe 12,3")
	// The fresh mark survives the JSON form of the position.
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"11,1+"`) {
		t.Errorf("the JSON form does not mark player 1's new Canoe tile fresh (\"11,1+\"):\n%s", b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("JSON round trip: %v", err)
	}
	// Player 0 ends its turn: player 1's turn, both Canoe tiles usable.
	s = mustApply(t, back, "place 2,2", "place 2,1", "end")
	if s.ToMove() != 1 {
		t.Fatalf("ToMove %d, want 1", s.ToMove())
	}
	usable := 0
	for _, h := range s.Tiles(1) {
		if h.Location == Canoe && h.Usable {
			usable++
		}
	}
	if usable != 2 {
		t.Errorf("in player 1's turn, %d of its Canoe tiles are usable, want 2: %v", usable, s.Tiles(1))
	}
}

// TestCanoeTileTakenInOwnTurnWaitsForNextOwnTurn: a Canoe tile taken in
// its owner's turn does not answer an interrupt in the turn of the next
// player: it is usable from its owner's next own turn on.
//
// Rulebook 000, "Lieux et Plaquettes de lieu": "Il pourra utiliser
// l'action supplémentaire octroyée par cette plaquette de lieu uniquement
// à partir du prochain tour." RULINGS.md: "a tile taken this turn is
// usable from your next turn"; "A tile taken in any turn [...] is usable
// from its owner's next own turn on".
//
// canoeFreshGame without the Canoe tile of 17,5: player 1 plays first,
// plays the swamp half of its swamp / desert card (rulebook 003: two
// settlements on swamp), builds at 12,2 (taking a Canoe tile of 11,1) and
// 12,3, and ends its turn. Player 0 builds at 1,2 and takes the last
// Temple and Farm tiles: nobody is asked to answer, player 1's Canoe tile
// being fresh.
func TestCanoeTileTakenInOwnTurnWaitsForNextOwnTurn(t *testing.T) {
	s := canoeFreshGame(t)
	k := s.g.slotOf(hx(t, "17,5"))
	s.held[1] &^= 1 << k
	s.tilesLeft[k]++
	s.toMove = 1
	s.setNear()
	s = dealHand(t, s, 1, swampCardBase|Desert)
	s = mustApply(t, s, "marshlands play swamp", "place 12,2", "place 12,3")
	if !holdsLocation(s, 1, Canoe) {
		t.Fatalf("player 1 took no Canoe tile at 12,2: %v", s.Tiles(1))
	}
	s = mustApply(t, s, "end")
	s = dealHand(t, s, 0, Grass)
	s = mustApply(t, s, "place 1,2")
	if s.TilesLeft(off(t, "1,1")) != 0 || s.TilesLeft(off(t, "1,3")) != 0 {
		t.Fatalf("1,2 did not take the last Temple and Farm tiles")
	}
	if s.ToMove() != 0 || len(movesOf(s, "marshlands")) != 0 {
		t.Errorf("after 1,2: ToMove %d, moves %v; want no Canoe interrupt (player 1's Canoe tile was taken in its last turn: usable from its next)", s.ToMove(), movesOf(s, "marshlands"))
	}
}

// bazaarCrossGame is crossHarvestGame (the first-game board with the
// Crossroads locations of crossFixture, Harvest rules) with a Bazaar at
// 0,9, where player 0 holds the Bazaar tile (settlement 0,8).
func bazaarCrossGame(t *testing.T) State {
	t.Helper()
	s := reshape(t, crossHarvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "bazaar"})
	s = put(t, s, 0, "0,8")
	return giveTile(t, s, 0, "0,9")
}

// TestBazaarRepeatedBarracksPlacesNoWarrior: the Bazaar repeating the
// Barracks brings no second warrior into play; the repeat may take the
// warrior back.
//
// Rulebook 003, "Bazar": "En répétant une action spéciale, vous ne gagnez
// pas de jetons ou de tuiles supplémentaires, comme par exemple les jetons
// Eclaireur (extension 4), ou les guerriers, les bateaux et les tuiles
// Hôtel de ville (extension 2). Vous pouvez cependant déplacer vos tuiles
// et jetons lors de votre tour en répétant une action spéciale."
// RULINGS.md: "a repeat may place or move settlements and move what the
// player already has in play (a warrior, a ship), never bring a new one
// into play."
//
// bazaarCrossGame; player 0 also holds the Barracks tile of 6,7
// (settlement 7,7). It places a warrior at 8,8 and repeats the Barracks.
func TestBazaarRepeatedBarracksPlacesNoWarrior(t *testing.T) {
	s := giveTile(t, put(t, bazaarCrossGame(t), 0, "7,7"), 0, "6,7")
	s = mustApply(t, s, "crossroads warrior 8,8")
	if !contains(movesOf(s, "bazaar"), "bazaar barracks") {
		t.Fatalf("Bazaar moves %v", movesOf(s, "bazaar"))
	}
	s = mustApply(t, s, "bazaar barracks")
	sameMoves(t, "the repeated Barracks", movesOf(s, "crossroads warrior"), []string{"crossroads warrior 8,8>supply"})
	_, err := Apply(s, mustParse(t, "crossroads warrior 6,8"))
	if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "repeated by the Bazaar") {
		t.Errorf("a second warrior after the repeat: %v, want an illegal move saying a repeat brings no warrior", err)
	}
	s = mustApply(t, s, "crossroads warrior 8,8>supply")
	if _, _, ok := s.PieceAt(off(t, "8,8")); ok {
		t.Errorf("the warrior is still at 8,8")
	}
	if got := movesOf(s, "crossroads warrior"); len(got) != 0 {
		t.Errorf("a third Barracks use: %v", got)
	}
}

// TestBazaarRepeatedLighthouseMovesTheShip: the Bazaar repeating the
// Lighthouse moves or returns the ship on the board, and puts none back
// into play once the first use took it to the supply.
//
// Rulebook 003, "Bazar", as in TestBazaarRepeatedBarracksPlacesNoWarrior
// ("ou les guerriers, les bateaux [...]"; "Vous pouvez cependant déplacer
// vos tuiles et jetons"). RULINGS.md: "never bring a new one into play".
//
// bazaarCrossGame; player 0 also holds the Lighthouse tile of 6,2
// (settlement 5,2). In an earlier turn it put its ship at 4,3.
func TestBazaarRepeatedLighthouseMovesTheShip(t *testing.T) {
	base := giveTile(t, put(t, bazaarCrossGame(t), 0, "5,2"), 0, "6,2")
	base = mustApply(t, base, "crossroads ship 4,3")
	base.used = [numLocations]uint8{} // as in the next turn

	// Moved, then moved again by the repeat.
	s := mustApply(t, base, "crossroads ship 4,3>4,2", "bazaar lighthouse")
	moves := movesOf(s, "crossroads ship")
	if len(moves) == 0 || !contains(moves, "crossroads ship 4,2>supply") {
		t.Errorf("the repeated Lighthouse offers %v, want the ship's moves and its return", moves)
	}
	for _, m := range moves {
		if !strings.HasPrefix(m, "crossroads ship 4,2>") {
			t.Errorf("the repeated Lighthouse offers %s", m)
		}
	}

	// Returned, then not placed again by the repeat.
	s = mustApply(t, base, "crossroads ship 4,3>supply", "bazaar lighthouse")
	if got := movesOf(s, "crossroads ship"); len(got) != 0 {
		t.Errorf("the repeated Lighthouse after the ship's return offers %v, want nothing (a repeat brings no ship into play)", got)
	}
	_, err := Apply(s, mustParse(t, "crossroads ship 4,3"))
	if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "repeated by the Bazaar") {
		t.Errorf("the ship placed again by the repeat: %v, want an illegal move saying a repeat brings no ship", err)
	}
}

// TestBazaarRepeatedScoutCabinMovesItsTokens: a Scout Cabin use repeated by
// the Bazaar moves the scout tokens on the board and places none beyond
// them: after a first use that could place one token only, the repeat
// places one, though two hexes are open by then.
//
// Rulebook 003, "Bazar": "En répétant une action spéciale, vous ne gagnez
// pas de jetons ou de tuiles supplémentaires, comme par exemple les jetons
// Eclaireur (extension 4) [...] Vous pouvez cependant déplacer vos tuiles
// et jetons lors de votre tour en répétant une action spéciale."
// RULINGS.md: "never bring a new one into play".
//
// Harvest on the first-game board, a Bazaar at 0,9 and a Scout Cabin at
// 4,9, whose tiles player 0 holds; its one settlement 8,8 is hemmed in by
// player 1's (7,7 7,8 8,7 9,7 9,8) but for 8,9. The first scout token can
// only go to 8,9; the grass settlements 8,10 9,9 7,9 open more hexes; the
// repeated Scout Cabin moves the token to 8,11 and stops there.
func TestBazaarRepeatedScoutCabinMovesItsTokens(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "bazaar", "4,9": "cabin"})
	s = put(t, s, 0, "8,8")
	s = put(t, s, 1, "7,7", "7,8", "8,7", "9,7", "9,8")
	s = giveTile(t, giveTile(t, s, 0, "0,9"), 0, "4,9")
	s = setHand(s, 0, Grass)
	sameMoves(t, "the first scout token", movesOf(s, "scout"), []string{"scout 8,9"})
	s = mustApply(t, s, "scout 8,9")
	if got := movesOf(s, "scout"); len(got) != 0 {
		t.Fatalf("a second token after 8,9: %v, want none (no hex for it)", got)
	}
	s = mustApply(t, s, "place 8,10", "place 9,9", "place 7,9", "bazaar cabin")
	if got := movesOf(s, "scout"); len(got) < 2 {
		t.Fatalf("the repeated Scout Cabin offers %v, want the token's moves", got)
	}
	s = mustApply(t, s, "scout 8,11")
	if got := movesOf(s, "scout"); len(got) != 0 {
		t.Errorf("a second scout token after the repeat: %v, want none (a repeat brings no token into play)", got)
	}
	if !s.Scout(off(t, "8,11")) || s.Scout(off(t, "8,9")) {
		t.Errorf("scout tokens: 8,11 %v, 8,9 %v; want the token moved to 8,11", s.Scout(off(t, "8,11")), s.Scout(off(t, "8,9")))
	}
}
