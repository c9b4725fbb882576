package arkadia

import (
	"fmt"

	"github.com/boardrules/kingdoms"

	"math/rand/v2"
)

// View returns s as player sees it: the hands of the other players are
// cleared (their sizes stay), and so are the order and contents of the draw
// pile (its size stays) and the generator that draws from it; [State.Hidden]
// tells whose hands are hidden. Nothing else is hidden. The seals, gold and
// workers behind the other screens stay in the view: every change to them
// happens in the open (seals come from a visible distribution, workers from a
// visible banner or tent, a sale returns seals to the supply and pays gold at
// the table), so a player with perfect recall knows them, and the view
// stands for that player's memory. A player number outside the game gives
// the view of an onlooker, who sees no hand. View of a view is the same view.
//
// A view is for reading and for [Determinize]; [Apply] refuses it.
func (s State) View(player int) State {
	if s.ed == nil {
		return s
	}
	v := s
	for q := range int(s.players) {
		if q == player {
			continue
		}
		v.hidden |= 1 << q
		v.hand[q] = [HandSize]uint8{}
	}
	v.pile = [maxKinds]uint8{}
	v.rng = rand.PCG{}
	return v
}

// Determinize returns a complete state that player could be in, given what
// the player sees in view (player's View, or a full state, whose hidden
// parts are then ignored): the cards the player cannot see, the other hands
// and the pile, are dealt again at random from the cards that are neither on
// the board, face up nor in the player's hand, keeping every hand's size,
// and the pile gets a fresh generator from rng. Everything else (board,
// castle, pools, seals, gold, screens, reserves, banners, the turn) is the
// view's, so Determinize never changes what player sees:
// View(Determinize(v, p, r), p) == View(v, p). A view that hides player's
// hand too (an onlooker's, or another player's) has that hand dealt as
// well.
//
// A nil rng, or a player who is not in the game, gives the zero State and an
// error wrapping [kingdoms.ErrBadArgument].
func Determinize(view State, player int, rng *rand.Rand) (State, error) {
	if rng == nil {
		return State{}, fmt.Errorf("arkadia: Determinize: the random generator is nil: %w", kingdoms.ErrBadArgument)
	}
	if n := view.Players(); player < 0 || player >= n {
		return State{}, fmt.Errorf("arkadia: Determinize: player %d is not in the game (%d players): %w", player, n, kingdoms.ErrBadArgument)
	}
	return determinize(view, player, rng), nil
}

// determinize is Determinize once its arguments are checked.
func determinize(view State, player int, rng *rand.Rand) State {
	if view.ed == nil {
		return view
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, 0))
	}
	s := view.View(player)
	if s.hidden == 0 {
		return s
	}
	ed := s.ed
	var left [maxKinds]int
	copy(left[:], ed.count)
	for i := range int(s.nb) {
		left[s.bld[i].kind]--
	}
	for i := range int(s.faceN) {
		left[s.face[i]]--
	}
	if !s.Hidden(player) { // a view of another player, or an onlooker's, hides player's hand too
		for i := range int(s.handN[player]) {
			left[s.hand[player][i]]--
		}
	}
	var unseen []uint8
	for k := range ed.kinds {
		for range max(left[k], 0) {
			unseen = append(unseen, uint8(k))
		}
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	for q := range int(s.players) {
		if !s.Hidden(q) {
			continue
		}
		n := int(s.handN[q])
		s.handN[q] = 0
		for range n {
			if len(unseen) == 0 {
				break
			}
			s.addHand(q, unseen[0])
			unseen = unseen[1:]
		}
	}
	s.pile = [maxKinds]uint8{}
	for _, k := range unseen {
		s.pile[k]++
	}
	s.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	s.hidden = 0
	return s
}
