package kingdombuilder

import (
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// The golden tests use the first-game board (FirstGame), whose hexes are,
// by row (odd rows shifted half a hex right, so column c of an odd row is
// the c-th letter after the shift; lower case free terrain, K castle,
// V Tavern, P Paddock, A Oasis, F Farm). Castles: 3,3 7,15 11,11 17,1.
// Taverns 6,2 6,7; Paddocks 2,18 6,11; Oases 12,7 17,5; Farms 11,17 15,12.
//
//	    0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
//	 0  f d d m m d d c c c c c c d d w d d d d
//	 1   f f d d d m m c c c m m c d d w d d d d
//	 2  f f f f f f f m m m m m c m m w d d P f
//	 3   w w f K g g t t m m m c m m w m d f f f
//	 4  f f w w g g g t t c c c t t w m m c f f
//	 5   f c c w g t t c c c c t t w c c c m f f
//	 6  d f V c w t t V c g c P t t w f f f f f
//	 7   d d c w t t g g g g g g t w g K g f g t
//	 8  d d d w t t t g g g g g t t w g g g g t
//	 9   d d w w t t t g g g g g t t w g g g t t
//	10  d d c w w t t g g g d d c w w t t t g g
//	11   d c w f f t t t g g d K c w t t t F g g
//	12  d d w f f t t A f g c c c f f f t c f f
//	13   w w w f g t f f f f c c f f w d d c c f
//	14  w w w w g g g g f f c g g w f f d d c c
//	15   w t t w g g c c d c g g F f w f w d d c
//	16  w t c t w g c c d c g g g t f f w w d d
//	17   w K c f w A d d c w g g t t m w w w d w
//	18  w w c f w w w d d w g m t t w w w w w w
//	19   w w w w w w w w w w t t t w w w w w w w

// firstGame returns the start of a first game for n players (seed 1).
func firstGame(t testing.TB, n int) State {
	t.Helper()
	s, err := New(FirstGame(n, 1))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hx returns the index of hex "r,c".
func hx(t testing.TB, text string) int {
	t.Helper()
	i, why := parseHex(text)
	if why != "" {
		t.Fatalf("bad hex %q: %s", text, why)
	}
	return int(i)
}

// put adds settlements of player p at the given hexes, taken from the
// supply, without taking tiles (a test fixture, not a move).
func put(t testing.TB, s State, p int, hexes ...string) State {
	t.Helper()
	for _, h := range hexes {
		i := hx(t, h)
		if s.occupied.Has(i) {
			t.Fatalf("put: %s is occupied", h)
		}
		if tr := s.g.terrain[i]; !tr.Buildable() && tr != Water {
			t.Fatalf("put: %s is %s", h, tr)
		}
		s.own[p].Insert(i)
		s.occupied.Insert(i)
		s.supply[p]--
	}
	s.setNear()
	return s
}

// playedRound returns s with its turn counter one round on, the same player
// to move: a fixture built with put gives settlements to players that have
// not played yet, which a state document refuses (see State.checkTurn).
// The rules do not read the counter.
func playedRound(s State) State {
	s.turn += uint16(s.g.players)
	return s
}

// giveTile gives player p the tile of the location hex at h, as if taken in
// an earlier turn (usable now).
func giveTile(t testing.TB, s State, p int, h string) State {
	t.Helper()
	k := s.g.slotOf(hx(t, h))
	if k < 0 || s.tilesLeft[k] == 0 {
		t.Fatalf("giveTile: no tile at %s", h)
	}
	s.tilesLeft[k]--
	s.held[p] |= 1 << k
	return s
}

// setHand sets the terrain card of player p.
func setHand(s State, p int, terrain Terrain) State {
	s.hand[p] = terrain
	return s
}

// movesOf returns the notations of the legal moves of s that start with
// prefix, sorted as Legal lists them.
func movesOf(s State, prefix string) []string {
	var out []string
	for _, m := range Legal(s) {
		if str := m.String(); strings.HasPrefix(str, prefix) {
			out = append(out, str)
		}
	}
	return out
}

// hexesOf turns "r,c" strings into sorted notations with a prefix.
func withPrefix(prefix string, hexes ...string) []string {
	out := make([]string, len(hexes))
	for i, h := range hexes {
		out[i] = prefix + h
	}
	return out
}

// sameMoves compares two lists of notations, ignoring order.
func sameMoves(t testing.TB, what string, got, want []string) {
	t.Helper()
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		t.Errorf("%s:\n got  %v\n want %v", what, g, w)
	}
}

// mustApply applies moves given in notation and fails the test on error.
func mustApply(t testing.TB, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s, err = Apply(s, m)
		if err != nil {
			t.Fatalf("Apply(%s): %v", text, err)
		}
	}
	return s
}

// off returns the offset of "r,c".
func off(t testing.TB, text string) hexgrid.Offset {
	return grid.Offset(hx(t, text))
}

// mustParse parses a move in notation and fails the test on error.
func mustParse(t testing.TB, text string) Move {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// expansionGames are the set-ups of the tests that play random games of
// every kind (allocations, scoreTotal, Observe): the base game, every
// expansion, and all of them at once.
var expansionGames = map[string]func(seed uint64) (State, error){
	"base":       newBenchGame,
	"nomads":     newNomadsBenchGame,
	"crossroads": newCrossroadsBenchGame,
	"marshlands": func(seed uint64) (State, error) { return New(marshlandsConfig(seed)) },
	"harvest":    newHarvestBenchGame,
	"queenies":   func(seed uint64) (State, error) { return New(queeniesConfig(seed)) },
	"everything": func(seed uint64) (State, error) { return New(allConfig(seed)) },
}
