package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Tests of the turn and of the rulings (RULES.md), on the
// first-game board (map in helpers_test.go).

// legalText returns the notations of the legal moves of s.
func legalText(s State) []string {
	var out []string
	for _, m := range Legal(s) {
		out = append(out, m.String())
	}
	return out
}

// playFirst applies the first legal move that starts with prefix.
func playFirst(t *testing.T, s State, prefix string) State {
	t.Helper()
	got := movesOf(s, prefix)
	if len(got) == 0 {
		t.Fatalf("no %q move in %v", prefix, legalText(s))
	}
	return mustApply(t, s, got[0])
}

// endTurn plays the mandatory action with the first legal moves, then "end".
func endTurn(t *testing.T, s State) State {
	t.Helper()
	for !s.mandatoryDone() {
		s = playFirst(t, s, "place")
	}
	return mustApply(t, s, "end")
}

// TestAdjacencyAndTakingTiles plays a mandatory action: the first
// settlement goes anywhere on the card's terrain, the next ones must touch
// the player's settlements while they can (rule 3); a settlement next to a
// location takes one of its tiles, usable from the next turn only, and only
// one per location hex.
func TestAdjacencyAndTakingTiles(t *testing.T) {
	s := setHand(firstGame(t, 2), 0, Canyon)
	if got, want := len(movesOf(s, "place")), s.g.terrainSet[Canyon].Count(); got != want {
		t.Fatalf("first placement: %d moves, want every canyon hex (%d)", got, want)
	}
	s = mustApply(t, s, "place 7,2") // next to the Tavern 6,2
	if got := s.TilesLeft(off(t, "6,2")); got != 1 {
		t.Errorf("tiles left on the Tavern 6,2 = %d, want 1", got)
	}
	tiles := s.Tiles(0)
	if len(tiles) != 1 || tiles[0].Location != Tavern || tiles[0].Usable {
		t.Errorf("tiles of player 0 = %+v, want one Tavern, not usable this turn", tiles)
	}
	// 7,2 touches the canyon 6,3 only: the second settlement must go there.
	sameMoves(t, "second placement", legalText(s), []string{"place 6,3"})
	s = mustApply(t, s, "place 6,3")
	if got := s.TilesLeft(off(t, "6,2")); got != 1 {
		t.Errorf("tiles left on the Tavern 6,2 = %d, want 1 (one tile per location hex)", got)
	}
	sameMoves(t, "third placement", legalText(s), []string{"place 5,2"})
	s = mustApply(t, s, "place 5,2")
	sameMoves(t, "after the mandatory action", legalText(s), []string{"end"})
	s = mustApply(t, s, "end")
	if s.ToMove() != 1 || s.Placed() != 0 {
		t.Fatalf("after end: to move %d, placed %d", s.ToMove(), s.Placed())
	}
	s = endTurn(t, s)
	// Player 0's next turn: the Tavern tile is usable, but 7,2 6,3 5,2 is
	// not a straight line, so it has no target and no move (the action is
	// skipped).
	if tiles := s.Tiles(0); len(tiles) != 1 || !tiles[0].Usable {
		t.Errorf("tiles of player 0 on its next turn = %+v, want a usable Tavern", tiles)
	}
	if got := movesOf(s, "tile"); len(got) != 0 {
		t.Errorf("tile moves without a line of 3: %v", got)
	}
}

// TestTilesBeforeOrAfter: tiles are used before or after the whole
// mandatory action, never between its placements; each tile once per turn,
// two tiles of a kind twice.
func TestTilesBeforeOrAfter(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "4,4", "10,17", "14,12") // next to the Farms 11,17 and 15,12
	s = giveTile(t, s, 0, "11,17")
	s = setHand(s, 0, Grass)
	if len(movesOf(s, "tile farm")) == 0 || len(movesOf(s, "place")) == 0 {
		t.Fatalf("before the mandatory action, want place and tile moves: %v", legalText(s))
	}
	s = playFirst(t, s, "place")
	if got := movesOf(s, "tile"); len(got) != 0 {
		t.Errorf("tile moves during the mandatory action: %v", got)
	}
	var m Move
	m, _ = ParseMove("tile farm 3,4")
	if _, err := Apply(s, m); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "not during") {
		t.Errorf("tile during the mandatory action: error %v", err)
	}
	s = playFirst(t, s, "place")
	s = playFirst(t, s, "place")
	if len(movesOf(s, "tile farm")) == 0 || len(movesOf(s, "end")) != 1 {
		t.Fatalf("after the mandatory action, want Farm and end: %v", legalText(s))
	}
	s = playFirst(t, s, "tile farm")
	if got := movesOf(s, "tile farm"); len(got) != 0 {
		t.Errorf("a Farm tile used twice in a turn: %v", got)
	}
	// Two Farm tiles: two uses.
	d := giveTile(t, giveTile(t, put(t, firstGame(t, 2), 0, "10,17", "14,12"), 0, "11,17"), 0, "15,12")
	d = playFirst(t, d, "tile farm")
	d = playFirst(t, d, "tile farm")
	if got := movesOf(d, "tile farm"); len(got) != 0 {
		t.Errorf("two Farm tiles used three times: %v", got)
	}
}

// TestLosingTiles: a tile is lost (removed from the game) when the player
// has no settlement next to its location hex any more; a settlement moved
// between two hexes next to the same location keeps it.
func TestLosingTiles(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "7,2", "7,10") // Tavern 6,2, Paddock 6,11
	s = giveTile(t, giveTile(t, s, 0, "6,2"), 0, "6,11")
	left := s.TilesLeft(off(t, "6,2"))
	// Paddock 7,2 > 5,1: 5,1 still touches the Tavern 6,2.
	kept := mustApply(t, s, "tile paddock 7,2>5,1")
	if tiles := kept.Tiles(0); len(tiles) != 2 {
		t.Errorf("moving next to the same location lost a tile: %+v", tiles)
	}
	// Paddock 7,2 > 7,4: nothing of player 0 touches 6,2 any more.
	lost := mustApply(t, s, "tile paddock 7,2>7,4")
	tiles := lost.Tiles(0)
	if len(tiles) != 1 || tiles[0].Location != Paddock {
		t.Errorf("tiles after leaving the Tavern: %+v, want only the Paddock", tiles)
	}
	if got := lost.TilesLeft(off(t, "6,2")); got != left {
		t.Errorf("the lost tile went back to the location (%d left, want %d)", got, left)
	}
	// Another settlement still next to the location: the tile stays.
	two := giveTile(t, put(t, firstGame(t, 2), 0, "7,2", "5,2", "7,10"), 0, "6,2")
	two = giveTile(t, two, 0, "6,11")
	if tiles := mustApply(t, two, "tile paddock 7,2>7,4").Tiles(0); len(tiles) != 2 {
		t.Errorf("lost a tile with another settlement next to the location: %+v", tiles)
	}
	// Moving a settlement next to the Paddock away loses the very tile
	// used: the tile is gone, and nothing else changes.
	gone := mustApply(t, s, "tile paddock 7,10>7,12")
	if tiles := gone.Tiles(0); len(tiles) != 1 || tiles[0].Location != Tavern {
		t.Errorf("tiles after moving away from the Paddock: %+v", tiles)
	}
}

// TestTwoTilesOneLost: with two tiles of a kind, one used and one lost, the
// used one is the one lost, so the other can still be used (RULES.md, Rulings).
func TestTwoTilesOneLost(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1,
		Quadrants: [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: OasisSection}, {Section: FarmSection}},
		Cards:     [3]Card{Lords, Miners, Hermits}})
	if err != nil {
		t.Fatal(err)
	}
	// Paddocks at 2,18 and 6,11: settlements 7,10 (next to 6,11) and 2,17
	// (next to 2,18).
	s = put(t, s, 0, "7,10", "2,17")
	s = giveTile(t, giveTile(t, s, 0, "6,11"), 0, "2,18")
	s = mustApply(t, s, "tile paddock 7,10>7,12") // loses the 6,11 tile
	if tiles := s.Tiles(0); len(tiles) != 1 || !tiles[0].Usable {
		t.Errorf("tiles = %+v, want the other Paddock, usable", tiles)
	}
	if len(movesOf(s, "tile paddock")) == 0 {
		t.Errorf("the second Paddock tile cannot be used")
	}
}

// TestFewerThanThree: with fewer than 3 settlements in supply the mandatory
// action places what there is.
func TestFewerThanThree(t *testing.T) {
	s := setHand(firstGame(t, 2), 0, Grass)
	s.supply[0] = 2
	s = playFirst(t, s, "place")
	s = playFirst(t, s, "place")
	sameMoves(t, "after 2 placements with 2 in supply", legalText(s), []string{"end"})
}

// TestTerrainRunsOut: the mandatory action ends early when no free hex of
// the card's terrain is left.
func TestTerrainRunsOut(t *testing.T) {
	s := setHand(firstGame(t, 3), 0, Canyon)
	free := s.g.terrainSet[Canyon]
	last := free.Max()
	n := 0
	for i := range free.Remove(last).All() {
		s.own[1+n%2].Insert(i)
		s.occupied.Insert(i)
		n++
	}
	sameMoves(t, "one canyon left", movesOf(s, "place"), []string{"place " + hexText(last)})
	s = mustApply(t, s, "place "+hexText(last))
	if !s.MandatoryDone() {
		t.Errorf("mandatory action not over with no canyon left")
	}
	sameMoves(t, "after the last canyon", legalText(s), []string{"end"})
}

// TestCardRemoved: a card whose terrain has no free hex when the turn
// starts is removed from the game and the player draws again.
func TestCardRemoved(t *testing.T) {
	s := firstGame(t, 3)
	for i := range s.g.terrainSet[Canyon].All() {
		s.own[2].Insert(i)
		s.occupied.Insert(i)
	}
	s = setHand(s, 0, Grass)
	s = setHand(s, 1, Canyon)
	// Make sure the deck still holds other cards.
	s = endTurn(t, s)
	if s.ToMove() != 1 {
		t.Fatalf("to move %d", s.ToMove())
	}
	if s.Removed(Canyon) < 1 {
		t.Errorf("no canyon card removed")
	}
	if c := s.CurrentCard(); c == Canyon || c == NoTerrain {
		t.Errorf("player 1's card is %v after the removal", c)
	}
	if err := checkInvariants(s); err != nil && !strings.Contains(err.Error(), "supply") {
		t.Error(err)
	}
}

// TestGameEnd: once a supply is empty the round is finished; the player
// before the first player plays last.
func TestGameEnd(t *testing.T) {
	s := firstGame(t, 3)
	s = endTurn(t, s) // player 0
	s.supply[1] = 1
	s = endTurn(t, s) // player 1 places its last settlement
	if !s.LastRound() || s.IsTerminal() || s.ToMove() != 2 {
		t.Fatalf("after player 1 emptied its supply: last round %v, over %v, to move %d", s.LastRound(), s.IsTerminal(), s.ToMove())
	}
	s = endTurn(t, s) // player 2 finishes the round
	if !s.IsTerminal() || s.ToMove() != -1 || len(Legal(s)) != 0 {
		t.Fatalf("game not over after the round: %v", s)
	}
	if w := s.Winners(); len(w) == 0 {
		t.Errorf("no winner")
	}
	if _, err := Apply(s, End()); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("move after the end: %v", err)
	}
	// Emptied by the last player of the round: over at once.
	s = firstGame(t, 2)
	s = endTurn(t, s)
	s.supply[1] = 2
	s = endTurn(t, s)
	if !s.IsTerminal() {
		t.Errorf("game not over after the last player emptied its supply")
	}
}

// TestWinnersShareTies: tied players share the victory.
func TestWinnersShareTies(t *testing.T) {
	s := firstGame(t, 2)
	s.lastRound, s.over, s.toMove = true, true, 1
	if w := s.Winners(); len(w) != 2 {
		t.Errorf("winners of a 0-0 game: %v, want both", w)
	}
}

// TestIllegalMoves checks that bad moves are refused with clear errors and
// leave the state unchanged.
func TestIllegalMoves(t *testing.T) {
	s := setHand(firstGame(t, 2), 0, Canyon)
	before := s
	for _, c := range []struct{ move, want string }{
		{"place 0,0", "the card is canyon"},
		{"place 3,3", "castle"},
		{"end", "mandatory action is not over"},
		{"tile farm 3,4", "no unused Farm tile"},
		{"tile oracle 3,4", "no Oracle on this board"},
		{"tile paddock 0,0>0,2", "no unused Paddock"},
	} {
		m, err := ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Apply(s, m)
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Apply(%s) = %v, want an illegal move error mentioning %q", c.move, err, c.want)
		}
	}
	s = mustApply(t, s, "place 7,2")
	if _, err := Apply(s, Place(off(t, "0,9"))); err == nil || !strings.Contains(err.Error(), "not next to") {
		t.Errorf("placement away from the settlements: %v", err)
	}
	if !before.Equal(setHand(firstGame(t, 2), 0, Canyon)) {
		t.Errorf("a failed Apply changed its input")
	}
	if _, err := Apply(State{}, End()); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("Apply on the zero State: %v", err)
	}
	if _, err := Apply(s, Move{}); !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("Apply of the zero Move: %v", err)
	}
}

// TestTileUsableNextTurn: a tile taken during a turn cannot be used in that
// turn, even after the mandatory action; it can from the next turn on.
func TestTileUsableNextTurn(t *testing.T) {
	s := setHand(firstGame(t, 2), 0, Forest)
	// 10,17 (forest) touches the Farm 11,17; free grass abounds.
	s = mustApply(t, s, "place 10,17")
	if tiles := s.Tiles(0); len(tiles) != 1 || tiles[0].Location != Farm || tiles[0].Usable {
		t.Fatalf("tiles after building next to the Farm: %+v", tiles)
	}
	for !s.mandatoryDone() {
		s = playFirst(t, s, "place")
	}
	if got := movesOf(s, "tile"); len(got) != 0 {
		t.Errorf("a tile taken this turn is usable: %v", got)
	}
	s = mustApply(t, s, "end")
	s = endTurn(t, s) // player 1
	if got := movesOf(s, "tile farm"); len(got) == 0 {
		t.Errorf("the Farm tile is not usable on the next turn: %v", legalText(s))
	}
}

// TestRulebookFlowerExample is the example of rulebook 000, "Conseils pour
// le placement de vos premières cités": in the suggested first game, Mats
// draws a flower card on his first turn and has 5 locations within reach,
// next to which he can place his first settlement (and take a tile). The
// count does not depend on how the four sections are arranged.
func TestRulebookFlowerExample(t *testing.T) {
	s := setHand(firstGame(t, 4), 0, Flower)
	reach := map[int]bool{}
	for _, m := range Legal(s) {
		if m.kind() != PlaceSettlement {
			continue
		}
		for k := 0; k < s.g.nslots; k++ {
			if grid.NeighborSet(int(s.g.slotHex[k])).Has(m.to()) {
				reach[int(s.g.slotHex[k])] = true
			}
		}
	}
	if len(reach) != 5 {
		t.Errorf("locations within reach of a first flower settlement: %d, want 5", len(reach))
	}
}

// TestRulebookCanyonExample is the next example of the same page: on his
// second turn Mats draws canyon; his first settlements touch no canyon, so
// he may build on any canyon hex of the board.
func TestRulebookCanyonExample(t *testing.T) {
	s := put(t, firstGame(t, 4), 0, "2,0", "2,1", "2,2") // flowers, next to flower, desert and water only
	s = setHand(s, 0, Canyon)
	if got, want := len(movesOf(s, "place")), s.g.terrainSet[Canyon].Count(); got != want {
		t.Errorf("canyon placements: %d, want every canyon hex (%d)", got, want)
	}
	// With a flower card instead, he must build next to his settlements.
	s = setHand(s, 0, Flower)
	sameMoves(t, "flower placements", movesOf(s, "place"), withPrefix("place ", "1,0", "1,1", "2,3", "3,2"))
}
