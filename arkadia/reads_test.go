package arkadia

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestConfigOfState: the Config a state keeps gives the game's MaxMoves,
// NumActions, ActionRanges and ObservationShape, for a state decoded from
// JSON too, and starts a game on the same material and lot.
func TestConfigOfState(t *testing.T) {
	small, err := ParseEdition(strings.NewReader(smallEditionText))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []Config{
		{Players: 2, Seed: 3},
		{Players: 4, Seed: 9, FirstGame: true},
		{Players: 3, Seed: 1, Edition: small},
	} {
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err = kingdoms.Playout(Game, s, rand.New(rand.NewPCG(c.Seed, 1)), 20)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var loaded State
		if err := json.Unmarshal(doc, &loaded); err != nil {
			t.Fatal(err)
		}
		got := loaded.Config()
		if got.Players != c.Players || got.FirstGame != c.FirstGame || got.Seed != 0 || got.Lot == nil || *got.Lot != s.Lot() {
			t.Errorf("%+v: Config() of the decoded state = %+v", c, got)
		}
		if MaxMoves(got) != MaxMoves(c) || NumActions(got) != NumActions(c) || !slices.Equal(ActionRanges(got), ActionRanges(c)) {
			t.Errorf("%+v: MaxMoves, NumActions or ActionRanges of the decoded state's Config differ", c)
		}
		if sh, err := ObservationShape(got); err != nil || sh != s.ObservationShape() {
			t.Errorf("%+v: ObservationShape(Config()) = %v, %v; want %v", c, sh, err, s.ObservationShape())
		}
		again, err := New(got)
		if err != nil || again.Lot() != s.Lot() || again.Edition().String() != s.Edition().String() {
			t.Errorf("%+v: New(Config()) = lot %v, %v; want the lot %v and the same edition", c, again.Lot(), err, s.Lot())
		}
	}
	if (State{}).Config() != (Config{}) {
		t.Error("the zero State's Config is not the zero Config")
	}
}

// TestAppendWinners: AppendWinners appends Winners, into dst's room without
// allocating, and leaves the shared slices of Winners alone.
func TestAppendWinners(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for seed := range uint64(6) {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.AppendWinners([]int{9}); !slices.Equal(got, []int{9}) {
			t.Errorf("AppendWinners before the end = %v", got)
		}
		end, _, err := kingdoms.Playout(Game, s, rng, 0)
		if err != nil {
			t.Fatal(err)
		}
		w := end.Winners()
		buf := make([]int, 1, 8)
		got := end.AppendWinners(buf)
		if !slices.Equal(got[1:], w) || len(w) == 0 {
			t.Errorf("AppendWinners = %v; Winners %v", got, w)
		}
		got[1] = 99
		if !slices.Equal(end.Winners(), w) || w[0] == 99 {
			t.Error("writing to AppendWinners' result changed Winners")
		}
		if a := testing.AllocsPerRun(10, func() { buf = end.AppendWinners(buf[:0]) }); a != 0 {
			t.Errorf("AppendWinners allocates %v times", a)
		}
	}
}
