package kingdoms_test

import (
	"encoding/json"
	"fmt"
	"log"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// A game of Kingdomino played to the end by random moves, through the
// generic tools of this package; the same call plays kingdombuilder.Game
// and arkadia.Game. This is the README's first program.
func Example() {
	s, err := kingdomino.New(kingdomino.Config{Players: 4, Seed: 42})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(kingdomino.Legal(s)), "legal moves; player", s.ToMove(), "to move")

	// Moves have a text notation; bad input is an error that says why, never a panic.
	if _, err := kingdomino.ParseMove("pick 99"); err != nil {
		fmt.Println(err)
	}

	// The same generic tools work for every game: here, random moves to the end.
	end, n, err := kingdoms.Playout(kingdomino.Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(n, "moves; winners:", end.Winners())
	for p, sc := range end.Scores() {
		fmt.Println("player", p, "scores", sc.Total, "from", len(sc.Parts), "sources")
	}
	fmt.Print(end.Kingdom(0)) // player 0's kingdom, drawn as text
	// Output:
	// 4 legal moves; player 3 to move
	// kingdomino: move "pick 99": domino "99" is not a number from 1 to 48: bad notation
	// 96 moves; winners: [1]
	// player 0 scores 14 from 11 sources
	// player 1 scores 20 from 14 sources
	// player 2 scores 18 from 13 sources
	// player 3 scores 5 from 8 sources
	// . S L1G2L
	// G1W1F L L
	// W W F1W1L
	// L W C L L
	// W W F1G .
}

// A random game of Kingdom Builder to the end. A player's view (State.View)
// is for reading and for Determinize: Playout refuses to play it.
func ExamplePlayout() {
	s, err := kingdombuilder.New(kingdombuilder.Config{Players: 3, Seed: 7})
	if err != nil {
		log.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	end, n, err := kingdoms.Playout(kingdombuilder.Game, s, rng, 0)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(n, "moves; over:", end.IsTerminal(), "winners:", end.Winners())
	for p, sc := range end.Scores() {
		fmt.Println("player", p, sc.Total, sc.Parts)
	}

	_, _, err = kingdoms.Playout(kingdombuilder.Game, s.View(0), rng, 0)
	fmt.Println(err)
	// Output:
	// 129 moves; over: true winners: [1]
	// player 0 31 [{Discoverers 9} {Fishermen 11} {Citizens 8} {Castles 3}]
	// player 1 44 [{Discoverers 13} {Fishermen 12} {Citizens 13} {Castles 6}]
	// player 2 27 [{Discoverers 12} {Fishermen 7} {Citizens 8} {Castles 0}]
	// kingdombuilder: this is player 0's view: Determinize it first: bad argument
}

// Many playouts with one move buffer, as a search plays them: 200 random
// 2-player games of Kingdomino, and the wins of each seat (a shared
// victory counts for each winner).
func ExamplePlayoutWith() {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []kingdomino.Move
	wins := make([]int, 2)
	moves := 0
	for seed := range uint64(200) {
		s, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: seed})
		if err != nil {
			log.Fatal(err)
		}
		end, n, b, err := kingdoms.PlayoutWith(kingdomino.Game, s, rng, 0, buf)
		if err != nil {
			log.Fatal(err)
		}
		buf = b
		moves += n
		for _, p := range end.Winners() {
			wins[p]++
		}
	}
	fmt.Println("moves:", moves, "wins by seat:", wins)
	// Output:
	// moves: 9600 wins by seat: [105 96]
}

// PlayoutTo plays on a state the caller holds, in place: here an Arkadia
// game, 50 random moves at a time, until it is over.
func ExamplePlayoutTo() {
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: 3})
	if err != nil {
		log.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []arkadia.Move
	for !s.IsTerminal() {
		var n int
		n, buf, err = kingdoms.PlayoutTo(arkadia.Game, &s, rng, 50, buf)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(n, "moves; over:", s.IsTerminal())
	}
	fmt.Println("gold:", s.Gold(0), s.Gold(1), "winners:", s.Winners())
	// Output:
	// 50 moves; over: false
	// 50 moves; over: false
	// 42 moves; over: true
	// gold: 28 57 winners: [1]
}

// A game record in notation is read with ParseMoves and replayed with
// Replay, which returns every state of the game. Replay stops at the first
// move that does not apply and says which: here the fifth (index 4).
func ExampleReplay() {
	s, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	if err != nil {
		log.Fatal(err)
	}
	record := []string{"pick 48", "pick 13", "pick 28", "pick 7", "place 7 0,0 right", "pick 1"}
	moves, err := kingdoms.ParseMoves(kingdomino.Game, record)
	if err != nil {
		log.Fatal(err)
	}
	states, err := kingdoms.Replay(kingdomino.Game, s, moves)
	fmt.Println(len(states), "states; then:", err)
	last := states[len(states)-1]
	fmt.Println("player", last.ToMove(), "to move; legal:", kingdomino.Legal(last)[:3])
	// Output:
	// 5 states; then: kingdomino: move 4: place 7 0,0 right: player 1: square 0,0 is taken (castle): illegal move
	// player 1 to move; legal: [place 7 -1,-1 right place 7 -1,0 right place 7 0,-2 right]
}

// ParseMoves reads a list of moves in a game's notation; the error names
// the first entry it cannot read.
func ExampleParseMoves() {
	moves, err := kingdoms.ParseMoves(kingdombuilder.Game, []string{"place 0,7", "tile paddock 2,19>0,18", "end"})
	fmt.Println(moves, err)
	_, err = kingdoms.ParseMoves(kingdombuilder.Game, []string{"place 0,7", "plaice 0,8"})
	fmt.Println(err)
	// Output:
	// [place 0,7 tile paddock 2,19>0,18 end] <nil>
	// kingdombuilder: move 1: move "plaice 0,8": want "place", "tile" or "end", or an expansion's move: bad notation
}

// A tool that loads saved games reads the schema of a document to pick the
// game that decodes it. Schema finds it wherever it stands: here the
// Arkadia document had its members re-sorted (through a Go map, as jq -S or
// Python's sort_keys would), so "schema" is no longer first.
func ExampleSchema() {
	km, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	ar, _ := arkadia.New(arkadia.Config{Players: 3, Seed: 1})
	doc1, _ := json.Marshal(km)
	doc2, _ := json.Marshal(ar)
	var members map[string]json.RawMessage
	if err := json.Unmarshal(doc2, &members); err != nil {
		log.Fatal(err)
	}
	doc2, _ = json.Marshal(members) // keys in sorted order
	fmt.Println(strings.HasPrefix(string(doc2), `{"schema"`))

	for _, doc := range [][]byte{doc1, doc2, []byte(`{"players": 2}`)} {
		game, version, err := kingdoms.Schema(doc)
		if err != nil {
			fmt.Println(err)
			continue
		}
		switch game {
		case "kingdomino":
			var s kingdomino.State
			err = json.Unmarshal(doc, &s)
			fmt.Println(game, version, err, s.Players(), "players")
		case "arkadia":
			var s arkadia.State
			err = json.Unmarshal(doc, &s)
			fmt.Println(game, version, err, s.Players(), "players")
		}
	}
	// Output:
	// false
	// kingdomino 1 <nil> 2 players
	// arkadia 1 <nil> 3 players
	// no "schema" field: a game's document holds "schema": "<game>/<version>": bad state document
}

// CheckSchema says whether a document is of the game and version a decoder
// expects, and if not, why.
func ExampleCheckSchema() {
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	doc, _ := json.Marshal(s)
	fmt.Println(kingdoms.CheckSchema(doc, "kingdomino", 1))
	fmt.Println(kingdoms.CheckSchema(doc, "kingdombuilder", 1))
	fmt.Println(kingdoms.CheckSchema(doc, "kingdomino", 2))
	// Output:
	// <nil>
	// this is a document of "kingdomino", not of "kingdombuilder": bad state document
	// schema: version 1 of the kingdomino document; this package reads version 2 ("kingdomino/2"): bad state document
}

// A random policy plays a whole game of Kingdom Builder by actions, as a
// policy network would. Most moves are one action; a settlement moved by a
// location tile is two (where from, then where to), so the policy takes
// actions until DecodeAction says the move is done.
func ExampleActions() {
	g := kingdombuilder.Game.(kingdoms.Actions[kingdombuilder.State, kingdombuilder.Move])
	s, err := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(g.NumActions(s), "actions")
	rng := rand.New(rand.NewPCG(1, 2))
	var acts []int32
	moves, actions := 0, 0
	for !s.IsTerminal() {
		var p kingdoms.Prefix
		for {
			acts = g.AppendActions(acts[:0], s, p)
			m, next, done, err := g.DecodeAction(s, p, int(acts[rng.IntN(len(acts))]))
			if err != nil {
				log.Fatal(err)
			}
			actions++
			if !done {
				p = next
				continue
			}
			if s, err = kingdombuilder.Apply(s, m); err != nil {
				log.Fatal(err)
			}
			moves++
			break
		}
	}
	fmt.Println(moves, "moves,", actions, "actions; winners:", s.Winners())
	// Output:
	// 4001 actions
	// 104 moves, 114 actions; winners: [0]
}

// A policy network's output is masked to the legal actions: ActionMask
// turns the list AppendActions gives into a 0/1 mask over every action.
func ExampleActionMask() {
	g := kingdomino.Game.(kingdoms.Actions[kingdomino.State, kingdomino.Move])
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	legal := g.AppendActions(nil, s, kingdoms.Prefix{})
	mask := make([]uint8, g.NumActions(s))
	if err := kingdoms.ActionMask(mask, legal); err != nil {
		log.Fatal(err)
	}
	n := 0
	for _, v := range mask {
		n += int(v)
	}
	fmt.Println(len(mask), "actions,", n, "legal:", legal)
	fmt.Println(kingdoms.ActionMask(mask[:300], legal))
	// Output:
	// 329 actions, 4 legal: [325 326 327 328]
	// bad argument: action 325 does not fit a mask of 300 entries
}

// ActionLayout gives the ranges of a game's numbering as data, and
// FindActionRange the range of one action: here the legal actions of an
// Arkadia position, counted by the range they fall in.
func ExampleFindActionRange() {
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	ranges := arkadia.Game.(kingdoms.ActionLayout[arkadia.State]).ActionRanges(s)
	last := ranges[len(ranges)-1]
	fmt.Println(len(ranges), "ranges; the last:", last.Name, last.Start, last.Count)

	s, _, _ = kingdoms.Playout(arkadia.Game, s, rand.New(rand.NewPCG(1, 2)), 6)
	legal := arkadia.Game.(kingdoms.Actions[arkadia.State, arkadia.Move]).AppendActions(nil, s, kingdoms.Prefix{})
	count := map[string]int{}
	var names []string
	for _, a := range legal {
		i, ok := kingdoms.FindActionRange(ranges, int(a))
		if !ok {
			log.Fatalf("action %d is in no range", a)
		}
		if count[ranges[i].Name] == 0 {
			names = append(names, ranges[i].Name)
		}
		count[ranges[i].Name]++
	}
	for _, name := range names {
		fmt.Printf("%s: %d\n", name, count[name])
	}
	// Output:
	// 131 ranges; the last: done 19577 1
	// play 1r 0: 25
	// play 1r 1: 23
	// play 1b 0: 25
	// play 1b 1: 23
	// play 2s 0: 24
	// play 2s 1: 24
	// play 2s 2: 25
	// play 2s 3: 24
	// play 3b 0: 26
	// play 3b 1: 22
	// worker: 23
}

// Tools start games without knowing their packages: each Game value is a
// Configurer, which gives the player range and the named variants, and
// starts a game from settings or from its Config as JSON.
func ExampleConfigurer() {
	kb := kingdombuilder.Game.(kingdoms.Configurer[kingdombuilder.State])
	fmt.Println("players:", kb.PlayerRange())
	var names []string
	for _, v := range kb.Variants() {
		names = append(names, v.Name)
	}
	fmt.Println("variants:", strings.Join(names, " "))
	s, err := kb.Start(kingdoms.Settings{Players: 3, Seed: 7, Variants: []string{"nomads"}})
	fmt.Println(err, s.Players(), s.Config().Nomads)
	_, err = kb.Start(kingdoms.Settings{Players: 3, Variants: []string{"dragons"}})
	fmt.Println(err)

	km := kingdomino.Game.(kingdoms.Configurer[kingdomino.State])
	t, err := km.StartJSON([]byte(`{"players": 2, "seed": 3, "mightyDuel": true}`))
	fmt.Println(err, t.KingdomSize())
	_, err = km.StartJSON([]byte(`{"Players": 2}`))
	fmt.Println(err)
	// Output:
	// players: {2 5 4}
	// variants: first-game nomads crossroads marshlands harvest capitol caves island
	// <nil> 3 true
	// kingdombuilder: unknown variant "dragons" (variants: first-game, nomads, crossroads, marshlands, harvest, capitol, caves, island): bad config
	// <nil> 7
	// kingdomino: config: unknown field "Players" (the field is "players"): bad config
}

// Learning code reads a state as a tensor: ObservationShape gives its
// size, Observe fills it with what one player sees.
func ExampleObserver() {
	g := arkadia.Game.(kingdoms.Observer[arkadia.State])
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	sh := g.ObservationShape(s)
	obs := g.Observe(s, 0, nil)
	fmt.Printf("%+v: %d values, %d written\n", sh, sh.Size(), len(obs))
	// Output:
	// {Planes:27 Rows:12 Cols:16 Vector:117}: 5301 values, 5301 written
}

// Errors quote their input through Excerpt, so that a huge input never
// comes back whole in a message.
func ExampleExcerpt() {
	fmt.Println(kingdoms.Excerpt("pick 7"))
	fmt.Println(kingdoms.Excerpt(strings.Repeat("pick 7 ", 100)))
	_, err := kingdomino.ParseMove(strings.Repeat("pick 7 ", 100))
	fmt.Println(err)
	// Output:
	// "pick 7"
	// "pick 7 pick 7 pick 7 pick 7 pick 7 pick "... (700 bytes)
	// kingdomino: move "pick 7 pick 7 pick 7 pick 7 pick 7 pick "... (700 bytes): want 2 words: pick D: bad notation
}

// DecodeStrict decodes a JSON document as the games decode theirs: an
// unknown member, a member in another case or trailing data is an error
// naming it.
func ExampleDecodeStrict() {
	var c struct {
		Players int    `json:"players"`
		Seed    uint64 `json:"seed"`
	}
	fmt.Println(kingdoms.DecodeStrict([]byte(`{"players": 3, "seed": 9}`), &c), c.Players, c.Seed)
	fmt.Println(kingdoms.DecodeStrict([]byte(`{"players": 3, "colour": "red"}`), &c))
	fmt.Println(kingdoms.DecodeStrict([]byte(`{"Players": 3}`), &c))
	fmt.Println(kingdoms.DecodeStrict([]byte(`{"players": 3} {}`), &c))
	// Output:
	// <nil> 3 9
	// unknown field "colour"
	// unknown field "Players" (the field is "players")
	// data after the JSON value
}
