package kingdombuilder

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// The tests of this file take the JSON document of a position of a real
// game, edit it, and check that State.UnmarshalJSON refuses the edit with
// an error naming the field, leaving the caller's State unchanged.

// docGame plays the game of config c with random legal moves (seeded) and
// returns the first position, after at least moves moves, where stop (nil:
// any) holds; the game must not end before.
func docGame(t testing.TB, c Config, moves int, stop func(State) bool) State {
	t.Helper()
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(c.Seed, 77))
	for i := 0; i < moves || (stop != nil && !stop(s)); i++ {
		if s.IsTerminal() {
			t.Fatalf("the game ended after %d moves", i)
		}
		ms := Legal(s)
		if s, err = Apply(s, ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// docBytes encodes a document held as generic JSON with its "schema" field
// first, as the decoder wants it (json.Marshal sorts the keys of a map).
func docBytes(t testing.TB, d map[string]any) []byte {
	t.Helper()
	rest := map[string]any{}
	for k, v := range d {
		if k != "schema" {
			rest[k] = v
		}
	}
	b, err := json.Marshal(rest)
	if err != nil {
		t.Fatal(err)
	}
	schema, ok := d["schema"]
	if !ok {
		return b
	}
	head, err := json.Marshal(schema)
	if err != nil {
		t.Fatal(err)
	}
	head = append([]byte(`{"schema":`), head...)
	if len(rest) > 0 {
		head = append(head, ',')
	}
	return append(head, b[1:]...)
}

// docOf returns the JSON document of s as generic JSON.
func docOf(t testing.TB, s State) map[string]any {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var d map[string]any
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

// decodeDoc decodes d with the package's decoder into a copy of into, and
// checks that the copy is unchanged when the decoder fails.
func decodeDoc(t testing.TB, d map[string]any, into State) error {
	t.Helper()
	b := docBytes(t, d)
	st := into
	err := st.UnmarshalJSON(b)
	if err != nil && !st.Equal(into) {
		t.Errorf("the decoder failed (%v) but changed the State it decodes into", err)
	}
	return err
}

// refused checks that decoding d fails with kingdoms.ErrBadState and an
// error naming every word of words.
func refused(t testing.TB, what string, d map[string]any, into State, words ...string) {
	t.Helper()
	err := decodeDoc(t, d, into)
	if !errors.Is(err, kingdoms.ErrBadState) {
		t.Errorf("%s: decoding gave %v, want an error", what, err)
		return
	}
	for _, w := range words {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%s: the error %q does not name %q", what, err, w)
		}
	}
}

// accepted checks that d decodes.
func accepted(t testing.TB, what string, d map[string]any, into State) {
	t.Helper()
	if err := decodeDoc(t, d, into); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

// lonelyHex returns a free hex of terrain tr of s none of whose neighbours
// is a location hex or a nomad space (a settlement there takes no tile).
func lonelyHex(t testing.TB, s State, tr Terrain) string {
	t.Helper()
	for i, x := range s.g.terrain {
		if x != tr || s.occupied.Has(i) {
			continue
		}
		ok := true
		for _, j := range grid.NeighborTable(i) {
			if j >= 0 && (s.g.terrain[j] == LocationSpace || s.g.terrain[j] == NomadSpace) {
				ok = false
			}
		}
		if ok {
			return hexText(i)
		}
	}
	t.Fatalf("no free %s hex away from locations", tr)
	return ""
}

// withSettlement returns the document of s with one more settlement of
// player p at hex h, taken from its supply.
func withSettlement(t testing.TB, s State, p int, h string) map[string]any {
	t.Helper()
	d := docOf(t, s)
	set := d["settlements"].([]any)
	set[p] = append(set[p].([]any), h)
	sup := d["supply"].([]any)
	sup[p] = sup[p].(float64) - 1
	return d
}

func TestDocRefusesSettlementOnWater(t *testing.T) {
	noHarbor := [4]Quadrant{{Section: TavernSection}, {Section: PaddockSection}, {Section: OasisSection}, {Section: FarmSection}}
	harbor := noHarbor
	harbor[1] = Quadrant{Section: HarborSection}
	nomadSpaces := noHarbor
	nomadSpaces[2] = Quadrant{Section: QuarrySection}
	m := SampleMarshlandsQuadrants() // temple, refuge, canoe, fountain
	canoe := noHarbor
	canoe[0] = m[2]
	fountain := noHarbor
	fountain[0] = m[3]
	for _, tc := range []struct {
		name string
		c    Config
		tr   Terrain
		ok   bool
	}{
		{"base game without a Harbor", Config{Quadrants: noHarbor}, Water, false},
		{"base game with a Harbor", Config{Quadrants: harbor}, Water, true},
		{"Nomads without a nomad space", Config{Nomads: true, Quadrants: noHarbor}, Water, false},
		{"Nomads with nomad spaces", Config{Nomads: true, Quadrants: nomadSpaces}, Water, true},
		{"Marshlands without a Canoe", Config{Marshlands: true, Quadrants: fountain}, Water, false},
		{"Marshlands with a Canoe", Config{Marshlands: true, Quadrants: canoe}, Water, true},
		{"Crossroads (ships are no settlements)", Config{Crossroads: true, Quadrants: noHarbor}, Water, false},
		{"Harvest (scout tokens are no settlements)", Config{Harvest: true, Quadrants: noHarbor}, Water, false},
		// Mountains: the mountain Donation needs nomad spaces, the
		// Fountain's bonus a Fountain.
		{"mountain, Nomads without a nomad space", Config{Nomads: true, Quadrants: noHarbor}, Mountain, false},
		{"mountain, Nomads with nomad spaces", Config{Nomads: true, Quadrants: nomadSpaces}, Mountain, true},
		{"mountain, Marshlands without a Fountain", Config{Marshlands: true, Quadrants: canoe}, Mountain, false},
		{"mountain, Marshlands with a Fountain", Config{Marshlands: true, Quadrants: fountain}, Mountain, true},
	} {
		c := tc.c
		c.Players, c.Seed = 2, 5
		s := docGame(t, c, 12, nil)
		d := withSettlement(t, s, 1, lonelyHex(t, s, tc.tr))
		if tc.ok {
			accepted(t, tc.name, d, s)
		} else {
			refused(t, tc.name, d, s, "settlements", tc.tr.String())
		}
	}
}

// docTurn returns the document of s with turn t.
func docTurn(t testing.TB, s State, turn int) map[string]any {
	d := docOf(t, s)
	d["turn"] = turn
	return d
}

func TestDocRefusesTurnOutOfStep(t *testing.T) {
	// The turn counter and the player to move go together: turn t is
	// player t mod n's.
	s := docGame(t, FirstGame(3, 4), 30, nil)
	refused(t, "turn one ahead", docTurn(t, s, s.Turn()+1), s, "turn", "is player")
	refused(t, "turn one behind", docTurn(t, s, s.Turn()-1), s, "turn", "is player")
	accepted(t, "the document as written", docTurn(t, s, s.Turn()), s)
}

func TestDocRefusesTurnTooLate(t *testing.T) {
	// Every turn took a settlement from a supply: 65535 turns did not
	// leave 30 settlements in each supply, whatever the game.
	for _, c := range []Config{FirstGame(3, 4), {Players: 3, Seed: 4, Nomads: true}, {Players: 3, Seed: 4, Crossroads: true}, {Players: 3, Seed: 4, Harvest: true}} {
		s := docGame(t, c, 30, nil)
		n := s.Players()
		late := 0xffff - (0xffff-s.ToMove())%n // the last turn of the player to move
		refused(t, "turn 65535", docTurn(t, s, late), s, "turn", "finished")
		refused(t, "turn a few rounds on", docTurn(t, s, s.Turn()+20*n), s, "turn", "finished")
	}
}

func TestDocRefusesTurnTooEarly(t *testing.T) {
	// A player that has not played yet has nothing on the board.
	s := docGame(t, FirstGame(3, 4), 30, func(s State) bool { return s.ToMove() == 0 && s.Placed() == 0 })
	if s.Settlements(1).IsEmpty() {
		t.Fatal("player 1 has no settlement")
	}
	refused(t, "turn 0 with settlements of players 1 and 2", docTurn(t, s, 0), s, "turn", "not played yet")

	// In a base game a turn builds at most 3 settlements and one per tile
	// held: 2 turns do not build 30.
	s = docGame(t, FirstGame(2, 4), 10, func(s State) bool { return s.ToMove() == 0 && s.Supply(0) < 40-2*(3+8) })
	refused(t, "a third turn with more settlements than 2 turns build", docTurn(t, s, 2), s, "turn", "at most 11 a turn")
}

func TestDocRefusesWrongLengthColonies(t *testing.T) {
	// A Harvest game whose document has its Harvest part.
	c := Config{Players: 2, Seed: 1, Harvest: true, Cards: [3]Card{Mayors, Vagabonds, Rangers}}
	for q, sec := range SampleHarvestSections() {
		c.Quadrants[q] = Quadrant{Custom: sec}
	}
	s := docGame(t, c, 1, func(s State) bool { _, ok := docOf(t, s)["harvest"]; return ok })
	for _, tc := range []struct {
		field string
		entry []any
	}{
		{"colonies", []any{0, 0, 7}},
		{"colonies", []any{0}},
		{"colonies", nil},
		{"spent", []any{0, 0, 0}},
		{"spent", []any{}},
	} {
		d := docOf(t, s)
		h := d["harvest"].(map[string]any)
		list := h[tc.field].([]any)
		list[1] = tc.entry
		refused(t, tc.field+" entry of "+itoa(len(tc.entry))+" numbers", d, s, tc.field)
	}
}

// TestSchemaRefused: a document holds "schema": Schema, written first and
// read wherever it stands (JSON objects are unordered); another game's
// document, another version, or no schema is refused with that reason.
func TestSchemaRefused(t *testing.T) {
	s := docGame(t, Config{Players: 2, Seed: 3}, 5, nil)
	good, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(good), `{"schema":"kingdombuilder/1",`) {
		t.Fatalf("the document opens with %.40s, want the schema", good)
	}
	rest := strings.TrimPrefix(string(good), `{"schema":"kingdombuilder/1",`)
	for _, c := range []struct{ doc, want string }{
		{`{"schema":"arkadia/1",` + rest, `this is a document of "arkadia", not of "kingdombuilder"`},
		{`{"schema":"kingdomino/1",` + rest, `this is a document of "kingdomino", not of "kingdombuilder"`},
		{`{"schema":"kingdombuilder/2",` + rest, `version 2 of the kingdombuilder document; this package reads version 1`},
		{`{"players":2}`, `no "schema" field`},
	} {
		into := s
		err := json.Unmarshal([]byte(c.doc), &into)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.40s...: error %v, want ErrBadState saying %q", c.doc, err, c.want)
		}
		if !into.Equal(s) {
			t.Errorf("%.40s...: a failed decode changed the state", c.doc)
		}
	}
}

// TestDocFieldErrors edits one field of a real document at a time to a
// wrong shape or an unreachable value, and checks that the error names the
// field.
func TestDocFieldErrors(t *testing.T) {
	s := docGame(t, Config{Players: 3, Seed: 11}, 20, nil)
	for _, c := range []struct {
		field string
		value any
		want  string
	}{
		{"players", 9, "players: 9, want 2 to 5"},
		{"players", "three", "players"},
		{"quadrants", []string{"tavern"}, "quadrants: 1 values, want 4"},
		{"quadrants", []string{"tavern", "paddock", "oasis", "nowhere"}, `quadrants[3]: unknown section "nowhere"`},
		{"cards", []string{"fishermen", "knights"}, "cards: 2 values, want 3"},
		{"cards", []string{"fishermen", "knights", "jesters"}, `cards[2]: unknown card "jesters"`},
		{"expansions", []string{"pirates"}, "expansions: unknown expansion"},
		{"settlements", [][]string{{}, {}}, "settlements: 2 values, want one per player (3)"},
		{"settlements", [][]string{{"99,1"}, {}, {}}, "settlements: player 0"},
		{"supply", []int{40, 40}, "supply: 2 values, want one per player (3)"},
		{"supply", []int{1000000, 40, 40}, "supply: player 0: supply 1000000"},
		{"hands", []string{"grass"}, "hands: 1 values, want one per player (3)"},
		{"hands", []string{"lava", "hidden", "grass"}, "hands: player 0: unknown terrain card"},
		{"deckSize", 1000, "deckSize: 1000, want 0 to"},
		{"deck", []string{"grass", "lava"}, "deck"},
		{"discard", map[string]int{"lava": 1}, `discard: bad entry "lava"`},
		{"removed", map[string]int{"grass": 99}, `removed: bad entry "grass": 99`},
		{"rng", "12", "rng: want 32 hex digits"},
		{"tiles", []any{}, "tiles: 0 entries, the board has"},
		{"held", [][]string{{}}, "held: 1 values, want one per player (3)"},
		{"held", [][]string{{"0,0"}, {}, {}}, "held: player 0: a tile of 0,0, not a location hex"},
		{"lost", [][]string{{}}, "lost: 1 values, want one per player (3)"},
		{"used", map[string]int{"catapult": 1}, `used: bad entry "catapult": 1`},
		{"walls", []string{"3,3"}, "walls: walls on a board without the Quarry"},
		{"toMove", 3, "toMove: 3, want 0 to 2"},
		{"turn", 70000, "turn: 70000, want 0 to 65535"},
		{"view", 5, "view: 5, want -1 or a player (0 to 2)"},
		{"placed", 60, "placed: 60 out of range"},
		{"wallOpen", true, "wallOpen"},
		{"lastRound", true, "lastRound"},
		{"over", true, "over: a finished game ends"},
	} {
		d := docOf(t, s)
		d[c.field] = c.value
		err := decodeDoc(t, d, s)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s = %v: error %v, want ErrBadState saying %q", c.field, c.value, err, c.want)
		}
	}
}

// TestMemberOrder: a document whose members a tool re-sorted (a round trip
// through a Go map, as jq -S or Python's sort_keys do), or whose schema
// comes last, decodes to the same state: JSON objects are unordered (RFC
// 8259). Positions of random games with every expansion, and views.
func TestMemberOrder(t *testing.T) {
	for i, c := range []Config{
		{Players: 2, Seed: 3},
		{Players: 4, Seed: 7, Nomads: true, Crossroads: true, Marshlands: true, Harvest: true, Queenies: Queenies{Capitol: true, Caves: true}},
		{Players: 5, Seed: 9, Nomads: true, Harvest: true},
	} {
		for _, moves := range []int{0, 30, 90} {
			s := docGame(t, c, moves, nil)
			for _, st := range []State{s, s.View(1)} {
				b, err := json.Marshal(st)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.HasPrefix(string(b), `{"schema":`) {
					t.Fatalf("config %d: the document opens with %.30s, want the schema first", i, b)
				}
				var m map[string]any
				if err := json.Unmarshal(b, &m); err != nil {
					t.Fatal(err)
				}
				sorted, err := json.Marshal(m)
				if err != nil {
					t.Fatal(err)
				}
				last := `{` + strings.TrimPrefix(string(b), `{"schema":"kingdombuilder/1",`)
				last = last[:len(last)-1] + `,"schema":"kingdombuilder/1"}`
				for name, doc := range map[string][]byte{"re-sorted": sorted, "schema last": []byte(last)} {
					var back State
					if err := json.Unmarshal(doc, &back); err != nil {
						t.Fatalf("config %d, %d moves, %s: %v", i, moves, name, err)
					}
					if !back.Equal(st) {
						t.Errorf("config %d, %d moves, %s: decodes to another state", i, moves, name)
					}
				}
			}
		}
	}
}
