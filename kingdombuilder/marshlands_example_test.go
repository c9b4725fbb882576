package kingdombuilder_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

// A Marshlands game on the package's sample sections (inventions of the
// project, not the printed sections): the swamp cards are in the deck, and
// a player holding one chooses its half first.
func ExampleSampleMarshlandsQuadrants() {
	s, err := kingdombuilder.New(kingdombuilder.Config{
		Players:    2,
		Seed:       3,
		Marshlands: true,
		Quadrants:  kingdombuilder.SampleMarshlandsQuadrants(),
		Cards:      [3]kingdombuilder.Card{kingdombuilder.Vassals, kingdombuilder.Noblewomen, kingdombuilder.Lords},
	})
	if err != nil {
		panic(err)
	}
	for !s.IsTerminal() {
		p := s.ToMove()
		if other, ok := s.SwampCard(p); ok && len(kingdombuilder.Legal(s)) == 2 {
			fmt.Printf("player %d holds swamp / %s: %v\n", p, other, kingdombuilder.Legal(s))
			s, _ = kingdombuilder.Apply(s, kingdombuilder.ChooseSwampHalf(kingdombuilder.Swamp))
			fmt.Printf("it builds %d settlements on %s\n", s.Quota(), s.CurrentCard())
			break
		}
		s, _ = kingdombuilder.Apply(s, kingdombuilder.Legal(s)[0])
	}
	// Output:
	// player 1 holds swamp / desert: [marshlands play desert marshlands play swamp]
	// it builds 2 settlements on swamp
}
