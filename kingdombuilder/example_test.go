package kingdombuilder_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// A game is set up from a Config and played by applying moves.
func Example() {
	s, err := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Quadrants(), s.Cards())
	fmt.Println("player", s.ToMove(), "builds on", s.CurrentCard())
	legal := kingdombuilder.Legal(s)
	fmt.Println(len(legal), "first moves, from", legal[0], "to", legal[len(legal)-1])
	s, err = kingdombuilder.Apply(s, legal[0])
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Supply(0), "settlements left;", s.Placed(), "placed this turn")
	// Output:
	// [tavern paddock oasis farm] [Fishermen Knights Merchants]
	// player 0 builds on desert
	// 53 first moves, from place 0,1 to place 18,8
	// 39 settlements left; 1 placed this turn
}

// Moves have a text notation that ParseMove reads back.
func ExampleParseMove() {
	for _, text := range []string{"place 3,4", "tile farm 12,5", "tile paddock 7,2>7,4", "end", "tile farm 3,4>5,6"} {
		m, err := kingdombuilder.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		to, _ := m.To()
		fmt.Println(m.Kind(), m.Tile(), to)
	}
	// Output:
	// place none (3,4)
	// tile Farm (12,5)
	// tile Paddock (7,4)
	// end none (0,0)
	// kingdombuilder: move "tile farm 3,4>5,6": the Farm tile builds a settlement: want one hex: bad notation
}

// Scores come with their breakdown by source: each Kingdom Builder card,
// then the castles.
func ExampleScores() {
	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	end, _, err := kingdoms.Playout(kingdombuilder.Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil {
		panic(err)
	}
	for p, sc := range kingdombuilder.Scores(end) {
		fmt.Println("player", p, sc.Total, sc.Parts)
	}
	fmt.Println("winners", kingdombuilder.Winners(end))
	// Output:
	// player 0 45 [{Fishermen 13} {Knights 10} {Merchants 16} {Castles 6}]
	// player 1 13 [{Fishermen 1} {Knights 12} {Merchants 0} {Castles 0}]
	// winners [0]
}

// The accessors read the board for a user interface.
func ExampleState_Terrain() {
	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	for _, o := range []hexgrid.Offset{{Row: 3, Col: 3}, {Row: 6, Col: 2}, {Row: 0, Col: 0}} {
		fmt.Println(o, s.Terrain(o), s.LocationAt(o), s.TilesLeft(o))
	}
	// Output:
	// (3,3) castle none 0
	// (6,2) location Tavern 2
	// (0,0) flower none 0
}
