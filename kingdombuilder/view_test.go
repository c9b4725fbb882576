package kingdombuilder

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestView(t *testing.T) {
	s := endTurn(t, firstGame(t, 3)) // player 1 to move
	v := s.View(0)
	if _, ok := v.Hand(0); !ok {
		t.Errorf("the viewer's own card is hidden")
	}
	if got, ok := v.Hand(1); !ok || got != s.CurrentCard() {
		t.Errorf("the card of the player to move is hidden (revealed at the start of the turn)")
	}
	if _, ok := v.Hand(2); ok {
		t.Errorf("player 2's card is visible to player 0")
	}
	if v.DeckSize() != s.DeckSize() {
		t.Errorf("view deck size %d, want %d", v.DeckSize(), s.DeckSize())
	}
	for i := range v.deck {
		if v.deck[i] != NoTerrain {
			t.Fatalf("the deck order shows in the view")
		}
	}
	if !v.View(0).Equal(v) {
		t.Errorf("View of a view differs")
	}
	// A view is for reading and for Determinize: no move, every move
	// refused with ErrBadArgument, the reads as in the state.
	if got := Legal(v); len(got) != 0 {
		t.Errorf("Legal of a view: %v, want none", got)
	}
	for _, m := range Legal(s) {
		if _, err := Apply(v, m); !errors.Is(err, kingdoms.ErrBadArgument) || !strings.Contains(err.Error(), "this is player 0's view: Determinize it first") {
			t.Fatalf("Apply(view, %v) = %v, want ErrBadArgument saying to Determinize it first", m, err)
		}
	}
	if v.IsTerminal() || v.ToMove() != s.ToMove() || !slices.Equal(v.Winners(), s.Winners()) {
		t.Errorf("a view's reads differ from the state's")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		d := determinized(v, 0, rng)
		if !d.View(0).Equal(v) {
			t.Fatalf("Determinize changed what player 0 sees")
		}
		if err := checkInvariants(d); err != nil {
			t.Fatal(err)
		}
		for _, tr := range cardTerrains {
			if d.discard[tr] != s.discard[tr] || d.removed[tr] != s.removed[tr] {
				t.Fatalf("Determinize changed the public discard pile")
			}
		}
	}
	// Over many determinizations, player 2's hidden card takes several values.
	seen := map[Terrain]bool{}
	for range 50 {
		c, _ := determinized(v, 0, rng).Hand(2)
		seen[c] = true
	}
	if len(seen) < 2 {
		t.Errorf("Determinize always deals player 2 the same card: %v", seen)
	}
}

// TestViewGenericTools: the root package's tools on a view return the
// view's error, wrapping ErrBadArgument, and never play it (issue: a
// playout on a view used to panic in the random stepper).
func TestViewGenericTools(t *testing.T) {
	s := endTurn(t, firstGame(t, 3))
	v := s.View(0)
	rng := rand.New(rand.NewPCG(1, 2))
	check := func(name string, err error) {
		t.Helper()
		if !errors.Is(err, kingdoms.ErrBadArgument) || !strings.Contains(err.Error(), "Determinize it first") {
			t.Errorf("%s on a view: %v, want ErrBadArgument saying to Determinize it first", name, err)
		}
	}
	_, n, err := kingdoms.Playout(Game, v, rng, 0)
	check("Playout", err)
	if n != 0 {
		t.Errorf("Playout played %d moves on a view", n)
	}
	_, _, _, err = kingdoms.PlayoutWith(Game, v, rng, 0, nil)
	check("PlayoutWith", err)
	w := v
	_, _, err = kingdoms.PlayoutTo(Game, &w, rng, 0, nil)
	check("PlayoutTo", err)
	if !w.Equal(v) {
		t.Errorf("PlayoutTo changed the view")
	}
	_, err = kingdoms.Replay(Game, v, Legal(s)[:1])
	check("Replay", err)
	g := Game.(interface {
		kingdoms.RandomStepper[State, Move]
		kingdoms.Sampler[State, Move]
	})
	if _, ok, _ := g.StepRandom(nil, &w, rng); ok || !w.Equal(v) {
		t.Errorf("StepRandom played on a view")
	}
	if _, ok, _ := g.SampleLegal(nil, &w, rng); ok {
		t.Errorf("SampleLegal drew a move on a view")
	}
}
