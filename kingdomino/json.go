package kingdomino

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/boardrules/kingdoms"
)

// SchemaVersion is the version of the JSON document of a State. Decoding
// accepts this version only.
const SchemaVersion = 1

// stateJSON is the JSON document of a State (see State.MarshalJSON).
type stateJSON struct {
	Schema        int            `json:"schema"`
	Game          string         `json:"game"`
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
	Kingdoms      [][]Move       `json:"kingdoms"`
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
// included) as a versioned document; see SchemaVersion. The kingdoms are
// listed as the placements and discards of each player in the order they
// were made, in move notation:
//
//	{
//	  "schema": 1, "game": "kingdomino",
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
func (s State) MarshalJSON() ([]byte, error) {
	if s.players == 0 {
		return nil, fmt.Errorf("kingdomino: cannot marshal the zero State: %w", kingdoms.ErrBadState)
	}
	c := s.Config()
	doc := stateJSON{
		Schema: SchemaVersion, Game: "kingdomino",
		Players: c.Players, MiddleKingdom: c.MiddleKingdom, Harmony: c.Harmony, MightyDuel: c.MightyDuel, Dynasty: c.Dynasty,
		Match: int(s.game), Phase: s.phase.String(), Slot: int(s.slot),
		KingOrder: []int{}, Line: []slotJSON{}, NextLine: []slotJSON{}, Deck: []int{}, Removed: []int{},
		Kingdoms: [][]Move{}, EarlierGames: [][]resultJSON{},
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
		moves := []Move{}
		for _, e := range s.logOf(p) {
			moves = append(moves, e.move())
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

// UnmarshalJSON decodes a document written by MarshalJSON. It checks
// everything: the version, the config, that every domino is in exactly one
// place (deck, removed, lines, kingdoms), that the lines, kings and phase
// agree with each other and with the number of dominoes each player has
// handled, and that each kingdom is built by legal placements (a discard
// only where the domino fit nowhere). A bad document returns an error
// wrapping [kingdoms.ErrBadState] and leaves s unchanged.
func (s *State) UnmarshalJSON(data []byte) error {
	var doc stateJSON
	if !json.Valid(data) {
		return fmt.Errorf("kingdomino: %w: not valid JSON", kingdoms.ErrBadState)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("kingdomino: %w: %w", kingdoms.ErrBadState, err)
	}
	t, err := doc.state()
	if err != nil {
		return fmt.Errorf("kingdomino: %w: %w", kingdoms.ErrBadState, err)
	}
	*s = t
	return nil
}

// state builds and checks the state the document describes.
func (doc *stateJSON) state() (State, error) {
	var s State
	if doc.Schema != SchemaVersion {
		return s, fmt.Errorf("schema version %d, want %d", doc.Schema, SchemaVersion)
	}
	if doc.Game != "kingdomino" {
		return s, fmt.Errorf("game %q, want \"kingdomino\"", doc.Game)
	}
	if err := s.configure(Config{Players: doc.Players, MiddleKingdom: doc.MiddleKingdom, Harmony: doc.Harmony, MightyDuel: doc.MightyDuel, Dynasty: doc.Dynasty}); err != nil {
		return s, err
	}
	players, kings, kpp := int(s.players), int(s.kings), s.kingsPerPlayer()
	for p := range players {
		s.boards[p] = newBoard()
	}

	var seen uint64
	use := func(what string, n int) error {
		if n < 1 || n > NumDominoes {
			return fmt.Errorf("%s: %d is not a domino (1 to 48)", what, n)
		}
		if seen&(1<<n) != 0 {
			return fmt.Errorf("%s: domino %d appears twice in the document", what, n)
		}
		seen |= 1 << n
		return nil
	}

	// The match and the phase.
	if doc.Match < 0 || doc.Match >= s.Games() {
		return s, fmt.Errorf("match game %d: the match has %d game(s)", doc.Match, s.Games())
	}
	s.game = uint8(doc.Match)
	switch doc.Phase {
	case "choosing":
		s.phase = Choosing
	case "placing":
		s.phase = Placing
	case "picking":
		s.phase = Picking
	case "over":
		s.phase = Over
		if s.game != uint8(s.Games()-1) {
			return s, fmt.Errorf("the match is over after game %d of %d", doc.Match+1, s.Games())
		}
	default:
		return s, fmt.Errorf("phase %q is not choosing, placing, picking or over", doc.Phase)
	}
	if doc.Slot < 0 || doc.Slot >= kings || (s.phase == Over && doc.Slot != 0) {
		return s, fmt.Errorf("slot %d out of range in phase %s", doc.Slot, doc.Phase)
	}
	s.slot = uint8(doc.Slot)

	// The deck and the removed dominoes.
	if len(doc.Removed) != NumDominoes-int(s.deckN) {
		return s, fmt.Errorf("%d removed dominoes; with this config %d are removed", len(doc.Removed), NumDominoes-int(s.deckN))
	}
	if len(doc.Deck) > int(s.deckN)-kings || len(doc.Deck)%kings != 0 {
		return s, fmt.Errorf("a deck of %d dominoes: it must be a multiple of %d below %d", len(doc.Deck), kings, s.deckN)
	}
	s.drawn = s.deckN - uint8(len(doc.Deck))
	for i, d := range doc.Deck {
		if err := use("deck", d); err != nil {
			return s, err
		}
		s.deck[int(s.drawn)+i] = Domino(d)
	}
	for i, d := range doc.Removed {
		if err := use("removed", d); err != nil {
			return s, err
		}
		if i > 0 && d < doc.Removed[i-1] {
			return s, fmt.Errorf("removed dominoes must be in ascending order")
		}
		s.deck[int(s.deckN)+i] = Domino(d)
	}

	// The lines.
	// The dominoes of the line whose kings have acted are in the kingdoms;
	// they are checked with the kingdoms.
	acted := 0
	if s.phase == Placing || s.phase == Picking {
		acted = int(s.slot)
		if s.phase == Picking {
			acted++
		}
	}
	readLine := func(name string, src []slotJSON, dst *[4]lineSlot) error {
		if len(src) != 0 && len(src) != kings {
			return fmt.Errorf("%s has %d dominoes, want 0 or %d", name, len(src), kings)
		}
		for i, x := range src {
			if name == "nextLine" || i >= acted {
				if err := use(name, x.Domino); err != nil {
					return err
				}
			} else if x.Domino < 1 || x.Domino > NumDominoes {
				return fmt.Errorf("%s: %d is not a domino (1 to 48)", name, x.Domino)
			}
			if i > 0 && x.Domino < src[i-1].Domino {
				return fmt.Errorf("%s is not in ascending order", name)
			}
			if x.King < -1 || x.King >= players {
				return fmt.Errorf("%s: king %d is not a player (or -1 for none)", name, x.King)
			}
			dst[i] = lineSlot{Domino(x.Domino), int8(x.King)}
		}
		return nil
	}
	if err := readLine("line", doc.Line, &s.cur); err != nil {
		return s, err
	}
	if err := readLine("nextLine", doc.NextLine, &s.next); err != nil {
		return s, err
	}
	hasCur, hasNext := len(doc.Line) > 0, len(doc.NextLine) > 0
	// picks counts the kings of each player on the next line, and want
	// those that should be there.
	var picks, want [4]int
	nPicks := 0
	for _, x := range doc.NextLine {
		if x.King >= 0 {
			picks[x.King]++
			nPicks++
		}
	}
	if s.phase != Choosing && len(doc.KingOrder) != 0 {
		return s, fmt.Errorf("a king order outside the choosing phase")
	}
	// handled is how many dominoes each player should have placed or
	// discarded.
	var handled [4]int
	switch s.phase {
	case Choosing:
		if hasCur || !hasNext || int(s.drawn) != kings {
			return s, fmt.Errorf("while choosing there is only the first line, drawn from a full deck")
		}
		if len(doc.KingOrder) != kings {
			return s, fmt.Errorf("king order of %d kings, want %d", len(doc.KingOrder), kings)
		}
		var count [4]int
		for i, p := range doc.KingOrder {
			if p < 0 || p >= players {
				return s, fmt.Errorf("king order: %d is not a player", p)
			}
			count[p]++
			if count[p] > kpp {
				return s, fmt.Errorf("king order: player %d has %d kings", p, kpp)
			}
			s.order[i] = int8(p)
			if i < int(s.slot) {
				want[p]++
			}
		}
	case Placing, Picking:
		if !hasCur {
			return s, fmt.Errorf("phase %s without a line", s.phase)
		}
		if !hasNext && (len(doc.Deck) != 0 || s.phase == Picking) {
			return s, fmt.Errorf("no next line, yet the deck is not empty or a king is to pick")
		}
		var onLine [4]int
		for i, x := range doc.Line {
			if x.King < 0 {
				return s, fmt.Errorf("line: domino %d has no king", x.Domino)
			}
			onLine[x.King]++
			if i < int(s.slot) && hasNext {
				want[x.King]++
			}
			if i < int(s.slot) || (i == int(s.slot) && s.phase == Picking) {
				handled[x.King]++
			}
		}
		for p := range players {
			if onLine[p] != kpp {
				return s, fmt.Errorf("line: player %d has %d kings, want %d", p, onLine[p], kpp)
			}
		}
		lines := int(s.drawn)/kings - 1
		if hasNext {
			lines--
		}
		for p := range players {
			handled[p] += kpp * lines
		}
	case Over:
		if hasCur || hasNext {
			return s, fmt.Errorf("lines left at the end of the game")
		}
		for p := range players {
			handled[p] = kpp * s.Rounds()
		}
	}
	if picks != want || (s.phase != Choosing && hasNext && nPicks != int(s.slot)) {
		return s, fmt.Errorf("the kings on the next line do not match the kings that have acted")
	}

	// The kingdoms, replayed.
	if len(doc.Kingdoms) != players {
		return s, fmt.Errorf("%d kingdoms for %d players", len(doc.Kingdoms), players)
	}
	size := s.size()
	for p, moves := range doc.Kingdoms {
		if len(moves) != handled[p] {
			return s, fmt.Errorf("player %d has handled %d dominoes, want %d at this point of the game", p, len(moves), handled[p])
		}
		k := &s.boards[p]
		for i, m := range moves {
			if err := use(fmt.Sprintf("kingdom %d", p), int(m.domino)); err != nil {
				return s, err
			}
			switch m.Action() {
			case Place:
				a, err := k.check(m, size)
				if err != nil {
					return s, fmt.Errorf("kingdom %d, move %d (%v): %w", p, i, m, err)
				}
				s.record(int8(p), k.place(m.domino, a, m.Dir()))
			case Discard:
				if k.canPlace(m.domino, size) {
					return s, fmt.Errorf("kingdom %d, move %d (%v): the domino fits in the kingdom", p, i, m)
				}
				s.record(int8(p), k.discard(m.domino))
			default:
				return s, fmt.Errorf("kingdom %d, move %d (%v) is not a placement or discard", p, i, m)
			}
		}
	}
	for _, x := range doc.Line[:acted] {
		found := false
		for _, e := range s.logOf(x.King) {
			found = found || e.domino() == Domino(x.Domino)
		}
		if !found {
			return s, fmt.Errorf("line: domino %d, whose king has acted, is not in player %d's kingdom", x.Domino, x.King)
		}
	}
	if seen != (1<<(NumDominoes+1))-2 {
		return s, fmt.Errorf("some dominoes are nowhere in the document")
	}

	// Earlier games of a Dynasty match.
	if len(doc.EarlierGames) != int(s.game) {
		return s, fmt.Errorf("%d earlier games in game %d of the match", len(doc.EarlierGames), s.game+1)
	}
	for g, rs := range doc.EarlierGames {
		if len(rs) != players {
			return s, fmt.Errorf("earlier game %d: %d results for %d players", g+1, len(rs), players)
		}
		for p, r := range rs {
			// Loose bounds: a kingdom has at most 48 squares besides its
			// castle, and there are 39 crowns.
			if r.Total < 0 || r.Total > 48*39+MiddleKingdomBonus+HarmonyBonus || r.Largest < 0 || r.Largest > 48 || r.Crowns < 0 || r.Crowns > 39 {
				return s, fmt.Errorf("earlier game %d, player %d: impossible result %+v", g+1, p, r)
			}
			s.past[g][p] = result{int16(r.Total), uint8(r.Largest), uint8(r.Crowns)}
		}
	}

	gen, err := base64.StdEncoding.DecodeString(doc.Generator)
	if err != nil {
		return s, fmt.Errorf("generator: %w", err)
	}
	if err := s.rng.UnmarshalBinary(gen); err != nil {
		return s, fmt.Errorf("generator: %w", err)
	}
	return s, nil
}
