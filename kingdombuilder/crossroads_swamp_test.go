package kingdombuilder

import (
	"errors"

	"github.com/boardrules/kingdoms"
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"pgregory.net/rapid"
)

// swampCrossConfig returns a game of Crossroads and Marshlands for a seed:
// 1 to 3 sample Crossroads sections and sample Marshlands sections (with
// their swamps, so the 5 swamp cards are in the deck) at random positions
// and turns, 2 to 5 players (5 with Nomads), the cards drawn from every
// pool, the Scouts in one game of three.
func swampCrossConfig(seed uint64) Config {
	r := rand.New(rand.NewPCG(seed, 0x7377616d70))
	players := 2 + int(seed%4)
	cross := SampleCrossroadsSections()
	marsh := SampleMarshlandsQuadrants()
	k := 1 + int(seed/4%3)
	var pool []Quadrant
	for _, i := range r.Perm(len(cross))[:k] {
		pool = append(pool, Quadrant{Custom: cross[i]})
	}
	for _, i := range r.Perm(len(marsh))[:4-k] {
		pool = append(pool, marsh[i])
	}
	var quads [4]Quadrant
	for q, i := range r.Perm(4) {
		quads[q] = pool[i]
		quads[q].Turned = r.IntN(2) == 1
	}
	c := Config{Players: players, Nomads: players == 5, Crossroads: true, Marshlands: true, Seed: seed, Quadrants: quads}
	if seed%3 == 0 {
		m := MarshlandsCards()
		c.Cards = [3]Card{Scouts, m[seed/3%6], BaseCards()[seed%10]}
		if c.Cards[1] == Scouts {
			c.Cards[1] = Geologists
		}
	}
	return c
}

// TestCrossroadsSwampHarness runs the harness (legal moves, notation, JSON,
// View and Determinize at every step) on games of Crossroads with the swamp
// cards of Marshlands.
func TestCrossroadsSwampHarness(t *testing.T) {
	c := harnessConfig()
	c.New = func(seed uint64) (State, error) { return New(swampCrossConfig(seed)) }
	c.Seeds = 5 // 2 to 5 players, the Scouts in seeds 0 and 3
	gametest.Run(t, c)
}

// TestCrossroadsSwampProperty plays random games of Crossroads with the
// swamp cards, with the Crossroads checks at every move.
func TestCrossroadsSwampProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := New(swampCrossConfig(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		playCrossroads(t, s, true)
	})
}

// TestCrossroadsSwampCoverage: random games of swampCrossConfig do meet a
// swamp card as second card in a choice, as the main card in a choice, and
// as the Fort's card, so the harness above checks them.
func TestCrossroadsSwampCoverage(t *testing.T) {
	var second, main, fort, half uint8
	for seed := uint64(0); seed < 24; seed++ {
		s, err := New(swampCrossConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		for n := 0; !s.IsTerminal() && n < maxGameMoves; n++ {
			x := &s.x.crossroads
			if x.choosing {
				second += boolInt(isSwampCard(x.extra[s.toMove]))
				main += boolInt(isSwampCard(s.hand[s.toMove]))
			}
			fort += boolInt(isSwampCard(x.fort))
			legal := Legal(s)
			m := legal[r.IntN(len(legal))]
			if m.Kind() == MarshlandsAction && s.x.marshlands.playing == NoTerrain && isSwampCard(s.hand[s.toMove]) && x.choosing {
				t.Fatalf("%v before the Crossroads choice", m)
			}
			prev := s
			if s, err = Apply(s, m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			if CrossroadsCode(m.Code()) >= ChooseSwamp && m.Kind() == CrossroadsAction && prev.x.marshlands.playing == NoTerrain {
				half++
			}
		}
	}
	t.Logf("choices with a swamp card second %d, main %d; swamp cards chosen %d; Fort swamp cards %d", second, main, half, fort)
	if second == 0 || main == 0 || fort == 0 || half == 0 {
		t.Errorf("some combination never came up: second %d, main %d, chosen %d, Fort %d", second, main, half, fort)
	}
}

// swampCrossGame returns the start of a 2-player game of Crossroads and
// Marshlands on the sample sections: Barracks and Crossroads, City Hall
// and Fort, and two Marshlands samples with swamps (Crossroads at 7,6,
// Fort at 6,17). Player 0 holds grass and a settlement at 7,5, next to the
// Crossroads, and 6,16, next to the Fort; player 1 holds swamp/desert.
func swampCrossGame(t testing.TB) State {
	t.Helper()
	q := func(name string) Quadrant {
		c, ok := SampleSection(name)
		if !ok {
			t.Fatalf("no sample section %s", name)
		}
		return Quadrant{Custom: c}
	}
	c := Config{Players: 2, Seed: 3, Crossroads: true, Marshlands: true, Cards: [3]Card{Fishermen, Knights, Merchants},
		Quadrants: [4]Quadrant{q("sample-crossroads-2"), q("sample-crossroads-3"), q("sample-marshlands-temple"), q("sample-marshlands-refuge")}}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if s.hand[0] != Grass {
		t.Fatalf("player 0 holds %v, want grass", s.hand[0])
	}
	return put(t, s, 0, "7,5", "6,16")
}

// stack puts the given cards on top of the draw pile, to be drawn in that
// order (a test fixture).
func stack(t testing.TB, s State, cards ...Terrain) State {
	t.Helper()
	for i, c := range cards {
		top := int(s.deckLen) - 1 - i
		found := false
		for j := 0; j <= top && !found; j++ {
			if s.deck[j] == c {
				s.deck[j], s.deck[top] = s.deck[top], s.deck[j]
				found = true
			}
		}
		if !found {
			t.Fatalf("stack: no %v card left in the draw pile", c)
		}
	}
	return s
}

// secondCardTurn plays player 0's first turn with the Crossroads tile at
// 7,6 and player 1's turn, the draw pile stacked so that player 0 then
// holds main (drawn at the end of its turn) and second (the Crossroads'
// card), and player 1 draws next.
func secondCardTurn(t testing.TB, main, second, next Terrain) State {
	t.Helper()
	s := swampCrossGame(t)
	s = giveTile(t, s, 0, "7,6")
	s = stack(t, s, main, second, next)
	s = endMyTurn(t, s)
	if got := s.x.crossroads.extra[0]; got != second {
		t.Fatalf("player 0's second card %v, want %v", got, second)
	}
	return endMyTurn(t, s)
}

// TestCrossroadsSwampSecondCard: a swamp card as the Crossroads' second
// card. The player chooses the card first ("crossroads choose
// swamp/flower"), then its half ("marshlands play swamp": 2 settlements on
// swamp); the other card and the swamp card are both discarded at the end
// of the turn, the swamp card to the swamp cards' discard pile.
func TestCrossroadsSwampSecondCard(t *testing.T) {
	card := swampCardBase | Flower
	s := secondCardTurn(t, Desert, card, Canyon)
	if s.toMove != 0 || !s.x.crossroads.choosing {
		t.Fatalf("player %d to move, choosing %v", s.toMove, s.x.crossroads.choosing)
	}
	if got, want := movesOf(s, ""), []string{"crossroads choose desert", "crossroads choose swamp/flower"}; !equalStrings(got, want) {
		t.Fatalf("legal moves: %v, want %v", got, want)
	}
	if tr, ok := s.SecondCard(0); tr != Swamp || !ok {
		t.Errorf("SecondCard: %v %v, want swamp", tr, ok)
	}
	if o, ok := s.SecondSwampCard(0); o != Flower || !ok {
		t.Errorf("SecondSwampCard: %v %v, want flower", o, ok)
	}
	if _, err := Apply(s, ChooseSwampHalf(Swamp)); err == nil {
		t.Errorf("the half chosen before the card")
	}
	if err := jsonRoundTrip(s); err != nil {
		t.Errorf("JSON while choosing: %v", err)
	}

	sw := mustApply(t, s, "crossroads choose swamp/flower")
	if got, want := movesOf(sw, ""), []string{"marshlands play flower", "marshlands play swamp"}; !equalStrings(got, want) {
		t.Fatalf("after choosing the swamp card: %v, want %v", got, want)
	}
	if o, ok := sw.SwampCard(0); o != Flower || !ok {
		t.Errorf("SwampCard after the choice: %v %v", o, ok)
	}
	if tr, ok := sw.SecondCard(0); tr != Desert || !ok {
		t.Errorf("the card not chosen: %v %v, want desert", tr, ok)
	}
	if err := jsonRoundTrip(sw); err != nil {
		t.Errorf("JSON before the half: %v", err)
	}
	sw = mustApply(t, sw, "marshlands play swamp")
	if sw.Quota() != 2 || sw.CurrentCard() != Swamp {
		t.Fatalf("swamp half: quota %d, card %v", sw.Quota(), sw.CurrentCard())
	}
	if err := jsonRoundTrip(sw); err != nil {
		t.Errorf("JSON after the half: %v", err)
	}
	desert := sw.discard[Desert]
	sw = endMyTurn(t, sw)
	if sw.x.marshlands.discard&^s.x.marshlands.discard != 1<<Flower || sw.discard[Desert] != desert+1 {
		t.Errorf("discards: swamp cards %b, desert %d -> %d", sw.x.marshlands.discard, desert, sw.discard[Desert])
	}
	if err := checkInvariants(sw); err != nil {
		t.Error(err)
	}

	// The other card: the swamp card is discarded unplayed.
	de := mustApply(t, s, "crossroads choose desert")
	if de.Quota() != 3 || de.CurrentCard() != Desert || len(movesOf(de, "marshlands play")) != 0 {
		t.Fatalf("desert chosen: quota %d, card %v", de.Quota(), de.CurrentCard())
	}
	de = endMyTurn(t, de)
	if de.x.marshlands.discard&^s.x.marshlands.discard != 1<<Flower {
		t.Errorf("the swamp card not chosen is discarded: %b", de.x.marshlands.discard)
	}
	if err := checkInvariants(de); err != nil {
		t.Error(err)
	}
}

// TestCrossroadsSwampMainCard: a swamp card as the main card with a
// second card: its half waits for the choice of the card.
func TestCrossroadsSwampMainCard(t *testing.T) {
	card := swampCardBase | Canyon
	s := secondCardTurn(t, card, Desert, Flower)
	if h, ok := s.Hand(0); h != Swamp || !ok || s.x.marshlands.playing != NoTerrain {
		t.Fatalf("the main card: %v %v, half chosen %v", h, ok, s.x.marshlands.playing)
	}
	if got, want := movesOf(s, ""), []string{"crossroads choose desert", "crossroads choose swamp/canyon"}; !equalStrings(got, want) {
		t.Fatalf("legal moves: %v, want %v", got, want)
	}
	if err := jsonRoundTrip(s); err != nil {
		t.Errorf("JSON: %v", err)
	}
	ca := mustApply(t, s, "crossroads choose swamp/canyon", "marshlands play canyon")
	if ca.Quota() != 3 || ca.CurrentCard() != Canyon {
		t.Errorf("canyon half: quota %d, card %v", ca.Quota(), ca.CurrentCard())
	}
	de := mustApply(t, s, "crossroads choose desert")
	if tr, ok := de.SecondCard(0); tr != Swamp || !ok {
		t.Errorf("the swamp card left aside reads %v %v", tr, ok)
	}
	de = endMyTurn(t, de)
	if de.x.marshlands.discard&^s.x.marshlands.discard != 1<<Canyon {
		t.Errorf("the swamp card not chosen is discarded: %b", de.x.marshlands.discard)
	}
}

// fill occupies every free hex of the given terrains (a test fixture: they
// read as walls).
func fill(s State, terrains ...Terrain) State {
	for _, tr := range terrains {
		s.occupied = s.occupied.Union(s.g.terrainSet[tr])
	}
	s.setNear()
	return s
}

// TestCrossroadsSwampHalves: with one half of the chosen swamp card
// playable, the half is chosen at once after the card; a swamp second card
// with no playable half is removed from the game and replaced, like a main
// card.
func TestCrossroadsSwampHalves(t *testing.T) {
	card := swampCardBase | Flower
	s := secondCardTurn(t, Desert, card, Canyon)
	one := fill(s, Swamp)
	one = mustApply(t, one, "crossroads choose swamp/flower")
	if one.CurrentCard() != Flower || one.Quota() != 3 || len(movesOf(one, "marshlands play")) != 0 {
		t.Errorf("only the flower half: card %v, quota %d, %v", one.CurrentCard(), one.Quota(), movesOf(one, ""))
	}

	// No half playable: swamp and flower full during player 1's turn.
	s = swampCrossGame(t)
	s = giveTile(t, s, 0, "7,6")
	s = stack(t, s, Desert, card, Canyon, Grass)
	s = endMyTurn(t, s)
	s = fill(s, Swamp, Flower)
	s = endMyTurn(t, s)
	if s.x.marshlands.removed != 1<<Flower || s.x.crossroads.extra[0] != Grass || !s.x.crossroads.choosing {
		t.Errorf("unplayable swamp card: removed %b, second card %v", s.x.marshlands.removed, s.x.crossroads.extra[0])
	}
}

// TestCrossroadsSwampFort: the Fort draws a swamp card. Its settlement
// goes on a free hex of either half, the adjacency rule applying within
// each (ruling); the card goes to the swamp cards' discard pile.
func TestCrossroadsSwampFort(t *testing.T) {
	card := swampCardBase | Forest
	s := swampCrossGame(t)
	s = giveTile(t, s, 0, "6,17")
	s = stack(t, s, card)
	s = mustApply(t, s, "crossroads fort")
	if tr, ok := s.FortCard(); tr != Swamp || !ok {
		t.Fatalf("FortCard: %v %v", tr, ok)
	}
	if o, ok := s.FortSwampCard(); o != Forest || !ok {
		t.Fatalf("FortSwampCard: %v %v", o, ok)
	}
	// The expected targets, computed hex by hex.
	var want []string
	for _, half := range []Terrain{Swamp, Forest} {
		var near, all []string
		for h := 0; h < boardRows*boardCols; h++ {
			if s.g.terrain[h] != half || s.occupied.Has(h) || s.x.crossroads.blocked.Has(h) {
				continue
			}
			all = append(all, "crossroads fort "+hexText(h))
			for _, n := range grid.Neighbors(h) {
				if s.own[0].Has(n) {
					near = append(near, "crossroads fort "+hexText(h))
					break
				}
			}
		}
		if len(near) > 0 {
			want = append(want, near...)
		} else {
			want = append(want, all...)
		}
	}
	sameMoves(t, "Fort targets", movesOf(s, ""), want)
	halves := map[Terrain]int{}
	for _, m := range want {
		halves[s.g.terrain[mustParse(t, m).to()]]++
	}
	if halves[Swamp] == 0 || halves[Forest] == 0 || halves[Forest] == s.freeOf(Forest).Count() {
		t.Errorf("the fixture should offer both halves, forest next to the settlements only: %v", halves)
	}
	if err := jsonRoundTrip(s); err != nil {
		t.Errorf("JSON with a swamp Fort card: %v", err)
	}
	v := s.View(1)
	if o, ok := v.FortSwampCard(); o != Forest || !ok {
		t.Errorf("the Fort's card is public: %v %v", o, ok)
	}
	if err := checkInvariants(determinized(v, 1, rand.New(rand.NewPCG(1, 1)))); err != nil {
		t.Errorf("Determinize with a swamp Fort card: %v", err)
	}
	before := s.x.marshlands.discard
	s = mustApply(t, s, movesOf(s, "")[0])
	if s.x.marshlands.discard&^before != 1<<Forest || s.x.crossroads.fort != NoTerrain {
		t.Errorf("after the Fort: swamp discard %b, fort %v", s.x.marshlands.discard, s.x.crossroads.fort)
	}
	if err := checkInvariants(s); err != nil {
		t.Error(err)
	}
}

// TestCrossroadsSwampView: a hidden second card may be a swamp card;
// Determinize deals the swamp cards a player cannot locate to the hidden
// cards and the draw pile, and keeps those it sees.
func TestCrossroadsSwampView(t *testing.T) {
	card := swampCardBase | Flower
	s := swampCrossGame(t)
	s = giveTile(t, s, 0, "7,6")
	s = stack(t, s, Desert, card, Canyon)
	s = endMyTurn(t, s) // player 1 to move; player 0 holds desert and swamp/flower
	mine := s.View(0)
	if o, ok := mine.SecondSwampCard(0); o != Flower || !ok {
		t.Fatalf("player 0 sees its swamp second card: %v %v", o, ok)
	}
	theirs := s.View(1)
	if _, ok := theirs.SecondCard(0); ok {
		t.Fatal("player 1 sees player 0's second card")
	}
	sawSwamp := false
	for seed := uint64(0); seed < 40; seed++ {
		d := determinized(theirs, 1, rand.New(rand.NewPCG(seed, 7)))
		if err := checkInvariants(d); err != nil {
			t.Fatalf("Determinize for player 1: %v", err)
		}
		sawSwamp = sawSwamp || isSwampCard(d.x.crossroads.extra[0])
		k := determinized(mine, 0, rand.New(rand.NewPCG(seed, 7)))
		if k.x.crossroads.extra[0] != card {
			t.Fatalf("Determinize for player 0 changed its own second card to %v", k.x.crossroads.extra[0])
		}
		if err := checkInvariants(k); err != nil {
			t.Fatalf("Determinize for player 0: %v", err)
		}
	}
	if !sawSwamp {
		t.Error("Determinize never dealt a swamp card to the hidden second card")
	}
	if err := jsonRoundTrip(theirs); err != nil {
		t.Errorf("JSON of the view: %v", err)
	}
}

// TestCrossroadsSwampNotation: the choice of a swamp card reads back; bad
// names are refused.
func TestCrossroadsSwampNotation(t *testing.T) {
	for _, o := range cardTerrains {
		m := ChooseSwampCard(o)
		text := "crossroads choose swamp/" + o.String()
		if m.String() != text || mustParse(t, text) != m {
			t.Errorf("%v: %q reads back as %v", o, m.String(), mustParse(t, text))
		}
	}
	for _, bad := range []string{"crossroads choose swamp/swamp", "crossroads choose swamp/water", "crossroads choose swamp/", "crossroads choose swamp"} {
		if m, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("%q: %v, %v", bad, m, err)
		}
	}
	for _, m := range []Move{newAction(CrossroadsAction, uint8(ChooseSwamp), -1, -1), newAction(CrossroadsAction, uint8(ChooseSwamp)+uint8(Water), -1, -1), newAction(CrossroadsAction, uint8(ChooseSwamp)+9, -1, -1)} {
		if validCrossroads(m) {
			t.Errorf("code %d is valid", m.code())
		}
	}
}

// BenchmarkRandomGameCrossroadsSwamp plays whole random 4-player games of
// Crossroads and Marshlands on 2 sample Crossroads and 2 sample Marshlands
// sections (the swamp cards in the deck), as BenchmarkRandomGame plays its
// games.
func BenchmarkRandomGameCrossroadsSwamp(b *testing.B) {
	cross, marsh := SampleCrossroadsSections(), SampleMarshlandsQuadrants()
	gametest.BenchmarkPlayouts(b, Game, func(seed uint64) (State, error) {
		quads := [4]Quadrant{{Custom: cross[seed%4]}, marsh[seed%4], {Custom: cross[(seed+2)%4]}, marsh[(seed+1)%4]}
		return New(Config{Players: 4, Crossroads: true, Marshlands: true, Seed: seed, Quadrants: quads})
	})
}
