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
			if c.view >= 0 {
				s = arkadia.Game.View(s, c.view)
			}
			doc := Arkadia(s)
			wellFormed(t, doc)
			hidden := strings.Count(string(doc), "? gold")
			want := 0
			if c.view >= 0 {
				want = s.Players() - 1
			}
			if hidden != want {
				t.Errorf("%d players' gold hidden, want %d", hidden, want)
			}
			golden(t, c.name, doc)
		})
	}
}
