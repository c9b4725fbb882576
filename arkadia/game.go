package arkadia

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
)

// Game implements [kingdoms.Game] for Arkadia, so that the module's generic
// tools (kingdoms.Playout, kingdoms.Replay, the gametest harness, bots) work
// with this package. Its dynamic value also implements:
//
//   - [kingdoms.Stepper] and [kingdoms.Sampler]: kingdoms.Playout advances
//     a state in place, with no copy per move, and draws each move without
//     listing the moves. On a view they find no move and ApplyTo refuses it
//     as [Apply] does, so the playouts give the view's error.
//   - [kingdoms.Observer] (see [Observe]).
//   - [kingdoms.Totaler]: each player's gold, the totals of
//     [State.Scores], without the breakdown.
//   - [kingdoms.Actions] and [kingdoms.ActionLayout]: the numbering of
//     [NumActions], [AppendActions], [DecodeAction], [EncodeMove] and
//     [ActionRanges]; every move is one action, so a non-zero prefix is
//     refused with [kingdoms.ErrIllegalMove].
//   - [kingdoms.Validator]: the invariants the JSON decoder checks.
//   - [kingdoms.Configurer]: 2 to 4 players, 4 by default; one variant,
//     "first-game" ([Config].FirstGame); StartJSON reads a [Config] in the
//     JSON form its documentation gives.
var Game kingdoms.Game[State, Move]

// init sets Game, so that its declaration on the package's page shows its
// type and not the unexported value behind it.
func init() { Game = &game{} }

type game struct{}

func (*game) Name() string                                            { return "arkadia" }
func (*game) Players(s State) int                                     { return s.Players() }
func (*game) ToMove(s State) int                                      { return s.ToMove() }
func (*game) IsTerminal(s State) bool                                 { return s.IsTerminal() }
func (*game) Legal(s State) []Move                                    { return Legal(s) }
func (*game) AppendLegal(dst []Move, s State) []Move                  { return AppendLegal(dst, s) }
func (*game) Apply(s State, m Move) (State, error)                    { return Apply(s, m) }
func (*game) Scores(s State) []kingdoms.Score                         { return s.Scores() }
func (*game) Winners(s State) []int                                   { return s.Winners() }
func (*game) View(s State, p int) State                               { return s.View(p) }
func (*game) Determinize(v State, p int, r *rand.Rand) (State, error) { return Determinize(v, p, r) }
func (*game) FormatMove(m Move) string                                { return m.String() }
func (*game) ParseMove(t string) (Move, error)                        { return ParseMove(t) }

// Stepper.

func (*game) AppendLegalTo(dst []Move, s *State) []Move { return s.appendLegal(dst) }
func (*game) ApplyTo(s *State, m Move) error            { return s.apply(m) }

// Observer.

func (*game) ObservationShape(s State) kingdoms.Shape         { return s.ObservationShape() }
func (*game) Observe(s State, p int, dst []float32) []float32 { return Observe(s, p, dst) }

// Validator.

func (*game) Validate(s State) error { return s.validate() }

// Configurer.

// variantFirstGame is the name of the variant that sets Config.FirstGame.
const variantFirstGame = "first-game"

func (*game) PlayerRange() kingdoms.PlayerRange {
	return kingdoms.PlayerRange{Min: 2, Max: maxPlayers, Default: maxPlayers}
}

func (*game) Variants() []kingdoms.Variant {
	return []kingdoms.Variant{
		{Name: variantFirstGame, Doc: "the edition's first-game set-up: castle lot in place, pre-placed buildings and neutral workers"},
	}
}

func (g *game) Start(c kingdoms.Settings) (State, error) {
	cfg := Config{Players: c.Players, Seed: c.Seed}
	if cfg.Players == 0 {
		cfg.Players = g.PlayerRange().Default
	}
	for _, v := range c.Variants {
		if v != variantFirstGame {
			return State{}, fmt.Errorf("arkadia: unknown variant %s (the variant is %q): %w", kingdoms.Excerpt(v), variantFirstGame, kingdoms.ErrBadConfig)
		}
		cfg.FirstGame = true
	}
	return New(cfg)
}

// jsonConfig is Config as StartJSON reads it.
type jsonConfig struct {
	Players   int      `json:"players"`
	Seed      uint64   `json:"seed"`
	Edition   *string  `json:"edition"`
	Lot       *jsonLot `json:"lot"`
	FirstGame bool     `json:"firstGame"`
}

func (*game) StartJSON(config []byte) (State, error) {
	c, err := configFromJSON(config)
	if err != nil {
		return State{}, err
	}
	return New(c)
}

// configFromJSON reads a Config in its JSON form (see the package
// documentation), strictly.
func configFromJSON(b []byte) (Config, error) {
	bad := func(format string, args ...any) (Config, error) {
		return Config{}, fmt.Errorf("arkadia: %s: %w", fmt.Sprintf(format, excerpts(args)...), kingdoms.ErrBadConfig)
	}
	var j jsonConfig
	if err := kingdoms.DecodeStrict(b, &j); err != nil {
		return bad("%v", err)
	}
	c := Config{Players: j.Players, Seed: j.Seed, FirstGame: j.FirstGame}
	if j.Edition != nil {
		ed, err := ParseEdition(strings.NewReader(*j.Edition))
		if err != nil {
			return bad("%v", cause(err))
		}
		c.Edition = ed
	}
	if j.Lot != nil {
		q, err := ParseSquare(j.Lot.Square)
		if err != nil {
			return bad("lot.square: %v", cause(err))
		}
		c.Lot = &Lot{Square: q, Turn: j.Lot.Turn}
	}
	return c, nil
}

var _ kingdoms.Totaler[State] = (*game)(nil)

// AppendTotals makes Game a kingdoms.Totaler: each player's gold, the Total
// of Scores.
func (*game) AppendTotals(dst []int, s *State) []int {
	for p := range int(s.players) {
		dst = append(dst, int(s.gold[p]))
	}
	return dst
}
