package kingdombuilder

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"
)

// gainCards are card triples that, together, play every base card with
// every other kind of base card: the cards ScoreEffects counts itself.
var gainCards = [][3]Card{
	{Fishermen, Miners, Workers},
	{Discoverers, Hermits, Citizens},
	{Farmers, Knights, Lords},
	{Merchants, Hermits, Citizens},
	{Lords, Merchants, Discoverers},
	{Knights, Farmers, Workers},
	{Citizens, Lords, Fishermen},
}

// TestScoreEffects checks ScoreEffects against Apply and Scores on every
// legal move (in a random order, with the moves of several kinds mixed) of
// every position of random games: without expansions, where it counts the
// builds itself, with every base card and 2 to 4 players, and with
// expansions, where it plays the moves on a copy.
func TestScoreEffects(t *testing.T) {
	var configs []Config
	for i, cards := range gainCards {
		configs = append(configs, Config{Players: 2 + i%3, Seed: uint64(i), Cards: cards})
	}
	configs = append(configs, Config{Players: 2, Seed: 40}, FirstGame(3, 41), marshlandsConfig(42), allConfig(43), fivePlayers(44))
	// Nomads and the Queenies, which ScoreEffects counts itself too: the
	// Nomads cards, every Queenie (the Island's lines and no section).
	for i, cards := range [][3]Card{{Families, Shepherds, Ambassadors}, {Lords, Farmers, Knights}, {Ambassadors, Discoverers, Hermits}, {}} {
		c := Config{Players: 2 + i, Seed: uint64(50 + i), Nomads: true, Cards: cards,
			Queenies: Queenies{Capitol: true, Caves: i%2 == 0, Island: SampleIsland()}}
		if i == 3 {
			c.Queenies.Island = nil
		}
		configs = append(configs, c)
	}
	for i, c := range configs {
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		var out []int
		for ply := 0; !s.IsTerminal(); ply++ {
			moves := Legal(s)
			rng.Shuffle(len(moves), func(a, b int) { moves[a], moves[b] = moves[b], moves[a] })
			n := s.Players()
			out = slices.Grow(out[:0], n*len(moves))[:n*len(moves)]
			keep := s
			if err := ScoreEffects(&s, moves, out); err != nil {
				t.Fatalf("config %d, ply %d: %v", i, ply, err)
			}
			if !s.Equal(keep) {
				t.Fatalf("config %d, ply %d: ScoreEffects changed the state", i, ply)
			}
			before := s.Scores()
			for k, m := range moves {
				after, err := Apply(s, m)
				if err != nil {
					t.Fatal(err)
				}
				sc := after.Scores()
				for p := range n {
					if want := sc[p].Total - before[p].Total; out[k*n+p] != want {
						t.Fatalf("config %d (cards %v), ply %d, %v: player %d's change %d, want %d\n%v", i, s.Cards(), ply, m, p, out[k*n+p], want, s)
					}
				}
			}
			s, _ = Apply(s, moves[rng.IntN(len(moves))])
		}
	}
}

// TestScoreEffectsErrors checks the refusals: out too short, an illegal
// move (out unchanged from it on), the zero State.
func TestScoreEffectsErrors(t *testing.T) {
	s := firstGame(t, 2)
	moves := Legal(s)[:2]
	if err := ScoreEffects(&s, moves, make([]int, 3)); !errors.Is(err, kingdoms.ErrBadArgument) {
		t.Errorf("out of 3 for 2 moves of 2 players: %v, want ErrBadArgument", err)
	}
	bad := append(slices.Clone(moves), End())
	out := []int{-7, -7, -7, -7, -7, -7}
	err := ScoreEffects(&s, bad, out)
	if !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Fatalf("end before the mandatory action: %v, want ErrIllegalMove", err)
	}
	if out[4] != -7 || out[5] != -7 {
		t.Errorf("out after the illegal move changed: %v", out)
	}
	var zero State
	if err := ScoreEffects(&zero, nil, nil); !errors.Is(err, kingdoms.ErrBadArgument) {
		t.Errorf("zero State: %v, want ErrBadArgument", err)
	}
}

// TestNextToSpecial checks State.NextToSpecial on every hex of boards with
// and without expansions: next to a hex whose terrain is special, and not
// special itself.
func TestNextToSpecial(t *testing.T) {
	for _, c := range []Config{FirstGame(2, 1), allConfig(3)} {
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i := range maxHex {
			o := grid.Offset(i)
			if hexIndex(o) != i {
				continue
			}
			want := false
			if !s.Terrain(o).Special() {
				for _, nb := range o.Neighbors() {
					want = want || s.Terrain(nb).Special()
				}
			}
			if got := s.NextToSpecial(o); got != want {
				t.Errorf("%v: NextToSpecial %v, want %v", o, got, want)
			}
			if want {
				n++
			}
		}
		if n < 20 {
			t.Errorf("%d hexes next to a special hex, want more", n)
		}
	}
}

// TestScoreEffectsAllocs checks that counting the builds and the end of a
// turn allocates nothing.
func TestScoreEffectsAllocs(t *testing.T) {
	s := firstGame(t, 2)
	moves := Legal(s)
	out := make([]int, 2*len(moves))
	if n := testing.AllocsPerRun(20, func() {
		if err := ScoreEffects(&s, moves, out); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("ScoreEffects of %d builds: %v allocations, want 0", len(moves), n)
	}
	for !s.MandatoryDone() {
		s = mustApply(t, s, Legal(s)[0].String())
	}
	end := []Move{End()}
	if n := testing.AllocsPerRun(20, func() {
		if err := ScoreEffects(&s, end, out); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("ScoreEffects of an end of turn: %v allocations, want 0", n)
	}
}
