package kingdombuilder

import (
	"testing"
)

// Golden tests of the Kingdom Builder cards and castles on the first-game
// board (see helpers_test.go for its map). Rulebook: 000, "Cartes Kingdom
// Builder" and "Châteaux".

func TestFishermen(t *testing.T) {
	s := firstGame(t, 2)
	// 2,0 and 2,1 touch water 3,0 / 3,1; 0,0 does not; 3,1 stands on water
	// (Harbor) and does not count although it touches water 3,0.
	s = put(t, s, 0, "2,0", "2,1", "0,0", "3,1")
	if got := s.CardScore(Fishermen, 0); got != 2 {
		t.Errorf("Fishermen = %d, want 2", got)
	}
}

func TestMiners(t *testing.T) {
	s := firstGame(t, 2)
	// 0,2 touches mountain 0,3; 1,3 touches 0,3 and 0,4; 2,0 touches none.
	s = put(t, s, 0, "0,2", "1,3", "2,0")
	if got := s.CardScore(Miners, 0); got != 2 {
		t.Errorf("Miners = %d, want 2", got)
	}
}

func TestWorkers(t *testing.T) {
	s := firstGame(t, 2)
	// 3,4 and 2,4 touch the castle 3,3; 7,2 touches the Tavern 6,2; 0,0
	// touches nothing special.
	s = put(t, s, 0, "3,4", "7,2", "2,4", "0,0")
	if got := s.CardScore(Workers, 0); got != 3 {
		t.Errorf("Workers = %d, want 3", got)
	}
}

// TestMerchants follows the rulebook example: four castles and locations
// linked by one chain score 4 each; a location touched by a group that
// links nothing else scores 0.
func TestMerchants(t *testing.T) {
	s := firstGame(t, 2)
	// One group touching the castle 3,3, the Taverns 6,2 and 6,7 and the
	// Paddock 6,11 (4,3 is water: a settlement moved there by a Harbor).
	s = put(t, s, 0, "5,2", "4,3", "4,4", "5,4", "6,5", "6,6",
		"7,6", "7,7", "7,8", "7,9", "7,10")
	// A lone settlement next to the Oasis 12,7: unlinked.
	s = put(t, s, 0, "11,7")
	if got := s.CardScore(Merchants, 0); got != 16 {
		t.Errorf("Merchants = %d, want 16 (4+4+4+4, unlinked Oasis 0)", got)
	}
	// Player 1: two groups each linking the castle 3,3 with a Tavern: the
	// castle counts once. 4,3-5,2 links 3,3 and 6,2; 3,4-4,5-5,5-6,6 links
	// 3,3 and 6,7.
	s = put(t, firstGame(t, 2), 1, "4,3", "5,2", "3,4", "4,5", "5,5", "6,6")
	if got := s.CardScore(Merchants, 1); got != 12 {
		t.Errorf("Merchants with a castle linked twice = %d, want 12", got)
	}
	// A group touching only one special hex scores nothing.
	s = put(t, firstGame(t, 2), 0, "3,4", "2,4")
	if got := s.CardScore(Merchants, 0); got != 0 {
		t.Errorf("Merchants of one castle = %d, want 0", got)
	}
}

func TestDiscoverers(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "0,0", "0,1", "5,5", "19,10")
	if got := s.CardScore(Discoverers, 0); got != 3 {
		t.Errorf("Discoverers = %d, want 3 rows", got)
	}
}

func TestHermitsAndCitizens(t *testing.T) {
	s := firstGame(t, 2)
	// Areas: {0,0 0,1 1,0} (1,0 touches both), {5,5}, {10,10 10,11 11,10
	// 11,11? no, 11,11 is a castle} -> {10,10 10,11 9,10 9,11 8,10}.
	s = put(t, s, 0, "0,0", "0,1", "1,0", "5,5", "10,10", "10,11", "9,10", "9,11", "8,10")
	if got := s.CardScore(Hermits, 0); got != 3 {
		t.Errorf("Hermits = %d, want 3 areas", got)
	}
	if got := s.CardScore(Citizens, 0); got != 2 {
		t.Errorf("Citizens = %d, want 2 (largest area of 5)", got)
	}
	s = put(t, s, 0, "8,11")
	if got := s.CardScore(Citizens, 0); got != 3 {
		t.Errorf("Citizens = %d, want 3 (largest area of 6)", got)
	}
}

// TestFarmers is the rulebook example: the section where the player has
// fewest settlements holds 4 of them: 4x3 = 12.
func TestFarmers(t *testing.T) {
	s := firstGame(t, 2)
	s = put(t, s, 0, "0,0", "0,1", "0,2", "1,0", "1,1")                             // top left: 5
	s = put(t, s, 0, "0,10", "0,11", "0,12", "0,13", "0,14", "1,12")                // top right: 6
	s = put(t, s, 0, "10,0", "10,1", "10,2", "11,0")                                // bottom left: 4
	s = put(t, s, 0, "10,15", "10,16", "10,17", "10,18", "10,19", "11,15", "11,16") // bottom right: 7
	if got := s.CardScore(Farmers, 0); got != 12 {
		t.Errorf("Farmers = %d, want 12 (4x3)", got)
	}
	// Missing from a section scores nothing.
	s = put(t, firstGame(t, 2), 0, "0,0", "0,10", "10,0")
	if got := s.CardScore(Farmers, 0); got != 0 {
		t.Errorf("Farmers without a settlement in a section = %d, want 0", got)
	}
}

func TestKnights(t *testing.T) {
	s := put(t, firstGame(t, 2), 0, "3,2", "3,5", "3,6", "3,7", "5,0", "5,1", "0,0")
	if got := s.CardScore(Knights, 0); got != 8 {
		t.Errorf("Knights = %d, want 8 (4 in row 3)", got)
	}
}

// TestLords is the rulebook example (8, 8, 6 and 2 settlements in a section
// give 12, 12, 6 and 0) and the FAQ ruling (5, 0, 0 gives 12, 6, 6:
// players without a settlement take part in the ranking; see Rulings in
// RULES.md).
func TestLords(t *testing.T) {
	s := firstGame(t, 4)
	// Top left quadrant (rows 0-9, cols 0-9).
	s = put(t, s, 0, "0,0", "0,1", "0,2", "0,5", "0,6", "0,7", "0,8", "0,9")
	s = put(t, s, 1, "1,0", "1,1", "1,2", "1,3", "1,4", "1,7", "1,8", "1,9")
	s = put(t, s, 2, "2,0", "2,1", "2,2", "2,3", "2,4", "2,5")
	s = put(t, s, 3, "3,2", "3,5")
	want := []int{12, 12, 6, 0}
	for p, w := range want {
		if got := lordsIn(&s, 0, p); got != w {
			t.Errorf("Lords in the top left section, player %d = %d, want %d", p, got, w)
		}
		// Nobody has a settlement in the other sections: nothing there.
		if got := s.CardScore(Lords, p); got != w {
			t.Errorf("Lords, player %d = %d, want %d", p, got, w)
		}
	}
	s = put(t, firstGame(t, 3), 0, "0,0", "0,1", "0,2", "0,5", "0,6")
	for p, w := range []int{12, 6, 6} {
		if got := s.CardScore(Lords, p); got != w {
			t.Errorf("Lords 5,0,0: player %d = %d, want %d", p, got, w)
		}
	}
	// A tie for second place: 3, 1, 1, 0 gives 12, 6, 6, 0.
	s = put(t, firstGame(t, 4), 0, "0,0", "0,1", "0,2")
	s = put(t, s, 1, "1,0")
	s = put(t, s, 2, "2,0")
	for p, w := range []int{12, 6, 6, 0} {
		if got := s.CardScore(Lords, p); got != w {
			t.Errorf("Lords 3,1,1,0: player %d = %d, want %d", p, got, w)
		}
	}
}

func TestCastles(t *testing.T) {
	s := firstGame(t, 2)
	// 3,4 and 2,4 both touch the castle 3,3 (3 points once); 17,2 touches
	// the castle 17,1; 0,0 touches none.
	s = put(t, s, 0, "3,4", "2,4", "17,2", "0,0")
	sc := s.Scores()[0]
	last := sc.Parts[len(sc.Parts)-1]
	if last.Source != "Castles" || last.Points != 6 {
		t.Errorf("castle part = %+v, want Castles 6", last)
	}
	if sc.Total != sc.Sum() {
		t.Errorf("total %d != sum of parts %d", sc.Total, sc.Sum())
	}
	// The breakdown lists the game's cards in order, then the castles.
	for i, c := range s.Cards() {
		if sc.Parts[i].Source != c.String() || sc.Parts[i].Points != s.CardScore(c, 0) {
			t.Errorf("part %d = %+v, want %s %d", i, sc.Parts[i], c, s.CardScore(c, 0))
		}
	}
}

// TestEveryCardScored checks that every card of cardTable has its case in
// State.cardScore.
func TestEveryCardScored(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for c := Card(1); c < numCards; c++ {
		if _, ok := s.cardScore(c, 0); !ok {
			t.Errorf("%s has no score", c)
		}
	}
	if _, ok := s.cardScore(numCards, 0); ok {
		t.Errorf("card %d, no card, has a score", numCards)
	}
}
