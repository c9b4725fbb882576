package bots

import "github.com/boardrules/kingdoms/kingdomino"

// kingdominoChange is Kingdomino's change of lead: a move changes only its
// player's score ([kingdomino.ScoreChange]), so the change of the mover's
// lead is the change of the mover's score.
func kingdominoChange(d *kingdomino.State, m kingdomino.Move) (int, bool) {
	c, err := kingdomino.ScoreChange(d, m)
	return c, err == nil
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
