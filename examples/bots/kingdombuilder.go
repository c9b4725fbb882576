package bots

import (
	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// kbPlayers bounds the players of a Kingdom Builder game (5 with Nomads).
const kbPlayers = 5

// kbTotals is Kingdom Builder's totals, read when a move changes another
// player's score (the Lords) in a game of more than two players.
var kbTotals, _ = kingdombuilder.Game.(kingdoms.Totaler[kingdombuilder.State])

// kingdomBuilderChange is Kingdom Builder's change of lead, from
// [kingdombuilder.ScoreEffects].
func kingdomBuilderChange(d *kingdombuilder.State, m kingdombuilder.Move) (int, bool) {
	var buf [kbPlayers]int
	n := d.Players()
	moves := [1]kingdombuilder.Move{m}
	if n > kbPlayers || kingdombuilder.ScoreEffects(d, moves[:], buf[:n]) != nil {
		return 0, false
	}
	return kbLeadChange(d, d.ToMove(), buf[:n])
}

// kbLeadChange returns the change in the lead of player me, to move in *d,
// made by a move that changes player p's total by change[p].
func kbLeadChange(d *kingdombuilder.State, me int, change []int) (int, bool) {
	if me < 0 {
		return 0, false
	}
	if len(change) == 2 {
		// The lead is the difference of the two totals.
		return change[me] - change[1-me], true
	}
	others := false
	for p, c := range change {
		others = others || (p != me && c != 0)
	}
	if !others {
		// The best opponent's total is unchanged.
		return change[me], true
	}
	if kbTotals == nil {
		return 0, false
	}
	// Rare (the Lords, 3 players or more): the totals are read, into a
	// slice that the call through the interface makes escape.
	tot := kbTotals.AppendTotals(make([]int, 0, len(change)), d)
	before := leadOf(tot, me)
	for p, c := range change {
		tot[p] += c
	}
	return leadOf(tot, me) - before, true
}

// kingdomBuilderGains is Kingdom Builder's gameGains:
// [kingdombuilder.ScoreEffects] for the changes, read together (the
// mover's settlement areas, rows and sections once), plus
// [KingdomBuilderHint].
func kingdomBuilderGains(d *kingdombuilder.State, moves []kingdombuilder.Move, out []float64) bool {
	var buf [16 * kbPlayers]int
	n := d.Players()
	if n > kbPlayers || len(moves)*n > len(buf) || len(out) < len(moves) {
		return false
	}
	if kingdombuilder.ScoreEffects(d, moves, buf[:len(moves)*n]) != nil {
		return false
	}
	me := d.ToMove()
	for i, m := range moves {
		c, ok := kbLeadChange(d, me, buf[i*n:i*n+n])
		if !ok {
			return false
		}
		out[i] = float64(c)
		if !buildsAwayFromTiles(d, m) {
			// The hint of a build away from tiles is 0: the State is not
			// copied to tell.
			out[i] += KingdomBuilderHint(*d, m)
		}
	}
	return true
}
