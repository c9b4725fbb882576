package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms/hexgrid"
	"testing"
)

// rebuildHarvest returns the move the Harvest constructor of m's action
// gives for m's parts, and the constructor's name.
func rebuildHarvest(t *testing.T, m Move) (Move, string) {
	t.Helper()
	to, _ := m.To()
	from, _ := m.From()
	switch c := harvestCode(m.code()); c {
	case hvCultivate:
		return Cultivate(to), "Cultivate"
	case hvScout:
		return ScoutAt(to), "ScoutAt"
	case hvColony1:
		return TakeColony(1), "TakeColony(1)"
	case hvColony5:
		return TakeColony(5), "TakeColony(5)"
	case hvColonies:
		return TurnColonies(), "TurnColonies"
	case hvSettle:
		return SettleColony(to), "SettleColony"
	case hvSiloPass:
		return SiloPass(), "SiloPass"
	case hvSiloPlace:
		return SiloBuild(to), "SiloBuild"
	case hvSiloMove:
		return SiloMove(from, to), "SiloMove"
	default:
		return BazaarRepeat(Location(c - hvBazaar)), "BazaarRepeat"
	}
}

// TestHarvestConstructors plays random Harvest games and checks that every
// HarvestAction move Legal lists is the move its constructor gives, that
// the move reads back from its notation, and that every constructor comes
// up.
func TestHarvestConstructors(t *testing.T) {
	seen := map[string]bool{}
	r := rand.New(rand.NewPCG(5, 6))
	for seed := uint64(1); seed <= 60 && len(seen) < 10; seed++ {
		if seed%5 == 0 {
			continue // a base board drawn: few Harvest rules
		}
		s, err := New(harvestConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			ms := Legal(s)
			var special []Move
			for _, m := range ms {
				if m.Kind() != HarvestAction {
					continue
				}
				special = append(special, m)
				got, name := rebuildHarvest(t, m)
				if got != m {
					t.Fatalf("%s gives %q, Legal lists %q", name, got, m)
				}
				back, err := ParseMove(got.String())
				if err != nil || back != m {
					t.Fatalf("ParseMove(%q) = %q, %v", got, back, err)
				}
				seen[name] = true
			}
			pick := ms[r.IntN(len(ms))]
			if len(special) > 0 && r.IntN(3) > 0 {
				pick = special[r.IntN(len(special))]
			}
			if s, err = Apply(s, pick); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, name := range []string{"Cultivate", "ScoutAt", "TakeColony(1)", "TakeColony(5)", "TurnColonies", "SettleColony", "SiloPass", "SiloBuild", "SiloMove", "BazaarRepeat"} {
		if !seen[name] {
			t.Errorf("no legal move of %s came up", name)
		}
	}
	for _, bad := range []Move{TakeColony(2), BazaarRepeat(Bazaar), BazaarRepeat(NoLocation), Cultivate(hexgrid.Offset{Row: -1}), SiloMove(hexgrid.Offset{Row: 99}, hexgrid.Offset{})} {
		if bad.String() != "invalid" {
			t.Errorf("a malformed Harvest move writes %q, want \"invalid\"", bad)
		}
	}
}
