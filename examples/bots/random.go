package bots

import (
	"errors"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// errTerminal is returned by a bot asked to move in a finished game.
var errTerminal = errors.New("bots: the game is over: there is no move to choose")

// Random plays a uniformly random legal move.
type Random[S any, M comparable] struct {
	game kingdoms.Game[S, M]
	rng  *rand.Rand
	buf  []M
}

// NewRandom returns a bot that plays uniformly random legal moves of g, drawn
// from rng.
func NewRandom[S any, M comparable](g kingdoms.Game[S, M], rng *rand.Rand) *Random[S, M] {
	return &Random[S, M]{game: g, rng: rng}
}

// Name returns "random".
func (b *Random[S, M]) Name() string { return "random" }

// Choose returns a legal move of s chosen uniformly at random.
func (b *Random[S, M]) Choose(s S) (M, error) {
	b.buf = b.game.AppendLegal(b.buf[:0], s)
	if len(b.buf) == 0 {
		var zero M
		return zero, errTerminal
	}
	return b.buf[b.rng.IntN(len(b.buf))], nil
}
