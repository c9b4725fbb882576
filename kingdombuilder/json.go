package kingdombuilder

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/boardrules/kingdoms"
)

// Schema is the first field of a State's JSON document, "schema", naming
// the game and the version of the document's format (see State.MarshalJSON).
const Schema = "kingdombuilder/1"

// schemaGame and schemaVersion are the two parts of Schema.
const (
	schemaGame    = "kingdombuilder"
	schemaVersion = 1
)

// stateDoc is the JSON form of a State, described on State.MarshalJSON.
type stateDoc struct {
	Schema      string         `json:"schema"`
	Players     int            `json:"players"`
	Quadrants   []string       `json:"quadrants"`
	Sections    []string       `json:"sections,omitempty"`
	Cards       []string       `json:"cards"`
	Settlements [][]string     `json:"settlements"`
	Supply      []int          `json:"supply"`
	Hands       []string       `json:"hands"`
	Deck        []string       `json:"deck,omitempty"`
	DeckSize    int            `json:"deckSize"`
	Discard     map[string]int `json:"discard"`
	Removed     map[string]int `json:"removed"`
	RNG         string         `json:"rng,omitempty"`
	Tiles       []tileDoc      `json:"tiles"`
	Held        [][]string     `json:"held"`
	Lost        [][]string     `json:"lost,omitempty"`
	Used        map[string]int `json:"used"`
	Walls       []string       `json:"walls,omitempty"`
	WallOpen    bool           `json:"wallOpen,omitempty"`
	ToMove      int            `json:"toMove"`
	Placed      int            `json:"placed"`
	LastRound   bool           `json:"lastRound"`
	Over        bool           `json:"over"`
	Turn        int            `json:"turn"`
	View        int            `json:"view"`
	Expansions  []string       `json:"expansions,omitempty"`
	extDoc
}

type tileDoc struct {
	At       string `json:"at"`
	Location string `json:"location"`
	Left     int    `json:"left"`
}

func hexText(i int) string { return string(appendHex(nil, i)) }

func handText(t Terrain) string {
	switch t {
	case hiddenCard:
		return "hidden"
	case NoTerrain:
		return "none"
	}
	return t.String()
}

// MarshalJSON encodes s as a JSON object (the zero State is an error),
// opening with "schema": "kingdombuilder/1" (Schema).
// Hexes are written "row,col", terrains and locations by their lower-case
// names. The fields are:
//
//	schema      Schema, "kingdombuilder/1": always the first field
//	players     number of players
//	quadrants   4 section names, "*" appended when turned: top left, top right, bottom left, bottom right
//	sections    the custom sections of the board in full, in the text format of ParseSections (omitted when none)
//	cards       the 3 Kingdom Builder cards
//	settlements for each player, the hexes of its settlements (increasing index)
//	supply      for each player, settlements not placed
//	hands       for each player, "grass"..."forest", "none" (no card left) or "hidden" (in a view)
//	deck        the draw pile from bottom to top; in a view, omitted (only deckSize is known)
//	deckSize    number of cards in the draw pile
//	discard     cards in the discard pile, by terrain
//	removed     cards removed from the game, by terrain
//	rng         state of the reshuffle generator (32 hex digits); omitted in a view
//	tiles       tiles left on each location hex, in increasing hex order
//	held        for each player, the location hexes whose tile it holds; "+" marks a fresh tile (taken since its holder's last turn began: usable from its next turn)
//	used        tiles of each kind used this turn by the player to move
//	walls       the Quarry's stone walls (Nomads), omitted when there is none
//	wallOpen    true right after the first wall of a Quarry use (a second may follow)
//	toMove, placed, lastRound, over, turn  the turn (see the accessors)
//	view        -1 for a complete state, else the player whose view this is
//	expansions  the expansions played: "nomads", "crossroads", "marshlands", "harvest" (omitted for the base game)
//	nomads, crossroads, marshlands, harvest, queenies  what each expansion adds to the position (omitted when unused)
//
// The "nomads" object holds: spaces (each nomad space in increasing hex
// order with the tile lying on it, "none" once taken), held (for each
// player, the nomad tiles it holds, "+" marking one taken this turn),
// points (for each player, the points scored during play: treasure,
// families, shepherds, ambassadors), open, left, moved and hit (the
// Donation, Resettlement or Sword in use, its settlements or steps left,
// the new hexes of the settlements the Resettlement moved, the opponents
// the Sword hit), outpost (an Outpost armed) and mandatory (with Families,
// the first settlements of this turn's mandatory action).
//
// A game record is better kept as its Config and moves (kingdoms.Replay);
// the state document holds everything, including the draw pile and the
// generator, so that a decoded state plays on exactly as the original.
func (s State) MarshalJSON() ([]byte, error) {
	if s.g == nil {
		return nil, fmt.Errorf("kingdombuilder: cannot encode the zero State: %w", kingdoms.ErrBadState)
	}
	n := s.g.players
	d := stateDoc{
		Schema:    Schema,
		Players:   n,
		DeckSize:  int(s.deckLen),
		Discard:   map[string]int{},
		Removed:   map[string]int{},
		Used:      map[string]int{},
		ToMove:    int(s.toMove),
		Placed:    int(s.placed),
		LastRound: s.lastRound,
		WallOpen:  s.wallOpen,
		Over:      s.over,
		Turn:      int(s.turn),
		View:      int(s.view) - 1,
	}
	for _, q := range s.g.quads {
		d.Quadrants = append(d.Quadrants, q.String())
		if q.Custom != nil {
			d.Sections = append(d.Sections, q.Custom.String())
		}
	}
	for _, c := range s.g.cards {
		d.Cards = append(d.Cards, c.Key())
	}
	for p := 0; p < n; p++ {
		hs := []string{}
		for i := range s.own[p].All() {
			hs = append(hs, hexText(i))
		}
		d.Settlements = append(d.Settlements, hs)
		d.Supply = append(d.Supply, int(s.supply[p]))
		d.Hands = append(d.Hands, handText(s.cardOf(p)))
		held := []string{}
		for m := s.held[p]; m != 0; m &= m - 1 {
			k := bits.TrailingZeros16(m)
			h := hexText(int(s.g.slotHex[k]))
			if s.fresh[p]&(1<<k) != 0 {
				h += "+"
			}
			held = append(held, h)
		}
		d.Held = append(d.Held, held)
	}
	if s.lost != ([maxPlayers]uint16{}) {
		for p := 0; p < n; p++ {
			lost := []string{}
			for m := s.lost[p]; m != 0; m &= m - 1 {
				lost = append(lost, hexText(int(s.g.slotHex[bits.TrailingZeros16(m)])))
			}
			d.Lost = append(d.Lost, lost)
		}
	}
	for i := range s.walls().All() {
		d.Walls = append(d.Walls, hexText(i))
	}
	if s.view == 0 {
		d.Deck = []string{}
		for i := 0; i < int(s.deckLen); i++ {
			d.Deck = append(d.Deck, s.deck[i].String())
		}
		b, _ := s.rng.MarshalBinary()
		d.RNG = fmt.Sprintf("%x", b[len(b)-16:])
	}
	for _, t := range cardTerrains {
		if s.discard[t] > 0 {
			d.Discard[t.String()] = int(s.discard[t])
		}
		if s.removed[t] > 0 {
			d.Removed[t.String()] = int(s.removed[t])
		}
	}
	for l := Location(1); l < numLocations; l++ {
		if s.used[l] > 0 {
			d.Used[l.Key()] = int(s.used[l])
		}
	}
	for k := 0; k < s.g.nslots; k++ {
		d.Tiles = append(d.Tiles, tileDoc{At: hexText(int(s.g.slotHex[k])), Location: s.g.slotLoc[k].Key(), Left: int(s.tilesLeft[k])})
	}
	d.Expansions = s.g.rules.keys()
	s.encodeExt(&d.extDoc)
	return json.Marshal(d)
}

// UnmarshalJSON decodes a document written by MarshalJSON. The document
// must open with "schema": Schema; another game's document, or another
// version, is refused with that reason. It validates everything: an error
// wraps kingdoms.ErrBadState and says what is wrong, naming the field, and
// *s is then left unchanged. A decoded state satisfies every invariant of
// the game, those Game.Validate checks (one settlement per hex, on a
// terrain that some rule of the game builds on: water only with a Harbor
// on the board, the Nomads' Donation or the Marshlands' Canoe; supplies,
// card counts, tiles held next to their locations, ...) and those of the
// document's turn (a turn counter in step with the player to move and the
// settlements taken from the supplies, ...).
func (s *State) UnmarshalJSON(b []byte) error {
	var d stateDoc
	if !json.Valid(b) {
		return fmt.Errorf("kingdombuilder: not valid JSON: %w", kingdoms.ErrBadState)
	}
	if err := kingdoms.CheckSchema(b, schemaGame, schemaVersion); err != nil {
		return fmt.Errorf("kingdombuilder: %w", err)
	}
	if err := kingdoms.DecodeStrict(b, &d); err != nil {
		return fmt.Errorf("kingdombuilder: %s: %w", kingdoms.Cause("kingdombuilder", err), kingdoms.ErrBadState)
	}
	t, err := d.state()
	if err != nil {
		return fmt.Errorf("kingdombuilder: %s: %w", kingdoms.Cause("kingdombuilder", err), kingdoms.ErrBadState)
	}
	*s = t
	return nil
}

// state builds the State of the document part after part, as image/png
// reads its chunks: each part's function reads its fields into s, refusing
// wrong shapes and values with an error that names the field; the last
// checks the parts against each other and the invariants of the game.
func (d *stateDoc) state() (State, error) {
	var s State
	if d.Schema != Schema {
		return s, fmt.Errorf("schema: %s, want %q", kingdoms.Excerpt(d.Schema), Schema)
	}
	g, err := d.decodeSetup()
	if err != nil {
		return s, err
	}
	s.g = g
	for _, part := range []func(*State) error{
		d.decodeHeader,      // view, toMove, lastRound, over, turn
		d.decodeSettlements, // settlements, supply
		d.decodeCards,       // hands, discard, removed, deckSize, deck, rng
		d.decodeTiles,       // tiles, held, lost, used
		d.decodeWalls,       // walls, wallOpen
		d.decodeTurn,        // placed, the end of the game
		func(s *State) error { return s.decodeExt(&d.extDoc) },
		d.checkWhole,
	} {
		if err := part(&s); err != nil {
			return State{}, err
		}
	}
	return s, nil
}

// decodeSetup reads the set-up of the game: players, expansions, quadrants
// and sections, cards, and what the expansions add to the set-up.
func (d *stateDoc) decodeSetup() (*setup, error) {
	n := d.Players
	if n < 2 || n > maxPlayers {
		return nil, fmt.Errorf("players: %d, want 2 to %d", n, maxPlayers)
	}
	if len(d.Quadrants) != 4 {
		return nil, fmt.Errorf("quadrants: %d values, want 4", len(d.Quadrants))
	}
	rs, err := rulesByKeys(d.Expansions)
	if err != nil {
		return nil, fmt.Errorf("expansions: %v", err)
	}
	custom := map[string]*CustomSection{}
	for i, text := range d.Sections {
		list, err := ParseSections(text)
		if err != nil {
			return nil, fmt.Errorf("sections[%d]: %s", i, kingdoms.Cause("kingdombuilder", err))
		}
		for _, c := range list {
			if custom[c.Name()] != nil {
				return nil, fmt.Errorf("sections[%d]: custom section %s given twice", i, c.Name())
			}
			custom[c.Name()] = c
		}
	}
	var quads [4]Quadrant
	for i, q := range d.Quadrants {
		name, turned := strings.CutSuffix(q, "*")
		if c := custom[name]; c != nil {
			quads[i] = Quadrant{Custom: c, Turned: turned}
			delete(custom, name)
			continue
		}
		sec, ok := sectionByName(name)
		if !ok {
			return nil, fmt.Errorf("quadrants[%d]: unknown section %s", i, kingdoms.Excerpt(q))
		}
		quads[i] = Quadrant{Section: sec, Turned: turned}
	}
	if len(custom) > 0 {
		return nil, fmt.Errorf("sections: custom sections given but not used by the quadrants")
	}
	if err := checkBoard(quads, rs); err != nil {
		return nil, err
	}
	if err := checkCustomBoard(quads, rs); err != nil {
		return nil, err
	}
	if len(d.Cards) != numCardsInGame {
		return nil, fmt.Errorf("cards: %d values, want %d", len(d.Cards), numCardsInGame)
	}
	var cards [numCardsInGame]Card
	for i, c := range d.Cards {
		k, ok := cardByKey(c)
		if !ok {
			return nil, fmt.Errorf("cards[%d]: unknown card %s", i, kingdoms.Excerpt(c))
		}
		cards[i] = k
	}
	if err := checkCards(cards); err != nil {
		return nil, err
	}
	c := rs.config()
	c.Players = n
	if err := checkPlayers(c); err != nil {
		return nil, err
	}
	if err := checkCardBoxes(rs, cards); err != nil {
		return nil, err
	}
	for _, x := range expansions {
		if err := x.checkConfig(c, cards); err != nil {
			return nil, err
		}
	}
	key := setupKey{players: n, quads: quads, cards: cards, rules: rs}
	if key, err = setupKeyDoc(key, &d.extDoc); err != nil {
		return nil, err
	}
	return setupWith(key), nil
}

// decodeHeader reads the fields of the turn the other parts check against:
// view, toMove, lastRound, over and turn.
func (d *stateDoc) decodeHeader(s *State) error {
	n := s.g.players
	if d.View < -1 || d.View >= n {
		return fmt.Errorf("view: %d, want -1 or a player (0 to %d)", d.View, n-1)
	}
	s.view = uint8(d.View + 1)
	if d.ToMove < 0 || d.ToMove >= n {
		return fmt.Errorf("toMove: %d, want 0 to %d", d.ToMove, n-1)
	}
	s.toMove = uint8(d.ToMove)
	s.lastRound, s.over = d.LastRound, d.Over
	if d.Turn < 0 || d.Turn > 0xffff {
		return fmt.Errorf("turn: %d, want 0 to %d", d.Turn, 0xffff)
	}
	s.turn = uint16(d.Turn)
	return nil
}

// perPlayer checks that a field holding one value per player has n.
func perPlayer(field string, values, n int) error {
	if values != n {
		return fmt.Errorf("%s: %d values, want one per player (%d)", field, values, n)
	}
	return nil
}

// decodeSettlements reads the settlements and the supplies: one settlement
// per hex, on a terrain some rule of the game builds on, and 40 for each
// player on the board, in the supply and beside the board.
func (d *stateDoc) decodeSettlements(s *State) error {
	g := s.g
	n := g.players
	if err := perPlayer("settlements", len(d.Settlements), n); err != nil {
		return err
	}
	if err := perPlayer("supply", len(d.Supply), n); err != nil {
		return err
	}
	for p := 0; p < n; p++ {
		for _, h := range d.Settlements[p] {
			i, why := parseHex(h)
			if why != "" {
				return fmt.Errorf("settlements: player %d: %s", p, why)
			}
			if s.occupied.Has(int(i)) {
				return fmt.Errorf("settlements: two settlements at %s", h)
			}
			switch t := g.terrain[i]; {
			case t == Water && !g.waterBuildable():
				return fmt.Errorf("settlements: player %d: settlement on water at %s, where no rule of this game builds (a Harbor on the board, the water Donation of Nomads on a board with nomad spaces, the Canoe of Marshlands on a board with a Canoe)", p, h)
			case t == Mountain && !g.mountainsBuildable():
				return fmt.Errorf("settlements: player %d: settlement on mountain at %s, where no rule of this game builds (the mountain Donation of Nomads on a board with nomad spaces, the Fountain of Marshlands on a board with a Fountain)", p, h)
			case !t.Buildable() && t != Water && t != Mountain:
				return fmt.Errorf("settlements: player %d: settlement on %s at %s", p, t, h)
			}
			if g.queenies.caveSet.Has(int(i)) {
				return fmt.Errorf("settlements: player %d: settlement on the Cave at %s", p, h)
			}
			s.own[p].Insert(int(i))
			s.occupied.Insert(int(i))
		}
		if off := d.besideBoard(p); d.Supply[p] < 0 || d.Supply[p]+s.own[p].Count()+off != SettlementsPerPlayer {
			return fmt.Errorf("supply: player %d: supply %d, %d settlements on the board and %d beside it (Mayors' markers, settlements set aside by the Temple), want %d in all", p, d.Supply[p], s.own[p].Count(), off, SettlementsPerPlayer)
		}
		s.supply[p] = uint8(d.Supply[p])
	}
	return nil
}

// decodeCards reads the terrain cards: hands, discard pile, removed cards,
// the draw pile and the generator. In a complete state every card is
// somewhere once; in a view the hidden cards and the draw pile make up the
// cards not seen.
func (d *stateDoc) decodeCards(s *State) error {
	if err := perPlayer("hands", len(d.Hands), s.g.players); err != nil {
		return err
	}
	var count [numCardValues]int
	hidden := 0
	for p, h := range d.Hands {
		switch h {
		case "hidden":
			if d.View < 0 || p == d.View || (!d.Over && p == d.ToMove) {
				return fmt.Errorf("hands: player %d: card hidden where it is visible", p)
			}
			s.hand[p] = hiddenCard
			hidden++
		case "none":
			s.hand[p] = NoTerrain
		default:
			t, ok := deckCard(h, s.g.rules)
			if !ok {
				return fmt.Errorf("hands: player %d: unknown terrain card %s", p, kingdoms.Excerpt(h))
			}
			if d.View >= 0 && p != d.View && (d.Over || p != d.ToMove) {
				return fmt.Errorf("hands: player %d: card shown in a view where it is hidden", p)
			}
			s.hand[p] = t
			count[t]++
		}
	}
	readCounts := func(m map[string]int, into *[numTerrains]uint8, what string) error {
		for k, v := range m {
			t, ok := cardTerrain(k)
			if !ok || v <= 0 || v > cardsPerTerrain {
				return fmt.Errorf("%s: bad entry %s: %d", what, kingdoms.Excerpt(k), v)
			}
			into[t] = uint8(v)
			count[t] += v
		}
		return nil
	}
	if err := readCounts(d.Discard, &s.discard, "discard"); err != nil {
		return err
	}
	if err := readCounts(d.Removed, &s.removed, "removed"); err != nil {
		return err
	}
	if d.DeckSize < 0 || d.DeckSize > maxDeck {
		return fmt.Errorf("deckSize: %d, want 0 to %d", d.DeckSize, maxDeck)
	}
	s.deckLen = uint8(d.DeckSize)
	if d.View >= 0 {
		return d.viewCards(&count, hidden)
	}
	if len(d.Deck) != d.DeckSize {
		return fmt.Errorf("deck: %d cards, deckSize says %d", len(d.Deck), d.DeckSize)
	}
	for i, c := range d.Deck {
		t, ok := deckCard(c, s.g.rules)
		if !ok {
			return fmt.Errorf("deck[%d]: unknown terrain card %s", i, kingdoms.Excerpt(c))
		}
		s.deck[i] = t
		count[t]++
	}
	d.countCardsAside(&count)
	for _, t := range cardTerrains {
		if count[t] != cardsPerTerrain {
			return fmt.Errorf("deck: %d %s cards in hands, deck, discard pile and removed, want %d", count[t], t, cardsPerTerrain)
		}
	}
	if _, err := d.unknownExtCards(&count, false); err != nil {
		return err
	}
	raw, err := hexBytes(d.RNG, 16)
	if err != nil {
		return fmt.Errorf("rng: %v", err)
	}
	if err := s.rng.UnmarshalBinary(append([]byte("pcg:"), raw...)); err != nil {
		return fmt.Errorf("rng: %v", err)
	}
	return nil
}

// viewCards checks the cards of a view, counted in count: the cards not
// seen are the draw pile and the hidden cards.
func (d *stateDoc) viewCards(count *[numCardValues]int, hidden int) error {
	if d.Deck != nil || d.RNG != "" {
		return fmt.Errorf("deck, rng: a view shows neither the deck order nor the generator")
	}
	hidden += d.countCardsAside(count)
	unknown := 0
	for _, t := range cardTerrains {
		if count[t] > cardsPerTerrain {
			return fmt.Errorf("hands, discard, removed: %d %s cards known, there are %d", count[t], t, cardsPerTerrain)
		}
		unknown += cardsPerTerrain - count[t]
	}
	u, err := d.unknownExtCards(count, true)
	if err != nil {
		return err
	}
	unknown += u
	if unknown != d.DeckSize+hidden {
		return fmt.Errorf("deckSize: %d cards unaccounted for, want deckSize %d plus %d hidden cards", unknown, d.DeckSize, hidden)
	}
	return nil
}

// decodeTiles reads the location tiles: those left on each location hex,
// those each player holds (at most one per location hex), lost, and used
// this turn.
func (d *stateDoc) decodeTiles(s *State) error {
	g := s.g
	n := g.players
	if len(d.Tiles) != g.nslots {
		return fmt.Errorf("tiles: %d entries, the board has %d location hexes", len(d.Tiles), g.nslots)
	}
	if err := perPlayer("held", len(d.Held), n); err != nil {
		return err
	}
	var holders [maxSlots]int
	for k, td := range d.Tiles {
		if td.At != hexText(int(g.slotHex[k])) || td.Location != g.slotLoc[k].Key() {
			return fmt.Errorf("tiles[%d]: %s at %s, want %q at %q", k, kingdoms.Excerpt(td.Location), kingdoms.Excerpt(td.At), g.slotLoc[k].Key(), hexText(int(g.slotHex[k])))
		}
		if td.Left < 0 || td.Left > tilesPerLocation {
			return fmt.Errorf("tiles[%d]: %d tiles left at %s, want 0 to %d", k, td.Left, td.At, tilesPerLocation)
		}
		s.tilesLeft[k] = uint8(td.Left)
	}
	for p, list := range d.Held {
		for _, h := range list {
			h, isNew := strings.CutSuffix(h, "+")
			k, err := g.slotNamed(h, "held", p)
			if err != nil {
				return err
			}
			bit := uint16(1) << k
			if s.held[p]&bit != 0 {
				return fmt.Errorf("held: player %d holds two tiles of the location at %s", p, h)
			}
			// That a settlement (or Crossroads piece) stands next to the
			// location is checked once the expansions are decoded.
			s.held[p] |= bit
			holders[k]++
			if isNew {
				s.fresh[p] |= bit // none when the game is over: see decodeTurn
			}
		}
	}
	if d.Lost != nil {
		if err := perPlayer("lost", len(d.Lost), n); err != nil {
			return err
		}
	}
	for p, list := range d.Lost {
		for _, h := range list {
			k, err := g.slotNamed(h, "lost", p)
			if err != nil {
				return err
			}
			bit := uint16(1) << k
			if s.lost[p]&bit != 0 {
				return fmt.Errorf("lost: player %d lost the tile of the location at %s twice", p, h)
			}
			if s.held[p]&bit != 0 {
				return fmt.Errorf("lost: player %d holds a tile of the location at %s, which it took and lost (a player takes one tile of a location in the whole game)", p, h)
			}
			s.lost[p] |= bit
			holders[k]++ // a lost tile is out of the game: it counts against the location's 2
		}
	}
	for k := 0; k < g.nslots; k++ {
		if int(s.tilesLeft[k])+holders[k] > tilesPerLocation {
			return fmt.Errorf("tiles[%d]: %d tiles left at %s and %d held or lost, more than %d", k, s.tilesLeft[k], hexText(int(g.slotHex[k])), holders[k], tilesPerLocation)
		}
	}
	for k, v := range d.Used {
		l, ok := locationByKey(k)
		if !ok || l == NoLocation || v <= 0 || v > maxSlots {
			return fmt.Errorf("used: bad entry %s: %d", kingdoms.Excerpt(k), v)
		}
		s.used[l] = uint8(v)
		if d.Over || s.usable(l) < 0 {
			return fmt.Errorf("used: %d %s tiles used, more than held", v, l)
		}
	}
	return nil
}

// decodeWalls reads the stone walls of the Nomads' Quarry.
func (d *stateDoc) decodeWalls(s *State) error {
	g := s.g
	if len(d.Walls) > 0 && !g.present[Quarry] {
		return fmt.Errorf("walls: walls on a board without the Quarry")
	}
	if len(d.Walls) > MaxWalls {
		return fmt.Errorf("walls: %d walls, at most %d", len(d.Walls), MaxWalls)
	}
	for _, h := range d.Walls {
		i, why := parseHex(h)
		if why != "" {
			return fmt.Errorf("walls: %s", why)
		}
		if s.occupied.Has(int(i)) {
			return fmt.Errorf("walls: a wall and another piece at %s", h)
		}
		if !g.terrain[i].Buildable() {
			return fmt.Errorf("walls: wall on %s at %s", g.terrain[i], h)
		}
		s.occupied.Insert(int(i))
	}
	if d.WallOpen && (len(d.Walls) == 0 || s.used[Quarry] == 0 || d.Over) {
		return fmt.Errorf("wallOpen: without a Quarry used this turn")
	}
	s.wallOpen = d.WallOpen
	return nil
}

// decodeTurn reads the settlements placed in the mandatory action and
// checks the end of the game and the empty supplies against the turn.
func (d *stateDoc) decodeTurn(s *State) error {
	n := s.g.players
	if d.Placed < 0 || d.Placed > maxQuota || d.Placed > s.own[d.ToMove].Count() {
		return fmt.Errorf("placed: %d out of range", d.Placed)
	}
	s.placed = uint8(d.Placed)
	if d.Over {
		if !d.LastRound || d.ToMove != n-1 || d.Placed != 0 {
			return fmt.Errorf("over: a finished game ends after the last player's turn of the last round")
		}
		for p := 0; p < n; p++ {
			if s.fresh[p] != 0 {
				return fmt.Errorf("held: player %d holds a tile marked fresh (\"+\": usable from its next turn), but the game is over", p)
			}
		}
	}
	for p := 0; p < n; p++ {
		if s.supply[p] == 0 && !d.LastRound && p != d.ToMove {
			return fmt.Errorf("supply: player %d's supply is empty but the last round has not begun", p)
		}
	}
	if !d.Over && s.hand[s.toMove] == hiddenCard {
		return fmt.Errorf("hands: the card of the player to move is hidden")
	}
	return nil
}

// checkWhole checks the parts against each other once all are read (the
// expansions' included): the last round, the tiles held next to the
// holder's settlements, the turn counter, and the invariants of the game.
func (d *stateDoc) checkWhole(s *State) error {
	g := s.g
	n := g.players
	empty := false
	for p := 0; p < n; p++ {
		empty = empty || s.supply[p] == 0
	}
	// The last round begins with an empty supply, or once every terrain
	// card is out of the game (see State.endTurn); a supply may be refilled
	// since by a Sword (Nomads).
	if d.LastRound && !empty && !g.rules.regainsSettlements() && s.cardsInGame() {
		return fmt.Errorf("lastRound: the last round has begun, but no supply is empty and terrain cards are left")
	}
	for p := 0; p < n; p++ {
		for k := 0; k < g.nslots; k++ {
			if s.held[p]&(1<<k) != 0 && !g.slotNear(k).Intersects(s.settled(p)) {
				return fmt.Errorf("held: player %d holds a tile of the location at %s without a settlement next to it", p, hexText(int(g.slotHex[k])))
			}
		}
	}
	if err := s.checkTurn(); err != nil {
		return err
	}
	s.setNear()
	// What the parts did not check, the invariants of every state.
	return s.invariants()
}

// slotNamed returns the location hex (slot) written h in player p's list
// field of a document ("held", "lost").
func (g *setup) slotNamed(h, field string, p int) (int, error) {
	i, why := parseHex(h)
	if why != "" {
		return 0, fmt.Errorf("%s: player %d: %s", field, p, why)
	}
	k := g.slotOf(int(i))
	if k < 0 {
		return 0, fmt.Errorf("%s: player %d: a tile of %s, not a location hex", field, p, h)
	}
	return k, nil
}

// checkTurn checks the turn counter of a decoded state s against the rest
// of it. The counter starts at 0 with player 0 to move, and only endTurn
// changes it: it passes the turn to the next player and counts one, unless
// the last round is over (the game ends, or the Harvest silo phase begins,
// after the last player's turn, and the counter stays). Hence:
//
//   - turn t is player t mod n's: the player to move's, or in the silo
//     phase (which gives the turn to each player in order without counting)
//     the last player's;
//   - a player that has not begun its first turn (t < p) has taken nothing
//     from its supply and has no Crossroads piece on the board: a player
//     builds first in its own turn (the Canoe needs a tile, hence a
//     settlement, the silo phase comes after every player's turns);
//   - in a game of the base rules (with the Queenies at most, which only
//     move settlements), a turn takes at most 3 settlements from the supply
//     and one per tile held (one per location hex): 40 - supply is at most
//     (turns begun) * (3 + location hexes);
//   - in a game without Marshlands, each finished turn took at least one
//     settlement from the player's supply (the mandatory action: a card
//     with no free hex left is removed and another drawn, during the turn
//     too, see State.redrawDeadCard), save the player's turn of the last
//     round, when its supply may be empty, and save when no card was left
//     to draw: then the deck and the discard pile were empty and every
//     card but the hands, the second cards and the Fort's card removed,
//     which removed cards never leave. A settlement goes back to the
//     supply only by the Sword of Nomads (2 tiles, each hitting a player
//     once) or the Temple of Marshlands (any number of times), and the
//     Mayors' markers of Harvest come from the supply: so while fewer
//     cards are removed, the turns player p finished are at most
//     40 - supply + 2 (Sword) + 1 (last round). (A board whose terrains
//     fill up may give turns that build nothing, without end: that is
//     why the bound needs the cards.)
func (s *State) checkTurn() error {
	g := s.g
	n := g.players
	turn := int(s.turn)
	whose := int(s.toMove)
	if s.siloPhase() {
		whose = n - 1
	}
	if turn%n != whose {
		return fmt.Errorf("turn %d is player %d's, but player %d is to move", turn, turn%n, whose)
	}
	for p := turn + 1; p < n; p++ {
		if s.supply[p] != SettlementsPerPlayer || !s.settled(p).IsEmpty() {
			return fmt.Errorf("turn %d: player %d has not played yet, but has settlements or pieces out of its supply", turn, p)
		}
	}
	if g.rules&^(1<<queeniesExp) == 0 {
		most := mandatoryCount + g.nslots
		for p := 0; p < n && p <= turn; p++ {
			begun := (turn-p)/n + 1
			if took := SettlementsPerPlayer - int(s.supply[p]); took > begun*most {
				return fmt.Errorf("turn %d: player %d took %d settlements from its supply in %d turns, at most %d a turn", turn, p, took, begun, most)
			}
		}
	}
	removed := 0
	for _, t := range cardTerrains {
		removed += int(s.removed[t])
	}
	if g.rules.has(marshlandsExp) || removed+2*n+1 >= deckSize {
		return nil
	}
	finished := turn
	if s.over || s.siloPhase() {
		finished++
	}
	regained := 0
	if g.rules.has(nomadsExp) {
		regained = int(nomadTable[Sword].count)
	}
	slack := 0
	if s.lastRound {
		slack = 1
	}
	for p := 0; p < n && p < finished; p++ {
		done := (finished - p + n - 1) / n
		if took := SettlementsPerPlayer - int(s.supply[p]); done > took+regained+slack {
			return fmt.Errorf("turn %d: player %d finished %d turns but took %d settlements from its supply (a turn takes one while cards are left)", turn, p, done, took)
		}
	}
	return nil
}

// cardTerrain returns the terrain of a terrain card name.
func cardTerrain(name string) (Terrain, bool) {
	t, ok := terrainByName(name)
	if !ok {
		return NoTerrain, false
	}
	for _, c := range cardTerrains {
		if c == t {
			return t, true
		}
	}
	return NoTerrain, false
}

// hexBytes decodes exactly n bytes written as 2n lower-case hex digits.
func hexBytes(s string, n int) ([]byte, error) {
	if len(s) != 2*n {
		return nil, fmt.Errorf("want %d hex digits", 2*n)
	}
	out := make([]byte, n)
	for i := range out {
		v, err := strconv.ParseUint(s[2*i:2*i+2], 16, 8)
		if err != nil || strings.ToLower(s[2*i:2*i+2]) != s[2*i:2*i+2] {
			return nil, fmt.Errorf("bad hex digits %q", s[2*i:2*i+2])
		}
		out[i] = byte(v)
	}
	return out, nil
}

// slotOf returns the slot of location hex i, or -1.
func (g *setup) slotOf(i int) int {
	for k := 0; k < g.nslots; k++ {
		if int(g.slotHex[k]) == i {
			return k
		}
	}
	return -1
}

// MarshalJSON encodes m as a JSON string holding its notation.
func (m Move) MarshalJSON() ([]byte, error) {
	b, err := m.MarshalText()
	if err != nil {
		return nil, err
	}
	return json.Marshal(string(b))
}

// UnmarshalJSON decodes a JSON string holding a move's notation. An error
// wraps both kingdoms.ErrBadNotation and kingdoms.ErrBadState (the move is
// usually part of a document).
func (m *Move) UnmarshalJSON(b []byte) error {
	var t string
	if err := kingdoms.DecodeStrict(b, &t); err != nil {
		return fmt.Errorf("kingdombuilder: move: want a JSON string: %v: %w: %w", err, kingdoms.ErrBadNotation, kingdoms.ErrBadState)
	}
	mv, err := ParseMove(t)
	if err != nil {
		return fmt.Errorf("%w: %w", err, kingdoms.ErrBadState)
	}
	*m = mv
	return nil
}

// sameQuads reports whether two boards are the same, comparing custom
// sections by content.
func sameQuads(a, b [4]Quadrant) bool {
	for i := range a {
		if a[i].Section != b[i].Section || a[i].Turned != b[i].Turned || (a[i].Custom == nil) != (b[i].Custom == nil) {
			return false
		}
		if a[i].Custom != nil && a[i].Custom.d != b[i].Custom.d {
			return false
		}
	}
	return true
}

// Equal reports whether s and t are the same position (same set-up, pieces,
// cards, generator and turn). The harness and go-cmp use it.
func (s State) Equal(t State) bool {
	if (s.g == nil) != (t.g == nil) {
		return false
	}
	if s.g != nil && s.g != t.g && (s.g.players != t.g.players || !sameQuads(s.g.quads, t.g.quads) || s.g.cards != t.g.cards || s.g.rules != t.g.rules || !s.g.queenies.same(t.g.queenies.queeniesKey)) {
		return false
	}
	s.g, t.g = nil, nil
	return s == t
}
