package arkadia

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// Players in the rulebook's examples (rules/004): yellow, orange, green and
// violet.
const (
	yellow = 0
	orange = 1
	green  = 2
	violet = 3
)

// position is a hand-made position on the default edition (its pieces need
// not be linked to the lot, so it may not be reachable by play, but every
// count is conserved), with the lot at
// its default place (g5, rows 5-7, columns g-j) and an empty board.
type position struct {
	t *testing.T
	s State
}

func newPosition(t *testing.T, players int) *position {
	t.Helper()
	s, err := New(Config{Players: players, Seed: 7, Lot: &Lot{Square{4, 6}, 0}})
	if err != nil {
		t.Fatal(err)
	}
	return &position{t, s}
}

func sqs(t *testing.T, list string) []Square {
	t.Helper()
	var out []Square
	for _, f := range strings.Fields(list) {
		q, ok := parseSquare(f)
		if !ok {
			t.Fatalf("bad square %q", f)
		}
		out = append(out, q)
	}
	return out
}

// takeCard removes a card of kind k from the pile (or, failing that, from
// the face-up cards or a hand, replaced from the pile) so that the cards stay
// conserved when a building is put on the board by hand.
func (p *position) takeCard(k int) {
	s := &p.s
	if s.pile[k] > 0 {
		s.pile[k]--
		s.pileN--
		return
	}
	if s.removeFace(uint8(k)) {
		s.addFace(s.drawPile())
		return
	}
	for q := range int(s.players) {
		if s.removeHand(q, uint8(k)) {
			s.addHand(q, s.drawPile())
			return
		}
	}
	p.t.Fatalf("no card %v left", s.ed.kinds[k])
}

// giveCard puts card c in player q's hand, swapping it with the first card
// of that hand wherever c lies.
func (p *position) giveCard(q int, c Card) {
	s := &p.s
	k := uint8(s.ed.kindOf(c))
	for i := range int(s.handN[q]) {
		if s.hand[q][i] == k {
			return
		}
	}
	h := s.hand[q][0]
	s.removeHand(q, h)
	switch {
	case s.pile[k] > 0:
		s.pile[k]--
		s.pile[h]++
	case s.removeFace(k):
		s.addFace(h)
	default:
		for o := range int(s.players) {
			if s.removeHand(o, k) {
				s.addHand(o, h)
				break
			}
		}
	}
	s.addHand(q, k)
	if err := checkCounts(*s); err != nil {
		p.t.Fatal(err)
	}
}

// building lays card c on the given squares; it returns the building index.
func (p *position) building(c string, squares string) int {
	t := p.t
	t.Helper()
	s := &p.s
	card, err := parseCard(c)
	if err != nil {
		t.Fatal(err)
	}
	k := s.ed.kindOf(card)
	var pts []squaregrid.Point
	var cells squaregrid.Set
	for _, q := range sqs(t, squares) {
		pts = append(pts, squaregrid.Point{Row: q.Row, Col: q.Col})
		cells = cells.Add(s.ed.index(q))
	}
	sh, err := squaregrid.NewShape(pts...)
	if err != nil {
		t.Fatal(err)
	}
	fm := s.ed.forms[card.Form-1]
	for o, os := range fm.orient {
		if os == sh {
			if cells.Intersects(s.occ) {
				t.Fatalf("building %s on %s overlaps", c, squares)
			}
			p.takeCard(k)
			i := int(s.nb)
			s.addBuilding(k, o, cells.First()-fm.masks[o].First())
			return i
		}
	}
	t.Fatalf("%s is not a %s", squares, fm.name)
	return -1
}

// workers puts workers of colour c (a player, or -1 for neutral) on the
// squares, taken from behind the screen (or the reserve for neutral ones).
func (p *position) workers(c int, squares string) {
	t := p.t
	t.Helper()
	s := &p.s
	for _, q := range sqs(t, squares) {
		j := s.ed.index(q)
		if s.occ.Has(j) {
			t.Fatalf("worker on %v: not empty", q)
		}
		if c < 0 {
			s.neutral--
			s.wk[neutral] = s.wk[neutral].Add(j)
		} else {
			if s.screen[c] == 0 {
				t.Fatalf("player %d has no worker left", c)
			}
			s.screen[c]--
			s.wk[c] = s.wk[c].Add(j)
		}
		s.occ = s.occ.Add(j)
	}
}

func (p *position) play(moves ...string) {
	t := p.t
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		next, err := Apply(p.s, m)
		if err != nil {
			t.Fatalf("%s: %v\n%v", text, err, p.s)
		}
		if err := checkCounts(next); err != nil {
			t.Fatalf("after %s: %v", text, err)
		}
		p.s = next
	}
}

func (p *position) seals(player int, want [NumFamilies]int) {
	p.t.Helper()
	for f := range Family(NumFamilies) {
		if got := p.s.Seals(player, f); got != want[f] {
			p.t.Errorf("player %d has %d %v seals, want %d", player, got, f, want[f])
		}
	}
}

// TestRulebookVioletWorkers is the example of rules/004, "Exemple de
// placement d'ouvriers et de distribution": Violet introduces 2 violet
// workers and a neutral one around the trade centre (red seal); they enclose
// it and the monastery (olive seal) too. Orange, with one worker at the trade
// centre, takes 1 red seal; Violet takes 2 red seals and the building's
// seal; for the monastery Yellow takes 2 olive seals and Violet 1 olive seal
// and the building's seal. Violet then places 2 castle pieces from the
// floor-1 pool, both black.
func TestRulebookVioletWorkers(t *testing.T) {
	p := newPosition(t, 4)
	trade := p.building("6R", "b1 b2 a3 b3")
	abbey := p.building("7O", "d2 d3 d4 e4")
	p.workers(orange, "a1")
	p.workers(yellow, "e2 e3")
	p.workers(-1, "a4 b4 c3 c4 d1 d5 e5 f4")
	p.s.screenN[violet] = 1
	p.s.neutral--
	p.s.cur = violet
	// c2 touches both buildings; a2 and c1 the trade centre only.
	p.play("worker a2", "worker c2", "neutral c1")
	if !p.s.bld[trade].done || !p.s.bld[abbey].done {
		t.Fatalf("trade centre complete %v, monastery complete %v; want both", p.s.bld[trade].done, p.s.bld[abbey].done)
	}
	p.seals(orange, [4]int{1, 0, 0, 0})
	p.seals(violet, [4]int{3, 2, 0, 0})
	p.seals(yellow, [4]int{0, 2, 0, 0})
	p.seals(green, [4]int{})
	if p.s.Phase() != PhaseCastle || p.s.PendingPieces() != 2 {
		t.Fatalf("phase %v with %d pieces due, want castle with 2", p.s.Phase(), p.s.PendingPieces())
	}
	// Both black, on the red square g5 and the blank square j6.
	p.play("castle B g5", "castle B j6")
	if v := [4]int{p.s.Value(Red), p.s.Value(Olive), p.s.Value(Black), p.s.Value(Silver)}; v != [4]int{1, 2, 4, 2} {
		t.Errorf("values %v, want red 1, olive 2, black 4, silver 2", v)
	}
	if p.s.Pool(1, Black) != 1 || p.s.Phase() != PhaseBanner {
		t.Errorf("floor-1 black pool %d (want 1), phase %v (want banner)", p.s.Pool(1, Black), p.s.Phase())
	}
}

// TestRulebookGreenSale is the banner example of rules/004 ("2. ACTION
// FACULTATIVE"): Green takes a banner and 2 workers, then sells 7 red and 5
// blue (silver) seals while the castle shows 3 red and 4 silver seals:
// 7 x 3 + 5 x 4 = 41 gold.
func TestRulebookGreenSale(t *testing.T) {
	p := newPosition(t, 4)
	s := &p.s
	// Castle: red shows on 3 squares, silver on 4 (floor 1 in progress).
	// Printed: R O B S - R O B S -; cover O(1) with S, B(2) with S, -(4) with R.
	for _, c := range []struct {
		q int
		f Family
	}{{1, Silver}, {2, Silver}, {4, Red}} {
		s.stack[c.q][0] = c.f
		s.height[c.q] = 1
		s.pool[0][c.f]--
	}
	if s.value(Red) != 3 || s.value(Silver) != 4 {
		t.Fatalf("set-up: red %d, silver %d", s.value(Red), s.value(Silver))
	}
	s.cur = green
	s.phase = PhaseBanner
	s.acted = true
	s.seals[green] = [4]int32{7, 1, 0, 5}
	p.play("banner")
	own, _ := p.s.Screen(green)
	if own != StartWorkers+2 || p.s.BannersLeft(green) != 3 {
		t.Errorf("screen %d, banners %d; want %d and 3", own, p.s.BannersLeft(green), StartWorkers+2)
	}
	p.play("sell R 7", "sell S 5")
	if g := p.s.Gold(green); g != 41 {
		t.Errorf("gold %d, want 41", g)
	}
	p.seals(green, [4]int{0, 1, 0, 0})
	p.play("done")
	if p.s.Active() != violet || p.s.Phase() != PhaseAction {
		t.Errorf("after the sale: player %d in phase %v, want violet's must action", p.s.Active(), p.s.Phase())
	}
}

// fillCastle builds the castle up to floor 2 with one square left at floor 1
// of floor 2: floor 1 R R R O O O B B S S, floor 2 R R R O O O B B S on
// squares 0-8; square 9 has only its floor-1 piece.
func (p *position) fillCastle() {
	s := &p.s
	f1 := []Family{Red, Red, Red, Olive, Olive, Olive, Black, Black, Silver, Silver}
	f2 := []Family{Red, Red, Red, Olive, Olive, Olive, Black, Black, Silver}
	for q, f := range f1 {
		s.stack[q][0] = f
		s.height[q] = 1
		s.pool[0][f]--
	}
	for f := range NumFamilies {
		s.pool[2][f] += s.pool[0][f]
		s.pool[0][f] = 0
	}
	for q, f := range f2 {
		s.stack[q][1] = f
		s.height[q] = 2
		s.pool[1][f]--
	}
	s.floor = 1
}

// TestRulebookEndCastleRule is the "FIN DU JEU" rule of rules/004: the
// player who places the last piece of floor 2 completes several buildings;
// the 2 pieces left in the floor-2 pool always go to the floor-3 pool, and
// the pieces still due are taken from it (8 pieces) and placed on floor 3.
// Then every player plays exactly one more turn, the trigger player last.
// The test also completes three buildings at once with one card.
func TestRulebookEndCastleRule(t *testing.T) {
	p := newPosition(t, 3)
	p.fillCastle()
	// Three houses in the top-left corner, each enclosed when the fourth
	// building (a house on b2 c2) is laid.
	p.building("1R", "a1 a2")
	p.building("1O", "b1 c1")
	p.building("1B", "d1 d2")
	p.workers(-1, "a3 b3 c3 d3 e1 e2")
	s := &p.s
	s.cur = 1
	p.giveCard(1, Card{1, Silver})
	p.play("play 1S 0 b2")
	done := 0
	for i := range int(p.s.nb) {
		if p.s.bld[i].done {
			done++
		}
	}
	if done != 4 || p.s.PendingPieces() != 4 {
		t.Fatalf("%d buildings complete, %d pieces due; want 4 and 4 (the new house is enclosed too)", done, p.s.PendingPieces())
	}
	p.seals(1, [4]int{1, 1, 1, 1})
	// The last floor-2 piece: silver on square 9.
	sq9 := p.s.CastleSquare(9).String()
	p.play("castle S " + sq9)
	if p.s.Floor() != 3 || p.s.EndTriggeredBy() != 1 {
		t.Fatalf("floor %d, trigger %d; want floor 3 triggered by player 1", p.s.Floor(), p.s.EndTriggeredBy())
	}
	if n := p.s.Pool(3, Red) + p.s.Pool(3, Olive) + p.s.Pool(3, Black) + p.s.Pool(3, Silver); n != 8 {
		t.Fatalf("floor-3 pool holds %d pieces, want 8", n)
	}
	if p.s.Pool(2, Black) != 0 || p.s.Pool(2, Silver) != 0 {
		t.Fatal("the floor-2 leftovers must move to the floor-3 pool")
	}
	// The 3 pieces still due go on floor 3.
	p.play("castle B "+p.s.CastleSquare(0).String(), "castle B "+p.s.CastleSquare(1).String(), "castle S "+p.s.CastleSquare(2).String())
	if p.s.Phase() != PhaseRefill {
		t.Fatalf("phase %v, want refill", p.s.Phase())
	}
	// The trigger player finishes the turn, then players 2, 0 and 1 each
	// play one more turn; we let each player play the first legal move.
	turns := []int{}
	last := -1
	for !p.s.IsTerminal() {
		if a := p.s.Active(); a != last {
			turns = append(turns, a)
			last = a
		}
		m := Legal(p.s)[0]
		var err error
		if p.s, err = Apply(p.s, m); err != nil {
			t.Fatal(err)
		}
	}
	if want := []int{1, 2, 0, 1}; !equalInts(turns, want) {
		t.Errorf("turns after the trigger: %v, want %v", turns, want)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCompletionByEdge: a building in a corner is enclosed by the board edge
// and the workers on its other neighbours.
func TestCompletionByEdge(t *testing.T) {
	p := newPosition(t, 2)
	b := p.building("4R", "m12 n12 o12 p12")
	p.workers(1, "m11 n11")
	p.s.cur = 0
	p.play("worker o11", "worker p11")
	if p.s.bld[b].done {
		t.Fatal("complete with l12 still empty")
	}
	p.play("worker l12")
	if !p.s.bld[b].done {
		t.Fatal("the mill along the bottom edge, in the corner, is enclosed by the two edges and 5 workers")
	}
	p.seals(0, [4]int{4, 0, 0, 0})
	p.seals(1, [4]int{2, 0, 0, 0})
}

// TestSelfCompletion: a building laid into a hole is complete at once and
// pays its seal to the player who laid it (rules/004, "Précision: ... placer
// un bâtiment de façon à l'achever immédiatement").
func TestSelfCompletion(t *testing.T) {
	p := newPosition(t, 2)
	p.workers(1, "a2 b2 c1")
	s := &p.s
	s.cur = 0
	p.giveCard(0, Card{1, Black})
	p.play("play 1B 0 a1")
	p.seals(0, [4]int{0, 0, 1, 0})
	p.seals(1, [4]int{0, 0, 3, 0})
	if p.s.Phase() != PhaseCastle || p.s.PendingPieces() != 1 {
		t.Fatalf("phase %v, %d due", p.s.Phase(), p.s.PendingPieces())
	}
}

// TestFloorTransition: the last floor-1 piece sends the 2 leftovers of the
// floor-1 pool to the floor-3 pool and opens floor 2.
func TestFloorTransition(t *testing.T) {
	p := newPosition(t, 2)
	s := &p.s
	f1 := []Family{Red, Red, Red, Olive, Olive, Olive, Black, Black, Silver}
	for q, f := range f1 {
		s.stack[q][0] = f
		s.height[q] = 1
		s.pool[0][f]--
	}
	b := p.building("1R", "a1 b1")
	p.workers(-1, "c1 b2")
	s.screenN[0] = 1
	s.neutral--
	s.cur = 0
	p.play("neutral a2")
	if !p.s.bld[b].done {
		t.Fatal("not complete")
	}
	legal := Legal(p.s)
	for _, m := range legal {
		if m.Square() != p.s.CastleSquare(9) {
			t.Fatalf("legal %v: only square 9 is free at floor 1", m)
		}
	}
	p.play("castle B " + p.s.CastleSquare(9).String())
	if p.s.Floor() != 2 {
		t.Fatalf("floor %d, want 2", p.s.Floor())
	}
	if got := [4]int{p.s.Pool(3, Red), p.s.Pool(3, Olive), p.s.Pool(3, Black), p.s.Pool(3, Silver)}; got != [4]int{1, 1, 1, 3} {
		t.Errorf("floor-3 pool %v, want 1 1 1 3 (leftover silver x2)", got)
	}
	if p.s.Pool(1, Silver) != 0 {
		t.Error("the floor-1 pool must be empty")
	}
}

// TestTentGivesNeutral: covering tents gives one neutral worker per tent
// square; a worker on a tent gives nothing.
func TestTentGivesNeutral(t *testing.T) {
	p := newPosition(t, 2)
	s := &p.s
	s.cur = 0
	p.giveCard(0, Card{3, Red})
	// l5 is a tent two squares from the lot (g5 to j7): a tavern on k5 l5
	// m5 touches the lot and covers it.
	p.play("play 3R 0 k5")
	if _, n := p.s.Screen(0); n != 1 {
		t.Fatalf("%d neutral workers behind the screen, want 1", n)
	}
	if p.s.NeutralReserve() != NeutralWorkers-1 {
		t.Fatal("the neutral worker must come from the reserve")
	}
}

// TestIllegalMoves checks that illegal moves are refused with reasons and
// leave the state unchanged.
func TestIllegalMoves(t *testing.T) {
	s, _ := New(Config{Players: 3, Seed: 3, FirstGame: true})
	before := s
	for _, text := range []string{"play 6R 0 a1", "castle R g5", "draw", "sell R 1", "done", "stop", "banner", "worker a1", "worker g5", "play 1O 7 a1", "pass"} {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Apply(s, m); !errors.Is(err, kingdoms.ErrIllegalMove) {
			t.Errorf("%s: error %v, want ErrIllegalMove", text, err)
		}
	}
	if !s.Equal(before) {
		t.Error("Apply changed its input")
	}
	if _, err := Apply(State{}, Stop()); err == nil {
		t.Error("the zero State accepted a move")
	}
}

// TestCompletionWithEmptyPool: once the 8 floor-3 pieces are placed, a
// completed building still pays its seals but places no castle piece.
func TestCompletionWithEmptyPool(t *testing.T) {
	p := newPosition(t, 2)
	s := &p.s
	p.fillCastle()
	// finish floor 2 with a silver piece, then floor 3 with the whole pool
	s.stack[9][1] = Silver
	s.height[9] = 2
	s.pool[1][Silver]--
	for f := range NumFamilies {
		s.pool[2][f] += s.pool[1][f]
		s.pool[1][f] = 0
	}
	s.floor = 2
	s.trigger, s.final, s.left = 1, true, 2
	q := 0
	for f := range Family(NumFamilies) {
		for s.pool[2][f] > 0 {
			s.stack[q][2] = f
			s.height[q] = 3
			s.pool[2][f]--
			q++
		}
	}
	if q != 8 {
		t.Fatalf("%d floor-3 pieces, want 8", q)
	}
	b := p.building("1R", "a1 b1")
	p.workers(-1, "c1 b2")
	s.screenN[0] = 1
	s.neutral--
	s.cur = 0
	p.play("neutral a2")
	if !p.s.bld[b].done {
		t.Fatal("not complete")
	}
	p.seals(0, [4]int{1, 0, 0, 0})
	if p.s.Phase() != PhaseBanner || p.s.PendingPieces() != 0 {
		t.Errorf("phase %v with %d pieces due, want the banner and none", p.s.Phase(), p.s.PendingPieces())
	}
}

// TestCompletionByLot: the castle lot encloses a building like any other
// building (rules/004, "Le château compte comme un bâtiment", and "Un
// bâtiment est complètement entouré lorsque toutes les cases orthogonales
// (horizontales et verticales) avoisinantes sont occupées soit par des
// ouvriers, soit par d'autres bâtiments, soit par le plateau de jeu"). The
// lot lies on g5 to j7; a house on g8 h8 touches it along its top.
func TestCompletionByLot(t *testing.T) {
	p := newPosition(t, 2)
	b := p.building("1R", "g8 h8")
	p.workers(1, "f8 i8")
	p.s.cur = 0
	p.play("worker g9")
	if p.s.bld[b].done {
		t.Fatal("complete with h9 still empty")
	}
	p.play("worker h9")
	if !p.s.bld[b].done {
		t.Fatal("the house under the lot is enclosed by the lot and 4 workers")
	}
	p.seals(0, [4]int{3, 0, 0, 0})
	p.seals(1, [4]int{2, 0, 0, 0})
}

// TestWorkerOnTent: rules/004, "Précision : si un joueur place ses ouvriers
// sur un campement, il ne reçoit pas d'ouvriers neutres." A worker may
// stand on a tent; it brings no neutral worker, and the tent can no longer
// be covered.
func TestWorkerOnTent(t *testing.T) {
	p := newPosition(t, 2)
	p.building("1R", "k5 k6")
	p.s.cur = 0
	if !p.s.ed.IsTent(Square{4, 11}) {
		t.Fatal("l5 is not a tent of the default edition")
	}
	p.play("worker l5", "stop")
	if _, n := p.s.Screen(0); n != 0 || p.s.NeutralReserve() != NeutralWorkers {
		t.Fatalf("a worker on a tent brought %d neutral workers", n)
	}
	if at := p.s.At(Square{4, 11}); at.Content != ContentWorker || !at.Tent {
		t.Fatalf("l5: %+v, want a worker on a tent", at)
	}
}

// TestWorkersNextToLot: the lot counts as a building for adjacency, so the
// workers of a turn may be introduced around it (rules/004: "Le château
// compte comme un bâtiment"; the component data: the lot "counts as a
// building for adjacency (and it is never completed)").
func TestWorkersNextToLot(t *testing.T) {
	p := newPosition(t, 2)
	p.s.cur = 0
	p.play("worker f5", "worker k7")
	if p.s.Placed(0) != 2 {
		t.Fatalf("%d workers around the lot, want 2", p.s.Placed(0))
	}
	if _, err := Apply(p.s, mustMove(t, "worker a1")); err == nil {
		t.Fatal("a worker away from the lot was accepted")
	}
}

func mustMove(t *testing.T, text string) Move {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestRulebookTurn pins the turn as rules/004 gives it, the rules that decide
// what a player can still do late in a game:
//
//   - the must action is one of two: "Le joueur choisit une des 2 actions
//     possibles suivantes : A) Jouer une carte construction et placer le
//     bâtiment correspondant; OÙ B) Placer un ou plusieurs ouvriers." There is
//     no third action (no card exchanged, discarded or drawn instead), and one
//     card, one building;
//   - cards are drawn only after a card is played, back to a hand of 4, from
//     the pile or the face-up cards: "Ensuite, le joueur pioche une nouvelle
//     carte afin de compléter sa main à 4 cartes. Les joueurs peuvent piocher
//     aussi bien une carte du dessus de la pioche qu'une des 3 cartes posées
//     face visible";
//   - the banner closes every turn, whatever the must action was: "A la fin
//     de chaque tour, un joueur peut choisir de jouer un de ses Etendards
//     d'architecte", and only then may seals be sold ("En plus, il peut
//     vendre ses sceaux").
//
// A player who can do neither action passes it (RULINGS.md) and still has
// the banner.
func TestRulebookTurn(t *testing.T) {
	// A: a card, one building, then the refill to 4, then the banner.
	p := newPosition(t, 2)
	p.s.cur = 0
	p.giveCard(0, Card{1, Red})
	for _, m := range Legal(p.s) {
		if k := m.Kind(); k != MovePlay && k != MoveWorker && k != MoveNeutral {
			t.Fatalf("must action: %v is neither a card played nor a worker introduced", m)
		}
	}
	p.play("play 1R 0 g8")
	if p.s.Phase() != PhaseRefill || p.s.HandSize(0) != HandSize-1 {
		t.Fatalf("after a card: phase %v, %d cards; want the refill with 3", p.s.Phase(), p.s.HandSize(0))
	}
	want := map[Move]bool{Draw(): true}
	for _, c := range p.s.FaceUp() {
		want[Take(c)] = true
	}
	for _, m := range Legal(p.s) {
		if !want[m] {
			t.Errorf("refill: %v is neither the pile nor a face-up card", m)
		}
		delete(want, m)
	}
	if len(want) != 0 {
		t.Errorf("refill: missing %v", want)
	}
	face := p.s.FaceUp()
	p.play("take " + face[0].String())
	if p.s.HandSize(0) != HandSize || len(p.s.FaceUp()) != FaceUp || p.s.Phase() != PhaseBanner {
		t.Fatalf("after the refill: %d cards, %d face up, phase %v; want 4, 3 and the banner", p.s.HandSize(0), len(p.s.FaceUp()), p.s.Phase())
	}

	// B: workers only: no card is drawn, the banner follows.
	p = newPosition(t, 2)
	p.s.cur = 0
	p.play("worker f5", "stop")
	if p.s.Phase() != PhaseBanner || p.s.HandSize(0) != HandSize {
		t.Fatalf("after workers: phase %v, %d cards; want the banner with 4", p.s.Phase(), p.s.HandSize(0))
	}

	// Neither: no card left (the pile and the face-up cards ran out) and no
	// worker behind the screen. The must action is passed; the banner and
	// the sale remain.
	p = newPosition(t, 2)
	s := &p.s
	for s.handN[0] > 0 {
		k := s.hand[0][0]
		s.removeHand(0, k)
		s.pile[k]++
		s.pileN++
	}
	p.workers(0, "a1 c1 e1")
	s.seals[0] = [NumFamilies]int32{2, 0, 0, 1}
	s.cur = 0
	if got := Legal(p.s); len(got) != 1 || got[0] != Pass() {
		t.Fatalf("nothing to do: legal %v, want only pass", got)
	}
	p.play("pass")
	if got := Legal(p.s); len(got) != 2 || got[0] != TakeBanner() || got[1] != Decline() {
		t.Fatalf("after a pass: legal %v, want banner and decline", got)
	}
	p.play("banner", "sell R 2", "done")
	if own, _ := p.s.Screen(0); own != BannerWorkers || p.s.Gold(0) != 4 || p.s.Active() != 1 {
		t.Errorf("after the banner: %d workers, %d gold, player %d to act; want 2, 4 and player 1", own, p.s.Gold(0), p.s.Active())
	}
}
