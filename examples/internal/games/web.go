package games

import (
	"encoding/json"
	"fmt"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/render"
)

// MoveRecord is a move made in a game.
type MoveRecord struct {
	// Player is the player who made the move.
	Player int `json:"player"`
	// Move is the move's notation.
	Move string `json:"move"`
	// Bot reports whether a bot chose it.
	Bot bool `json:"bot"`
}

// LegalMove is a legal move with the regions of the picture that stand for
// it (see Def.Spots).
type LegalMove struct {
	// Move is the move's notation.
	Move string `json:"move"`
	// Spots are the regions a player points at to make the move, in any
	// order; none when the move is made from a list only.
	Spots []string `json:"spots,omitempty"`
	// Marks are the regions the move covers.
	Marks []string `json:"marks,omitempty"`
}

// PlayerScore is a player's score with its breakdown, as a view shows it.
type PlayerScore struct {
	kingdoms.Score
	// Hidden reports that the view does not show this score: Total and
	// Parts are then not the real ones.
	Hidden bool `json:"hidden,omitempty"`
}

// Snapshot is a position of a game as one player sees it.
type Snapshot struct {
	Game      string `json:"game"`      // the game's name
	At        int    `json:"at"`        // the position's number, from 0
	Positions int    `json:"positions"` // the number of positions kept
	Seat      int    `json:"seat"`      // whose view this is; -1: the whole state; Onlooker: what every player sees
	Players   int    `json:"players"`   // the number of players
	ToMove    int    `json:"toMove"`    // the player to move; -1 when the game is over
	Terminal  bool   `json:"terminal"`  // whether the game is over
	// Text draws the position as text, with the game's notes.
	Text string `json:"text"`
	// SVG draws the position, and Regions are the parts of the picture
	// that stand for places of the game.
	SVG     string          `json:"svg"`
	Regions []render.Region `json:"regions"`
	// Legal lists the legal moves of the last position, for the player to
	// move, when the snapshot is that player's or the whole state.
	Legal []LegalMove `json:"legal"`
	// Scores are the players' scores as the view shows them, and Winners
	// the winners of a finished game.
	Scores  []PlayerScore `json:"scores"`
	Winners []int         `json:"winners"`
}

// Load builds a table from a JSON document of the game's state, such as
// Table.Save writes, with a seat for each player (all human when seats is
// empty); the bots draw their randomness from seed. A document the game
// refuses gives the decoder's error.
func (e Entry) Load(doc []byte, seed uint64, seats []Seat) (Table, error) {
	if e.load == nil {
		return nil, fmt.Errorf("%s: no JSON documents", e.Name)
	}
	return e.load(doc, seed, seats)
}

// LoadAny builds a table from a JSON document of any registered game: the
// game its "schema" field names (see kingdoms.Schema) decodes it, and only
// that game.
func LoadAny(doc []byte, seed uint64, seats []Seat) (Table, error) {
	name, _, err := kingdoms.Schema(doc)
	if err != nil {
		return nil, fmt.Errorf("the document is no game's state: %w", err)
	}
	e, err := Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("the document is a %s state: %w", kingdoms.Excerpt(name), err)
	}
	return e.Load(doc, seed, seats)
}

func (t *table[S, M]) Positions() int { return len(t.hist) }

func (t *table[S, M]) History() []MoveRecord {
	out := make([]MoveRecord, len(t.made))
	copy(out, t.made)
	return out
}

func (t *table[S, M]) position(at int) (S, error) {
	if at < 0 || at >= len(t.hist) {
		var zero S
		return zero, fmt.Errorf("no position %d: the game has positions 0 to %d", at, len(t.hist)-1)
	}
	return t.hist[at], nil
}

func (t *table[S, M]) Save(at int) (doc []byte, err error) {
	defer guard(t.def.Game.Name(), &err)
	s, err := t.position(at)
	if err != nil {
		return nil, err
	}
	if _, ok := any(s).(json.Marshaler); !ok {
		return nil, fmt.Errorf("%s: no JSON documents", t.def.Game.Name())
	}
	return json.Marshal(s)
}

func (t *table[S, M]) Snapshot(at, seat int) (snap Snapshot, err error) {
	defer guard(t.def.Game.Name(), &err)
	s, err := t.position(at)
	if err != nil {
		return Snapshot{}, err
	}
	g := t.def.Game
	n := g.Players(s)
	v, err := viewOf(t, s, seat)
	if err != nil {
		return Snapshot{}, err
	}
	snap = Snapshot{
		Game:      t.def.Game.Name(),
		At:        at,
		Positions: len(t.hist),
		Seat:      seat,
		Players:   n,
		ToMove:    g.ToMove(s),
		Terminal:  g.IsTerminal(s),
		Text:      fmt.Sprint(v),
		Winners:   g.Winners(v),
		Legal:     []LegalMove{},
	}
	if t.def.Notes != nil {
		var legal []M
		if at == len(t.hist)-1 && !snap.Terminal && (seat == -1 || seat == snap.ToMove) {
			legal = g.Legal(s)
		}
		snap.Text += "\n" + t.def.Notes(v, legal)
	}
	for p, sc := range g.Scores(v) {
		hidden := t.def.Hidden != nil && t.def.Hidden(v, p)
		if hidden {
			sc = kingdoms.Score{}
		}
		snap.Scores = append(snap.Scores, PlayerScore{Score: sc, Hidden: hidden})
	}
	if snap.Winners == nil {
		snap.Winners = []int{}
	}
	switch {
	case t.def.Picture != nil:
		doc, regions := t.def.Picture(v)
		snap.SVG, snap.Regions = string(doc), regions
	case t.def.SVG != nil:
		doc, err := t.def.SVG(v)
		if err != nil {
			return Snapshot{}, err
		}
		snap.SVG = string(doc)
	}
	if snap.Regions == nil {
		snap.Regions = []render.Region{}
	}
	if at == len(t.hist)-1 && !snap.Terminal && (seat == -1 || seat == snap.ToMove) {
		for _, m := range g.Legal(s) {
			lm := LegalMove{Move: g.FormatMove(m)}
			if t.def.Spots != nil {
				lm.Spots, lm.Marks = t.def.Spots(s, m)
			}
			snap.Legal = append(snap.Legal, lm)
		}
	}
	return snap, nil
}
