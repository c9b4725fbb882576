package games

import (
	"encoding/json"
	"fmt"
)

// Onlooker is the seat number of the view of someone at the table who
// holds no seat (Table.Snapshot and Table.SaveView): what every player
// sees, and no more.
const Onlooker = -2

// onlookerView returns what every player of s sees: the views of all the
// players taken one after the other, each hiding what its player may not
// see. In every game of the module a view only hides (what it keeps it
// keeps as it is), so this is the part common to every player's view: no
// hand, no deck order, no generator. In Kingdom Builder the card of the
// player to move stays shown (it is revealed to the table); once the game
// is over every card is hidden.
func onlookerView[S any, M comparable](t *table[S, M], s S) S {
	g := t.def.Game
	for p := range g.Players(s) {
		s = g.View(s, p)
	}
	return s
}

// viewOf returns s as seat sees it: a player's View, the whole state (-1)
// or the onlooker's view (Onlooker).
func viewOf[S any, M comparable](t *table[S, M], s S, seat int) (S, error) {
	g := t.def.Game
	switch n := g.Players(s); {
	case seat == -1:
		return s, nil
	case seat == Onlooker:
		return onlookerView(t, s), nil
	case seat < 0 || seat >= n:
		var zero S
		return zero, fmt.Errorf("no seat %d: the players are 0 to %d (-1: the whole state, %d: what every player sees)", seat, n-1, Onlooker)
	default:
		return g.View(s, seat), nil
	}
}

// SaveView writes position at as the game's JSON document of what seat
// sees: a player's View (others' hands and the deck order hidden), the
// whole state (-1), or what every player sees (Onlooker). A view is for
// reading and studying: to play on, determinize it (Kingdomino lists no
// move on a view and refuses to play one).
func (t *table[S, M]) SaveView(at, seat int) (doc []byte, err error) {
	defer guard(t.def.Game.Name(), &err)
	s, err := t.position(at)
	if err != nil {
		return nil, err
	}
	v, err := viewOf(t, s, seat)
	if err != nil {
		return nil, err
	}
	if _, ok := any(v).(json.Marshaler); !ok {
		return nil, fmt.Errorf("%s: no JSON documents", t.def.Game.Name())
	}
	return json.Marshal(v)
}
