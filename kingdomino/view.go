package kingdomino

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/boardrules/kingdoms"
)

// View returns s as player sees it. Everything on the table is public
// (kingdoms, lines, kings, discards, earlier games of a match), so every
// player sees the same; what a view hides is the order of the undrawn
// dominoes, which of the unseen dominoes were removed at set-up (2 and 3
// players), and the generator that will shuffle the later games of a Dynasty
// match. In the view the unseen dominoes are sorted, the lowest filling the
// deck and the others standing for the removed ones, and the generator is
// zero. View of a view is the same view (of the player given). A player who
// is not in the game gets the zero State.
//
// A view is for reading and for [Determinize]: every read works on it
// ([State.IsTerminal], [State.Scores], [State.Winners], the kingdoms, the
// lines, [Observe], JSON), but [Legal] and [AppendActions] list nothing,
// and [Apply], [DecodeAction], [EncodeMove], the steppers of [Game] and
// the root package's tools ([kingdoms.Playout], [kingdoms.Replay], ...)
// refuse it with an error wrapping [kingdoms.ErrBadArgument]: "kingdomino:
// this is player p's view: Determinize it first". Playing on would invent
// the order of the deck.
func (s State) View(player int) State {
	if player < 0 || player >= int(s.players) {
		return State{}
	}
	unseen := s.deck[s.drawn:]
	slices.Sort(unseen)
	s.rng = rand.PCG{}
	s.view = uint8(player + 1)
	return s
}

// viewError is the error of a move or an action on a view.
func (s *State) viewError() error {
	return fmt.Errorf("kingdomino: this is player %d's view: Determinize it first: %w", int(s.view)-1, kingdoms.ErrBadArgument)
}

// Determinize returns a complete state consistent with view (a player's
// view, or a complete state) as player sees it: the unseen dominoes are
// shuffled with rng, the first of them forming the deck and the others the
// removed dominoes, and the generator for later Dynasty games is seeded
// from rng. Every player sees the same table, so any player of the game may
// determinize any view. A nil rng, or a player who is not in the game,
// gives the zero State and an error wrapping [kingdoms.ErrBadArgument].
func Determinize(view State, player int, rng *rand.Rand) (State, error) {
	if rng == nil {
		return State{}, fmt.Errorf("kingdomino: Determinize: the random generator is nil: %w", kingdoms.ErrBadArgument)
	}
	if n := view.Players(); player < 0 || player >= n {
		return State{}, fmt.Errorf("kingdomino: Determinize: player %d is not in the game (%d players): %w", player, n, kingdoms.ErrBadArgument)
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
	view.view = 0
	return view
}
