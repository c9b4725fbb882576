package kingdombuilder

import (
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Nomads expansion's moves, accessors and JSON.

// UseNomad returns the move that uses a nomad tile on one hex: a Donation
// builds a settlement at the hex, a Sword removes the opponent's settlement
// standing there. Other kinds give a malformed move, which Apply refuses.
func UseNomad(k NomadKind, at hexgrid.Offset) Move {
	return newAction(NomadTile, uint8(k), -1, hexIndex(at))
}

// Resettle returns the move of one settlement by a Resettlement: the
// player's settlement at from goes to to, along a path of free buildable
// hexes whose length (1 to the steps left) the use spends.
func Resettle(from, to hexgrid.Offset) Move {
	return newAction(NomadTile, uint8(Resettlement), hexIndex(from), hexIndex(to))
}

// ArmOutpost returns the move that uses an Outpost: the next settlement the
// player builds under the adjacency rule is free of it.
func ArmOutpost() Move { return newAction(NomadTile, uint8(Outpost), -1, -1) }

// Nomad returns the nomad tile a NomadTile move uses, NoNomad for other
// moves.
func (m Move) Nomad() NomadKind {
	if m.kind() != NomadTile {
		return NoNomad
	}
	return NomadKind(m.code())
}

// validNomads reports whether m, of kind NomadTile, is well formed.
func validNomads(m Move) bool {
	onBoard := func(i int) bool { return i >= 0 && i < islandEnd } // the board or the Island (Queenie 3)
	k := NomadKind(m.code())
	switch {
	case k.isDonation(), k == Sword:
		return m.from() == -1 && onBoard(m.to())
	case k == Resettlement:
		return onBoard(m.from()) && onBoard(m.to())
	case k == Outpost:
		return m.from() == -1 && m.to() == -1
	}
	return false
}

// appendNomadsText appends the notation of m, a well-formed NomadTile move.
func appendNomadsText(b []byte, m Move) []byte {
	b = append(b, "nomad "...)
	b = append(b, NomadKind(m.code()).Key()...)
	if m.from() >= 0 {
		b = append(b, ' ')
		b = appendHex(b, m.from())
		b = append(b, '>')
		return appendHex(b, m.to())
	}
	if m.to() >= 0 {
		b = append(b, ' ')
		b = appendHex(b, m.to())
	}
	return b
}

// parseNomads reads the notation of a NomadTile move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseNomads(f []string) (m Move, ok bool, why string) {
	if f[0] != "nomad" {
		return Move{}, false, ""
	}
	if len(f) < 2 {
		return Move{}, true, `want "nomad TILE ..."`
	}
	k, found := nomadByKey(f[1])
	switch {
	case !found:
		return Move{}, true, fmt.Sprintf("unknown nomad tile %s", kingdoms.Excerpt(f[1]))
	case k == Treasure:
		return Move{}, true, "the Treasure scores when taken: it is never used"
	case k == Outpost:
		if len(f) != 2 {
			return Move{}, true, `want "nomad outpost"`
		}
		return ArmOutpost(), true, ""
	case len(f) != 3:
		if k == Resettlement {
			return Move{}, true, `want "nomad resettlement ROW,COL>ROW,COL"`
		}
		return Move{}, true, fmt.Sprintf(`want "nomad %s ROW,COL"`, k.Key())
	}
	src, dst, step := strings.Cut(f[2], ">")
	if step != (k == Resettlement) {
		if step {
			return Move{}, true, fmt.Sprintf("the %s acts on one hex: want ROW,COL", k)
		}
		return Move{}, true, "a Resettlement move moves a settlement: want FROM>TO"
	}
	a, err := parseHex(src)
	if err != "" {
		return Move{}, true, err
	}
	if !step {
		return newAction(NomadTile, uint8(k), -1, a), true, ""
	}
	b, err := parseHex(dst)
	if err != "" {
		return Move{}, true, err
	}
	return newAction(NomadTile, uint8(k), a, b), true, ""
}

// NomadTileAt returns the nomad tile lying on the nomad space at o,
// NoNomad when it was taken, or when o is no nomad space.
func (s State) NomadTileAt(o hexgrid.Offset) NomadKind {
	i := hexIndex(o)
	if s.g == nil || !s.g.rules.has(nomadsExp) || i < 0 || !s.g.terrainSet[NomadSpace].Has(i) {
		return NoNomad
	}
	return s.x.nomads.space[s.g.nomadSpaceIndex(i)]
}

// HeldNomad is a nomad tile held by a player.
type HeldNomad struct {
	Kind NomadKind // the tile
	// Usable reports whether the player to move may start using the tile
	// now: it holds it since before this turn. A tile taken this turn is
	// usable during the holder's next turn; at the end of that turn it is
	// removed, used or not.
	Usable bool
}

// NomadTiles returns the nomad tiles player p holds, by kind (Nomads).
// Used tiles are removed from the game, so they are not listed.
func (s State) NomadTiles(p int) []HeldNomad {
	if s.g == nil || !s.g.rules.has(nomadsExp) || p < 0 || p >= s.g.players {
		return nil
	}
	var out []HeldNomad
	x := &s.x.nomads
	for k := NomadKind(1); k < numNomadKinds; k++ {
		for i := uint8(0); i < x.held[p][k]; i++ {
			out = append(out, HeldNomad{Kind: k, Usable: !s.over && p == int(s.toMove) && i < x.held[p][k]-x.fresh[p][k]})
		}
	}
	return out
}

// nomadsDoc is the Nomads expansion's part of the JSON form of a State
// (see State.MarshalJSON):
//
//	spaces     the nomad spaces in increasing hex order, each with the tile lying on it ("none" once taken)
//	held       for each player, the nomad tiles it holds; "+" marks a tile taken this turn
//	points     for each player, the points scored during play: treasure, families, shepherds, ambassadors
//	open       the tile whose use is in progress: a donation, "resettlement" or "sword"
//	left       settlements still to build (donation) or steps still allowed (resettlement)
//	moved      the resettlement in use: the new hexes of the settlements it moved, in increasing hex order
//	hit        the opponents whose settlement the Sword in use removed
//	outpost    true when an Outpost was used and its settlement is not built yet
//	mandatory  with Families, the first two settlements of this turn's mandatory action
type nomadsDoc struct {
	Spaces    []nomadSpaceDoc  `json:"spaces"`
	Held      [][]string       `json:"held"`
	Points    []nomadPointsDoc `json:"points"`
	Open      string           `json:"open,omitempty"`
	Left      int              `json:"left,omitempty"`
	Moved     []string         `json:"moved,omitempty"`
	Hit       []int            `json:"hit,omitempty"`
	Outpost   bool             `json:"outpost,omitempty"`
	Mandatory []string         `json:"mandatory,omitempty"`
}

type nomadSpaceDoc struct {
	At   string `json:"at"`
	Tile string `json:"tile"`
}

type nomadPointsDoc struct {
	Treasure    int `json:"treasure"`
	Families    int `json:"families"`
	Shepherds   int `json:"shepherds"`
	Ambassadors int `json:"ambassadors"`
}

// encodeNomads returns the Nomads expansion's part of the JSON document,
// nil when the game does not play it.
func (s *State) encodeNomads() *nomadsDoc {
	if !s.g.rules.has(nomadsExp) {
		return nil
	}
	x := &s.x.nomads
	d := &nomadsDoc{Spaces: []nomadSpaceDoc{}, Open: "", Left: int(x.left), Outpost: x.armed}
	i := 0
	for h := range s.g.terrainSet[NomadSpace].All() {
		d.Spaces = append(d.Spaces, nomadSpaceDoc{At: hexText(h), Tile: x.space[i].Key()})
		i++
	}
	for p := 0; p < s.g.players; p++ {
		held := []string{}
		for k := NomadKind(1); k < numNomadKinds; k++ {
			for i := uint8(0); i < x.held[p][k]; i++ {
				key := k.Key()
				if i < x.fresh[p][k] {
					key += "+"
				}
				held = append(held, key)
			}
		}
		d.Held = append(d.Held, held)
		pt := x.points[p]
		d.Points = append(d.Points, nomadPointsDoc{Treasure: int(pt[fromTreasure]), Families: int(pt[fromFamilies]),
			Shepherds: int(pt[fromShepherds]), Ambassadors: int(pt[fromAmbassadors])})
	}
	if x.open != NoNomad {
		d.Open = x.open.Key()
	}
	for _, v := range x.moved {
		if v != 0 {
			d.Moved = append(d.Moved, hexText(int(v)-1))
		}
	}
	for q := 0; q < s.g.players; q++ {
		if x.hit&(1<<q) != 0 {
			d.Hit = append(d.Hit, q)
		}
	}
	for _, h := range x.mand {
		if h != 0 {
			d.Mandatory = append(d.Mandatory, hexText(int(h)-1))
		}
	}
	return d
}

// decodeNomads reads the Nomads expansion's part of the JSON document (nil
// when absent) into s.x, checking it against the core of s, decoded
// already.
func (s *State) decodeNomads(d *nomadsDoc) error {
	if !s.g.rules.has(nomadsExp) {
		if d != nil {
			return fmt.Errorf("nomads: data in a game without the Nomads expansion")
		}
		return nil
	}
	if d == nil {
		return fmt.Errorf("nomads: missing in a game with the Nomads expansion")
	}
	g := s.g
	x := &s.x.nomads
	n := g.players
	var total [numNomadKinds]int
	if s.occupied.Intersects(g.queenies.caveSet) {
		return fmt.Errorf("nomads: a settlement on a Cave (only a Donation builds on mountains, and not on a Cave)")
	}

	// Spaces.
	var settlements hexgrid.Set
	for p := 0; p < n; p++ {
		settlements = settlements.Union(s.own[p])
	}
	spaces := g.terrainSet[NomadSpace]
	if len(d.Spaces) != spaces.Count() {
		return fmt.Errorf("nomads: %d spaces, the board has %d nomad spaces", len(d.Spaces), spaces.Count())
	}
	i := 0
	for h := range spaces.All() {
		sd := d.Spaces[i]
		if sd.At != hexText(h) {
			return fmt.Errorf("nomads: space %d is at %s, want %s", i, kingdoms.Excerpt(sd.At), hexText(h))
		}
		k := NoNomad
		if sd.Tile != "none" {
			var ok bool
			if k, ok = nomadByKey(sd.Tile); !ok {
				return fmt.Errorf("nomads: space %s: unknown nomad tile %s", sd.At, kingdoms.Excerpt(sd.Tile))
			}
			if grid.Touches(h, settlements) {
				return fmt.Errorf("nomads: space %s still holds its tile, but a settlement stands next to it", sd.At)
			}
		}
		x.space[i] = k
		total[k]++
		i++
	}

	// Held tiles.
	if len(d.Held) != n || len(d.Points) != n {
		return fmt.Errorf("nomads: held and points need one entry per player")
	}
	for p, list := range d.Held {
		for _, key := range list {
			key, isNew := strings.CutSuffix(key, "+")
			k, ok := nomadByKey(key)
			if !ok || k == Treasure {
				return fmt.Errorf("nomads: player %d holds %s, not a nomad tile that can be held", p, kingdoms.Excerpt(key))
			}
			if isNew {
				if s.over || p != int(s.toMove) {
					return fmt.Errorf("nomads: player %d took a nomad tile this turn but is not playing", p)
				}
				x.fresh[p][k]++
			}
			x.held[p][k]++
			total[k]++
		}
	}
	for k := NomadKind(1); k < numNomadKinds; k++ {
		if total[k] > int(nomadTable[k].count) {
			return fmt.Errorf("nomads: %d %s tiles on spaces and held, there are %d", total[k], k, nomadTable[k].count)
		}
	}

	// Points.
	treasures := total[Treasure]
	for p, pd := range d.Points {
		v := [numNomadSources]int{pd.Treasure, pd.Families, pd.Shepherds, pd.Ambassadors}
		for src, pts := range v {
			if pts < 0 || pts > 0xffff {
				return fmt.Errorf("nomads: player %d: %d points out of range", p, pts)
			}
			x.points[p][src] = uint16(pts)
		}
		switch {
		case pd.Treasure%treasurePoints != 0:
			return fmt.Errorf("nomads: player %d: %d treasure points, not a multiple of %d", p, pd.Treasure, treasurePoints)
		case pd.Families%2 != 0 || pd.Shepherds%2 != 0:
			return fmt.Errorf("nomads: player %d: Families and Shepherds score 2 at a time", p)
		case pd.Families > 0 && !g.plays(Families), pd.Shepherds > 0 && !g.plays(Shepherds), pd.Ambassadors > 0 && !g.plays(Ambassadors):
			return fmt.Errorf("nomads: player %d: points of a card the game does not play", p)
		}
		treasures += pd.Treasure / treasurePoints
	}
	if treasures > int(nomadTable[Treasure].count) {
		return fmt.Errorf("nomads: %d Treasure tiles scored or on spaces, there are %d", treasures, nomadTable[Treasure].count)
	}

	// The use in progress.
	p := int(s.toMove)
	if d.Open != "" {
		k, ok := nomadByKey(d.Open)
		if !ok || !(k.isDonation() || k == Resettlement || k == Sword) {
			return fmt.Errorf("nomads: open %s is no tile used in several moves", kingdoms.Excerpt(d.Open))
		}
		if s.over || s.mandatoryOn() {
			return fmt.Errorf("nomads: a %s in use during the mandatory action or after the game", k)
		}
		x.open = k
	}
	if d.Left < 0 || d.Left > resettleSteps {
		return fmt.Errorf("nomads: left %d out of range", d.Left)
	}
	x.left = uint8(d.Left)
	for _, q := range d.Hit {
		if q < 0 || q >= n || q == p || x.hit&(1<<q) != 0 {
			return fmt.Errorf("nomads: hit: bad opponent %d", q)
		}
		x.hit |= 1 << q
	}
	switch o := x.open; {
	case o.isDonation():
		if x.left < 1 || x.left > mandatoryCount-1 || x.hit != 0 {
			return fmt.Errorf("nomads: a Donation in use has 1 or 2 settlements left to build")
		}
		if s.donationTargets(o.terrainOf()).IsEmpty() {
			return fmt.Errorf("nomads: a Donation in use with nowhere to build")
		}
	case o == Resettlement:
		if x.left < 1 || x.left > resettleSteps-1 || x.hit != 0 {
			return fmt.Errorf("nomads: a Resettlement in use has 1 to 3 steps left")
		}
		// Each settlement moved used at least one step.
		if n := len(d.Moved); n < 1 || n > resettleSteps-int(x.left) {
			return fmt.Errorf("nomads: a Resettlement in use with %d steps left has moved at least 1 settlement and at most %d, not %d", x.left, resettleSteps-int(x.left), n)
		}
		for _, h := range d.Moved {
			i, why := parseHex(h)
			switch {
			case why != "":
				return fmt.Errorf("nomads: moved: %s", why)
			case !s.own[p].Has(i):
				return fmt.Errorf("nomads: moved: no settlement of player %d at %s", p, h)
			case x.moved.has(i):
				return fmt.Errorf("nomads: moved: %s twice", h)
			}
			x.moved.insert(i)
		}
	case o == Sword:
		if x.left != 0 || x.hit == 0 || s.swordVictim() < 0 {
			return fmt.Errorf("nomads: a Sword in use has hit some opponent and has one left to hit")
		}
	default:
		if x.left != 0 || x.hit != 0 {
			return fmt.Errorf("nomads: left or hit without a tile in use")
		}
	}
	if o := x.open; o != Resettlement && len(d.Moved) > 0 {
		return fmt.Errorf("nomads: moved settlements without a Resettlement in use")
	}
	if d.Outpost && s.over {
		return fmt.Errorf("nomads: an Outpost in use after the game")
	}
	x.armed = d.Outpost

	// Families.
	want := 0
	if g.plays(Families) {
		want = min(int(s.placed), 2)
	}
	if len(d.Mandatory) != want {
		return fmt.Errorf("nomads: %d mandatory settlements recorded, want %d", len(d.Mandatory), want)
	}
	for j, h := range d.Mandatory {
		i, why := parseHex(h)
		if why != "" {
			return fmt.Errorf("nomads: mandatory: %s", why)
		}
		if (s.mandatoryOn() && !s.own[p].Has(i)) || (j == 1 && int(x.mand[0]) == i+1) {
			return fmt.Errorf("nomads: mandatory: %s is not a settlement of this turn's mandatory action", h)
		}
		x.mand[j] = uint16(i + 1)
	}
	return nil
}

// appendNomadSpacesString writes, in a Nomads game, the line of State.String
// listing the tile on each nomad space.
func (s *State) appendNomadSpacesString(b *strings.Builder) {
	if !s.g.rules.has(nomadsExp) || s.g.terrainSet[NomadSpace].IsEmpty() {
		return
	}
	b.WriteString("nomad spaces:")
	i := 0
	for h := range s.g.terrainSet[NomadSpace].All() {
		fmt.Fprintf(b, " %s %s", hexText(h), s.x.nomads.space[i].Key())
		i++
	}
	b.WriteByte('\n')
}

// appendNomadsString writes, in a Nomads game, the nomad tiles player p
// holds, for its line of State.String.
func (s *State) appendNomadsString(b *strings.Builder, p int) {
	for _, h := range s.NomadTiles(p) {
		fmt.Fprintf(b, " nomad:%s", h.Kind.Key())
		if !h.Usable {
			b.WriteString("(-)")
		}
	}
	if p == int(s.toMove) && s.outpostArmed() {
		b.WriteString(" outpost armed")
	}
}
