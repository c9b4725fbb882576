package kingdombuilder

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// MoveKind tells what a Move does.
type MoveKind uint8

// The kinds of move. The zero MoveKind is not a move.
const (
	_ MoveKind = iota
	// PlaceSettlement builds one settlement of the mandatory action.
	PlaceSettlement
	// UseTile uses a location tile: to build a settlement (Oracle, Farm,
	// Oasis, Tower, Tavern) or to move one (Barn, Harbor, Paddock), and
	// likewise the expansions' tiles that are not used through their own
	// kind of move (Location.Moves tells which move a settlement).
	UseTile
	// EndTurn ends the turn: the player discards the terrain card and draws
	// the next one.
	EndTurn
	// NomadTile uses a nomad tile (Nomads); Move.Code tells which.
	NomadTile
	// CrossroadsAction is an action of the Crossroads expansion that is no
	// location tile; Move.Code tells which.
	CrossroadsAction
	// MarshlandsAction is an action of the Marshlands expansion that is no
	// location tile; Move.Code tells which.
	MarshlandsAction
	// HarvestAction is an action of the Harvest expansion that is no
	// location tile; Move.Code tells which.
	HarvestAction
	// QueenieAction is an action of the Queenies that is no location
	// tile: the Cave move (Queenie 2); Move.Queenie tells which.
	QueenieAction

	numMoveKinds
)

// String returns the name of the kind: "place", "tile", "end", "nomad",
// "crossroads", "marshlands", "harvest" or "queenie", the first word of the
// notation of its moves but for Harvest and Queenie moves, which start with
// the action ("cultivate 3,4", "cave 2,2>3,4"); "invalid" for a value that
// is no kind.
func (k MoveKind) String() string {
	switch k {
	case PlaceSettlement:
		return "place"
	case UseTile:
		return "tile"
	case EndTurn:
		return "end"
	case NomadTile:
		return "nomad"
	case CrossroadsAction:
		return "crossroads"
	case MarshlandsAction:
		return "marshlands"
	case HarvestAction:
		return "harvest"
	case QueenieAction:
		return "queenie"
	}
	return "invalid"
}

// Move is one decision of the player to move: place one settlement of the
// mandatory action, use one location tile, end the turn, or take one step
// of an expansion's action (MoveKind). It is a small comparable value; the
// zero Move is not a move.
//
// # Notation
//
// Hexes are written "row,col" on the 20x20 board (0-based, row 0 at the top,
// odd rows shifted half a hex to the right), as hexgrid.Offset numbers them;
// a hex of the Island (Queenie 3) is written "iR,C", R its line 0-4.
//
//	place 3,4            mandatory action: build at row 3, column 4
//	tile farm 3,4        a building tile (oracle, farm, oasis, tower, tavern): build at 3,4
//	tile barn 2,2>5,6    a moving tile (barn, harbor, paddock): move the settlement at 2,2 to 5,6
//	end                  end the turn
//
// The expansions' location tiles are "tile" moves too, named by their
// Location.Key: "tile village 3,4", "tile caravan 2,2>2,6", "tile quarry
// 3,4" (a stone wall), "tile refuge 2,2>2,3", ...
//
// Nomad tiles (Nomads), kind NomadTile; Move.Nomad tells which tile:
//
//	nomad donation-flower 3,4      one settlement of a Donation (donation-grass, -canyon,
//	                               -desert, -flower, -forest, -water, -mountain)
//	nomad resettlement 2,2>3,4     a Resettlement moves the settlement at 2,2 to 3,4
//	nomad outpost                  use an Outpost for the next settlement built
//	nomad sword 3,4                the Sword removes the opponent's settlement at 3,4
//
// Harvest actions, kind HarvestAction (the Watermill, Mountain Station,
// Watchtower, University and Palisade are "tile" moves):
//
//	cultivate 3,4        Cultivate: build on the farmland hex 3,4
//	scout 3,4            Scout Cabin: one scout token at 3,4 (two moves per use)
//	colony 1, colony 5   Cathedral: take a colony tile of value 1 or 5
//	colonies             Cathedral: turn over your colony tiles
//	settle 3,4           one settlement of the turned colony tiles
//	bazaar tower         Bazaar: the Tower may be used once more this turn
//	silo 3,4             silo phase: build at 3,4
//	silo 2,2>3,4         silo phase: move the settlement at 2,2 to 3,4
//	silo pass            silo phase: decline one silo action
//
// Crossroads actions, kind CrossroadsAction; Move.Code is a CrossroadsCode
// (the Forester's Lodge and the Monastery are "tile lodge 3,4", "tile
// monastery 3,4"):
//
//	crossroads choose forest       use the forest card this turn (Crossroads' second card)
//	crossroads ship 3,4            put the ship on water (Lighthouse); likewise wagon, warrior
//	crossroads ship 3,4>5,6        move the ship up to 3 hexes (Lighthouse); likewise wagon
//	crossroads ship 3,4>supply     return the ship (Lighthouse); likewise wagon, warrior
//	crossroads cityhall 3,4        put the city hall on 3,4 and its 6 neighbours (City Hall)
//	crossroads fort                draw the Fort's card; then "crossroads fort 3,4" builds
//
// Marshlands actions, kind MarshlandsAction; Move.MarshlandsCode tells which
// (the Refuge and the Fountain are "tile refuge 2,2>2,3", "tile fountain
// 3,4"):
//
//	marshlands play swamp               choose the swamp half of a swamp card (or: play desert, ...)
//	marshlands temple 3,4               Temple: the settlement at 3,4 leaves the board for the next turn
//	marshlands canoe 3,4                answer a Canoe interrupt: build on the swamp or water hex 3,4
//	marshlands decline                  answer a Canoe interrupt without using the Canoe
//	marshlands canoe-bonus 3,4          Canoe bonus tile: build on the swamp or water hex 3,4
//	marshlands refuge-bonus 2,2>2,7     Refuge bonus tile: move along a line to the first free hex
//
// The Cave move (Queenie 2), kind QueenieAction:
//
//	cave 2,2>3,4         move the settlement at 2,2, next to a Cave, to 3,4, next to a Cave
//
// ParseMove reads exactly this form (surrounding spaces are ignored).
//
// In Go, each kind of move has its constructor, returning the move of the
// notation above: Place, Build, Relocate and End; UseNomad,
// Resettle and ArmOutpost (Nomads); Cultivate, ScoutAt, TakeColony,
// TurnColonies, SettleColony, BazaarRepeat, SiloBuild, SiloMove and
// SiloPass (Harvest); ChooseTerrainCard, ChooseSwampCard, PlacePiece,
// MovePiece, ReturnPiece, FortDraw and FortBuild (Crossroads);
// ChooseSwampHalf, TempleAt, CanoeAt, DeclineCanoe, CanoeBonusAt and
// RefugeBonusMove (Marshlands); Cave (Queenie 2).
//
// # Order
//
// Legal lists moves sorted by Move.Compare: place moves first, then tile
// moves by location (in the order of the Location constants: Oracle, Farm,
// Oasis, Tower, Tavern, Barn, Harbor, Paddock, then the expansions'), then
// by source hex and target hex index (row-major), then
// "end", then the moves of the expansions by kind, code (for a nomad tile,
// its NomadKind), source and target hex.
type Move struct {
	// v packs the move: kind<<24 | code<<18 | from<<9 | to, with noHex for
	// a hex the move does not use; code is the Location of a tile move, the
	// expansion's action for the other kinds. Comparing v orders moves as
	// Legal lists them.
	v uint32
}

// noHex marks a hex a move does not use.
const noHex = 1<<9 - 1

// newMove packs a move; from and to are hex indexes, or -1 when not used.
func newMove(k MoveKind, l Location, from, to int) Move {
	pack := func(i int) uint32 {
		if i < 0 || i >= islandEnd {
			return noHex
		}
		return uint32(i)
	}
	return Move{uint32(k)<<24 | uint32(l)<<18 | pack(from)<<9 | pack(to)}
}

func (m Move) kind() MoveKind { return MoveKind(m.v >> 24) }
func (m Move) tile() Location { return Location(m.v >> 18 & 63) }
func (m Move) code() uint8    { return uint8(m.v >> 18 & 63) }

// newAction packs a move of an expansion's kind with its action code (0 to
// 63); from and to are hex indexes, or -1 when not used.
func newAction(k MoveKind, code uint8, from, to int) Move {
	return newMove(k, Location(code&63), from, to)
}

// from returns the source hex index, -1 when the move has none.
func (m Move) from() int {
	if i := int(m.v >> 9 & noHex); i != noHex {
		return i
	}
	return -1
}

// to returns the target hex index, -1 when the move has none.
func (m Move) to() int {
	if i := int(m.v & noHex); i != noHex {
		return i
	}
	return -1
}

// withFrom returns m with source hex i.
func (m Move) withFrom(i int) Move { return Move{m.v&^(noHex<<9) | uint32(i)<<9} }

// withTo returns m with target hex i.
func (m Move) withTo(i int) Move { return Move{m.v&^noHex | uint32(i)} }

// Place returns the move that builds a settlement of the mandatory action at
// the given hex. A hex off the board gives a malformed move, which Apply
// refuses.
func Place(at hexgrid.Offset) Move {
	return newMove(PlaceSettlement, NoLocation, -1, hexIndex(at))
}

// Build returns the move that uses a building tile (Oracle, Farm, Oasis,
// Tower, Tavern, and the expansions' building tiles such as the Village) to
// build a settlement at the given hex; for the Quarry, to place a stone
// wall there.
func Build(l Location, at hexgrid.Offset) Move {
	return newMove(UseTile, l, -1, hexIndex(at))
}

// Relocate returns the move that uses a moving tile (Barn, Harbor, Paddock,
// and the expansions' tiles for which Location.Moves is true) to move the
// player's settlement at from to the hex to.
func Relocate(l Location, from, to hexgrid.Offset) Move {
	return newMove(UseTile, l, hexIndex(from), hexIndex(to))
}

// End returns the move that ends the turn.
func End() Move { return newMove(EndTurn, NoLocation, -1, -1) }

// Kind returns what the move does.
func (m Move) Kind() MoveKind { return m.kind() }

// Tile returns the location tile used, NoLocation for a move that uses none.
func (m Move) Tile() Location { return m.tile() }

// From returns the source hex of a move that moves something (the
// settlement a moving tile moves, a Resettlement move, a Crossroads piece
// moved or returned, ...); ok is false for other moves.
func (m Move) From() (at hexgrid.Offset, ok bool) {
	if i := m.from(); i >= 0 && i < islandEnd {
		return grid.Offset(i), true
	}
	return hexgrid.Offset{}, false
}

// To returns the hex where the move builds or moves a settlement (or a
// piece, a wall, a scout token, ...); ok is false for a move with no target
// hex, such as "end". A hex of the Island (Queenie 3) is on rows 20 to 24 (see
// IslandOffset).
func (m Move) To() (at hexgrid.Offset, ok bool) {
	if i := m.to(); i >= 0 && i < islandEnd {
		return grid.Offset(i), true
	}
	return hexgrid.Offset{}, false
}

// Compare orders moves as Legal lists them: by kind (place, tile, end, then
// the expansions' kinds), then tile or action code, source hex and target
// hex. It returns -1, 0 or +1.
func (m Move) Compare(o Move) int {
	switch {
	case m.v < o.v:
		return -1
	case m.v > o.v:
		return 1
	}
	return 0
}

// valid reports whether m is well formed: a known kind, hexes on the board,
// a tile exactly for tile moves and a source exactly for moving tiles.
func (m Move) valid() bool {
	onBoard := func(i int) bool { return i >= 0 && i < islandEnd }
	if m.kind() >= numMoveKinds || m.from() >= islandEnd || m.to() >= islandEnd {
		return false // a hex past the board and the Island (Queenie 3)
	}
	switch m.kind() {
	case PlaceSettlement:
		return m.tile() == NoLocation && m.from() == -1 && onBoard(m.to())
	case UseTile:
		l := m.tile()
		if l == NoLocation || l >= numLocations || !onBoard(m.to()) {
			return false
		}
		if l.Moves() {
			return onBoard(m.from())
		}
		return m.from() == -1
	case EndTurn:
		return m.tile() == NoLocation && m.from() == -1 && m.to() == -1
	}
	return m.validExt()
}

// String returns the notation of m, such as "place 3,4", "tile barn 2,2>5,6"
// or "end". A malformed move (such as the zero Move) is written "invalid".
func (m Move) String() string {
	if !m.valid() {
		return "invalid"
	}
	return string(m.appendText(nil))
}

func (m Move) appendText(b []byte) []byte {
	hex := appendHex
	switch m.kind() {
	case PlaceSettlement:
		b = append(b, "place "...)
		return hex(b, m.to())
	case UseTile:
		b = append(b, "tile "...)
		b = append(b, m.tile().Key()...)
		b = append(b, ' ')
		if m.from() >= 0 {
			b = hex(b, m.from())
			b = append(b, '>')
		}
		return hex(b, m.to())
	case EndTurn:
		return append(b, "end"...)
	}
	return m.appendTextExt(b)
}

// MarshalText implements encoding.TextMarshaler with the move notation. A
// malformed move is an error.
func (m Move) MarshalText() ([]byte, error) {
	if !m.valid() {
		return nil, fmt.Errorf("kingdombuilder: cannot write a malformed move: %w", kingdoms.ErrBadNotation)
	}
	return m.appendText(nil), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseMove.
func (m *Move) UnmarshalText(text []byte) error {
	mv, err := ParseMove(string(text))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// ParseMove reads a move in the notation described on Move. An error wraps
// kingdoms.ErrBadNotation and says what is wrong. ParseMove checks the form
// only (a hex on the board, a known tile); whether the move is legal is for
// Apply to say.
func ParseMove(text string) (Move, error) {
	t := strings.TrimSpace(text)
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("kingdombuilder: move %s: %s: %w", kingdoms.Excerpt(text), why, kingdoms.ErrBadNotation)
	}
	if t == "end" {
		return End(), nil
	}
	f := strings.Split(t, " ")
	switch f[0] {
	case "place":
		if len(f) != 2 {
			return bad(`want "place ROW,COL"`)
		}
		h, err := parseHex(f[1])
		if err != "" {
			return bad(err)
		}
		return newMove(PlaceSettlement, NoLocation, -1, h), nil
	case "tile":
		if len(f) != 3 {
			return bad(`want "tile NAME ROW,COL" or "tile NAME ROW,COL>ROW,COL"`)
		}
		l, ok := locationByKey(f[1])
		if !ok || l == NoLocation {
			return bad(fmt.Sprintf("unknown location tile %s", kingdoms.Excerpt(f[1])))
		}
		src, dst, moving := strings.Cut(f[2], ">")
		if moving != l.Moves() {
			if l.Moves() {
				return bad(fmt.Sprintf("the %s tile moves a settlement: want FROM>TO", l))
			}
			return bad(fmt.Sprintf("the %s tile builds a settlement: want one hex", l))
		}
		if !moving {
			h, err := parseHex(src)
			if err != "" {
				return bad(err)
			}
			return newMove(UseTile, l, -1, h), nil
		}
		a, err := parseHex(src)
		if err != "" {
			return bad(err)
		}
		b, err := parseHex(dst)
		if err != "" {
			return bad(err)
		}
		return newMove(UseTile, l, a, b), nil
	}
	if m, ok, why := parseExt(f); ok {
		if why != "" {
			return bad(why)
		}
		return m, nil
	}
	return bad(`want "place", "tile" or "end", or an expansion's move`)
}

// appendHex appends the notation "row,col" of hex i.
func appendHex(b []byte, i int) []byte {
	o := grid.Offset(i)
	if isIsland(i) {
		// An island hex: "iR,C" with R the island's line (see geometry).
		b = append(b, 'i')
		o.Row -= boardRows
	}
	b = strconv.AppendInt(b, int64(o.Row), 10)
	b = append(b, ',')
	return strconv.AppendInt(b, int64(o.Col), 10)
}

// parseHex reads "row,col" on the 20x20 board, or "iROW,COL" on the
// Island's frame (5 lines of 22 hexes; see geometry).
func parseHex(s string) (int, string) {
	if t, ok := strings.CutPrefix(s, "i"); ok {
		rs, cs, ok := strings.Cut(t, ",")
		r, err1 := strconv.Atoi(rs)
		c, err2 := strconv.Atoi(cs)
		if !ok || err1 != nil || err2 != nil || !isDigits(rs) || !isDigits(cs) {
			return -1, fmt.Sprintf("island hex %s: want iROW,COL", kingdoms.Excerpt(s))
		}
		i := islandGrid.Index(hexgrid.Offset{Row: r, Col: c})
		if i < 0 {
			return -1, fmt.Sprintf("island hex %s is off the island's %d lines of %d hexes", kingdoms.Excerpt(s), islandRows, islandCols)
		}
		return islandBase + i, ""
	}
	rs, cs, ok := strings.Cut(s, ",")
	if !ok {
		return -1, fmt.Sprintf("hex %s: want ROW,COL", kingdoms.Excerpt(s))
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil || !isDigits(rs) || !isDigits(cs) {
		return -1, fmt.Sprintf("hex %s: want two numbers ROW,COL", kingdoms.Excerpt(s))
	}
	i := grid.Board.Index(hexgrid.Offset{Row: r, Col: c})
	if i < 0 {
		return -1, fmt.Sprintf("hex %s is off the %dx%d board", kingdoms.Excerpt(s), boardRows, boardCols)
	}
	return i, ""
}

// isDigits reports whether s is a plain decimal number without sign, so that
// the canonical form is the only one accepted apart from leading zeros.
func isDigits(s string) bool {
	if s == "" || len(s) > 2 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
