package games

import (
	"errors"
	"fmt"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/bots"
)

// Table is one game being played, whatever the game: the programs see every
// game through it. Moves are text in the game's notation. A Table is not safe
// for concurrent use.
type Table interface {
	// Game is the game's name.
	Game() string
	// Players is the number of players.
	Players() int
	// Seat returns who plays for player p.
	Seat(p int) Seat
	// ToMove is the player to move, or -1 when the game is over.
	ToMove() int
	// IsTerminal reports whether the game is over.
	IsTerminal() bool
	// Moves is the number of moves made so far.
	Moves() int
	// String draws the current state as text (the state's String method).
	String() string
	// ViewString draws the current state as player p sees it: the String of
	// the game's View for p, followed by the game's notes on it, if any.
	ViewString(p int) string
	// Legal lists the legal moves in notation, in the game's order.
	Legal() []string
	// Play reads a move in notation and plays it for the player to move. It
	// returns the move's canonical notation. A move that does not parse or
	// is not legal returns an error and changes nothing.
	Play(text string) (string, error)
	// BotMove lets the bot in the seat of the player to move choose a move,
	// plays it and returns its notation.
	BotMove() (string, error)
	// Scores returns the scores with their breakdown.
	Scores() []kingdoms.Score
	// Winners returns the winners of a finished game.
	Winners() []int
	// SVG draws the current state as an SVG picture.
	SVG() ([]byte, error)
	// ThinkTime is the total time the bot in seat p has spent choosing
	// (on the clock of its Options, if it has one), and BotMoves the number
	// of moves it chose.
	ThinkTime(p int) time.Duration
	BotMoves(p int) int

	// Positions is the number of positions of the game kept by the table:
	// the first one and one after each move, numbered from 0.
	Positions() int
	// History lists the moves made, the move i leading from position i to
	// position i+1.
	History() []MoveRecord
	// Snapshot describes position at as player seat sees it (seat -1: the
	// whole state; Onlooker: what every player sees), with the legal moves
	// when at is the last position.
	Snapshot(at, seat int) (Snapshot, error)
	// Save writes position at as the game's JSON document.
	Save(at int) ([]byte, error)
	// SaveView writes position at as the JSON document of what seat sees
	// (as Snapshot numbers the seats).
	SaveView(at, seat int) ([]byte, error)
}

type table[S any, M comparable] struct {
	def   Def[S, M]
	s     S
	seats []Seat
	bots  []bots.Bot[S, M]
	think []time.Duration
	count []int
	moves int
	// hist holds every position of the game, from the first; made holds
	// the moves between them.
	hist []S
	made []MoveRecord
}

func (t *table[S, M]) Game() string             { return t.def.Game.Name() }
func (t *table[S, M]) Players() int             { return t.def.Game.Players(t.s) }
func (t *table[S, M]) Seat(p int) Seat          { return t.seats[p] }
func (t *table[S, M]) ToMove() int              { return t.def.Game.ToMove(t.s) }
func (t *table[S, M]) IsTerminal() bool         { return t.def.Game.IsTerminal(t.s) }
func (t *table[S, M]) Moves() int               { return t.moves }
func (t *table[S, M]) String() string           { return fmt.Sprint(t.s) }
func (t *table[S, M]) Scores() []kingdoms.Score { return t.def.Game.Scores(t.s) }
func (t *table[S, M]) Winners() []int           { return t.def.Game.Winners(t.s) }

func (t *table[S, M]) ViewString(p int) string {
	v := t.def.Game.View(t.s, p)
	if t.def.Notes == nil {
		return fmt.Sprint(v)
	}
	var legal []M
	if p == t.def.Game.ToMove(t.s) {
		legal = t.def.Game.Legal(t.s)
	}
	return fmt.Sprint(v) + "\n" + t.def.Notes(v, legal)
}

func (t *table[S, M]) ThinkTime(p int) time.Duration {
	if t.think == nil {
		return 0
	}
	return t.think[p]
}

func (t *table[S, M]) BotMoves(p int) int {
	if t.count == nil {
		return 0
	}
	return t.count[p]
}

func (t *table[S, M]) Legal() []string {
	var out []string
	for _, m := range t.def.Game.Legal(t.s) {
		out = append(out, t.def.Game.FormatMove(m))
	}
	return out
}

// guard turns a panic inside the game into an error, so that no input can
// crash a program.
func guard(game string, err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("%s: internal error (please report it): %v", game, r)
	}
}

func (t *table[S, M]) Play(text string) (notation string, err error) {
	defer guard(t.def.Game.Name(), &err)
	if t.IsTerminal() {
		return "", errors.New("the game is over")
	}
	m, err := t.def.Game.ParseMove(text)
	if err != nil {
		return "", err
	}
	return t.apply(m)
}

func (t *table[S, M]) apply(m M) (string, error) {
	next, err := t.def.Game.Apply(t.s, m)
	if err != nil {
		return "", err
	}
	p := t.def.Game.ToMove(t.s)
	n := t.def.Game.FormatMove(m)
	t.made = append(t.made, MoveRecord{Player: p, Move: n, Bot: t.bots[p] != nil})
	t.s = next
	t.hist = append(t.hist, next)
	t.moves++
	return n, nil
}

func (t *table[S, M]) BotMove() (notation string, err error) {
	defer guard(t.def.Game.Name(), &err)
	p := t.ToMove()
	if p < 0 {
		return "", errors.New("the game is over")
	}
	b := t.bots[p]
	if b == nil {
		return "", fmt.Errorf("player %d is %s, not a bot", p, t.seats[p])
	}
	// The time a bot thinks is measured on the clock of its budget.
	clock := wallClock
	if c := t.seats[p].Options.Clock; c != nil {
		clock = c.Now
	}
	start := clock()
	m, err := b.Choose(t.s)
	if t.think == nil {
		t.think = make([]time.Duration, len(t.seats))
		t.count = make([]int, len(t.seats))
	}
	t.think[p] += clock() - start
	t.count[p]++
	if err != nil {
		return "", fmt.Errorf("player %d (%s): %w", p, b.Name(), err)
	}
	n, err := t.apply(m)
	if err != nil {
		return "", fmt.Errorf("player %d (%s) chose %s: %w", p, b.Name(), t.def.Game.FormatMove(m), err)
	}
	return n, nil
}

func (t *table[S, M]) SVG() (out []byte, err error) {
	defer guard(t.def.Game.Name(), &err)
	if t.def.SVG == nil {
		return nil, fmt.Errorf("%s: no SVG picture yet", t.def.Game.Name())
	}
	return t.def.SVG(t.s)
}

// PlayOut lets the bots play until the game is over; it fails if a seat to
// move is human.
func PlayOut(t Table) error {
	for !t.IsTerminal() {
		if _, err := t.BotMove(); err != nil {
			return err
		}
	}
	return nil
}

// epoch is the origin of wallClock.
var epoch = time.Now()

// wallClock is the wall clock as a bots.Options.Clock.
func wallClock() time.Duration { return time.Since(epoch) }
