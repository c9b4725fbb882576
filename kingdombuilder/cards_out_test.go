package kingdombuilder

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGameEndsWhenEveryCardIsRemoved: on a board whose buildable hexes run
// out long before a supply does, every terrain card is eventually removed
// (rulebook 000: a card whose terrain has no free hex is removed and another
// drawn), so no mandatory action can come again. Ruling (the rulebook is
// silent): the round is then finished, as when a supply is empty, and the
// game ends; without it the game would go on with turns that build nothing.
func TestGameEndsWhenEveryCardIsRemoved(t *testing.T) {
	// 4 sections of water with 6 buildable hexes each (the project's own
	// test sections, not printed ones): 24 hexes for 2 players of 40.
	var b strings.Builder
	for q, name := range []string{"puddle-a", "puddle-b", "puddle-c", "puddle-d"} {
		b.WriteString("section " + name + " base\n")
		for r := 0; r < 10; r++ {
			row := []string{"W", "W", "W", "W", "W", "W", "W", "W", "W", "W"}
			if r == q {
				copy(row, []string{"G", "C", "D", "F", "T", "G"})
			}
			b.WriteString(strings.Join(row, " ") + "\n")
		}
	}
	secs, err := ParseSections(b.String())
	if err != nil {
		t.Fatal(err)
	}
	var quads [4]Quadrant
	for i := range quads {
		quads[i] = Quadrant{Custom: secs[i]}
	}
	for seed := uint64(1); seed <= 5; seed++ {
		cfg := Config{Players: 2, Seed: seed, Quadrants: quads, Cards: [3]Card{Fishermen, Knights, Lords}}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		moves := 0
		for !s.IsTerminal() {
			l := Legal(s)
			if s, err = Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
			if moves++; moves > MaxMoves(cfg) {
				t.Fatalf("seed %d: no end after %d moves (MaxMoves %d)", seed, moves, MaxMoves(cfg))
			}
		}
		removed := 0
		for _, tr := range cardTerrains {
			removed += s.Removed(tr)
		}
		if removed != deckSize {
			t.Errorf("seed %d: the game ended with %d of %d cards removed", seed, removed, deckSize)
		}
		if s.Supply(0) == 0 || s.Supply(1) == 0 {
			t.Errorf("seed %d: a supply ran out (%d, %d): the board was meant to run out first", seed, s.Supply(0), s.Supply(1))
		}
		if s.occupied.Intersect(s.g.buildable) != s.g.buildable {
			t.Errorf("seed %d: the game ended with free buildable hexes", seed)
		}
	}
}
