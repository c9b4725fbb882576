package arkadia

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// Game implements [kingdoms.Game] for Arkadia, so that the module's generic
// tools (kingdoms.Playout, kingdoms.Replay, the gametest harness, bots) work
// with this package.
var Game kingdoms.Game[State, Move] = &game{}

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
