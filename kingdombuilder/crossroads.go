package kingdombuilder

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Crossroads expansion (rulebook 003, pages 12-15): ships, wagons,
// warriors and city halls, the Crossroads' second terrain card, the Fort's
// drawn card, and the task cards (crossroads_tasks.go). The package
// documentation ("Crossroads") states the rules and the rulings.
//
// The Forester's Lodge and the Monastery are ordinary building tiles (rows
// of locationTable). The other six locations are used through
// CrossroadsAction moves, whose Move.Code is a CrossroadsCode.

// Piece is a piece of the Crossroads expansion. Every player has one ship,
// one wagon, two warriors and one city hall; they count as the player's
// settlements (see State.PieceAt).
type Piece uint8

// The Crossroads pieces.
const (
	NoPiece       Piece = iota
	ShipPiece           // bateau: placed and moved on water by the Lighthouse
	WagonPiece          // chariot: placed and moved on land and mountains by the Wagon
	WarriorPiece        // guerrier: placed by the Barracks; nothing may be placed or moved next to it
	CityHallPiece       // tuile Hôtel de ville: 7 hexes, placed once by the City Hall

	numPieces
)

// warriorsPerPlayer is the number of warriors of each player.
const warriorsPerPlayer = 2

var pieceNames = [numPieces]string{"none", "ship", "wagon", "warrior", "cityhall"}

// String returns the lower-case name of k used by the notation: "ship",
// "wagon", "warrior" or "cityhall".
func (k Piece) String() string {
	if k < numPieces {
		return pieceNames[k]
	}
	return "piece(" + itoa(int(k)) + ")"
}

// CrossroadsCode tells which action a CrossroadsAction move is (Move.Code).
type CrossroadsCode uint8

// The Crossroads actions. ChooseCard+t, for a terrain t of a terrain card,
// chooses card t; ChooseSwamp+t chooses the swamp card "swamp / t" of
// Marshlands; the other codes are constants.
//
//	crossroads choose forest     ChooseCard+Forest: use the forest card this turn (Crossroads)
//	crossroads choose swamp/forest ChooseSwamp+Forest: use the swamp card swamp / forest (Marshlands)
//	crossroads ship 3,4          PlaceShip: put the ship from the supply on water at 3,4 (Lighthouse)
//	crossroads ship 3,4>5,6      MoveShip: move the ship up to 3 hexes over free water
//	crossroads ship 3,4>supply   ReturnShip: take the ship back to the supply
//	crossroads wagon ...         PlaceWagon, MoveWagon, ReturnWagon: the same with the wagon (Wagon)
//	crossroads warrior 3,4       PlaceWarrior: put a warrior from the supply at 3,4 (Barracks)
//	crossroads warrior 3,4>supply ReturnWarrior: take the warrior at 3,4 back
//	crossroads cityhall 3,4      PlaceCityHall: put the city hall on 3,4 and its 6 neighbours (City Hall)
//	crossroads fort              DrawFort: draw the Fort's terrain card (Fort)
//	crossroads fort 3,4          BuildFort: build the Fort's settlement at 3,4
const (
	ChooseCard    CrossroadsCode = 0
	PlaceShip     CrossroadsCode = 16
	MoveShip      CrossroadsCode = 17
	ReturnShip    CrossroadsCode = 18
	PlaceWagon    CrossroadsCode = 19
	MoveWagon     CrossroadsCode = 20
	ReturnWagon   CrossroadsCode = 21
	PlaceWarrior  CrossroadsCode = 22
	ReturnWarrior CrossroadsCode = 23
	PlaceCityHall CrossroadsCode = 24
	DrawFort      CrossroadsCode = 25
	BuildFort     CrossroadsCode = 26
	ChooseSwamp   CrossroadsCode = 32
)

// The shape of the action codes of the pieces: place, move, return.
const (
	opPlace = iota
	opMove
	opReturn
)

// crossroadsAct describes the action of a code from PlaceShip to BuildFort.
type crossroadsAct struct {
	piece Piece
	op    int      // opPlace, opMove or opReturn
	tile  Location // the tile the action uses
}

var crossroadsActs = [BuildFort + 1]crossroadsAct{
	PlaceShip:     {ShipPiece, opPlace, Lighthouse},
	MoveShip:      {ShipPiece, opMove, Lighthouse},
	ReturnShip:    {ShipPiece, opReturn, Lighthouse},
	PlaceWagon:    {WagonPiece, opPlace, Wagon},
	MoveWagon:     {WagonPiece, opMove, Wagon},
	ReturnWagon:   {WagonPiece, opReturn, Wagon},
	PlaceWarrior:  {WarriorPiece, opPlace, Barracks},
	ReturnWarrior: {WarriorPiece, opReturn, Barracks},
	PlaceCityHall: {CityHallPiece, opPlace, CityHall},
	DrawFort:      {NoPiece, opPlace, Fort},
	BuildFort:     {NoPiece, opPlace, Fort},
}

// act returns the description of code c (PlaceShip to BuildFort).
func (c CrossroadsCode) act() crossroadsAct { return crossroadsActs[c] }

// isChoice reports whether c chooses a terrain card.
func (c CrossroadsCode) isChoice() bool {
	return c < PlaceShip || c >= ChooseSwamp && c < ChooseSwamp+16
}

// ChooseTerrainCard returns the move that chooses which of the player's two
// terrain cards (the second one comes from the Crossroads tile) to use for
// the whole turn. For a swamp card (Marshlands), see ChooseSwampCard.
func ChooseTerrainCard(t Terrain) Move {
	return newAction(CrossroadsAction, uint8(ChooseCard)+uint8(t&15), -1, -1)
}

// PlacePiece returns the move that puts a piece of the player from its
// supply at the given hex: a ship (Lighthouse), a wagon (Wagon), a warrior
// (Barracks) or the city hall, whose tile covers the hex and its 6
// neighbours (City Hall).
func PlacePiece(k Piece, at hexgrid.Offset) Move {
	c := map[Piece]CrossroadsCode{ShipPiece: PlaceShip, WagonPiece: PlaceWagon, WarriorPiece: PlaceWarrior, CityHallPiece: PlaceCityHall}[k]
	return newAction(CrossroadsAction, uint8(c), -1, hexIndex(at))
}

// MovePiece returns the move that moves the player's ship (Lighthouse) or
// wagon (Wagon) from one hex to another, at most 3 hexes away.
func MovePiece(k Piece, from, to hexgrid.Offset) Move {
	c := map[Piece]CrossroadsCode{ShipPiece: MoveShip, WagonPiece: MoveWagon}[k]
	return newAction(CrossroadsAction, uint8(c), hexIndex(from), hexIndex(to))
}

// ReturnPiece returns the move that takes the player's ship (Lighthouse),
// wagon (Wagon) or warrior (Barracks) at the given hex back to its supply.
func ReturnPiece(k Piece, from hexgrid.Offset) Move {
	c := map[Piece]CrossroadsCode{ShipPiece: ReturnShip, WagonPiece: ReturnWagon, WarriorPiece: ReturnWarrior}[k]
	return newAction(CrossroadsAction, uint8(c), hexIndex(from), -1)
}

// FortDraw returns the move that uses the Fort: draw a terrain card, whose
// terrain the next move (FortBuild) builds on.
func FortDraw() Move { return newAction(CrossroadsAction, uint8(DrawFort), -1, -1) }

// FortBuild returns the move that builds the Fort's settlement at the given
// hex, right after FortDraw.
func FortBuild(at hexgrid.Offset) Move {
	return newAction(CrossroadsAction, uint8(BuildFort), -1, hexIndex(at))
}

// Code returns the action code of a move of an expansion's kind (for
// CrossroadsAction moves, a CrossroadsCode; see also Move.Nomad,
// Move.MarshlandsCode and Move.Queenie), 0 for the other moves.
func (m Move) Code() uint8 {
	if m.kind() > EndTurn {
		return m.code()
	}
	return 0
}

// crossroadsState is the Crossroads expansion's part of a position (see
// extState). Hexes are stored plus one, 0 meaning "in the supply".
type crossroadsState struct {
	tasks    [MaxTasks]Task                        // the task cards in play, NoTask after the last
	ship     [maxPlayers]uint16                    // each player's ship
	wagon    [maxPlayers]uint16                    // each player's wagon
	warrior  [maxPlayers][warriorsPerPlayer]uint16 // each player's warriors: those on the board first, by increasing hex
	hall     [maxPlayers]uint16                    // the centre of each player's city hall
	extra    [maxPlayers]Terrain                   // second terrain card from the Crossroads (hiddenCard in views, NoTerrain when none)
	choosing bool                                  // the player to move must choose the card of the turn first
	fort     Terrain                               // the Fort's card, its settlement not built yet; NoTerrain otherwise
	all      hexgrid.Set                           // derived: union of pieces
	blocked  hexgrid.Set                           // derived: the hexes next to a warrior
}

// sync recomputes the derived sets from the pieces' hexes.
func (x *crossroadsState) sync(players int) {
	x.all, x.blocked = hexgrid.Set{}, hexgrid.Set{}
	for p := 0; p < players; p++ {
		x.all = x.all.Union(x.collect(p))
		for _, h := range x.warrior[p] {
			if h != 0 {
				x.blocked = x.blocked.Union(grid.NeighborSet(int(h) - 1))
			}
		}
	}
	x.blocked = x.blocked.Diff(x.all)
}

// piecesOf returns the hexes of player p's pieces (a city hall's 7). They
// are computed, not stored, to keep the state small: the extState is copied
// on every move.
func (x *crossroadsState) piecesOf(p int) hexgrid.Set {
	if x.all.IsEmpty() {
		return hexgrid.Set{}
	}
	return x.collect(p)
}

// collect computes piecesOf(p) from the pieces' hexes.
func (x *crossroadsState) collect(p int) hexgrid.Set {
	var set hexgrid.Set
	x.addPieces(&set, p)
	return set
}

// addPieces adds the hexes of player p's pieces to *set, in place (the
// settlements of State.settled are copied once, not united by value).
func (x *crossroadsState) addPieces(set *hexgrid.Set, p int) {
	if x.ship[p]|x.wagon[p]|x.warrior[p][0]|x.warrior[p][1]|x.hall[p] == 0 {
		return
	}
	for _, h := range [...]uint16{x.ship[p], x.wagon[p], x.warrior[p][0], x.warrior[p][1]} {
		if h != 0 {
			set.Insert(int(h) - 1)
		}
	}
	if h := x.hall[p]; h != 0 {
		*set = set.Union(rosette(int(h) - 1))
	}
}

// holdsTile reports whether player p holds a tile of kind l, taken this
// turn or before.
func (s *State) holdsTile(p int, l Location) bool { return s.held[p]&s.g.locSlots[l] != 0 }

// pieceHex returns the hex of player p's ship or wagon, -1 in the supply.
func (x *crossroadsState) pieceHex(k Piece, p int) int {
	switch k {
	case ShipPiece:
		return int(x.ship[p]) - 1
	case WagonPiece:
		return int(x.wagon[p]) - 1
	}
	return -1
}

// setPieceHex puts player p's ship or wagon at h (-1: the supply).
func (x *crossroadsState) setPieceHex(k Piece, p, h int) {
	switch k {
	case ShipPiece:
		x.ship[p] = uint16(h + 1)
	case WagonPiece:
		x.wagon[p] = uint16(h + 1)
	}
}

// ground returns the hexes a ship (water) or a wagon (buildable terrain and
// mountains) may stand on.
func (s *State) ground(k Piece) hexgrid.Set {
	if k == ShipPiece {
		return s.g.terrainSet[Water]
	}
	if k == WagonPiece {
		return s.g.buildable.Union(s.g.terrainSet[Mountain]).Diff(s.g.queenies.caveSet) // a Cave's hex holds its tile (see State.taken)
	}
	return s.g.buildable
}

// cityHallCentres returns the hexes where player p's city hall may be
// centred: its 7 hexes on the board, free, buildable and not next to a
// warrior, one of them next to one of the player's settlements (rulebook
// 003, "Hôtel de ville": "elle doit obligatoirement être adjacente à au
// moins une de vos cités"); near is the player's settlements dilated.
func (s *State) cityHallCentres(open hexgrid.Set, near *hexgrid.Set) hexgrid.Set {
	// A centre has 6 neighbours (innerHexes), all open: it is next to no
	// hex that is not open (one dilation of those, not a test per hex).
	cand := open.Intersect(grid.Dilate(*near)).Intersect(innerHexes)
	return cand.Diff(grid.Dilate(allHexes.Diff(open)))
}

// crossroadsTargets returns the targets of the action c (PlaceShip to
// BuildFort, not a return) for the player to move, the piece moved being at
// from, and ok false when the action is not possible now (whyNoTarget says
// why; the legal moves need no reason, so none is formatted here).
func (s *State) crossroadsTargets(c CrossroadsCode, from int) (t hexgrid.Set, ok bool) {
	x := &s.x.crossroads
	p := int(s.toMove)
	a := c.act()
	open := s.ground(a.piece).Diff(s.taken())
	switch c {
	case PlaceShip, PlaceWagon:
		if x.pieceHex(a.piece, p) >= 0 {
			return hexgrid.Set{}, false
		}
		return pickNear(&s.near, &open), true
	case MoveShip, MoveWagon:
		if x.pieceHex(a.piece, p) != from {
			return hexgrid.Set{}, false
		}
		return grid.Reach(from, open, 3), true
	case PlaceWarrior:
		if x.warrior[p][warriorsPerPlayer-1] != 0 {
			return hexgrid.Set{}, false
		}
		return pickNear(&s.near, &open), true
	case PlaceCityHall:
		if x.hall[p] != 0 {
			return hexgrid.Set{}, false
		}
		return s.cityHallCentres(open, &s.near), true
	case BuildFort:
		if x.fort == NoTerrain {
			return hexgrid.Set{}, false
		}
		return s.cardTargets(x.fort), true
	}
	return hexgrid.Set{}, false
}

// whyNoTarget says why crossroadsTargets(c, from) is not ok.
func (s *State) whyNoTarget(c CrossroadsCode, from int) string {
	x := &s.x.crossroads
	p := int(s.toMove)
	a := c.act()
	switch c {
	case PlaceShip, PlaceWagon:
		return fmt.Sprintf("player %d's %s is on the board already (move it or return it)", p, a.piece)
	case MoveShip, MoveWagon:
		if h := x.pieceHex(a.piece, p); h >= 0 {
			return fmt.Sprintf("player %d's %s is at %v", p, a.piece, hexText(h))
		}
		return fmt.Sprintf("player %d's %s is in the supply", p, a.piece)
	case PlaceWarrior:
		return fmt.Sprintf("player %d's %d warriors are on the board", p, warriorsPerPlayer)
	case PlaceCityHall:
		return fmt.Sprintf("player %d's city hall is on the board already", p)
	case BuildFort:
		return "no Fort card was drawn"
	}
	return "not an action with a target"
}

// crossroadsPending reports whether the player to move must first choose
// the terrain card of the turn or build the Fort's settlement.
func (s *State) crossroadsPending() bool {
	x := &s.x.crossroads
	return x.fort != NoTerrain || x.choosing
}

// crossroadsPendingReason says what crossroadsPending waits for.
func (s *State) crossroadsPendingReason() string {
	x := &s.x.crossroads
	p := s.toMove
	if x.fort != NoTerrain {
		return fmt.Sprintf("player %d must first build the Fort's settlement on %s", p, x.fort)
	}
	return fmt.Sprintf("player %d must first choose the terrain card of the turn (Crossroads): %s or %s", p, s.cardOf(int(p)), x.extra[p])
}

// appendCrossroadsPending appends the legal moves while crossroadsPending.
func (s *State) appendCrossroadsPending(dst []Move) []Move {
	x := &s.x.crossroads
	p := s.toMove
	if x.fort != NoTerrain {
		t, _ := s.crossroadsTargets(BuildFort, -1)
		return appendSet(dst, newAction(CrossroadsAction, uint8(BuildFort), -1, -1), &t)
	}
	a, b := s.hand[p], x.extra[p]
	if a > b {
		a, b = b, a
	}
	return append(dst, chooseCardMove(a), chooseCardMove(b))
}

// tileTime reports whether the player to move may use tiles now: before or
// after the mandatory action, not during it.
func (s *State) tileTime() bool { return s.placed == 0 || s.mandatoryDone() }

// appendCrossroadsLegal appends the legal CrossroadsAction moves of s
// (outside crossroadsPending), by code, then source and target hex.
func (s *State) appendCrossroadsLegal(dst []Move) []Move {
	if !s.g.rules.has(crossroadsExp) || !s.tileTime() {
		return dst
	}
	x := &s.x.crossroads
	p := int(s.toMove)
	g := s.g
	if s.held[p]&^s.fresh[p]&(g.locSlots[Lighthouse]|g.locSlots[Wagon]|g.locSlots[Barracks]|g.locSlots[CityHall]|g.locSlots[Fort]) == 0 {
		return dst // no tile of these actions
	}
	var u [numLocations]int8
	for _, l := range [...]Location{Lighthouse, Wagon, Barracks, CityHall, Fort} {
		u[l] = int8(s.usable(l))
	}
	for _, k := range [...]Piece{ShipPiece, WagonPiece} {
		l := Lighthouse
		place := PlaceShip
		if k == WagonPiece {
			l, place = Wagon, PlaceWagon
		}
		if u[l] <= 0 {
			continue
		}
		h := x.pieceHex(k, p)
		if h < 0 {
			if !s.mayBringNew(l) {
				continue
			}
			t, _ := s.crossroadsTargets(place, -1)
			dst = appendSet(dst, newAction(CrossroadsAction, uint8(place), -1, -1), &t)
			continue
		}
		t, _ := s.crossroadsTargets(place+1, h)
		dst = appendSet(dst, newAction(CrossroadsAction, uint8(place+1), h, -1), &t)
		dst = append(dst, newAction(CrossroadsAction, uint8(place+2), h, -1))
	}
	if u[Barracks] > 0 {
		if s.mayBringNew(Barracks) {
			if t, ok := s.crossroadsTargets(PlaceWarrior, -1); ok {
				dst = appendSet(dst, newAction(CrossroadsAction, uint8(PlaceWarrior), -1, -1), &t)
			}
		}
		for _, h := range x.warrior[p] {
			if h != 0 {
				dst = append(dst, newAction(CrossroadsAction, uint8(ReturnWarrior), int(h)-1, -1))
			}
		}
	}
	if u[CityHall] > 0 && s.mayBringNew(CityHall) {
		if t, ok := s.crossroadsTargets(PlaceCityHall, -1); ok {
			dst = appendSet(dst, newAction(CrossroadsAction, uint8(PlaceCityHall), -1, -1), &t)
		}
	}
	if u[Fort] > 0 && s.supply[p] > 0 {
		dst = append(dst, FortDraw())
	}
	return dst
}

// validCrossroads reports whether m, of kind CrossroadsAction, is well
// formed.
func validCrossroads(m Move) bool {
	c := CrossroadsCode(m.code())
	from, to := m.from() >= 0, m.to() >= 0
	if c.isChoice() {
		t := choiceCard(c)
		return (isSwampCard(t) || t < numTerrains && terrainTable[t].card) && !from && !to
	}
	if c > BuildFort {
		return false
	}
	switch a := c.act(); {
	case c == DrawFort:
		return !from && !to
	case a.op == opPlace:
		return !from && to
	case a.op == opMove:
		return from && to
	default:
		return from && !to
	}
}

// appendCrossroadsText appends the notation of m, a well-formed
// CrossroadsAction move.
func appendCrossroadsText(b []byte, m Move) []byte {
	b = append(b, "crossroads "...)
	c := CrossroadsCode(m.code())
	if c.isChoice() {
		b = append(b, "choose "...)
		return append(b, choiceCard(c).String()...)
	}
	a := c.act()
	if a.piece == NoPiece {
		b = append(b, "fort"...)
	} else {
		b = append(b, a.piece.String()...)
	}
	switch {
	case c == DrawFort:
		return b
	case a.op == opPlace:
		b = append(b, ' ')
		return appendHex(b, m.to())
	case a.op == opMove:
		b = append(b, ' ')
		b = appendHex(b, m.from())
		b = append(b, '>')
		return appendHex(b, m.to())
	}
	b = append(b, ' ')
	b = appendHex(b, m.from())
	return append(b, ">supply"...)
}

// parseCrossroads reads the notation of a CrossroadsAction move split into
// fields f; ok is false when f[0] is not "crossroads".
func parseCrossroads(f []string) (m Move, ok bool, why string) {
	if f[0] != "crossroads" {
		return Move{}, false, ""
	}
	const want = `want "crossroads choose TERRAIN", "crossroads PIECE ROW,COL", "crossroads PIECE ROW,COL>ROW,COL", "crossroads PIECE ROW,COL>supply", "crossroads fort" or "crossroads fort ROW,COL"`
	if len(f) < 2 || len(f) > 3 {
		return Move{}, true, want
	}
	if f[1] == "choose" {
		if len(f) != 3 {
			return Move{}, true, `want "crossroads choose TERRAIN"`
		}
		t, ok := cardTerrain(f[2])
		if !ok {
			if t, ok = swampCardByName(f[2]); !ok {
				return Move{}, true, fmt.Sprintf("%s is neither the terrain of a terrain card nor a swamp card (swamp/TERRAIN)", kingdoms.Excerpt(f[2]))
			}
		}
		return chooseCardMove(t), true, ""
	}
	if f[1] == "fort" {
		if len(f) == 2 {
			return FortDraw(), true, ""
		}
		h, why := parseHex(f[2])
		if why != "" {
			return Move{}, true, why
		}
		return newAction(CrossroadsAction, uint8(BuildFort), -1, h), true, ""
	}
	k := NoPiece
	for i := ShipPiece; i < numPieces; i++ {
		if f[1] == i.String() {
			k = i
		}
	}
	if k == NoPiece {
		return Move{}, true, fmt.Sprintf("unknown Crossroads action %s: %s", kingdoms.Excerpt(f[1]), want)
	}
	if len(f) != 3 {
		return Move{}, true, want
	}
	codes := map[Piece][3]CrossroadsCode{
		ShipPiece:     {PlaceShip, MoveShip, ReturnShip},
		WagonPiece:    {PlaceWagon, MoveWagon, ReturnWagon},
		WarriorPiece:  {PlaceWarrior, 0, ReturnWarrior},
		CityHallPiece: {PlaceCityHall, 0, 0},
	}[k]
	src, dst, moving := strings.Cut(f[2], ">")
	a, why := parseHex(src)
	if why != "" {
		return Move{}, true, why
	}
	switch {
	case !moving:
		return newAction(CrossroadsAction, uint8(codes[opPlace]), -1, a), true, ""
	case dst == "supply":
		if codes[opReturn] == 0 {
			return Move{}, true, "the city hall stays on the board once placed"
		}
		return newAction(CrossroadsAction, uint8(codes[opReturn]), a, -1), true, ""
	}
	if codes[opMove] == 0 {
		return Move{}, true, fmt.Sprintf("a %s does not move: place it, or return it with >supply", k)
	}
	b, why := parseHex(dst)
	if why != "" {
		return Move{}, true, why
	}
	return newAction(CrossroadsAction, uint8(codes[opMove]), a, b), true, ""
}

// checkCrossroads returns why the CrossroadsAction move m is not legal in s,
// or nil.
func (s *State) checkCrossroads(m Move) error {
	if !s.g.rules.has(crossroadsExp) {
		return illegal(m, "this game does not play the Crossroads expansion")
	}
	x := &s.x.crossroads
	p := int(s.toMove)
	c := CrossroadsCode(m.code())
	pending := s.crossroadsPending()
	switch {
	case c.isChoice():
		if !pending || x.fort != NoTerrain {
			return illegal(m, "player %d has no terrain card to choose now (the Crossroads gives a second card, chosen at the start of the turn)", p)
		}
		if t := choiceCard(c); t != s.hand[p] && t != x.extra[p] {
			return illegal(m, "player %d's terrain cards are %s and %s", p, s.hand[p], x.extra[p])
		}
		return nil
	case c == BuildFort:
		if x.fort == NoTerrain {
			return illegal(m, "the Fort's settlement is built right after its card is drawn (crossroads fort)")
		}
		t, _ := s.crossroadsTargets(BuildFort, -1)
		if !t.Has(m.to()) {
			return illegal(m, "the Fort's settlement goes on a free %s hex, next to player %d's settlements if possible, not at %v", cardText(x.fort), p, hexText(m.to()))
		}
		return nil
	case pending:
		return illegal(m, "%s", s.crossroadsPendingReason())
	}
	a := c.act()
	if !s.g.present[a.tile] {
		return illegal(m, "there is no %s on this board", a.tile)
	}
	if !s.tileTime() {
		return illegal(m, "tiles are used before or after the mandatory action, not during it (%d of %d settlements placed)", s.placed, mandatoryCount)
	}
	if s.usable(a.tile) <= 0 {
		return illegal(m, "player %d has no unused %s tile this turn (a tile taken this turn is usable from the next)", p, a.tile)
	}
	if a.op == opPlace && a.piece != NoPiece && !s.mayBringNew(a.tile) {
		return illegal(m, "a %s use repeated by the Bazaar brings no %s into play; it may move or return what is on the board", a.tile, a.piece)
	}
	switch {
	case c == DrawFort:
		if s.supply[p] == 0 {
			return illegal(m, "player %d has no settlement left in supply", p)
		}
		return nil
	case a.op == opReturn:
		if !s.hasPieceAt(a.piece, p, m.from()) {
			return illegal(m, "player %d has no %s at %v", p, a.piece, hexText(m.from()))
		}
		return nil
	}
	t, ok := s.crossroadsTargets(c, m.from())
	if !ok {
		return illegal(m, "%s", s.whyNoTarget(c, m.from()))
	}
	if !t.Has(m.to()) {
		return illegal(m, "%s", s.whyNotPiece(c, m.from(), m.to()))
	}
	return nil
}

// hasPieceAt reports whether player p's piece k stands at h.
func (s *State) hasPieceAt(k Piece, p, h int) bool {
	x := &s.x.crossroads
	if k == WarriorPiece {
		for _, w := range x.warrior[p] {
			if w != 0 && int(w)-1 == h {
				return true
			}
		}
		return false
	}
	return h >= 0 && x.pieceHex(k, p) == h
}

// whyNotPiece explains why the action c may not take its piece to h.
func (s *State) whyNotPiece(c CrossroadsCode, from, h int) string {
	a := c.act()
	at := hexText(h)
	switch {
	case c == PlaceCityHall:
		return fmt.Sprintf("the city hall covers %v and its 6 neighbours: all on the board, free, buildable, not next to a warrior, and one of them next to a settlement of the player", at)
	case s.occupied.Has(h):
		return fmt.Sprintf("%v is occupied", at)
	case s.blocked(h):
		return fmt.Sprintf("%v is next to a warrior: nothing may be placed or moved there", at)
	case !s.ground(a.piece).Has(h):
		return fmt.Sprintf("a %s may not stand on %s (%v)", a.piece, s.g.terrain[h], at)
	case a.op == opMove:
		return fmt.Sprintf("%v is not within 3 steps of %v over free hexes a %s may cross", at, hexText(from), a.piece)
	}
	return fmt.Sprintf("%v is not next to the player's settlements, and free hexes next to them remain", at)
}

// applyCrossroads plays the legal CrossroadsAction move m on s in place.
func (s *State) applyCrossroads(m Move) {
	x := &s.x.crossroads
	p := int(s.toMove)
	c := CrossroadsCode(m.code())
	if c.isChoice() {
		if t := choiceCard(c); s.hand[p] != t {
			s.hand[p], x.extra[p] = x.extra[p], s.hand[p]
		}
		x.choosing = false
		s.settleSwampHand() // a swamp card chosen: its half next (Marshlands)
		return
	}
	switch c {
	case BuildFort:
		s.discardCard(x.fort)
		x.fort = NoTerrain
		s.buildNear(p, m.to())
		return
	case DrawFort:
		s.used[Fort]++
		t := s.draw()
		switch {
		case t == NoTerrain:
		case !s.cardPlayable(t):
			// No hex of that terrain can take the settlement: the action
			// ends (ruling: the card is discarded).
			s.discardCard(t)
		default:
			x.fort = t
		}
		return
	}
	a := c.act()
	s.useTile(a.tile, a.op == opPlace)
	from, to := m.from(), m.to()
	switch c {
	case PlaceShip, PlaceWagon, MoveShip, MoveWagon:
		x.setPieceHex(a.piece, p, to)
	case ReturnShip, ReturnWagon:
		x.setPieceHex(a.piece, p, -1)
	case PlaceWarrior:
		x.warrior[p][warriorsPerPlayer-1] = uint16(to + 1)
	case ReturnWarrior:
		for i, w := range x.warrior[p] {
			if int(w)-1 == from {
				x.warrior[p][i] = 0
			}
		}
	case PlaceCityHall:
		x.hall[p] = uint16(to + 1)
	}
	x.sortWarriors(p)
	x.sync(s.g.players)
	if from >= 0 {
		s.occupied.Delete(from)
	}
	if to >= 0 {
		if c == PlaceCityHall {
			s.occupied = s.occupied.Union(rosette(to))
		} else {
			s.occupied.Insert(to)
		}
	}
	s.setNear()
	// Placing or moving a piece is placing or moving a settlement (rulebook
	// 003: "considérés comme des cités"; the city hall "compte comme 7
	// cités à tous les égards"): the events every settlement raises.
	if from >= 0 {
		s.loseTiles(p, from)
	}
	if to >= 0 {
		how := builtHere
		if from >= 0 {
			how = movedHere
		}
		if c == PlaceCityHall {
			for h := range rosette(to).All() {
				s.settledAt(p, h, how)
			}
		} else {
			s.settledAt(p, to, how)
		}
	}
}

// sortWarriors orders player p's warriors: those on the board first, by
// increasing hex.
func (x *crossroadsState) sortWarriors(p int) {
	w := &x.warrior[p]
	if w[0] == 0 || (w[1] != 0 && w[1] < w[0]) {
		w[0], w[1] = w[1], w[0]
	}
}

// endTurnCrossroads discards player p's second terrain card, at the end of
// its turn, and draws a new one when p holds a Crossroads tile (rulebook
// 003, "Carrefour": a tile taken this turn draws already). The main card is
// drawn already.
func (s *State) endTurnCrossroads(p int) {
	if !s.g.rules.has(crossroadsExp) {
		return
	}
	x := &s.x.crossroads
	if t := x.extra[p]; t != NoTerrain && t != hiddenCard {
		s.discardCard(t)
	}
	x.extra[p] = NoTerrain
	x.fort = NoTerrain
	if s.holdsTile(p, Crossroads) {
		x.extra[p] = s.draw()
	}
	// "Piochez la première carte Terrain supplémentaire à la fin du tour au
	// cours duquel vous avez récupéré cette plaquette de lieu": a player
	// who took a Crossroads tile during p's turn (a Canoe answer) draws
	// its first second card now, in turn order after p. Every other holder
	// has one already (drawn at the end of its own turn), unless the deck
	// was empty then: it draws now, at the first end of a turn that can.
	for i := 1; i < s.g.players; i++ {
		q := (p + i) % s.g.players
		if x.extra[q] == NoTerrain && s.holdsTile(q, Crossroads) {
			x.extra[q] = s.draw()
		}
	}
}

// startTurnCrossroads begins the turn of the player to move: a second card
// of a terrain without a free hex (a swamp card: of neither half) is
// removed from the game and replaced, as the main card is
// (State.startTurn); the choice between two cards is open unless they are
// of the same terrain or one is missing. Without a choice, the half of a
// swamp card in the hand is chosen at once when only one is playable.
func (s *State) startTurnCrossroads() {
	if !s.g.rules.has(crossroadsExp) {
		return
	}
	x := &s.x.crossroads
	p := s.toMove
	x.choosing = false
	for x.extra[p] != NoTerrain && x.extra[p] != hiddenCard && !s.cardPlayable(x.extra[p]) {
		s.removeCard(x.extra[p])
		x.extra[p] = s.draw()
	}
	switch e := x.extra[p]; {
	case e == NoTerrain || e == hiddenCard:
	case s.hand[p] == NoTerrain:
		s.hand[p], x.extra[p] = e, NoTerrain
	case s.hand[p] != e:
		x.choosing = true
	}
	if !x.choosing {
		s.settleSwampHand() // the half of a swamp card, now that no choice comes first
	}
}

// tallyCrossroads adds one part per task card in play to player p's
// score: the task's points when p fulfils it, else 0.
func (s *State) tallyCrossroads(t *tally, p int) {
	for _, k := range s.x.crossroads.tasks {
		if k != NoTask {
			t.add(taskPart, uint8(k), s.taskScore(k, p))
		}
	}
}

// viewCrossroads hides the second terrain cards that player p may not see:
// those of the other players, except the player to move's.
func (s *State) viewCrossroads(p int) {
	x := &s.x.crossroads
	for q := 0; q < s.g.players; q++ {
		if q != p && (s.over || q != int(s.toMove)) && x.extra[q] != NoTerrain {
			x.extra[q] = hiddenCard
		}
	}
}

// crossroadsCards counts the visible terrain cards of terrain t that the
// expansion holds out of the deck (second cards, the Fort's card).
func (s *State) crossroadsCards(t Terrain) int {
	if !s.g.rules.any() {
		return 0
	}
	x := &s.x.crossroads
	n := 0
	for q := 0; q < s.g.players; q++ {
		if x.extra[q] == t {
			n++
		}
	}
	if x.fort == t {
		n++
	}
	return n
}

// crossroadsHoldsCards reports whether some player holds a second card or
// the Fort's card is out (a card still in the game, see State.cardsInGame).
func (s *State) crossroadsHoldsCards() bool {
	x := &s.x.crossroads
	for q := 0; q < s.g.players; q++ {
		if x.extra[q] != NoTerrain {
			return true
		}
	}
	return x.fort != NoTerrain
}

// dealCrossroadsCards deals the first cards of pool to the hidden second
// cards and returns how many it dealt.
func (s *State) dealCrossroadsCards(pool []Terrain) int {
	if !s.g.rules.any() {
		return 0
	}
	x := &s.x.crossroads
	k := 0
	for q := 0; q < s.g.players; q++ {
		if x.extra[q] == hiddenCard {
			x.extra[q] = pool[k]
			k++
		}
	}
	return k
}

// setupCrossroads completes the set-up of a new game (see State.setupExt):
// the task cards, given in c.Tasks or one drawn from r per Crossroads
// section of the board.
func (s *State) setupCrossroads(c Config, r *rand.Rand) error {
	if !c.Crossroads {
		return nil
	}
	x := &s.x.crossroads
	if c.Tasks != ([MaxTasks]Task{}) {
		n := 0
		for n < MaxTasks && c.Tasks[n] != NoTask {
			n++
		}
		for _, t := range c.Tasks[n:] {
			if t != NoTask {
				return fmt.Errorf("kingdombuilder: Config.Tasks: %s after NoTask (give the tasks first): %w", t, kingdoms.ErrBadConfig)
			}
		}
		if err := checkTasks(c.Tasks[:n]); err != nil {
			return err
		}
		x.tasks = c.Tasks
		return nil
	}
	all := AllTasks()
	perm := r.Perm(len(all))
	for i := range crossroadsSections(s.g.quads) {
		x.tasks[i] = all[perm[i]]
	}
	return nil
}

// crossroadsSections counts the Crossroads sections of a board: the custom
// sections that name the crossroads expansion.
func crossroadsSections(quads [4]Quadrant) int {
	n := 0
	for _, q := range quads {
		if q.Custom != nil && q.Custom.Expansion() == "crossroads" {
			n++
		}
	}
	return n
}

// SampleCrossroadsSections returns the package's 4 sample Crossroads
// sections, "sample-crossroads-1" to "sample-crossroads-4": inventions of
// this project, NOT the printed Crossroads sections. Like the printed ones,
// each holds two different Crossroads locations and a castle; together they
// hold the eight (1: Lighthouse and Forester's Lodge, 2: Barracks and
// Crossroads, 3: City Hall and Fort, 4: Monastery and Wagon).
func SampleCrossroadsSections() [4]*CustomSection {
	var out [4]*CustomSection
	for i := range out {
		c, ok := SampleSection("sample-crossroads-" + itoa(i+1))
		if !ok {
			panic("kingdombuilder: sample-crossroads-" + itoa(i+1) + " missing")
		}
		out[i] = c
	}
	return out
}

// PieceAt returns the Crossroads piece at o and its owner; ok is false when
// no piece stands there. Each of the 7 hexes of a city hall reports it.
func (s State) PieceAt(o hexgrid.Offset) (k Piece, player int, ok bool) {
	i := hexIndex(o)
	if s.g == nil || i < 0 {
		return NoPiece, -1, false
	}
	return s.pieceAt(i)
}

// pieceAt is PieceAt at hex i (0 <= i), read in place (Observe).
func (s *State) pieceAt(i int) (k Piece, player int, ok bool) {
	if !s.g.rules.any() || !s.x.crossroads.all.Has(i) {
		return NoPiece, -1, false
	}
	x := &s.x.crossroads
	for p := 0; p < s.g.players; p++ {
		switch {
		case !x.piecesOf(p).Has(i):
		case int(x.ship[p])-1 == i:
			return ShipPiece, p, true
		case int(x.wagon[p])-1 == i:
			return WagonPiece, p, true
		case int(x.warrior[p][0])-1 == i || int(x.warrior[p][1])-1 == i:
			return WarriorPiece, p, true
		default:
			return CityHallPiece, p, true
		}
	}
	return NoPiece, -1, false
}

// SecondCard returns player p's second terrain card (Crossroads), drawn at
// the end of its last turn; ok is false when p has none or may not see it
// (in a view). A swamp card (Marshlands) reads as Swamp; SecondSwampCard
// tells its other terrain.
func (s State) SecondCard(p int) (t Terrain, ok bool) {
	if s.g == nil || !s.g.rules.any() || p < 0 || p >= s.g.players {
		return NoTerrain, false
	}
	t = s.x.crossroads.extra[p]
	if isSwampCard(t) {
		return Swamp, true
	}
	return t, t != NoTerrain && t != hiddenCard
}

// FortCard returns the terrain card drawn by the Fort whose settlement the
// player to move must build now; ok is false when there is none. A swamp
// card (Marshlands) reads as Swamp; FortSwampCard tells its other terrain.
func (s State) FortCard() (t Terrain, ok bool) {
	if s.g == nil || !s.g.rules.any() {
		return NoTerrain, false
	}
	t = s.x.crossroads.fort
	if isSwampCard(t) {
		return Swamp, true
	}
	return t, t != NoTerrain
}

// Blocked reports whether the hex at o lies next to a warrior (Crossroads,
// Barracks), so that nothing may be placed or moved there.
func (s State) Blocked(o hexgrid.Offset) bool {
	i := hexIndex(o)
	return s.g != nil && s.g.rules.any() && i >= 0 && s.x.crossroads.blocked.Has(i)
}

// appendCrossroadsString appends to a player's line of State.String where
// its Crossroads pieces stand and its second terrain card.
func (s *State) appendCrossroadsString(b *strings.Builder, p int) {
	if !s.g.rules.has(crossroadsExp) {
		return
	}
	x := &s.x.crossroads
	for _, e := range [...]struct {
		name string
		h    uint16
	}{{"ship", x.ship[p]}, {"wagon", x.wagon[p]}, {"warrior", x.warrior[p][0]}, {"warrior", x.warrior[p][1]}, {"cityhall", x.hall[p]}} {
		if e.h != 0 {
			fmt.Fprintf(b, ", %s %s", e.name, hexText(int(e.h)-1))
		}
	}
	switch t := x.extra[p]; t {
	case NoTerrain:
	case hiddenCard:
		b.WriteString(", second card ?")
	default:
		fmt.Fprintf(b, ", second card %s", t)
	}
}

// crossroadsExpansion is the Crossroads expansion's row of the table
// expansions.
// checkCrossroadsConfig checks that task cards are given only to a game
// with Crossroads (the tasks given are checked by the set-up).
func checkCrossroadsConfig(c Config, _ [numCardsInGame]Card) error {
	if c.Tasks != ([MaxTasks]Task{}) && !c.Crossroads {
		return fmt.Errorf("kingdombuilder: task cards belong to the Crossroads expansion: set Config.Crossroads or leave Config.Tasks zero: %w", kingdoms.ErrBadConfig)
	}
	return nil
}

var crossroadsExpansion = expansion{
	samples:     SampleCrossroadsSections,
	kind:        CrossroadsAction,
	name:        "Crossroads",
	checkConfig: checkCrossroadsConfig,
	setup:       (*State).setupCrossroads,
	valid:       validCrossroads,
	text:        appendCrossroadsText,
	parse:       parseCrossroads,
	str:         (*State).appendCrossroadsString,
	encode:      func(s *State, d *extDoc) { d.Crossroads = s.encodeCrossroads() },
	decode:      func(s *State, d *extDoc) error { return s.decodeCrossroads(d.Crossroads) },
}

// crossroadsDecision answers for the decision Crossroads may hold the game
// on (see State.decide): the choice of the turn's card, the Fort's
// settlement.
func (s *State) crossroadsDecision(d *decision) bool {
	if !s.crossroadsPending() {
		return false
	}
	d.fill(s, (*State).crossroadsPendingReason, (*State).appendCrossroadsPending)
	return true
}
