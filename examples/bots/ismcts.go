package bots

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/boardrules/kingdoms"
)

// DefaultIterations is the iteration budget of an [ISMCTS] bot whose
// [Options] set no budget.
const DefaultIterations = 1000

// DefaultExploration is the UCT exploration constant used when
// [Options].Exploration is zero.
const DefaultExploration = 0.7

// Reward says how [ISMCTS] turns the end of a simulated game into a number
// between 0 and 1 for each player.
type Reward int

const (
	// WinShare gives each of the k winners 1/k and the other players 0
	// (Game.Winners, so the game's tie-breakers apply).
	WinShare Reward = iota
	// ScoreMargin gives player p
	//
	//	1/2 + (total(p) - max over q != p of total(q)) / (2 * scale)
	//
	// clamped to [0, 1], where scale is the largest absolute total of the
	// state (at least 1): 1 for the sole leader by a whole scale, 1/2 for a
	// tie, less behind.
	ScoreMargin
	// Blend is 3/4 of WinShare plus 1/4 of ScoreMargin: winning matters most,
	// and among wins and among losses, the margin.
	Blend
)

// String returns the reward's name as accepted by ParseReward.
func (r Reward) String() string {
	switch r {
	case WinShare:
		return "win"
	case ScoreMargin:
		return "margin"
	case Blend:
		return "blend"
	}
	return fmt.Sprintf("Reward(%d)", int(r))
}

// ParseReward reads a reward name: "win", "margin" or "blend".
func ParseReward(name string) (Reward, error) {
	for _, r := range []Reward{WinShare, ScoreMargin, Blend} {
		if r.String() == name {
			return r, nil
		}
	}
	return 0, fmt.Errorf("bots: unknown reward %q: want win, margin or blend", name)
}

// Options set the budget and the parameters of an [ISMCTS] bot. The zero
// value searches DefaultIterations iterations per move with exploration
// DefaultExploration, the WinShare reward, playouts to the end of the game
// and a prior of DefaultPrior virtual visits that includes the game's
// [Hint]: the settings that the examples' programs use (with their own
// budgets) and that the figures of their documentation measure. Prior:
// NoPrior turns the prior, and with it the hint, off.
type Options struct {
	// Iterations is the number of iterations per move. With Time also set,
	// the search stops at whichever limit comes first.
	Iterations int
	// Time is the thinking time per move; 0 means no time limit.
	Time time.Duration
	// Exploration is the UCT constant c; 0 means DefaultExploration.
	Exploration float64
	// Reward turns a finished simulation into a value for each player.
	Reward Reward
	// MaxPlayoutMoves cuts a random playout after this many moves and scores
	// the state reached as if the game ended there: for WinShare the players
	// with the highest total share the win. 0 plays to the end of the game.
	MaxPlayoutMoves int
	// Prior is the number of virtual visits with which every new node
	// starts, each of value
	//
	//	1/2 + 1/2 * tanh(gain / PriorScale)
	//
	// where gain is the change in the mover's lead over the best opponent
	// (their total minus the best other total) made by the node's move: the
	// judgement of the Greedy bot, as a bias that real visits outweigh. In a
	// game with a [Hint], the hint's points are added to the gain.
	//
	// 0 means DefaultPrior. NoPrior, or any negative value, starts new
	// nodes without virtual visits, so that only real visits count and the
	// hint is not used (plain ISMCTS).
	Prior int
	// PriorScale is the gain, in points, that earns a prior value of about
	// 0.88; 0 means DefaultPriorScale.
	PriorScale float64
}

// DefaultPrior is the number of virtual visits of the prior used when
// Options.Prior is 0. Ten visits is the setting that the documented
// measurements of the bots use (examples/RESULTS.md, and "How games end" in
// arkadia/RULES.md). Against Greedy in 2-player Kingdom
// Builder, ISMCTS(300) won 0.770 of 100 games with it and 0.620 of the same
// deals without it ("Notes on tuning" in examples/RESULTS.md gives the
// commands).
const DefaultPrior = 10

// NoPrior, as Options.Prior, turns the prior off: new nodes start without
// virtual visits and the game's [Hint] is not used.
const NoPrior = -1

// DefaultPriorScale is the PriorScale used when Options.PriorScale is 0.
const DefaultPriorScale = 3

// ISMCTS is single-observer information-set Monte Carlo tree search.
//
// The search for a move of player me in s starts from v = View(s, me) and
// builds one tree whose nodes are sequences of moves from v. Each iteration
//
//  1. samples a complete state d = Determinize(v, me, rng);
//  2. descends the tree, choosing at each node, among the children whose move
//     is legal in d, the one with the highest UCT value
//     mean + c*sqrt(ln(availability)/visits), where mean is the average reward
//     of the player who makes that move and availability counts the
//     iterations in which the move was legal at that node; d follows the
//     chosen moves;
//  3. stops at the first node with a move legal in d that has no child yet,
//     adds a child for one such move drawn at random, and applies it (unless
//     Options.Prior is NoPrior, the new child starts with virtual visits
//     valued by the move's immediate score gain, plus the game's [Hint] if it
//     has one);
//  4. plays uniformly random moves from there to the end of the game (or
//     for MaxPlayoutMoves moves);
//  5. adds the reward of the result (see [Reward]) to every node of the
//     path, each node counting the reward of the player who made its move.
//
// When the game implements [kingdoms.Stepper], d is advanced in place in
// steps 2 to 4 (no copy of the state per move); the search is the same.
//
// It plays the most visited move at the root (ties go to the higher mean
// reward, then to the move first added). The search never looks at s beyond
// ToMove and View, so it plays from what its player knows; every
// determinization is a state consistent with that knowledge, so the moves it
// considers at the root are the moves legal in s.
type ISMCTS[S any, M comparable] struct {
	game kingdoms.Game[S, M]
	step kingdoms.Stepper[S, M] // game's in-place step, or nil
	rng  *rand.Rand
	opt  Options
	buf  []M
	try  []M
	path []*node[M]
	r    []float64
	r2   []float64
	// d is the determinization an iteration plays, kept here so that a
	// game advanced in place is played without copying its state to the
	// heap per iteration.
	d S

	last Stats

	hint Hint[S, M]
}

// Stats describes the last search of an [ISMCTS] bot.
type Stats struct {
	Iterations int           // iterations run
	Elapsed    time.Duration // time spent
	Visits     int           // visits of the chosen move
	Mean       float64       // mean reward of the chosen move for the mover
}

type node[M comparable] struct {
	move     M
	mover    int
	visits   float64
	avail    float64
	reward   float64
	children []*node[M]
	index    map[M]int
}

func (n *node[M]) child(m M) *node[M] {
	if n.index == nil {
		for _, c := range n.children {
			if c.move == m {
				return c
			}
		}
		return nil
	}
	if i, ok := n.index[m]; ok {
		return n.children[i]
	}
	return nil
}

func (n *node[M]) add(m M, mover int) *node[M] {
	c := &node[M]{move: m, mover: mover}
	n.children = append(n.children, c)
	// A short list is scanned; a long one gets an index.
	const indexFrom = 8
	switch {
	case len(n.children) == indexFrom:
		n.index = make(map[M]int, 2*indexFrom)
		for i, c := range n.children {
			n.index[c.move] = i
		}
	case len(n.children) > indexFrom:
		n.index[m] = len(n.children) - 1
	}
	return c
}

// NewISMCTS returns an information-set MCTS bot for g with the given options
// (a zero field takes its default, see [Options]), drawing every random
// choice from rng. The bot adds g's [Hint], if it has one, to its prior.
func NewISMCTS[S any, M comparable](g kingdoms.Game[S, M], rng *rand.Rand, opt Options) *ISMCTS[S, M] {
	if opt.Iterations <= 0 && opt.Time <= 0 {
		opt.Iterations = DefaultIterations
	}
	if opt.Exploration == 0 {
		opt.Exploration = DefaultExploration
	}
	if opt.Prior == 0 {
		opt.Prior = DefaultPrior
	}
	if opt.PriorScale <= 0 {
		opt.PriorScale = DefaultPriorScale
	}
	step, _ := g.(kingdoms.Stepper[S, M])
	return &ISMCTS[S, M]{game: g, step: step, rng: rng, opt: opt, hint: gameHint(g)}
}

// SetHint replaces the hint that the bot adds to the gain of its prior (see
// [Hint]; NewISMCTS sets the game's own, if any); nil leaves the score gain
// alone. A bot whose Options.Prior is NoPrior uses no hint. It returns the
// bot.
func (b *ISMCTS[S, M]) SetHint(h Hint[S, M]) *ISMCTS[S, M] {
	b.hint = h
	return b
}

// Name describes the bot and its budget, such as "ismcts(1000)" or
// "ismcts(2s)".
func (b *ISMCTS[S, M]) Name() string {
	budget := ""
	if b.opt.Iterations > 0 {
		budget = fmt.Sprint(b.opt.Iterations)
	}
	if b.opt.Time > 0 {
		if budget != "" {
			budget += ","
		}
		budget += b.opt.Time.String()
	}
	return "ismcts(" + budget + ")"
}

// LastStats describes the last search.
func (b *ISMCTS[S, M]) LastStats() Stats { return b.last }

// Choose searches from what the player to move in s can see and returns the
// move it finds best, as described on [ISMCTS].
func (b *ISMCTS[S, M]) Choose(s S) (M, error) {
	var zero M
	g := b.game
	me := g.ToMove(s)
	if me < 0 {
		return zero, errTerminal
	}
	view := g.View(s, me)
	root := &node[M]{mover: -1}
	start := time.Now()
	var deadline time.Time
	if b.opt.Time > 0 {
		deadline = start.Add(b.opt.Time)
	}
	iter := 0
	for {
		if b.opt.Iterations > 0 && iter >= b.opt.Iterations {
			break
		}
		if b.opt.Time > 0 && iter > 0 && !time.Now().Before(deadline) {
			break
		}
		if err := b.iterate(root, view, me); err != nil {
			return zero, err
		}
		iter++
	}
	var best *node[M]
	for _, c := range root.children {
		if best == nil || c.visits > best.visits ||
			c.visits == best.visits && c.reward/c.visits > best.reward/best.visits {
			best = c
		}
	}
	if best == nil {
		return zero, fmt.Errorf("bots: %s: no legal move in any determinization of a state where player %d is to move", g.Name(), me)
	}
	b.last = Stats{Iterations: iter, Elapsed: time.Since(start), Visits: int(best.visits), Mean: best.reward / best.visits}
	return best.move, nil
}

// iterate runs one iteration of the search from a fresh determinization.
func (b *ISMCTS[S, M]) iterate(root *node[M], view S, me int) error {
	g := b.game
	var err error
	if b.d, err = g.Determinize(view, me, b.rng); err != nil {
		return fmt.Errorf("bots: %s: %w", g.Name(), err)
	}
	d := &b.d
	n := root
	b.path = append(b.path[:0], root)
	c := b.opt.Exploration
	for !g.IsTerminal(*d) {
		if b.step != nil {
			b.buf = b.step.AppendLegalTo(b.buf[:0], d)
		} else {
			b.buf = g.AppendLegal(b.buf[:0], *d)
		}
		b.try = b.try[:0]
		var best *node[M]
		bestU := math.Inf(-1)
		for _, m := range b.buf {
			ch := n.child(m)
			if ch == nil {
				b.try = append(b.try, m)
				continue
			}
			ch.avail++
			u := ch.reward/ch.visits + c*math.Sqrt(math.Log(ch.avail)/ch.visits)
			if u > bestU {
				best, bestU = ch, u
			}
		}
		expand := len(b.try) > 0
		if expand {
			m := b.try[b.rng.IntN(len(b.try))]
			n = n.add(m, g.ToMove(*d))
		} else if best != nil {
			n = best
		} else {
			return fmt.Errorf("bots: %s: a non-terminal state has no legal move", g.Name())
		}
		// The prior values a new node by its move's score gain and hint,
		// read before the move is played in place.
		prior := expand && b.opt.Prior > 0
		var before int
		var hint float64
		if prior {
			before = lead(g.Scores(*d), n.mover)
			if b.hint != nil {
				hint = b.hint(*d, n.move)
			}
		}
		if b.step != nil {
			err = b.step.ApplyTo(d, n.move)
		} else {
			*d, err = g.Apply(*d, n.move)
		}
		if err != nil {
			return fmt.Errorf("bots: %s: legal move %s did not apply: %w", g.Name(), g.FormatMove(n.move), err)
		}
		if prior {
			gain := float64(lead(g.Scores(*d), n.mover) - before)
			if b.hint != nil {
				gain += hint
			}
			n.visits = float64(b.opt.Prior)
			n.avail = n.visits
			n.reward = n.visits * (0.5 + 0.5*math.Tanh(gain/b.opt.PriorScale))
		}
		b.path = append(b.path, n)
		if expand {
			break
		}
	}
	if err := b.playout(d); err != nil {
		return err
	}
	b.r, b.r2 = reward(g, *d, b.opt.Reward, b.r, b.r2)
	for _, n := range b.path {
		n.visits++
		if n.mover >= 0 {
			n.reward += b.r[n.mover]
		}
	}
	return nil
}

// playout plays random moves from d to the end of the game or for
// MaxPlayoutMoves moves, with the bot's own move buffer.
func (b *ISMCTS[S, M]) playout(d *S) error {
	_, buf, err := kingdoms.PlayoutTo(b.game, d, b.rng, b.opt.MaxPlayoutMoves, b.buf)
	b.buf = buf
	if err != nil {
		return fmt.Errorf("bots: in a playout: %w", err)
	}
	return nil
}

// reward computes each player's reward in the state d that ends a
// simulation. It fills and returns out, and uses tmp as scratch space.
func reward[S any, M comparable](g kingdoms.Game[S, M], d S, kind Reward, out, tmp []float64) ([]float64, []float64) {
	if kind == ScoreMargin {
		return margins(g.Scores(d), out), tmp
	}
	if g.IsTerminal(d) {
		out = winShares(g, d, out)
	} else {
		out = leaders(g.Scores(d), out)
	}
	if kind == WinShare {
		return out, tmp
	}
	tmp = margins(g.Scores(d), tmp)
	for p := range out {
		out[p] = 0.75*out[p] + 0.25*tmp[p]
	}
	return out, tmp
}

// leaders shares a win between the players with the highest total.
func leaders(sc []kingdoms.Score, out []float64) []float64 {
	out = out[:0]
	best, k := math.MinInt, 0
	for _, x := range sc {
		switch {
		case x.Total > best:
			best, k = x.Total, 1
		case x.Total == best:
			k++
		}
	}
	for _, x := range sc {
		if x.Total == best {
			out = append(out, 1/float64(k))
		} else {
			out = append(out, 0)
		}
	}
	return out
}

// margins computes the ScoreMargin reward of each player.
func margins(sc []kingdoms.Score, out []float64) []float64 {
	out = out[:0]
	scale := 1
	for _, x := range sc {
		scale = max(scale, x.Total, -x.Total)
	}
	for p := range sc {
		r := 0.5 + float64(lead(sc, p))/float64(2*scale)
		out = append(out, min(1, max(0, r)))
	}
	return out
}
