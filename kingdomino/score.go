package kingdomino

import (
	"fmt"
	"slices"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// Bonus points of the optional rules.
const (
	MiddleKingdomBonus = 10
	HarmonyBonus       = 5
)

// A Property (domaine) is a group of squares of one terrain connected
// orthogonally. It is worth its squares times its crowns; one without a
// crown is worth nothing. The castle belongs to no property.
type Property struct {
	Terrain Terrain
	Squares int
	Crowns  int
	// At is the property's first square, row by row from the top left,
	// relative to the castle.
	At squaregrid.Point
}

// Points returns what the property is worth: squares x crowns.
func (p Property) Points() int { return p.Squares * p.Crowns }

// String describes the property as in a score breakdown, such as
// "wheat property at -1,0 (5 squares x 2 crowns)".
func (p Property) String() string {
	sq := "squares"
	if p.Squares == 1 {
		sq = "square"
	}
	cr := "crowns"
	if p.Crowns == 1 {
		cr = "crown"
	}
	return fmt.Sprintf("%v property at %d,%d (%d %s x %d %s)", p.Terrain, p.At.Row, p.At.Col, p.Squares, sq, p.Crowns, cr)
}

// appendProperties appends the properties of k, by terrain (wheat, forest,
// lake, grassland, swamp, mine) and then by first square.
func (k *kingdom) appendProperties(dst []Property) []Property {
	cs := k.crownSets()
	for t := Wheat; t <= Mine; t++ {
		rest := k.terrain(t).set()
		for !rest.IsEmpty() {
			first := rest.First()
			c := grid.Component(rest, first)
			rest = rest.Diff(c)
			dst = append(dst, Property{t, c.Count(), crownCount(c, &cs), pointOf(first)})
		}
	}
	return dst
}

// Properties returns the kingdom's properties, ordered by terrain (wheat,
// forest, lake, grassland, swamp, mine) and then by first square.
func (k Kingdom) Properties() []Property { return k.k.appendProperties(nil) }

// middle reports whether the castle is in the middle of the kingdom: its
// bounding box reaches exactly (size-1)/2 squares on every side of the
// castle (gaps inside are allowed).
func (k *board) middle(size int) bool {
	lo, hi := int8(gridCenter-(size-1)/2), int8(gridCenter+(size-1)/2)
	return k.minR == lo && k.maxR == hi && k.minC == lo && k.maxC == hi
}

// result returns the kingdom's score (with the bonuses of flags), its
// largest property and its crowns.
func (k *kingdom) result(size int, flags uint8) (total, largest, crowns int) {
	cs := k.crownSets()
	for t := Wheat; t <= Mine; t++ {
		rest := k.terrain(t).set()
		for !rest.IsEmpty() {
			c := grid.Component(rest, rest.First())
			rest = rest.Diff(c)
			n := c.Count()
			total += n * crownCount(c, &cs)
			largest = max(largest, n)
		}
	}
	if flags&flagMiddle != 0 && k.middle(size) {
		total += MiddleKingdomBonus
	}
	if flags&flagHarmony != 0 && k.discards == 0 {
		total += HarmonyBonus
	}
	return total, largest, crownCount(k.occ().set(), &cs)
}

// Scores returns each player's score with its breakdown, indexed by player:
// in a Dynasty match first the totals of the finished games ("game 1",
// "game 2"), then every property of the current kingdom in the order of
// [Kingdom.Properties] (those without crowns too, worth 0), then the bonus
// of each optional rule in play ("Middle Kingdom", "Harmony"), worth 0 when
// not earned. Before the end it is the score so far; Harmony counts as
// earned while no domino has been discarded.
func (s State) Scores() []kingdoms.Score {
	scores := make([]kingdoms.Score, s.players)
	var props []Property
	for p := range scores {
		var parts []kingdoms.ScorePart
		for g := range int(s.game) {
			parts = append(parts, kingdoms.ScorePart{Source: fmt.Sprintf("game %d", g+1), Points: int(s.past[g][p].total)})
		}
		k := s.kingdom(p)
		props = k.appendProperties(props[:0])
		for _, pr := range props {
			parts = append(parts, kingdoms.ScorePart{Source: pr.String(), Points: pr.Points()})
		}
		if s.flags&flagMiddle != 0 {
			pts := 0
			if k.middle(s.size()) {
				pts = MiddleKingdomBonus
			}
			parts = append(parts, kingdoms.ScorePart{Source: "Middle Kingdom", Points: pts})
		}
		if s.flags&flagHarmony != 0 {
			pts := 0
			if k.discards == 0 {
				pts = HarmonyBonus
			}
			parts = append(parts, kingdoms.ScorePart{Source: "Harmony", Points: pts})
		}
		scores[p] = kingdoms.Score{Parts: parts}
		scores[p].Total = scores[p].Sum()
	}
	return scores
}

// standing is what decides the winner: total, then the largest property,
// then crowns.
type standing struct{ total, largest, crowns int }

// standings returns each player's standing over the match so far.
func (s *State) standings() []standing {
	st := make([]standing, s.players)
	for p := range st {
		k := s.kingdom(p)
		t, l, c := k.result(s.size(), s.flags)
		for g := range int(s.game) {
			r := s.past[g][p]
			t += int(r.total)
			l = max(l, int(r.largest))
			c += int(r.crowns)
		}
		st[p] = standing{t, l, c}
	}
	return st
}

// Winners returns the players who win a finished game, in increasing order:
// the highest score; on a tie, the largest property (whether or not it has
// crowns); then the most crowns; players still tied share the victory. In a
// Dynasty match the score is the total of the three games, the largest
// property the largest of any of the player's three kingdoms and the crowns
// those of all three kingdoms. Winners is empty before the end.
func (s State) Winners() []int {
	if s.phase != Over || s.players == 0 {
		return nil
	}
	st := s.standings()
	best := slices.MaxFunc(st, compareStanding)
	var w []int
	for p, x := range st {
		if x == best {
			w = append(w, p)
		}
	}
	return w
}

func compareStanding(a, b standing) int {
	switch {
	case a.total != b.total:
		return a.total - b.total
	case a.largest != b.largest:
		return a.largest - b.largest
	}
	return a.crowns - b.crowns
}
