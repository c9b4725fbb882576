package kingdombuilder

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// allConfig returns a game that plays every expansion and every Queenie at
// once, 2 to 5 players: a board of one Nomads section and one sample
// section of each of Crossroads, Marshlands and Harvest, in an order and
// turns drawn from the seed, with the sample Island.
func allConfig(seed uint64) Config {
	r := rand.New(rand.NewPCG(seed, 0x616c6c))
	pick := func(names ...string) *CustomSection {
		c, ok := SampleSection(names[r.IntN(len(names))])
		if !ok {
			panic("missing sample section")
		}
		return c
	}
	quads := [4]Quadrant{
		{Section: NomadsSections()[r.IntN(4)]},
		{Custom: pick("sample-crossroads-1", "sample-crossroads-2", "sample-crossroads-3", "sample-crossroads-4")},
		{Custom: pick("sample-marshlands-temple", "sample-marshlands-refuge", "sample-marshlands-canoe", "sample-marshlands-fountain")},
		{Custom: pick("sample-harvest-bazaar-watermill", "sample-harvest-cabin-station", "sample-harvest-cathedral-watchtower", "sample-harvest-university-palisade")},
	}
	r.Shuffle(4, func(i, j int) { quads[i], quads[j] = quads[j], quads[i] })
	for i := range quads {
		quads[i].Turned = r.IntN(2) == 1
	}
	return Config{
		Players: 2 + int(seed%4), Seed: seed, Quadrants: quads,
		Nomads: true, Crossroads: true, Marshlands: true, Harvest: true,
		Queenies: Queenies{Capitol: true, Caves: true, Island: SampleIsland()},
	}
}

// TestHarnessAllExpansions plays the harness on games with every expansion
// and every Queenie at once, where their rules meet (more games with
// KB_HARNESS_SEEDS set, see TestHarnessMany).
func TestHarnessAllExpansions(t *testing.T) {
	c := harnessConfig()
	c.Seeds = 8
	if n := os.Getenv("KB_HARNESS_SEEDS"); n != "" {
		c.Seeds = atoiOr(n, 500)
		c.FirstSeed = 3000
		c.Every = 5
	}
	c.New = func(seed uint64) (State, error) { return New(allConfig(seed)) }
	gametest.Run(t, c)
}

// TestPropertyAllExpansions is the rapid form of the harness on the same
// games, with the package's invariants checked after every move. The
// expensive checks (JSON, views, determinizations) run on few positions to
// keep the race-mode run short; with KB_HARNESS_SEEDS set they run every
// 40 moves (and -rapid.checks=2000 plays more games).
func TestPropertyAllExpansions(t *testing.T) {
	c := harnessConfig()
	c.Every = 200
	if os.Getenv("KB_HARNESS_SEEDS") != "" {
		c.Every = 40
	}
	c.New = func(seed uint64) (State, error) { return New(allConfig(seed)) }
	rapid.Check(t, gametest.Property(c))
}

// TestNotationEveryKindIsland checks, for every move kind and code, with
// hexes of the board, of the Island (Queenie 3) and past both, that a move
// is well formed exactly when its notation reads back to it, and that the
// moves that take hexes take Island hexes (such as a Cave move to the
// Island).
func TestNotationEveryKindIsland(t *testing.T) {
	hexes := []int{-1, 0, 399, islandBase, islandEnd - 1, islandEnd, noHex - 1}
	for k := range numMoveKinds {
		for code := range 64 {
			for _, from := range hexes {
				for _, to := range hexes {
					m := Move{uint32(k)<<24 | uint32(code)<<18 | uint32(from&noHex)<<9 | uint32(to&noHex)}
					if !m.valid() {
						if s := m.String(); s != "invalid" {
							t.Errorf("malformed move %#x is written %q", m.v, s)
						}
						continue
					}
					if from >= islandEnd || to >= islandEnd {
						t.Errorf("move %q (%#x) with a hex past the Island is well formed", m, m.v)
					}
					back, err := ParseMove(m.String())
					if err != nil || back != m {
						t.Errorf("%q (%#x) reads back as %v, %v", m, m.v, back, err)
					}
				}
			}
		}
	}
	for _, text := range []string{"cave 17,10>i1,9", "cave i1,9>17,10", "nomad sword i0,3", "nomad resettlement i0,3>i0,4",
		"marshlands canoe i2,2", "cultivate i1,1"} {
		m, err := ParseMove(text)
		if err != nil || m.String() != text {
			t.Errorf("%q reads back as %q, %v", text, m, err)
		}
	}
}

// TestOutpostCanoeBonus: the Outpost (Nomads) frees a settlement placed
// "lors de l'action obligatoire ou d'une action spéciale" (rulebook 003,
// "Avant-poste"), so the Marshlands Canoe bonus action takes it: any free
// swamp or water hex, and the Outpost is used up.
func TestOutpostCanoeBonus(t *testing.T) {
	c := Config{Players: 2, Seed: 1, Marshlands: true, Nomads: true, Quadrants: SampleMarshlandsQuadrants(),
		Cards: [3]Card{Fishermen, Knights, Merchants}}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	s = setHand(s, 0, Desert)
	s = put(t, s, 0, "11,2", "16,6")
	s = giveTile(t, s, 0, "11,1")
	s = giveTile(t, s, 0, "17,5")
	mx(&s).bonus[0] = bonusBit(Canoe)
	mx(&s).bonusLeft[2]--
	s = giveNomad(s, 0, Outpost)
	near := s.canoeTargets(0)
	if got := movesOf(s, "marshlands canoe-bonus "); len(got) != near.Count() {
		t.Fatalf("Canoe bonus without the Outpost: %d moves, want the %d next to the settlements", len(got), near.Count())
	}
	s = mustApply(t, s, "nomad outpost")
	all := s.g.terrainSet[Swamp].Union(s.g.terrainSet[Water]).Diff(s.taken())
	got := movesOf(s, "marshlands canoe-bonus ")
	if len(got) != all.Count() || len(got) <= near.Count() {
		t.Fatalf("Canoe bonus with the Outpost: %d moves, want every free swamp or water hex (%d)", len(got), all.Count())
	}
	var far string
	for _, m := range got {
		if !near.Has(mustParse(t, m).to()) {
			far = m
			break
		}
	}
	s = mustApply(t, s, far)
	if s.outpostArmed() {
		t.Errorf("%s did not use up the Outpost", far)
	}
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
}
