package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// TestHarnessViewRule checks that the harness's view-rule check runs on
// kingdombuilder's views: the game passes it (TestHarness), and a planted second
// rule for views fails it.
func TestHarnessViewRule(t *testing.T) {
	c := harnessConfig()
	c.Seeds = 1
	c.Game = gametest.SecondViewRule(Game)
	err := gametest.Check(c)
	var v *gametest.Violation
	if !errors.As(err, &v) || v.Check != "view-rule" || !strings.Contains(v.Error(), "Determinize it first") {
		t.Fatalf("the harness on a second view rule: %v; want a view-rule violation", err)
	}
}
