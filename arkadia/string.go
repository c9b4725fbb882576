package arkadia

import (
	"bytes"
	"fmt"
	"strings"
)

// String draws the state: the board (two characters a square: ". " empty,
// "t " an uncovered tent, "6R" a square of a building of form 6 with a red
// seal, lower case "6r" once complete, "@0" to "@3" a worker of that player,
// "@n" a neutral worker, "##" the lot's inner squares, and on each castle
// square the seal it shows with its number of pieces, such as "R1"), then
// the castle, the seal values, the pools, the cards and each player's
// supplies.
func (s State) String() string {
	if s.ed == nil {
		return "arkadia: zero State"
	}
	ed := s.ed
	var b strings.Builder
	line := make([]byte, 0, 64)
	line = append(line, "    "...)
	for c := range ed.Cols() {
		line = append(line, byte('a'+c), ' ')
	}
	b.Write(append(bytes.TrimRight(line, " "), '\n'))
	for r := range ed.Rows() {
		line = fmt.Appendf(line[:0], "%3d ", r+1)
		for c := range ed.Cols() {
			line = append(line, s.cellText(r*ed.Cols()+c)...)
		}
		b.Write(append(bytes.TrimRight(line, " "), '\n'))
	}
	fmt.Fprintf(&b, "castle (floor %d):", s.floor+1)
	for q := range CastleSquares {
		p, pieces := s.Stack(q)
		fmt.Fprintf(&b, " %v:%c", ed.sq[s.castleQ[q]], p.Letter())
		for _, f := range pieces {
			fmt.Fprintf(&b, "%c", f.Letter())
		}
	}
	b.WriteString("\nvalues:")
	for f := range Family(NumFamilies) {
		fmt.Fprintf(&b, " %v %d", f, s.value(f))
	}
	b.WriteString("\npools:")
	for fl := range Floors {
		fmt.Fprintf(&b, " floor %d", fl+1)
		for f := range NumFamilies {
			fmt.Fprintf(&b, " %d%c", s.pool[fl][f], Family(f).Letter())
		}
		if fl < Floors-1 {
			b.WriteByte(';')
		}
	}
	fmt.Fprintf(&b, "\nface up: %v; pile: %d cards; neutral reserve: %d\n", s.FaceUp(), s.pileN, s.neutral)
	for p := range int(s.players) {
		mark := " "
		if p == int(s.cur) && s.phase != PhaseOver {
			mark = ">"
		}
		fmt.Fprintf(&b, "%s player %d: ", mark, p)
		if s.Hidden(p) {
			fmt.Fprintf(&b, "%d cards (hidden), seals", s.handN[p])
		} else {
			fmt.Fprintf(&b, "hand %v, seals", s.Hand(p))
		}
		for f := range NumFamilies {
			fmt.Fprintf(&b, " %d%c", s.seals[p][f], Family(f).Letter())
		}
		fmt.Fprintf(&b, ", gold %d, screen %d+%dn", s.gold[p], s.screen[p], s.screenN[p])
		fmt.Fprintf(&b, ", reserve %d, banners %d\n", s.reserve[p], s.banners[p])
	}
	switch {
	case s.phase == PhaseOver && s.stalled:
		fmt.Fprintf(&b, "game over (nobody could act for a whole round); winners %v\n", s.Winners())
	case s.phase == PhaseOver:
		fmt.Fprintf(&b, "game over; winners %v\n", s.Winners())
	default:
		fmt.Fprintf(&b, "player %d to move, phase %v", s.cur, s.phase)
		if s.pending > 0 {
			fmt.Fprintf(&b, " (%d castle pieces due)", s.pending)
		}
		if s.trigger >= 0 {
			fmt.Fprintf(&b, "; end triggered by player %d", s.trigger)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func (s State) cellText(j int) string {
	switch o := s.owner[j]; {
	case o == lotID:
		for q, c := range s.castleQ {
			if int(c) == j {
				return fmt.Sprintf("%c%d", s.Top(q).Letter(), s.height[q])
			}
		}
		return "##"
	case o > 0:
		bl := s.bld[o-1]
		c := s.ed.kinds[bl.kind]
		l := c.Family.Letter()
		if bl.done {
			l += 'a' - 'A'
		}
		return fmt.Sprintf("%d%c", c.Form, l)
	}
	for c := range 5 {
		if s.wk[c].Has(j) {
			if c == neutral {
				return "@n"
			}
			return fmt.Sprintf("@%d", c)
		}
	}
	if s.ed.tents.Has(j) {
		return "t "
	}
	return ". "
}
