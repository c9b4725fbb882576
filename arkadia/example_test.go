package arkadia_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/arkadia"
)

// A first game for two: the reconstructed first-game set-up, drawn.
func ExampleNew() {
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1, FirstGame: true})
	if err != nil {
		panic(err)
	}
	fmt.Print(s)
	// Output:
}
