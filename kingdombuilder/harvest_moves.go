package kingdombuilder

import "github.com/boardrules/kingdoms/hexgrid"

// The Harvest expansion's move constructors: each returns the move whose
// notation its doc comment gives (see Move). A hex off the board, or a
// value the action does not take, gives a malformed move, which Apply
// refuses and String writes "invalid". The Watermill, Mountain Station,
// Watchtower, University and Palisade are tiles: Build and Relocate.

// Cultivate returns the move that uses Cultivate to build a settlement on
// the free farmland hex at: "cultivate ROW,COL".
func Cultivate(at hexgrid.Offset) Move {
	return newAction(HarvestAction, uint8(hvCultivate), -1, hexIndex(at))
}

// ScoutAt returns the move that puts one scout token of the Scout Cabin at
// the given hex: "scout ROW,COL". A use of the Scout Cabin is two such
// moves, the second right after the first.
func ScoutAt(at hexgrid.Offset) Move {
	return newAction(HarvestAction, uint8(hvScout), -1, hexIndex(at))
}

// TakeColony returns the move that uses the Cathedral to take a colony tile
// of the given value, 1 or 5: "colony 1", "colony 5".
func TakeColony(value int) Move {
	switch value {
	case 1:
		return newAction(HarvestAction, uint8(hvColony1), -1, -1)
	case 5:
		return newAction(HarvestAction, uint8(hvColony5), -1, -1)
	}
	return newAction(HarvestAction, 0, -1, -1)
}

// TurnColonies returns the move that uses the Cathedral to turn over the
// player's colony tiles, whose values give the settlements to build next:
// "colonies".
func TurnColonies() Move { return newAction(HarvestAction, uint8(hvColonies), -1, -1) }

// SettleColony returns the move that builds one settlement of the turned
// colony tiles at the given hex, of the card's terrain: "settle ROW,COL".
func SettleColony(at hexgrid.Offset) Move {
	return newAction(HarvestAction, uint8(hvSettle), -1, hexIndex(at))
}

// BazaarRepeat returns the move that uses the Bazaar to let the tile of
// location l, used this turn, be used once more: "bazaar KEY", KEY being
// l.Key(), such as "bazaar tower". The Bazaar does not repeat itself.
func BazaarRepeat(l Location) Move {
	if l == NoLocation || l == Bazaar || l >= numLocations {
		return newAction(HarvestAction, 0, -1, -1)
	}
	return newAction(HarvestAction, uint8(hvBazaar)+uint8(l), -1, -1)
}

// SiloBuild returns the move of the silo phase that builds a settlement at
// the given hex: "silo ROW,COL".
func SiloBuild(at hexgrid.Offset) Move {
	return newAction(HarvestAction, uint8(hvSiloPlace), -1, hexIndex(at))
}

// SiloMove returns the move of the silo phase that moves the player's
// settlement at from to the hex to: "silo ROW,COL>ROW,COL".
func SiloMove(from, to hexgrid.Offset) Move {
	return newAction(HarvestAction, uint8(hvSiloMove), hexIndex(from), hexIndex(to))
}

// SiloPass returns the move of the silo phase that declines one silo
// action: "silo pass".
func SiloPass() Move { return newAction(HarvestAction, uint8(hvSiloPass), -1, -1) }
