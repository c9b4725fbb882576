package kingdomino

import (
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// compactConfigs are the set-ups whose games TestObserveCompact plays:
// every player count, the optional rules, the Mighty Duel and a Dynasty.
var compactConfigs = []Config{{Players: 2}, {Players: 3}, {Players: 4, Harmony: true, MiddleKingdom: true}, {Players: 2, MightyDuel: true}, {Players: 2, Dynasty: true}}

func newCompactGame(seed uint64) (State, error) {
	c := compactConfigs[seed%uint64(len(compactConfigs))]
	c.Seed = seed
	return New(c)
}

// crownDivisor is the divisor of ObserveCompact's planes: 3 for the crowns'
// plane (the 8th of each seat), 1 for the others.
func crownDivisor(_ kingdoms.Shape, plane int) float32 {
	if plane%8 == 7 {
		return 3
	}
	return 1
}

// TestObserveCompact checks ObserveCompact against Observe with
// gametest.CheckCompact: its planes, 0 or 1 but the crowns' divided by 3,
// are Observe's, and its vector too, for every player (and players outside
// the game) of every position of random games of every set-up; with buffers
// reused, it allocates nothing.
func TestObserveCompact(t *testing.T) {
	if err := gametest.CheckCompact(Game, newCompactGame, len(compactConfigs), 0, ObserveCompact, crownDivisor); err != nil {
		t.Fatal(err)
	}
}

// TestCheckCompactFails plants defects in ObserveCompact and checks that
// gametest.CheckCompact names each.
func TestCheckCompactFails(t *testing.T) {
	for _, c := range []struct {
		name    string
		compact gametest.ObserveCompact[State]
		divisor func(kingdoms.Shape, int) float32
		want    string
	}{
		{"crowns not divided", ObserveCompact, nil, "divided by 1 is not Observe's"},
		{"a byte changed", func(s State, p int, planes []uint8, vector []float32) ([]uint8, []float32) {
			planes, vector = ObserveCompact(s, p, planes, vector)
			planes[len(planes)-1] ^= 1
			return planes, vector
		}, crownDivisor, "plane"},
		{"a short vector", func(s State, p int, planes []uint8, vector []float32) ([]uint8, []float32) {
			planes, vector = ObserveCompact(s, p, planes, vector)
			return planes, vector[:len(vector)-1]
		}, crownDivisor, "the vector is"},
		{"new buffers", func(s State, p int, _ []uint8, _ []float32) ([]uint8, []float32) {
			return ObserveCompact(s, p, nil, nil)
		}, crownDivisor, "allocations"},
	} {
		err := gametest.CheckCompact(Game, newCompactGame, 2, 0, c.compact, c.divisor)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
}
