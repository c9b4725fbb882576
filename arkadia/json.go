package arkadia

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
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
	Seals         [4]int   `json:"seals"`
	Gold          int      `json:"gold"`
	Screen        int      `json:"screen"`
	ScreenNeutral int      `json:"screenNeutral"`
	Reserve       int      `json:"reserve"`
	Banners       int      `json:"banners"`
	Workers       []string `json:"workers"`
	FinalSale     [4]int   `json:"finalSale"`
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
	Pools          [3][4]int      `json:"pools"`
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
	for fl := range Floors {
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

func badState(format string, args ...any) error {
	return fmt.Errorf("arkadia: state document: %s: %w", fmt.Sprintf(format, excerpts(args)...), kingdoms.ErrBadState)
}

// UnmarshalJSON reads a document written by MarshalJSON. It checks the
// schema version and every invariant of the game (pieces on the board, cards,
// workers and castle pieces conserved, the turn's phase consistent with the
// position), and returns an error wrapping [kingdoms.ErrBadState] that names
// the first problem; *s is then left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j jsonState
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&j); err != nil {
		return badState("%v", err)
	}
	if d.More() {
		return badState("data after the document")
	}
	if j.Schema != Schema {
		return badState("schema %q, want %q", j.Schema, Schema)
	}
	t, err := decodeState(&j)
	if err != nil {
		return err
	}
	*s = t
	return nil
}

func decodeState(j *jsonState) (State, error) {
	ed := Default()
	if j.Edition != nil {
		e, err := ParseEdition(strings.NewReader(*j.Edition))
		if err != nil {
			return State{}, badState("edition: %v", err)
		}
		if e.text == ed.text {
			e = ed
		}
		ed = e
	}
	var s State
	s.ed = ed
	s.first = j.FirstGame
	if s.first && ed.first == nil {
		return State{}, badState("a first game, but the edition has no first-game set-up")
	}
	np := len(j.Players)
	if np < 2 || np > maxPlayers {
		return State{}, badState("%d players, want 2 to 4", np)
	}
	s.players = uint8(np)
	sq := func(what, t string) (int, error) {
		q, ok := parseSquare(t)
		i := -1
		if ok {
			i = ed.index(q)
		}
		if i < 0 {
			return -1, badState("%s: %q is not a square of the board", what, t)
		}
		return i, nil
	}
	card := func(what, t string) (int, error) {
		c, err := parseCard(t)
		if err != nil {
			return -1, badState("%s: %v", what, err)
		}
		k := ed.kindOf(c)
		if k < 0 {
			return -1, badState("%s: the edition has no card %v", what, c)
		}
		return k, nil
	}
	// lot
	lq, err := sq("lot", j.Lot.Square)
	if err != nil {
		return State{}, err
	}
	s.lot = Lot{ed.sq[lq], j.Lot.Turn}
	var ok bool
	s.lotSet, s.castleQ, ok = ed.lotCells(s.lot)
	if !ok || s.lotSet.Intersects(ed.tents) {
		return State{}, badState("lot %v: off the board, bad turn or on a tent", s.lot)
	}
	if s.first && s.lot != ed.first.lot {
		return State{}, badState("a first game with the lot at %v, not %v", s.lot, ed.first.lot)
	}
	for i := s.lotSet.Next(0); i >= 0; i = s.lotSet.Next(i + 1) {
		s.owner[i] = lotID
	}
	s.occ = s.lotSet
	// buildings
	if len(j.Buildings) > maxCards {
		return State{}, badState("%d buildings", len(j.Buildings))
	}
	var cards [maxKinds]int
	for i, jb := range j.Buildings {
		what := fmt.Sprintf("building %d", i)
		k, err := card(what, jb.Card)
		if err != nil {
			return State{}, err
		}
		a, err := sq(what, jb.Square)
		if err != nil {
			return State{}, err
		}
		f := int(ed.kinds[k].Form) - 1
		if jb.Orientation < 0 || jb.Orientation >= len(ed.forms[f].orient) {
			return State{}, badState("%s: orientation %d, a %s has %d", what, jb.Orientation, ed.forms[f].name, len(ed.forms[f].orient))
		}
		cells, on := ed.board.Place(ed.forms[f].orient[jb.Orientation], a)
		if !on {
			return State{}, badState("%s: leaves the board", what)
		}
		if cells.Intersects(s.occ) {
			return State{}, badState("%s: overlaps the lot or another building", what)
		}
		s.addBuilding(k, jb.Orientation, a)
		s.bld[i].done = jb.Complete
		cards[k]++
	}
	if s.first {
		for i, pb := range ed.first.buildings {
			if i >= int(s.nb) || s.bld[i].kind != uint8(ed.kindOf(pb.card)) || int(s.bld[i].orient) != pb.orient || int(s.bld[i].anchor) != pb.anchor {
				return State{}, badState("a first game must start with the edition's %d first-game buildings", len(ed.first.buildings))
			}
		}
	}
	// workers
	place := func(c int, list []string) error {
		for _, t := range list {
			i, err := sq("worker", t)
			if err != nil {
				return err
			}
			if s.occ.Has(i) {
				return badState("worker on %s: the square is not empty", t)
			}
			s.wk[c] = s.wk[c].Add(i)
			s.occ = s.occ.Add(i)
		}
		return nil
	}
	for p, jp := range j.Players {
		if err := place(p, jp.Workers); err != nil {
			return State{}, err
		}
	}
	if err := place(neutral, j.NeutralWorkers); err != nil {
		return State{}, err
	}
	if len(j.NeutralWorkers) > NeutralWorkers {
		return State{}, badState("%d neutral workers on the board", len(j.NeutralWorkers))
	}
	if err := s.checkConnected(); err != nil {
		return State{}, err
	}
	// players
	hiddenAny := false
	in := func(v, lo, hi int) bool { return v >= lo && v <= hi }
	neutralTotal := len(j.NeutralWorkers) + j.NeutralReserve
	for p, jp := range j.Players {
		if !in(jp.Banners, 0, Banners) || jp.Reserve != BannerWorkers*jp.Banners {
			return State{}, badState("player %d: %d banners and %d workers in the reserve (want twice the banners)", p, jp.Banners, jp.Reserve)
		}
		s.banners[p], s.reserve[p] = uint8(jp.Banners), uint8(jp.Reserve)
		if !in(jp.HandSize, 0, HandSize) {
			return State{}, badState("player %d: hand of %d cards", p, jp.HandSize)
		}
		for f := range NumFamilies {
			if !in(jp.Seals[f], 0, 1<<20) || !in(jp.FinalSale[f], 0, 1<<20) {
				return State{}, badState("player %d: bad seal count", p)
			}
			s.seals[p][f], s.sold[p][f] = int32(jp.Seals[f]), int32(jp.FinalSale[f])
		}
		if !in(jp.Gold, 0, 1<<28) || !in(jp.Screen, 0, WorkersPerPlayer) || !in(jp.ScreenNeutral, 0, NeutralWorkers) {
			return State{}, badState("player %d: bad gold or screen", p)
		}
		s.gold[p], s.screen[p], s.screenN[p] = int32(jp.Gold), uint8(jp.Screen), uint8(jp.ScreenNeutral)
		if n := s.wk[p].Count() + jp.Screen + jp.Reserve; n != WorkersPerPlayer {
			return State{}, badState("player %d has %d workers, want %d", p, n, WorkersPerPlayer)
		}
		neutralTotal += jp.ScreenNeutral
		if jp.Hidden {
			hiddenAny = true
			s.hidden |= 1 << p
			s.handN[p] = uint8(jp.HandSize)
			if jp.Hand != nil {
				return State{}, badState("player %d: hidden, but the hand is shown", p)
			}
			continue
		}
		if len(jp.Hand) != jp.HandSize {
			return State{}, badState("player %d: %d cards in hand, hand size %d", p, len(jp.Hand), jp.HandSize)
		}
		for _, c := range jp.Hand {
			k, err := card(fmt.Sprintf("player %d's hand", p), c)
			if err != nil {
				return State{}, err
			}
			s.addHand(p, uint8(k))
			cards[k]++
		}
	}
	if !in(j.NeutralReserve, 0, NeutralWorkers) || neutralTotal != NeutralWorkers {
		return State{}, badState("%d neutral workers, want %d", neutralTotal, NeutralWorkers)
	}
	s.neutral = uint8(j.NeutralReserve)
	// cards
	if len(j.FaceUp) > FaceUp {
		return State{}, badState("%d face-up cards", len(j.FaceUp))
	}
	for _, c := range j.FaceUp {
		k, err := card("face-up cards", c)
		if err != nil {
			return State{}, err
		}
		s.addFace(uint8(k))
		cards[k]++
	}
	if !in(j.PileSize, 0, maxCards) {
		return State{}, badState("pile of %d cards", j.PileSize)
	}
	s.pileN = uint8(j.PileSize)
	if hiddenAny {
		if j.Pile != nil || j.RNG != "" {
			return State{}, badState("a view shows the pile or the generator")
		}
		total := 0
		for k := range ed.kinds {
			if cards[k] > ed.count[k] {
				return State{}, badState("%d cards %v, the edition has %d", cards[k], ed.kinds[k], ed.count[k])
			}
			total += cards[k]
		}
		for p := range np {
			if s.Hidden(p) {
				total += int(s.handN[p])
			}
		}
		if total+j.PileSize != ed.total {
			return State{}, badState("%d cards in play, the edition has %d", total+j.PileSize, ed.total)
		}
	} else {
		if len(j.Pile) != j.PileSize {
			return State{}, badState("%d cards in the pile, pile size %d", len(j.Pile), j.PileSize)
		}
		for _, c := range j.Pile {
			k, err := card("pile", c)
			if err != nil {
				return State{}, err
			}
			s.pile[k]++
			cards[k]++
		}
		for k := range ed.kinds {
			if cards[k] != ed.count[k] {
				return State{}, badState("%d cards %v in play, the edition has %d", cards[k], ed.kinds[k], ed.count[k])
			}
		}
		raw, err := hex.DecodeString(j.RNG)
		if err != nil {
			return State{}, badState("rng: %v", err)
		}
		var r rand.PCG
		if err := r.UnmarshalBinary(raw); err != nil {
			return State{}, badState("rng: %v", err)
		}
		s.rng = r
	}
	if int(s.faceN) < FaceUp && s.pileN > 0 {
		return State{}, badState("%d face-up cards while the pile has %d", s.faceN, s.pileN)
	}
	// castle
	if len(j.Castle) != CastleSquares {
		return State{}, badState("%d castle squares, want %d", len(j.Castle), CastleSquares)
	}
	var placed [Floors][NumFamilies]int
	minH, maxH := Floors, 0
	for q, st := range j.Castle {
		if len(st) > Floors {
			return State{}, badState("castle square %d: %d pieces", q, len(st))
		}
		for h, t := range st {
			f, ok := Family(0), len(t) == 1
			if ok {
				f, ok = familyOf(t[0])
			}
			if !ok {
				return State{}, badState("castle square %d: %q is not a family", q, t)
			}
			s.stack[q][h] = f
			placed[h][f]++
		}
		s.height[q] = uint8(len(st))
		minH, maxH = min(minH, len(st)), max(maxH, len(st))
	}
	fl := minH
	if fl > Floors-1 {
		fl = Floors - 1
	}
	if maxH > fl+1 {
		return State{}, badState("castle: a square at floor %d while floor %d is not complete", maxH, fl+1)
	}
	s.floor = uint8(fl)
	for g := range Floors {
		for f := range NumFamilies {
			if !in(j.Pools[g][f], 0, CastlePieces) {
				return State{}, badState("castle pools: bad count")
			}
			s.pool[g][f] = uint8(j.Pools[g][f])
		}
	}
	for f := range NumFamilies {
		var want [Floors]int
		switch fl {
		case 0:
			want = [Floors]int{3 - placed[0][f], 3, 1}
		case 1:
			want = [Floors]int{0, 3 - placed[1][f], 1 + 3 - placed[0][f]}
		case 2:
			want = [Floors]int{0, 0, 1 + 3 - placed[0][f] + 3 - placed[1][f] - placed[2][f]}
		}
		for g := range Floors {
			if want[g] < 0 || int(s.pool[g][f]) != want[g] {
				return State{}, badState("castle: %v pieces in the pools and on the castle do not add up", Family(f))
			}
		}
	}
	if !in(j.Pending, 0, maxCards) {
		return State{}, badState("%d castle pieces due", j.Pending)
	}
	s.pending = uint8(j.Pending)
	// turn
	if !in(j.Active, 0, np-1) {
		return State{}, badState("active player %d", j.Active)
	}
	s.cur = uint8(j.Active)
	s.phase = PhaseOver + 1
	for ph := range PhaseOver + 1 {
		if ph.String() == j.Phase {
			s.phase = ph
		}
	}
	if s.phase > PhaseOver {
		return State{}, badState("unknown phase %q", j.Phase)
	}
	s.played, s.acted, s.banner, s.stalled = j.Played, j.Acted, j.Banner, j.Stalled
	if !in(j.Trigger, -1, np-1) || (j.Trigger >= 0) != (fl == Floors-1) {
		return State{}, badState("end trigger %d with floor %d being built", j.Trigger, fl+1)
	}
	s.trigger = int8(j.Trigger)
	s.final = j.LastRound
	if !in(j.TurnsLeft, 0, np) || (s.final != (j.TurnsLeft > 0) && s.phase != PhaseOver) || (s.final && s.trigger < 0) {
		return State{}, badState("last round %v with %d turns left", s.final, j.TurnsLeft)
	}
	if s.trigger >= 0 && !s.final && s.phase != PhaseOver && s.cur != uint8(s.trigger) {
		return State{}, badState("the end was triggered by player %d, whose turn is not over, but player %d is active", s.trigger, s.cur)
	}
	s.left = uint8(j.TurnsLeft)
	if !in(j.Passes, 0, np-1) && !(s.phase == PhaseOver && j.Passes == np) {
		return State{}, badState("%d passes in a row", j.Passes)
	}
	s.passes = uint8(j.Passes)
	for _, t := range j.TurnWorkers {
		i, err := sq("turn workers", t)
		if err != nil {
			return State{}, err
		}
		if !s.wk[s.cur].Has(i) && !s.wk[neutral].Has(i) {
			return State{}, badState("turn worker on %s: no worker of the active player or neutral there", t)
		}
		s.turnW = s.turnW.Add(i)
	}
	if s.stalled != (s.phase == PhaseOver && j.Passes == np && s.trigger < 0) {
		return State{}, badState("stalled %v with %d passes", s.stalled, j.Passes)
	}
	if err := s.checkTurn(); err != nil {
		return State{}, err
	}
	return s, nil
}

// checkConnected checks that every worker touches a building or the lot and
// that every piece is linked to the lot through touching pieces, as they
// must be since each was laid next to one already there.
func (s *State) checkConnected() error {
	var workers squaregrid.Set
	for c := range 5 {
		workers = workers.Union(s.wk[c])
	}
	if stray := workers.Diff(s.ed.board.Dilate(s.bset.Union(s.lotSet))); !stray.IsEmpty() {
		return badState("the worker on %v touches no building", s.ed.sq[stray.First()])
	}
	if apart := s.occ.Diff(s.ed.board.Component(s.occ, s.lotSet.First())); !apart.IsEmpty() {
		return badState("the piece on %v is not linked to the castle lot", s.ed.sq[apart.First()])
	}
	return nil
}

// checkTurn checks that the turn fields agree with the phase and the board.
func (s *State) checkTurn() error {
	p := int(s.cur)
	if !s.turnW.IsEmpty() {
		s.cand = ^uint64(0)
		for i := s.turnW.Next(0); i >= 0; i = s.turnW.Next(i + 1) {
			s.cand &= s.adjacent(i)
		}
		if s.cand == 0 {
			return badState("the workers placed this turn touch no common building")
		}
	}
	for i := range int(s.nb) {
		cells := s.buildingCells(i)
		ring := s.ed.board.Ring(cells)
		enclosed := ring.SubsetOf(s.occ)
		switch {
		case s.bld[i].done && !enclosed:
			return badState("building %d is marked complete but is not enclosed", i)
		case !s.bld[i].done && enclosed && !(s.phase == PhaseWorkers && ring.Intersects(s.turnW)):
			return badState("building %d is enclosed but not marked complete", i)
		}
	}
	over := s.phase == PhaseOver
	for q := range int(s.players) {
		if over && s.seals[q] != [NumFamilies]int32{} {
			return badState("the game is over but player %d still holds seals", q)
		}
		if !over && s.sold[q] != [NumFamilies]int32{} {
			return badState("a final sale before the end of the game")
		}
	}
	need := func(ok bool, why string) error {
		if !ok {
			return badState("phase %v: %s", s.phase, why)
		}
		return nil
	}
	if s.phase != PhaseWorkers && !s.turnW.IsEmpty() && s.phase != PhaseCastle && s.phase != PhaseBanner && s.phase != PhaseSell && s.phase != PhaseRefill {
		return badState("workers placed this turn in phase %v", s.phase)
	}
	if s.phase != PhaseCastle && s.pending != 0 {
		return badState("castle pieces due in phase %v", s.phase)
	}
	switch s.phase {
	case PhaseAction:
		return need(!s.acted && !s.played && !s.banner && s.turnW.IsEmpty(), "must be at the start of a turn")
	case PhaseWorkers:
		return need(s.acted && !s.played && !s.banner && !s.turnW.IsEmpty(), "must follow a worker placed this turn")
	case PhaseCastle:
		return need(s.acted && !s.banner && s.pending > 0 && s.pool[s.floor] != [NumFamilies]uint8{}, "needs pieces due and a piece in the pool")
	case PhaseRefill:
		return need(s.played && !s.banner && s.handN[p] < HandSize && (s.pileN > 0 || s.faceN > 0), "must follow a card played, with a card to draw")
	case PhaseBanner:
		return need(!s.banner && s.banners[p] > 0, "the player needs a banner left")
	case PhaseSell:
		return need(s.banner && s.seals[p] != [NumFamilies]int32{}, "must follow a banner, with seals to sell")
	}
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
