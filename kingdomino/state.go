package kingdomino

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/boardrules/kingdoms"
)

// Config describes a game (or, with Dynasty, a match of three games). A
// bad config makes [New] return an error wrapping [kingdoms.ErrBadConfig].
//
// As JSON (the form [Game]'s StartJSON reads, for the tools such as the
// engine and the C library of the examples), a Config is an object with
// these members, all optional but players; a member of another name,
// another spelling ("Players") included, is refused with its name:
//
//	{
//	  "players": 2,                  // Players: 2, 3 or 4
//	  "seed": 7,                     // Seed: an integer, 0 to 2^64-1
//	  "middleKingdom": false,        // MiddleKingdom
//	  "harmony": false,              // Harmony
//	  "mightyDuel": false,           // MightyDuel
//	  "dynasty": false,              // Dynasty
//	  "deck": [23, 5, 40, ...],      // Deck: domino numbers in draw order
//	  "kingOrder": [0, 1, 1, 0]      // KingOrder: a player per king
//	}
type Config struct {
	// Players is the number of players: 2, 3 or 4 (see [New] for the
	// set-up of each).
	Players int
	// Seed fixes every random choice: the dominoes removed at set-up, the
	// order of the deck and the initial king order (and those of the later
	// games of a Dynasty match).
	Seed uint64

	// MiddleKingdom (Empire du milieu) gives 10 bonus points to a kingdom
	// whose castle is in its middle: its bounding box reaches exactly 2
	// squares (3 in the Mighty Duel) beyond the castle on all four sides;
	// gaps inside the box are allowed.
	MiddleKingdom bool
	// Harmony (Harmonie) gives 5 bonus points to a player who discarded no
	// domino (before the end of the game, [State.Scores] counts it as
	// earned while that holds).
	Harmony bool
	// MightyDuel (Le Grand Duel) is for 2 players: all 48 dominoes, two
	// kings each, 12 rounds, kingdoms of 7 x 7.
	MightyDuel bool
	// Dynasty (Dynastie) plays a match of three games; the totals decide.
	// The [State] is the whole match: when a game ends, the next one is set
	// up at once from the state's generator (new removal, shuffle and king
	// order) and the finished game's results are kept ([State.GameScores],
	// and one part per earlier game in the breakdown of [State.Scores],
	// whose Total is the match total). [State.Winners] gives the ruling on
	// ties over a match.
	Dynasty bool

	// Deck, when not nil, replaces the shuffle of the (first) game: the
	// dominoes in the order they are drawn, exactly as many as the game
	// uses (24 for 2 players, 36 for 3, 48 for 4 or the Mighty Duel), each
	// at most once. The other dominoes are the ones removed at set-up.
	// Ruling: it fixes the first game of a Dynasty match only; the later
	// games are dealt from the seed.
	Deck []Domino
	// KingOrder, when not nil, replaces the random order in which the kings
	// choose from the first line of the (first) game: one player per king
	// (each player twice with 2 players). Like Deck, it fixes the first
	// game of a Dynasty match only.
	KingOrder []int
}

// Phase is what the player to move has to do.
type Phase uint8

// The phases of a game.
const (
	// Over: the game (or the Dynasty match) has ended.
	Over Phase = iota
	// Choosing: set-up; the kings, in the king order, each choose a domino
	// of the first line (see [New]).
	Choosing
	// Placing: a round. A new line has been drawn and laid in ascending
	// number; the kings act in the order of the dominoes they stand on in
	// the current line, lowest number first. The acting king places its
	// domino in its owner's kingdom, or discards it when it fits nowhere
	// ([AppendLegal] gives the rules of placement).
	Placing
	// Picking: the same king then moves to a free domino of the next line.
	// In the last round there is no next line, and the kings only place.
	Picking
)

var phaseNames = [...]string{"over", "choosing", "placing", "picking"}

// String returns the phase's lower-case name.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

const (
	flagMiddle uint8 = 1 << iota
	flagHarmony
	flagDuel
	flagDynasty
)

// A lineSlot is one domino of a line and the king on it (-1 for none).
type lineSlot struct {
	domino Domino
	king   int8
}

// result is what a finished game of a Dynasty match left: the totals and
// the tie-breaking figures of each player.
type result struct {
	total   int16
	largest uint8
	crowns  uint8
}

// State is a position of a game of Kingdomino: an immutable value, cheap to
// copy (fixed-size arrays only) and safe to share between goroutines. The
// zero State is a finished game without players: every method is safe on
// it, and it refuses to marshal (it is no game a document could hold).
type State struct {
	players uint8
	flags   uint8
	kings   uint8 // kings in play, which is also the length of a line
	phase   Phase
	slot    uint8 // the acting king: index into order (Choosing) or cur
	game    uint8 // index of the game in a Dynasty match
	deckN   uint8 // dominoes in play in this game: 24, 36 or 48
	drawn   uint8 // dominoes drawn so far
	// deck[drawn:deckN] are the undrawn dominoes in draw order and
	// deck[deckN:] those removed at set-up; deck[:drawn] is cleared.
	deck      [NumDominoes]Domino
	order     [4]int8 // initial king order (Choosing)
	cur, next [4]lineSlot
	view      uint8 // 0 for a complete state, 1+p for player p's view
	boards    [4]board
	// log records the dominoes each player handled, in order: player p's
	// are log[p*c:p*c+boards[p].n], where c = NumDominoes/players (24,
	// 16 or 12; see logShare) is at least what one player handles in a
	// game.
	log  [NumDominoes]entry
	rng  rand.PCG // for the set-up of the next game of a Dynasty match
	past [2][4]result
}

// New returns the start of a game: the dominoes removed and shuffled, the
// first line drawn and sorted, the kings ready to choose in a random order.
// A bad config returns an error wrapping [kingdoms.ErrBadConfig].
//
// The set-up of the rulebook: with 2 players each has two kings and 24
// dominoes are removed at random (24 in play, 6 rounds); with 3 players 12
// are removed (36 in play, lines of 3); with 4 all 48 are in play (and in
// the Mighty Duel, see [Config.MightyDuel]). The removed dominoes are set
// aside face down: no player knows which they are ([State.View]). The
// first line is drawn and laid in ascending number; the kings are shuffled
// and each, in that order, chooses a domino of the first line (phase
// [Choosing]). Everything random comes from [Config.Seed]; [Config.Deck]
// and [Config.KingOrder] can fix the deal instead.
func New(c Config) (State, error) {
	var s State
	if err := s.configure(c); err != nil {
		return State{}, err
	}
	if c.Deck != nil {
		if len(c.Deck) != int(s.deckN) {
			return State{}, fmt.Errorf("kingdomino: Config.Deck has %d dominoes, the game uses %d: %w", len(c.Deck), s.deckN, kingdoms.ErrBadConfig)
		}
		var seen uint64
		for i, d := range c.Deck {
			if !d.Valid() {
				return State{}, fmt.Errorf("kingdomino: Config.Deck[%d] = %d is not a domino (1 to 48): %w", i, d, kingdoms.ErrBadConfig)
			}
			if seen&(1<<d) != 0 {
				return State{}, fmt.Errorf("kingdomino: Config.Deck holds domino %d twice: %w", d, kingdoms.ErrBadConfig)
			}
			seen |= 1 << d
		}
	}
	if c.KingOrder != nil {
		if len(c.KingOrder) != int(s.kings) {
			return State{}, fmt.Errorf("kingdomino: Config.KingOrder has %d kings, the game has %d: %w", len(c.KingOrder), s.kings, kingdoms.ErrBadConfig)
		}
		var count [4]int
		for i, p := range c.KingOrder {
			if p < 0 || p >= c.Players {
				return State{}, fmt.Errorf("kingdomino: Config.KingOrder[%d] = %d is not a player (0 to %d): %w", i, p, c.Players-1, kingdoms.ErrBadConfig)
			}
			count[p]++
			if count[p] > s.kingsPerPlayer() {
				return State{}, fmt.Errorf("kingdomino: Config.KingOrder names player %d more than %d times: %w", p, s.kingsPerPlayer(), kingdoms.ErrBadConfig)
			}
		}
	}
	s.rng = *rand.NewPCG(c.Seed, 0x6b696e67646f6d69)
	s.setup(c.Deck, c.KingOrder)
	return s, nil
}

// configure sets the players and variants of c, or says what is wrong.
func (s *State) configure(c Config) error {
	if c.Players < 2 || c.Players > 4 {
		return fmt.Errorf("kingdomino: %d players: the game is for 2, 3 or 4: %w", c.Players, kingdoms.ErrBadConfig)
	}
	if c.MightyDuel && c.Players != 2 {
		return fmt.Errorf("kingdomino: the Mighty Duel is for 2 players, not %d: %w", c.Players, kingdoms.ErrBadConfig)
	}
	s.players = uint8(c.Players)
	s.flags = 0
	if c.MiddleKingdom {
		s.flags |= flagMiddle
	}
	if c.Harmony {
		s.flags |= flagHarmony
	}
	if c.MightyDuel {
		s.flags |= flagDuel
	}
	if c.Dynasty {
		s.flags |= flagDynasty
	}
	s.kings = 4
	s.deckN = NumDominoes
	switch {
	case c.Players == 3:
		s.kings, s.deckN = 3, 36
	case c.Players == 2 && !c.MightyDuel:
		s.deckN = 24
	}
	return nil
}

// kingsPerPlayer is 2 with 2 players, 1 otherwise.
func (s *State) kingsPerPlayer() int { return int(s.kings / s.players) }

// size is the side of the square a kingdom must fit in.
func (s *State) size() int {
	if s.flags&flagDuel != 0 {
		return 7
	}
	return 5
}

// randN returns a random integer in [0, n) from the state's generator.
func (s *State) randN(n int) int {
	hi, _ := bits.Mul64(s.rng.Uint64(), uint64(n))
	return int(hi)
}

// setup starts a game: fresh kingdoms, the deck (given, or shuffled from the
// state's generator), the first line and the king order.
func (s *State) setup(deck []Domino, order []int) {
	for p := range s.boards {
		s.boards[p] = board{}
		if p < int(s.players) {
			s.boards[p] = newBoard()
		}
	}
	s.log = [NumDominoes]entry{}
	s.cur, s.next = [4]lineSlot{}, [4]lineSlot{}
	s.order = [4]int8{}
	if deck != nil {
		var in uint64
		for i, d := range deck {
			s.deck[i] = d
			in |= 1 << d
		}
		i := len(deck)
		for d := Domino(1); d <= NumDominoes; d++ {
			if in&(1<<d) == 0 {
				s.deck[i] = d
				i++
			}
		}
	} else {
		for i := range s.deck {
			s.deck[i] = Domino(i + 1)
		}
		for i := len(s.deck) - 1; i > 0; i-- {
			j := s.randN(i + 1)
			s.deck[i], s.deck[j] = s.deck[j], s.deck[i]
		}
		// The removed dominoes are set aside unseen: keep them sorted.
		slices.Sort(s.deck[s.deckN:])
	}
	if order != nil {
		for i, p := range order {
			s.order[i] = int8(p)
		}
	} else {
		for i := range s.kings {
			s.order[i] = int8(int(i) % int(s.players))
		}
		for i := int(s.kings) - 1; i > 0; i-- {
			j := s.randN(i + 1)
			s.order[i], s.order[j] = s.order[j], s.order[i]
		}
	}
	s.drawn = 0
	s.drawLine()
	s.phase = Choosing
	s.slot = 0
}

// drawLine draws the next line from the deck, sorted by number, or leaves
// it empty when the deck is empty. The line (3 or 4 dominoes, a missing
// fourth counting as 255) is sorted by a network of compare-exchanges
// (sort2) done with arithmetic: no branch on the dominoes drawn.
func (s *State) drawLine() {
	s.next = [4]lineSlot{}
	if s.drawn == s.deckN {
		return
	}
	k := min(int(s.kings), 4)
	d := [4]int{255, 255, 255, 255}
	for i := range k {
		d[i] = int(s.deck[int(s.drawn)+i])
		s.deck[int(s.drawn)+i] = 0
	}
	d[0], d[1] = sort2(d[0], d[1])
	d[2], d[3] = sort2(d[2], d[3])
	d[0], d[2] = sort2(d[0], d[2])
	d[1], d[3] = sort2(d[1], d[3])
	d[1], d[2] = sort2(d[1], d[2])
	for i := range k {
		s.next[i] = lineSlot{domino: Domino(d[i]), king: -1}
	}
	s.drawn += s.kings
}

// sort2 returns a and b in increasing order, without a branch (the
// compiler turns min and max of small integers into jumps).
func sort2(a, b int) (int, int) {
	x := (b - a) & ((b - a) >> 63) // b-a when b < a, else 0
	return a + x, b - x
}

// lower and higher are min and max of two small integers (|a-b| < 2^62),
// without a branch (see sort2).
func lower(a, b int) int  { return a + (b-a)&((b-a)>>63) }
func higher(a, b int) int { return b - (b-a)&((b-a)>>63) }

// Players returns the number of players.
func (s State) Players() int { return int(s.players) }

// Phase returns what the player to move has to do.
func (s State) Phase() Phase { return s.phase }

// ToMove returns the player who makes the next decision, or -1 when the
// game is over.
func (s State) ToMove() int {
	switch s.phase {
	case Choosing:
		return int(s.order[s.slot])
	case Placing, Picking:
		return int(s.cur[s.slot].king)
	}
	return -1
}

// IsTerminal reports whether the game (the whole match, with Dynasty) is
// over.
func (s State) IsTerminal() bool { return s.phase == Over }

// Config returns the game's settings: players and variants (Seed, Deck and
// KingOrder are not kept and come back zero).
func (s State) Config() Config {
	return Config{
		Players:       int(s.players),
		MiddleKingdom: s.flags&flagMiddle != 0,
		Harmony:       s.flags&flagHarmony != 0,
		MightyDuel:    s.flags&flagDuel != 0,
		Dynasty:       s.flags&flagDynasty != 0,
	}
}

// Equal reports whether s and t are the same state: the same game at the
// same point, with the same hidden deal and generator, and the same player
// for a view. A State has one form per position, so two states reached by
// the same moves from the same Config, or decoded from the same document,
// are equal; Equal is s == t.
func (s State) Equal(t State) bool { return s == t }

// KingdomSize returns the side of the square every kingdom must fit in: 5,
// or 7 in the Mighty Duel.
func (s State) KingdomSize() int { return s.size() }

// Kings returns the number of kings in play, which is also the number of
// dominoes in a line: 4 (two per player with 2 players), or 3 with 3
// players.
func (s State) Kings() int { return int(s.kings) }

// A LineSlot is one domino of a line and the king on it.
type LineSlot struct {
	// Domino is the domino on the slot.
	Domino Domino
	// King is the player whose king stands on the domino, or -1.
	King int
}

func appendLine(dst []LineSlot, l *[4]lineSlot) []LineSlot {
	for _, x := range l {
		if x.domino != 0 {
			dst = append(dst, LineSlot{x.domino, int(x.king)})
		}
	}
	return dst
}

// Line returns the current line, in ascending order: the dominoes placed
// this round and the kings that took them. The kings before Slot have acted
// (their dominoes are already in the kingdoms or discarded); the others are
// still to place theirs. It is empty while Choosing and at the end.
func (s State) Line() []LineSlot { return appendLine(nil, &s.cur) }

// NextLine returns the next line, in ascending order, with the kings that
// have already picked from it (empty in the last round).
func (s State) NextLine() []LineSlot { return appendLine(nil, &s.next) }

// Slot returns the index in Line of the king who acts (in Placing and
// Picking), or the number of kings that have chosen (in Choosing).
func (s State) Slot() int { return int(s.slot) }

// KingOrder returns the order in which the kings choose from the first line
// (one player per king). It is empty after the first choices.
func (s State) KingOrder() []int {
	if s.phase != Choosing {
		return nil
	}
	o := make([]int, s.kings)
	for i := range o {
		o[i] = int(s.order[i])
	}
	return o
}

// DeckSize returns the number of dominoes left in the deck.
func (s State) DeckSize() int { return int(s.deckN) - int(s.drawn) }

// Removed returns the number of dominoes set aside unseen at set-up (24
// with 2 players, 12 with 3, none otherwise).
func (s State) Removed() int {
	if s.players == 0 {
		return 0
	}
	return NumDominoes - int(s.deckN)
}

// Round returns the round being played, from 1 (the first line placed) to
// Rounds; 0 while the kings choose from the first line, and Rounds when the
// game is over.
func (s State) Round() int {
	switch s.phase {
	case Choosing:
		return 0
	case Over:
		return s.Rounds()
	}
	n := int(s.drawn) / int(s.kings)
	if s.next[0].domino != 0 {
		n--
	}
	return n
}

// Rounds returns the number of rounds of a game: 12, or 6 with 2 players
// outside the Mighty Duel.
func (s State) Rounds() int {
	if s.kings == 0 {
		return 0
	}
	return int(s.deckN) / int(s.kings)
}

// Kingdom returns the kingdom of player p (an empty Kingdom for a player not
// in the game).
func (s State) Kingdom(p int) Kingdom {
	if p < 0 || p >= int(s.players) {
		return Kingdom{}
	}
	return newPublicKingdom(s.kingdom(p), s.size())
}

// logShare is the part of State.log of each player, by number of players.
var logShare = [8]uint8{2: NumDominoes / 2, 3: NumDominoes / 3, 4: NumDominoes / 4}

// logOf returns the log of player p (0 <= p < players).
func (s *State) logOf(p int) []entry {
	base := p * int(logShare[s.players&7])
	return s.log[base : base+int(s.boards[p].n)]
}

// record logs e as the last domino player p handled, whose board has
// already counted it.
func (s *State) record(p int8, e entry) {
	s.log[int(p)*int(logShare[s.players&7])+int(s.boards[p].n)-1] = e
}

// kingdom returns player p's whole kingdom (0 <= p < players).
func (s *State) kingdom(p int) kingdom {
	k := kingdom{board: s.boards[p]}
	copy(k.log[:], s.logOf(p))
	return k
}

// Game returns the index (0, 1 or 2) of the game being played in a Dynasty
// match, and 0 otherwise.
func (s State) Game() int { return int(s.game) }

// Games returns the number of games of the match: 3 with Dynasty, 1
// otherwise.
func (s State) Games() int {
	if s.flags&flagDynasty != 0 {
		return 3
	}
	return 1
}

// GameScores returns the final score of player p in each finished earlier
// game of a Dynasty match (empty in the first game and without Dynasty).
func (s State) GameScores(p int) []int {
	if p < 0 || p >= int(s.players) {
		return nil
	}
	var r []int
	for g := range int(s.game) {
		r = append(r, int(s.past[g][p].total))
	}
	return r
}

// MaxMoves returns the length of a game set up by c, which bounds it:
// every game lasts exactly that many moves, twice the dominoes in play (the
// first picks and the later ones, one per domino but the last line's, and
// one placement or discard per domino): 96 with 4 players or in the Mighty
// Duel, 72 with 3 players and 48 with 2, three times that for a Dynasty
// match. Seed, Deck and KingOrder do not change it; a config that New
// refuses for its players or variants gives 0.
func MaxMoves(c Config) int {
	var s State
	if s.configure(c) != nil {
		return 0
	}
	return 2 * int(s.deckN) * s.Games()
}
