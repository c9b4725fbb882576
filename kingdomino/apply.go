package kingdomino

import (
	"fmt"
	"math/bits"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// Apply returns the state after move m. It never changes s. When m is not
// legal in s it returns the zero State and an error wrapping
// [kingdoms.ErrIllegalMove] that says why; on a view ([State.View]), an
// error wrapping [kingdoms.ErrBadArgument]: Determinize it first.
//
// After the last king of a line has acted, the next line becomes the current
// one and a new line is drawn (none in the last round); after the last
// domino of a game is placed the game is over, or, in a Dynasty match, the
// next game is set up at once from the state's generator.
func Apply(s State, m Move) (State, error) {
	if err := s.apply(m); err != nil {
		return State{}, err
	}
	return s, nil
}

func illegal(format string, args ...any) error {
	return fmt.Errorf("kingdomino: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
}

// reason is an error wrapping ErrIllegalMove, to be prefixed by the caller.
func reason(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
}

// apply plays m on s (a private copy).
func (s *State) apply(m Move) error {
	if s.view != 0 {
		return s.viewError()
	}
	switch s.phase {
	case Over:
		return illegal("%v: the game is over", m)
	case Choosing, Picking:
		// (s.ToMove would copy the State.)
		p := int(s.cur[s.slot].king)
		if s.phase == Choosing {
			p = int(s.order[s.slot])
		}
		if m.Kind() != Pick {
			return illegal("%v: player %d must pick a domino of the next line (pick D), not %s", m, p, m.Kind())
		}
		// The slot of the domino, found with no branch on the line: one
		// bit per slot holding it (a line holds a domino at most once).
		found := uint(0)
		for i, x := range s.next[:s.kings] {
			found |= (uint(x.domino^m.domino) - 1) >> 63 << i
		}
		j := bits.TrailingZeros(found)
		if found == 0 {
			j = -1
		}
		if j < 0 {
			return illegal("%v: domino %v is not in the line to pick from (%s)", m, m.domino, lineString(&s.next))
		}
		if s.next[j].king >= 0 {
			return illegal("%v: player %d's king already stands on domino %v", m, s.next[j].king, m.domino)
		}
		s.next[j].king = int8(p)
		if s.phase == Choosing {
			s.slot++
			if s.slot == s.kings {
				s.order = [4]int8{}
				s.startRound()
			}
			return nil
		}
		s.endTurn()
		return nil
	}
	// Placing.
	p := s.cur[s.slot].king
	d := s.cur[s.slot].domino
	k := &s.boards[p]
	size := s.size()
	switch {
	case m.Kind() != Place && m.Kind() != Discard:
		return illegal("%v: player %d must place domino %v (or discard it if it fits nowhere), not %s", m, p, d, m.Kind())
	case m.domino != d:
		return illegal("%v: player %d's domino to place is %v, not %v", m, p, d, m.domino)
	case m.Kind() == Discard:
		if k.canPlace(d, size) {
			return illegal("%v: domino %v fits in player %d's kingdom, for example %v; a domino is discarded only when it fits nowhere", m, d, p, k.appendPlacements(nil, d, size)[0])
		}
		s.record(p, k.discard(d))
	default:
		a, err := k.check(m, size)
		if err != nil {
			return fmt.Errorf("kingdomino: %v: player %d: %w", m, p, err)
		}
		s.record(p, k.place(d, a, m.Dir()))
	}
	if s.next[0].domino != 0 {
		s.phase = Picking
		return nil
	}
	s.endTurn()
	return nil
}

// check returns the cell of the left half of placement m, or an error that
// says why m is not legal in k. It costs a few bit tests (fits); only a
// move that is not legal goes through the tests one by one (explain), for
// the error. m's domino is one of the 48.
func (k *board) check(m Move, size int) (int, error) {
	if a, ok := k.fits(m, size); ok {
		return a, nil
	}
	return k.explain(m, size)
}

// fits reports whether placement m is legal in k, as explain decides, and
// returns the cell of its left half: the right half's cell is the left
// one's plus a step, and a cell beyond the grid or on the padding column is
// never within the bound.
func (k *board) fits(m Move, size int) (int, bool) {
	h := &dominoHalves[m.domino]
	return fitsIn(m, k.allowed(size).andNot(k.occ()), k.terrain(h[0].t).or(castleSet), k.terrain(h[1].t).or(castleSet))
}

// fitsIn is fits for a placement m in a kingdom whose free squares that
// the bound allows are free, and whose squares that each half of m's
// domino may touch (its terrain, or the castle) are touch0 and touch1.
func fitsIn(m Move, free, touch0, touch1 cells) (int, bool) {
	dir := m.Dir()
	r, c := int(m.row)+gridCenter, int(m.col)+gridCenter
	if dir > squaregrid.Left || uint(r) >= gridRows || uint(c) >= gridRows ||
		(dir == squaregrid.Left || dir == squaregrid.Up) && m.domino.symmetric() {
		return 0, false
	}
	a := r*gridStride + c
	b := a + step[dir]
	if uint(b) >= gridRows*gridStride {
		return 0, false
	}
	pair := cellSet[a].or(cellSet[b])
	if free.and(pair) != pair {
		return 0, false
	}
	// Both halves are tested, with no branch between: which one touches
	// is a coin toss in a random game.
	return a, !touch0.and(nextTo[a]).or(touch1.and(nextTo[b])).empty()
}

// explain is check one test at a time, each failure with its reason.
func (k *board) explain(m Move, size int) (int, error) {
	d := m.domino
	dir := m.Dir()
	if !dir.Valid() {
		return 0, reason("the direction of the right half is not up, right, down or left")
	}
	at, at2 := m.At(), m.At().Neighbor(dir)
	if d.symmetric() && (dir == squaregrid.Left || dir == squaregrid.Up) {
		return 0, reason("domino %v has two like halves: write this placement %v", d, PlaceMove(d, at2, dir.Opposite()))
	}
	a, b := cellOf(at), cellOf(at2)
	if a < 0 || b < 0 {
		return 0, reason("the domino would lie beyond any kingdom")
	}
	occ := k.occ()
	pair := cellSet[a].or(cellSet[b])
	if !occ.and(pair).empty() {
		i := a
		if !occ.has(a) {
			i = b
		}
		return 0, reason("square %d,%d is taken (%v)", pointOf(i).Row, pointOf(i).Col, k.terrainAt(i))
	}
	if k.allowed(size).and(pair) != pair {
		return 0, reason("the kingdom would no longer fit in %dx%d squares", size, size)
	}
	h := dominoHalves[d]
	if touches(k.terrain(h[0].t).or(castleSet), a) || touches(k.terrain(h[1].t).or(castleSet), b) {
		return a, nil
	}
	if !touches(occ, a) && !touches(occ, b) {
		return 0, reason("squares %d,%d and %d,%d touch nothing in the kingdom", at.Row, at.Col, at2.Row, at2.Col)
	}
	return 0, reason("neither half touches the castle or a square of its own terrain (%v at %d,%d, %v at %d,%d)", h[0].t, at.Row, at.Col, h[1].t, at2.Row, at2.Col)
}

// endTurn ends the acting king's turn: the next king in the line acts, or
// the round ends.
func (s *State) endTurn() {
	s.slot++
	if s.slot < s.kings {
		s.phase = Placing
		return
	}
	if s.next[0].domino == 0 {
		s.endGame()
		return
	}
	s.startRound()
}

// startRound makes the next line current and draws a new next line.
func (s *State) startRound() {
	s.cur = s.next
	s.drawLine()
	s.slot = 0
	s.phase = Placing
}

// endGame ends a game: the match is over, or the next game of a Dynasty
// match is set up.
func (s *State) endGame() {
	s.cur = [4]lineSlot{}
	s.slot = 0
	s.phase = Over
	if s.flags&flagDynasty == 0 || s.game == 2 {
		return
	}
	for p := range int(s.players) {
		t := s.tally(p, nil)
		s.past[s.game][p] = result{int16(t.total), uint8(t.largest), uint8(t.crowns)}
	}
	s.game++
	s.setup(nil, nil)
}

// lineString lists the dominoes of a line, for error messages.
func lineString(l *[4]lineSlot) string {
	out := ""
	for _, x := range l {
		if x.domino != 0 {
			if out != "" {
				out += " "
			}
			out += x.domino.String()
		}
	}
	return out
}
