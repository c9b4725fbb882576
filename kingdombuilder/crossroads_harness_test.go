package kingdombuilder

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// crossroadsConfig returns the Crossroads game the Crossroads harness plays
// for a seed: 2 to 5 players (5 with Nomads, its sections and cards among
// the others), 1 to 4 sample Crossroads sections with base sections, at
// random positions and turns, random cards and the tasks drawn from the
// seed (one per Crossroads section).
func crossroadsConfig(seed uint64) Config {
	r := rand.New(rand.NewPCG(seed, 0x63726f7373))
	players := 2 + int(seed%4)
	var pool []Quadrant
	cross := SampleCrossroadsSections()
	k := 1 + int((seed+seed/4)%4)
	for _, i := range r.Perm(len(cross))[:k] {
		pool = append(pool, Quadrant{Custom: cross[i]})
	}
	base := BaseSections()
	others := base[:]
	if players == 5 {
		nomads := NomadsSections()
		others = append(others, nomads[:]...)
	}
	for _, i := range r.Perm(len(others))[:4-k] {
		pool = append(pool, Quadrant{Section: others[i]})
	}
	var quads [4]Quadrant
	for q, i := range r.Perm(4) {
		quads[q] = pool[i]
		quads[q].Turned = r.IntN(2) == 1
	}
	var cards [numCardsInGame]Card
	bc := cardsDrawnFrom(nil, Config{Nomads: players == 5})
	for i, j := range r.Perm(len(bc))[:numCardsInGame] {
		cards[i] = bc[j]
	}
	return Config{Players: players, Nomads: players == 5, Crossroads: true, Seed: seed, Quadrants: quads, Cards: cards}
}

func crossroadsHarness() gametest.Config[State, Move] {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) { return New(crossroadsConfig(seed)) }
	c.Seeds = 8
	return c
}

func TestCrossroadsHarness(t *testing.T) { gametest.Run(t, crossroadsHarness()) }

// TestCrossroadsSampleProperty plays random games of the Crossroads
// harness's configurations with the checks of playCrossroads at every move
// (rapid shrinks a failure to a short game; the harness's own expensive
// checks run in TestCrossroadsHarness).
func TestCrossroadsSampleProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := New(crossroadsConfig(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		playCrossroads(t, s, true)
	})
}

func TestCrossroadsTasksDrawn(t *testing.T) {
	for seed := uint64(0); seed < 16; seed++ {
		c := crossroadsConfig(seed)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		want := crossroadsSections(c.Quadrants)
		tasks := s.Tasks()
		if len(tasks) != want {
			t.Errorf("seed %d: %d tasks for %d Crossroads sections", seed, len(tasks), want)
		}
		seen := map[Task]bool{}
		for _, k := range tasks {
			if seen[k] || k == NoTask {
				t.Errorf("seed %d: tasks %v", seed, tasks)
			}
			seen[k] = true
		}
		// One score part per task.
		n := 0
		for _, part := range s.Scores()[0].Parts {
			if _, ok := taskByKey(lower(part.Source)); ok {
				n++
			}
		}
		if n != want {
			t.Errorf("seed %d: %d task score parts, want %d", seed, n, want)
		}
	}
}
