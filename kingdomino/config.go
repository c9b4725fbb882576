package kingdomino

import (
	"fmt"
	"slices"

	"github.com/boardrules/kingdoms"
)

// variants are the options a tool may offer (kingdoms.Configurer), in the
// order it shows them.
var variants = [...]kingdoms.Variant{
	{Name: "middle-kingdom", Doc: "10 bonus points for a castle in the middle of its kingdom"},
	{Name: "harmony", Doc: "5 bonus points for a kingdom with no domino discarded"},
	{Name: "mighty-duel", Doc: "2 players, all 48 dominoes, kingdoms of 7 x 7"},
	{Name: "dynasty", Doc: "a match of three games whose totals decide"},
}

// start is Game.Start: the game New gives for the players (4 when 0), the
// seed and the named variants.
func start(set kingdoms.Settings) (State, error) {
	c := Config{Players: set.Players, Seed: set.Seed}
	if c.Players == 0 {
		c.Players = 4
	}
	for i, v := range set.Variants {
		var on *bool
		switch v {
		case "middle-kingdom":
			on = &c.MiddleKingdom
		case "harmony":
			on = &c.Harmony
		case "mighty-duel":
			on = &c.MightyDuel
		case "dynasty":
			on = &c.Dynasty
		default:
			return State{}, fmt.Errorf("kingdomino: unknown variant %s (want middle-kingdom, harmony, mighty-duel or dynasty): %w", kingdoms.Excerpt(v), kingdoms.ErrBadConfig)
		}
		if slices.Contains(set.Variants[:i], v) {
			return State{}, fmt.Errorf("kingdomino: variant %q named twice: %w", v, kingdoms.ErrBadConfig)
		}
		*on = true
	}
	if c.MightyDuel && c.Players != 2 {
		return State{}, fmt.Errorf("kingdomino: the Mighty Duel is for 2 players, not %d: %w", c.Players, kingdoms.ErrBadConfig)
	}
	return New(c)
}

// configJSON is the JSON form of a Config (see Game.StartJSON and the
// documentation of Config).
type configJSON struct {
	Players       int    `json:"players"`
	Seed          uint64 `json:"seed"`
	MiddleKingdom bool   `json:"middleKingdom"`
	Harmony       bool   `json:"harmony"`
	MightyDuel    bool   `json:"mightyDuel"`
	Dynasty       bool   `json:"dynasty"`
	Deck          []int  `json:"deck"`
	KingOrder     []int  `json:"kingOrder"`
}

// startJSON is Game.StartJSON: New of the Config in its JSON form.
func startJSON(data []byte) (State, error) {
	var cj configJSON
	// DecodeStrict also refuses a member spelled in another case.
	if err := kingdoms.DecodeStrict(data, &cj); err != nil {
		return State{}, fmt.Errorf("kingdomino: config: %v: %w", err, kingdoms.ErrBadConfig)
	}
	c := Config{
		Players: cj.Players, Seed: cj.Seed,
		MiddleKingdom: cj.MiddleKingdom, Harmony: cj.Harmony, MightyDuel: cj.MightyDuel, Dynasty: cj.Dynasty,
		KingOrder: cj.KingOrder,
	}
	if cj.Deck != nil {
		c.Deck = make([]Domino, len(cj.Deck))
		for i, d := range cj.Deck {
			if d < 1 || d > NumDominoes {
				return State{}, fmt.Errorf("kingdomino: config: deck[%d]: %d is not a domino (1 to 48): %w", i, d, kingdoms.ErrBadConfig)
			}
			c.Deck[i] = Domino(d)
		}
	}
	return New(c)
}
