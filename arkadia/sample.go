package arkadia

import (
	"math/bits"
	"math/rand/v2"

	"github.com/boardrules/kingdoms/squaregrid"
)

// SampleLegal implements kingdoms.Sampler: it returns
// AppendLegal(*s)[rng.IntN(n)], n the number of legal moves, drawn with that
// one call, without writing the card plays, which are most of the moves of
// an action turn: it counts them from the anchors and builds only the one
// drawn. The other phases list their few moves in buf.
func (*game) SampleLegal(buf []Move, s *State, rng *rand.Rand) (Move, bool, []Move) {
	if s.ed == nil || s.hidden != 0 || s.phase != PhaseAction {
		buf = s.appendLegal(buf[:0])
		if len(buf) == 0 {
			return Move{}, false, buf
		}
		return buf[rng.IntN(len(buf))], true, buf
	}
	// The card plays, as appendPlays lists them: for each card of the hand
	// (once per kind), for each orientation o of its form, the anchors
	// anc[q] of the form's canonical orientation q, in board order.
	p := int(s.cur)
	ed := s.ed
	type entry struct {
		card Move
		form *form
		anc  int // index in ancs
	}
	var cards [HandSize]entry
	var ancs [HandSize][maxOrient]squaregrid.Set
	nc, na, plays := 0, 0, 0
	if s.handN[p] > 0 {
		free, near := s.freeSets()
		last := -1
		for i := range int(s.handN[p]) {
			k := s.hand[p][i]
			if i > 0 && k == s.hand[p][i-1] {
				continue
			}
			c := ed.kinds[k]
			fm := &ed.forms[c.Form-1]
			if fm.canon != last {
				last = fm.canon
				ed.anchors(last, free, near, &ancs[na])
				na++
			}
			cards[nc] = entry{mk(MovePlay, c.Form, c.Family, 0, 0, 0, 0), fm, na - 1}
			nc++
			for _, q := range fm.perm {
				plays += ancs[na-1][q].Count()
			}
		}
	}
	buf = s.appendWorkers(buf[:0], s.firstWorkerTargets())
	if plays+len(buf) == 0 {
		buf = append(buf, Pass())
	}
	i := rng.IntN(plays + len(buf))
	if i >= plays {
		return buf[i-plays], true, buf
	}
	for _, e := range cards[:nc] {
		for o, q := range e.form.perm {
			t := &ancs[e.anc][q]
			c := t.Count()
			if i >= c {
				i -= c
				continue
			}
			for w, x := range t {
				if k := bits.OnesCount64(x); i >= k {
					i -= k
					continue
				}
				for ; i > 0; i-- {
					x &= x - 1
				}
				sq := w<<6 | bits.TrailingZeros64(x)
				return Move{e.card.v | uint64(o)<<shOrient | ed.rc[sq]}, true, buf
			}
		}
	}
	panic("arkadia: SampleLegal: the plays counted are not there") // unreachable
}
