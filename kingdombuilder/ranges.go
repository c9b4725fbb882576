package kingdombuilder

import (
	"slices"
	"strings"
	"sync"

	"github.com/boardrules/kingdoms"
)

// This file gives the blocks and single actions of the numbering of
// actions.go as data (kingdoms.ActionLayout), named as the
// documentation of NumActions lists them.

// ActionRanges returns the ranges of the numbering of the games set up by c,
// by increasing start: one per block (Plane: one action per cell of the
// planes of [Observe], 400 or 550) and one per single action, as
// [NumActions] lists them. A range is named by the
// notation of its moves without their hexes, in lower case: "place",
// "tile farm", "end", "nomad donation" (the 7 Donations' block),
// "crossroads warrior supply" (a warrior returned), "bazaar oracle"; the
// first action of a move of two ends in "from" ("tile barn from",
// "crossroads ship from": the ship to move), and the last block, of their
// targets, is "to". One name would be taken twice, "crossroads fort",
// which both the fort card drawn (a single action) and the fort built at a
// hex (a block) would have: the block is "crossroads fort at". Like
// [NumActions], the ranges depend only on the expansions c plays, the Caves
// and the Island; c is not checked.
func ActionRanges(c Config) []kingdoms.ActionRange {
	return rangesOf(layoutKey(rulesOf(c), c.Queenies.Island != nil, c.Queenies.Caves))
}

// layoutRanges holds the ranges of the numberings built so far, by
// layoutKey: their names are built once.
var layoutRanges [numLayouts]struct {
	once sync.Once
	r    []kingdoms.ActionRange
}

// rangesOf returns the ranges of the numbering of key k (see layoutKey), a
// new slice.
func rangesOf(k int) []kingdoms.ActionRange {
	e := &layoutRanges[k]
	e.once.Do(func() { e.r = layoutOf(k).ranges() })
	return slices.Clone(e.r)
}

// ranges returns the ranges of l.
func (l *actionLayout) ranges() []kingdoms.ActionRange {
	r := make([]kingdoms.ActionRange, len(l.slots))
	for i := range l.slots {
		sl := &l.slots[i]
		r[i] = kingdoms.ActionRange{Start: int(sl.start), Count: 1, Name: rangeName(sl)}
		if sl.role.isBlock() {
			r[i].Count, r[i].Plane = l.plane, true
		}
	}
	return r
}

// rangeName returns the name of the range of slot sl (see ActionRanges):
// slotName without the hexes, in lower case.
func rangeName(sl *actSlot) string {
	name := slotName(sl)
	switch sl.role {
	case roleTo:
		return "to"
	case roleAt:
		switch {
		case sl.m.kind() == NomadTile && sl.m.Nomad().isDonation():
			return "nomad donation"
		case sl.m.kind() == CrossroadsAction && CrossroadsCode(sl.m.code()) == BuildFort:
			return "crossroads fort at"
		}
		name = strings.TrimSuffix(name, " AT")
	case roleFrom, rolePieceFrom:
		name = strings.Replace(name, " FROM>TO", " from", 1)
	case roleSource, rolePiece:
		name = strings.Replace(name, " FROM>supply", " supply", 1)
	}
	return strings.ToLower(name)
}

// ActionRanges makes Game a kingdoms.ActionLayout. The zero State counts
// as a base game, as in NumActions.
func (*game) ActionRanges(s State) []kingdoms.ActionRange {
	if s.g == nil {
		return rangesOf(0)
	}
	q := &s.g.queenies
	return rangesOf(layoutKey(s.g.rules, q.island != nil, q.caves))
}
