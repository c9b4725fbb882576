package kingdombuilder

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// SettlementsPerPlayer is the size of each player's supply at set-up.
const SettlementsPerPlayer = 40

// mandatoryCount is the number of settlements of the mandatory action.
const mandatoryCount = 3

// hiddenCard marks a terrain card that the owner of a view may not see.
const hiddenCard Terrain = 0xff

// Config describes a game to set up. Its JSON form is json.Marshal's, which
// Game's StartJSON reads strictly.
//
// # JSON
//
// StartJSON reads a Config as JSON: an object whose members are the fields
// of Config, named in lower camel ("players", "swampCards"), every field
// optional but Players, unknown fields refused (in
// Queenies too), such as
//
//	{"players": 3, "seed": 7, "nomads": true,
//	 "queenies": {"caves": true, "island": "island sample-island\n..."},
//	 "quadrants": [{"section": "tavern", "turned": false}, {"section": "paddock"},
//	               {"section": "oasis"}, {"section": "farm", "turned": true}],
//	 "cards": ["fishermen", "knights", "merchants"],
//	 "tasks": ["homecountry", "none", "none", "none"]}
//
// Sections, cards, tasks and terrains are written by their lower-case keys
// (Section.MarshalText, Card.Key, Task.Key); a custom section is given in
// full as "custom" (its text, as ParseSections reads it) with "section"
// left "" or absent; the island, as its text (ParseIsland). This is the
// form json.Marshal gives a Config, so a Config round-trips. Member names
// are matched exactly (lower camel, as in every game of the module): an
// unknown name, or one in another case ("Players"), is refused, naming
// the field.
type Config struct {
	// Players is the number of players: 2 to 4, or 2 to 5 with Nomads.
	// Player 0 is the first player.
	Players int `json:"players"`
	// Nomads plays with the Nomads expansion: 5 players allowed, the 4
	// Nomads sections and the 3 Nomads cards in the random draws (and
	// allowed explicitly), nomad tiles on the nomad spaces. See Nomads in
	// the package's rules file, RULES.md.
	Nomads bool `json:"nomads,omitempty"`
	// Crossroads plays with the Crossroads expansion (see Crossroads in the
	// package's rules file, RULES.md): each player's ship, wagon, two warriors and
	// city hall, the 8 Crossroads locations (a second terrain card with the
	// Crossroads tile), and the task cards (Tasks). Custom Crossroads
	// sections (such as SampleCrossroadsSections) need it; a board drawn at
	// random draws from the 4 sample Crossroads sections too, the printed
	// Crossroads sections being not available.
	Crossroads bool `json:"crossroads,omitempty"`
	// Marshlands plays with the Marshlands expansion (see Marshlands in the
	// package's rules file, RULES.md): swamps and palaces on custom sections (such
	// as the samples, SampleMarshlandsQuadrants), the Temple, Refuge, Canoe
	// and Fountain with their bonus tiles, the 6 Marshlands cards in the
	// random draw of the cards (and allowed explicitly), and the 5 swamp
	// terrain cards when the board has a swamp hex (or SwampCards is set).
	// It adds no section to a board drawn at random: the printed Marshlands
	// sections are not available.
	Marshlands bool `json:"marshlands,omitempty"`
	// SwampCards mixes the 5 swamp terrain cards of Marshlands into the
	// terrain deck even when the board has no swamp: their swamp half is
	// then ignored (rulebook 003, the note on combining the expansions).
	// It needs Marshlands.
	SwampCards bool `json:"swampCards,omitempty"`
	// Harvest plays with the Harvest expansion: farmland and Cultivate,
	// silos and the silo phase, the 8 Harvest locations and the 6 Harvest
	// cards (see Harvest in the package's rules file, RULES.md). Cards left zero are
	// drawn from the 10 base and 6 Harvest cards; the Harvest cards need
	// Harvest.
	Harvest bool `json:"harvest,omitempty"`
	// Queenies chooses the Queenies 1 to 3 (the Capitol, the Caves, the
	// Island) and, optionally, where their tiles go; the zero value plays
	// none. See Queenies in the package's rules file, RULES.md.
	Queenies Queenies `json:"queenies,omitzero"`
	// Seed fixes every random choice: the set-up choices left open (the
	// board and cards below, the nomad tiles, the task cards, the Queenies'
	// tiles) and the terrain deck, including its reshuffles.
	Seed uint64 `json:"seed"`
	// Quadrants gives the board explicitly: the section and turn of the top
	// left, top right, bottom left and bottom right quadrants. Leave it zero
	// to draw 4 distinct sections, their positions and turns from Seed: from
	// the 8 base sections, and the 4 Nomads sections with Nomads, the 4
	// sample Crossroads sections with Crossroads, the 4 sample Harvest
	// sections with Harvest.
	Quadrants [4]Quadrant `json:"quadrants"`
	// Cards gives the 3 Kingdom Builder cards explicitly. Leave it zero to
	// draw 3 distinct cards from Seed: from the 10 base cards, and the 3
	// Nomads cards with Nomads, the 6 Marshlands cards with Marshlands, the
	// 6 Harvest cards with Harvest. The cards of an expansion need that
	// expansion.
	Cards [3]Card `json:"cards"`
	// Tasks gives the task cards of a Crossroads game explicitly: 1 to 4
	// distinct tasks first, NoTask after them, whatever the board. Leave it
	// zero to draw one task per Crossroads section of the board from Seed
	// (rulebook 003, "Changements lors de la mise en place"). Tasks need
	// Config.Crossroads.
	Tasks [MaxTasks]Task `json:"tasks,omitzero"`
}

// FirstGame returns the set-up the rulebook suggests for a first game
// (rulebook 000, "Mise en place suggérée pour une première partie"): the
// Tavern, Paddock, Oasis and Farm sections and the cards Fishermen, Knights
// and Merchants. The rulebook shows the four sections in a picture that is
// not available as text; this preset places them in that order (top left,
// top right, bottom left, bottom right), none turned.
func FirstGame(players int, seed uint64) Config {
	return Config{
		Players: players,
		Seed:    seed,
		Quadrants: [4]Quadrant{
			{Section: TavernSection}, {Section: PaddockSection},
			{Section: OasisSection}, {Section: FarmSection},
		},
		Cards: [numCardsInGame]Card{Fishermen, Knights, Merchants},
	}
}

// State is a position of a game: an immutable value of fixed-size arrays,
// cheap to copy, with no pointer to mutable data (it points to the shared,
// immutable board and, in a game with expansions, to their part of the
// position, copied on write). The zero State is not a game: its methods
// return zero values.
type State struct {
	g *setup

	own      [maxPlayers]hexgrid.Set // settlements of each player
	occupied hexgrid.Set             // union of own
	// near is derived: the settlements of the player to move and the hexes
	// next to them (grid.Dilate(own[toMove])), kept up to date by every
	// move because the legal moves of every position read it. It is never
	// decoded, only recomputed (see setNear).
	near   hexgrid.Set
	supply [maxPlayers]uint8

	hand    [maxPlayers]Terrain // terrain card of each player (hiddenCard in views, NoTerrain when none is left)
	deck    [maxDeck]Terrain    // draw pile; the top is deck[deckLen-1]
	deckLen uint8
	discard [numTerrains]uint8 // discard pile by terrain (public)
	removed [numTerrains]uint8 // cards removed from the game (public)
	// wallOpen: the last move placed the first wall of a Quarry use, so a
	// second may follow (kept here, where it costs no padding).
	wallOpen bool
	rng      rand.PCG // generator for reshuffles

	tilesLeft [maxSlots]uint8     // tiles left on each location hex
	held      [maxPlayers]uint16  // location hexes whose tile each player holds
	fresh     [maxPlayers]uint16  // of those, the tiles taken this turn (not usable yet)
	lost      [maxPlayers]uint16  // location hexes whose tile each player took and lost: never again (see takeTiles)
	used      [numLocations]uint8 // tiles of each kind used this turn by the player to move

	toMove    uint8
	placed    uint8 // settlements placed by the mandatory action this turn
	lastRound bool  // some supply ran out: the round is being finished
	over      bool
	view      uint8 // 0 for a complete state, 1+p for player p's view
	turn      uint16

	// x is what the expansions add to the position, nil in a base game;
	// shared between states until a move changes it (see ext.go).
	x extState
}

// New sets up a game. A bad config returns an error wrapping
// kingdoms.ErrBadConfig.
func New(c Config) (State, error) {
	if err := checkPlayers(c); err != nil {
		return State{}, err
	}
	pcg := rand.NewPCG(c.Seed, c.Seed^0x6b696e67646f6d73)
	r := rand.New(pcg)
	quads := c.Quadrants
	if quads == ([4]Quadrant{}) {
		pool, n := drawPool(c)
		var buf [len(pool)]int
		perm := permute(r, buf[:n])
		for q := range quads {
			quads[q] = pool[perm[q]]
			quads[q].Turned = r.IntN(2) == 1
		}
	} else if err := checkBoard(quads, rulesOf(c)); err != nil {
		return State{}, err
	} else if err := checkCustomBoard(quads, rulesOf(c)); err != nil {
		return State{}, err
	}
	cards := c.Cards
	if cards == ([numCardsInGame]Card{}) {
		var cbuf [numCards]Card
		pool := cardsDrawnFrom(cbuf[:0], c)
		var buf [numCards]int
		perm := permute(r, buf[:len(pool)])
		for i := range cards {
			cards[i] = pool[perm[i]]
		}
	} else if err := checkCards(cards); err != nil {
		return State{}, err
	}
	if err := checkCardBoxes(rulesOf(c), cards); err != nil {
		return State{}, err
	}
	for _, x := range expansions {
		if err := x.checkConfig(c, cards); err != nil {
			return State{}, err
		}
	}
	key := setupKey{players: c.Players, quads: quads, cards: cards, rules: rulesOf(c)}
	key, err := setupKeyExt(key, c, r)
	if err != nil {
		return State{}, err
	}
	s := State{g: setupWith(key), rng: *pcg}
	if s.g.rules.any() {
		if err := s.setupExt(c, r); err != nil {
			return State{}, err
		}
	}
	for k := 0; k < s.g.nslots; k++ {
		s.tilesLeft[k] = tilesPerLocation
	}
	for p := 0; p < c.Players; p++ {
		s.supply[p] = SettlementsPerPlayer
	}
	for _, t := range cardTerrains {
		for range cardsPerTerrain {
			s.deck[s.deckLen] = t
			s.deckLen++
		}
	}
	s.deckFilled()
	s.shuffleDeck()
	for p := 0; p < c.Players; p++ {
		s.hand[p] = s.draw()
	}
	if s.g.rules.any() {
		s.setNear() // (nobody has a settlement yet in a base game: near is empty)
	}
	s.startTurn()
	return s, nil
}

// setNear recomputes s.near from the settlements of the player to move.
func (s *State) setNear() { s.near = grid.Dilate(s.mine()) }

// cardsDrawnFrom appends to dst the cards a game of config c draws its 3
// cards from when they are not given: the 10 of the base game, then those of each
// expansion played (Nomads 3, Marshlands 6, Harvest 6), shuffled together
// (rulebooks 002 and 003).
func cardsDrawnFrom(dst []Card, c Config) []Card {
	b := BaseCards()
	return cardsOfBoxes(append(dst, b[:]...), rulesOf(c))
}

// permute fills p with the permutation of 0 to len(p)-1 that r.Perm(len(p))
// returns, drawing the same numbers from r, without allocating: the
// identity shuffled by Fisher-Yates from the last element down, as
// math/rand/v2's Shuffle does.
func permute(r *rand.Rand, p []int) []int {
	for i := range p {
		p[i] = i
	}
	for i := len(p) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// basePlayers is the most players of the base game.
const basePlayers = 4

// checkPlayers checks the number of players against the expansions played.
func checkPlayers(c Config) error {
	most, by := rulesOf(c).mostPlayers()
	switch {
	case c.Players >= 2 && c.Players <= most:
		return nil
	case by != nil:
		return fmt.Errorf("kingdombuilder: %d players: a game with %s is for 2 to %d: %w", c.Players, by.name, most, kingdoms.ErrBadConfig)
	}
	for _, x := range expansions {
		if c.Players > basePlayers && c.Players <= x.players {
			return fmt.Errorf("kingdombuilder: %d players need the %s expansion (set Config.%s); the base game is for 2 to %d: %w", c.Players, x.name, x.name, basePlayers, kingdoms.ErrBadConfig)
		}
	}
	return fmt.Errorf("kingdombuilder: %d players: the base game is for 2 to %d: %w", c.Players, basePlayers, kingdoms.ErrBadConfig)
}

// checkBoard checks a board given explicitly; a printed section of an
// expansion (the Nomads sections) needs that expansion played (r).
func checkBoard(quads [4]Quadrant, r rules) error {
	for i, q := range quads {
		if q.Custom != nil {
			if q.Section != NoSection {
				return fmt.Errorf("kingdombuilder: quadrant %d: give a printed Section or a Custom section, not both: %w", i, kingdoms.ErrBadConfig)
			}
			for j := range i {
				if quads[j].data().name == q.Custom.Name() {
					return fmt.Errorf("kingdombuilder: section %s used twice (quadrants %d and %d): %w", q.Custom.Name(), j, i, kingdoms.ErrBadConfig)
				}
			}
			continue
		}
		if q.Section == NoSection || q.Section >= numSections {
			return fmt.Errorf("kingdombuilder: quadrant %d: no section (give all 4 quadrants or none): %w", i, kingdoms.ErrBadConfig)
		}
		if b := sectionTable[q.Section].box; !r.plays(b) {
			name := b.name()
			return fmt.Errorf("kingdombuilder: quadrant %d: section %s belongs to the %s expansion: set Config.%s: %w", i, q.Section, name, name, kingdoms.ErrBadConfig)
		}
		for j := range i {
			if quads[j].data().name == q.Section.String() {
				return fmt.Errorf("kingdombuilder: section %s used twice (quadrants %d and %d): %w", q.Section, j, i, kingdoms.ErrBadConfig)
			}
		}
	}
	return nil
}

// checkCustomBoard checks what a board of custom sections needs: the
// expansions its sections, terrains and locations belong to are played, its
// locations are implemented, and it has at most maxSlots location hexes.
func checkCustomBoard(quads [4]Quadrant, r rules) error {
	slots := 0
	for i, q := range quads {
		d := q.data()
		for _, t := range d.terrain {
			if t == LocationSpace {
				slots++
			}
		}
		if q.Custom == nil {
			continue
		}
		if err := checkCustom(q.Custom, r); err != nil {
			return fmt.Errorf("kingdombuilder: quadrant %d: %v: %w", i, err, kingdoms.ErrBadConfig)
		}
	}
	if slots > maxSlots {
		return fmt.Errorf("kingdombuilder: the board has %d location hexes, at most %d are supported: %w", slots, maxSlots, kingdoms.ErrBadConfig)
	}
	return nil
}

func checkCards(cards [numCardsInGame]Card) error {
	for i, c := range cards {
		if c == NoCard || c >= numCards {
			return fmt.Errorf("kingdombuilder: card %d: no Kingdom Builder card (give all 3 or none): %w", i, kingdoms.ErrBadConfig)
		}
		for j := range i {
			if cards[j] == c {
				return fmt.Errorf("kingdombuilder: card %s given twice: %w", c, kingdoms.ErrBadConfig)
			}
		}
	}
	return nil
}

// randN returns a uniform random integer in [0, n) from r (Lemire's method).
func randN(r *rand.PCG, n uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

// shuffleDeck shuffles the draw pile with the state's generator.
func (s *State) shuffleDeck() {
	for i := int(s.deckLen) - 1; i > 0; i-- {
		j := randN(&s.rng, uint64(i+1))
		s.deck[i], s.deck[j] = s.deck[j], s.deck[i]
	}
}

// draw takes the top card of the draw pile. When the pile is empty, the
// discard pile is shuffled to form a new one first; when both are empty it
// returns NoTerrain.
func (s *State) draw() Terrain {
	if s.deckLen == 0 {
		for t := Terrain(1); t < numTerrains; t++ {
			for ; s.discard[t] > 0; s.discard[t]-- {
				s.deck[s.deckLen] = t
				s.deckLen++
			}
		}
		s.reshuffling()
		s.shuffleDeck()
		if s.deckLen == 0 {
			return NoTerrain
		}
	}
	s.deckLen--
	t := s.deck[s.deckLen]
	s.deck[s.deckLen] = NoTerrain
	return t
}

// startTurn begins the turn of s.toMove: the player reveals the terrain
// card; while no hex of that terrain is free, the card is removed from the
// game and another is drawn (rulebook 000, placement rule 2, exception).
func (s *State) startTurn() {
	s.fresh[s.toMove] = 0 // the tiles taken since the last turn began are usable (lifecycle.go)
	s.placed = 0
	s.used = [numLocations]uint8{}
	s.wallOpen = false
	s.turnStarting()
	s.drawPlayable()
}

// drawPlayable applies the Exception of placement rule 2 (rulebook 000 and
// 003: "le joueur pioche immédiatement une nouvelle carte Terrain. La carte
// Terrain inutilisée est retirée du jeu"): while no hex of the terrain of
// the card of the player to move is free, the card is removed from the game
// and another is drawn. startTurn and redrawDeadCard share it.
func (s *State) drawPlayable() {
	p := s.toMove
	for {
		switch t := s.hand[p]; {
		case t == hiddenCard:
			return
		case t >= numTerrains:
			// A card of an expansion (a Marshlands swamp card): kept when
			// playable, else removed by playCard.
			if s.playCard() {
				return
			}
			s.hand[p] = s.draw()
		case t == NoTerrain:
			// No card was left to draw at the end of the last turn; try
			// again now that others may have discarded.
			if s.hand[p] = s.draw(); s.hand[p] == NoTerrain {
				return
			}
		case s.anyFree(t):
			return
		default:
			s.removed[t]++
			s.hand[p] = s.draw()
		}
	}
}

// MaxWalls is the number of stone walls of the Nomads expansion, the most
// the Quarry can place in a game.
const MaxWalls = 25

// mandatoryDone reports whether the mandatory action of the player to move
// is over: 3 settlements placed, or the supply or the free hexes of the card's
// terrain ran out (it may then have placed fewer, even none).
func (s *State) mandatoryDone() bool {
	if s.placed >= s.quota() {
		return true
	}
	p := s.toMove
	return s.supply[p] == 0 || !s.anyFree(s.hand[p])
}
