package bots

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"time"

	"github.com/boardrules/kingdoms"
)

// ISMCTS is single-observer information-set Monte Carlo tree search.
//
// The search for a move of player me in s starts from v = View(s, me) and
// builds one tree whose nodes are sequences of moves from v. It first
// values every legal move by its gain (see below) in one determinization of
// v, which orders the moves of the root. Then each iteration
//
//  1. samples a complete state d = Determinize(v, me, rng);
//  2. descends the tree: at each node, when the node may have one more
//     child (progressive widening, see Options.Widening) and a move legal in
//     d has none yet, it adds a child for such a move (at the root the
//     first in the order of gains, elsewhere the best of Options.Sample
//     untried moves drawn at random), applies it and goes to step 3;
//     otherwise it chooses, among the children whose move is legal in d,
//     the one with the highest UCT value
//     mean + c*sqrt(ln(availability)/visits), where mean is the average reward
//     of the player who makes that move and availability counts the
//     iterations in which the move was legal at that node; d follows the
//     chosen moves;
//  3. a new child starts with virtual visits valued by its move's gain
//     (Options.Prior), unless Options.Prior is NoPrior;
//  4. plays a playout from there to the end of the game (or for
//     MaxPlayoutMoves moves): each move is drawn uniformly at random with
//     probability Options.Epsilon, and otherwise is the move of highest
//     gain among Options.Sample legal moves drawn at random;
//  5. adds the reward of the result (see [Reward]) to every node of the
//     path, each node counting the reward of the player who made its move.
//
// The gain of a move is the change it makes at once in its player's lead
// over the best opponent (the judgement of [Greedy]), plus the game's
// [Hint] if it has one.
//
// It plays the most visited move at the root (ties go to the higher mean
// reward, then to the move first added). When it is to move again in the
// position that move leads to (the rest of its turn, in a game where a turn
// is several moves), it goes on with the subtree of that move rather than a
// new tree (unless Options.NoReuse): it recognizes that position by its
// player's view, which must equal the view of the move applied to a
// determinization of the previous one.
//
// With Options.Classic the search is that of the first version of this
// bot: new children for untried moves drawn at random until every legal
// move has one, uniformly random playouts, the WinShare reward, no tree
// kept and only the hint that version had (Arkadia's).
//
// When the game implements [kingdoms.Stepper], d is advanced in place (no
// copy of the state per move); the search is the same. The search never
// looks at s beyond ToMove and View, so it plays from what its player knows;
// every determinization is a state consistent with that knowledge, so the
// moves it considers at the root are the moves legal in s.
type ISMCTS[S any, M comparable] struct {
	game   kingdoms.Game[S, M]
	step   kingdoms.Stepper[S, M] // game's in-place step, or nil
	sample kingdoms.Sampler[S, M] // game's sampler, or nil
	totals kingdoms.Totaler[S]    // game's totals, or nil
	tot    []int
	rng    *rand.Rand
	opt    Options
	buf    []M
	try    []M
	seen   []M
	drawn  []int // indices in the legal moves of the moves in seen
	path   []*node[M]
	r      []float64
	r2     []float64
	// d is the determinization an iteration plays, kept here so that a
	// game advanced in place is played without copying its state to the
	// heap per iteration; tmp is the state in which a move's gain is
	// measured.
	d, tmp S

	// order is the moves of the root, best gain first.
	order []M
	gains []float64

	// kept is the subtree of the last move chosen, for the player keptFor
	// in the position whose view is keptView.
	kept     *node[M]
	keptFor  int
	keptView S

	last Stats

	hint Hint[S, M]
	// change, when not nil, is the game's exact change of the mover's lead
	// made by a move (see gameChange): gain uses it instead of playing the
	// move and counting the totals.
	change func(d *S, m M) (int, bool)
	// batch, when not nil, is the game's gains of several moves at once
	// (see gameGains), which bestOf uses as long as the hint is the
	// game's own; vals holds them.
	batch func(d *S, moves []M, out []float64) bool
	vals  []float64
}

// Stats describes the last search of an [ISMCTS] bot.
type Stats struct {
	Iterations int           // iterations run
	Elapsed    time.Duration // time spent
	Visits     int           // visits of the chosen move
	Mean       float64       // mean reward of the chosen move for the mover
	Reused     int           // visits of the tree kept from the previous move
}

type node[M comparable] struct {
	move     M
	mover    int
	n        int // real visits
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
// choice from rng. The bot adds g's [Hint], if it has one, to its gains.
func NewISMCTS[S any, M comparable](g kingdoms.Game[S, M], rng *rand.Rand, opt Options) *ISMCTS[S, M] {
	step, _ := g.(kingdoms.Stepper[S, M])
	var sample kingdoms.Sampler[S, M]
	if step != nil {
		sample, _ = g.(kingdoms.Sampler[S, M])
	}
	totals, _ := g.(kingdoms.Totaler[S])
	opt = opt.withDefaults(g.Name())
	if t := gameWorth(g); t != nil && !opt.Classic && tunings[g.Name()].worth {
		totals = t
	}
	return &ISMCTS[S, M]{game: g, step: step, sample: sample, totals: totals, rng: rng, opt: opt, hint: gameHint(g, opt), change: gameChange(g), batch: gameGains(g)}
}

// SetHint replaces the hint that the bot adds to the gain of a move (see
// [Hint]; NewISMCTS sets the game's own, if any); nil leaves the score gain
// alone. A Classic bot uses it only in its prior, and a bot whose
// Options.Prior is NoPrior only in its playouts. It returns the bot.
func (b *ISMCTS[S, M]) SetHint(h Hint[S, M]) *ISMCTS[S, M] {
	b.hint = h
	b.batch = nil // the game's batch counts the game's own hint
	return b
}

// Name describes the bot and its budget, such as "ismcts(1000)",
// "ismcts(2s)", or "ismcts0(1000)" for a Classic bot.
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
	if b.opt.Classic {
		return "ismcts0(" + budget + ")"
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
	start := time.Now()
	clock := func() time.Duration { return time.Since(start) }
	if b.opt.Clock != nil {
		clock = b.opt.Clock.Now
	}
	end := clock() + b.opt.Time
	view := g.View(s, me)
	root := b.reuse(view, me)
	reused := root.n
	if !b.opt.Classic {
		if err := b.rank(view, me); err != nil {
			return zero, err
		}
	}
	iter := 0
	for {
		if b.opt.Iterations > 0 && iter >= b.opt.Iterations {
			break
		}
		if b.opt.Time > 0 && iter > 0 && clock() >= end {
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
	if err := b.keep(best, view, me); err != nil {
		return zero, err
	}
	b.last = Stats{Iterations: iter, Elapsed: time.Since(start), Visits: int(best.visits), Mean: best.reward / best.visits, Reused: reused}
	return best.move, nil
}

// reuse returns the tree kept from the last move if view is the position it
// was kept for, and a new root otherwise.
func (b *ISMCTS[S, M]) reuse(view S, me int) *node[M] {
	kept, keptView := b.kept, b.keptView
	var zero S
	b.kept, b.keptView = nil, zero
	if kept == nil || b.keptFor != me || !sameState(view, keptView) {
		return &node[M]{mover: -1}
	}
	kept.mover = -1
	return kept
}

// keep records the subtree of the move chosen, best, and the view of the
// position it leads to, to go on with it at the player's next move.
func (b *ISMCTS[S, M]) keep(best *node[M], view S, me int) error {
	if b.opt.NoReuse {
		return nil
	}
	g := b.game
	d, err := g.Determinize(view, me, b.rng)
	if err != nil {
		return fmt.Errorf("bots: %s: %w", g.Name(), err)
	}
	next, err := g.Apply(d, best.move)
	if err != nil {
		return fmt.Errorf("bots: %s: legal move %s did not apply: %w", g.Name(), g.FormatMove(best.move), err)
	}
	if g.IsTerminal(next) || g.ToMove(next) != me {
		return nil
	}
	b.kept, b.keptFor, b.keptView = best, me, g.View(next, me)
	return nil
}

// sameState reports whether two states are equal, by their Equal method if
// they have one.
func sameState[S any](a, b S) bool {
	if e, ok := any(a).(interface{ Equal(S) bool }); ok {
		return e.Equal(b)
	}
	return reflect.DeepEqual(a, b)
}

// rank orders the legal moves of the root by their gain in one
// determinization of view, best first, ties in a random order.
func (b *ISMCTS[S, M]) rank(view S, me int) error {
	g := b.game
	var err error
	if b.d, err = g.Determinize(view, me, b.rng); err != nil {
		return fmt.Errorf("bots: %s: %w", g.Name(), err)
	}
	b.order = b.legal(b.order[:0], &b.d)
	b.rng.Shuffle(len(b.order), func(i, j int) { b.order[i], b.order[j] = b.order[j], b.order[i] })
	before := 0
	if b.change == nil {
		before = b.lead(&b.d, me)
	}
	b.gains = b.gains[:0]
	for _, m := range b.order {
		v, err := b.gain(&b.d, m, me, before)
		if err != nil {
			return err
		}
		b.gains = append(b.gains, v)
	}
	idx := make([]int, len(b.order))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(i, j int) int {
		switch {
		case b.gains[i] > b.gains[j]:
			return -1
		case b.gains[i] < b.gains[j]:
			return 1
		}
		return 0
	})
	sorted := make([]M, len(idx))
	for k, i := range idx {
		sorted[k] = b.order[i]
	}
	b.order = sorted
	return nil
}

// lead returns player p's lead over the best opponent in *d, reading the
// totals alone when the game is a kingdoms.Totaler.
func (b *ISMCTS[S, M]) lead(d *S, p int) int {
	if b.totals == nil {
		return lead(b.game.Scores(*d), p)
	}
	b.tot = b.totals.AppendTotals(b.tot[:0], d)
	return leadOf(b.tot, p)
}

// legal appends the legal moves of *d to dst.
func (b *ISMCTS[S, M]) legal(dst []M, d *S) []M {
	if b.step != nil {
		return b.step.AppendLegalTo(dst, d)
	}
	return b.game.AppendLegal(dst, *d)
}

// apply plays m on *d.
func (b *ISMCTS[S, M]) apply(d *S, m M) error {
	var err error
	if b.step != nil {
		err = b.step.ApplyTo(d, m)
	} else {
		*d, err = b.game.Apply(*d, m)
	}
	if err != nil {
		return fmt.Errorf("bots: %s: legal move %s did not apply: %w", b.game.Name(), b.game.FormatMove(m), err)
	}
	return nil
}

// gain returns the gain of m, played by mover in *d whose lead is before:
// the change in the mover's lead, plus the hint. *d is unchanged. With the
// game's change (b.change), the callers pass 0 as before, which is then
// counted only if the change cannot tell.
func (b *ISMCTS[S, M]) gain(d *S, m M, mover, before int) (float64, error) {
	if b.change != nil {
		if c, ok := b.change(d, m); ok {
			v := float64(c)
			if b.hint != nil {
				v += b.hint(*d, m)
			}
			return v, nil
		}
		before = b.lead(d, mover) // the callers left it out
	}
	b.tmp = *d
	if err := b.apply(&b.tmp, m); err != nil {
		return 0, err
	}
	v := float64(b.lead(&b.tmp, mover) - before)
	if b.hint != nil {
		v += b.hint(*d, m)
	}
	return v, nil
}

// bestOf returns the move of highest gain among Sample moves drawn from
// moves (with replacement), or, with probability Epsilon, one drawn
// uniformly at random. moves is not empty.
func (b *ISMCTS[S, M]) bestOf(d *S, moves []M) (M, error) {
	if len(moves) == 1 || b.rng.Float64() < b.opt.Epsilon || b.opt.Sample <= 1 {
		// The best of one move drawn is that move: its gain is not
		// counted (the same draws as counting it).
		return moves[b.rng.IntN(len(moves))], nil
	}
	mover := b.game.ToMove(*d)
	before := 0
	if b.change == nil {
		before = b.lead(d, mover)
	}
	// The moves drawn, each once; their gains, counted together by the
	// game's batch when it has one (the gains draw nothing, so the draws
	// are the same either way).
	// The legal moves are distinct, so the moves drawn are told apart by
	// their index, cheaper to compare than a move.
	b.seen, b.drawn = b.seen[:0], b.drawn[:0]
	for range b.opt.Sample {
		if i := b.rng.IntN(len(moves)); !slices.Contains(b.drawn, i) {
			b.drawn = append(b.drawn, i)
			b.seen = append(b.seen, moves[i])
		}
	}
	b.vals = slices.Grow(b.vals[:0], len(b.seen))[:len(b.seen)]
	if b.batch == nil || !b.batch(d, b.seen, b.vals) {
		for i, m := range b.seen {
			v, err := b.gain(d, m, mover, before)
			if err != nil {
				var zero M
				return zero, err
			}
			b.vals[i] = v
		}
	}
	var best M
	bestV := math.Inf(-1)
	for i, v := range b.vals {
		if v > bestV {
			best, bestV = b.seen[i], v
		}
	}
	return best, nil
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
		b.buf = b.legal(b.buf[:0], d)
		b.try = b.try[:0]
		var best *node[M]
		bestU := math.Inf(-1)
		live := 0
		for _, m := range b.buf {
			ch := n.child(m)
			if ch == nil {
				b.try = append(b.try, m)
				continue
			}
			live++
			ch.avail++
			u := ch.reward/ch.visits + c*math.Sqrt(math.Log(ch.avail)/ch.visits)
			if u > bestU {
				best, bestU = ch, u
			}
		}
		expand := len(b.try) > 0 &&
			(b.opt.Widening < 0 || float64(live) <= b.opt.Widening*math.Sqrt(float64(n.n)))
		if expand {
			var m M
			switch {
			case b.opt.Widening < 0:
				m = b.try[b.rng.IntN(len(b.try))]
			case n == root:
				m = b.nextRoot(root)
			default:
				if m, err = b.bestOf(d, b.try); err != nil {
					return err
				}
			}
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
		fast := false
		if prior {
			if b.change != nil {
				before, fast = b.change(d, n.move)
			}
			if !fast {
				before = b.lead(d, n.mover)
			}
			if b.hint != nil {
				hint = b.hint(*d, n.move)
			}
		}
		if err := b.apply(d, n.move); err != nil {
			return err
		}
		if prior {
			// With the game's change, before is the change itself.
			gain := float64(before)
			if !fast {
				gain = float64(b.lead(d, n.mover) - before)
			}
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
	if b.opt.Reward == WinMargin && b.totals != nil {
		b.r = b.winMargin(d, b.r)
	} else {
		b.r, b.r2 = reward(g, *d, b.opt.Reward, b.opt.MarginScale, b.r, b.r2)
	}
	for _, n := range b.path {
		n.n++
		n.visits++
		if n.mover >= 0 {
			n.reward += b.r[n.mover]
		}
	}
	return nil
}

// winMargin is the WinMargin reward of *d computed from the game's totals
// (b.totals is not nil), the same as reward's.
func (b *ISMCTS[S, M]) winMargin(d *S, out []float64) []float64 {
	g := b.game
	b.tot = b.totals.AppendTotals(b.tot[:0], d)
	out = out[:0]
	best, k := math.MinInt, 0
	for _, x := range b.tot {
		switch {
		case x > best:
			best, k = x, 1
		case x == best:
			k++
		}
	}
	if k > 1 && g.IsTerminal(*d) {
		// A tie on the totals at the end: the game's tie-breakers decide.
		// (With one highest total, that player is the winner: every
		// winner has the highest total, as gametest checks, so Winners,
		// which counts the scores again, is not needed.)
		out = winShares(g, *d, out)
	} else {
		for _, x := range b.tot {
			if x == best {
				out = append(out, 1/float64(k))
			} else {
				out = append(out, 0)
			}
		}
	}
	for p := range out {
		m := min(1, max(-1, float64(leadOf(b.tot, p))/b.opt.MarginScale))
		out[p] = 0.7*out[p] + 0.3*(0.5+0.5*m)
	}
	return out
}

// nextRoot returns the first move of the root's order that has no child.
// The moves of the root are legal in every determinization, so the first
// one without a child is untried in this one.
func (b *ISMCTS[S, M]) nextRoot(root *node[M]) M {
	for _, m := range b.order {
		if root.child(m) == nil {
			return m
		}
	}
	return b.try[0] // not reached: the root's moves are those of b.order
}

// playout plays from d to the end of the game or for MaxPlayoutMoves
// moves: uniformly random moves for a Classic bot, and otherwise each move
// as bestOf draws it.
func (b *ISMCTS[S, M]) playout(d *S) error {
	if b.opt.Sample <= 1 || b.opt.Epsilon >= 1 {
		_, buf, err := kingdoms.PlayoutTo(b.game, d, b.rng, b.opt.MaxPlayoutMoves, b.buf)
		b.buf = buf
		if err != nil {
			return fmt.Errorf("bots: in a playout: %w", err)
		}
		return nil
	}
	g := b.game
	for n := 0; b.opt.MaxPlayoutMoves <= 0 || n < b.opt.MaxPlayoutMoves; n++ {
		b.buf = b.legal(b.buf[:0], d)
		if len(b.buf) == 0 {
			if !g.IsTerminal(*d) {
				return fmt.Errorf("bots: %s: in a playout: a state that is not over has no legal move", g.Name())
			}
			return nil
		}
		m, err := b.bestOf(d, b.buf)
		if err != nil {
			return err
		}
		if err := b.apply(d, m); err != nil {
			return err
		}
	}
	return nil
}

// reward computes each player's reward in the state d that ends a
// simulation, scale being WinMargin's MarginScale. It fills and returns
// out, and uses tmp as scratch space.
func reward[S any, M comparable](g kingdoms.Game[S, M], d S, kind Reward, scale float64, out, tmp []float64) ([]float64, []float64) {
	if kind == ScoreMargin {
		return margins(g.Scores(d), out), tmp
	}
	if g.IsTerminal(d) {
		out = winShares(g, d, out)
	} else {
		out = leaders(g.Scores(d), out)
	}
	switch kind {
	case Blend:
		tmp = margins(g.Scores(d), tmp)
		for p := range out {
			out[p] = 0.75*out[p] + 0.25*tmp[p]
		}
	case WinMargin:
		sc := g.Scores(d)
		for p := range out {
			m := min(1, max(-1, float64(lead(sc, p))/scale))
			out[p] = 0.7*out[p] + 0.3*(0.5+0.5*m)
		}
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
