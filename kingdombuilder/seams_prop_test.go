package kingdombuilder

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// Properties where the expansions meet ("seams"): the rules that read "a
// player's settlements" must all read them the one way the package states
// (RULES.md, "Expansions"; the project's rulings, "Expansions
// and missing boards"):
//
//   - A player's Crossroads pieces (ship, wagon, warriors, the 7 hexes of a
//     city hall) count as its settlements in every respect: every card
//     (Mayors and Vagabonds included), task, castle, tile, the Harvest silo
//     phase and the adjacency rule see them, and placing or moving one is
//     placing or moving a settlement (rulebook 003: "Les guerriers, les
//     bateaux et les chariots sont considérés comme des cités"; the city hall
//     "compte comme 7 cités à tous les égards, aussi bien pour les cartes
//     Kingdom Builder que pour les cartes Tâche").
//   - The scout tokens of Harvest are the one exclusion: they count as the
//     player's settlements for the placement rules of its turn only, and
//     score nothing (rulebook 003, "Cabane", Note: "Les jetons Eclaireur ne
//     font pas gagner de points de victoire pour les cartes Kingdom Builder
//     suivantes: Maires et Vagabonds de l'extension 4 et Ambassadeurs,
//     Familles et Bergers de l'extension 1"); they take no tile.
//   - A settlement built outside its owner's turn (a Canoe answer) is its
//     owner's for everything and never the player's whose turn it is; the
//     in-play cards that score as settlements are built credit its builder
//     at once, Vagabonds credits nobody, and a tile it takes behaves as if
//     taken in that turn.
//
// The properties play random games with several expansions and compare
// positions that the rules say are equivalent: a settlement replaced by a
// piece of the same player on the same hex changes nothing a card, task,
// tile or placement rule sees. Each check reports which rule read the
// narrower set. The games use the package's sample sections and, for the
// Canoe, one section defined here (seamCanoeText): inventions of this
// project, NOT printed sections.

// seamStats counts, per property and check, how often a check ran with
// something to compare, so that a run with -v shows the properties reach
// the positions they are about.
var seamStats = struct {
	sync.Mutex
	n map[string]int
}{n: map[string]int{}}

func seamCount(key string) {
	seamStats.Lock()
	seamStats.n[key]++
	seamStats.Unlock()
}

// seamLogStats logs the counters whose key starts with prefix.
func seamLogStats(t *testing.T, prefix string) {
	seamStats.Lock()
	defer seamStats.Unlock()
	var keys []string
	for k := range seamStats.n {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%s: %d", k, seamStats.n[k])
	}
}

// seamOptions says what drawSeamConfig must put in a game; the rest is
// drawn.
type seamOptions struct {
	crossroads, nomads, marshlands, harvest bool // expansions played for sure
	noCrossroads, noQueenies                bool // expansions not played
	// board gives sections that must be on the board; each expansion
	// played adds one of its sample sections (Crossroads, Marshlands,
	// Harvest) or one of its sections (Nomads) unless board has one.
	board []Quadrant
	// inPlay draws 1 to 3 of the game's cards among the cards scored
	// during play of the expansions played (Mayors, Vagabonds, Families,
	// Shepherds, Ambassadors), so that they are played often.
	inPlay bool
	// cards must be among the game's cards (their expansions played).
	cards []Card
}

// drawSeamConfig draws a game for the seam properties: 2 to 4 players (5
// with Nomads), the expansions of o and a random subset of the others, a
// board of the expansions' sample sections and base sections at random
// positions and turns, cards drawn from the pools of the expansions played
// (with the in-play cards often), and with Crossroads 1 to 4 task cards.
func drawSeamConfig(t *rapid.T, o seamOptions) Config {
	c := Config{Seed: rapid.Uint64().Draw(t, "seed")}
	c.Crossroads = o.crossroads || !o.noCrossroads && rapid.Bool().Draw(t, "crossroads")
	c.Nomads = o.nomads || rapid.Bool().Draw(t, "nomads")
	c.Marshlands = o.marshlands || rapid.Bool().Draw(t, "marshlands")
	c.Harvest = o.harvest || rapid.Bool().Draw(t, "harvest")
	for _, k := range o.cards {
		hc, mc := harvestCards(), MarshlandsCards()
		switch {
		case slices.Contains(hc[:], k):
			c.Harvest = true
		case slices.Contains(mc[:], k):
			c.Marshlands = true
		case k == Families || k == Shepherds || k == Ambassadors:
			c.Nomads = true
		}
	}
	if !o.noQueenies && rapid.Bool().Draw(t, "queenies") {
		c.Queenies = Queenies{Capitol: rapid.Bool().Draw(t, "capitol"), Caves: rapid.Bool().Draw(t, "caves")}
		if rapid.Bool().Draw(t, "island") {
			c.Queenies.Island = SampleIsland()
		}
	}
	most := 4
	if c.Nomads {
		most = 5
	}
	c.Players = rapid.IntRange(2, most).Draw(t, "players")

	has := func(prefix string) bool {
		for _, q := range o.board {
			if q.Custom != nil && strings.HasPrefix(q.Custom.Name(), prefix) {
				return true
			}
		}
		return false
	}
	must := slices.Clone(o.board)
	cross, harvest, marsh, nomads := SampleCrossroadsSections(), SampleHarvestSections(), SampleMarshlandsQuadrants(), NomadsSections()
	if c.Crossroads && !has("sample-crossroads-") && !has("test-seams-") {
		must = append(must, Quadrant{Custom: cross[rapid.IntRange(0, 3).Draw(t, "crossroads sample")]})
	}
	if c.Harvest && !has("sample-harvest-") {
		must = append(must, Quadrant{Custom: harvest[rapid.IntRange(0, 3).Draw(t, "harvest sample")]})
	}
	if c.Marshlands && !has("sample-marshlands-") {
		must = append(must, marsh[rapid.IntRange(0, 3).Draw(t, "marshlands sample")])
	}
	if c.Nomads && len(must) < 4 {
		must = append(must, Quadrant{Section: nomads[rapid.IntRange(0, 3).Draw(t, "nomads section")]})
	}
	c.Quadrants = drawSeamBoard(t, must)

	var inPlay []Card
	if c.Harvest {
		inPlay = append(inPlay, Mayors, Vagabonds)
	}
	if c.Nomads {
		inPlay = append(inPlay, Families, Shepherds, Ambassadors)
	}
	chosen := slices.Clone(o.cards)
	if o.inPlay && len(inPlay) > 0 {
		perm := rapid.Permutation(inPlay).Draw(t, "in-play cards")
		for _, k := range perm[:rapid.IntRange(1, min(3, len(perm))).Draw(t, "how many in-play cards")] {
			if len(chosen) < numCardsInGame && !slices.Contains(chosen, k) {
				chosen = append(chosen, k)
			}
		}
	}
	rest := slices.DeleteFunc(cardsDrawnFrom(nil, c), func(k Card) bool { return slices.Contains(chosen, k) })
	chosen = append(chosen, rapid.Permutation(rest).Draw(t, "cards")[:numCardsInGame-len(chosen)]...)
	copy(c.Cards[:], chosen)

	if c.Crossroads {
		all := AllTasks()
		tasks := rapid.Permutation(all[:]).Draw(t, "tasks")
		copy(c.Tasks[:], tasks[:rapid.IntRange(1, MaxTasks).Draw(t, "how many tasks")])
	}
	return c
}

// drawSeamBoard puts the sections of must and base sections (distinct) at
// random positions and turns.
func drawSeamBoard(t *rapid.T, must []Quadrant) [4]Quadrant {
	pool := slices.Clone(must)
	base := BaseSections()
	for _, sec := range rapid.Permutation(base[:]).Draw(t, "base sections")[:4-len(pool)] {
		pool = append(pool, Quadrant{Section: sec})
	}
	var quads [4]Quadrant
	for q, i := range rapid.Permutation([]int{0, 1, 2, 3}).Draw(t, "positions") {
		quads[q] = pool[i]
		quads[q].Turned = rapid.Bool().Draw(t, "turned")
	}
	return quads
}

// newSeamGame sets up c, failing the test on error.
func newSeamGame(t *rapid.T, c Config) State {
	s, err := New(c)
	if err != nil {
		t.Fatalf("New(%+v): %v", c, err)
	}
	return s
}

// seamStep applies a legal move drawn by rapid and returns the next state.
func seamStep(t *rapid.T, s State) State {
	legal := Legal(s)
	if len(legal) == 0 {
		t.Fatalf("no legal move in a game not over\n%v", s)
	}
	m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
	next, err := Apply(s, m)
	if err != nil {
		t.Fatalf("legal move %v: %v", m, err)
	}
	return next
}

// seamGame plays a whole random game from s (rapid draws the moves) and
// calls check on the positions numbered offset, offset+every, ... (offset
// drawn below every; every 1 or less: every position) and on the last
// position before the end. Checking along whole games, rather than at one
// position after a drawn number of moves, reaches the middle and the end of
// games as often as their start (rapid draws small numbers much more often
// than large ones).
func seamGame(t *rapid.T, s State, every int, check func(State)) {
	every = max(every, 1)
	offset := 0
	if every > 1 {
		offset = rapid.IntRange(0, every-1).Draw(t, "first position checked")
	}
	for i := 0; i < maxGameMoves; i++ {
		checked := i%every == offset
		if checked {
			check(s)
		}
		next := seamStep(t, s)
		if next.IsTerminal() {
			if !checked {
				check(s)
			}
			return
		}
		s = next
	}
	t.Fatalf("game not over after %d moves", maxGameMoves)
}

// pieceSwap replaces a player's settlements by one of its Crossroads
// pieces: the ship or wagon (or a warrior) on the hex of one settlement, or
// the city hall on 7 settlements that form its rosette. It is the
// equivalence of the seam property: the pieces count as settlements for
// everything, so the two positions differ only where a rule says how a
// settlement or a piece is moved, removed or placed.
type pieceSwap struct {
	p  int
	k  Piece
	at int // the piece's hex; the city hall's centre
}

func (w pieceSwap) String() string {
	return fmt.Sprintf("player %d's %s instead of its settlement(s) at %v", w.p, w.k, hexText(w.at))
}

// hexes returns the hexes of the settlements the piece replaces.
func (w pieceSwap) hexes() hexgrid.Set {
	if w.k == CityHallPiece {
		return rosette(w.at)
	}
	return hexgrid.Set{}.Add(w.at)
}

// pieceOff reports whether player p's piece k is off the board (a warrior:
// one of the two).
func pieceOff(s *State, p int, k Piece) bool {
	x := &s.x.crossroads
	switch k {
	case ShipPiece, WagonPiece:
		return x.pieceHex(k, p) < 0
	case WarriorPiece:
		return x.warrior[p][warriorsPerPlayer-1] == 0
	case CityHallPiece:
		return x.hall[p] == 0
	}
	return false
}

// applicable reports whether w can be applied to s: the settlements are
// there and the piece is off the board.
func (w pieceSwap) applicable(s State) bool {
	return w.hexes().SubsetOf(s.own[w.p]) && pieceOff(&s, w.p, w.k)
}

// apply returns s with w applied: the settlements leave the board (not for
// the supply: the supply is kept equal, so that the end of the game and
// every rule that reads the supply see the same), the piece stands on
// their hexes, and the derived sets are recomputed (the occupied hexes are
// the same).
func (w pieceSwap) apply(s State) State {
	x := &s.x.crossroads
	s.own[w.p] = s.own[w.p].Diff(w.hexes())
	switch w.k {
	case ShipPiece, WagonPiece:
		x.setPieceHex(w.k, w.p, w.at)
	case WarriorPiece:
		x.warrior[w.p][warriorsPerPlayer-1] = uint16(w.at + 1)
		x.sortWarriors(w.p)
	case CityHallPiece:
		x.hall[w.p] = uint16(w.at + 1)
	}
	x.sync(s.g.players)
	s.setNear()
	return s
}

// touches reports whether m is one of the moves that differ between a
// position and its swap by rule: moving, removing or lifting what stands on
// the swapped hexes (a settlement is moved by tiles and removed by the
// Temple and the Sword, a piece only by its own action), and placing the
// piece (off the board before the swap only).
func (w pieceSwap) touches(m Move) bool {
	hs := w.hexes()
	if f := m.from(); f >= 0 && hs.Has(f) {
		return true
	}
	switch m.kind() {
	case MarshlandsAction:
		return m.MarshlandsCode() == TempleRemove && hs.Has(m.to())
	case NomadTile:
		return NomadKind(m.code()) == Sword && hs.Has(m.to())
	case CrossroadsAction:
		c := CrossroadsCode(m.code())
		if c.isChoice() || c > BuildFort {
			return false
		}
		a := c.act()
		return a.piece == w.k && a.op == opPlace
	}
	return false
}

// seamMoves returns the notations of the legal moves of s that w does not
// touch, sorted.
func seamMoves(s State, w pieceSwap) []string {
	var out []string
	for _, m := range Legal(s) {
		if !w.touches(m) {
			out = append(out, m.String())
		}
	}
	sort.Strings(out)
	return out
}

// awards is what the cards scored during play have given so far: Mayors'
// markers, Vagabonds points, the Nomads cards' points (and Treasure).
type awards struct {
	Mayors    [numLines]uint8
	Vagabonds [maxPlayers]uint16
	Nomads    [maxPlayers][numNomadSources]uint16
}

func awardsOf(s State) awards {
	return awards{s.x.harvest.mayor, s.x.harvest.vagabonds, s.x.nomads.points}
}

// everyScore lists every player's points for every card of the package
// (not only the game's: each card reads the settlements its own way), every
// task, and the game's score parts (scoreNames labels them). No score
// reads the supply: the Mayors' markers are kept in the state.
func everyScore(s State) []int {
	var out []int
	for p := 0; p < s.g.players; p++ {
		for c := Card(1); c < numCards; c++ {
			out = append(out, s.CardScore(c, p))
		}
		for _, k := range AllTasks() {
			out = append(out, s.taskScore(k, p))
		}
	}
	for _, sc := range s.Scores() {
		for _, part := range sc.Parts {
			out = append(out, part.Points)
		}
	}
	return out
}

// scoreNames labels the values of everyScore(s).
func scoreNames(s State) []string {
	var out []string
	for p := 0; p < s.g.players; p++ {
		for c := Card(1); c < numCards; c++ {
			out = append(out, fmt.Sprintf("player %d card %s", p, c))
		}
		for _, k := range AllTasks() {
			out = append(out, fmt.Sprintf("player %d task %s", p, k))
		}
	}
	for p, sc := range s.Scores() {
		for _, part := range sc.Parts {
			out = append(out, fmt.Sprintf("player %d part %s", p, part.Source))
		}
	}
	return out
}

// scoresDiff returns the scores of s and s2 (one game) that differ, "" when
// none does.
func scoresDiff(s, s2 State) string {
	a, b := everyScore(s), everyScore(s2)
	if slices.Equal(a, b) {
		return ""
	}
	var out strings.Builder
	for i, name := range scoreNames(s) {
		if a[i] != b[i] {
			fmt.Fprintf(&out, "%s: %d, %d\n", name, a[i], b[i])
		}
	}
	return out.String()
}

// siloRights returns the silo actions player q would have if the silo
// phase began now (Harvest), as the engine counts them when q's silo turn
// begins (State.nextSiloPlayer), and the position in the silo phase with q
// deciding (ok false when q has none, or the board has no silo).
func siloRights(s State, q int) (n int, in State, ok bool) {
	if !s.g.rules.has(harvestExp) || s.g.terrainSet[Silo].IsEmpty() {
		return 0, s, false
	}
	// As at the end of the last turn (State.endTurn, gameEnding).
	s.lastRound, s.placed, s.used = true, 0, [numLocations]uint8{}
	s.x.harvest.silo = true
	if !s.nextSiloPlayer(q) || int(s.toMove) != q {
		return 0, s, false
	}
	return int(s.x.harvest.siloLeft), s, true
}

// quietFor reports whether s may be put in the silo phase to list a
// player's silo moves: no decision waits and no scout token is on the
// board (the silo phase comes after the last turn).
func quietFor(s State) bool {
	if _, waits := s.waiting(); waits && !s.x.harvest.silo {
		return false
	}
	return s.x.harvest.scouts == fewHexes{}
}

// nearFirst returns the legal moves of s that w does not touch, those that
// build or move next to the swapped hexes first, then those that end on
// their rows (Mayors), so that rapid, which draws small indexes most often,
// plays them most often.
func nearFirst(s State, w pieceSwap) []Move {
	hs := w.hexes()
	around := grid.Dilate(hs)
	var rows hexgrid.Set
	for h := range hs.All() {
		rows = rows.Union(grid.Row(grid.Offset(h).Row))
	}
	var out [3][]Move
	for _, m := range Legal(s) {
		switch to := m.to(); {
		case w.touches(m):
		case to >= 0 && around.Has(to):
			out[0] = append(out[0], m)
		case to >= 0 && rows.Has(to):
			out[1] = append(out[1], m)
		default:
			out[2] = append(out[2], m)
		}
	}
	return slices.Concat(out[0], out[1], out[2])
}

// stateDiff returns a readable difference of two states of one game.
func stateDiff(a, b State) string {
	a.g, b.g = nil, nil
	return cmp.Diff(a, b, cmp.Exporter(func(reflect.Type) bool { return true }))
}

// checkSwapped compares s and s2 = w.apply(s) on everything the rules say
// cannot differ. Outside the silo phase (silo false): every card's and
// task's points and the game's score parts, the tiles a player would lose
// if one of its settlements near the swapped hexes left, and, but for a
// warrior (which forbids placing next to it), the legal moves w does not
// touch; then the same moves, legal in both, played from both keep them
// equivalent (the awards of the in-play cards, and the whole positions: w
// applied after the moves gives the position reached from s2). For the
// Harvest silo phase (silo true): the silo actions of every player if the
// phase began now and, but for a warrior, the legal moves of w's player in
// that phase; in a position of the silo phase, its legal moves and the same
// moves played on as above.
func checkSwapped(t *rapid.T, s State, w pieceSwap, tag string, silo bool) {
	s2 := w.apply(s)
	if silo {
		// One action per silo next to the player's settlements (its
		// pieces included), and the same targets.
		for q := 0; q < s.g.players; q++ {
			n1, in1, ok1 := siloRights(s, q)
			n2, in2, ok2 := siloRights(s2, q)
			seamCount(tag + ": silo actions compared")
			if n1 != n2 || ok1 != ok2 {
				t.Fatalf("%s: player %d would have %d silo actions with its settlement(s), %d with its %s\n%v", w, q, n1, n2, w.k, s)
			}
			if q == w.p && ok1 && w.k != WarriorPiece && quietFor(s) {
				seamCount(tag + ": silo moves compared")
				if d := cmp.Diff(seamMoves(in1, w), seamMoves(in2, w)); d != "" {
					t.Fatalf("%s: player %d's silo moves differ (-settlements +%s):\n%s\n%v", w, q, w.k, d, in1)
				}
			}
		}
		if !s.siloPhase() {
			return
		}
		seamCount(tag + ": positions of the silo phase")
	} else {
		if s.siloPhase() {
			return // the silo subtest's
		}
		if d := scoresDiff(s, s2); d != "" {
			t.Fatalf("%s: the scores differ (with the settlements, with the %s):\n%s%v", w, w.k, d, s)
		}
		// Tiles: a settlement of w.p near the swapped hexes leaves the
		// board (State.remove: what a Sword, the Temple or any move does
		// to its old hex); the piece keeps the tiles of the locations it
		// touches as the settlement did.
		near := grid.Dilate(grid.Dilate(w.hexes()))
		for g := range s.own[w.p].Diff(w.hexes()).Intersect(near).All() {
			a, b := s, s2
			a.remove(w.p, g)
			b.remove(w.p, g)
			if a.held[w.p] != b.held[w.p] || a.fresh[w.p] != b.fresh[w.p] || a.x.marshlands.bonus[w.p] != b.x.marshlands.bonus[w.p] {
				t.Fatalf("%s: when player %d's settlement at %v leaves, it keeps tiles %016b with its settlement(s), %016b with its %s (bonus tiles %b, %b)\n%v",
					w, w.p, hexText(g), a.held[w.p], b.held[w.p], w.k, a.x.marshlands.bonus[w.p], b.x.marshlands.bonus[w.p], s)
			}
		}
	}
	if w.k == WarriorPiece {
		return // a warrior forbids placing next to it: the moves differ
	}

	// The legal moves, whoever is to move.
	l1, l2 := seamMoves(s, w), seamMoves(s2, w)
	if d := cmp.Diff(l1, l2); d != "" {
		t.Fatalf("%s: the legal moves differ (-settlements +%s), player %d to move:\n%s\n%v", w, w.k, s.ToMove(), d, s)
	}

	// The same moves from both.
	steps := rapid.IntRange(1, 6).Draw(t, "common moves")
	a, b := s, s2
	for range steps {
		if a.IsTerminal() || a.siloPhase() != silo {
			break
		}
		common := nearFirst(a, w)
		if len(common) == 0 {
			break
		}
		m := common[rapid.IntRange(0, len(common)-1).Draw(t, "common move")]
		na, err := Apply(a, m)
		if err != nil {
			t.Fatalf("%s: legal move %v: %v", w, m, err)
		}
		nb, err := Apply(b, m)
		if err != nil {
			t.Fatalf("%s: %v is legal with player %d's settlement(s) but not with its %s: %v\n%v", w, m, w.p, w.k, err, a)
		}
		if !silo && (na.siloPhase() || nb.siloPhase()) {
			break // the last turn is over: whether the silo phase begins is the silo subtest's
		}
		seamCount(tag + ": common moves played")
		if awardsOf(na) != awardsOf(a) {
			seamCount(tag + ": common moves that award in-play points")
		}
		if d := cmp.Diff(awardsOf(na), awardsOf(nb)); d != "" {
			t.Fatalf("%s: after %v the in-play cards' awards differ (-settlements +%s):\n%s\n%v", w, m, w.k, d, a)
		}
		if !w.applicable(na) {
			break
		}
		if want := w.apply(na); !want.Equal(nb) {
			if m.kind() == HarvestAction && harvestCode(m.code()) == hvSiloMove {
				// A silo action that moves settlements goes on while one
				// of them can still move; the piece never does (only its
				// own action moves it): the action may end sooner.
				break
			}
			t.Fatalf("%s: after %v the positions are no longer equivalent (-%s applied after the move +move after the swap):\n%s\nbefore the move:\n%v",
				w, m, w.k, stateDiff(want, nb), a)
		}
		a, b = na, nb
	}
	// The scores once more, in the position reached (the positions in
	// between are equivalent as wholes).
	if d := scoresDiff(a, b); d != "" {
		t.Fatalf("%s: after the common moves the scores differ (with the settlements, with the %s):\n%s%v", w, w.k, d, a)
	}
}

// seamEvery is how many moves apart the swaps are checked along a game.
const seamEvery = 20

// specialHexes returns the hexes whose neighbours some rule reads: castles,
// location hexes, nomad spaces, palaces and silos.
func specialHexes(s *State) hexgrid.Set {
	var out hexgrid.Set
	for _, t := range [...]Terrain{Castle, LocationSpace, NomadSpace, Palace, Silo} {
		out = out.Union(s.g.terrainSet[t])
	}
	return out
}

// swapCandidates returns the swaps of one settlement by a piece of kind k
// of the same player that s allows: the piece off the board, the settlement
// on a hex the piece may stand on (a ship on water, a wagon on buildable
// terrain or a mountain, a warrior on buildable terrain), its owner with
// another settlement (a player with pieces only is no victim of the Sword,
// a rule about settlements). Those next to a special hex come first, so
// that rapid shrinks towards them.
func swapCandidates(s State, k Piece) []pieceSwap {
	var first, rest []pieceSwap
	special := specialHexes(&s)
	var ground hexgrid.Set
	switch k {
	case ShipPiece:
		ground = s.g.terrainSet[Water]
	case WagonPiece:
		ground = s.ground(WagonPiece)
	case WarriorPiece:
		ground = s.g.buildable
	}
	for p := 0; p < s.g.players; p++ {
		if s.own[p].Count() < 2 || !pieceOff(&s, p, k) {
			continue
		}
		for h := range s.own[p].Intersect(ground).All() {
			w := pieceSwap{p: p, k: k, at: h}
			if grid.NeighborSet(h).Intersects(special) {
				first = append(first, w)
			} else {
				rest = append(rest, w)
			}
		}
	}
	return append(first, rest...)
}

// hallCandidates returns the centres where player p's city hall could
// replace 7 of its settlements once the free hexes of the rosette are
// filled with its settlements: 7 buildable hexes of the board, each p's
// settlement or free (not next to a warrior, no Cave), with p keeping a
// settlement outside; those with most of p's settlements first.
func hallCandidates(s State, p int) []int {
	if !pieceOff(&s, p, CityHallPiece) {
		return nil
	}
	taken := s.taken()
	type cand struct{ h, mine int }
	var list []cand
	for h := range s.g.buildable.All() {
		r := rosette(h)
		if r.Count() != 7 || !r.SubsetOf(s.g.buildable) {
			continue
		}
		free := r.Diff(s.own[p])
		if free.Intersects(taken) || s.own[p].Diff(r).IsEmpty() || free.Count() > int(s.supply[p]) {
			continue
		}
		list = append(list, cand{h, r.Intersect(s.own[p]).Count()})
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].mine > list[j].mine })
	out := make([]int, len(list))
	for i, c := range list {
		out[i] = c.h
	}
	return out
}

// fillRosette returns s with player p's settlements, from its supply, on
// the free hexes of the rosette centred on h (a fixture: no tile is taken,
// no card scores).
func fillRosette(s State, p, h int) State {
	for i := range rosette(h).Diff(s.own[p]).All() {
		s.own[p].Insert(i)
		s.occupied.Insert(i)
		s.supply[p]--
	}
	s.setNear()
	return s
}

// TestPropertyPieceCountsAsSettlement: a player's Crossroads pieces count as
// its settlements in every respect (see the top of this file). Each subtest
// plays random Crossroads games with a random subset of the other
// expansions (drawSeamConfig) and checks positions along them (seamGame):
//
//   - ship-or-wagon: one of a player's settlements is replaced by its ship
//     (on water) or wagon (on land or a mountain) on the same hex;
//     checkSwapped compares the two positions (scores of every card and
//     task, tiles, legal moves, and the same moves played on);
//   - warrior: the same with a warrior, but for the legal moves (a warrior
//     forbids placing next to it);
//   - city-hall: 7 of a player's settlements forming a rosette (the free
//     hexes filled by a fixture) are replaced by its city hall ("compte
//     comme 7 cités à tous les égards");
//   - silo: any of these swaps, in Harvest games, compared for the silo
//     phase (rulebook 003, "Silo": "pour chaque Silo à côté duquel vous
//     avez placé au moins une de vos cités", "adjacentes à au moins une
//     autre de vos cités"): the silo actions of every player, the legal
//     moves of the silo phase, and the positions of the silo phase;
//   - piece-arrival: placing, moving or returning a piece is placing,
//     moving or removing a settlement: along the game, every legal piece
//     move gives the Mayors' markers and the tiles that the settlement's way
//     (State.build, move, remove) gives;
//   - piece-placed-in-play-cards: placing a piece is placing a settlement
//     for the in-play cards that score settlements placed (Vagabonds,
//     Shepherds, Ambassadors; see checkPiecePlaced);
//   - scouts: the one exclusion: the scout tokens (Harvest) score nothing
//     for Mayors, Vagabonds, Ambassadors, Families and Shepherds (rulebook
//     003, "Cabane", Note) and take no tile: any move played with the
//     tokens on the board awards what it awards with the tokens made inert
//     (their hexes still occupied, no longer the player's).
func TestPropertyPieceCountsAsSettlement(t *testing.T) {
	defer seamLogStats(t, "")
	t.Run("ship-or-wagon", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, inPlay: true}))
			seamGame(t, s, seamEvery, func(s State) {
				// The ships first: few settlements stand on water.
				cands := append(swapCandidates(s, ShipPiece), swapCandidates(s, WagonPiece)...)
				if len(cands) == 0 {
					return
				}
				w := cands[rapid.IntRange(0, len(cands)-1).Draw(t, "settlement")]
				seamCount("ship-or-wagon: " + w.k.String() + " swaps")
				checkSwapped(t, s, w, "ship-or-wagon", false)
			})
		})
	})
	t.Run("warrior", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, inPlay: true}))
			seamGame(t, s, seamEvery, func(s State) {
				cands := swapCandidates(s, WarriorPiece)
				if len(cands) == 0 {
					return
				}
				seamCount("warrior: swaps")
				w := cands[rapid.IntRange(0, len(cands)-1).Draw(t, "settlement")]
				checkSwapped(t, s, w, "warrior", false)
			})
		})
	})
	t.Run("city-hall", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, inPlay: true}))
			seamGame(t, s, seamEvery, func(s State) {
				p := rapid.IntRange(0, s.g.players-1).Draw(t, "player")
				cands := hallCandidates(s, p)
				if len(cands) == 0 {
					return
				}
				seamCount("city-hall: swaps")
				h := cands[rapid.IntRange(0, len(cands)-1).Draw(t, "centre")]
				w := pieceSwap{p: p, k: CityHallPiece, at: h}
				checkSwapped(t, fillRosette(s, p, h), w, "city-hall", false)
			})
		})
	})
	t.Run("silo", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, harvest: true, inPlay: true}))
			seamGame(t, s, seamEvery/2, func(s State) {
				k := rapid.SampledFrom([]Piece{WagonPiece, CityHallPiece, WarriorPiece, ShipPiece}).Draw(t, "piece")
				var w pieceSwap
				if k == CityHallPiece {
					p := rapid.IntRange(0, s.g.players-1).Draw(t, "player")
					cands := hallCandidates(s, p)
					if len(cands) == 0 {
						return
					}
					w = pieceSwap{p: p, k: k, at: cands[rapid.IntRange(0, len(cands)-1).Draw(t, "centre")]}
					s = fillRosette(s, p, w.at)
				} else {
					cands := swapCandidates(s, k)
					if len(cands) == 0 {
						return
					}
					w = cands[rapid.IntRange(0, len(cands)-1).Draw(t, "settlement")]
				}
				seamCount("silo: " + k.String() + " swaps")
				checkSwapped(t, s, w, "silo", true)
			})
		})
	})
	t.Run("piece-arrival", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, harvest: true, cards: []Card{Mayors}, inPlay: true}))
			seamGame(t, s, 1, func(s State) {
				for _, m := range Legal(s) {
					checkPieceArrival(t, s, m)
				}
			})
		})
	})
	t.Run("piece-placed-in-play-cards", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, harvest: true, nomads: true, cards: []Card{Vagabonds}, inPlay: true}))
			seamGame(t, s, 1, func(s State) {
				for _, m := range Legal(s) {
					checkPiecePlaced(t, s, m)
				}
			})
		})
	})
	t.Run("scouts", func(t *testing.T) {
		cabin, _ := SampleSection("sample-harvest-cabin-station")
		rapid.Check(t, func(t *rapid.T) {
			s := newSeamGame(t, drawSeamConfig(t, seamOptions{crossroads: true, harvest: true, inPlay: true,
				board: []Quadrant{{Custom: cabin}}}))
			seamGame(t, s, 1, func(s State) {
				if s.x.harvest.scouts != (fewHexes{}) || s.usable(ScoutCabin) > 0 {
					for _, m := range Legal(s) {
						checkScoutsInert(t, s, m)
					}
				}
			})
		})
	})
}

// checkPieceArrival checks, for a legal move m of s, that when m places,
// moves or returns a Crossroads piece, the Mayors' markers, the supply and
// the tiles of its owner come out as when a settlement is placed (from the
// supply: the supply is given one first, as the piece is not from it),
// moved or removed there by the engine's one way for settlements
// (State.build, move, remove). Rulings: "placing or moving one is placing
// or moving a settlement"; rulebook 003, Maires: "Lorsque vous placez ou
// déplacez une de vos cités de façon à ce qu'au moins quatre de vos cités
// se retrouvent sur la même ligne horizontale, vous posez une cité de votre
// réserve au bout de la ligne".
func checkPieceArrival(t *rapid.T, s State, m Move) {
	if m.kind() != CrossroadsAction {
		return
	}
	c := CrossroadsCode(m.code())
	if c.isChoice() || c > BuildFort || c.act().piece == NoPiece {
		return
	}
	a := c.act()
	p := int(s.toMove)
	got, err := Apply(s, m)
	if err != nil {
		t.Fatalf("legal move %v: %v", m, err)
	}
	ref := s
	x := &ref.x.crossroads
	switch a.op {
	case opPlace:
		hexes := hexgrid.Set{}.Add(m.to())
		if c == PlaceCityHall {
			if s.supply[p] < 3 {
				return // the 7 settlements one by one would have supply for markers it has not
			}
			hexes = rosette(m.to())
		}
		ref.supply[p] += uint8(hexes.Count())
		for h := range hexes.All() {
			ref.build(p, h)
		}
	case opMove, opReturn:
		from := m.from()
		switch a.piece {
		case WarriorPiece:
			for i, h := range x.warrior[p] {
				if int(h)-1 == from {
					x.warrior[p][i] = 0
				}
			}
			x.sortWarriors(p)
		default:
			x.setPieceHex(a.piece, p, -1)
		}
		x.sync(ref.g.players)
		ref.own[p].Insert(from)
		if a.op == opMove {
			ref.move(p, from, m.to())
		} else {
			ref.remove(p, from)
		}
	}
	seamCount(fmt.Sprintf("piece-arrival: %s %s", a.piece, []string{"placed", "moved", "returned"}[a.op]))
	if ref.x.harvest.mayor != s.x.harvest.mayor {
		seamCount("piece-arrival: a Mayors' marker")
	}
	if ref.held[p] != s.held[p] {
		seamCount("piece-arrival: tiles taken or lost")
	}
	if got.x.harvest.mayor != ref.x.harvest.mayor || got.supply[p] != ref.supply[p] {
		t.Fatalf("%v: Mayors' markers by line %v, supply %d; a settlement placed or moved there gives %v, supply %d (the piece counts as a settlement: Mayors must see its arrival)\n%v",
			m, got.x.harvest.mayor, got.supply[p], ref.x.harvest.mayor, ref.supply[p], s)
	}
	if got.held[p] != ref.held[p] || got.fresh[p] != ref.fresh[p] {
		t.Fatalf("%v: player %d holds tiles %016b (fresh %016b); a settlement there holds %016b (fresh %016b)\n%v",
			m, p, got.held[p], got.fresh[p], ref.held[p], ref.fresh[p], s)
	}
}

// checkPiecePlaced checks, for a legal move m of s that places a
// Crossroads piece from its owner's supply, that the cards scored during
// play as settlements are placed see it as a settlement placed: Vagabonds
// counts its section for the turn (rulebook 003: "1 point de victoire pour
// chaque section de plateau de jeu sur laquelle vous avez placé une de vos
// cités"), Shepherds and Ambassadors score it (rulebook 003: "pour chacune
// de vos cités que vous placez"), as State.build scores a settlement
// placed there. The rulings: the pieces "count as settlements in every
// respect: every card (in-play cards such as Mayors and Vagabonds
// included) ... see them, and placing or moving one is placing or moving a
// settlement". A moved piece scores none of them, as a moved settlement
// does not. For the city hall, whose 7 hexes are placed at once, only
// Vagabonds is checked (Shepherds and Ambassadors would depend on the
// order of 7 placements that are one).
func checkPiecePlaced(t *rapid.T, s State, m Move) {
	if m.kind() != CrossroadsAction {
		return
	}
	c := CrossroadsCode(m.code())
	if c.isChoice() || c > BuildFort || c.act().piece == NoPiece || c.act().op != opPlace {
		return
	}
	p := int(s.toMove)
	got, err := Apply(s, m)
	if err != nil {
		t.Fatalf("legal move %v: %v", m, err)
	}
	ref := s
	hexes := hexgrid.Set{}.Add(m.to())
	if c == PlaceCityHall {
		hexes = rosette(m.to())
	}
	ref.supply[p] += uint8(hexes.Count())
	for h := range hexes.All() {
		ref.build(p, h)
	}
	seamCount("piece-placed-in-play-cards: " + c.act().piece.String())
	if ref.x.harvest.sections != s.x.harvest.sections {
		seamCount("piece-placed-in-play-cards: a new section for Vagabonds")
	}
	if ref.x.nomads.points[p] != s.x.nomads.points[p] {
		seamCount("piece-placed-in-play-cards: Shepherds or Ambassadors points")
	}
	if got.x.harvest.sections != ref.x.harvest.sections {
		t.Fatalf("%v: the sections player %d built in this turn, for Vagabonds, are %04b; a settlement placed there gives %04b (the piece is a settlement placed)\n%v",
			m, p, got.x.harvest.sections, ref.x.harvest.sections, s)
	}
	if c == PlaceCityHall {
		return
	}
	if got.x.nomads.points[p] != ref.x.nomads.points[p] {
		t.Fatalf("%v: player %d's points in play (Treasure, Families, Shepherds, Ambassadors) are %v; a settlement placed there gives %v (the piece is a settlement placed)\n%v",
			m, p, got.x.nomads.points[p], ref.x.nomads.points[p], s)
	}
}

// checkScoutsInert checks, for a legal move m of s, that the scout tokens
// score nothing for Mayors, Vagabonds, Ambassadors, Families and Shepherds
// (rulebook 003, "Cabane", Note) and take no tile: placing a token awards
// nothing, takes no tile and counts no section for Vagabonds; with tokens
// on the board, any move awards and takes what it awards and takes with the
// tokens made inert (no longer the player's, their hexes still occupied, so
// that every "free hex" reads the same).
func checkScoutsInert(t *rapid.T, s State, m Move) {
	got, err := Apply(s, m)
	if err != nil {
		t.Fatalf("legal move %v: %v", m, err)
	}
	if m.kind() == HarvestAction && harvestCode(m.code()) == hvScout {
		// Placing a token is placing no settlement: no award, no tile, no
		// section for Vagabonds.
		seamCount("scouts: tokens placed")
		if awardsOf(got) != awardsOf(s) || got.held != s.held || got.x.harvest.sections != s.x.harvest.sections {
			t.Fatalf("%v: placing a scout token scores or takes a tile: awards %+v, tiles %016b, Vagabonds sections %04b; before: %+v, %016b, %04b\n%v",
				m, awardsOf(got), got.held, got.x.harvest.sections, awardsOf(s), s.held, s.x.harvest.sections, s)
		}
		return
	}
	if s.x.harvest.scouts == (fewHexes{}) {
		return
	}
	ref := s
	ref.x.harvest.scouts, ref.x.harvest.scoutOpen = fewHexes{}, false
	ref.setNear()
	ref.apply(m) // m may need the tokens for its adjacency: no check
	seamCount("scouts: moves with scout tokens on the board")
	if d := cmp.Diff(awardsOf(ref), awardsOf(got)); d != "" {
		t.Fatalf("%v: the scout tokens %v score for an in-play card (-tokens inert +tokens):\n%s\n%v", m, s.x.harvest.scouts.set(), d, s)
	}
	if awardsOf(got) != awardsOf(s) {
		seamCount("scouts: moves that award in-play points with tokens on the board")
	}
	if got.held != ref.held {
		t.Fatalf("%v: the scout tokens %v take or keep tiles: %016b, inert %016b\n%v", m, s.x.harvest.scouts.set(), got.held, ref.held, s)
	}
}

// seamCanoeText is a section of this test file, an invention (not a printed
// section): a lake of water and swamp whose middle hex is a Crossroads
// location, so that a Canoe's settlement (on swamp or water) can take the
// Crossroads tile, two Canoe locations, so that Canoe tiles are held often,
// and a Wagon and a Lighthouse, so that pieces stand near the lake. (In the
// package's sample sections no swamp or water hex touches the Crossroads
// location.)
const seamCanoeText = `
section test-seams-canoe-crossroads crossroads
G G G G F F F D D D
G L G G F F F D D D
G G W W S S F K D D
G W W S S W S F D D
T T W S L S W F F C
T T W S W S S W C C
T T T W W S W W C C
M M T T W W L C C C
M M L T T G G C L C
M M T T G G G G C C
at 1,1 canoe
at 4,4 crossroads
at 7,6 canoe
at 8,2 wagon
at 8,8 lighthouse
`

// seamCanoeSection returns the section of seamCanoeText.
var seamCanoeSection = sync.OnceValue(func() *CustomSection {
	list, err := ParseSections(seamCanoeText)
	if err != nil {
		panic(err)
	}
	return list[0]
})

// playerPart is what belongs to one player outside the board: what the
// Canoe answer of another player must leave alone.
type playerPart struct {
	Supply, SetAside    int
	Hand, Card, Second  Terrain
	Held, Fresh         uint16
	NomadHeld           [numNomadKinds]uint8
	NomadFresh          [numNomadKinds]uint8
	Points              [numNomadSources]uint16
	Vagabonds           uint16
	Markers             int
	Bonus, BonusFresh   uint8
	Colony              [2]uint8
	Settlements, Pieces hexgrid.Set
}

func playerPartOf(s State, p int) playerPart {
	return playerPart{
		Supply: int(s.supply[p]), SetAside: s.SetAside(p),
		Hand: s.hand[p], Card: s.cardOf(p), Second: s.x.crossroads.extra[p],
		Held: s.held[p], Fresh: s.fresh[p],
		NomadHeld: s.x.nomads.held[p], NomadFresh: s.x.nomads.fresh[p], Points: s.x.nomads.points[p],
		Vagabonds: s.x.harvest.vagabonds[p], Markers: s.markers(p),
		Bonus: s.x.marshlands.bonus[p], BonusFresh: s.x.marshlands.bonusFresh[p],
		Colony:      s.x.harvest.colony[p],
		Settlements: s.own[p], Pieces: s.x.crossroads.piecesOf(p),
	}
}

// declineAll answers every Canoe interrupt waiting in s with "marshlands
// decline".
func declineAll(t *rapid.T, s State) State {
	for s.g.rules.has(marshlandsExp) && s.x.marshlands.ask != 0 && !s.IsTerminal() {
		next, err := Apply(s, DeclineCanoe())
		if err != nil {
			t.Fatalf("decline: %v\n%v", err, s)
		}
		s = next
	}
	return s
}

// TestPropertyCanoeAnswerOutOfTurn: a settlement built outside its owner's
// turn (a Canoe answer, Marshlands) belongs to its owner for everything and
// never to the player whose turn it is (the rulings, "Expansions and missing
// boards"). Random games with Marshlands (the sample Canoe section) and a
// random subset of Harvest (with Mayors and Vagabonds often), Crossroads
// (with a section of this file where a Canoe's settlement can take the
// Crossroads tile) and Nomads (with Shepherds, Ambassadors and Families
// often) are played to the end; at every Canoe interrupt that player q
// answers during the turn of another player t with a settlement, the
// position after the answer (sA) is compared with the position after
// "marshlands decline" (sB). One subtest per rule:
//
//   - owner-and-awards: the settlement is q's, and nothing of t's (nor of
//     any player but q) changes: supply, cards, tiles, points of every
//     kind; q's new location tiles are fresh (usable from q's next own
//     turn on, not before), its nomad and bonus tiles not (usable in q's
//     next turn); q's Mayors' marker, Shepherds and Ambassadors points are
//     credited to q at once where the card applies (rulebook 003 and 002:
//     "Avancez immédiatement votre marqueur"), and no other in-play points;
//   - vagabonds: the same moves are played from both (further interrupts
//     declined, the moves legal in both, "end" as soon as it is) to the end
//     of q's next turn, and every player's Vagabonds points stay equal all
//     along (Vagabonds counts only what its owner builds in its own turn:
//     the Canoe's settlement scores it for nobody);
//   - crossroads-draw: when the Canoe's settlement took a Crossroads tile,
//     the same moves to the end of t's turn: q holds its second terrain
//     card then, drawn at the end of the turn in which the tile was taken
//     (rulebook 003, "Carrefour": "Piochez la première carte Terrain
//     supplémentaire à la fin du tour au cours duquel vous avez récupéré
//     cette plaquette de lieu").
func TestPropertyCanoeAnswerOutOfTurn(t *testing.T) {
	defer seamLogStats(t, "canoe")
	for _, part := range []canoePart{canoeOwner, canoeVagabonds, canoeCrossroadsDraw} {
		t.Run(part.String(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { canoeGame(t, part) })
		})
	}
}

// canoePart is the part of TestPropertyCanoeAnswerOutOfTurn that a subtest
// checks, so that each rule fails on its own.
type canoePart int

const (
	canoeOwner          canoePart = iota // the settlement is q's; t's part unchanged; q's awards at once
	canoeVagabonds                       // Vagabonds scores the Canoe's settlement for nobody
	canoeCrossroadsDraw                  // a Crossroads tile taken draws at the end of that turn
)

func (c canoePart) String() string {
	return [...]string{"owner-and-awards", "vagabonds", "crossroads-draw"}[c]
}

// canoeGame plays a random game of TestPropertyCanoeAnswerOutOfTurn and
// checks every Canoe answer out of turn for part.
func canoeGame(t *rapid.T, part canoePart) {
	board := []Quadrant{SampleMarshlandsQuadrants()[2]} // sample-marshlands-canoe
	o := seamOptions{marshlands: true, noQueenies: true, inPlay: true}
	switch part {
	case canoeVagabonds:
		o.cards = []Card{Vagabonds}
	case canoeCrossroadsDraw:
		o.crossroads = true
	}
	if !o.crossroads {
		o.crossroads = rapid.Bool().Draw(t, "crossroads")
		o.noCrossroads = !o.crossroads
	}
	if o.crossroads {
		board = append(board, Quadrant{Custom: seamCanoeSection()})
	}
	o.board = board
	s := newSeamGame(t, drawSeamConfig(t, o))
	seamGame(t, s, 1, func(s State) {
		if !s.g.rules.has(marshlandsExp) || s.x.marshlands.ask == 0 {
			return
		}
		if q := s.marshlandsToMove(); q == int(s.toMove) {
			return
		}
		for _, m := range Legal(s) {
			if m.MarshlandsCode() == CanoeUse {
				checkCanoeAnswer(t, s, m, part)
			}
		}
	})
}

// checkCanoeAnswer checks part of the rules for the Canoe answer m of the
// player deciding in s, who is not the player to move (see
// TestPropertyCanoeAnswerOutOfTurn).
func checkCanoeAnswer(t *rapid.T, s State, m Move, part canoePart) {
	tp, q := int(s.toMove), s.marshlandsToMove()
	sA, err := Apply(s, m)
	if err != nil {
		t.Fatalf("legal move %v: %v", m, err)
	}
	sB, err := Apply(s, DeclineCanoe())
	if err != nil {
		t.Fatalf("decline: %v", err)
	}
	seamCount("canoe: answers out of turn")
	if part == canoeOwner {
		checkCanoeOwner(t, s, m, sA, sB)
		return
	}

	// The same moves from both, to the end of q's next turn.
	tookCrossroads := sA.holdsTile(q, Crossroads) && !sB.holdsTile(q, Crossroads)
	if part == canoeCrossroadsDraw {
		if !tookCrossroads {
			return
		}
		seamCount("canoe: Crossroads tiles taken")
	}
	a, b := declineAll(t, sA), declineAll(t, sB)
	end := End()
	for range maxGameMoves {
		if a.IsTerminal() || b.IsTerminal() || a.siloPhase() || b.siloPhase() {
			return
		}
		if part == canoeVagabonds && a.x.harvest.vagabonds != b.x.harvest.vagabonds {
			t.Fatalf("%v by player %d in player %d's turn: Vagabonds points %v, without the answer %v (the Canoe's settlement scores Vagabonds for nobody)\nafter the answer:\n%v",
				m, q, tp, a.x.harvest.vagabonds, b.x.harvest.vagabonds, sA)
		}
		a = chooseAs(a, b)
		common := commonMoves(a, b)
		if len(common) == 0 {
			return
		}
		next := end
		if !slices.Contains(common, end) {
			next = common[rapid.IntRange(0, len(common)-1).Draw(t, "common move")]
		}
		mover := int(a.toMove)
		na, err := Apply(a, next)
		if err != nil {
			t.Fatalf("legal move %v: %v", next, err)
		}
		nb, err := Apply(b, next)
		if err != nil {
			t.Fatalf("legal move %v: %v", next, err)
		}
		a, b = declineAll(t, na), declineAll(t, nb)
		switch {
		case next != end:
		case part == canoeCrossroadsDraw && mover == tp:
			if a.IsTerminal() || a.siloPhase() || !a.holdsTile(q, Crossroads) {
				return
			}
			seamCount("canoe: Crossroads draws checked")
			if a.x.crossroads.extra[q] == NoTerrain && a.deckLen > 0 {
				t.Fatalf("%v by player %d in player %d's turn took a Crossroads tile: player %d has no second terrain card at the end of that turn (it is drawn at the end of the turn in which the tile was taken)\nat the end of the turn:\n%v",
					m, q, tp, q, a)
			}
			return
		case mover == q:
			seamCount("canoe: followed to the end of the answerer's turn")
			if a.x.harvest.vagabonds != b.x.harvest.vagabonds {
				t.Fatalf("%v by player %d in player %d's turn: Vagabonds points %v, without the answer %v (the Canoe's settlement scores Vagabonds for nobody)\nafter the answer:\n%v",
					m, q, tp, a.x.harvest.vagabonds, b.x.harvest.vagabonds, sA)
			}
			return
		}
	}
}

// checkCanoeOwner checks that the Canoe answer m in s (sA after it, sB
// after declining) builds the settlement for its player q, changes nothing
// of any other player's, gives q no tile usable before its next turn, and
// credits q at once with the in-play awards of the settlement.
func checkCanoeOwner(t *rapid.T, s State, m Move, sA, sB State) {
	tp, q, at := int(s.toMove), s.marshlandsToMove(), m.to()
	if !sA.own[q].Has(at) || sB.own[q].Has(at) {
		t.Fatalf("%v by player %d: the settlement at %v is not player %d's\n%v", m, q, hexText(at), q, s)
	}
	for p := 0; p < s.g.players; p++ {
		if p == q {
			continue
		}
		if d := cmp.Diff(playerPartOf(sB, p), playerPartOf(sA, p)); d != "" {
			t.Fatalf("%v by player %d in player %d's turn changes player %d's part (-declined +answered):\n%s\n%v", m, q, tp, p, d, s)
		}
	}

	// q's tiles: taken outside q's turn, usable from q's next own turn on.
	// A location tile is fresh until then (so it answers no other Canoe
	// interrupt before); nomad and bonus tiles, used only in their owner's
	// turn, are usable in q's next turn, so not marked fresh.
	if want := sB.fresh[q] | (sA.held[q] &^ sB.held[q]); sA.fresh[q] != want || sA.x.nomads.fresh[q] != sB.x.nomads.fresh[q] || sA.x.marshlands.bonusFresh[q] != sB.x.marshlands.bonusFresh[q] {
		t.Fatalf("%v by player %d in player %d's turn: a tile it takes is not usable from its next turn on (fresh %016b, want %016b; nomad tiles %v, bonus %b)\n%v",
			m, q, tp, sA.fresh[q], want, sA.x.nomads.fresh[q], sA.x.marshlands.bonusFresh[q], s)
	}

	// q's in-play awards, at once.
	want := awardsOf(sB)
	if s.hasCard(Mayors) {
		r := grid.Offset(at).Row
		if want.Mayors[r] == 0 && sB.supply[q] > 1 && grid.Row(r).Intersect(sA.settled(q)).Count() >= 4 {
			want.Mayors[r] = uint8(q + 1)
			seamCount("canoe: Mayors' markers")
		}
	}
	if s.hasCard(Shepherds) && grid.NeighborSet(at).Intersect(s.g.terrainSet[s.g.terrain[at]]).Diff(sA.occupied).IsEmpty() {
		want.Nomads[q][fromShepherds] += 2
		seamCount("canoe: Shepherds")
	}
	if s.hasCard(Ambassadors) {
		var others hexgrid.Set
		for p := 0; p < s.g.players; p++ {
			if p != q {
				others = others.Union(sA.own[p]).Union(sA.x.crossroads.piecesOf(p))
			}
		}
		if grid.NeighborSet(at).Intersects(others) {
			want.Nomads[q][fromAmbassadors]++
			seamCount("canoe: Ambassadors")
		}
	}
	got := awardsOf(sA)
	got.Nomads[q][fromTreasure] = want.Nomads[q][fromTreasure] // a nomad Treasure taken scores 3 at once: not an in-play card
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("%v by player %d in player %d's turn: in-play awards (-want +got):\n%s\n%v", m, q, tp, d, s)
	}
}

// chooseAs plays in a the choice of the terrain card that b, the same
// game, does not wait for: a Crossroads tile taken by a Canoe's settlement
// in a (and not in b) gives its holder a second card, and a choice, at the
// start of its turn. a chooses the card b plays.
func chooseAs(a, b State) State {
	if !a.g.rules.has(crossroadsExp) || !a.x.crossroads.choosing || b.x.crossroads.choosing || a.toMove != b.toMove {
		return a
	}
	p := int(a.toMove)
	for _, m := range Legal(a) {
		c := CrossroadsCode(m.code())
		if m.kind() != CrossroadsAction || !c.isChoice() {
			continue
		}
		if next, err := Apply(a, m); err == nil && next.hand[p] == b.hand[p] && next.cardOf(p) == b.cardOf(p) {
			return next
		}
	}
	return a
}

// commonMoves returns the moves legal in both a and b, in the order of
// Legal(a).
func commonMoves(a, b State) []Move {
	lb := Legal(b)
	var out []Move
	for _, m := range Legal(a) {
		if slices.Contains(lb, m) {
			out = append(out, m)
		}
	}
	return out
}
