package bots

import (
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

func TestGameHint(t *testing.T) {
	if gameHint(arkadia.Game) == nil {
		t.Error("Arkadia has no hint")
	}
	if gameHint(kingdomino.Game) == nil {
		t.Error("Kingdomino has no hint")
	}
	if gameHint(kingdombuilder.Game) != nil {
		t.Error("Kingdom Builder has a hint")
	}
	b := NewISMCTS(arkadia.Game, nil, Options{})
	if b.hint == nil {
		t.Error("NewISMCTS did not give the bot Arkadia's hint")
	}
	if b.SetHint(nil).hint != nil {
		t.Error("SetHint(nil) kept the hint")
	}
}

// TestArkadiaHint: on the default edition with the lot on g5 to j7, l5 and
// n5 are tents (k5 is not).
func TestArkadiaHint(t *testing.T) {
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1, Lot: &arkadia.Lot{Square: arkadia.Square{Row: 4, Col: 6}}})
	if err != nil {
		t.Fatal(err)
	}
	e := s.Edition()
	for _, q := range []string{"l5", "n5"} {
		sq, _ := arkadia.ParseSquare(q)
		if !e.IsTent(sq) {
			t.Fatalf("%s is not a tent of the default edition", q)
		}
	}
	h := ArkadiaHint
	for _, c := range []struct {
		move string
		want float64
	}{
		{"play 3R 0 k5", ArkadiaTent},     // k5 l5 m5: one tent
		{"play 4R 0 k5", 2 * ArkadiaTent}, // k5 l5 m5 n5: two tents
		{"play 1R 0 k6", 0},               // k6 l6
		{"worker l5", -ArkadiaTent},
		{"neutral l5", -ArkadiaTent},
		{"worker k5", 0},
		{"banner", 0},
	} {
		m, err := arkadia.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := h(s, m); got != c.want {
			t.Errorf("%s: hint %v, want %v", c.move, got, c.want)
		}
	}
}
