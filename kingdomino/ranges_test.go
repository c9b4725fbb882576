package kingdomino

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// Game gives the ranges of its numbering: the harness (TestHarness, every
// configuration) checks them at every sampled position.
var _ kingdoms.ActionLayout[State] = (*game)(nil)

// TestActionRangesGolden checks the ranges of the section Actions.
func TestActionRangesGolden(t *testing.T) {
	four := []kingdoms.ActionRange{
		{Start: 0, Count: 81, Name: "place up", Plane: true},
		{Start: 81, Count: 81, Name: "place right", Plane: true},
		{Start: 162, Count: 81, Name: "place down", Plane: true},
		{Start: 243, Count: 81, Name: "place left", Plane: true},
		{Start: 324, Count: 1, Name: "discard"},
		{Start: 325, Count: 4, Name: "pick"},
	}
	three := slices.Clone(four)
	three[5].Count = 3
	duel := []kingdoms.ActionRange{
		{Start: 0, Count: 169, Name: "place up", Plane: true},
		{Start: 169, Count: 169, Name: "place right", Plane: true},
		{Start: 338, Count: 169, Name: "place down", Plane: true},
		{Start: 507, Count: 169, Name: "place left", Plane: true},
		{Start: 676, Count: 1, Name: "discard"},
		{Start: 677, Count: 4, Name: "pick"},
	}
	for _, tc := range []struct {
		c    Config
		want []kingdoms.ActionRange
	}{
		{Config{Players: 2}, four},
		{Config{Players: 3}, three},
		{Config{Players: 4, Dynasty: true, Harmony: true}, four},
		{Config{Players: 2, MightyDuel: true}, duel},
		{Config{Players: 3, MightyDuel: true}, nil},
		{Config{Players: 5}, nil},
		{Config{}, nil},
	} {
		if got := ActionRanges(tc.c); !slices.Equal(got, tc.want) {
			t.Errorf("ActionRanges(%+v) = %v, want %v", tc.c, got, tc.want)
		}
	}
}

// TestActionRangesTile checks, for every configuration of the harness, that
// the ranges cover the actions once each with planes of the observation's
// size, and that Game gives the same ranges for a game's states.
func TestActionRangesTile(t *testing.T) {
	for _, c := range configs() {
		r := ActionRanges(c)
		sh, err := ObservationShape(c)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		if err := gametest.CheckActionRanges(r, NumActions(s), sh); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
		if got := Game.(kingdoms.ActionLayout[State]).ActionRanges(s); !slices.Equal(got, r) {
			t.Errorf("%+v: Game.ActionRanges = %v, want %v", c, got, r)
		}
	}
	// The zero State, whose NumActions is that of a 5x5 game with no
	// kings: no pick range.
	var zero State
	if err := gametest.CheckActionRanges(zero.actionRanges(), zero.numActions(), Shape{Rows: 9, Cols: 9}); err != nil {
		t.Errorf("the zero State: %v", err)
	}
}

// TestActionRangesAgree checks, over random games of every configuration,
// that each legal action lies in the range named for its move: "place" and
// the direction (at the cell of its left half in the plane), "discard",
// "pick".
func TestActionRangesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	for i, c := range configs() {
		c.Seed = uint64(200 + i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		ranges := ActionRanges(c)
		side := s.side()
		for !s.IsTerminal() {
			legal := Legal(s)
			for j, a := range AppendActions(nil, s, kingdoms.Prefix{}) {
				m := legal[j]
				k, ok := kingdoms.FindActionRange(ranges, int(a))
				if !ok {
					t.Fatalf("%+v: action %d of %v is in no range", c, a, m)
				}
				r := ranges[k]
				want := m.Kind().String()
				if m.Kind() == Place {
					want += " " + m.Dir().String()
					if cell := int(a) - r.Start; cell != (int(m.row)+side/2)*side+int(m.col)+side/2 {
						t.Fatalf("%+v: action %d of %v is cell %d of its plane", c, a, m, cell)
					}
				}
				if r.Name != want {
					t.Fatalf("%+v: action %d of %v is in the range %q, want %q", c, a, m, r.Name, want)
				}
			}
			s, _ = Apply(s, legal[rng.IntN(len(legal))])
		}
	}
}
