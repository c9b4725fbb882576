package arkadia

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// Config describes a new game: the set-up of [New].
//
// [Game]'s StartJSON (see [kingdoms.Configurer]) reads a Config as a JSON
// object, such as
//
//	{"players": 3, "seed": 42, "lot": {"square": "g5", "turn": 0}, "firstGame": true}
//
// with the fields:
//
//   - "players": 2 to 4 (required; 0 is refused, as by New).
//   - "seed": the seed, 0 when absent.
//   - "edition": an edition's text, in the format of [ParseEdition]; absent
//     (or null) for the default edition.
//   - "lot": the castle lot, "square" its top-left square in notation and
//     "turn" its quarter turns (0 to 3); absent to draw it from the seed.
//   - "firstGame": true for the edition's first-game set-up.
//
// The object is read strictly: an unknown field or data after the object is
// refused, and the names of the fields match exactly ("Players" is refused,
// naming the field "players"), as in every game of the module.
// Errors wrap [kingdoms.ErrBadConfig] and name the field. The Configurer's
// Start takes kingdoms.Settings: the players (0 for 4), the seed and the
// variant "first-game".
type Config struct {
	// Players is the number of players, 2 to 4. Player 0 starts (the
	// youngest player, by the rulebook); play goes on in increasing order.
	Players int
	// Seed fixes every random choice: the lot position when Lot is nil, the
	// deal of the cards and every later draw from the pile.
	Seed uint64
	// Edition is the printed material; nil means [Default].
	Edition *Edition
	// Lot, when set, is where the castle lot lies. It must lie on the board
	// and cover no tent. When nil the lot is placed at random (from Seed)
	// among every such position and turn, or at the first-game position
	// when FirstGame is set.
	Lot *Lot
	// FirstGame uses the edition's first-game set-up: the lot at its
	// position, the pre-placed buildings with their seals (their cards are
	// out of the deck) and neutral workers for every player.
	FirstGame bool
}

// Phase is the step of the turn that the player to move is in. A turn is a
// small machine of phases, one constant each; RULES.md beside the package's
// sources gives the rules in full.
type Phase uint8

// The phases of a turn, in the order a turn goes through them (a phase
// with nothing to decide is skipped).
const (
	// PhaseAction: the must action. Play a card ([MovePlay]), or introduce
	// a first worker of one's colour ([MoveWorker]) or a neutral one
	// ([MoveNeutral]) from behind the screen; when neither is possible the
	// only move is [MovePass].
	PhaseAction Phase = iota
	// PhaseWorkers: more workers, each on an empty square next to a
	// building that every worker of this turn touches (the rulebook's "one
	// chosen building"), until [MoveStop] or until no worker fits. When the
	// must action ends, every building whose orthogonal neighbours are all
	// buildings, workers, lot squares or off the board is complete, and
	// each newly completed one pays: every player takes one seal of its
	// family per worker of their colour next to it (neutral workers pay
	// nothing), and the active player also takes the seal on the building.
	PhaseWorkers
	// PhaseCastle: the active player places one castle piece per completed
	// building ([MoveCastle]): floor 1 until its 10 squares are covered,
	// then floor 2 on top, then floor 3. When a floor is full the 2 pieces
	// left in its pool go to the floor-3 pool; pieces due when the pool is
	// empty are lost. The pieces are placed before the refill (a ruling).
	PhaseCastle
	// PhaseRefill, after a card was played: take a face-up card
	// ([MoveTake], replaced from the pile) or draw from the pile
	// ([MoveDraw]). When the pile is empty the face-up cards are not
	// replaced; when both are empty the phase is skipped and the hand
	// shrinks (a ruling).
	PhaseRefill
	// PhaseBanner, when the player has a banner left: take one
	// ([MoveBanner]) or decline ([MoveDecline]).
	PhaseBanner
	// PhaseSell, after a banner, when the player holds seals: sell any
	// number of seals of a family at its current value ([MoveSell], as
	// often as wished), then [MoveDone]. Selling the last seal ends the
	// sale. A seal's value is the number of castle squares whose visible
	// top (the top piece, or the printed seal) shows its family.
	PhaseSell
	// PhaseOver: the game is over, by the castle ([State.EndTriggeredBy])
	// or by the stall ruling ([State.Stalled]); every seal has been sold
	// at the castle's values, and the most gold wins.
	PhaseOver
)

var phaseNames = [...]string{"action", "workers", "castle", "refill", "banner", "sell", "over"}

// String returns the phase's name, such as "castle".
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

const (
	maxPlayers = 4
	lotID      = 255 // cell owner code of the castle lot
	lotBit     = 63  // candidate bit of the castle lot
	neutral    = 4   // worker colour index of the neutral workers
)

// building is one building on the board.
type building struct {
	kind   uint8 // card kind index in the edition
	orient uint8
	anchor uint8
	done   bool // completed (its seal has been taken)
}

// State is a position of Arkadia: an immutable value, cheap to copy (about
// one kilobyte of arrays and a pointer to the shared Edition), safe to share
// between goroutines. The zero State is not a game; make one with [New] or
// decode one from JSON.
type State struct {
	ed      *Edition
	lot     Lot
	lotSet  squaregrid.Set
	castleQ [CastleSquares]uint8 // cell of each castle square
	players uint8
	first   bool // first-game set-up
	phase   Phase
	cur     uint8 // active player

	// board
	owner [squaregrid.Capacity]uint8 // 0 empty, 1+i building i, lotID lot
	bld   [maxCards]building
	nb    uint8
	bset  squaregrid.Set    // cells under buildings
	wk    [5]squaregrid.Set // workers by colour; index 4 neutral
	occ   squaregrid.Set    // buildings, lot and workers

	// castle
	stack  [CastleSquares][Floors]Family
	height [CastleSquares]uint8
	pool   [Floors][NumFamilies]uint8
	floor  uint8 // the floor being built, 0-based
	// pending is how many castle pieces the active player still places.
	pending uint8

	// cards
	hand  [maxPlayers][HandSize]uint8 // card kinds, sorted; handN valid
	handN [maxPlayers]uint8
	face  [FaceUp]uint8 // sorted; faceN valid
	faceN uint8
	pile  [maxKinds]uint8 // copies of each kind in the pile
	pileN uint8
	rng   rand.PCG

	// players
	seals   [maxPlayers][NumFamilies]int32
	gold    [maxPlayers]int32
	screen  [maxPlayers]uint8 // own-colour workers behind the screen
	screenN [maxPlayers]uint8 // neutral workers behind the screen
	reserve [maxPlayers]uint8 // own-colour workers in the common reserve
	banners [maxPlayers]uint8
	neutral uint8 // neutral workers in the common reserve
	hidden  uint8 // bit p: player p's private parts are hidden (a view)

	// turn
	cand    uint64                         // buildings touching every worker placed this turn
	open    squaregrid.Set                 // the empty squares next to a building of cand (kept with cand)
	touched uint64                         // buildings (and lotBit) next to some worker placed this turn
	turnW   squaregrid.Set                 // workers placed this turn
	played  bool                           // a card was played this turn
	acted   bool                           // the must action was taken this turn
	banner  bool                           // a banner was taken this turn
	trigger int8                           // player who completed floor 2, or -1
	final   bool                           // the last round has begun
	left    uint8                          // turns left in the last round
	passes  uint8                          // consecutive turns without action or banner
	stalled bool                           // the game ended because nobody could act
	sold    [maxPlayers][NumFamilies]int32 // seals sold at the final sale
}

// New returns the start of a game, or an error wrapping
// [kingdoms.ErrBadConfig] that says what is wrong with c (players not 2 to
// 4, the zero Edition, a lot off the board or on a tent, a first game
// without a set-up).
//
// The set-up: player 0 starts; the lot lies where c says, or at random from
// the seed among every position and quarter turn that lies on the board and
// covers no tent (turning the lot turns its printed seals), or at the
// first-game position. Every player gets 3 workers behind the screen, 4
// banners and 4 cards; 3 cards lie face up; the rest form the pile.
func New(c Config) (State, error) {
	if c.Players < 2 || c.Players > maxPlayers {
		return State{}, fmt.Errorf("arkadia: %d players: the game is for 2 to 4: %w", c.Players, kingdoms.ErrBadConfig)
	}
	ed, err := configEdition(c)
	if err != nil {
		return State{}, err
	}
	if c.FirstGame && ed.first == nil {
		return State{}, fmt.Errorf("arkadia: edition %q has no first-game set-up: %w", ed.name, kingdoms.ErrBadConfig)
	}
	rng := rand.NewPCG(c.Seed, 0x61726b6164696121)
	var lot Lot
	switch {
	case c.Lot != nil:
		lot = *c.Lot
		cells, _, ok := ed.lotCells(lot)
		if !ok {
			return State{}, fmt.Errorf("arkadia: castle lot %v does not lie on the %dx%d board (turn 0-3): %w", lot, ed.Rows(), ed.Cols(), kingdoms.ErrBadConfig)
		}
		if cells.Intersects(ed.tents) {
			return State{}, fmt.Errorf("arkadia: castle lot %v covers a tent square: %w", lot, kingdoms.ErrBadConfig)
		}
		if c.FirstGame && lot != ed.first.lot {
			return State{}, fmt.Errorf("arkadia: the first-game set-up needs the lot at %v, not %v: %w", ed.first.lot, lot, kingdoms.ErrBadConfig)
		}
	case c.FirstGame:
		lot = ed.first.lot
	default:
		all := ed.lotPlacements()
		lot = all[boundedRand(rng, len(all))]
	}
	s := State{ed: ed, lot: lot, players: uint8(c.Players), first: c.FirstGame, trigger: -1, neutral: NeutralWorkers}
	s.lotSet, s.castleQ, _ = ed.lotCells(lot)
	for i := s.lotSet.Next(0); i >= 0; i = s.lotSet.Next(i + 1) {
		s.owner[i] = lotID
	}
	s.occ = s.lotSet
	for f := range NumFamilies {
		s.pool[0][f], s.pool[1][f], s.pool[2][f] = 3, 3, 1
	}
	for k, n := range ed.count {
		s.pile[k] = uint8(n)
		s.pileN += uint8(n)
	}
	if c.FirstGame {
		for _, pb := range ed.first.buildings {
			k := ed.kindOf(pb.card)
			s.pile[k]--
			s.pileN--
			s.addBuilding(k, pb.orient, pb.anchor)
		}
	}
	for p := range c.Players {
		s.screen[p] = StartWorkers
		s.reserve[p] = WorkersPerPlayer - StartWorkers
		s.banners[p] = Banners
		if c.FirstGame {
			n := uint8(ed.first.neutral[c.Players])
			s.screenN[p] = n
			s.neutral -= n
		}
	}
	s.rng = *rng
	for p := range c.Players {
		for range HandSize {
			if s.pileN == 0 {
				break
			}
			s.addHand(p, s.drawPile())
		}
	}
	for range FaceUp {
		if s.pileN == 0 {
			break
		}
		s.addFace(s.drawPile())
	}
	s.startTurn(0)
	return s, nil
}

// boundedRand returns a uniform integer in [0, n) from r (Lemire's method).
func boundedRand(r *rand.PCG, n int) int {
	un := uint64(n)
	for {
		x := r.Uint64()
		hi, lo := mulhilo(x, un)
		if lo < un {
			t := -un % un
			if lo < t {
				continue
			}
		}
		return int(hi)
	}
}

// addBuilding puts a building of card kind k on the board (no checks) and
// returns the tent squares it covers.
func (s *State) addBuilding(k, orient, anchor int) squaregrid.Set {
	f := int(s.ed.kinds[k].Form) - 1
	return s.placeBuilding(k, orient, anchor, s.ed.placeCells(f, orient, anchor))
}

// placeBuilding is addBuilding with the building's cells.
func (s *State) placeBuilding(k, orient, anchor int, cells squaregrid.Set) squaregrid.Set {
	i := s.nb
	s.bld[i] = building{kind: uint8(k), orient: uint8(orient), anchor: uint8(anchor)}
	s.nb++
	for j := cells.Next(0); j >= 0; j = cells.Next(j + 1) {
		s.owner[j] = i + 1
	}
	s.bset = s.bset.Union(cells)
	s.occ = s.occ.Union(cells)
	return cells.Intersect(s.ed.tents)
}

// drawPile takes a uniformly random card from the pile (which must not be
// empty) and returns its kind.
func (s *State) drawPile() uint8 {
	r := boundedRand(&s.rng, int(s.pileN))
	for k := range s.pile {
		if r < int(s.pile[k]) {
			s.pile[k]--
			s.pileN--
			return uint8(k)
		}
		r -= int(s.pile[k])
	}
	panic("arkadia: pile count out of step")
}

func (s *State) addHand(p int, k uint8) {
	n := s.handN[p]
	i := n
	for i > 0 && s.hand[p][i-1] > k {
		s.hand[p][i] = s.hand[p][i-1]
		i--
	}
	s.hand[p][i] = k
	s.handN[p]++
}

func (s *State) removeHand(p int, k uint8) bool {
	n := int(s.handN[p])
	for i := range n {
		if s.hand[p][i] == k {
			copy(s.hand[p][i:n], s.hand[p][i+1:n])
			s.hand[p][n-1] = 0
			s.handN[p]--
			return true
		}
	}
	return false
}

func (s *State) addFace(k uint8) {
	i := s.faceN
	for i > 0 && s.face[i-1] > k {
		s.face[i] = s.face[i-1]
		i--
	}
	s.face[i] = k
	s.faceN++
}

func (s *State) removeFace(k uint8) bool {
	n := int(s.faceN)
	for i := range n {
		if s.face[i] == k {
			copy(s.face[i:n], s.face[i+1:n])
			s.face[n-1] = 0
			s.faceN--
			return true
		}
	}
	return false
}

// value returns the current value of a seal of family f: the number of
// castle squares showing f.
func (s *State) value(f Family) int {
	n := 0
	for q := range CastleSquares {
		top := s.ed.seals[q]
		if h := s.height[q]; h > 0 {
			top = s.stack[q][h-1]
		}
		if top == f {
			n++
		}
	}
	return n
}

// buildingCells returns the cells of building i.
func (s *State) buildingCells(i int) squaregrid.Set {
	b := s.bld[i]
	return s.ed.placeCells(int(s.ed.kinds[b.kind].Form)-1, int(b.orient), int(b.anchor))
}

// free returns the empty squares of the board.
func (s *State) free() squaregrid.Set {
	return s.ed.board.All().Diff(s.occ)
}

func mulhilo(x, y uint64) (hi, lo uint64) { return bits.Mul64(x, y) }

func tz(x uint64) int { return bits.TrailingZeros64(x) }
