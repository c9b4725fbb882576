package kingdoms_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// viewNim is nim as a game with views: every state is a view here, which
// lists no move and which Apply refuses, as the games of the module do.
type viewNim struct {
	nimGame
	contract bool // true: Apply accepts nothing but says nothing of a view (a broken game)
}

func (viewNim) AppendLegal(dst []nimMove, _ nimState) []nimMove { return dst }
func (g viewNim) Legal(s nimState) []nimMove                    { return g.AppendLegal(nil, s) }
func (g viewNim) Apply(s nimState, m nimMove) (nimState, error) {
	if g.contract {
		return nimState{}, fmt.Errorf("%w: cannot take %d", kingdoms.ErrIllegalMove, m)
	}
	return nimState{}, fmt.Errorf("nim: this is player 0's view: Determinize it first: %w", kingdoms.ErrBadArgument)
}

// viewNimStepper is viewNim as a kingdoms.Stepper, so that the playouts
// take their in-place path.
type viewNimStepper struct{ viewNim }

func (viewNimStepper) AppendLegalTo(dst []nimMove, _ *nimState) []nimMove { return dst }
func (g viewNimStepper) ApplyTo(s *nimState, m nimMove) error {
	_, err := g.Apply(*s, m)
	return err
}

// TestPlayoutsRefuseAView checks that Playout, PlayoutWith, PlayoutTo and
// Replay never play a view: each returns the game's error for it, and the
// state as it was, through both the by-value and the in-place paths; a
// game that lists no move in a state that is not over, and says nothing of
// a view, gives an error wrapping ErrBadState.
func TestPlayoutsRefuseAView(t *testing.T) {
	const want = "nim: this is player 0's view: Determinize it first"
	view := newNim(10)
	for _, g := range []kingdoms.Game[nimState, nimMove]{viewNim{}, viewNimStepper{}} {
		name := fmt.Sprintf("%T", g)
		rng := rand.New(rand.NewPCG(1, 2))
		end, n, err := kingdoms.Playout(g, view, rng, 0)
		if !errors.Is(err, kingdoms.ErrBadArgument) || !strings.HasPrefix(err.Error(), want) || n != 0 || end != view {
			t.Errorf("%s: Playout of a view = %v, %d, %v; want the view, 0 and %q", name, end, n, err, want)
		}
		end, n, _, err = kingdoms.PlayoutWith(g, view, rng, 0, nil)
		if !errors.Is(err, kingdoms.ErrBadArgument) || !strings.HasPrefix(err.Error(), want) || n != 0 || end != view {
			t.Errorf("%s: PlayoutWith of a view = %v, %d, %v; want the view, 0 and %q", name, end, n, err, want)
		}
		s := view
		n, _, err = kingdoms.PlayoutTo(g, &s, rng, 0, nil)
		if !errors.Is(err, kingdoms.ErrBadArgument) || !strings.HasPrefix(err.Error(), want) || n != 0 || s != view {
			t.Errorf("%s: PlayoutTo of a view = %v, %d, %v; want the view, 0 and %q", name, s, n, err, want)
		}
		states, err := kingdoms.Replay(g, view, []nimMove{1})
		if !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != "nim: move 0 (t1): this is player 0's view: Determinize it first: bad argument" || len(states) != 1 {
			t.Errorf("%s: Replay of a view = %v, %v", name, states, err)
		}
	}
	for _, g := range []kingdoms.Game[nimState, nimMove]{viewNim{contract: true}, viewNimStepper{viewNim{contract: true}}} {
		_, _, err := kingdoms.Playout(g, newNim(10), rand.New(rand.NewPCG(1, 2)), 0)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), "no legal move after 0 moves in a state that is not over") {
			t.Errorf("%T: Playout of a state with no legal move that is not over: %v", g, err)
		}
	}
}

// stutterNim is nim whose errors say the game's name, as the games of the
// module do.
type stutterNim struct{ nimGame }

func (stutterNim) ParseMove(text string) (nimMove, error) {
	return 0, fmt.Errorf("nim: move %s: not t1, t2 or t3: %w", kingdoms.Excerpt(text), kingdoms.ErrBadNotation)
}
func (stutterNim) Apply(s nimState, m nimMove) (nimState, error) {
	return nimState{}, fmt.Errorf("nim: t%d: cannot take %d: %w", m, m, kingdoms.ErrIllegalMove)
}

// TestToolErrorsSayTheGameOnce checks that ParseMoves and Replay say the
// game's name once when the game's error says it too, and wrap it.
func TestToolErrorsSayTheGameOnce(t *testing.T) {
	g := stutterNim{}
	_, err := kingdoms.ParseMoves(g, []string{"zzz"})
	if want := `nim: move 0: move "zzz": not t1, t2 or t3: bad notation`; err == nil || err.Error() != want || !errors.Is(err, kingdoms.ErrBadNotation) {
		t.Errorf("ParseMoves: %v, want %q", err, want)
	}
	_, err = kingdoms.Replay(g, newNim(5), []nimMove{2})
	if want := `nim: move 0: t2: cannot take 2: illegal move`; err == nil || err.Error() != want || !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("Replay: %v, want %q", err, want)
	}
}
