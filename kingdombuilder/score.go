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
// Every part is computed by a direct call: a call through function values
// (taskTable's, the table expansions') would make s escape to the heap.
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

// cardPoints returns player p's points for card c (0 for NoCard or a value
// that is no card): the one scorer of the Kingdom Builder cards, a case per
// card of cardTable, called by Scores, CardScore and scoreTotal. Each
// reads p's settlements through State.settled, which counts the Crossroads
// pieces (ships, wagons, warriors, city halls) as settlements; the Nomads
// cards give the points they scored during play (see nomadBuilt).
func (s *State) cardPoints(c Card, p int) int {
	switch c {
	case Fishermen:
		return scoreFishermen(s, p)
	case Miners:
		return scoreMiners(s, p)
	case Workers:
		return scoreWorkers(s, p)
	case Merchants:
		return scoreMerchants(s, p)
	case Discoverers:
		return scoreDiscoverers(s, p)
	case Hermits:
		return scoreHermits(s, p)
	case Citizens:
		return scoreCitizens(s, p)
	case Farmers:
		return scoreFarmers(s, p)
	case Knights:
		return scoreKnights(s, p)
	case Lords:
		return scoreLords(s, p)
	case Families:
		return s.pointsInPlay(p, fromFamilies)
	case Shepherds:
		return s.pointsInPlay(p, fromShepherds)
	case Ambassadors:
		return s.pointsInPlay(p, fromAmbassadors)
	case Geologists:
		return scoreGeologists(s, p)
	case Vassals:
		return scoreVassals(s, p)
	case Captains:
		return scoreCaptains(s, p)
	case Messengers:
		return scoreMessengers(s, p)
	case Scouts:
		return scoreScouts(s, p)
	case Noblewomen:
		return scoreNoblewomen(s, p)
	case Mayors:
		return scoreMayors(s, p)
	case Vagabonds:
		return scoreVagabonds(s, p)
	case Rangers:
		return scoreRangers(s, p)
	case Travellers:
		return scoreTravellers(s, p)
	case Innkeepers:
		return scoreInnkeepers(s, p)
	case Colonists:
		return scoreColonists(s, p)
	}
	return 0
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
