package kingdombuilder_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

// A game with the three Queenies: the Capitols and Caves placed
// explicitly, and an island read from text (a made-up one, as the printed
// Island is not available).
func ExampleQueenies() {
	island, err := kingdombuilder.ParseIsland(`
island my-island
G G C C T
 W L G L D
F F D T T
 M C C G W
D D F F G
at 1,1 bridge
at 1,3 treehouse
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := kingdombuilder.Config{
		Players: 2,
		Seed:    7,
		Quadrants: [4]kingdombuilder.Quadrant{
			{Section: kingdombuilder.OracleSection}, {Section: kingdombuilder.FarmSection},
			{Section: kingdombuilder.OasisSection}, {Section: kingdombuilder.HarborSection},
		},
		Cards: [3]kingdombuilder.Card{kingdombuilder.Fishermen, kingdombuilder.Knights, kingdombuilder.Lords},
		Queenies: kingdombuilder.Queenies{
			Capitol: true, CapitolAt: "1,3 18,12",
			Caves: true, CavesAt: "7,4 8,11 17,18",
			Island: island,
		},
	}
	s, err := kingdombuilder.New(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("Capitols:", s.Capitols())
	fmt.Println("Caves:", s.Caves())
	fmt.Println("island hex i1,1:", s.LocationAt(kingdombuilder.IslandOffset(1, 1)))
	m, _ := kingdombuilder.ParseMove("place i2,3")
	to, _ := m.To()
	fmt.Println(m, "builds at", to, s.Terrain(to))

	// A bad Cave is refused with the reason.
	c.Queenies.CavesAt = "6,3 8,11 17,18"
	_, err = kingdombuilder.New(c)
	fmt.Println(err)
	// Output:
	// Capitols: [(1,3) (18,12)]
	// Caves: [(7,4) (8,11) (17,18)]
	// island hex i1,1: RopeBridge
	// place i2,3 builds at (22,3) forest
	// kingdombuilder: Queenies: CavesAt: the mountain at 6,3 is next to the castle at 7,2; a Cave must be 2 or more hexes away from every castle, location and nomad space: bad config
}
