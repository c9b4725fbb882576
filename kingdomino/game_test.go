package kingdomino

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// Game implements the optional interfaces of the root package.
var (
	_ kingdoms.Observer[State]   = (*game)(nil)
	_ kingdoms.Configurer[State] = (*game)(nil)
	_ kingdoms.Validator[State]  = (*game)(nil)
)

// configurer is Game as a kingdoms.Configurer.
func configurer(t *testing.T) kingdoms.Configurer[State] {
	t.Helper()
	c, ok := Game.(kingdoms.Configurer[State])
	if !ok {
		t.Fatal("Game is not a kingdoms.Configurer")
	}
	if _, ok := Game.(kingdoms.Observer[State]); !ok {
		t.Fatal("Game is not a kingdoms.Observer")
	}
	if _, ok := Game.(kingdoms.Validator[State]); !ok {
		t.Fatal("Game is not a kingdoms.Validator")
	}
	return c
}

// registryNew is the New of the examples' registry
// (examples/internal/games/kingdomino.go) before Configurer: the variants
// by name, the players given.
func registryNew(players int, seed uint64, vs []string) (State, error) {
	c := Config{Players: players, Seed: seed}
	for _, v := range vs {
		switch v {
		case "middle-kingdom":
			c.MiddleKingdom = true
		case "harmony":
			c.Harmony = true
		case "mighty-duel":
			c.MightyDuel = true
		case "dynasty":
			c.Dynasty = true
		}
	}
	return New(c)
}

// TestStart checks that Start gives the registry's games for every player
// count and combination of variants, and refuses bad settings saying why.
func TestStart(t *testing.T) {
	g := configurer(t)
	if got := g.PlayerRange(); got != (kingdoms.PlayerRange{Min: 2, Max: 4, Default: 4}) {
		t.Errorf("PlayerRange() = %+v", got)
	}
	var names []string
	for _, v := range g.Variants() {
		names = append(names, v.Name)
		if v.Doc == "" {
			t.Errorf("variant %q has no doc", v.Name)
		}
	}
	if !slices.Equal(names, []string{"middle-kingdom", "harmony", "mighty-duel", "dynasty"}) {
		t.Errorf("Variants() names %v", names)
	}
	g.Variants()[0].Name = "changed"
	if g.Variants()[0].Name != "middle-kingdom" {
		t.Error("Variants returns the package's own slice")
	}
	for players := 0; players <= 4; players++ {
		for mask := range 16 {
			var vs []string
			for i, name := range names {
				if mask&(1<<i) != 0 {
					vs = append(vs, name)
				}
			}
			n := players
			if n == 0 {
				n = 4
			}
			seed := uint64(100*players + mask)
			want, werr := registryNew(n, seed, vs)
			got, err := g.Start(kingdoms.Settings{Players: players, Seed: seed, Variants: vs})
			if (err != nil) != (werr != nil) || got != want {
				t.Errorf("Start(%d players, %v) = %v, the registry gives %v", players, vs, err, werr)
			}
			if err != nil && !errors.Is(err, kingdoms.ErrBadConfig) {
				t.Errorf("Start(%d players, %v): %v does not wrap ErrBadConfig", players, vs, err)
			}
		}
	}
	for _, tc := range []struct {
		set  kingdoms.Settings
		want string
	}{
		{kingdoms.Settings{Players: 5}, "5 players: the game is for 2, 3 or 4"},
		{kingdoms.Settings{Players: 1}, "1 players"},
		{kingdoms.Settings{Variants: []string{"space"}}, `unknown variant "space"`},
		{kingdoms.Settings{Players: 2, Variants: []string{"harmony", "harmony"}}, `variant "harmony" named twice`},
		{kingdoms.Settings{Variants: []string{"mighty-duel"}}, "the Mighty Duel is for 2 players, not 4"},
	} {
		_, err := g.Start(tc.set)
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Start(%+v) = %v, want an error wrapping ErrBadConfig with %q", tc.set, err, tc.want)
		}
	}
}

// TestStartJSON checks the JSON form of a Config.
func TestStartJSON(t *testing.T) {
	g := configurer(t)
	deck := make([]Domino, 24)
	order := []int{1, 0, 0, 1}
	text := make([]string, 24)
	for i := range deck {
		deck[i] = Domino(48 - i)
		text[i] = fmt.Sprint(48 - i)
	}
	for _, tc := range []struct {
		doc  string
		want Config
	}{
		{`{"players": 3, "seed": 7}`, Config{Players: 3, Seed: 7}},
		{`{"players": 2, "seed": 18446744073709551615, "middleKingdom": true, "harmony": true, "mightyDuel": true, "dynasty": true}`,
			Config{Players: 2, Seed: 1<<64 - 1, MiddleKingdom: true, Harmony: true, MightyDuel: true, Dynasty: true}},
		{`{"players": 2, "deck": [` + strings.Join(text, ",") + `], "kingOrder": [1, 0, 0, 1]}`, Config{Players: 2, Deck: deck, KingOrder: order}},
	} {
		got, err := g.StartJSON([]byte(tc.doc))
		want, werr := New(tc.want)
		if err != nil || werr != nil || got != want {
			t.Errorf("StartJSON(%s) = %v; New(%+v) = %v; the states differ: %v", tc.doc, err, tc.want, werr, got != want)
		}
	}
	for _, tc := range []struct{ doc, want string }{
		{`{"players": 2, "seeds": 1}`, `unknown field "seeds"`},
		{`{"Players": 4, "Seed": 3}`, `unknown field "Players" (the field is "players")`}, // one spelling, although encoding/json ignores case
		{`{"players": 4, "Harmony": true}`, `unknown field "Harmony" (the field is "harmony")`},
		{`[2]`, "the document: a JSON array where an object is wanted"},
		{`{"players": "two"}`, "players: a JSON string where int is wanted"},
		{`{"players": 2, "seed": -1}`, "seed: a JSON number -1 where uint64 is wanted"},
		{`{"players": 2, "deck": [0]}`, "deck[0]: 0 is not a domino (1 to 48)"},
		{`{"players": 2, "deck": [1, 2]}`, "Config.Deck has 2 dominoes, the game uses 24"},
		{`{"players": 2, "kingOrder": [0, 0, 0, 1]}`, "Config.KingOrder names player 0 more than 2 times"},
		{`{"players": 3, "mightyDuel": true}`, "the Mighty Duel is for 2 players, not 3"},
		{`{}`, "0 players: the game is for 2, 3 or 4"},
		{`{"players": 2} {}`, "data after the JSON value"},
		{`[2]`, "a JSON array where"},
	} {
		_, err := g.StartJSON([]byte(tc.doc))
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("StartJSON(%s) = %v, want an error wrapping ErrBadConfig with %q", tc.doc, err, tc.want)
		}
	}
}

// TestMaxMoves checks that every game lasts exactly MaxMoves moves.
func TestMaxMoves(t *testing.T) {
	for i, c := range configs() {
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 2))
		n := 0
		for ; !s.IsTerminal(); n++ {
			l := Legal(s)
			s, _ = Apply(s, l[rng.IntN(len(l))])
		}
		if n != MaxMoves(c) {
			t.Errorf("%+v: a game of %d moves, MaxMoves %d", c, n, MaxMoves(c))
		}
	}
	if got := MaxMoves(Config{Players: 4, Dynasty: true}); got != 288 {
		t.Errorf("a 4-player Dynasty match: MaxMoves %d, want 288", got)
	}
	for _, c := range []Config{{}, {Players: 5}, {Players: 3, MightyDuel: true}} {
		if got := MaxMoves(c); got != 0 {
			t.Errorf("MaxMoves(%+v) = %d, want 0 for a config New refuses", c, got)
		}
	}
}

// TestCompare checks that Compare is a total order consistent with ==, and
// that Legal lists its moves in that order.
func TestCompare(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 4})
	rng := rand.New(rand.NewPCG(4, 4))
	var pool []Move
	for !s.IsTerminal() {
		l := Legal(s)
		if !slices.IsSortedFunc(l, Move.Compare) {
			t.Fatalf("Legal is not in Compare order: %v", l)
		}
		pool = append(pool, l...)
		s, _ = Apply(s, l[rng.IntN(len(l))])
	}
	pool = append(pool, Move{}, DiscardMove(3), PickMove(3), PlaceMove(3, Move{}.At(), badDir))
	for range 2000 {
		a, b := pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]
		if (a.Compare(b) == 0) != (a == b) || sign(a.Compare(b)) != -sign(b.Compare(a)) {
			t.Fatalf("Compare(%v, %v) = %d, Compare(%v, %v) = %d", a, b, a.Compare(b), b, a, b.Compare(a))
		}
	}
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
