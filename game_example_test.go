package kingdoms_test

import (
	"fmt"
	"log"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// summary is written once for every game: it plays a random game from s
// to the end and reports it.
func summary[S any, M comparable](g kingdoms.Game[S, M], s S, rng *rand.Rand) {
	end, n, err := kingdoms.Playout(g, s, rng, 0)
	if err != nil {
		log.Fatal(err)
	}
	var totals []int
	for _, sc := range g.Scores(end) {
		totals = append(totals, sc.Total)
	}
	fmt.Printf("%s: %d players, %d moves, scores %v, winners %v\n",
		g.Name(), g.Players(end), n, totals, g.Winners(end))
}

// Every game package has a Game value that implements Game, so tools are
// written once, as generic functions, and work for every game.
func ExampleGame() {
	km, err := kingdomino.New(kingdomino.Config{Players: 4, Seed: 1})
	if err != nil {
		log.Fatal(err)
	}
	summary(kingdomino.Game, km, rand.New(rand.NewPCG(1, 2)))

	kb, err := kingdombuilder.New(kingdombuilder.Config{Players: 3, Seed: 1, Nomads: true})
	if err != nil {
		log.Fatal(err)
	}
	summary(kingdombuilder.Game, kb, rand.New(rand.NewPCG(1, 2)))

	ar, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	if err != nil {
		log.Fatal(err)
	}
	summary(arkadia.Game, ar, rand.New(rand.NewPCG(1, 2)))
	// Output:
	// kingdomino: 4 players, 96 moves, scores [8 20 13 18], winners [1]
	// kingdombuilder: 3 players, 153 moves, scores [48 57 66], winners [2]
	// arkadia: 2 players, 142 moves, scores [28 29], winners [1]
}
