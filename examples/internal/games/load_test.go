package games

import (
	"strings"
	"testing"
)

// TestLoadRefusesViews checks that a player's view, saved while its game
// goes on, is refused by Load with a message that says so: nobody could move
// in it (the view rule), so a table built on it would stall at its first
// move. The whole game's document loads.
func TestLoadRefusesViews(t *testing.T) {
	for _, e := range All() {
		t.Run(e.Name, func(t *testing.T) {
			tb, err := e.Start(Config{Players: 2, Seed: 3}, nil)
			if err != nil {
				t.Fatal(err)
			}
			whole, err := tb.Save(0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := e.Load(whole, 1, nil); err != nil {
				t.Fatalf("the whole game's document: %v", err)
			}
			for _, seat := range []int{0, 1, Onlooker} {
				doc, err := tb.SaveView(0, seat)
				if err != nil {
					t.Fatal(err)
				}
				_, err = e.Load(doc, 1, []Seat{{Kind: Random}, {Kind: Random}})
				if err == nil || seat != Onlooker && !strings.Contains(err.Error(), "the document is a player's view") {
					t.Errorf("seat %d's view loads: %v", seat, err)
				}
			}
		})
	}
}
