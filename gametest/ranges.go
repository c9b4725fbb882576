package gametest

import (
	"fmt"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
)

// CheckActionRanges returns an error that says what is wrong when ranges
// are not the ranges of a numbering of numActions actions, as
// [kingdoms.ActionLayout] promises them: by increasing Start, none empty,
// together covering 0 to numActions-1 without a gap or an overlap, each
// named in lower case, no two with the same name, and each plane range of
// sh.Rows x sh.Cols actions. It returns nil when they are.
func CheckActionRanges(ranges []kingdoms.ActionRange, numActions int, sh kingdoms.Shape) error {
	if len(ranges) == 0 {
		return fmt.Errorf("no ranges for %d actions", numActions)
	}
	next := 0
	names := make(map[string]bool, len(ranges))
	for i, r := range ranges {
		switch {
		case r.Start != next:
			return fmt.Errorf("range %d (%q) starts at %d, want %d, where the one before ends", i, r.Name, r.Start, next)
		case r.Count <= 0:
			return fmt.Errorf("range %d (%q) holds %d actions", i, r.Name, r.Count)
		case r.Name == "" || r.Name != strings.ToLower(r.Name) || r.Name != strings.TrimSpace(r.Name):
			return fmt.Errorf("range %d at %d is named %q: want a lower-case name", i, r.Start, r.Name)
		case names[r.Name]:
			return fmt.Errorf("range %d at %d is named %q, as an earlier one", i, r.Start, r.Name)
		case r.Plane && r.Count != sh.Rows*sh.Cols:
			return fmt.Errorf("range %d (%q) is a plane of %d actions, where the observation's planes have %d x %d cells", i, r.Name, r.Count, sh.Rows, sh.Cols)
		}
		names[r.Name] = true
		next = r.Start + r.Count
	}
	if next != numActions {
		return fmt.Errorf("the ranges end at %d, want %d, the number of actions", next, numActions)
	}
	return nil
}

// ranges checks at s the ranges of a game whose numbering has them
// (kingdoms.ActionLayout), against its n actions: CheckActionRanges, the
// same ranges in every state of a game, and listed, the actions that
// AppendActions lists after some prefix, each in a range. It does nothing
// for a game without them.
func (r *runner[S, M]) ranges(s S, n int, listed []int32) {
	al, ok := r.g.(kingdoms.ActionLayout[S])
	if !ok {
		return
	}
	ranges := al.ActionRanges(s)
	var sh kingdoms.Shape
	if o, ok := r.g.(kingdoms.Observer[S]); ok {
		sh = o.ObservationShape(s)
	}
	if err := CheckActionRanges(ranges, n, sh); err != nil {
		r.fail("actions", nil, "ActionRanges: %v", err)
		return
	}
	if r.actionRanges == nil {
		r.actionRanges = ranges
	} else if !slices.Equal(ranges, r.actionRanges) {
		r.fail("actions", nil, "ActionRanges gives %v here and gave %v earlier in the same game", ranges, r.actionRanges)
		return
	}
	for _, a := range listed {
		if _, ok := kingdoms.FindActionRange(ranges, int(a)); !ok {
			r.fail("actions", nil, "AppendActions lists action %d, in none of the ranges %v", a, ranges)
			return
		}
	}
}
