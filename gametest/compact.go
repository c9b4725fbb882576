package gametest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"
)

// ObserveCompact is a game's compact observation, such as
// kingdomino.ObserveCompact: the planes of the game's Observe as one byte a
// cell and its vector, written into planes and vector (reused when their
// capacity is enough) and returned.
type ObserveCompact[S any] func(s S, player int, planes []uint8, vector []float32) ([]uint8, []float32)

// CheckCompact checks a game's compact observation against its Observe (g
// must be a [kingdoms.Observer]). It plays games random games, the first
// started by newState(seed), the next by newState(seed+1) and so on, and at
// every position, the last included, for every player and for the players
// just outside the game (-1 and the number of players), checks that
//
//   - compact returns as many plane bytes as Observe has plane values, and
//     the same vector;
//   - each byte of plane k divided by divisor(sh, k) is Observe's value,
//     sh being the shape of the position's observations (a divisor of nil
//     is 1 for every plane);
//   - with buffers of the right size, compact allocates nothing (at the
//     start of each game).
//
// It returns nil, or an error that names the first difference, the seed and
// the position.
func CheckCompact[S any, M comparable](g kingdoms.Game[S, M], newState func(seed uint64) (S, error), games int, seed uint64, compact ObserveCompact[S], divisor func(sh kingdoms.Shape, plane int) float32) error {
	obsr, ok := g.(kingdoms.Observer[S])
	if !ok {
		return fmt.Errorf("%s: the game is not a kingdoms.Observer", g.Name())
	}
	rng := rand.New(rand.NewPCG(seed, 0x5851f42d4c957f2d))
	var obs, vector []float32
	var planes []uint8
	var buf []M
	for game := seed; game < seed+uint64(max(games, 0)); game++ {
		s, err := newState(game)
		if err != nil {
			return fmt.Errorf("%s: start state of seed %d: %w", g.Name(), game, err)
		}
		for pos := 0; ; pos++ {
			sh := obsr.ObservationShape(s)
			cells, plane := sh.Planes*sh.Rows*sh.Cols, sh.Rows*sh.Cols
			for p := -1; p <= g.Players(s); p++ {
				where := fmt.Sprintf("%s: seed %d, position %d, player %d", g.Name(), game, pos, p)
				obs = obsr.Observe(s, p, obs)
				planes, vector = compact(s, p, planes, vector)
				if len(planes) != cells {
					return fmt.Errorf("%s: %d plane bytes for %d plane values of Observe", where, len(planes), cells)
				}
				if !slices.Equal(vector, obs[cells:]) {
					return fmt.Errorf("%s: the vector is %v, Observe's %v", where, vector, obs[cells:])
				}
				for j, b := range planes {
					div := float32(1)
					if divisor != nil {
						div = divisor(sh, j/plane)
					}
					if float32(b)/div != obs[j] {
						return fmt.Errorf("%s: plane %d, cell %d: byte %d divided by %v is not Observe's %v", where, j/plane, j%plane, b, div, obs[j])
					}
				}
			}
			if pos == 0 {
				if n := testing.AllocsPerRun(3, func() { planes, vector = compact(s, 0, planes, vector) }); n != 0 {
					return fmt.Errorf("%s: seed %d: %v allocations with buffers of the right size", g.Name(), game, n)
				}
			}
			if g.IsTerminal(s) {
				break
			}
			buf = g.AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				return fmt.Errorf("%s: seed %d: no legal move at position %d, but the game is not over", g.Name(), game, pos)
			}
			m := buf[rng.IntN(len(buf))]
			if s, err = g.Apply(s, m); err != nil {
				return fmt.Errorf("%s: seed %d: legal move %s did not apply at position %d: %w", g.Name(), game, g.FormatMove(m), pos, err)
			}
		}
	}
	return nil
}
