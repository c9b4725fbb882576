package bots

import "github.com/boardrules/kingdoms"

// gameChange returns, for a game played with the state and move types of
// its argument, a function giving the exact change in the mover's lead
// (their total minus the best other total) that a legal move makes, and
// false when it cannot tell; or nil when the game has none (Kingdomino and
// Kingdom Builder have one: kingdomino.go, kingdombuilder.go). The search's
// gains use it instead of playing the move on a copy of the state and
// counting every player's total: the same figure, much cheaper.
func gameChange[S any, M comparable](kingdoms.Game[S, M]) func(d *S, m M) (int, bool) {
	if f, ok := any(kingdominoChange).(func(d *S, m M) (int, bool)); ok {
		return f
	}
	if f, ok := any(kingdomBuilderChange).(func(d *S, m M) (int, bool)); ok {
		return f
	}
	return nil
}

// gameGains returns, for a game played with the state and move types of
// its argument, a function that sets out[i] to the gain of moves[i]
// (legal moves of *d, each played by the player to move): the change in
// the mover's lead plus the game's own [Hint], the same figures as one
// call per move, computed together so that what the moves share is read
// once. It reports false, out being then unusable, when it cannot tell;
// and it is nil when the game has none (Kingdomino and Kingdom Builder have
// one). The search uses it only with the game's own hint.
func gameGains[S any, M comparable](kingdoms.Game[S, M]) func(d *S, moves []M, out []float64) bool {
	if f, ok := any(kingdominoGains).(func(d *S, moves []M, out []float64) bool); ok {
		return f
	}
	if f, ok := any(kingdomBuilderGains).(func(d *S, moves []M, out []float64) bool); ok {
		return f
	}
	return nil
}
