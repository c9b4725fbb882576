package games

import (
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/render"
)

func init() {
	register(Make(Def[arkadia.State, arkadia.Move]{
		Name:           "arkadia",
		DefaultPlayers: 4,
		Variants: []Variant{
			{"first-game", "the edition's first-game set-up: castle lot in place, pre-placed buildings and neutral workers"},
		},
		Game: arkadia.Game,
		SVG:  func(s arkadia.State) ([]byte, error) { return render.Arkadia(s), nil },
		New: func(cfg Config) (arkadia.State, error) {
			c := arkadia.Config{Players: cfg.Players, Seed: cfg.Seed}
			for _, v := range cfg.Variants {
				if v == "first-game" {
					c.FirstGame = true
				}
			}
			return arkadia.New(c)
		},
	}))
}
