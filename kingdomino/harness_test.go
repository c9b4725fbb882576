package kingdomino

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms"

	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/squaregrid"
	"pgregory.net/rapid"
)

// configs lists every player count with every combination of variants.
func configs() []Config {
	var cs []Config
	for players := 2; players <= 4; players++ {
		for v := range 16 {
			c := Config{Players: players, MiddleKingdom: v&1 != 0, Harmony: v&2 != 0, MightyDuel: v&4 != 0, Dynasty: v&8 != 0}
			if c.MightyDuel && players != 2 {
				continue
			}
			cs = append(cs, c)
		}
	}
	return cs
}

// accessors checks, through the exported read methods only, what validate
// checks of the state's fields: that each kingdom fits its bound, has its
// castle at 0,0 and 1 + 2 x placed squares, and that the 39 crowns of the
// game are all somewhere (kingdoms, discards, lines, deck). It is
// test-only: it checks that the read methods agree with the state.
func accessors(s State) error {
	if s.Players() == 0 {
		return nil
	}
	size := s.KingdomSize()
	crowns := 0
	for p := range s.Players() {
		k := s.Kingdom(p)
		if b := k.Bounds(); b.Rows() > size || b.Cols() > size {
			return fmt.Errorf("player %d's kingdom spans %dx%d, beyond %dx%d", p, b.Rows(), b.Cols(), size, size)
		}
		if k.Square(squaregrid.Point{}).Terrain != Castle {
			return fmt.Errorf("player %d has no castle at 0,0", p)
		}
		placed := len(k.Placements())
		if k.Squares() != 1+2*placed {
			return fmt.Errorf("player %d: %d squares for %d dominoes placed", p, k.Squares(), placed)
		}
		sum := 0
		for _, pl := range k.Placements() {
			sum += pl.Domino.Crowns()
			// Each half reads back square by square, crowns included.
			a, b := pl.Domino.Halves()
			for i, q := range [2]squaregrid.Point{pl.At, pl.At.Neighbor(pl.Dir)} {
				h := [2]Half{a, b}[i]
				if got := k.Square(q); got != Square(h) {
					return fmt.Errorf("player %d: Square(%v) = %+v, domino %v put %+v there", p, q, got, pl.Domino, h)
				}
			}
		}
		if sum != k.Crowns() {
			return fmt.Errorf("player %d: %d crowns in the kingdom, the dominoes placed have %d", p, k.Crowns(), sum)
		}
		crowns += sum
		for _, d := range k.Discards() {
			crowns += d.Crowns()
		}
	}
	acted := 0
	if s.Phase() == Placing || s.Phase() == Picking {
		acted = s.Slot()
		if s.Phase() == Picking {
			acted++
		}
	}
	for _, x := range s.Line()[acted:] {
		crowns += x.Domino.Crowns()
	}
	for _, x := range s.NextLine() {
		crowns += x.Domino.Crowns()
	}
	for _, d := range s.deck[s.drawn:] { // the deck and the removed dominoes
		crowns += d.Crowns()
	}
	if crowns != 39 {
		return fmt.Errorf("%d crowns in kingdoms, discards, lines and deck, want 39", crowns)
	}
	return nil
}

// invariant is what the tests check of every state: the package's
// validate, then accessors.
func invariant(s State) error {
	if err := s.validate(); err != nil {
		return err
	}
	return accessors(s)
}

// harnessConfig is the harness's configuration for the games of c, each
// checked against its own MaxMoves. The harness runs Game.Validate itself.
func harnessConfig(c Config, seeds int) gametest.Config[State, Move] {
	return gametest.Config[State, Move]{
		Game: Game,
		New: func(seed uint64) (State, error) {
			c := c
			c.Seed = seed
			return New(c)
		},
		Seeds:     seeds,
		MaxMoves:  MaxMoves(c),
		Invariant: accessors,
		Compare:   Move.Compare,
	}
}

// TestHarness runs the conformance harness over every player count and every
// combination of variants, twice each.
func TestHarness(t *testing.T) {
	for i, c := range configs() {
		t.Run(fmt.Sprintf("%+v", c), func(t *testing.T) {
			hc := harnessConfig(c, 2)
			hc.FirstSeed = uint64(2 * i)
			gametest.Run(t, hc)
		})
	}
}

// TestHarnessProperty runs the harness as a rapid property, so that a failure
// shrinks to a short game.
func TestHarnessProperty(t *testing.T) {
	cs := configs()
	props := make([]func(*rapid.T), len(cs))
	for i, c := range cs {
		hc := harnessConfig(c, 0)
		hc.Every = 20 // rapid plays 100 games: sample less often than TestHarness
		props[i] = gametest.Property(hc)
	}
	rapid.Check(t, func(t *rapid.T) {
		props[rapid.IntRange(0, len(cs)-1).Draw(t, "config")](t)
	})
}

// TestStepper checks that Game is a kingdoms.Stepper, so that the harness
// runs its "stepper" check (every game of TestHarness replayed in place),
// and that ApplyTo refuses every move that is not legal, from random
// positions of every configuration, with the error of Apply and without
// changing the state (moves legal elsewhere in the game and a few made up).
func TestStepper(t *testing.T) {
	st, ok := Game.(kingdoms.Stepper[State, Move])
	if !ok {
		t.Fatal("Game is not a kingdoms.Stepper")
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i, c := range configs() {
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		var seen []Move // moves legal somewhere in this game
		for !s.IsTerminal() {
			legal := Legal(s)
			seen = append(seen, legal...)
			tries := []Move{PlaceMove(legal[0].Domino(), squaregrid.Pt(9, 0), squaregrid.Up), DiscardMove(legal[0].Domino()), PickMove(legal[0].Domino())}
			for range 8 {
				tries = append(tries, seen[rng.IntN(len(seen))])
			}
			for _, m := range tries {
				if slices.Contains(legal, m) {
					continue
				}
				_, want := Apply(s, m)
				in := s
				err := st.ApplyTo(&in, m)
				if err == nil || want == nil || err.Error() != want.Error() {
					t.Fatalf("%+v: ApplyTo(%v) = %v, Apply gives %v", c, m, err, want)
				}
				if in != s {
					t.Fatalf("%+v: ApplyTo(%v) changed the state with its error", c, m)
				}
			}
			m := legal[rng.IntN(len(legal))]
			if err := st.ApplyTo(&s, m); err != nil {
				t.Fatalf("%+v: ApplyTo(%v) of a legal move: %v", c, m, err)
			}
		}
	}
}
