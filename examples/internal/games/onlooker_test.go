package games

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// TestOnlookerView plays random games of each game, with the variants that
// hide more (Crossroads' second cards), and checks at every position that
// the onlooker's view shows no hand (but the Kingdom Builder card of the
// player to move, shown to the table), no deck order and no generator, and
// that it is no more than any player's view (that player's View of it is
// itself).
func TestOnlookerView(t *testing.T) {
	check := func(t *testing.T, tb Table, s, v any, at int) {
		t.Helper()
		switch s := s.(type) {
		case kingdomino.State:
			v := v.(kingdomino.State)
			for p := range s.Players() {
				if !v.View(p).Equal(s.View(p)) {
					t.Fatalf("position %d: the onlooker's Kingdomino view, as player %d's, is not player %d's view", at, p, p)
				}
			}
		case kingdombuilder.State:
			v := v.(kingdombuilder.State)
			for p := range s.Players() {
				_, shown := v.Hand(p)
				if shown && (s.IsTerminal() || p != s.ToMove()) {
					t.Fatalf("position %d: the onlooker sees player %d's card", at, p)
				}
			}
			for p := range s.Players() {
				if v.View(p).String() != v.String() {
					t.Fatalf("position %d: player %d's view of the onlooker's view hides more", at, p)
				}
			}
		case arkadia.State:
			v := v.(arkadia.State)
			for p := range s.Players() {
				if !v.Hidden(p) || len(v.Hand(p)) != 0 && v.Hand(p)[0] != (arkadia.Card{}) {
					t.Fatalf("position %d: the onlooker sees player %d's hand %v", at, p, v.Hand(p))
				}
				if !v.View(p).Equal(v) {
					t.Fatalf("position %d: player %d's view of the onlooker's view hides more", at, p)
				}
			}
		default:
			t.Fatalf("no check for %T", s)
		}
		doc, err := tb.SaveView(at, Onlooker)
		if err != nil || !json.Valid(doc) {
			t.Fatalf("position %d: the onlooker's document: %v", at, err)
		}
	}
	for _, c := range []struct {
		e        Entry
		variants []string
	}{
		{mustLookup(t, "kingdomino"), nil},
		{mustLookup(t, "kingdomino"), []string{"dynasty"}},
		{mustLookup(t, "kingdombuilder"), nil},
		{mustLookup(t, "kingdombuilder"), []string{"crossroads"}},
		{mustLookup(t, "arkadia"), nil},
	} {
		t.Run(c.e.Name, func(t *testing.T) {
			tb, err := c.e.Start(Config{Players: 3, Seed: 5, Variants: c.variants}, []Seat{{Kind: Random}, {Kind: Random}, {Kind: Random}})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			for !tb.IsTerminal() && tb.Moves() < 2000 {
				if _, err := tb.BotMove(); err != nil {
					t.Fatal(err)
				}
				if r.IntN(4) != 0 && !tb.IsTerminal() {
					continue
				}
				at := tb.Positions() - 1
				s, v := positionAndOnlooker(t, tb, at)
				check(t, tb, s, v, at)
			}
			if !tb.IsTerminal() {
				t.Fatal("the game did not end")
			}
			at := tb.Positions() - 1
			s, v := positionAndOnlooker(t, tb, at)
			check(t, tb, s, v, at)
			if _, err := tb.Snapshot(at, Onlooker); err != nil {
				t.Fatal(err)
			}
			if _, err := tb.Snapshot(at, -3); err == nil {
				t.Error("seat -3 accepted")
			}
		})
	}
}

func mustLookup(t *testing.T, name string) Entry {
	t.Helper()
	e, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// positionAndOnlooker returns the state at position at of tb and the
// onlooker's view of it.
func positionAndOnlooker(t *testing.T, tb Table, at int) (s, v any) {
	t.Helper()
	switch tb := tb.(type) {
	case *table[kingdomino.State, kingdomino.Move]:
		s, _ := tb.position(at)
		return s, onlookerView(tb, s)
	case *table[kingdombuilder.State, kingdombuilder.Move]:
		s, _ := tb.position(at)
		return s, onlookerView(tb, s)
	case *table[arkadia.State, arkadia.Move]:
		s, _ := tb.position(at)
		return s, onlookerView(tb, s)
	}
	t.Fatalf("no case for %T", tb)
	return nil, nil
}
