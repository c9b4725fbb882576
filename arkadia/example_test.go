package arkadia_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
)

// A first game for two: the reconstructed first-game set-up, drawn.
func ExampleNew() {
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1, FirstGame: true})
	if err != nil {
		panic(err)
	}
	fmt.Print(s)
	// Output:
	// a b c d e f g h i j k l m n o p
	//   1 . . . . . . . . . . . . . . . t
	//   2 . . . . . t 6O. . . . . . t . .
	//   3 . . t . . . 6Ot . . t . . . . .
	//   4 t . . . . 6O6O3B3B3B. . . . . .
	//   5 . . . . t 2OR0O0B0S0. t . t . .
	//   6 . . . . 2O2O-0####-04S4S4S4S. .
	//   7 . t . . t 7BS0B0O0R0. . . . . .
	//   8 . . . t . 7B1R1R5R5R5Rt . t . .
	//   9 . t . . . 7B7Bt . 5Rt . . . . .
	//  10 . . . . . t . . . . . . . t . .
	//  11 t . . . . . . . . . . . . . . .
	//  12 . . t . . . . t . . t . . . . .
	// castle (floor 1): g5:R h5:O i5:B j5:S j6:- j7:R i7:O h7:B g7:S g6:-
	// values: red 2 olive 2 black 2 silver 2
	// pools: floor 1 3R 3O 3B 3S; floor 2 3R 3O 3B 3S; floor 3 1R 1O 1B 1S
	// face up: [3R 6R 7O]; pile: 22 cards; neutral reserve: 18
	// > player 0: hand [1O 1B 2R 7S], seals 0R 0O 0B 0S, gold 0, screen 3+3n, reserve 8, banners 4
	//   player 1: hand [3O 3B 3S 7S], seals 0R 0O 0B 0S, gold 0, screen 3+3n, reserve 8, banners 4
	// player 0 to move, phase action
}

// The first moves of a game, and what they change.
func ExampleApply() {
	s, _ := arkadia.New(arkadia.Config{Players: 3, Seed: 5, FirstGame: true})
	for _, text := range []string{"worker e7", "worker d6"} {
		m, err := arkadia.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if s, err = arkadia.Apply(s, m); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(m, "->", s.Phase())
	}
	legal := arkadia.Legal(s)
	fmt.Println(len(legal), "legal moves, the last is", legal[len(legal)-1])
	// Output:
	// worker e7 -> workers
	// worker d6 -> workers
	// 3 legal moves, the last is stop
}

// Notation: moves print and parse as words.
func ExampleParseMove() {
	for _, text := range []string{"play 6R 3 e5", "castle S g5", "sell R 7", "fly away"} {
		m, err := arkadia.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(m.Kind(), m)
	}
	// Output:
	// play play 6R 3 e5
	// castle castle S g5
	// sell sell R 7
	// arkadia: move "fly away": unknown word "fly" (want play, worker, neutral, pass, stop, castle, draw, take, banner, decline, sell or done): bad notation
}

// A whole random game through the generic tools of the kingdoms package,
// with the package's Game value.
func Example_playout() {
	s, _ := arkadia.New(arkadia.Config{Players: 4, Seed: 2024})
	end, n, err := kingdoms.Playout(arkadia.Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(n > 0, end.IsTerminal())
	for p, sc := range arkadia.Game.Scores(end) {
		fmt.Println("player", p, sc.Total, sc.Parts)
	}
	fmt.Println("winners", arkadia.Game.Winners(end))
	// Output:
	// true true
	// player 0 21 [{gold from sales during the game 0} {final sale: 5 olive x 3 15} {final sale: 2 black x 1 2} {final sale: 1 silver x 4 4}]
	// player 1 60 [{gold from sales during the game 6} {final sale: 9 red x 2 18} {final sale: 2 olive x 3 6} {final sale: 14 black x 1 14} {final sale: 4 silver x 4 16}]
	// player 2 38 [{gold from sales during the game 0} {final sale: 2 red x 2 4} {final sale: 3 olive x 3 9} {final sale: 1 black x 1 1} {final sale: 6 silver x 4 24}]
	// player 3 50 [{gold from sales during the game 11} {final sale: 7 red x 2 14} {final sale: 3 olive x 3 9} {final sale: 4 silver x 4 16}]
	// winners [1]
}

// What a player sees of the others, and a determinization of it.
func ExampleState_View() {
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 3})
	v := s.View(0)
	fmt.Println(v.Hand(0) != nil, v.Hand(1), v.HandSize(1), v.Hidden(1))
	d, _ := arkadia.Determinize(v, 0, rand.New(rand.NewPCG(4, 5)))
	fmt.Println(len(d.Hand(1)), d.View(0).Equal(v))
	// Output:
	// true [] 4 true
	// 4 true
}

// A user-supplied edition in the text format, and an error with its line.
func ExampleParseEdition() {
	text := `arkadia-edition 1
name tiny
board 5 6
T.....
......
......
......
.....T
lot R O B S - R O B S -
form 1 house: 0,0 0,1
form 2 farm: 0,0 1,0 1,1
cards 1 R O B S R O B S
cards 2 R O B S R O
`
	e, err := arkadia.ParseEdition(strings.NewReader(text))
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Name(), e.Rows(), "x", e.Cols(), e.Tents(), e.NumCards(), "cards")
	fmt.Println(e.FormName(2), e.Orientations(2))
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1, Edition: e})
	fmt.Println(s.Lot(), s.HandSize(0), s.FaceUp(), s.PileSize())

	_, err = arkadia.ParseEdition(strings.NewReader(strings.Replace(text, "form 2 farm: 0,0 1,0 1,1", "form 2 farm: 0,0 1,1", 1)))
	fmt.Println(err)
	// Output:
	// tiny 5 x 6 [a1 f5] 14 cards
	// farm [[a1 a2 b2] [a1 b1 a2] [a1 b1 b2] [b1 a2 b2]]
	// b3/0 4 [2R 2O 2O] 3
	// arkadia: edition line 11: form 2: squaregrid: bad shape: squares [(0,0) (1,1)] are not connected
}

// Tools start games through the Game value's kingdoms.Configurer, from
// settings or from a Config as JSON (lower-camel keys, matched exactly).
func Example_startJSON() {
	g := arkadia.Game.(kingdoms.Configurer[arkadia.State])
	fmt.Println(g.PlayerRange(), g.Variants()[0].Name)
	s, err := g.StartJSON([]byte(`{"players": 2, "seed": 7, "lot": {"square": "g5", "turn": 0}}`))
	fmt.Println(s.Players(), s.Lot(), err)
	t, _ := g.Start(kingdoms.Settings{Players: 2, Seed: 7, Variants: []string{"first-game"}})
	fmt.Println(t.Lot(), t.Buildings())
	_, err = g.StartJSON([]byte(`{"players": 2, "colour": "red"}`))
	fmt.Println(errors.Is(err, kingdoms.ErrBadConfig), err)
	// Output:
	// {2 4 4} first-game
	// 2 g5/0 <nil>
	// g5/0 7
	// true arkadia: unknown field "colour": bad config
}

// A state's JSON document, read back; a document of another game is refused.
func ExampleState_UnmarshalJSON() {
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	doc, _ := json.Marshal(s)
	fmt.Println(string(doc[:22]))
	var t arkadia.State
	fmt.Println(json.Unmarshal(doc, &t), t.Equal(s))
	fmt.Println(json.Unmarshal([]byte(`{"schema":"kingdomino/1"}`), &t))
	// Output:
	// {"schema":"arkadia/1",
	// <nil> true
	// arkadia: this is a document of "kingdomino", not of "arkadia": bad state document
}

// Legal lists moves in the order of Move.Compare.
func ExampleMove_Compare() {
	moves := []arkadia.Move{arkadia.Done(), arkadia.Worker(arkadia.Square{Row: 4, Col: 6}), arkadia.Pass()}
	slices.SortFunc(moves, arkadia.Move.Compare)
	fmt.Println(moves)
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	fmt.Println(slices.IsSortedFunc(arkadia.Legal(s), arkadia.Move.Compare))
	// Output:
	// [worker g5 pass done]
	// true
}

// The bound on a game's length grows with the players.
func ExampleMaxMoves() {
	for n := 2; n <= 4; n++ {
		fmt.Println(n, arkadia.MaxMoves(arkadia.Config{Players: n}))
	}
	// Output:
	// 2 1138
	// 3 1576
	// 4 2104
}

// An observation for learning code: its shape and a few values.
func ExampleObserve() {
	s, _ := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	sh := s.ObservationShape()
	obs := arkadia.Observe(s, 0, nil)
	fmt.Println(sh, len(obs) == sh.Size())
	// Output:
	// {27 12 16 117} true
}

// A policy network chooses among NumActions actions; AppendActions lists
// the legal ones, DecodeAction gives the move of one and EncodeMove the
// action of a move. Every move of Arkadia is one action, so the prefix is
// always the zero kingdoms.Prefix. In the first game for two, player 0
// holds 1O 1B 2R 7S: card kind 1 (1O) has the plays 356 to 711, its flat
// house at row r, column c being 356 + 15 r + c; workers of the player's
// colour are 18736 plus the square's cell (16 r + c).
func ExampleAppendActions() {
	c := arkadia.Config{Players: 2, Seed: 1, FirstGame: true}
	s, _ := arkadia.New(c)
	fmt.Println("actions:", arkadia.NumActions(c))
	var start kingdoms.Prefix
	acts := arkadia.AppendActions(nil, s, start)
	fmt.Println(len(acts), "legal, from", acts[:3], "to", acts[len(acts)-2:])
	for _, a := range []int{390, 18836} {
		m, _, done, _ := arkadia.DecodeAction(s, start, a)
		fmt.Println(a, "is", m, done)
	}
	m, _ := arkadia.ParseMove("play 2R 0 e2")
	enc, _ := arkadia.EncodeMove(nil, s, m)
	fmt.Println(m, "is", enc)
	_, _, _, err := arkadia.DecodeAction(s, start, 391)
	fmt.Println(err)
	// Output:
	// actions: 19578
	// 547 legal, from [361 362 375] to [19078 19081]
	// 390 is play 1O 0 e3 true
	// 18836 is worker e7 true
	// play 2R 0 e2 is [1443]
	// arkadia: action 391: play 1O 0 f3: the building must lie on empty squares: illegal move
}
