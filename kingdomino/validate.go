package kingdomino

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
)

// validate returns nil when s is a state the game can reach (or the zero
// State), and otherwise an error wrapping [kingdoms.ErrBadState] that names
// the first broken invariant. It is the one check of the package: the JSON
// decoder runs it on every document and Game.Validate exposes it, so that
// the conformance harness checks every state it reaches with it.
func (s *State) validate() error {
	if err := s.invariants(); err != nil {
		return fmt.Errorf("kingdomino: %v: %w", err, kingdoms.ErrBadState)
	}
	return nil
}

// invariants checks every invariant of a reachable state:
//   - the players and variants are a config New accepts, and the kings and
//     dominoes in play are that config's;
//   - the game of the match, the phase, the acting king and the dominoes
//     drawn agree with each other;
//   - the lines are sorted and hold the right kings: in the current line
//     each player's kings, in the next line the kings that have acted;
//   - every one of the 48 dominoes is in exactly one place: the deck, the
//     removed dominoes (sorted), the current line (until its king has
//     acted), the next line or a player's kingdom;
//   - each player has handled exactly the dominoes the rounds played give,
//     the last of them those of the current line whose kings have acted;
//   - each kingdom is built by legal placements in the order of its log
//     (within its 5x5 or 7x7 bound, connected, on empty squares), with a
//     discard only where the domino fit nowhere;
//   - the results of the finished games of a Dynasty match are scores a
//     kingdom can make.
//
// The errors name the fields of the JSON document (see State.MarshalJSON)
// that hold the broken part.
func (s *State) invariants() error {
	if s.players == 0 {
		if *s != (State{}) {
			return errors.New("players: 0 in a state that is not the zero State")
		}
		return nil
	}
	if err := s.checkConfig(); err != nil {
		return err
	}
	if err := s.checkView(); err != nil {
		return err
	}
	if err := s.checkProgress(); err != nil {
		return err
	}
	if err := s.checkLines(); err != nil {
		return err
	}
	if err := s.checkKingdoms(); err != nil {
		return err
	}
	if err := s.checkDominoes(); err != nil {
		return err
	}
	return s.checkEarlierGames()
}

// checkConfig checks the players and variants.
func (s *State) checkConfig() error {
	if s.players < 2 || s.players > 4 {
		return fmt.Errorf("players: %d, the game is for 2, 3 or 4", s.players)
	}
	if s.flags&^(flagMiddle|flagHarmony|flagDuel|flagDynasty) != 0 {
		return fmt.Errorf("unknown variants %#x", s.flags)
	}
	if s.flags&flagDuel != 0 && s.players != 2 {
		return fmt.Errorf("mightyDuel: the Mighty Duel is for 2 players, not %d", s.players)
	}
	var c State
	_ = c.configure(s.Config()) // it accepts what the tests above let through
	if s.kings != c.kings || s.deckN != c.deckN {
		return fmt.Errorf("%d kings and %d dominoes in play, want %d and %d", s.kings, s.deckN, c.kings, c.deckN)
	}
	return nil
}

// checkView checks the player of a view and that the view hides what
// it must: the order of the unseen dominoes (sorted) and the generator
// (zero).
func (s *State) checkView() error {
	switch {
	case s.view == 0:
		return nil
	case int(s.view) > int(s.players):
		return fmt.Errorf("view: %d is not a player (0 to %d)", int(s.view)-1, s.players-1)
	case !slices.IsSorted(s.deck[s.drawn:]) || s.rng != (rand.PCG{}):
		return errors.New("view: a view shows neither the order of the unseen dominoes (deck and removed, sorted together) nor the generator")
	}
	return nil
}

// checkProgress checks the game of the match, the phase, the acting king
// and the dominoes drawn.
func (s *State) checkProgress() error {
	if int(s.game) >= s.Games() {
		return fmt.Errorf("match: %d, want 0 to %d", s.game, s.Games()-1)
	}
	if s.phase > Picking {
		return fmt.Errorf("phase: %v is not a phase", s.phase)
	}
	if s.phase == Over && int(s.game) != s.Games()-1 {
		return fmt.Errorf("phase: over in game %d of a match of %d", s.game+1, s.Games())
	}
	kings := int(s.kings)
	if int(s.slot) >= kings || (s.phase == Over && s.slot != 0) {
		return fmt.Errorf("slot: %d in phase %v", s.slot, s.phase)
	}
	drawn, n := int(s.drawn), int(s.deckN)
	switch {
	case drawn < kings || drawn > n:
		return fmt.Errorf("deck: %d dominoes left, want %d to %d", n-drawn, 0, n-kings)
	case drawn%kings != 0:
		return fmt.Errorf("deck: %d dominoes left, not whole lines of %d", n-drawn, kings)
	case s.phase == Choosing && drawn != kings:
		return fmt.Errorf("deck: %d dominoes left while choosing, want %d", n-drawn, n-kings)
	case s.phase == Over && drawn != n:
		return fmt.Errorf("deck: %d dominoes left at the end of the game", n-drawn)
	}
	for _, d := range s.deck[:drawn] {
		if d != 0 {
			return errors.New("deck: a drawn domino is still in the deck")
		}
	}
	return nil
}

// acted returns the number of kings of the current line that have placed
// or discarded their domino.
func (s *State) acted() int {
	switch s.phase {
	case Placing:
		return int(s.slot)
	case Picking:
		return int(s.slot) + 1
	}
	return 0
}

// checkLines checks the lines and the king order.
func (s *State) checkLines() error {
	kings, players := int(s.kings), int(s.players)
	hasCur, hasNext := s.cur[0].domino != 0, s.next[0].domino != 0
	for _, l := range []struct {
		name string
		l    *[4]lineSlot
		has  bool
	}{{"line", &s.cur, hasCur}, {"nextLine", &s.next, hasNext}} {
		for i, x := range l.l {
			switch {
			case !l.has || i >= kings:
				if x != (lineSlot{}) {
					return fmt.Errorf("%s: domino %v beyond the line", l.name, x.domino)
				}
			case !x.domino.Valid():
				return fmt.Errorf("%s[%d].domino: %d is not a domino (1 to 48)", l.name, i, x.domino)
			case i > 0 && x.domino <= l.l[i-1].domino:
				return fmt.Errorf("%s: %v after %v, not in ascending order", l.name, x.domino, l.l[i-1].domino)
			case x.king < -1 || int(x.king) >= players:
				return fmt.Errorf("%s[%d].king: %d is not a player (0 to %d) or -1", l.name, i, x.king, players-1)
			}
		}
	}

	// want counts, for each player, the kings that should stand on the
	// next line: those that have acted.
	var want [4]int
	switch s.phase {
	case Choosing:
		if hasCur || !hasNext {
			return errors.New("line: while choosing there is only the first line, nextLine")
		}
		var count [4]int
		for i, p := range s.order[:kings] {
			if p < 0 || int(p) >= players {
				return fmt.Errorf("kingOrder[%d]: %d is not a player (0 to %d)", i, p, players-1)
			}
			if count[p]++; count[p] > s.kingsPerPlayer() {
				return fmt.Errorf("kingOrder: player %d has more than %d kings", p, s.kingsPerPlayer())
			}
			if i < int(s.slot) {
				want[p]++
			}
		}
	case Placing, Picking:
		if !hasCur {
			return fmt.Errorf("line: empty in phase %v", s.phase)
		}
		if !hasNext && (s.drawn != s.deckN || s.phase == Picking) {
			return errors.New("nextLine: empty, yet the deck is not empty or a king is to pick")
		}
		if hasNext && s.drawn < 2*s.kings {
			return errors.New("nextLine: the first line is still to place")
		}
		var onLine [4]int
		for i, x := range s.cur[:kings] {
			if x.king < 0 {
				return fmt.Errorf("line[%d].king: domino %v has no king", i, x.domino)
			}
			onLine[x.king]++
			if i < int(s.slot) && hasNext {
				want[x.king]++
			}
		}
		for p := range players {
			if onLine[p] != s.kingsPerPlayer() {
				return fmt.Errorf("line: player %d has %d kings, want %d", p, onLine[p], s.kingsPerPlayer())
			}
		}
	case Over:
		if hasCur || hasNext {
			return errors.New("line: dominoes left at the end of the game")
		}
	}
	if s.phase != Choosing && s.order != [4]int8{} {
		return fmt.Errorf("kingOrder: a king order in phase %v", s.phase)
	}
	if s.order[3] != 0 && kings < 4 {
		return errors.New("kingOrder: more kings than in play")
	}
	var picks [4]int
	for _, x := range s.next[:kings] {
		if x.king >= 0 {
			picks[x.king]++
		}
	}
	if hasNext && picks != want {
		return fmt.Errorf("nextLine: its kings per player %v, want those that have acted %v", picks[:players], want[:players])
	}
	return nil
}

// handled returns the number of dominoes player p should have placed or
// discarded, and those of the current line among them: the last ones, in
// the order of the line.
func (s *State) handled(p int) (n int, line []Domino) {
	kpp := s.kingsPerPlayer()
	switch s.phase {
	case Choosing:
		return 0, nil
	case Over:
		return kpp * s.Rounds(), nil
	}
	rounds := int(s.drawn)/int(s.kings) - 1 // before the current one
	if s.next[0].domino != 0 {
		rounds--
	}
	n = kpp * rounds
	for _, x := range s.cur[:s.acted()] {
		if int(x.king) == p {
			n++
			line = append(line, x.domino)
		}
	}
	return n, line
}

// checkKingdoms checks each player's log against the rounds played and
// rebuilds the kingdom from it.
func (s *State) checkKingdoms() error {
	players, size := int(s.players), s.size()
	share := int(logShare[players])
	for p := range s.boards {
		if p >= players {
			if s.boards[p] != (board{}) {
				return fmt.Errorf("kingdoms: a kingdom for player %d of %d", p, players)
			}
			continue
		}
		b := &s.boards[p]
		want, line := s.handled(p)
		if int(b.n) != want {
			return fmt.Errorf("kingdoms[%d]: %d dominoes handled, want %d at this point of the game", p, b.n, want)
		}
		if int(b.n) > share { // (want is at most share)
			return fmt.Errorf("kingdoms[%d]: %d dominoes handled", p, b.n)
		}
		log := s.logOf(p)
		for i, d := range line {
			if e := log[len(log)-len(line)+i]; e.domino() != d {
				return fmt.Errorf("kingdoms[%d]: ends with %v, want the dominoes of the line whose kings have acted", p, e.domino())
			}
		}
		for _, e := range s.log[p*share+int(b.n) : (p+1)*share] {
			if e != (entry{}) {
				return fmt.Errorf("kingdoms[%d]: an entry beyond the %d dominoes handled", p, b.n)
			}
		}
		built, err := replay(log, size, fmt.Sprintf("kingdoms[%d]", p))
		if err != nil {
			return err
		}
		if built != *b {
			return fmt.Errorf("kingdoms[%d]: the kingdom is not the one its dominoes build", p)
		}
	}
	return nil
}

// replay rebuilds a kingdom from its log: each placement must be legal when
// it is made (which keeps the kingdom within its size x size bound) and
// each discard forced. name names the log in errors.
func replay(log []entry, size int, name string) (board, error) {
	b := newBoard()
	for i, e := range log {
		d := e.domino()
		if !d.Valid() {
			return board{}, fmt.Errorf("%s[%d]: %d is not a domino (1 to 48)", name, i, d)
		}
		if e.cell == discarded {
			if e != (entry{dd: uint8(d), cell: discarded}) {
				return board{}, fmt.Errorf("%s[%d]: a discard of %v with a direction", name, i, d)
			}
			if b.canPlace(d, size) {
				return board{}, fmt.Errorf("%s[%d] (%v): the domino fits in the kingdom, so it cannot be discarded", name, i, e.move())
			}
			b.discard(d)
			continue
		}
		m := e.move()
		a, err := b.check(m, size)
		if err != nil {
			why := strings.TrimSuffix(err.Error(), ": "+kingdoms.ErrIllegalMove.Error())
			return board{}, fmt.Errorf("%s[%d] (%v): %s", name, i, m, why)
		}
		b.place(d, a, m.Dir())
	}
	if int(b.maxR-b.minR) >= size || int(b.maxC-b.minC) >= size {
		return board{}, fmt.Errorf("%s: the kingdom spans more than %dx%d squares", name, size, size)
	}
	return b, nil
}

// checkDominoes checks that every domino is in exactly one place.
func (s *State) checkDominoes() error {
	var seen uint64
	use := func(d Domino, field string) error {
		if !d.Valid() {
			return fmt.Errorf("%s: %d is not a domino (1 to 48)", field, d)
		}
		if seen&(1<<d) != 0 {
			return fmt.Errorf("%s: domino %v is in two places", field, d)
		}
		seen |= 1 << d
		return nil
	}
	for _, d := range s.deck[s.drawn:s.deckN] {
		if err := use(d, "deck"); err != nil {
			return err
		}
	}
	for i, d := range s.deck[s.deckN:] {
		if err := use(d, "removed"); err != nil {
			return err
		}
		if i > 0 && d < s.deck[int(s.deckN)+i-1] {
			return errors.New("removed: not in ascending order")
		}
	}
	for _, x := range s.cur[s.acted():s.kings] {
		if x.domino != 0 {
			if err := use(x.domino, "line"); err != nil {
				return err
			}
		}
	}
	for _, x := range s.next[:s.kings] {
		if x.domino != 0 {
			if err := use(x.domino, "nextLine"); err != nil {
				return err
			}
		}
	}
	for p := range int(s.players) {
		for _, e := range s.logOf(p) {
			if err := use(e.domino(), fmt.Sprintf("kingdoms[%d]", p)); err != nil {
				return err
			}
		}
	}
	if seen != 1<<(NumDominoes+1)-2 {
		for d := Domino(1); d <= NumDominoes; d++ {
			if seen&(1<<d) == 0 {
				return fmt.Errorf("domino %v is nowhere: not in the deck, removed, a line or a kingdom", d)
			}
		}
	}
	return nil
}

// checkEarlierGames checks the results of the finished games of a Dynasty
// match.
func (s *State) checkEarlierGames() error {
	for g := range s.past {
		for p, r := range s.past[g] {
			if g >= int(s.game) || p >= int(s.players) {
				if r != (result{}) {
					return fmt.Errorf("earlierGames: a result for game %d, player %d", g+1, p)
				}
				continue
			}
			if msg := s.resultProblem(int(r.total), int(r.largest), int(r.crowns)); msg != "" {
				return fmt.Errorf("earlierGames[%d][%d].%s", g, p, msg)
			}
		}
	}
	return nil
}

// resultProblem says what makes a result of a finished game impossible
// under s's config, starting with the name of the field, or returns "".
func (s *State) resultProblem(total, largest, crowns int) string {
	squares := s.size()*s.size() - 1
	const allCrowns = 39
	// A kingdom's first domino always fits next to the castle, so its
	// largest property has a square at least; no property has more
	// squares than the largest nor more crowns than the kingdom, so the
	// properties score at most largest x crowns.
	bonus := 0
	if s.flags&flagMiddle != 0 {
		bonus += MiddleKingdomBonus
	}
	if s.flags&flagHarmony != 0 {
		bonus += HarmonyBonus
	}
	switch {
	case largest < 1 || largest > squares:
		return fmt.Sprintf("largest: %d, want 1 to %d", largest, squares)
	case crowns < 0 || crowns > allCrowns:
		return fmt.Sprintf("crowns: %d, want 0 to %d", crowns, allCrowns)
	case total < 0:
		return fmt.Sprintf("total: %d is negative", total)
	case total > largest*crowns+bonus:
		return fmt.Sprintf("total: %d is more than a kingdom whose largest property has %d squares, with %d crowns, can score (%d)", total, largest, crowns, largest*crowns+bonus)
	}
	return ""
}
