package kingdombuilder

import (
	"testing"

	"github.com/boardrules/kingdoms/gametest"
)

// newNomadsBenchGame starts the 5-player Nomads game of a seed: board drawn
// from the 12 sections, cards from the 13, nomad tiles shuffled.
func newNomadsBenchGame(seed uint64) (State, error) {
	return New(Config{Players: 5, Nomads: true, Seed: seed})
}

// BenchmarkRandomGameNomads plays whole random 5-player Nomads games, as
// BenchmarkRandomGame plays its games.
func BenchmarkRandomGameNomads(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newNomadsBenchGame)
}
