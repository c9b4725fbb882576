package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// Game is Kingdom Builder as a [kingdoms.Game], for the tools written once
// for every game: [kingdoms.Playout], [kingdoms.Replay], the conformance
// harness and the bots. Its methods call the functions and methods of this
// package.
//
// It also implements the root package's optional interfaces:
// [kingdoms.Stepper] (playouts advance a State in place),
// [kingdoms.Observer] ([State.ObservationShape] and [Observe]),
// [kingdoms.Totaler] (the totals of [State.Scores] without the breakdown),
// [kingdoms.Validator] (every invariant of the game, the check
// [State.UnmarshalJSON] runs on every document) and [kingdoms.Configurer]
// (2 to 5 players, 5 only with Nomads, 4 by default; the variants
// "first-game", "nomads", "crossroads", "marshlands", "harvest", "capitol",
// "caves" and "island"; Start refuses an unknown variant or one named
// twice; StartJSON reads a [Config] in the JSON form given on Config) and
// [kingdoms.Actions] (the numbering of the moves for learning code:
// [NumActions] of the game's Config, [AppendActions], [DecodeAction] and
// [EncodeMove]; the numbering is given on NumActions). A tool
// reaches them with a type assertion:
//
//	g := kingdombuilder.Game.(kingdoms.Configurer[kingdombuilder.State])
//
// # Starting from settings or JSON
//
// [Game] implements kingdoms.Configurer for tools that know no Kingdom
// Builder: 2 to 5 players (5 only with Nomads), 4 by default, and these
// variants, which Start combines:
//
//	first-game  the set-up of FirstGame: Tavern, Paddock, Oasis and Farm
//	            sections; Fishermen, Knights and Merchants
//	nomads      Config.Nomads
//	crossroads  Config.Crossroads (on the sample sections)
//	marshlands  Config.Marshlands (on the sample sections)
//	harvest     Config.Harvest (on the sample sections)
//	capitol     Config.Queenies.Capitol
//	caves       Config.Queenies.Caves
//	island      Config.Queenies.Island = SampleIsland()
//
// A Marshlands game whose board is drawn (no first-game) would have no
// swamp, the printed Marshlands sections being not available: Start draws
// the board of a 2-player base game of the seed and puts one of the
// SampleMarshlandsQuadrants (number Seed mod 4) in quadrant Seed mod 4.
// Start refuses an unknown variant, one named twice, and 5 players without
// nomads, with an error wrapping kingdoms.ErrBadConfig.
//
// StartJSON reads a Config as JSON, in the form given on [Config].
var Game kingdoms.Game[State, Move]

// init sets Game, so that its declaration on the package's page shows its
// type and not the unexported value behind it.
func init() { Game = &game{} }

var (
	_ kingdoms.Stepper[State, Move] = &game{}
	_ kingdoms.Observer[State]      = &game{}
	_ kingdoms.Validator[State]     = &game{}
	_ kingdoms.Configurer[State]    = &game{}
	_ kingdoms.Actions[State, Move] = &game{}
)

type game struct{}

func (*game) Name() string                           { return "kingdombuilder" }
func (*game) Players(s State) int                    { return s.Players() }
func (*game) ToMove(s State) int                     { return s.ToMove() }
func (*game) IsTerminal(s State) bool                { return s.IsTerminal() }
func (*game) Legal(s State) []Move                   { return Legal(s) }
func (*game) AppendLegal(dst []Move, s State) []Move { return appendLegal(dst, &s) }
func (*game) Apply(s State, m Move) (State, error) {
	if err := s.checkApply(m); err != nil {
		return State{}, err
	}
	return s, nil
}
func (*game) AppendLegalTo(dst []Move, s *State) []Move { return appendLegal(dst, s) }
func (*game) ApplyTo(s *State, m Move) error            { return s.checkApply(m) }
func (*game) Scores(s State) []kingdoms.Score           { return s.Scores() }
func (*game) Winners(s State) []int                     { return s.Winners() }
func (*game) View(s State, p int) State                 { return s.View(p) }
func (*game) Determinize(v State, p int, r *rand.Rand) (State, error) {
	return Determinize(v, p, r)
}
func (*game) FormatMove(m Move) string                { return m.String() }
func (*game) ParseMove(t string) (Move, error)        { return ParseMove(t) }
func (*game) ObservationShape(s State) kingdoms.Shape { return s.ObservationShape() }
func (*game) Observe(s State, player int, dst []float32) []float32 {
	return Observe(s, player, dst)
}
func (*game) Validate(s State) error { return s.validate() }
func (*game) NumActions(s State) int { return s.numActions() }
func (*game) AppendActions(dst []int32, s State, p kingdoms.Prefix) []int32 {
	return appendActions(dst, &s, p)
}
func (*game) DecodeAction(s State, p kingdoms.Prefix, a int) (Move, kingdoms.Prefix, bool, error) {
	return decodeAction(&s, p, a)
}
func (*game) EncodeMove(dst []int32, s State, m Move) ([]int32, error) {
	return encodeMove(dst, &s, m)
}

var _ kingdoms.Totaler[State] = (*game)(nil)

// AppendTotals makes Game a kingdoms.Totaler: each player's Total of
// Scores, counted without writing the breakdown.
func (*game) AppendTotals(dst []int, s *State) []int {
	if s.g == nil {
		return dst
	}
	for p := range s.g.players {
		dst = append(dst, s.scoreTotal(p))
	}
	return dst
}
