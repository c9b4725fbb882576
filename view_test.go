package kingdoms_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Nim with views: the state of viewNim is a nim position seen by a player
// (view true) or the full position, as a game with hidden information has
// them. A view is for reading: it lists no legal move, and Apply refuses
// it with the contract's error. The variants add the optional interfaces
// of the playouts, one after the other, so that every path of Playout,
// PlayoutWith and PlayoutTo meets a view.

type vnim struct {
	s    nimState
	view bool
}

type viewNim struct{}

func (viewNim) Name() string             { return "nim" }
func (viewNim) Players(vnim) int         { return 2 }
func (viewNim) IsTerminal(s vnim) bool   { return nim.IsTerminal(s.s) }
func (viewNim) ToMove(s vnim) int        { return nim.ToMove(s.s) }
func (g viewNim) Legal(s vnim) []nimMove { return g.AppendLegal(nil, s) }
func (viewNim) AppendLegal(dst []nimMove, s vnim) []nimMove {
	if s.view {
		return dst
	}
	return nim.AppendLegal(dst, s.s)
}
func (viewNim) Apply(s vnim, m nimMove) (vnim, error) {
	if s.view {
		return vnim{}, fmt.Errorf("nim: this is player 0's view: Determinize it first: %w", kingdoms.ErrBadArgument)
	}
	t, err := nim.Apply(s.s, m)
	if err != nil {
		return vnim{}, fmt.Errorf("nim: %w", err)
	}
	return vnim{s: t}, nil
}
func (viewNim) Scores(s vnim) []kingdoms.Score { return nim.Scores(s.s) }
func (viewNim) Winners(s vnim) []int           { return nim.Winners(s.s) }
func (viewNim) View(s vnim, _ int) vnim        { return vnim{s.s, true} }
func (viewNim) Determinize(s vnim, _ int, rng *rand.Rand) (vnim, error) {
	if rng == nil {
		return vnim{}, kingdoms.ErrBadArgument
	}
	return vnim{s: s.s}, nil
}
func (viewNim) FormatMove(m nimMove) string                      { return nim.FormatMove(m) }
func (viewNim) ParseMove(text string) (nimMove, error)           { return nim.ParseMove(text) }
func (g viewNim) AppendLegalTo(dst []nimMove, s *vnim) []nimMove { return g.AppendLegal(dst, *s) }

type viewNimStepper struct{ viewNim }

func (g viewNimStepper) ApplyTo(s *vnim, m nimMove) error {
	t, err := g.Apply(*s, m)
	if err == nil {
		*s = t
	}
	return err
}

type viewNimSampler struct{ viewNimStepper }

func (g viewNimSampler) SampleLegal(buf []nimMove, s *vnim, rng *rand.Rand) (nimMove, bool, []nimMove) {
	buf = g.AppendLegal(buf[:0], *s)
	if len(buf) == 0 {
		return 0, false, buf
	}
	return buf[rng.IntN(len(buf))], true, buf
}

type viewNimRandom struct{ viewNimSampler }

func (g viewNimRandom) StepRandom(buf []nimMove, s *vnim, rng *rand.Rand) (nimMove, bool, []nimMove) {
	m, ok, buf := g.SampleLegal(buf, s, rng)
	if ok {
		_ = g.ApplyTo(s, m)
	}
	return m, ok, buf
}

// TestPlayoutsRefuseViews: every playout, through every optional
// interface, returns the view with the game's error on a view that is not
// over, and plays to the end from the state it determinizes.
func TestPlayoutsRefuseViews(t *testing.T) {
	const want = "nim: this is player 0's view: Determinize it first: bad argument"
	for name, g := range map[string]kingdoms.Game[vnim, nimMove]{
		"Game":          viewNim{},
		"Stepper":       viewNimStepper{},
		"Sampler":       viewNimSampler{},
		"RandomStepper": viewNimRandom{},
	} {
		full := vnim{s: newNim(10)}
		view := g.View(full, 0)
		rng := rand.New(rand.NewPCG(1, 2))
		check := func(tool string, s vnim, n int, err error) {
			t.Helper()
			if !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != want || n != 0 || s != view {
				t.Errorf("%s: %s on a view = %v, %d moves, %v; want the view, 0 moves and %q", name, tool, s, n, err, want)
			}
		}
		s, n, err := kingdoms.Playout(g, view, rng, 0)
		check("Playout", s, n, err)
		s, n, _, err = kingdoms.PlayoutWith(g, view, rng, 5, nil)
		check("PlayoutWith", s, n, err)
		s = view
		n, _, err = kingdoms.PlayoutTo(g, &s, rng, 0, nil)
		check("PlayoutTo", s, n, err)
		states, err := kingdoms.Replay(g, view, []nimMove{1})
		if !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != "nim: move 0 (t1): this is player 0's view: Determinize it first: bad argument" || len(states) != 1 {
			t.Errorf("%s: Replay on a view = %v, %v", name, states, err)
		}
		// A view of a finished game is over: nothing to play, no error.
		end := g.View(vnim{s: newNim(0)}, 1)
		if s, n, err := kingdoms.Playout(g, end, rng, 0); err != nil || n != 0 || s != end {
			t.Errorf("%s: Playout on a view of the end = %v, %d, %v", name, s, n, err)
		}
		d, err := g.Determinize(view, 0, rng)
		if err != nil {
			t.Fatal(err)
		}
		if s, n, err := kingdoms.Playout(g, d, rng, 0); err != nil || n == 0 || !g.IsTerminal(s) {
			t.Errorf("%s: Playout on a determinization = %v, %d, %v", name, s, n, err)
		}
	}
}

// brokenNim lists no move in a state that is not over and accepts a move
// there: it breaks the contract, and the playouts say so.
type brokenNim struct{ viewNim }

func (brokenNim) AppendLegal(dst []nimMove, s vnim) []nimMove { return dst }

func TestPlayoutOfAStuckGame(t *testing.T) {
	s, n, err := kingdoms.Playout(brokenNim{}, vnim{s: newNim(4)}, rand.New(rand.NewPCG(1, 1)), 0)
	if err == nil || !strings.Contains(err.Error(), "no legal move in a state that is not over") || n != 0 || s != (vnim{s: newNim(4)}) {
		t.Errorf("Playout of a game without moves = %v, %d, %v", s, n, err)
	}
}

// TestToolsDoNotRepeatTheGame: a tool that wraps a game's error gives the
// game's name once.
func TestToolsDoNotRepeatTheGame(t *testing.T) {
	_, err := kingdoms.Replay(viewNim{}, vnim{s: newNim(5)}, []nimMove{3, 3})
	if err == nil || err.Error() != "nim: move 1 (t3): illegal move: cannot take 3 of 2 stones" || !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("Replay: %v", err)
	}
}
