package bots_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/kingdomino"
)

// A search bot and a random bot play a game of Kingdomino.
func Example() {
	s, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	if err != nil {
		panic(err)
	}
	players := []bots.Bot[kingdomino.State, kingdomino.Move]{
		bots.NewISMCTS(kingdomino.Game, rand.New(rand.NewPCG(1, 1)), bots.Options{Iterations: 200}),
		bots.NewRandom(kingdomino.Game, rand.New(rand.NewPCG(1, 2))),
	}
	for !s.IsTerminal() {
		m, err := players[s.ToMove()].Choose(s)
		if err != nil {
			panic(err)
		}
		if s, err = kingdomino.Apply(s, m); err != nil {
			panic(err)
		}
	}
	fmt.Println("the search bot wins:", kingdomino.Game.Winners(s)[0] == 0)
	// Output: the search bot wins: true
}

// Every bot sees a game only through the generic contract, so one function
// serves every game.
func ExampleNewGreedy() {
	firstMove := func(g kingdoms.Game[kingdomino.State, kingdomino.Move], s kingdomino.State) string {
		m, err := bots.NewGreedy(g, rand.New(rand.NewPCG(3, 4))).Choose(s)
		if err != nil {
			return err.Error()
		}
		return g.FormatMove(m)[:4]
	}
	s, _ := kingdomino.New(kingdomino.Config{Players: 4, Seed: 2})
	fmt.Println(firstMove(kingdomino.Game, s))
	// Output: pick
}
