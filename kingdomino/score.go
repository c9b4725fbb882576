package kingdomino

import (
	"math"
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
func (p Property) String() string { return string(p.appendText(nil)) }

// appendText appends the text of String to b, without fmt: Scores writes
// the texts of every part into one buffer with it.
func (p Property) appendText(b []byte) []byte {
	b = append(b, p.Terrain.String()...)
	b = append(b, " property at "...)
	b = strconv.AppendInt(b, int64(p.At.Row), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(p.At.Col), 10)
	b = append(b, " ("...)
	b = strconv.AppendInt(b, int64(p.Squares), 10)
	if p.Squares == 1 {
		b = append(b, " square x "...)
	} else {
		b = append(b, " squares x "...)
	}
	b = strconv.AppendInt(b, int64(p.Crowns), 10)
	if p.Crowns == 1 {
		return append(b, " crown)"...)
	}
	return append(b, " crowns)"...)
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

// score is the package's one scorer (see scoreBoard) on a kingdom put
// together off the hot paths.
func (k *kingdom) score(size int, flags uint8, props *[maxProperties]prop) tally {
	return scoreBoard(&k.board, k.log[:k.n], size, flags, true, props)
}

// scoreBoard is the package's one scorer: it counts the properties of the
// kingdom of board b and log (the dominoes it handled) and the bonuses of
// the optional rules in flags, formatting no text and allocating nothing.
// With full false it counts the total only (t.n, t.largest and t.crowns
// stay 0), for Winners and Observe: the properties without crowns, worth
// nothing, are then not even looked for. When props is not nil (full must
// then be true) it records the properties there, in the order of
// Kingdom.Properties, for Scores to format its parts from.
//
// A property is found as a bitset: from its first square, the set grows by
// the squares of its terrain next to it until it stops growing. The sets
// are windows (see window) of the rows from the kingdom's top one: no
// kingdom spans more than 7 of the 9 rows a window holds, so two words
// hold every set.
func scoreBoard(b *board, log []entry, size int, flags uint8, full bool, props *[maxProperties]prop) (t tally) {
	s := uint(b.minR) * gridStride // at most the castle's row: s < 128
	cr := crownPlanes(log)
	one, two := windowOf(cr.one, s), windowOf(cr.two, s)
	crowned := one.or(two)
	c0, c1, c2 := windowOf(b.code[0], s), windowOf(b.code[1], s), windowOf(b.code[2], s)
	for ter := Wheat; ter <= Mine; ter++ {
		m0, m1, m2 := bitMasks(ter)
		rest := window{matchWord(c0.lo, c1.lo, c2.lo, m0, m1, m2), matchWord(c0.hi, c1.hi, c2.hi, m0, m1, m2)}
		seeds := rest // the squares whose property is still to count
		if !full {
			seeds = rest.and(crowned)
		}
		for seeds != (window{}) {
			c, first := seeds.lowest()
			for {
				grown := c.near().and(rest)
				if grown == c {
					break
				}
				c = grown
			}
			seeds = seeds.andNot(c)
			n := c.count()
			crowns := one.and(c).count() + 2*two.and(c).count()
			t.total += n * crowns
			if !full {
				continue
			}
			rest = rest.andNot(c)
			if props != nil {
				props[t.n] = prop{ter, uint8(n), uint8(crowns), uint8(s + first)}
			}
			t.n++
			t.largest = max(t.largest, n)
			t.crowns += crowns
		}
	}
	if flags&flagMiddle != 0 && b.middle(size) {
		t.middle = MiddleKingdomBonus
	}
	if flags&flagHarmony != 0 && b.discards == 0 {
		t.harmony = HarmonyBonus
	}
	t.total += t.middle + t.harmony
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
	return scoreBoard(&s.boards[p], s.logOf(p), s.size(), s.flags, true, props)
}

// points returns the total of player p's kingdom in the current game: the
// total of its tally, counted faster.
func (s *State) points(p int) int {
	return scoreBoard(&s.boards[p], s.logOf(p), s.size(), s.flags, false, nil).total
}

// Scores returns each player's score with its breakdown, indexed by player.
// A property (domaine) is an orthogonally connected group of squares of one
// terrain; the castle belongs to none. Each is worth its squares times its
// crowns, so a property without a crown scores 0; the optional rules add
// their bonuses ([Config.MiddleKingdom], [Config.Harmony]). The breakdown
// lists every property of the player's kingdom in the order of
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
//
// Scores costs a few allocations in all (the scores, one array of parts
// shared by the players and one text holding every part's Source) and no
// fmt: the properties are counted as for [State.Winners] and their texts
// written one after the other.
func (s State) Scores() []kingdoms.Score { return s.scores() }

// gameParts are the Sources of the parts of a Dynasty score that give the
// finished games.
var gameParts = [...]string{"game 1", "game 2"}

// scores is Scores on a pointer, so that callers holding a State do not
// copy it once more.
func (s *State) scores() []kingdoms.Score {
	np := int(s.players)
	scores := make([]kingdoms.Score, np)
	var props [4][maxProperties]prop
	var ts [4]tally
	bonuses := 0
	if s.flags&flagMiddle != 0 {
		bonuses++
	}
	if s.flags&flagHarmony != 0 {
		bonuses++
	}
	n, nprops := 0, 0
	for p := range np {
		ts[p] = s.tally(p, &props[p])
		n += int(s.game) + ts[p].n + bonuses
		nprops += ts[p].n
	}
	// Every property's text in one string: its end in ends.
	var ends [4][maxProperties]uint16
	text := make([]byte, 0, 56*nprops) // a text is at most 55 bytes
	for p := range np {
		for i, pr := range props[p][:ts[p].n] {
			text = pr.property().appendText(text)
			ends[p][i] = uint16(len(text))
		}
	}
	all := string(text)
	parts := make([]kingdoms.ScorePart, 0, n)
	start := 0
	for p := range np {
		first := len(parts)
		for g := range int(s.game) {
			parts = append(parts, kingdoms.ScorePart{Source: gameParts[g], Points: int(s.past[g][p].total)})
		}
		for i, pr := range props[p][:ts[p].n] {
			end := int(ends[p][i])
			parts = append(parts, kingdoms.ScorePart{Source: all[start:end], Points: int(pr.squares) * int(pr.crowns)})
			start = end
		}
		if s.flags&flagMiddle != 0 {
			parts = append(parts, kingdoms.ScorePart{Source: "Middle Kingdom", Points: ts[p].middle})
		}
		if s.flags&flagHarmony != 0 {
			parts = append(parts, kingdoms.ScorePart{Source: "Harmony", Points: ts[p].harmony})
		}
		scores[p] = kingdoms.Score{Total: s.standing(p, &ts[p]).total, Parts: parts[first:len(parts):len(parts)]}
	}
	return scores
}

// Winners returns the players who win a finished game, in increasing order:
// the highest score; on a tie, the largest property (whether or not it has
// crowns); then the most crowns; players still tied share the victory. In a
// Dynasty match the score is the total of the three games (the Total of
// [State.Scores]), the largest property the largest of any of the player's
// three kingdoms and the crowns those of all three kingdoms (a ruling of
// the project: the rulebook gives tie-breakers for one game only, and
// these apply the same tests to the whole match). Winners is empty before
// the end.
//
// Winners does not allocate: the slice it returns is shared by every call
// that finds the same winners, so the caller must not change its elements
// (its capacity is its length, so appending to it copies it). Use
// [State.AppendWinners] for a slice of one's own.
func (s State) Winners() []int { return s.winners() }

// AppendWinners appends the players of [State.Winners] to dst and returns
// the result; it does not allocate when dst has room.
func (s State) AppendWinners(dst []int) []int { return append(dst, s.winners()...) }

// winners is Winners on a pointer, so that callers holding a State do not
// copy it once more.
func (s *State) winners() []int {
	if s.phase != Over || s.players == 0 {
		return nil
	}
	// The totals decide, unless the best is shared: only then are the
	// properties counted in full for the tie-breakers.
	np := int(s.players)
	var total [4]int
	best, leader, tied := math.MinInt, 0, false
	for p := range np {
		total[p] = s.points(p)
		for g := range int(s.game) {
			total[p] += int(s.past[g][p].total)
		}
		switch {
		case total[p] > best:
			best, leader, tied = total[p], p, false
		case total[p] == best:
			tied = true
		}
	}
	if !tied {
		return winnerSets[1<<leader]
	}
	var st [4]standing
	var top standing
	for p := range np {
		if total[p] == best {
			t := s.tally(p, nil)
			st[p] = s.standing(p, &t)
			if p == leader || compareStanding(st[p], top) > 0 {
				top = st[p]
			}
		}
	}
	set := 0
	for p := range np {
		if total[p] == best && st[p] == top {
			set |= 1 << p
		}
	}
	return winnerSets[set]
}

// winnerSets[set] lists the players of the bit set set in increasing
// order, with its capacity its length: the slices Winners returns.
var winnerSets = func() (t [16][]int) {
	for set := range t {
		var w []int
		for p := range 4 {
			if set&(1<<p) != 0 {
				w = append(w, p)
			}
		}
		t[set] = slices.Clip(w)
	}
	return t
}()

func compareStanding(a, b standing) int {
	switch {
	case a.total != b.total:
		return a.total - b.total
	case a.largest != b.largest:
		return a.largest - b.largest
	}
	return a.crowns - b.crowns
}
