package kingdombuilder

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
)

func TestZZStats(t *testing.T) {
	if os.Getenv("KB_STATS") == "" {
		t.Skip()
	}
	for _, name := range []string{"base", "harvest", "nomads"} {
		rng := rand.New(rand.NewPCG(1, 2))
		var buf []Move
		positions, moves := 0, 0
		byKind := map[string]int{}
		posKind := map[string]int{}
		for seed := uint64(0); seed < 200; seed++ {
			s, _ := expansionGames[name](seed)
			for !s.IsTerminal() {
				buf = AppendLegal(buf[:0], s)
				positions++
				moves += len(buf)
				seen := map[string]bool{}
				for _, m := range buf {
					k := m.kind().String()
					if m.kind() == UseTile {
						k += "-" + m.tile().String()
					}
					byKind[k]++
					seen[k] = true
				}
				for k := range seen {
					posKind[k]++
				}
				s, _ = Apply(s, buf[rng.IntN(len(buf))])
			}
		}
		fmt.Printf("%s: %d positions/game, %.1f moves/position\n", name, positions/200, float64(moves)/float64(positions))
		for k, v := range byKind {
			fmt.Printf("   %-30s %8.1f moves/game in %6.1f positions/game\n", k, float64(v)/200, float64(posKind[k])/200)
		}
	}
}
