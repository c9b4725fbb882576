package gametest_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync/atomic"

	"github.com/boardrules/kingdoms"
)

// The toy game, High Card, is small enough to read in one sitting but has
// everything the harness checks: hidden information (the other player's
// hand, the order of the deck), a shuffled deck fixed by the seed, scores with
// a breakdown, a text notation and a validated JSON encoding.
//
// Cards are numbered 1 to 12. Each of the 2 players is dealt 3; the other 6
// form the deck. On a turn the player to move either plays a card higher than
// the top card (scoring 1 point; it becomes the top card) or discards any card
// (the top card is cleared; a discarded 7 or higher scores a bonus point),
// then draws the top card of the deck if there is one. The game ends after 12
// moves, when both hands are empty; the higher total wins, ties share.
//
// Play 7 is written "p7", discard 7 "d7".
//
// It keeps the contract of the kingdoms package: a view is for reading and
// for Determinize (Legal of a view is empty, Apply refuses it), errors say
// "highcard: <what was wrong>" and wrap one sentinel, and the JSON
// document, "schema" first, is read with its members in any order.
//
// A toyGame with a non-zero bug is one of the deliberately broken variants
// that the harness must catch.

const (
	cards    = 12
	handSize = 3
	toyMax   = cards // every move takes a card out of a hand
)

type bug int

const (
	noBug              bug = iota
	bugMutatesInput        // Apply removes the card from the hand in place
	bugSharedPile          // Apply appends to the pile's spare capacity
	bugDuplicateMove       // Legal lists a move twice
	bugAcceptsIllegal      // Apply does not check that a discarded card is in hand
	bugGlobalRand          // New shuffles with the global generator
	bugMapOrder            // Legal ranges over a map
	bugNotation            // FormatMove writes discards as plays
	bugJSON                // the JSON document forgets the bonus points
	bugLeakyView           // View shows the other player's hand
	bugEndless             // discarded cards go back under the deck
	bugScores              // Total leaves out the bonus
	bugNotationError       // ParseMove errors do not wrap ErrBadNotation
	bugParsePanics         // ParseMove indexes an empty string
	bugWeakDecode          // UnmarshalJSON does not validate
	bugDecodeError         // UnmarshalJSON's errors do not wrap ErrBadState
	bugAppendLegal         // AppendLegal drops what dst holds
	bugEarlyEnd            // IsTerminal one move early
	bugEarlyWinners        // Winners before the end
	bugDeterminizeHand     // Determinize also re-deals the player's own hand
	bugLosesCard           // a discarded 12 vanishes
	bugStateOnError        // Apply returns its input with an error
	bugMarshalUnstable     // the JSON document carries a counter of encodings
	bugLegalPanics         // Legal panics when the top card is 12
	bugZeroPanics          // Apply panics on the zero state
	bugViewPlays           // a view lists moves and plays them (a second view rule)
	bugSchemaFirst         // the decoder wants "schema" as the first member
	bugErrorPrefix         // Apply's errors do not start with "highcard: "
	bugRepeatedPrefix      // ParseMove's errors say "highcard: " twice
	bugTypeName            // decoding errors name a Go type
	bugTwoSentinels        // Apply's errors wrap ErrIllegalMove and ErrBadArgument
	numBugs
)

var bugNames = map[bug]string{
	noBug: "none", bugMutatesInput: "mutates input", bugSharedPile: "shared pile",
	bugDuplicateMove: "duplicate move", bugAcceptsIllegal: "accepts illegal",
	bugGlobalRand: "global rand", bugMapOrder: "map order", bugNotation: "notation",
	bugJSON: "json", bugLeakyView: "leaky view", bugEndless: "endless", bugScores: "scores",
	bugNotationError: "notation error", bugParsePanics: "parse panics", bugWeakDecode: "weak decode",
	bugDecodeError: "decode error", bugAppendLegal: "append legal", bugEarlyEnd: "early end",
	bugEarlyWinners: "early winners", bugDeterminizeHand: "determinize hand",
	bugLosesCard: "loses card", bugStateOnError: "state on error", bugMarshalUnstable: "marshal unstable",
	bugLegalPanics: "legal panics", bugZeroPanics: "zero panics", bugViewPlays: "view plays",
	bugSchemaFirst: "schema first", bugErrorPrefix: "error prefix", bugRepeatedPrefix: "repeated prefix",
	bugTypeName: "type name", bugTwoSentinels: "two sentinels",
}

func (b bug) String() string { return bugNames[b] }

// toyState is a position of High Card. Slices are shared between states and
// never written after creation (copy-on-write).
type toyState struct {
	deck   []int8    // draw pile, top card last; 0 is a card hidden by View
	hands  [2][]int8 // sorted; 0 is a card hidden by View
	pile   []int8    // played and discarded cards, in order
	top    int8      // card to beat, 0 if none
	points [2]int    // 1 per card played
	bonus  [2]int    // 1 per card of 7 or more discarded
	moves  int       // moves made
	view   int8      // 1 + the player whose view this is, 0 for a complete state
	bug    bug       // the variant, carried so that methods on the state see it
}

// toyMove is one decision: play or discard a card.
type toyMove struct {
	Discard bool
	Card    int8
}

func (m toyMove) String() string {
	if m.Discard {
		return "d" + strconv.Itoa(int(m.Card))
	}
	return "p" + strconv.Itoa(int(m.Card))
}

func (m toyMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

func (m *toyMove) UnmarshalText(b []byte) error {
	t, err := parseToyMove(string(b))
	if err != nil {
		return err
	}
	*m = t
	return nil
}

func parseToyMove(text string) (toyMove, error) {
	if len(text) < 2 || (text[0] != 'p' && text[0] != 'd') {
		return toyMove{}, fmt.Errorf("highcard: %s: want p or d and a card, as in p7: %w", kingdoms.Excerpt(text), kingdoms.ErrBadNotation)
	}
	n, err := strconv.Atoi(text[1:])
	if err != nil || n < 1 || n > cards || strconv.Itoa(n) != text[1:] {
		return toyMove{}, fmt.Errorf("highcard: %s: card %s is not 1 to %d: %w", kingdoms.Excerpt(text), kingdoms.Excerpt(text[1:]), cards, kingdoms.ErrBadNotation)
	}
	return toyMove{Discard: text[0] == 'd', Card: int8(n)}, nil
}

type toyGame struct{ bug bug }

var _ kingdoms.Game[toyState, toyMove] = toyGame{}

func (g toyGame) New(seed uint64) (toyState, error) {
	deck := make([]int8, cards)
	for i := range deck {
		deck[i] = int8(i + 1)
	}
	if g.bug == bugGlobalRand {
		rand.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	} else {
		rng := rand.New(rand.NewPCG(seed, 0x70c))
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	}
	s := toyState{bug: g.bug, pile: make([]int8, 0, cards)}
	for p := range s.hands {
		h := slices.Clone(deck[len(deck)-handSize:])
		slices.Sort(h)
		s.hands[p] = h
		deck = deck[:len(deck)-handSize]
	}
	s.deck = slices.Clip(deck)
	return s, nil
}

func (toyGame) Name() string         { return "highcard" }
func (toyGame) Players(toyState) int { return 2 }
func (g toyGame) IsTerminal(s toyState) bool {
	if g.bug == bugEarlyEnd {
		return s.moves >= toyMax-1
	}
	return s.over()
}

func (s toyState) over() bool { return len(s.hands[0])+len(s.hands[1]) == 0 }

func (g toyGame) ToMove(s toyState) int {
	if s.over() {
		return -1
	}
	return s.moves % 2
}

func (g toyGame) Legal(s toyState) []toyMove { return g.AppendLegal(nil, s) }

// AppendLegal lists the plays then the discards, each by increasing card.
func (g toyGame) AppendLegal(dst []toyMove, s toyState) []toyMove {
	if g.bug == bugAppendLegal {
		dst = nil
	}
	if s.over() || s.view != 0 && g.bug != bugViewPlays {
		return dst
	}
	h := s.hands[s.moves%2]
	if g.bug == bugLegalPanics && s.top == cards {
		panic("nothing beats a 12")
	}
	if g.bug == bugMapOrder {
		set := map[toyMove]bool{}
		for _, c := range h {
			if c > s.top {
				set[toyMove{Card: c}] = true
			}
			set[toyMove{Discard: true, Card: c}] = true
		}
		for m := range set {
			dst = append(dst, m)
		}
		return dst
	}
	for _, c := range h {
		if c > s.top {
			dst = append(dst, toyMove{Card: c})
			if g.bug == bugDuplicateMove {
				dst = append(dst, toyMove{Card: c})
			}
		}
	}
	for _, c := range h {
		dst = append(dst, toyMove{Discard: true, Card: c})
	}
	return dst
}

func (g toyGame) Apply(s toyState, m toyMove) (toyState, error) {
	illegal := func(format string, args ...any) error {
		switch g.bug {
		case bugErrorPrefix:
			return fmt.Errorf("move %d: %s: %w", s.moves, fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
		case bugTwoSentinels:
			return fmt.Errorf("highcard: %s: %w (%w)", fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove, kingdoms.ErrBadArgument)
		}
		return fmt.Errorf("highcard: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrIllegalMove)
	}
	if g.bug == bugZeroPanics && s.moves == 0 && len(s.deck)+len(s.hands[0]) == 0 {
		_ = s.hands[0][0] // the zero state has no hand
	}
	if s.view != 0 && g.bug != bugViewPlays {
		return toyState{}, fmt.Errorf("highcard: this is player %d's view: Determinize it first: %w", s.view-1, kingdoms.ErrBadArgument)
	}
	if s.over() {
		return toyState{}, illegal("%v: the game is over", m)
	}
	p := s.moves % 2
	h := s.hands[p]
	i := slices.Index(h, m.Card)
	if i < 0 && !(g.bug == bugAcceptsIllegal && m.Discard && m.Card >= 1 && m.Card <= cards) {
		if g.bug == bugStateOnError {
			return s, illegal("%v: card %d is not in player %d's hand", m, m.Card, p)
		}
		return toyState{}, illegal("%v: card %d is not in player %d's hand", m, m.Card, p)
	}
	if !m.Discard && m.Card <= s.top {
		return toyState{}, illegal("%v: card %d does not beat the top card %d", m, m.Card, s.top)
	}
	next := s
	if i >= 0 {
		if g.bug == bugMutatesInput {
			copy(h[i:], h[i+1:])
			next.hands[p] = h[:len(h)-1]
		} else {
			next.hands[p] = slices.Delete(slices.Clone(h), i, i+1)
		}
	}
	switch {
	case m.Discard && g.bug == bugEndless:
		next.deck = append([]int8{m.Card}, s.deck...)
	case m.Discard && g.bug == bugLosesCard && m.Card == cards:
	case g.bug == bugSharedPile:
		next.pile = append(s.pile, m.Card)
	default:
		next.pile = append(slices.Clip(s.pile), m.Card)
	}
	if m.Discard {
		next.top = 0
		if m.Card >= 7 {
			next.bonus[p]++
		}
	} else {
		next.top = m.Card
		next.points[p]++
	}
	if n := len(next.deck); n > 0 {
		next.hands[p] = insertSorted(next.hands[p], next.deck[n-1])
		next.deck = next.deck[: n-1 : n-1]
	}
	next.moves++
	return next, nil
}

// insertSorted returns a new sorted slice with c added to the sorted h.
func insertSorted(h []int8, c int8) []int8 {
	out := make([]int8, 0, len(h)+1)
	i, _ := slices.BinarySearch(h, c)
	out = append(out, h[:i]...)
	out = append(out, c)
	return append(out, h[i:]...)
}

func (g toyGame) Scores(s toyState) []kingdoms.Score {
	sc := make([]kingdoms.Score, 2)
	for p := range sc {
		sc[p] = kingdoms.Score{
			Total: s.points[p] + s.bonus[p],
			Parts: []kingdoms.ScorePart{{Source: "cards played", Points: s.points[p]}, {Source: "high discards", Points: s.bonus[p]}},
		}
		if g.bug == bugScores {
			sc[p].Total = s.points[p]
		}
	}
	return sc
}

func (g toyGame) Winners(s toyState) []int {
	if !s.over() && g.bug != bugEarlyWinners {
		return nil
	}
	sc := g.Scores(s)
	best := max(sc[0].Total, sc[1].Total)
	var w []int
	for p, x := range sc {
		if x.Total == best {
			w = append(w, p)
		}
	}
	return w
}

// View hides the deck and the other player's hand (their cards become 0).
func (g toyGame) View(s toyState, player int) toyState {
	v := s
	v.view = int8(player) + 1
	v.deck = make([]int8, len(s.deck))
	if g.bug != bugLeakyView {
		v.hands[1-player] = make([]int8, len(s.hands[1-player]))
	}
	return v
}

// Determinize deals the cards player cannot see (not in their hand nor on
// the pile) at random to the other player's hand and the deck.
func (g toyGame) Determinize(view toyState, player int, rng *rand.Rand) (toyState, error) {
	if rng == nil || player < 0 || player > 1 {
		return toyState{}, fmt.Errorf("highcard: Determinize: player %d, generator nil: %v: %w", player, rng == nil, kingdoms.ErrBadArgument)
	}
	d := view
	d.view = 0
	var unseen []int8
	for c := int8(1); c <= cards; c++ {
		if !slices.Contains(view.hands[player], c) && !slices.Contains(view.pile, c) {
			unseen = append(unseen, c)
		}
	}
	if g.bug == bugDeterminizeHand {
		unseen = append(unseen, view.hands[player]...)
		own := len(view.hands[player])
		rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
		d.hands[player] = slices.Sorted(slices.Values(unseen[:own]))
		unseen = unseen[own:]
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	other := len(view.hands[1-player])
	if other > len(unseen) { // not a view of a real state
		return d, nil
	}
	d.hands[1-player] = slices.Sorted(slices.Values(unseen[:other]))
	d.deck = slices.Clip(unseen[other:])
	return d, nil
}

func (g toyGame) FormatMove(m toyMove) string {
	if g.bug == bugNotation {
		return "p" + strconv.Itoa(int(m.Card))
	}
	return m.String()
}

func (g toyGame) ParseMove(text string) (toyMove, error) {
	switch g.bug {
	case bugParsePanics:
		_ = text[0]
	case bugNotationError:
		m, err := parseToyMove(text)
		if err != nil {
			return m, errors.New("cannot parse " + strconv.Quote(text))
		}
		return m, nil
	case bugRepeatedPrefix:
		m, err := parseToyMove(text)
		if err != nil {
			return m, fmt.Errorf("highcard: move %s: %w", kingdoms.Excerpt(text), err)
		}
		return m, nil
	}
	return parseToyMove(text)
}

// toyDoc is the JSON document of a state.
type toyDoc struct {
	Schema  string    `json:"schema"`
	Variant bug       `json:"variant,omitempty"`
	Deck    []int8    `json:"deck"`
	Hands   [2][]int8 `json:"hands"`
	Pile    []int8    `json:"pile"`
	Top     int8      `json:"top"`
	Points  [2]int    `json:"points"`
	Bonus   *[2]int   `json:"bonus,omitempty"`
	Moves   int       `json:"moves"`
	View    int8      `json:"view,omitempty"`
	Encoded int       `json:"encoded,omitempty"`
}

var encodings atomic.Int64 // for bugMarshalUnstable

func (s toyState) MarshalJSON() ([]byte, error) {
	if len(s.deck)+len(s.hands[0])+len(s.hands[1])+len(s.pile) == 0 {
		return nil, errors.New("the zero toyState is no game")
	}
	d := toyDoc{Schema: "highcard/1", Variant: s.bug, Deck: s.deck, Hands: s.hands, Pile: s.pile, Top: s.top, Points: s.points, Bonus: &s.bonus, Moves: s.moves, View: s.view}
	switch s.bug {
	case bugJSON:
		d.Bonus = nil
	case bugMarshalUnstable:
		d.Encoded = int(encodings.Add(1))
	}
	return json.Marshal(d)
}

func (s *toyState) UnmarshalJSON(b []byte) error {
	var d toyDoc
	if err := kingdoms.DecodeStrict(b, &d); err != nil {
		switch s.bug {
		case bugDecodeError:
			return err
		case bugTypeName:
			return fmt.Errorf("highcard: %v in %T: %w", err, d, kingdoms.ErrBadState)
		}
		return fmt.Errorf("highcard: %v: %w", err, kingdoms.ErrBadState)
	}
	if d.Variant == bugSchemaFirst && !bytes.HasPrefix(b, []byte(`{"schema":`)) {
		return fmt.Errorf(`highcard: the document opens with another member than "schema": %w`, kingdoms.ErrBadState)
	}
	t := toyState{bug: d.Variant, deck: d.Deck, hands: d.Hands, pile: d.Pile, top: d.Top, points: d.Points, moves: d.Moves, view: d.View}
	if d.Bonus != nil {
		t.bonus = *d.Bonus
	}
	if d.Variant != bugWeakDecode {
		if err := kingdoms.CheckSchema(b, "highcard", 1); err != nil {
			return fmt.Errorf("highcard: %w", err)
		}
		if err := t.validate(); err != nil {
			return err
		}
	}
	*s = t
	return nil
}

// validate checks everything a decoded state must satisfy; it is also the
// harness's Config.Invariant. Hidden cards (0) are allowed, as in a view.
func (s toyState) validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("highcard: %s: %w", fmt.Sprintf(format, args...), kingdoms.ErrBadState)
	}
	if s.bug < 0 || s.bug >= numBugs {
		return bad("unknown variant %d", s.bug)
	}
	if s.view < 0 || s.view > 2 {
		return bad("view %d: want 0 (a complete state), 1 or 2 (a player's view)", s.view)
	}
	seen := map[int8]bool{}
	n := 0
	for _, part := range [][]int8{s.deck, s.hands[0], s.hands[1], s.pile} {
		for _, c := range part {
			if c < 0 || c > cards || (c != 0 && seen[c]) {
				return bad("card %d is not a card or appears twice", c)
			}
			seen[c] = true
			n++
		}
	}
	if n != cards {
		return bad("%d cards, want %d", n, cards)
	}
	for p, h := range s.hands {
		if !slices.IsSorted(h) {
			return bad("hand %d is not sorted: %v", p, h)
		}
	}
	if len(s.pile) != s.moves || s.moves > toyMax {
		return bad("%d cards on the pile after %d moves", len(s.pile), s.moves)
	}
	wantHand := func(p int) int { // cards in p's hand after s.moves moves
		played := (s.moves + 1 - p) / 2
		return min(handSize, cards/2-played)
	}
	if len(s.deck) > 0 && (len(s.hands[0]) != handSize || len(s.hands[1]) != handSize) ||
		len(s.deck) == 0 && (len(s.hands[0]) != wantHand(0) || len(s.hands[1]) != wantHand(1)) {
		return bad("hands of %d and %d cards with %d in the deck after %d moves", len(s.hands[0]), len(s.hands[1]), len(s.deck), s.moves)
	}
	if s.top < 0 || s.top > cards || s.top != 0 && !slices.Contains(s.pile, s.top) {
		return bad("top card %d is not on the pile", s.top)
	}
	for p := range 2 {
		if s.points[p] < 0 || s.bonus[p] < 0 || s.points[p]+s.bonus[p] > (s.moves+1-p)/2 {
			return bad("player %d has %d+%d points after %d moves", p, s.points[p], s.bonus[p], s.moves)
		}
	}
	return nil
}
