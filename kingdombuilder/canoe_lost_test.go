package kingdombuilder

import (
	"encoding/json"
	"testing"
)

// TestCanoeUsedThenLost replays a random game (found by
// TestCrossroadsSwampProperty) in which player 3 uses a Canoe tile and then
// loses it in the same turn: the used tile is lost first, as in the core
// (State.loseTiles), so the uses counted never exceed the tiles held and
// the state's JSON reads back. Before the fix the decoder refused the
// document: "player 3 used 1 Canoe tiles, more than held".
func TestCanoeUsedThenLost(t *testing.T) {
	s, err := New(swampCrossConfig(2))
	if err != nil {
		t.Fatal(err)
	}
	picks := []int{15, 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 2, 0, 0, 1, 2, 2, 0, 0, 0, 0, 0, 18, 0, 0, 0, 9, 1, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 46, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 18, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 0, 0, 0, 1, 0, 0, 1, 7, 0}
	lost := false
	for i, k := range picks {
		legal := Legal(s)
		if k >= len(legal) {
			t.Fatalf("move %d: pick %d of %d legal moves: the game changed", i, k, len(legal))
		}
		heldBefore, usedBefore := s.heldOf(3, Canoe), s.x.marshlands.canoeUsed[3]
		if s, err = Apply(s, legal[k]); err != nil {
			t.Fatal(err)
		}
		if s.heldOf(3, Canoe) < heldBefore && usedBefore > 0 {
			lost = true
		}
		if used, held := int(s.x.marshlands.canoeUsed[3]), s.heldOf(3, Canoe); used > held {
			t.Fatalf("move %d: player 3 used %d Canoe tiles, holds %d", i, used, held)
		}
	}
	if !lost {
		t.Fatal("the replay no longer reaches a used Canoe tile being lost")
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("JSON round trip: %v", err)
	}
}
