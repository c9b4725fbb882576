package kingdomino

import (
	"fmt"
	"math/bits"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// ScoreChange returns the change that m, legal in s, makes at once in the
// Total of the Score ([State.Scores]) of the player who plays it: the same
// as the Total after [Apply] minus the Total before, counted without
// playing m or scoring the kingdom. A placement changes only the
// properties its halves join and the Middle Kingdom bonus, so only those
// are counted; a discard costs the Harmony bonus while it is earned; a
// pick changes no score. No other player's score changes, so it is also
// the change in the player's lead over any other. One case differs from
// the Totals: a move that ends a game of a Dynasty match with Harmony in
// play also gives every player the next game's Harmony bonus (earned while
// no domino is discarded), which ScoreChange leaves out, as it changes no
// lead. ScoreChange returns an error, and 0, when m is not legal in s.
func ScoreChange(s *State, m Move) (int, error) {
	if s.phase != Placing {
		if m.Kind() != Pick || s.phase == Over {
			return 0, illegal("%v: not a pick or not legal now", m)
		}
		for _, x := range s.next[:s.kings] {
			if x.domino == m.domino && x.king < 0 && m.domino != 0 {
				return 0, nil
			}
		}
		return 0, illegal("%v: domino %v cannot be picked", m, m.domino)
	}
	p := s.cur[s.slot].king
	d := s.cur[s.slot].domino
	k := &s.boards[p]
	size := s.size()
	if m.domino != d {
		return 0, illegal("%v: the domino to place is %v", m, d)
	}
	switch m.Kind() {
	case Discard:
		if k.canPlace(d, size) {
			return 0, illegal("%v: domino %v fits", m, d)
		}
		if s.flags&flagHarmony != 0 && k.discards == 0 {
			return -HarmonyBonus, nil
		}
		return 0, nil
	case Place:
		a, ok := k.fits(m, size)
		if !ok {
			return 0, illegal("%v: does not fit", m)
		}
		return placeChange(k, s.logOf(int(p)), d, a, m.Dir(), size, s.flags), nil
	}
	return 0, illegal("%v: not a placement", m)
}

// ScoreChanges sets out[i] to ScoreChange(s, moves[i]) for each move,
// reading what the moves share (the crowns of the kingdom of the player to
// move) once: for several placements of the domino to place, it costs less
// than a call of ScoreChange per move, and it allocates nothing. It returns
// an error, which names the move, at the first move that is not legal in
// s, or when out is shorter than moves; the elements of out from that move
// on are then unchanged.
func ScoreChanges(s *State, moves []Move, out []int) error {
	if len(out) < len(moves) {
		return fmt.Errorf("kingdomino: ScoreChanges: %d moves and room for %d changes: %w", len(moves), len(out), kingdoms.ErrBadArgument)
	}
	if s.phase != Placing {
		for i, m := range moves {
			v, err := ScoreChange(s, m)
			if err != nil {
				return err
			}
			out[i] = v
		}
		return nil
	}
	p := s.cur[s.slot].king
	d := s.cur[s.slot].domino
	k := &s.boards[p]
	size := s.size()
	var cr crowns
	var free, touch0, touch1 cells
	read := false
	for i, m := range moves {
		if m.Kind() != Place || m.domino != d {
			v, err := ScoreChange(s, m)
			if err != nil {
				return err
			}
			out[i] = v
			continue
		}
		if !read {
			h := &dominoHalves[d]
			free = k.allowed(size).andNot(k.occ())
			touch0, touch1 = k.terrain(h[0].t).or(castleSet), k.terrain(h[1].t).or(castleSet)
			cr, read = crownPlanes(s.logOf(int(p))), true
		}
		a, ok := fitsIn(m, free, touch0, touch1)
		if !ok {
			return illegal("%v: does not fit", m)
		}
		out[i] = placeChangeWith(k, cr, d, a, m.Dir(), size, s.flags)
	}
	return nil
}

// placeChange is the change of score that laying d with its left half on
// cell a and its right half in direction dir makes in the kingdom of board
// k and log (a legal placement): the points of the properties its halves
// belong to afterwards, minus those of the properties next to them before
// (the ones they join), plus the change of the Middle Kingdom bonus.
func placeChange(k *board, log []entry, d Domino, a int, dir squaregrid.Direction, size int, flags uint8) int {
	return placeChangeWith(k, crownPlanes(log), d, a, dir, size, flags)
}

// placeChangeWith is placeChange with the crowns of the kingdom, cr.
func placeChangeWith(k *board, cr crowns, d Domino, a int, dir squaregrid.Direction, size int, flags uint8) int {
	h := &dominoHalves[d]
	cellOfHalf := [2]int{a, a + step[dir]}
	// Before: the properties of each half's terrain next to its cell, each
	// counted once; found[i] gathers those next to half i.
	var seen cells
	var found [2]cells
	change := 0
	for i := range 2 {
		ts := k.terrain(h[i].t)
		seeds := nextTo[cellOfHalf[i]].and(ts).andNot(seen)
		for !seeds.empty() {
			c := grow(lowestCell(seeds), ts)
			seen = seen.or(c)
			found[i] = found[i].or(c)
			seeds = seeds.andNot(c)
			change -= c.count() * (cr.one.and(c).count() + 2*cr.two.and(c).count())
		}
	}
	// After: the property of each half, with the domino's crowns: its
	// square and the properties it joins, or, when both halves share a
	// terrain, both squares and the properties next to either (a property
	// next to both was found once, by the first).
	x := &crownHalf[d]
	cc := cellSet[cellOfHalf[x.right]]
	cr.one = cr.one.or(cells{cc.w0 & x.one, cc.w1 & x.one, cc.w2 & x.one})
	cr.two = cr.two.or(cells{cc.w0 & x.two, cc.w1 & x.two, cc.w2 & x.two})
	after := [2]cells{cellSet[cellOfHalf[0]].or(found[0]), cellSet[cellOfHalf[1]].or(found[1])}
	if h[0].t == h[1].t {
		after[0], after[1] = after[0].or(after[1]), cells{}
	}
	for _, c := range after {
		change += c.count() * (cr.one.and(c).count() + 2*cr.two.and(c).count())
	}
	if flags&flagMiddle != 0 {
		after := *k
		after.place(d, a, dir)
		if after.middle(size) {
			change += MiddleKingdomBonus
		}
		if k.middle(size) {
			change -= MiddleKingdomBonus
		}
	}
	return change
}

// grow returns the orthogonally connected part of ts that holds c, a set
// of cells of ts.
func grow(c, ts cells) cells {
	for {
		g := near(c).and(ts)
		if g == c {
			return c
		}
		c = g
	}
}

// lowestCell returns the set of the lowest cell of c, which is not empty.
func lowestCell(c cells) cells {
	switch {
	case c.w0 != 0:
		return cells{w0: c.w0 & -c.w0}
	case c.w1 != 0:
		return cells{w1: c.w1 & -c.w1}
	}
	return cells{w2: c.w2 & -c.w2}
}

// AppendProperties appends the properties of player p's kingdom in s to
// dst, as [Kingdom.Properties] lists them, and returns the result: with
// room in dst, it allocates nothing. It appends nothing for a player not
// in the game.
func AppendProperties(dst []Property, s *State, p int) []Property {
	if p < 0 || p >= int(s.players) {
		return dst
	}
	var props [maxProperties]prop
	t := s.tally(p, &props)
	for _, pr := range props[:t.n] {
		dst = append(dst, pr.property())
	}
	return dst
}

// LargestProperty returns the largest property of terrain t in player p's
// kingdom in s, the first of [Kingdom.Properties] among those of its size,
// or the zero Property when the kingdom has none of t (or p is not a
// player). It counts the squares of t alone, allocating nothing.
func LargestProperty(s *State, p int, t Terrain) Property {
	if p < 0 || p >= int(s.players) || t < Wheat || t > Mine {
		return Property{}
	}
	k := &s.boards[p]
	if k.terrain(t).empty() {
		return Property{}
	}
	return largest(k, crownPlanes(s.logOf(p)), t)
}

// LargestProperties returns the largest property of each terrain in
// player p's kingdom in s, indexed by terrain: element t, from Wheat to
// Mine, is LargestProperty(s, p, t), and element NoTerrain is the zero
// Property. It reads the kingdom's crowns once for all terrains, which
// costs less than six calls of LargestProperty, and allocates nothing.
// Every element is the zero Property for a player not in the game.
func LargestProperties(s *State, p int) (out [Mine + 1]Property) {
	if p < 0 || p >= int(s.players) {
		return out
	}
	k := &s.boards[p]
	cr := crownPlanes(s.logOf(p))
	for t := Wheat; t <= Mine; t++ {
		if !k.terrain(t).empty() {
			out[t] = largest(k, cr, t)
		}
	}
	return out
}

// largest is LargestProperty for a terrain t that k has, with the crowns
// of the kingdom, cr.
func largest(k *board, cr crowns, t Terrain) Property {
	rest := k.terrain(t)
	var best cells
	bestN := 0
	for !rest.empty() {
		c := grow(lowestCell(rest), rest)
		rest = rest.andNot(c)
		if n := c.count(); n > bestN {
			best, bestN = c, n
		}
	}
	first := 0
	switch {
	case best.w0 != 0:
		first = bits.TrailingZeros64(best.w0)
	case best.w1 != 0:
		first = 64 + bits.TrailingZeros64(best.w1)
	default:
		first = 128 + bits.TrailingZeros64(best.w2)
	}
	return Property{Terrain: t, Squares: bestN, Crowns: cr.one.and(best).count() + 2*cr.two.and(best).count(), At: pointOf(first)}
}
