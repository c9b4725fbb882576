package kingdomino

import (
	"fmt"
	"slices"
	"strconv"

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

// Properties returns the kingdom's properties, ordered by terrain (wheat,
// forest, lake, grassland, swamp, mine) and then by first square.
func (k Kingdom) Properties() []Property {
	var props [maxProperties]prop
	t := k.k.score(k.size, 0, &props)
	ps := make([]Property, t.n)
	for i := range ps {
		ps[i] = props[i].property()
	}
	return ps
}

// middle reports whether the castle is in the middle of the kingdom: its
// bounding box reaches exactly (size-1)/2 squares on every side of the
// castle (gaps inside are allowed).
func (k *board) middle(size int) bool {
	lo, hi := int8(gridCenter-(size-1)/2), int8(gridCenter+(size-1)/2)
	return k.minR == lo && k.maxR == hi && k.minC == lo && k.maxC == hi
}

// maxProperties bounds the properties of a kingdom: one per square besides
// the castle, 48 in a 7x7 kingdom.
const maxProperties = 48

// prop is one property as the scorer finds it, kept small so that a tally
// is a small value.
type prop struct {
	terrain         Terrain
	squares, crowns uint8
	first           uint8 // the grid cell of its first square
}

// property returns p as a Property.
func (p prop) property() Property {
	return Property{p.terrain, int(p.squares), int(p.crowns), pointOf(int(p.first))}
}

// A tally is one kingdom's score in one game, as score counts it.
type tally struct {
	// n is the number of properties.
	n int
	// middle and harmony are the bonuses earned: their points, 0 when not
	// earned or not in play.
	middle, harmony int
	// total is the score: the points of the properties and the bonuses.
	// largest is the size of the largest property and crowns the crowns
	// of the kingdom, the tie-breakers.
	total, largest, crowns int
}

// score is the package's one scorer: it counts the kingdom's properties and
// the bonuses of the optional rules in flags, formatting no text and
// allocating nothing. When props is not nil it records the properties
// there, in the order of Kingdom.Properties, for Scores to format its parts
// from; Winners, the end of a Dynasty game and Observe read the totals
// only.
func (k *kingdom) score(size int, flags uint8, props *[maxProperties]prop) (t tally) {
	cs := k.crownSets()
	for ter := Wheat; ter <= Mine; ter++ {
		rest := k.terrain(ter).set()
		for !rest.IsEmpty() {
			first := rest.First()
			c := grid.Component(rest, first)
			rest = rest.Diff(c)
			n, cr := c.Count(), crownCount(c, &cs)
			if props != nil {
				props[t.n] = prop{ter, uint8(n), uint8(cr), uint8(first)}
			}
			t.n++
			t.total += n * cr
			t.largest = max(t.largest, n)
		}
	}
	if flags&flagMiddle != 0 && k.middle(size) {
		t.middle = MiddleKingdomBonus
	}
	if flags&flagHarmony != 0 && k.discards == 0 {
		t.harmony = HarmonyBonus
	}
	t.total += t.middle + t.harmony
	t.crowns = crownCount(k.occ().set(), &cs)
	return t
}

// standing is what decides the winner: the total, then the largest
// property, then the crowns.
type standing struct{ total, largest, crowns int }

// standing returns player p's standing over the match so far, given t, the
// tally of p's kingdom in the current game: t's figures, plus in a Dynasty
// match those of the finished games. Its total is the Total of p's Score.
func (s *State) standing(p int, t *tally) standing {
	st := standing{t.total, t.largest, t.crowns}
	for g := range int(s.game) {
		r := s.past[g][p]
		st.total += int(r.total)
		st.largest = max(st.largest, int(r.largest))
		st.crowns += int(r.crowns)
	}
	return st
}

// tally returns the tally of player p's kingdom in the current game, and
// records its properties in props when it is not nil.
func (s *State) tally(p int, props *[maxProperties]prop) tally {
	k := s.kingdom(p)
	return k.score(s.size(), s.flags, props)
}

// Scores returns each player's score with its breakdown, indexed by player:
// every property of the player's kingdom in the order of
// [Kingdom.Properties] (those without crowns too, worth 0), then the bonus
// of each optional rule in play ("Middle Kingdom", "Harmony"), worth 0 when
// not earned. Before the end it is the score so far; Harmony counts as
// earned while no domino has been discarded.
//
// In a Dynasty match a Score is the player's score in the match: the
// breakdown opens with the totals of the finished games ("game 1", "game
// 2"), followed by the parts of the game being played, and Total adds them
// all up. When the match is over, Total is the total of the three games,
// the figure [State.Winners] ranks; [State.GameScores] gives the finished
// games one by one.
func (s State) Scores() []kingdoms.Score {
	scores := make([]kingdoms.Score, s.players)
	var props [maxProperties]prop
	for p := range scores {
		t := s.tally(p, &props)
		parts := make([]kingdoms.ScorePart, 0, int(s.game)+t.n+2)
		for g := range int(s.game) {
			parts = append(parts, kingdoms.ScorePart{Source: "game " + strconv.Itoa(g+1), Points: int(s.past[g][p].total)})
		}
		for _, pr := range props[:t.n] {
			pr := pr.property()
			parts = append(parts, kingdoms.ScorePart{Source: pr.String(), Points: pr.Points()})
		}
		if s.flags&flagMiddle != 0 {
			parts = append(parts, kingdoms.ScorePart{Source: "Middle Kingdom", Points: t.middle})
		}
		if s.flags&flagHarmony != 0 {
			parts = append(parts, kingdoms.ScorePart{Source: "Harmony", Points: t.harmony})
		}
		scores[p] = kingdoms.Score{Total: s.standing(p, &t).total, Parts: parts}
	}
	return scores
}

// Winners returns the players who win a finished game, in increasing order:
// the highest score; on a tie, the largest property (whether or not it has
// crowns); then the most crowns; players still tied share the victory. In a
// Dynasty match the score is the total of the three games (the Total of
// [State.Scores]), the largest property the largest of any of the player's
// three kingdoms and the crowns those of all three kingdoms. Winners is
// empty before the end.
func (s State) Winners() []int {
	if s.phase != Over || s.players == 0 {
		return nil
	}
	var st [4]standing
	for p := range int(s.players) {
		t := s.tally(p, nil)
		st[p] = s.standing(p, &t)
	}
	best := slices.MaxFunc(st[:s.players], compareStanding)
	var w []int
	for p, x := range st[:s.players] {
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
