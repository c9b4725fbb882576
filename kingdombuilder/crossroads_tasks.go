package kingdombuilder

import (
	"fmt"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// Task is a task card of the Crossroads expansion ("carte Tâche"): a goal
// scored at the end of the game, on top of the Kingdom Builder cards, by
// every player who fulfils it. The zero Task is NoTask.
//
// Tasks are data: each has a row in taskTable with its names and its
// points; State.taskScore checks its condition. A player who fulfils a task several times
// scores it once (rulebook 003, "Cartes Tâche": "Si un joueur remplit
// plusieurs fois la condition d'une carte Tâche, cela ne lui fait pas gagner
// plus de points de victoire").
type Task uint8

// The 6 task cards.
const (
	NoTask        Task = iota
	HomeCountry        // Patrie: 5 for a terrain area wholly occupied by your settlements
	Fortress           // Forteresse: 6 for a settlement surrounded by 6 of yours
	Road               // Route: 7 for a diagonal line of 7 of yours
	PlaceOfRefuge      // Lieu de refuge: 8 for a location, castle or nomad space surrounded by yours
	Advance            // Expansion: 9 for 7 of yours on one edge of the board
	CompassPoint       // Points cardinaux: 10 for one of yours on each edge of the board

	numTasks
)

// MaxTasks is the most task cards a game plays: one per Crossroads section.
const MaxTasks = 4

// taskRule describes one task card.
type taskRule struct {
	name   string // English name
	key    string // lower-case name for JSON and configs
	french string // name in the French rulebook
	points int    // what the task is worth
}

var taskTable = [numTasks]taskRule{
	NoTask:        {name: "none", key: "none"},
	HomeCountry:   {name: "HomeCountry", key: "homecountry", french: "Patrie", points: 5},
	Fortress:      {name: "Fortress", key: "fortress", french: "Forteresse", points: 6},
	Road:          {name: "Road", key: "road", french: "Route", points: 7},
	PlaceOfRefuge: {name: "PlaceOfRefuge", key: "placeofrefuge", french: "Lieu de refuge", points: 8},
	Advance:       {name: "Advance", key: "advance", french: "Expansion", points: 9},
	CompassPoint:  {name: "CompassPoint", key: "compasspoint", french: "Points cardinaux", points: 10},
}

// AllTasks returns the 6 task cards of the Crossroads expansion.
func AllTasks() [6]Task {
	return [6]Task{HomeCountry, Fortress, Road, PlaceOfRefuge, Advance, CompassPoint}
}

// String returns the English name of t, such as "HomeCountry".
func (t Task) String() string {
	if t < numTasks {
		return taskTable[t].name
	}
	return "task(" + itoa(int(t)) + ")"
}

// Key returns the lower-case name of t, such as "homecountry".
func (t Task) Key() string {
	if t < numTasks {
		return taskTable[t].key
	}
	return ""
}

// Points returns what t is worth to a player who fulfils it.
func (t Task) Points() int {
	if t < numTasks {
		return taskTable[t].points
	}
	return 0
}

// taskByKey returns the task with the given key.
func taskByKey(k string) (Task, bool) {
	for t := Task(1); t < numTasks; t++ {
		if taskTable[t].key == k {
			return t, true
		}
	}
	return NoTask, false
}

// checkTasks checks task cards given in a Config: 1 to MaxTasks distinct
// tasks.
func checkTasks(tasks []Task) error {
	if len(tasks) > MaxTasks {
		return fmt.Errorf("kingdombuilder: %d task cards, at most %d (one per Crossroads section): %w", len(tasks), MaxTasks, kingdoms.ErrBadConfig)
	}
	for i, t := range tasks {
		if t == NoTask || t >= numTasks {
			return fmt.Errorf("kingdombuilder: task %d: no task card (%d): %w", i, t, kingdoms.ErrBadConfig)
		}
		for j := range i {
			if tasks[j] == t {
				return fmt.Errorf("kingdombuilder: task %s given twice: %w", t, kingdoms.ErrBadConfig)
			}
		}
	}
	return nil
}

// MarshalText implements encoding.TextMarshaler: the task's lower-case
// name ("none" for NoTask).
func (t Task) MarshalText() ([]byte, error) {
	if t >= numTasks {
		return nil, fmt.Errorf("kingdombuilder: no task card %d: %w", t, kingdoms.ErrBadConfig)
	}
	return []byte(t.Key()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: a task's lower-case
// name, such as "road", or "none".
func (t *Task) UnmarshalText(b []byte) error {
	v, ok := taskByKey(string(b))
	if string(b) == "none" {
		v, ok = NoTask, true
	}
	if !ok {
		return fmt.Errorf("kingdombuilder: unknown task card %s: %w", kingdoms.Excerpt(string(b)), kingdoms.ErrBadConfig)
	}
	*t = v
	return nil
}

// Tasks returns the task cards of the game (Crossroads), in scoring order;
// none without Crossroads.
func (s State) Tasks() []Task {
	if s.g == nil || !s.g.rules.any() {
		return nil
	}
	return s.x.crossroads.Tasks()
}

// Tasks returns the task cards in play.
func (x *crossroadsState) Tasks() []Task {
	var out []Task
	for _, t := range x.tasks {
		if t != NoTask {
			out = append(out, t)
		}
	}
	return out
}

// TaskScore returns player p's points for task card t in s, whether or not t
// is in play (0 for a bad player or task).
func (s State) TaskScore(t Task, p int) int {
	if s.g == nil || t == NoTask || t >= numTasks || p < 0 || p >= s.g.players {
		return 0
	}
	return s.taskScore(t, p)
}

// taskScore returns player p's points for task t: the task's points when
// p fulfils its condition, else 0. The conditions are called directly, one
// case per task (a call through a function value of taskTable would make
// the State escape to the heap, and the totals allocate).
func (s *State) taskScore(t Task, p int) int {
	mine := s.settled(p)
	var met bool
	switch t {
	case HomeCountry:
		met = homeCountryMet(s, mine)
	case Fortress:
		met = fortressMet(s, mine)
	case Road:
		met = roadMet(s, mine)
	case PlaceOfRefuge:
		met = refugeMet(s, mine)
	case Advance:
		met = advanceMet(s, mine)
	case CompassPoint:
		met = compassMet(s, mine)
	}
	if met {
		return taskTable[t].points
	}
	return 0
}

// homeCountryMet: some terrain area (the connected hexes of one terrain:
// every terrain but castles, locations, nomad spaces, palaces and silos)
// is wholly occupied by the player's settlements and pieces.
func homeCountryMet(s *State, mine hexgrid.Set) bool {
	for t := Terrain(1); t < numTerrains; t++ {
		if terrainTable[t].special || t == Silo {
			continue
		}
		// The player's hexes of t that an area's free or other hex reaches
		// within t (grown from all of those at once, a dilation a step,
		// until nothing grows): a hex never reached lies in an area wholly
		// the player's.
		terr := &s.g.terrainSet[t]
		in := terr.Intersect(mine)
		if in.IsEmpty() {
			continue
		}
		reached := terr.Diff(mine)
		for {
			d := grid.Dilate(reached)
			var grew uint64
			for w := range d {
				f := d[w] & in[w] &^ reached[w]
				reached[w] |= f
				grew |= f
			}
			if grew == 0 {
				break
			}
		}
		if !in.SubsetOf(reached) {
			return true
		}
	}
	return false
}

// fortressMet: one of the player's settlements has 6 neighbours, all the
// player's.
func fortressMet(s *State, mine hexgrid.Set) bool {
	for h := range mine.All() {
		if n := grid.NeighborSet(h); n.Count() == 6 && n.SubsetOf(mine) {
			return true
		}
	}
	return false
}

// roadMet: 7 of the player's settlements in a row along one of the two
// diagonal axes (NorthEast-SouthWest, NorthWest-SouthEast); the horizontal
// axis does not count (rulebook 003, "Route").
func roadMet(s *State, mine hexgrid.Set) bool {
	for h := range mine.All() {
		for _, d := range [...]hexgrid.Direction{hexgrid.NorthEast, hexgrid.NorthWest} {
			// Count from the first settlement of a run only.
			if !mine.Has(grid.Neighbor(h, d.Opposite())) && grid.Run(h, d, mine) >= 6 {
				return true
			}
		}
	}
	return false
}

// refugeMet: a location, castle or nomad space hex has every neighbour on
// the board occupied by the player's settlements and pieces.
func refugeMet(s *State, mine hexgrid.Set) bool {
	spots := s.g.terrainSet[Castle].Union(s.g.terrainSet[LocationSpace]).Union(s.g.terrainSet[NomadSpace])
	for h := range spots.Intersect(grid.Dilate(mine)).All() {
		if grid.NeighborSet(h).SubsetOf(mine) {
			return true
		}
	}
	return false
}

// boardEdges returns the 4 edges of the board: top row, bottom row, left
// column, right column (a corner hex lies on two).
func boardEdges() [4]hexgrid.Set {
	return [4]hexgrid.Set{grid.Row(0), grid.Row(boardRows - 1), grid.Column(0), grid.Column(boardCols - 1)}
}

// advanceMet: at least 7 of the player's settlements on one edge.
func advanceMet(s *State, mine hexgrid.Set) bool {
	for _, e := range boardEdges() {
		if e.Intersect(mine).Count() >= 7 {
			return true
		}
	}
	return false
}

// compassMet: a settlement of the player on each of the 4 edges, a corner
// hex counting for one edge of the player's choice: some assignment of 4
// distinct settlements to the 4 edges exists (Hall's condition: every set
// of k edges holds k settlements together).
func compassMet(s *State, mine hexgrid.Set) bool {
	edges := boardEdges()
	for subset := 1; subset < 16; subset++ {
		var u hexgrid.Set
		k := 0
		for e := range 4 {
			if subset>>e&1 != 0 {
				u = u.Union(edges[e].Intersect(mine))
				k++
			}
		}
		if u.Count() < k {
			return false
		}
	}
	return true
}
