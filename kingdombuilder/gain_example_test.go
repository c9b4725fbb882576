package kingdombuilder_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

// ScoreEffects tells what each move would score at once, for every player,
// without playing them: here the best first build of the first game, and,
// with the Lords, a build of the second player that scores for the first
// too (in a section where only the second player builds, the first is
// second with no settlement, a ruling of the Lords).
func ExampleScoreEffects() {
	s, err := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	if err != nil {
		panic(err)
	}
	moves := kingdombuilder.Legal(s)
	out := make([]int, 2*len(moves))
	if err := kingdombuilder.ScoreEffects(&s, moves, out); err != nil {
		panic(err)
	}
	best := 0
	for i := range moves {
		best = max(best, out[2*i])
	}
	fmt.Println(s.Cards(), "best first build:", best, "points")
	for i, m := range moves {
		if out[2*i] == best {
			fmt.Println(m, out[2*i:2*i+2])
			break
		}
	}

	lords := kingdombuilder.FirstGame(2, 1)
	lords.Cards = [3]kingdombuilder.Card{kingdombuilder.Lords, kingdombuilder.Hermits, kingdombuilder.Knights}
	if s, err = kingdombuilder.New(lords); err != nil {
		panic(err)
	}
	// Player 0 builds three settlements and ends the turn.
	for range 3 {
		if s, err = kingdombuilder.Apply(s, kingdombuilder.Legal(s)[0]); err != nil {
			panic(err)
		}
	}
	if s, err = kingdombuilder.Apply(s, kingdombuilder.End()); err != nil {
		panic(err)
	}
	moves = kingdombuilder.Legal(s)
	out = make([]int, 2*len(moves))
	if err := kingdombuilder.ScoreEffects(&s, moves, out); err != nil {
		panic(err)
	}
	for i, m := range moves {
		if out[2*i] != 0 {
			fmt.Println(s.Cards(), m, "changes the totals by", out[2*i:2*i+2])
			break
		}
	}
	// Output:
	// [Fishermen Knights Merchants] best first build: 5 points
	// place 10,11 [5 0]
	// [Lords Hermits Knights] place 2,19 changes the totals by [6 15]
}
