package gametest

import (
	"errors"
	"fmt"

	"github.com/boardrules/kingdoms"
)

// SecondViewRule returns g with a second rule for views planted in it: its
// Apply refuses a view as an illegal move instead of saying to determinize
// it. A game's tests run the harness on it to prove that the view-rule
// check runs on the game's views: Check of a Config whose Game is
// SecondViewRule(Game) must report a Violation of the "view-rule" check.
// Only Apply changes; the optional interfaces of g are not kept.
func SecondViewRule[S any, M comparable](g kingdoms.Game[S, M]) kingdoms.Game[S, M] {
	return secondViewRule[S, M]{g}
}

type secondViewRule[S any, M comparable] struct{ kingdoms.Game[S, M] }

func (g secondViewRule[S, M]) Apply(s S, m M) (S, error) {
	next, err := g.Game.Apply(s, m)
	if errors.Is(err, kingdoms.ErrBadArgument) {
		return next, fmt.Errorf("%s: %s is not legal here: %w", g.Name(), g.FormatMove(m), kingdoms.ErrIllegalMove)
	}
	return next, err
}
