package kingdombuilder_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// A Nomads game on the 4 Nomads sections with the 3 Nomads cards: a nomad
// tile lies on each nomad space. Player 0 builds next to the Treasure's
// space and scores it at once; its third settlement, at 4,2, has no free
// grass next to it: 2 points for Shepherds, scored during play.
func Example_nomads() {
	c := kingdombuilder.Config{Players: 2, Nomads: true, Seed: 3,
		Quadrants: [4]kingdombuilder.Quadrant{
			{Section: kingdombuilder.QuarrySection}, {Section: kingdombuilder.CaravanSection},
			{Section: kingdombuilder.VillageSection}, {Section: kingdombuilder.GardenSection}},
		Cards: [3]kingdombuilder.Card{kingdombuilder.Families, kingdombuilder.Shepherds, kingdombuilder.Ambassadors},
	}
	s, err := kingdombuilder.New(c)
	if err != nil {
		panic(err)
	}
	for r := range 20 {
		for col := range 20 {
			o := hexgrid.Offset{Row: r, Col: col}
			if s.Terrain(o) == kingdombuilder.NomadSpace {
				fmt.Printf("%d,%d %v\n", r, col, s.NomadTileAt(o))
			}
		}
	}
	// Player 0 builds on grass next to the Treasure at 5,2: 3 points at
	// once.
	fmt.Println("player", s.ToMove(), "builds on", s.CurrentCard())
	for _, text := range []string{"place 4,3", "place 5,3", "place 4,2"} {
		m, err := kingdombuilder.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if s, err = kingdombuilder.Apply(s, m); err != nil {
			panic(err)
		}
	}
	for _, part := range s.Scores()[0].Parts {
		fmt.Printf("%s %d; ", part.Source, part.Points)
	}
	fmt.Println("total", s.Scores()[0].Total)
	m, _ := kingdombuilder.ParseMove("nomad resettlement 2,2>2,3")
	fmt.Println(m.Kind(), m.Nomad(), m.String())
	// Output:
	// 3,13 Outpost
	// 5,2 Treasure
	// 5,7 Resettlement
	// 7,5 Sword
	// 13,4 Resettlement
	// 17,16 Donation (mountain)
	// player 0 builds on grass
	// Families 0; Shepherds 2; Ambassadors 0; Castles 0; Treasure 3; total 5
	// nomad Resettlement nomad resettlement 2,2>2,3
}
