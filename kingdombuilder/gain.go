package kingdombuilder

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// ScoreEffects sets out[i*n+p], n being s.Players(), to the change that
// moves[i], a legal move of s, makes in player p's total score: its total
// in Scores after the move minus its total before. s is unchanged. A move
// can change the scores of players other than the one who makes it: with
// the Lords (the ranking in a section), and with the expansions' actions
// that remove or move their settlements.
//
// It is the cheap way to compare moves by what they score at once, as a
// search does many times a move: in a game without expansions, or with
// only Nomads and the Queenies, a settlement built (the mandatory action
// or a tile that builds) is counted from what it adds to the position,
// card by card, with the castles, the Capitol's zone and the nomad tiles
// (a Treasure taken, the Nomads cards), what the moves share (the mover's
// settlement areas, rows and sections) being read once for all of them,
// without playing the move or counting every total; an end of turn changes
// no score. Any other move, and every move in a game with Crossroads,
// Marshlands or Harvest, is played on a copy of s and the totals are
// counted before and after: the same figures, at the cost of Apply and
// Scores.
//
// It returns an error, which names the move, at the first move that is not
// legal in s, and when out is shorter than n*len(moves); the elements of
// out from that move on are then unchanged. Counting builds and ends of
// turn allocates nothing; a move played on a copy allocates what Apply
// does (a move of an expansion may copy the expansion's part of the
// position).
func ScoreEffects(s *State, moves []Move, out []int) error {
	if s.g == nil {
		return fmt.Errorf("kingdombuilder: ScoreEffects: the zero State is not a game: %w", kingdoms.ErrBadArgument)
	}
	n := s.g.players
	if len(out) < n*len(moves) {
		return fmt.Errorf("kingdombuilder: ScoreEffects: %d moves of %d players and room for %d changes: %w", len(moves), n, len(out), kingdoms.ErrBadArgument)
	}
	var e effects
	var before [maxPlayers]int
	counted := false
	// (The Merchants' special hexes are bits of a word: at most 64, as on
	// every board of the game.)
	counts := s.g.rules&^(1<<nomadsExp|1<<queeniesExp) == 0 && s.g.special.Count() <= 64 &&
		s.own[s.toMove].Count() <= maxAreas
	for i, m := range moves {
		if err := s.check(m); err != nil {
			return err
		}
		o := out[i*n : i*n+n]
		if counts {
			if h, ok := builtAt(m); ok {
				if !e.read {
					e.init(s)
				}
				e.build(s, m, h, o)
				continue
			}
			if m.kind() == EndTurn {
				clear(o)
				continue
			}
		}
		if !counted {
			for p := range n {
				before[p] = s.scoreTotal(p)
			}
			counted = true
		}
		t := *s
		t.play(m)
		if counts && m.kind() == UseTile {
			// A location tile moves (or walls, or builds) only for the
			// mover: the others' totals change by their Lords alone.
			mover := int(s.toMove)
			for p := range n {
				switch {
				case p == mover:
					o[p] = t.scoreTotal(p) - before[p]
				case s.g.plays(Lords):
					o[p] = scoreLords(&t, p) - scoreLords(s, p)
				default:
					o[p] = 0
				}
			}
			continue
		}
		for p := range n {
			o[p] = t.scoreTotal(p) - before[p]
		}
	}
	return nil
}

// builtAt returns the hex where m builds a new settlement, a settlement
// taken from the supply with no other change to the board: the mandatory
// action's, and a location tile's that builds (not one that moves a
// settlement, nor a wall).
func builtAt(m Move) (int, bool) {
	switch m.kind() {
	case PlaceSettlement:
		return m.to(), true
	case UseTile:
		if l := locationTable[m.tile()]; !l.wall && m.from() < 0 {
			return m.to(), true
		}
	}
	return 0, false
}

// maxAreas bounds the settlement areas of one player: one per settlement.
const maxAreas = SettlementsPerPlayer

// effects is what ScoreEffects reads once of the position of a game without
// expansions, or with only Nomads and the Queenies (whose settlements are
// the players' own), to count the settlements built by the player to move: the
// player's settlement areas (for the Hermits, Citizens and Merchants), rows
// (Discoverers, Knights) and sections (Farmers, Lords).
type effects struct {
	read bool
	p    int
	mine hexgrid.Set // the mover's settlements
	// The mover's areas, and the special hexes each touches, as bits of
	// the specials in increasing hex order (specialBit); linked the special
	// hexes that the Merchants count (those of the areas touching two or
	// more).
	areas
	touch  [maxAreas]uint64
	linked uint64
	// rows[r] counts the mover's settlements on line r; most is the most.
	rows [numLines]uint8
	most int
	// quad[q][i] counts player i's settlements in section q.
	quad [4][maxPlayers]int
	// cards flags the cards of the game (1 << Card).
	cards uint64
}

// areaCards are the cards that read the areas.
const areaCards = 1<<Hermits | 1<<Citizens | 1<<Merchants

// init reads s for builds by the player to move.
func (e *effects) init(s *State) {
	e.read = true
	e.p = int(s.toMove)
	e.mine = s.own[e.p]
	for _, c := range s.g.cards {
		e.cards |= 1 << c
	}
	if e.cards&areaCards != 0 {
		// ScoreEffects checked that the mover has at most maxAreas
		// settlements and the board at most 64 special hexes.
		e.label(&e.mine)
		if e.cards&(1<<Merchants) != 0 {
			e.touches(&s.g.special, e.touch[:])
			for _, t := range e.touch[:e.n] {
				if bits.OnesCount64(t) >= 2 {
					e.linked |= t
				}
			}
		}
	}
	if e.cards&(1<<Discoverers|1<<Knights) != 0 {
		for r := range numLines {
			c := bits.OnesCount32(lineOf(&e.mine, r))
			e.rows[r] = uint8(c)
			e.most = max(e.most, c)
		}
	}
	if e.cards&(1<<Farmers|1<<Lords) != 0 {
		for q := range quadLayout.set {
			for i := range s.g.players {
				e.quad[q][i] = quadLayout.set[q].Intersect(s.own[i]).Count()
			}
		}
	}
}

// build sets o[i] to the change in player i's total when the mover builds
// a new settlement at the free hex h by the move m.
func (e *effects) build(s *State, m Move, h int, o []int) {
	clear(o)
	g := s.g
	d := 0
	for _, c := range g.cards {
		switch c {
		case Fishermen:
			if !g.terrainSet[Water].Has(h) && !g.terrainSet[Mountain].Has(h) && g.nearWater.Has(h) {
				d++
			}
		case Miners:
			if !g.terrainSet[Water].Has(h) && !g.terrainSet[Mountain].Has(h) && g.nearMountain.Has(h) {
				d++
			}
		case Workers:
			if !g.special.Has(h) && g.nearSpecial.Has(h) {
				d++
			}
		case Discoverers:
			if e.rows[grid.Offset(h).Row] == 0 {
				d++
			}
		case Knights:
			if n := int(e.rows[grid.Offset(h).Row]) + 1; n > e.most {
				d += 2 * (n - e.most)
			}
		case Farmers:
			q := int(quadOfHex[h]) // noQuadrant on the Island: no section
			least, after := -1, -1
			for k := range 4 {
				n := e.quad[k][e.p]
				least = minOrFirst(least, n)
				if k == q {
					n++
				}
				after = minOrFirst(after, n)
			}
			d += 3 * (after - least)
		case Lords:
			q := int(quadOfHex[h])
			if q >= len(e.quad) {
				break // the Island is no section
			}
			var counts [maxPlayers]int
			copy(counts[:], e.quad[q][:])
			for i := range g.players {
				o[i] -= lordsPoints(&counts, g.players, i)
			}
			counts[e.p]++
			for i := range g.players {
				o[i] += lordsPoints(&counts, g.players, i)
			}
		case Hermits, Citizens, Merchants:
			// Counted together below, from the areas that h joins.
		}
	}
	if e.cards&areaCards != 0 {
		d += e.joins(s, h)
	}
	if g.nearSpecial.Has(h) {
		// The castles next to h that no settlement of the mover touched.
		for _, c := range &nbrList[h] {
			if c >= 0 && g.terrain[c] == Castle && !nbrSets[c].Intersects(e.mine) {
				d += castlePoints
			}
		}
	}
	if g.rules.has(nomadsExp) {
		d += e.nomads(s, m, h)
	}
	if g.rules.has(queeniesExp) && g.queenies.capitol && g.queenies.capitolZone.Has(h) {
		d++
	}
	o[e.p] += d
}

// nomads returns the points that the mover's settlement built at h by m
// scores with Nomads: a Treasure taken next to it, and the Nomads cards
// that score during play (see nomadBuilt and beforeMoveNomads).
func (e *effects) nomads(s *State, m Move, h int) int {
	g := s.g
	x := &s.x.nomads
	d := 0
	if g.nearSpecial.Has(h) {
		for _, j := range &nbrList[h] {
			if j >= 0 && g.terrain[j] == NomadSpace && x.space[g.nomadSpaceIndex(int(j))] == Treasure {
				d += treasurePoints
			}
		}
	}
	shepherds, ambassadors := s.nomadCardPoints(e.p, h)
	d += shepherds + ambassadors
	if g.plays(Families) && m.kind() == PlaceSettlement && s.familyScored(h) {
		d += 2
	}
	return d
}

// joins returns the change in the Hermits', Citizens' and Merchants' points
// (those of the game) when the mover builds at h: the areas next to h
// become one with it.
func (e *effects) joins(s *State, h int) int {
	var joined [hexgrid.NumDirections]uint8
	k := 0
	size := 1
	var touch uint64
	if e.cards&(1<<Merchants) != 0 {
		for _, j := range &nbrList[h] {
			if j >= 0 && s.g.special.Has(int(j)) {
				touch |= 1 << specialBit(&s.g.special, int(j))
			}
		}
	}
	for _, j := range &nbrList[h] {
		if j < 0 {
			continue
		}
		a := e.of[j]
		if a == 0 || slices.Contains(joined[:k], a) {
			continue
		}
		joined[k] = a
		k++
		size += int(e.size[a-1])
		touch |= e.touch[a-1]
	}
	d := 0
	if e.cards&(1<<Hermits) != 0 {
		d += 1 - k
	}
	if e.cards&(1<<Citizens) != 0 {
		d += max(e.largest, size)/2 - e.largest/2
	}
	if e.cards&(1<<Merchants) != 0 {
		var linked uint64
		if bits.OnesCount64(touch) >= 2 {
			linked = touch
		}
		for a, t := range e.touch[:e.n] {
			if bits.OnesCount64(t) >= 2 && !slices.Contains(joined[:k], uint8(a+1)) {
				linked |= t
			}
		}
		d += 4 * (bits.OnesCount64(linked) - bits.OnesCount64(e.linked))
	}
	return d
}

// minOrFirst returns n when least is -1 (no value yet), else min(least, n).
func minOrFirst(least, n int) int {
	if least < 0 {
		return n
	}
	return min(least, n)
}
