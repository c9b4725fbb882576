package main

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// The tests of notation.go, compact.go and sample.go: actions as text, the
// history, the pictures, compact observations and actions drawn in the
// library.

// playConfigs calls visit on every position of a random game of every test
// configuration (seed 1), its actions drawn with a fixed generator, up to
// limit steps; visit gets the env and the step's number.
func playConfigs(t *testing.T, limit int, visit func(t *testing.T, e env, step int)) {
	for _, tc := range testConfigs {
		if !numbered(t, tc.game) {
			continue
		}
		t.Run(tc.game+tc.config, func(t *testing.T) {
			g, err := lookupGame(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			e, err := g.start(withSeed(t, tc.config, 1))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for step := 0; step < limit && !e.terminal(); step++ {
				visit(t, e, step)
				legal := e.legal()
				if _, err := e.step(int(legal[rng.IntN(len(legal))])); err != nil {
					t.Fatal(err)
				}
			}
			visit(t, e, limit)
		})
	}
}

// TestActionStrings: every legal action's text reads back as the action,
// a completed move's text is its notation, a first action's ends in '>'
// and starts the notation of the move completed after it; the history is
// the moves played; the pictures are the state's.
func TestActionStrings(t *testing.T) {
	partial := 0
	playConfigs(t, 400, func(t *testing.T, e env, step int) {
		te := e.(textEnv)
		for _, a := range e.legal() {
			text, err := te.actionString(int(a))
			if err != nil {
				t.Fatalf("step %d: action %d: %v", step, a, err)
			}
			back, err := te.actionOf(text)
			if err != nil || back != int(a) {
				t.Fatalf("step %d: action %d is %q, which reads back as %d, %v", step, a, text, back, err)
			}
			c := e.clone()
			moved, err := c.step(int(a))
			if err != nil {
				t.Fatal(err)
			}
			if moved {
				if last := c.lastMove(); last != text {
					t.Fatalf("step %d: action %d is %q; it plays %q", step, a, text, last)
				}
				continue
			}
			partial++
			if !strings.HasSuffix(text, ">") {
				t.Fatalf("step %d: the first action %d of a move is %q, without '>'", step, a, text)
			}
			next := c.legal()[0]
			if _, err := c.step(int(next)); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(c.lastMove(), text) {
				t.Fatalf("step %d: the first action %d is %q, and its move %q", step, a, text, c.lastMove())
			}
			// The whole move's text gives the first action, then the
			// second on the clone that took the first.
			c2 := e.clone()
			if first, err := c2.(textEnv).actionOf(c.lastMove()); err != nil || first != int(a) {
				t.Fatalf("step %d: %q gives %d, %v; want %d", step, c.lastMove(), first, err, a)
			}
			c2.step(int(a))
			if second, err := c2.(textEnv).actionOf(c.lastMove()); err != nil || second != int(next) {
				t.Fatalf("step %d: after %d, %q gives %d, %v; want %d", step, a, c.lastMove(), second, err, next)
			}
		}
		var hist []string
		doc, err := te.history()
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(doc, &hist); err != nil {
			t.Fatal(err)
		}
		if len(hist) > 0 && hist[len(hist)-1] != e.lastMove() {
			t.Fatalf("step %d: the history ends with %q, the last move is %q", step, hist[len(hist)-1], e.lastMove())
		}
		if step == 0 || step == 400 || e.terminal() {
			text, err := te.render("text")
			if err != nil || string(text) != stateString(e) {
				t.Fatalf("the text picture is not the state's String: %v", err)
			}
			svg, err := te.render("svg")
			if err != nil || !strings.Contains(string(svg), "<svg") {
				t.Fatalf("no SVG picture: %v", err)
			}
		}
	})
	if partial == 0 {
		t.Error("no first action of a move of two was met")
	}
}

// stateString returns the String of e's state.
func stateString(e env) string {
	switch e := e.(type) {
	case *gameEnv[kingdomino.State, kingdomino.Move]:
		return e.s.String()
	case *gameEnv[kingdombuilder.State, kingdombuilder.Move]:
		return e.s.String()
	case *gameEnv[arkadia.State, arkadia.Move]:
		return e.s.String()
	}
	return fmt.Sprintf("%T", e)
}

// TestHistoryReplays: the history of a game, its moves played one by one
// with their notation on a new game of the same seed, gives the same
// state; a clone keeps it, a reset empties it.
func TestHistoryReplays(t *testing.T) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		g, _ := lookupGame(name)
		e, err := g.start([]byte(`{"players":2,"seed":4}`))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(4, 4))
		for i := 0; i < 150 && !e.terminal(); i++ {
			legal := e.legal()
			e.step(int(legal[rng.IntN(len(legal))]))
		}
		doc, _ := e.(textEnv).history()
		var hist []string
		if err := json.Unmarshal(doc, &hist); err != nil {
			t.Fatal(err)
		}
		r, _ := g.start([]byte(`{"players":2,"seed":4}`))
		for _, m := range hist {
			if err := r.play(m); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		want, _ := e.marshal()
		got, _ := r.marshal()
		if string(want) != string(got) {
			t.Errorf("%s: the history's %d moves do not replay to the game", name, len(hist))
		}
		if c, _ := e.clone().(textEnv).history(); string(c) != string(doc) {
			t.Errorf("%s: a clone's history differs", name)
		}
		if err := restart(g, e, []byte(`{"players":2}`)); err != nil {
			t.Fatal(err)
		}
		if h, _ := e.(textEnv).history(); string(h) != "[]" {
			t.Errorf("%s: history after a reset: %s", name, h)
		}
	}
}

// TestTextErrors: an action that is not legal, text that is no move, a
// move that is not legal or does not continue the move under way, and an
// unknown picture format are refused with their status.
func TestTextErrors(t *testing.T) {
	g, _ := lookupGame("kingdombuilder")
	e, _ := g.start([]byte(`{"players":2,"seed":1}`))
	te := e.(textEnv)
	_, err := te.actionString(5000)
	wantStatus(t, err, statusIllegal, "action 5000")
	_, err = te.actionOf("fly to the moon")
	wantStatus(t, err, statusNotation, "kingdombuilder")
	_, err = te.actionOf("tile paddock 7,1>")
	wantStatus(t, err, statusIllegal, "begins no legal move")
	_, err = te.actionOf("end") // the mandatory action is due
	wantStatus(t, err, statusIllegal)
	_, err = te.render("png")
	wantStatus(t, err, statusArgument, `format "png"`)
}

// TestCompactObservations: the compact planes divided by the divisors are
// exactly the floats of Observe, and the vector is Observe's, for every
// player of the positions of random games of every configuration.
func TestCompactObservations(t *testing.T) {
	playConfigs(t, 300, func(t *testing.T, e env, step int) {
		if step%3 != 0 {
			return
		}
		sh := e.shape()
		cells := sh.Planes * sh.Rows * sh.Cols
		div := planeDivisors(e.gameName(), sh)
		obs := make([]float32, sh.Size())
		planes, vector := make([]uint8, cells), make([]float32, sh.Vector)
		for p := range e.players() {
			if err := e.observe(p, obs); err != nil {
				t.Fatal(err)
			}
			if err := e.(compactEnv).observeCompact(p, planes, vector, nil); err != nil {
				t.Fatalf("step %d, player %d: %v", step, p, err)
			}
			// The game's own encoder and the conversion of its floats agree.
			planes2, vector2 := make([]uint8, cells), make([]float32, sh.Vector)
			if err := e.(interface {
				convertCompact(int, []uint8, []float32, []float32) error
			}).convertCompact(p, planes2, vector2, nil); err != nil {
				t.Fatalf("step %d, player %d: %v", step, p, err)
			}
			if !slices.Equal(planes, planes2) || !slices.Equal(vector, vector2) {
				t.Fatalf("step %d, player %d: the game's compact observation is not its floats converted", step, p)
			}
			for j, b := range planes {
				if got := float32(b) / div[j/(sh.Rows*sh.Cols)]; got != obs[j] {
					t.Fatalf("step %d, player %d: plane value %d is %v, Observe's %v", step, p, j, got, obs[j])
				}
			}
			if !slices.Equal(vector, obs[cells:]) {
				t.Fatalf("step %d, player %d: the vectors differ", step, p)
			}
		}
	})
	g, _ := lookupGame("kingdomino")
	e, _ := g.start(nil)
	err := e.(compactEnv).observeCompact(0, make([]uint8, 10), make([]float32, 1000), nil)
	wantStatus(t, err, statusBuffer, "planes", "10 values")
	err = compactPlanes(make([]uint8, 4), []float32{0, 0.25, 0, 0}, 4, []float32{1})
	wantStatus(t, err, statusInternal, "not a whole number")
}

// TestBatchCompact: a batch's compact observations are those of its games,
// across resets.
func TestBatchCompact(t *testing.T) {
	for _, name := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		g, _ := lookupGame(name)
		const n = 3
		b, err := newBatch(g, n, []byte(`{"players":2}`), 7, 2)
		if err != nil {
			t.Fatal(err)
		}
		cells, v := b.shape.Size()-b.shape.Vector, b.shape.Vector
		out := &outputs{planes: make([]uint8, n*cells), vector: make([]float32, n*v), dones: make([]uint8, n)}
		planes, vector := make([]uint8, cells), make([]float32, v)
		actions := make([]int32, n)
		ended := 0
		for step := range 400 {
			if step == 0 {
				if err := b.observe(out); err != nil {
					t.Fatal(err)
				}
			} else {
				if err := b.randomActions(actions); err != nil {
					t.Fatal(err)
				}
				if err := b.step(actions, out); err != nil {
					t.Fatal(err)
				}
			}
			for i, e := range b.envs {
				ended += int(out.dones[i])
				if err := e.(compactEnv).observeCompact(max(e.toMove(), 0), planes, vector, nil); err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(planes, out.planes[i*cells:(i+1)*cells]) || !slices.Equal(vector, out.vector[i*v:(i+1)*v]) {
					t.Fatalf("%s: step %d: game %d's compact observation differs", name, step, i)
				}
			}
		}
		if name == "kingdomino" && ended == 0 {
			t.Errorf("%s: no game ended", name)
		}
	}
}

// TestRandomActions: the actions drawn are legal, cover the legal actions,
// and repeat with the seed; a clone draws what its original draws; a
// batch's draws are its games' and do not depend on its workers.
func TestRandomActions(t *testing.T) {
	g, _ := lookupGame("arkadia")
	e, _ := g.start([]byte(`{"players":2,"seed":3}`))
	d := e.(actionDrawer)
	d.seedActions(9)
	seen := map[int32]int{}
	var first []int32
	for i := range 3000 {
		a, err := d.randomAction()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := slices.BinarySearch(e.legal(), a); !ok {
			t.Fatalf("action %d is not legal", a)
		}
		seen[a]++
		if i < 20 {
			first = append(first, a)
		}
	}
	if len(seen) != len(e.legal()) {
		t.Errorf("%d of %d legal actions drawn in 3000 draws", len(seen), len(e.legal()))
	}
	d.seedActions(9)
	c := e.clone().(actionDrawer)
	for i := range 20 {
		a, _ := d.randomAction()
		b, _ := c.randomAction()
		if a != first[i] || b != a {
			t.Fatalf("draw %d: %d after reseeding, %d by the clone; want %d", i, a, b, first[i])
		}
	}
	var runs [2][]int32
	for k, workers := range []int{1, 2} {
		b, err := newBatch(g, 5, []byte(`{"players":2}`), 11, workers)
		if err != nil {
			t.Fatal(err)
		}
		acts := make([]int32, 5)
		for range 50 {
			if err := b.randomActions(acts); err != nil {
				t.Fatal(err)
			}
			runs[k] = append(runs[k], acts...)
			if err := b.step(acts, &outputs{}); err != nil {
				t.Fatal(err)
			}
		}
		err = b.randomActions(make([]int32, 4))
		wantStatus(t, err, statusBuffer, "actions")
	}
	if !slices.Equal(runs[0], runs[1]) {
		t.Error("the random actions of a batch depend on its workers")
	}
	e, _ = g.start([]byte(`{"players":2,"seed":3}`))
	for !e.terminal() {
		a, _ := e.(actionDrawer).randomAction()
		e.step(int(a))
	}
	_, err := e.(actionDrawer).randomAction()
	wantStatus(t, err, statusIllegal, "game is over")
}

// TestSampleAction: only legal actions are drawn, in proportion to the
// softmax of their logits (or to their probabilities), the best at
// temperature 0; bad scores are refused.
func TestSampleAction(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	e, _ := g.start([]byte(`{"players":2,"seed":3}`))
	d := e.(actionDrawer)
	legal := slices.Clone(e.legal())
	if len(legal) < 3 {
		t.Fatalf("%d legal actions", len(legal))
	}
	n := e.numActions()
	scores := make([]float32, n)
	for i := range scores {
		scores[i] = 50 // actions that are not legal weigh much, and are never drawn
	}
	for _, a := range legal {
		scores[a] = float32(math.Inf(-1))
	}
	x, y := legal[0], legal[2]
	scores[x], scores[y] = 0, float32(math.Log(3))
	counts := map[int32]int{}
	const draws = 8000
	for range draws {
		a, err := d.sampleAction(scores, sampler{temperature: 1})
		if err != nil {
			t.Fatal(err)
		}
		counts[a]++
	}
	if counts[x]+counts[y] != draws || math.Abs(float64(counts[y])/draws-0.75) > 0.03 {
		t.Errorf("draws %v: want %d and %d only, about 1:3", counts, x, y)
	}
	if a, _ := d.sampleAction(scores, sampler{}); a != y {
		t.Errorf("temperature 0: %d, want %d", a, y)
	}
	probs := make([]float32, n)
	probs[x], probs[y] = 0.1, 0.3
	counts = map[int32]int{}
	for range draws {
		a, err := d.sampleAction(probs, sampler{probs: true, temperature: 1})
		if err != nil {
			t.Fatal(err)
		}
		counts[a]++
	}
	if counts[x]+counts[y] != draws || math.Abs(float64(counts[y])/draws-0.75) > 0.03 {
		t.Errorf("probabilities: draws %v: want %d and %d only, about 1:3", counts, x, y)
	}
	// Half the temperature squares the ratio: 1:9.
	counts = map[int32]int{}
	for range draws {
		a, _ := d.sampleAction(scores, sampler{temperature: 0.5})
		counts[a]++
	}
	if math.Abs(float64(counts[y])/draws-0.9) > 0.03 {
		t.Errorf("temperature 0.5: draws %v: want about 1:9", counts)
	}
	bad := slices.Clone(scores)
	bad[legal[1]] = float32(math.NaN())
	_, err := d.sampleAction(bad, sampler{temperature: 1})
	wantStatus(t, err, statusArgument, "NaN")
	for _, a := range legal {
		bad[a] = float32(math.Inf(-1))
	}
	_, err = d.sampleAction(bad, sampler{temperature: 1})
	wantStatus(t, err, statusArgument, "-Inf")
	probs[x] = -1
	_, err = d.sampleAction(probs, sampler{probs: true, temperature: 1})
	wantStatus(t, err, statusArgument, "probability")
	_, err = d.sampleAction(make([]float32, n), sampler{probs: true, temperature: 1})
	wantStatus(t, err, statusArgument, "sum to 0")
	_, err = d.sampleAction(scores[:3], sampler{temperature: 1})
	wantStatus(t, err, statusBuffer, "scores")
	_, err = samplerOf(2, 1)
	wantStatus(t, err, statusArgument, "kind")
	_, err = samplerOf(0, -1)
	wantStatus(t, err, statusArgument, "temperature")

	b, _ := newBatch(g, 4, []byte(`{"players":2}`), 1, 2)
	rows := make([]float32, 4*b.numActions)
	out := make([]int32, 4)
	if err := b.sampleActions(rows, sampler{temperature: 1}, out); err != nil {
		t.Fatal(err)
	}
	for i, e := range b.envs {
		if _, ok := slices.BinarySearch(e.legal(), out[i]); !ok {
			t.Errorf("game %d: action %d is not legal", i, out[i])
		}
	}
	err = b.sampleActions(rows[:10], sampler{temperature: 1}, out)
	wantStatus(t, err, statusBuffer, "scores")
}
