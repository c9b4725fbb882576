package games

import (
	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdomino"
)

func init() {
	register(Make(Def[kingdomino.State, kingdomino.Move]{
		Name:           "kingdomino",
		DefaultPlayers: 4,
		Variants: []Variant{
			{"middle-kingdom", "10 bonus points for a castle in the middle of its kingdom"},
			{"harmony", "5 bonus points for a kingdom with no domino discarded"},
			{"mighty-duel", "2 players, all 48 dominoes, kingdoms of 7 x 7"},
			{"dynasty", "a match of three games whose totals decide"},
		},
		Game: kingdomino.Game,
		SVG:  func(s kingdomino.State) ([]byte, error) { return render.Kingdomino(s), nil },
		New: func(cfg Config) (kingdomino.State, error) {
			c := kingdomino.Config{Players: cfg.Players, Seed: cfg.Seed}
			for _, v := range cfg.Variants {
				switch v {
				case "middle-kingdom":
					c.MiddleKingdom = true
				case "harmony":
					c.Harmony = true
				case "mighty-duel":
					c.MightyDuel = true
				case "dynasty":
					c.Dynasty = true
				}
			}
			return kingdomino.New(c)
		},
	}))
}
