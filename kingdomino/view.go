package kingdomino

import (
	"fmt"

	"github.com/boardrules/kingdoms"

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
// A nil rng, or a player who is not in the game, gives the zero State and an
// error wrapping [kingdoms.ErrBadArgument].
func Determinize(view State, player int, rng *rand.Rand) (State, error) {
	if rng == nil {
		return State{}, fmt.Errorf("%w: kingdomino: Determinize: the random generator is nil", kingdoms.ErrBadArgument)
	}
	if n := view.Players(); player < 0 || player >= n {
		return State{}, fmt.Errorf("%w: kingdomino: Determinize: player %d is not in the game (%d players)", kingdoms.ErrBadArgument, player, n)
	}
	return determinize(view, player, rng), nil
}

// determinize is Determinize once its arguments are checked.
func determinize(view State, player int, rng *rand.Rand) State {
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
