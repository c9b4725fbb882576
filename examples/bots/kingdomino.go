package bots

import (
	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/kingdomino"
)

// gameChange returns, for a game played with the state and move types of
// its argument, a function giving the exact change in the mover's lead
// (their total minus the best other total) that a legal move makes, and
// false when it cannot tell; or nil when the game has none (only
// Kingdomino has one). The search's gains use it instead of playing the
// move on a copy of the state and counting every player's total: the same
// figure, much cheaper.
func gameChange[S any, M comparable](kingdoms.Game[S, M]) func(d *S, m M) (int, bool) {
	if f, ok := any(kingdominoChange).(func(d *S, m M) (int, bool)); ok {
		return f
	}
	return nil
}

// kingdominoChange is Kingdomino's change of lead: a move changes only its
// player's score ([kingdomino.ScoreChange]), so the change of the mover's
// lead is the change of the mover's score.
func kingdominoChange(d *kingdomino.State, m kingdomino.Move) (int, bool) {
	c, err := kingdomino.ScoreChange(d, m)
	return c, err == nil
}
