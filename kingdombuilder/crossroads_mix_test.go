package kingdombuilder

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// mixedConfig returns a game of Crossroads, Harvest and Marshlands for a
// seed: a sample section of Crossroads, of Harvest and of Marshlands (its
// swamps put the swamp cards in the deck) and a base section, at random
// positions and turns, 2 to 4 players, the cards drawn from every pool (the
// Marshlands cards included), with Nomads (a nomad tile taken in the last
// turn or in the silo phase is never usable: the silo phase forgets it).
// It checks that the Crossroads rules hold with the others' (warriors
// against every placement, pieces counted everywhere).
func mixedConfig(seed uint64) Config {
	r := rand.New(rand.NewPCG(seed, 0x6d6978))
	pick := func(prefix string) *CustomSection {
		var list []*CustomSection
		for _, c := range SampleSections() {
			if strings.HasPrefix(c.Name(), prefix) {
				list = append(list, c)
			}
		}
		return list[r.IntN(len(list))]
	}
	pool := []Quadrant{
		{Custom: pick("sample-crossroads-")},
		{Custom: pick("sample-harvest-")},
		{Custom: pick("sample-marshlands-")},
	}
	base := BaseSections()
	others := base[:]
	for _, i := range r.Perm(len(others))[:1] {
		pool = append(pool, Quadrant{Section: others[i]})
	}
	var quads [4]Quadrant
	for q, i := range r.Perm(4) {
		quads[q] = pool[i]
		quads[q].Turned = r.IntN(2) == 1
	}
	return Config{Players: 2 + int(seed%3), Crossroads: true, Marshlands: true, Harvest: true, Nomads: true,
		Seed: seed, Quadrants: quads}
}

func TestCrossroadsMixedHarness(t *testing.T) {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) { return New(mixedConfig(seed)) }
	c.Seeds = 8
	gametest.Run(t, c)
}
