package render

import (
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/kingdomino"
)

func TestKingdomino(t *testing.T) {
	for _, c := range []struct {
		name  string
		cfg   kingdomino.Config
		moves int
	}{
		{"kingdomino-start.svg", kingdomino.Config{Players: 4, Seed: 1}, 0},
		{"kingdomino-4p.svg", kingdomino.Config{Players: 4, Seed: 1}, 60},
		{"kingdomino-end.svg", kingdomino.Config{Players: 3, Seed: 2}, 1000},
		{"kingdomino-duel.svg", kingdomino.Config{Players: 2, Seed: 3, MightyDuel: true}, 70},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := kingdomino.New(c.cfg)
			if err != nil {
				t.Fatal(err)
			}
			s = advance(t, kingdomino.Game, s, c.moves, 1)
			doc := Kingdomino(s)
			wellFormed(t, doc)
			// Every placed domino is outlined, every player is named.
			placed := 0
			for p := range s.Players() {
				placed += len(s.Kingdom(p).Placements())
				if !strings.Contains(string(doc), "player "+string(rune('0'+p))+":") {
					t.Errorf("player %d not named", p)
				}
			}
			if got := strings.Count(string(doc), `rx="4" fill="none" stroke="#1e1e1e" stroke-width="1.5"`); got != placed {
				t.Errorf("%d dominoes outlined, %d placed", got, placed)
			}
			if s.IsTerminal() && !strings.Contains(string(doc), "★") {
				t.Errorf("no winner marked at the end")
			}
			golden(t, c.name, doc)
		})
	}
}
