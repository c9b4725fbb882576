package kingdombuilder

import "math/bits"

// The 6 Kingdom Builder cards of the Harvest expansion (rulebook 003, "Les 6
// nouvelles cartes Kingdom Builder"). The project's rulings pair the French
// names with the card texts as a best reading; RULES.md
// keeps both.
// Mayors and Vagabonds score during play: their points are kept in the
// Harvest state and their score functions report them. The others count a
// player's Crossroads pieces as settlements (State.settled), as every card
// does.

// scoreMayors (Maires): 4 per row ended by one of p's markers.
func scoreMayors(s *State, p int) int { return 4 * s.markers(p) }

// scoreVagabonds (Vagabonds): the points p scored at the end of its turns,
// 1 per section where it built a settlement during the turn.
func scoreVagabonds(s *State, p int) int {
	if !s.g.rules.any() {
		return 0
	}
	return int(s.x.harvest.vagabonds[p])
}

// scoreRangers (Gardes forestiers): 1 per settlement of p on the outer edge
// of the board (a corner counts once).
func scoreRangers(s *State, p int) int { return s.settled(p).Intersect(grid.Edge()).Count() }

// scoreTravellers (Voyageurs): 2 per row holding exactly one settlement of p.
func scoreTravellers(s *State, p int) int {
	n := 0
	mine := s.settled(p)
	for r := range numLines {
		if bits.OnesCount32(lineOf(&mine, r)) == 1 {
			n += 2
		}
	}
	return n
}

// scoreInnkeepers (Tenanciers): 1 per settlement of p next to exactly two
// other settlements of p.
func scoreInnkeepers(s *State, p int) int {
	n := 0
	mine := s.settled(p)
	for i := range mine.All() {
		if nbrCount(i, &mine) == 2 {
			n++
		}
	}
	return n
}

// scoreColonists (Colons): 1 per settlement of p in the section where p has
// most.
func scoreColonists(s *State, p int) int {
	best := 0
	for q := range quadLayout.set {
		best = max(best, quadLayout.set[q].Intersect(s.settled(p)).Count())
	}
	return best
}
