package kingdombuilder

// The life of a tile, for every family of tiles the game has: location
// tiles (State.held, fresh and used), nomad tiles (Nomads), bonus tiles and
// Canoe uses (Marshlands) and colony tiles (Harvest).
//
//   - Taken: a location tile is fresh from the moment it is taken until its
//     owner's next own turn begins, whoever's turn it was taken in: it is
//     usable from that turn on, in or out of turn (rulebook 000: usable
//     "à partir du prochain tour"; ruling: a Canoe tile taken while
//     answering a Canoe interrupt answers no other interrupt before its
//     owner's next turn, nor does one taken in its owner's turn answer an
//     interrupt in the turns of the players after it). State.startTurn
//     clears the marks of the player whose turn begins. Nomad and bonus
//     tiles are used in their owner's own turn only: one taken during
//     another player's turn is usable in its owner's next turn, so only
//     those taken in the owner's own turn are marked fresh (freshFor). In
//     the Harvest silo phase, the tiles taken stop being fresh when the
//     next player's silo actions start (tilesSettle): no turn follows.
//   - Used: once per turn each (two tiles of a kind: twice), counted for the
//     turn; a nomad tile is removed when used, a colony tile turned over.
//   - Lost: a location tile the moment its holder has no settlement next to
//     its location any more (removed from the game); a bonus tile with the
//     second tile of its kind (back to the box). When one of two tiles of a
//     kind is lost, a fresh one is lost first if the lost hex gave it, else
//     a used one (loseUsedFirst): the player turned over the one it was
//     about to lose.
//   - Turn over: the uses are forgotten, fresh nomad and bonus tiles become
//     usable (nomad tiles held since before the turn are removed: they are
//     usable during one turn only); fresh location tiles become usable when
//     their owner's next turn starts.

// freshFor reports whether a nomad or bonus tile player p takes now is
// fresh: usable from p's next turn only, because it is taken during p's own
// turn. (Location tiles are always fresh when taken: see State.takeTiles.)
func (s *State) freshFor(p int) bool { return p == int(s.toMove) }

// loseUsedFirst returns the uses of a kind of tile counted this turn after
// one of the player's tiles of that kind that was not fresh is lost: a used
// tile is lost first, so one use fewer is counted and the tiles left keep
// their uses.
func loseUsedFirst(used uint8) uint8 {
	if used > 0 {
		used--
	}
	return used
}

// tilesSettle makes every tile taken so far usable, of every family: the
// fresh marks are cleared (the Harvest silo phase, between two players'
// silo actions).
func (s *State) tilesSettle() {
	s.fresh = [maxPlayers]uint16{}
	if s.g.rules.any() {
		s.tilesSettleExt()
	}
}
