package render

import (
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
)

func TestArkadia(t *testing.T) {
	for _, c := range []struct {
		name  string
		cfg   arkadia.Config
		moves int
		view  int
	}{
		{"arkadia-first-game.svg", arkadia.Config{Players: 4, Seed: 1, FirstGame: true}, 0, -1},
		{"arkadia-3p.svg", arkadia.Config{Players: 3, Seed: 2}, 80, -1},
		{"arkadia-view.svg", arkadia.Config{Players: 3, Seed: 2}, 80, 1},
		{"arkadia-end.svg", arkadia.Config{Players: 2, Seed: 3}, 100000, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := arkadia.New(c.cfg)
			if err != nil {
				t.Fatal(err)
			}
			s = advance(t, arkadia.Game, s, c.moves, 1)
			full := s
			if c.view >= 0 {
				s = arkadia.Game.View(s, c.view)
			}
			doc := Arkadia(s)
			wellFormed(t, doc)
			// The picture draws no hand, and a view hides nothing else
			// (seals, gold and screens are known at the table): a
			// player's view draws the same picture as the full state.
			if c.view >= 0 && string(doc) != string(Arkadia(full)) {
				t.Errorf("player %d's view draws another picture than the full state", c.view)
			}
			if !strings.Contains(string(doc), "gold") {
				t.Errorf("the picture shows no gold")
			}
			golden(t, c.name, doc)
		})
	}
}
