package kingdomino_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/kingdomino"
)

// A new game: the first line is drawn and the kings choose in a random order.
func ExampleNew() {
	s, err := kingdomino.New(kingdomino.Config{Players: 3, Seed: 42, Harmony: true})
	if err != nil {
		panic(err)
	}
	fmt.Println("deck:", s.DeckSize(), "removed:", s.Removed(), "rounds:", s.Rounds())
	fmt.Println("first line:", s.NextLine())
	fmt.Println("king order:", s.KingOrder())
	fmt.Println(kingdomino.Legal(s))
	_, err = kingdomino.New(kingdomino.Config{Players: 3, MightyDuel: true})
	fmt.Println(err)
	// Output:
	// deck: 33 removed: 12 rounds: 12
	// first line: [{17 -1} {29 -1} {39 -1}]
	// king order: [2 0 1]
	// [pick 17 pick 29 pick 39]
	// kingdomino: the Mighty Duel is for 2 players, not 3: bad config
}

// Moves are read from their notation, listed by Legal and played by Apply,
// which never changes the state it is given.
func ExampleApply() {
	deck := []kingdomino.Domino{23, 5, 40, 12, 1, 2, 3, 4}
	for d := kingdomino.Domino(6); len(deck) < 24; d++ {
		if d != 12 && d != 23 && d != 40 {
			deck = append(deck, d)
		}
	}
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Deck: deck, KingOrder: []int{0, 1, 1, 0}})
	for _, text := range []string{"pick 23", "pick 5", "pick 40", "pick 12"} {
		m, _ := kingdomino.ParseMove(text)
		s, _ = kingdomino.Apply(s, m)
	}
	fmt.Println("line:", s.Line(), "to move:", s.ToMove())
	// Player 1's king is on domino 5 (forest, forest), first in the line;
	// only its right and down placements are listed (its halves are alike).
	legal := kingdomino.Legal(s)
	fmt.Println(len(legal), "placements, the first:", legal[0])
	m, _ := kingdomino.ParseMove("place 5 0,1 right")
	s, err := kingdomino.Apply(s, m)
	fmt.Println(err, s.Phase())
	_, err = kingdomino.Apply(s, kingdomino.PickMove(40))
	fmt.Println(err)
	s, _ = kingdomino.Apply(s, kingdomino.PickMove(3))
	fmt.Println(s.Kingdom(1))
	// Output:
	// line: [{5 1} {12 0} {23 0} {40 1}] to move: 1
	// 12 placements, the first: place 5 -1,-1 right
	// <nil> picking
	// kingdomino: pick 40: domino 40 is not in the line to pick from (1 2 3 4): illegal move
	// C F F
}

// Scores come with one part per property and per bonus; Winners applies the
// tie-breakers at the end.
func ExampleState_Scores() {
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 7, MiddleKingdom: true})
	end, _, _ := kingdoms.Playout(kingdomino.Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	fmt.Print(end.Kingdom(0))
	sc := end.Scores()[0]
	for _, p := range sc.Parts {
		if p.Points > 0 {
			fmt.Printf("%3d  %s\n", p.Points, p.Source)
		}
	}
	fmt.Println("total", sc.Total, "- winners", end.Winners())
	// Output:
	// . F F L1S2
	// F L C W W
	// G1W W W W
	// L F1W W1G2
	// L L W S .
	//   9  wheat property at 0,1 (9 squares x 1 crown)
	//   1  forest property at 2,-1 (1 square x 1 crown)
	//   1  lake property at -1,1 (1 square x 1 crown)
	//   1  grassland property at 1,-2 (1 square x 1 crown)
	//   2  grassland property at 2,2 (1 square x 2 crowns)
	//   2  swamp property at -1,2 (1 square x 2 crowns)
	// total 16 - winners [1]
}

// String draws the whole table: lines with their kings (the acting one
// marked >), the deck, and every kingdom with its score so far.
func ExampleState_String() {
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 3, Harmony: true})
	s, _, _ = kingdoms.Playout(kingdomino.Game, s, rand.New(rand.NewPCG(1, 1)), 21)
	fmt.Print(s)
	// Output:
	// Kingdomino, 2 players, Harmony
	// round 3 of 6, deck 8, 24 removed
	// line: >1(P1) 30(P0) 34(P0) 35(P1)
	// next: 4 10 23 46
	// player 1 to pick
	// player 0: 9 points
	//   . S W1.
	//   M2C F L1
	//   S G G .
	// player 1: 12 points
	//   . W1F L1
	//   S W C F
	//   W W W .
	//   . . M1.
}

// A state is a JSON document that opens with its schema; decoding checks
// everything and refuses a document of another game.
func ExampleState_MarshalJSON() {
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	s, _ = kingdomino.Apply(s, kingdomino.Legal(s)[0])
	doc, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%.60s...\n", doc)
	var back kingdomino.State
	err = json.Unmarshal(doc, &back)
	fmt.Println(err, back == s)
	err = json.Unmarshal([]byte(`{"schema": "arkadia/1"}`), &back)
	fmt.Println(err)
	// Output:
	// {"schema":"kingdomino/1","players":2,"middleKingdom":false,"...
	// <nil> true
	// kingdomino: this is a document of "arkadia", not of "kingdomino": bad state document
}

// A player does not know the order of the deck (nor, with 2 or 3 players,
// which dominoes were removed): View hides it and Determinize deals it
// again, for search algorithms. A view is for reading: it is not played.
func ExampleDeterminize() {
	s, _ := kingdomino.New(kingdomino.Config{Players: 3, Seed: 5})
	v := s.View(0)
	fmt.Println("same view of the table:", v.NextLine()[0] == s.NextLine()[0], v.DeckSize() == s.DeckSize())
	fmt.Println("moves in the view:", len(kingdomino.Legal(v)))
	_, err := kingdomino.Apply(v, kingdomino.Legal(s)[0])
	fmt.Println(err)
	d, err := kingdomino.Determinize(v, 0, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(err, "a deal consistent with the view:", d.View(0).Equal(v), "moves:", len(kingdomino.Legal(d)))
	_, err = kingdomino.Determinize(v, 3, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(err)
	// Output:
	// same view of the table: true true
	// moves in the view: 0
	// kingdomino: this is player 0's view: Determinize it first: bad argument
	// <nil> a deal consistent with the view: true moves: 3
	// kingdomino: Determinize: player 3 is not in the game (3 players): bad argument
}

// MaxMoves is the length of every game of a config.
func ExampleMaxMoves() {
	fmt.Println(kingdomino.MaxMoves(kingdomino.Config{Players: 4}))
	fmt.Println(kingdomino.MaxMoves(kingdomino.Config{Players: 2}))
	fmt.Println(kingdomino.MaxMoves(kingdomino.Config{Players: 3, Dynasty: true}))
	// Output:
	// 96
	// 48
	// 216
}

// Tools start games without knowing the package: Game is a
// kingdoms.Configurer, which takes settings (players, seed, named variants)
// or a Config as JSON.
func Example_configurer() {
	g := kingdomino.Game.(kingdoms.Configurer[kingdomino.State])
	fmt.Println(g.PlayerRange())
	for _, v := range g.Variants() {
		fmt.Printf("%s: %s\n", v.Name, v.Doc)
	}
	s, err := g.Start(kingdoms.Settings{Players: 2, Seed: 3, Variants: []string{"mighty-duel"}})
	fmt.Println(err, s.KingdomSize(), s.Rounds())
	s, err = g.StartJSON([]byte(`{"players": 3, "seed": 3, "harmony": true}`))
	fmt.Println(err, s.Players(), s.Config().Harmony)
	_, err = g.StartJSON([]byte(`{"players": 3, "colour": "red"}`))
	fmt.Println(err)
	// Output:
	// {2 4 4}
	// middle-kingdom: 10 bonus points for a castle in the middle of its kingdom
	// harmony: 5 bonus points for a kingdom with no domino discarded
	// mighty-duel: 2 players, all 48 dominoes, kingdoms of 7 x 7
	// dynasty: a match of three games whose totals decide
	// <nil> 7 12
	// <nil> 3 true
	// kingdomino: config: unknown field "colour": bad config
}

// A policy network chooses among NumActions actions; AppendActions lists
// the legal ones, DecodeAction gives the move of one and EncodeMove the
// action of a move (every move of Kingdomino is one action: the prefix is
// always the zero one, and MoveOf and ActionOf skip it). Here player 1 places domino 5, whose halves are alike,
// next to the castle: actions 81 to 161 place a domino's right half to the
// right of its left half, (row+4) x 9 + col+4 after 81; 162 to 242 below it.
func ExampleAppendActions() {
	deck := []kingdomino.Domino{23, 5, 40, 12, 1, 2, 3, 4}
	for d := kingdomino.Domino(6); len(deck) < 24; d++ {
		if d != 12 && d != 23 && d != 40 {
			deck = append(deck, d)
		}
	}
	c := kingdomino.Config{Players: 2, Deck: deck, KingOrder: []int{0, 1, 1, 0}}
	s, _ := kingdomino.New(c)
	fmt.Println("actions:", kingdomino.NumActions(s))
	acts := kingdomino.AppendActions(nil, s, kingdoms.Prefix{})
	fmt.Println("choosing from", s.NextLine(), "->", acts)
	for _, text := range []string{"pick 23", "pick 5", "pick 40", "pick 12"} {
		m, _ := kingdomino.ParseMove(text)
		s, _ = kingdomino.Apply(s, m)
	}
	acts = kingdomino.AppendActions(acts[:0], s, kingdoms.Prefix{})
	fmt.Println("placing 5:", acts)
	m, _, done, _ := kingdomino.DecodeAction(s, kingdoms.Prefix{}, 122)
	fmt.Println("122 is", m, "done:", done)
	acts, _ = kingdomino.EncodeMove(acts[:0], s, m)
	fmt.Println(m, "is", acts)
	_, err := kingdomino.MoveOf(s, 121)
	fmt.Println(err)
	// Output:
	// actions: 329
	// choosing from [{5 -1} {12 -1} {23 -1} {40 -1}] -> [325 326 327 328]
	// placing 5: [111 112 119 122 129 130 184 192 194 201 203 211]
	// 122 is place 5 0,1 right done: true
	// place 5 0,1 right is [122]
	// kingdomino: action 121 is place 5 0,0 right, which is not legal: player 1: square 0,0 is taken (castle): illegal move
}

// The encoding of what player 0 sees at the start of a 2-player game: two
// kingdoms of 8 planes of 9 x 9 squares, then the vector.
func ExampleObserve() {
	s, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	if err != nil {
		panic(err)
	}
	sh := s.ObservationShape()
	obs := kingdomino.Observe(s, 0, nil)
	castle := 6*sh.Rows*sh.Cols + 4*sh.Cols + 4 // plane 6, row 4, column 4
	fmt.Printf("%+v, %d values; castle %v\n", sh, len(obs), obs[castle])
	// Output:
	// {Planes:16 Rows:9 Cols:9 Vector:414}, 1710 values; castle 1
}

// ScoreChanges values every placement of the domino to place at once, as a
// greedy player would: here, in the fourth round of a game played at
// random, how many placements gain each number of points, and the first of
// the best.
func ExampleScoreChanges() {
	s, _ := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	rng := rand.New(rand.NewPCG(1, 2))
	for s.Phase() != kingdomino.Placing || s.Round() < 4 {
		legal := kingdomino.Legal(s)
		s, _ = kingdomino.Apply(s, legal[rng.IntN(len(legal))])
	}
	moves := kingdomino.Legal(s)
	changes := make([]int, len(moves))
	if err := kingdomino.ScoreChanges(&s, moves, changes); err != nil {
		fmt.Println(err)
		return
	}
	count := map[int]int{}
	for _, c := range changes {
		count[c]++
	}
	for _, c := range slices.Sorted(maps.Keys(count)) {
		fmt.Printf("a gain of %d points: %d of the moves\n", c, count[c])
	}
	best := slices.Index(changes, slices.Max(changes))
	fmt.Println("the first of the best:", moves[best])
	// Output:
	// a gain of 0 points: 3 of the moves
	// a gain of 2 points: 1 of the moves
	// the first of the best: place 6 1,-2 down
}
