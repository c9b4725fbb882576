package kingdombuilder_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	kb "github.com/boardrules/kingdoms/kingdombuilder"
)

// The numbering of a first game: each move is one action but for a
// settlement moved (here by the Paddock), which takes its source, then its
// target. Random actions are played until a source is legal: the Paddock
// tile's block starts at 3200, so the settlement at 2,19 is 3200 + 2x20 +
// 19; the TO block starts at 3601, so 0,18 is 3601 + 18; "place 0,7" is 7.
func ExampleDecodeAction() {
	c := kb.FirstGame(2, 1)
	s, _ := kb.New(c)
	fmt.Println("actions:", kb.NumActions(c))
	r := rand.New(rand.NewPCG(1, 2))
	for {
		acts := kb.AppendActions(nil, s, kingdoms.Prefix{})
		for _, a := range acts {
			_, p, done, _ := kb.DecodeAction(s, kingdoms.Prefix{}, int(a))
			if done {
				continue
			}
			targets := kb.AppendActions(nil, s, p)
			fmt.Println("source:", a, "prefix:", p, "targets:", targets)
			m, _, _, _ := kb.DecodeAction(s, p, int(targets[0]))
			enc, _ := kb.EncodeMove(nil, s, m)
			fmt.Println("move:", m, "actions:", enc)
			m = kb.Legal(s)[0]
			enc, _ = kb.EncodeMove(nil, s, m)
			fmt.Println("move:", m, "actions:", enc)
			return
		}
		m, _, _, _ := kb.DecodeAction(s, kingdoms.Prefix{}, int(acts[r.IntN(len(acts))]))
		s, _ = kb.Apply(s, m)
	}
	// Output:
	// actions: 4001
	// source: 3259 prefix: [3259] targets: [3619 3658 3699]
	// move: tile paddock 2,19>0,18 actions: [3259 3619]
	// move: place 0,7 actions: [7]
}
