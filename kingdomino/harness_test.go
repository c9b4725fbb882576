package kingdomino

import (
	"cmp"
	"fmt"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
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

// compareMoves is the documented order of AppendLegal.
func compareMoves(a, b Move) int {
	return cmp.Or(cmp.Compare(a.Action(), b.Action()), cmp.Compare(a.Dir(), b.Dir()),
		cmp.Compare(a.row, b.row), cmp.Compare(a.col, b.col), cmp.Compare(a.domino, b.domino))
}

// invariant checks the rules every reachable state obeys: each kingdom within
// its bound, 1 + 2 x placed squares, every domino in exactly one place, the
// right number of dominoes handled, the crowns conserved.
func invariant(s State) error {
	if s.players == 0 {
		return nil
	}
	size := s.size()
	var where [NumDominoes + 1]string
	put := func(d Domino, place string) error {
		if !d.Valid() {
			return fmt.Errorf("%s holds %v", place, d)
		}
		if where[d] != "" {
			return fmt.Errorf("domino %v is both in %s and in %s", d, where[d], place)
		}
		where[d] = place
		return nil
	}
	crowns := 0
	for p := range int(s.players) {
		k := s.Kingdom(p)
		b := k.Bounds()
		if b.Rows() > size || b.Cols() > size {
			return fmt.Errorf("player %d's kingdom spans %dx%d, beyond %dx%d", p, b.Rows(), b.Cols(), size, size)
		}
		if k.Square(squaregrid0).Terrain != Castle {
			return fmt.Errorf("player %d has no castle at 0,0", p)
		}
		placed := len(k.Placements())
		if k.Squares() != 1+2*placed {
			return fmt.Errorf("player %d: %d squares for %d dominoes placed", p, k.Squares(), placed)
		}
		sum := 0
		for _, pl := range k.Placements() {
			if err := put(pl.Domino, fmt.Sprintf("kingdom %d", p)); err != nil {
				return err
			}
			sum += pl.Domino.Crowns()
		}
		if sum != k.Crowns() {
			return fmt.Errorf("player %d: %d crowns in the kingdom, the dominoes placed have %d", p, k.Crowns(), sum)
		}
		crowns += sum
		for _, d := range k.Discards() {
			if err := put(d, fmt.Sprintf("player %d's discards", p)); err != nil {
				return err
			}
			crowns += d.Crowns()
		}
		if k.Handled() > s.Rounds()*s.kingsPerPlayer() {
			return fmt.Errorf("player %d has handled %d dominoes, more than %d", p, k.Handled(), s.Rounds()*s.kingsPerPlayer())
		}
		if s.IsTerminal() && k.Handled() != s.Rounds()*s.kingsPerPlayer() {
			return fmt.Errorf("player %d has handled %d dominoes at the end, want %d", p, k.Handled(), s.Rounds()*s.kingsPerPlayer())
		}
	}
	acted := 0
	if s.phase == Placing {
		acted = int(s.slot)
	} else if s.phase == Picking {
		acted = int(s.slot) + 1
	}
	for i, x := range s.Line() {
		if i < acted {
			continue
		}
		if err := put(x.Domino, "the line"); err != nil {
			return err
		}
		crowns += x.Domino.Crowns()
	}
	for _, x := range s.NextLine() {
		if err := put(x.Domino, "the next line"); err != nil {
			return err
		}
		crowns += x.Domino.Crowns()
	}
	for _, d := range s.deck[s.drawn:] {
		if err := put(d, "the deck or the removed dominoes"); err != nil {
			return err
		}
		crowns += d.Crowns()
	}
	for d := Domino(1); d <= NumDominoes; d++ {
		if where[d] == "" {
			return fmt.Errorf("domino %v is nowhere", d)
		}
	}
	if crowns != 39 {
		return fmt.Errorf("%d crowns in kingdoms, discards, lines and deck, want 39", crowns)
	}
	return nil
}

var squaregrid0 = Move{}.At()

func harnessConfig() gametest.Config[State, Move] {
	cs := configs()
	return gametest.Config[State, Move]{
		Game: Game,
		New: func(seed uint64) (State, error) {
			c := cs[seed%uint64(len(cs))]
			c.Seed = seed
			return New(c)
		},
		Seeds:     2 * len(cs),
		MaxMoves:  MaxMoves,
		Invariant: invariant,
		Compare:   compareMoves,
	}
}

// TestHarness runs the conformance harness over every player count and every
// combination of variants, twice each.
func TestHarness(t *testing.T) {
	gametest.Run(t, harnessConfig())
}

// TestHarnessProperty runs the harness as a rapid property, so that a failure
// shrinks to a short game.
func TestHarnessProperty(t *testing.T) {
	c := harnessConfig()
	c.Every = 20 // rapid plays 100 games: sample less often than TestHarness
	rapid.Check(t, gametest.Property(c))
}
