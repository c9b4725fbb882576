package kingdoms_test

import (
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestFindActionRange checks the search on ranges with a gap, at every
// action around them.
func TestFindActionRange(t *testing.T) {
	ranges := []kingdoms.ActionRange{
		{Start: 0, Count: 4, Name: "a"},
		{Start: 4, Count: 1, Name: "b"},
		{Start: 7, Count: 3, Name: "c"}, // 5 and 6 in no range
	}
	want := map[int]string{0: "a", 1: "a", 2: "a", 3: "a", 4: "b", 7: "c", 8: "c", 9: "c"}
	for a := -2; a < 12; a++ {
		i, ok := kingdoms.FindActionRange(ranges, a)
		got := ""
		if ok {
			got = ranges[i].Name
		} else if i != -1 {
			t.Errorf("FindActionRange(%d) = %d, false; want -1 with false", a, i)
		}
		if got != want[a] {
			t.Errorf("FindActionRange(%d) gives range %q, want %q", a, got, want[a])
		}
	}
	if i, ok := kingdoms.FindActionRange(nil, 0); ok || i != -1 {
		t.Errorf("FindActionRange(nil, 0) = %d, %v; want -1, false", i, ok)
	}
}
