package kingdombuilder

import (
	"fmt"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// This file joins the expansions to the core of the engine. The base game
// keeps its whole position in the arrays of State; what the expansions add
// to a position (nomad tiles, ships and wagons, palaces' bonus tiles, colony
// tiles, points scored during play, ...) lives in an extState that the
// State points to. A base game has no extState (State.x is nil) and pays
// nothing for the expansions; a game with an expansion shares the extState
// between states until a move changes it (apply copies it first: see
// State.apply), so that every State stays an immutable value.
//
// Each expansion owns one file (nomads.go, crossroads.go, marshlands.go,
// harvest.go, queenies.go) holding its part of extState, its moves, its
// rules and its JSON. The functions below dispatch to them.

// rules tells which expansions a game plays; it is part of the set-up.
type rules struct {
	nomads, crossroads, marshlands, harvest, queenies bool
}

// any reports whether the game plays some expansion (and so has an
// extState).
func (r rules) any() bool { return r != rules{} }

// rulesOf returns the expansions that c plays.
func rulesOf(c Config) rules {
	return rules{nomads: c.Nomads, crossroads: c.Crossroads, marshlands: c.Marshlands, harvest: c.Harvest, queenies: c.Queenies.any()}
}

// expansionKeys names the expansions in JSON documents, in the order of the
// fields of rules.
var expansionKeys = [...]string{"nomads", "crossroads", "marshlands", "harvest", "queenies"}

// keys returns the names of the expansions r plays.
func (r rules) keys() []string {
	var out []string
	for i, on := range [...]bool{r.nomads, r.crossroads, r.marshlands, r.harvest, r.queenies} {
		if on {
			out = append(out, expansionKeys[i])
		}
	}
	return out
}

// rulesByKeys reads the names written by keys.
func rulesByKeys(keys []string) (rules, error) {
	var r rules
	flags := [...]*bool{&r.nomads, &r.crossroads, &r.marshlands, &r.harvest, &r.queenies}
	for _, k := range keys {
		i := 0
		for i < len(expansionKeys) && expansionKeys[i] != k {
			i++
		}
		if i == len(expansionKeys) {
			return r, fmt.Errorf("unknown expansion %q", k)
		}
		if *flags[i] {
			return r, fmt.Errorf("expansion %q given twice", k)
		}
		*flags[i] = true
	}
	return r, nil
}

// setupExt completes the set-up of a new game that plays some expansion:
// s.g is set, s.x is a fresh extState, r is the set-up's generator.
func (s *State) setupExt(c Config, r *rand.Rand) error {
	for _, err := range [...]error{
		s.setupNomads(c, r),
		s.setupCrossroads(c, r),
		s.setupMarshlands(c, r),
		s.setupHarvest(c, r),
		s.setupQueenies(c, r),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// extState is what the expansions add to a position. Its parts are declared
// in the expansions' files. It must stay comparable (fixed-size arrays and
// scalars, no slices, maps or pointers to mutable data): State.Equal
// compares it with ==, and apply copies it with one assignment.
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

// validExt reports whether m, of an expansion's kind, is well formed.
func (m Move) validExt() bool {
	switch m.kind() {
	case NomadTile:
		return validNomads(m)
	case CrossroadsAction:
		return validCrossroads(m)
	case MarshlandsAction:
		return validMarshlands(m)
	case HarvestAction:
		return validHarvest(m)
	case QueenieAction:
		return validQueenies(m)
	}
	return false
}

// appendTextExt appends the notation of m, a well-formed move of an
// expansion's kind.
func (m Move) appendTextExt(b []byte) []byte {
	switch m.kind() {
	case NomadTile:
		return appendNomadsText(b, m)
	case CrossroadsAction:
		return appendCrossroadsText(b, m)
	case MarshlandsAction:
		return appendMarshlandsText(b, m)
	case HarvestAction:
		return appendHarvestText(b, m)
	case QueenieAction:
		return appendQueeniesText(b, m)
	}
	return b
}

// parseExt reads the notation of an expansion's move whose fields (split on
// spaces) are f. It returns ok false when f[0] is no expansion's word, and
// a message saying what is wrong when the move is malformed.
func parseExt(f []string) (m Move, ok bool, why string) {
	for _, parse := range [...]func([]string) (Move, bool, string){
		parseNomads, parseCrossroads, parseMarshlands, parseHarvest, parseQueenies,
	} {
		if m, ok, why = parse(f); ok {
			return m, ok, why
		}
	}
	return Move{}, false, ""
}

// appendLegalExt appends the legal moves of the expansions' kinds, after the
// moves of the core (which all sort before them).
func (s *State) appendLegalExt(dst []Move) []Move {
	dst = s.appendNomadsLegal(dst)
	dst = s.appendCrossroadsLegal(dst)
	dst = s.appendMarshlandsLegal(dst)
	dst = s.appendHarvestLegal(dst)
	return s.appendQueeniesLegal(dst)
}

// checkExt returns why m, a well-formed move of an expansion's kind, is not
// legal in s, or nil.
func (s *State) checkExt(m Move) error {
	if s.x == nil {
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

// applyExt plays m, a legal move of an expansion's kind, on s in place
// (s.x is already s's own copy).
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
	s.endStaleDonation()
}

// appendScoreExt appends the expansions' parts of player p's score.
func (s *State) appendScoreExt(parts []kingdoms.ScorePart, p int) []kingdoms.ScorePart {
	if s.x == nil {
		return parts
	}
	parts = s.appendNomadsScore(parts, p)
	parts = s.appendCrossroadsScore(parts, p)
	parts = s.appendMarshlandsScore(parts, p)
	parts = s.appendHarvestScore(parts, p)
	return s.appendQueeniesScore(parts, p)
}

// encodeExt fills the expansions' parts of the JSON document.
func (s *State) encodeExt(d *extDoc) {
	if s.x == nil {
		return
	}
	d.Nomads = s.encodeNomads()
	d.Crossroads = s.encodeCrossroads()
	d.Marshlands = s.encodeMarshlands()
	d.Harvest = s.encodeHarvest()
	d.Queenies = s.encodeQueenies()
}

// decodeExt reads the expansions' parts of the JSON document into s, whose
// core is decoded already; s.x is a fresh extState when the game plays an
// expansion.
func (s *State) decodeExt(d *extDoc) error {
	if s.x == nil {
		if *d != (extDoc{}) {
			return fmt.Errorf("expansion data in a game that plays no expansion")
		}
		return nil
	}
	for _, err := range [...]error{
		s.decodeNomads(d.Nomads),
		s.decodeCrossroads(d.Crossroads),
		s.decodeHarvest(d.Harvest), // before Marshlands, which reads the silo phase
		s.decodeMarshlands(d.Marshlands),
		s.decodeQueenies(d.Queenies),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// viewExt hides, in place, what player p may not see of the expansions'
// parts of s (s.x is already s's own copy).
func (s *State) viewExt(p int) {
	s.viewNomads(p)
	s.viewCrossroads(p)
	s.viewMarshlands(p)
	s.viewHarvest(p)
	s.viewQueenies(p)
}

// endTurnExt lets the expansions forget, at the end of a turn (the move
// "end"), what lasts only for the turn; s.x is already s's own copy.
func (s *State) endTurnExt() {
	s.endTurnNomads()
	s.endTurnQueenies()
	s.endHarvestTurn(int(s.toMove))
}

// interrupted reports whether an expansion holds the turn of the player to
// move on a decision that must be made before anything else (Crossroads:
// which terrain card to use, where the Fort's settlement goes). s.x is not
// nil.
func (s *State) interrupted() bool { return s.marshlandsPending() || s.crossroadsPending() }

// appendInterruptLegal appends the legal moves of an interrupted turn, the
// only legal ones.
func (s *State) appendInterruptLegal(dst []Move) []Move {
	if s.marshlandsPending() {
		return s.appendMarshlandsLegal(dst)
	}
	return s.appendCrossroadsPending(dst)
}

// interruptReason says which decision an interrupted turn waits for.
func (s *State) interruptReason() string {
	if s.marshlandsPending() {
		return s.marshlandsPendingReason()
	}
	return s.crossroadsPendingReason()
}

// interruptKind is the kind of the moves that answer an interrupted turn.
func (s *State) interruptKind() MoveKind {
	if s.marshlandsPending() {
		return MarshlandsAction
	}
	return CrossroadsAction
}

// ownExt gives s its own copy of the extState, so that s may change it
// without changing any other State.
func (s *State) ownExt() {
	if s.x != nil {
		x := *s.x
		s.x = &x
	}
}

// lastTileTaken is called when player p has just taken the last tile of
// the location hex or nomad space at hex h (a nomad space holds one tile,
// so every nomad tile taken calls it). The Marshlands Canoe interrupt
// ("... au moment où un joueur prend la dernière plaquette", rulebook 003)
// hooks in here; the core calls it for location tiles (State.takeTiles).
func (s *State) lastTileTaken(p, h int) { s.raiseCanoe() }
