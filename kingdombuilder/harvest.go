package kingdombuilder

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Harvest expansion (rulebook 003, pages 20-23, "Extension 4 –
// Harvest"): farmland and the Cultivate action, silos and the silo phase at
// the end of the game, the 8 Harvest locations (harvest_tiles.go), colony
// tiles and scout tokens, and the 6 Harvest cards (harvest_cards.go). The
// rules and rulings are in RULES.md, section "Harvest".

// harvestCode is the action of a HarvestAction move (Move.code).
type harvestCode uint8

// The Harvest actions. Their notation is given on each; a hex is
// "row,col" as everywhere. Legal lists them in this order (then by hex).
const (
	_ harvestCode = iota
	// hvCultivate builds a settlement on a free farmland hex next to one
	// of the player's settlements: "cultivate ROW,COL".
	hvCultivate
	// hvScout places one scout token (Scout Cabin): "scout ROW,COL". The
	// first token of a use takes the tile (and lifts the tokens already on
	// the board); the second, when it has a hex, must follow at once.
	hvScout
	// hvColony1 and hvColony5 take a colony tile of value 1 or 5 (Cathedral):
	// "colony 1", "colony 5".
	hvColony1
	hvColony5
	// hvColonies turns over the player's colony tiles (Cathedral), whose
	// values give the settlements to build next: "colonies".
	hvColonies
	// hvSettle builds one settlement of the turned colony tiles on the
	// card's terrain: "settle ROW,COL".
	hvSettle
	// hvSiloPass declines one silo action: "silo pass".
	hvSiloPass
	// hvSiloPlace builds a settlement in a silo action: "silo ROW,COL".
	hvSiloPlace
	// hvSiloMove moves a settlement in a silo action: "silo ROW,COL>ROW,COL".
	hvSiloMove

	// hvBazaar+l uses the Bazaar to repeat a tile of kind l used this turn:
	// the tile may be used once more. "bazaar KEY", such as "bazaar tower".
	hvBazaar harvestCode = 16
)

// Silo action modes (harvestState.siloMode).
const (
	siloNone   = iota // no settlement placed or moved yet in this action
	siloPlaces        // the action places settlements
	siloMoves         // the action moves settlements
)

// siloCount is how many settlements one silo action places or moves.
const siloCount = 3

// scoutTokens is the number of scout tokens (Scout Cabin).
const scoutTokens = 2

// The colony tiles (Cathedral): 8 of value 1 and 2 of value 5.
var colonyTiles = [2]struct{ value, count uint8 }{{1, 8}, {5, 2}}

// harvestState is the Harvest expansion's part of a position (see extState).
type harvestState struct {
	scouts    fewHexes // scout tokens on the board (the player to move's, this turn)
	siloMoved fewHexes // silo phase: settlements moved by the current action (at their new hexes)

	vagabonds [maxPlayers]uint16   // Vagabonds points scored so far
	colony    [maxPlayers][2]uint8 // face-up colony tiles of value 1 and 5 of each player
	spent     [maxPlayers][2]uint8 // colony tiles turned over (out of play)
	mayor     [numLines]uint8      // Mayors: 1+player whose marker ends the line, 0 when none (the Island's 5 lines after the board's 20)

	sections   uint8 // quadrants where the player to move built this turn (bit q), for Vagabonds
	cultivated bool  // Cultivate used this turn
	scoutOpen  bool  // the first token of a Scout Cabin use is placed; the second follows
	colonyLeft uint8 // settlements of turned colony tiles still to build
	// repeats counts, per kind of tile whose use may bring something new
	// into play (tileRule.brings), the uses the Bazaar repeated this turn
	// that are still owed: uses that may bring nothing new (mayBringNew).
	repeats [numLocations]uint8

	silo     bool  // the silo phase is on (after the last turn, before scoring)
	siloLeft uint8 // silo actions left to the player to move, the current one included
	siloMode uint8 // siloNone, siloPlaces or siloMoves
	siloDone uint8 // settlements placed or moved by the current silo action
}

// pending reports whether the player to move is inside a sequence of
// Harvest moves that no other move may interrupt: the silo phase, the second
// scout token, the settlements of turned colony tiles.
func (h *harvestState) pending() bool { return h.silo || h.scoutOpen || h.colonyLeft > 0 }

// hv returns s's Harvest state; s.x must not be nil.
func (s *State) hv() *harvestState { return &s.x.harvest }

// harvestPending reports whether only Harvest moves are legal in s (see
// harvestState.pending).
func (s *State) harvestPending() bool { return s.g.rules.any() && s.x.harvest.pending() }

// markers returns the number of Mayors' line markers of player p: settlements
// taken from p's supply and put beside the board.
func (s *State) markers(p int) int {
	if !s.g.rules.any() {
		return 0
	}
	n := 0
	for _, m := range s.x.harvest.mayor {
		if int(m) == p+1 {
			n++
		}
	}
	return n
}

// hasCard reports whether c is one of the game's cards.
func (s *State) hasCard(c Card) bool {
	return s.g.cards[0] == c || s.g.cards[1] == c || s.g.cards[2] == c
}

// harvestCards returns the 6 Harvest cards.
func harvestCards() [6]Card {
	return [6]Card{Mayors, Vagabonds, Rangers, Travellers, Innkeepers, Colonists}
}

// HarvestCards returns the 6 Kingdom Builder cards of the Harvest expansion.
func HarvestCards() [6]Card { return harvestCards() }

// validHarvest reports whether m, of kind HarvestAction, is well formed.
func validHarvest(m Move) bool {
	c := harvestCode(m.code())
	from, to := m.from(), m.to()
	switch c {
	case hvCultivate, hvScout, hvSettle, hvSiloPlace:
		return from == -1 && to >= 0
	case hvColony1, hvColony5, hvColonies, hvSiloPass:
		return from == -1 && to == -1
	case hvSiloMove:
		return from >= 0 && to >= 0
	}
	if c > hvBazaar && Location(c-hvBazaar) < numLocations && Location(c-hvBazaar) != Bazaar {
		return from == -1 && to == -1
	}
	return false
}

// harvestWords maps the first word of the notation to the actions that use
// it.
var harvestWords = map[string]harvestCode{
	"cultivate": hvCultivate, "scout": hvScout, "settle": hvSettle,
	"colonies": hvColonies, "colony": hvColony1, "silo": hvSiloPlace, "bazaar": hvBazaar,
}

// appendHarvestText appends the notation of m, a well-formed HarvestAction move.
func appendHarvestText(b []byte, m Move) []byte {
	switch c := harvestCode(m.code()); c {
	case hvCultivate:
		return appendHex(append(b, "cultivate "...), m.to())
	case hvScout:
		return appendHex(append(b, "scout "...), m.to())
	case hvSettle:
		return appendHex(append(b, "settle "...), m.to())
	case hvColony1:
		return append(b, "colony 1"...)
	case hvColony5:
		return append(b, "colony 5"...)
	case hvColonies:
		return append(b, "colonies"...)
	case hvSiloPass:
		return append(b, "silo pass"...)
	case hvSiloPlace:
		return appendHex(append(b, "silo "...), m.to())
	case hvSiloMove:
		b = appendHex(append(b, "silo "...), m.from())
		return appendHex(append(b, '>'), m.to())
	default:
		return append(append(b, "bazaar "...), Location(c-hvBazaar).Key()...)
	}
}

// parseHarvest reads the notation of a HarvestAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseHarvest(f []string) (m Move, ok bool, why string) {
	c, ok := harvestWords[f[0]]
	if !ok {
		return Move{}, false, ""
	}
	oneHex := func(c harvestCode) (Move, bool, string) {
		if len(f) != 2 {
			return Move{}, true, fmt.Sprintf("want %q", f[0]+" ROW,COL")
		}
		h, why := parseHex(f[1])
		if why != "" {
			return Move{}, true, why
		}
		return newAction(HarvestAction, uint8(c), -1, h), true, ""
	}
	switch c {
	case hvCultivate, hvScout, hvSettle:
		return oneHex(c)
	case hvColonies:
		if len(f) != 1 {
			return Move{}, true, `want "colonies"`
		}
		return newAction(HarvestAction, uint8(hvColonies), -1, -1), true, ""
	case hvColony1:
		if len(f) != 2 || (f[1] != "1" && f[1] != "5") {
			return Move{}, true, `want "colony 1" or "colony 5"`
		}
		if f[1] == "5" {
			c = hvColony5
		}
		return newAction(HarvestAction, uint8(c), -1, -1), true, ""
	case hvSiloPlace:
		if len(f) != 2 {
			return Move{}, true, `want "silo pass", "silo ROW,COL" or "silo ROW,COL>ROW,COL"`
		}
		if f[1] == "pass" {
			return newAction(HarvestAction, uint8(hvSiloPass), -1, -1), true, ""
		}
		a, b, moving := cutMove(f[1])
		if !moving {
			return oneHex(hvSiloPlace)
		}
		i, why := parseHex(a)
		if why != "" {
			return Move{}, true, why
		}
		j, why := parseHex(b)
		if why != "" {
			return Move{}, true, why
		}
		return newAction(HarvestAction, uint8(hvSiloMove), i, j), true, ""
	}
	// bazaar KEY
	if len(f) != 2 {
		return Move{}, true, `want "bazaar TILE"`
	}
	l, found := locationByKey(f[1])
	if !found || l == NoLocation {
		return Move{}, true, fmt.Sprintf("unknown location tile %s", kingdoms.Excerpt(f[1]))
	}
	if l == Bazaar {
		return Move{}, true, "the Bazaar repeats another tile, not itself"
	}
	return newAction(HarvestAction, uint8(hvBazaar)+uint8(l), -1, -1), true, ""
}

// cutMove splits "A>B".
func cutMove(s string) (a, b string, ok bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '>' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// tileTiming reports whether the player to move may use a tile now: before
// or after the mandatory action, not between its placements.
func (s *State) tileTiming() bool { return s.placed == 0 || s.mandatoryDone() }

// appendHarvestLegal appends the legal HarvestAction moves of s.
func (s *State) appendHarvestLegal(dst []Move) []Move {
	if !s.g.rules.has(harvestExp) {
		return dst
	}
	h := s.hv()
	p := int(s.toMove)
	switch {
	case h.silo:
		return s.appendSiloLegal(dst)
	case h.scoutOpen:
		t := s.scoutTargets(false)
		return appendSet(dst, newAction(HarvestAction, uint8(hvScout), -1, -1), &t)
	case h.colonyLeft > 0:
		t := s.colonyTargets()
		return appendSet(dst, newAction(HarvestAction, uint8(hvSettle), -1, -1), &t)
	}
	if !s.tileTiming() {
		return dst
	}
	if !h.cultivated && s.supply[p] > 0 {
		t := s.cultivateTargets()
		dst = appendSet(dst, newAction(HarvestAction, uint8(hvCultivate), -1, -1), &t)
	}
	if s.g.present[ScoutCabin] && s.usable(ScoutCabin) > 0 && s.scoutCap() > 0 {
		t := s.scoutTargets(true)
		dst = appendSet(dst, newAction(HarvestAction, uint8(hvScout), -1, -1), &t)
	}
	if s.g.present[Cathedral] && s.usable(Cathedral) > 0 {
		for v, c := range [2]harvestCode{hvColony1, hvColony5} {
			if s.coloniesLeft(v) > 0 && s.mayBringNew(Cathedral) {
				dst = append(dst, newAction(HarvestAction, uint8(c), -1, -1))
			}
		}
		if h.colony[p] != [2]uint8{} {
			dst = append(dst, newAction(HarvestAction, uint8(hvColonies), -1, -1))
		}
	}
	if s.g.present[Bazaar] && s.usable(Bazaar) > 0 {
		for l := range s.used {
			if s.canRepeat(Location(l)) {
				dst = append(dst, newAction(HarvestAction, uint8(hvBazaar)+uint8(l), -1, -1))
			}
		}
	}
	return dst
}

// canRepeat reports whether the Bazaar may repeat tile l: another tile that
// the player to move used this turn.
func (s *State) canRepeat(l Location) bool { return l != Bazaar && l < numLocations && s.used[l] > 0 }

// cultivateTargets returns the free farmland hexes next to the settlements
// (or scout tokens) of the player to move.
func (s *State) cultivateTargets() hexgrid.Set {
	return s.freeOf(Farmland).Intersect(s.near)
}

// scoutTargets returns where a scout token may go: a free buildable, water or
// mountain hex next to one of the player's settlements (not next to a scout
// token: the rule asks for settlements). When first is true the hex is for
// the first token of a use, which lifts the tokens already on the board.
func (s *State) scoutTargets(first bool) hexgrid.Set {
	occ := s.taken()
	if first {
		occ = occ.Diff(s.hv().scouts.set())
	}
	ok := s.g.buildable.Union(s.g.terrainSet[Water]).Union(s.g.terrainSet[Mountain])
	// occ holds the Caves (Queenie 2): nothing stands on one (State.taken).
	return ok.Diff(occ).Intersect(grid.Ring(s.settled(int(s.toMove)))) // Crossroads pieces count as settlements
}

// mayBringNew reports whether the next use of tile l by the player to move
// may bring something new into play: a Crossroads piece from the supply, a
// colony tile, a scout token more than those on the board. A use the
// Bazaar repeated may not (rulebook 003, "Bazar": "En répétant une action
// spéciale, vous ne gagnez pas de jetons ou de tuiles supplémentaires, comme
// par exemple les jetons Eclaireur (extension 4), ou les guerriers, les
// bateaux et les tuiles Hôtel de ville (extension 2). Vous pouvez cependant
// déplacer vos tuiles et jetons lors de votre tour en répétant une action
// spéciale."). Ruling: of the uses of kind l left this turn, as many as the
// repeats owed are repeats; a use that brings nothing new counts as a
// repeat while one is owed (useTile), so the player keeps its own uses for
// what only they may do, in any order.
func (s *State) mayBringNew(l Location) bool {
	return !s.g.rules.has(harvestExp) || s.usable(l) > int(s.x.harvest.repeats[l])
}

// useTile counts a use of tile l by the player to move; bringsNew tells
// whether it brings something new into play (then mayBringNew held). A use
// that brings nothing new pays a repeat the Bazaar owes first (see
// mayBringNew).
func (s *State) useTile(l Location, bringsNew bool) {
	if !bringsNew && s.g.rules.has(harvestExp) && s.x.harvest.repeats[l] > 0 {
		s.x.harvest.repeats[l]--
	}
	s.used[l]++
}

// scoutCap returns how many scout tokens the next Scout Cabin use of the
// player to move may place: both, unless the use is owed to the Bazaar
// (see mayBringNew), which moves the tokens on the board and adds none.
func (s *State) scoutCap() int {
	if n := s.hv().scouts.count(); n < scoutTokens && !s.mayBringNew(ScoutCabin) {
		return n
	}
	return scoutTokens
}

// coloniesLeft returns how many colony tiles of value index v (0 for 1, 1
// for 5) are left to take.
func (s *State) coloniesLeft(v int) int {
	n := int(colonyTiles[v].count)
	for p := 0; p < s.g.players; p++ {
		n -= int(s.hv().colony[p][v]) + int(s.hv().spent[p][v])
	}
	return n
}

// colonyValue returns the total value of player p's face-up colony tiles.
func (s *State) colonyValue(p int) int {
	c := s.hv().colony[p]
	return int(c[0])*int(colonyTiles[0].value) + int(c[1])*int(colonyTiles[1].value)
}

// checkHarvest returns why the HarvestAction move m is not legal in s, or nil.
func (s *State) checkHarvest(m Move) error {
	if !s.g.rules.has(harvestExp) {
		return illegal(m, "this game does not play the Harvest expansion")
	}
	h := s.hv()
	p := int(s.toMove)
	c := harvestCode(m.code())
	to := m.to()
	if s.nomadsBusy() {
		return illegal(m, "a Donation or a Sword (Nomads) is being used: its moves come first")
	}
	switch {
	case h.silo:
		return s.checkSilo(m)
	case c >= hvSiloPass && c <= hvSiloMove:
		return illegal(m, "silo actions come at the end of the game, before scoring")
	case h.scoutOpen && c != hvScout:
		return illegal(m, "the second scout token must be placed first")
	case h.colonyLeft > 0 && c != hvSettle:
		return illegal(m, "%d settlements of the turned colony tiles are still to be built", h.colonyLeft)
	case c == hvSettle:
		if h.colonyLeft == 0 {
			return illegal(m, "no colony tiles were turned over")
		}
		if !s.colonyTargets().Has(to) {
			return illegal(m, "colony settlements go on free %s hexes (next to player %d's settlements when possible), not at %v", s.hand[p], p, hexText(to))
		}
		return nil
	case c == hvScout && h.scoutOpen:
		if !s.scoutTargets(false).Has(to) {
			return illegal(m, "a scout token goes on a free buildable, water or mountain hex next to player %d's settlements, not at %v", p, hexText(to))
		}
		return nil
	case !s.tileTiming():
		return illegal(m, "extra actions come before or after the mandatory action, not during it (%d of %d settlements placed)", s.placed, mandatoryCount)
	}
	switch {
	case c == hvCultivate:
		switch {
		case h.cultivated:
			return illegal(m, "Cultivate is used once per turn")
		case s.supply[p] == 0:
			return illegal(m, "player %d has no settlement left in supply", p)
		case !s.cultivateTargets().Has(to):
			return illegal(m, "Cultivate builds on a free farmland hex next to player %d's settlements, not at %v", p, hexText(to))
		}
	case c == hvScout:
		if err := s.checkTileUse(m, ScoutCabin); err != nil {
			return err
		}
		if s.scoutCap() == 0 {
			return illegal(m, "a Scout Cabin use repeated by the Bazaar moves the scout tokens on the board and places no new one; player %d has none there", p)
		}
		if !s.scoutTargets(true).Has(to) {
			return illegal(m, "a scout token goes on a free buildable, water or mountain hex next to player %d's settlements, not at %v", p, hexText(to))
		}
	case c == hvColony1 || c == hvColony5:
		if err := s.checkTileUse(m, Cathedral); err != nil {
			return err
		}
		v := int(c - hvColony1)
		if s.coloniesLeft(v) == 0 {
			return illegal(m, "no colony tile of value %d is left", colonyTiles[v].value)
		}
		if !s.mayBringNew(Cathedral) {
			return illegal(m, "a Cathedral use repeated by the Bazaar gains no colony tile (\"colonies\" turns them over)")
		}
	case c == hvColonies:
		if err := s.checkTileUse(m, Cathedral); err != nil {
			return err
		}
		if h.colony[p] == [2]uint8{} {
			return illegal(m, "player %d has no face-up colony tile", p)
		}
	default: // Bazaar
		if err := s.checkTileUse(m, Bazaar); err != nil {
			return err
		}
		if l := Location(c - hvBazaar); !s.canRepeat(l) {
			return illegal(m, "the Bazaar repeats another tile used this turn; player %d used no %s tile", p, l)
		}
	}
	return nil
}

// checkTileUse returns why the player to move may not use a tile of kind l
// now (timing is checked by the caller).
func (s *State) checkTileUse(m Move, l Location) error {
	if !s.g.present[l] {
		return illegal(m, "there is no %s on this board", l)
	}
	if s.usable(l) <= 0 {
		return illegal(m, "player %d has no unused %s tile this turn (a tile taken this turn is usable from the next)", s.toMove, l)
	}
	return nil
}

// applyHarvest plays the legal HarvestAction move m on s in place.
func (s *State) applyHarvest(m Move) {
	h := s.hv()
	p := int(s.toMove)
	c := harvestCode(m.code())
	switch {
	case c == hvCultivate:
		h.cultivated = true
		s.build(p, m.to())
	case c == hvScout:
		open := h.scoutOpen
		limit := scoutTokens
		if !open {
			// The first token of a use lifts the tokens on the board. A use
			// that cannot place more than those brings nothing new.
			limit = s.scoutCap()
			s.useTile(ScoutCabin, h.scouts.count() < limit)
			s.occupied = s.occupied.Diff(h.scouts.set())
			h.scouts = fewHexes{}
		}
		h.scouts.insert(m.to())
		s.occupied.Insert(m.to())
		s.setNear()
		h.scoutOpen = !open && h.scouts.count() < limit && !s.scoutTargets(false).IsEmpty()
	case c == hvColony1 || c == hvColony5:
		s.useTile(Cathedral, true)
		h.colony[p][c-hvColony1]++
	case c == hvColonies:
		s.useTile(Cathedral, false)
		h.colonyLeft = uint8(min(s.colonyValue(p), 255))
		h.spent[p][0] += h.colony[p][0]
		h.spent[p][1] += h.colony[p][1]
		h.colony[p] = [2]uint8{}
		s.closeColonies()
	case c == hvSettle:
		s.buildNear(p, m.to())
		h.colonyLeft--
		s.closeColonies()
	case c >= hvSiloPass && c <= hvSiloMove:
		s.applySilo(m)
	default:
		s.used[Bazaar]++
		l := Location(c - hvBazaar)
		s.used[l]-- // the tile may be used once more
		if locationTable[l].brings {
			h.repeats[l]++ // and that use brings nothing new (mayBringNew)
		}
	}
}

// closeColonies ends the building of turned colony tiles when no
// settlement can be built any more (supply empty, no free hex of the card's
// terrain).
func (s *State) closeColonies() {
	h := s.hv()
	if h.colonyLeft == 0 {
		return
	}
	if s.colonyTargets().IsEmpty() || s.supply[s.toMove] == 0 {
		h.colonyLeft = 0
	}
}

// colonyTargets returns where the next settlement of turned colony tiles
// may go: a free hex of the card's terrain, with the adjacency rule, which
// an armed Outpost (Nomads) lifts. The Temple bonus (Marshlands) does not:
// it frees the first settlement of the mandatory action only.
func (s *State) colonyTargets() hexgrid.Set {
	c := s.freeOf(s.hand[s.toMove])
	return s.nearOrOutpost(&s.near, &c)
}

// settledHarvest follows player p's settlement (or piece counting as one)
// arriving at i (see State.settledAt): the Harvest cards scored during play.
//
//   - Vagabonds ("A chacun de vos tours, 1 point de victoire pour chaque
//     section de plateau de jeu sur laquelle vous avez placé une de vos
//     cités", rulebook 003) notes the section of a settlement built or a
//     piece placed by the player to move, in its own turn: a settlement
//     built in another player's turn (a Canoe answer) counts for nobody,
//     and the silo phase comes after the turns.
//   - Mayors ("Lorsque vous placez ou déplacez une de vos cités de façon à
//     ce qu'au moins quatre de vos cités se retrouvent sur la même ligne
//     horizontale") checks the row of i for p, on a build or a move alike,
//     in any player's turn: p is the owner.
func (s *State) settledHarvest(p, i int, how arrival) {
	h := s.hv()
	if q := quadOfHex[i]; how == builtHere && p == int(s.toMove) && !h.silo && q < 4 { // the Island is no section
		h.sections |= 1 << q
	}
	s.mayorCheck(p, i)
}

// mayorCheck puts a Mayors' marker at the end of the row of hex i when p has
// at least 4 settlements there (its Crossroads pieces included: a city hall
// counts its hexes on the row), no marker ends that row yet and p has a
// settlement left in supply (rulebook 003, "Maires").
func (s *State) mayorCheck(p, i int) {
	if !s.hasCard(Mayors) {
		return
	}
	h := s.hv()
	r := grid.Offset(i).Row
	if h.mayor[r] != 0 || s.supply[p] == 0 || grid.Row(r).Intersect(s.settled(p)).Count() < 4 {
		return
	}
	h.mayor[r] = uint8(p + 1)
	s.supply[p]--
}

// gainColony gives p a colony tile of value 1 with a Cathedral tile, while
// some are left (rulebook 003, "Cathédrale").
func (s *State) gainColony(p int) {
	if s.g.rules.has(harvestExp) && s.coloniesLeft(0) > 0 {
		s.hv().colony[p][0]++
	}
}

// endHarvestTurn closes the turn of p: Vagabonds points, scout tokens back
// beside the board, the turn's counters cleared.
func (s *State) endHarvestTurn(p int) {
	if !s.g.rules.has(harvestExp) {
		return
	}
	h := s.hv()
	if s.hasCard(Vagabonds) {
		h.vagabonds[p] += uint16(bits.OnesCount8(h.sections))
	}
	if h.scouts != (fewHexes{}) {
		s.occupied = s.occupied.Diff(h.scouts.set())
		h.scouts = fewHexes{}
		s.setNear()
	}
	h.sections = 0
	h.cultivated = false
	h.repeats = [numLocations]uint8{}
}

// setupHarvest completes the set-up of a new game (see State.setupExt): it
// checks the number of silos, which bounds the silo phase (MaxMoves).
func (s *State) setupHarvest(c Config, r *rand.Rand) error {
	if n := s.g.terrainSet[Silo].Count(); n > MaxSilos {
		return fmt.Errorf("kingdombuilder: the board has %d silos, at most %d are supported: %w", n, MaxSilos, kingdoms.ErrBadConfig)
	}
	return nil
}

// MaxSilos is the most silos a board may hold (the printed Harvest sections
// hold one each; a user-supplied section may hold more).
const MaxSilos = 16

// harvestTurnMoves bounds the moves that Harvest adds to a turn: Cultivate
// (1), the uses repeated by the 2 Bazaar tiles a player may hold (2, of at
// most 2 moves each: a Quarry's second wall, a second scout token), the
// second scout token of the Scout Cabin tiles held (2), and the settlements
// of turned colony tiles (18, the values of all 10 colony tiles).
const harvestTurnMoves = 1 + 2*2 + 2 + 18

// harvestEndMoves bounds the moves of the silo phase: for every player, one
// silo action per silo (MaxSilos at most) of at most 3 moves.
func harvestEndMoves(players int) int { return players * MaxSilos * siloCount }

// SampleHarvestSections returns the 4 sample Harvest sections, the project's
// own stand-ins for the printed Harvest sections (which are not available):
// each holds farmland, a silo and two of the 8 Harvest locations. They are
// inventions, never presented as printed sections.
func SampleHarvestSections() [4]*CustomSection {
	var out [4]*CustomSection
	for i, name := range harvestSampleNames {
		c, ok := SampleSection(name)
		if !ok {
			panic("kingdombuilder: missing sample section " + name)
		}
		out[i] = c
	}
	return out
}

// harvestSampleNames names the sample Harvest sections (samples/harvest.txt).
var harvestSampleNames = [4]string{
	"sample-harvest-bazaar-watermill", "sample-harvest-cabin-station",
	"sample-harvest-cathedral-watchtower", "sample-harvest-university-palisade",
}

// harvestExpansion is the Harvest expansion's row of the table expansions.
var harvestExpansion = expansion{
	samples:     SampleHarvestSections,
	kind:        HarvestAction,
	name:        "Harvest",
	checkConfig: noConfigCheck,
	setup:       (*State).setupHarvest,
	valid:       validHarvest,
	text:        appendHarvestText,
	parse:       parseHarvest,
	str:         (*State).appendHarvestString,
	encode:      func(s *State, d *extDoc) { d.Harvest = s.encodeHarvest() },
	decode:      func(s *State, d *extDoc) error { return s.decodeHarvest(d.Harvest) },
}

// harvestPendingReason says which Harvest sequence goes on.
func (s *State) harvestPendingReason() string {
	switch h := s.hv(); {
	case h.silo:
		return "the silo phase is on: only silo actions are legal"
	case h.scoutOpen:
		return "the second scout token must be placed first"
	default:
		return fmt.Sprintf("%d settlements of the turned colony tiles are still to be built", h.colonyLeft)
	}
}

// harvestDecision answers for the decision Harvest may hold the game on
// (see State.decide): the silo phase, the second scout token, the
// settlements of turned colony tiles.
func (s *State) harvestDecision(d *decision) bool {
	if !s.harvestPending() {
		return false
	}
	d.fill(s, (*State).harvestPendingReason, (*State).appendHarvestLegal)
	return true
}
