package bots

import (
	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// A Hint is what a game's strategy advice says a move is worth, in points,
// beyond the change in score it makes at once: m played by the player to
// move in s. [ISMCTS] adds it to the gain that values the prior of a new
// node (Options.Prior), so it biases which moves the search tries first and
// how long it trusts them, and real visits outweigh it; a bot without a
// prior (Options.Prior set to NoPrior) does not use it. A hint reads only s,
// a state consistent with what the player knows, and m.
//
// NewISMCTS gives a bot its game's hint, which the zero Options use:
// [ArkadiaHint], [KingdominoHint] and [KingdomBuilderHint]. A Classic bot
// gets only the hint the first version of the search had, Arkadia's.
// SetHint replaces or removes it.
type Hint[S any, M comparable] func(s S, m M) float64

// gameHint returns the hint for a game played with the state and move
// types of its argument by a bot with options opt, or nil when that game
// has none. A Classic bot gets neither the Kingdomino hint nor the Kingdom
// Builder hint, which came after the first version of the search, so that
// it plays as that version did (TestClassicIsTheFirstVersion).
func gameHint[S any, M comparable](_ kingdoms.Game[S, M], opt Options) Hint[S, M] {
	if h, ok := any(Hint[arkadia.State, arkadia.Move](ArkadiaHint)).(Hint[S, M]); ok {
		return h
	}
	if h, ok := any(Hint[kingdomino.State, kingdomino.Move](KingdominoHint)).(Hint[S, M]); ok && !opt.Classic {
		return h
	}
	if h, ok := any(Hint[kingdombuilder.State, kingdombuilder.Move](KingdomBuilderHint)).(Hint[S, M]); ok && !opt.Classic {
		return h
	}
	return nil
}

// ArkadiaTent is the worth, in points, that [ArkadiaHint] gives a neutral
// worker won or lost: the worth of a seal at the start of the game.
const ArkadiaTent = 2

// ArkadiaHint is the Arkadia hint: the first of the rulebook's tactical
// tips (rules/004, "Astuces tactiques"), "Essayez de recouvrir des
// campements lorsque vous posez des bâtiments. Plus vous recevrez
// d'ouvriers neutres, plus cela sera facile d'achever des bâtiments" (try to
// cover tent camps with your buildings: the more neutral workers you get,
// the easier it is to complete buildings), with its other side from the
// rules, "si un joueur place ses ouvriers sur un campement, il ne reçoit pas
// d'ouvriers neutres" (a worker put on a tent brings none, and the tent can
// no longer be covered). A card played is worth ArkadiaTent points more for
// each neutral worker its building brings (one per tent square covered,
// [arkadia.Edition.TentsCovered], as long as the reserve has any), and a worker put on a tent ArkadiaTent
// points less while the reserve has a neutral worker to lose. Every other
// move is worth its score change alone.
//
// The score change alone does not see this: a neutral worker earns no seal
// and changes no score, but completes buildings later. Without the hint,
// ISMCTS(300) put workers on tents and left tents uncovered, and 2-player
// games often ran out of workers before the castle was built ("How games
// end" in arkadia/RULES.md).
func ArkadiaHint(s arkadia.State, m arkadia.Move) float64 {
	reserve := s.NeutralReserve()
	if reserve == 0 {
		return 0
	}
	e := s.Edition()
	switch m.Kind() {
	case arkadia.MovePlay:
		return ArkadiaTent * float64(min(e.TentsCovered(m), reserve))
	case arkadia.MoveWorker, arkadia.MoveNeutral:
		if e.IsTent(m.Square()) {
			return -ArkadiaTent
		}
	}
	return 0
}

// KingdominoHint is the Kingdomino hint: what a domino picked is worth to
// its picker, who will place it in the next round. A pick scores nothing at
// once, so without a hint the search and its playouts pick at random until
// they have seen many placements. The hint estimates the best placement of
// the domino without trying any: each half of terrain t with c crowns,
// joined to the player's largest property of t (n squares, C crowns), would
// add
//
//	C + c*(n+1)
//
// points (c alone when the player has no such property). Every other move
// is worth its score change alone.
func KingdominoHint(s kingdomino.State, m kingdomino.Move) float64 {
	if m.Kind() != kingdomino.Pick {
		return 0
	}
	p := s.ToMove()
	if p < 0 {
		return 0
	}
	var largest [kingdomino.Mine + 1]kingdomino.Property
	a, b := m.Domino().Halves()
	for _, h := range [2]kingdomino.Half{a, b} {
		largest[h.Terrain] = kingdomino.LargestProperty(&s, p, h.Terrain)
	}
	return pickWorth(&largest, m.Domino())
}

// pickWorth is KingdominoHint's worth of picking d for a player whose
// largest property of each terrain is largest[terrain] (at least for the
// terrains of d).
func pickWorth(largest *[kingdomino.Mine + 1]kingdomino.Property, d kingdomino.Domino) float64 {
	a, b := d.Halves()
	v := 0
	for _, h := range [2]kingdomino.Half{a, b} {
		pr := largest[h.Terrain]
		v += pr.Crowns + h.Crowns*(pr.Squares+1)
	}
	return float64(v)
}

// KingdomBuilderTile is the worth, in points, that [KingdomBuilderHint]
// gives a location tile taken or lost while the player has at least
// KingdomBuilderTileSupply settlements left to place; fewer left, the
// worth shrinks in proportion.
const (
	KingdomBuilderTile       = 4
	KingdomBuilderTileSupply = 15
)

// KingdomBuilderNomad is the worth, in points, that [KingdomBuilderHint]
// gives a nomad tile taken (Nomads): one action, used once.
const KingdomBuilderNomad = 2

// KingdomBuilderHint is the Kingdom Builder hint: what the location tiles
// a move takes or loses are worth. A tile is an extra action every turn
// for the rest of the game, but taking it changes no score at once (the
// score of a position is that of the game ended now), so without a hint
// the search values a settlement next to a location like any other. The
// hint applies m to a copy of s (unless m builds or moves a settlement on
// and from hexes next to no special hex, which takes and loses no tile: its
// hint is 0) and gives
// KingdomBuilderTile points per
// tile the mover holds more ([kingdombuilder.State.TileCount]), or less,
// scaled down once the mover has fewer than KingdomBuilderTileSupply
// settlements left (fewer turns in which to use it), and
// KingdomBuilderNomad points per nomad tile taken (a nomad tile used is
// worth nothing more: its action shows in the gain). Castles need no hint:
// their points count at once.
func KingdomBuilderHint(s kingdombuilder.State, m kingdombuilder.Move) float64 {
	p := s.ToMove()
	if p < 0 {
		return 0
	}
	if m.Kind() == kingdombuilder.EndTurn || buildsAwayFromTiles(&s, m) {
		return 0
	}
	t, err := kingdombuilder.Apply(s, m)
	if err != nil {
		return 0
	}
	v := 0.0
	if d := t.TileCount(p) - s.TileCount(p); d != 0 {
		left := min(1, float64(s.Supply(p))/KingdomBuilderTileSupply)
		v = KingdomBuilderTile * float64(d) * left
	}
	if n := len(t.NomadTiles(p)) - len(s.NomadTiles(p)); n > 0 {
		v += KingdomBuilderNomad * float64(n)
	}
	return v
}

// buildsAwayFromTiles reports whether m builds or moves a settlement (the
// mandatory action, or a location tile) on and from hexes next to no special
// hex (castle, location, nomad space, palace): tiles are taken and lost
// only next to a location or a nomad space
// ([kingdombuilder.State.NextToSpecial]), so such a move takes none and
// loses none, and the hint need not play it.
func buildsAwayFromTiles(s *kingdombuilder.State, m kingdombuilder.Move) bool {
	if k := m.Kind(); k != kingdombuilder.PlaceSettlement && k != kingdombuilder.UseTile {
		return false
	}
	if at, ok := m.From(); ok && s.NextToSpecial(at) {
		return false
	}
	at, ok := m.To()
	return ok && !s.NextToSpecial(at)
}
