package kingdombuilder

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// configurer is Game as a Configurer (a function: Game is set by init, after
// the package's variables).
func configurer() kingdoms.Configurer[State] { return Game.(kingdoms.Configurer[State]) }

// registryNew is the examples' registry's New for Kingdom Builder
// (examples/internal/games/kingdombuilder.go) as it was written before
// Start: Start must give the same states.
func registryNew(players int, seed uint64, vs []string) (State, error) {
	c := Config{Players: players, Seed: seed}
	for _, v := range vs {
		if v == "first-game" {
			c = FirstGame(players, seed)
		}
	}
	for _, v := range vs {
		switch v {
		case "nomads":
			c.Nomads = true
		case "crossroads":
			c.Crossroads = true
		case "marshlands":
			c.Marshlands = true
		case "harvest":
			c.Harvest = true
		case "capitol":
			c.Queenies.Capitol = true
		case "caves":
			c.Queenies.Caves = true
		case "island":
			c.Queenies.Island = SampleIsland()
		}
	}
	if c.Marshlands && c.Quadrants == ([4]Quadrant{}) {
		base, err := New(Config{Players: 2, Seed: seed})
		if err != nil {
			return State{}, err
		}
		c.Quadrants = base.Quadrants()
		samples := SampleMarshlandsQuadrants()
		c.Quadrants[seed%4] = samples[seed%uint64(len(samples))]
	}
	return New(c)
}

func TestConfigurer(t *testing.T) {
	if r := configurer().PlayerRange(); r != (kingdoms.PlayerRange{Min: 2, Max: 5, Default: 4}) {
		t.Errorf("PlayerRange() = %+v", r)
	}
	var names []string
	for _, v := range configurer().Variants() {
		names = append(names, v.Name)
		if v.Doc == "" || strings.Contains(v.Doc, "\n") {
			t.Errorf("variant %s: doc %q, want one line", v.Name, v.Doc)
		}
	}
	want := []string{"first-game", "nomads", "crossroads", "marshlands", "harvest", "capitol", "caves", "island"}
	if !slices.Equal(names, want) {
		t.Errorf("Variants() = %v, want %v", names, want)
	}
	configurer().Variants()[0].Name = "changed"
	if configurer().Variants()[0].Name != "first-game" {
		t.Errorf("Variants() returns the package's own slice")
	}
	if _, ok := Game.(kingdoms.Observer[State]); !ok {
		t.Errorf("Game is no kingdoms.Observer")
	}
	if _, ok := Game.(kingdoms.Validator[State]); !ok {
		t.Errorf("Game is no kingdoms.Validator")
	}
}

// TestStartRegistry: Start gives the states the examples' registry gives,
// for every single variant, a few combinations, and 2 to 5 players.
func TestStartRegistry(t *testing.T) {
	sets := [][]string{nil}
	for _, v := range configurer().Variants() {
		sets = append(sets, []string{v.Name})
	}
	sets = append(sets,
		[]string{"first-game", "marshlands"}, []string{"marshlands", "crossroads", "harvest"},
		[]string{"nomads", "marshlands", "island"}, []string{"first-game", "nomads", "capitol", "caves"},
		slices.Collect(func(yield func(string) bool) {
			for _, v := range configurer().Variants() {
				if !yield(v.Name) {
					return
				}
			}
		}))
	for _, vs := range sets {
		for seed := range uint64(6) {
			for _, players := range []int{0, 2, 3, 4, 5} {
				got, err := configurer().Start(kingdoms.Settings{Players: players, Seed: seed, Variants: vs})
				n := players
				if n == 0 {
					n = 4
				}
				want, werr := registryNew(n, seed, vs)
				if (err != nil) != (werr != nil) {
					t.Fatalf("%d players, seed %d, %v: Start error %v, registry error %v", players, seed, vs, err, werr)
				}
				if err != nil {
					if !errors.Is(err, kingdoms.ErrBadConfig) {
						t.Errorf("%d players, %v: error %v, want ErrBadConfig", players, vs, err)
					}
					continue
				}
				if !got.Equal(want) {
					t.Fatalf("%d players, seed %d, %v: Start differs from the registry's New:\n%v\n%v", players, seed, vs, got, want)
				}
			}
		}
	}
	s, err := configurer().Start(kingdoms.Settings{Seed: 1, Variants: []string{"marshlands"}})
	if err != nil {
		t.Fatal(err)
	}
	swamp := false
	for r := range 20 {
		for c := range 20 {
			swamp = swamp || s.Terrain(hexgrid.Offset{Row: r, Col: c}) == Swamp
		}
	}
	if !swamp {
		t.Errorf("a Marshlands game started from settings has no swamp")
	}
}

func TestStartRefused(t *testing.T) {
	for _, c := range []struct {
		st   kingdoms.Settings
		want string
	}{
		{kingdoms.Settings{Players: 1}, "1 players, want 2 to 4 (5 with the nomads variant)"},
		{kingdoms.Settings{Players: 6, Variants: []string{"nomads"}}, "6 players"},
		{kingdoms.Settings{Players: -3}, "-3 players"},
		{kingdoms.Settings{Players: 5}, "5 players need the nomads variant"},
		{kingdoms.Settings{Variants: []string{"queenies"}}, `unknown variant "queenies" (variants: first-game, nomads,`},
		{kingdoms.Settings{Variants: []string{huge}}, `unknown variant "xxx`},
		{kingdoms.Settings{Variants: []string{"caves", "nomads", "caves"}}, `variant "caves" named twice`},
	} {
		_, err := configurer().Start(c.st)
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Start(%.60v): %.300v, want ErrBadConfig saying %q", c.st, err, c.want)
		}
		checkShort(t, "Start", err)
	}
}

func TestStartJSON(t *testing.T) {
	for _, c := range []Config{
		{Players: 3, Seed: 9},
		FirstGame(2, 4),
		allConfig(2), harvestConfig(3), marshlandsConfig(5), crossroadsConfig(1), nomadsConfig(2), queeniesConfig(2),
	} {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		got, err := configurer().StartJSON(b)
		if err != nil {
			t.Fatalf("StartJSON(%s): %v", b, err)
		}
		want, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want) {
			t.Errorf("StartJSON(%s) differs from New", b)
		}
	}
	for _, c := range []struct{ doc, want string }{
		{`{"players":3,"seed":1,"Expansion":"nomads"}`, `unknown field "Expansion"`},
		{`{"players":"3"}`, `players: a JSON string where int is wanted`},
		{`{"players":3,"queenies":{"caves":true,"Cavez":true}}`, `unknown field "Cavez"`},
		{`{"players":3,"cards":["fishermen","bogus","lords"]}`, `unknown card "bogus"`},
		{`{"players":3,"quadrants":[{"section":"tavern","turned":false,"Colour":1}]}`, `unknown field "Colour"`},
		{`{"players":3} {"players":4}`, `data after the JSON value`},
		{`{"players":3} x`, `data after the JSON value`},
		{`[3]`, `a JSON array where an object is wanted`},
		{``, `no JSON value`},
		{`{"players":7}`, `7 players`},
		{`{"players":3,"` + huge + `":1}`, `unknown field`},
	} {
		_, err := configurer().StartJSON([]byte(c.doc))
		if !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("StartJSON(%.60s): %.300v, want ErrBadConfig saying %q", c.doc, err, c.want)
		}
		checkShort(t, "StartJSON", err)
	}
}
