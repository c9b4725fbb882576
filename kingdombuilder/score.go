package kingdombuilder

import "github.com/boardrules/kingdoms"

// castlePoints is what each castle next to a player's settlement is worth.
const castlePoints = 3

// Scores returns every player's score with its breakdown: one part per
// Kingdom Builder card, in the order of State.Cards, then "Castles" (3 per
// castle next to at least one of the player's settlements), then the
// expansions' parts. Before the end of the game it is the score the position
// would get if the game ended now.
func (s State) Scores() []kingdoms.Score {
	if s.g == nil {
		return nil
	}
	out := make([]kingdoms.Score, s.g.players)
	for p := range out {
		parts := make([]kingdoms.ScorePart, 0, numCardsInGame+1)
		for _, c := range s.g.cards {
			parts = append(parts, kingdoms.ScorePart{Source: c.String(), Points: s.cardPoints(c, p)})
		}
		parts = append(parts, kingdoms.ScorePart{Source: "Castles", Points: castlePoints * s.castlesTouched(p)})
		parts = s.appendScoreExt(parts, p)
		sc := kingdoms.Score{Parts: parts}
		sc.Total = sc.Sum()
		out[p] = sc
	}
	return out
}

// scoreTotal returns player p's total score, s.Scores()[p].Total, without
// building the breakdown, so that it allocates nothing (Observe reads it).
// The cards are scored through cardTable, whose functions take the State
// by value; the other parts by direct calls: a call through function values
// that take a pointer (taskTable's, the table expansions') would make s
// escape to the heap.
func (s *State) scoreTotal(p int) int {
	total := castlePoints * s.castlesTouched(p)
	for _, c := range s.g.cards {
		total += s.cardPoints(c, p)
	}
	if s.g.rules.any() {
		total += s.extPoints(p)
	}
	return total
}

// cardPoints returns player p's points for card c by cardTable's score
// function (0 for NoCard or a value that is no card). The Nomads cards give
// the points they scored during play (see nomadBuilt).
func (s *State) cardPoints(c Card, p int) int {
	if c == NoCard || c >= numCards {
		return 0
	}
	return cardTable[c].score(*s, p)
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
func (s State) Winners() []int {
	if s.g == nil || !s.over {
		return nil
	}
	sc := s.Scores()
	best := sc[0].Total
	for _, x := range sc {
		best = max(best, x.Total)
	}
	var w []int
	for p, x := range sc {
		if x.Total == best {
			w = append(w, p)
		}
	}
	return w
}
