package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"sync"

	"github.com/boardrules/kingdoms"
)

// maxBatch is the most games one batch holds.
const maxBatch = 1 << 20

// batch is N independent games of one game and configuration, advanced
// together by one action each (step), on several goroutines. Slot i's k-th
// game (k = 0 for the first) starts from the configuration with the seed
// seedOf(i, k) = base + k*N + i (modulo 2^64): every game a batch plays has
// its own seed, and a batch replays exactly as single games started with
// those seeds.
//
// A game that ends is not reset in place: it moves to finals, and the
// slot's next game starts in the env that held the game before it (or a
// new one), so that the final state stays readable (final) until the next
// step, without copying a state.
type batch struct {
	game     game
	n        int
	base     uint64
	template []byte   // the config object without a seed
	starts   []uint64 // starts[i] is the number of games slot i has started
	envs     []env
	workers  int
	errs     []error // one per worker, for run
	// finals[i] is slot i's game that ended in the last step when
	// ended[i], its last action taken by player movers[i]; otherwise an
	// env to reuse, or nil.
	finals []env
	ended  []bool
	movers []int32
	// rewardRows is scratch space of final: players values a game.
	rewardRows []float32
	// The dimensions every game of the batch shares.
	players, numActions int
	shape               kingdoms.Shape
	divisors            []float32 // of the planes, for compact observations (compact.go)
}

// outputs are the arrays a batch writes, row by row (row i is game i's);
// a nil array is not written.
type outputs struct {
	obs     []float32 // N x shape.Size(): the observation by the player to move
	masks   []uint8   // N x numActions: the legal actions
	rewards []float32 // N x players: the rewards of the step (see writeRewards)
	dones   []uint8   // N: 1 when the step ended the game (then reset)
	toMove  []int32   // N: the player to move
	// The observation in the compact form (compact.go), instead of obs or
	// with it.
	planes []uint8   // N x planes x rows x cols: the planes as bytes
	vector []float32 // N x shape.Vector: the vector
}

// newBatch starts n games of g configured by config (a JSON object without
// a seed: the batch gives each game its seed), the first with seed base. It
// steps them on workers goroutines (0: GOMAXPROCS).
func newBatch(g game, n int, config []byte, base uint64, workers int) (*batch, error) {
	if n < 1 || n > maxBatch {
		return nil, fail(statusArgument, "a batch of %d games: want 1 to %d", n, maxBatch)
	}
	if workers < 0 {
		return nil, fail(statusArgument, "%d workers: want 0 (GOMAXPROCS) or more", workers)
	}
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	fields, err := g.normalizeConfig(config)
	if err != nil {
		return nil, err
	}
	if k, ok := fieldFold(fields, "seed"); ok {
		return nil, fail(statusConfig, "config: the games of a batch take their seeds from the batch's seed sequence: remove %q", k)
	}
	template, err := json.Marshal(fields)
	if err != nil {
		return nil, fail(statusInternal, "config: %v", err)
	}
	b := &batch{game: g, n: n, base: base, template: template, starts: make([]uint64, n), envs: make([]env, n),
		workers: min(workers, n), finals: make([]env, n), ended: make([]bool, n), movers: make([]int32, n)}
	b.errs = make([]error, b.workers)
	var buf []byte
	for i := range b.envs {
		buf = b.config(buf[:0], i)
		e, err := g.start(buf)
		if err != nil {
			return nil, fmt.Errorf("game %d (seed %d): %w", i, b.seedOf(i, 0), err)
		}
		b.starts[i] = 1
		b.envs[i] = e
		if i == 0 {
			b.players, b.numActions, b.shape = e.players(), e.numActions(), e.shape()
		} else if err := b.same(i); err != nil {
			return nil, err
		}
	}
	b.rewardRows = make([]float32, n*b.players)
	b.seedActions(base) // slot i draws its random actions from seed base + i (sample.go)
	b.divisors = planeDivisors(g.name(), b.shape)
	return b, nil
}

// seedOf returns the seed of slot i's k-th game.
func (b *batch) seedOf(i int, k uint64) uint64 { return b.base + k*uint64(b.n) + uint64(i) }

// config appends to dst the config of slot i's next game: the template with
// its seed.
func (b *batch) config(dst []byte, i int) []byte {
	dst = append(dst, `{"seed":`...)
	dst = strconv.AppendUint(dst, b.seedOf(i, b.starts[i]), 10)
	if len(b.template) > 2 {
		dst = append(dst, ',')
	}
	return append(dst, b.template[1:]...)
}

// same returns an error when game i's dimensions are not the batch's.
func (b *batch) same(i int) error {
	e := b.envs[i]
	if p, a, sh := e.players(), e.numActions(), e.shape(); p != b.players || a != b.numActions || sh != b.shape {
		return fail(statusConfig, "game %d (seed %d): %d players, %d actions, observations of %+v, where the batch's first game has %d, %d, %+v: a batch needs one shape",
			i, b.seedOf(i, b.starts[i]-1), p, a, sh, b.players, b.numActions, b.shape)
	}
	return nil
}

// check returns an error when an array of out is too small.
func (b *batch) check(out *outputs) error {
	for _, c := range []struct {
		what       string
		have, need int
		given      bool
	}{
		{"observations", len(out.obs), b.n * b.shape.Size(), out.obs != nil},
		{"masks", len(out.masks), b.n * b.numActions, out.masks != nil},
		{"rewards", len(out.rewards), b.n * b.players, out.rewards != nil},
		{"done flags", len(out.dones), b.n, out.dones != nil},
		{"players to move", len(out.toMove), b.n, out.toMove != nil},
		{"planes", len(out.planes), b.n * (b.shape.Size() - b.shape.Vector), out.planes != nil},
		{"vectors", len(out.vector), b.n * b.shape.Vector, out.vector != nil},
	} {
		if c.given && c.have < c.need {
			return errBuffer(c.what, c.have, c.need)
		}
	}
	return nil
}

// step takes actions[i] in game i, for every game; a game that ends is
// reset to the next game of its slot, its final state kept for final. It
// writes out: the rewards and done flags of the step, then the
// observation, legal actions and player to move of each game (the new
// game's when one was reset). An action that is not legal refuses the
// whole step, and no game changes.
func (b *batch) step(actions []int32, out *outputs) error {
	if len(actions) < b.n {
		return errBuffer("actions", len(actions), b.n)
	}
	if err := b.check(out); err != nil {
		return err
	}
	for i, e := range b.envs {
		if _, ok := slices.BinarySearch(e.legal(), actions[i]); !ok {
			return fail(statusIllegal, "game %d: action %d is not legal: %v", i, actions[i], explain(e, int(actions[i])))
		}
	}
	return b.run(func(i int, buf *[]byte) error {
		e := b.envs[i]
		mover := e.toMove()
		b.ended[i] = false
		if _, err := e.step(int(actions[i])); err != nil {
			return err
		}
		done := e.terminal()
		if out.rewards != nil {
			if err := e.rewards(out.rewards[i*b.players : (i+1)*b.players]); err != nil {
				return err
			}
		}
		if out.dones != nil {
			out.dones[i] = 0
			if done {
				out.dones[i] = 1
			}
		}
		if done {
			if err := b.next(i, buf); err != nil {
				return err
			}
			b.ended[i], b.movers[i] = true, int32(mover)
		}
		return b.describe(i, out)
	})
}

// next starts slot i's next game, its game that ended moving to finals[i].
// The new game takes the env finals[i] held, restarted in place, or a new
// one. buf is scratch space.
func (b *batch) next(i int, buf *[]byte) error {
	*buf = b.config((*buf)[:0], i)
	spare := b.finals[i]
	b.finals[i] = b.envs[i]
	if spare == nil {
		e, err := b.game.start(*buf)
		if err != nil {
			return err
		}
		spare = e
	} else if err := spare.restart(*buf); err != nil {
		return err
	}
	b.envs[i] = spare
	b.starts[i]++
	return b.same(i)
}

// finalOutputs are the arrays final writes, row by row (row i is game i's);
// a nil array is not written.
type finalOutputs struct {
	obs     []float32 // N x shape.Size(): the final observation by the player who took the last action
	scores  []float64 // N x players: the final scores
	winners []uint8   // N x players: 1 for each winner
	players []int32   // N: the player who took the last action
	ended   []uint8   // N: 1 when the game ended in the last step (written for every game)
}

// final writes into out, for every game that ended in the last step, what
// its final state was; rows of the other games are not written, but for
// ended. It returns the number of games that ended.
func (b *batch) final(out *finalOutputs) (int, error) {
	for _, c := range []struct {
		what       string
		have, need int
		given      bool
	}{
		{"final observations", len(out.obs), b.n * b.shape.Size(), out.obs != nil},
		{"final scores", len(out.scores), b.n * b.players, out.scores != nil},
		{"winners", len(out.winners), b.n * b.players, out.winners != nil},
		{"final players", len(out.players), b.n, out.players != nil},
		{"ended flags", len(out.ended), b.n, out.ended != nil},
	} {
		if c.given && c.have < c.need {
			return 0, errBuffer(c.what, c.have, c.need)
		}
	}
	count := 0
	for i, ended := range b.ended {
		if out.ended != nil {
			out.ended[i] = 0
			if ended {
				out.ended[i] = 1
			}
		}
		if ended {
			count++
		}
	}
	if count == 0 {
		return 0, nil
	}
	p, size := b.players, b.shape.Size()
	return count, b.run(func(i int, _ *[]byte) error {
		if !b.ended[i] {
			return nil
		}
		e, mover := b.finals[i], int(b.movers[i])
		if out.players != nil {
			out.players[i] = int32(mover)
		}
		if out.scores != nil {
			if err := e.scores(out.scores[i*p : (i+1)*p]); err != nil {
				return err
			}
		}
		if out.winners != nil {
			rewards := b.rewardRows[i*p : (i+1)*p]
			if err := e.rewards(rewards); err != nil {
				return err
			}
			for j, r := range rewards {
				out.winners[i*p+j] = 0
				if r > 0 {
					out.winners[i*p+j] = 1
				}
			}
		}
		if out.obs != nil {
			if err := e.observe(mover, out.obs[i*size:(i+1)*size]); err != nil {
				return err
			}
		}
		return nil
	})
}

// finalGame returns game i's final state when it ended in the last step.
func (b *batch) finalGame(i int) (env, error) {
	if err := b.checkGame(i); err != nil {
		return nil, err
	}
	if !b.ended[i] {
		return nil, fail(statusArgument, "game %d did not end in the last step", i)
	}
	return b.finals[i], nil
}

// checkGame returns an error when i is not a game of the batch.
func (b *batch) checkGame(i int) error {
	if i < 0 || i >= b.n {
		return fail(statusArgument, "game %d is not in the batch (games 0 to %d)", i, b.n-1)
	}
	return nil
}

// reset starts every game again as the first game of its slot under a new
// base seed: slot i's k-th game from then on has the seed base + k*N + i.
// No game then counts as ended.
func (b *batch) reset(base uint64) error {
	b.base = base
	clear(b.starts)
	clear(b.ended)
	return b.run(func(i int, buf *[]byte) error {
		*buf = b.config((*buf)[:0], i)
		if err := b.envs[i].restart(*buf); err != nil {
			return err
		}
		b.starts[i] = 1
		return b.same(i)
	})
}

// explain returns the reason why action a is not legal in e.
func explain(e env, a int) error {
	c := e.clone()
	if _, err := c.step(a); err != nil {
		return err
	}
	return fmt.Errorf("it is not listed (%d legal actions)", len(e.legal()))
}

// observe writes out for every game without changing any.
func (b *batch) observe(out *outputs) error {
	if err := b.check(out); err != nil {
		return err
	}
	if out.rewards != nil {
		clear(out.rewards[:b.n*b.players])
	}
	if out.dones != nil {
		clear(out.dones[:b.n])
	}
	return b.run(func(i int, _ *[]byte) error { return b.describe(i, out) })
}

// describe writes game i's observation, legal actions and player to move
// into out.
func (b *batch) describe(i int, out *outputs) error {
	e := b.envs[i]
	p := e.toMove()
	if out.toMove != nil {
		out.toMove[i] = int32(p)
	}
	if out.masks != nil {
		if err := e.mask(out.masks[i*b.numActions : (i+1)*b.numActions]); err != nil {
			return err
		}
	} else {
		e.legal() // for the check of the next step's actions
	}
	if out.obs != nil {
		size := b.shape.Size()
		if err := e.observe(max(p, 0), out.obs[i*size:(i+1)*size]); err != nil {
			return err
		}
	}
	if out.planes != nil || out.vector != nil {
		return b.describeCompact(i, max(p, 0), out)
	}
	return nil
}

// run calls f for every game, the games split in contiguous chunks, one per
// worker, each worker on its own goroutine (the first on the caller's). It
// returns the error of the first game that failed, if any; a panic in f is
// recovered as an error. buf is scratch space of the worker.
func (b *batch) run(f func(i int, buf *[]byte) error) error {
	chunk := (b.n + b.workers - 1) / b.workers
	var wg sync.WaitGroup
	for w := 1; w < b.workers; w++ {
		lo, hi := w*chunk, min(b.n, (w+1)*chunk)
		if lo >= hi {
			b.errs[w] = nil
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			b.errs[w] = b.chunk(lo, hi, f)
		}()
	}
	b.errs[0] = b.chunk(0, min(b.n, chunk), f)
	wg.Wait()
	for _, err := range b.errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// chunk calls f for games lo to hi-1, stopping at the first error.
func (b *batch) chunk(lo, hi int, f func(i int, buf *[]byte) error) (err error) {
	i := lo
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("game %d: %w", i, recovered(v))
		}
	}()
	var buf []byte
	for ; i < hi; i++ {
		if err := f(i, &buf); err != nil {
			return fmt.Errorf("game %d: %w", i, err)
		}
	}
	return nil
}
