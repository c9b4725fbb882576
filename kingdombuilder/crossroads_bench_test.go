package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// newCrossroadsBenchGame starts a 4-player Crossroads game on the 4 sample
// Crossroads sections (every Crossroads location and 4 tasks), turned by
// the seed.
func newCrossroadsBenchGame(seed uint64) (State, error) {
	c := Config{Players: 4, Crossroads: true, Seed: seed}
	for q, sec := range SampleCrossroadsSections() {
		c.Quadrants[q] = Quadrant{Custom: sec, Turned: seed>>q&1 == 1}
	}
	return New(c)
}

// BenchmarkRandomGameCrossroads plays whole random 4-player Crossroads
// games on the sample Crossroads sections, as BenchmarkRandomGame plays its
// games.
func BenchmarkRandomGameCrossroads(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newCrossroadsBenchGame)
}

// BenchmarkRandomGameCrossroadsMixed plays random 4-player Crossroads games
// on boards drawn from the base and sample Crossroads sections, as
// BenchmarkRandomGame plays its games.
func BenchmarkRandomGameCrossroadsMixed(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, func(seed uint64) (State, error) {
		return New(Config{Players: 4, Crossroads: true, Seed: seed})
	})
}
