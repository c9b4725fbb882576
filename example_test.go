package kingdoms_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// A game record in notation is read with ParseMoves and replayed with
// Replay; Playout finishes the game at random. Nim, the game here, is the
// small game of this package's tests.
func Example() {
	moves, err := kingdoms.ParseMoves(nim, []string{"t3", "t2", "t1"})
	if err != nil {
		fmt.Println(err)
		return
	}
	states, err := kingdoms.Replay(nim, newNim(10), moves)
	if err != nil {
		fmt.Println(err)
		return
	}
	s := states[len(states)-1]
	fmt.Println(s)

	end, n, err := kingdoms.Playout(nim, s, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(end, "- winners", nim.Winners(end), "after", n, "more moves")
	// Output:
	// 4 stones, player 1 to move
	// empty pile after 5 moves - winners [0] after 2 more moves
}

// Replay stops at the first move that does not apply and says which.
func ExampleReplay() {
	moves, _ := kingdoms.ParseMoves(nim, []string{"t3", "t3", "t3", "t3"})
	states, err := kingdoms.Replay(nim, newNim(10), moves)
	fmt.Println(len(states), "states:", states[len(states)-1])
	fmt.Println(err)
	// Output:
	// 4 states: 1 stones, player 1 to move
	// nim: move 3 (t3): cannot take 3 of 1 stones: illegal move
}
