package arkadia

import (
	"math/bits"

	"github.com/boardrules/kingdoms/squaregrid"
)

// Legal returns every legal move in s, sorted by [Move.Compare]: in the must
// action the card plays (by card, orientation, then square row by row), then
// the player's own workers, then the neutral workers (by square); in the
// worker phase the further workers then MoveStop; castle pieces by family
// then square; MoveDraw before the face-up cards by card; MoveBanner before
// MoveDecline; sales by family then count, then MoveDone. It is empty
// exactly when the game is over, for a full state. A view ([State.View]) is
// for reading and for [Determinize]: its list is empty, and [Apply] refuses
// it.
func Legal(s State) []Move { return AppendLegal(nil, s) }

// AppendLegal appends the legal moves of s to dst, in the order of [Legal],
// and returns the extended slice. It allocates nothing when dst has room.
func AppendLegal(dst []Move, s State) []Move { return s.appendLegal(dst) }

// appendLegal is AppendLegal reading *s, which it leaves unchanged.
func (s *State) appendLegal(dst []Move) []Move {
	if s.ed == nil || s.hidden != 0 {
		return dst
	}
	p := int(s.cur)
	switch s.phase {
	case PhaseAction:
		n := len(dst)
		dst = s.appendPlays(dst)
		dst = s.appendWorkers(dst, s.firstWorkerTargets())
		if len(dst) == n {
			dst = append(dst, Pass())
		}
	case PhaseWorkers:
		dst = s.appendWorkers(dst, s.moreWorkerTargets())
		dst = append(dst, Stop())
	case PhaseCastle:
		fl := s.floor
		// The castle squares at the floor being built, in board order.
		var at squaregrid.Set
		for q, c := range s.castleQ {
			if s.height[q] == fl {
				at[c>>6] |= 1 << (c & 63)
			}
		}
		first, n := -1, 0
		for f := range Family(NumFamilies) {
			switch m := mk(MoveCastle, 0, f, 0, 0, 0, 0); {
			case s.pool[fl][f] == 0:
			case first < 0:
				first = len(dst)
				dst = appendSquares(dst, m, at, s.ed.rc)
				n = len(dst) - first
			default:
				// The same squares for another family.
				dst = appendCopy(dst, m, first, n)
			}
		}
	case PhaseRefill:
		if s.pileN > 0 {
			dst = append(dst, Draw())
		}
		for i := range int(s.faceN) {
			if i > 0 && s.face[i] == s.face[i-1] {
				continue
			}
			dst = append(dst, Take(s.ed.kinds[s.face[i]]))
		}
	case PhaseBanner:
		dst = append(dst, TakeBanner(), Decline())
	case PhaseSell:
		for f := range Family(NumFamilies) {
			for n := 1; n <= int(s.seals[p][f]) && n <= 255; n++ {
				dst = append(dst, Sell(f, n))
			}
		}
		dst = append(dst, Done())
	}
	return dst
}

// freeSets returns the empty squares and those of them that touch a
// building, the lot or a worker.
func (s *State) freeSets() (free, near squaregrid.Set) {
	free = s.free()
	near = free.Intersect(s.ed.dilate(s.occ))
	return
}

func (s *State) appendPlays(dst []Move) []Move {
	var cards [HandSize]handCard
	var anc [HandSize][maxOrient]squaregrid.Set
	nc := s.handPlays(&cards, &anc)
	if nc == 0 {
		return dst
	}
	ed := s.ed
	// The moves of the first card of a group of anchors are written from
	// the anchors; those of the next cards of the group copy them with
	// another card (at[q] and n[q]: where the moves of orientation q were
	// written, how many).
	var at, n [maxOrient]int
	last := -1
	for _, hc := range cards[:nc] {
		fm := hc.form
		if int(hc.anc) == last {
			for o, q := range fm.perm {
				dst = appendCopy(dst, Move{hc.card.v | uint64(o)<<shOrient}, at[q], n[q])
			}
			continue
		}
		last = int(hc.anc)
		// appendSquares, written out: this loop writes most of the moves
		// of a game.
		rc := ed.rc
		_ = rc[0]
		words := 4
		if ed.narrow {
			words = 3 // no anchor in the last word
		}
		for o, q := range fm.perm {
			t := &anc[last][q]
			cnt := t.Count()
			l := len(dst)
			at[q], n[q] = l, cnt
			if cnt == 0 {
				continue
			}
			if cap(dst)-l < squaregrid.Capacity {
				grown := make([]Move, l, max(l+squaregrid.Capacity, 2*cap(dst)))
				copy(grown, dst)
				dst = grown
			}
			out := (*[squaregrid.Capacity]Move)(dst[l : l+squaregrid.Capacity])
			mv := hc.card.v | uint64(o)<<shOrient
			k := uint8(0)
			for w, x := range t[:words] {
				base := uint(w) << 6
				for ; x != 0; x &= x - 1 {
					out[k] = Move{mv | rc[uint8(base|uint(bits.TrailingZeros64(x)))]}
					k++
				}
			}
			dst = dst[:l+cnt]
		}
	}
	return dst
}

// handCard is a card of the hand of the player to move as the card plays
// list it: the play move without orientation and square, its form, and the
// index of its form's anchors (see handPlays).
type handCard struct {
	card Move
	form *form
	anc  uint8
}

// handPlays fills cards with the cards of the hand of the player to move,
// once per kind, in the hand's order, and anc with the anchors of their
// forms: anc[cards[i].anc][q] are the anchors of orientation q of the
// canonical form of card i's form (see form.canon), on which that form's
// orientation o lies when q = form.perm[o]. The hand is sorted by form, so
// the cards of one form, and a form and its mirror image, come together
// and share their anchors. It returns the number of cards.
func (s *State) handPlays(cards *[HandSize]handCard, anc *[HandSize][maxOrient]squaregrid.Set) int {
	p := int(s.cur)
	if s.handN[p] == 0 {
		return 0
	}
	free, near := s.freeSets()
	ed := s.ed
	nc, na, last := 0, 0, -1
	for i := range int(s.handN[p]) {
		k := s.hand[p][i]
		if i > 0 && k == s.hand[p][i-1] {
			continue
		}
		c := ed.kinds[k]
		fm := &ed.forms[c.Form-1]
		if fm.canon != last {
			last = fm.canon
			ed.anchors(last, free, near, &anc[na])
			na++
		}
		cards[nc] = handCard{mk(MovePlay, c.Form, c.Family, 0, 0, 0, 0), fm, uint8(na - 1)}
		nc++
	}
	return nc
}

// canPlay reports whether player p can play some card of the hand.
func (s *State) canPlay(p int) bool {
	if s.handN[p] == 0 {
		return false
	}
	free, near := s.freeSets()
	var anc [maxOrient]squaregrid.Set
	for i := range int(s.handN[p]) {
		k := s.hand[p][i]
		if i > 0 && k == s.hand[p][i-1] {
			continue
		}
		f := s.ed.forms[s.ed.kinds[k].Form-1].canon
		s.ed.anchors(f, free, near, &anc)
		for o := range s.ed.forms[f].orient {
			if !anc[o].IsEmpty() {
				return true
			}
		}
	}
	return false
}

// firstWorkerTargets returns the empty squares next to a building or the lot.
func (s *State) firstWorkerTargets() squaregrid.Set {
	p := s.cur
	if s.screen[p] == 0 && s.screenN[p] == 0 {
		return squaregrid.Set{}
	}
	return s.ed.dilate(s.bset.Union(s.lotSet)).Diff(s.occ)
}

// moreWorkerTargets returns the empty squares next to a building that every
// worker placed this turn touches.
func (s *State) moreWorkerTargets() squaregrid.Set {
	p := s.cur
	if s.screen[p] == 0 && s.screenN[p] == 0 {
		return squaregrid.Set{}
	}
	return s.open
}

// openSquares returns the empty squares next to every building (or the
// lot) among the candidate bits cand: what State.open holds for State.cand.
func (s *State) openSquares(cand uint64) squaregrid.Set {
	var cells squaregrid.Set
	for c := cand; c != 0; c &= c - 1 {
		b := tz(c)
		if b == lotBit {
			cells = cells.Union(s.lotSet)
		} else {
			cells = cells.Union(s.buildingCells(b))
		}
	}
	return s.ed.dilate(cells).Diff(s.occ)
}

func (s *State) appendWorkers(dst []Move, t squaregrid.Set) []Move {
	p := s.cur
	if t.IsEmpty() {
		return dst
	}
	neutral := mk(MoveNeutral, 0, 0, 0, 0, 0, 0)
	if s.screen[p] == 0 {
		return appendSquares(dst, neutral, t, s.ed.rc)
	}
	l := len(dst)
	dst = appendSquares(dst, mk(MoveWorker, 0, 0, 0, 0, 0, 0), t, s.ed.rc)
	if s.screenN[p] > 0 {
		// The same squares for a neutral worker.
		dst = appendCopy(dst, neutral, l, len(dst)-l)
	}
	return dst
}

// adjacent returns the candidate bits (buildings, and lotBit for the lot) of
// the buildings next to cell j.
func (s *State) adjacent(j int) uint64 {
	var m uint64
	for _, n := range s.ed.board.Neighbors(j) {
		switch o := s.owner[n]; {
		case o == lotID:
			m |= 1 << lotBit
		case o > 0:
			m |= 1 << (o - 1)
		}
	}
	return m
}

// owners returns the candidate bits of the buildings (not the lot) with a
// cell in c.
func (s *State) owners(c squaregrid.Set) uint64 {
	var m uint64
	c = c.Intersect(s.bset)
	for w := range 4 {
		for x := c[w]; x != 0; x &= x - 1 {
			m |= 1 << (s.owner[w*64+tz(x)] - 1)
		}
	}
	return m
}

// canAct reports whether the active player can take the must action.
func (s *State) canAct() bool {
	return !s.firstWorkerTargets().IsEmpty() || s.canPlay(int(s.cur))
}
