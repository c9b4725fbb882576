package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/boardrules/kingdoms"
)

// env is a game under way, behind a handle or in a slot of a batch: a
// state, the move being chosen action by action (a kingdoms.Prefix) and
// scratch space reused from call to call. An env is not safe for
// concurrent use; the handle table serializes the calls on one handle.
type env interface {
	// gameName is the name of the env's game.
	gameName() string
	// numActions is the number of distinct actions of the game
	// (kingdoms.Actions.NumActions).
	numActions() int
	// actionRanges returns the ranges of the game's numbering
	// (kingdoms.ActionLayout) as a JSON array (see rangesJSON).
	actionRanges() ([]byte, error)
	// players is the number of players.
	players() int
	// shape is the shape of the observations.
	shape() kingdoms.Shape
	// toMove is the player to move, -1 once the game is over.
	toMove() int
	// terminal reports whether the game is over.
	terminal() bool
	// prefix is the move under way: the actions taken since the last
	// move was completed.
	prefix() kingdoms.Prefix
	// step takes action a: it completes a move, which is played (moved
	// is true), or extends the prefix. An action that is not legal
	// changes nothing.
	step(a int) (moved bool, err error)
	// play plays the move written in the game's notation; it is refused
	// while a move is under way.
	play(text string) error
	// legal returns the actions legal after the prefix, increasing; the
	// slice is the env's and is valid until the env changes.
	legal() []int32
	// mask writes the legal actions as 0 and 1 into dst[:numActions].
	mask(dst []uint8) error
	// observe writes player's observation into dst[:shape.Size()].
	observe(player int, dst []float32) error
	// scores writes each player's score into dst[:players].
	scores(dst []float64) error
	// rewards writes each player's reward into dst[:players] (see
	// writeRewards).
	rewards(dst []float32) error
	// lastMove is the notation of the last move played, "" before the
	// first.
	lastMove() string
	// clone returns an independent copy, prefix included.
	clone() env
	// view returns player's view of the state, at the start of a move.
	view(player int) (env, error)
	// determinize returns a complete state drawn from player's view,
	// with randomness from seed, at the start of a move.
	determinize(player int, seed uint64) (env, error)
	// marshal returns the state's JSON document (without the prefix).
	marshal() ([]byte, error)
	// restart starts a new game in place, configured by config (a JSON
	// object the game reads as is).
	restart(config []byte) error
}

// gameEnv is the env of a game with state type S and move type M.
type gameEnv[S any, M comparable] struct {
	a      *adapter[S, M]
	s      S
	p      kingdoms.Prefix
	acts   []int32 // the legal actions after p, when actsOK
	actsOK bool
	last   M
	played bool // last holds a move
	// hist is the moves played since the game started (see notation.go),
	// reused from game to game.
	hist []M
	// rng draws the env's random actions (see sample.go).
	rng rand.PCG
	// Reads of the state kept between calls, as each call through the
	// game's interface copies the state: the player to move and whether
	// the game is over, while stOK (forgotten when the state changes,
	// see moved); the players, the shape of the observations and the
	// number of actions, which depend only on the game's configuration,
	// while dimsOK (forgotten when the game restarts).
	mover      int
	over, stOK bool
	np, nact   int
	sh         kingdoms.Shape
	dimsOK     bool
}

func (e *gameEnv[S, M]) gameName() string        { return e.a.g.Name() }
func (e *gameEnv[S, M]) numActions() int         { return e.dims().nact }
func (e *gameEnv[S, M]) players() int            { return e.dims().np }
func (e *gameEnv[S, M]) shape() kingdoms.Shape   { return e.dims().sh }
func (e *gameEnv[S, M]) toMove() int             { return e.turn().mover }
func (e *gameEnv[S, M]) terminal() bool          { return e.turn().over }
func (e *gameEnv[S, M]) prefix() kingdoms.Prefix { return e.p }

// dims returns e with its players, shape and number of actions read.
func (e *gameEnv[S, M]) dims() *gameEnv[S, M] {
	if !e.dimsOK {
		e.np, e.sh = e.a.g.Players(e.s), e.a.obs.ObservationShape(e.s)
		e.nact = 0
		if e.a.act != nil {
			e.nact = e.a.act.NumActions(e.s)
		}
		e.dimsOK = true
	}
	return e
}

// turn returns e with its player to move and whether the game is over
// read.
func (e *gameEnv[S, M]) turn() *gameEnv[S, M] {
	if !e.stOK {
		e.mover, e.over = e.a.g.ToMove(e.s), e.a.g.IsTerminal(e.s)
		e.stOK = true
	}
	return e
}

func (e *gameEnv[S, M]) actionRanges() ([]byte, error) {
	if e.a.lay == nil {
		return nil, fail(statusArgument, "%s gives no ranges of its numbering (kingdoms.ActionLayout)", e.a.g.Name())
	}
	return rangesJSON(e.a.lay.ActionRanges(e.s))
}

// changed forgets what was computed from the state or the prefix.
func (e *gameEnv[S, M]) changed() { e.actsOK = false }

func (e *gameEnv[S, M]) step(a int) (bool, error) {
	m, next, done, err := e.a.act.DecodeAction(e.s, e.p, a)
	if err != nil {
		return false, fail(statusIllegal, "action %d after %v: %w", a, e.p, err)
	}
	if !done {
		e.p = next
		e.changed()
		return false, nil
	}
	if err := e.apply(m); err != nil {
		return false, fail(statusInternal, "%s: action %d after %v decoded to %s, which does not apply (a bug of the game's numbering): %w",
			e.a.g.Name(), a, e.p, e.a.g.FormatMove(m), err)
	}
	return true, nil
}

// apply plays m, legal or not, and starts a new move.
func (e *gameEnv[S, M]) apply(m M) error {
	e.stOK = false // the state may change, even when m fails
	if e.a.st != nil {
		if err := e.a.st.ApplyTo(&e.s, m); err != nil {
			return err
		}
	} else {
		next, err := e.a.g.Apply(e.s, m)
		if err != nil {
			return err
		}
		e.s = next
	}
	e.p = kingdoms.Prefix{}
	e.last, e.played = m, true
	e.hist = append(e.hist, m)
	e.changed()
	return nil
}

func (e *gameEnv[S, M]) play(text string) error {
	if e.p.Len() > 0 {
		return fail(statusIllegal, "%s: move %q: the actions %v of another move are under way", e.a.g.Name(), text, e.p)
	}
	m, err := e.a.g.ParseMove(text)
	if err != nil {
		return fail(statusNotation, "%w", err)
	}
	if err := e.apply(m); err != nil {
		return fail(statusIllegal, "%w", err)
	}
	return nil
}

func (e *gameEnv[S, M]) legal() []int32 {
	if !e.actsOK {
		e.acts = e.a.act.AppendActions(e.acts[:0], e.s, e.p)
		e.actsOK = true
	}
	return e.acts
}

func (e *gameEnv[S, M]) mask(dst []uint8) error {
	n := e.numActions()
	if len(dst) < n {
		return errBuffer("legal action mask", len(dst), n)
	}
	if err := kingdoms.ActionMask(dst[:n], e.legal()); err != nil {
		return fail(statusInternal, "%s: %w", e.a.g.Name(), err)
	}
	return nil
}

func (e *gameEnv[S, M]) observe(player int, dst []float32) error {
	if err := e.checkPlayer(player); err != nil {
		return err
	}
	n := e.shape().Size()
	if len(dst) < n {
		return errBuffer("observation", len(dst), n)
	}
	out := e.a.obs.Observe(e.s, player, dst[:n:n])
	if len(out) != n {
		return fail(statusInternal, "%s: Observe wrote %d values for a shape of %d", e.a.g.Name(), len(out), n)
	}
	if &out[0] != &dst[0] {
		copy(dst, out)
	}
	return nil
}

// checkPlayer returns an error when player is not in the game.
func (e *gameEnv[S, M]) checkPlayer(player int) error {
	if n := e.players(); player < 0 || player >= n {
		return fail(statusArgument, "player %d is not in the game (players 0 to %d)", player, n-1)
	}
	return nil
}

func (e *gameEnv[S, M]) scores(dst []float64) error {
	n := e.players()
	if len(dst) < n {
		return errBuffer("scores", len(dst), n)
	}
	for i, sc := range e.a.g.Scores(e.s) {
		dst[i] = float64(sc.Total)
	}
	return nil
}

func (e *gameEnv[S, M]) rewards(dst []float32) error {
	n := e.players()
	if len(dst) < n {
		return errBuffer("rewards", len(dst), n)
	}
	writeRewards(dst[:n], e.terminal(), func() []int { return e.a.g.Winners(e.s) })
	return nil
}

// writeRewards writes the rewards of the library's convention into dst, one
// per player: 0 before the end of the game; at the end, +1 for each winner
// (after the game's tie-breakers; several players may share a victory) and
// -1 for every other player. winners is called only at the end.
func writeRewards(dst []float32, terminal bool, winners func() []int) {
	if !terminal {
		clear(dst)
		return
	}
	for i := range dst {
		dst[i] = -1
	}
	for _, w := range winners() {
		if w >= 0 && w < len(dst) {
			dst[w] = 1
		}
	}
}

func (e *gameEnv[S, M]) lastMove() string {
	if !e.played {
		return ""
	}
	return e.a.g.FormatMove(e.last)
}

func (e *gameEnv[S, M]) clone() env {
	c := *e
	c.acts = slices.Clone(e.acts)
	c.hist = slices.Clone(e.hist)
	return &c
}

func (e *gameEnv[S, M]) view(player int) (env, error) {
	if err := e.checkPlayer(player); err != nil {
		return nil, err
	}
	return e.a.newEnv(e.a.g.View(e.s, player)), nil
}

// determinizeStream is the stream of the PCG generator that determinize
// draws from with the caller's seed: the same as the JSON engine's
// (examples/engine), so that the same seed gives the same state.
const determinizeStream = 0x656e67696e65

func (e *gameEnv[S, M]) determinize(player int, seed uint64) (env, error) {
	if err := e.checkPlayer(player); err != nil {
		return nil, err
	}
	s, err := e.a.g.Determinize(e.s, player, rand.New(rand.NewPCG(seed, determinizeStream)))
	if err != nil {
		return nil, err
	}
	return e.a.newEnv(s), nil
}

func (e *gameEnv[S, M]) marshal() ([]byte, error) {
	doc, err := json.Marshal(any(e.s))
	if err != nil {
		return nil, fail(statusInternal, "%s: the state has no JSON document: %v", e.a.g.Name(), err)
	}
	return doc, nil
}

func (e *gameEnv[S, M]) restart(config []byte) error {
	s, err := e.a.cf.StartJSON(config)
	if err != nil {
		return fail(statusConfig, "%w", err)
	}
	e.s, e.p, e.played = s, kingdoms.Prefix{}, false
	e.stOK, e.dimsOK = false, false
	e.hist = e.hist[:0]
	e.changed()
	return nil
}

// String describes the env for messages.
func (e *gameEnv[S, M]) String() string {
	return fmt.Sprintf("%s game, %d players, player %d to move", e.a.g.Name(), e.players(), e.toMove())
}

// jsonRange is an action range in the JSON of kd_action_ranges.
type jsonRange struct {
	Start int    `json:"start"`
	Count int    `json:"count"`
	Name  string `json:"name"`
	Plane bool   `json:"plane"`
}

// rangesJSON returns ranges as a JSON array of objects with the fields
// start, count, name and plane, by increasing start: [] for none.
func rangesJSON(ranges []kingdoms.ActionRange) ([]byte, error) {
	out := make([]jsonRange, len(ranges))
	for i, r := range ranges {
		out[i] = jsonRange(r)
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, fail(statusInternal, "action ranges: %v", err)
	}
	return b, nil
}
