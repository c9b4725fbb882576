package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// adapter serves one game through its kingdoms.Game value and the few
// functions the generic contract does not have.
type adapter[S any, M comparable] struct {
	name string
	g    kingdoms.Game[S, M]
	// newState sets up a game from the request's config object.
	newState func(config json.RawMessage) (S, error)
	// observe and shape are the package's Observe and the shape of its
	// encoding for a state.
	observe func(s S, player int, dst []float32) []float32
	shape   func(s S) shape
	render  func(s S) []byte
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
		s, err := a.newState(req.Config)
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
		sh := a.shape(s)
		resp.Game = a.name
		resp.Shape = &sh
		resp.Observation = a.observe(s, p, nil)
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

// decodeConfig decodes a config object into c, refusing unknown options.
func decodeConfig(raw json.RawMessage, c any) error {
	return decodeStrict(raw, c)
}

var kingdominoGame = &adapter[kingdomino.State, kingdomino.Move]{
	name: "kingdomino",
	g:    kingdomino.Game,
	newState: func(raw json.RawMessage) (kingdomino.State, error) {
		var c kingdomino.Config
		if err := decodeConfig(raw, &c); err != nil {
			return kingdomino.State{}, err
		}
		return kingdomino.New(c)
	},
	observe: kingdomino.Observe,
	shape:   func(s kingdomino.State) shape { return shape(s.ObservationShape()) },
	render:  render.Kingdomino,
}

var kingdomBuilderGame = &adapter[kingdombuilder.State, kingdombuilder.Move]{
	name: "kingdombuilder",
	g:    kingdombuilder.Game,
	newState: func(raw json.RawMessage) (kingdombuilder.State, error) {
		var c kingdombuilder.Config
		if err := decodeConfig(raw, &c); err != nil {
			return kingdombuilder.State{}, err
		}
		return kingdombuilder.New(c)
	},
	observe: kingdombuilder.Observe,
	shape:   func(s kingdombuilder.State) shape { return shape(s.ObservationShape()) },
	render:  render.KingdomBuilder,
}

// arkadiaConfig is arkadia.Config as the engine reads it: the edition as
// its text (the format of arkadia.ParseEdition; absent for the default
// edition) and the lot as a square in notation and a turn.
type arkadiaConfig struct {
	Players int
	Seed    uint64
	Edition *string
	Lot     *struct {
		Square string `json:"square"`
		Turn   int    `json:"turn"`
	}
	FirstGame bool
}

var arkadiaGame = &adapter[arkadia.State, arkadia.Move]{
	name: "arkadia",
	g:    arkadia.Game,
	newState: func(raw json.RawMessage) (arkadia.State, error) {
		var j arkadiaConfig
		if err := decodeConfig(raw, &j); err != nil {
			return arkadia.State{}, err
		}
		c := arkadia.Config{Players: j.Players, Seed: j.Seed, FirstGame: j.FirstGame}
		if j.Edition != nil {
			ed, err := arkadia.ParseEdition(strings.NewReader(*j.Edition))
			if err != nil {
				return arkadia.State{}, fmt.Errorf("bad edition text: %w", err)
			}
			c.Edition = ed
		}
		if j.Lot != nil {
			q, err := arkadia.ParseSquare(j.Lot.Square)
			if err != nil {
				return arkadia.State{}, fmt.Errorf("bad lot square: %w", err)
			}
			c.Lot = &arkadia.Lot{Square: q, Turn: j.Lot.Turn}
		}
		return arkadia.New(c)
	},
	observe: arkadia.Observe,
	shape:   func(s arkadia.State) shape { return shape(s.ObservationShape()) },
	render:  render.Arkadia,
}
