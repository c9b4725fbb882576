package kingdombuilder

import (
	"os"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
	"pgregory.net/rapid"
)

// nomadsConfig returns the set-up of a Nomads game for a seed: 2 to 5
// players; a board drawn from the 12 sections, or (one seed in 3) the 4
// Nomads sections, so that every nomad space is there; cards drawn from
// the 13, or (one seed in 3) the 3 Nomads cards.
func nomadsConfig(seed uint64) Config {
	c := Config{Players: 2 + int(seed%4), Nomads: true, Seed: seed}
	switch seed % 3 {
	case 1:
		n := NomadsSections()
		for i := range c.Quadrants {
			j := (i + int(seed/3)) % 4
			c.Quadrants[i] = Quadrant{Section: n[j], Turned: seed>>(i+2)&1 == 1}
		}
	case 2:
		c.Cards = [3]Card{Families, Shepherds, Ambassadors}
	}
	return c
}

func nomadsHarnessConfig() gametest.Config[State, Move] {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) { return New(nomadsConfig(seed)) }
	c.Seeds = 8
	c.Every = 25
	return c
}

// TestNomadsHarness runs the conformance harness on Nomads games, 2 to 5
// players (more games with KB_HARNESS_SEEDS set, see TestHarnessMany).
func TestNomadsHarness(t *testing.T) {
	c := nomadsHarnessConfig()
	if n := os.Getenv("KB_HARNESS_SEEDS"); n != "" {
		c.Seeds = atoiOr(n, 500)
		c.FirstSeed = 1000
		c.Every = 5
	}
	gametest.Run(t, c)
}

// TestPropertyNomads plays random Nomads games (the moves drawn by rapid)
// and checks, after every move, the invariants (checkInvariants, with
// checkNomadsInvariants) and the Nomads properties: stone walls and
// settlements never share a hex, walls stay for good; a nomad tile never
// outlives its holder's next turn and is never used in the turn it was
// taken; every move's notation reads back; the JSON form round-trips.
func TestPropertyNomads(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s, err := New(nomadsConfig(rapid.Uint64().Draw(rt, "seed")))
		if err != nil {
			rt.Fatal(err)
		}
		n := s.g.players
		// prev[p]: tiles p took during its previous turn (usable in its
		// current or next one); cur[p]: taken during its current turn.
		var prev, cur [maxPlayers][numNomadKinds]int
		var hist []Move
		for step := 0; !s.IsTerminal(); step++ {
			if step > maxGameMoves {
				rt.Fatalf("game not over after %d moves", step)
			}
			legal := Legal(s)
			m := legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")]
			if back, err := ParseMove(m.String()); err != nil || back != m {
				rt.Fatalf("notation of %v reads back as %v, %v", m, back, err)
			}
			next, err := Apply(s, m)
			if err != nil {
				rt.Fatalf("legal move %v: %v", m, err)
			}
			hist = append(hist, m)
			if err := checkInvariants(next); err != nil {
				rt.Fatalf("after %v: %v", m, err)
			}
			walls, settled := next.walls(), hexgrid.Set{}
			for p := 0; p < n; p++ {
				settled = settled.Union(next.own[p])
			}
			if walls.Intersects(settled) || !s.walls().SubsetOf(walls) {
				rt.Fatalf("after %v: a wall shares a hex with a settlement, or went away", m)
			}
			p := int(s.toMove)
			// The tile a move starts using, if any: it must come from the
			// player's previous turn.
			used := NoNomad
			if k := m.Nomad(); k == Outpost || (k != NoNomad && s.x.nomads.open != k) {
				used = k
				if prev[p][k]--; prev[p][k] < 0 {
					rt.Fatalf("after %v: a %v used in the turn it was taken", m, k)
				}
			}
			for q := 0; q < n; q++ {
				for k := NomadKind(1); k < numNomadKinds; k++ {
					d := int(next.x.nomads.held[q][k]) - int(s.x.nomads.held[q][k])
					if q == p && k == used {
						d++
					}
					switch {
					case d > 0 && q == p:
						cur[q][k] += d
					case d > 0:
						prev[q][k] += d // taken outside its turn: usable on its next
					case d < 0 && m.kind() != EndTurn:
						rt.Fatalf("after %v: player %d lost a %v", m, q, k)
					}
					if int(next.x.nomads.held[q][k]) > prev[q][k]+cur[q][k] {
						rt.Fatalf("after %v: player %d holds a %v taken before its previous turn", m, q, k)
					}
				}
			}
			if m.kind() == EndTurn {
				if next.x.nomads.held[p] != toCounts(cur[p]) {
					rt.Fatalf("after %v: player %d holds %v, want the tiles it took this turn %v\nmoves: %v", m, p, next.x.nomads.held[p], cur[p], hist)
				}
				prev[p], cur[p] = cur[p], [numNomadKinds]int{}
			}
			if step%32 == 0 || m.kind() == NomadTile {
				if err := roundTrip(next); err != nil {
					rt.Fatalf("after %v: %v", m, err)
				}
			}
			s = next
		}
	})
}

// toCounts converts tile counts to the state's form.
func toCounts(c [numNomadKinds]int) [numNomadKinds]uint8 {
	var out [numNomadKinds]uint8
	for k, v := range c {
		out[k] = uint8(v)
	}
	return out
}
