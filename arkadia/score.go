package arkadia

import (
	"fmt"

	"github.com/boardrules/kingdoms"
)

// Scores returns each player's gold with its breakdown: the gold from sales
// during the game, then, once the game is over, the final sale of each family
// the player held ("final sale: 7 red x 3"). A view shows every player's
// gold: sales are made at the table.
func (s State) Scores() []kingdoms.Score {
	out := make([]kingdoms.Score, s.players)
	for p := range out {
		g := int(s.gold[p])
		var parts []kingdoms.ScorePart
		if s.phase == PhaseOver {
			sale := 0
			var fin []kingdoms.ScorePart
			for f := range Family(NumFamilies) {
				n := int(s.sold[p][f])
				if n == 0 {
					continue
				}
				v := s.value(f)
				sale += n * v
				fin = append(fin, kingdoms.ScorePart{Source: fmt.Sprintf("final sale: %d %v x %d", n, f, v), Points: n * v})
			}
			parts = append(parts, kingdoms.ScorePart{Source: "gold from sales during the game", Points: g - sale})
			parts = append(parts, fin...)
		} else {
			parts = append(parts, kingdoms.ScorePart{Source: "gold from sales during the game", Points: g})
		}
		out[p] = kingdoms.Score{Total: g, Parts: parts}
	}
	return out
}

// Winners returns the players with the most gold once the game is over (ties
// share the victory), or nil before.
func (s State) Winners() []int {
	if s.ed == nil || s.phase != PhaseOver {
		return nil
	}
	best := int32(-1)
	var w []int
	for p := range int(s.players) {
		switch g := s.gold[p]; {
		case g > best:
			best, w = g, append(w[:0], p)
		case g == best:
			w = append(w, p)
		}
	}
	return w
}
