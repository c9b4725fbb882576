package kingdombuilder

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
)

// This file joins the expansions to the core of the engine. What the
// expansions add to a position (nomad tiles, ships and wagons, palaces'
// bonus tiles, colony tiles, points scored during play, ...) lives in the
// extState value inside State, zero in a base game: a move copies it with
// the rest of the State, and nothing is allocated.
//
// Everything the core asks of the expansions goes through this file:
//
//   - the table expansions, one row per expansion, for what is off the hot
//     paths: its cards and config checks, set-up, notation, score, text
//     and JSON;
//   - one function per core event (a move about to be played, a settlement
//     built, arriving on a hex or moved, a tile taken or lost, a turn
//     starting or ending, the game ending, a player's view, ...), which
//     calls the played expansions that follow the event, and the dispatch
//     of the expansions' moves (legal moves, check, apply) by kind: these
//     are switches of direct calls, since a call through a function value
//     would make every State escape to the heap; in a base game each is one
//     test of an empty set;
//   - the decision an expansion may hold the game on (pending.go reads it).
//
// The core names no expansion: it fires the events and asks the pending
// decision. Each expansion's file (nomads.go, crossroads.go, marshlands.go,
// harvest.go, queenies.go) holds its part of extState, its rules and its
// JSON.

// expansionID numbers the expansions in the order of their move kinds
// (NomadTile to QueenieAction), the order of the table expansions.
type expansionID uint8

const (
	nomadsExp expansionID = iota
	crossroadsExp
	marshlandsExp
	harvestExp
	queeniesExp
	numExpansions
)

// rules is the set of expansions a game plays, one bit per expansionID; it
// is part of the set-up. s.g.rules.has(e) is the one way the engine asks
// whether expansion e is played, and s.g.rules.any() whether any is.
type rules uint8

// has reports whether r plays expansion e.
func (r rules) has(e expansionID) bool { return r&(1<<e) != 0 }

// any reports whether r plays some expansion.
func (r rules) any() bool { return r != 0 }

// with returns r playing e too when on is true.
func (r rules) with(e expansionID, on bool) rules {
	if on {
		r |= 1 << e
	}
	return r
}

// rulesOf returns the expansions that c plays.
func rulesOf(c Config) rules {
	return rules(0).with(nomadsExp, c.Nomads).with(crossroadsExp, c.Crossroads).
		with(marshlandsExp, c.Marshlands).with(harvestExp, c.Harvest).with(queeniesExp, c.Queenies.any())
}

// box is the box a component comes from (a section, a terrain, a location,
// a card): the base game, or an expansion. It is one column of each
// component table (sectionTable, terrainTable, locationTable, cardTable),
// the one place that says which expansion a component needs.
type box uint8

// baseBox is the base game's box; expansion e's is boxOf(e).
const baseBox box = 0

// boxOf returns the box of expansion e.
func boxOf(e expansionID) box { return box(e) + 1 }

// The boxes of the expansions, for the component tables.
const (
	nomadsBox     = box(nomadsExp) + 1
	crossroadsBox = box(crossroadsExp) + 1
	marshlandsBox = box(marshlandsExp) + 1
	harvestBox    = box(harvestExp) + 1
	queeniesBox   = box(queeniesExp) + 1
)

// plays reports whether a game of the expansions r may use a component of
// box b: the base game's always, an expansion's when r plays it.
func (r rules) plays(b box) bool { return b == baseBox || r.has(expansionID(b-1)) }

// key returns the name of b in section files and documents: "base" or the
// expansion's key ("nomads", ...).
func (b box) key() string {
	if b == baseBox {
		return "base"
	}
	return expansionKeys[b-1]
}

// name returns the English name of b's expansion, also the name of its
// Config field ("Nomads", ...); "base game" for the base game.
func (b box) name() string {
	if b == baseBox {
		return "base game"
	}
	return expansions[b-1].name
}

// boxByKey returns the box whose key is k.
func boxByKey(k string) (box, bool) {
	if k == "base" {
		return baseBox, true
	}
	e, ok := expansionNamed(k)
	return boxOf(e), ok
}

// checkCardBoxes refuses a card of an expansion the config does not play
// (its points may be kept in that expansion's state: the cards scored
// during play).
func checkCardBoxes(r rules, cards [numCardsInGame]Card) error {
	for _, k := range cards {
		if k < numCards && !r.plays(cardTable[k].box) {
			b := cardTable[k].box
			return fmt.Errorf("kingdombuilder: card %s belongs to the %s expansion: set Config.%s: %w", k, b.name(), b.name(), kingdoms.ErrBadConfig)
		}
	}
	return nil
}

// cardsOfBoxes appends to pool the cards of the boxes r plays, in the order
// of the card constants (the base cards, then each expansion's).
func cardsOfBoxes(pool []Card, r rules) []Card {
	for k := Card(1); k < numCards; k++ {
		if cardTable[k].box != baseBox && r.plays(cardTable[k].box) {
			pool = append(pool, k)
		}
	}
	return pool
}

// expansionKeys names the expansions in JSON documents, by expansionID.
var expansionKeys = [numExpansions]string{"nomads", "crossroads", "marshlands", "harvest", "queenies"}

// keys returns the names of the expansions r plays.
func (r rules) keys() []string {
	var out []string
	for e := range numExpansions {
		if r.has(e) {
			out = append(out, expansionKeys[e])
		}
	}
	return out
}

// rulesByKeys reads the names written by keys.
func rulesByKeys(keys []string) (rules, error) {
	var r rules
	for _, k := range keys {
		e := expansionID(0)
		for e < numExpansions && expansionKeys[e] != k {
			e++
		}
		if e == numExpansions {
			return r, fmt.Errorf("unknown expansion %s", kingdoms.Excerpt(k))
		}
		if r.has(e) {
			return r, fmt.Errorf("expansion %s given twice", kingdoms.Excerpt(k))
		}
		r = r.with(e, true)
	}
	return r, nil
}

// expansion is what the core knows of an expansion outside its hot paths:
// its move kind and the functions of its set-up, notation, text and JSON.
// The moves, the events and the scores are dispatched by the switches of
// the functions below, so that every call is direct (a call through a
// function value would make the State escape to the heap).
type expansion struct {
	kind MoveKind // the kind of the expansion's moves
	// name is the expansion's English name, also the name of its Config
	// field; players is the most players it allows (0: the base game's).
	name    string
	players int
	// samples returns the project's sample sections that stand in for
	// the expansion's printed ones, not available as data, in the random
	// draw of a board (nil when the printed ones are encoded, or it has
	// none); see drawPool.
	samples func() [4]*CustomSection
	// checkConfig says what is wrong with c and its 3 cards for this
	// expansion (the cards' boxes are checked by checkCardBoxes).
	checkConfig func(c Config, cards [numCardsInGame]Card) error
	setup       func(s *State, c Config, r *rand.Rand) error
	// key returns k, the set-up key of a new game of config c, completed
	// with what the expansion adds to the board (drawn from r when c does
	// not say, and checked); keyDoc does it from a JSON document. nil when
	// the expansion adds nothing to the set-up. (The key is passed by
	// value: a pointer given to a function value escapes to the heap.)
	key    func(k setupKey, c Config, r *rand.Rand) (setupKey, error)
	keyDoc func(k setupKey, d *extDoc) (setupKey, error)
	valid  func(m Move) bool
	text   func(b []byte, m Move) []byte
	parse  func(f []string) (m Move, ok bool, why string)

	str    func(s *State, b *strings.Builder, p int)
	encode func(s *State, d *extDoc)
	decode func(s *State, d *extDoc) error
}

// noConfigCheck is the checkConfig of an expansion whose config is checked
// by its set-up.
func noConfigCheck(Config, [numCardsInGame]Card) error { return nil }

// expansions is the table of the expansions, indexed by expansionID.
var expansions [numExpansions]*expansion

func init() {
	expansions = [numExpansions]*expansion{&nomadsExpansion, &crossroadsExpansion, &marshlandsExpansion, &harvestExpansion, &queeniesExpansion}
}

// The core's events, and the expansions that follow each: the cases of
// the functions below, which call the played expansions' rules directly
// (no list of subscribers restates them: the function is the one place
// that says who hears an event, and TestEveryExpansionRuleHears proves
// each case runs). settledExt: player p now has a settlement, or a piece
// counting as one, at h (see State.settledAt: built, moved or placed, in
// any player's turn), after the location tiles were taken. before: a legal
// move m is about to be played. tookTile, lostTile: p took or lost the
// location tile of slot k. lastTile: p took the last tile of the location
// hex or nomad space at h. turnStarting: the turn of the player to move
// begins, before its card is revealed; turnStarted: after. turnEnding: the
// player to move p ends its turn, before its card is discarded; cardDrawn:
// after its next card is drawn; turnOver: what lasts only for p's turn ends
// (also after p's actions in the Harvest silo phase). gameEnding: the last
// turn is over; true holds the game open (the Harvest silo phase).
// afterExtMove: after a move of an expansion.

// beforeMove: a legal move m is about to be played.
func (s *State) beforeMove(m Move) {
	if s.g.rules.has(nomadsExp) {
		s.beforeMoveNomads(m)
	}
}

// settledExt: player p now has a settlement or a piece counting as one at
// h, arrived as how says (see State.settledAt). The nomad tiles next to h
// are taken (Nomads), the Nomads cards score a settlement built (Families
// is scored by beforeMove), and the Harvest cards played during the game
// (Vagabonds, Mayors) note it.
func (s *State) settledExt(p, h int, how arrival) {
	r := s.g.rules
	if r.has(nomadsExp) {
		s.takeNomadTiles(p, h)
		if how == builtHere {
			s.nomadBuilt(p, h)
		}
	}
	if r.has(harvestExp) {
		s.settledHarvest(p, h, how)
	}
}

// tookTile: p took the tile of slot k.
func (s *State) tookTile(p, k int) {
	r := s.g.rules
	if r.has(marshlandsExp) {
		s.tookBonus(p, k)
	}
	if r.has(harvestExp) && s.g.slotLoc[k] == Cathedral {
		s.gainColony(p)
	}
}

// lostTile: p lost the tile of slot k, a fresh one or not.
func (s *State) lostTile(p, k int, fresh bool) {
	if s.g.rules.has(marshlandsExp) {
		s.lostBonus(p, k, fresh)
	}
}

// lastTileTaken: p took the last tile of the location hex or nomad space at
// hex h (a nomad space holds one tile, so every nomad tile taken counts):
// the Marshlands Canoe interrupt hooks in here ("... au moment où un joueur
// prend la dernière plaquette", rulebook 003), once per location emptied.
func (s *State) lastTileTaken(p, h int) {
	if s.g.rules.has(marshlandsExp) {
		s.raiseCanoe()
	}
}

// turnStarting: the turn of the player to move begins.
func (s *State) turnStarting() {
	if s.g.rules.has(marshlandsExp) {
		s.startTurnMarshlands()
	}
}

// turnStarted: the turn of the player to move has begun, its card revealed.
func (s *State) turnStarted() {
	if s.g.rules.has(crossroadsExp) {
		s.startTurnCrossroads()
	}
}

// turnEnding: the player to move p ends its turn, its card not discarded yet.
func (s *State) turnEnding(p int) {
	if s.g.rules.has(marshlandsExp) {
		s.endTurnMarshlands(p)
	}
}

// cardDrawn: p, ending its turn, has drawn its next card.
func (s *State) cardDrawn(p int) {
	if s.g.rules.has(crossroadsExp) {
		s.endTurnCrossroads(p)
	}
}

// turnOverExt: what lasts only for p's turn ends in the expansions.
func (s *State) turnOverExt(p int) {
	f := s.g.rules
	if f.has(nomadsExp) {
		s.endTurnNomads()
	}
	if f.has(harvestExp) {
		s.endHarvestTurn(p)
	}
	if f.has(queeniesExp) {
		s.endTurnQueenies()
	}
}

// cardRanOut: no hex of the terrain of the card of the player to move is
// free any more before its mandatory action, which placed nothing (see
// State.redrawDeadCard): a swamp card being played goes back to being the
// card itself, so that its other half may be played, or the card removed.
func (s *State) cardRanOut() {
	if !s.g.rules.has(marshlandsExp) {
		return
	}
	if x := &s.x.marshlands; x.playing != NoTerrain {
		if s.hand[s.toMove] == Swamp {
			x.quota++
		}
		s.hand[s.toMove], x.playing = x.playing, NoTerrain
	}
}

// cardRedrawn: the player to move drew a playable card during its turn (see
// State.redrawDeadCard): the half of a swamp card drawn is chosen when only
// one is playable and no Crossroads choice comes first.
func (s *State) cardRedrawn() {
	if s.g.rules.has(marshlandsExp) && !s.x.crossroads.choosing {
		s.settleSwampHand()
	}
}

// appendDuringMandatory appends the expansions' moves legal between the
// settlements of the mandatory action (the Outpost of Nomads).
func (s *State) appendDuringMandatory(dst []Move) []Move {
	if s.g.rules.has(nomadsExp) {
		dst = s.appendNomadsLegal(dst)
	}
	return dst
}

// mandatoryWaived reports whether the next settlement of the mandatory
// action may ignore the adjacency rule: an armed Outpost (Nomads), or the
// first settlement with the Temple bonus tile (Marshlands).
func (s *State) mandatoryWaived() bool {
	return s.outpostArmed() || s.g.rules.has(marshlandsExp) && s.freeFirst()
}

// extendContext adds to the context of the tile rules what the expansions'
// rules read (the Fountain's, Marshlands).
func (s *State) extendContext(c *tileContext) {
	if s.g.rules.has(marshlandsExp) {
		s.marshlandsContext(c)
	}
}

// deckFilled: the terrain deck of a new game holds its base cards, not
// shuffled yet: the expansions add theirs (the swamp cards of Marshlands,
// and the Scouts' removal).
func (s *State) deckFilled() {
	if s.g.rules.has(marshlandsExp) {
		s.fillDeckMarshlands()
	}
}

// reshuffling: the discard pile has just formed the new draw pile, not
// shuffled yet: the expansions' discarded cards join it (swamp cards).
func (s *State) reshuffling() {
	if s.g.rules.has(marshlandsExp) {
		s.refillSwampCards()
	}
}

// playCard plays the expansion card (not a base terrain card) in the hand
// of the player to move at the start of its turn; false means it was
// removed from the game, having no playable terrain (a swamp card with no
// free hex of either half, Marshlands).
func (s *State) playCard() bool {
	if s.g.rules.has(marshlandsExp) && isSwampCard(s.hand[s.toMove]) {
		return s.playSwampCard()
	}
	return false
}

// gameEnding: the last turn is over; true holds the game open.
func (s *State) gameEnding() bool {
	return s.g.rules.has(harvestExp) && s.beginSiloPhase()
}

// pendingPriority is the order in which the expansions' decisions come
// when several wait (see pending.go): a Canoe interrupt or a swamp card's
// half, then a Crossroads choice, then a Nomads tile in use, then a Harvest
// sequence.
var pendingPriority = [...]expansionID{marshlandsExp, crossroadsExp, nomadsExp, harvestExp}

// want is what a caller asks of a pending decision (see decision).
type want uint8

const (
	wantWho   want = iota // who decides
	wantWhy               // and why, for the error of a move that does not make it
	wantMoves             // and the moves that make it, appended to moves
)

// decision is what an expansion answers about the decision it holds the
// game on: who decides, and, as want asks, why and with which moves (moves
// holds the slice to append to on the way in). One function per expansion
// answers whether it waits and fills this in, so that waiting, the player
// deciding, the reason and the moves cannot disagree.
type decision struct {
	want  want
	who   int
	why   string
	moves []Move
}

// decide reports whether expansion e holds the game on a decision and,
// when d is not nil, fills d in as d.want asks. The test asked on every
// move (d nil) costs a call and the expansion's test, nothing more.
func (s *State) decide(e expansionID, d *decision) bool {
	switch e {
	case marshlandsExp:
		return s.marshlandsDecision(d)
	case crossroadsExp:
		return s.crossroadsDecision(d)
	case nomadsExp:
		return s.nomadsDecision(d)
	case harvestExp:
		return s.harvestDecision(d)
	}
	return false
}

// fill fills d in for a decision of the player to move (every pending
// decision but a Canoe answer) with the functions giving why and the
// moves; d may be nil.
func (d *decision) fill(s *State, why func(*State) string, moves func(*State, []Move) []Move) {
	if d == nil {
		return
	}
	d.who = int(s.toMove)
	switch d.want {
	case wantWhy:
		d.why = why(s)
	case wantMoves:
		d.moves = moves(s, d.moves)
	}
}

// setupExt completes the set-up of a new game that plays some expansion:
// s.g is set, r is the set-up's generator. Every played expansion's set-up
// runs, in the order of the table, before the first error is returned.
func (s *State) setupExt(c Config, r *rand.Rand) error {
	var first error
	for _, x := range expansions {
		if err := x.setup(s, c, r); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// extState is what the expansions add to a position. Its parts are declared
// in the expansions' files. It must stay comparable (fixed-size arrays and
// scalars, no slices, maps or pointers): State.Equal compares it with ==,
// and a move copies it with the State, so every byte counts: small sets are
// hex lists (fewHexes), not 64-byte sets. Three fields depend only on the
// set-up (Crossroads' task cards, Marshlands' swamp cards in play and the
// terrain the Scouts removed: 6 bytes) but stay here: they are drawn from
// the game's generator after the board's set-up is built (the Scouts' terrain
// from the shuffled deck), so keeping them in the set-up would take a
// second set-up per game, built after those draws, to save 6 bytes.
type extState struct {
	nomads     nomadsState
	crossroads crossroadsState
	marshlands marshlandsState
	harvest    harvestState
	queenies   queeniesState
}

// extDoc is what the expansions add to the JSON form of a State.
type extDoc struct {
	Nomads     *nomadsDoc     `json:"nomads,omitempty"`
	Crossroads *crossroadsDoc `json:"crossroads,omitempty"`
	Marshlands *marshlandsDoc `json:"marshlands,omitempty"`
	Harvest    *harvestDoc    `json:"harvest,omitempty"`
	Queenies   *queeniesDoc   `json:"queenies,omitempty"`
}

// expansionOf returns the expansion whose moves are of kind k, and false
// for a kind of the core.
func expansionOf(k MoveKind) (expansionID, bool) {
	if k < NomadTile || k > QueenieAction {
		return 0, false
	}
	return expansionID(k - NomadTile), true
}

// validExt reports whether m, of an expansion's kind, is well formed.
func (m Move) validExt() bool {
	if e, ok := expansionOf(m.kind()); ok {
		return expansions[e].valid(m)
	}
	return false
}

// appendTextExt appends the notation of m, a well-formed move of an
// expansion's kind.
func (m Move) appendTextExt(b []byte) []byte {
	if e, ok := expansionOf(m.kind()); ok {
		return expansions[e].text(b, m)
	}
	return b
}

// parseExt reads the notation of an expansion's move whose fields (split on
// spaces) are f. It returns ok false when f[0] is no expansion's word, and
// a message saying what is wrong when the move is malformed.
func parseExt(f []string) (m Move, ok bool, why string) {
	for _, x := range expansions {
		if m, ok, why = x.parse(f); ok {
			return m, ok, why
		}
	}
	return Move{}, false, ""
}

// appendLegalExt appends the legal moves of the played expansions' kinds
// in an ordinary turn, after the moves of the core (which all sort before
// them).
func (s *State) appendLegalExt(dst []Move) []Move {
	f := s.g.rules
	if f.has(nomadsExp) {
		dst = s.appendNomadsLegal(dst)
	}
	if f.has(crossroadsExp) {
		dst = s.appendCrossroadsLegal(dst)
	}
	if f.has(marshlandsExp) {
		dst = s.appendMarshlandsLegal(dst)
	}
	if f.has(harvestExp) {
		dst = s.appendHarvestLegal(dst)
	}
	if f.has(queeniesExp) {
		dst = s.appendQueeniesLegal(dst)
	}
	return dst
}

// checkExt returns why m, a well-formed move of an expansion's kind, is not
// legal in s, or nil.
func (s *State) checkExt(m Move) error {
	if !s.g.rules.any() {
		return illegal(m, "this game plays no expansion")
	}
	switch m.kind() {
	case NomadTile:
		return s.checkNomads(m)
	case CrossroadsAction:
		return s.checkCrossroads(m)
	case MarshlandsAction:
		return s.checkMarshlands(m)
	case HarvestAction:
		return s.checkHarvest(m)
	case QueenieAction:
		return s.checkQueenies(m)
	}
	return illegal(m, "malformed move")
}

// applyExt plays m, a legal move of an expansion's kind, on s in place.
func (s *State) applyExt(m Move) {
	switch m.kind() {
	case NomadTile:
		s.applyNomads(m)
	case CrossroadsAction:
		s.applyCrossroads(m)
	case MarshlandsAction:
		s.applyMarshlands(m)
	case HarvestAction:
		s.applyHarvest(m)
	case QueenieAction:
		s.applyQueenies(m)
	}
	if s.g.rules.has(nomadsExp) {
		s.endStaleDonation()
	}
}

// tallyExt adds the played expansions' parts of player p's score to t, in
// the order of the table. Its calls are direct, like those of the events (a
// call through a function value would make the State escape to the heap,
// and the totals allocate).
func (s *State) tallyExt(t *tally, p int) {
	r := s.g.rules
	if r.has(nomadsExp) {
		s.tallyNomads(t, p)
	}
	if r.has(crossroadsExp) {
		s.tallyCrossroads(t, p)
	}
	if r.has(marshlandsExp) {
		s.tallyMarshlands(t, p)
	}
	if r.has(queeniesExp) {
		s.tallyQueenies(t, p)
	}
}

// appendStringExt appends the played expansions' parts of player p's line
// of State.String.
func (s *State) appendStringExt(b *strings.Builder, p int) {
	for _, x := range s.g.playedList() {
		if x.str != nil {
			x.str(s, b, p)
		}
	}
}

// encodeExt fills the expansions' parts of the JSON document.
func (s *State) encodeExt(d *extDoc) {
	if !s.g.rules.any() {
		return
	}
	for _, x := range expansions {
		x.encode(s, d)
	}
}

// decodeExt reads the expansions' parts of the JSON document into s, whose
// core is decoded already. Marshlands comes last: it reads the silo phase
// of Harvest.
func (s *State) decodeExt(d *extDoc) error {
	if !s.g.rules.any() {
		if *d != (extDoc{}) {
			return fmt.Errorf("expansion data in a game that plays no expansion")
		}
		return nil
	}
	for _, e := range [...]expansionID{nomadsExp, crossroadsExp, harvestExp, marshlandsExp, queeniesExp} {
		if err := expansions[e].decode(s, d); err != nil {
			return err
		}
	}
	return nil
}

// viewExt hides, in place, what player p may not see of the expansions'
// parts of s. Its calls are direct, like those of the events (a call
// through a function value would make the State of View escape to the
// heap): Crossroads is the one expansion that hides anything.
func (s *State) viewExt(p int) {
	if s.g.rules.has(crossroadsExp) {
		s.viewCrossroads(p)
	}
}

// playedList returns the rows of the expansions the game plays, in the
// order of the table.
func (g *setup) playedList() []*expansion {
	out := make([]*expansion, 0, numExpansions)
	for e := range numExpansions {
		if g.rules.has(e) {
			out = append(out, expansions[e])
		}
	}
	return out
}

// The expansions' parts of Determinize and String, in the order of the
// table.

// cardsAsideExt counts the terrain cards t that the expansions hold out of
// the hands and the draw pile (the second cards of Crossroads); t is
// hiddenCard to count those a view hides.
func (s *State) cardsAsideExt(t Terrain) int {
	if s.g.rules.has(crossroadsExp) {
		return s.crossroadsCards(t)
	}
	return 0
}

// cardsInGameExt reports whether the expansions hold a terrain card still
// in the game outside the hands and the piles (see State.cardsInGame).
func (s *State) cardsInGameExt() bool {
	r := s.g.rules
	if r.has(crossroadsExp) && s.crossroadsHoldsCards() {
		return true
	}
	if x := &s.x.marshlands; r.has(marshlandsExp) && (x.discard != 0 || x.playing != NoTerrain) {
		return true
	}
	return false
}

// dealAsideExt deals the first cards of pool to the hidden cards the
// expansions hold (see cardsAsideExt) and returns how many it dealt.
func (s *State) dealAsideExt(pool []Terrain) int {
	if s.g.rules.has(crossroadsExp) {
		return s.dealCrossroadsCards(pool)
	}
	return 0
}

// appendUnseenExt adds to the n cards of pool the expansions' cards a
// player cannot see (the swamp cards of Marshlands) and returns the count.
func (s *State) appendUnseenExt(pool *[maxDeck]Terrain, n int) int {
	if s.g.rules.has(marshlandsExp) {
		n = s.appendSwampPool(pool, n)
	}
	return n
}

// appendBoardStringExt appends the expansions' boards under the main one
// (the Island of Queenie 3).
func (s *State) appendBoardStringExt(b *strings.Builder) {
	if s.g.rules.has(queeniesExp) {
		s.writeIsland(b)
	}
}

// appendPiecesStringExt appends the expansions' lines about the board's
// pieces (the nomad tiles on the nomad spaces).
func (s *State) appendPiecesStringExt(b *strings.Builder) {
	if s.g.rules.has(nomadsExp) {
		s.appendNomadSpacesString(b)
	}
}

// appendTurnStringExt appends the expansions' parts of the turn line (the
// Harvest sequence under way).
func (s *State) appendTurnStringExt(b *strings.Builder) {
	if s.g.rules.has(harvestExp) {
		s.appendHarvestTurnString(b)
	}
}

// cellCharExt returns the character of an occupied hex i that holds no
// settlement, 0 for a stone wall: a Crossroads piece shows its player's
// number, a scout token (Harvest) '*'.
func (s *State) cellCharExt(i int) byte {
	if s.g.rules.has(crossroadsExp) {
		if _, p, ok := s.PieceAt(grid.Offset(i)); ok {
			return byte('0' + p)
		}
	}
	if s.g.rules.has(harvestExp) && s.scoutSet().Has(i) {
		return '*'
	}
	return 0
}

// The expansions' parts of the decoding of a State's JSON document.

// config returns the Config fields that say which expansions r plays (the
// Queenies are told by their own document).
func (r rules) config() Config {
	return Config{Nomads: r.has(nomadsExp), Crossroads: r.has(crossroadsExp), Marshlands: r.has(marshlandsExp), Harvest: r.has(harvestExp)}
}

// mountainsBuildable reports whether a settlement may stand on a mountain
// in a game of set-up g: the mountain Donation of Nomads builds there (a
// nomad tile lies on a nomad space: the board needs one), and so does the
// Fountain of a player holding its bonus tile (Marshlands: the board needs
// a Fountain). A wagon (Crossroads) or a scout token (Harvest) on a
// mountain is no settlement.
func (g *setup) mountainsBuildable() bool {
	return g.rules.has(nomadsExp) && !g.terrainSet[NomadSpace].IsEmpty() ||
		g.rules.has(marshlandsExp) && g.present[Fountain]
}

// waterBuildable reports whether a settlement may stand on water in a game
// of set-up g: the Harbor moves one there (a board with a Harbor, in any
// game), the water Donation of Nomads builds there (a board with a nomad
// space), and so do the Canoe and its bonus tile (Marshlands: a board with
// a Canoe). A ship (Crossroads) or a scout token (Harvest) on water is no
// settlement.
func (g *setup) waterBuildable() bool {
	return g.present[Harbor] ||
		g.rules.has(nomadsExp) && !g.terrainSet[NomadSpace].IsEmpty() ||
		g.rules.has(marshlandsExp) && g.present[Canoe]
}

// regainsSettlements reports whether a supply that ran out may be refilled
// in a game that plays r (the Sword of Nomads), so that the last round may
// go on with no empty supply.
func (r rules) regainsSettlements() bool { return r.has(nomadsExp) }

// besideBoard returns how many of player p's settlements the document's
// expansions keep beside the board, neither on it nor in the supply (the
// Mayors' markers of Harvest, the settlements the Temple set aside).
func (d *stateDoc) besideBoard(p int) int { return d.Harvest.markers(p) + d.Marshlands.asideOf(p) }

// countCardsAside adds to count the terrain cards the document's expansions
// hold out of the hands and the draw pile (the second cards of Crossroads)
// and returns how many of them are hidden.
func (d *stateDoc) countCardsAside(count *[numCardValues]int) int {
	return d.countCrossroadsCards(count)
}

// unknownExtCards checks the expansions' own cards of the document (the
// swamp cards of Marshlands) and returns how many of them a view does not
// show.
func (d *stateDoc) unknownExtCards(count *[numCardValues]int, view bool) (int, error) {
	return d.Marshlands.swampCardsUnknown(count, view)
}

// mostPlayers returns the most players a game of the expansions r allows,
// and the expansion that allows them (nil for the base game's 4).
func (r rules) mostPlayers() (int, *expansion) {
	most, by := basePlayers, (*expansion)(nil)
	for e, x := range expansions {
		if r.has(expansionID(e)) && x.players > most {
			most, by = x.players, x
		}
	}
	return most, by
}

// expansionNamed returns the expansion whose key (expansionKeys) is k.
func expansionNamed(k string) (expansionID, bool) {
	for e, name := range expansionKeys {
		if name == k {
			return expansionID(e), true
		}
	}
	return 0, false
}

// setupKeyExt returns k, the set-up key of a new game of config c,
// completed with the played expansions' parts of the board.
func setupKeyExt(k setupKey, c Config, r *rand.Rand) (setupKey, error) {
	var err error
	for e, x := range expansions {
		if k.rules.has(expansionID(e)) && x.key != nil {
			if k, err = x.key(k, c, r); err != nil {
				return k, err
			}
		}
	}
	return k, nil
}

// setupKeyDoc returns k, the set-up key of a decoded document, completed
// with the played expansions' parts of the board.
func setupKeyDoc(k setupKey, d *extDoc) (setupKey, error) {
	var err error
	for e, x := range expansions {
		if k.rules.has(expansionID(e)) && x.keyDoc != nil {
			if k, err = x.keyDoc(k, d); err != nil {
				return k, err
			}
		}
	}
	return k, nil
}

// tilesSettleExt clears the fresh marks of the expansions' tiles (see
// State.tilesSettle).
func (s *State) tilesSettleExt() {
	if s.g.rules.has(nomadsExp) {
		s.x.nomads.fresh = [maxPlayers][numNomadKinds]uint8{}
	}
	if s.g.rules.has(marshlandsExp) {
		s.x.marshlands.bonusFresh = [maxPlayers]uint8{}
	}
}
