package arkadia

import (
	"fmt"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

func illegal(format string, args ...any) error {
	return fmt.Errorf("arkadia: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
}

// Apply returns the state after m. When m is not legal in s it returns the
// zero State and an error wrapping [kingdoms.ErrIllegalMove] that says why; s
// itself is never changed. A view ([State.View]) is for reading and for
// [Determinize]: Apply refuses it, whatever m, with an error wrapping
// [kingdoms.ErrBadArgument], "arkadia: this is player p's view: Determinize
// it first".
func Apply(s State, m Move) (State, error) {
	if err := s.apply(m); err != nil {
		return State{}, err
	}
	return s, nil
}

// viewError is the error of Apply on a view: it names the player who sees
// it (the one whose hand it shows), or an onlooker.
func (s *State) viewError() error {
	for p := range int(s.players) {
		if !s.Hidden(p) {
			return fmt.Errorf("arkadia: this is player %d's view: Determinize it first: %w", p, kingdoms.ErrBadArgument)
		}
	}
	return fmt.Errorf("arkadia: this is an onlooker's view: Determinize it first: %w", kingdoms.ErrBadArgument)
}

// apply plays m on s in place. Every check comes before the first change:
// when m is not legal, s is left as it was and the error says why.
func (s *State) apply(m Move) error {
	if s.ed == nil {
		return illegal("the zero State is not a game")
	}
	if s.hidden != 0 {
		return s.viewError()
	}
	if s.phase == PhaseOver {
		return illegal("%v: the game is over", m)
	}
	p := int(s.cur)
	switch m.kind() {
	case MovePlay:
		if s.phase != PhaseAction {
			return illegal("%v: a card is played as the must action, not in the %v phase", m, s.phase)
		}
		k := s.ed.kindOf(m.Card())
		if k < 0 {
			return illegal("%v: the edition has no such card", m)
		}
		held := false
		for i := range int(s.handN[p]) {
			held = held || s.hand[p][i] == uint8(k)
		}
		if !held {
			return illegal("%v: player %d holds no card %v", m, p, m.Card())
		}
		f := int(m.form()) - 1
		if int(m.orient()) >= len(s.ed.forms[f].orient) {
			return illegal("%v: a %s has only %d orientations", m, s.ed.forms[f].name, len(s.ed.forms[f].orient))
		}
		a := s.ed.index(m.Square())
		if a < 0 {
			return illegal("%v: square %v is off the board", m, m.Square())
		}
		if !s.ed.forms[f].place[m.orient()].fit.Has(a) {
			return illegal("%v: the building leaves the board", m)
		}
		cells := s.ed.cellsAt(f, int(m.orient()), a)
		if cells.Intersects(s.occ) {
			return illegal("%v: the building must lie on empty squares", m)
		}
		near := s.ed.dilate(cells)
		if !near.Intersects(s.occ) {
			return illegal("%v: the building must touch a building, the castle lot or a worker", m)
		}
		s.removeHand(p, uint8(k))
		i := int(s.nb)
		tents := s.placeBuilding(k, int(m.orient()), a, cells)
		take := uint8(tents.Count())
		take = min(take, s.neutral)
		s.neutral -= take
		s.screenN[p] += take
		s.played, s.acted = true, true
		s.complete(1<<i | s.owners(near.Diff(cells)))
		s.afterAction()
	case MoveWorker, MoveNeutral:
		if s.phase != PhaseAction && s.phase != PhaseWorkers {
			return illegal("%v: workers are introduced as the must action, not in the %v phase", m, s.phase)
		}
		if m.kind() == MoveWorker && s.screen[p] == 0 {
			return illegal("%v: player %d has no worker of their colour behind the screen", m, p)
		}
		if m.kind() == MoveNeutral && s.screenN[p] == 0 {
			return illegal("%v: player %d has no neutral worker behind the screen", m, p)
		}
		j := s.ed.index(m.Square())
		if j < 0 {
			return illegal("%v: square %v is off the board", m, m.Square())
		}
		if s.occ.Has(j) {
			return illegal("%v: square %v is not empty", m, m.Square())
		}
		adj := s.adjacent(j)
		if adj == 0 {
			return illegal("%v: square %v touches no building", m, m.Square())
		}
		cand := adj
		if s.phase == PhaseWorkers {
			if adj&s.cand == 0 {
				return illegal("%v: the workers of one turn must all touch one building", m)
			}
			cand &= s.cand
		}
		c := p
		if m.kind() == MoveWorker {
			s.screen[p]--
		} else {
			s.screenN[p]--
			c = neutral
		}
		s.wk[c] = s.wk[c].Add(j)
		s.occ = s.occ.Add(j)
		s.turnW = s.turnW.Add(j)
		s.touched |= adj
		if cand == s.cand {
			// The same buildings: only the worker's square is taken.
			s.open = s.open.Remove(j)
		} else {
			s.cand = cand
			s.open = s.openSquares(cand)
		}
		s.acted = true
		s.phase = PhaseWorkers
		if s.moreWorkerTargets().IsEmpty() {
			s.finishWorkers()
		}
	case MovePass:
		if s.phase != PhaseAction {
			return illegal("%v: only the must action can be passed", m)
		}
		if s.canAct() {
			return illegal("%v: the must action can be passed only when no card can be played and no worker introduced", m)
		}
		s.enterBanner()
	case MoveStop:
		if s.phase != PhaseWorkers {
			return illegal("%v: there is no introduction of workers to stop", m)
		}
		s.finishWorkers()
	case MoveCastle:
		if s.phase != PhaseCastle {
			return illegal("%v: no castle piece is due", m)
		}
		if m.fam() >= NumFamilies {
			return illegal("%v: no such family", m)
		}
		fl := s.floor
		if s.pool[fl][m.fam()] == 0 {
			return illegal("%v: the floor-%d pool has no %v piece", m, fl+1, m.fam())
		}
		j := s.ed.index(m.Square())
		q := -1
		for k, c := range s.castleQ {
			if int(c) == j && j >= 0 {
				q = k
			}
		}
		if q < 0 {
			return illegal("%v: square %v is not a castle square", m, m.Square())
		}
		if s.height[q] != fl {
			return illegal("%v: castle square %v is at floor %d, floor %d is being built", m, m.Square(), s.height[q], fl+1)
		}
		s.placePiece(q, m.fam())
	case MoveDraw:
		if s.phase != PhaseRefill {
			return illegal("%v: a card is drawn only after playing one", m)
		}
		if s.pileN == 0 {
			return illegal("%v: the pile is empty", m)
		}
		s.addHand(p, s.drawPile())
		s.enterBanner()
	case MoveTake:
		if s.phase != PhaseRefill {
			return illegal("%v: a card is taken only after playing one", m)
		}
		k := s.ed.kindOf(m.Card())
		if k < 0 || !s.removeFace(uint8(k)) {
			return illegal("%v: card %v is not face up", m, m.Card())
		}
		s.addHand(p, uint8(k))
		if s.pileN > 0 {
			s.addFace(s.drawPile())
		}
		s.enterBanner()
	case MoveBanner, MoveDecline:
		if s.phase != PhaseBanner {
			return illegal("%v: the banner is decided at the end of the turn, not in the %v phase", m, s.phase)
		}
		if m.kind() == MoveDecline {
			s.endTurn()
			break
		}
		s.banners[p]--
		s.banner = true
		g := min(uint8(BannerWorkers), s.reserve[p])
		s.reserve[p] -= g
		s.screen[p] += g
		if s.seals[p] == [NumFamilies]int32{} {
			s.endTurn()
		} else {
			s.phase = PhaseSell
		}
	case MoveSell:
		if s.phase != PhaseSell {
			return illegal("%v: seals are sold only after taking a banner", m)
		}
		if m.fam() >= NumFamilies {
			return illegal("%v: no such family", m)
		}
		if m.count() == 0 || int32(m.count()) > s.seals[p][m.fam()] {
			return illegal("%v: player %d has %d %v seals", m, p, s.seals[p][m.fam()], m.fam())
		}
		s.seals[p][m.fam()] -= int32(m.count())
		s.gold[p] += int32(m.count()) * int32(s.value(m.fam()))
		if s.seals[p] == [NumFamilies]int32{} {
			s.endTurn()
		}
	case MoveDone:
		if s.phase != PhaseSell {
			return illegal("%v: there is no sale to end", m)
		}
		s.endTurn()
	default:
		return illegal("%v: not a move", m)
	}
	return nil
}

// complete pays out every building among the candidate bits cand that is
// now enclosed, and counts the castle pieces due.
func (s *State) complete(cand uint64) {
	cand &^= 1 << lotBit
	// A building is enclosed when none of its squares is next to an empty
	// square: one dilation of the empty squares serves every candidate.
	var edge squaregrid.Set
	edged := false
	for c := cand; c != 0; c &= c - 1 {
		i := tz(c)
		if s.bld[i].done {
			continue
		}
		cells := s.buildingCells(i)
		if !edged {
			edge, edged = s.ed.dilate(s.free()), true
		}
		if cells.Intersects(edge) {
			continue
		}
		ring := s.ed.ring(cells)
		s.bld[i].done = true
		f := s.ed.kinds[s.bld[i].kind].Family
		for p := range int(s.players) {
			s.seals[p][f] += int32(ring.Intersect(s.wk[p]).Count())
		}
		s.seals[s.cur][f]++
		s.pending++
	}
}

func (s *State) finishWorkers() {
	s.complete(s.touched)
	s.afterAction()
}

// afterAction moves on from the must action: castle pieces if any are due
// and available, then the refill or the banner.
func (s *State) afterAction() {
	if s.pending > 0 && s.pool[s.floor] != [NumFamilies]uint8{} {
		s.phase = PhaseCastle
		return
	}
	s.pending = 0
	s.afterCastle()
}

func (s *State) afterCastle() {
	if s.played && s.handN[s.cur] < HandSize && (s.pileN > 0 || s.faceN > 0) {
		s.phase = PhaseRefill
		return
	}
	s.enterBanner()
}

func (s *State) enterBanner() {
	if s.banners[s.cur] > 0 {
		s.phase = PhaseBanner
		return
	}
	s.endTurn()
}

// placePiece puts a piece of family f on castle square q at the current
// floor and handles a completed floor.
func (s *State) placePiece(q int, f Family) {
	fl := s.floor
	s.stack[q][fl] = f
	s.height[q]++
	s.pool[fl][f]--
	s.pending--
	if fl < Floors-1 {
		full := true
		for _, h := range s.height {
			full = full && h > fl
		}
		if full {
			for g := range NumFamilies {
				s.pool[Floors-1][g] += s.pool[fl][g]
				s.pool[fl][g] = 0
			}
			s.floor++
			if fl == 1 && s.trigger < 0 {
				s.trigger = int8(s.cur)
			}
		}
	}
	if s.pending > 0 && s.pool[s.floor] != [NumFamilies]uint8{} {
		return
	}
	s.pending = 0
	s.afterCastle()
}

// endTurn closes the active player's turn and starts the next one.
func (s *State) endTurn() {
	if s.finishTurn() {
		return
	}
	s.startTurn(int(s.cur+1) % int(s.players))
}

// finishTurn does the bookkeeping of the end of a turn and reports whether
// the game is over.
func (s *State) finishTurn() bool {
	if !s.acted && !s.banner {
		s.passes++
	} else {
		s.passes = 0
	}
	over := false
	if s.trigger >= 0 {
		if !s.final {
			s.final = true
			s.left = s.players
		} else {
			s.left--
			over = s.left == 0
		}
	}
	if s.passes >= s.players {
		// A last round in which nobody acts ends by the castle all the
		// same: it is the last round's own end, not a stall.
		s.stalled = s.trigger < 0
		over = true
	}
	if over {
		s.gameOver()
	}
	return over
}

// startTurn starts player p's turn.
func (s *State) startTurn(p int) {
	s.cur = uint8(p)
	s.cand, s.turnW, s.open, s.touched = 0, squaregrid.Set{}, squaregrid.Set{}, 0
	s.played, s.acted, s.banner = false, false, false
	s.phase = PhaseAction
}

// gameOver sells every seal at the castle's values and ends the game.
func (s *State) gameOver() {
	var v [NumFamilies]int32
	for f := range Family(NumFamilies) {
		v[f] = int32(s.value(f))
	}
	for p := range int(s.players) {
		for f := range NumFamilies {
			n := s.seals[p][f]
			s.sold[p][f] = n
			s.gold[p] += n * v[f]
			s.seals[p][f] = 0
		}
	}
	s.phase = PhaseOver
	s.cand, s.turnW, s.open, s.touched = 0, [4]uint64{}, [4]uint64{}, 0
}
