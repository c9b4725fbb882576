package kingdombuilder

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
)

// TestEveryExpansionRuleHears proves that every expansion's rule hears the
// core events it is subscribed to. The subscriptions are nowhere but in the
// bodies of the event functions of ext.go (beforeMove, settledExt,
// tookTile, ..., each a method of *State calling the played expansions'
// rules directly, behind a guard s.g.rules.has(xxxExp)). The test reads
// ext.go with go/ast and finds every guarded call: the hook table (event,
// expansion, rule). Then:
//
//   - every hook found must have a scenario in hearScenarios, and every
//     scenario must name a hook found (a stale scenario means the rule no
//     longer hears that event);
//   - every expansion of the table expansions must hear some event;
//   - every scenario builds a real game of its expansion, plays moves (or
//     raises the event when no move reaches it simply) and checks what the
//     rule does: deleting the call from ext.go, or guarding it with another
//     expansion, fails the scenario.
//
// A guard is a call X.has(E), E an expansion identifier (nomadsExp, ...):
// the body of an if whose condition holds it as a conjunct (a && b && c),
// the conjuncts after it, the right-hand side of a && whose left side is
// it, and the rest of a block after "if !X.has(E) { ...; return }". A call
// is a method of *State called on the receiver (s.rule(...)); a guarded
// region with no such call is an inline rule (rule "", written "(inline)").
func TestEveryExpansionRuleHears(t *testing.T) {
	hooks, exps := extHooks(t)
	var table strings.Builder
	for _, h := range hooks {
		table.WriteString("\n\t" + h.String())
	}
	t.Logf("ext.go: %d hooks (event / expansion / rule):%s", len(hooks), table.String())

	found := map[hook]bool{}
	heard := map[string]int{}
	for _, h := range hooks {
		found[h] = true
		heard[h.exp]++
		if _, ok := hearScenarios[h]; !ok {
			t.Errorf("expansion %s: rule %s hears event %s but no scenario proves it (add one to hearScenarios)", expName(exps, h.exp), h.ruleName(), h.event)
		}
	}
	for h := range hearScenarios {
		if !found[h] {
			t.Errorf("stale scenario %s: ext.go has no such hook any more (rule %s of %s no longer hears event %s, or hears it under another guard)", h, h.ruleName(), expName(exps, h.exp), h.event)
		}
	}
	for e := range numExpansions {
		if heard[exps[e]] == 0 {
			t.Errorf("expansion %s (%s) hears no event of ext.go", expansions[e].name, exps[e])
		}
	}

	keys := make([]hook, 0, len(hearScenarios))
	for h := range hearScenarios {
		keys = append(keys, h)
	}
	slices.SortFunc(keys, func(a, b hook) int { return strings.Compare(a.String(), b.String()) })
	for _, h := range keys {
		t.Run(strings.NewReplacer(" ", "", "/", "_").Replace(h.String()), func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("panic: %v\n%s", r, debug.Stack())
				}
			}()
			hearScenarios[h](t)
		})
	}
}

// hook is one rule of an expansion that a core event calls: event is the
// method of *State in ext.go raising it, exp the identifier of the
// expansion guarding the call, rule the method called (empty for a rule
// written inline under the guard).
type hook struct{ event, exp, rule string }

func (h hook) ruleName() string {
	if h.rule == "" {
		return "(inline)"
	}
	return h.rule
}

func (h hook) String() string { return h.event + " / " + h.exp + " / " + h.ruleName() }

// expName returns the English name of the expansion whose identifier is id.
func expName(exps []string, id string) string {
	if i := slices.Index(exps, id); i >= 0 {
		return expansions[i].name
	}
	return id
}

// extHooks parses ext.go and returns its hooks, in the order of the file,
// and the identifiers of the expansions by expansionID (the const block of
// type expansionID, up to numExpansions).
func extHooks(t *testing.T) ([]hook, []string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "ext.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var exps []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST || len(g.Specs) == 0 {
			continue
		}
		if v, ok := g.Specs[0].(*ast.ValueSpec); !ok || v.Type == nil || !isIdent(v.Type, "expansionID") {
			continue
		}
		for _, sp := range g.Specs {
			for _, n := range sp.(*ast.ValueSpec).Names {
				if n.Name != "numExpansions" {
					exps = append(exps, n.Name)
				}
			}
		}
	}
	if len(exps) != int(numExpansions) {
		t.Fatalf("ext.go: the expansionID constants are %v, want %d of them (numExpansions)", exps, numExpansions)
	}
	for e, id := range exps {
		if id != expansionKeys[e]+"Exp" {
			t.Fatalf("ext.go: expansionID %d is %s, but the expansion of key %q is %s (the constants and the table expansions disagree)", e, id, expansionKeys[e], expansions[e].name)
		}
	}
	w := &hookWalker{exps: exps, seen: map[hook]bool{}}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv == nil || fn.Body == nil || len(fn.Recv.List) != 1 || len(fn.Recv.List[0].Names) != 1 {
			continue
		}
		if star, ok := fn.Recv.List[0].Type.(*ast.StarExpr); !ok || !isIdent(star.X, "State") {
			continue
		}
		w.event, w.recv = fn.Name.Name, fn.Recv.List[0].Names[0].Name
		w.visit(fn.Body, "")
	}
	return w.hooks, exps
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// hookWalker collects the guarded calls of the method event of *State,
// whose receiver is named recv.
type hookWalker struct {
	exps        []string
	event, recv string
	hooks       []hook
	seen        map[hook]bool
	calls       int // calls recorded so far, to tell an inline region
}

func (w *hookWalker) add(exp, rule string) {
	w.calls++
	h := hook{w.event, exp, rule}
	if !w.seen[h] {
		w.seen[h] = true
		w.hooks = append(w.hooks, h)
	}
}

// region runs f, which walks what guard exp covers, and records an inline
// hook when f found no call.
func (w *hookWalker) region(exp string, f func()) {
	before := w.calls
	f()
	if w.calls == before {
		w.add(exp, "")
	}
}

// guardOf returns E when e is a call X.has(E) of an expansion identifier E.
func (w *hookWalker) guardOf(e ast.Expr) string {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			break
		}
		e = p.X
	}
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return ""
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "has" {
		return ""
	}
	if id, ok := c.Args[0].(*ast.Ident); ok && slices.Contains(w.exps, id.Name) { // nomadsExp, ...
		return id.Name
	}
	return ""
}

// conjuncts flattens a && b && c (and parentheses) into its operands.
func conjuncts(e ast.Expr) []ast.Expr {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return conjuncts(x.X)
	case *ast.BinaryExpr:
		if x.Op == token.LAND {
			return append(conjuncts(x.X), conjuncts(x.Y)...)
		}
	}
	return []ast.Expr{e}
}

// conds walks the conjuncts of a condition under guard. The first
// expansion guard among them covers, in one region, the conjuncts after it
// and then (the body of an if; a later guard nests); with no guard, then
// runs under guard.
func (w *hookWalker) conds(parts []ast.Expr, guard string, then func(guard string)) {
	i := slices.IndexFunc(parts, func(e ast.Expr) bool { return w.guardOf(e) != "" })
	if i < 0 {
		for _, c := range parts {
			w.visit(c, guard)
		}
		then(guard)
		return
	}
	for _, c := range parts[:i] {
		w.visit(c, guard)
	}
	e := w.guardOf(parts[i])
	w.region(e, func() { w.conds(parts[i+1:], e, then) })
}

// visit walks n under guard (the expansion whose has() guards it, "" for
// none), recording the calls of methods on the receiver.
func (w *hookWalker) visit(n ast.Node, guard string) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			w.list(n.List, guard)
			return false
		case *ast.CaseClause:
			for _, e := range n.List {
				w.visit(e, guard)
			}
			w.list(n.Body, guard)
			return false
		case *ast.IfStmt:
			w.ifStmt(n, guard)
			return false
		case *ast.BinaryExpr:
			if n.Op != token.LAND {
				return true
			}
			w.conds(conjuncts(n), guard, func(string) {})
			return false
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && isIdent(sel.X, w.recv) && guard != "" {
				w.add(guard, sel.Sel.Name)
			}
		}
		return true
	})
}

// list walks a list of statements under guard: "if !X.has(E) { ...;
// return }" guards the statements after it with E.
func (w *hookWalker) list(stmts []ast.Stmt, guard string) {
	for i, st := range stmts {
		if ifs, ok := st.(*ast.IfStmt); ok && ifs.Init == nil && ifs.Else == nil && len(ifs.Body.List) > 0 {
			if u, ok := ifs.Cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
				if _, ret := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt); ret {
					if e := w.guardOf(u.X); e != "" {
						w.visit(ifs.Body, guard)
						w.region(e, func() { w.list(stmts[i+1:], e) })
						return
					}
				}
			}
		}
		w.visit(st, guard)
	}
}

// ifStmt walks an if statement under guard; a guard among the conjuncts of
// its condition covers the conjuncts after it and the body, not the else.
func (w *hookWalker) ifStmt(n *ast.IfStmt, guard string) {
	if n.Init != nil {
		w.visit(n.Init, guard)
	}
	w.conds(conjuncts(n.Cond), guard, func(g string) { w.visit(n.Body, g) })
	if n.Else != nil {
		w.visit(n.Else, guard)
	}
}

// hearScenarios proves each hook of ext.go: a real game of the expansion,
// the event raised by moves (or, when no move reaches it simply, by the
// core function that raises it), and the rule's effect checked.
var hearScenarios = map[hook]func(t *testing.T){
	// Nomads.
	{"beforeMove", "nomadsExp", "beforeMoveNomads"}: func(t *testing.T) {
		// Families: the 3 settlements of the mandatory action in a line
		// score 2 as the third is about to be built.
		s := cardsGame(t)
		s = mustApply(t, s, "place 0,17", "place 0,16")
		if got := s.CardScore(Families, 0); got != 0 {
			t.Fatalf("Families after 2 settlements: %d", got)
		}
		s = mustApply(t, s, "place 0,18")
		if got := s.CardScore(Families, 0); got != 2 {
			t.Errorf("Families after a line of 3: %d, want 2", got)
		}
	},
	{"settledExt", "nomadsExp", "takeNomadTiles"}: func(t *testing.T) {
		s := quarryGame(t)
		s = layNomad(t, s, "15,12", Sword)
		s = setHand(s, 0, Grass)
		s = mustApply(t, s, "place 14,12")
		if got := nomadKinds(s, 0); !slices.Equal(got, []NomadKind{Sword}) || s.NomadTileAt(off(t, "15,12")) != NoNomad {
			t.Errorf("building next to the Sword's nomad space: player 0 holds %v, the space %v", got, s.NomadTileAt(off(t, "15,12")))
		}
	},
	{"settledExt", "nomadsExp", "nomadBuilt"}: func(t *testing.T) {
		// Ambassadors: 1 for a settlement built next to an opponent's.
		s := cardsGame(t)
		s = put(t, s, 1, "0,12")
		s = mustApply(t, s, "place 0,13")
		if got := s.CardScore(Ambassadors, 0); got != 1 {
			t.Errorf("Ambassadors after building next to player 1: %d, want 1", got)
		}
	},
	{"turnOverExt", "nomadsExp", "endTurnNomads"}: func(t *testing.T) {
		// A nomad tile held since before the turn is gone after it.
		s := giveNomad(quarryGame(t), 0, Sword)
		if got := nomadKinds(s, 0); !slices.Equal(got, []NomadKind{Sword}) {
			t.Fatalf("precondition: player 0 holds %v", got)
		}
		s = finishTurn(t, s)
		if got := nomadKinds(s, 0); len(got) != 0 {
			t.Errorf("an unused nomad tile outlived its holder's turn: %v", got)
		}
	},
	{"appendDuringMandatory", "nomadsExp", "appendNomadsLegal"}: func(t *testing.T) {
		// The Outpost is the one tile usable between the settlements of
		// the mandatory action.
		s := quarryGame(t)
		s = setHand(s, 0, Desert)
		s = giveNomad(s, 0, Outpost)
		s = mustApply(t, s, "place 11,14", "place 12,15")
		if got := movesOf(s, "nomad"); !slices.Equal(got, []string{"nomad outpost"}) {
			t.Errorf("nomad moves during the mandatory action: %v, want the Outpost", got)
		}
	},
	{"appendLegalExt", "nomadsExp", "appendNomadsLegal"}: func(t *testing.T) {
		s := put(t, quarryGame(t), 1, "0,0", "5,6")
		s = giveNomad(s, 0, Sword)
		sameMoves(t, "Sword moves", movesOf(s, "nomad"), withPrefix("nomad sword ", "0,0", "5,6"))
	},
	{"applyExt", "nomadsExp", "endStaleDonation"}: func(t *testing.T) {
		staleDonation(t)
	},
	{"appendPiecesStringExt", "nomadsExp", "appendNomadSpacesString"}: func(t *testing.T) {
		s := layNomad(t, quarryGame(t), "15,17", Treasure)
		if str := s.String(); !strings.Contains(str, "nomad spaces: 15,12 none 15,17 treasure 17,15 none\n") {
			t.Errorf("String lists no nomad spaces:\n%s", str)
		}
	},
	{"tallyExt", "nomadsExp", "tallyNomads"}: func(t *testing.T) {
		// The Treasure's points count in scoreTotal (Observe's score).
		s := layNomad(t, quarryGame(t), "15,17", Treasure)
		s = setHand(s, 0, Desert)
		s = mustApply(t, s, "place 14,17")
		scoreTotalAgrees(t, s, 0, "Treasure", 3)
	},
	{"tilesSettleExt", "nomadsExp", ""}: func(t *testing.T) {
		// Between two players' silo actions (Harvest) every tile taken
		// becomes usable: a nomad tile taken in this turn too.
		s := quarryGame(t)
		s = layNomad(t, s, "15,12", Sword)
		s = setHand(s, 0, Grass)
		s = mustApply(t, s, "place 14,12")
		if h := s.NomadTiles(0); len(h) != 1 || h[0].Usable {
			t.Fatalf("precondition: a fresh Sword, got %+v", h)
		}
		s.tilesSettle()
		if h := s.NomadTiles(0); len(h) != 1 || !h[0].Usable {
			t.Errorf("tilesSettle left the nomad tile fresh: %+v", h)
		}
	},

	// Crossroads.
	{"cardDrawn", "crossroadsExp", "endTurnCrossroads"}: func(t *testing.T) {
		// A Crossroads tile taken this turn draws the second card at the
		// end of the turn, after the main card.
		s := crossroadsTurn(t)
		if got, ok := s.SecondCard(0); !ok || got != Canyon {
			t.Errorf("second card of player 0 after its turn: %v %v, want canyon", got, ok)
		}
	},
	{"turnStarted", "crossroadsExp", "startTurnCrossroads"}: func(t *testing.T) {
		// With two cards of different terrains, the turn opens with the
		// choice of the card.
		s := crossroadsTurn(t)
		if got, ok := s.SecondCard(0); !ok || got != Canyon {
			t.Fatalf("precondition: second card %v %v", got, ok)
		}
		s = finishTurn(t, s) // player 1
		sameMoves(t, "player 0's turn opens with the choice of the card", movesOf(s, ""), []string{"crossroads choose canyon", "crossroads choose grass"})
	},
	{"appendLegalExt", "crossroadsExp", "appendCrossroadsLegal"}: func(t *testing.T) {
		s := giveTile(t, put(t, crossGame(t, 2), 0, "5,2"), 0, "6,2")
		sameMoves(t, "ship placements", movesOf(s, "crossroads ship"), withPrefix("crossroads ship ", "4,2", "4,3", "5,3"))
	},
	{"viewExt", "crossroadsExp", "viewCrossroads"}: func(t *testing.T) {
		s := secondCards(t, crossGame(t, 3), 1)
		if _, ok := s.View(2).SecondCard(1); ok {
			t.Errorf("player 2's view shows player 1's second card")
		}
		if got, ok := s.View(1).SecondCard(1); !ok || got != s.x.crossroads.extra[1] {
			t.Errorf("player 1's view hides its own second card")
		}
	},
	{"cardsAsideExt", "crossroadsExp", "crossroadsCards"}: func(t *testing.T) {
		// Determinize counts the second cards out of the cards to deal:
		// without them its count fails and it returns the view.
		determinizeSecondCards(t)
	},
	{"cardsInGameExt", "crossroadsExp", "crossroadsHoldsCards"}: func(t *testing.T) {
		// A second card is a card still in the game: the last round does
		// not begin for want of cards (State.endTurn) while one is held.
		s := noCardsLeft(crossGame(t, 2))
		if s.cardsInGame() {
			t.Fatal("precondition: cards in the game after clearing them")
		}
		s.x.crossroads.extra[1] = Grass
		if !s.cardsInGame() {
			t.Error("a second card held is not counted as a card in the game")
		}
	},
	{"dealAsideExt", "crossroadsExp", "dealCrossroadsCards"}: func(t *testing.T) {
		// Determinize deals the second cards the player cannot see.
		determinizeSecondCards(t)
	},
	{"cellCharExt", "crossroadsExp", "PieceAt"}: func(t *testing.T) {
		s := giveTile(t, put(t, crossGame(t, 2), 0, "5,2"), 0, "6,2")
		s = mustApply(t, s, "crossroads ship 4,3")
		if c := cellOf(t, s, "4,3"); c != '0' {
			t.Errorf("String draws player 0's ship as %q, want '0'", c)
		}
	},
	{"tallyExt", "crossroadsExp", "tallyCrossroads"}: func(t *testing.T) {
		s := taskGame(t, Fortress)
		s = put(t, s, 0, "8,8", "7,7", "7,8", "8,7", "8,9", "9,7", "9,8")
		scoreTotalAgrees(t, s, 0, "Fortress", 6)
	},

	// Marshlands.
	{"cardsInGameExt", "marshlandsExp", ""}: func(t *testing.T) {
		// A swamp card in its discard pile is a card still in the game.
		s := noCardsLeft(marshlandsGame(t, 2))
		if s.cardsInGame() {
			t.Fatal("precondition: cards in the game after clearing them")
		}
		mx(&s).discard = 1 << Grass
		if !s.cardsInGame() {
			t.Error("a discarded swamp card is not counted as a card in the game")
		}
	},
	{"tookTile", "marshlandsExp", "tookBonus"}: func(t *testing.T) {
		// The second Refuge tile brings the Refuge's bonus tile.
		s := giveTile(t, marshlandsGame(t, 2), 0, "1,11")
		s = setHand(s, 0, Forest)
		s = mustApply(t, s, "place 7,15") // next to the Refuge 7,14
		if got := s.BonusTiles(0); !slices.Equal(got, []Location{Refuge}) {
			t.Errorf("bonus tiles after a second Refuge tile: %v, want the Refuge's", got)
		}
	},
	{"lostTile", "marshlandsExp", "lostBonus"}: func(t *testing.T) {
		// Losing one of the two Refuge tiles gives the bonus tile back.
		s := marshlandsGame(t, 2)
		s = put(t, s, 0, "0,11", "7,13")
		s = giveTile(t, s, 0, "1,11")
		s = giveTile(t, s, 0, "7,14")
		mx(&s).bonus[0] = bonusBit(Refuge)
		mx(&s).bonusLeft[1]--
		s = mustApply(t, s, "tile refuge 7,13>8,13") // away from the Refuge 7,14
		if got := s.BonusTiles(0); len(got) != 0 || s.x.marshlands.bonusLeft[1] != bonusTilesPerKind {
			t.Errorf("after losing a Refuge tile: bonus tiles %v, %d left in the box", got, s.x.marshlands.bonusLeft[1])
		}
	},
	{"lastTileTaken", "marshlandsExp", "raiseCanoe"}: func(t *testing.T) {
		// Taking the last Refuge tile asks player 1, who holds a Canoe
		// tile, to answer at once.
		s := marshlandsGame(t, 2)
		s = put(t, s, 1, "11,2")
		s = giveTile(t, s, 1, "11,1")
		s = giveTile(t, s, 1, "1,11")
		s = setHand(s, 0, Forest)
		s = mustApply(t, s, "place 0,11")
		if s.TilesLeft(off(t, "1,11")) != 0 {
			t.Fatalf("precondition: the last Refuge tile was not taken")
		}
		if s.ToMove() != 1 || len(movesOf(s, "marshlands canoe ")) == 0 {
			t.Errorf("after the last Refuge tile: ToMove %d, moves %v; want player 1's Canoe interrupt", s.ToMove(), movesOf(s, ""))
		}
	},
	{"turnStarting", "marshlandsExp", "startTurnMarshlands"}: func(t *testing.T) {
		// The settlement the Temple set aside comes back to the supply and
		// adds to the next mandatory action.
		s := marshlandsGame(t, 2)
		s = put(t, s, 0, "4,8", "4,9")
		s = giveTile(t, s, 0, "5,8")
		s = mustApply(t, s, "marshlands temple 4,9")
		s = endMyTurn(t, s) // player 0
		s = endMyTurn(t, s) // player 1
		if s.ToMove() != 0 || s.SetAside(0) != 0 || s.Supply(0) != SettlementsPerPlayer-s.own[0].Count() || s.Quota() != mandatoryCount+1 {
			t.Errorf("player 0's next turn: set aside %d, supply %d, quota %d; want 0, %d, %d", s.SetAside(0), s.Supply(0), s.Quota(), SettlementsPerPlayer-s.own[0].Count(), mandatoryCount+1)
		}
	},
	{"turnEnding", "marshlandsExp", "endTurnMarshlands"}: func(t *testing.T) {
		// A swamp card played goes to the swamp cards' discard pile, not
		// its chosen half to the terrain cards'.
		s := swampCardGame(t, Desert)
		s = mustApply(t, s, "marshlands play desert")
		s = finishTurn(t, s)
		if s.x.marshlands.discard != 1<<Desert || s.discard[Desert] != 0 {
			t.Errorf("after playing swamp/desert: swamp discards %b, desert discards %d", s.x.marshlands.discard, s.discard[Desert])
		}
	},
	{"cardRanOut", "marshlandsExp", ""}: func(t *testing.T) {
		// The chosen half has no free hex before the mandatory action: the
		// card goes back to being the swamp card, whose other half is
		// played, rather than being removed.
		s := swampCardGame(t, Desert)
		s = fill(s, Desert)
		s = mustApply(t, s, "marshlands play desert")
		if other, ok := s.SwampCard(0); !ok || other != Desert || s.CurrentCard() != Swamp || s.Quota() != mandatoryCount-1 || s.removed[Desert] != 0 {
			t.Errorf("the desert half ran out: swamp card %v %v, card %v, quota %d, desert cards removed %d; want the swamp half (2 settlements)", other, ok, s.CurrentCard(), s.Quota(), s.removed[Desert])
		}
	},
	{"cardRedrawn", "marshlandsExp", "settleSwampHand"}: func(t *testing.T) {
		swampRedrawn(t)
	},
	{"mandatoryWaived", "marshlandsExp", "freeFirst"}: func(t *testing.T) {
		// The Temple bonus tile frees the first settlement of the
		// mandatory action from the adjacency rule.
		s := marshlandsGame(t, 2)
		s = put(t, s, 0, "0,11") // next to the free forest 0,10 and 0,12
		mx(&s).bonus[0] = bonusBit(Temple)
		mx(&s).bonusLeft[0]--
		s = setHand(s, 0, Forest)
		if got, want := len(movesOf(s, "place ")), s.freeOf(Forest).Count(); got != want {
			t.Errorf("first settlement with the Temple bonus: %d targets, want every free forest hex (%d)", got, want)
		}
		if _, err := Apply(s, mustParse(t, "place 7,15")); err != nil {
			t.Errorf("first settlement away from the others: %v", err)
		}
	},
	{"extendContext", "marshlandsExp", "marshlandsContext"}: func(t *testing.T) {
		// The Fountain bonus tile lets the Fountain build on a mountain.
		s := marshlandsGame(t, 2)
		s = put(t, s, 0, "4,1", "10,11", "16,17")
		s = giveTile(t, s, 0, "11,11")
		s = giveTile(t, s, 0, "16,16")
		mx(&s).bonus[0] = bonusBit(Fountain)
		mx(&s).bonusLeft[3]--
		if !slices.Contains(movesOf(s, "tile fountain "), "tile fountain 5,1") {
			t.Fatalf("the Fountain with its bonus tile does not build on the mountain 5,1")
		}
		if s = mustApply(t, s, "tile fountain 5,1"); s.Occupant(off(t, "5,1")) != 0 {
			t.Errorf("no settlement on the mountain 5,1")
		}
	},
	{"deckFilled", "marshlandsExp", "fillDeckMarshlands"}: func(t *testing.T) {
		s := marshlandsGame(t, 2)
		if got := swampCardsIn(s); got != len(cardTerrains) {
			t.Errorf("%d swamp cards in the deck and the hands of a new game, want %d", got, len(cardTerrains))
		}
	},
	{"reshuffling", "marshlandsExp", "refillSwampCards"}: func(t *testing.T) {
		// The draw pile runs out: the discarded swamp cards are shuffled
		// into the new one with the others.
		s := marshlandsGame(t, 2)
		x := mx(&s)
		for i := 0; i < int(s.deckLen); i++ {
			if c := s.deck[i]; isSwampCard(c) {
				x.discard |= 1 << swampOther(c)
			} else {
				s.discard[c]++
			}
			s.deck[i] = NoTerrain
		}
		s.deckLen = 0
		s = endMyTurn(t, s)
		if x := s.x.marshlands; x.discard != 0 || swampCardsIn(s) != len(cardTerrains) {
			t.Errorf("after the reshuffle: swamp cards still discarded %b, %d in the deck and hands", x.discard, swampCardsIn(s))
		}
	},
	{"playCard", "marshlandsExp", "playSwampCard"}: func(t *testing.T) {
		// A turn starting with a swamp card whose two halves are playable
		// keeps it and waits for the choice of the half.
		s := marshlandsGame(t, 2)
		card := swampCardBase | Desert
		i := slices.Index(s.deck[:s.deckLen], card)
		if i < 0 {
			t.Fatalf("no %s card in the deck", swampCardName(card))
		}
		s.deck[i], s.hand[1] = s.hand[1], card
		s = endMyTurn(t, s) // player 0
		if other, ok := s.SwampCard(1); !ok || other != Desert || !slices.Equal(movesOf(s, ""), []string{"marshlands play desert", "marshlands play swamp"}) {
			t.Errorf("player 1's turn with swamp/desert: swamp card %v %v, moves %v", other, ok, movesOf(s, ""))
		}
	},
	{"appendLegalExt", "marshlandsExp", "appendMarshlandsLegal"}: func(t *testing.T) {
		s := marshlandsGame(t, 2)
		s = put(t, s, 0, "4,8", "4,9")
		s = giveTile(t, s, 0, "5,8")
		sameMoves(t, "Temple moves", movesOf(s, "marshlands temple"), withPrefix("marshlands temple ", "4,8", "4,9"))
	},
	{"appendUnseenExt", "marshlandsExp", "appendSwampPool"}: func(t *testing.T) {
		// Determinize deals the swamp cards a player cannot see too.
		s := marshlandsGame(t, 2)
		d := determinized(s.View(1), 1, rand.New(rand.NewPCG(3, 4)))
		if d.view != 0 || swampCardsIn(d) != len(cardTerrains) {
			t.Fatalf("Determinize: view %d, %d swamp cards in the deck and hands, want a complete state with %d", d.view, swampCardsIn(d), len(cardTerrains))
		}
		if err := checkInvariants(d); err != nil {
			t.Error(err)
		}
	},
	{"tallyExt", "marshlandsExp", "tallyMarshlands"}: func(t *testing.T) {
		s := put(t, marshlandsGame(t, 2), 0, "1,4") // next to the palace 2,5
		scoreTotalAgrees(t, s, 0, "Palaces", palacePoints)
	},
	{"tilesSettleExt", "marshlandsExp", ""}: func(t *testing.T) {
		// Between two players' silo actions (Harvest) a bonus tile taken in
		// this turn becomes usable too.
		s := giveTile(t, marshlandsGame(t, 2), 0, "1,11")
		s = setHand(s, 0, Forest)
		s = mustApply(t, s, "place 7,15")
		if !slices.Equal(s.BonusTiles(0), []Location{Refuge}) || s.bonusHeld(0, Refuge) {
			t.Fatalf("precondition: bonus tiles %v (want the Refuge's, taken this turn), in force %v", s.BonusTiles(0), s.bonusHeld(0, Refuge))
		}
		s.tilesSettle()
		if !s.bonusHeld(0, Refuge) {
			t.Errorf("tilesSettle left the bonus tile fresh")
		}
	},

	// Harvest.
	{"settledExt", "harvestExp", "settledHarvest"}: func(t *testing.T) {
		// Mayors: the fourth settlement on a row puts a marker at its end.
		s := harvestGame(t, 2, [3]Card{Mayors, Rangers, Travellers})
		s = put(t, s, 0, "0,16")
		s = setHand(s, 0, Desert)
		s = mustApply(t, s, "place 0,17", "place 0,18", "place 0,19")
		if s.markers(0) != 1 {
			t.Errorf("Mayors' markers after 4 settlements on row 0: %d, want 1", s.markers(0))
		}
	},
	{"tookTile", "harvestExp", "gainColony"}: func(t *testing.T) {
		s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"4,9": "cathedral"})
		s = setHand(s, 0, Forest)
		s = mustApply(t, s, "place 4,8")
		if s.x.harvest.colony[0] != [2]uint8{1, 0} {
			t.Errorf("colony tiles after taking a Cathedral tile: %v, want one of value 1", s.x.harvest.colony[0])
		}
	},
	{"turnOverExt", "harvestExp", "endHarvestTurn"}: func(t *testing.T) {
		// Vagabonds: 1 per section built on this turn, at its end.
		s := harvestGame(t, 2, [3]Card{Vagabonds, Rangers, Travellers})
		s = put(t, s, 0, "7,8")
		s = setHand(s, 0, Grass)
		s = mustApply(t, s, "place 7,9", "place 7,10", "place 7,11")
		if s.x.harvest.sections == 0 || s.CardScore(Vagabonds, 0) != 0 {
			t.Fatalf("precondition: sections %b, Vagabonds %d", s.x.harvest.sections, s.CardScore(Vagabonds, 0))
		}
		s = mustApply(t, s, "end")
		if got := s.CardScore(Vagabonds, 0); got != 2 {
			t.Errorf("Vagabonds after the turn: %d, want 2", got)
		}
	},
	{"gameEnding", "harvestExp", "beginSiloPhase"}: func(t *testing.T) {
		s := siloPhase(t)
		if s.IsTerminal() || !s.x.harvest.silo || s.ToMove() != 0 || !slices.Contains(movesOf(s, ""), "silo pass") {
			t.Errorf("the last turn ended with a silo touched: terminal %v, silo phase %v, ToMove %d", s.IsTerminal(), s.x.harvest.silo, s.ToMove())
		}
	},
	{"appendTurnStringExt", "harvestExp", "appendHarvestTurnString"}: func(t *testing.T) {
		if str := siloPhase(t).String(); !strings.Contains(str, ", silo phase: 1 silo actions left\n") {
			t.Errorf("String does not tell the silo phase:\n%s", str)
		}
	},
	{"appendLegalExt", "harvestExp", "appendHarvestLegal"}: func(t *testing.T) {
		s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"4,5": "A"})
		s = put(t, s, 0, "4,4")
		sameMoves(t, "cultivate", movesOf(s, "cultivate"), []string{"cultivate 4,5"})
	},
	{"cellCharExt", "harvestExp", "scoutSet"}: func(t *testing.T) {
		s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"0,9": "cabin"})
		s = put(t, s, 0, "3,2")
		s = giveTile(t, s, 0, "0,9")
		s = mustApply(t, s, "scout 3,1")
		if c := cellOf(t, s, "3,1"); c != '*' {
			t.Errorf("String draws a scout token as %q, want '*'", c)
		}
	},

	// Queenies.
	{"turnOverExt", "queeniesExp", "endTurnQueenies"}: func(t *testing.T) {
		s := newQueenies(t, Queenies{Caves: true, CavesAt: "5,1 7,14 17,18"})
		s = put(t, s, 0, "4,1")
		s = put(t, s, 1, "6,14")
		s = mustApply(t, s, "cave 4,1>5,2")
		if !s.CaveMoveUsed() {
			t.Fatalf("precondition: the Cave move is not used")
		}
		s = finishTurn(t, s)
		if s.CaveMoveUsed() || len(movesOf(s, "cave 6,14>")) == 0 {
			t.Errorf("player 1's turn: Cave move used %v, moves %v", s.CaveMoveUsed(), movesOf(s, "cave "))
		}
	},
	{"appendLegalExt", "queeniesExp", "appendQueeniesLegal"}: func(t *testing.T) {
		s := newQueenies(t, Queenies{Caves: true, CavesAt: "5,1 7,14 17,18"})
		s = put(t, s, 0, "4,1")
		if got := movesOf(s, "cave "); !slices.Contains(got, "cave 4,1>5,2") {
			t.Errorf("Cave moves from 4,1: %v", got)
		}
	},
	{"appendBoardStringExt", "queeniesExp", "writeIsland"}: func(t *testing.T) {
		if str := islandGame(t, 2).String(); !strings.Contains(str, "\nisland ") {
			t.Errorf("String does not draw the Island:\n%s", str)
		}
	},
	{"tallyExt", "queeniesExp", "tallyQueenies"}: func(t *testing.T) {
		s := newQueenies(t, Queenies{Capitol: true, CapitolAt: "1,3"})
		s = put(t, s, 0, "1,4", "3,4")
		scoreTotalAgrees(t, s, 0, "Capitol", 2)
	},
}

// scoreTotalAgrees checks that player p's score part source is want and
// that scoreTotal, which Observe reads, counts it as Scores does.
func scoreTotalAgrees(t *testing.T, s State, p int, source string, want int) {
	t.Helper()
	if got := part(t, s, p, source); got != want {
		t.Fatalf("precondition: %s part %d, want %d", source, got, want)
	}
	if got, total := s.scoreTotal(p), s.Scores()[p].Total; got != total {
		t.Errorf("scoreTotal %d, Scores total %d: the %s part (%d) is not counted", got, total, source, want)
	}
}

// cellOf returns the character String draws for hex h.
func cellOf(t *testing.T, s State, h string) byte {
	t.Helper()
	o := off(t, h)
	lines := strings.Split(s.String(), "\n")
	return lines[1+o.Row][o.Row%2+2*o.Col]
}

// swampCardsIn counts the swamp cards in the draw pile and the hands of s
// (a card whose half is chosen counts once).
func swampCardsIn(s State) int {
	n := 0
	for _, c := range s.deck[:s.deckLen] {
		if isSwampCard(c) {
			n++
		}
	}
	for p := 0; p < s.g.players; p++ {
		if isSwampCard(s.cardOf(p)) {
			n++
		}
	}
	return n
}

// crossroadsTurn plays player 0's first turn of a Crossroads game next to
// the Crossroads 17,5, the draw pile stacked so that player 0 then holds
// grass and draws canyon as its second card, and player 1 draws flower.
func crossroadsTurn(t *testing.T) State {
	t.Helper()
	s := setHand(crossGame(t, 2), 0, Desert)
	s = stack(t, s, Grass, Canyon, Flower)
	s = mustApply(t, s, "place 17,6")
	return finishTurn(t, s)
}

// secondCards gives each of the players a second card (Crossroads) from the
// draw pile, of a terrain other than its hand's (a fixture).
func secondCards(t *testing.T, s State, players ...int) State {
	t.Helper()
	for _, p := range players {
		i := slices.IndexFunc(s.deck[:s.deckLen], func(c Terrain) bool { return c != s.hand[p] })
		if i < 0 {
			t.Fatalf("no card for player %d's second card", p)
		}
		top := int(s.deckLen) - 1
		s.deck[i], s.deck[top] = s.deck[top], s.deck[i]
		s.x.crossroads.extra[p] = s.deck[top]
		s.deck[top] = NoTerrain
		s.deckLen--
	}
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// determinizeSecondCards determinizes player 0's view of a Crossroads game
// where players 0 and 1 hold a second card: player 0 sees its own, not
// player 1's, which is dealt.
func determinizeSecondCards(t *testing.T) {
	s := secondCards(t, crossGame(t, 3), 0, 1)
	d := determinized(s.View(0), 0, rand.New(rand.NewPCG(1, 2)))
	if d.view != 0 {
		t.Fatalf("Determinize returned a view: the cards to deal do not add up")
	}
	if got, ok := d.SecondCard(0); !ok || got != s.x.crossroads.extra[0] {
		t.Errorf("Determinize changed player 0's own second card: %v %v", got, ok)
	}
	if _, ok := d.SecondCard(1); !ok {
		t.Fatalf("Determinize left player 1's second card hidden")
	}
	if err := checkInvariants(d); err != nil {
		t.Error(err)
	}
}

// siloPhase ends the last turn of a Harvest game where player 0 touches a
// silo (5,5): the silo phase begins.
func siloPhase(t *testing.T) State {
	t.Helper()
	s := reshape(t, harvestGame(t, 2, harvestCardsPlain), map[string]string{"5,5": "O"})
	s = put(t, s, 0, "4,5")
	return mustApply(t, lastTurn(s), "end")
}

// staleDonation: in a game of Nomads and Marshlands, player 0's water
// Donation takes the last Canoe tile of 11,1 with its first settlement;
// player 1 answers the Canoe interrupt on the last free water hex, so the
// Donation has nowhere left to build and ends (water elsewhere is full,
// a fixture).
func staleDonation(t *testing.T) {
	c := Config{Players: 2, Seed: 1, Nomads: true, Marshlands: true, Quadrants: SampleMarshlandsQuadrants(), Cards: [3]Card{Fishermen, Knights, Merchants}}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	keep := hx(t, "10,1") // next to the Canoe 11,1
	last := hx(t, "19,19")
	for i := range s.g.terrainSet[Water].All() {
		if i != keep && i != last {
			s.occupied.Insert(i)
		}
	}
	s = giveTile(t, s, 1, "11,1")
	s = giveNomad(setHand(s, 0, Grass), 0, DonationWater)
	s = mustApply(t, s, "nomad donation-water 10,1")
	if s.ToMove() != 1 || s.x.nomads.open != DonationWater {
		t.Fatalf("precondition: ToMove %d (want player 1's Canoe answer), Donation in use %v", s.ToMove(), s.x.nomads.open)
	}
	s = mustApply(t, s, "marshlands canoe 19,19")
	if s.x.nomads.open != NoNomad || s.ToMove() != 0 || len(Legal(s)) == 0 {
		t.Errorf("after the Canoe took the last water hex: Donation in use %v, ToMove %d, legal moves %v", s.x.nomads.open, s.ToMove(), movesOf(s, ""))
	}
}

// swampRedrawn: in a game of Crossroads and Marshlands, player 0 chose its
// desert card over its canyon second card, and no desert hex is free: the
// card is removed and swamp/flower drawn, whose flower half alone is
// playable (swamp is full, a fixture). The half is chosen at once, the
// choice of the card being made.
func swampRedrawn(t *testing.T) {
	card := swampCardBase | Flower
	s := secondCardTurn(t, Desert, Canyon, Grass)
	if !s.x.crossroads.choosing {
		t.Fatalf("precondition: no choice of the card")
	}
	s = fill(s, Swamp, Desert)
	s = stack(t, s, card)
	s = mustApply(t, s, "crossroads choose desert")
	if s.removed[Desert] == 0 {
		t.Fatalf("precondition: the dead desert card was not removed")
	}
	if other, ok := s.SwampCard(0); !ok || other != Flower || s.CurrentCard() != Flower || len(movesOf(s, "marshlands play")) != 0 {
		t.Errorf("swamp/flower redrawn with only its flower half playable: swamp card %v %v, card %v, moves %v; want the flower half chosen", other, ok, s.CurrentCard(), movesOf(s, ""))
	}
}

// noCardsLeft returns s with every terrain card out of the draw and discard
// piles, the hands and the expansions' cards (a fixture: the cards are
// simply dropped).
func noCardsLeft(s State) State {
	s.deckLen, s.deck = 0, [maxDeck]Terrain{}
	s.discard = [numTerrains]uint8{}
	for p := range s.hand {
		s.hand[p] = NoTerrain
	}
	for p := range s.x.crossroads.extra {
		s.x.crossroads.extra[p] = NoTerrain
	}
	s.x.crossroads.fort = NoTerrain
	s.x.marshlands.discard, s.x.marshlands.playing = 0, NoTerrain
	return s
}
