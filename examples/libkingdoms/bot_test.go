package main

import (
	"bytes"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms/examples/bots"
)

// The tests of bot.go: the bots' moves through the library.

// botMoveOf calls botMove on e with bot name and iterations.
func botMoveOf(e env, name string, iterations int64, seed uint64) ([]int32, error) {
	b, err := parseBot(name, iterations)
	if err != nil {
		return nil, err
	}
	return e.(botPlayer).botMove(b, seed, nil)
}

// TestBotMoves plays a game of each game with the bots in turn, at small
// budgets: every move is legal (its actions step, the last completes it)
// and leaves the game unchanged until stepped; the same seed gives the same
// move again, on a clone, on a state drawn from the mover's view (what it
// cannot see changed) and on the mover's view; the end of the game and a
// move under way are refused.
func TestBotMoves(t *testing.T) {
	names := []string{"ismcts", "ismcts0", "greedy", "random"}
	for _, tc := range []struct{ game, config string }{
		{"kingdomino", `{"players":2,"seed":5}`},
		{"kingdombuilder", `{"players":2,"seed":5}`},
		{"arkadia", `{"players":2,"seed":5}`},
	} {
		if !numbered(t, tc.game) {
			continue
		}
		t.Run(tc.game, func(t *testing.T) {
			g, _ := lookupGame(tc.game)
			e, err := g.start([]byte(tc.config))
			if err != nil {
				t.Fatal(err)
			}
			underWay := false
			ply := 0
			for ; !e.terminal(); ply++ {
				name := names[ply%len(names)]
				seed := uint64(ply)
				before, _ := e.marshal()
				acts, err := botMoveOf(e, name, 10, seed)
				if err != nil {
					t.Fatalf("ply %d, %s: %v", ply, name, err)
				}
				if after, _ := e.marshal(); !bytes.Equal(before, after) || e.prefix().Len() != 0 {
					t.Fatalf("ply %d: botMove changed the game", ply)
				}
				if ply%3 == 0 {
					checkSameMove(t, e, name, seed, acts)
				}
				if !underWay && tc.game == "kingdombuilder" {
					underWay = refusesMoveUnderWay(t, e)
				}
				for i, a := range acts {
					moved, err := e.step(int(a))
					if err != nil {
						t.Fatalf("ply %d: %s's action %d of %v: %v", ply, name, i, acts, err)
					}
					if moved != (i == len(acts)-1) {
						t.Fatalf("ply %d: %s's actions %v: action %d moved %v", ply, name, acts, i, moved)
					}
				}
			}
			scores := make([]float64, e.players())
			if err := e.scores(scores); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d moves, scores %v", ply, scores)
			if tc.game == "kingdombuilder" && !underWay {
				t.Error("no move of two actions in the whole game: a move under way was not tried")
			}
			_, err = botMoveOf(e, "ismcts", 10, 1)
			wantStatus(t, err, statusIllegal, "the game is over")
		})
	}
}

// checkSameMove checks that bot name with seed chooses acts again in e, in
// its clone, in a state drawn from the mover's view and in that view (the
// bots that search only: random draws from the legal moves).
func checkSameMove(t *testing.T, e env, name string, seed uint64, acts []int32) {
	t.Helper()
	me := e.toMove()
	others := map[string]env{"again": e, "a clone": e.clone()}
	if name != "random" {
		d, err := e.determinize(me, seed+100)
		if err != nil {
			t.Fatal(err)
		}
		v, err := e.view(me)
		if err != nil {
			t.Fatal(err)
		}
		others["a state drawn from the view"], others["the view"] = d, v
	}
	for what, o := range others {
		got, err := botMoveOf(o, name, 10, seed)
		if err != nil {
			t.Fatalf("%s in %s: %v", name, what, err)
		}
		if !slices.Equal(got, acts) {
			t.Errorf("%s with seed %d chose %v, and %v in %s", name, seed, acts, got, what)
		}
	}
}

// refusesMoveUnderWay takes, in a clone of e, the first action of a move
// of two if there is one, and checks that no bot move is then given; it
// reports whether there was one.
func refusesMoveUnderWay(t *testing.T, e env) bool {
	t.Helper()
	for _, a := range e.legal() {
		c := e.clone()
		moved, err := c.step(int(a))
		if err != nil {
			t.Fatal(err)
		}
		if !moved {
			_, err := botMoveOf(c, "ismcts", 10, 1)
			wantStatus(t, err, statusIllegal, "under way")
			return true
		}
	}
	return false
}

// TestBotDefaultBudget: iterations 0 is the default bot's budget in the
// game, so it chooses what the bot given that budget does (and the first
// version's, in Kingdomino).
func TestBotDefaultBudget(t *testing.T) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		if !numbered(t, name) {
			continue
		}
		g, _ := lookupGame(name)
		e, err := g.start([]byte(`{"players":2,"seed":8}`))
		if err != nil {
			t.Fatal(err)
		}
		for _, bot := range []string{"ismcts", "ismcts0"} {
			if bot == "ismcts0" && name != "kingdomino" {
				continue // the same code; it saves seconds under -race
			}
			n := bots.Options{Classic: bot == "ismcts0"}.IterationsFor(name)
			def, err := botMoveOf(e, bot, 0, 4)
			if err != nil {
				t.Fatal(err)
			}
			set, err := botMoveOf(e, bot, int64(n), 4)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(def, set) {
				t.Errorf("%s %s: %v at the default budget, %v at %d iterations", name, bot, def, set, n)
			}
		}
	}
}

// TestBotErrors: bad bots and budgets are refused, naming the problem.
func TestBotErrors(t *testing.T) {
	for _, c := range []struct {
		name       string
		iterations int64
		want       string
	}{
		{"alphazero", 0, `unknown bot "alphazero"`},
		{"ISMCTS", 0, "unknown bot"},
		{"ismcts", -1, "iterations -1"},
		{"greedy", maxBotIterations + 1, "iterations 1000001"},
	} {
		_, err := parseBot(c.name, c.iterations)
		wantStatus(t, err, statusArgument, c.want)
	}
	for _, name := range []string{"", "ismcts", "ismcts0", "greedy", "random"} {
		if _, err := parseBot(name, maxBotIterations); err != nil {
			t.Errorf("parseBot(%q): %v", name, err)
		}
	}
}
