package arkadia

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// Schema is the schema version written in every state document.
const Schema = "arkadia/1"

type jsonLot struct {
	Square string `json:"square"`
	Turn   int    `json:"turn"`
}

type jsonBuilding struct {
	Card        string `json:"card"`
	Orientation int    `json:"orientation"`
	Square      string `json:"square"`
	Complete    bool   `json:"complete"`
}

type jsonPlayer struct {
	Hidden        bool     `json:"hidden,omitempty"`
	Hand          []string `json:"hand"`
	HandSize      int      `json:"handSize"`
	Seals         []int    `json:"seals"`
	Gold          int      `json:"gold"`
	Screen        int      `json:"screen"`
	ScreenNeutral int      `json:"screenNeutral"`
	Reserve       int      `json:"reserve"`
	Banners       int      `json:"banners"`
	Workers       []string `json:"workers"`
	FinalSale     []int    `json:"finalSale"`
}

type jsonState struct {
	Schema         string         `json:"schema"`
	Edition        *string        `json:"edition"`
	FirstGame      bool           `json:"firstGame"`
	Lot            jsonLot        `json:"lot"`
	Phase          string         `json:"phase"`
	Active         int            `json:"active"`
	Players        []jsonPlayer   `json:"players"`
	Buildings      []jsonBuilding `json:"buildings"`
	NeutralWorkers []string       `json:"neutralWorkers"`
	NeutralReserve int            `json:"neutralReserve"`
	Castle         [][]string     `json:"castle"`
	Pools          [][]int        `json:"pools"`
	Pending        int            `json:"pending"`
	FaceUp         []string       `json:"faceUp"`
	Pile           []string       `json:"pile"`
	PileSize       int            `json:"pileSize"`
	RNG            string         `json:"rng"`
	TurnWorkers    []string       `json:"turnWorkers"`
	Played         bool           `json:"played"`
	Acted          bool           `json:"acted"`
	Banner         bool           `json:"banner"`
	Trigger        int            `json:"trigger"`
	LastRound      bool           `json:"lastRound"`
	TurnsLeft      int            `json:"turnsLeft"`
	Passes         int            `json:"passes"`
	Stalled        bool           `json:"stalled"`
}

// MarshalJSON writes the state as a JSON document with the schema version
// [Schema]. The default edition is written as null, any other edition as its
// text (see [ParseEdition]). Hidden parts of a view are written as hidden.
func (s State) MarshalJSON() ([]byte, error) {
	if s.ed == nil {
		return nil, fmt.Errorf("arkadia: cannot marshal the zero State: %w", kingdoms.ErrBadState)
	}
	ed := s.ed
	j := jsonState{
		Schema: Schema, FirstGame: s.first,
		Lot:   jsonLot{s.lot.Square.String(), s.lot.Turn},
		Phase: s.phase.String(), Active: int(s.cur),
		NeutralReserve: int(s.neutral), Pending: int(s.pending), PileSize: int(s.pileN),
		Played: s.played, Acted: s.acted, Banner: s.banner, Trigger: int(s.trigger),
		LastRound: s.final, TurnsLeft: int(s.left), Passes: int(s.passes), Stalled: s.stalled,
	}
	if ed != Default() {
		t := ed.text
		j.Edition = &t
	}
	squares := func(c squaregrid.Set) []string {
		out := []string{}
		for i := c.Next(0); i >= 0; i = c.Next(i + 1) {
			out = append(out, ed.sq[i].String())
		}
		return out
	}
	for p := range int(s.players) {
		jp := jsonPlayer{
			Hidden: s.Hidden(p), HandSize: int(s.handN[p]), Gold: int(s.gold[p]),
			Screen: int(s.screen[p]), ScreenNeutral: int(s.screenN[p]), Reserve: int(s.reserve[p]),
			Banners: int(s.banners[p]), Workers: squares(s.wk[p]),
		}
		if !jp.Hidden {
			jp.Hand = []string{}
			for i := range int(s.handN[p]) {
				jp.Hand = append(jp.Hand, ed.kinds[s.hand[p][i]].String())
			}
		}
		jp.Seals, jp.FinalSale = make([]int, NumFamilies), make([]int, NumFamilies)
		for f := range NumFamilies {
			jp.Seals[f] = int(s.seals[p][f])
			jp.FinalSale[f] = int(s.sold[p][f])
		}
		j.Players = append(j.Players, jp)
	}
	j.Buildings = []jsonBuilding{}
	for i := range int(s.nb) {
		b := s.bld[i]
		j.Buildings = append(j.Buildings, jsonBuilding{ed.kinds[b.kind].String(), int(b.orient), ed.sq[b.anchor].String(), b.done})
	}
	j.NeutralWorkers = squares(s.wk[neutral])
	for q := range CastleSquares {
		st := []string{}
		for _, f := range s.stack[q][:s.height[q]] {
			st = append(st, string(f.Letter()))
		}
		j.Castle = append(j.Castle, st)
	}
	j.Pools = make([][]int, Floors)
	for fl := range Floors {
		j.Pools[fl] = make([]int, NumFamilies)
		for f := range NumFamilies {
			j.Pools[fl][f] = int(s.pool[fl][f])
		}
	}
	j.FaceUp = []string{}
	for i := range int(s.faceN) {
		j.FaceUp = append(j.FaceUp, ed.kinds[s.face[i]].String())
	}
	if s.hidden == 0 {
		j.Pile = []string{}
		for k := range ed.kinds {
			for range s.pile[k] {
				j.Pile = append(j.Pile, ed.kinds[k].String())
			}
		}
		b, _ := s.rng.MarshalBinary()
		j.RNG = hex.EncodeToString(b)
	}
	j.TurnWorkers = squares(s.turnW)
	return json.Marshal(j)
}

// badState returns the error of a bad state document: it says what is
// wrong, naming the field, and wraps kingdoms.ErrBadState.
func badState(format string, args ...any) error {
	return fmt.Errorf("arkadia: %s: %w", fmt.Sprintf(format, excerpts(args)...), kingdoms.ErrBadState)
}

// checkSchema checks the "schema" member of the document b, wherever it
// stands among its members (JSON objects are unordered, and tools re-sort
// them): a document of another game or another version is refused with that
// reason (kingdoms.CheckSchema's).
func checkSchema(b []byte) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil || top == nil {
		// Not a JSON object, or not valid JSON: CheckSchema says which
		// when the schema is not at the start; DecodeStrict says the rest.
		if err := kingdoms.CheckSchema(b, "arkadia", 1); err != nil {
			return badState("%v", cause(err))
		}
		return nil
	}
	raw, ok := top["schema"]
	if !ok {
		return badState(`no "schema" field: a document of this package holds "schema": %q`, Schema)
	}
	if err := kingdoms.CheckSchema(append(append([]byte(`{"schema":`), raw...), '}'), "arkadia", 1); err != nil {
		return badState("%v", cause(err))
	}
	return nil
}

// UnmarshalJSON reads a document written by MarshalJSON. The document must
// hold "schema": "arkadia/1", wherever it stands among the members (they may
// come in any order, as JSON tools re-sort them), and the members'
// names are matched exactly; a document of another game, or of
// another version, is refused with that reason. Each part of the document
// is read by its own function that refuses wrong shapes (a field with the
// wrong number of values, an unknown card, a square off the board), then
// the state is checked against every invariant of the game (the check
// [Game]'s Validate runs: pieces on the board, cards, workers and castle
// pieces conserved, seals and gold within what the completed buildings
// paid, the turn's phase consistent with the position). Errors wrap
// [kingdoms.ErrBadState] and name the field; *s is then left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	if err := checkSchema(b); err != nil {
		return err
	}
	var j jsonState
	if err := kingdoms.DecodeStrict(b, &j); err != nil {
		return badState("%v", err)
	}
	if j.Schema != Schema {
		return badState("schema: %q, want %q", j.Schema, Schema)
	}
	t, err := decodeState(&j)
	if err != nil {
		return err
	}
	if err := t.validate(); err != nil {
		return err
	}
	*s = t
	return nil
}

// decodeState reads the parts of a document, one function per part, into a
// state that validate then checks.
func decodeState(j *jsonState) (State, error) {
	ed, err := decodeEdition(j.Edition)
	if err != nil {
		return State{}, err
	}
	s := State{ed: ed, first: j.FirstGame}
	if s.first && ed.first == nil {
		return State{}, badState("firstGame: the edition has no first-game set-up")
	}
	np := len(j.Players)
	if np < 2 || np > maxPlayers {
		return State{}, badState("players: %d, want 2 to 4", np)
	}
	s.players = uint8(np)
	for _, part := range []func(*State, *jsonState) error{
		decodeLot, decodeBuildings, decodeWorkers, decodePlayers, decodeCards, decodeCastle, decodeTurn,
	} {
		if err := part(&s, j); err != nil {
			return State{}, err
		}
	}
	return s, nil
}

// decodeEdition reads "edition": null for the default edition, or an
// edition's text.
func decodeEdition(text *string) (*Edition, error) {
	ed := Default()
	if text == nil {
		return ed, nil
	}
	e, err := ParseEdition(strings.NewReader(*text))
	if err != nil {
		return nil, badState("%v", cause(err))
	}
	if e.text == ed.text {
		e = ed
	}
	return e, nil
}

// square reads the square of field what, which must be on the board.
func (s *State) square(what, t string) (int, error) {
	q, ok := parseSquare(t)
	i := -1
	if ok {
		i = s.ed.index(q)
	}
	if i < 0 {
		return -1, badState("%s: %q is not a square of the board", what, t)
	}
	return i, nil
}

// card reads the card of field what, which must be one of the edition's.
func (s *State) card(what, t string) (uint8, error) {
	c, err := parseCard(t)
	if err != nil {
		return 0, badState("%s: %v", what, err)
	}
	k := s.ed.kindOf(c)
	if k < 0 {
		return 0, badState("%s: the edition has no card %v", what, c)
	}
	return uint8(k), nil
}

// count reads the count of field what, which must be 0 to hi.
func count(what string, v, hi int) error {
	if v < 0 || v > hi {
		return badState("%s: %d, want 0 to %d", what, v, hi)
	}
	return nil
}

// decodeLot reads "lot".
func decodeLot(s *State, j *jsonState) error {
	lq, err := s.square("lot.square", j.Lot.Square)
	if err != nil {
		return err
	}
	s.lot = Lot{s.ed.sq[lq], j.Lot.Turn}
	var ok bool
	s.lotSet, s.castleQ, ok = s.ed.lotCells(s.lot)
	if !ok || s.lotSet.Intersects(s.ed.tents) {
		return badState("lot: %v is off the board, has a turn other than 0 to 3 or covers a tent", s.lot)
	}
	for i := s.lotSet.Next(0); i >= 0; i = s.lotSet.Next(i + 1) {
		s.owner[i] = lotID
	}
	s.occ = s.lotSet
	return nil
}

// decodeBuildings reads "buildings".
func decodeBuildings(s *State, j *jsonState) error {
	ed := s.ed
	if len(j.Buildings) > ed.total {
		return badState("buildings: %d, the edition has %d cards", len(j.Buildings), ed.total)
	}
	for i, jb := range j.Buildings {
		what := fmt.Sprintf("buildings[%d]", i)
		k, err := s.card(what+".card", jb.Card)
		if err != nil {
			return err
		}
		a, err := s.square(what+".square", jb.Square)
		if err != nil {
			return err
		}
		f := ed.forms[ed.kinds[k].Form-1]
		if jb.Orientation < 0 || jb.Orientation >= len(f.orient) {
			return badState("%s.orientation: %d, a %s has %d", what, jb.Orientation, f.name, len(f.orient))
		}
		cells, on := ed.board.Place(f.orient[jb.Orientation], a)
		if !on {
			return badState("%s: leaves the board", what)
		}
		if cells.Intersects(s.occ) {
			return badState("%s: overlaps the lot or another building", what)
		}
		s.addBuilding(int(k), jb.Orientation, a)
		s.bld[i].done = jb.Complete
	}
	return nil
}

// decodeWorkers reads the workers on the board: "players[i].workers" and
// "neutralWorkers".
func decodeWorkers(s *State, j *jsonState) error {
	place := func(what string, c int, list []string) error {
		for i, t := range list {
			at, err := s.square(fmt.Sprintf("%s[%d]", what, i), t)
			if err != nil {
				return err
			}
			if s.occ.Has(at) {
				return badState("%s[%d]: %s is not empty", what, i, t)
			}
			s.wk[c] = s.wk[c].Add(at)
			s.occ = s.occ.Add(at)
		}
		return nil
	}
	for p, jp := range j.Players {
		if len(jp.Workers) > WorkersPerPlayer {
			return badState("players[%d].workers: %d, want at most %d", p, len(jp.Workers), WorkersPerPlayer)
		}
		if err := place(fmt.Sprintf("players[%d].workers", p), p, jp.Workers); err != nil {
			return err
		}
	}
	if len(j.NeutralWorkers) > NeutralWorkers {
		return badState("neutralWorkers: %d, want at most %d", len(j.NeutralWorkers), NeutralWorkers)
	}
	return place("neutralWorkers", neutral, j.NeutralWorkers)
}

// decodePlayers reads "players" but their workers on the board, and
// "neutralReserve".
func decodePlayers(s *State, j *jsonState) error {
	if err := count("neutralReserve", j.NeutralReserve, NeutralWorkers); err != nil {
		return err
	}
	s.neutral = uint8(j.NeutralReserve)
	for p, jp := range j.Players {
		what := fmt.Sprintf("players[%d]", p)
		for _, c := range []struct {
			field  string
			v, max int
			to     *uint8
		}{
			{"banners", jp.Banners, Banners, &s.banners[p]},
			{"reserve", jp.Reserve, WorkersPerPlayer, &s.reserve[p]},
			{"screen", jp.Screen, WorkersPerPlayer, &s.screen[p]},
			{"screenNeutral", jp.ScreenNeutral, NeutralWorkers, &s.screenN[p]},
			{"handSize", jp.HandSize, HandSize, &s.handN[p]},
		} {
			if err := count(what+"."+c.field, c.v, c.max); err != nil {
				return err
			}
			*c.to = uint8(c.v)
		}
		if err := decodeSeals(what+".seals", jp.Seals, &s.seals[p]); err != nil {
			return err
		}
		if err := decodeSeals(what+".finalSale", jp.FinalSale, &s.sold[p]); err != nil {
			return err
		}
		// The bound is only the storage's: validate bounds gold by the
		// seals paid.
		if err := count(what+".gold", jp.Gold, 1<<30); err != nil {
			return err
		}
		s.gold[p] = int32(jp.Gold)
		if jp.Hidden {
			s.hidden |= 1 << p
			if jp.Hand != nil {
				return badState("%s.hand: the player is hidden, but the hand is shown", what)
			}
			continue
		}
		if len(jp.Hand) != jp.HandSize {
			return badState("%s.hand: %d cards, but handSize is %d", what, len(jp.Hand), jp.HandSize)
		}
		s.handN[p] = 0
		for i, c := range jp.Hand {
			k, err := s.card(fmt.Sprintf("%s.hand[%d]", what, i), c)
			if err != nil {
				return err
			}
			s.addHand(p, k)
		}
	}
	return nil
}

// decodeSeals reads a count per family (a player's "seals" or "finalSale").
// validate bounds them by the seals the completed buildings paid.
func decodeSeals(what string, v []int, to *[NumFamilies]int32) error {
	if len(v) != NumFamilies {
		return badState("%s: %d values, want %d (one per family, R O B S)", what, len(v), NumFamilies)
	}
	for f, n := range v {
		if err := count(fmt.Sprintf("%s[%d]", what, f), n, 1<<20); err != nil {
			return err
		}
		to[f] = int32(n)
	}
	return nil
}

// decodeCards reads "faceUp", "pile", "pileSize" and "rng" (a view, with a
// hidden player, has neither the pile nor the generator).
func decodeCards(s *State, j *jsonState) error {
	if len(j.FaceUp) > FaceUp {
		return badState("faceUp: %d cards, want at most %d", len(j.FaceUp), FaceUp)
	}
	for i, c := range j.FaceUp {
		k, err := s.card(fmt.Sprintf("faceUp[%d]", i), c)
		if err != nil {
			return err
		}
		s.addFace(k)
	}
	if err := count("pileSize", j.PileSize, s.ed.total); err != nil {
		return err
	}
	s.pileN = uint8(j.PileSize)
	if s.hidden != 0 {
		if j.Pile != nil || j.RNG != "" {
			return badState("pile: a view shows the pile or the generator")
		}
		return nil
	}
	if len(j.Pile) != j.PileSize {
		return badState("pile: %d cards, but pileSize is %d", len(j.Pile), j.PileSize)
	}
	for i, c := range j.Pile {
		k, err := s.card(fmt.Sprintf("pile[%d]", i), c)
		if err != nil {
			return err
		}
		s.pile[k]++
	}
	raw, err := hex.DecodeString(j.RNG)
	if err != nil {
		return badState("rng: %v", err)
	}
	if err := s.rng.UnmarshalBinary(raw); err != nil {
		return badState("rng: %v", err)
	}
	return nil
}

// decodeCastle reads "castle", "pools" and "pending".
func decodeCastle(s *State, j *jsonState) error {
	if len(j.Castle) != CastleSquares {
		return badState("castle: %d squares, want %d", len(j.Castle), CastleSquares)
	}
	minH := Floors
	for q, st := range j.Castle {
		if len(st) > Floors {
			return badState("castle[%d]: %d pieces, want at most %d", q, len(st), Floors)
		}
		for h, t := range st {
			f, ok := Family(0), len(t) == 1
			if ok {
				f, ok = familyOf(t[0])
			}
			if !ok {
				return badState("castle[%d][%d]: %q is not a family letter R, O, B or S", q, h, t)
			}
			s.stack[q][h] = f
		}
		s.height[q] = uint8(len(st))
		minH = min(minH, len(st))
	}
	s.floor = uint8(min(minH, Floors-1))
	if len(j.Pools) != Floors {
		return badState("pools: %d floors, want %d", len(j.Pools), Floors)
	}
	for g, pool := range j.Pools {
		if len(pool) != NumFamilies {
			return badState("pools[%d]: %d values, want %d (one per family, R O B S)", g, len(pool), NumFamilies)
		}
		for f, n := range pool {
			if err := count(fmt.Sprintf("pools[%d][%d]", g, f), n, CastlePieces/NumFamilies); err != nil {
				return err
			}
			s.pool[g][f] = uint8(n)
		}
	}
	if err := count("pending", j.Pending, s.ed.total); err != nil {
		return err
	}
	s.pending = uint8(j.Pending)
	return nil
}

// decodeTurn reads the fields of the turn: "phase", "active",
// "turnWorkers" and the flags and counters of the turn and of the end.
func decodeTurn(s *State, j *jsonState) error {
	np := int(s.players)
	if err := count("active", j.Active, np-1); err != nil {
		return err
	}
	s.cur = uint8(j.Active)
	s.phase = PhaseOver + 1
	for ph := range PhaseOver + 1 {
		if ph.String() == j.Phase {
			s.phase = ph
		}
	}
	if s.phase > PhaseOver {
		return badState("phase: %q is not a phase", j.Phase)
	}
	if j.Trigger < -1 || j.Trigger >= np {
		return badState("trigger: %d, want -1 or a player", j.Trigger)
	}
	for _, c := range []struct {
		field string
		v     int
		to    *uint8
	}{{"turnsLeft", j.TurnsLeft, &s.left}, {"passes", j.Passes, &s.passes}} {
		if err := count(c.field, c.v, np); err != nil {
			return err
		}
		*c.to = uint8(c.v)
	}
	s.trigger = int8(j.Trigger)
	s.played, s.acted, s.banner, s.stalled, s.final = j.Played, j.Acted, j.Banner, j.Stalled, j.LastRound
	s.cand = 0
	for i, t := range j.TurnWorkers {
		at, err := s.square(fmt.Sprintf("turnWorkers[%d]", i), t)
		if err != nil {
			return err
		}
		if s.turnW.Has(at) {
			return badState("turnWorkers[%d]: %s twice", i, t)
		}
		if i == 0 {
			s.cand = ^uint64(0)
		}
		s.turnW = s.turnW.Add(at)
		s.cand &= s.adjacent(at)
		s.touched |= s.adjacent(at)
	}
	s.open = s.openSquares(s.cand)
	return nil
}

// Equal reports whether s and t are the same state (editions compare by
// content).
func (s State) Equal(t State) bool {
	if s.ed != t.ed && s.ed != nil && t.ed != nil && s.ed.text == t.ed.text {
		t.ed = s.ed
	}
	return s == t
}

// cause is kingdoms.Cause of err, as an error: badState and bad quote the
// strings they are given (excerpts), and a cause is no input to quote.
func cause(err error) error { return errors.New(kingdoms.Cause("arkadia", err)) }
