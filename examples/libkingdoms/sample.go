package main

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// This file draws actions in the library, so that a learner never scans a
// mask of every action in its own language: a uniformly random legal
// action, and an action drawn among the legal ones from the caller's
// logits or probabilities. Each env draws from its own PCG generator
// (gameEnv.rng): a clone copies it, so the copy draws what the original
// would.

// actionStream is the stream of the PCG generators that draw random
// actions: an env's generator is seeded with (seed, actionStream), a
// batch's slot i with (the batch's seed + i, actionStream).
const actionStream = 0x616374696f6e73 // "actions"

// seedActions seeds the generator of e's random actions.
func (e *gameEnv[S, M]) seedActions(seed uint64) { e.rng = *rand.NewPCG(seed, actionStream) }

// randomAction returns a legal action drawn uniformly from e's generator.
func (e *gameEnv[S, M]) randomAction() (int32, error) {
	legal := e.legal()
	if len(legal) == 0 {
		return 0, fail(statusIllegal, "%s: the game is over: no action is legal", e.a.g.Name())
	}
	return legal[intN(&e.rng, len(legal))], nil
}

// intN returns a number in [0, n) drawn uniformly from p (Lemire's
// multiply and shift, with its rejection step).
func intN(p *rand.PCG, n int) int {
	hi, lo := bits.Mul64(p.Uint64(), uint64(n))
	if lo < uint64(n) {
		thresh := -uint64(n) % uint64(n)
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), uint64(n))
		}
	}
	return int(hi)
}

// sampler says how sampleAction reads the caller's scores of the actions.
type sampler struct {
	probs       bool    // the scores are probabilities (else logits)
	temperature float64 // 0: the best legal action; else the scores are sharpened by 1/temperature
}

// sampleAction returns a legal action drawn from e's generator with the
// weights that scores (one value per action) give the legal actions: with
// logits, exp(score/temperature) (a softmax over the legal actions); with
// probabilities, score^(1/temperature), renormalized over the legal
// actions. At temperature 0 it returns the legal action with the highest
// score (the lowest such action on a tie). Scores of actions that are not
// legal are never read. A legal action's NaN, a logit of +Inf, a negative
// or infinite probability, or legal actions that all weigh 0 are errors.
func (e *gameEnv[S, M]) sampleAction(scores []float32, how sampler) (int32, error) {
	legal := e.legal()
	if len(legal) == 0 {
		return 0, fail(statusIllegal, "%s: the game is over: no action is legal", e.a.g.Name())
	}
	if n := e.numActions(); len(scores) < n {
		return 0, errBuffer("scores", len(scores), n)
	}
	for _, a := range legal {
		x := float64(scores[a])
		switch {
		case math.IsNaN(x):
			return 0, fail(statusArgument, "the score of legal action %d is NaN", a)
		case how.probs && (x < 0 || math.IsInf(x, 0)):
			return 0, fail(statusArgument, "the probability of legal action %d is %v", a, x)
		case !how.probs && math.IsInf(x, 1):
			return 0, fail(statusArgument, "the logit of legal action %d is +Inf", a)
		}
	}
	if how.temperature == 0 {
		best := legal[0]
		for _, a := range legal[1:] {
			if scores[a] > scores[best] {
				best = a
			}
		}
		if how.probs && scores[best] == 0 || !how.probs && math.IsInf(float64(scores[best]), -1) {
			return 0, fail(statusArgument, "every legal action has weight 0 (%d legal actions)", len(legal))
		}
		return best, nil
	}
	inv := 1 / how.temperature
	var top float64 // the highest logit, subtracted before exp so that no weight overflows
	if !how.probs {
		top = math.Inf(-1)
		for _, a := range legal {
			top = max(top, float64(scores[a]))
		}
		if math.IsInf(top, -1) {
			return 0, fail(statusArgument, "every legal action has a logit of -Inf (%d legal actions)", len(legal))
		}
	}
	weight := func(a int32) float64 {
		x := float64(scores[a])
		if how.probs {
			if inv == 1 || x == 0 {
				return x
			}
			return math.Pow(x, inv)
		}
		return math.Exp((x - top) * inv)
	}
	var sum float64
	for _, a := range legal {
		sum += weight(a)
	}
	if !(sum > 0) || math.IsInf(sum, 0) {
		return 0, fail(statusArgument, "the weights of the %d legal actions sum to %v", len(legal), sum)
	}
	u := float64(e.rng.Uint64()>>11) / (1 << 53) * sum
	last := legal[0]
	for _, a := range legal {
		w := weight(a)
		if w > 0 {
			last = a
			if u < w {
				return a, nil
			}
			u -= w
		}
	}
	return last, nil // u left over by rounding: the last action of weight > 0
}

// samplerOf checks a temperature and a kind of scores given through the C
// API.
func samplerOf(kind int32, temperature float64) (sampler, error) {
	if kind != 0 && kind != 1 {
		return sampler{}, fail(statusArgument, "kind of scores %d: want 0 (logits) or 1 (probabilities)", kind)
	}
	if math.IsNaN(temperature) || temperature < 0 || math.IsInf(temperature, 0) {
		return sampler{}, fail(statusArgument, "temperature %v: want 0 (the best action) or more", temperature)
	}
	return sampler{probs: kind == 1, temperature: temperature}, nil
}

// randomActions writes into out[i] a legal action of game i drawn
// uniformly from the game's generator.
func (b *batch) randomActions(out []int32) error {
	if len(out) < b.n {
		return errBuffer("actions", len(out), b.n)
	}
	for i, e := range b.envs {
		a, err := e.(actionDrawer).randomAction()
		if err != nil {
			return fmtGame(i, err)
		}
		out[i] = a
	}
	return nil
}

// sampleActions writes into out[i] a legal action of game i drawn from row
// i of scores (games x num_actions values) as sampleAction draws, on the
// batch's goroutines.
func (b *batch) sampleActions(scores []float32, how sampler, out []int32) error {
	if len(out) < b.n {
		return errBuffer("actions", len(out), b.n)
	}
	if need := b.n * b.numActions; len(scores) < need {
		return errBuffer("scores", len(scores), need)
	}
	return b.run(func(i int, _ *[]byte) error {
		a, err := b.envs[i].(actionDrawer).sampleAction(scores[i*b.numActions:(i+1)*b.numActions], how)
		if err != nil {
			return err
		}
		out[i] = a
		return nil
	})
}

// seedActions seeds the generator of slot i with seed + i.
func (b *batch) seedActions(seed uint64) {
	for i, e := range b.envs {
		e.(actionDrawer).seedActions(seed + uint64(i))
	}
}

// actionDrawer is an env that draws actions; every gameEnv is one.
type actionDrawer interface {
	seedActions(seed uint64)
	randomAction() (int32, error)
	sampleAction(scores []float32, how sampler) (int32, error)
}

// fmtGame prefixes err with the index of the game of a batch it is about.
func fmtGame(i int, err error) error {
	return fail(statusOf(err), "game %d: %w", i, err)
}
