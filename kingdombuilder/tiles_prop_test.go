package kingdombuilder

import (
	"fmt"
	"math/bits"
	"strings"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

// Properties of the life of a tile (see lifecycle.go) that hold for every
// kind of tile, whoever's turn it is and whatever took the tile:
//
//   - Fresh tiles are inert until their owner's next own turn (rulebook
//     000, "Lieux et Plaquettes de lieu": "Il pourra utiliser l'action
//     supplémentaire octroyée par cette plaquette de lieu uniquement à
//     partir du prochain tour"; the rulings: "a tile taken this turn is
//     usable from your next turn", "A tile taken in any turn, in or out of
//     its owner's turn (a Canoe answer), is usable from its owner's next
//     own turn on: a Canoe tile taken while answering a Canoe interrupt
//     cannot answer another interrupt in the same turn"). Nomad tiles are
//     used in their owner's next own turn only (rulebook 002: "Ce joueur ne
//     peut utiliser cette action Bonus que durant le tour suivant le tour de
//     son obtention"; the rulings: "usable only during the holder's next
//     turn (optional), then removed").
//   - A repeated action brings nothing new into play (rulebook 003,
//     "Bazar", "Précision concernant les autres extensions": "En répétant
//     une actions spéciale, vous ne gagnez pas de jetons ou de tuiles
//     supplémentaires, comme par exemple les jetons Eclaireur (extension
//     4), ou les guerriers, les bateaux et les tuiles Hôtel de ville
//     (extension 2). Vous pouvez cependant déplacer vos tuiles et jetons
//     lors de votre tour en répétant une action spéciale."; the rulings:
//     "repeating an action gains no extra token, tile or piece of any kind
//     [...]; a repeat may place or move settlements and move what the
//     player already has in play (a warrior, a ship), never bring a new one
//     into play. A repeated Cathedral gives no colony tile.").
//
// Both follow random games move by move and keep, from the moves played
// only (tileBook), what each player held when its own turns began and what
// it used since: the engine's marks of fresh tiles and its counts of uses
// and repeats are never read, so that the properties judge them. The games
// use the package's sample sections and two sections defined here
// (tilesCanoeText, tilesBazaarText): inventions of this project, NOT
// printed sections.

// tileFamily tells which family of tiles a use takes from.
type tileFamily int

const (
	locationFamily tileFamily = iota // location tiles (s.held)
	nomadFamily                      // nomad tiles (Nomads)
	bonusFamily                      // bonus tiles with an action (Marshlands: Canoe, Refuge)
)

// tileUse is the use of a tile that a move starts.
type tileUse struct {
	family tileFamily
	l      Location  // the location tile's kind (Bazaar for "bazaar KEY"), the bonus tile's
	repeat Location  // for "bazaar KEY": the kind the Bazaar repeats; NoLocation otherwise
	nomad  NomadKind // the nomad tile's kind
	player int       // the player who uses the tile
	canoe  bool      // a Canoe answer ("marshlands canoe"), in or out of turn
}

// outOfTurn reports whether the use is made by a player other than the
// player to move of s: a Canoe answer, the one use out of turn.
func (u tileUse) outOfTurn(s *State) bool { return u.player != int(s.toMove) }

func (u tileUse) String() string {
	switch u.family {
	case nomadFamily:
		return "nomad tile " + u.nomad.String()
	case bonusFamily:
		return "bonus tile " + u.l.String()
	}
	return "location tile " + u.l.String()
}

// tileUseOf returns the use of a tile that the legal move m of s starts:
// every move that uses a location tile ("tile KEY ...", the Crossroads
// pieces and the Fort, the Scout Cabin's first token, the Cathedral, the
// Bazaar, the Temple, the Canoe answer), a nomad tile or a bonus tile.
// The moves that go on with a use already started (the second wall of a
// Quarry, the second scout token, the Fort's settlement, a Donation's,
// Resettlement's or Sword's next step, the settlements of turned colony
// tiles) start none.
func tileUseOf(s *State, m Move) (tileUse, bool) {
	p := int(s.toMove)
	loc := func(l Location) (tileUse, bool) {
		return tileUse{family: locationFamily, l: l, repeat: NoLocation, player: p}, true
	}
	switch m.Kind() {
	case UseTile:
		if l := m.Tile(); !locationTable[l].wall || !s.wallOpen {
			return loc(l)
		}
	case CrossroadsAction:
		if c := CrossroadsCode(m.code()); !c.isChoice() && c != BuildFort {
			return loc(c.act().tile)
		}
	case HarvestAction:
		switch c := harvestCode(m.code()); {
		case c == hvScout && !s.x.harvest.scoutOpen:
			return loc(ScoutCabin)
		case c == hvColony1 || c == hvColony5 || c == hvColonies:
			return loc(Cathedral)
		case c > hvBazaar:
			u, ok := loc(Bazaar)
			u.repeat = Location(c - hvBazaar)
			return u, ok
		}
	case MarshlandsAction:
		switch m.MarshlandsCode() {
		case TempleRemove:
			return loc(Temple)
		case CanoeUse:
			return tileUse{family: locationFamily, l: Canoe, repeat: NoLocation, player: s.marshlandsToMove(), canoe: true}, true
		case CanoeBonus:
			return tileUse{family: bonusFamily, l: Canoe, repeat: NoLocation, player: p}, true
		case RefugeBonus:
			return tileUse{family: bonusFamily, l: Refuge, repeat: NoLocation, player: p}, true
		}
	case NomadTile:
		if k := m.Nomad(); k == Outpost || s.x.nomads.open != k {
			return tileUse{family: nomadFamily, repeat: NoLocation, nomad: k, player: p}, true
		}
	}
	return tileUse{}, false
}

// kindCount returns how many of the location tiles of the slots in held
// are of kind l.
func kindCount(s *State, held uint16, l Location) int {
	return bits.OnesCount16(held & s.g.locSlots[l])
}

// The pieces, tokens and tiles a use of a tile may bring into play, by
// kind (inPlay), and the tile whose use brings each.
const (
	inWarriors = iota
	inShip
	inWagon
	inCityHall
	inColonies
	inScouts
	numInPlay
)

var (
	inPlayTile  = [numInPlay]Location{Barracks, Lighthouse, Wagon, CityHall, Cathedral, ScoutCabin}
	inPlayNames = [numInPlay]string{"warriors", "ship", "wagon", "city hall", "colony tiles (face up and turned)", "scout tokens on the board"}
)

// inPlay counts one player's pieces, tokens and colony tiles in play.
type inPlay [numInPlay]int

// inPlayOf returns what player p has in play in s: its warriors, ship,
// wagon and city hall on the board (Crossroads), its colony tiles, face up
// or turned over, and the scout tokens on the board, which are the player
// to move's (Harvest).
func inPlayOf(s *State, p int) inPlay {
	var c inPlay
	x := &s.x.crossroads
	for _, w := range x.warrior[p] {
		if w != 0 {
			c[inWarriors]++
		}
	}
	for i, h := range [...]uint16{inShip: x.ship[p], inWagon: x.wagon[p], inCityHall: x.hall[p]} {
		if h != 0 {
			c[i]++
		}
	}
	h := &s.x.harvest
	c[inColonies] = int(h.colony[p][0]) + int(h.colony[p][1]) + int(h.spent[p][0]) + int(h.spent[p][1])
	if p == int(s.toMove) {
		c[inScouts] = h.scouts.count()
	}
	return c
}

// grown returns what player q has in play in next, the position after a
// move from s (inPlayOf), but for the colony tiles that came with the
// Cathedral location tiles q took by that move (rulebook 003, "Cathédrale":
// "Lorsque vous récupérez une plaquette de lieu Cathédrale, vous prenez
// également une tuile Colonie de valeur 1"): they come with a settlement
// placed or moved, which a repeat may do, not with a use of the Cathedral.
func grown(s, next *State, q int) inPlay {
	c := inPlayOf(next, q)
	took := kindCount(s, next.held[q]&^s.held[q], Cathedral)
	c[inColonies] = max(c[inColonies]-took, inPlayOf(s, q)[inColonies])
	return c
}

// bringsKind returns the kind of what a use of tile l may bring into play,
// -1 for a tile whose use brings nothing (the Quarry's walls are nobody's:
// rulebook 002, "Les murs de pierre n'appartiennent à personne").
func bringsKind(l Location) int {
	for i, t := range inPlayTile {
		if t == l {
			return i
		}
	}
	return -1
}

// tileBook is what the properties read from the history of a game: it is
// kept move by move by advance, from the moves and the tiles and pieces
// each player holds, never from the engine's fresh marks or counts of
// uses.
type tileBook struct {
	turn    int                            // s.Turn() of the current turn
	mover   int                            // the player of the current turn
	started [maxPlayers]bool               // the player has begun an own turn
	snap    [maxPlayers]uint16             // location tiles held when the player's most recent own turn began
	since   [maxPlayers]uint16             // of snap, those held ever since
	nomads  [numNomadKinds]int             // the nomad tiles the player to move may use this turn (see startTurn)
	taken   [maxPlayers][numNomadKinds]int // nomad tiles each player took since its last own turn began
	bonus   uint8                          // the bonus tiles of the player to move held since its turn began
	uses    [numLocations]int              // the location tiles of each kind the player to move used this turn
	bazaar  [numLocations]int              // uses the Bazaar repeated this turn, by kind
	canoe   [maxPlayers]int                // Canoe answers of each player this turn
	took    [maxPlayers]uint16             // location tiles each player took this turn
	nUses   [numNomadKinds]int             // nomad tiles used this turn
	bUsed   uint8                          // bonus actions used this turn
	moves   []string                       // the moves of the current turn, for the messages

	// The repeats (TestPropertyRepeatBringsNothingNew), for the tiles whose
	// use may bring something new (bringsKind): the repeats owed, the uses
	// the player's own tiles paid for (a use that brings something new is
	// one; one that brings nothing new pays an owed repeat first: the
	// ruling), whether a Bazaar was used this turn, and the open Scout
	// Cabin use: the tokens on the board when it began, and whether it
	// brought one more.
	owed         [numInPlay]int
	own          [numInPlay]int
	repeated     [numInPlay]int // uses counted as repeats
	bazaarPlayed bool
	scoutFrom    int
	scoutBrought bool
}

// newTileBook starts the book of a game at its first position.
func newTileBook(s *State) tileBook {
	var b tileBook
	b.startTurn(s)
	return b
}

// startTurn begins the book of the turn of the player to move of s.
func (b *tileBook) startTurn(s *State) {
	p := int(s.toMove)
	b.turn, b.mover = s.Turn(), p
	b.started[p] = true
	b.snap[p], b.since[p] = s.held[p], s.held[p]
	// The nomad tiles usable this turn: held now and taken since the last
	// own turn began (in it or after it): "durant le tour suivant le tour
	// de son obtention".
	for k := range b.nomads {
		b.nomads[k] = min(int(s.x.nomads.held[p][k]), b.taken[p][k])
	}
	b.taken[p] = [numNomadKinds]int{}
	b.bonus = s.x.marshlands.bonus[p]
	b.uses, b.bazaar, b.canoe, b.took, b.nUses, b.bUsed = [numLocations]int{}, [numLocations]int{}, [maxPlayers]int{}, [maxPlayers]uint16{}, [numNomadKinds]int{}, 0
	b.owed, b.own, b.repeated, b.bazaarPlayed = [numInPlay]int{}, [numInPlay]int{}, [numInPlay]int{}, false
	b.moves = nil
}

// ownTiles returns how many tiles of kind l player p held when its most
// recent own turn began (those lost since included: a tile used and then
// lost was used).
func (b *tileBook) ownTiles(s *State, p int, l Location) int {
	if !b.started[p] {
		return 0
	}
	return kindCount(s, b.snap[p], l)
}

// sinceTiles returns how many tiles of kind l player p has held since its
// most recent own turn began.
func (b *tileBook) sinceTiles(s *State, p int, l Location) int {
	if !b.started[p] {
		return 0
	}
	return kindCount(s, b.since[p], l)
}

// freshTiles returns player p's location tiles taken since its most recent
// own turn began (all of them before its first turn).
func (b *tileBook) freshTiles(s *State, p int) uint16 {
	if !b.started[p] {
		return s.held[p]
	}
	return s.held[p] &^ b.snap[p]
}

// whyNotUsable returns why the rules forbid the use u in s, by the book,
// "" when they allow it: a location tile used in turn needs one of its kind
// held since the turn began and a use of those tiles (or of the Bazaar's
// repeats) left; a Canoe answer needs a Canoe tile held since the
// answerer's most recent own turn began, and one of them not used this
// turn; a nomad tile needs one taken since the player's last own turn
// began and held when this one began; a bonus action needs its bonus tile
// held since the turn began, and not used this turn.
func (b *tileBook) whyNotUsable(s *State, u tileUse) string {
	p := u.player
	switch {
	case u.canoe:
		held, own := b.sinceTiles(s, p, Canoe), b.ownTiles(s, p, Canoe)
		if held == 0 || b.canoe[p] >= own {
			return fmt.Sprintf("player %d answers a Canoe interrupt in player %d's turn, but of its %d Canoe tile(s) %d were taken since its most recent own turn began (fresh), %d held since before it began (%d then), and it answered %d time(s) this turn",
				p, s.toMove, kindCount(s, s.held[p], Canoe), kindCount(s, b.freshTiles(s, p), Canoe), held, own, b.canoe[p])
		}
	case u.family == locationFamily:
		held, own := b.sinceTiles(s, p, u.l), b.ownTiles(s, p, u.l)
		if held == 0 || b.uses[u.l] >= own+b.bazaar[u.l] {
			return fmt.Sprintf("player %d uses a location tile %s in its turn, but has held %d %s tile(s) since its turn began (%d then, %d taken since), used %d this turn, with %d repeat(s) of the Bazaar",
				p, u.l, held, u.l, own, kindCount(s, b.freshTiles(s, p), u.l), b.uses[u.l], b.bazaar[u.l])
		}
	case u.family == nomadFamily:
		if b.nUses[u.nomad] >= b.nomads[u.nomad] {
			return fmt.Sprintf("player %d uses a nomad tile %s, but holds %d, of which %d were held when its turn began and taken since its previous turn began, and used %d this turn",
				p, u.nomad, s.x.nomads.held[p][u.nomad], b.nomads[u.nomad], b.nUses[u.nomad])
		}
	case u.family == bonusFamily:
		if bit := bonusBit(u.l); b.bonus&bit == 0 || b.bUsed&bit != 0 {
			return fmt.Sprintf("player %d uses its %s bonus tile, held since its turn began: %v, used this turn: %v",
				p, u.l, b.bonus&bit != 0, b.bUsed&bit != 0)
		}
	}
	return ""
}

// advance brings the book from s to next, the position after the legal
// move m, and returns why m broke a rule of TestPropertyRepeatBringsNothingNew,
// "" when it broke none: a piece, token or colony tile of a player comes
// into play only by a use of the tile that brings it, by the player to
// move (or the Scout Cabin's second token), and such a use is one of the
// player's own, never one the Bazaar repeated (see tileBook.owed).
func (b *tileBook) advance(s, next *State, m Move) string {
	p := int(s.toMove)
	b.moves = append(b.moves, m.String())
	u, isUse := tileUseOf(s, m)
	if isUse {
		switch {
		case u.canoe:
			b.canoe[u.player]++
		case u.family == locationFamily:
			b.uses[u.l]++
			if u.repeat != NoLocation {
				b.bazaar[u.repeat]++
				b.bazaarPlayed = true
				if i := bringsKind(u.repeat); i >= 0 {
					b.owed[i]++
				}
			}
		case u.family == nomadFamily:
			b.nUses[u.nomad]++
		case u.family == bonusFamily:
			b.bUsed |= bonusBit(u.l)
		}
	}

	// What comes into play.
	why := ""
	scout := m.Kind() == HarvestAction && harvestCode(m.code()) == hvScout
	if scout && !s.x.harvest.scoutOpen {
		b.scoutFrom, b.scoutBrought = s.x.harvest.scouts.count(), false
	}
	for q := 0; q < s.g.players; q++ {
		before, after := inPlayOf(s, q), grown(s, next, q)
		for i := range after {
			if after[i] <= before[i] || i == inScouts && scout && q == p {
				continue
			}
			if q != p || !isUse || u.outOfTurn(s) || u.family != locationFamily || u.l != inPlayTile[i] {
				why += fmt.Sprintf("%v brings player %d's %s into play (%d, were %d), and is no use of a %s tile by player %d, the player to move\n",
					m, q, inPlayNames[i], after[i], before[i], inPlayTile[i], q)
			}
		}
	}
	// The use: its own, or a repeat.
	if isUse && u.family == locationFamily && !u.canoe {
		if i := bringsKind(u.l); i >= 0 && i != inScouts {
			brings := grown(s, next, p)[i] > inPlayOf(s, p)[i]
			if c := CrossroadsCode(m.code()); m.Kind() == CrossroadsAction && c <= BuildFort && c.act().op == opPlace {
				brings = true
			}
			if c := harvestCode(m.code()); m.Kind() == HarvestAction && (c == hvColony1 || c == hvColony5) {
				brings = true
			}
			why += b.paid(s, i, brings)
		}
	}
	if scout {
		n := next.x.harvest.scouts.count()
		if !b.scoutBrought && n > b.scoutFrom {
			b.scoutBrought = true
			why += b.paid(s, inScouts, true)
		}
		if !next.x.harvest.scoutOpen && !b.scoutBrought {
			why += b.paid(s, inScouts, false) // the use is over, with no token more than there were
		}
	}

	// The turn.
	for q := 0; q < s.g.players; q++ {
		b.since[q] &= next.held[q]
		b.took[q] |= next.held[q] &^ s.held[q]
		for k := range b.taken[q] {
			d := int(next.x.nomads.held[q][k]) - int(s.x.nomads.held[q][k])
			if isUse && u.family == nomadFamily && q == u.player && NomadKind(k) == u.nomad {
				d++ // the tile used left the player's hand as the move took one
			}
			b.taken[q][k] += max(d, 0)
		}
	}
	b.bonus &= next.x.marshlands.bonus[p]
	if next.Turn() != b.turn && !next.IsTerminal() {
		b.startTurn(next)
	}
	return why
}

// paid counts a use of the tile that brings kind i (bringsKind) by the
// player to move, that brings something new (brings) or not: one that
// brings nothing new pays an owed repeat first (the ruling: it "counts as
// the repeat while one is owed", so the player's own uses stay for what
// only they may do); every other use is one of the player's own tiles,
// which it held when its turn began. It returns why the uses went past
// those tiles, "" when they did not.
func (b *tileBook) paid(s *State, i int, brings bool) string {
	if !brings && b.owed[i] > 0 {
		b.owed[i]--
		b.repeated[i]++
		return ""
	}
	b.own[i]++
	if own := b.ownTiles(s, int(s.toMove), inPlayTile[i]); b.own[i] > own {
		return fmt.Sprintf("player %d has used its %s tiles %d time(s) this turn beyond the Bazaar's repeats, bringing %s into play or with no repeat owed, and held %d %s tile(s) when its turn began: a repeat brought %s into play\n",
			s.toMove, inPlayTile[i], b.own[i], inPlayNames[i], own, inPlayTile[i], inPlayNames[i])
	}
	return ""
}

// turnText returns the moves of the current turn, for the messages.
func (b *tileBook) turnText() string {
	return fmt.Sprintf("player %d's turn %d so far: %s", b.mover, b.turn, strings.Join(b.moves, ", "))
}

// tilesFirst orders the legal moves of s so that rapid, which draws small
// indexes most often, plays most often the moves the properties are about:
// the Canoe answers, the Bazaar and the uses of tiles that bring pieces or
// tokens into play first, then the other tile uses, then the moves that
// take a location or nomad tile, then the rest ("end", "marshlands
// decline", ...).
func tilesFirst(s *State) []Move {
	var out [4][]Move
	for _, m := range Legal(*s) {
		u, ok := tileUseOf(s, m)
		switch {
		case ok && (u.canoe || u.repeat != NoLocation || u.family == locationFamily && bringsKind(u.l) >= 0):
			out[0] = append(out[0], m)
		case ok:
			out[1] = append(out[1], m)
		case takesTile(s, m, Canoe):
			out[0] = append(out[0], m)
		case takesTile(s, m, NoLocation):
			out[2] = append(out[2], m)
		default:
			out[3] = append(out[3], m)
		}
	}
	return append(append(append(out[0], out[1]...), out[2]...), out[3]...)
}

// takesTile reports whether m puts a settlement of the player deciding in
// s next to a location hex whose tile it may take (of kind l only, unless
// l is NoLocation), or, l being NoLocation, next to a nomad space.
func takesTile(s *State, m Move, l Location) bool {
	to := m.to()
	if to < 0 || to >= maxHex {
		return false
	}
	p := int(s.toMove)
	if q := s.marshlandsToMove(); s.g.rules.has(marshlandsExp) && q >= 0 {
		p = q
	}
	for k := s.g.hexSlots[to] &^ (s.held[p] | s.lost[p]); k != 0; k &= k - 1 {
		if i := bits.TrailingZeros16(k); s.tilesLeft[i] > 0 && (l == NoLocation || s.g.slotLoc[i] == l) {
			return true
		}
	}
	return l == NoLocation && grid.NeighborSet(to).Intersects(s.g.terrainSet[NomadSpace])
}

// tilesGame plays a random game from s (tilesFirst orders the moves rapid
// draws from) and calls check on every position with the book of the game
// so far, and after every move visit with the position before it, the move
// and the position after it.
func tilesGame(t *rapid.T, s State, check func(*tileBook, State), visit func(*tileBook, State, Move, State)) {
	b := newTileBook(&s)
	for range maxGameMoves {
		check(&b, s)
		legal := tilesFirst(&s)
		if len(legal) == 0 {
			t.Fatalf("no legal move in a game not over\n%v", s)
		}
		m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
		next, err := Apply(s, m)
		if err != nil {
			t.Fatalf("legal move %v: %v", m, err)
		}
		visit(&b, s, m, next)
		if next.IsTerminal() {
			return
		}
		s = next
	}
	t.Fatalf("game not over after %d moves", maxGameMoves)
}

// tilesGames is the number of games each check of the properties of this
// file plays: a game is short to play and its positions few to check, and
// the positions the properties are about come a few times a game.
const tilesGames = 6

// tilesCanoeText is a section of this test file, an invention (not a
// printed section): three Canoe locations in a lake of water and swamp, so
// that Canoe tiles are held often, by several players, and the settlements
// of Canoe answers (on swamp or water) take Canoe tiles; a Temple and a
// Refuge, whose tiles bring the Marshlands bonus tiles.
const tilesCanoeText = `
section test-tiles-canoe-lake marshlands
S S G G F F F D D D
S L S G F L F D D D
W S S W S S F D D D
W W S L S W S F D D
G W S S W S W F F C
G G W S S S L S C C
T T G W W S S W C C
T L T G W S W S C C
M M T T G S S C C C
M M T T G G G C C C
at 1,1 canoe
at 1,5 temple
at 3,3 canoe
at 5,6 canoe
at 7,1 refuge
`

// tilesBazaarText is a section of this test file, an invention (not a
// printed section): two Bazaars among every location whose tile may bring
// something into play (the Barracks, the Lighthouse by a lake, the Wagon,
// the City Hall in an open meadow, the Cathedral, the Scout Cabin), close
// to one another, so that a player holds a Bazaar and one of them often.
// It needs Harvest and Crossroads.
const tilesBazaarText = `
section test-tiles-bazaar-pieces harvest
G G G F F F T T D D
G L G F L F T L D D
G G W W F F T T D D
C W W L W F A A C C
C C W W G G A L A C
C C G G L G A A C C
T T G G G G D D D D
T L T G G G D L D D
T T T M G G D D D D
T T M M G G D D D D
at 1,1 bazaar
at 1,4 barracks
at 1,7 cathedral
at 3,3 lighthouse
at 4,7 cabin
at 5,4 bazaar
at 7,1 wagon
at 7,7 cityhall
`

// tilesSections returns the sections of tilesCanoeText and
// tilesBazaarText.
var tilesSections = sync.OnceValue(func() [2]*CustomSection {
	var out [2]*CustomSection
	for i, text := range [...]string{tilesCanoeText, tilesBazaarText} {
		list, err := ParseSections(text)
		if err != nil {
			panic(err)
		}
		out[i] = list[0]
	}
	return out
})

// TestPropertyFreshTilesInert: fresh tiles are inert until their owner's
// next own turn, for every kind of tile, whoever's turn it is and whatever
// took the tile (the mandatory action, a tile, a Canoe answer, a piece, a
// nomad tile; see the top of this file and lifecycle.go). Random games with
// Marshlands (the Canoe section of this file and the sample Canoe section:
// five Canoe locations) and a random subset of the other expansions are
// played to the end (tilesGames a check), the Canoe answers, the tile uses
// and the moves that take tiles played most often. At every position every
// legal move that uses a tile is checked against the book of the game
// (tileBook.whyNotUsable):
//
//   - in turn, a location tile of any kind ("tile KEY ...", a Crossroads
//     piece or the Fort, "scout", "colony", "colonies", "bazaar KEY",
//     "marshlands temple", a Canoe answer to the player's own interrupt) is
//     used only if the player has held a tile of that kind since its turn
//     began, and fewer uses of them were made this turn than it held then
//     plus the Bazaar's repeats;
//   - out of turn, the Canoe answer of player q ("marshlands canoe", the
//     one tile used out of turn) needs a Canoe tile that q has held since
//     before its most recent own turn began, and fewer Canoe answers of q
//     this turn than it held Canoe tiles then: a Canoe tile taken in q's
//     own turn answers no interrupt in the turns of the players after it,
//     one taken by a Canoe answer no other interrupt before q's next turn;
//   - a nomad tile is used only in its owner's first own turn after the
//     turn in which it was taken (held when the turn began, and taken since
//     the previous own turn began), and a bonus action (the Canoe's, the
//     Refuge's) only if its bonus tile was held when the turn began.
func TestPropertyFreshTilesInert(t *testing.T) {
	defer seamLogStats(t, "fresh")
	rapid.Check(t, func(t *rapid.T) {
		for range tilesGames {
			board := []Quadrant{{Custom: tilesSections()[0]}, SampleMarshlandsQuadrants()[2]} // and sample-marshlands-canoe
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{marshlands: true, board: board}))
			tilesGame(t, s, func(b *tileBook, s State) { checkFresh(t, b, s) }, func(b *tileBook, s State, m Move, next State) {
				countTaken(&s, m, &next)
				b.advance(&s, &next, m)
			})
		}
	})
}

// checkFresh checks every legal move of s that uses a tile against the
// book b (see TestPropertyFreshTilesInert), and counts the positions where
// the rule is at stake.
func checkFresh(t *rapid.T, b *tileBook, s State) {
	counts := map[string]bool{}
	for _, m := range Legal(s) {
		u, ok := tileUseOf(&s, m)
		if !ok {
			continue
		}
		if why := b.whyNotUsable(&s, u); why != "" {
			t.Fatalf("%v is legal: %s. A tile taken in any turn is usable from its owner's next own turn on, in or out of turn (rulebook 000: \"uniquement à partir du prochain tour\"; rulings: \"a Canoe tile taken while answering a Canoe interrupt cannot answer another interrupt in the same turn\"); a nomad tile only during the turn after the one it was taken in (rulebook 002: \"que durant le tour suivant le tour de son obtention\")\n%s\n%v",
				m, why, b.turnText(), s)
		}
		fresh := b.freshTiles(&s, u.player)
		switch {
		case u.canoe && u.outOfTurn(&s):
			counts["fresh: Canoe answers out of turn offered"] = true
		case u.canoe:
			counts["fresh: Canoe answers in turn offered"] = true
		case u.family == nomadFamily:
			counts["fresh: nomad tile uses offered"] = true
		case u.family == bonusFamily:
			counts["fresh: bonus actions offered"] = true
		default:
			counts["fresh: location tile uses offered: "+u.l.String()] = true
			if kindCount(&s, fresh, u.l) > 0 {
				counts["fresh: location tile uses offered, a fresh tile of the kind held too"] = true
			}
		}
	}
	if s.g.rules.has(marshlandsExp) && s.x.marshlands.ask != 0 {
		// The players holding a fresh Canoe tile at an interrupt: the
		// rule keeps them out of it unless an older Canoe tile is unused.
		answerer := s.marshlandsToMove()
		for q := 0; q < s.g.players; q++ {
			if kindCount(&s, b.freshTiles(&s, q), Canoe) == 0 {
				continue
			}
			where := "the player to move"
			if q != int(s.toMove) {
				where = "another player"
			}
			u := tileUse{family: locationFamily, l: Canoe, repeat: NoLocation, player: q, canoe: true}
			if q != int(s.toMove) && kindCount(&s, b.took[q]&s.held[q], Canoe) > 0 {
				counts["fresh: Canoe interrupts, "+where+" holding a Canoe tile its Canoe answer took this turn"] = true
			}
			switch {
			case b.whyNotUsable(&s, u) != "":
				counts["fresh: Canoe interrupts, "+where+" holding a fresh Canoe tile and no usable one (kept out)"] = true
			case q == answerer:
				counts["fresh: Canoe interrupts, "+where+" answering, holding a fresh Canoe tile and a usable one"] = true
			}
		}
	} else if !s.IsTerminal() {
		p := int(s.toMove)
		for l := range numLocations {
			if kindCount(&s, b.freshTiles(&s, p), Location(l)) > 0 && b.sinceTiles(&s, p, Location(l)) == 0 {
				counts["fresh: positions where the player to move holds only fresh tiles of a kind"] = true
			}
		}
		for k := range s.x.nomads.held[p] {
			if int(s.x.nomads.held[p][k]) > b.nomads[k] {
				counts["fresh: positions where the player to move holds a fresh nomad tile"] = true
			}
		}
	}
	for k := range counts {
		seamCount(k)
	}
}

// countTaken counts the tiles m takes, by the kind of move and whether it
// takes them in or out of its taker's turn: the paths by which fresh tiles
// come.
func countTaken(s *State, m Move, next *State) {
	for q := 0; q < s.g.players; q++ {
		where := "in turn"
		if q != int(s.toMove) {
			where = "out of turn"
		}
		if n := bits.OnesCount16(next.held[q] &^ s.held[q]); n > 0 {
			seamCount(fmt.Sprintf("fresh: location tiles taken by %s moves, %s", m.Kind(), where))
		}
		for k := range next.x.nomads.held[q] {
			if next.x.nomads.held[q][k] > s.x.nomads.held[q][k] {
				seamCount(fmt.Sprintf("fresh: nomad tiles taken by %s moves, %s", m.Kind(), where))
			}
		}
	}
}

// TestPropertyRepeatBringsNothingNew: a repeated action brings nothing new
// into play, for every action the Bazaar can repeat (see the top of this
// file). Random games with Harvest and Crossroads (the Bazaar section of
// this file, a Harvest and a Crossroads sample section) and a random
// subset of the other expansions are played to the end (tilesGames a
// check), the Bazaar and the uses of the tiles that bring pieces played
// most often. Along the
// game, and for every legal move of every position of a turn once a
// "bazaar" move was played in it (every continuation of the turn, one move
// ahead), the move is checked against the book of the game
// (tileBook.advance):
//
//   - per player, the count of each kind of piece, token and tile in play
//     (warriors, ship, wagon, city hall, colony tiles face up and turned,
//     scout tokens on the board) grows only through a use, by the player
//     to move, of the tile that brings it (the Barracks, Lighthouse, Wagon,
//     City Hall, Cathedral, Scout Cabin): no other move, the "bazaar" move
//     included, brings anything into play (but the colony tile that comes
//     with a Cathedral location tile taken, which a settlement placed or
//     moved brings: see grown);
//   - over a turn, the uses of tiles of kind l that bring something new
//     into play (a piece placed from the supply, a colony tile taken, scout
//     tokens beyond those on the board when the use began), with the uses
//     that bring nothing new made when no repeat was owed, never exceed the
//     tiles of kind l the player held when its turn began: the uses the
//     Bazaar repeated bring nothing new. (Ruling: a use that brings nothing
//     new counts as the repeat while one is owed, so the player's own uses
//     stay for placements; the Quarry's walls belong to nobody and are not
//     counted.)
func TestPropertyRepeatBringsNothingNew(t *testing.T) {
	defer seamLogStats(t, "repeat")
	rapid.Check(t, func(t *rapid.T) {
		for range tilesGames {
			repeatGame(t)
		}
	})
}

// repeatGame plays one random game of TestPropertyRepeatBringsNothingNew:
// along the game every move played is checked, and at every position of a
// turn once a "bazaar" move was played in it, every legal move.
func repeatGame(t *rapid.T) {
	o := seamOptions{crossroads: true, harvest: true, board: []Quadrant{{Custom: tilesSections()[1]}}}
	s := newSeamGame(t, drawSeamConfig(t, o))
	tilesGame(t, s, func(b *tileBook, s State) {
		if !b.bazaarPlayed || s.IsTerminal() {
			return
		}
		seamCount("repeat: positions after a bazaar move (every continuation checked)")
		seen := map[string]bool{}
		for i := range numInPlay {
			if b.owed[i] > 0 {
				seen["repeat: positions with a repeat owed: "+inPlayTile[i].String()] = true
			}
		}
		for _, m := range Legal(s) {
			next, err := Apply(s, m)
			if err != nil {
				t.Fatalf("legal move %v: %v", m, err)
			}
			c := *b
			c.moves = append([]string(nil), b.moves...)
			for _, k := range checkRepeat(t, &c, s, m, next) {
				seen["repeat: positions where a continuation is "+k] = true
			}
		}
		for k := range seen {
			seamCount(k)
		}
	}, func(b *tileBook, s State, m Move, next State) {
		for _, k := range checkRepeat(t, b, s, m, next) {
			seamCount("repeat: played: " + k)
		}
	})
}

// checkRepeat brings the book b from s to next through m and fails the
// test on the rule m breaks, if any (see TestPropertyRepeatBringsNothingNew).
// It returns what m is, for the counters: a "bazaar" move, a repeated use
// (one that pays a repeat owed: it brings nothing new), a use of the
// player's own tile that brings something new while a repeat is owed.
func checkRepeat(t *rapid.T, b *tileBook, s State, m Move, next State) []string {
	repeated, owed, own := b.repeated, b.owed, b.own
	if why := b.advance(&s, &next, m); why != "" {
		t.Fatalf("%v: %sA use the Bazaar repeats brings nothing new into play (rulebook 003, \"Bazar\": \"En répétant une actions spéciale, vous ne gagnez pas de jetons ou de tuiles supplémentaires, comme par exemple les jetons Eclaireur (extension 4), ou les guerriers, les bateaux et les tuiles Hôtel de ville (extension 2)\"; rulings: \"never bring a new one into play. A repeated Cathedral gives no colony tile.\")\n%s\n%v",
			m, why, b.turnText(), s)
	}
	var out []string
	if u, ok := tileUseOf(&s, m); ok && u.repeat != NoLocation {
		out = append(out, "a bazaar move: "+u.repeat.String())
	}
	if b.turn != s.Turn() {
		return out // a new turn began
	}
	for i := range numInPlay {
		if b.repeated[i] > repeated[i] {
			out = append(out, "a repeated use (bringing nothing new): "+inPlayTile[i].String())
		}
		if owed[i] > 0 && b.own[i] > own[i] {
			out = append(out, "an own use bringing something new while a repeat is owed: "+inPlayTile[i].String())
		}
	}
	return out
}
