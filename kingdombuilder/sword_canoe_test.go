package kingdombuilder

import (
	"encoding/json"
	"strings"
	"testing"
)

// The report "a Sword flagged as taken this turn after a Canoe": a player
// answering a Canoe interrupt (Marshlands) during another player's turn
// builds next to a nomad space holding a Sword (Nomads) and takes it. The
// rulings (RULES.md): a nomad tile is usable from the holder's next
// turn; "A tile taken outside the holder's turn (an interrupt of another
// expansion) is usable during the holder's next turn." So the Sword is
// not "taken this turn" (fresh) for its holder: it is usable during the
// holder's very next turn, and removed at the end of it.
//
// The board: the first game's Tavern and Paddock sections on top, the
// sample Canoe section bottom left (Canoe 11,1 and 17,5, as in
// marshlands_golden_test.go) and the Quarry section bottom right (nomad
// spaces 15,12, 15,17 and 17,15, as in nomads_tiles_test.go). 15,11 is
// water, next to the nomad space 15,12 and to the flower hex 15,10; 5,1 is
// the canyon hex next to the Tavern 6,2.

// swordCanoeGame returns a 3-player game on that board, player 0 to move
// with the canyon card, the Sword lying on the nomad space 15,12 and
// nothing on the others, one tile left on the Tavern 6,2 (player 2 holds
// the other), and canoeist (1, or 0 the player to move) holding a Canoe
// tile with settlements at 11,2 (next to the Canoe 11,1) and 15,10, so
// that its Canoe may build at 15,11. Player 2 has a settlement at 7,1, next
// to the Tavern.
func swordCanoeGame(t *testing.T, canoeist int) State {
	t.Helper()
	c := FirstGame(3, 1)
	c.Nomads, c.Marshlands = true, true
	c.Quadrants[2] = SampleMarshlandsQuadrants()[2]
	c.Quadrants[3] = Quadrant{Section: QuarrySection}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != 0 {
		t.Fatalf("ToMove %d", s.ToMove())
	}
	s = layNomad(t, s, "15,12", Sword)
	s = layNomad(t, s, "15,17", NoNomad)
	s = layNomad(t, s, "17,15", NoNomad)
	s = giveTile(t, s, 2, "6,2")
	s = giveTile(t, s, canoeist, "11,1")
	s = put(t, s, canoeist, "15,10", "11,2")
	s = playedRound(put(t, s, 2, "7,1"))
	s = dealHand(t, s, 0, Canyon)
	if got := s.canoeTargets(canoeist); !got.Has(hx(t, "15,11")) {
		t.Fatalf("Canoe targets of player %d: no 15,11", canoeist)
	}
	return s
}

// TestSwordTakenByCanoe: player 1 answers the Canoe interrupt of player
// 0's turn at 15,11 and takes the Sword of 15,12. It is not fresh (not
// "taken this turn": this turn is player 0's); player 1 uses it during its
// next turn; unused, it would be removed at the end of that turn.
func TestSwordTakenByCanoe(t *testing.T) {
	s := swordCanoeGame(t, 1)
	s = mustApply(t, s, "place 5,1") // the last Tavern tile: the Canoe interrupt
	if got := movesOf(s, "marshlands canoe "); !containsString(got, "marshlands canoe 15,11") {
		t.Fatalf("player 1's Canoe: %v", got)
	}
	s = mustApply(t, s, "marshlands canoe 15,11")
	if got := nomadKinds(s, 1); len(got) != 1 || got[0] != Sword {
		t.Fatalf("player 1 holds %v, want the Sword", got)
	}
	if f := s.x.nomads.fresh[1][Sword]; f != 0 {
		t.Errorf("the Sword taken by player 1 during player 0's turn is fresh (%d): it would wait a turn more", f)
	}
	if s.ToMove() != 0 || s.Placed() != 1 {
		t.Fatalf("player 0's turn does not go on: ToMove %d, placed %d", s.ToMove(), s.Placed())
	}
	// The JSON form marks no tile of player 1 as taken this turn ("+"),
	// and reads back.
	if err := roundTrip(s); err != nil {
		t.Fatal(err)
	}
	if b, err := json.Marshal(s); err != nil || strings.Contains(string(b), `"sword+"`) {
		t.Errorf("JSON marks the Sword as taken this turn: %v", err)
	}
	// HeldNomad.Usable is false for it now, as for every tile of a player
	// who is not to move ("the player to move may start using the tile
	// now"): that is no "taken this turn" flag, and may be what the report
	// read as one.
	if h := s.NomadTiles(1); len(h) != 1 || h[0].Usable {
		t.Errorf("player 1's nomad tiles during player 0's turn: %+v", h)
	}
	// Player 0 may not use it; its turn ends.
	if got := movesOf(s, "nomad"); len(got) != 0 {
		t.Errorf("nomad moves for player 0: %v", got)
	}
	s = finishTurn(t, s)
	if s.ToMove() != 1 {
		t.Fatalf("ToMove %d, want 1", s.ToMove())
	}
	// Player 1's next turn: the Sword is usable now, before the mandatory
	// action; its first opponent is player 2 (turn order from its left).
	if h := s.NomadTiles(1); len(h) != 1 || !h[0].Usable {
		t.Fatalf("player 1's nomad tiles at its turn: %+v, want a usable Sword", h)
	}
	sameMoves(t, "player 1's Sword", movesOf(s, "nomad sword "), []string{"nomad sword 7,1"})
	used := mustApply(t, s, "nomad sword 7,1")
	if used.Occupant(off(t, "7,1")) >= 0 {
		t.Error("the Sword did not remove player 2's settlement")
	}
	// Unused, it is removed at the end of that turn.
	s = finishTurn(t, s)
	if got := nomadKinds(s, 1); len(got) != 0 {
		t.Errorf("player 1 still holds %v after its turn", got)
	}
}

// TestSwordTakenByOwnCanoe: the player to move answering the interrupt of
// its own turn takes the Sword during its turn: fresh, usable during its
// next turn (not this one), as any nomad tile taken in one's own turn.
func TestSwordTakenByOwnCanoe(t *testing.T) {
	s := swordCanoeGame(t, 0)
	s = mustApply(t, s, "place 5,1", "marshlands canoe 15,11")
	if got := nomadKinds(s, 0); len(got) != 1 || got[0] != Sword {
		t.Fatalf("player 0 holds %v, want the Sword", got)
	}
	if s.x.nomads.fresh[0][Sword] != 1 {
		t.Errorf("the Sword taken in player 0's own turn is not fresh")
	}
	if got := movesOf(s, "nomad"); len(got) != 0 {
		t.Errorf("the Sword usable in the turn it was taken: %v", got)
	}
	if err := roundTrip(s); err != nil {
		t.Fatal(err)
	}
	s = finishTurn(t, s) // player 0
	s = finishTurn(t, s) // player 1
	s = finishTurn(t, s) // player 2
	if h := s.NomadTiles(0); len(h) != 1 || !h[0].Usable {
		t.Fatalf("player 0's nomad tiles at its next turn: %+v, want a usable Sword", h)
	}
	s = finishTurn(t, s)
	if got := nomadKinds(s, 0); len(got) != 0 {
		t.Errorf("player 0 still holds %v after its next turn", got)
	}
}

// dealHand gives player p a card of terrain tr from the draw pile, its own
// card taking that card's place, so that the cards still add up (the JSON
// form checks it).
func dealHand(t *testing.T, s State, p int, tr Terrain) State {
	t.Helper()
	for i := range int(s.deckLen) {
		if s.deck[i] == tr {
			s.deck[i], s.hand[p] = s.hand[p], tr
			return s
		}
	}
	t.Fatalf("dealHand: no %s card in the draw pile", tr)
	return s
}
