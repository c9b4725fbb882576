package kingdombuilder

import (
	"testing"
)

// cardsGame returns the start of a 2-player Nomads game on the first
// game's board (seed 1: player 0 holds desert) with the 3 Nomads cards.
func cardsGame(t testing.TB) State {
	t.Helper()
	c := FirstGame(2, 1)
	c.Nomads = true
	c.Cards = [3]Card{Families, Shepherds, Ambassadors}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if card, _ := s.Hand(0); card != Desert {
		t.Fatalf("player 0 holds %v, the tests need desert", card)
	}
	return s
}

// cardPoints returns player p's part of card c in Scores.
func cardPoints(s State, c Card, p int) int { return partOf(s.Scores()[p].Parts, c.String()) }

// TestShepherds is the rulebooks' example (rulebook 003 and 002,
// "Bergers"): 2 points for a settlement built with no free hex of its
// terrain next to it. Built in the order A, B, C, the last one fills the
// area and scores; in the order C, B, A none does (A still touches a free
// hex of its terrain). A = 0,17, B = 0,18, C = 0,19 (desert); the
// opponent holds the other desert hexes next to B and C; 0,16, next to A,
// stays free.
func TestShepherds(t *testing.T) {
	s := cardsGame(t)
	s = playedRound(put(t, s, 1, "1,17", "1,18", "1,19"))
	abc := mustApply(t, s, "place 0,17", "place 0,18")
	if got := cardPoints(abc, Shepherds, 0); got != 0 {
		t.Errorf("Shepherds after A and B: %d, want 0", got)
	}
	abc = mustApply(t, abc, "place 0,19")
	if got := cardPoints(abc, Shepherds, 0); got != 2 {
		t.Errorf("Shepherds, order ABC: %d, want 2", got)
	}
	cba := mustApply(t, s, "place 0,19", "place 0,18", "place 0,17")
	if got := cardPoints(cba, Shepherds, 0); got != 0 {
		t.Errorf("Shepherds, order CBA: %d, want 0", got)
	}
	// Scored during play, not at the end: the points stay whatever
	// happens next to C (a settlement moved away does not take them back).
	if err := roundTrip(abc); err != nil {
		t.Error(err)
	}
}

// TestAmbassadors is the rulebooks' example (rulebook 003 and 002,
// "Ambassadeurs"): 1 point per settlement built next to another player's
// settlement; the 3 settlements of the turn score 1, 0 and 1, 2 in all.
// The opponent stands on 0,12 and 1,15.
func TestAmbassadors(t *testing.T) {
	s := cardsGame(t)
	s = put(t, s, 1, "0,12", "1,15")
	var got []int
	for _, h := range []string{"0,13", "0,14", "1,14"} {
		before := cardPoints(s, Ambassadors, 0)
		s = mustApply(t, s, "place "+h)
		got = append(got, cardPoints(s, Ambassadors, 0)-before)
	}
	if got[0] != 1 || got[1] != 0 || got[2] != 1 {
		t.Errorf("Ambassadors per settlement: %v, want [1 0 1]", got)
	}
	if n := cardPoints(s, Ambassadors, 0); n != 2 {
		t.Errorf("Ambassadors: %d, want 2", n)
	}
	if s.CardScore(Ambassadors, 0) != 2 || s.CardScore(Ambassadors, 1) != 0 {
		t.Errorf("CardScore disagrees with Scores")
	}
}

// TestFamilies is the rulebooks' example (rulebook 003 and 002,
// "Familles"): 2 points when the 3 settlements of the mandatory action
// are neighbours in a straight line (horizontal or diagonal), in any
// order; nothing for a bent line.
func TestFamilies(t *testing.T) {
	s := cardsGame(t)
	// Horizontal, built from the middle: 0,17 0,16 0,18.
	h := mustApply(t, s, "place 0,17", "place 0,16", "place 0,18")
	if got := cardPoints(h, Families, 0); got != 2 {
		t.Errorf("Families, horizontal line: %d, want 2", got)
	}
	// Diagonal (south-east from 0,16): 0,16 1,16 2,17.
	d := mustApply(t, s, "place 1,16", "place 2,17", "place 0,16")
	if got := cardPoints(d, Families, 0); got != 2 {
		t.Errorf("Families, diagonal line: %d, want 2", got)
	}
	// Bent: 0,17, its south-east neighbour 1,17, whose south-west
	// neighbour is 2,17.
	b := mustApply(t, s, "place 0,17", "place 1,17", "place 2,17")
	if got := cardPoints(b, Families, 0); got != 0 {
		t.Errorf("Families, bent line: %d, want 0", got)
	}
	// Two turns in a row: 2 each time.
	if err := roundTrip(mustApply(t, s, "place 0,17", "place 0,16")); err != nil {
		t.Error(err)
	}
	h = mustApply(t, h, "end")
	h = finishTurn(t, h)
	h = setHand(h, 0, Desert)
	h = mustApply(t, h, "place 1,17", "place 1,18", "place 1,19")
	if got := cardPoints(h, Families, 0); got != 4 {
		t.Errorf("Families after two lines: %d, want 4", got)
	}
}

// TestNomadsCardsNotForMoves: a settlement moved (here by a Resettlement)
// scores nothing for Shepherds and Ambassadors, built ones do, and a
// Donation's settlements count (rulebook 003: "après chaque cité que vous
// placez ..., que ce soit lors de votre action obligatoire ou d'une action
// spéciale").
func TestNomadsCardsNotForMoves(t *testing.T) {
	s := cardsGame(t)
	s = put(t, s, 1, "1,17", "1,18", "1,19")
	s = put(t, s, 0, "2,17") // desert, next to none of the opponent's settlements
	s = giveNomad(s, 0, Resettlement)
	// 2,17 steps to 1,16, next to the opponent's 1,17: no Ambassadors
	// point for a move.
	m := mustApply(t, s, "nomad resettlement 2,17>1,16")
	if got := cardPoints(m, Ambassadors, 0) + cardPoints(m, Shepherds, 0); got != 0 {
		t.Errorf("a moved settlement scored %d", got)
	}
	g := giveNomad(s, 0, DonationDesert)
	g = mustApply(t, g, "nomad donation-desert 1,16")
	if got := cardPoints(g, Ambassadors, 0); got != 1 {
		t.Errorf("a Donation's settlement next to the opponent: Ambassadors %d, want 1", got)
	}
}
