package kingdomino

import (
	"math/rand/v2"
	"slices"

	"github.com/boardrules/kingdoms"
)

// Game is Kingdomino as a [kingdoms.Game], for the tools written once for
// every game: [kingdoms.Playout], [kingdoms.Replay], the conformance harness
// and the bots. Its methods call the functions and methods of this package.
//
// It also implements the root package's optional interfaces:
// [kingdoms.Stepper] (AppendLegalTo and ApplyTo advance a State in place,
// with no copy of it per move; ApplyTo refuses an illegal move, or a view,
// with the error of [Apply] and leaves the State unchanged),
// [kingdoms.Observer] ([State.ObservationShape] and [Observe]),
// [kingdoms.Totaler] (the totals of [State.Scores] without the breakdown),
// [kingdoms.Actions] and [kingdoms.ActionLayout] (the numbering of
// [NumActions]), [kingdoms.Validator] (the check [State.UnmarshalJSON] runs
// on every document) and [kingdoms.Configurer] (2 to 4 players, 4 by
// default; the variants "middle-kingdom", "harmony", "mighty-duel" and
// "dynasty"; Start refuses an unknown variant or one named twice, and with
// no players it plays 4, also with "mighty-duel", which is for 2; StartJSON
// reads a [Config] in its JSON form). A tool reaches them with a type
// assertion:
//
//	g := kingdomino.Game.(kingdoms.Configurer[kingdomino.State])
var Game kingdoms.Game[State, Move]

// init sets Game, so that its declaration on the package's page shows its
// type and not the unexported value behind it.
func init() { Game = &game{} }

// game has pointer methods so that the interface calls reach them directly:
// with value methods they would go through a generated wrapper that copies
// the State once more per call (see the notes in speed.go).
type game struct{}

var _ kingdoms.Stepper[State, Move] = (*game)(nil)

func (*game) Name() string                           { return "kingdomino" }
func (*game) Players(s State) int                    { return s.Players() }
func (*game) ToMove(s State) int                     { return s.ToMove() }
func (*game) IsTerminal(s State) bool                { return s.IsTerminal() }
func (*game) Legal(s State) []Move                   { return Legal(s) }
func (*game) AppendLegal(dst []Move, s State) []Move { return s.appendLegal(dst) }

// AppendLegalTo and ApplyTo make Game a kingdoms.Stepper: kingdoms.Playout
// and the bots then advance one State in place. Apply is a copy and ApplyTo.
func (*game) AppendLegalTo(dst []Move, s *State) []Move { return s.appendLegal(dst) }
func (*game) ApplyTo(s *State, m Move) error            { return s.apply(m) }
func (*game) Apply(s State, m Move) (next State, err error) {
	// Apply, written to work on the result: the compiler then copies the
	// State once instead of clearing the result and copying into it, which
	// measures faster under kingdoms.Playout (though slower for the
	// package's Apply, called directly).
	next = s
	if err = next.apply(m); err != nil {
		return State{}, err
	}
	return next, nil
}
func (*game) Scores(s State) []kingdoms.Score                         { return s.scores() }
func (*game) Winners(s State) []int                                   { return s.winners() }
func (*game) View(s State, player int) State                          { return s.View(player) }
func (*game) FormatMove(m Move) string                                { return m.String() }
func (*game) ParseMove(text string) (Move, error)                     { return ParseMove(text) }
func (*game) Determinize(v State, p int, r *rand.Rand) (State, error) { return Determinize(v, p, r) }

// The optional interfaces of the root package.

func (*game) ObservationShape(s State) Shape                  { return s.ObservationShape() }
func (*game) Observe(s State, p int, dst []float32) []float32 { return Observe(s, p, dst) }
func (*game) Validate(s State) error                          { return s.validate() }
func (*game) PlayerRange() kingdoms.PlayerRange {
	return kingdoms.PlayerRange{Min: 2, Max: 4, Default: 4}
}
func (*game) Variants() []kingdoms.Variant             { return slices.Clone(variants[:]) }
func (*game) Start(c kingdoms.Settings) (State, error) { return start(c) }
func (*game) StartJSON(config []byte) (State, error)   { return startJSON(config) }

var _ kingdoms.Totaler[State] = (*game)(nil)

// AppendTotals makes Game a kingdoms.Totaler: each player's Total of
// Scores, counted without writing the breakdown.
func (*game) AppendTotals(dst []int, s *State) []int {
	for p := range int(s.players) {
		t := s.points(p)
		for g := range int(s.game) {
			t += int(s.past[g][p].total)
		}
		dst = append(dst, t)
	}
	return dst
}
