package kingdomino

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/boardrules/kingdoms"
)

// Schema is the value of the "schema" field that opens the JSON document of
// a State: the game and the version of the document. Decoding reads this
// version only.
const Schema = "kingdomino/1"

// stateJSON is the JSON document of a State (see State.MarshalJSON).
type stateJSON struct {
	Schema        string         `json:"schema"`
	View          *int           `json:"view,omitempty"`
	Players       int            `json:"players"`
	MiddleKingdom bool           `json:"middleKingdom"`
	Harmony       bool           `json:"harmony"`
	MightyDuel    bool           `json:"mightyDuel"`
	Dynasty       bool           `json:"dynasty"`
	Match         int            `json:"match"`
	Phase         string         `json:"phase"`
	Slot          int            `json:"slot"`
	KingOrder     []int          `json:"kingOrder"`
	Line          []slotJSON     `json:"line"`
	NextLine      []slotJSON     `json:"nextLine"`
	Deck          []int          `json:"deck"`
	Removed       []int          `json:"removed"`
	Kingdoms      [][]string     `json:"kingdoms"`
	EarlierGames  [][]resultJSON `json:"earlierGames"`
	Generator     string         `json:"generator"`
}

type slotJSON struct {
	Domino int `json:"domino"`
	King   int `json:"king"`
}

type resultJSON struct {
	Total   int `json:"total"`
	Largest int `json:"largest"`
	Crowns  int `json:"crowns"`
}

// MarshalJSON encodes the whole state (the hidden deck order and generator
// included) as a document that opens with its [Schema]. The kingdoms are
// listed as the placements and discards of each player in the order they
// were made, in move notation:
//
//	{
//	  "schema": "kingdomino/1",
//	  "view": 0,                      // only in a player's view: that player
//	  "players": 4, "middleKingdom": false, "harmony": true, "mightyDuel": false, "dynasty": false,
//	  "match": 0,                     // index of the game in a Dynasty match
//	  "phase": "placing", "slot": 1,  // see Phase and State.Slot
//	  "kingOrder": [],                // while choosing: the players in king order
//	  "line": [{"domino": 3, "king": 2}, ...],
//	  "nextLine": [{"domino": 17, "king": -1}, ...],
//	  "deck": [12, 40, ...],          // undrawn, in draw order
//	  "removed": [],                  // set aside at set-up, ascending
//	  "kingdoms": [["place 23 0,1 right", "discard 5", ...], ...],
//	  "earlierGames": [[{"total": 31, "largest": 6, "crowns": 9}, ...]],
//	  "generator": "..."              // base64 of the math/rand/v2 PCG state
//	}
//
// A view ([State.View]) is written with its "view" member; its deck and
// removed dominoes are sorted and its generator zero, as the view holds
// them.
//
// The zero State, which is no game, is not marshalled: it gives an error
// wrapping [kingdoms.ErrBadState].
func (s State) MarshalJSON() ([]byte, error) {
	if s.players == 0 {
		return nil, fmt.Errorf("kingdomino: cannot marshal the zero State: %w", kingdoms.ErrBadState)
	}
	c := s.Config()
	doc := stateJSON{
		Schema:  Schema,
		Players: c.Players, MiddleKingdom: c.MiddleKingdom, Harmony: c.Harmony, MightyDuel: c.MightyDuel, Dynasty: c.Dynasty,
		Match: int(s.game), Phase: s.phase.String(), Slot: int(s.slot),
		KingOrder: []int{}, Line: []slotJSON{}, NextLine: []slotJSON{}, Deck: []int{}, Removed: []int{},
		Kingdoms: [][]string{}, EarlierGames: [][]resultJSON{},
	}
	if s.view != 0 {
		p := int(s.view) - 1
		doc.View = &p
	}
	if s.phase == Choosing {
		doc.KingOrder = s.KingOrder()
	}
	for _, x := range s.Line() {
		doc.Line = append(doc.Line, slotJSON{int(x.Domino), x.King})
	}
	for _, x := range s.NextLine() {
		doc.NextLine = append(doc.NextLine, slotJSON{int(x.Domino), x.King})
	}
	for _, d := range s.deck[s.drawn:s.deckN] {
		doc.Deck = append(doc.Deck, int(d))
	}
	for _, d := range s.deck[s.deckN:] {
		doc.Removed = append(doc.Removed, int(d))
	}
	for p := range int(s.players) {
		moves := []string{}
		for _, e := range s.logOf(p) {
			moves = append(moves, e.move().String())
		}
		doc.Kingdoms = append(doc.Kingdoms, moves)
	}
	for g := range int(s.game) {
		rs := []resultJSON{}
		for p := range int(s.players) {
			r := s.past[g][p]
			rs = append(rs, resultJSON{int(r.total), int(r.largest), int(r.crowns)})
		}
		doc.EarlierGames = append(doc.EarlierGames, rs)
	}
	gen, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	doc.Generator = base64.StdEncoding.EncodeToString(gen)
	return json.Marshal(doc)
}

// move returns the move that made entry e.
func (e entry) move() Move {
	if e.cell == discarded {
		return DiscardMove(e.domino())
	}
	return PlaceMove(e.domino(), pointOf(int(e.cell)), e.dir())
}

// UnmarshalJSON decodes a document written by MarshalJSON, its members in
// any order. It reads the "schema" member first, wherever it stands: a
// document of another game, or of a version of this one that this package
// does not read, is refused with that reason.
// It then refuses any field it does not know, and any value of the wrong
// shape or out of its range, naming the field; and it checks the state the
// document describes with the package's one validation (the one
// Game.Validate runs): every domino in exactly one place (deck, removed,
// lines, kingdoms), lines, kings and phase that agree with each other and
// with the dominoes each player has handled, and kingdoms built by legal
// placements (a discard only where the domino fit nowhere). A bad document
// returns an error wrapping [kingdoms.ErrBadState] and leaves s unchanged.
func (s *State) UnmarshalJSON(data []byte) error {
	// The members by name, for the schema and the exact names (nil when
	// data is not a JSON object: CheckSchema and DecodeStrict say why).
	var members map[string]json.RawMessage
	_ = json.Unmarshal(data, &members)
	if err := checkSchema(data, members); err != nil {
		return err
	}
	t, err := decodeState(data, members)
	if err != nil {
		return fmt.Errorf("kingdomino: %v: %w", err, kingdoms.ErrBadState)
	}
	*s = t
	return nil
}

// checkSchema checks the "schema" member of a document, wherever it
// stands: JSON objects are unordered, and tools re-sort their members (jq
// -S, Python's sort_keys, Go maps). The root package's CheckSchema reads the
// member a document opens with, so it is given the member alone; a
// document that is not a JSON object (members is nil) goes to it whole, for
// its reason.
func checkSchema(data []byte, members map[string]json.RawMessage) error {
	if members != nil {
		v, ok := members["schema"]
		if !ok {
			return fmt.Errorf("kingdomino: no \"schema\" field: a document of this package has \"schema\": %q: %w", Schema, kingdoms.ErrBadState)
		}
		data = append(append([]byte(`{"schema":`), v...), '}')
	}
	if err := kingdoms.CheckSchema(data, "kingdomino", 1); err != nil {
		return fmt.Errorf("kingdomino: %w", err)
	}
	return nil
}

// decodeState decodes a document, part by part, and validates the state.
func decodeState(data []byte, members map[string]json.RawMessage) (State, error) {
	var doc stateJSON
	if err := kingdoms.DecodeStrict(data, &doc); err != nil {
		return State{}, err // a member spelled in another case included
	}
	if doc.Schema != Schema {
		// checkSchema read this member: this cannot be, but the state
		// must not depend on it.
		return State{}, fmt.Errorf("schema: %s, want %q", kingdoms.Excerpt(doc.Schema), Schema)
	}
	var s State
	for _, part := range []func(*State) error{
		doc.config, doc.viewer, doc.progress, doc.deckPart, doc.lines, doc.kingOrder, doc.kingdoms, doc.earlierGames, doc.generator,
	} {
		if err := part(&s); err != nil {
			return State{}, err
		}
	}
	if err := s.invariants(); err != nil {
		return State{}, err
	}
	return s, nil
}

// config reads the players and the variants.
func (doc *stateJSON) config(s *State) error {
	if doc.Players < 2 || doc.Players > 4 {
		return fmt.Errorf("players: %d, the game is for 2, 3 or 4", doc.Players)
	}
	if doc.MightyDuel && doc.Players != 2 {
		return fmt.Errorf("mightyDuel: the Mighty Duel is for 2 players, not %d", doc.Players)
	}
	// configure accepts what the tests above let through.
	_ = s.configure(Config{Players: doc.Players, MiddleKingdom: doc.MiddleKingdom, Harmony: doc.Harmony, MightyDuel: doc.MightyDuel, Dynasty: doc.Dynasty})
	return nil
}

// viewer reads the player of a view.
func (doc *stateJSON) viewer(s *State) error {
	if doc.View == nil {
		return nil
	}
	if p := *doc.View; p < 0 || p >= int(s.players) {
		return fmt.Errorf("view: %d is not a player (0 to %d)", p, s.players-1)
	}
	s.view = uint8(*doc.View + 1)
	return nil
}

// progress reads the game of the match, the phase and the acting king.
func (doc *stateJSON) progress(s *State) error {
	if doc.Match < 0 || doc.Match >= s.Games() {
		if s.Games() == 1 {
			return fmt.Errorf("match: %d, want 0 without Dynasty", doc.Match)
		}
		return fmt.Errorf("match: %d, want 0 to %d", doc.Match, s.Games()-1)
	}
	s.game = uint8(doc.Match)
	i := slices.Index(phaseNames[:], doc.Phase)
	if i < 0 {
		return fmt.Errorf("phase: %s is not choosing, placing, picking or over", kingdoms.Excerpt(doc.Phase))
	}
	s.phase = Phase(i)
	if doc.Slot < 0 || doc.Slot >= int(s.kings) {
		return fmt.Errorf("slot: %d, want 0 to %d", doc.Slot, s.kings-1)
	}
	s.slot = uint8(doc.Slot)
	return nil
}

// domino reads a domino number.
func domino(field string, n int) (Domino, error) {
	if n < 1 || n > NumDominoes {
		return 0, fmt.Errorf("%s: %d is not a domino (1 to 48)", field, n)
	}
	return Domino(n), nil
}

// deckPart reads the undrawn and the removed dominoes.
func (doc *stateJSON) deckPart(s *State) error {
	n := int(s.deckN)
	if len(doc.Deck) > n-int(s.kings) {
		return fmt.Errorf("deck: %d dominoes, more than the %d left after the first line", len(doc.Deck), n-int(s.kings))
	}
	if len(doc.Removed) != NumDominoes-n {
		return fmt.Errorf("removed: %d dominoes, want %d with this config", len(doc.Removed), NumDominoes-n)
	}
	s.drawn = uint8(n - len(doc.Deck))
	for i, x := range doc.Deck {
		d, err := domino(fmt.Sprintf("deck[%d]", i), x)
		if err != nil {
			return err
		}
		s.deck[int(s.drawn)+i] = d
	}
	for i, x := range doc.Removed {
		d, err := domino(fmt.Sprintf("removed[%d]", i), x)
		if err != nil {
			return err
		}
		s.deck[n+i] = d
	}
	return nil
}

// lines reads the current and the next line.
func (doc *stateJSON) lines(s *State) error {
	for _, l := range []struct {
		name string
		src  []slotJSON
		dst  *[4]lineSlot
	}{{"line", doc.Line, &s.cur}, {"nextLine", doc.NextLine, &s.next}} {
		if len(l.src) != 0 && len(l.src) != int(s.kings) {
			return fmt.Errorf("%s: %d dominoes, want 0 or %d", l.name, len(l.src), s.kings)
		}
		for i, x := range l.src {
			d, err := domino(fmt.Sprintf("%s[%d].domino", l.name, i), x.Domino)
			if err != nil {
				return err
			}
			if x.King < -1 || x.King >= int(s.players) {
				return fmt.Errorf("%s[%d].king: %d is not a player (0 to %d) or -1", l.name, i, x.King, s.players-1)
			}
			l.dst[i] = lineSlot{d, int8(x.King)}
		}
	}
	return nil
}

// kingOrder reads the order of the kings, which only the choosing phase
// has.
func (doc *stateJSON) kingOrder(s *State) error {
	if s.phase != Choosing {
		if len(doc.KingOrder) != 0 {
			return fmt.Errorf("kingOrder: %d kings in phase %v, want none", len(doc.KingOrder), s.phase)
		}
		return nil
	}
	if len(doc.KingOrder) != int(s.kings) {
		return fmt.Errorf("kingOrder: %d kings, want %d", len(doc.KingOrder), s.kings)
	}
	for i, p := range doc.KingOrder {
		if p < 0 || p >= int(s.players) {
			return fmt.Errorf("kingOrder[%d]: %d is not a player (0 to %d)", i, p, s.players-1)
		}
		s.order[i] = int8(p)
	}
	return nil
}

// kingdoms reads each player's placements and discards and builds the
// kingdoms from them.
func (doc *stateJSON) kingdoms(s *State) error {
	players := int(s.players)
	if len(doc.Kingdoms) != players {
		return fmt.Errorf("kingdoms: %d lists for %d players", len(doc.Kingdoms), players)
	}
	share := int(logShare[players])
	most := s.kingsPerPlayer() * s.Rounds()
	for p, moves := range doc.Kingdoms {
		if len(moves) > most {
			return fmt.Errorf("kingdoms[%d]: %d dominoes, more than the %d a player handles in a game", p, len(moves), most)
		}
		for i, text := range moves {
			field := fmt.Sprintf("kingdoms[%d][%d]", p, i)
			m, problem := parseMove(text)
			if problem != "" {
				return fmt.Errorf("%s: move %s: %s", field, kingdoms.Excerpt(text), problem)
			}
			e := entry{dd: uint8(m.domino), cell: discarded}
			switch m.Kind() {
			case Place:
				e = entry{dd: uint8(m.domino) | uint8(m.Dir())<<6, cell: uint8(cellOf(m.At()))}
			case Pick:
				return fmt.Errorf("%s: %s is not a placement or a discard", field, kingdoms.Excerpt(text))
			}
			s.log[p*share+i] = e
		}
		b, err := replay(s.log[p*share:p*share+len(moves)], s.size(), fmt.Sprintf("kingdoms[%d]", p))
		if err != nil {
			return err
		}
		s.boards[p] = b
	}
	return nil
}

// earlierGames reads the results of the finished games of a Dynasty match.
func (doc *stateJSON) earlierGames(s *State) error {
	if len(doc.EarlierGames) != int(s.game) {
		return fmt.Errorf("earlierGames: %d games, want %d in game %d of the match", len(doc.EarlierGames), s.game, s.game+1)
	}
	for g, rs := range doc.EarlierGames {
		if len(rs) != int(s.players) {
			return fmt.Errorf("earlierGames[%d]: %d results for %d players", g, len(rs), s.players)
		}
		for p, r := range rs {
			if msg := s.resultProblem(r.Total, r.Largest, r.Crowns); msg != "" {
				return fmt.Errorf("earlierGames[%d][%d].%s", g, p, msg)
			}
			s.past[g][p] = result{int16(r.Total), uint8(r.Largest), uint8(r.Crowns)}
		}
	}
	return nil
}

// generator reads the state of the generator of the later games of a
// Dynasty match.
func (doc *stateJSON) generator(s *State) error {
	gen, err := base64.StdEncoding.DecodeString(doc.Generator)
	if err != nil {
		return fmt.Errorf("generator: %v", err)
	}
	if err := s.rng.UnmarshalBinary(gen); err != nil {
		return fmt.Errorf("generator: %v", err)
	}
	return nil
}
