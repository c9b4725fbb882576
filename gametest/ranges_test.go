package gametest_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// rangedToy is numberingToy with the ranges of its numbering
// (kingdoms.ActionLayout), rightly or with one of the mistakes the
// harness's "actions" check must catch.
type rangedToy struct {
	numberingToy
	mistake string
}

var _ kingdoms.ActionLayout[toyState] = rangedToy{}

// The mistakes of the ranges.
const (
	rangeGap     = "a gap between ranges"
	rangeShort   = "ranges end early"
	rangeUpper   = "a name in upper case"
	rangePlane   = "a plane without an observation"
	rangeVarying = "ranges vary"
)

func (g rangedToy) ActionRanges(s toyState) []kingdoms.ActionRange {
	r := []kingdoms.ActionRange{{Start: 0, Count: cards, Name: "play"}, {Start: cards, Count: cards, Name: "discard"}}
	if g.twoSteps {
		r = []kingdoms.ActionRange{{Start: 0, Count: 1, Name: "play"}, {Start: 1, Count: 1, Name: "discard"}, {Start: 2, Count: cards, Name: "card"}}
	}
	switch g.mistake {
	case rangeGap:
		r[1].Start++
		r[1].Count--
	case rangeShort:
		r[len(r)-1].Count--
	case rangeUpper:
		r[0].Name = "Play"
	case rangePlane:
		r[0].Plane = true
	case rangeVarying:
		if s.moves%2 == 1 {
			r[0].Name = "play card"
		}
	}
	return r
}

// TestActionRangesCheck checks that the harness accepts right ranges, of a
// numbering in one step or two, and reports each mistake under "actions".
func TestActionRangesCheck(t *testing.T) {
	for _, tc := range []struct {
		g    rangedToy
		want string // in the first "actions" violation; "" for none
	}{
		{rangedToy{}, ""},
		{rangedToy{numberingToy: numberingToy{twoSteps: true}}, ""},
		{rangedToy{mistake: rangeGap}, "starts at 13, want 12"},
		{rangedToy{numberingToy: numberingToy{twoSteps: true}, mistake: rangeShort}, "the ranges end at 13, want 14"},
		{rangedToy{mistake: rangeUpper}, `named "Play"`},
		{rangedToy{mistake: rangePlane}, "is a plane of 12 actions"},
		{rangedToy{mistake: rangeVarying}, "earlier in the same game"},
	} {
		name := tc.g.mistake
		if name == "" {
			name = fmt.Sprintf("right, two steps %v", tc.g.twoSteps)
		}
		t.Run(name, func(t *testing.T) { wantActionsViolation(t, tc.g, tc.want) })
	}
}

// TestCheckActionRanges checks CheckActionRanges on ranges right and
// wrong.
func TestCheckActionRanges(t *testing.T) {
	sh := kingdoms.Shape{Planes: 2, Rows: 2, Cols: 3}
	right := []kingdoms.ActionRange{
		{Start: 0, Count: 6, Name: "place", Plane: true},
		{Start: 6, Count: 1, Name: "end"},
		{Start: 7, Count: 6, Name: "to", Plane: true},
	}
	if err := gametest.CheckActionRanges(right, 13, sh); err != nil {
		t.Fatalf("CheckActionRanges of right ranges: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(r []kingdoms.ActionRange) []kingdoms.ActionRange
		n      int
		want   string
	}{
		{"none", func([]kingdoms.ActionRange) []kingdoms.ActionRange { return nil }, 13, "no ranges"},
		{"overlap", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { r[1].Start = 5; return r }, 13, "starts at 5, want 6"},
		{"out of order", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { r[0], r[1] = r[1], r[0]; return r }, 13, "starts at 6, want 0"},
		{"empty", func(r []kingdoms.ActionRange) []kingdoms.ActionRange {
			return slices.Insert(r, 1, kingdoms.ActionRange{Start: 6, Name: "nothing"})
		}, 13, "holds 0 actions"},
		{"unnamed", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { r[1].Name = ""; return r }, 13, `named ""`},
		{"spaces", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { r[1].Name = "end "; return r }, 13, `named "end "`},
		{"twice", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { r[2].Name = "place"; return r }, 13, "as an earlier one"},
		{"plane", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { r[1].Plane = true; return r }, 13, "plane of 1 actions"},
		{"too many", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { return r }, 12, "end at 13, want 12"},
		{"too few", func(r []kingdoms.ActionRange) []kingdoms.ActionRange { return r }, 14, "end at 13, want 14"},
	} {
		err := gametest.CheckActionRanges(tc.change(slices.Clone(right)), tc.n, sh)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: CheckActionRanges gives %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
