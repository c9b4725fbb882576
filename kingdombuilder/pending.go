package kingdombuilder

// A position may wait for one decision before anything else: a player
// answering a Canoe interrupt or choosing the half of a swamp card
// (Marshlands), the choice of the turn's card or the Fort's settlement
// (Crossroads), a Donation or a Sword being used (Nomads), a Harvest
// sequence (the silo phase, the second scout token, the settlements of
// turned colony tiles). Each is an expansion's (State.waits); when
// several wait, the first in pendingPriority comes first. The legal moves
// (appendLegal), the move check (State.check) and the player to move
// (State.ToMove) all read the one function below, so they agree on who
// decides and what may be done.

// waiting returns the expansion whose decision the position waits for, and
// false in an ordinary turn (always false in a base game).
func (s *State) waiting() (expansionID, bool) {
	if !s.g.rules.any() {
		return 0, false
	}
	for _, e := range pendingPriority {
		if s.g.rules.has(e) && s.decide(e, nil) {
			return e, true
		}
	}
	return 0, false
}

// checkWaiting returns why m is not legal in s, which waits for e's
// decision: only e's moves make it.
func (s *State) checkWaiting(e expansionID, m Move) error {
	if m.kind() != expansions[e].kind {
		d := decision{want: wantWhy}
		s.decide(e, &d)
		return illegal(m, "%s", d.why)
	}
	return s.checkExt(m)
}

// decider returns who decides next in s (not over): the player named by the
// decision the position waits for, else the player to move.
func (s *State) decider() int {
	if e, ok := s.waiting(); ok {
		var d decision
		s.decide(e, &d)
		return d.who
	}
	return int(s.toMove)
}
