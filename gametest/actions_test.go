package gametest_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// numberingToy is High Card with its moves numbered (kingdoms.Actions),
// rightly or with one of the mistakes the harness's "actions" check must
// catch. In one step, "play c" is action c-1 and "discard c" is 12+c-1; in
// two steps, the first action chooses play (0) or discard (1) and the
// second the card, 2+c-1.
type numberingToy struct {
	toyGame
	twoSteps bool
	mistake  string
}

var _ kingdoms.Actions[toyState, toyMove] = numberingToy{}

// The mistakes.
const (
	sharedNumber = "discards numbered as plays" // two moves, one action
	offByOne     = "EncodeMove off by one"      // not the inverse of DecodeAction
	lenient      = "unlisted action accepted"   // DecodeAction takes any play
	unwrapped    = "errors not ErrIllegalMove"  // DecodeAction's errors do not wrap it
	missing      = "last move not listed"       // AppendActions forgets a legal move
	varying      = "NumActions varies"          // NumActions changes during a game
	stuck        = "prefix with no action"      // the second step lists nothing
	aliased      = "two actions for a discard"  // 24+c-1 is also "discard c"
)

func (g numberingToy) NumActions(s toyState) int {
	switch {
	case g.twoSteps:
		return 2 + cards
	case g.mistake == varying:
		return 2*cards + s.moves%2
	case g.mistake == aliased:
		return 3 * cards
	}
	return 2 * cards
}

// number returns the action of m in one step.
func (g numberingToy) number(m toyMove) int32 {
	if m.Discard && g.mistake != sharedNumber {
		return cards + int32(m.Card) - 1
	}
	return int32(m.Card) - 1
}

func (g numberingToy) AppendActions(dst []int32, s toyState, p kingdoms.Prefix) []int32 {
	legal := g.Legal(s)
	if g.mistake == missing && len(legal) > 1 {
		legal = legal[:len(legal)-1]
	}
	n := len(dst)
	switch {
	case !g.twoSteps && p.Len() == 0:
		for _, m := range legal {
			dst = append(dst, g.number(m))
			if m.Discard && g.mistake == aliased {
				dst = append(dst, 2*cards+int32(m.Card)-1)
			}
		}
	case !g.twoSteps:
	case p.Len() == 0:
		for _, m := range legal {
			if a := int32(0); m.Discard {
				dst = append(dst, a+1)
			} else {
				dst = append(dst, a)
			}
		}
	case p.Len() == 1 && g.mistake != stuck:
		for _, m := range legal {
			if m.Discard == (p.At(0) == 1) {
				dst = append(dst, 2+int32(m.Card)-1)
			}
		}
	}
	// In increasing order, once each.
	slices.Sort(dst[n:])
	if g.mistake != sharedNumber {
		dst = append(dst[:n], slices.Compact(dst[n:])...)
	}
	return dst
}

func (g numberingToy) DecodeAction(s toyState, p kingdoms.Prefix, a int) (toyMove, kingdoms.Prefix, bool, error) {
	refuse := func(format string, args ...any) (toyMove, kingdoms.Prefix, bool, error) {
		err := fmt.Errorf("highcard: action %d after %v: %s: %w", a, p, fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
		if g.mistake == unwrapped {
			err = errors.New(err.Error())
		}
		return toyMove{}, kingdoms.Prefix{}, false, err
	}
	var m toyMove
	switch {
	case s.view != 0:
		_, err := g.Apply(s, m) // the view's error
		return toyMove{}, kingdoms.Prefix{}, false, err
	case a < 0 || a >= g.NumActions(s):
		return refuse("out of range")
	case g.twoSteps && p.Len() == 0:
		if a > 1 {
			return refuse("choose play (0) or discard (1) first")
		}
		if !slices.Contains(g.AppendActions(nil, s, p), int32(a)) {
			return refuse("no such move")
		}
		return toyMove{}, p.Extend(a), false, nil
	case g.twoSteps:
		if a < 2 {
			return refuse("choose a card")
		}
		m = toyMove{Discard: p.At(0) == 1, Card: int8(a - 1)}
	case a >= 2*cards:
		m = toyMove{Discard: true, Card: int8(a - 2*cards + 1)}
	case a >= cards:
		m = toyMove{Discard: true, Card: int8(a - cards + 1)}
	default:
		m = toyMove{Card: int8(a + 1)}
	}
	if !slices.Contains(g.Legal(s), m) && !(g.mistake == lenient && !m.Discard) {
		return refuse("%v is not legal", m)
	}
	return m, kingdoms.Prefix{}, true, nil
}

func (g numberingToy) EncodeMove(dst []int32, s toyState, m toyMove) ([]int32, error) {
	if s.view != 0 {
		_, err := g.Apply(s, m) // the view's error
		return dst, err
	}
	if !slices.Contains(g.Legal(s), m) {
		return dst, fmt.Errorf("highcard: %v is not legal: %w", m, kingdoms.ErrIllegalMove)
	}
	if g.twoSteps {
		first := int32(0)
		if m.Discard {
			first = 1
		}
		return append(dst, first, 2+int32(m.Card)-1), nil
	}
	a := g.number(m)
	if g.mistake == offByOne {
		a = (a + 1) % (2 * cards)
	}
	return append(dst, a), nil
}

// TestActionsCheck checks that the harness accepts a right numbering, in
// one step or two, and reports each mistake under "actions", with a
// message that says what is wrong.
func TestActionsCheck(t *testing.T) {
	for _, tc := range []struct {
		g    numberingToy
		want string // in the first "actions" violation; "" for none
	}{
		{numberingToy{}, ""},
		{numberingToy{twoSteps: true}, ""},
		{numberingToy{mistake: sharedNumber}, "not increasing"},
		{numberingToy{mistake: offByOne}, "EncodeMove gives"},
		{numberingToy{mistake: lenient}, "does not list, gave error <nil>"},
		{numberingToy{mistake: unwrapped}, "want one wrapping ErrIllegalMove"},
		{numberingToy{mistake: missing}, "the actions reach"},
		{numberingToy{mistake: varying}, "NumActions is 25 here and was 24"},
		{numberingToy{twoSteps: true, mistake: stuck}, "lists no action after the prefix"},
		{numberingToy{mistake: aliased}, "the actions reach"},
	} {
		name := tc.g.mistake
		if name == "" {
			name = fmt.Sprintf("right, two steps %v", tc.g.twoSteps)
		}
		t.Run(name, func(t *testing.T) { wantActionsViolation(t, tc.g, tc.want) })
	}
}

// wantActionsViolation runs the harness on g (5 seeds) and checks that it
// reports nothing when want is "", else an "actions" violation that says
// want.
func wantActionsViolation(t *testing.T, g kingdoms.Game[toyState, toyMove], want string) {
	t.Helper()
	c := toyConfig(noBug)
	c.Game = g
	c.Seeds = 5
	vs := violations(t, gametest.Check(c))
	i := slices.IndexFunc(vs, func(v *gametest.Violation) bool { return v.Check == "actions" })
	switch {
	case want == "" && len(vs) > 0:
		t.Fatalf("Check reported %v on a right numbering: %v", checkNames(vs), vs[0])
	case want == "":
	case i < 0:
		t.Fatalf("Check reported %v, want an actions violation", checkNames(vs))
	case !strings.Contains(vs[i].Error(), want):
		t.Fatalf("the actions violation says %q, want %q in it", vs[i].Error(), want)
	}
}
