package kingdombuilder_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

// Turn numbers the turn in progress from 0; once the game is over it is
// the number of the last turn, so that the game played Turn()+1 turns.
func ExampleState_Turn() {
	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	fmt.Println("first turn:", s.Turn())
	ends := 0
	for !s.IsTerminal() {
		m := kingdombuilder.Legal(s)[0]
		if m.Kind() == kingdombuilder.EndTurn {
			ends++
		}
		s, _ = kingdombuilder.Apply(s, m)
	}
	fmt.Println("turns played:", ends, "last turn:", s.Turn())
	// Output:
	// first turn: 0
	// turns played: 22 last turn: 21
}
