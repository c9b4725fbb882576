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
// drawn. The other phases list their few moves in buf. Like [Legal], it
// finds no move in a view or at the end (it returns false); the playouts of
// the root package then give the error [Apply] gives on a view.
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
	// ancs[card.anc][q] of the form's canonical orientation q = perm[o], in
	// board order.
	var cards [HandSize]handCard
	var ancs [HandSize][maxOrient]squaregrid.Set
	nc := s.handPlays(&cards, &ancs)
	plays := 0
	for _, c := range cards[:nc] {
		for _, q := range c.form.perm {
			plays += ancs[c.anc][q].Count()
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
	ed := s.ed
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
