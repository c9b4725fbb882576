package gametest_test

import (
	"errors"
	"fmt"

	"github.com/boardrules/kingdoms/gametest"
)

// Check a game: here High Card, the toy game of this package's tests.
func ExampleCheck() {
	g := toyGame{}
	err := gametest.Check(gametest.Config[toyState, toyMove]{
		Game:      g,
		New:       g.New,
		Seeds:     5,
		MaxMoves:  12,
		Invariant: toyState.validate,
	})
	fmt.Println(err)
	// Output: <nil>
}

// A broken game: this Apply removes the played card from the hand in place,
// writing into the hand that its input state shares.
func ExampleCheck_brokenGame() {
	g := toyGame{bug: bugMutatesInput}
	err := gametest.Check(gametest.Config[toyState, toyMove]{Game: g, New: g.New, MaxMoves: 12})
	var v *gametest.Violation
	if errors.As(err, &v) {
		fmt.Printf("%s: seed %d, after %d moves\n", v.Check, v.Seed, v.Move)
	}
	// Output: apply-input: seed 0, after 0 moves
}
