package kingdombuilder

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// secondViewRule is Game with a second rule for views: Apply refuses a
// view as an illegal move, without saying to determinize it.
type secondViewRule struct{ kingdoms.Game[State, Move] }

func (g secondViewRule) Apply(s State, m Move) (State, error) {
	next, err := g.Game.Apply(s, m)
	if errors.Is(err, kingdoms.ErrBadArgument) {
		return next, fmt.Errorf("kingdombuilder: %v is not legal here: %w", m, kingdoms.ErrIllegalMove)
	}
	return next, err
}

// TestHarnessViewRule checks that the harness's view-rule check runs on
// kingdombuilder's views: the game passes it (TestHarness), and a planted second
// rule for views fails it.
func TestHarnessViewRule(t *testing.T) {
	c := harnessConfig()
	c.Seeds = 1
	c.Game = secondViewRule{Game}
	err := gametest.Check(c)
	var v *gametest.Violation
	if !errors.As(err, &v) || v.Check != "view-rule" || !strings.Contains(v.Error(), "Determinize it first") {
		t.Fatalf("the harness on a second view rule: %v; want a view-rule violation", err)
	}
}
