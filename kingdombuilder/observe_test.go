package kingdombuilder_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	kb "github.com/boardrules/kingdoms/kingdombuilder"
	"pgregory.net/rapid"
)

// observeConfig returns a game of one of three kinds: the base game, Nomads
// (up to 5 players), or every expansion and Queenie at once on sample
// sections with the sample Island.
func observeConfig(t *rapid.T) kb.Config {
	seed := rapid.Uint64().Draw(t, "seed")
	switch rapid.IntRange(0, 2).Draw(t, "kind") {
	case 0:
		return kb.Config{Players: rapid.IntRange(2, 4).Draw(t, "players"), Seed: seed}
	case 1:
		return kb.Config{Players: rapid.IntRange(2, 5).Draw(t, "players"), Seed: seed, Nomads: true}
	}
	sample := func(name string) *kb.CustomSection {
		c, ok := kb.SampleSection(name)
		if !ok {
			t.Fatalf("no sample section %q", name)
		}
		return c
	}
	return kb.Config{
		Players: rapid.IntRange(2, 5).Draw(t, "players"), Seed: seed,
		Quadrants: [4]kb.Quadrant{
			{Section: kb.NomadsSections()[0]},
			{Custom: sample("sample-crossroads-1")},
			{Custom: sample("sample-marshlands-canoe")},
			{Custom: sample("sample-harvest-cabin-station"), Turned: true},
		},
		Nomads: true, Crossroads: true, Marshlands: true, Harvest: true,
		Queenies: kb.Queenies{Capitol: true, Caves: true, Island: kb.SampleIsland()},
	}
}

// observeWalk plays up to n random moves chosen by rapid from s.
func observeWalk(t *rapid.T, s kb.State, n int, label string) kb.State {
	for range n {
		if s.IsTerminal() {
			break
		}
		l := kb.Legal(s)
		m := l[rapid.IntRange(0, len(l)-1).Draw(t, label)]
		var err error
		if s, err = kb.Apply(s, m); err != nil {
			t.Fatalf("legal move %v: %v", m, err)
		}
	}
	return s
}

// TestObserveViews checks that states whose views differ for a player (as
// State.String draws them) encode differently for that player, that the view
// and any determinization of it encode as the state does (the hidden part
// never changes the encoding), and that the encoding has the size of
// ObservationShape, with and without every expansion.
func TestObserveViews(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := observeConfig(t)
		s, err := kb.New(c)
		if err != nil {
			t.Fatal(err)
		}
		a := observeWalk(t, s, rapid.IntRange(0, 400).Draw(t, "a"), "move a")
		var b kb.State
		switch rapid.IntRange(0, 2).Draw(t, "pair") {
		case 0: // two positions of the game
			b = observeWalk(t, s, rapid.IntRange(0, 400).Draw(t, "b"), "move b")
		case 1: // a position and one a few moves later
			b = observeWalk(t, a, rapid.IntRange(1, 3).Draw(t, "b"), "move b")
		default: // two positions one move apart from a common parent
			b = a
			if !a.IsTerminal() {
				l := kb.Legal(a)
				m1 := l[rapid.IntRange(0, len(l)-1).Draw(t, "m1")]
				m2 := l[rapid.IntRange(0, len(l)-1).Draw(t, "m2")]
				parent := a
				a, _ = kb.Apply(parent, m1)
				b, _ = kb.Apply(parent, m2)
			}
		}
		p := rapid.IntRange(0, c.Players-1).Draw(t, "player")
		sh, err := kb.ObservationShape(c)
		if err != nil {
			t.Fatal(err)
		}
		oa, ob := kb.Observe(a, p, nil), kb.Observe(b, p, nil)
		if len(oa) != sh.Size() || len(ob) != sh.Size() {
			t.Fatalf("encodings of %d and %d values, shape %+v says %d", len(oa), len(ob), sh, sh.Size())
		}
		if a.View(p).String() != b.View(p).String() && slices.Equal(oa, ob) {
			t.Fatalf("different views encode the same for player %d:\n%v\n%v", p, a.View(p), b.View(p))
		}
		if ov := kb.Observe(a.View(p), p, nil); !slices.Equal(oa, ov) {
			t.Fatalf("the view encodes differently from the state")
		}
		d, err := kb.Determinize(a.View(p), p, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "rng"), 1)))
		if err != nil {
			t.Fatal(err)
		}
		if od := kb.Observe(d, p, nil); !slices.Equal(oa, od) {
			t.Fatalf("a determinization of the view encodes differently")
		}
	})
}

// TestObserveValues checks the shapes of the set-ups and a few values at
// known places.
func TestObserveValues(t *testing.T) {
	s, err := kb.New(kb.FirstGame(3, 7))
	if err != nil {
		t.Fatal(err)
	}
	sh := s.ObservationShape()
	if sh.Rows != 20 || sh.Cols != 20 {
		t.Fatalf("shape %+v, want planes of 20 x 20", sh)
	}
	m := kb.Legal(s)[0]
	s, err = kb.Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	at, _ := m.To()
	obs := kb.Observe(s, 0, nil)
	plane := sh.Rows * sh.Cols
	// The observer's settlements are the plane after the shared ones.
	own := (sh.Planes - s.Players()) * plane
	if obs[own+at.Row*sh.Cols+at.Col] != 1 {
		t.Fatalf("settlement of %v not in the observer's plane", m)
	}
	if obs[own+plane+at.Row*sh.Cols+at.Col] != 0 {
		t.Fatalf("settlement of %v in the next player's plane", m)
	}
	// Player 1 sees it in the plane of the player on its right (seat 2).
	if o := kb.Observe(s, 1, nil); o[own+2*plane+at.Row*sh.Cols+at.Col] != 1 {
		t.Fatalf("settlement of %v not in player 1's plane for player 0", m)
	}
	if o := kb.Observe(s, 3, obs); slices.ContainsFunc(o, func(x float32) bool { return x != 0 }) {
		t.Fatalf("player 3 of a 3-player game gets a non-zero encoding")
	}
	if _, err := kb.ObservationShape(kb.Config{Players: 6}); err == nil {
		t.Fatalf("ObservationShape accepted 6 players")
	}
	island, err := kb.ObservationShape(kb.Config{Players: 3, Seed: 1, Queenies: kb.Queenies{Island: kb.SampleIsland()}})
	if err != nil {
		t.Fatal(err)
	}
	// The layout documented in Observations: 68 shared planes, then one per
	// player; a block of 197 values per player and 143 common values.
	if n := s.Players(); sh.Planes != 68+n || sh.Vector != n+197*n+143 {
		t.Fatalf("shape %+v for %d players: update Observations in the package documentation", sh, n)
	}
	// Observe encodes every terrain, location, nomad tile, piece, card and
	// task: a new one must be added to it.
	for _, next := range []fmt.Stringer{kb.Silo + 1, kb.TreeHouse + 1, kb.Treasure + 1, kb.CityHallPiece + 1, kb.Colonists + 1, kb.CompassPoint + 1} {
		if s := next.String(); !strings.HasSuffix(s, ")") {
			t.Errorf("%s is new: Observe and its documentation must encode it", s)
		}
	}
	if island.Rows != 25 || island.Cols != 22 || island.Planes != sh.Planes || island.Vector != sh.Vector {
		t.Fatalf("island shape %+v, base shape %+v", island, sh)
	}
}

// BenchmarkObserve measures the encoding of a mid-game 4-player base game.
func BenchmarkObserve(b *testing.B) {
	s, err := kb.New(kb.Config{Players: 4, Seed: 9})
	if err != nil {
		b.Fatal(err)
	}
	for range 60 {
		s, _ = kb.Apply(s, kb.Legal(s)[0])
	}
	dst := make([]float32, 0, s.ObservationShape().Size())
	b.ReportAllocs()
	for b.Loop() {
		dst = kb.Observe(s, 1, dst)
	}
}

// The encoding of what player 0 sees at the start of a 3-player game: 68
// planes of 20 x 20 hexes and one per player, then the vector. With the
// Island the planes are 25 x 22.
func ExampleObserve() {
	s, err := kb.New(kb.FirstGame(3, 1))
	if err != nil {
		panic(err)
	}
	obs := kb.Observe(s, 0, nil)
	fmt.Printf("%+v, %d values\n", s.ObservationShape(), len(obs))
	// Output:
	// {Planes:71 Rows:20 Cols:20 Vector:737}, 29137 values
}
