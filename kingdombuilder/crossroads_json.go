package kingdombuilder

import (
	"fmt"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// crossroadsDoc is the Crossroads expansion's part of the JSON form of a
// State (the field "crossroads", present exactly in Crossroads games):
//
//	tasks      the task cards in play
//	ships      for each player, the hex of its ship, "" in the supply
//	wagons     for each player, the hex of its wagon, "" in the supply
//	warriors   for each player, the hexes of its warriors on the board
//	cityHalls  for each player, the centre hex of its city hall, "" in the supply
//	extra      for each player, its second terrain card (Crossroads): a terrain, a swamp card ("swamp/desert", Marshlands), "none" or "hidden"
//	choosing   true when the player to move must first choose the terrain card of the turn
//	fort       the Fort's card while its settlement waits to be built, omitted otherwise
type crossroadsDoc struct {
	Tasks     []string   `json:"tasks"`
	Ships     []string   `json:"ships"`
	Wagons    []string   `json:"wagons"`
	Warriors  [][]string `json:"warriors"`
	CityHalls []string   `json:"cityHalls"`
	Extra     []string   `json:"extra"`
	Choosing  bool       `json:"choosing,omitempty"`
	Fort      string     `json:"fort,omitempty"`
}

// pieceText writes a stored hex (plus one, 0 for the supply).
func pieceText(h uint16) string {
	if h == 0 {
		return ""
	}
	return hexText(int(h) - 1)
}

// encodeCrossroads returns the Crossroads expansion's part of the JSON
// document, nil when the game does not play it.
func (s *State) encodeCrossroads() *crossroadsDoc {
	if !s.g.rules.has(crossroadsExp) {
		return nil
	}
	x := &s.x.crossroads
	d := &crossroadsDoc{Tasks: []string{}, Choosing: x.choosing}
	for _, t := range x.tasks {
		if t != NoTask {
			d.Tasks = append(d.Tasks, t.Key())
		}
	}
	for p := 0; p < s.g.players; p++ {
		d.Ships = append(d.Ships, pieceText(x.ship[p]))
		d.Wagons = append(d.Wagons, pieceText(x.wagon[p]))
		ws := []string{}
		for _, w := range x.warrior[p] {
			if w != 0 {
				ws = append(ws, pieceText(w))
			}
		}
		d.Warriors = append(d.Warriors, ws)
		d.CityHalls = append(d.CityHalls, pieceText(x.hall[p]))
		d.Extra = append(d.Extra, handText(x.extra[p]))
	}
	if x.fort != NoTerrain {
		d.Fort = x.fort.String()
	}
	return d
}

// countCrossroadsCards adds the visible terrain cards of the Crossroads part
// of d (second cards, the Fort's card) to count, so that the core's check
// of the 25 cards sees them, and returns the number of hidden second
// cards. Names it does not know are left to decodeCrossroads to refuse.
func (d *stateDoc) countCrossroadsCards(count *[numCardValues]int) int {
	c := d.Crossroads
	if c == nil {
		return 0
	}
	hidden := 0
	for _, e := range c.Extra {
		if e == "hidden" {
			hidden++
		} else if t, ok := anyCard(e); ok {
			count[t]++
		}
	}
	if t, ok := anyCard(c.Fort); ok {
		count[t]++
	}
	return hidden
}

// decodeCrossroads reads the Crossroads expansion's part of the JSON
// document (nil when absent) into s.x, checking everything: pieces on
// hexes they may stand on, no two things on one hex, tiles held next to a
// settlement or piece, cards that agree with the view and the turn.
func (s *State) decodeCrossroads(d *crossroadsDoc) error {
	if !s.g.rules.has(crossroadsExp) {
		if d != nil {
			return fmt.Errorf("crossroads data in a game without Crossroads")
		}
		return nil
	}
	if d == nil {
		return fmt.Errorf("crossroads: missing (a Crossroads game)")
	}
	x := &s.x.crossroads
	n := s.g.players
	if len(d.Tasks) > MaxTasks {
		return fmt.Errorf("crossroads: %d tasks, at most %d", len(d.Tasks), MaxTasks)
	}
	for i, k := range d.Tasks {
		t, ok := taskByKey(k)
		if !ok {
			return fmt.Errorf("crossroads: unknown task %s", kingdoms.Excerpt(k))
		}
		x.tasks[i] = t
	}
	if err := checkTasks(x.Tasks()); err != nil {
		return fmt.Errorf("crossroads: %v", err)
	}
	if len(d.Ships) != n || len(d.Wagons) != n || len(d.Warriors) != n || len(d.CityHalls) != n || len(d.Extra) != n {
		return fmt.Errorf("crossroads: ships, wagons, warriors, cityHalls and extra need one entry per player")
	}
	read := func(h string, what string, p int) (uint16, error) {
		if h == "" {
			return 0, nil
		}
		i, why := parseHex(h)
		if why != "" {
			return 0, fmt.Errorf("crossroads: player %d's %s: %s", p, what, why)
		}
		return uint16(i + 1), nil
	}
	for p := 0; p < n; p++ {
		var err error
		if x.ship[p], err = read(d.Ships[p], "ship", p); err != nil {
			return err
		}
		if x.wagon[p], err = read(d.Wagons[p], "wagon", p); err != nil {
			return err
		}
		if x.hall[p], err = read(d.CityHalls[p], "city hall", p); err != nil {
			return err
		}
		if len(d.Warriors[p]) > warriorsPerPlayer {
			return fmt.Errorf("crossroads: player %d has %d warriors on the board, at most %d", p, len(d.Warriors[p]), warriorsPerPlayer)
		}
		for i, w := range d.Warriors[p] {
			if w == "" {
				return fmt.Errorf("crossroads: player %d: empty warrior hex", p)
			}
			if x.warrior[p][i], err = read(w, "warrior", p); err != nil {
				return err
			}
		}
		if x.warrior[p][0] != 0 && x.warrior[p][0] == x.warrior[p][1] {
			return fmt.Errorf("crossroads: player %d's two warriors on one hex", p)
		}
		x.sortWarriors(p)
	}
	// Where each piece stands: its terrain, and nothing else there.
	var seen hexgrid.Set
	for p := 0; p < n; p++ {
		check := func(h uint16, k Piece) error {
			if h == 0 {
				return nil
			}
			at := int(h) - 1
			if !s.ground(k).Has(at) {
				return fmt.Errorf("crossroads: player %d's %s on %s at %s", p, k, s.g.terrain[at], hexText(at))
			}
			return nil
		}
		for _, e := range [...]struct {
			h uint16
			k Piece
		}{{x.ship[p], ShipPiece}, {x.wagon[p], WagonPiece}, {x.warrior[p][0], WarriorPiece}, {x.warrior[p][1], WarriorPiece}} {
			if err := check(e.h, e.k); err != nil {
				return err
			}
		}
		if h := x.hall[p]; h != 0 {
			r := rosette(int(h) - 1)
			if r.Count() != 7 || !r.SubsetOf(s.g.buildable) {
				return fmt.Errorf("crossroads: player %d's city hall at %s does not cover 7 buildable hexes", p, hexText(int(h)-1))
			}
		}
	}
	x.sync(n)
	for p := 0; p < n; p++ {
		if seen.Intersects(x.piecesOf(p)) || s.occupied.Intersects(x.piecesOf(p)) {
			return fmt.Errorf("crossroads: player %d's pieces share a hex with another piece, settlement or wall", p)
		}
		seen = seen.Union(x.piecesOf(p))
		// Count the pieces hex by hex: two of one player's pieces on one
		// hex would vanish in the union.
		c := x.piecesOf(p).Count()
		want := 0
		for _, h := range [...]uint16{x.ship[p], x.wagon[p], x.warrior[p][0], x.warrior[p][1]} {
			if h != 0 {
				want++
			}
		}
		if x.hall[p] != 0 {
			want += 7
		}
		if c != want {
			return fmt.Errorf("crossroads: player %d's pieces share a hex", p)
		}
	}
	s.occupied = s.occupied.Union(x.all)
	// Cards.
	for p, e := range d.Extra {
		switch e {
		case "none":
			x.extra[p] = NoTerrain
		case "hidden":
			if s.view == 0 || p == int(s.view)-1 || (!s.over && p == int(s.toMove)) {
				return fmt.Errorf("crossroads: player %d's second card hidden where it is visible", p)
			}
			x.extra[p] = hiddenCard
		default:
			t, ok := anyCard(e)
			if !ok {
				return fmt.Errorf("crossroads: player %d: unknown terrain card %s", p, kingdoms.Excerpt(e))
			}
			if s.view != 0 && p != int(s.view)-1 && (s.over || p != int(s.toMove)) {
				return fmt.Errorf("crossroads: player %d's second card shown in a view where it is hidden", p)
			}
			x.extra[p] = t
		}
	}
	x.choosing = d.Choosing
	if d.Fort != "" {
		t, ok := anyCard(d.Fort)
		if !ok {
			return fmt.Errorf("crossroads: unknown Fort card %s", kingdoms.Excerpt(d.Fort))
		}
		if s.over || s.used[Fort] == 0 {
			return fmt.Errorf("crossroads: a Fort card waits without a Fort used this turn")
		}
		x.fort = t
	}
	p := s.toMove
	if x.choosing && (s.over || x.extra[p] == NoTerrain || x.extra[p] == hiddenCard || x.extra[p] == s.hand[p] || x.fort != NoTerrain || s.placed > 0 || s.used != [numLocations]uint8{}) {
		return fmt.Errorf("crossroads: choosing without two different cards to choose from before any other move")
	}
	return nil
}

// anyCard reads the name of a terrain card, a swamp card (Marshlands:
// "swamp/desert") included; swampCardsUnknown refuses swamp cards in a
// game without them.
func anyCard(name string) (Terrain, bool) {
	if t, ok := cardTerrain(name); ok {
		return t, true
	}
	return swampCardByName(name)
}
