package bots

import (
	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/kingdomino"
)

// gameChange returns, for a game played with the state and move types of
// its argument, a function giving the exact change in the mover's lead
// (their total minus the best other total) that a legal move makes, and
// false when it cannot tell; or nil when the game has none (only
// Kingdomino and Kingdom Builder have one). The search's gains use it instead of playing the
// move on a copy of the state and counting every player's total: the same
// figure, much cheaper.
func gameChange[S any, M comparable](kingdoms.Game[S, M]) func(d *S, m M) (int, bool) {
	if f, ok := any(kingdominoChange).(func(d *S, m M) (int, bool)); ok {
		return f
	}
	if f, ok := any(kingdomBuilderChange).(func(d *S, m M) (int, bool)); ok {
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

// gameGains returns, for a game played with the state and move types of
// its argument, a function that sets out[i] to the gain of moves[i]
// (legal moves of *d, each played by the player to move): the change in
// the mover's lead plus the game's own [Hint], the same figures as one
// call per move, computed together so that what the moves share is read
// once. It reports false, out being then unusable, when it cannot tell;
// and it is nil when the game has none (only Kingdomino and Kingdom
// Builder have one). The
// search uses it only with the game's own hint.
func gameGains[S any, M comparable](kingdoms.Game[S, M]) func(d *S, moves []M, out []float64) bool {
	if f, ok := any(kingdominoGains).(func(d *S, moves []M, out []float64) bool); ok {
		return f
	}
	if f, ok := any(kingdomBuilderGains).(func(d *S, moves []M, out []float64) bool); ok {
		return f
	}
	return nil
}

// kingdominoGains is Kingdomino's gameGains: [kingdomino.ScoreChanges]
// for the changes, and, for picks, [KingdominoHint] from the picker's
// largest properties read once ([kingdomino.LargestProperties]).
func kingdominoGains(d *kingdomino.State, moves []kingdomino.Move, out []float64) bool {
	var buf [16]int
	if len(moves) > len(buf) || len(out) < len(moves) {
		return false
	}
	changes := buf[:len(moves)]
	if kingdomino.ScoreChanges(d, moves, changes) != nil {
		return false
	}
	p := d.ToMove()
	var largest *[kingdomino.Mine + 1]kingdomino.Property
	var table [kingdomino.Mine + 1]kingdomino.Property
	for i, m := range moves {
		out[i] = float64(changes[i])
		if m.Kind() != kingdomino.Pick || p < 0 {
			continue
		}
		if largest == nil {
			table = kingdomino.LargestProperties(d, p)
			largest = &table
		}
		out[i] += pickWorth(largest, m.Domino())
	}
	return true
}
