package main

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/examples/internal/games"
	"github.com/boardrules/kingdoms/kingdomino"
)

// TestDefaultSeat checks that an ISMCTS seat without a budget plays the
// bots' default at the game's default budget (bots.Options.IterationsFor),
// bounded by the thinking time as every budget is, and that a seat with
// settings keeps them: in parseSeats, in a game started and in a game
// loaded without its game's name.
func TestDefaultSeat(t *testing.T) {
	lim := testLimits()
	s := newServer(lim)
	think := lim.MaxThink
	for _, e := range games.All() {
		n := bots.Options{}.IterationsFor(e.Name)
		if n <= 0 || n > lim.MaxIterations {
			t.Fatalf("%s: the default budget is %d iterations", e.Name, n)
		}
		texts := []string{"ismcts", "mcts", "ismcts0", "ismcts:eps=0.5", "ismcts:1s", "ismcts:50", "ismcts:50:100ms"}
		var seats []games.Seat
		for _, text := range texts { // one at a time: a request holds at most MaxPlayers seats
			seat, err := s.parseSeats(e.Name, []string{text})
			if err != nil {
				t.Fatal(err)
			}
			seats = append(seats, seat...)
		}
		for i, want := range []bots.Options{
			{Iterations: n, Time: think},
			{Iterations: n, Time: think},
			{Iterations: bots.DefaultIterations, Time: think, Classic: true},
			{Iterations: n, Time: think, Epsilon: 0.5},
			{Iterations: lim.MaxIterations, Time: think}, // a time alone: the thinking time bounds it
			{Iterations: 50, Time: think},
			{Iterations: 50, Time: 100 * time.Millisecond},
		} {
			if seats[i].Kind != games.ISMCTS || seats[i].Options != want {
				t.Errorf("%s: seat %d: %v %+v, want %+v", e.Name, i, seats[i].Kind, seats[i].Options, want)
			}
		}
	}

	// A game started shows, and stores, the budget its default seat plays.
	seat := func(game string) string {
		return games.Seat{Kind: games.ISMCTS, Options: bots.Options{Iterations: bots.Options{}.IterationsFor(game), Time: think}}.String()
	}
	st := start(t, s, create("kingdombuilder", 2, 1, "human", "ismcts"))
	if want := seat("kingdombuilder"); st.Seats[1] != want {
		t.Errorf("started with an ismcts seat: %q, want %q", st.Seats[1], want)
	}

	// A document loaded without the game's name: its schema names it.
	km, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(km)
	if err != nil {
		t.Fatal(err)
	}
	var r started
	if code, msg := call(t, s, "POST", "/api/load", loadRequest{Document: string(doc), Seats: []string{"ismcts", "human"}}, &r); code != 200 {
		t.Fatalf("load: %d %s", code, msg)
	}
	if want := seat("kingdomino"); r.Seats[0] != want {
		t.Errorf("loaded with an ismcts seat: %q, want %q", r.Seats[0], want)
	}
}
