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
func ExampleState_Scores() {
	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	end, _, err := kingdoms.Playout(kingdombuilder.Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil {
		panic(err)
	}
	for p, sc := range end.Scores() {
		fmt.Println("player", p, sc.Total, sc.Parts)
	}
	fmt.Println("winners", end.Winners())
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

// String draws the board as offset hex rows, then the players.
func ExampleState_String() {
	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	s, _ = kingdombuilder.Apply(s, kingdombuilder.Place(hexgrid.Offset{Row: 0, Col: 1}))
	fmt.Print(s)
	// Output:
	// Kingdom Builder, 2 players, board tavern paddock oasis farm, cards Fishermen Knights Merchants
	// f 0 d m m d d c c c c c c d d w d d d d
	//  f f d d d m m c c c m m c d d w d d d d
	// f f f f f f f m m m m m c m m w d d P f
	//  w w f K g g t t m m m c m m w m d f f f
	// f f w w g g g t t c c c t t w m m c f f
	//  f c c w g t t c c c c t t w c c c m f f
	// d f V c w t t V c g c P t t w f f f f f
	//  d d c w t t g g g g g g t w g K g f g t
	// d d d w t t t g g g g g t t w g g g g t
	//  d d w w t t t g g g g g t t w g g g t t
	// d d c w w t t g g g d d c w w t t t g g
	//  d c w f f t t t g g d K c w t t t F g g
	// d d w f f t t A f g c c c f f f t c f f
	//  w w w f g t f f f f c c f f w d d c c f
	// w w w w g g g g f f c g g w f f d d c c
	//  w t t w g g c c d c g g F f w f w d d c
	// w t c t w g c c d c g g g t f f w w d d
	//  w K c f w A d d c w g g t t m w w w d w
	// w w c f w w w d d w g m t t w w w w w w
	//  w w w w w w w w w w t t t w w w w w w w
	// locations: F Farm A Oasis V Tavern P Paddock
	// > player 0: supply 39, card desert, score 2
	//   player 1: supply 40, card flower, score 0
	// turn 0, mandatory action 1/3, deck 23
}

// A Harvest game on the project's 4 sample Harvest sections (inventions of
// the project standing in for the printed ones): farmland, silos and the 8
// Harvest locations, with three of the Harvest cards.
func ExampleSampleHarvestSections() {
	c := kingdombuilder.Config{Players: 2, Seed: 7, Harvest: true,
		Cards: [3]kingdombuilder.Card{kingdombuilder.Mayors, kingdombuilder.Vagabonds, kingdombuilder.Colonists}}
	for q, sec := range kingdombuilder.SampleHarvestSections() {
		c.Quadrants[q] = kingdombuilder.Quadrant{Custom: sec}
	}
	s, err := kingdombuilder.New(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, q := range s.Quadrants() {
		fmt.Println(q)
	}
	fmt.Println(s.Cards())
	// Output:
	// sample-harvest-bazaar-watermill
	// sample-harvest-cabin-station
	// sample-harvest-cathedral-watchtower
	// sample-harvest-university-palisade
	// [Mayors Vagabonds Colonists]
}
