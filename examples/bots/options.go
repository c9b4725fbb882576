package bots

import (
	"fmt"
	"time"
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
	// DefaultReward, the zero Reward, is WinMargin, or WinShare for a
	// Classic bot.
	DefaultReward Reward = iota
	// WinShare gives each of the k winners 1/k and the other players 0
	// (Game.Winners, so the game's tie-breakers apply).
	WinShare
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
	// WinMargin is 7/10 of WinShare plus 3/10 of the clipped lead
	//
	//	1/2 + 1/2 * clamp((total(p) - max over q != p of total(q)) / MarginScale, -1, 1)
	//
	// the default: a win counts most, and a lead of MarginScale points
	// counts fully whatever the totals, so that the search plays for points
	// in a game it wins or loses anyway.
	WinMargin
)

// String returns the reward's name as accepted by ParseReward.
func (r Reward) String() string {
	switch r {
	case DefaultReward:
		return "default"
	case WinShare:
		return "win"
	case ScoreMargin:
		return "margin"
	case Blend:
		return "blend"
	case WinMargin:
		return "winmargin"
	}
	return fmt.Sprintf("Reward(%d)", int(r))
}

// ParseReward reads a reward name: "win", "margin", "blend", "winmargin" or
// "default".
func ParseReward(name string) (Reward, error) {
	for _, r := range []Reward{DefaultReward, WinShare, ScoreMargin, Blend, WinMargin} {
		if r.String() == name {
			return r, nil
		}
	}
	return 0, fmt.Errorf("bots: unknown reward %q: want win, margin, blend, winmargin or default", name)
}

// Options set the budget and the parameters of an [ISMCTS] bot. The zero
// value is the default bot: the game's default budget (see the package
// documentation; DefaultIterations iterations per move in a game without
// one), the WinMargin reward, informed playouts (epsilon DefaultEpsilon,
// best of the game's sample, DefaultSample in a game without one),
// progressive widening (DefaultWidening), a prior of
// DefaultPrior virtual visits that includes the game's [Hint], and the
// tree kept between the moves of one player's turn. Classic gives the
// first version of the bot (uniformly random playouts, the WinShare reward,
// every legal move tried before any is tried twice, no tree kept), which
// the examples call "ismcts0".
type Options struct {
	// Iterations is the number of iterations per move. With Time also set,
	// the search stops at whichever limit comes first. With neither, the
	// game's default budget applies (DefaultIterations for a Classic bot).
	Iterations int
	// Time is the thinking time per move; 0 means no time limit.
	Time time.Duration
	// Clock, if not nil, measures Time: the search stops once Clock.Now
	// has advanced by Time. A program that plays one game at a time on one
	// thread may pass the CPU time of its process, so that a budget does
	// not shrink when other programs share the machine (the tournament's
	// -clock cpu). nil is the wall clock.
	Clock Clock
	// Exploration is the UCT constant c; 0 means DefaultExploration.
	Exploration float64
	// Reward turns a finished simulation into a value for each player;
	// DefaultReward is WinMargin, or WinShare when Classic is set.
	Reward Reward
	// MarginScale is the lead, in points, that WinMargin counts fully; 0
	// means DefaultMarginScale.
	MarginScale float64
	// MaxPlayoutMoves cuts a playout after this many moves and scores the
	// state reached as if the game ended there: for WinShare the players
	// with the highest total share the win. 0 means the game's default
	// (Arkadia's bot cuts its playouts after 80 moves, see the package
	// documentation; the other games' play to the end, as a Classic bot
	// does), and NoCut, or any negative value, plays to the end of the
	// game.
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

	// Classic selects the first version of the search: uniformly random
	// playouts, every legal move of a node tried once before any is tried
	// twice (in a random order), the WinShare reward unless Reward says
	// otherwise, a new tree for every move, and only the hint that
	// version had (Arkadia's; not Kingdomino's or Kingdom Builder's, which
	// came later): the moves of that version, move for move. Epsilon,
	// Sample, Widening and NoReuse are then ignored.
	Classic bool
	// Epsilon is the probability that a move of a playout is drawn
	// uniformly at random rather than as the best of Sample; 0 means
	// DefaultEpsilon, and a negative value never draws at random.
	Epsilon float64
	// Sample is the number of legal moves a playout draws (with
	// replacement) and values by their gain, to play the best: 0 means
	// the game's default (1 in Arkadia, DefaultSample in the others), and
	// 1 (or NoSample) plays uniformly random moves.
	Sample int
	// Widening bounds the number of children of a node that has had n
	// visits, in the determinization of an iteration, to
	// 1 + floor(Widening * sqrt(n)): a node tries its next move only when
	// its visits justify it. The root takes its moves in the order of
	// their gain (ties at random), the other nodes the best of Sample
	// untried moves. 0 means DefaultWidening; a negative value tries every
	// move once before any twice, as Classic does.
	Widening float64
	// NoReuse starts a new tree for every move. Otherwise, when the bot
	// moves again in the position its last move led to (the rest of its
	// turn), it goes on with the subtree of that move.
	NoReuse bool
}

// A Clock measures time, for [Options].Clock: Now returns the time since
// an origin of the clock's choosing. Give it a comparable dynamic type (a
// struct, not a function) so that Options stay comparable.
type Clock interface {
	Now() time.Duration
}

// The defaults of the search's settings, used when the field of [Options]
// is zero.
const (
	DefaultEpsilon     = 0.2
	DefaultSample      = 6
	DefaultWidening    = 2.0
	DefaultMarginScale = 25
)

// NoSample, as Options.Sample, makes playouts uniformly random.
const NoSample = 1

// NoCut, as Options.MaxPlayoutMoves, plays every playout to the end of the
// game.
const NoCut = -1

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

// A tuning is what the default bot of one game sets differently from the
// defaults above: its iteration budget, so that it answers in well under
// 100 ms a move on one core (BenchmarkDefault), and the number of moves its
// playouts compare, which costs more in a game whose score takes longer to
// count; in Arkadia also the length of its playouts and the worth by which
// it judges positions (ArkadiaWorth), which a Classic bot never uses.
type tuning struct {
	iterations, sample int
	// playout is the default MaxPlayoutMoves; 0 plays to the end.
	playout int
	// worth makes the search measure gains and rewards by the game's own
	// worth of a position (gameWorth) rather than its totals.
	worth bool
}

// tunings are the games' tunings, by the game's Name.
var tunings = map[string]tuning{
	"kingdomino":     {iterations: 2500, sample: DefaultSample},
	"kingdombuilder": {iterations: 500, sample: DefaultSample},
	"arkadia":        {iterations: 1500, sample: NoSample, playout: 80, worth: true},
}

// withDefaults returns o with every zero field set to its default, or to
// the tuning of the game named game if it has one.
func (o Options) withDefaults(game string) Options {
	t, tuned := tunings[game]
	if o.Iterations <= 0 && o.Time <= 0 {
		o.Iterations = DefaultIterations
		if tuned && !o.Classic {
			o.Iterations = t.iterations
		}
	}
	if o.Exploration == 0 {
		o.Exploration = DefaultExploration
	}
	if o.Prior == 0 {
		o.Prior = DefaultPrior
	}
	if o.PriorScale <= 0 {
		o.PriorScale = DefaultPriorScale
	}
	if o.MarginScale <= 0 {
		o.MarginScale = DefaultMarginScale
	}
	if o.Reward == DefaultReward {
		o.Reward = WinMargin
		if o.Classic {
			o.Reward = WinShare
		}
	}
	if o.Classic {
		o.Epsilon, o.Sample, o.Widening, o.NoReuse = 1, NoSample, -1, true
		return o
	}
	if o.Epsilon == 0 {
		o.Epsilon = DefaultEpsilon
	}
	if o.Sample <= 0 {
		o.Sample = DefaultSample
		if tuned {
			o.Sample = t.sample
		}
	}
	if o.Widening == 0 {
		o.Widening = DefaultWidening
	}
	if tuned && o.MaxPlayoutMoves == 0 {
		o.MaxPlayoutMoves = t.playout
	}
	return o
}
