package kingdombuilder

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Marshlands expansion (rulebook 003, "Kingdom Builder Marshlands"):
// swamps and palaces, the 5 swamp terrain cards, the Temple, Refuge, Canoe
// and Fountain with their bonus tiles, and 6 Kingdom Builder cards. The
// rules are under Marshlands in RULES.md; the
// cards are in marshlands_cards.go, the locations in
// marshlands_locations.go.
//
// A swamp terrain card is kept in the terrain deck as a Terrain value past
// the board's terrains (swampCardBase|t for the card "swamp / t"), so that
// the deck, the hands and the draw keep their types. At the start of a turn
// with such a card the player chooses its half (a "marshlands play" move);
// from then on the hand holds the chosen terrain, a plain terrain that the
// base rules (and the Oracle and Barn) read unchanged, and the card itself
// waits in marshlandsState.playing until it is discarded.

// swampCardBase marks the swamp terrain cards: swampCardBase|t is the card
// "swamp / t" for t from Grass to Forest.
const swampCardBase Terrain = 0x10

// numCardValues bounds the Terrain values a terrain card may take.
const numCardValues = int(swampCardBase|Forest) + 1

// isSwampCard reports whether t is a swamp terrain card.
func isSwampCard(t Terrain) bool { return t&^7 == swampCardBase && t&7 >= Grass && t&7 <= Forest }

// swampOther returns the terrain other than swamp of the swamp card t.
func swampOther(t Terrain) Terrain { return t &^ swampCardBase }

// swampCardName returns the name of the swamp card t: "swamp/desert".
func swampCardName(t Terrain) string { return "swamp/" + swampOther(t).String() }

// swampCardByName reads a name written by swampCardName.
func swampCardByName(name string) (Terrain, bool) {
	rest, ok := strings.CutPrefix(name, "swamp/")
	if !ok {
		return NoTerrain, false
	}
	t, ok := terrainByName(rest)
	if !ok || t < Grass || t > Forest {
		return NoTerrain, false
	}
	return swampCardBase | t, true
}

// bonusKinds are the locations whose tiles come with a bonus tile, in the
// order of their bits in marshlandsState.bonus.
var bonusKinds = [...]Location{Temple, Refuge, Canoe, Fountain}

// bonusTilesPerKind is the number of bonus tiles of each kind in the box
// (rulebook 003, "Matériel": 8 bonus tiles, 2 of each).
const bonusTilesPerKind = 2

// maxAside bounds the settlements a player sets aside with the Temple in
// one turn: one per Temple use, at most one per location hex (16) and one
// more through the Harvest Bazaar.
const maxAside = maxSlots + 1

// maxQuota bounds the settlements of one mandatory action: 3, plus those
// set aside by the Temple.
const maxQuota = mandatoryCount + maxAside

// marshlandsTurnMoves bounds the moves a Marshlands turn adds (see
// MaxMoves): the choice of the half of a swamp card, the settlements the
// Temple set aside in the player's previous turn, placed in addition, and
// the Refuge and Canoe bonus actions.
const marshlandsTurnMoves = 1 + maxAside + 2

// canoeAnswers bounds the answers to Canoe interrupts in a game of the
// given number of players (see MaxMoves): an interrupt comes when the last
// tile of a location hex (16 at most) or nomad space (6 on printed
// sections) is taken, once each, and asks each player once.
func canoeAnswers(players int) int { return (maxSlots + 6) * players }

// bonusBit returns the bit of the bonus tile of l, 0 when l has none.
func bonusBit(l Location) uint8 {
	if l >= Temple && l <= Fountain {
		return 1 << (l - Temple)
	}
	return 0
}

// marshlandsState is the Marshlands expansion's part of a position (see
// extState). Every field is public information.
type marshlandsState struct {
	// swampCards: the 5 swamp terrain cards are in the game (see
	// Config.SwampCards).
	swampCards bool
	// discard and removed hold the swamp cards in the discard pile and
	// those removed from the game, one bit per card (bit t for "swamp / t").
	discard, removed uint8
	// playing is the swamp card of the player to move once its half is
	// chosen (the hand then holds the chosen terrain); NoTerrain otherwise.
	playing Terrain
	// quota is the number of settlements of this turn's mandatory action
	// (0 stands for mandatoryCount): 2 on swamp with a swamp card, plus the
	// settlements the Temple set aside in the player's previous turn.
	quota uint8
	// scouted is the terrain whose cards the Scouts removed at set-up.
	scouted Terrain
	// aside counts each player's settlements removed by the Temple, to be
	// placed in addition by the mandatory action of its next turn; they
	// are neither on the board nor in the supply until that turn starts.
	aside [maxPlayers]uint8
	// bonus holds each player's bonus tiles, one bit per kind
	// (bonusKinds); bonusFresh those taken this turn (usable from the
	// player's next turn); bonusUsed the bonus actions (Refuge, Canoe)
	// the player to move used this turn; bonusLeft the bonus tiles left
	// in the box, by kind.
	bonus      [maxPlayers]uint8
	bonusFresh [maxPlayers]uint8
	bonusUsed  uint8
	bonusLeft  [len(bonusKinds)]uint8
	// canoeUsed counts each player's Canoe tiles used this turn (the turn
	// of any player: the Canoe is used in others' turns).
	canoeUsed [maxPlayers]uint8
	// ask holds the players still to answer a Canoe interrupt (one bit
	// per player); they answer in turn order from the player after the
	// first player.
	ask uint8
	// queued counts the Canoe interrupts raised while one was being
	// answered (a placement that empties two locations, or a Canoe answer
	// that empties one): each location whose last tile is taken raises its
	// own, asked in turn once the current one is answered.
	queued uint8
}

// setupMarshlands completes the set-up of a new game (see State.setupExt).
func (s *State) setupMarshlands(c Config, r *rand.Rand) error {
	if !c.Marshlands {
		return nil
	}
	x := &s.x.marshlands
	x.swampCards = c.SwampCards || !s.g.terrainSet[Swamp].IsEmpty()
	for i := range x.bonusLeft {
		x.bonusLeft[i] = bonusTilesPerKind
	}
	return nil
}

// checkMarshlandsConfig checks the options of the Marshlands expansion.
func checkMarshlandsConfig(c Config, cards [numCardsInGame]Card) error {
	if c.SwampCards && !c.Marshlands {
		return fmt.Errorf("kingdombuilder: SwampCards mixes in the swamp terrain cards of the Marshlands expansion: set Config.Marshlands too: %w", kingdoms.ErrBadConfig)
	}
	return nil
}

// MarshlandsCards returns the 6 Kingdom Builder cards of the Marshlands
// expansion.
func MarshlandsCards() [6]Card {
	return [6]Card{Geologists, Vassals, Captains, Messengers, Scouts, Noblewomen}
}

// fillDeckMarshlands adds the swamp cards to the new terrain deck and, with
// the Scouts, removes a terrain (rulebook 003, "Eclaireurs": reveal the top
// card of the shuffled deck and remove every card of its terrain, the
// swamp card of that terrain included; a swamp card revealed removes
// itself and the cards of its other terrain; the deck is then shuffled
// again, by New).
func (s *State) fillDeckMarshlands() {
	if !s.g.rules.has(marshlandsExp) {
		return
	}
	x := &s.x.marshlands
	if x.swampCards {
		for _, t := range cardTerrains {
			s.deck[s.deckLen] = swampCardBase | t
			s.deckLen++
		}
	}
	if !s.hasCard(Scouts) {
		return
	}
	s.shuffleDeck()
	t := s.deck[s.deckLen-1]
	if isSwampCard(t) {
		t = swampOther(t)
	}
	x.scouted = t
	n := 0
	for _, c := range s.deck[:s.deckLen] {
		switch {
		case c == t:
			s.removed[t]++
		case isSwampCard(c) && swampOther(c) == t:
			x.removed |= 1 << t
		default:
			s.deck[n] = c
			n++
		}
	}
	for i := n; i < int(s.deckLen); i++ {
		s.deck[i] = NoTerrain
	}
	s.deckLen = uint8(n)
}

// refillSwampCards puts the swamp cards of the discard pile back into the
// (empty) draw pile, before it is shuffled (see State.draw).
func (s *State) refillSwampCards() {
	x := &s.x.marshlands
	for m := x.discard; m != 0; m &= m - 1 {
		s.deck[s.deckLen] = swampCardBase | Terrain(bits.TrailingZeros8(m))
		s.deckLen++
	}
	x.discard = 0
}

// cardOf returns player p's terrain card: the hand, or for the player to
// move the swamp card whose half it has chosen.
func (s *State) cardOf(p int) Terrain {
	if s.g.rules.any() && p == int(s.toMove) && s.x.marshlands.playing != NoTerrain {
		return s.x.marshlands.playing
	}
	return s.hand[p]
}

// startTurnMarshlands begins the Marshlands part of a turn (see
// State.startTurn): the settlements the Temple set aside return to the
// player's supply and add to the mandatory action; the uses of the Canoe
// are counted anew.
func (s *State) startTurnMarshlands() {
	if !s.g.rules.has(marshlandsExp) {
		return
	}
	x := &s.x.marshlands
	p := s.toMove
	x.quota = mandatoryCount + x.aside[p]
	s.supply[p] += x.aside[p]
	x.aside[p] = 0
	x.playing = NoTerrain
	x.bonusUsed = 0
	x.canoeUsed = [maxPlayers]uint8{}
}

// playSwampCard starts a turn with the swamp card in the hand of the
// player to move. A half of the card is playable when a hex of its terrain
// is free (without swamp hexes on the board, the swamp half never is: the
// card is then its other terrain, as the rulebook's note on mixing the
// cards without the Marshlands sections says). With both halves playable
// the player chooses (a "marshlands play" move); with one, it is chosen at
// once; with none, the card is removed from the game and playSwampCard
// returns false (the caller draws again). When a Crossroads choice between
// two cards comes first, the half waits for it (see settleSwampHand).
func (s *State) playSwampCard() bool {
	p := s.toMove
	t := s.hand[p]
	swamp := s.anyFree(Swamp)
	other := s.anyFree(swampOther(t))
	switch {
	case swamp && other, (swamp || other) && s.crossroadsChoiceAhead():
		return true
	case swamp:
		s.chooseHalf(Swamp)
		return true
	case other:
		s.chooseHalf(swampOther(t))
		return true
	}
	s.x.marshlands.removed |= 1 << swampOther(t)
	return false
}

// chooseHalf plays the half h (Swamp or the other terrain) of the swamp
// card of the player to move: 2 settlements on swamp, or 3 on the other
// terrain (the Temple's additions on top).
func (s *State) chooseHalf(h Terrain) {
	x := &s.x.marshlands
	p := s.toMove
	x.playing = s.hand[p]
	s.hand[p] = h
	if h == Swamp {
		x.quota--
	}
}

// endTurnMarshlands ends the Marshlands part of player p's turn (see
// State.endTurn): a swamp card played is discarded (the hand is then left
// empty for the caller), bonus tiles taken become usable.
func (s *State) endTurnMarshlands(p int) {
	x := &s.x.marshlands
	if x.playing != NoTerrain {
		x.discard |= 1 << swampOther(x.playing)
		x.playing = NoTerrain
		s.hand[p] = NoTerrain
	} else if t := s.hand[p]; isSwampCard(t) {
		x.discard |= 1 << swampOther(t)
		s.hand[p] = NoTerrain
	}
	x.bonusFresh[p] = 0
	x.bonusUsed = 0
	x.canoeUsed = [maxPlayers]uint8{}
	x.quota = 0 // set again when the next turn starts
}

// marshlandsPending reports whether the next decision is one that only a
// Marshlands move can make: answering a Canoe interrupt, or choosing the
// half of a swamp card (s.x is not nil).
func (s *State) marshlandsPending() bool {
	return s.g.rules.has(marshlandsExp) && (s.x.marshlands.ask != 0 || isSwampCard(s.hand[s.toMove]) && !s.siloPhase() && !s.x.crossroads.choosing)
}

// siloPhase reports whether the Harvest silo phase is on: the turns are
// over, so no swamp card is played and no Canoe interrupts.
func (s *State) siloPhase() bool { return s.g.rules.has(harvestExp) && s.x.harvest.silo }

// marshlandsPendingReason says what marshlandsPending waits for.
func (s *State) marshlandsPendingReason() string {
	if s.x.marshlands.ask != 0 {
		return fmt.Sprintf("player %d must first answer the Canoe interrupt (\"marshlands canoe ROW,COL\" or \"marshlands decline\")", s.marshlandsToMove())
	}
	t := s.hand[s.toMove]
	return fmt.Sprintf("player %d must first choose a half of its swamp card: \"marshlands play swamp\" (2 settlements) or \"marshlands play %s\" (3)", s.toMove, swampOther(t))
}

// canoeAsking reports whether a Canoe interrupt waits for its answers: the
// next move answers it, whoever's turn it is.
func (s *State) canoeAsking() bool {
	return s.g.rules.has(marshlandsExp) && s.x.marshlands.ask != 0
}

// marshlandsToMove returns the player who answers a Canoe interrupt, or -1.
func (s *State) marshlandsToMove() int {
	ask := s.x.marshlands.ask
	if ask == 0 {
		return -1
	}
	// Turn order from the player after the first player (player 0 last).
	if rest := ask &^ 1; rest != 0 {
		return bits.TrailingZeros8(rest)
	}
	return 0
}

// tallyMarshlands adds the Marshlands expansion's part of player p's
// score: "Palaces", 5 for each palace where p is among the players with
// most settlements next to it.
func (s *State) tallyMarshlands(t *tally, p int) {
	t.add(palacesPart, 0, s.majorities(s.g.terrainSet[Palace], p))
}

// palacePoints is what a palace (or, with the Vassals, a castle, location
// or nomad space) is worth to each player tied for most settlements next
// to it.
const palacePoints = 5

// majorities returns player p's points for the hexes of set: 5 for each
// hex where p has at least one settlement next to it and no player has
// more (ties share: every tied player scores; rulebook 003, "Palais").
func (s *State) majorities(set hexgrid.Set, p int) int {
	total := 0
	for h := range set.All() {
		nb := grid.NeighborSet(h)
		mine := nb.Intersect(s.settled(p)).Count() // Crossroads pieces count as settlements
		if mine == 0 {
			continue
		}
		best := true
		for q := 0; q < s.g.players && best; q++ {
			best = nb.Intersect(s.settled(q)).Count() <= mine
		}
		if best {
			total += palacePoints
		}
	}
	return total
}

// appendSwampPool appends to pool[n:] the swamp cards that player p cannot
// locate in its view s (not in the discard pile, removed, played, in a
// hand or a Crossroads second card p sees, or the Fort's card), for
// Determinize; it returns the new length.
func (s *State) appendSwampPool(pool *[maxDeck]Terrain, n int) int {
	if !s.g.rules.any() || !s.x.marshlands.swampCards {
		return n
	}
	x := &s.x.marshlands
	known := x.discard | x.removed
	for q := 0; q < s.g.players; q++ {
		if t := s.cardOf(q); isSwampCard(t) {
			known |= 1 << swampOther(t)
		}
		if t := s.x.crossroads.extra[q]; isSwampCard(t) { // a second card (Crossroads)
			known |= 1 << swampOther(t)
		}
	}
	if t := s.x.crossroads.fort; isSwampCard(t) {
		known |= 1 << swampOther(t)
	}
	for _, t := range cardTerrains {
		if known&(1<<t) == 0 {
			pool[n] = swampCardBase | t
			n++
		}
	}
	return n
}

// SwampCard reports whether player p's terrain card is a swamp card
// (Marshlands), and its other terrain. State.Hand then returns Swamp until
// the player to move chooses a half, and the chosen terrain after.
func (s State) SwampCard(p int) (other Terrain, ok bool) {
	if s.g == nil || p < 0 || p >= s.g.players {
		return NoTerrain, false
	}
	if t := s.cardOf(p); isSwampCard(t) {
		return swampOther(t), true
	}
	return NoTerrain, false
}

// Scouted returns the terrain whose cards the Scouts removed at set-up
// (Marshlands), NoTerrain when the game does not play the Scouts.
func (s State) Scouted() Terrain {
	if s.g == nil || !s.g.rules.any() {
		return NoTerrain
	}
	return s.x.marshlands.scouted
}

// SetAside returns the number of player p's settlements that the Temple
// removed and that its next mandatory action places in addition
// (Marshlands).
func (s State) SetAside(p int) int {
	if s.g == nil || !s.g.rules.any() || p < 0 || p >= s.g.players {
		return 0
	}
	return int(s.x.marshlands.aside[p])
}

// Quota returns the number of settlements the mandatory action of this turn
// places: 3, or 2 on swamp with a swamp card, plus the settlements the
// Temple set aside (Marshlands).
func (s State) Quota() int {
	if s.g == nil {
		return 0
	}
	return int(s.quota())
}

// BonusTiles returns the locations whose bonus tile player p holds
// (Marshlands: Temple, Refuge, Canoe, Fountain).
func (s State) BonusTiles(p int) []Location {
	if s.g == nil || !s.g.rules.any() || p < 0 || p >= s.g.players {
		return nil
	}
	var out []Location
	for i, l := range bonusKinds {
		if s.x.marshlands.bonus[p]&(1<<i) != 0 {
			out = append(out, l)
		}
	}
	return out
}

// SampleMarshlandsQuadrants returns a board of the package's 4 sample
// sections for the Marshlands expansion, "sample-marshlands-temple",
// "-refuge", "-canoe" and "-fountain", none turned: each has swamps, a
// palace and two hexes of its location. They are inventions of this
// project, NOT the printed Marshlands sections (which are not available to
// it), made to play and test the expansion's rules.
func SampleMarshlandsQuadrants() [4]Quadrant {
	var out [4]Quadrant
	for i, name := range [...]string{"sample-marshlands-temple", "sample-marshlands-refuge", "sample-marshlands-canoe", "sample-marshlands-fountain"} {
		c, ok := SampleSection(name)
		if !ok {
			panic("kingdombuilder: missing sample section " + name)
		}
		out[i] = Quadrant{Custom: c}
	}
	return out
}

// marshlandsExpansion is the Marshlands expansion's row of the table
// expansions.
var marshlandsExpansion = expansion{
	kind:        MarshlandsAction,
	name:        "Marshlands",
	checkConfig: checkMarshlandsConfig,
	setup:       (*State).setupMarshlands,
	valid:       validMarshlands,
	text:        appendMarshlandsText,
	parse:       parseMarshlands,
	encode:      func(s *State, d *extDoc) { d.Marshlands = s.encodeMarshlands() },
	decode:      func(s *State, d *extDoc) error { return s.decodeMarshlands(d.Marshlands) },
}

// canoeDecider returns who makes the Marshlands decision the game waits
// for: the player answering a Canoe interrupt, else the player to move
// (the half of a swamp card).
func (s *State) canoeDecider() int {
	if q := s.marshlandsToMove(); q >= 0 {
		return q
	}
	return int(s.toMove)
}

// marshlandsDecision answers for the decision Marshlands may hold the game
// on (see State.decide): a Canoe interrupt (its answers, by the player
// asked) or the half of a swamp card (by the player to move).
func (s *State) marshlandsDecision(d *decision) bool {
	if !s.marshlandsPending() {
		return false
	}
	if d != nil {
		d.who = s.canoeDecider()
		switch d.want {
		case wantWhy:
			d.why = s.marshlandsPendingReason()
		case wantMoves:
			d.moves = s.appendMarshlandsLegal(d.moves)
		}
	}
	return true
}
