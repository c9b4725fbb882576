package arkadia

import (
	"strconv"
	"strings"
	"sync"

	"github.com/boardrules/kingdoms"
)

// This file gives the ranges of the numbering of actions.go as data
// (kingdoms.ActionLayout), as the documentation of NumActions lists
// them.

// ActionRanges returns the ranges of the numbering of the games of c, by
// increasing start (see [NumActions]):
// for each card kind in the order of [Edition.Cards] and each orientation
// of its form, "play K O" (K the kind in lower case, such as "1o", and O
// the orientation: the move "play 1O 0 e3" lies in "play 1o 0"), one
// action per anchor, r x (C-w+1) + c from the range's start; then
// "worker" and "neutral", one plane each of the board's R x C squares
// (cell r x C + c, aligned with the planes of [Observe]); "pass", "stop";
// "castle" (4 x 10); "draw"; "take" (one per card kind); "banner",
// "decline"; "sell" (4 x S); "done". Like [NumActions] it depends on the
// edition only, and a Config that [New] refuses for its players or its
// edition gives nil.
func ActionRanges(c Config) []kingdoms.ActionRange {
	if NumActions(c) == 0 {
		return nil
	}
	ed, _ := configEdition(c)
	return ed.actionRanges()
}

// actionRanges returns the ranges of the edition's numbering (actionTables).
func (e *Edition) actionRanges() []kingdoms.ActionRange {
	t := &e.acts
	r := make([]kingdoms.ActionRange, 0, len(e.kinds)*maxOrient+16)
	add := func(start, count int32, name string, plane bool) {
		if count > 0 {
			r = append(r, kingdoms.ActionRange{Start: int(start), Count: int(count), Name: name, Plane: plane})
		}
	}
	names := playRangeNames()
	for k, c := range e.kinds {
		f := int(c.Form) - 1
		for o := range e.forms[f].orient {
			add(t.kindBase[k]+t.orOff[f][o], t.orRows[f][o]*t.orCols[f][o], names[f][c.Family][o], false)
		}
	}
	cells := t.neutral - t.worker
	plane := int(cells) == e.Rows()*e.Cols()
	add(t.worker, cells, MoveWorker.String(), plane)
	add(t.neutral, cells, MoveNeutral.String(), plane)
	add(t.pass, 1, MovePass.String(), false)
	add(t.stop, 1, MoveStop.String(), false)
	add(t.castle, t.draw-t.castle, MoveCastle.String(), false)
	add(t.draw, 1, MoveDraw.String(), false)
	add(t.take, t.banner-t.take, MoveTake.String(), false)
	add(t.banner, 1, MoveBanner.String(), false)
	add(t.decline, 1, MoveDecline.String(), false)
	add(t.sell, t.done-t.sell, MoveSell.String(), false)
	add(t.done, 1, MoveDone.String(), false)
	return r
}

// playRangeNames returns the names of the play ranges, such as "play 1o
// 0", by form (from 0), family and orientation: built once, so that
// ActionRanges allocates only its result.
var playRangeNames = sync.OnceValue(func() *[maxForms][NumFamilies][maxOrient]string {
	var t [maxForms][NumFamilies][maxOrient]string
	for f := range t {
		for fam := range t[f] {
			c := Card{Form: uint8(f + 1), Family: Family(fam)}
			for o := range t[f][fam] {
				t[f][fam][o] = "play " + strings.ToLower(c.String()) + " " + strconv.Itoa(o)
			}
		}
	}
	return &t
})

// ActionRanges makes Game a kingdoms.ActionLayout.
func (*game) ActionRanges(s State) []kingdoms.ActionRange {
	if s.ed == nil {
		return nil
	}
	return s.ed.actionRanges()
}
