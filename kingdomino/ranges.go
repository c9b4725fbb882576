package kingdomino

import "github.com/boardrules/kingdoms"

// This file gives the ranges of the numbering of actions.go as data
// (kingdoms.ActionLayout), as NumActions documents them.

// ActionRanges returns the ranges of the numbering of the games of c, by
// increasing start (see [NumActions]):
// "place up", "place right", "place down" and "place left", each a plane
// of side x side placements aligned with the kingdom planes of [Observe];
// "discard", one action; "pick", one action per slot of the next line. A
// Config that [New] refuses for its player count or its Mighty Duel gives
// nil.
func ActionRanges(c Config) []kingdoms.ActionRange {
	var s State
	if s.configure(c) != nil {
		return nil
	}
	return s.actionRanges()
}

// placeRangeNames are the names of the placement ranges, by direction.
var placeRangeNames = [4]string{"place up", "place right", "place down", "place left"}

// actionRanges is ActionRanges for the game of s.
func (s *State) actionRanges() []kingdoms.ActionRange {
	n := s.side() * s.side()
	r := make([]kingdoms.ActionRange, 0, 6)
	for d, name := range placeRangeNames {
		r = append(r, kingdoms.ActionRange{Start: d * n, Count: n, Name: name, Plane: true})
	}
	r = append(r, kingdoms.ActionRange{Start: s.discardAction(), Count: 1, Name: "discard"})
	if s.kings > 0 {
		r = append(r, kingdoms.ActionRange{Start: s.discardAction() + 1, Count: int(s.kings), Name: "pick"})
	}
	return r
}

// ActionRanges makes Game a kingdoms.ActionLayout.
func (*game) ActionRanges(s State) []kingdoms.ActionRange { return s.actionRanges() }
