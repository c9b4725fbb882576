package games

import (
	"fmt"

	"github.com/boardrules/kingdoms/examples/internal/toy"
)

// Toy is the toy card game of package toy. It is not in the registry (All
// and Lookup do not return it): the programs' tests play it.
var Toy = Make(Def[toy.State, toy.Move]{
	Game: toy.Game,
	SVG: func(s toy.State) ([]byte, error) {
		return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="30">%d players</text></svg>`+"\n", toy.Game.Players(s)), nil
	},
})
