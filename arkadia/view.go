package arkadia

import (
	"math/rand/v2"
)

// View returns s as player sees it. The hands of the other players (their
// sizes stay), their seals, their gold and the workers behind their screens
// are cleared, and so are the order and contents of the draw pile (its size
// stays) and the generator that draws from it; [State.Hidden] tells which
// players are hidden. Once the game is over the seals have been sold in the
// open, so gold and screens are no longer hidden (hands and pile still are).
// A player number outside the game gives the view of an onlooker, who sees
// no private part. View of a view is the same view.
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
		if s.phase != PhaseOver {
			v.seals[q] = [NumFamilies]int32{}
			v.gold[q] = 0
			v.screen[q], v.screenN[q] = 0, 0
		}
	}
	v.pile = [maxKinds]uint8{}
	v.rng = rand.PCG{}
	return v
}

// Determinize returns a complete state that player could be in, given what
// the player sees in view (a View, or a full state, whose hidden parts are
// then ignored): the cards the player cannot see (the other hands and the
// pile) are dealt again at random, keeping every hand's size; the workers
// behind the other screens are restored (a player's own-colour workers
// behind the screen are exactly those neither on the board nor in the
// reserve; the neutral workers not on the board, in the reserve or behind
// the player's own screen are spread at random over the other screens); the
// pile gets a fresh generator from rng. The state keeps no record of past
// sales or of who completed which building, so nothing public fixes the
// other players' seals and gold: each hidden player gets the seals that its
// workers next to completed buildings earned (as if it had never sold any nor
// completed a building itself) and no gold. Determinize never changes what
// player sees:
// View(Determinize(v, p, r), p) == View(v, p). A nil rng stands for a
// generator seeded with zeros.
func Determinize(view State, player int, rng *rand.Rand) State {
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
	// the unseen cards
	var left [maxKinds]int
	copy(left[:], ed.count)
	for i := range int(s.nb) {
		left[s.bld[i].kind]--
	}
	for i := range int(s.faceN) {
		left[s.face[i]]--
	}
	if player >= 0 && player < int(s.players) {
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
	var hiddenNeutral int = NeutralWorkers - s.wk[neutral].Count() - int(s.neutral)
	var hiddenPlayers []int
	for q := range int(s.players) {
		if !s.Hidden(q) {
			hiddenNeutral -= int(s.screenN[q])
			continue
		}
		hiddenPlayers = append(hiddenPlayers, q)
		n := int(s.handN[q])
		s.handN[q] = 0
		for range n {
			if len(unseen) == 0 {
				break
			}
			s.addHand(q, unseen[0])
			unseen = unseen[1:]
		}
		if s.phase != PhaseOver {
			s.screen[q] = uint8(max(0, WorkersPerPlayer-s.wk[q].Count()-int(s.reserve[q])))
			s.screenN[q] = 0
			s.seals[q] = s.earned(q)
		}
	}
	if s.phase != PhaseOver {
		for range max(hiddenNeutral, 0) {
			q := hiddenPlayers[rng.IntN(len(hiddenPlayers))]
			s.screenN[q]++
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

// earned returns the seals that player q's workers earned from the
// completed buildings they touch.
func (s *State) earned(q int) [NumFamilies]int32 {
	var n [NumFamilies]int32
	for i := range int(s.nb) {
		if !s.bld[i].done {
			continue
		}
		ring := s.ed.board.Ring(s.buildingCells(i))
		n[s.ed.kinds[s.bld[i].kind].Family] += int32(ring.Intersect(s.wk[q]).Count())
	}
	return n
}
