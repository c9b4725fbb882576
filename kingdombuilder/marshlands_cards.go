package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// The 6 Kingdom Builder cards of the Marshlands expansion (rulebook 003,
// "Les 6 nouvelles cartes Kingdom Builder"), scored at the end. The
// rulebook prints their texts under a row of names; the project's rulings
// pair each text with a name (a best reading) and the package keeps both
// names.

// scoreGeologists (Géologues): 2 per mountain linked to another mountain by
// p's settlements. A mountain is a group of adjacent mountain hexes (a
// single hex too); two mountains are linked when one group of p's
// connected settlements touches both; a mountain linked several times, or
// to several others, scores once.
func scoreGeologists(s *State, p int) int {
	// Each mountain hex is labelled with its group (1 + the group's
	// number, up to 64 groups: boards hold far fewer), then each group of
	// p's settlements ORs the labels of the mountain hexes it touches.
	var label [maxHex]uint8
	rest := s.g.terrainSet[Mountain]
	for n := uint8(1); !rest.IsEmpty() && n <= 64; n++ {
		g := nextGroup(&rest)
		for w, x := range g {
			for ; x != 0; x &= x - 1 {
				label[w<<6|bits.TrailingZeros64(x)] = n
			}
		}
	}
	var linked uint64 // mountains linked, one bit per group
	for own := s.settled(p); !own.IsEmpty(); {
		reach := grid.Dilate(nextGroup(&own)).Intersect(s.g.terrainSet[Mountain])
		var touched uint64
		for w, x := range reach {
			for ; x != 0; x &= x - 1 {
				if l := label[w<<6|bits.TrailingZeros64(x)]; l != 0 {
					touched |= 1 << (l - 1)
				}
			}
		}
		if touched&(touched-1) != 0 {
			linked |= touched
		}
	}
	n := 0
	for ; linked != 0; linked &= linked - 1 {
		n++
	}
	return 2 * n
}

// scoreVassals (Vassaux): each castle, location hex and nomad space scores
// like a palace: 5 to every player tied for most settlements next to it
// (at least one). Palaces themselves score once, as palaces ("Palaces"),
// not again through the card. A Capitol (Queenie 1) lies on a castle and
// is counted with it.
func scoreVassals(s *State, p int) int {
	set := s.g.terrainSet[Castle].Union(s.g.terrainSet[LocationSpace]).Union(s.g.terrainSet[NomadSpace])
	return s.majorities(set, p)
}

// scoreCaptains (Capitaines): 1 per settlement of p on an inner edge of the
// board (a hex of a section that touches another section).
func scoreCaptains(s *State, p int) int { return s.settled(p).Intersect(innerEdge).Count() }

// scoreMessengers (Messagers): 2 per hex of the shortest path between the
// two linked settlements of p farthest apart, both ends included, whatever
// the hexes of the path hold: 2*(distance+1) for the largest distance
// between two settlements of one group of p's connected settlements. A
// player with no two linked settlements scores 0.
func scoreMessengers(s *State, p int) int {
	best := -1
	rest := s.settled(p)
	for !rest.IsEmpty() {
		c := nextGroup(&rest)
		if c.Count() < 2 {
			continue
		}
		// The distance of two hexes is the largest difference of their
		// cube coordinates, so the longest in a group is the largest
		// spread of one coordinate over the group.
		lo, hi := [3]int8{127, 127, 127}, [3]int8{-128, -128, -128}
		for a := range c.All() {
			for k, v := range cubeOf[a] {
				lo[k], hi[k] = min(lo[k], v), max(hi[k], v)
			}
		}
		for k := range lo {
			best = max(best, int(hi[k])-int(lo[k]))
		}
	}
	if best < 0 {
		return 0
	}
	return 2 * (best + 1)
}

// cubeOf holds the cube coordinates of every hex of the board, and of the
// Island in its own coordinates (its hexes are never compared with the
// board's: they are not connected).
var cubeOf = func() (t [maxHex][3]int8) {
	for i := range maxHex {
		var c hexgrid.Cube
		switch {
		case i < boardSize:
			c = grid.Board.Offset(i).Cube()
		case isIsland(i):
			c = islandGrid.Offset(i - islandBase).Cube()
		default:
			continue
		}
		t[i] = [3]int8{int8(c.X), int8(c.Y), int8(c.Z)}
	}
	return t
}()

// scoreScouts (Eclaireurs): 1 per settlement of p next to the terrain the
// Scouts removed at set-up and not on it.
func scoreScouts(s *State, p int) int {
	if !s.g.rules.any() || s.x.marshlands.scouted == NoTerrain {
		return 0
	}
	t := s.g.terrainSet[s.x.marshlands.scouted]
	return nextTo(s.settled(p), t, grid.Ring(t))
}

// scoreNoblewomen (Nobles dames): 1 per settlement of p next to at least 3
// other settlements of p.
func scoreNoblewomen(s *State, p int) int {
	n := 0
	mine := s.settled(p)
	for h := range mine.All() {
		if nbrCount(h, &mine) >= 3 {
			n++
		}
	}
	return n
}
