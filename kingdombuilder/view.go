package kingdombuilder

import (
	"fmt"

	"github.com/boardrules/kingdoms"

	"math/rand/v2"
)

// View returns s as player p sees it. Hidden: the terrain cards of the other
// players, except the card of the player to move (revealed at the start of
// the turn); the order and content of the draw pile (only its size is
// known); the generator of future reshuffles. Hidden cards read as unknown
// (State.Hand returns ok == false), the draw pile as empty slots. Public: the
// board, supplies, tiles, the discard pile and the removed cards. View of a
// view is the same view. A bad player number returns s unchanged.
//
// A view is for reading and for Determinize: every read works on it, but
// [Legal] of a view is empty and [Apply] refuses it with an error wrapping
// [kingdoms.ErrBadArgument] (the next card is unknown): Determinize it first.
func (s State) View(p int) State {
	s.hide(p)
	return s
}

// hide turns *s into player p's view (see View), in place; a bad player
// number leaves it unchanged.
func (s *State) hide(p int) {
	if s.g == nil || p < 0 || p >= s.g.players {
		return
	}
	for q := 0; q < s.g.players; q++ {
		if q != p && (s.over || q != int(s.toMove)) {
			if s.hand[q] != NoTerrain {
				s.hand[q] = hiddenCard
			}
		}
	}
	for i := range s.deck {
		s.deck[i] = NoTerrain
	}
	s.rng = rand.PCG{}
	s.view = uint8(p + 1)
	if s.g.rules.any() {
		s.viewExt(p)
	}
}

// Determinize returns a complete state consistent with everything player p
// knows in view: the cards p cannot see (the draw pile and the hidden hands)
// are dealt at random from rng among the cards not known to be elsewhere
// (the 25 terrain cards, and the swamp cards of Marshlands in play, minus
// the discard pile, the removed cards and the known hands),
// and the reshuffle generator is seeded from rng. view may also be a
// complete state: what p could not see is then dealt again.
// A nil rng, or a player who is not in the game, gives the zero State and an
// error wrapping [kingdoms.ErrBadArgument].
func Determinize(view State, player int, rng *rand.Rand) (State, error) {
	if rng == nil {
		return State{}, fmt.Errorf("kingdombuilder: Determinize: the random generator is nil: %w", kingdoms.ErrBadArgument)
	}
	if n := view.Players(); player < 0 || player >= n {
		return State{}, fmt.Errorf("kingdombuilder: Determinize: player %d is not in the game (%d players): %w", player, n, kingdoms.ErrBadArgument)
	}
	return determinize(view, player, rng), nil
}

// determinize is Determinize once its arguments are checked.
func determinize(view State, p int, rng *rand.Rand) State {
	s := view.View(p)
	if s.g == nil || p < 0 || p >= s.g.players {
		return s
	}
	var pool [maxDeck]Terrain
	n := 0
	for _, t := range cardTerrains {
		left := cardsPerTerrain - int(s.discard[t]) - int(s.removed[t])
		for q := 0; q < s.g.players; q++ {
			if s.cardOf(q) == t {
				left--
			}
		}
		left -= s.cardsAsideExt(t)
		for ; left > 0; left-- {
			pool[n] = t
			n++
		}
	}
	n = s.appendUnseenExt(&pool, n)
	need := int(s.deckLen) + s.cardsAsideExt(hiddenCard)
	for q := 0; q < s.g.players; q++ {
		if s.hand[q] == hiddenCard {
			need++
		}
	}
	if n != need {
		return s // cannot happen for a state built by this package
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for q := 0; q < s.g.players; q++ {
		if s.hand[q] == hiddenCard {
			s.hand[q] = pool[k]
			k++
		}
	}
	k += s.dealAsideExt(pool[k:])
	for i := 0; i < int(s.deckLen); i++ {
		s.deck[i] = pool[k]
		k++
	}
	s.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	s.view = 0
	s.redrawDeadCard() // a card that ran out in the view (see redrawDeadCard)
	return s
}
