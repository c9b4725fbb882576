package kingdombuilder

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Rulebook 003 (and 000), "Règles de placement des cités", the Exception:
//
//	"Exception : Dans de très rares cas, il peut arriver qu'il n'y ait plus
//	de case disponible pendant le tour d'un joueur, c'est-à-dire qu'il n'y
//	ait plus de case vide du type de terrain indiqué sur la carte qu'il a
//	pioché. Dans ce cas, le joueur pioche immédiatement une nouvelle carte
//	Terrain. La carte Terrain inutilisée est retirée du jeu. Si besoin, le
//	joueur continue à piocher une nouvelle carte Terrain jusqu'à ce qu'il
//	puisse effectuer son action obligatoire."
//
// "pendant le tour": not only at its start. A tile used before the
// mandatory action that takes the last free hex of the card's terrain
// leaves the player with a card it cannot play: the card is removed and
// another drawn, until the mandatory action can be made.

// lastDesert returns a first game (2 players) where player 0 is to move
// with the desert card, holds an Oasis tile usable this turn, and the only
// free desert hexes of the board are keep (the others hold stone walls, a
// fixture: occupied hexes with no settlement). The top of the draw pile is
// top, the last card first.
func lastDesert(t *testing.T, keep []string, top ...Terrain) State {
	t.Helper()
	s := setHand(firstGame(t, 2), 0, Desert)
	s = giveTile(t, s, 0, "12,7") // an Oasis
	for h := range s.g.terrainSet[Desert].All() {
		if !slices.Contains(keep, hexText(h)) {
			s.occupied.Insert(h)
		}
	}
	for i, c := range top {
		s.deck[int(s.deckLen)-1-i] = c
	}
	s.setNear()
	if got := s.freeOf(Desert).Count(); got != len(keep) {
		t.Fatalf("%d free desert hexes, want %d", got, len(keep))
	}
	return s
}

// TestExceptionDuringTurn: the Oasis takes the last free desert hex before
// the mandatory action of the desert card: the card is removed, the next
// card (grass) is drawn at once, and the mandatory action places its 3
// settlements on grass.
func TestExceptionDuringTurn(t *testing.T) {
	s := lastDesert(t, []string{"0,1"}, Grass)
	if s.Removed(Desert) != 0 {
		t.Fatalf("Removed(desert) = %d before", s.Removed(Desert))
	}
	left := s.DeckSize()
	s = mustApply(t, s, "tile oasis 0,1")
	if s.Removed(Desert) != 1 {
		t.Errorf("Removed(desert) = %d, want 1 (the unusable card is removed from the game)", s.Removed(Desert))
	}
	if h, ok := s.Hand(0); !ok || h != Grass {
		t.Errorf("hand %v %v, want grass (drawn at once)", h, ok)
	}
	if s.DeckSize() != left-1 {
		t.Errorf("draw pile %d, want %d", s.DeckSize(), left-1)
	}
	if slices.Contains(movesOf(s, "end"), "end") {
		t.Fatalf("end legal before the mandatory action of the new card")
	}
	for i := range mandatoryCount {
		places := movesOf(s, "place ")
		if len(places) == 0 {
			t.Fatalf("no placement %d of the mandatory action", i+1)
		}
		s = mustApply(t, s, places[0])
		if h := mustHex(t, places[0][len("place "):]); s.g.terrain[h] != Grass {
			t.Errorf("%s is %s, want grass", places[0], s.g.terrain[h])
		}
	}
	if s.Placed() != mandatoryCount || !slices.Contains(movesOf(s, "end"), "end") {
		t.Errorf("placed %d, end legal %v: want 3 and true", s.Placed(), movesOf(s, "end"))
	}
}

// TestExceptionDrawsAgain: "Si besoin, le joueur continue à piocher": a
// second desert card drawn is removed too.
func TestExceptionDrawsAgain(t *testing.T) {
	s := lastDesert(t, []string{"0,1"}, Desert, Flower)
	s = mustApply(t, s, "tile oasis 0,1")
	if s.Removed(Desert) != 2 {
		t.Errorf("Removed(desert) = %d, want 2", s.Removed(Desert))
	}
	if h, _ := s.Hand(0); h != Flower {
		t.Errorf("hand %v, want flower", h)
	}
	if len(movesOf(s, "place ")) == 0 {
		t.Errorf("no placement on flower")
	}
}

// TestExceptionPartWay: once the mandatory action has begun, running out of
// free hexes of the card's terrain ends it early: the card is kept (and
// discarded at the end of the turn), nothing is drawn. Here the Oasis takes
// one of the two free desert hexes: the mandatory action places the other
// one and is over.
func TestExceptionPartWay(t *testing.T) {
	s := lastDesert(t, []string{"0,1", "0,2"}, Grass)
	s = mustApply(t, s, "tile oasis 0,1")
	if s.Removed(Desert) != 0 {
		t.Errorf("Removed(desert) = %d, want 0: a free desert hex is left", s.Removed(Desert))
	}
	s = mustApply(t, s, "place 0,2")
	if s.Removed(Desert) != 0 {
		t.Errorf("Removed(desert) = %d after a placement, want 0", s.Removed(Desert))
	}
	if h, _ := s.Hand(0); h != Desert {
		t.Errorf("hand %v, want desert (kept: the mandatory action ended early)", h)
	}
	if s.Placed() != 1 || !slices.Contains(movesOf(s, "end"), "end") || len(movesOf(s, "place ")) != 0 {
		t.Errorf("placed %d, moves %v: want 1 and the mandatory action over", s.Placed(), movesOf(s, ""))
	}
	s = mustApply(t, s, "end")
	if s.Discarded(Desert) != 1 || s.Removed(Desert) != 0 {
		t.Errorf("after end: discarded %d removed %d desert cards, want 1 and 0", s.Discarded(Desert), s.Removed(Desert))
	}
}

// TestExceptionView: a view cannot draw (its draw pile is hidden), so it
// plays nothing: the move that takes the last desert hex is refused on it
// (Determinize it first), and on the state Determinize deals the Exception
// applies.
func TestExceptionView(t *testing.T) {
	s := lastDesert(t, []string{"0,1"}, Grass)
	v := s.View(0)
	if _, err := Apply(v, mustParse(t, "tile oasis 0,1")); !errors.Is(err, kingdoms.ErrBadArgument) || !strings.Contains(err.Error(), "Determinize it first") {
		t.Errorf("tile oasis 0,1 on a view: %v, want ErrBadArgument saying to Determinize it first", err)
	}
	d := mustApply(t, determinized(v, 0, rand.New(rand.NewPCG(1, 2))), "tile oasis 0,1")
	if h, ok := d.Hand(0); !ok || h == Desert || d.Removed(Desert) != 1 {
		t.Errorf("determinized: hand %v %v, removed %d: want another card, 1", h, ok, d.Removed(Desert))
	}
	if len(movesOf(d, "place ")) == 0 {
		t.Errorf("determinized: no placement of the new card")
	}
}

// mustHex returns the index of the hex in notation text.
func mustHex(t *testing.T, text string) int {
	t.Helper()
	h, why := parseHex(text)
	if why != "" {
		t.Fatal(why)
	}
	return h
}

// swampRunsOut is swampCardGame(t, Desert) with the swamp half chosen,
// every swamp hex but 0,2 walled (a fixture, as in lastDesert) and so
// every desert hex when noDesert, player 0 holding the Canoe bonus tile
// (Marshlands), the next card grass.
func swampRunsOut(t *testing.T, noDesert bool) State {
	t.Helper()
	s := swampCardGame(t, Desert)
	s = mustApply(t, s, "marshlands play swamp")
	for h := range s.g.terrainSet[Swamp].All() {
		if hexText(h) != "0,2" {
			s.occupied.Insert(h)
		}
	}
	if noDesert {
		s.occupied = s.occupied.Union(s.g.terrainSet[Desert])
	}
	mx(&s).bonus[0] = bonusBit(Canoe)
	mx(&s).bonusLeft[2]--
	for i := int(s.deckLen) - 1; i >= 0; i-- {
		if s.deck[i] == Grass {
			s.deck[i], s.deck[s.deckLen-1] = s.deck[s.deckLen-1], s.deck[i]
			break
		}
	}
	s.setNear()
	return s
}

// TestExceptionSwampCard: a swamp card (Marshlands) played as swamp whose
// last free swamp hex is taken before the mandatory action (here by the
// Canoe bonus action) still shows a terrain with free hexes, desert: the
// player plays that half (3 settlements); with neither half free, the
// card is removed from the game and a new card drawn.
func TestExceptionSwampCard(t *testing.T) {
	s := swampRunsOut(t, false)
	if s.Quota() != 2 || s.CurrentCard() != Swamp {
		t.Fatalf("quota %d, card %v: want the swamp half", s.Quota(), s.CurrentCard())
	}
	s = mustApply(t, s, "marshlands canoe-bonus 0,2")
	if s.Quota() != 3 || s.CurrentCard() != Desert || mx(&s).removed != 0 {
		t.Errorf("after the last swamp: quota %d, card %v, removed swamp cards %b: want 3, desert, none", s.Quota(), s.CurrentCard(), mx(&s).removed)
	}
	if len(movesOf(s, "place ")) == 0 {
		t.Errorf("no placement on desert")
	}

	s = swampRunsOut(t, true)
	s = mustApply(t, s, "marshlands canoe-bonus 0,2")
	if mx(&s).removed != 1<<Desert || s.CurrentCard() != Grass || s.Quota() != 3 {
		t.Errorf("neither half free: removed swamp cards %b, card %v, quota %d: want swamp/desert removed, grass, 3", mx(&s).removed, s.CurrentCard(), s.Quota())
	}
	if len(movesOf(s, "place ")) == 0 {
		t.Errorf("no placement on grass")
	}
}

// TestExceptionCrossroads: with two terrain cards (Crossroads, "Carrefour":
// "Une fois que vous avez choisi une des deux cartes Terrain, vous devez
// l'utiliser pour la totalité du tour, vous ne pouvez plus en changer"),
// the card chosen that runs out before the mandatory action is removed and
// a new one drawn, as with one card; the card set aside stays aside and is
// discarded at the end of the turn. Here the Fort's settlement (its card
// grass) takes the last free grass hex, 11,8, of the chosen grass card.
func TestExceptionCrossroads(t *testing.T) {
	s := crossGame(t, 2)
	s = giveTile(t, put(t, s, 0, "12,8"), 0, "12,7")
	for h := range s.g.terrainSet[Grass].All() {
		if hexText(h) != "11,8" {
			s.occupied.Insert(h)
		}
	}
	s = setHand(s, 0, Grass)
	// s gets its own expansion state for the fixture (see mx).
	_ = mx(&s)
	s.x.crossroads.extra[0] = Desert // set aside when grass was chosen
	s.deck[s.deckLen-1], s.deck[s.deckLen-2] = Grass, Flower
	s.setNear()
	s = mustApply(t, s, "crossroads fort")
	if s.x.crossroads.fort != Grass {
		t.Fatalf("the Fort's card %v, want grass", s.x.crossroads.fort)
	}
	if s.Removed(Grass) != 0 {
		t.Fatalf("the card removed before the Fort's settlement")
	}
	s = mustApply(t, s, "crossroads fort 11,8")
	if s.Removed(Grass) != 1 || s.CurrentCard() != Flower || s.x.crossroads.extra[0] != Desert {
		t.Errorf("removed %d grass, card %v, set aside %v: want 1, flower, desert", s.Removed(Grass), s.CurrentCard(), s.x.crossroads.extra[0])
	}
	for range mandatoryCount {
		s = mustApply(t, s, movesOf(s, "place ")[0])
	}
	s = mustApply(t, s, "end")
	if s.Discarded(Flower) < 1 || s.Discarded(Desert) < 1 || s.Discarded(Grass) != 1 {
		t.Errorf("discarded flower %d, desert %d, grass %d: want the new card, the card set aside and the Fort's", s.Discarded(Flower), s.Discarded(Desert), s.Discarded(Grass))
	}
}

// TestExceptionColonies: the settlements of turned colony tiles (Harvest,
// Cathedral) go on the card's terrain before the mandatory action; when
// they take its last free hex the colonies end (nothing left to build) and
// the card is removed and another drawn, as after a tile. The board is
// outpostColonyGame's (outpost_golden_test.go) with every forest hex but
// 3,7 and 4,7 walled and one colony tile of value 5.
func TestExceptionColonies(t *testing.T) {
	s := outpostColonyGame(t)
	for h := range s.g.terrainSet[Forest].All() {
		if x := hexText(h); x != "3,7" && x != "4,7" {
			s.occupied.Insert(h)
		}
	}
	s.x.harvest.colony[0] = [2]uint8{0, 1}
	s.deck[s.deckLen-1] = Grass
	s.setNear()
	s = mustApply(t, s, "colonies", "settle 3,7")
	if s.Removed(Forest) != 0 || s.CurrentCard() != Forest {
		t.Fatalf("the card changed with a forest hex left: removed %d, card %v", s.Removed(Forest), s.CurrentCard())
	}
	s = mustApply(t, s, "settle 4,7")
	if s.x.harvest.colonyLeft != 0 {
		t.Fatalf("colonies go on with no forest left")
	}
	if s.Removed(Forest) != 1 || s.CurrentCard() != Grass || len(movesOf(s, "place ")) == 0 {
		t.Errorf("after the last forest: removed %d, card %v, %d placements: want 1, grass, some", s.Removed(Forest), s.CurrentCard(), len(movesOf(s, "place ")))
	}
}
