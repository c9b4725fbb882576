package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestConfigErrorsNameTheExpansion checks that a config asking for what only
// an expansion allows is refused with an error naming that expansion and
// its Config field.
func TestConfigErrorsNameTheExpansion(t *testing.T) {
	board := [4]Quadrant{{Section: QuarrySection}, {Section: FarmSection}, {Section: OasisSection}, {Section: TowerSection}}
	for _, tc := range []struct {
		name string
		c    Config
		want string
	}{
		{"5 players", Config{Players: 5}, "5 players need the Nomads expansion (set Config.Nomads); the base game is for 2 to 4"},
		{"6 players", Config{Players: 6}, "6 players: the base game is for 2 to 4"},
		{"1 player", Config{Players: 1}, "1 players: the base game is for 2 to 4"},
		{"6 players with Nomads", Config{Players: 6, Nomads: true}, "6 players: a game with Nomads is for 2 to 5"},
		{"tasks", Config{Players: 2, Tasks: [MaxTasks]Task{Road}}, "task cards belong to the Crossroads expansion: set Config.Crossroads"},
		{"Nomads section", Config{Players: 2, Quadrants: board}, "section quarry belongs to the Nomads expansion: set Config.Nomads"},
	} {
		_, err := New(tc.c)
		if err == nil || !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New gives %v, want an ErrBadConfig saying %q", tc.name, err, tc.want)
		}
	}
	if _, err := New(Config{Players: 5, Nomads: true}); err != nil {
		t.Errorf("5 players with Nomads: %v", err)
	}
}
