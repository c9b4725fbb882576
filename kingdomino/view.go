package kingdomino

import (
	"math/rand/v2"
	"slices"
)

// View returns s as player sees it. Everything on the table is public
// (kingdoms, lines, kings, discards, earlier games of a match), so the view
// is the same for every player; what it hides is the order of the undrawn
// dominoes, which of the unseen dominoes were removed at set-up (2 and 3
// players), and the generator that will shuffle the later games of a Dynasty
// match. In the view the unseen dominoes are sorted, the lowest filling the
// deck and the others standing for the removed ones, and the generator is
// zero. View of a view is the same view.
func (s State) View(player int) State {
	_ = player
	unseen := s.deck[s.drawn:]
	slices.Sort(unseen)
	s.rng = rand.PCG{}
	return s
}

// Determinize returns a complete state consistent with view (a state or a
// view) as player sees it: the unseen dominoes are shuffled with rng, the
// first of them forming the deck and the others the removed dominoes, and
// the generator for later Dynasty games is seeded from rng.
func Determinize(view State, player int, rng *rand.Rand) State {
	_ = player
	unseen := view.deck[view.drawn:]
	for i := len(unseen) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		unseen[i], unseen[j] = unseen[j], unseen[i]
	}
	slices.Sort(view.deck[view.deckN:])
	view.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return view
}

// View returns s.View(player).
//
// Deprecated: use the method State.View, as in the other games.
func View(s State, player int) State { return s.View(player) }
