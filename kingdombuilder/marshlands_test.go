package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// marshlandsConfig returns a Marshlands game for a seed: 2 to 5 players (5
// with Nomads), on the 4 sample sections (turned at random) or on 2 samples
// and 2 base sections, or on base sections with the swamp cards mixed in;
// cards drawn from the seed, or with the Scouts and other Marshlands cards.
func marshlandsConfig(seed uint64) Config {
	c := Config{Players: 2 + int(seed/4%4), Seed: seed, Marshlands: true}
	if c.Players == 5 {
		c.Nomads = true
	}
	samples := MarshlandsSamples()
	base := BaseSections()
	switch seed / 16 % 3 {
	case 0:
		for i := range samples {
			samples[i].Turned = (seed>>i)&1 == 1
		}
		c.Quadrants = samples
	case 1:
		c.Quadrants = [4]Quadrant{samples[seed%4], {Section: base[seed%8]}, {Section: base[(seed+3)%8], Turned: true}, samples[(seed+1)%4]}
	default:
		c.Quadrants = [4]Quadrant{{Section: base[seed%8]}, {Section: base[(seed+1)%8]}, {Section: base[(seed+2)%8]}, {Section: base[(seed+5)%8]}}
		c.SwampCards = true
	}
	if c.Nomads && seed/16%2 == 0 {
		// Nomad spaces next to the Canoe: their last tile raises it too.
		c.Quadrants = [4]Quadrant{samples[2], {Section: CaravanSection, Turned: seed%2 == 1}, {Section: GardenSection}, samples[seed%2]}
	}
	m := MarshlandsCards()
	if c.Nomads || seed%3 != 0 {
		c.Cards = [3]Card{m[seed%6], m[(seed+1)%6], BaseCards()[seed%10]}
		if seed%2 == 0 {
			c.Cards[1] = Scouts
			if c.Cards[0] == Scouts {
				c.Cards[0] = Geologists
			}
		}
	}
	return c
}

func TestMarshlandsConfigs(t *testing.T) {
	for seed := uint64(5); seed < 600; seed += 6 {
		if _, err := New(marshlandsConfig(seed)); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// TestMarshlandsCombinedHarness runs the harness on Marshlands games
// combined with the other expansions: Harvest and Queenies on Marshlands
// and Harvest sample sections, Nomads for 5 players, and Crossroads on a
// board without swamps (the swamp cards and Crossroads are refused
// together, see TestMarshlandsConfigErrors).
func TestMarshlandsCombinedHarness(t *testing.T) {
	c := harnessConfig()
	c.Seeds = 8
	c.New = func(seed uint64) (State, error) {
		m := MarshlandsSamples()
		x := SampleCrossroadsSections()
		h, _ := SampleSection("sample-harvest-bazaar-watermill")
		b := BaseSections()
		cfg := Config{Players: 2 + int(seed%4), Seed: seed, Marshlands: true, Harvest: true, Nomads: seed%4 == 3, Queenies: Queenies{Caves: seed%2 == 0, Capitol: true},
			Quadrants: [4]Quadrant{m[seed%4], {Custom: h}, m[(seed+1)%4], {Section: b[seed%8]}},
			Cards:     [3]Card{Scouts, Vassals, Mayors}}
		if seed%3 == 0 {
			cfg.Crossroads = true
			cfg.Quadrants = [4]Quadrant{{Section: b[seed%8]}, {Custom: x[seed%4]}, {Custom: h}, {Section: b[(seed+1)%8]}}
		}
		return New(cfg)
	}
	gametest.Run(t, c)
}

// newMarshlandsBenchGame starts a 4-player Marshlands game of a seed on the
// 4 sample sections, turned as the seed says, with cards drawn from the 16
// base and Marshlands cards.
func newMarshlandsBenchGame(seed uint64) (State, error) {
	q := MarshlandsSamples()
	for i := range q {
		q[i].Turned = seed>>i&1 == 1
	}
	return New(Config{Players: 4, Seed: seed, Marshlands: true, Quadrants: q})
}

// BenchmarkRandomGameMarshlands plays whole random 4-player Marshlands
// games (set-up included) with uniformly random legal moves, through
// kingdoms.Playout and the Game value.
func BenchmarkRandomGameMarshlands(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newMarshlandsBenchGame)
}
