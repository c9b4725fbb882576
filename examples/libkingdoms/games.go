package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// games are the games the library serves, by name: the only per-game code
// of the library. Everything else is written against the interfaces of
// package kingdoms.
var games = []game{
	newAdapter(kingdomino.Game),
	newAdapter(kingdombuilder.Game),
	newAdapter(arkadia.Game),
}

// restart starts e again, in place, as a game of g configured by config
// (as game.start reads it).
func restart(g game, e env, config []byte) error {
	fields, err := g.normalizeConfig(config)
	if err != nil {
		return err
	}
	config, err = json.Marshal(fields)
	if err != nil {
		return fail(statusInternal, "config: %v", err)
	}
	return e.restart(config)
}

// lookupGame returns the game called name.
func lookupGame(name string) (game, error) {
	var names []string
	for _, g := range games {
		if g.name() == name {
			return g, nil
		}
		names = append(names, g.name())
	}
	return nil, fail(statusArgument, "unknown game %q; the games are %s", name, strings.Join(names, ", "))
}

// game is one game of the library, whatever its state and move types.
type game interface {
	// name is the game's name, such as "kingdomino".
	name() string
	// start returns a new game configured by config, a JSON object (see
	// normalizeConfig).
	start(config []byte) (env, error)
	// normalizeConfig reads config, a JSON object, and returns its fields
	// with the game's default number of players added when it names none.
	normalizeConfig(config []byte) (map[string]json.RawMessage, error)
	// load returns a game in the state of the JSON document doc.
	load(doc []byte) (env, error)
}

// adapter is a game of the library: a kingdoms.Game value with the
// optional interfaces the library needs.
type adapter[S any, M comparable] struct {
	g   kingdoms.Game[S, M]
	cf  kingdoms.Configurer[S]
	obs kingdoms.Observer[S]
	act kingdoms.Actions[S, M]   // nil while the game does not number its moves
	lay kingdoms.ActionLayout[S] // nil when the game gives no ranges of its numbering
	st  kingdoms.Stepper[S, M]   // nil: states are advanced by value with Apply
	// missing names the interfaces g lacks, or is "".
	missing string
}

// newAdapter serves g. A game that lacks an interface the library needs is
// served all the same: starting it gives an error that names what is
// missing.
func newAdapter[S any, M comparable](g kingdoms.Game[S, M]) *adapter[S, M] {
	a := &adapter[S, M]{g: g}
	a.cf, _ = g.(kingdoms.Configurer[S])
	a.obs, _ = g.(kingdoms.Observer[S])
	a.act, _ = g.(kingdoms.Actions[S, M])
	a.lay, _ = g.(kingdoms.ActionLayout[S])
	a.st, _ = g.(kingdoms.Stepper[S, M])
	var missing []string
	if a.cf == nil {
		missing = append(missing, "kingdoms.Configurer")
	}
	if a.obs == nil {
		missing = append(missing, "kingdoms.Observer")
	}
	if a.act == nil {
		missing = append(missing, "kingdoms.Actions (a numbering of its moves)")
	}
	if len(missing) > 0 {
		a.missing = fmt.Sprintf("%s does not implement %s", g.Name(), strings.Join(missing, " and "))
	}
	return a
}

func (a *adapter[S, M]) name() string { return a.g.Name() }

func (a *adapter[S, M]) start(config []byte) (env, error) {
	if a.missing != "" {
		return nil, fail(statusArgument, "%s", a.missing)
	}
	fields, err := a.normalizeConfig(config)
	if err != nil {
		return nil, err
	}
	config, err = json.Marshal(fields)
	if err != nil {
		return nil, fail(statusInternal, "config: %v", err)
	}
	s, err := a.cf.StartJSON(config)
	if err != nil {
		return nil, fail(statusConfig, "%w", err)
	}
	return a.newEnv(s), nil
}

func (a *adapter[S, M]) load(doc []byte) (env, error) {
	if a.missing != "" {
		return nil, fail(statusArgument, "%s", a.missing)
	}
	var s S
	if _, ok := any(&s).(json.Unmarshaler); !ok {
		return nil, fail(statusArgument, "%s has no JSON documents", a.g.Name())
	}
	if err := json.Unmarshal(doc, &s); err != nil {
		if strings.HasPrefix(err.Error(), a.g.Name()+": ") {
			return nil, fail(statusState, "%w", err) // the game names itself and the field
		}
		return nil, fail(statusState, "%s: state document: %w", a.g.Name(), err) // encoding/json's own checks
	}
	return a.newEnv(s), nil
}

// newEnv returns a game in state s, at the start of a move.
func (a *adapter[S, M]) newEnv(s S) *gameEnv[S, M] {
	return &gameEnv[S, M]{a: a, s: s, acts: make([]int32, 0, 64), hist: make([]M, 0, histCap),
		rng: *rand.NewPCG(0, actionStream)}
}

// normalizeConfig returns the fields of config, a JSON object, with the
// game's default number of players (its PlayerRange.Default) when config
// names none. An empty config is the object {}.
func (a *adapter[S, M]) normalizeConfig(config []byte) (map[string]json.RawMessage, error) {
	if a.missing != "" {
		return nil, fail(statusArgument, "%s", a.missing)
	}
	fields, err := configFields(config)
	if err != nil {
		return nil, err
	}
	if _, ok := fieldFold(fields, "players"); !ok {
		fields["players"] = json.RawMessage(strconv.Itoa(a.cf.PlayerRange().Default))
	}
	return fields, nil
}

// configFields reads a config object's fields, keeping their values as
// they are. An empty or blank config is the object {}.
func configFields(config []byte) (map[string]json.RawMessage, error) {
	fields := map[string]json.RawMessage{}
	if len(bytes.TrimSpace(config)) == 0 {
		return fields, nil
	}
	if err := kingdoms.DecodeStrict(config, &fields); err != nil {
		return nil, fail(statusConfig, "config: %v (want a JSON object such as {\"players\": 2, \"seed\": 7})", err)
	}
	if fields == nil {
		return nil, fail(statusConfig, "config: null (want a JSON object such as {\"players\": 2, \"seed\": 7})")
	}
	return fields, nil
}

// fieldFold returns the name of the field of fields equal to name up to
// case, as encoding/json matches field names.
func fieldFold(fields map[string]json.RawMessage, name string) (string, bool) {
	for k := range fields {
		if strings.EqualFold(k, name) {
			return k, true
		}
	}
	return "", false
}
