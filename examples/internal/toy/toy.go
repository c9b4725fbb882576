// Package toy is a tiny trick-taking card game with hidden information that
// implements the [kingdoms.Game] contract. The examples test their bots,
// tournament and terminal player on it: it is small enough to play thousands
// of games in a test, and it hides hands and the draw pile, so that a search
// bot that peeks at hidden data can be caught.
//
// # Rules
//
// The deck holds the cards 1 to 12, shuffled from the seed. Two or three
// players are each dealt 3 cards; the rest is the draw pile. Player 0 leads
// the first trick. In a trick each player in turn, starting with the leader,
// plays one card from hand face up. The highest card wins the trick: its
// player scores the sum of the cards in the trick, leads the next trick, and
// then every player, starting with the winner, draws one card while the pile
// lasts. The game ends when every hand is empty; the highest score wins and
// ties share the victory.
//
// A move is the value of the card played, written in decimal ("7").
//
// Hidden information: a player sees their own hand, the cards played so far
// and how many cards every hand and the pile hold; the other hands and the
// order of the pile are hidden.
package toy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/boardrules/kingdoms"
)

// Cards is the number of cards, valued 1 to Cards.
const Cards = 12

// HandSize is the number of cards dealt to each player.
const HandSize = 3

const poison = 15 // a card value no legal state holds; see Poison

// Move is the value of the card played.
type Move uint8

// String returns the move's notation: the card value in decimal.
func (m Move) String() string { return strconv.Itoa(int(m)) }

// State is a position of the toy game. It is a comparable value.
type State struct {
	players   int8
	toMove    int8 // -1 when the game is over
	leader    int8
	hiddenFor int8 // -1 for a complete state, p for player p's view
	hands     [3]uint16
	handN     [3]uint8
	deck      [Cards]uint8 // deck[:deckN], top card last; 0 when hidden
	deckN     uint8
	trick     [3]uint8 // card played by each player in the current trick, 0 = none yet
	out       uint16   // cards of completed tricks
	points    [3]int
}

// New deals a game for 2 or 3 players from seed.
func New(players int, seed uint64) (State, error) {
	if players < 2 || players > 3 {
		return State{}, fmt.Errorf("toy: %d players: the game takes 2 or 3: %w", players, kingdoms.ErrBadConfig)
	}
	rng := rand.New(rand.NewPCG(seed, 0x70e))
	var s State
	s.players = int8(players)
	s.hiddenFor = -1
	perm := rng.Perm(Cards)
	for i, c := range perm {
		s.deck[i] = uint8(c + 1)
	}
	s.deckN = Cards
	for p := range players {
		for range HandSize {
			s.deckN--
			s.hands[p] |= 1 << s.deck[s.deckN]
			s.deck[s.deckN] = 0
			s.handN[p]++
		}
	}
	return s, nil
}

// Hand returns the cards in player's hand, in increasing order, or nil when
// they are hidden.
func (s State) Hand(player int) []int {
	var h []int
	for c := 1; c <= poison; c++ {
		if s.hands[player]&(1<<c) != 0 {
			h = append(h, c)
		}
	}
	return h
}

// Poison returns s with every part hidden from player replaced by card values
// that no legal state holds (15), so that a test can tell whether a bot read
// them.
func Poison(s State, player int) State {
	for p := range int(s.players) {
		if p != player {
			s.hands[p] = 0
			for i := range int(s.handN[p]) {
				s.hands[p] |= 1 << (poison - i)
			}
		}
	}
	for i := range int(s.deckN) {
		s.deck[i] = poison
	}
	return s
}

// Poisoned reports whether s holds a card value written by Poison.
func Poisoned(s State) bool {
	for p := range 3 {
		if s.hands[p]>>(Cards+1) != 0 {
			return true
		}
	}
	for i := range int(s.deckN) {
		if s.deck[i] > Cards {
			return true
		}
	}
	return false
}

// String draws the state as text.
func (s State) String() string {
	var b strings.Builder
	for p := range int(s.players) {
		fmt.Fprintf(&b, "player %d: %2d points, hand ", p, s.points[p])
		if s.hiddenFor >= 0 && int(s.hiddenFor) != p {
			fmt.Fprintf(&b, "%d hidden cards", s.handN[p])
		} else {
			fmt.Fprint(&b, s.Hand(p))
		}
		if s.trick[p] != 0 {
			fmt.Fprintf(&b, ", played %d", s.trick[p])
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "pile: %d cards", s.deckN)
	if s.toMove >= 0 {
		fmt.Fprintf(&b, "; player %d to play", s.toMove)
	} else {
		b.WriteString("; game over")
	}
	return b.String()
}

// Game implements [kingdoms.Game] for the toy game.
var Game kingdoms.Game[State, Move] = game{}

type game struct{}

func (game) Name() string            { return "toy" }
func (game) Players(s State) int     { return int(s.players) }
func (game) ToMove(s State) int      { return int(s.toMove) }
func (game) IsTerminal(s State) bool { return s.toMove < 0 }

func (g game) Legal(s State) []Move { return g.AppendLegal(nil, s) }

func (game) AppendLegal(dst []Move, s State) []Move {
	if s.toMove < 0 {
		return dst
	}
	h := s.hands[s.toMove]
	for h != 0 {
		c := bits.TrailingZeros16(h)
		h &^= 1 << c
		dst = append(dst, Move(c))
	}
	return dst
}

func (game) Apply(s State, m Move) (State, error) {
	if s.toMove < 0 {
		return State{}, fmt.Errorf("toy: move %d: the game is over: %w", m, kingdoms.ErrIllegalMove)
	}
	p := int(s.toMove)
	if m == 0 || m > poison || s.hands[p]&(1<<m) == 0 {
		return State{}, fmt.Errorf("toy: player %d does not hold card %d: %w", p, m, kingdoms.ErrIllegalMove)
	}
	s.hands[p] &^= 1 << m
	s.handN[p]--
	s.trick[p] = uint8(m)
	next := (p + 1) % int(s.players)
	if next != int(s.leader) {
		s.toMove = int8(next)
		return s, nil
	}
	// The trick is complete.
	w, sum := 0, 0
	for q := range int(s.players) {
		sum += int(s.trick[q])
		if s.trick[q] > s.trick[w] {
			w = q
		}
	}
	for q := range int(s.players) {
		s.out |= 1 << s.trick[q]
		s.trick[q] = 0
	}
	s.points[w] += sum
	s.leader = int8(w)
	for i := range int(s.players) {
		q := (w + i) % int(s.players)
		if s.deckN == 0 {
			break
		}
		s.deckN--
		s.hands[q] |= 1 << s.deck[s.deckN]
		s.deck[s.deckN] = 0
		s.handN[q]++
	}
	s.toMove = int8(w)
	if s.handN[w] == 0 {
		s.toMove = -1
	}
	return s, nil
}

func (game) Scores(s State) []kingdoms.Score {
	sc := make([]kingdoms.Score, s.players)
	for p := range sc {
		sc[p] = kingdoms.Score{Total: s.points[p], Parts: []kingdoms.ScorePart{{Source: "cards won in tricks", Points: s.points[p]}}}
	}
	return sc
}

func (game) Winners(s State) []int {
	if s.toMove >= 0 {
		return nil
	}
	best := -1
	var w []int
	for p := range int(s.players) {
		switch {
		case s.points[p] > best:
			best, w = s.points[p], []int{p}
		case s.points[p] == best:
			w = append(w, p)
		}
	}
	return w
}

func (game) View(s State, player int) State {
	for p := range int(s.players) {
		if p != player {
			s.hands[p] = 0
		}
	}
	for i := range int(s.deckN) {
		s.deck[i] = 0
	}
	s.hiddenFor = int8(player)
	return s
}

func (game) Determinize(v State, player int, rng *rand.Rand) (State, error) {
	if rng == nil || player < 0 || player >= int(v.players) {
		return State{}, fmt.Errorf("%w: toy: player %d of %d, rng nil: %v", kingdoms.ErrBadArgument, player, v.players, rng == nil)
	}
	known := v.hands[player] | v.out
	for _, c := range v.trick {
		known |= 1 << c
	}
	var unknown []uint8
	for c := 1; c <= Cards; c++ {
		if known&(1<<c) == 0 {
			unknown = append(unknown, uint8(c))
		}
	}
	rng.Shuffle(len(unknown), func(i, j int) { unknown[i], unknown[j] = unknown[j], unknown[i] })
	for p := range int(v.players) {
		if p == player {
			continue
		}
		v.hands[p] = 0
		for range int(v.handN[p]) {
			v.hands[p] |= 1 << unknown[0]
			unknown = unknown[1:]
		}
	}
	for i := range int(v.deckN) {
		v.deck[i] = unknown[i]
	}
	v.hiddenFor = -1
	return v, nil
}

func (game) FormatMove(m Move) string { return m.String() }

func (game) ParseMove(text string) (Move, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 || n > Cards {
		return 0, fmt.Errorf("toy: %s is not a card: write a number from 1 to %d: %w", kingdoms.Excerpt(text), Cards, kingdoms.ErrBadNotation)
	}
	return Move(n), nil
}

// PlayerRange implements kingdoms.Configurer: 2 or 3 players, 2 by default.
func (game) PlayerRange() kingdoms.PlayerRange {
	return kingdoms.PlayerRange{Min: 2, Max: 3, Default: 2}
}

// Variants implements kingdoms.Configurer: the toy game has none.
func (game) Variants() []kingdoms.Variant { return nil }

// Start implements kingdoms.Configurer.
func (game) Start(c kingdoms.Settings) (State, error) {
	if len(c.Variants) > 0 {
		return State{}, fmt.Errorf("toy: variant %s: the game has no variants: %w", kingdoms.Excerpt(c.Variants[0]), kingdoms.ErrBadConfig)
	}
	if c.Players == 0 {
		c.Players = 2
	}
	return New(c.Players, c.Seed)
}

// StartJSON implements kingdoms.Configurer: the config is
// {"players": 2, "seed": 1}.
func (g game) StartJSON(config []byte) (State, error) {
	var c struct {
		Players int    `json:"players"`
		Seed    uint64 `json:"seed"`
	}
	d := json.NewDecoder(bytes.NewReader(config))
	d.DisallowUnknownFields()
	if err := d.Decode(&c); err != nil {
		return State{}, fmt.Errorf("toy: config: %v: %w", err, kingdoms.ErrBadConfig)
	}
	return g.Start(kingdoms.Settings{Players: c.Players, Seed: c.Seed})
}
