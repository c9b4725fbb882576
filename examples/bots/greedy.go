package bots

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// Greedy plays the move with the best immediate effect on the score.
//
// In a state where player p is to move, Greedy samples one complete state d
// consistent with p's view (Determinize(View(s, p), p, rng)), and gives each
// legal move m of d the value
//
//	total(p) - max over opponents q of total(q)
//
// computed from Scores(Apply(d, m)): the mover's lead over the best opponent
// after the move, which differs from the change in that lead only by a
// constant. It plays a move of highest value; among several it draws one
// uniformly at random. With one player the value is the mover's total.
//
// Greedy looks one decision ahead only: in a game where a turn is several
// moves, or where points come at the end of the game, many moves tie and
// Greedy plays them at random.
type Greedy[S any, M comparable] struct {
	game kingdoms.Game[S, M]
	rng  *rand.Rand
	buf  []M
}

// NewGreedy returns a greedy bot for g that draws its determinizations and
// tie-breaks from rng.
func NewGreedy[S any, M comparable](g kingdoms.Game[S, M], rng *rand.Rand) *Greedy[S, M] {
	return &Greedy[S, M]{game: g, rng: rng}
}

// Name returns "greedy".
func (b *Greedy[S, M]) Name() string { return "greedy" }

// Choose returns a move of s with the best immediate score lead, as
// described on [Greedy].
func (b *Greedy[S, M]) Choose(s S) (M, error) {
	var zero M
	g := b.game
	me := g.ToMove(s)
	if me < 0 {
		return zero, errTerminal
	}
	d, err := g.Determinize(g.View(s, me), me, b.rng)
	if err != nil {
		return zero, fmt.Errorf("bots: %s: %w", g.Name(), err)
	}
	b.buf = g.AppendLegal(b.buf[:0], d)
	if len(b.buf) == 0 {
		return zero, fmt.Errorf("bots: %s: no legal move in a determinization of a state where player %d is to move", g.Name(), me)
	}
	best, ties := math.MinInt, 0
	var choice M
	for _, m := range b.buf {
		next, err := g.Apply(d, m)
		if err != nil {
			return zero, fmt.Errorf("bots: %s: legal move %s did not apply: %w", g.Name(), g.FormatMove(m), err)
		}
		v := lead(g.Scores(next), me)
		switch {
		case v > best:
			best, ties, choice = v, 1, m
		case v == best:
			// Reservoir sampling: each of the k tied moves ends up chosen
			// with probability 1/k.
			ties++
			if b.rng.IntN(ties) == 0 {
				choice = m
			}
		}
	}
	return choice, nil
}

// lead returns player me's total minus the best total of the other players.
func lead(sc []kingdoms.Score, me int) int {
	best, found := math.MinInt, false
	for q, x := range sc {
		if q != me && (!found || x.Total > best) {
			best, found = x.Total, true
		}
	}
	if !found {
		return sc[me].Total
	}
	return sc[me].Total - best
}

// leadOf is lead on the players' totals.
func leadOf(totals []int, me int) int {
	best, found := math.MinInt, false
	for q, x := range totals {
		if q != me && (!found || x > best) {
			best, found = x, true
		}
	}
	if !found {
		return totals[me]
	}
	return totals[me] - best
}
