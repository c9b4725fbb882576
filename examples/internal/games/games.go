// Package games is the examples' registry of games: the programs (demo,
// tournament, play, web) are written once against this package and work for
// every game registered here. What a game is (its name, its range of
// players, its variants, how to start one, its JSON documents) the registry
// reads from the game's own contract values ([kingdoms.Game] and
// [kingdoms.Configurer]); it adds only presentation (pictures, notes, the
// regions a player points at) and the seats of the generic bots.
//
// A Table keeps every position of its game, so that a program can show any
// of them as a player sees it (Table.Snapshot: the View, the picture with the
// regions that stand for the legal moves, the scores), save one as the
// game's JSON document (Table.Save) and start again from a document
// (Entry.Load, LoadAny).
package games

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/examples/render"
)

// Config holds the settings a program reads from its flags.
type Config struct {
	// Players is the number of players; 0 means the game's default.
	Players int
	// Seed fixes the game's randomness (and the bots', see Start).
	Seed uint64
	// Variants names the game's variants or expansions to play with.
	Variants []string
}

// Variant is a named option of a game, as its kingdoms.Configurer lists it.
type Variant = kingdoms.Variant

// Entry describes one registered game.
type Entry struct {
	// Name is the game's name on the command line, such as "kingdomino":
	// its kingdoms.Game's Name.
	Name string
	// DefaultPlayers is the number of players used when Config.Players is
	// 0, and MinPlayers and MaxPlayers the range the game takes (its
	// kingdoms.Configurer's PlayerRange).
	DefaultPlayers, MinPlayers, MaxPlayers int
	// Variants lists the variant names Config.Variants may hold (its
	// kingdoms.Configurer's Variants).
	Variants []Variant

	// start builds a table; see Start.
	start func(cfg Config, seats []Seat) (Table, error)
	// load builds a table from a document; see Load.
	load func(doc []byte, seed uint64, seats []Seat) (Table, error)
}

// Start sets up a game from cfg with a seat for each player: seats[i] plays
// for player i. cfg.Players, if zero, is taken from len(seats) when seats is
// not empty and from DefaultPlayers otherwise. Bot i draws its randomness
// from a generator seeded with cfg.Seed and i, so a game between bots with
// iteration budgets is reproducible.
func (e Entry) Start(cfg Config, seats []Seat) (Table, error) {
	if cfg.Players == 0 {
		cfg.Players = len(seats)
	}
	if cfg.Players == 0 {
		cfg.Players = e.DefaultPlayers
	}
	if len(seats) == 0 {
		seats = make([]Seat, cfg.Players)
		for i := range seats {
			seats[i] = Seat{Kind: Human}
		}
	}
	if len(seats) != cfg.Players {
		return nil, fmt.Errorf("%s: %d seats for %d players", e.Name, len(seats), cfg.Players)
	}
	for _, v := range cfg.Variants {
		if !slices.ContainsFunc(e.Variants, func(x Variant) bool { return x.Name == v }) {
			return nil, fmt.Errorf("%s: unknown variant %s; known variants: %s", e.Name, kingdoms.Excerpt(v), e.VariantNames())
		}
	}
	return e.start(cfg, seats)
}

// VariantNames lists the variants' names, separated by commas, or "none".
func (e Entry) VariantNames() string {
	if len(e.Variants) == 0 {
		return "none"
	}
	var names []string
	for _, v := range e.Variants {
		names = append(names, v.Name)
	}
	return strings.Join(names, ", ")
}

// Def defines a game for the registry: its contract value and how to draw
// it. Game must also implement [kingdoms.Configurer]: the registry starts
// games through it.
type Def[S any, M comparable] struct {
	Game kingdoms.Game[S, M]
	// SVG draws a state, or is nil when the game has no picture yet.
	SVG func(s S) ([]byte, error)
	// Notes, when not nil, returns text that helps a human read s beyond
	// its String (such as what is printed on the dominoes in play). s is
	// the viewer's view; legal holds the moves the viewer may see (those
	// of the complete state when the viewer is the one to move, else none:
	// a view lists no moves).
	Notes func(s S, legal []M) string

	// Picture, when not nil, draws a state with the regions a player can
	// point at (see render.Region); Snapshot uses it instead of SVG.
	Picture func(s S) ([]byte, []render.Region)
	// Spots, when not nil, names the regions of Picture that stand for
	// move m in state s: spots are where a player points to make the move
	// (one or two regions, in any order), marks are the regions the move
	// covers, to highlight. A move without spots is made from a list.
	Spots func(s S, m M) (spots, marks []string)
	// Hidden, when not nil, reports whether player p's score cannot be
	// seen in the view s (its Scores are then not the real ones).
	Hidden func(s S, p int) bool
}

// Make turns a definition into a registry entry. It panics when d.Game does
// not implement kingdoms.Configurer: a programming error of the registry,
// which its tests catch.
func Make[S any, M comparable](d Def[S, M]) Entry {
	cf, ok := d.Game.(kingdoms.Configurer[S])
	if !ok {
		panic(fmt.Sprintf("games: %s does not implement kingdoms.Configurer", d.Game.Name()))
	}
	r := cf.PlayerRange()
	return Entry{
		Name:           d.Game.Name(),
		DefaultPlayers: r.Default,
		MinPlayers:     r.Min,
		MaxPlayers:     r.Max,
		Variants:       cf.Variants(),
		start: func(cfg Config, seats []Seat) (Table, error) {
			s, err := cf.Start(kingdoms.Settings{Players: cfg.Players, Seed: cfg.Seed, Variants: cfg.Variants})
			if err != nil {
				return nil, err
			}
			return newTable(d, s, cfg.Seed, seats)
		},
		load: func(doc []byte, seed uint64, seats []Seat) (Table, error) {
			var s S
			if _, ok := any(&s).(json.Unmarshaler); !ok {
				return nil, fmt.Errorf("%s: no JSON documents", d.Game.Name())
			}
			if err := json.Unmarshal(doc, &s); err != nil {
				return nil, err
			}
			if !d.Game.IsTerminal(s) && len(d.Game.Legal(s)) == 0 {
				// Only a view lists no move in a game that is not over
				// (the contract's view rule): nobody could move in it.
				return nil, fmt.Errorf("%s: the document is a player's view, which hides what that player cannot see, so no one can move in it: load the document of the whole game", d.Game.Name())
			}
			if n := d.Game.Players(s); len(seats) == 0 {
				seats = make([]Seat, n)
			} else if len(seats) != n {
				return nil, fmt.Errorf("%s: %d seats for the %d players of the document", d.Game.Name(), len(seats), n)
			}
			return newTable(d, s, seed, seats)
		},
	}
}

// newTable seats the players at a game in state s.
func newTable[S any, M comparable](d Def[S, M], s S, seed uint64, seats []Seat) (Table, error) {
	t := &table[S, M]{def: d, s: s, seats: seats, bots: make([]bots.Bot[S, M], len(seats)), hist: []S{s}}
	for i, seat := range seats {
		rng := rand.New(rand.NewPCG(seed, 0xb07+uint64(i)))
		switch seat.Kind {
		case Human:
		case Random:
			t.bots[i] = bots.NewRandom(d.Game, rng)
		case Greedy:
			t.bots[i] = bots.NewGreedy(d.Game, rng)
		case ISMCTS:
			t.bots[i] = bots.NewISMCTS(d.Game, rng, seat.Options)
		default:
			return nil, fmt.Errorf("seat %d: unknown kind of player %d", i, seat.Kind)
		}
	}
	return t, nil
}

var registry []Entry

// register adds a game to the registry; the per-game files call it from
// init.
func register(e Entry) { registry = append(registry, e) }

// All returns every registered game, in the order kingdomino,
// kingdombuilder, arkadia (those that exist).
func All() []Entry {
	order := []string{"kingdomino", "kingdombuilder", "arkadia"}
	all := slices.Clone(registry)
	slices.SortFunc(all, func(a, b Entry) int {
		return slices.Index(order, a.Name) - slices.Index(order, b.Name)
	})
	return all
}

// Names lists the registered games' names, separated by commas.
func Names() string {
	var names []string
	for _, e := range All() {
		names = append(names, e.Name)
	}
	return strings.Join(names, ", ")
}

// Lookup returns the registered game with the given name.
func Lookup(name string) (Entry, error) {
	for _, e := range registry {
		if e.Name == name {
			return e, nil
		}
	}
	return Entry{}, fmt.Errorf("unknown game %s; the games are: %s", kingdoms.Excerpt(name), Names())
}

// Kind is the kind of player in a seat.
type Kind int

const (
	Human  Kind = iota // moves come from outside, through Table.Play
	Random             // bots.Random
	Greedy             // bots.Greedy
	ISMCTS             // bots.ISMCTS
)

// Seat says who plays for one player.
type Seat struct {
	Kind    Kind
	Options bots.Options // for ISMCTS
}

// String writes the seat as ParseSeat reads it.
func (s Seat) String() string {
	switch s.Kind {
	case Human:
		return "human"
	case Random:
		return "random"
	case Greedy:
		return "greedy"
	case ISMCTS:
		var parts []string
		if s.Options.Iterations > 0 {
			parts = append(parts, strconv.Itoa(s.Options.Iterations))
		}
		if s.Options.Time > 0 {
			parts = append(parts, s.Options.Time.String())
		}
		if s.Options.Reward != bots.DefaultReward {
			parts = append(parts, s.Options.Reward.String())
		}
		if s.Options.MaxPlayoutMoves != 0 {
			parts = append(parts, fmt.Sprintf("playout=%d", max(0, s.Options.MaxPlayoutMoves)))
		}
		if s.Options.Exploration != 0 {
			parts = append(parts, fmt.Sprintf("c=%g", s.Options.Exploration))
		}
		if s.Options.Prior != 0 {
			parts = append(parts, fmt.Sprintf("prior=%d", max(0, s.Options.Prior)))
		}
		if s.Options.Epsilon != 0 {
			parts = append(parts, fmt.Sprintf("eps=%g", max(0, s.Options.Epsilon)))
		}
		if s.Options.Sample != 0 {
			parts = append(parts, fmt.Sprintf("k=%d", s.Options.Sample))
		}
		if s.Options.Widening != 0 {
			parts = append(parts, fmt.Sprintf("w=%g", max(0, s.Options.Widening)))
		}
		if s.Options.NoReuse {
			parts = append(parts, "reuse=0")
		}
		if s.Options.MarginScale > 0 {
			parts = append(parts, fmt.Sprintf("ms=%g", s.Options.MarginScale))
		}
		if s.Options.PriorScale > 0 {
			parts = append(parts, fmt.Sprintf("ps=%g", s.Options.PriorScale))
		}
		name := "ismcts"
		if s.Options.Classic {
			name = "ismcts0"
		}
		if len(parts) == 0 {
			return name
		}
		return name + ":" + strings.Join(parts, ":")
	}
	return fmt.Sprintf("Kind(%d)", int(s.Kind))
}

// SeatSyntax describes what ParseSeat accepts, for flag help.
var SeatSyntax = `human, random, greedy, ismcts or ismcts0, each ismcts[:ITERATIONS][:DURATION][:REWARD][:playout=N][:c=X][:prior=N] ` +
	`(ismcts:2000, ismcts:1s, ismcts:500:blend:playout=30; ismcts0 is the first version of the search, bots.Options.Classic; ` +
	`REWARD is win, margin, blend or winmargin (the default of ismcts); ` +
	`playout=N cuts playouts after N moves (0: to the end; the default of ismcts is the game's: Arkadia 80, others 0); c=X is the UCT exploration constant; ` +
	`eps=X is the share of random moves in playouts, k=N the moves a playout compares, w=X the widening (0: every move once first), ` +
	`reuse=0 a new tree for every move; ms=X the lead in points that the winmargin reward counts fully (default 25); ` +
	`ps=X the gain in points that earns a prior value of about 0.88 (default 3); ` +
	`prior=N starts new nodes with N virtual visits valued by the immediate score gain and the game's hint ` +
	`(default ` + strconv.Itoa(bots.DefaultPrior) + `, 0 turns both off); "mcts" also works)`

// ParseSeat reads a seat: "human", "random", "greedy", or "ismcts" with
// optional settings after colons, as described by SeatSyntax. An ISMCTS seat
// without a budget gets defaultBudget's; its other settings are the zero
// bots.Options, the bots' defaults, unless given: prior=0 is bots.NoPrior.
func ParseSeat(text string, defaultBudget bots.Options) (Seat, error) {
	name, rest, colon := strings.Cut(strings.TrimSpace(text), ":")
	switch strings.ToLower(name) {
	case "human":
		return Seat{Kind: Human}, nil
	case "random":
		return Seat{Kind: Random}, nil
	case "greedy":
		return Seat{Kind: Greedy}, nil
	case "ismcts", "mcts", "ismcts0":
	default:
		return Seat{}, fmt.Errorf("unknown player %q: want %s", text, SeatSyntax)
	}
	seat := Seat{Kind: ISMCTS, Options: bots.Options{
		Iterations: defaultBudget.Iterations,
		Time:       defaultBudget.Time,
		Classic:    strings.EqualFold(name, "ismcts0"),
	}}
	if !colon {
		return seat, nil
	}
	seat.Options.Iterations, seat.Options.Time = 0, 0
	for _, p := range strings.Split(rest, ":") {
		if v, ok := strings.CutPrefix(p, "playout="); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return Seat{}, fmt.Errorf("player %q: %q: want playout=N with N >= 0 moves (0: to the end)", text, p)
			}
			seat.Options.MaxPlayoutMoves = n
			if n == 0 {
				seat.Options.MaxPlayoutMoves = bots.NoCut
			}
		} else if v, ok := strings.CutPrefix(p, "prior="); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return Seat{}, fmt.Errorf("player %q: %q: want prior=N with N >= 0 virtual visits", text, p)
			}
			seat.Options.Prior = n
			if n == 0 {
				seat.Options.Prior = bots.NoPrior
			}
		} else if v, ok := strings.CutPrefix(p, "eps="); ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || !(x >= 0) || x > 1 {
				return Seat{}, fmt.Errorf("player %q: %q: want eps=X with 0 <= X <= 1", text, p)
			}
			seat.Options.Epsilon = x
			if x == 0 {
				seat.Options.Epsilon = -1
			}
		} else if v, ok := strings.CutPrefix(p, "k="); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 1000 {
				return Seat{}, fmt.Errorf("player %q: %q: want k=N with 1 <= N <= 1000 moves", text, p)
			}
			seat.Options.Sample = n
		} else if v, ok := strings.CutPrefix(p, "w="); ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || !(x >= 0) || x > 1000 {
				return Seat{}, fmt.Errorf("player %q: %q: want w=X with 0 <= X <= 1000 (0: every move once first)", text, p)
			}
			seat.Options.Widening = x
			if x == 0 {
				seat.Options.Widening = -1
			}
		} else if v, ok := strings.CutPrefix(p, "ps="); ok {
			x, err := points(text, p, v)
			if err != nil {
				return Seat{}, err
			}
			seat.Options.PriorScale = x
		} else if v, ok := strings.CutPrefix(p, "ms="); ok {
			x, err := points(text, p, v)
			if err != nil {
				return Seat{}, err
			}
			seat.Options.MarginScale = x
		} else if p == "reuse=0" {
			seat.Options.NoReuse = true
		} else if v, ok := strings.CutPrefix(p, "c="); ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || !(x > 0) || x > 100 {
				return Seat{}, fmt.Errorf("player %q: %q: want c=X with 0 < X <= 100", text, p)
			}
			seat.Options.Exploration = x
		} else if n, err := strconv.Atoi(p); err == nil && n > 0 {
			seat.Options.Iterations = n
		} else if d, err := time.ParseDuration(p); err == nil && d > 0 {
			seat.Options.Time = d
		} else if r, err := bots.ParseReward(p); err == nil {
			seat.Options.Reward = r
		} else {
			return Seat{}, fmt.Errorf("player %q: %q is neither a positive iteration count, a duration, a reward nor a setting: want %s", text, p, SeatSyntax)
		}
	}
	if seat.Options.Iterations == 0 && seat.Options.Time == 0 {
		seat.Options.Iterations, seat.Options.Time = defaultBudget.Iterations, defaultBudget.Time
	}
	return seat, nil
}

// points reads v, the value of the setting p of the player text, as a
// number of points: 0 < X <= 1000.
func points(text, p, v string) (float64, error) {
	x, err := strconv.ParseFloat(v, 64)
	if err != nil || !(x > 0) || x > 1000 {
		name, _, _ := strings.Cut(p, "=")
		return 0, fmt.Errorf("player %q: %q: want %s=X with 0 < X <= 1000 points", text, p, name)
	}
	return x, nil
}

// ParseSeats reads a comma-separated list of seats.
func ParseSeats(list string, defaultBudget bots.Options) ([]Seat, error) {
	var seats []Seat
	for _, f := range strings.Split(list, ",") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		s, err := ParseSeat(f, defaultBudget)
		if err != nil {
			return nil, err
		}
		seats = append(seats, s)
	}
	if len(seats) == 0 {
		return nil, errors.New("no players given")
	}
	return seats, nil
}

// ParseBudget reads an ISMCTS budget: an iteration count ("1000") or a
// duration ("500ms").
func ParseBudget(text string) (bots.Options, error) {
	if n, err := strconv.Atoi(text); err == nil && n > 0 {
		return bots.Options{Iterations: n}, nil
	}
	if d, err := time.ParseDuration(text); err == nil && d > 0 {
		return bots.Options{Time: d}, nil
	}
	return bots.Options{}, fmt.Errorf("budget %q: want a positive number of iterations (1000) or a duration (500ms)", text)
}
