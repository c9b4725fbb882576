package kingdombuilder_test

import (
	"fmt"

	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// A Crossroads game on the package's 4 sample Crossroads sections (the
// project's own, not the printed ones) with two task cards given
// explicitly: the Lighthouse of the first sample stands at 2,4 and its ship
// moves are CrossroadsAction moves.
func Example_crossroads() {
	c := kingdombuilder.Config{Players: 2, Crossroads: true, Seed: 1,
		Tasks: [kingdombuilder.MaxTasks]kingdombuilder.Task{kingdombuilder.Road, kingdombuilder.Fortress}}
	for q, sec := range kingdombuilder.SampleCrossroadsSections() {
		c.Quadrants[q] = kingdombuilder.Quadrant{Custom: sec}
	}
	s, err := kingdombuilder.New(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Tasks())
	fmt.Println(s.LocationAt(hexgrid.Offset{Row: 2, Col: 4}))
	m, err := kingdombuilder.ParseMove("crossroads ship 2,3>supply")
	fmt.Println(m.Kind(), kingdombuilder.CrossroadsCode(m.Code()) == kingdombuilder.ReturnShip, err)
	// Output:
	// [Road Fortress]
	// Lighthouse
	// crossroads true <nil>
}
