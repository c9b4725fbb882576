package kingdombuilder

import (
	"math/rand/v2"
	"testing"
)

func TestView(t *testing.T) {
	s := endTurn(t, firstGame(t, 3)) // player 1 to move
	v := s.View(0)
	if _, ok := v.Hand(0); !ok {
		t.Errorf("the viewer's own card is hidden")
	}
	if got, ok := v.Hand(1); !ok || got != s.CurrentCard() {
		t.Errorf("the card of the player to move is hidden (revealed at the start of the turn)")
	}
	if _, ok := v.Hand(2); ok {
		t.Errorf("player 2's card is visible to player 0")
	}
	if v.DeckSize() != s.DeckSize() {
		t.Errorf("view deck size %d, want %d", v.DeckSize(), s.DeckSize())
	}
	for i := range v.deck {
		if v.deck[i] != NoTerrain {
			t.Fatalf("the deck order shows in the view")
		}
	}
	if !v.View(0).Equal(v) {
		t.Errorf("View of a view differs")
	}
	// The view plays on, except "end", which needs a hidden card.
	if len(Legal(v)) == 0 {
		t.Errorf("no legal move in a view")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		d := determinized(v, 0, rng)
		if !d.View(0).Equal(v) {
			t.Fatalf("Determinize changed what player 0 sees")
		}
		if err := checkInvariants(d); err != nil {
			t.Fatal(err)
		}
		for _, tr := range cardTerrains {
			if d.discard[tr] != s.discard[tr] || d.removed[tr] != s.removed[tr] {
				t.Fatalf("Determinize changed the public discard pile")
			}
		}
	}
	// Over many determinizations, player 2's hidden card takes several values.
	seen := map[Terrain]bool{}
	for range 50 {
		c, _ := determinized(v, 0, rng).Hand(2)
		seen[c] = true
	}
	if len(seen) < 2 {
		t.Errorf("Determinize always deals player 2 the same card: %v", seen)
	}
}
