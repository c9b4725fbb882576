package kingdombuilder

import "github.com/boardrules/kingdoms"

// castlePoints is what each castle next to a player's settlement is worth.
const castlePoints = 3

// A player's score is computed once, by State.tally, into a tally: a
// fixed-size list of parts, each naming its source by a kind and a number
// (a card, a task) rather than by text, so that computing it allocates and
// formats nothing. Scores turns the tally into kingdoms.ScorePart values
// (the sources' names are constant strings of the tables); the totals that
// Winners, Observe and the bots read are the tally's sum. Every source of
// points is one function that adds its parts to the tally: there is no
// second scorer to keep in step.

// partKind is the kind of source of a part of a score.
type partKind uint8

const (
	cardPart     partKind = iota // a Kingdom Builder card; the part's id is the Card
	castlesPart                  // the castles, 3 each (castlePoints)
	treasurePart                 // the Treasure tiles (Nomads)
	taskPart                     // a task card (Crossroads); the id is the Task
	palacesPart                  // the palaces (Marshlands)
	capitolPart                  // the Capitol (Queenies)
)

// maxScoreParts is the most parts a score has: the cards, the castles, the
// Treasure, the tasks, the palaces and the Capitol.
const maxScoreParts = numCardsInGame + 1 + 1 + MaxTasks + 1 + 1

// tallyPart is one part of a tally: its source and its points.
type tallyPart struct {
	kind   partKind
	id     uint8 // the Card of a cardPart, the Task of a taskPart
	points int32
}

// source returns the name of the part's source, as Scores gives it.
func (x tallyPart) source() string {
	switch x.kind {
	case cardPart:
		return Card(x.id).String()
	case castlesPart:
		return "Castles"
	case treasurePart:
		return "Treasure"
	case taskPart:
		return Task(x.id).String()
	case palacesPart:
		return "Palaces"
	case capitolPart:
		return "Capitol"
	}
	return "?"
}

// tally is one player's score by source, in the order of the parts of
// Scores.
type tally struct {
	n     int
	parts [maxScoreParts]tallyPart
}

// add appends a part to t.
func (t *tally) add(k partKind, id uint8, points int) {
	t.parts[t.n] = tallyPart{kind: k, id: id, points: int32(points)}
	t.n++
}

// total returns the sum of the points of t's parts.
func (t *tally) total() int {
	n := 0
	for _, x := range t.parts[:t.n] {
		n += int(x.points)
	}
	return n
}

// tally writes player p's score by source into t: one part per Kingdom
// Builder card, in the order of State.Cards, then the castles, then the
// played expansions' parts (see tallyExt). It is the one scorer of the
// game: Scores, CardScore, TaskScore, the totals and Winners read it.
func (s *State) tally(p int, t *tally) {
	t.n = 0
	for _, c := range s.g.cards {
		t.add(cardPart, uint8(c), s.cardPoints(c, p))
	}
	t.add(castlesPart, 0, castlePoints*s.castlesTouched(p))
	if s.g.rules.any() {
		s.tallyExt(t, p)
	}
}

// Scores returns every player's score with its breakdown: one part per
// Kingdom Builder card, in the order of State.Cards, then "Castles" (3 per
// castle next to at least one of the player's settlements), then the
// expansions' parts. Before the end of the game it is the score the position
// would get if the game ended now.
//
// Scores formats nothing (the sources' names are constant) and takes two
// allocations whatever the number of players; [State.Winners] and the totals
// take none.
func (s State) Scores() []kingdoms.Score {
	if s.g == nil {
		return nil
	}
	np := s.g.players
	out := make([]kingdoms.Score, np)
	var ts [maxPlayers]tally
	n := 0
	for p := range np {
		s.tally(p, &ts[p])
		n += ts[p].n
	}
	all := make([]kingdoms.ScorePart, n)
	for p := range np {
		t := &ts[p]
		// A full slice expression, so that appending to one player's
		// parts does not overwrite the next player's.
		parts := all[:t.n:t.n]
		all = all[t.n:]
		for i, x := range t.parts[:t.n] {
			parts[i] = kingdoms.ScorePart{Source: x.source(), Points: int(x.points)}
		}
		out[p] = kingdoms.Score{Total: t.total(), Parts: parts}
	}
	return out
}

// scoreTotal returns player p's total score, s.Scores()[p].Total, without
// building the breakdown, so that it allocates nothing (Observe and Winners
// read it).
func (s *State) scoreTotal(p int) int {
	var t tally
	s.tally(p, &t)
	return t.total()
}

// cardPoints returns player p's points for card c (0 for NoCard or a value
// that is no card): see cardScore.
func (s *State) cardPoints(c Card, p int) int {
	n, _ := s.cardScore(c, p)
	return n
}

// cardScore returns player p's points for card c and whether c is a card
// that has a score function: the one scorer of the cards, which Scores,
// CardScore and the totals read (through State.tally). Its calls are
// direct, one case per card: a call through a function value of cardTable
// would make the State escape to the heap (and the totals allocate), unless
// it took a copy of the State. The score functions read p's settlements
// through State.settled, which counts the Crossroads pieces (ships, wagons,
// warriors, city halls) as settlements. The Nomads cards give the points
// they scored during play (see nomadBuilt).
func (s *State) cardScore(c Card, p int) (int, bool) {
	switch c {
	case Fishermen:
		return scoreFishermen(s, p), true
	case Miners:
		return scoreMiners(s, p), true
	case Workers:
		return scoreWorkers(s, p), true
	case Merchants:
		return scoreMerchants(s, p), true
	case Discoverers:
		return scoreDiscoverers(s, p), true
	case Hermits:
		return scoreHermits(s, p), true
	case Citizens:
		return scoreCitizens(s, p), true
	case Farmers:
		return scoreFarmers(s, p), true
	case Knights:
		return scoreKnights(s, p), true
	case Lords:
		return scoreLords(s, p), true
	case Families:
		return s.pointsInPlay(p, fromFamilies), true
	case Shepherds:
		return s.pointsInPlay(p, fromShepherds), true
	case Ambassadors:
		return s.pointsInPlay(p, fromAmbassadors), true
	case Geologists:
		return scoreGeologists(s, p), true
	case Vassals:
		return scoreVassals(s, p), true
	case Captains:
		return scoreCaptains(s, p), true
	case Messengers:
		return scoreMessengers(s, p), true
	case Scouts:
		return scoreScouts(s, p), true
	case Noblewomen:
		return scoreNoblewomen(s, p), true
	case Mayors:
		return scoreMayors(s, p), true
	case Vagabonds:
		return scoreVagabonds(s, p), true
	case Rangers:
		return scoreRangers(s, p), true
	case Travellers:
		return scoreTravellers(s, p), true
	case Innkeepers:
		return scoreInnkeepers(s, p), true
	case Colonists:
		return scoreColonists(s, p), true
	}
	return 0, false
}

// castlesTouched counts the castles next to at least one settlement of p.
func (s *State) castlesTouched(p int) int {
	return grid.Dilate(s.settled(p)).Intersect(s.g.terrainSet[Castle]).Count()
}

// CardScore returns player p's points for Kingdom Builder card c in s, whether
// or not c is one of the game's cards (0 for a bad player or card).
func (s State) CardScore(c Card, p int) int {
	if s.g == nil || c == NoCard || c >= numCards || p < 0 || p >= s.g.players {
		return 0
	}
	return s.cardPoints(c, p)
}

// Winners returns the players with the highest total score once the game is
// over, in increasing order; tied players share the victory (the rulebook
// has no tie-breaker). It is empty before the end.
//
// Winners does not allocate: the slice it returns is shared by every call
// that finds the same winners, so the caller must not change its elements
// (its capacity is its length, so appending to it copies it). Use
// [State.AppendWinners] for a slice of one's own.
func (s State) Winners() []int {
	if s.g == nil || !s.over {
		return nil
	}
	return winnerSets[s.winnerMask()]
}

// AppendWinners appends the players of [State.Winners] to dst and returns
// the result; it does not allocate when dst has room.
func (s State) AppendWinners(dst []int) []int {
	if s.g == nil || !s.over {
		return dst
	}
	return append(dst, winnerSets[s.winnerMask()]...)
}

// winnerMask returns the set of the players with the highest total, bit p
// for player p.
func (s *State) winnerMask() uint8 {
	best, w := 0, uint8(0)
	for p := range s.g.players {
		switch n := s.scoreTotal(p); {
		case p == 0 || n > best:
			best, w = n, 1<<p
		case n == best:
			w |= 1 << p
		}
	}
	return w
}

// winnerSets lists, for every set of players (bit p for player p), its
// players in increasing order: the slices Winners returns. Each slice's
// capacity is its length, so that an append to it copies it.
var winnerSets = func() (t [1 << maxPlayers][]int) {
	var all [maxPlayers << maxPlayers]int
	for mask := range t {
		set := all[mask*maxPlayers : mask*maxPlayers]
		for p := range maxPlayers {
			if mask&(1<<p) != 0 {
				set = append(set, p)
			}
		}
		t[mask] = set[:len(set):len(set)]
	}
	return t
}()
