package kingdombuilder

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// marshlandsConfig returns a Marshlands game for a seed: 2 to 5 players (5
// with Nomads), on the 4 sample sections (turned at random) or on 2 samples
// and 2 base sections, or on base sections with the swamp cards mixed in;
// cards drawn from the seed, or with the Scouts and other Marshlands cards.
func marshlandsConfig(seed uint64) Config {
	c := Config{Players: 2 + int(seed/4%4), Seed: seed, Marshlands: true}
	if c.Players == 5 {
		c.Nomads = true
	}
	samples := SampleMarshlandsQuadrants()
	base := BaseSections()
	switch seed / 16 % 3 {
	case 0:
		for i := range samples {
			samples[i].Turned = (seed>>i)&1 == 1
		}
		c.Quadrants = samples
	case 1:
		c.Quadrants = [4]Quadrant{samples[seed%4], {Section: base[seed%8]}, {Section: base[(seed+3)%8], Turned: true}, samples[(seed+1)%4]}
	default:
		c.Quadrants = [4]Quadrant{{Section: base[seed%8]}, {Section: base[(seed+1)%8]}, {Section: base[(seed+2)%8]}, {Section: base[(seed+5)%8]}}
		c.SwampCards = true
	}
	if c.Nomads && seed/16%2 == 0 {
		// Nomad spaces next to the Canoe: their last tile raises it too.
		c.Quadrants = [4]Quadrant{samples[2], {Section: CaravanSection, Turned: seed%2 == 1}, {Section: GardenSection}, samples[seed%2]}
	}
	m := MarshlandsCards()
	if c.Nomads || seed%3 != 0 {
		c.Cards = [3]Card{m[seed%6], m[(seed+1)%6], BaseCards()[seed%10]}
		if seed%2 == 0 {
			c.Cards[1] = Scouts
			if c.Cards[0] == Scouts {
				c.Cards[0] = Geologists
			}
		}
	}
	return c
}

func TestMarshlandsConfigs(t *testing.T) {
	for seed := uint64(5); seed < 600; seed += 6 {
		if _, err := New(marshlandsConfig(seed)); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// TestMarshlandsCombinedHarness runs the harness on Marshlands games
// combined with the other expansions: Harvest and Queenies on Marshlands
// and Harvest sample sections, Nomads for 5 players, and Crossroads with a
// Marshlands sample (its swamps put the swamp cards in the deck, so second
// cards and the Fort's card may be swamp cards).
func TestMarshlandsCombinedHarness(t *testing.T) {
	c := harnessConfig()
	c.Seeds = 5
	c.New = func(seed uint64) (State, error) {
		m := SampleMarshlandsQuadrants()
		x := SampleCrossroadsSections()
		h, _ := SampleSection("sample-harvest-bazaar-watermill")
		b := BaseSections()
		cfg := Config{Players: 2 + int(seed%4), Seed: seed, Marshlands: true, Harvest: true, Nomads: seed%4 == 3, Queenies: Queenies{Caves: seed%2 == 0, Capitol: true},
			Quadrants: [4]Quadrant{m[seed%4], {Custom: h}, m[(seed+1)%4], {Section: b[seed%8]}},
			Cards:     [3]Card{Scouts, Vassals, Mayors}}
		if seed%3 == 0 {
			cfg.Crossroads = true
			cfg.Quadrants = [4]Quadrant{m[seed%4], {Custom: x[seed%4]}, {Custom: h}, {Section: b[(seed+1)%8]}}
		}
		return New(cfg)
	}
	gametest.Run(t, c)
}

// newMarshlandsBenchGame starts a 4-player Marshlands game of a seed on the
// 4 sample sections, turned as the seed says, with cards drawn from the 16
// base and Marshlands cards.
func newMarshlandsBenchGame(seed uint64) (State, error) {
	q := SampleMarshlandsQuadrants()
	for i := range q {
		q[i].Turned = seed>>i&1 == 1
	}
	return New(Config{Players: 4, Seed: seed, Marshlands: true, Quadrants: q})
}

// BenchmarkRandomGameMarshlands plays whole random 4-player Marshlands
// games, as BenchmarkRandomGame plays its games.
func BenchmarkRandomGameMarshlands(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newMarshlandsBenchGame)
}

// TestPropertyMarshlands plays random Marshlands games (the moves drawn by
// rapid) and checks, after every move, the invariants (checkInvariants) and
// the Marshlands ones: a bonus tile is held only with two tiles of its kind,
// and the box and the holders share the 2 of each kind; a Canoe interrupt
// asks only players holding a Canoe tile, and ToMove is one of them; the
// mandatory action never places more than its quota; the half of a swamp
// card is chosen before any other move; a settlement removed by the Temple
// is placed again in the player's next turn.
func TestPropertyMarshlands(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		s, err := New(marshlandsConfig(seed))
		if err != nil {
			rt.Fatal(err)
		}
		for step := 0; !s.IsTerminal(); step++ {
			if step > maxGameMoves {
				rt.Fatalf("game not over after %d moves", step)
			}
			legal := Legal(s)
			m := legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")]
			next, err := Apply(s, m)
			if err != nil {
				rt.Fatalf("legal move %v: %v", m, err)
			}
			if err := checkInvariants(next); err != nil {
				rt.Fatalf("after %v: %v", m, err)
			}
			x := &next.x.marshlands
			var holders [len(bonusKinds)]int
			for p := 0; p < next.g.players; p++ {
				for i, l := range bonusKinds {
					if x.bonus[p]&(1<<i) != 0 {
						holders[i]++
						if next.heldOf(p, l) < 2 {
							rt.Fatalf("after %v: player %d holds the %s bonus tile with %d %s tiles", m, p, l, next.heldOf(p, l), l)
						}
					}
				}
				if x.ask&(1<<p) != 0 && next.heldOf(p, Canoe) == 0 {
					rt.Fatalf("after %v: player %d asked without a Canoe tile", m, p)
				}
			}
			for i := range holders {
				if holders[i]+int(x.bonusLeft[i]) != bonusTilesPerKind {
					rt.Fatalf("after %v: %d %s bonus tiles held and %d in the box", m, holders[i], bonusKinds[i], x.bonusLeft[i])
				}
			}
			if q := next.ToMove(); x.ask != 0 && (q < 0 || x.ask&(1<<q) == 0) {
				rt.Fatalf("after %v: ToMove %d is not asked (%b)", m, q, x.ask)
			}
			if next.placed > next.quota() {
				rt.Fatalf("after %v: %d placed, quota %d", m, next.placed, next.quota())
			}
			if isSwampCard(s.hand[s.toMove]) && x.ask == 0 && s.x.marshlands.ask == 0 && m.MarshlandsCode() != PlayHalf && !s.siloPhase() {
				rt.Fatalf("%v played before the half of the swamp card", m)
			}
			if m.kind() == EndTurn && !next.over && next.SetAside(int(next.toMove)) != 0 {
				rt.Fatalf("after %v: settlements still set aside at the start of player %d's turn", m, next.toMove)
			}
			s = next
		}
	})
}

// TestMarshlandsView: a view hides the swamp cards of the other players
// and of the draw pile, and Determinize deals them back.
func TestMarshlandsView(t *testing.T) {
	s := swampCardGame(t, Desert)
	s.hand[1], s.deck[0] = s.deck[0], s.hand[1]
	for i := 0; i < int(s.deckLen) && !isSwampCard(s.hand[1]); i++ {
		s.hand[1], s.deck[i] = s.deck[i], s.hand[1]
	}
	if !isSwampCard(s.hand[1]) {
		t.Fatal("no second swamp card")
	}
	v := s.View(0)
	if _, ok := v.Hand(1); ok {
		t.Fatal("the view shows player 1's card")
	}
	if o, ok := v.SwampCard(0); !ok || o != Desert {
		t.Fatal("the view hides the card of the player to move")
	}
	d := determinized(v, 0, rand.New(rand.NewPCG(1, 2)))
	if err := checkInvariants(d); err != nil {
		t.Fatal(err)
	}
	var swamp int
	for i := 0; i < int(d.deckLen); i++ {
		if isSwampCard(d.deck[i]) {
			swamp++
		}
	}
	if isSwampCard(d.hand[1]) {
		swamp++
	}
	if swamp != 4 {
		t.Errorf("Determinize dealt %d swamp cards to the deck and player 1, want 4", swamp)
	}
}

// TestMessengersSpread checks the Messengers' longest distance, read from
// the spread of the cube coordinates, against every pair of settlements of
// each group, on positions of random Marshlands games.
func TestMessengersSpread(t *testing.T) {
	states, err := gametest.Positions(Game, newMarshlandsBenchGame, 300, 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range states {
		for p := range s.g.players {
			best := -1
			for c := range grid.Components(s.settled(p)) {
				for a := range c.All() {
					for b := range c.All() {
						if b > a {
							best = max(best, grid.Distance(a, b))
						}
					}
				}
			}
			want := 0
			if best >= 0 {
				want = 2 * (best + 1)
			}
			if got := scoreMessengers(&s, p); got != want {
				t.Fatalf("player %d: scoreMessengers %d, pairs of settlements %d", p, got, want)
			}
		}
	}
}
