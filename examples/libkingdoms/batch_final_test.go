package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"
)

// checkFinal checks what final wrote for game i of b against e, the same
// game played alone to its end, its last action taken by player mover;
// and that the batch's copy of the final state is e's.
func checkFinal(t *testing.T, b *batch, fin *finalOutputs, i int, e env, mover int) {
	t.Helper()
	np, size := b.players, b.shape.Size()
	scores := make([]float64, np)
	if err := e.scores(scores); err != nil {
		t.Fatal(err)
	}
	if got := fin.scores[i*np : (i+1)*np]; !slices.Equal(got, scores) {
		t.Fatalf("game %d: final scores %v, alone %v", i, got, scores)
	}
	rewards := make([]float32, np)
	if err := e.rewards(rewards); err != nil {
		t.Fatal(err)
	}
	for p, r := range rewards {
		if want := r > 0; (fin.winners[i*np+p] == 1) != want {
			t.Fatalf("game %d: winners %v, rewards alone %v", i, fin.winners[i*np:(i+1)*np], rewards)
		}
	}
	if int(fin.players[i]) != mover {
		t.Fatalf("game %d: final player %d, alone %d", i, fin.players[i], mover)
	}
	if fin.obs != nil {
		obs := make([]float32, size)
		if err := e.observe(mover, obs); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(fin.obs[i*size:(i+1)*size], obs) {
			t.Fatalf("game %d: the final observations differ", i)
		}
	}
	f, err := b.finalGame(i)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := f.clone().marshal()
	want, _ := e.marshal()
	if !bytes.Equal(got, want) || f.lastMove() != e.lastMove() || !f.terminal() {
		t.Fatalf("game %d: the batch's final state is not the game's", i)
	}
}

// TestBatchFinal: final reports the games that ended in the last step
// only, leaves the rows of the others alone, refuses small arrays, and a
// refused step keeps the last step's finals.
func TestBatchFinal(t *testing.T) {
	g, _ := lookupGame("kingdomino")
	const n = 3
	b, err := newBatch(g, n, []byte(`{"players":2}`), 9, 2)
	if err != nil {
		t.Fatal(err)
	}
	np, size := b.players, b.shape.Size()
	fin := &finalOutputs{obs: make([]float32, n*size), scores: make([]float64, n*np), winners: make([]uint8, n*np),
		players: make([]int32, n), ended: make([]uint8, n)}
	for i := range fin.scores {
		fin.scores[i] = -7
	}
	if k, err := b.final(fin); err != nil || k != 0 || !slices.Equal(fin.ended, []uint8{0, 0, 0}) || fin.scores[0] != -7 {
		t.Fatalf("before any step: %d ended, %v, flags %v, scores %v", k, err, fin.ended, fin.scores)
	}
	if _, err := b.finalGame(1); err == nil {
		t.Error("finalGame of a game that did not end: no error")
	} else {
		wantStatus(t, err, statusArgument, "game 1 did not end in the last step")
	}
	_, err = b.finalGame(3)
	wantStatus(t, err, statusArgument, "game 3 is not in the batch")
	// Every game takes its first legal action until one ends.
	actions := make([]int32, n)
	steps := 0
	for {
		for i, e := range b.envs {
			actions[i] = e.legal()[0]
		}
		if err := b.step(actions, &outputs{}); err != nil {
			t.Fatal(err)
		}
		steps++
		k, err := b.final(fin)
		if err != nil {
			t.Fatal(err)
		}
		if k > 0 {
			flagged := 0
			for _, f := range fin.ended {
				flagged += int(f)
			}
			if flagged != k {
				t.Fatalf("%d games ended, %d flagged: %v", k, flagged, fin.ended)
			}
			t.Logf("%d games ended at step %d: %v", k, steps, fin.ended)
			break
		}
		if steps > 1000 {
			t.Fatal("no game ended in 1000 steps")
		}
	}
	// A refused step keeps the finals of the last step.
	bad := make([]int32, n)
	for i := range bad {
		bad[i] = -1
	}
	if err := b.step(bad, &outputs{}); err == nil {
		t.Fatal("a step of illegal actions passed")
	}
	before := slices.Clone(fin.ended)
	if _, err := b.final(fin); err != nil || !slices.Equal(fin.ended, before) {
		t.Fatalf("after a refused step: ended %v, before %v (%v)", fin.ended, before, err)
	}
	// Arrays too small.
	for _, tc := range []struct {
		out  finalOutputs
		want string
	}{
		{finalOutputs{obs: make([]float32, 1)}, "final observations"},
		{finalOutputs{scores: make([]float64, 5)}, "final scores: the buffer holds 5 values and 6 are needed"},
		{finalOutputs{winners: make([]uint8, 5)}, "winners"},
		{finalOutputs{players: make([]int32, 2)}, "final players"},
		{finalOutputs{ended: make([]uint8, 2)}, "ended flags"},
	} {
		_, err := b.final(&tc.out)
		wantStatus(t, err, statusBuffer, tc.want)
	}
	// The next step forgets them.
	for i, e := range b.envs {
		actions[i] = e.legal()[0]
	}
	if err := b.step(actions, &outputs{}); err != nil {
		t.Fatal(err)
	}
	if k, err := b.final(fin); err != nil || k != 0 || !slices.Equal(fin.ended, []uint8{0, 0, 0}) {
		t.Fatalf("a step later: %d ended (%v), flags %v", k, err, fin.ended)
	}
}

// TestBatchReset: a batch reset with a seed plays the games a new batch
// with that seed plays, and forgets the games that ended.
func TestBatchReset(t *testing.T) {
	g, _ := lookupGame("kingdombuilder")
	const n = 3
	b, err := newBatch(g, n, []byte(`{"players":2}`), 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := newBatch(g, n, []byte(`{"players":2}`), 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	actions := make([]int32, n)
	for range 5 {
		for i, e := range b.envs {
			actions[i] = e.legal()[len(e.legal())-1]
		}
		if err := b.step(actions, &outputs{}); err != nil {
			t.Fatal(err)
		}
	}
	b.ended[1] = true // as if a game had ended in the last step
	if err := b.reset(40); err != nil {
		t.Fatal(err)
	}
	if _, err := b.finalGame(1); err == nil {
		t.Error("a game counts as ended after a reset")
	}
	docs := func(b *batch) []string {
		var out []string
		for _, e := range b.envs {
			d, err := e.marshal()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(d))
		}
		return out
	}
	if got, want := docs(b), docs(fresh); !slices.Equal(got, want) {
		t.Fatal("a batch reset with seed 40 does not play the games of a new batch with seed 40")
	}
	// The seeds of the games: slot i's first game has the seed 40 + i.
	for i, e := range b.envs {
		alone, err := g.start(withSeed(t, `{"players":2}`, 40+uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		a, _ := alone.marshal()
		d, _ := e.marshal()
		if !bytes.Equal(a, d) {
			t.Errorf("game %d after the reset is not the game of seed %d", i, 40+i)
		}
	}
}

// TestBuildInfo: the build information is a JSON object naming the Go
// version and platform the library runs on.
func TestBuildInfo(t *testing.T) {
	var lb libraryBuild
	if err := json.Unmarshal(buildInfo(), &lb); err != nil {
		t.Fatal(err)
	}
	if lb.Go == "" || lb.Platform == "" || lb.Module == "" {
		t.Errorf("build information lacks a field: %+v", lb)
	}
	t.Logf("%s", buildInfo())
}
