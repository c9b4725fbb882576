package arkadia

import (
	"fmt"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// invalid returns the error of a broken invariant: it wraps
// kingdoms.ErrBadState and names the part of the state, by the name of its
// field in the JSON document.
func invalid(format string, args ...any) error {
	return fmt.Errorf("arkadia: invalid state: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrBadState)
}

// validate checks every invariant of a state the game can reach (New, Apply,
// View and Determinize give no other) and returns an error wrapping
// kingdoms.ErrBadState that names the first one broken. The zero State is
// valid. It is the check the JSON decoder runs on every document and the
// one Game.Validate gives the conformance harness.
func (s *State) validate() error {
	if s.ed == nil {
		if *s != (State{}) {
			return invalid("no edition")
		}
		return nil
	}
	if s.players < 2 || s.players > maxPlayers {
		return invalid("players: %d, want 2 to 4", s.players)
	}
	if err := s.validateLot(); err != nil {
		return err
	}
	if err := s.checkCounts(); err != nil {
		return err
	}
	if err := s.checkConnected(); err != nil {
		return err
	}
	if err := s.validateSeals(); err != nil {
		return err
	}
	return s.checkTurn()
}

// validateLot checks the castle lot and the first-game set-up.
func (s *State) validateLot() error {
	ed := s.ed
	cells, castle, ok := ed.lotCells(s.lot)
	if !ok || cells.Intersects(ed.tents) {
		return invalid("lot: %v is off the board, has a bad turn or covers a tent", s.lot)
	}
	if cells != s.lotSet || castle != s.castleQ {
		return invalid("lot: the squares of the lot are out of step")
	}
	if s.first {
		if ed.first == nil {
			return invalid("firstGame: the edition has no first-game set-up")
		}
		if s.lot != ed.first.lot {
			return invalid("lot: a first game has the lot at %v, not %v", ed.first.lot, s.lot)
		}
		for i, pb := range ed.first.buildings {
			if i >= int(s.nb) || int(s.bld[i].kind) != ed.kindOf(pb.card) || int(s.bld[i].orient) != pb.orient || int(s.bld[i].anchor) != pb.anchor {
				return invalid("buildings: a first game starts with the edition's %d first-game buildings", len(ed.first.buildings))
			}
		}
	}
	return nil
}

// checkCounts checks the board (buildings and workers on the board, off
// each other and off the lot, the tables of squares in step) and the
// conservation of workers, castle pieces and cards. It leaves out the
// linking of the pieces to the lot, the seals, gold and the turn, so that
// the golden tests can run it on positions they lay by hand.
func (s *State) checkCounts() error {
	ed := s.ed
	if int(s.nb) > ed.total {
		return invalid("buildings: %d, the edition has %d cards", s.nb, ed.total)
	}
	var cells squaregrid.Set
	for i := range int(s.nb) {
		b := s.bld[i]
		if int(b.kind) >= len(ed.kinds) {
			return invalid("buildings[%d]: no such card", i)
		}
		f := ed.forms[ed.kinds[b.kind].Form-1]
		if int(b.orient) >= len(f.orient) || int(b.anchor) >= len(ed.sq) {
			return invalid("buildings[%d]: orientation %d or square out of range", i, b.orient)
		}
		c := s.buildingCells(i)
		if c.Count() != f.size {
			return invalid("buildings[%d]: leaves the board", i)
		}
		if c.Intersects(cells) || c.Intersects(s.lotSet) {
			return invalid("buildings[%d]: overlaps the lot or another building", i)
		}
		for j := c.Next(0); j >= 0; j = c.Next(j + 1) {
			if s.owner[j] != uint8(i+1) {
				return invalid("buildings[%d]: the owner table is out of step at %v", i, ed.sq[j])
			}
		}
		cells = cells.Union(c)
	}
	if cells != s.bset {
		return invalid("buildings: the set of squares under buildings is out of step")
	}
	var w squaregrid.Set
	for c := range neutral + 1 {
		if c < neutral && c >= int(s.players) && !s.wk[c].IsEmpty() {
			return invalid("workers of player %d, who is not in the game", c)
		}
		if s.wk[c].Intersects(w) || s.wk[c].Intersects(cells) || s.wk[c].Intersects(s.lotSet) {
			return invalid("workers: a worker on %v shares its square", ed.sq[s.wk[c].Intersect(w.Union(cells).Union(s.lotSet)).First()])
		}
		w = w.Union(s.wk[c])
	}
	if !w.Union(cells).Union(s.lotSet).SubsetOf(ed.board.All()) || s.occ != w.Union(cells).Union(s.lotSet) {
		return invalid("the occupied squares are out of step")
	}
	for j := range squaregrid.Capacity {
		if o := s.owner[j]; (o == lotID) != s.lotSet.Has(j) || (o != 0 && o != lotID) != cells.Has(j) {
			return invalid("the owner table is out of step")
		}
	}
	neutrals := s.wk[neutral].Count() + int(s.neutral)
	for p := range int(s.players) {
		if s.banners[p] > Banners || int(s.reserve[p]) != BannerWorkers*int(s.banners[p]) {
			return invalid("players[%d]: %d banners and %d workers in the reserve, want 0 to %d banners and twice as many workers", p, s.banners[p], s.reserve[p], Banners)
		}
		if n := s.wk[p].Count() + int(s.screen[p]) + int(s.reserve[p]); n != WorkersPerPlayer {
			return invalid("players[%d]: %d workers on the board, behind the screen and in the reserve, want %d", p, n, WorkersPerPlayer)
		}
		neutrals += int(s.screenN[p])
	}
	if neutrals != NeutralWorkers {
		return invalid("neutralReserve: %d neutral workers in all, want %d", neutrals, NeutralWorkers)
	}
	if err := s.validateCastle(); err != nil {
		return err
	}
	return s.validateCards()
}

// validateCastle checks the floors and the pools of castle pieces.
func (s *State) validateCastle() error {
	minH, maxH := Floors, 0
	var placed [Floors][NumFamilies]int
	for q := range CastleSquares {
		h := int(s.height[q])
		if h > Floors {
			return invalid("castle[%d]: %d pieces, want at most %d", q, h, Floors)
		}
		for i, f := range s.stack[q] {
			switch {
			case i < h && f >= NumFamilies:
				return invalid("castle[%d]: no such family", q)
			case i < h:
				placed[i][f]++
			case f != 0:
				return invalid("castle[%d]: a piece above the top", q)
			}
		}
		minH, maxH = min(minH, h), max(maxH, h)
	}
	fl := min(minH, Floors-1)
	if int(s.floor) != fl || maxH > fl+1 {
		return invalid("castle: a square at floor %d while floor %d is not complete", maxH, fl+1)
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
				return invalid("pools: %v pieces in the pools and on the castle do not add up to %d", Family(f), CastlePieces/NumFamilies)
			}
		}
	}
	if int(s.pending) > s.ed.total {
		return invalid("pending: %d castle pieces due", s.pending)
	}
	return nil
}

// validateCards checks hands, face-up cards and the pile: sizes, order and
// the conservation of the edition's cards (in a view, of those it shows).
func (s *State) validateCards() error {
	ed := s.ed
	var cards [maxKinds]int
	for i := range int(s.nb) {
		cards[s.bld[i].kind]++
	}
	shown := int(s.nb)
	sorted := func(what string, list []uint8) error {
		for i, k := range list {
			if int(k) >= len(ed.kinds) || i > 0 && list[i-1] > k {
				return invalid("%s: no such card, or out of order", what)
			}
			cards[k]++
		}
		return nil
	}
	for p := range maxPlayers {
		n := int(s.handN[p])
		if n > HandSize || p >= int(s.players) && n > 0 {
			return invalid("players[%d].handSize: %d, want at most %d", p, n, HandSize)
		}
		if s.Hidden(p) {
			if s.hand[p] != [HandSize]uint8{} {
				return invalid("players[%d].hand: hidden, but shown", p)
			}
			continue
		}
		if err := sorted(fmt.Sprintf("players[%d].hand", p), s.hand[p][:n]); err != nil {
			return err
		}
		shown += n
	}
	if s.faceN > FaceUp {
		return invalid("faceUp: %d cards, want at most %d", s.faceN, FaceUp)
	}
	if err := sorted("faceUp", s.face[:s.faceN]); err != nil {
		return err
	}
	shown += int(s.faceN)
	if s.faceN < FaceUp && s.pileN > 0 {
		return invalid("faceUp: %d cards while the pile has %d", s.faceN, s.pileN)
	}
	if s.hidden != 0 {
		if s.pile != [maxKinds]uint8{} || s.rng != (State{}).rng {
			return invalid("pile: a view shows the pile or its generator")
		}
		hidden := int(s.pileN)
		for p := range int(s.players) {
			if s.Hidden(p) {
				hidden += int(s.handN[p])
			}
		}
		for k := range ed.kinds {
			if cards[k] > ed.count[k] {
				return invalid("%d cards %v in play, the edition has %d", cards[k], ed.kinds[k], ed.count[k])
			}
		}
		if shown+hidden != ed.total {
			return invalid("pileSize: %d cards in play, the edition has %d", shown+hidden, ed.total)
		}
		return nil
	}
	n := 0
	for k := range maxKinds {
		if k >= len(ed.kinds) && s.pile[k] != 0 {
			return invalid("pile: no such card")
		}
		cards[k] += int(s.pile[k])
		n += int(s.pile[k])
	}
	if n != int(s.pileN) {
		return invalid("pileSize: %d, but the pile has %d cards", s.pileN, n)
	}
	for k := range ed.kinds {
		if cards[k] != ed.count[k] {
			return invalid("%d cards %v in play, the edition has %d", cards[k], ed.kinds[k], ed.count[k])
		}
	}
	return nil
}

// validateSeals bounds the seals and the gold by what the completed
// buildings paid: each paid one seal of its family to the player who
// completed it and one to each player per worker of theirs next to it (the
// workers never leave), and a seal sells for at most the 10 castle
// squares' worth.
func (s *State) validateSeals() error {
	var earned [NumFamilies]int
	for i := range int(s.nb) {
		if !s.bld[i].done {
			continue
		}
		ring := s.ed.board.Ring(s.buildingCells(i))
		n := 1
		for p := range int(s.players) {
			n += ring.Intersect(s.wk[p]).Count()
		}
		earned[s.ed.kinds[s.bld[i].kind].Family] += n
	}
	sellable := 0 // seals paid and not held now: sold, during the game or at the end
	for f := range NumFamilies {
		held := 0
		for p := range int(s.players) {
			if s.seals[p][f] < 0 || s.sold[p][f] < 0 {
				return invalid("players[%d].seals: a negative count", p)
			}
			held += int(s.seals[p][f]) + int(s.sold[p][f])
		}
		for p := int(s.players); p < maxPlayers; p++ {
			if s.seals[p][f] != 0 || s.sold[p][f] != 0 || s.gold[p] != 0 {
				return invalid("players[%d]: seals or gold of a player not in the game", p)
			}
		}
		if held > earned[f] {
			p := 0
			for s.seals[p][f] == 0 && s.sold[p][f] == 0 {
				p++
			}
			return invalid("players[%d].seals[%d]: the players hold (or sold at the end) %d %v seals, more than the %d the completed buildings paid", p, f, held, Family(f), earned[f])
		}
		sellable += earned[f] - held + s.soldTotal(Family(f))
	}
	gold := 0
	for p := range int(s.players) {
		if s.gold[p] < 0 {
			return invalid("players[%d].gold: %d is negative", p, s.gold[p])
		}
		gold += int(s.gold[p])
		sale := 0
		for f := range Family(NumFamilies) {
			sale += int(s.sold[p][f]) * s.value(f)
		}
		if int(s.gold[p]) < sale {
			return invalid("players[%d].gold: %d is less than the %d of the final sale (finalSale)", p, s.gold[p], sale)
		}
		if bound := CastleSquares * sellable; int(s.gold[p]) > bound {
			return invalid("players[%d].gold: %d is more than the %d that the seals paid so far could have sold for", p, s.gold[p], bound)
		}
	}
	if bound := CastleSquares * sellable; gold > bound {
		return invalid("players: %d gold in all, more than the %d that the seals paid so far could have sold for", gold, bound)
	}
	return nil
}

// soldTotal returns the seals of family f sold at the final sale.
func (s *State) soldTotal(f Family) int {
	n := 0
	for p := range int(s.players) {
		n += int(s.sold[p][f])
	}
	return n
}

// checkConnected checks that every worker touches a building or the lot and
// that every piece is linked to the lot through touching pieces, as they
// must be since each was laid next to one already there.
func (s *State) checkConnected() error {
	var workers squaregrid.Set
	for c := range neutral + 1 {
		workers = workers.Union(s.wk[c])
	}
	if stray := workers.Diff(s.ed.board.Dilate(s.bset.Union(s.lotSet))); !stray.IsEmpty() {
		return invalid("workers: the worker on %v touches no building", s.ed.sq[stray.First()])
	}
	if apart := s.occ.Diff(s.ed.board.Component(s.occ, s.lotSet.First())); !apart.IsEmpty() {
		return invalid("the piece on %v is not linked to the castle lot", s.ed.sq[apart.First()])
	}
	return nil
}

// checkTurn checks that the turn fields agree with the phase and the board.
func (s *State) checkTurn() error {
	p := int(s.cur)
	np := int(s.players)
	if p >= np {
		return invalid("active: player %d", p)
	}
	if s.phase > PhaseOver {
		return invalid("phase: %v", s.phase)
	}
	over := s.phase == PhaseOver
	var cand, touched uint64
	if !s.turnW.IsEmpty() {
		cand = ^uint64(0)
		for i := s.turnW.Next(0); i >= 0; i = s.turnW.Next(i + 1) {
			if !s.wk[p].Has(i) && !s.wk[neutral].Has(i) {
				return invalid("turnWorkers: no worker of the active player or neutral on %v", s.ed.sq[i])
			}
			cand &= s.adjacent(i)
			touched |= s.adjacent(i)
		}
		if cand == 0 {
			return invalid("turnWorkers: the workers placed this turn touch no common building")
		}
	}
	if s.cand != cand {
		return invalid("turnWorkers: the candidate buildings are out of step")
	}
	if s.touched != touched {
		return invalid("turnWorkers: the buildings next to them are out of step")
	}
	if s.open != s.openSquares(cand) {
		return invalid("turnWorkers: the squares open to further workers are out of step")
	}
	for i := range int(s.nb) {
		ring := s.ed.board.Ring(s.buildingCells(i))
		enclosed := ring.SubsetOf(s.occ)
		switch {
		case s.bld[i].done && !enclosed:
			return invalid("buildings[%d].complete: marked complete but not enclosed", i)
		case !s.bld[i].done && enclosed && !(s.phase == PhaseWorkers && ring.Intersects(s.turnW)):
			return invalid("buildings[%d].complete: enclosed but not marked complete", i)
		}
	}
	for q := range np {
		if over && s.seals[q] != [NumFamilies]int32{} {
			return invalid("players[%d].seals: the game is over but the player still holds seals", q)
		}
		if !over && s.sold[q] != [NumFamilies]int32{} {
			return invalid("players[%d].finalSale: a final sale before the end of the game", q)
		}
	}
	fl := int(s.floor)
	if s.trigger < -1 || int(s.trigger) >= np || (s.trigger >= 0) != (fl == Floors-1) {
		return invalid("trigger: %d with floor %d being built", s.trigger, fl+1)
	}
	if int(s.left) > np || (s.final != (s.left > 0) && !over) || (s.final && s.trigger < 0) {
		return invalid("lastRound: %v with %d turns left", s.final, s.left)
	}
	if s.trigger >= 0 && !s.final && !over && s.cur != uint8(s.trigger) {
		return invalid("trigger: the end was triggered by player %d, whose turn is not over, but player %d is active", s.trigger, s.cur)
	}
	if int(s.passes) >= np && !(over && int(s.passes) == np) {
		return invalid("passes: %d in a row", s.passes)
	}
	if s.stalled != (over && int(s.passes) == np && s.trigger < 0) {
		return invalid("stalled: %v with %d passes", s.stalled, s.passes)
	}
	need := func(ok bool, why string) error {
		if !ok {
			return invalid("phase %v: %s", s.phase, why)
		}
		return nil
	}
	if !s.turnW.IsEmpty() && (s.phase == PhaseAction || over) {
		return invalid("turnWorkers: workers placed this turn in phase %v", s.phase)
	}
	if s.phase != PhaseCastle && s.pending != 0 {
		return invalid("pending: castle pieces due in phase %v", s.phase)
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
