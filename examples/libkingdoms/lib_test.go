package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/internal/toy"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// testConfigs are the games and configurations the tests play, here and
// from Python: every game, its variants and expansions.
var testConfigs = []struct {
	game, config string
}{
	{"kingdomino", `{"players":2}`},
	{"kingdomino", `{"players":3}`},
	{"kingdomino", `{"players":4,"harmony":true,"middleKingdom":true}`},
	{"kingdomino", `{"players":2,"mightyDuel":true}`},
	{"kingdomino", `{"players":2,"dynasty":true}`},
	{"kingdombuilder", `{"players":2}`},
	{"kingdombuilder", `{"players":3,"nomads":true}`},
	{"kingdombuilder", `{"players":4,"crossroads":true}`},
	{"kingdombuilder", `{"players":2,"marshlands":true}`},
	{"kingdombuilder", `{"players":3,"harvest":true}`},
	{"kingdombuilder", `{"players":2,"queenies":{"capitol":true,"caves":true}}`},
	{"arkadia", `{"players":2}`},
	{"arkadia", `{"players":3}`},
	{"arkadia", `{"players":4,"firstGame":true}`},
}

// numbered reports whether the library can serve game (its package numbers
// its moves); a game that cannot yet is logged and skipped.
func numbered(t *testing.T, game string) bool {
	t.Helper()
	g, err := lookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.normalizeConfig(nil); err != nil {
		t.Logf("%s skipped: %v", game, err)
		return false
	}
	return true
}

// withSeed returns config with the seed set.
func withSeed(t *testing.T, config string, seed uint64) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(config), &m); err != nil {
		t.Fatal(err)
	}
	m["seed"] = seed
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestHandles(t *testing.T) {
	var tb handleTable
	e := newAdapter(kingdomino.Game).newEnv(kingdomino.State{})
	h1 := tb.add(e)
	h2 := tb.add(&batch{})
	if h1 == 0 || h2 == 0 || h1 == h2 || tb.count() != 2 {
		t.Fatalf("handles %d and %d, %d live", h1, h2, tb.count())
	}
	if got, s, err := tb.env(h1); err != nil || got != e {
		t.Fatalf("env(%d): %v, %v", h1, got, err)
	} else {
		s.mu.Unlock()
	}
	wantErr := func(err error, code int32, text string) {
		t.Helper()
		if err == nil || statusOf(err) != code || !strings.Contains(err.Error(), text) {
			t.Errorf("got %v (status %d); want status %d and %q", err, statusOf(err), code, text)
		}
	}
	_, _, err := tb.batch(h1)
	wantErr(err, statusHandle, "is a game, not a batch")
	_, _, err = tb.env(h2)
	wantErr(err, statusHandle, "is a batch, not a game")
	for _, h := range []uint64{0, 7, h1 + 1<<32, 1 << 40} {
		_, err := tb.lock(h)
		wantErr(err, statusHandle, "was never created")
	}
	if err := tb.remove(h1); err != nil {
		t.Fatal(err)
	}
	_, err = tb.lock(h1)
	wantErr(err, statusHandle, fmt.Sprintf("handle %d was freed", h1))
	wantErr(tb.remove(h1), statusHandle, "was freed")
	// The next handle of the freed slot is another number; the old one
	// stays refused.
	h3 := tb.add(e)
	if uint32(h3) != uint32(h1) || h3 == h1 {
		t.Errorf("the slot of %d was reused as %d", h1, h3)
	}
	_, err = tb.lock(h1)
	wantErr(err, statusHandle, "was freed")
	if _, s, err := tb.env(h3); err != nil {
		t.Fatal(err)
	} else {
		s.mu.Unlock()
	}
	if tb.count() != 2 {
		t.Errorf("%d live handles, want 2", tb.count())
	}
}

// TestHandlesConcurrent makes, uses and frees handles from several
// goroutines at once, some on the same handle (run it with -race).
func TestHandlesConcurrent(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	e, err := g.start([]byte(`{"players":2,"seed":1}`))
	if err != nil {
		t.Fatal(err)
	}
	shared := handles.add(e.clone()) // e itself is only read from here on
	defer handles.remove(shared)
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				h := handles.add(e.clone())
				for _, x := range []uint64{h, shared} {
					e, s, err := handles.env(x)
					if err != nil {
						t.Error(err)
						return
					}
					if acts := e.legal(); len(acts) > 0 {
						e.step(int(acts[(w+i)%len(acts)]))
					}
					s.mu.Unlock()
				}
				if err := handles.remove(h); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
}

// TestEnvAgainstPackages plays random games of every configuration through
// an env (in place, action by action) and through the game's Go package
// (Apply by value on the moves the actions decode to), and compares the
// moves, the players to move, the scores, the rewards and every player's
// observation at every step.
func TestEnvAgainstPackages(t *testing.T) {
	for _, tc := range testConfigs {
		if !numbered(t, tc.game) {
			continue
		}
		t.Run(tc.game+tc.config, func(t *testing.T) {
			for seed := range uint64(2) {
				switch tc.game {
				case "kingdomino":
					againstPackage(t, kingdomino.Game, tc.game, withSeed(t, tc.config, seed), seed)
				case "kingdombuilder":
					againstPackage(t, kingdombuilder.Game, tc.game, withSeed(t, tc.config, seed), seed)
				case "arkadia":
					againstPackage(t, arkadia.Game, tc.game, withSeed(t, tc.config, seed), seed)
				}
			}
		})
	}
}

func againstPackage[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], name string, config []byte, seed uint64) {
	t.Helper()
	lg, err := lookupGame(name)
	if err != nil {
		t.Fatal(err)
	}
	e, err := lg.start(config)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.(kingdoms.Configurer[S]).StartJSON(config)
	if err != nil {
		t.Fatal(err)
	}
	ac := g.(kingdoms.Actions[S, M])
	ob := g.(kingdoms.Observer[S])
	rng := rand.New(rand.NewPCG(seed, 99))
	var p kingdoms.Prefix
	got := make([]float32, e.shape().Size())
	mask := make([]uint8, e.numActions())
	rewards := make([]float32, e.players())
	scores := make([]float64, e.players())
	for step := 0; ; step++ {
		want := ac.AppendActions(nil, s, p)
		if !slices.Equal(e.legal(), want) {
			t.Fatalf("step %d: legal actions %v, the package's %v", step, e.legal(), want)
		}
		if err := e.mask(mask); err != nil {
			t.Fatal(err)
		}
		for a, v := range mask {
			if _, in := slices.BinarySearch(want, int32(a)); in != (v == 1) {
				t.Fatalf("step %d: mask[%d] = %d", step, a, v)
			}
		}
		if e.toMove() != g.ToMove(s) || e.terminal() != g.IsTerminal(s) {
			t.Fatalf("step %d: player %d to move, terminal %v; the package's %d, %v", step, e.toMove(), e.terminal(), g.ToMove(s), g.IsTerminal(s))
		}
		if err := e.scores(scores); err != nil {
			t.Fatal(err)
		}
		for i, sc := range g.Scores(s) {
			if scores[i] != float64(sc.Total) {
				t.Fatalf("step %d: scores %v, the package's %v", step, scores, g.Scores(s))
			}
		}
		for pl := range g.Players(s) {
			if err := e.observe(pl, got); err != nil {
				t.Fatal(err)
			}
			if want := ob.Observe(s, pl, nil); !slices.Equal(got, want) {
				t.Fatalf("step %d: player %d's observation differs from the package's", step, pl)
			}
		}
		if err := e.rewards(rewards); err != nil {
			t.Fatal(err)
		}
		if len(want) == 0 {
			if !g.IsTerminal(s) {
				t.Fatalf("step %d: no legal action before the end", step)
			}
			winners := g.Winners(s)
			for i, r := range rewards {
				if w := slices.Contains(winners, i); w && r != 1 || !w && r != -1 {
					t.Fatalf("rewards %v for winners %v", rewards, winners)
				}
			}
			return
		}
		for _, r := range rewards {
			if r != 0 {
				t.Fatalf("step %d: rewards %v before the end", step, rewards)
			}
		}
		a := int(want[rng.IntN(len(want))])
		moved, err := e.step(a)
		if err != nil {
			t.Fatalf("step %d: action %d: %v", step, a, err)
		}
		m, next, done, err := ac.DecodeAction(s, p, a)
		if err != nil || done != moved {
			t.Fatalf("step %d: action %d: the package decodes done=%v, %v; the env moved=%v", step, a, done, err, moved)
		}
		if !done {
			p = next
			if e.prefix() != p {
				t.Fatalf("step %d: prefix %v, the package's %v", step, e.prefix(), p)
			}
			continue
		}
		if s, err = g.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		p = kingdoms.Prefix{}
		if e.lastMove() != g.FormatMove(m) {
			t.Fatalf("step %d: last move %q, the package's %q", step, e.lastMove(), g.FormatMove(m))
		}
	}
}

// wantStatus fails unless err has status code and a message containing
// every one of texts.
func wantStatus(t *testing.T, err error, code int32, texts ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("no error; want status %d (%s)", code, statusNames[code])
		return
	}
	if statusOf(err) != code {
		t.Errorf("%v: status %d; want %d", err, statusOf(err), code)
	}
	for _, text := range texts {
		if !strings.Contains(err.Error(), text) {
			t.Errorf("%v: want %q in the message", err, text)
		}
	}
}

func TestEnvErrors(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	e, err := g.start([]byte(`{"players":2,"seed":3}`))
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, e.mask(make([]uint8, 328)), statusBuffer, "legal action mask", "holds 328", "329 are needed")
	wantStatus(t, e.observe(0, make([]float32, 10)), statusBuffer, "observation", "1710 are needed")
	wantStatus(t, e.observe(2, make([]float32, 1710)), statusArgument, "player 2 is not in the game (players 0 to 1)")
	wantStatus(t, e.observe(-1, make([]float32, 1710)), statusArgument, "player -1")
	wantStatus(t, e.scores(make([]float64, 1)), statusBuffer, "scores", "2 are needed")
	wantStatus(t, e.rewards(nil), statusBuffer, "rewards", "0 values and 2 are needed")
	before, _ := e.marshal()
	legal := slices.Clone(e.legal())
	for _, a := range []int{-1, 329, 1 << 30} {
		_, err := e.step(a)
		wantStatus(t, err, statusIllegal, fmt.Sprintf("action %d", a))
	}
	for a := range 329 {
		if _, ok := slices.BinarySearch(legal, int32(a)); !ok {
			_, err := e.step(a)
			wantStatus(t, err, statusIllegal, fmt.Sprintf("action %d", a))
			break
		}
	}
	if after, _ := e.marshal(); !bytes.Equal(before, after) {
		t.Error("a refused action changed the game")
	}
	wantStatus(t, e.play("fly to the moon"), statusNotation, "kingdomino")
	_, err = e.view(5)
	wantStatus(t, err, statusArgument, "player 5")
	_, err = e.determinize(-1, 1)
	wantStatus(t, err, statusArgument, "player -1")

	for _, c := range []struct {
		config string
		code   int32
		text   string
	}{
		{`{"players":7}`, statusConfig, "7 players"},
		{`{"players":2,"colour":"red"}`, statusConfig, "colour"},
		{`{"players":2`, statusConfig, "not valid JSON"},
		{`[1,2]`, statusConfig, "config"},
		{`null`, statusConfig, "null"},
	} {
		_, err := g.start([]byte(c.config))
		wantStatus(t, err, c.code, c.text)
	}
	_, err = g.load([]byte(`{"schema":"kingdomino/1","players":3}`))
	wantStatus(t, err, statusState, "kingdomino")
	_, err = g.load([]byte(`not json`))
	wantStatus(t, err, statusState, "kingdomino")
	_, err = lookupGame("chess")
	wantStatus(t, err, statusArgument, `unknown game "chess"`, "kingdomino, kingdombuilder, arkadia")

	// Defaults: the game's number of players; an empty config is {}.
	for _, c := range []string{"", "  ", "{}", `{"seed":4}`} {
		d, err := g.start([]byte(c))
		if err != nil || d.players() != 4 {
			t.Errorf("config %q: %v", c, err)
		}
	}
	// A document goes back and forth.
	doc, err := e.marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := g.load(doc)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := back.marshal(); !bytes.Equal(doc, again) {
		t.Error("a document read back writes another document")
	}
}

// TestMissingInterface: a game that does not number its moves is refused
// with the reason.
func TestMissingInterface(t *testing.T) {
	a := newAdapter(toy.Game)
	_, err := a.start(nil)
	wantStatus(t, err, statusArgument, "toy does not implement", "kingdoms.Actions")
	_, err = newBatch(a, 2, nil, 0, 1)
	wantStatus(t, err, statusArgument, "toy does not implement", "kingdoms.Actions")
}

// TestEnvNoAllocation: a step, a mask and an observation allocate nothing.
func TestEnvNoAllocation(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	e, err := g.start([]byte(`{"players":4,"seed":5}`))
	if err != nil {
		t.Fatal(err)
	}
	mask := make([]uint8, e.numActions())
	obs := make([]float32, e.shape().Size())
	rewards := make([]float32, 4)
	e.legal()
	allocs := testing.AllocsPerRun(20, func() {
		if e.terminal() {
			return
		}
		if _, err := e.step(int(e.legal()[0])); err != nil {
			t.Fatal(err)
		}
		if err := e.mask(mask); err != nil {
			t.Fatal(err)
		}
		if err := e.observe(max(e.toMove(), 0), obs); err != nil {
			t.Fatal(err)
		}
		if !e.terminal() {
			if err := e.rewards(rewards); err != nil {
				t.Fatal(err)
			}
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per step, mask and observation", allocs)
	}
}

// TestBatchEqualsSingle steps batches of games with random legal actions
// and checks that every output equals that of single games started with
// the seeds of the batch's sequence, taking the same actions: across
// resets, with several workers or one, with and without observations.
func TestBatchEqualsSingle(t *testing.T) {
	for _, tc := range []struct {
		game, config   string
		n, workers     int
		steps          int
		noObservations bool
	}{
		{"kingdomino", `{"players":2}`, 5, 2, 130, false},
		{"kingdomino", `{"players":3,"harmony":true}`, 3, 1, 80, true},
		{"kingdomino", `{"players":2,"mightyDuel":true}`, 4, 3, 40, false},
		{"kingdombuilder", `{"players":2,"nomads":true}`, 2, 2, 220, false},
		{"arkadia", `{"players":2}`, 2, 2, 220, false},
	} {
		if !numbered(t, tc.game) {
			continue
		}
		t.Run(fmt.Sprintf("%s%s/%d", tc.game, tc.config, tc.workers), func(t *testing.T) {
			batchEqualsSingle(t, tc.game, tc.config, tc.n, tc.workers, tc.steps, !tc.noObservations)
		})
	}
}

func batchEqualsSingle(t *testing.T, game, config string, n, workers, steps int, observe bool) {
	g, err := lookupGame(game)
	if err != nil {
		t.Fatal(err)
	}
	const base = 1000
	b, err := newBatch(g, n, []byte(config), base, workers)
	if err != nil {
		t.Fatal(err)
	}
	size, na, np := b.shape.Size(), b.numActions, b.players
	out := &outputs{masks: make([]uint8, n*na), rewards: make([]float32, n*np), dones: make([]uint8, n), toMove: make([]int32, n)}
	if observe {
		out.obs = make([]float32, n*size)
	}
	if err := b.observe(out); err != nil {
		t.Fatal(err)
	}
	singles := make([]env, n)
	starts := make([]uint64, n)
	for i := range singles {
		if singles[i], err = g.start(withSeed(t, config, base+uint64(i))); err != nil {
			t.Fatal(err)
		}
		starts[i] = 1
	}
	rng := rand.New(rand.NewPCG(7, 7))
	obs := make([]float32, size)
	mask := make([]uint8, na)
	rewards := make([]float32, np)
	actions := make([]int32, n)
	resets, finals := 0, 0
	fin := &finalOutputs{scores: make([]float64, n*np), winners: make([]uint8, n*np), players: make([]int32, n), ended: make([]uint8, n)}
	if observe {
		fin.obs = make([]float32, n*size)
	}
	for step := 0; step <= steps; step++ {
		for i, e := range singles {
			if got := out.toMove[i]; int(got) != e.toMove() {
				t.Fatalf("step %d, game %d: player %d to move, alone %d", step, i, got, e.toMove())
			}
			if err := e.mask(mask); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.masks[i*na:(i+1)*na], mask) {
				t.Fatalf("step %d, game %d: masks differ", step, i)
			}
			if observe {
				if err := e.observe(max(e.toMove(), 0), obs); err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(out.obs[i*size:(i+1)*size], obs) {
					t.Fatalf("step %d, game %d: observations differ", step, i)
				}
			}
			legal := e.legal()
			actions[i] = legal[rng.IntN(len(legal))]
		}
		if step == steps {
			break
		}
		if err := b.step(actions, out); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
		ended, err := b.final(fin)
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		for i, e := range singles {
			mover := e.toMove()
			if _, err := e.step(int(actions[i])); err != nil {
				t.Fatal(err)
			}
			done := e.terminal()
			if err := e.rewards(rewards); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(out.rewards[i*np:(i+1)*np], rewards) || (out.dones[i] == 1) != done {
				t.Fatalf("step %d, game %d: rewards %v, done %d; alone %v, %v", step, i, out.rewards[i*np:(i+1)*np], out.dones[i], rewards, done)
			}
			if (fin.ended[i] == 1) != done {
				t.Fatalf("step %d, game %d: ended %d, done %v", step, i, fin.ended[i], done)
			}
			if done {
				count++
				checkFinal(t, b, fin, i, e, mover)
				seed := base + starts[i]*uint64(n) + uint64(i)
				starts[i]++
				if singles[i], err = g.start(withSeed(t, config, seed)); err != nil {
					t.Fatal(err)
				}
				resets++
			}
		}
		if ended != count {
			t.Fatalf("step %d: final counted %d games ended, the single games %d", step, ended, count)
		}
		finals += ended
	}
	if resets == 0 && steps >= 100 {
		t.Errorf("no game ended in %d steps: the resets were not tested", steps)
	}
	if finals != resets {
		t.Errorf("final counted %d games ended, the single games %d", finals, resets)
	}
	t.Logf("%d steps of %d games, %d resets", steps, n, resets)
}

func TestBatchErrors(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	_, err := newBatch(g, 2, []byte(`{"players":2,"Seed":3}`), 0, 0)
	wantStatus(t, err, statusConfig, "seed sequence", `remove "Seed"`)
	_, err = newBatch(g, 0, nil, 0, 0)
	wantStatus(t, err, statusArgument, "a batch of 0 games")
	_, err = newBatch(g, 2, nil, 0, -1)
	wantStatus(t, err, statusArgument, "-1 workers")
	_, err = newBatch(g, 2, []byte(`{"players":9}`), 0, 0)
	wantStatus(t, err, statusConfig, "9 players")

	b, err := newBatch(g, 3, []byte(`{"players":2}`), 5, 2)
	if err != nil {
		t.Fatal(err)
	}
	out := &outputs{masks: make([]uint8, 3*329), dones: make([]uint8, 3)}
	if err := b.observe(out); err != nil {
		t.Fatal(err)
	}
	var docs [][]byte
	for _, e := range b.envs {
		d, _ := e.marshal()
		docs = append(docs, d)
	}
	actions := []int32{b.envs[0].legal()[0], b.envs[1].legal()[0], 0}
	if _, ok := slices.BinarySearch(b.envs[2].legal(), 0); ok {
		t.Fatal("action 0 is legal at the start")
	}
	wantStatus(t, b.step(actions, out), statusIllegal, "game 2: action 0 is not legal")
	for i, e := range b.envs {
		if d, _ := e.marshal(); !bytes.Equal(d, docs[i]) {
			t.Errorf("game %d changed in a refused step", i)
		}
	}
	actions[2] = b.envs[2].legal()[0]
	wantStatus(t, b.step(actions[:2], out), statusBuffer, "actions", "2 values and 3 are needed")
	wantStatus(t, b.step(actions, &outputs{masks: make([]uint8, 3*329-1)}), statusBuffer, "masks", "987 are needed")
	wantStatus(t, b.step(actions, &outputs{obs: make([]float32, 1)}), statusBuffer, "observations", fmt.Sprint(3*1710))
	wantStatus(t, b.step(actions, &outputs{rewards: make([]float32, 5)}), statusBuffer, "rewards", "6 are needed")
	wantStatus(t, b.step(actions, &outputs{dones: make([]uint8, 2)}), statusBuffer, "done flags")
	wantStatus(t, b.step(actions, &outputs{toMove: make([]int32, 2)}), statusBuffer, "players to move")
	if err := b.step(actions, &outputs{}); err != nil {
		t.Fatal(err)
	}

	// A panic in a worker is an error, not a crash.
	err = b.run(func(i int, _ *[]byte) error {
		if i == 2 {
			panic("boom")
		}
		return nil
	})
	wantStatus(t, err, statusInternal, "game 2", "panic", "boom")
}

// TestBatchAllocation: a batch step allocates a few values per call (its
// goroutines), never per game or per move; restarts aside.
func TestBatchAllocation(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	for _, n := range []int{8, 64} {
		b, err := newBatch(g, n, []byte(`{"players":2}`), 1, 2)
		if err != nil {
			t.Fatal(err)
		}
		out := &outputs{obs: make([]float32, n*b.shape.Size()), masks: make([]uint8, n*b.numActions),
			rewards: make([]float32, n*b.players), dones: make([]uint8, n), toMove: make([]int32, n)}
		actions := make([]int32, n)
		allocs := testing.AllocsPerRun(5, func() {
			for i, e := range b.envs {
				actions[i] = e.legal()[0]
			}
			if err := b.step(actions, out); err != nil {
				t.Fatal(err)
			}
		})
		// Five steps of the first legal action end no game of Kingdomino.
		// The allocations are the call's: its closure and, per worker, a
		// goroutine and its scratch space.
		if allocs > 2+2*float64(b.workers) {
			t.Errorf("%d games: %v allocations per step", n, allocs)
		}
		t.Logf("%d games: %v allocations per step", n, allocs)
	}
}

// TestEnvActionRanges: the JSON of kd_action_ranges holds the ranges of the
// game's package for every test configuration, with the documented field
// names; a game without them is refused with the reason.
func TestEnvActionRanges(t *testing.T) {
	for _, tc := range testConfigs {
		if !numbered(t, tc.game) {
			continue
		}
		lg, err := lookupGame(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		e, err := lg.start([]byte(tc.config))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := e.actionRanges()
		if err != nil {
			t.Fatalf("%s %s: %v", tc.game, tc.config, err)
		}
		var got []kingdoms.ActionRange
		if err := kingdoms.DecodeStrict(doc, &got); err != nil {
			t.Fatalf("%s %s: %v in %s", tc.game, tc.config, err, doc)
		}
		var want []kingdoms.ActionRange
		switch tc.game {
		case "kingdomino":
			want = packageRanges(t, kingdomino.Game, tc.config)
		case "kingdombuilder":
			want = packageRanges(t, kingdombuilder.Game, tc.config)
		case "arkadia":
			want = packageRanges(t, arkadia.Game, tc.config)
		}
		if !slices.Equal(got, want) || len(got) == 0 {
			t.Errorf("%s %s: the library's ranges %v, the package's %v", tc.game, tc.config, got, want)
		}
		if last := got[len(got)-1]; last.Start+last.Count != e.numActions() {
			t.Errorf("%s %s: the ranges end at %d, the actions at %d", tc.game, tc.config, last.Start+last.Count, e.numActions())
		}
	}
	lg, _ := lookupGame("kingdombuilder")
	e, err := lg.start([]byte(`{"players":2}`))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := e.actionRanges()
	if want := `[{"start":0,"count":400,"name":"place","plane":true},{"start":400,"count":400,"name":"tile oracle","plane":true},`; !bytes.HasPrefix(doc, []byte(want)) {
		t.Errorf("the ranges of a base game are %s, want them to start with %s", doc, want)
	}
	if want := `{"start":3600,"count":1,"name":"end","plane":false},{"start":3601,"count":400,"name":"to","plane":true}]`; !bytes.HasSuffix(doc, []byte(want)) {
		t.Errorf("the ranges of a base game are %s, want them to end with %s", doc, want)
	}
	a := newAdapter(kingdomino.Game)
	a.lay = nil
	e, err = a.start(nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.actionRanges()
	wantStatus(t, err, statusArgument, "kingdomino gives no ranges of its numbering")
}

// packageRanges returns the ranges that the Game value g gives for the
// games of config.
func packageRanges[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], config string) []kingdoms.ActionRange {
	t.Helper()
	s, err := g.(kingdoms.Configurer[S]).StartJSON(withSeed(t, config, 0))
	if err != nil {
		t.Fatal(err)
	}
	return g.(kingdoms.ActionLayout[S]).ActionRanges(s)
}
