package kingdoms_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestCause(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("kingdombuilder: sections: line 2: 9 hexes, want 10: %w", kingdoms.ErrBadConfig), "sections: line 2: 9 hexes, want 10"},
		{fmt.Errorf("kingdombuilder: queenies: kingdombuilder: CavesAt: 0,0 is grass: %w", kingdoms.ErrBadConfig), "queenies: CavesAt: 0,0 is grass"},
		{fmt.Errorf("%w: kingdombuilder: Determinize", kingdoms.ErrBadArgument), "kingdombuilder: Determinize"},
		{errors.New("unknown field \"x\""), "unknown field \"x\""},
		{fmt.Errorf("this is a document of \"arkadia\", not of \"kingdombuilder\": %w", kingdoms.ErrBadState), "this is a document of \"arkadia\", not of \"kingdombuilder\""},
	} {
		if got := kingdoms.Cause("kingdombuilder", tc.err); got != tc.want {
			t.Errorf("Cause(%q) = %q, want %q", tc.err, got, tc.want)
		}
	}
}
