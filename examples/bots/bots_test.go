package bots

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/internal/toy"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

type (
	state = toy.State
	move  = toy.Move
)

func newBots(g kingdoms.Game[state, move], seed uint64) []Bot[state, move] {
	return []Bot[state, move]{
		NewRandom(g, rand.New(rand.NewPCG(seed, 1))),
		NewGreedy(g, rand.New(rand.NewPCG(seed, 2))),
		NewISMCTS(g, rand.New(rand.NewPCG(seed, 3)), Options{Iterations: 50}),
		NewISMCTS(g, rand.New(rand.NewPCG(seed, 5)), Options{Iterations: 50, Prior: NoPrior}),
		NewISMCTS(g, rand.New(rand.NewPCG(seed, 4)), Options{Iterations: 20, Reward: Blend, MaxPlayoutMoves: 3, Prior: 5}),
	}
}

// Every bot returns a move legal in the real state, in every position of
// full games with 2 and 3 players.
func TestBotsPlayLegalMoves(t *testing.T) {
	for _, b := range newBots(toy.Game, 1) {
		t.Run(b.Name(), func(t *testing.T) {
			for seed := range uint64(30) {
				s, err := toy.New(2+int(seed%2), seed)
				if err != nil {
					t.Fatal(err)
				}
				for !toy.Game.IsTerminal(s) {
					m, err := b.Choose(s)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Contains(toy.Game.Legal(s), m) {
						t.Fatalf("seed %d: %s chose %v, not legal in\n%v", seed, b.Name(), m, s)
					}
					s, _ = toy.Game.Apply(s, m)
				}
				if _, err := b.Choose(s); err == nil {
					t.Errorf("Choose on a finished game: no error")
				}
			}
		})
	}
}

// spy wraps the toy game and records every method that is handed a state
// whose hidden parts were poisoned.
type spy struct {
	kingdoms.Game[state, move]
	mu   sync.Mutex
	seen map[string]int
}

func (g *spy) check(method string, s state) {
	if toy.Poisoned(s) {
		g.mu.Lock()
		g.seen[method]++
		g.mu.Unlock()
	}
}

func (g *spy) Players(s state) int             { g.check("Players", s); return g.Game.Players(s) }
func (g *spy) ToMove(s state) int              { g.check("ToMove", s); return g.Game.ToMove(s) }
func (g *spy) IsTerminal(s state) bool         { g.check("IsTerminal", s); return g.Game.IsTerminal(s) }
func (g *spy) Legal(s state) []move            { g.check("Legal", s); return g.Game.Legal(s) }
func (g *spy) Scores(s state) []kingdoms.Score { g.check("Scores", s); return g.Game.Scores(s) }
func (g *spy) Winners(s state) []int           { g.check("Winners", s); return g.Game.Winners(s) }
func (g *spy) View(s state, p int) state       { g.check("View", s); return g.Game.View(s, p) }
func (g *spy) AppendLegal(dst []move, s state) []move {
	g.check("AppendLegal", s)
	return g.Game.AppendLegal(dst, s)
}
func (g *spy) Apply(s state, m move) (state, error) {
	g.check("Apply", s)
	return g.Game.Apply(s, m)
}
func (g *spy) Determinize(v state, p int, rng *rand.Rand) (state, error) {
	g.check("Determinize", v)
	return g.Game.Determinize(v, p, rng)
}

// The search bots never read hidden data: handed a state whose hidden parts
// hold impossible cards, they pass it to ToMove and View only, and choose
// exactly what they choose in the real state.
func TestSearchNeverReadsHiddenData(t *testing.T) {
	g := &spy{Game: toy.Game, seen: map[string]int{}}
	for seed := range uint64(20) {
		s, _ := toy.New(2+int(seed%2), seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for !toy.Game.IsTerminal(s) {
			me := toy.Game.ToMove(s)
			poisoned := toy.Poison(s, me)
			mk := func() []Bot[state, move] {
				return []Bot[state, move]{
					NewGreedy(kingdoms.Game[state, move](g), rand.New(rand.NewPCG(seed, 2))),
					NewISMCTS(kingdoms.Game[state, move](g), rand.New(rand.NewPCG(seed, 3)), Options{Iterations: 40}),
				}
			}
			real, fake := mk(), mk()
			for i := range real {
				want, err := real[i].Choose(s)
				if err != nil {
					t.Fatal(err)
				}
				got, err := fake[i].Choose(poisoned)
				if err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Fatalf("seed %d: %s chooses %v in the real state but %v when hidden cards are poisoned", seed, real[i].Name(), want, got)
				}
			}
			legal := toy.Game.Legal(s)
			s, _ = toy.Game.Apply(s, legal[rng.IntN(len(legal))])
		}
	}
	for method, n := range g.seen {
		if method != "ToMove" && method != "View" {
			t.Errorf("%s was called %d times with a poisoned state", method, n)
		}
	}
	if g.seen["View"] == 0 {
		t.Errorf("the spy saw no poisoned state at all: the test does not test")
	}
}

// Same seed, same choices.
func TestDeterministic(t *testing.T) {
	s, _ := toy.New(3, 7)
	for i := range newBots(toy.Game, 1) {
		a, b := newBots(toy.Game, 5)[i], newBots(toy.Game, 5)[i]
		for range 20 {
			ma, _ := a.Choose(s)
			mb, _ := b.Choose(s)
			if ma != mb {
				t.Fatalf("%s: %v then %v with the same seed", a.Name(), ma, mb)
			}
		}
	}
}

// Greedy takes the trick with the move that scores most, and among moves
// that do not change the score it picks uniformly.
func TestGreedy(t *testing.T) {
	g := toy.Game
	rng := rand.New(rand.NewPCG(3, 3))
	for seed := range uint64(50) {
		s, _ := toy.New(2, seed)
		// Player 0 leads: no move changes the score; every card is chosen
		// sometimes.
		b := NewGreedy(g, rng)
		counts := map[move]int{}
		for range 300 {
			m, _ := b.Choose(s)
			counts[m]++
		}
		if len(counts) != toy.HandSize {
			t.Fatalf("seed %d: leading, greedy chose only %v", seed, counts)
		}
		for m, n := range counts {
			if n < 60 {
				t.Errorf("seed %d: leading, %v chosen %d times of 300", seed, m, n)
			}
		}
		// Player 1 follows: greedy plays the move with the best lead.
		s, _ = g.Apply(s, g.Legal(s)[0])
		m, _ := b.Choose(s)
		best := math.MinInt
		for _, x := range g.Legal(s) {
			next, _ := g.Apply(s, x)
			best = max(best, lead(g.Scores(next), 1))
		}
		next, _ := g.Apply(s, m)
		if got := lead(g.Scores(next), 1); got != best {
			t.Errorf("seed %d: greedy's move %v leads by %d, the best by %d", seed, m, got, best)
		}
	}
}

func TestRewards(t *testing.T) {
	sc := func(totals ...int) []kingdoms.Score {
		var s []kingdoms.Score
		for _, x := range totals {
			s = append(s, kingdoms.Score{Total: x})
		}
		return s
	}
	for _, c := range []struct {
		totals  []int
		leaders []float64
		margins []float64
	}{
		{[]int{10, 0}, []float64{1, 0}, []float64{1, 0}},
		{[]int{5, 5, 1}, []float64{0.5, 0.5, 0}, []float64{0.5, 0.5, 0.1}},
		{[]int{0, 0}, []float64{0.5, 0.5}, []float64{0.5, 0.5}},
		{[]int{-4, 4}, []float64{0, 1}, []float64{0, 1}},
		{[]int{20, 10}, []float64{1, 0}, []float64{0.75, 0.25}},
	} {
		if got := leaders(sc(c.totals...), nil); !slices.Equal(got, c.leaders) {
			t.Errorf("leaders(%v) = %v, want %v", c.totals, got, c.leaders)
		}
		got := margins(sc(c.totals...), nil)
		for i := range got {
			if math.Abs(got[i]-c.margins[i]) > 1e-9 {
				t.Errorf("margins(%v) = %v, want %v", c.totals, got, c.margins)
				break
			}
		}
	}
	for _, r := range []Reward{WinShare, ScoreMargin, Blend} {
		if got, err := ParseReward(r.String()); err != nil || got != r {
			t.Errorf("ParseReward(%q) = %v, %v", r, got, err)
		}
	}
	if _, err := ParseReward("x"); err == nil {
		t.Errorf("ParseReward(x): no error")
	}
}

// match plays n two-player games between a and b, alternating seats, and
// returns a's share of the wins.
func match(t *testing.T, n int, a, b func(seed uint64) Bot[state, move]) float64 {
	t.Helper()
	wins := 0.0
	for i := range n {
		seed := uint64(i / 2)
		seats := []Bot[state, move]{a(seed), b(seed)}
		first := i % 2 // seat of a
		if first == 1 {
			seats[0], seats[1] = seats[1], seats[0]
		}
		s, _ := toy.New(2, seed)
		for !toy.Game.IsTerminal(s) {
			m, err := seats[toy.Game.ToMove(s)].Choose(s)
			if err != nil {
				t.Fatal(err)
			}
			if s, err = toy.Game.Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
		w := toy.Game.Winners(s)
		if slices.Contains(w, first) {
			wins += 1 / float64(len(w))
		}
	}
	return wins / float64(n)
}

// The search bot beats Random and Greedy. Each pair of games deals the same
// cards with the seats swapped.
func TestISMCTSBeatsRandomAndGreedy(t *testing.T) {
	search := func(seed uint64) Bot[state, move] {
		return NewISMCTS(toy.Game, rand.New(rand.NewPCG(seed, 3)), Options{Iterations: 200})
	}
	random := func(seed uint64) Bot[state, move] { return NewRandom(toy.Game, rand.New(rand.NewPCG(seed, 1))) }
	greedy := func(seed uint64) Bot[state, move] { return NewGreedy(toy.Game, rand.New(rand.NewPCG(seed, 2))) }
	const n = 200
	for _, c := range []struct {
		name string
		opp  func(uint64) Bot[state, move]
		min  float64
	}{{"random", random, 0.65}, {"greedy", greedy, 0.6}} {
		rate := match(t, n, search, c.opp)
		t.Logf("ismcts wins %.3f of %d games against %s", rate, n, c.name)
		if rate < c.min {
			t.Errorf("ismcts wins %.3f of %d games against %s, want at least %.2f", rate, n, c.name, c.min)
		}
	}
	t.Logf("greedy wins %.3f of %d games against random", match(t, n, greedy, random), n)
}

// A time budget stops the search; at least one iteration always runs.
func TestTimeBudget(t *testing.T) {
	s, _ := toy.New(2, 1)
	b := NewISMCTS(toy.Game, rand.New(rand.NewPCG(1, 1)), Options{Time: time.Millisecond})
	if b.Name() != "ismcts(1ms)" {
		t.Errorf("name %q", b.Name())
	}
	m, err := b.Choose(s)
	if err != nil || !slices.Contains(toy.Game.Legal(s), m) {
		t.Fatalf("Choose: %v, %v", m, err)
	}
	st := b.LastStats()
	if st.Iterations < 1 || st.Visits < 1 || st.Mean < 0 || st.Mean > 1 {
		t.Errorf("stats %+v", st)
	}
	both := NewISMCTS(toy.Game, rand.New(rand.NewPCG(1, 1)), Options{Iterations: 7, Time: time.Hour})
	if _, err := both.Choose(s); err != nil || both.LastStats().Iterations != 7 {
		t.Errorf("iterations and time: %+v, %v", both.LastStats(), err)
	}
	if both.Name() != "ismcts(7,1h0m0s)" {
		t.Errorf("name %q", both.Name())
	}
}

// The rewards of a finished game: win shares, margins, and their blend.
func TestRewardKinds(t *testing.T) {
	s, _ := toy.New(2, 1)
	s, _, err := kingdoms.Playout(toy.Game, s, rand.New(rand.NewPCG(1, 1)), 0)
	if err != nil {
		t.Fatal(err)
	}
	win, _ := reward(toy.Game, s, WinShare, 25, nil, nil)
	margin, _ := reward(toy.Game, s, ScoreMargin, 25, nil, nil)
	blend, _ := reward(toy.Game, s, Blend, 25, nil, nil)
	for p := range 2 {
		if want := 0.75*win[p] + 0.25*margin[p]; math.Abs(blend[p]-want) > 1e-12 {
			t.Errorf("player %d: blend %v, want %v (win %v, margin %v)", p, blend[p], want, win[p], margin[p])
		}
	}
	if win[0]+win[1] != 1 {
		t.Errorf("win shares %v do not add up to 1", win)
	}
	// Before the end, WinShare goes to the leaders by score.
	mid, _ := toy.New(2, 1)
	for range 2 {
		mid, _ = toy.Game.Apply(mid, toy.Game.Legal(mid)[0])
	}
	got, _ := reward(toy.Game, mid, WinShare, 25, nil, nil)
	want := leaders(toy.Game.Scores(mid), nil)
	if !slices.Equal(got, want) {
		t.Errorf("mid-game win shares %v, want the leaders' %v", got, want)
	}
}

// TestWinMarginFromTotals checks that the WinMargin reward computed from
// the game's totals (with Winners only for a tie at the end) is the one
// computed from the scores and Winners, in the middle and at the end of
// random games of the three games, Arkadia with its worth, and that the
// ends checked include a tie on the totals and a win.
func TestWinMarginFromTotals(t *testing.T) {
	var ends endKinds
	rng := rand.New(rand.NewPCG(2, 2))
	checkWinMargin(t, kingdomino.Game, 300, func(seed uint64) kingdomino.State {
		s, _ := kingdomino.New(kingdomino.Config{Players: 2 + int(seed%3), Seed: seed})
		s, _, _ = kingdoms.Playout(kingdomino.Game, s, rng, int(seed%7)*10)
		return s
	}, &ends)
	checkWinMargin(t, kingdombuilder.Game, 40, func(seed uint64) kingdombuilder.State {
		s, _ := kingdombuilder.New(kingdombuilder.Config{Players: 2 + int(seed%3), Seed: seed})
		s, _, _ = kingdoms.Playout(kingdombuilder.Game, s, rng, int(seed%4)*60)
		return s
	}, &ends)
	// Arkadia's default measures by its worth, which is the gold, the
	// total, at the end.
	checkWinMargin(t, arkadia.Game, 40, func(seed uint64) arkadia.State {
		s, _ := arkadia.New(arkadia.Config{Players: 2 + int(seed%3), Seed: seed})
		s, _, _ = kingdoms.Playout(arkadia.Game, s, rng, 0)
		return s
	}, &ends)
	if ends.ties == 0 || ends.wins == 0 {
		t.Fatalf("%d ends with a tie on the totals and %d with one highest total: want both", ends.ties, ends.wins)
	}
}

// endKinds counts the finished games checked by checkWinMargin.
type endKinds struct{ ties, wins int }

// checkWinMargin compares the default bot's winMargin of g with reward's
// on the states state(0), ..., state(n-1), counting in ends the finished
// ones whose highest total is tied or not.
func checkWinMargin[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], n uint64, state func(seed uint64) S, ends *endKinds) {
	t.Helper()
	b := NewISMCTS(g, rand.New(rand.NewPCG(1, 1)), Options{})
	for seed := range n {
		s := state(seed)
		got := b.winMargin(&s, nil)
		want, _ := reward(g, s, WinMargin, DefaultMarginScale, nil, nil)
		for p := range want {
			if math.Abs(got[p]-want[p]) > 1e-12 {
				t.Fatalf("%s, seed %d: from the totals %v, from the scores %v", g.Name(), seed, got, want)
			}
		}
		if !g.IsTerminal(s) {
			continue
		}
		top := slices.Max(b.tot)
		if tied := slices.DeleteFunc(slices.Clone(b.tot), func(x int) bool { return x != top }); len(tied) > 1 {
			ends.ties++
		} else {
			ends.wins++
		}
	}
}
