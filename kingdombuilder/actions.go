package kingdombuilder

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/boardrules/kingdoms"
)

// The numbering of the moves for learning code (kingdoms.Actions), described
// on NumActions: the actions form blocks of one action per cell of the
// observation planes (a hex, row-major) and single actions, in the order of
// Move.Compare; a move with a source hex takes two actions, its source and
// then its target, in the last block.

// actRole is what the actions of a slot of the numbering stand for.
type actRole uint8

const (
	// roleAt: a block, one action per hex; the move builds on (or acts at)
	// the hex, Move.To, in one action.
	roleAt actRole = iota
	// roleFrom: a block, one action per hex: the first of two actions, the
	// settlement at the hex (Move.From); the target follows in the to block.
	roleFrom
	// roleSource: a block, one action per hex: a move with a source and no
	// target, in one action (a warrior returned).
	roleSource
	// roleOne: one action, a move with no hex.
	roleOne
	// rolePiece: one action, a move of the player's ship or wagon with no
	// target (returned): its source is where the piece stands.
	rolePiece
	// rolePieceFrom: one action, the first of two: the player's ship or
	// wagon, whose target follows in the to block.
	rolePieceFrom
	// roleTo: the to block, one action per hex: the target of the move
	// that the first action began.
	roleTo
)

// isBlock reports whether a slot of role r is a block of one action per
// cell.
func (r actRole) isBlock() bool {
	return r == roleAt || r == roleFrom || r == roleSource || r == roleTo
}

// twoStep reports whether a slot of role r begins a move of two actions.
func (r actRole) twoStep() bool { return r == roleFrom || r == rolePieceFrom }

// actSlot is one slot of a numbering: a block or a single action.
type actSlot struct {
	start int32
	role  actRole
	// m is the move's kind and code, with no hex (for the Donations' one
	// block, the Donation of grass: the hex's terrain tells which).
	m Move
}

// actionLayout is the numbering of the moves of the games of one
// configuration (see layoutKey).
type actionLayout struct {
	cols  int   // cells per row of a block: 20, or 22 with the Island
	plane int   // cells per block: 400, or 550 with the Island
	n     int   // NumActions
	to    int32 // the first action of the to block
	// slots are the blocks and single actions, by increasing start.
	slots []actSlot
	// code is the first action of the moves of each kind and code (a tile
	// move's code is its Location): the start of its slot, and which hex
	// of the move gives the cell.
	code [numMoveKinds][64]actCode
}

// actCode is the first action of the moves of one kind and code.
type actCode struct {
	start int32
	hex   uint8 // hexNone, hexTo or hexFrom; noCode when no slot
	two   bool  // a second action, the target, follows
}

// The hex of a move that gives its first action's cell (actCode.hex).
const (
	noCode  = iota // the numbering has no slot for the kind and code
	hexNone        // a single action
	hexTo          // Move.to
	hexFrom        // Move.from
)

// layoutKey returns the index of the numbering of the games that play the
// expansions r, with or without the Island and the Caves (Queenies 3 and
// 2): what NumActions depends on.
func layoutKey(r rules, island, caves bool) int {
	k := int(r)
	if island {
		k |= 1 << numExpansions
	}
	if caves {
		k |= 2 << numExpansions
	}
	return k
}

// numLayouts is the number of layout keys.
const numLayouts = 4 << numExpansions

// layouts holds the numberings built so far, by layoutKey.
var layouts [numLayouts]struct {
	once sync.Once
	l    *actionLayout
}

// layoutOf returns the numbering of key k, built on first use.
func layoutOf(k int) *actionLayout {
	e := &layouts[k]
	e.once.Do(func() { e.l = newLayout(k) })
	return e.l
}

// layout returns the numbering of s's game; s.g must not be nil.
func (s *State) layout() *actionLayout {
	q := &s.g.queenies
	return layoutOf(layoutKey(s.g.rules, q.island != nil, q.caves))
}

// configLayout returns the numbering of the games of c.
func configLayout(c Config) *actionLayout {
	return layoutOf(layoutKey(rulesOf(c), c.Queenies.Island != nil, c.Queenies.Caves))
}

// locationPlayed reports whether location l may be on the board of a game
// of the expansions r, with or without the Island (whose two locations need
// it, not only the Queenies).
func locationPlayed(l Location, r rules, island bool) bool {
	b := locationTable[l].box
	if b == queeniesBox {
		return island
	}
	return r.plays(b)
}

// newLayout builds the numbering of key k (see layoutKey), in the order of
// Move.Compare: place, the location tiles by Location, end, then each
// expansion's moves by code; the to block last.
func newLayout(k int) *actionLayout {
	r := rules(k & (1<<numExpansions - 1))
	island, caves := k&(1<<numExpansions) != 0, k&(2<<numExpansions) != 0
	l := &actionLayout{cols: boardCols, plane: boardSize}
	if island {
		l.cols = islandCols
		l.plane = (boardRows + islandRows) * islandCols
	}
	add := func(role actRole, m Move, codes ...uint8) {
		l.slots = append(l.slots, actSlot{start: int32(l.n), role: role, m: m})
		if len(codes) == 0 {
			codes = []uint8{m.code()}
		}
		hex := map[actRole]uint8{roleAt: hexTo, roleFrom: hexFrom, roleSource: hexFrom}[role]
		if hex == noCode {
			hex = hexNone
		}
		for _, c := range codes {
			l.code[m.kind()][c] = actCode{start: int32(l.n), hex: hex, two: role.twoStep()}
		}
		if role.isBlock() {
			l.n += l.plane
		} else {
			l.n++
		}
	}
	act := func(k MoveKind, c uint8) Move { return newAction(k, c, -1, -1) }

	add(roleAt, act(PlaceSettlement, 0))
	for t := Oracle; t < numLocations; t++ {
		switch {
		case !locationPlayed(t, r, island) || locationTable[t].action:
		case t.Moves():
			add(roleFrom, act(UseTile, uint8(t)))
		default:
			add(roleAt, act(UseTile, uint8(t)))
		}
	}
	add(roleOne, End())
	if r.has(nomadsExp) {
		add(roleAt, act(NomadTile, uint8(DonationGrass)), 1, 2, 3, 4, 5, 6, 7)
		add(roleFrom, act(NomadTile, uint8(Resettlement)))
		add(roleOne, ArmOutpost())
		add(roleAt, act(NomadTile, uint8(Sword)))
	}
	if r.has(crossroadsExp) {
		for _, t := range cardTerrains {
			add(roleOne, ChooseTerrainCard(t))
		}
		for c := PlaceShip; c <= BuildFort; c++ {
			a := c.act()
			switch {
			case c == DrawFort:
				add(roleOne, act(CrossroadsAction, uint8(c)))
			case a.op == opPlace:
				add(roleAt, act(CrossroadsAction, uint8(c)))
			case a.op == opMove:
				add(rolePieceFrom, act(CrossroadsAction, uint8(c)))
			case a.piece == WarriorPiece:
				add(roleSource, act(CrossroadsAction, uint8(c)))
			default:
				add(rolePiece, act(CrossroadsAction, uint8(c)))
			}
		}
		if r.has(marshlandsExp) {
			for _, t := range cardTerrains {
				add(roleOne, chooseCardMove(swampCardBase|t))
			}
		}
	}
	if r.has(marshlandsExp) {
		add(roleAt, act(MarshlandsAction, uint8(TempleRemove)))
		add(roleAt, act(MarshlandsAction, uint8(CanoeUse)))
		add(roleOne, DeclineCanoe())
		add(roleAt, act(MarshlandsAction, uint8(CanoeBonus)))
		add(roleFrom, act(MarshlandsAction, uint8(RefugeBonus)))
		for _, t := range cardTerrains {
			add(roleOne, ChooseSwampHalf(t))
		}
		add(roleOne, ChooseSwampHalf(Swamp))
	}
	if r.has(harvestExp) {
		for c := hvCultivate; c <= hvSiloMove; c++ {
			switch c {
			case hvCultivate, hvScout, hvSettle, hvSiloPlace:
				add(roleAt, act(HarvestAction, uint8(c)))
			case hvSiloMove:
				add(roleFrom, act(HarvestAction, uint8(c)))
			default:
				add(roleOne, act(HarvestAction, uint8(c)))
			}
		}
		for t := Oracle; t < numLocations; t++ {
			if t != Bazaar && locationPlayed(t, r, island) {
				add(roleOne, act(HarvestAction, uint8(hvBazaar)+uint8(t)))
			}
		}
	}
	if caves {
		add(roleFrom, act(QueenieAction, uint8(CaveMove)))
	}
	// The to block answers no move's kind and code.
	l.to = int32(l.n)
	l.slots = append(l.slots, actSlot{start: l.to, role: roleTo})
	l.n += l.plane
	return l
}

// cell returns the cell of hex h (a hex of the board or the Island) in a
// block: its row times the block's width plus its column, as in the planes
// of Observe.
func (l *actionLayout) cell(h int) int32 {
	if h < islandBase {
		return int32(h/boardCols*l.cols + h%boardCols)
	}
	return int32(boardRows*l.cols + h - islandBase)
}

// cellOf is cell for the hex field of a move, with the 20x20 board's cells
// at once.
func (l *actionLayout) cellOf(h uint32) int32 {
	if l.cols == boardCols {
		return int32(h)
	}
	return l.cell(int(h))
}

// hexAt returns the hex of cell c of a block, -1 when the cell holds no hex
// (columns 20 and 21 of the board's rows, with the Island).
func (l *actionLayout) hexAt(c int) int {
	row, col := c/l.cols, c%l.cols
	switch {
	case row >= boardRows:
		return islandBase + c - boardRows*l.cols
	case col >= boardCols:
		return -1
	}
	return row*boardCols + col
}

// slotAt returns the slot holding action a, 0 <= a < l.n.
func (l *actionLayout) slotAt(a int) *actSlot {
	i, found := slices.BinarySearchFunc(l.slots, int32(a), func(s actSlot, a int32) int {
		return int(s.start - a)
	})
	if !found {
		i--
	}
	return &l.slots[i]
}

// first returns the first action of move m, well formed, and whether a
// second follows; ok is false when the numbering has no action for m.
func (l *actionLayout) first(m Move) (a int32, two, ok bool) {
	e := l.code[m.kind()][m.code()]
	var h uint32
	switch e.hex {
	case hexNone:
		return e.start, e.two, true
	case hexTo:
		h = m.v & noHex
	case hexFrom:
		h = m.v >> 9 & noHex
	default:
		return 0, false, false
	}
	return e.start + l.cellOf(h), e.two, true
}

// actionMoves is the capacity of the scratch lists of legal moves the
// actions are read from: the most legal moves seen in random games of
// every expansion is about 2,300 (a Harvest silo phase), so a listing fits
// with room to spare and allocates nothing.
const actionMoves = 4096

// moveLists holds the scratch lists of legal moves. A list on the stack
// would do, but appendLegal's dst escapes (through decision.moves), which
// would move it to the heap at every call; a pool costs no allocation once
// a list exists and no clearing of 16 kB per call.
var moveLists = sync.Pool{New: func() any { return new([actionMoves]Move) }}

// legalMoves lists the legal moves of s into a scratch list, to give back
// with moveLists.Put(buf) once read.
func legalMoves(s *State) (buf *[actionMoves]Move, moves []Move) {
	buf = moveLists.Get().(*[actionMoves]Move)
	return buf, appendLegal(buf[:0], s)
}

// NumActions returns the number of distinct actions of the games set up by
// c: blocks of 400 actions, one per hex of the 20x20 board (550 with the
// Island, the cells of Observe's 25x22 planes), and single actions, as
// listed below. It depends only on the expansions c plays, the Caves and
// the Island (not on the players, the board or the seed); it does not check
// c, which New does.
//
// # Numbering
//
// For a policy network, the moves are numbered: actions from 0 to
// [NumActions] - 1, each meaning the same decision in every state of a
// game ([Game] is also a [kingdoms.Actions]). A move with a source hex
// takes two actions: first the source (with the tile or action that moves
// it), then the target; every other move is one action. One number per
// pair of hexes would give 160,000 numbers to each moving tile; in two
// steps a kind of move takes one block of hexes, and all of them share one
// block of targets.
//
// A block holds one action per cell of the planes of [Observe]: P = 400
// cells, hex (r,c) at cell 20r+c; with the Island, P = 550 cells of 25x22,
// hex (r,c) of the board at cell 22r+c and Island hex "iR,C" at cell
// 22(20+R)+C (the cells of columns 20 and 21 of the board's rows are no
// hex: never legal). So a convolutional head can score a block as one
// plane, aligned with the observation. The numbering is a list of blocks
// and single actions, in the order of [Move.Compare], each present when the
// Config plays what it numbers (the players, the board and the seed do not
// count):
//
//	block   place AT             the mandatory action builds at AT
//	block   tile NAME AT         a building tile (Oracle, Farm, Oasis, Tower,
//	                             Tavern; Quarry, Village, Garden; Lodge,
//	                             Monastery; Fountain; Watermill, Station,
//	                             Watchtower, University), and
//	block   tile NAME FROM       a moving tile (Barn, Harbor, Paddock;
//	                             Caravan; Refuge; Palisade; RopeBridge,
//	                             TreeHouse): its settlement at FROM; both
//	                             kinds in Location order, for each location
//	                             of the base game and of the expansions
//	                             played (the Island's two with the Island)
//	single  end
//	Nomads:
//	block   nomad donation AT    the Donation of AT's terrain builds at AT
//	                             (one block for the 7 Donations)
//	block   nomad resettlement FROM
//	single  nomad outpost
//	block   nomad sword AT
//	Crossroads:
//	5       crossroads choose grass, canyon, desert, flower, forest
//	block   crossroads ship AT   (placed)
//	single  the ship, to move    (first of two actions)
//	single  crossroads ship FROM>supply
//	block, single, single        the same for the wagon
//	block   crossroads warrior AT
//	block   crossroads warrior FROM>supply
//	block   crossroads cityhall AT
//	single  crossroads fort
//	block   crossroads fort AT
//	5       crossroads choose swamp/grass .. swamp/forest (with Marshlands)
//	Marshlands:
//	block   marshlands temple AT, then canoe AT; single decline;
//	block   marshlands canoe-bonus AT, then refuge-bonus FROM;
//	6       marshlands play grass .. forest, then play swamp
//	Harvest:
//	block   cultivate AT, then scout AT
//	3       colony 1, colony 5, colonies
//	block   settle AT; single silo pass; block silo AT; block silo FROM
//	single  bazaar NAME, for each location of the base game and the
//	        expansions played but the Bazaar, in Location order
//	Caves:
//	block   cave FROM
//	last:
//	block   TO                   the target of the move begun by a source
//
// So NumActions is 10P + 1 = 4,001 for the base game (place, the 5 building
// and 3 moving tiles, TO; end); each expansion adds its blocks and single
// actions: Nomads 7 blocks and 1 (6,802 in all), Crossroads 8 and 10 (7,211),
// Marshlands 6 and 7 (6,408), Harvest 10 and 4, and a bazaar action per
// location but its own (15 with the base game's: 8,020), Crossroads and
// Marshlands together 5 more (the swamp cards' choices), the Caves one
// block (4,401), the Island two blocks and P = 550 (6,601), and every
// expansion with the three Queenies 44 blocks of 550 and 61 single actions
// (24,261).
//
// For example, in a base game: "place 3,4" is 3x20+4 = 64, "tile farm 7,0"
// is 800 + 140 = 940 (the Farm's block is the third), "end" is 3600, and
// "tile paddock 7,1>5,0" is 3341 (3200 + 7x20 + 1, the Paddock's block)
// then 3701 (3601 + 5x20 + 0, the TO block).
//
// Between the two actions of a move the state does not change: the same
// player is to move and sees the same observation. [DecodeAction] of the
// source returns a [kingdoms.Prefix] holding it; [AppendActions] with that
// prefix lists the source's targets, all in the TO block, the mask of the
// second choice; DecodeAction of a target with the prefix completes the
// move. A learner tells the two steps apart by the prefix (the mask is
// over TO after a source, never before), and may give the source to its
// network as an input for the second choice. A ship or wagon is a single
// action, as each player has one.
//
// AppendActions lists the actions in increasing order: with the zero
// prefix, the first actions of the moves of [Legal], once each; it reads
// Legal's moves from a scratch list and allocates nothing when dst has
// room. DecodeAction completes exactly the moves [Apply] accepts; an
// action that is not legal gives an error wrapping
// [kingdoms.ErrIllegalMove] that says why (out of range, a cell that is no
// hex, a target before any source, a source that no legal move starts
// from, a target the source cannot reach, a malformed prefix, or Apply's
// reason). [EncodeMove] gives the actions of a legal move;
// [kingdoms.ActionMask] turns a list into a mask.
//
// [ActionRanges] gives the blocks and single actions of a Config as data,
// with their starts ([Game] is also a [kingdoms.ActionLayout]), so that a
// learner need not work them out for a mix of expansions: a block is a
// range of P actions with Plane set, and a range is named by the notation
// of its moves without their hexes, in lower case ("place", "tile farm",
// "end", "nomad donation", "crossroads ship", "crossroads warrior
// supply"); the first action of a move of two ends in "from" ("tile barn
// from", "crossroads ship from"), the last block is "to", and the block of
// the forts built is "crossroads fort at", since the fort card drawn is
// "crossroads fort". For the base game: "place" 0, "tile oracle" 400, ...,
// "tile paddock from" 3200, "end" 3600 (one action), "to" 3601.
//
// AppendActions takes about 1.4 times the time of AppendLegal on the
// positions of BenchmarkLegal (BenchmarkAppendActions: about 230 ns
// against 160 on a quiet machine), and a random game stepped by actions
// (BenchmarkRandomGameActions: AppendActions, DecodeAction, then Apply)
// about 1.6 times that of BenchmarkRandomGameDirect, about 1 microsecond a
// move: medians of 5 alternated rounds on the shared 2-core machine.
func NumActions(c Config) int { return configLayout(c).n }

// numActions returns NumActions of s's game; the zero State counts as a
// base game.
func (s *State) numActions() int {
	if s.g == nil {
		return layoutOf(0).n
	}
	return s.layout().n
}

// AppendActions appends to dst the actions legal in s after prefix p, in
// increasing order, and returns the result. With the zero prefix these are
// the first actions of the legal moves (Legal): empty exactly when the game
// is over. After a prefix that DecodeAction returned (the source of a
// move), they are the targets of that source's legal moves, in the last
// block. A prefix that DecodeAction would not return gives none. It
// allocates nothing when dst has room (and the position has at most 4,096
// legal moves).
func AppendActions(dst []int32, s State, p kingdoms.Prefix) []int32 {
	return appendActions(dst, &s, p)
}

// appendActions is AppendActions reading s in place.
func appendActions(dst []int32, s *State, p kingdoms.Prefix) []int32 {
	if s.g == nil || p.Len() > 1 {
		return dst
	}
	l := s.layout()
	buf, moves := legalMoves(s)
	defer moveLists.Put(buf)
	start := len(dst)
	if p.Len() == 0 {
		// l.first written out: this loop is most of the cost beyond
		// appendLegal's.
		last := int32(-1)
		for _, m := range moves {
			e := &l.code[m.v>>24][m.v>>18&63]
			a := e.start
			switch e.hex {
			case hexTo:
				a += l.cellOf(m.v & noHex)
			case hexFrom:
				a += l.cellOf(m.v >> 9 & noHex)
			case noCode:
				continue
			}
			if a != last {
				dst = append(dst, a)
				last = a
			}
		}
	} else {
		q := p.At(0)
		if q < 0 || q >= int(l.to) || !l.slotAt(q).role.twoStep() {
			return dst
		}
		for _, m := range moves {
			if a, two, ok := l.first(m); ok && two && int(a) == q {
				dst = append(dst, l.to+l.cell(m.to()))
			}
		}
	}
	// Legal's order is the numbering's but for the Donations, which share
	// a block: sort when needed.
	if tail := dst[start:]; !slices.IsSorted(tail) {
		slices.Sort(tail)
		dst = dst[:start+len(slices.Compact(tail))]
	}
	return dst
}

// DecodeAction takes action a after prefix p in s. When a completes a move
// it returns the move and done; when a is the first action of a move of two
// (a settlement, ship or wagon to move, chosen with its tile or action) it
// returns the prefix p followed by a, and AppendActions then lists the
// targets. An error wraps kingdoms.ErrIllegalMove and says why: an action
// out of range, a cell of a block that is no hex, a source that no legal
// move starts from, a target that is no legal move of the source, a move
// that Apply would refuse (with Apply's reason), or a malformed prefix.
// DecodeAction completes exactly the moves that Apply accepts.
func DecodeAction(s State, p kingdoms.Prefix, a int) (m Move, next kingdoms.Prefix, done bool, err error) {
	return decodeAction(&s, p, a)
}

// actionError is the error of an action that is not legal: the action and
// the reason, wrapping kingdoms.ErrIllegalMove (through the engine's error
// of the move, when there is one).
type actionError struct {
	a   int
	why string
	err error
}

func (e *actionError) Error() string {
	return fmt.Sprintf("kingdombuilder: action %d: %s: %v", e.a, e.why, strings.TrimPrefix(e.err.Error(), "kingdombuilder: "))
}

func (e *actionError) Unwrap() error { return e.err }

// badAction returns the error of action a, illegal for the reason given.
func badAction(a int, format string, args ...any) error {
	return &actionError{a: a, why: fmt.Sprintf(format, args...), err: kingdoms.ErrIllegalMove}
}

// decodeAction is DecodeAction reading s in place.
func decodeAction(s *State, p kingdoms.Prefix, a int) (Move, kingdoms.Prefix, bool, error) {
	if s.g == nil {
		return Move{}, p, false, badAction(a, "the zero State is not a game")
	}
	if s.view != 0 {
		return Move{}, p, false, viewError(int(s.view) - 1)
	}
	l := s.layout()
	if a < 0 || a >= l.n {
		return Move{}, p, false, badAction(a, "out of range: this game's actions are 0 to %d", l.n-1)
	}
	switch p.Len() {
	case 0:
	case 1:
		return s.decodeTarget(l, p, a)
	default:
		return Move{}, p, false, badAction(a, "malformed prefix %v: a move takes at most 2 actions", p)
	}
	sl := l.slotAt(a)
	off := a - int(sl.start)
	m := sl.m
	if sl.role.isBlock() && sl.role != roleTo {
		h := l.hexAt(off)
		if h < 0 {
			return Move{}, p, false, badAction(a, "cell %d of the block of %s is no hex", off, slotName(sl))
		}
		if sl.role == roleAt {
			m = m.withTo(h)
		} else {
			m = m.withFrom(h)
		}
	}
	switch sl.role {
	case roleTo:
		return Move{}, p, false, badAction(a, "a target hex, which only follows the first action of a move (the prefix is empty)")
	case roleAt:
		if m.kind() == NomadTile && m.Nomad().isDonation() {
			k, ok := donationOn(s.g.terrain[m.to()])
			if !ok {
				return Move{}, p, false, badAction(a, "no Donation builds on %v, a %s hex", hexText(m.to()), s.g.terrain[m.to()])
			}
			m = newAction(NomadTile, uint8(k), -1, m.to())
		}
	case rolePiece, rolePieceFrom:
		k := CrossroadsCode(m.code()).act().piece
		h := s.x.crossroads.pieceHex(k, int(s.toMove))
		if h < 0 {
			return Move{}, p, false, badAction(a, "%s: player %d's %s is not on the board", slotName(sl), s.toMove, k)
		}
		m = m.withFrom(h)
	}
	if sl.role.twoStep() {
		if err := s.checkSource(sl, m, a); err != nil {
			return Move{}, p, false, err
		}
		return Move{}, p.Extend(a), false, nil
	}
	if err := s.check(m); err != nil {
		return Move{}, p, false, &actionError{a: a, why: "not legal", err: err}
	}
	return m, kingdoms.Prefix{}, true, nil
}

// decodeTarget decodes action a after the one-action prefix p: the target
// of the move p began.
func (s *State) decodeTarget(l *actionLayout, p kingdoms.Prefix, a int) (Move, kingdoms.Prefix, bool, error) {
	q := p.At(0)
	if q < 0 || q >= int(l.to) || !l.slotAt(q).role.twoStep() {
		return Move{}, p, false, badAction(a, "malformed prefix %v: action %d begins no move of two actions", p, q)
	}
	sl := l.slotAt(q)
	m := sl.m
	if sl.role == roleFrom {
		h := l.hexAt(q - int(sl.start))
		if h < 0 {
			return Move{}, p, false, badAction(a, "malformed prefix %v: cell %d of the block of %s is no hex", p, q-int(sl.start), slotName(sl))
		}
		m = m.withFrom(h)
	} else {
		k := CrossroadsCode(m.code()).act().piece
		h := s.x.crossroads.pieceHex(k, int(s.toMove))
		if h < 0 {
			return Move{}, p, false, badAction(a, "prefix %v: player %d's %s is not on the board", p, s.toMove, k)
		}
		m = m.withFrom(h)
	}
	if a < int(l.to) {
		return Move{}, p, false, badAction(a, "after the prefix %v (%s from %v) the action must be a target hex, %d to %d", p, slotName(sl), hexText(m.from()), l.to, l.n-1)
	}
	t := l.hexAt(a - int(l.to))
	if t < 0 {
		return Move{}, p, false, badAction(a, "cell %d of the target block is no hex", a-int(l.to))
	}
	m = m.withTo(t)
	if err := s.check(m); err != nil {
		return Move{}, p, false, &actionError{a: a, why: fmt.Sprintf("%v is no legal target from %v", hexText(t), hexText(m.from())), err: err}
	}
	return m, kingdoms.Prefix{}, true, nil
}

// checkSource returns why action a, the first of a move of two (m, with no
// target yet) of slot sl, starts no legal move, or nil.
func (s *State) checkSource(sl *actSlot, m Move, a int) error {
	p := s.decider()
	if sl.role == roleFrom && !s.own[p].Has(m.from()) {
		// Every such move moves a settlement of the player deciding.
		return badAction(a, "%s: player %d has no settlement at %v", slotName(sl), p, hexText(m.from()))
	}
	buf, moves := legalMoves(s)
	defer moveLists.Put(buf)
	kindLegal := false
	for _, x := range moves {
		if x.kind() != m.kind() || x.code() != m.code() {
			continue
		}
		if x.from() == m.from() {
			return nil
		}
		kindLegal = true
	}
	if !kindLegal {
		return badAction(a, "no %s move is legal now", slotName(sl))
	}
	return badAction(a, "%s: no legal move starts from %v", slotName(sl), hexText(m.from()))
}

// EncodeMove appends to dst the actions of move m, legal in s, in the
// order DecodeAction takes them: one action, or two for a move with a
// source hex (a Barn, Harbor, Paddock, ... move, a Resettlement, a ship or
// wagon moved, ...). A move that is not legal in s gives Apply's error,
// wrapping kingdoms.ErrIllegalMove, and dst unchanged.
func EncodeMove(dst []int32, s State, m Move) ([]int32, error) {
	return encodeMove(dst, &s, m)
}

// encodeMove is EncodeMove reading s in place.
func encodeMove(dst []int32, s *State, m Move) ([]int32, error) {
	if err := s.check(m); err != nil {
		return dst, err
	}
	l := s.layout()
	a, two, ok := l.first(m)
	if !ok {
		return dst, illegal(m, "no action of this game's numbering stands for it")
	}
	dst = append(dst, a)
	if two {
		dst = append(dst, l.to+l.cell(m.to()))
	}
	return dst, nil
}

// donationOn returns the Donation that builds on terrain t.
func donationOn(t Terrain) (NomadKind, bool) {
	for k := DonationGrass; k <= DonationMountain; k++ {
		if nomadTable[k].terrain == t {
			return k, true
		}
	}
	return NoNomad, false
}

// slotName returns the notation of the moves of slot sl, with AT, FROM and
// TO for their hexes: "place AT", "tile barn FROM>TO", "end".
func slotName(sl *actSlot) string {
	m := sl.m
	switch sl.role {
	case roleTo:
		return "TO"
	case roleAt:
		if m.Nomad().isDonation() {
			return "nomad donation-TERRAIN AT"
		}
		return strings.Replace(string(m.withTo(0).appendText(nil)), "0,0", "AT", 1)
	case roleFrom, rolePieceFrom:
		return strings.Replace(string(m.withFrom(0).withTo(1).appendText(nil)), "0,0>0,1", "FROM>TO", 1)
	case roleSource, rolePiece:
		return strings.Replace(string(m.withFrom(0).appendText(nil)), "0,0", "FROM", 1)
	}
	return string(m.appendText(nil))
}
