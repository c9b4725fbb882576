package kingdomino

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestReplay checks that a game record (config and moves in notation)
// replays to the identical state, for every config.
func TestReplay(t *testing.T) {
	for i, c := range configs() {
		c.Seed = uint64(100 + i)
		start, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 0))
		s := start
		var record []string
		for !s.IsTerminal() {
			l := Legal(s)
			m := l[rng.IntN(len(l))]
			record = append(record, m.String())
			s, _ = Apply(s, m)
		}
		moves, err := kingdoms.ParseMoves(Game, record)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := New(c)
		states, err := kingdoms.Replay(Game, again, moves)
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		if end := states[len(states)-1]; end != s {
			t.Errorf("%+v: the replay of %d moves ends elsewhere", c, len(moves))
		}
		// The record as JSON (a list of move strings) reads back too.
		b, _ := json.Marshal(moves)
		var back []Move
		if err := json.Unmarshal(b, &back); err != nil || len(back) != len(moves) || !strings.Contains(string(b), `"`+record[0]+`"`) {
			t.Errorf("JSON record: %v", err)
		}
	}
}
