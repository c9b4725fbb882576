package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// adapter serves one game through its kingdoms.Game value and the optional
// interfaces every game of the module implements: kingdoms.Configurer (a new
// game from its config as JSON) and kingdoms.Observer.
type adapter[S any, M comparable] struct {
	name   string
	g      kingdoms.Game[S, M]
	setup  kingdoms.Configurer[S]
	obs    kingdoms.Observer[S]
	render func(s S) []byte
}

// newAdapter serves g, drawn by render. It panics when g does not implement
// kingdoms.Configurer and kingdoms.Observer: a programming error of the
// engine, which its tests catch.
func newAdapter[S any, M comparable](g kingdoms.Game[S, M], render func(S) []byte) *adapter[S, M] {
	setup, ok1 := g.(kingdoms.Configurer[S])
	obs, ok2 := g.(kingdoms.Observer[S])
	if !ok1 || !ok2 {
		panic(fmt.Sprintf("engine: %s does not implement kingdoms.Configurer and kingdoms.Observer", g.Name()))
	}
	return &adapter[S, M]{name: g.Name(), g: g, setup: setup, obs: obs, render: render}
}

// handle implements game.
func (a *adapter[S, M]) handle(req *request, resp *response) error {
	if req.Op == "new" {
		if req.State != nil {
			return errors.New(`op "new" takes a "config", not a "state"`)
		}
		if req.Config == nil {
			return errors.New(`op "new" needs a "config" object`)
		}
		s, err := a.setup.StartJSON(req.Config)
		if err != nil {
			return fmt.Errorf("bad config: %w", err)
		}
		return a.describe(s, resp)
	}
	if req.Config != nil {
		return fmt.Errorf("op %q takes a \"state\", not a \"config\"", req.Op)
	}
	if req.State == nil {
		return fmt.Errorf("op %q needs a \"state\" (the document returned by new or apply)", req.Op)
	}
	var s S
	if err := json.Unmarshal(req.State, &s); err != nil {
		return fmt.Errorf("bad state: %w", err)
	}
	player := func() (int, error) {
		if req.Player == nil {
			return 0, fmt.Errorf("op %q needs a \"player\"", req.Op)
		}
		p, n := *req.Player, a.g.Players(s)
		if p < 0 || p >= n {
			return 0, fmt.Errorf("player %d is not in the game (players 0 to %d)", p, n-1)
		}
		return p, nil
	}
	switch req.Op {
	case "apply":
		if req.Move == nil {
			return errors.New(`op "apply" needs a "move" in the game's notation`)
		}
		m, err := a.g.ParseMove(*req.Move)
		if err != nil {
			return fmt.Errorf("bad move %q: %w", *req.Move, err)
		}
		next, err := a.g.Apply(s, m)
		if errors.Is(err, kingdoms.ErrBadArgument) { // a view: for reading and for "determinize"
			return fmt.Errorf("cannot apply %q: %w", *req.Move, err)
		}
		if err != nil {
			return fmt.Errorf("illegal move %q: %w", *req.Move, err)
		}
		return a.describe(next, resp)
	case "legal", "scores":
		return a.describe(s, resp)
	case "view":
		p, err := player()
		if err != nil {
			return err
		}
		return a.describe(a.g.View(s, p), resp)
	case "determinize":
		p, err := player()
		if err != nil {
			return err
		}
		if req.Seed == nil {
			return errors.New(`op "determinize" needs a "seed" (an unsigned integer)`)
		}
		rng := rand.New(rand.NewPCG(*req.Seed, 0x656e67696e65))
		d, err := a.g.Determinize(s, p, rng)
		if err != nil {
			return err
		}
		return a.describe(d, resp)
	case "observe":
		p, err := player()
		if err != nil {
			return err
		}
		sh := shape(a.obs.ObservationShape(s))
		resp.Game = a.name
		resp.Shape = &sh
		resp.Observation = a.obs.Observe(s, p, nil)
		if resp.Observation == nil {
			resp.Observation = []float32{}
		}
		return nil
	case "render":
		resp.Game = a.name
		resp.SVG = string(a.render(s))
		return nil
	}
	return fmt.Errorf("unknown op %q", req.Op)
}

// describe fills resp with s: its document, the player to move, whether it
// is over, its legal moves, the scores and the winners.
func (a *adapter[S, M]) describe(s S, resp *response) error {
	doc, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("the state cannot be written: %w", err)
	}
	resp.Game = a.name
	resp.State = doc
	n, to, over := a.g.Players(s), a.g.ToMove(s), a.g.IsTerminal(s)
	resp.Players, resp.ToMove, resp.Terminal = &n, &to, &over
	moves := a.g.Legal(s)
	legal := make([]string, len(moves))
	for i, m := range moves {
		legal[i] = a.g.FormatMove(m)
	}
	resp.Legal = &legal
	for _, sc := range a.g.Scores(s) {
		parts := make([]part, len(sc.Parts))
		for i, p := range sc.Parts {
			parts[i] = part{p.Source, p.Points}
		}
		resp.Scores = append(resp.Scores, score{sc.Total, parts})
	}
	w := a.g.Winners(s)
	if w == nil {
		w = []int{}
	}
	resp.Winners = &w
	return nil
}

var (
	kingdominoGame     = newAdapter(kingdomino.Game, render.Kingdomino)
	kingdomBuilderGame = newAdapter(kingdombuilder.Game, render.KingdomBuilder)
	arkadiaGame        = newAdapter(arkadia.Game, render.Arkadia)
)
