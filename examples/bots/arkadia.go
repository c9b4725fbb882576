package bots

import (
	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
)

// ArkadiaWorth returns what player p of s would hold if the game ended now:
// the player's gold plus every seal the player holds sold at its family's
// current value (the number of castle squares showing it). Once the game is
// over, the seals are sold and this is the player's gold, the Total of
// Scores.
//
// Gold alone, the score during the game, does not see a seal until it is
// sold, and a player sells seals only when it pays: completing a building
// earns seals and no gold, so a search that reads gold alone of a game cut
// short values the seals at nothing. The default [ISMCTS] bot of Arkadia
// measures its gains and rewards by this worth (see [Options].Classic).
func ArkadiaWorth(s *arkadia.State, p int) int {
	var v [arkadia.NumFamilies]int
	for f := range arkadia.Family(arkadia.NumFamilies) {
		v[f] = s.Value(f)
	}
	return worth(s, p, &v)
}

// worth is ArkadiaWorth with the seals' values v.
func worth(s *arkadia.State, p int, v *[arkadia.NumFamilies]int) int {
	w := s.Gold(p)
	for f := range arkadia.Family(arkadia.NumFamilies) {
		w += s.Seals(p, f) * v[f]
	}
	return w
}

// arkadiaWorth is a kingdoms.Totaler of Arkadia whose totals are the
// players' ArkadiaWorth.
type arkadiaWorth struct{}

// AppendTotals appends every player's ArkadiaWorth to dst.
func (arkadiaWorth) AppendTotals(dst []int, s *arkadia.State) []int {
	var v [arkadia.NumFamilies]int
	for f := range arkadia.Family(arkadia.NumFamilies) {
		v[f] = s.Value(f)
	}
	for p := range s.Players() {
		dst = append(dst, worth(s, p, &v))
	}
	return dst
}

// gameWorth returns the totals by which the default search of a game played
// with the state and move types of its argument measures its gains and
// rewards in place of the game's own, or nil for the game's own (only
// Arkadia has its own, ArkadiaWorth).
func gameWorth[S any, M comparable](kingdoms.Game[S, M]) kingdoms.Totaler[S] {
	if t, ok := any(arkadiaWorth{}).(kingdoms.Totaler[S]); ok {
		return t
	}
	return nil
}
