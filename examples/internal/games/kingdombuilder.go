package games

import (
	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

func init() {
	register(Make(Def[kingdombuilder.State, kingdombuilder.Move]{
		Name:           "kingdombuilder",
		DefaultPlayers: 4,
		Variants: []Variant{
			{"first-game", "the rulebook's suggested first game: Tavern, Paddock, Oasis and Farm sections; Fishermen, Knights and Merchants"},
		},
		Game: kingdombuilder.Game,
		SVG:  func(s kingdombuilder.State) ([]byte, error) { return render.KingdomBuilder(s), nil },
		New: func(cfg Config) (kingdombuilder.State, error) {
			c := kingdombuilder.Config{Players: cfg.Players, Seed: cfg.Seed}
			for _, v := range cfg.Variants {
				if v == "first-game" {
					c = kingdombuilder.FirstGame(cfg.Players, cfg.Seed)
				}
			}
			return kingdombuilder.New(c)
		},
	}))
}
