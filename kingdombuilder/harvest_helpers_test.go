package kingdombuilder

import (
	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
	"pgregory.net/rapid"
	"testing"
)

// harvestGame starts a first-game board (see helpers_test.go) with the
// Harvest rules and the given cards, for n players.
func harvestGame(t testing.TB, n int, cards [3]Card) State {
	t.Helper()
	c := FirstGame(n, 1)
	c.Harvest = true
	c.Cards = cards
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// reshape returns s on a copy of its board where the given hexes are
// changed: "r,c" to a terrain code ("A" farmland, "O" silo, "W" water, ...)
// or to a location key ("watermill"), which makes it a location hex with 2
// tiles. The derived tables are recomputed as newSetup computes them. A
// test fixture: such a board has no Quadrants to rebuild it from JSON.
func reshape(t testing.TB, s State, changes map[string]string) State {
	t.Helper()
	g := *s.g
	for h, what := range changes {
		i := hx(t, h)
		if tr, ok := terrainByCode(what[0]); ok && len(what) == 1 {
			g.terrain[i], g.location[i] = tr, NoLocation
			continue
		}
		l, ok := locationByKey(what)
		if !ok {
			t.Fatalf("reshape: %q is no terrain code or location", what)
		}
		g.terrain[i], g.location[i] = LocationSpace, l
	}
	g.terrainSet = [numTerrains]hexgrid.Set{}
	for i, tr := range g.terrain {
		g.terrainSet[tr].Insert(i)
	}
	g.derive()
	s.g = &g
	for k := 0; k < g.nslots; k++ {
		s.tilesLeft[k] = tilesPerLocation
	}
	s.setNear()
	return s
}

// harvestConfig returns a game with the Harvest rules for the harness: 2 to
// 4 players (5 with Nomads every third game) on a random base board, the
// cards drawn from the 16 base and Harvest cards, or the 6 Harvest cards
// taken 3 by 3 so that each is played often.
func harvestConfig(seed uint64) Config {
	c := Config{Players: 2 + int(seed%3), Seed: seed, Harvest: true}
	if seed%5 != 0 {
		// Mostly the 4 sample Harvest sections, so that every Harvest
		// location, farmland and silos come up; else a draw from 12.
		h := SampleHarvestSections()
		for q := range c.Quadrants {
			k := (q + int(seed)) % 4
			c.Quadrants[q] = Quadrant{Custom: h[k], Turned: (seed>>uint(q))&1 == 1}
		}
	}
	if seed%4 < 2 {
		h := harvestCards()
		k := int(seed/4) % 2 * 3
		c.Cards = [3]Card{h[k], h[k+1], h[k+2]}
	}
	if seed%9 == 7 {
		f := fivePlayers(seed)
		f.Harvest = true
		if seed%4 < 2 {
			f.Cards = c.Cards
		}
		if seed%5 != 0 {
			f.Quadrants = c.Quadrants
		}
		return f
	}
	return c
}

func harvestHarnessConfig() gametest.Config[State, Move] {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) { return New(harvestConfig(seed)) }
	c.MaxMoves = maxGameMoves
	c.Seeds = 12 // each seed plays a board full of Harvest rules
	return c
}

// TestHarvestHarness runs the conformance harness on Harvest games (2 to 5
// players, 5 with Nomads), mostly on the sample Harvest sections.
func TestHarvestHarness(t *testing.T) { gametest.Run(t, harvestHarnessConfig()) }

// TestHarvestProperty plays Harvest games drawn by rapid (see
// TestProperty).
func TestHarvestProperty(t *testing.T) {
	c := harvestHarnessConfig()
	c.Every = 200 // the expensive checks are the harness's; rapid plays 100 games
	rapid.Check(t, gametest.Property(c))
}

// TestHarvestWithAllExpansions runs the harness on games that play Harvest
// with Nomads, Crossroads and Marshlands (and every other seed the 3
// Queenies), boards and cards drawn from all of them, 2 to 5 players: the
// expansions' rules meet (scout tokens and Crossroads pieces, Caves and the
// Island, silos and palaces, the silo phase after nomad tiles).
func TestHarvestWithAllExpansions(t *testing.T) {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) {
		cfg := Config{Players: 2 + int(seed%4), Seed: seed, Harvest: true, Crossroads: true, Marshlands: true, Nomads: true}
		if seed%2 == 1 {
			cfg.Queenies = Queenies{Capitol: true, Caves: true, Island: SampleIsland()}
		}
		return New(cfg)
	}
	c.Seeds = 8
	gametest.Run(t, c)
}
