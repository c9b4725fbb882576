package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

func TestGameHint(t *testing.T) {
	if gameHint(arkadia.Game, Options{}) == nil {
		t.Error("Arkadia has no hint")
	}
	if gameHint(kingdomino.Game, Options{}) == nil {
		t.Error("Kingdomino has no hint")
	}
	if gameHint(kingdombuilder.Game, Options{}) == nil {
		t.Error("Kingdom Builder has no hint")
	}
	if gameHint(kingdombuilder.Game, Options{Classic: true}) != nil {
		t.Error("a Classic bot has the Kingdom Builder hint")
	}
	if gameHint(kingdomino.Game, Options{Classic: true}) != nil {
		t.Error("a Classic bot has the Kingdomino hint")
	}
	if gameHint(arkadia.Game, Options{Classic: true}) == nil {
		t.Error("a Classic bot lost the Arkadia hint")
	}
	b := NewISMCTS(arkadia.Game, nil, Options{})
	if b.hint == nil {
		t.Error("NewISMCTS did not give the bot Arkadia's hint")
	}
	if b.SetHint(nil).hint != nil {
		t.Error("SetHint(nil) kept the hint")
	}
}

// TestArkadiaHint: on the default edition with the lot on g5 to j7, l5 and
// n5 are tents (k5 is not).
func TestArkadiaHint(t *testing.T) {
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1, Lot: &arkadia.Lot{Square: arkadia.Square{Row: 4, Col: 6}}})
	if err != nil {
		t.Fatal(err)
	}
	e := s.Edition()
	for _, q := range []string{"l5", "n5"} {
		sq, _ := arkadia.ParseSquare(q)
		if !e.IsTent(sq) {
			t.Fatalf("%s is not a tent of the default edition", q)
		}
	}
	h := ArkadiaHint
	for _, c := range []struct {
		move string
		want float64
	}{
		{"play 3R 0 k5", ArkadiaTent},     // k5 l5 m5: one tent
		{"play 4R 0 k5", 2 * ArkadiaTent}, // k5 l5 m5 n5: two tents
		{"play 1R 0 k6", 0},               // k6 l6
		{"worker l5", -ArkadiaTent},
		{"neutral l5", -ArkadiaTent},
		{"worker k5", 0},
		{"banner", 0},
	} {
		m, err := arkadia.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := h(s, m); got != c.want {
			t.Errorf("%s: hint %v, want %v", c.move, got, c.want)
		}
	}
}

// TestKingdomBuilderHint: along random games, without expansions, with
// Nomads and with every expansion and Queenie, the hint of every legal
// move is KingdomBuilderTile per location tile taken (scaled by the supply
// left) plus KingdomBuilderNomad per nomad tile taken, and some moves take
// tiles of both kinds.
func TestKingdomBuilderHint(t *testing.T) {
	taken, nomads := 0, 0
	for seed := uint64(1); seed <= 10; seed++ {
		c := kingdombuilder.Config{Players: 2, Seed: seed, Nomads: seed > 4}
		if seed > 8 {
			c = allExpansions(t, seed)
		}
		s, err := kingdombuilder.New(c)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for !s.IsTerminal() {
			p := s.ToMove()
			moves := kingdombuilder.Legal(s)
			for _, m := range moves {
				next, err := kingdombuilder.Apply(s, m)
				if err != nil {
					t.Fatal(err)
				}
				d := next.TileCount(p) - s.TileCount(p)
				want := KingdomBuilderTile * float64(d) * min(1, float64(s.Supply(p))/KingdomBuilderTileSupply)
				if n := len(next.NomadTiles(p)) - len(s.NomadTiles(p)); n > 0 {
					want += KingdomBuilderNomad * float64(n)
					nomads++
				}
				if m.Kind() == kingdombuilder.EndTurn {
					want = 0
				}
				if got := KingdomBuilderHint(s, m); got != want {
					t.Fatalf("seed %d: %s: hint %v, want %v", seed, m, got, want)
				}
				if d > 0 {
					taken++
				}
			}
			if s, err = kingdombuilder.Apply(s, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if taken == 0 || nomads == 0 {
		t.Errorf("%d moves took a location tile, %d a nomad tile: want some of each", taken, nomads)
	}
}

// allExpansions returns a Kingdom Builder game of 3 players with every
// expansion and Queenie: a Nomads section and a sample section of each of
// Crossroads, Marshlands and Harvest, with the sample Island.
func allExpansions(t *testing.T, seed uint64) kingdombuilder.Config {
	t.Helper()
	quads := [4]kingdombuilder.Quadrant{{Section: kingdombuilder.NomadsSections()[seed%4]}}
	for i, name := range []string{"sample-crossroads-1", "sample-marshlands-canoe", "sample-harvest-cabin-station"} {
		c, ok := kingdombuilder.SampleSection(name)
		if !ok {
			t.Fatalf("no sample section %q", name)
		}
		quads[i+1] = kingdombuilder.Quadrant{Custom: c, Turned: seed%2 == 1}
	}
	return kingdombuilder.Config{
		Players: 3, Seed: seed, Quadrants: quads,
		Nomads: true, Crossroads: true, Marshlands: true, Harvest: true,
		Queenies: kingdombuilder.Queenies{Capitol: true, Caves: true, Island: kingdombuilder.SampleIsland()},
	}
}
