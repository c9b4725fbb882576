package arkadia

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// This file numbers the moves for learning code: the package's side of
// kingdoms.Actions, documented on NumActions.

// NumActions returns the number of distinct actions of the games of c, the
// numbering below. It depends on the edition only (nil is [Default], which
// gives 19,578); a Config that [New] refuses for its players or its edition
// gives 0.
//
// For a policy network, every move is one number, an action, from 0 up to
// but not including [NumActions] ([Game] is also a [kingdoms.Actions]; no
// move takes more than one action). An action means the same decision in every state of a
// game: a card is named by its kind, as in the notation and the
// observations, never by its place in a hand, and a castle square by its
// place around the lot, which fixes its printed seal. The numbering depends
// on the edition only: with its K card kinds in the order of
// [Edition.Cards], its board of R rows and C columns (cell r x C + c for
// the square at row r, column c, from 0) and the orientations of
// [Edition.Orientations], the ranges follow one another in this order:
//
//	plays     for each card kind, for each orientation of its form (its
//	          bounding box h x w squares), one action per anchor (the
//	          top-left square of a play) at row r <= R-h, column c <= C-w:
//	          r x (C-w+1) + c after the orientation's first action
//	workers   R x C: a worker of the player's colour on the square of cell i
//	neutral   R x C: a neutral worker on the square of cell i
//	pass      1
//	stop      1
//	castle    4 x 10: a piece of family f (red 0, olive 1, black 2, silver
//	          3) on castle square q, 10 f + q (q from 0 to 9 clockwise from
//	          the printed top-left corner of the lot, see State.CastleSquare)
//	draw      1
//	take      K: the face-up card of kind k
//	banner    1
//	decline   1
//	sell      4 x S: n seals of family f, S f + n - 1 (1 <= n <= S)
//	done      1
//
// S is the most seals of one family a player can ever hold, at most 255:
// for each family, the sum over its cards of 2 x size + 3 (a completed
// building pays the player who completes it its seal and each player one
// per worker of theirs next to it, and at most 2 x size + 2 squares border
// a building of size squares). In the default edition (K = 28, a 12 x 16
// board, S = 96), one card's plays number 356 for a house (12 x 15 flat,
// then 11 x 16 standing), 660 for a farm, 328 for a tavern, 300 for a mill,
// 608 for a smithy and 1,216 for a trade centre or a monastery, so:
//
//	0 .. 18,735         plays (1R from 0, 1O from 356, ..., 7S from 17,520)
//	18,736 .. 18,927    workers
//	18,928 .. 19,119    neutral workers
//	19,120, 19,121      pass, stop
//	19,122 .. 19,161    castle pieces
//	19,162              draw
//	19,163 .. 19,190    take
//	19,191, 19,192      banner, decline
//	19,193 .. 19,576    sell
//	19,577              done
//
// and NumActions is 19,578. For example "play 1O 0 e3" (kind 1, the flat
// house, row 2, column 4) is 356 + 2 x 15 + 4 = 390; "worker e7" is
// 18,736 + 6 x 16 + 4 = 18,836; with the lot at g5/0, "castle B j6" (castle
// square 4) is 19,122 + 2 x 10 + 4 = 19,146; "sell S 5" is
// 19,193 + 3 x 96 + 4 = 19,485.
//
// The anchors of a play are only those at which the building lies on the
// board: an orientation's actions are the outputs of an h x w convolution
// over the board without padding, and the count stays under 20,000 (one
// action per square for every orientation would make 23,040 plays; a card
// named by its place in the hand would make 6,144, but the meaning of a
// slot would change with the hand). Some actions are never legal (a worker
// on the lot, a sale of more seals than any game pays): they keep the
// ranges regular.
//
// [AppendActions] lists the legal actions in increasing order, which is
// the order of [AppendLegal] but in the castle phase (moves by family then
// board square, actions by family then castle square); it writes them from
// the anchors AppendLegal uses, without allocating when dst has room, in
// about the time of AppendLegal (315 ns a position of a random 4-player
// game, AppendLegal 305 ns: BenchmarkAppendActions, BenchmarkLegal). It is
// empty for a view, as Legal is. [DecodeAction] gives the move of an action
// (about 60 ns, legality included: BenchmarkDecodeAction, which copies the
// State in) and [EncodeMove] the action of a move; an action or a move
// that is not legal gives an error wrapping [kingdoms.ErrIllegalMove] that
// says why (out of range, or the move and the reason [Apply] gives, such
// as "arkadia: action 391: play 1O 0 f3: the building must lie on empty
// squares"). [kingdoms.ActionMask] turns the list into a mask.
//
// [ActionRanges] gives these ranges as data ([Game] is also a
// [kingdoms.ActionLayout]), by increasing start, with the plays one range
// per card kind and orientation: "play 1r 0" (the 12 x 15 anchors of the
// flat red house, from 0), "play 1r 1" (11 x 16, from 180), "play 1o 0",
// ..., "play 7s 7"; then "worker" and "neutral" (Plane: one action per square,
// aligned with the planes of [Observe]), "pass", "stop", "castle", "draw",
// "take", "banner", "decline", "sell" and "done". A range's name is the
// notation of its moves without what varies within it, in lower case.
func NumActions(c Config) int {
	if c.Players < 2 || c.Players > maxPlayers {
		return 0
	}
	ed, err := configEdition(c)
	if err != nil {
		return 0
	}
	return int(ed.acts.total)
}

// AppendActions appends to dst the actions legal in s after prefix p, in
// increasing order, and returns the result: the root [kingdoms.Actions]
// method of [Game]. Every move of Arkadia is one action, so the prefix of
// a move is always the zero [kingdoms.Prefix], and after any other prefix
// no action is legal (the result is dst). After the zero prefix the list is
// empty exactly when the game is over, or when s is a view, as [Legal] is.
// It lists the actions of the moves of [AppendLegal], in the same order but
// in the castle phase, and does not allocate when dst has room.
func AppendActions(dst []int32, s State, p kingdoms.Prefix) []int32 {
	if p.Len() != 0 {
		return dst
	}
	return s.appendActions(dst)
}

// DecodeAction takes action a after prefix p in s: the root
// [kingdoms.Actions] method of [Game]. Every move of Arkadia is one action,
// so with the zero prefix it returns the move a stands for, the zero
// prefix and done; it never returns a longer prefix. An action that is not
// legal in s, or a prefix other than the zero one, gives an error wrapping
// [kingdoms.ErrIllegalMove] that says why: a out of range, or the move it
// would be and the reason [Apply] gives for refusing it. On a view it gives
// the error of Apply on a view, which wraps [kingdoms.ErrBadArgument].
func DecodeAction(s State, p kingdoms.Prefix, a int) (m Move, next kingdoms.Prefix, done bool, err error) {
	if p.Len() != 0 {
		return Move{}, kingdoms.Prefix{}, false, illegal("action %d after %v: every move of Arkadia is one action, so a move starts with the empty prefix", a, p)
	}
	m, err = s.decodeAction(a)
	return m, kingdoms.Prefix{}, err == nil, err
}

// EncodeMove appends to dst the one action of m, which must be legal in s,
// and returns the result: the root [kingdoms.Actions] method of [Game]. A
// move that is not legal gives dst and an error wrapping
// [kingdoms.ErrIllegalMove] that says why; a view, the error of [Apply] on a
// view.
func EncodeMove(dst []int32, s State, m Move) ([]int32, error) {
	a, err := s.encodeMove(m)
	if err != nil {
		return dst, err
	}
	return append(dst, int32(a)), nil
}

// actionTable is an edition's numbering of the moves: where each range of
// actions starts (see [NumActions]).
type actionTable struct {
	// kindBase[k] is the first play of card kind k; a kind's plays are
	// its form's orientations one after the other, orientation o from
	// orOff[f][o] on (f the form, from 0): an anchor at row r and column c
	// is orOff[f][o] + r x orCols[f][o] + c, r < orRows, c < orCols.
	kindBase []int32
	orOff    [maxForms][maxOrient]int32
	// orCols and orRows are the anchors of an orientation per row and
	// per column, and orWide its bounding box's width - 1: the play of
	// the anchor in cell a is orOff + a - row(a) x orWide.
	orCols, orRows, orWide [maxForms][maxOrient]int32
	// row holds the row of each cell.
	row [squaregrid.Capacity]uint8
	// The first action of each other range, and the number of actions.
	worker, neutral, pass, stop, castle, draw, take, banner, decline, sell, done, total int32
	// sellMax is the most seals of one family that a player can hold in
	// the edition, at most 255: sales of 1 to sellMax seals are numbered.
	sellMax int32
}

// actionTables numbers the edition's moves (see NumActions).
func (e *Edition) actionTables() {
	t := &e.acts
	rows, cols := int32(e.Rows()), int32(e.Cols())
	var per [maxForms]int32 // plays of one card of each form
	for f := range e.forms {
		for o, sh := range e.forms[f].orient {
			h, w := int32(sh.Rows()), int32(sh.Cols())
			t.orOff[f][o] = per[f]
			t.orRows[f][o], t.orCols[f][o] = max(0, rows-h+1), max(0, cols-w+1)
			t.orWide[f][o] = w - 1
			per[f] += t.orRows[f][o] * t.orCols[f][o]
		}
	}
	n := int32(0)
	t.kindBase = make([]int32, len(e.kinds))
	var most [NumFamilies]int32
	for k, c := range e.kinds {
		t.kindBase[k] = n
		n += per[c.Form-1]
		// A completed building pays the player who completes it its seal,
		// and each player one seal per worker of theirs next to it: at
		// most 2 x size + 2 squares border a form of size squares.
		most[c.Family] += int32(e.count[k]) * int32(2*e.forms[c.Form-1].size+3)
	}
	cells := int32(e.board.Len())
	for i := range cells {
		t.row[i] = uint8(i / cols)
	}
	t.worker = n
	t.neutral = t.worker + cells
	t.pass = t.neutral + cells
	t.stop = t.pass + 1
	t.castle = t.stop + 1
	t.draw = t.castle + NumFamilies*CastleSquares
	t.take = t.draw + 1
	t.banner = t.take + int32(len(e.kinds))
	t.decline = t.banner + 1
	t.sell = t.decline + 1
	t.sellMax = min(255, slices.Max(most[:]))
	t.done = t.sell + NumFamilies*t.sellMax
	t.total = t.done + 1
}

// actionOf returns the action of move m, whatever the state but for the
// castle squares, and whether m has one: a move with an action is the move
// that action decodes to, and every legal move has one.
func (s *State) actionOf(m Move) (int32, bool) {
	t := &s.ed.acts
	var a int32
	switch m.kind() {
	case MovePlay:
		k := s.ed.kindOf(m.Card())
		if k < 0 {
			return 0, false
		}
		f, o := int(m.form())-1, int(m.orient())
		q := m.Square()
		if o >= len(s.ed.forms[f].orient) || q.Row < 0 || q.Col < 0 || int32(q.Row) >= t.orRows[f][o] || int32(q.Col) >= t.orCols[f][o] {
			return 0, false
		}
		a = t.kindBase[k] + t.orOff[f][o] + int32(q.Row)*t.orCols[f][o] + int32(q.Col)
	case MoveWorker, MoveNeutral:
		j := s.ed.index(m.Square())
		if j < 0 {
			return 0, false
		}
		a = t.worker + int32(j)
		if m.kind() == MoveNeutral {
			a = t.neutral + int32(j)
		}
	case MovePass:
		a = t.pass
	case MoveStop:
		a = t.stop
	case MoveCastle:
		j := s.ed.index(m.Square())
		k := slices.Index(s.castleQ[:], uint8(j))
		if j < 0 || k < 0 || m.fam() >= NumFamilies {
			return 0, false
		}
		a = t.castle + int32(m.fam())*CastleSquares + int32(k)
	case MoveDraw:
		a = t.draw
	case MoveTake:
		k := s.ed.kindOf(m.Card())
		if k < 0 {
			return 0, false
		}
		a = t.take + int32(k)
	case MoveBanner:
		a = t.banner
	case MoveDecline:
		a = t.decline
	case MoveSell:
		n := int32(m.count())
		if m.fam() >= NumFamilies || n < 1 || n > t.sellMax {
			return 0, false
		}
		a = t.sell + int32(m.fam())*t.sellMax + n - 1
	case MoveDone:
		a = t.done
	default:
		return 0, false
	}
	return a, s.moveOf(a) == m
}

// moveOf returns the move of action a, 0 <= a < the number of actions.
func (s *State) moveOf(a int32) Move {
	t := &s.ed.acts
	switch {
	case a < t.worker:
		k, _ := slices.BinarySearch(t.kindBase, a+1)
		k-- // the last kind whose plays start at a or before
		c := s.ed.kinds[k]
		f := int(c.Form) - 1
		x := a - t.kindBase[k]
		o := 0
		for o+1 < len(s.ed.forms[f].orient) && t.orOff[f][o+1] <= x {
			o++
		}
		x -= t.orOff[f][o]
		return Play(c, o, Square{int(x / t.orCols[f][o]), int(x % t.orCols[f][o])})
	case a < t.neutral:
		return Worker(s.ed.sq[a-t.worker])
	case a < t.pass:
		return Neutral(s.ed.sq[a-t.neutral])
	case a == t.pass:
		return Pass()
	case a == t.stop:
		return Stop()
	case a < t.draw:
		x := a - t.castle
		return Castle(Family(x/CastleSquares), s.ed.sq[s.castleQ[x%CastleSquares]])
	case a == t.draw:
		return Draw()
	case a < t.banner:
		return Take(s.ed.kinds[a-t.take])
	case a == t.banner:
		return TakeBanner()
	case a == t.decline:
		return Decline()
	case a < t.done:
		x := a - t.sell
		return Sell(Family(x/t.sellMax), int(x%t.sellMax)+1)
	}
	return Done()
}

// appendActions is AppendActions reading *s: the moves of appendLegal,
// written as actions.
func (s *State) appendActions(dst []int32) []int32 {
	if s.ed == nil || s.hidden != 0 {
		return dst
	}
	t := &s.ed.acts
	p := int(s.cur)
	switch s.phase {
	case PhaseAction:
		n := len(dst)
		dst = s.appendPlayActions(dst)
		dst = s.appendWorkerActions(dst, s.firstWorkerTargets())
		if len(dst) == n {
			dst = append(dst, t.pass)
		}
	case PhaseWorkers:
		dst = s.appendWorkerActions(dst, s.moreWorkerTargets())
		dst = append(dst, t.stop)
	case PhaseCastle:
		fl := s.floor
		for f := range int32(NumFamilies) {
			if s.pool[fl][f] == 0 {
				continue
			}
			for k := range int32(CastleSquares) {
				if s.height[k] == fl {
					dst = append(dst, t.castle+f*CastleSquares+k)
				}
			}
		}
	case PhaseRefill:
		if s.pileN > 0 {
			dst = append(dst, t.draw)
		}
		for i := range int(s.faceN) {
			if i > 0 && s.face[i] == s.face[i-1] {
				continue
			}
			dst = append(dst, t.take+int32(s.face[i]))
		}
	case PhaseBanner:
		dst = append(dst, t.banner, t.decline)
	case PhaseSell:
		for f := range int32(NumFamilies) {
			for n := int32(1); n <= s.seals[p][f] && n <= t.sellMax; n++ {
				dst = append(dst, t.sell+f*t.sellMax+n-1)
			}
		}
		dst = append(dst, t.done)
	}
	return dst
}

// appendPlayActions appends the actions of the card plays of appendPlays,
// from the same anchors, and as appendPlays copies the moves of the first
// card of a group of anchors for the next cards, copies its actions with
// another base: an orientation's anchors number alike whatever the card.
func (s *State) appendPlayActions(dst []int32) []int32 {
	var cards [HandSize]handCard
	var anc [HandSize][maxOrient]squaregrid.Set
	nc := s.handPlays(&cards, &anc)
	t := &s.ed.acts
	row := &t.row
	words := 4
	if s.ed.narrow {
		words = 3 // no anchor in the last word
	}
	// at[q], n[q] and base[q]: where the actions of canonical orientation
	// q were written, how many, and their first action.
	var at, n [maxOrient]int
	var base [maxOrient]int32
	last := -1
	for _, hc := range cards[:nc] {
		c := hc.card.Card()
		f := int(c.Form) - 1
		kb := t.kindBase[s.ed.kind[c.Form][c.Family]]
		if int(hc.anc) == last {
			for o, q := range hc.form.perm {
				l, cnt := len(dst), n[q]
				dst = slices.Grow(dst, cnt)[:l+cnt]
				delta := kb + t.orOff[f][o] - base[q]
				for i, a := range dst[at[q] : at[q]+cnt] {
					dst[l+i] = a + delta
				}
			}
			continue
		}
		last = int(hc.anc)
		for o, q := range hc.form.perm {
			set := &anc[last][q]
			l, cnt := len(dst), set.Count()
			b, wide := kb+t.orOff[f][o], t.orWide[f][o]
			at[q], n[q], base[q] = l, cnt, b
			if cnt == 0 {
				continue
			}
			dst = slices.Grow(dst, cnt)[:l+cnt]
			out := dst[l:]
			i := 0
			for w, x := range set[:words] {
				for ; x != 0; x &= x - 1 {
					a := uint8(w<<6 | bits.TrailingZeros64(x))
					out[i] = b + int32(a) - int32(row[a])*wide
					i++
				}
			}
		}
	}
	return dst
}

// appendWorkerActions appends the actions of the workers of appendWorkers
// on the squares of targets: the player's own, then the neutral ones.
func (s *State) appendWorkerActions(dst []int32, targets squaregrid.Set) []int32 {
	p := s.cur
	if targets.IsEmpty() {
		return dst
	}
	t := &s.ed.acts
	if s.screen[p] > 0 {
		dst = appendCells(dst, t.worker, targets)
	}
	if s.screenN[p] > 0 {
		dst = appendCells(dst, t.neutral, targets)
	}
	return dst
}

// appendCells appends base plus each cell of c, in increasing order.
func appendCells(dst []int32, base int32, c squaregrid.Set) []int32 {
	l := len(dst)
	cnt := c.Count()
	dst = slices.Grow(dst, cnt)[:l+cnt]
	out := dst[l:]
	i := 0
	for w, x := range c {
		for ; x != 0; x &= x - 1 {
			out[i] = base + int32(w<<6|bits.TrailingZeros64(x))
			i++
		}
	}
	return dst
}

// legal reports whether m is legal in s, with the tests of apply and
// without changing s; it is Legal's membership test, at the cost of a
// few bit tests.
func (s *State) legal(m Move) bool {
	if s.ed == nil || s.phase == PhaseOver || s.hidden != 0 {
		return false
	}
	p := int(s.cur)
	switch m.kind() {
	case MovePlay:
		k := s.ed.kindOf(m.Card())
		if s.phase != PhaseAction || k < 0 || !slices.Contains(s.hand[p][:s.handN[p]], uint8(k)) {
			return false
		}
		f, o := int(m.form())-1, int(m.orient())
		a := s.ed.index(m.Square())
		if o >= len(s.ed.forms[f].orient) || a < 0 || !s.ed.forms[f].place[o].fit.Has(a) {
			return false
		}
		cells := s.ed.cellsAt(f, o, a)
		return !cells.Intersects(s.occ) && s.ed.dilate(cells).Intersects(s.occ)
	case MoveWorker, MoveNeutral:
		switch {
		case s.phase != PhaseAction && s.phase != PhaseWorkers,
			m.kind() == MoveWorker && s.screen[p] == 0,
			m.kind() == MoveNeutral && s.screenN[p] == 0:
			return false
		}
		j := s.ed.index(m.Square())
		if j < 0 || s.occ.Has(j) {
			return false
		}
		adj := s.adjacent(j)
		return adj != 0 && (s.phase == PhaseAction || adj&s.cand != 0)
	case MovePass:
		return s.phase == PhaseAction && !s.canAct()
	case MoveStop:
		return s.phase == PhaseWorkers
	case MoveCastle:
		if s.phase != PhaseCastle || m.fam() >= NumFamilies || s.pool[s.floor][m.fam()] == 0 {
			return false
		}
		j := s.ed.index(m.Square())
		k := slices.Index(s.castleQ[:], uint8(j))
		return j >= 0 && k >= 0 && s.height[k] == s.floor
	case MoveDraw:
		return s.phase == PhaseRefill && s.pileN > 0
	case MoveTake:
		k := s.ed.kindOf(m.Card())
		return s.phase == PhaseRefill && k >= 0 && slices.Contains(s.face[:s.faceN], uint8(k))
	case MoveBanner, MoveDecline:
		return s.phase == PhaseBanner
	case MoveSell:
		return s.phase == PhaseSell && m.fam() < NumFamilies && m.count() > 0 && int32(m.count()) <= s.seals[p][m.fam()]
	case MoveDone:
		return s.phase == PhaseSell
	}
	return false
}

// refusal returns why m, which legal refuses, is not legal: the error of
// apply, on a copy of s (apply makes every test before its first change).
func (s *State) refusal(m Move) error {
	t := *s
	if err := t.apply(m); err != nil {
		return err
	}
	return illegal("%v: not a move that Legal lists", m)
}

// actionError is the error of an action that is not legal: it names the
// action, then gives the error of its move (without its "arkadia: "), which
// it wraps.
type actionError struct {
	a   int
	err error
}

func (e *actionError) Error() string {
	return fmt.Sprintf("arkadia: action %d: %s", e.a, strings.TrimPrefix(e.err.Error(), "arkadia: "))
}

func (e *actionError) Unwrap() error { return e.err }

// decodeAction is DecodeAction reading *s.
func (s *State) decodeAction(a int) (Move, error) {
	switch {
	case s.ed == nil:
		return Move{}, illegal("action %d: the zero State is not a game", a)
	case a < 0 || a >= int(s.ed.acts.total):
		return Move{}, illegal("action %d: out of range: the actions of this edition are 0 to %d", a, s.ed.acts.total-1)
	}
	m := s.moveOf(int32(a))
	if !s.legal(m) {
		return Move{}, &actionError{a, s.refusal(m)}
	}
	return m, nil
}

// encodeMove is EncodeMove reading *s.
func (s *State) encodeMove(m Move) (int, error) {
	if !s.legal(m) {
		return 0, s.refusal(m)
	}
	a, ok := s.actionOf(m)
	if !ok {
		// No state lists such a move: its fields are not those of a move
		// that the constructors build (the default edition cannot pay a
		// player more seals of a family than its sales number).
		return 0, illegal("%v: no action stands for this move", m)
	}
	return int(a), nil
}

// The methods that make Game a kingdoms.Actions: every move is one action,
// so a prefix other than the zero one is refused.

func (*game) NumActions(s State) int {
	if s.ed == nil {
		return 0
	}
	return int(s.ed.acts.total)
}

func (*game) AppendActions(dst []int32, s State, p kingdoms.Prefix) []int32 {
	return AppendActions(dst, s, p)
}

func (*game) DecodeAction(s State, p kingdoms.Prefix, a int) (Move, kingdoms.Prefix, bool, error) {
	return DecodeAction(s, p, a)
}

func (*game) EncodeMove(dst []int32, s State, m Move) ([]int32, error) {
	return EncodeMove(dst, s, m)
}
