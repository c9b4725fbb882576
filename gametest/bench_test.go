package gametest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// Claim is a game of the size of the real ones, to measure the harness: 2 to
// 4 players take turns claiming any empty cell of a 20x20 board, 200 moves in
// all, and score a point per cell and a point per pair of their own
// orthogonally adjacent cells. It has no hidden information.

const (
	claimSide  = 20
	claimCells = claimSide * claimSide
	claimMoves = 200
)

type claimState struct {
	board   [claimCells]int8 // owner+1, 0 if empty
	players int8
	moves   int16
}

type claimMove uint16

type claimGame struct{}

func newClaim(seed uint64) (claimState, error) {
	return claimState{players: int8(2 + seed%3)}, nil
}

func (claimGame) Name() string                 { return "claim" }
func (claimGame) Players(s claimState) int     { return int(s.players) }
func (claimGame) IsTerminal(s claimState) bool { return s.players == 0 || s.moves >= claimMoves }
func (g claimGame) ToMove(s claimState) int {
	if g.IsTerminal(s) {
		return -1
	}
	return int(s.moves) % int(s.players)
}
func (g claimGame) Legal(s claimState) []claimMove { return g.AppendLegal(nil, s) }
func (g claimGame) AppendLegal(dst []claimMove, s claimState) []claimMove {
	if g.IsTerminal(s) {
		return dst
	}
	for c, o := range s.board {
		if o == 0 {
			dst = append(dst, claimMove(c))
		}
	}
	return dst
}
func (g claimGame) Apply(s claimState, m claimMove) (claimState, error) {
	if g.IsTerminal(s) || int(m) >= claimCells || s.board[m] != 0 {
		return claimState{}, fmt.Errorf("claim: cell %d is not free: %w", m, kingdoms.ErrIllegalMove)
	}
	s.board[m] = int8(g.ToMove(s) + 1)
	s.moves++
	return s, nil
}
func (claimGame) Scores(s claimState) []kingdoms.Score {
	cells := make([]int, s.players)
	pairs := make([]int, s.players)
	for c, o := range s.board {
		if o == 0 {
			continue
		}
		cells[o-1]++
		if c%claimSide+1 < claimSide && s.board[c+1] == o {
			pairs[o-1]++
		}
		if c+claimSide < claimCells && s.board[c+claimSide] == o {
			pairs[o-1]++
		}
	}
	sc := make([]kingdoms.Score, s.players)
	for p := range sc {
		sc[p] = kingdoms.Score{Total: cells[p] + pairs[p], Parts: []kingdoms.ScorePart{{Source: "cells", Points: cells[p]}, {Source: "pairs", Points: pairs[p]}}}
	}
	return sc
}
func (g claimGame) Winners(s claimState) []int {
	if !g.IsTerminal(s) {
		return nil
	}
	sc := g.Scores(s)
	best := 0
	for _, x := range sc {
		best = max(best, x.Total)
	}
	var w []int
	for p, x := range sc {
		if x.Total == best {
			w = append(w, p)
		}
	}
	return w
}
func (claimGame) View(s claimState, _ int) claimState { return s }
func (claimGame) Determinize(s claimState, p int, rng *rand.Rand) (claimState, error) {
	if rng == nil || p < 0 || p >= int(s.players) {
		return claimState{}, fmt.Errorf("claim: Determinize: player %d, generator nil: %v: %w", p, rng == nil, kingdoms.ErrBadArgument)
	}
	return s, nil
}
func (claimGame) FormatMove(m claimMove) string { return "c" + strconv.Itoa(int(m)) }
func (claimGame) ParseMove(t string) (claimMove, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(t, "c"))
	if !strings.HasPrefix(t, "c") || err != nil || n < 0 || n >= claimCells || "c"+strconv.Itoa(n) != t {
		return 0, fmt.Errorf("claim: %s: want c and a cell from 0 to %d: %w", kingdoms.Excerpt(t), claimCells-1, kingdoms.ErrBadNotation)
	}
	return claimMove(n), nil
}

func (m claimMove) MarshalText() ([]byte, error) { return []byte(claimGame{}.FormatMove(m)), nil }
func (m *claimMove) UnmarshalText(b []byte) error {
	t, err := claimGame{}.ParseMove(string(b))
	if err == nil {
		*m = t
	}
	return err
}

type claimDoc struct {
	Players int    `json:"players"`
	Board   string `json:"board"`
}

func (s claimState) MarshalJSON() ([]byte, error) {
	if s.players == 0 {
		return nil, errors.New("the zero claimState is no game")
	}
	b := make([]byte, claimCells)
	for i, o := range s.board {
		b[i] = '0' + byte(o)
	}
	return json.Marshal(claimDoc{int(s.players), string(b)})
}

func (s *claimState) UnmarshalJSON(data []byte) error {
	var d claimDoc
	if err := kingdoms.DecodeStrict(data, &d); err != nil {
		return fmt.Errorf("claim: %v: %w", err, kingdoms.ErrBadState)
	}
	if d.Players < 2 || d.Players > 4 || len(d.Board) != claimCells {
		return fmt.Errorf("claim: %d players, board of %d cells: %w", d.Players, len(d.Board), kingdoms.ErrBadState)
	}
	t := claimState{players: int8(d.Players)}
	count := make([]int, d.Players)
	for i := range claimCells {
		o := int(d.Board[i]) - '0'
		if o < 0 || o > d.Players {
			return fmt.Errorf("claim: cell %d owned by %q: %w", i, d.Board[i], kingdoms.ErrBadState)
		}
		t.board[i] = int8(o)
		if o > 0 {
			count[o-1]++
			t.moves++
		}
	}
	// Players claim in turn: counts are non-increasing and differ by at most 1.
	for p := 1; p < d.Players; p++ {
		if count[p] > count[p-1] || count[0]-count[p] > 1 {
			return fmt.Errorf("claim: claimed cells %v: %w", count, kingdoms.ErrBadState)
		}
	}
	if t.moves > claimMoves {
		return fmt.Errorf("claim: %d cells claimed: %w", t.moves, kingdoms.ErrBadState)
	}
	*s = t
	return nil
}

func claimConfig(seeds int) gametest.Config[claimState, claimMove] {
	return gametest.Config[claimState, claimMove]{Game: claimGame{}, New: newClaim, Seeds: seeds, MaxMoves: claimMoves}
}

func TestClaim(t *testing.T) { gametest.Run(t, claimConfig(4)) }

// BenchmarkCheck measures Check with default settings on 20 games of 200
// moves with up to 400 legal moves.
func BenchmarkCheck(b *testing.B) {
	for b.Loop() {
		if err := gametest.Check(claimConfig(20)); err != nil {
			b.Fatal(err)
		}
	}
	games := float64(20 * b.N)
	b.ReportMetric(games/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(games*claimMoves/b.Elapsed().Seconds(), "moves/s")
}
