package render_test

import (
	"bytes"
	"fmt"

	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdomino"
)

// Draw the opening of a game of Kingdomino; write the bytes to a .svg file to
// see it.
func ExampleKingdomino() {
	s, err := kingdomino.New(kingdomino.Config{Players: 3, Seed: 1})
	if err != nil {
		panic(err)
	}
	pic := render.Kingdomino(s)
	first, _, _ := bytes.Cut(pic, []byte(" width"))
	fmt.Println(string(first))
	// Output: <svg xmlns="http://www.w3.org/2000/svg"
}
