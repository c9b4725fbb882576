package kingdombuilder

import (
	"math/bits"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Players returns the number of players.
func (s State) Players() int {
	if s.g == nil {
		return 0
	}
	return s.g.players
}

// ToMove returns the player who makes the next decision, or -1 when the game
// is over.
func (s State) ToMove() int {
	if s.g == nil || s.over {
		return -1
	}
	return s.decider()
}

// IsTerminal reports whether the game is over: a player's supply ran out
// and the round was finished (and, with Harvest, the silo phase).
func (s State) IsTerminal() bool { return s.g == nil || s.over }

// LastRound reports whether some player's supply has run out, so that the
// current round is the last one.
func (s State) LastRound() bool { return s.lastRound }

// Turn returns the number of the turn in progress, counted from 0: the
// number of turns finished before it. The last turn keeps its number once
// it is over (during the silo phase of Harvest and at the end of the game):
// a finished game played Turn()+1 turns.
func (s State) Turn() int { return int(s.turn) }

// Quadrants returns the sections of the board and their turns: top left, top
// right, bottom left, bottom right.
func (s State) Quadrants() [4]Quadrant {
	if s.g == nil {
		return [4]Quadrant{}
	}
	return s.g.quads
}

// Config returns the configuration of s's game as far as the position
// keeps it: the players, the expansions and Queenies played, the board
// (Quadrants), the cards, the task cards and where the Queenies' tiles lie
// (CapitolAt, CavesAt, the Island). Seed is 0: the position keeps its
// shuffled deck, not the seed it came from, so New(s.Config()) sets up the
// same board and cards but deals another game. It is what a position loaded
// from JSON needs for MaxMoves(s.Config()) and the action numbering
// (NumActions). The zero State gives the zero Config.
func (s State) Config() Config {
	if s.g == nil {
		return Config{}
	}
	g := s.g
	r := g.rules
	c := Config{
		Players:    g.players,
		Nomads:     r.has(nomadsExp),
		Crossroads: r.has(crossroadsExp),
		Marshlands: r.has(marshlandsExp),
		Harvest:    r.has(harvestExp),
		Quadrants:  g.quads,
		Cards:      g.cards,
	}
	if c.Marshlands && s.x.marshlands.swampCards && g.terrainSet[Swamp].IsEmpty() {
		c.SwampCards = true
	}
	if c.Crossroads {
		copy(c.Tasks[:], s.x.crossroads.Tasks())
	}
	if q := g.queenies.queeniesKey; r.has(queeniesExp) {
		c.Queenies = Queenies{Capitol: q.capitol, Caves: q.caves, Island: q.island}
		if q.capitol {
			c.Queenies.CapitolAt = hexesText(q.capitols)
		}
		if q.caves {
			c.Queenies.CavesAt = hexesText(q.caveSet)
		}
	}
	return c
}

// hexesText writes the hexes of t as the Queenies' positions are given:
// "ROW,COL" separated by spaces, in increasing hex order.
func hexesText(t hexgrid.Set) string {
	var b []byte
	for h := range t.All() {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = appendHex(b, h)
	}
	return string(b)
}

// Cards returns the 3 Kingdom Builder cards of the game, in scoring order.
func (s State) Cards() [3]Card {
	if s.g == nil {
		return [3]Card{}
	}
	return s.g.cards
}

// Terrain returns the terrain of the hex at o (NoTerrain off the board; rows
// 20 to 24 are the Island of Queenie 3, see IslandOffset).
func (s State) Terrain(o hexgrid.Offset) Terrain {
	i := hexIndex(o)
	if s.g == nil || i < 0 {
		return NoTerrain
	}
	return s.g.terrain[i]
}

// NextToSpecial reports whether the hex at o is next to a special hex (a
// castle, a location, a nomad space or a palace: Terrain.Special) without
// being one: the hexes that the Workers count. Only a settlement that
// arrives on such a hex can take a location tile or a nomad tile (false off
// the board).
func (s State) NextToSpecial(o hexgrid.Offset) bool {
	// Small enough to be inlined, so that a call does not copy the State.
	return s.g != nil && s.g.nextToSpecial(o)
}

// nextToSpecial is State.NextToSpecial.
func (g *setup) nextToSpecial(o hexgrid.Offset) bool {
	i := hexIndex(o)
	return i >= 0 && g.nearSpecial.Has(i)
}

// LocationAt returns the location of the hex at o, NoLocation if it is not a
// location hex.
func (s State) LocationAt(o hexgrid.Offset) Location {
	i := hexIndex(o)
	if s.g == nil || i < 0 {
		return NoLocation
	}
	return s.g.location[i]
}

// QuadrantOf returns the quadrant (0-3) of the hex at o, -1 off the board
// (and on the Island, which is no section).
func (s State) QuadrantOf(o hexgrid.Offset) int {
	i := hexIndex(o)
	if s.g == nil || i < 0 || i >= boardSize {
		return -1
	}
	return int(quadOfHex[i])
}

// Occupant returns the player whose settlement stands at o, or -1.
func (s State) Occupant(o hexgrid.Offset) int {
	i := hexIndex(o)
	if s.g == nil || i < 0 || !s.occupied.Has(i) {
		return -1
	}
	for p := 0; p < s.g.players; p++ {
		if s.own[p].Has(i) {
			return p
		}
	}
	return -1
}

// Wall reports whether a stone wall (Nomads, placed by the Quarry) stands
// at o.
func (s State) Wall(o hexgrid.Offset) bool {
	i := hexIndex(o)
	return s.g != nil && i >= 0 && s.walls().Has(i)
}

// Settlements returns the hexes of player p's settlements as a set of
// hexgrid indexes (row*20+col; 400+line*22+col on the Island of Queenie 3).
func (s State) Settlements(p int) hexgrid.Set {
	if s.g == nil || p < 0 || p >= s.g.players {
		return hexgrid.Set{}
	}
	return s.own[p]
}

// Supply returns the number of settlements player p has not placed.
func (s State) Supply(p int) int {
	if s.g == nil || p < 0 || p >= s.g.players {
		return 0
	}
	return int(s.supply[p])
}

// Hand returns player p's terrain card. ok is false when the card is hidden
// (in a view) or when p holds none (no card was left to draw). A swamp card
// (Marshlands) reads as Swamp until its half is chosen, then as the chosen
// terrain; State.SwampCard tells its other terrain.
func (s State) Hand(p int) (t Terrain, ok bool) {
	if s.g == nil || p < 0 || p >= s.g.players {
		return NoTerrain, false
	}
	t = s.hand[p]
	if t == hiddenCard || t == NoTerrain {
		return NoTerrain, false
	}
	if isSwampCard(t) {
		return Swamp, true // see SwampCard
	}
	return t, true
}

// CurrentCard returns the terrain card of the player to move (revealed at the
// start of the turn), NoTerrain when none is left or the game is over.
func (s State) CurrentCard() Terrain {
	if s.g == nil || s.over {
		return NoTerrain
	}
	t, _ := s.Hand(int(s.toMove))
	return t
}

// Placed returns how many settlements the mandatory action has placed this
// turn.
func (s State) Placed() int { return int(s.placed) }

// MandatoryDone reports whether the mandatory action of this turn is over
// (its quota placed, see Quota, or nothing more can be placed).
func (s State) MandatoryDone() bool { return s.g != nil && !s.over && s.mandatoryDone() }

// DeckSize returns the number of cards in the terrain draw pile.
func (s State) DeckSize() int { return int(s.deckLen) }

// Discarded returns how many cards of terrain t are in the discard pile.
func (s State) Discarded(t Terrain) int {
	if t >= numTerrains {
		return 0
	}
	return int(s.discard[t])
}

// Removed returns how many cards of terrain t were removed from the game
// because no hex of t was free when they were drawn for a turn.
func (s State) Removed(t Terrain) int {
	if t >= numTerrains {
		return 0
	}
	return int(s.removed[t])
}

// TilesLeft returns the number of tiles left on the location hex at o (0 if o
// is not a location hex).
func (s State) TilesLeft(o hexgrid.Offset) int {
	i := hexIndex(o)
	if s.g == nil || i < 0 {
		return 0
	}
	for k := 0; k < s.g.nslots; k++ {
		if int(s.g.slotHex[k]) == i {
			return int(s.tilesLeft[k])
		}
	}
	return 0
}

// HeldTile is a location tile held by a player.
type HeldTile struct {
	Location Location       // kind of tile
	From     hexgrid.Offset // the location hex it was taken from
	// Usable reports whether the tile can still be used this turn: it is
	// the player to move's, was not taken this turn and is not turned over.
	Usable bool
}

// TileCount returns the number of location tiles player p holds,
// len(s.Tiles(p)), without allocating (0 for a bad player).
func (s State) TileCount(p int) int {
	if s.g == nil || p < 0 || p >= s.g.players {
		return 0
	}
	return bits.OnesCount16(s.held[p])
}

// Tiles returns the tiles player p holds, in the order of their location
// hexes. For the player to move, tiles used this turn are marked not usable
// (of two tiles of one kind, the later one counts as used first).
func (s State) Tiles(p int) []HeldTile {
	if s.g == nil || p < 0 || p >= s.g.players {
		return nil
	}
	var out []HeldTile
	var left [numLocations]int
	if on, _ := s.SiloPhase(); p == int(s.toMove) && !s.over && !on { // no tile in the silo phase (Harvest)
		for l := range left {
			left[l] = s.usable(Location(l))
		}
	}
	for m := s.held[p]; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		l := s.g.slotLoc[k]
		t := HeldTile{Location: l, From: grid.Offset(int(s.g.slotHex[k]))}
		if s.fresh[p]&(1<<k) == 0 && left[l] > 0 {
			t.Usable = true
			left[l]--
		}
		out = append(out, t)
	}
	return out
}

// MaxMoves bounds the number of moves of a game of configuration c: no game
// New(c) starts lasts longer (see "Length of a game" in the package's
// rules file, RULES.md). The bound depends on c.Players only, and holds for every
// set-up and expansion of that many players (it is 0 for a player count
// New refuses): 43 rounds of turns of at most 3 placements, 8 tile uses,
// 24 moves of nomad tiles, 2 more Crossroads moves (see
// crossroadsTurnMoves), 25 more Harvest moves (see harvestTurnMoves), 20
// more Marshlands moves (see marshlandsTurnMoves) and "end", then the silo
// phase (see harvestEndMoves); the Marshlands Temple may add 17 rounds
// (maxAside) and the answers to Canoe interrupts come on top (see
// canoeAnswers).
func MaxMoves(c Config) int {
	players := c.Players
	if players < 2 || players > maxPlayers {
		return 0
	}
	return (43+maxAside)*players*(mandatoryCount+maxTileUses+maxNomadMoves+crossroadsTurnMoves+harvestTurnMoves+marshlandsTurnMoves+1) + harvestEndMoves(players) + canoeAnswers(players)
}

// crossroadsTurnMoves bounds the moves a Crossroads turn adds to its tiles'
// uses: the choice of the terrain card and the Fort's second move.
const crossroadsTurnMoves = 2

// maxTileUses bounds the tiles a player can use in a turn: one per location
// hex of a board of 4 sections with at most 2 location hexes each.
const maxTileUses = 8

// maxNomadMoves bounds the moves of nomad tiles in a turn: the tiles held
// were taken during the player's previous turn, at most one per nomad space
// (6 on a board of printed sections), and one tile's use is at most 4
// moves (a Resettlement's settlements, a Sword's opponents; a Donation is
// 3).
const maxNomadMoves = 6 * 4
