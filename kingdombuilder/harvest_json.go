package kingdombuilder

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// harvestDoc is the Harvest expansion's part of the JSON form of a State
// ("harvest", omitted when all is zero):
//
//	vagabonds   for each player, the Vagabonds points scored so far
//	mayors      for each player, the lines (rows 0-19, the Island's 20-24) its Mayors' markers end
//	colonies    for each player, its face-up colony tiles: [value 1, value 5] (exactly 2 numbers)
//	spent       for each player, its colony tiles turned over: [value 1, value 5] (exactly 2 numbers)
//	scouts      the scout tokens on the board (the player to move's)
//	scoutOpen   the first token of a Scout Cabin use is placed, the second follows
//	cultivated  the player to move used Cultivate this turn
//	sections    the quadrants (0-3) where the player to move built this turn
//	colonyLeft  settlements of turned colony tiles still to build
//	repeats     the uses the Bazaar repeated this turn and that are still owed,
//	            one tile key each ("barracks"), for the tiles whose use may
//	            bring something new into play (a repeat brings nothing new)
//	silo        the silo phase, when on: actions left to the player to move
//	            (the current one included), the current action's mode
//	            ("", "place" or "move"), settlements done, settlements moved
type harvestDoc struct {
	Vagabonds  []int    `json:"vagabonds,omitempty"`
	Mayors     [][]int  `json:"mayors,omitempty"`
	Colonies   [][]int  `json:"colonies,omitempty"` // [value 1, value 5]: a slice, so that a wrong length is seen, not cut
	Spent      [][]int  `json:"spent,omitempty"`
	Scouts     []string `json:"scouts,omitempty"`
	ScoutOpen  bool     `json:"scoutOpen,omitempty"`
	Cultivated bool     `json:"cultivated,omitempty"`
	Sections   []int    `json:"sections,omitempty"`
	ColonyLeft int      `json:"colonyLeft,omitempty"`
	Repeats    []string `json:"repeats,omitempty"`
	Silo       *siloDoc `json:"silo,omitempty"`
}

// siloDoc is the silo phase in a harvestDoc.
type siloDoc struct {
	Left  int      `json:"left"`
	Mode  string   `json:"mode"`
	Done  int      `json:"done"`
	Moved []string `json:"moved,omitempty"`
}

var siloModes = [...]string{siloNone: "", siloPlaces: "place", siloMoves: "move"}

// repeatableKeys lists the keys of the tiles whose repeats are owed (see
// tileRule.brings), for error messages.
func repeatableKeys() string {
	var b []byte
	for l := range numLocations {
		if locationTable[l].brings {
			if len(b) > 0 {
				b = append(b, ", "...)
			}
			b = append(b, l.Key()...)
		}
	}
	return string(b)
}

// markers returns the number of Mayors' markers of player p in d (nil
// safe; the rows are checked by decodeHarvest).
func (d *harvestDoc) markers(p int) int {
	if d == nil || p >= len(d.Mayors) {
		return 0
	}
	return len(d.Mayors[p])
}

// harvestHexes writes the hexes of a set.
func harvestHexes(t hexgrid.Set) []string {
	var out []string
	for i := range t.All() {
		out = append(out, hexText(i))
	}
	return out
}

// encodeHarvest returns the Harvest expansion's part of the JSON document,
// nil when there is nothing to write.
func (s *State) encodeHarvest() *harvestDoc {
	h := &s.x.harvest
	if *h == (harvestState{}) {
		return nil
	}
	n := s.g.players
	d := &harvestDoc{
		Scouts:     harvestHexes(h.scouts.set()),
		ScoutOpen:  h.scoutOpen,
		Cultivated: h.cultivated,
		ColonyLeft: int(h.colonyLeft),
	}
	for l, n := range h.repeats {
		for range n {
			d.Repeats = append(d.Repeats, Location(l).Key())
		}
	}
	for p := 0; p < n; p++ {
		d.Vagabonds = append(d.Vagabonds, int(h.vagabonds[p]))
		rows := []int{}
		for r, m := range h.mayor {
			if int(m) == p+1 {
				rows = append(rows, r)
			}
		}
		d.Mayors = append(d.Mayors, rows)
		d.Colonies = append(d.Colonies, []int{int(h.colony[p][0]), int(h.colony[p][1])})
		d.Spent = append(d.Spent, []int{int(h.spent[p][0]), int(h.spent[p][1])})
	}
	for q := range 4 {
		if h.sections&(1<<q) != 0 {
			d.Sections = append(d.Sections, q)
		}
	}
	if h.silo {
		d.Silo = &siloDoc{Left: int(h.siloLeft), Mode: siloModes[h.siloMode], Done: int(h.siloDone), Moved: harvestHexes(h.siloMoved.set())}
	}
	return d
}

// decodeHarvest reads the Harvest expansion's part of the JSON document (nil
// when absent) into s.x, checking it against the rest of the state.
func (s *State) decodeHarvest(d *harvestDoc) error {
	if s.g.rules.has(harvestExp) && s.g.terrainSet[Silo].Count() > MaxSilos {
		return fmt.Errorf("the board has %d silos, at most %d", s.g.terrainSet[Silo].Count(), MaxSilos)
	}
	if d == nil {
		return nil
	}
	if !s.g.rules.has(harvestExp) {
		return fmt.Errorf("harvest data in a game that does not play Harvest")
	}
	h := &s.x.harvest
	n := s.g.players
	perPlayer := func(k int, what string) error {
		if k != 0 && k != n {
			return fmt.Errorf("harvest: %s: %d entries, want one per player", what, k)
		}
		return nil
	}
	for _, e := range []struct {
		k    int
		what string
	}{{len(d.Vagabonds), "vagabonds"}, {len(d.Mayors), "mayors"}, {len(d.Colonies), "colonies"}, {len(d.Spent), "spent"}} {
		if err := perPlayer(e.k, e.what); err != nil {
			return err
		}
	}
	// Cards scored during play.
	for p, v := range d.Vagabonds {
		if v < 0 || v > 0xffff || (v > 0 && !s.hasCard(Vagabonds)) {
			return fmt.Errorf("harvest: player %d: %d Vagabonds points (is Vagabonds a card of the game?)", p, v)
		}
		h.vagabonds[p] = uint16(v)
	}
	for p, rows := range d.Mayors {
		for _, r := range rows {
			if !s.hasCard(Mayors) {
				return fmt.Errorf("harvest: Mayors' markers without the Mayors card")
			}
			if r < 0 || r >= numLines || h.mayor[r] != 0 {
				return fmt.Errorf("harvest: player %d: Mayors' marker on row %d: no such row, or marked twice", p, r)
			}
			h.mayor[r] = uint8(p + 1)
		}
	}
	// Colony tiles: [value 1, value 5] for each player, in full.
	for _, e := range []struct {
		list [][]int
		what string
	}{{d.Colonies, "colonies"}, {d.Spent, "spent"}} {
		for p, c := range e.list {
			if len(c) != len(colonyTiles) {
				return fmt.Errorf("harvest: %s: player %d: %d numbers, want %d (tiles of value 1, of value 5)", e.what, p, len(c), len(colonyTiles))
			}
		}
	}
	var total [2]int
	for p := range d.Colonies {
		for v := range 2 {
			a, b := d.Colonies[p][v], 0
			if p < len(d.Spent) {
				b = d.Spent[p][v]
			}
			if a < 0 || b < 0 || a > int(colonyTiles[v].count) || b > int(colonyTiles[v].count) {
				return fmt.Errorf("harvest: colonies, spent: player %d: bad colony tile counts", p)
			}
			h.colony[p][v], h.spent[p][v] = uint8(a), uint8(b)
			total[v] += a + b
		}
	}
	if len(d.Spent) > 0 && len(d.Colonies) == 0 {
		return fmt.Errorf("harvest: spent colony tiles without colonies")
	}
	for v := range 2 {
		if total[v] > int(colonyTiles[v].count) {
			return fmt.Errorf("harvest: %d colony tiles of value %d, there are %d", total[v], colonyTiles[v].value, colonyTiles[v].count)
		}
		if total[v] > 0 && !s.g.present[Cathedral] {
			return fmt.Errorf("harvest: colony tiles on a board without the Cathedral")
		}
	}
	// The turn.
	turnData := len(d.Scouts) > 0 || d.ScoutOpen || d.Cultivated || len(d.Sections) > 0 || d.ColonyLeft != 0
	if turnData && (s.over || d.Silo != nil) {
		return fmt.Errorf("harvest: turn data (scouts, cultivated, sections, colonyLeft) outside a turn")
	}
	if len(d.Scouts) > scoutTokens {
		return fmt.Errorf("harvest: %d scout tokens, there are %d", len(d.Scouts), scoutTokens)
	}
	for _, t := range d.Scouts {
		i, why := parseHex(t)
		if why != "" {
			return fmt.Errorf("harvest: scouts: %s", why)
		}
		if tr := s.g.terrain[i]; s.occupied.Has(i) || s.g.queenies.caveSet.Has(i) || (!tr.Buildable() && tr != Water && tr != Mountain) {
			return fmt.Errorf("harvest: scout token at %s: occupied, or on %s", t, tr)
		}
		h.scouts.insert(i)
		s.occupied.Insert(i)
	}
	// Scout tokens need a Scout Cabin on the board, not one used this
	// turn: the tile used may have been lost since (the used tile is lost
	// first, see State.loseTiles), the tokens stay until the turn ends.
	if len(d.Scouts) > 0 && !s.g.present[ScoutCabin] {
		return fmt.Errorf("harvest: scout tokens on a board without a Scout Cabin")
	}
	if d.ScoutOpen && len(d.Scouts) != 1 {
		return fmt.Errorf("harvest: scoutOpen with %d tokens on the board, want 1", len(d.Scouts))
	}
	h.scoutOpen, h.cultivated = d.ScoutOpen, d.Cultivated
	for _, q := range d.Sections {
		if q < 0 || q > 3 || h.sections&(1<<q) != 0 {
			return fmt.Errorf("harvest: sections: bad or repeated quadrant %d", q)
		}
		h.sections |= 1 << q
	}
	if d.ColonyLeft < 0 || d.ColonyLeft > 255 || (d.ColonyLeft > 0 && (s.used[Cathedral] == 0 || d.ScoutOpen)) {
		return fmt.Errorf("harvest: colonyLeft %d without the Cathedral used this turn", d.ColonyLeft)
	}
	h.colonyLeft = uint8(d.ColonyLeft)
	// One repeat per Bazaar use, at most one per Bazaar hex of the board (the
	// Bazaar tile used may have been lost since: see State.loseTiles), of a
	// tile whose use may bring something new, on the board.
	if most := bits.OnesCount16(s.g.locSlots[Bazaar]); len(d.Repeats) > most || (len(d.Repeats) > 0 && (s.over || d.Silo != nil)) {
		return fmt.Errorf("harvest: repeats: %d repeats owed: want at most one per Bazaar used this turn (at most %d), and none outside a turn", len(d.Repeats), most)
	}
	for _, k := range d.Repeats {
		l, ok := locationByKey(k)
		if !ok || !locationTable[l].brings || !s.g.present[l] {
			return fmt.Errorf("harvest: repeats: %s is no tile of this board whose use may bring something new into play (%s)", kingdoms.Excerpt(k), repeatableKeys())
		}
		h.repeats[l]++
	}
	// The silo phase.
	if sd := d.Silo; sd != nil {
		p := int(s.toMove)
		mode := slices.Index(siloModes[:], sd.Mode)
		switch {
		case !s.lastRound || s.over || s.placed != 0:
			return fmt.Errorf("harvest: silo phase before the end of the last round")
		case sd.Left < 1 || sd.Left > s.g.terrainSet[Silo].Count():
			return fmt.Errorf("harvest: silo: %d actions left", sd.Left)
		case mode < 0:
			return fmt.Errorf("harvest: silo: mode %s, want \"\", \"place\" or \"move\"", kingdoms.Excerpt(sd.Mode))
		case sd.Done < 0 || sd.Done >= siloCount || (sd.Done == 0) != (mode == siloNone):
			return fmt.Errorf("harvest: silo: %d settlements done in mode %s", sd.Done, kingdoms.Excerpt(sd.Mode))
		case len(sd.Moved) > sd.Done || (len(sd.Moved) > 0 && mode != siloMoves):
			return fmt.Errorf("harvest: silo: %d settlements moved", len(sd.Moved))
		}
		for l := range s.used {
			if s.used[l] != 0 {
				return fmt.Errorf("harvest: silo phase with tiles used")
			}
		}
		for _, t := range sd.Moved {
			i, why := parseHex(t)
			if why != "" {
				return fmt.Errorf("harvest: silo moved: %s", why)
			}
			if !s.own[p].Has(i) {
				return fmt.Errorf("harvest: silo moved: no settlement of player %d at %s", p, t)
			}
			if h.siloMoved.has(i) {
				return fmt.Errorf("harvest: silo moved: %s listed twice", t)
			}
			h.siloMoved.insert(i)
		}
		h.silo, h.siloLeft, h.siloMode, h.siloDone = true, uint8(sd.Left), uint8(mode), uint8(sd.Done)
	}
	return nil
}
