package kingdombuilder

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Queenies 1 to 3: the Capitol, the Caves and the Island (rulebook 000
// and rulebook 003, "QUEENIE 1: CAPITOLE", "QUEENIE 2: CAVES", "QUEENIE 3:
// ILE"; 003 stands). The tiles of the Capitol and the Caves are placed at
// set-up and never move, so they are part of the set-up (setupKey and
// setup), not of the position; the position only records the turn in which
// the player to move used its Cave move.

// Queenies chooses the Queenies of a game (Config.Queenies). The zero value
// plays none. Explicit hexes are written as in the move notation, "ROW,COL"
// on the 20x20 board, separated by spaces (so that a Config stays a
// comparable value that reads well as JSON).
type Queenies struct {
	// Capitol plays Queenie 1: when the Oracle or the Harbor section is on
	// the board, a Capitol tile goes on one of that section's castles (both
	// sections: both tiles), and at the end every settlement within 2 hexes
	// of a Capitol scores 1 point.
	Capitol bool `json:"capitol,omitempty"`
	// CapitolAt chooses the castles of the Capitol tiles explicitly, such
	// as "3,3 7,15": at most one castle of each Oracle or Harbor section on
	// the board (2 at most). Empty: one castle of each such section, drawn
	// from Config.Seed. Giving it without Capitol is an error.
	CapitolAt string `json:"capitolAt,omitempty"`
	// Caves plays Queenie 2: a Cave tile on each section, on a mountain
	// hex 2 or more hexes away from every castle, location hex and nomad
	// space (a section without such a mountain gets none); on each turn,
	// before or after the mandatory action, the player may once move one
	// of its settlements next to a Cave to a free buildable hex next to a
	// Cave.
	Caves bool `json:"caves,omitempty"`
	// CavesAt chooses the mountains of the Cave tiles explicitly, such as
	// "2,8 5,17 14,3": exactly one allowed mountain in each section that
	// has one. Empty: drawn from Config.Seed. Giving it without Caves is an
	// error.
	CavesAt string `json:"cavesAt,omitempty"`
	// Island plays Queenie 3 on the given island (nil: no island): a
	// board of 5 lines beside the main board, not connected to it, holding
	// the RopeBridge and the TreeHouse. A player who cannot build next to
	// its settlements may build on the Island. The printed Island is not
	// available to this package: read it with ParseIsland, or play
	// SampleIsland, the project's own sample (not the printed one).
	Island *Island `json:"island,omitempty"`
}

// any reports whether q plays some Queenie.
func (q Queenies) any() bool {
	return q.Capitol || q.Caves || q.CapitolAt != "" || q.CavesAt != "" || q.Island != nil
}

// maxCapitols is the number of Capitol tiles in the box.
const maxCapitols = 2

// queeniesKey is the part of a set-up that the Queenies decide: which of
// them are played and where their tiles lie. It is comparable, so that it
// is part of setupKey.
type queeniesKey struct {
	capitol, caves bool
	capitols       hexgrid.Set // castles holding a Capitol tile
	caveSet        hexgrid.Set // mountains holding a Cave tile
	island         *Island     // the Island (interned, so comparable by pointer), nil when none
}

// same reports whether k and o place the same tiles and the same island
// (compared by content: a copy of a set-up may hold a copy of the island).
func (k queeniesKey) same(o queeniesKey) bool {
	ki, oi := k.island, o.island
	k.island, o.island = nil, nil
	return k == o && (ki == oi || ki != nil && oi != nil && ki.d == oi.d)
}

// queeniesSetup is the Queenies' part of a set-up (see setup), derived from
// its key once.
type queeniesSetup struct {
	queeniesKey
	capitolZone hexgrid.Set // hexes within 2 of a Capitol (the Capitols' own hexes left out)
	caveNear    hexgrid.Set // hexes next to a Cave
}

// newQueeniesSetup derives the tables of the Queenies' set-up.
func newQueeniesSetup(k queeniesKey) queeniesSetup {
	q := queeniesSetup{queeniesKey: k}
	if k == (queeniesKey{}) {
		return q // no Queenie tile placed
	}
	for c := range k.capitols.All() {
		q.capitolZone = q.capitolZone.Union(grid.Within(c, 2))
	}
	q.capitolZone = q.capitolZone.Diff(k.capitols)
	q.caveNear = grid.Ring(k.caveSet)
	return q
}

// char returns the character of State.String for hex i when it holds a
// Capitol ('@') or a Cave ('^'), else 0.
func (q *queeniesSetup) char(i int) byte {
	switch {
	case q.capitols.Has(i):
		return '@'
	case q.caveSet.Has(i):
		return '^'
	}
	return 0
}

// queeniesBad builds a set-up error of the Queenies.
func queeniesBad(format string, args ...any) error {
	return fmt.Errorf("kingdombuilder: Queenies: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrBadConfig)
}

// capitolSections returns the quadrants that may hold a Capitol: those
// holding an Oracle or a Harbor location hex.
func (g *setup) capitolSections() (qs []int) {
	for q := range 4 {
		for k := 0; k < g.nslots; k++ {
			if l := g.slotLoc[k]; (l == Oracle || l == Harbor) && quadLayout.set[q].Has(int(g.slotHex[k])) {
				qs = append(qs, q)
				break
			}
		}
	}
	return qs
}

// caveBlockers returns the hexes a Cave must keep away from: castles,
// location hexes and nomad spaces (not palaces nor silos, which the rule
// does not name).
func (g *setup) caveBlockers() hexgrid.Set {
	return g.terrainSet[Castle].Union(g.terrainSet[LocationSpace]).Union(g.terrainSet[NomadSpace])
}

// caveSpots returns the mountains of quadrant q where a Cave may lie: 2 or
// more hexes away from every castle, location hex and nomad space.
func (g *setup) caveSpots(q int) hexgrid.Set {
	return g.terrainSet[Mountain].Intersect(quadLayout.set[q]).Diff(grid.Dilate(g.caveBlockers()))
}

// hexList reads explicit hexes "ROW,COL" separated by spaces into a set;
// what names the list in errors.
func hexList(what string, list string) (hexgrid.Set, error) {
	var set hexgrid.Set
	for _, h := range strings.Fields(list) {
		i, why := parseHex(h)
		if why != "" {
			return set, queeniesBad("%s: %s", what, why)
		}
		if set.Has(i) {
			return set, queeniesBad("%s: %s given twice", what, h)
		}
		set.Insert(i)
	}
	return set, nil
}

// queeniesKeyFor decides the Queenies' part of a new game's set-up: the
// explicit choices of c, checked, or choices drawn from r. g is the set-up
// of the board without the Queenies.
func queeniesKeyFor(c Queenies, g *setup, r *rand.Rand) (queeniesKey, error) {
	k := queeniesKey{capitol: c.Capitol, caves: c.Caves, island: c.Island}
	if c.CapitolAt != "" && !c.Capitol {
		return k, queeniesBad("CapitolAt is given but Capitol is not set")
	}
	if c.CavesAt != "" && !c.Caves {
		return k, queeniesBad("CavesAt is given but Caves is not set")
	}
	var err error
	if c.Capitol {
		if strings.TrimSpace(c.CapitolAt) != "" {
			if k.capitols, err = hexList("CapitolAt", c.CapitolAt); err != nil {
				return k, err
			}
			if err = g.checkCapitols(k.capitols); err != nil {
				return k, err
			}
		} else {
			for _, q := range g.capitolSections() {
				if k.capitols.Count() == maxCapitols {
					break
				}
				if castles := g.terrainSet[Castle].Intersect(quadLayout.set[q]); !castles.IsEmpty() {
					k.capitols.Insert(pick(castles, r))
				}
			}
		}
	}
	if c.Caves {
		if strings.TrimSpace(c.CavesAt) != "" {
			if k.caveSet, err = hexList("CavesAt", c.CavesAt); err != nil {
				return k, err
			}
			if err = g.checkCaves(k.caveSet); err != nil {
				return k, err
			}
		} else {
			for q := range 4 {
				if spots := g.caveSpots(q); !spots.IsEmpty() {
					k.caveSet.Insert(pick(spots, r))
				}
			}
		}
	}
	return k, nil
}

// pick returns a hex of the non-empty set s drawn uniformly from r.
func pick(s hexgrid.Set, r *rand.Rand) int {
	n := r.IntN(s.Count())
	for i := range s.All() {
		if n == 0 {
			return i
		}
		n--
	}
	return -1
}

// checkCapitols checks Capitols placed explicitly: castles of the Oracle and
// Harbor sections, at most one per section.
func (g *setup) checkCapitols(set hexgrid.Set) error {
	allowed := g.capitolSections()
	var seen [4]int
	for i := range set.All() {
		o := grid.Offset(i)
		if t := g.terrain[i]; t != Castle {
			return queeniesBad("CapitolAt: %d,%d is %s, not a castle", o.Row, o.Col, t)
		}
		q := int(quadOfHex[i])
		ok := false
		for _, a := range allowed {
			ok = ok || a == q
		}
		if !ok {
			return queeniesBad("CapitolAt: the castle at %d,%d is in section %s; a Capitol goes on a castle of the section holding the Oracle or the Harbor", o.Row, o.Col, g.quads[q].Section)
		}
		if seen[q] > 0 {
			return queeniesBad("CapitolAt: two Capitols in section %s (one per section)", g.quads[q].Section)
		}
		seen[q]++
	}
	if set.Count() > maxCapitols {
		return queeniesBad("CapitolAt: %d Capitols, the box has %d", set.Count(), maxCapitols)
	}
	return nil
}

// checkCaves checks Caves placed explicitly: allowed mountains, exactly one
// in each section that has one.
func (g *setup) checkCaves(set hexgrid.Set) error {
	blockers := g.caveBlockers()
	var seen [4]int
	for i := range set.All() {
		o := grid.Offset(i)
		if t := g.terrain[i]; t != Mountain {
			return queeniesBad("CavesAt: %d,%d is %s, not a mountain", o.Row, o.Col, t)
		}
		if near := grid.NeighborSet(i).Intersect(blockers); !near.IsEmpty() {
			b := near.Min()
			bo := grid.Offset(b)
			return queeniesBad("CavesAt: the mountain at %d,%d is next to the %s at %d,%d; a Cave must be 2 or more hexes away from every castle, location and nomad space", o.Row, o.Col, g.blockerName(b), bo.Row, bo.Col)
		}
		q := int(quadOfHex[i])
		if seen[q] > 0 {
			return queeniesBad("CavesAt: two Caves in section %s (one per section)", g.quads[q].Section)
		}
		seen[q]++
	}
	for q := range 4 {
		if seen[q] == 0 && !g.caveSpots(q).IsEmpty() {
			var spots []string
			for i := range g.caveSpots(q).All() {
				spots = append(spots, hexText(i))
			}
			return queeniesBad("CavesAt: no Cave in section %s; every section gets one (allowed mountains there: %s)", g.quads[q].Section, strings.Join(spots, " "))
		}
	}
	return nil
}

// blockerName names the castle, location or nomad space at hex i.
func (g *setup) blockerName(i int) string {
	if g.terrain[i] == LocationSpace {
		return g.location[i].String()
	}
	return g.terrain[i].String()
}

// queeniesDoc is the Queenies' part of the JSON form of a State:
//
//	capitol   true when the Capitol is played
//	capitols  the castles holding a Capitol tile
//	caves     the mountains holding a Cave tile (present when the Caves are played)
//	caveUsed  true when the player to move has used its Cave move this turn
type queeniesDoc struct {
	Capitol  bool     `json:"capitol,omitempty"`
	Capitols []string `json:"capitols,omitempty"`
	Caves    []string `json:"caves,omitempty"`
	CaveUsed bool     `json:"caveUsed,omitempty"`
	// CavesOn is true when the Caves are played (possibly with no Cave, on
	// a board without an allowed mountain).
	CavesOn bool `json:"cavesOn,omitempty"`
	// Island is the Island in the text format of ParseIsland, when played.
	Island string `json:"island,omitempty"`
}

// key reads and checks the set-up part of the document; g is the set-up of
// the board without the Queenies.
func (d *queeniesDoc) key(g *setup) (queeniesKey, error) {
	var k queeniesKey
	if d == nil {
		return k, fmt.Errorf("the queenies expansion is listed but its data is missing")
	}
	k.capitol, k.caves = d.Capitol, d.CavesOn
	read := func(what string, list []string) (hexgrid.Set, error) {
		var set hexgrid.Set
		for _, h := range list {
			i, why := parseHex(h)
			if why != "" {
				return set, fmt.Errorf("queenies %s: %s", what, why)
			}
			if set.Has(i) {
				return set, fmt.Errorf("queenies %s: %s given twice", what, h)
			}
			set.Insert(i)
		}
		return set, nil
	}
	var err error
	if k.capitols, err = read("capitols", d.Capitols); err != nil {
		return k, err
	}
	if k.caveSet, err = read("caves", d.Caves); err != nil {
		return k, err
	}
	if !k.capitol && !k.capitols.IsEmpty() {
		return k, fmt.Errorf("queenies: capitols without the Capitol")
	}
	if !k.caves && !k.caveSet.IsEmpty() {
		return k, fmt.Errorf("queenies: caves without the Caves")
	}
	if d.Island != "" {
		isl, err := ParseIsland(d.Island)
		if err != nil {
			return k, fmt.Errorf("queenies: %s", kingdoms.Cause("kingdombuilder", err))
		}
		k.island = isl
	}
	if !k.capitol && !k.caves && k.island == nil {
		return k, fmt.Errorf("queenies: no Queenie is played")
	}
	if err := g.checkCapitols(k.capitols); err != nil {
		return k, err
	}
	if k.caves {
		if err := g.checkCaves(k.caveSet); err != nil {
			return k, err
		}
	}
	return k, nil
}

// queeniesState is the Queenies' part of a position (see extState).
type queeniesState struct {
	// caveUsed: the player to move has made its Cave move this turn
	// (cleared by "end").
	caveUsed bool
}

// endTurnQueenies clears what lasts for the turn (see State.endTurnExt).
func (s *State) endTurnQueenies() { s.x.queenies.caveUsed = false }

// QueenieCode tells which action of the Queenies a move of kind
// QueenieAction is (Move.Code).
type QueenieCode uint8

// The actions of the Queenies.
const (
	// CaveMove is the Cave move (Queenie 2): "cave FROM>TO" moves the
	// player's settlement at FROM, next to a Cave, to the free buildable
	// hex TO next to a Cave.
	CaveMove QueenieCode = 1
)

// Queenie returns the action of a QueenieAction move, 0 for the other
// moves.
func (m Move) Queenie() QueenieCode {
	if m.kind() != QueenieAction {
		return 0
	}
	return QueenieCode(m.code())
}

// Cave returns the Cave move (Queenie 2) of the player's settlement at from
// to the hex to.
func Cave(from, to hexgrid.Offset) Move {
	return newAction(QueenieAction, uint8(CaveMove), hexIndex(from), hexIndex(to))
}

// validQueenies reports whether m, of kind QueenieAction, is well formed.
func validQueenies(m Move) bool {
	onBoard := func(i int) bool { return i >= 0 && i < islandEnd } // the board or the Island (Queenie 3)
	return QueenieCode(m.code()) == CaveMove && onBoard(m.from()) && onBoard(m.to())
}

// appendQueeniesText appends the notation of m, a well-formed QueenieAction move.
func appendQueeniesText(b []byte, m Move) []byte {
	b = append(b, "cave "...)
	b = appendHex(b, m.from())
	b = append(b, '>')
	return appendHex(b, m.to())
}

// parseQueenies reads the notation of a QueenieAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseQueenies(f []string) (m Move, ok bool, why string) {
	if f[0] != "cave" {
		return Move{}, false, ""
	}
	if len(f) != 2 {
		return Move{}, true, `want "cave ROW,COL>ROW,COL"`
	}
	src, dst, found := strings.Cut(f[1], ">")
	if !found {
		return Move{}, true, `the Cave move moves a settlement: want "cave FROM>TO"`
	}
	a, why := parseHex(src)
	if why != "" {
		return Move{}, true, why
	}
	b, why := parseHex(dst)
	if why != "" {
		return Move{}, true, why
	}
	return newAction(QueenieAction, uint8(CaveMove), a, b), true, ""
}

// caveOpen reports whether the player to move may make its Cave move now,
// as far as the turn goes: Caves on the board, not used this turn, not in
// the middle of the mandatory action.
func (s *State) caveOpen() bool {
	return !s.g.queenies.caveSet.IsEmpty() && !s.x.queenies.caveUsed &&
		(s.placed == 0 || s.mandatoryDone())
}

// caveTargets returns the hexes a Cave move may go to: free buildable hexes
// next to a Cave.
func (s *State) caveTargets() hexgrid.Set {
	return s.g.queenies.caveNear.Intersect(s.g.buildable).Diff(s.taken()) // taken: not next to a warrior (Crossroads)
}

// appendQueeniesLegal appends the legal QueenieAction moves of s: the Cave
// moves, by source hex then target hex.
func (s *State) appendQueeniesLegal(dst []Move) []Move {
	if !s.caveOpen() {
		return dst
	}
	from := s.own[s.toMove].Intersect(s.g.queenies.caveNear)
	if from.IsEmpty() {
		return dst
	}
	to := s.caveTargets()
	if to.IsEmpty() {
		return dst
	}
	for f := range from.All() {
		dst = appendSet(dst, newAction(QueenieAction, uint8(CaveMove), f, -1), &to)
	}
	return dst
}

// checkQueenies returns why the QueenieAction move m is not legal in s, or nil.
func (s *State) checkQueenies(m Move) error {
	p := int(s.toMove)
	q := &s.g.queenies
	from, to := m.from(), m.to()
	switch {
	case q.caveSet.IsEmpty():
		if q.caves {
			return illegal(m, "no section of this board has a mountain where a Cave may lie, so there is no Cave")
		}
		return illegal(m, "this game plays without the Caves (Queenie 2)")
	case s.x.queenies.caveUsed:
		return illegal(m, "player %d has made its Cave move this turn already (once per turn)", p)
	case s.placed > 0 && !s.mandatoryDone():
		return illegal(m, "the Cave move comes before or after the mandatory action, not during it (%d of %d settlements placed)", s.placed, mandatoryCount)
	case !s.own[p].Has(from):
		return illegal(m, "player %d has no settlement at %s", p, hexText(from))
	case !q.caveNear.Has(from):
		return illegal(m, "the settlement at %s is not next to a Cave", hexText(from))
	case !q.caveNear.Has(to):
		return illegal(m, "%s is not next to a Cave", hexText(to))
	case s.occupied.Has(to):
		return illegal(m, "%s is occupied", hexText(to))
	case s.g.rules.any() && s.blocked(to):
		return illegal(m, "%s is next to a warrior (Crossroads): nothing may be moved there", hexText(to))
	case !s.g.buildable.Has(to):
		return illegal(m, "%s is %s, not buildable", hexText(to), s.g.terrain[to])
	}
	return nil
}

// applyQueenies plays the legal QueenieAction move m on s in place.
func (s *State) applyQueenies(m Move) {
	s.move(int(s.toMove), m.from(), m.to())
	s.x.queenies.caveUsed = true
}

// tallyQueenies adds the Queenies' part of player p's score: "Capitol"
// when the Capitol is played, 1 point per settlement of p within 2 hexes
// of a Capitol (a settlement near both Capitols counts once).
func (s *State) tallyQueenies(t *tally, p int) {
	if q := &s.g.queenies; q.capitol {
		t.add(capitolPart, 0, s.settled(p).Intersect(q.capitolZone).Count())
	}
}

// encodeQueenies returns the Queenies' part of the JSON document, nil when
// the game plays none.
func (s *State) encodeQueenies() *queeniesDoc {
	q := &s.g.queenies
	if !s.g.rules.has(queeniesExp) {
		return nil
	}
	d := &queeniesDoc{Capitol: q.capitol, CavesOn: q.caves}
	for i := range q.capitols.All() {
		d.Capitols = append(d.Capitols, hexText(i))
	}
	for i := range q.caveSet.All() {
		d.Caves = append(d.Caves, hexText(i))
	}
	d.CaveUsed = s.x.queenies.caveUsed
	if q.island != nil {
		d.Island = q.island.String()
	}
	return d
}

// decodeQueenies reads the Queenies' part of the JSON document (nil when
// absent) into s.x; its set-up part was read by queeniesDoc.key already.
func (s *State) decodeQueenies(d *queeniesDoc) error {
	if !s.g.rules.has(queeniesExp) {
		if d != nil {
			return fmt.Errorf("queenies data in a game that plays no Queenie")
		}
		return nil
	}
	if d.CaveUsed {
		if s.g.queenies.caveSet.IsEmpty() || s.over {
			return fmt.Errorf("queenies: caveUsed without a Cave or after the end")
		}
		s.x.queenies.caveUsed = true
	}
	return nil
}

// setupQueenies completes the set-up of a new game (see State.setupExt):
// nothing to do, the tiles are part of the set-up (queeniesKeyFor).
func (s *State) setupQueenies(c Config, r *rand.Rand) error { return nil }

// Capitols returns the castles holding a Capitol tile (Queenie 1), in
// increasing hex order.
func (s State) Capitols() []hexgrid.Offset {
	if s.g == nil {
		return nil
	}
	return offsetsOf(s.g.queenies.capitols)
}

// Caves returns the mountains holding a Cave tile (Queenie 2), in
// increasing hex order.
func (s State) Caves() []hexgrid.Offset {
	if s.g == nil {
		return nil
	}
	return offsetsOf(s.g.queenies.caveSet)
}

// CaveMoveUsed reports whether the player to move has made its Cave move
// this turn.
func (s State) CaveMoveUsed() bool {
	return s.g != nil && s.g.rules.any() && !s.over && s.x.queenies.caveUsed
}

// offsetsOf lists the hexes of a set as offsets.
func offsetsOf(set hexgrid.Set) []hexgrid.Offset {
	var out []hexgrid.Offset
	for i := range set.All() {
		out = append(out, grid.Offset(i))
	}
	return out
}

// queeniesExpansion is the Queenies' row of the table expansions.
var queeniesExpansion = expansion{
	kind:        QueenieAction,
	name:        "Queenies",
	checkConfig: noConfigCheck,
	key: func(k setupKey, c Config, r *rand.Rand) (_ setupKey, err error) {
		k.queenies, err = queeniesKeyFor(c.Queenies, setupWith(k), r)
		return k, err
	},
	keyDoc: func(k setupKey, d *extDoc) (_ setupKey, err error) {
		k.queenies, err = d.Queenies.key(setupWith(k))
		return k, err
	},
	setup:  (*State).setupQueenies,
	valid:  validQueenies,
	text:   appendQueeniesText,
	parse:  parseQueenies,
	encode: func(s *State, d *extDoc) { d.Queenies = s.encodeQueenies() },
	decode: func(s *State, d *extDoc) error { return s.decodeQueenies(d.Queenies) },
}
