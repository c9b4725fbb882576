package kingdombuilder

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestStateConfig: State.Config gives back what the position keeps of its
// configuration, after a JSON round trip too: a game started from it has
// the same board, cards, tasks and Queenies' tiles, and MaxMoves of it is
// the game's bound.
func TestStateConfig(t *testing.T) {
	island := SampleIsland()
	for i, c := range []Config{
		{Players: 2, Seed: 3},
		FirstGame(3, 5),
		{Players: 5, Seed: 9, Nomads: true},
		{Players: 4, Seed: 7, Nomads: true, Crossroads: true, Marshlands: true, Harvest: true, Queenies: Queenies{Capitol: true, Caves: true, Island: island}},
		{Players: 3, Seed: 11, Marshlands: true, SwampCards: true},
		{Players: 4, Seed: 13, Crossroads: true},
	} {
		s := docGame(t, c, 25, nil)
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		got := back.Config()
		if got.Players != c.Players || got.Nomads != c.Nomads || got.Crossroads != c.Crossroads || got.Marshlands != c.Marshlands || got.Harvest != c.Harvest || got.Seed != 0 {
			t.Errorf("config %d: Config() = %+v, want the players and expansions of %+v and seed 0", i, got, c)
		}
		if MaxMoves(got) != MaxMoves(c) {
			t.Errorf("config %d: MaxMoves(Config()) = %d, want %d", i, MaxMoves(got), MaxMoves(c))
		}
		n, err := New(got)
		if err != nil {
			t.Fatalf("config %d: New(Config()): %v", i, err)
		}
		if n.Quadrants() != s.Quadrants() || n.Cards() != s.Cards() || !slices.Equal(n.Tasks(), s.Tasks()) || n.g.queenies.queeniesKey != s.g.queenies.queeniesKey || n.x.marshlands.swampCards != s.x.marshlands.swampCards {
			t.Errorf("config %d: a game of Config() has another set-up:\n%v\n%v", i, n, s)
		}
		if s.Config() != got {
			t.Errorf("config %d: Config() differs after a JSON round trip", i)
		}
	}
	if (State{}).Config() != (Config{}) {
		t.Errorf("the zero State's Config is not zero")
	}
}
