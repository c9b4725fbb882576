package render

import (
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

func TestKingdomBuilder(t *testing.T) {
	for _, c := range []struct {
		name  string
		cfg   kingdombuilder.Config
		moves int
	}{
		{"kingdombuilder-first-game.svg", kingdombuilder.FirstGame(4, 1), 0},
		{"kingdombuilder-3p.svg", kingdombuilder.Config{Players: 3, Seed: 2}, 90},
		{"kingdombuilder-end.svg", kingdombuilder.Config{Players: 2, Seed: 3}, 100000},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := kingdombuilder.New(c.cfg)
			if err != nil {
				t.Fatal(err)
			}
			s = advance(t, kingdombuilder.Game, s, c.moves, 1)
			doc := KingdomBuilder(s)
			wellFormed(t, doc)
			if got := strings.Count(string(doc), "<polygon points") - strings.Count(string(doc), `stroke="#1a1a1a" stroke-width="1.1"`); got < 400 {
				t.Errorf("%d hexes and towers drawn, want at least the 400 hexes", got)
			}
			settlements := 0
			for p := range s.Players() {
				settlements += s.Settlements(p).Count()
			}
			// One house per settlement, plus one per player in the legend.
			if got := strings.Count(string(doc), `stroke="#1a1a1a" stroke-width="1.1"`); got != settlements+s.Players() {
				t.Errorf("%d houses drawn for %d settlements and %d players", got, settlements, s.Players())
			}
			golden(t, c.name, doc)
		})
	}
}
