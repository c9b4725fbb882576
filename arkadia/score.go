package arkadia

import (
	"strconv"
	"sync"

	"github.com/boardrules/kingdoms"
)

// A player's score is the player's gold: State.gold counts every sale, the
// final sale included once the game is over. gold is the one scorer that
// Scores, Winners, Gold (and so Observe) read; nothing is recomputed or
// formatted to find a total or the winners.

// Scores returns each player's gold with its breakdown: the gold from sales
// during the game, then, once the game is over, the final sale of each family
// the player held ("final sale: 7 red x 3"). A view shows every player's
// gold: sales are made at the table.
//
// It formats nothing: the texts of the parts come from a table built once,
// and the result takes two allocations, whatever the number of players.
// [State.Gold] and [State.Winners] give the totals and the winners without
// any allocation.
func (s State) Scores() []kingdoms.Score {
	out := make([]kingdoms.Score, s.players)
	if len(out) == 0 {
		return out
	}
	const per = 1 + NumFamilies // parts of one player, at most
	parts := make([]kingdoms.ScorePart, 0, len(out)*per)
	over := s.phase == PhaseOver
	var v [NumFamilies]int
	if over {
		for f := range Family(NumFamilies) {
			v[f] = s.value(f)
		}
	}
	for p := range out {
		g := int(s.gold[p])
		start := len(parts)
		parts = append(parts, kingdoms.ScorePart{Source: saleDuringGame, Points: g})
		if over {
			for f := range Family(NumFamilies) {
				n := int(s.sold[p][f])
				if n == 0 {
					continue
				}
				parts[start].Points -= n * v[f]
				parts = append(parts, kingdoms.ScorePart{Source: finalSaleText(n, f, v[f]), Points: n * v[f]})
			}
		}
		// A full slice expression, so that appending to one player's parts
		// never writes over the next player's.
		out[p] = kingdoms.Score{Total: g, Parts: parts[start:len(parts):len(parts)]}
	}
	return out
}

// saleDuringGame is the source of the first part of every breakdown.
const saleDuringGame = "gold from sales during the game"

// maxSaleText bounds the seal counts whose final-sale text is kept in the
// table; larger counts (no real game reaches them) are formatted.
const maxSaleText = 64

// saleTexts holds "final sale: n family x v" for every count n below
// maxSaleText, family and value v (0 to CastleSquares), built on first use.
var saleTexts = sync.OnceValue(func() *[maxSaleText][NumFamilies][CastleSquares + 1]string {
	var t [maxSaleText][NumFamilies][CastleSquares + 1]string
	for n := 1; n < maxSaleText; n++ {
		for f := range Family(NumFamilies) {
			for v := range CastleSquares + 1 {
				t[n][f][v] = formatSale(n, f, v)
			}
		}
	}
	return &t
})

// finalSaleText returns the source of the final sale of n seals of family f
// worth v each.
func finalSaleText(n int, f Family, v int) string {
	if n > 0 && n < maxSaleText && f < NumFamilies && v >= 0 && v <= CastleSquares {
		return saleTexts()[n][f][v]
	}
	return formatSale(n, f, v)
}

// formatSale formats the source of a final sale, such as
// "final sale: 7 red x 3".
func formatSale(n int, f Family, v int) string {
	return "final sale: " + strconv.Itoa(n) + " " + f.String() + " x " + strconv.Itoa(v)
}

// Winners returns the players with the most gold once the game is over (ties
// share the victory), or nil before. It does not allocate: the slice is
// shared by every call that has the same winners, and must not be changed
// (append to it or copy it first).
func (s State) Winners() []int {
	if s.ed == nil || s.phase != PhaseOver {
		return nil
	}
	return winnerSets[s.winnerMask()]
}

// AppendWinners appends the players of [State.Winners] to dst and returns
// the result: a slice of one's own, without allocating when dst has room.
func (s State) AppendWinners(dst []int) []int { return append(dst, s.Winners()...) }

// winnerMask returns the set of the players with the most gold, bit p for
// player p.
func (s *State) winnerMask() uint8 {
	best := int32(-1)
	var w uint8
	for p := range int(s.players) {
		switch g := s.gold[p]; {
		case g > best:
			best, w = g, 1<<p
		case g == best:
			w |= 1 << p
		}
	}
	return w
}

// winnerSets lists, for every set of players (bit p for player p), its
// players in increasing order, as the slices Winners returns. Each slice's
// capacity is its length, so that an append copies it.
var winnerSets = func() (t [1 << maxPlayers][]int) {
	var all [maxPlayers << maxPlayers]int
	for mask := range t {
		base := mask * maxPlayers
		n := 0
		for p := range maxPlayers {
			if mask&(1<<p) != 0 {
				all[base+n] = p
				n++
			}
		}
		t[mask] = all[base : base+n : base+n]
	}
	return t
}()
