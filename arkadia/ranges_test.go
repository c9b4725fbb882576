package arkadia

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// Game gives the ranges of its numbering: the harness (TestHarness,
// TestHarnessEarlierForms) checks them at every sampled position.
var _ kingdoms.ActionLayout[State] = (*game)(nil)

// TestActionRangesGolden checks the ranges of the default edition against
// the documentation of NumActions.
func TestActionRangesGolden(t *testing.T) {
	r := ActionRanges(Config{Players: 2})
	plays := slices.IndexFunc(r, func(x kingdoms.ActionRange) bool { return x.Name == "worker" })
	if plays < 0 {
		t.Fatalf("no worker range in %v", r)
	}
	tail := []kingdoms.ActionRange{
		{Start: 18736, Count: 192, Name: "worker", Plane: true},
		{Start: 18928, Count: 192, Name: "neutral", Plane: true},
		{Start: 19120, Count: 1, Name: "pass"},
		{Start: 19121, Count: 1, Name: "stop"},
		{Start: 19122, Count: 40, Name: "castle"},
		{Start: 19162, Count: 1, Name: "draw"},
		{Start: 19163, Count: 28, Name: "take"},
		{Start: 19191, Count: 1, Name: "banner"},
		{Start: 19192, Count: 1, Name: "decline"},
		{Start: 19193, Count: 384, Name: "sell"},
		{Start: 19577, Count: 1, Name: "done"},
	}
	if !slices.Equal(r[plays:], tail) {
		t.Errorf("the ranges after the plays are %v, want %v", r[plays:], tail)
	}
	// The plays: the house's two orientations (12 x 15 flat, 11 x 16
	// standing), then the olive house from 356, ..., the silver 7 from
	// 17,520; a card's plays number 356, 660, 328, 300, 608, 1216, 1216 by
	// form.
	head := []kingdoms.ActionRange{
		{Start: 0, Count: 180, Name: "play 1r 0"},
		{Start: 180, Count: 176, Name: "play 1r 1"},
		{Start: 356, Count: 180, Name: "play 1o 0"},
	}
	if !slices.Equal(r[:3], head) {
		t.Errorf("the first ranges are %v, want %v", r[:3], head)
	}
	if i := slices.IndexFunc(r, func(x kingdoms.ActionRange) bool { return x.Name == "play 7s 0" }); i < 0 || r[i].Start != 17520 {
		t.Errorf("no range play 7s 0 from 17520 in %v", r[:plays])
	}
	perKind := map[string]int{}
	for _, x := range r[:plays] {
		perKind[strings.Fields(x.Name)[1]] += x.Count
	}
	for kind, want := range map[string]int{"1r": 356, "2b": 660, "3o": 328, "4s": 300, "5r": 608, "6b": 1216, "7o": 1216} {
		if perKind[kind] != want {
			t.Errorf("the plays of %s number %d, want %d", kind, perKind[kind], want)
		}
	}
	if len(perKind) != 28 {
		t.Errorf("plays of %d card kinds, want 28", len(perKind))
	}
	for _, c := range []Config{{Players: 1}, {Players: 5}, {}} {
		if got := ActionRanges(c); got != nil {
			t.Errorf("ActionRanges(%+v) = %v, want nil", c, got)
		}
	}
	var zero State
	if got := Game.(kingdoms.ActionLayout[State]).ActionRanges(zero); got != nil {
		t.Errorf("ActionRanges of the zero State = %v, want nil", got)
	}
}

// rangeConfigs are the configurations of the harness tests: 2 to 4
// players, with and without the first-game set-up, and the edition of the
// earlier forms.
func rangeConfigs(t *testing.T) []Config {
	e := earlierForms(t)
	var cs []Config
	for n := 2; n <= maxPlayers; n++ {
		cs = append(cs, Config{Players: n}, Config{Players: n, FirstGame: true}, Config{Players: n, Edition: e})
	}
	return cs
}

// TestActionRangesTile checks, for every configuration of the harness, that
// the ranges cover the actions once each with planes of the observation's
// size, and that Game gives the same ranges for a game's states.
func TestActionRangesTile(t *testing.T) {
	for _, c := range rangeConfigs(t) {
		r := ActionRanges(c)
		sh, err := ObservationShape(c)
		if err != nil {
			t.Fatal(err)
		}
		if err := gametest.CheckActionRanges(r, NumActions(c), sh); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		if got := Game.(kingdoms.ActionLayout[State]).ActionRanges(s); !slices.Equal(got, r) {
			t.Errorf("%+v: Game.ActionRanges = %v, want %v", c, got, r)
		}
	}
}

// TestActionRangesAgree checks, over random games of every configuration of
// the harness, that each legal move's action lies in the range named by
// the first words of its notation (three for a play: "play 1o 0"), at the
// anchor's or the square's cell for a play or a worker.
func TestActionRangesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	for i, c := range rangeConfigs(t) {
		c.Seed = uint64(400 + i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		ranges := ActionRanges(c)
		cols := s.ed.Cols()
		for !s.IsTerminal() {
			legal := Legal(s)
			for _, m := range legal {
				a, err := encode1(s, m)
				if err != nil {
					t.Fatal(err)
				}
				k, ok := kingdoms.FindActionRange(ranges, a)
				if !ok {
					t.Fatalf("%+v: action %d of %v is in no range", c, a, m)
				}
				r := ranges[k]
				words := strings.Fields(strings.ToLower(m.String()))
				want := words[0]
				q, cell := m.Square(), a-r.Start
				switch m.kind() {
				case MovePlay:
					want = strings.Join(words[:3], " ")
					f, o := int(m.form())-1, int(m.orient())
					if w := q.Row*int(s.ed.acts.orCols[f][o]) + q.Col; cell != w {
						t.Fatalf("%+v: action %d of %v is anchor %d of its range, want %d", c, a, m, cell, w)
					}
				case MoveWorker, MoveNeutral:
					if w := q.Row*cols + q.Col; cell != w {
						t.Fatalf("%+v: action %d of %v is cell %d of its plane, want %d", c, a, m, cell, w)
					}
				}
				if r.Name != want {
					t.Fatalf("%+v: action %d of %v is in the range %q, want %q", c, a, m, r.Name, want)
				}
			}
			s, err = Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}
