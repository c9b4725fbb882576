package kingdomino

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestViewHides checks that View hides the deck order and, with 2 and 3
// players, which dominoes were removed: two deals that differ only there give
// the same view, while Determinize deals them again.
func TestViewHides(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		s, _ := New(Config{Players: players, Seed: 11})
		s = play(t, s, "pick "+s.NextLine()[0].Domino.String())
		// Another state with the undrawn and removed dominoes swapped around.
		u := s
		hidden := u.deck[u.drawn:]
		slices.Reverse(hidden)
		if u == s {
			t.Fatal("the test needs two different deals")
		}
		if u.View(1) != s.View(1) {
			t.Errorf("%d players: the views of two deals that differ only in hidden dominoes differ", players)
		}
		v := s.View(0)
		if v.DeckSize() != s.DeckSize() || v.Removed() != s.Removed() || !slices.Equal(v.NextLine(), s.NextLine()) {
			t.Errorf("%d players: the view changes what is public", players)
		}
		rng := rand.New(rand.NewPCG(1, 1))
		d1, d2 := determinized(v, 0, rng), determinized(v, 0, rng)
		if d1 == d2 {
			t.Errorf("%d players: two determinizations are the same deal", players)
		}
		if d1.View(0) != v || d2.View(0) != v || d2.View(1) == v {
			t.Errorf("%d players: a determinization does not agree with the view", players)
		}
	}
}

// TestDynastyMatch plays a Dynasty match to its end: three games, the results
// of the first two kept, and the breakdown of the final score.
func TestDynastyMatch(t *testing.T) {
	s, _ := New(Config{Players: 3, Seed: 5, Dynasty: true, Harmony: true})
	rng := rand.New(rand.NewPCG(5, 5))
	var totals [3][]int
	for !s.IsTerminal() {
		l := Legal(s)
		m := l[rng.IntN(len(l))]
		next, err := Apply(s, m)
		if err != nil {
			t.Fatal(err)
		}
		if next.Game() != s.Game() || next.IsTerminal() {
			if next.Game() < s.Game() || (next.Game() > s.Game()+1) {
				t.Fatalf("game %d after game %d", next.Game(), s.Game())
			}
			// The same last move outside Dynasty shows the finished game.
			alone := s
			alone.flags &^= flagDynasty
			end, err := Apply(alone, m)
			if err != nil || !end.IsTerminal() {
				t.Fatalf("the last move of game %d: %v", s.Game()+1, err)
			}
			for p := range 3 {
				totals[s.Game()] = append(totals[s.Game()], end.finalTotal(p))
			}
			if !next.IsTerminal() && (next.Phase() != Choosing || next.DeckSize() != 33 || next.Kingdom(0).Squares() != 1) {
				t.Fatalf("game %d does not start afresh:\n%v", next.Game()+1, next)
			}
		}
		s = next
	}
	if s.Game() != 2 {
		t.Fatalf("the match ended in game %d", s.Game()+1)
	}
	for p := range 3 {
		if got := s.GameScores(p); !slices.Equal(got, []int{totals[0][p], totals[1][p]}) {
			t.Errorf("player %d: GameScores %v, want %v", p, got, []int{totals[0][p], totals[1][p]})
		}
		sc := s.Scores()[p]
		if sc.Parts[0].Source != "game 1" || sc.Parts[1].Source != "game 2" {
			t.Errorf("player %d: breakdown starts with %v", p, sc.Parts[:2])
		}
		if want := totals[0][p] + totals[1][p] + totals[2][p]; sc.Total != want {
			t.Errorf("player %d: match total %d, want %d", p, sc.Total, want)
		}
	}
	if len(s.Winners()) == 0 {
		t.Error("no winner")
	}
}

// finalTotal is player p's score in the current game alone.
func (s State) finalTotal(p int) int {
	k := s.kingdom(p)
	return k.score(s.size(), s.flags, nil).total
}

// TestViewIsForReading checks the rule of views at positions of random
// games of every configuration: every read works on a view as on the
// state, but nothing plays it (Legal, the actions, Apply, the steppers of
// Game, and the root package's playouts and Replay refuse it with the
// view's error), its document keeps it a view, and its determinization is
// a complete state that plays.
func TestViewIsForReading(t *testing.T) {
	st := Game.(kingdoms.Stepper[State, Move])
	rng := rand.New(rand.NewPCG(32, 1))
	for i, c := range configs() {
		c.Seed = uint64(i)
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; ; n++ {
			p := n % s.Players()
			v := s.View(p)
			want := fmt.Sprintf("kingdomino: this is player %d's view: Determinize it first", p)
			isViewErr := func(what string, err error) {
				t.Helper()
				if !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != want+": bad argument" {
					t.Fatalf("%+v, move %d: %s on a view: %v, want %q", c, n, what, err, want)
				}
			}
			if v.IsTerminal() != s.IsTerminal() || v.ToMove() != s.ToMove() || v.Phase() != s.Phase() ||
				!reflect.DeepEqual(v.Scores(), s.Scores()) || !slices.Equal(v.Winners(), s.Winners()) ||
				v.Kingdom(p).String() != s.Kingdom(p).String() || v.String() != s.String() {
				t.Fatalf("%+v, move %d: a read of the view differs from the state's", c, n)
			}
			if err := v.validate(); err != nil {
				t.Fatalf("%+v, move %d: the view breaks an invariant: %v", c, n, err)
			}
			if l := Legal(v); len(l) != 0 {
				t.Fatalf("%+v, move %d: Legal(view) = %v, want none", c, n, l)
			}
			if a := AppendActions(nil, v, kingdoms.Prefix{}); len(a) != 0 {
				t.Fatalf("%+v, move %d: AppendActions(view) = %v, want none", c, n, a)
			}
			if l := st.AppendLegalTo(nil, &v); len(l) != 0 {
				t.Fatalf("%+v, move %d: AppendLegalTo(view) = %v, want none", c, n, l)
			}
			legal := Legal(s)
			var m Move
			if len(legal) > 0 {
				m = legal[0]
			}
			_, err := Apply(v, m)
			isViewErr("Apply", err)
			before := v
			isViewErr("ApplyTo", st.ApplyTo(&v, m))
			if v != before {
				t.Fatalf("%+v, move %d: ApplyTo changed the view", c, n)
			}
			_, _, _, err = DecodeAction(v, kingdoms.Prefix{}, 0)
			isViewErr("DecodeAction", err)
			_, err = EncodeMove(nil, v, m)
			isViewErr("EncodeMove", err)
			if !s.IsTerminal() {
				end, moves, err := kingdoms.Playout(Game, v, rng, 0)
				isViewErr("Playout", err)
				if moves != 0 || end != v {
					t.Fatalf("%+v, move %d: Playout of the view played %d moves", c, n, moves)
				}
				w := v
				moves, _, err = kingdoms.PlayoutTo(Game, &w, rng, 0, nil)
				isViewErr("PlayoutTo", err)
				if moves != 0 || w != v {
					t.Fatalf("%+v, move %d: PlayoutTo of the view played %d moves", c, n, moves)
				}
				_, err = kingdoms.Replay(Game, v, []Move{m})
				if !errors.Is(err, kingdoms.ErrBadArgument) || err.Error() != fmt.Sprintf("kingdomino: move 0 (%v): this is player %d's view: Determinize it first: bad argument", m, p) {
					t.Fatalf("%+v, move %d: Replay of the view: %v", c, n, err)
				}
			}
			doc, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var back State
			if err := json.Unmarshal(doc, &back); err != nil || !back.Equal(v) {
				t.Fatalf("%+v, move %d: the view's document decodes to another state (%v)", c, n, err)
			}
			d := determinized(v, (p+1)%s.Players(), rng)
			if !slices.Equal(Legal(d), legal) || d.View(p) != v {
				t.Fatalf("%+v, move %d: the determinized view does not play as the state", c, n)
			}
			if s.IsTerminal() {
				break
			}
			s, _ = Apply(s, legal[rng.IntN(len(legal))])
		}
	}
	// A player who is not in the game gets the zero State.
	s, _ := New(Config{Players: 3, Seed: 1})
	for _, p := range []int{-1, 3, 4} {
		if v := s.View(p); v != (State{}) {
			t.Errorf("View(%d) of a 3-player game is not the zero State", p)
		}
	}
}

// TestViewDocuments checks the "view" member of a document: a view is
// written with it, a complete state without it, and a document whose view
// shows what a view hides, or names no player, is refused.
func TestViewDocuments(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 3})
	full, _ := json.Marshal(s)
	view, _ := json.Marshal(s.View(1))
	if strings.Contains(string(full), `"view"`) || !strings.HasPrefix(string(view), `{"schema":"kingdomino/1","view":1,`) {
		t.Fatalf("documents: %.60s / %.60s", full, view)
	}
	for _, tc := range []struct{ doc, want string }{
		{strings.Replace(string(full), `"players":2`, `"view":0,"players":2`, 1), "view: a view shows neither"},
		{strings.Replace(string(view), `"view":1`, `"view":2`, 1), "view: 2 is not a player (0 to 1)"},
		{strings.Replace(string(view), `"view":1`, `"view":-1`, 1), "view: -1 is not a player (0 to 1)"},
	} {
		var u State
		if err := json.Unmarshal([]byte(tc.doc), &u); !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error wrapping ErrBadState with %q", tc.want, err, tc.want)
		}
	}
}
