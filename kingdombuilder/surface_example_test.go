package kingdombuilder_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// A whole game, played with the first legal move each time, is over within
// MaxMoves moves.
func ExampleApply() {
	c := kingdombuilder.FirstGame(2, 7)
	s, err := kingdombuilder.New(c)
	if err != nil {
		panic(err)
	}
	moves := 0
	for !s.IsTerminal() && moves < kingdombuilder.MaxMoves(c) {
		if s, err = kingdombuilder.Apply(s, kingdombuilder.Legal(s)[0]); err != nil {
			panic(err)
		}
		moves++
	}
	fmt.Println("over:", s.IsTerminal(), "winners:", s.Winners())
	for p, sc := range s.Scores() {
		fmt.Println("player", p, sc.Total)
	}
	// Output:
	// over: true winners: [1]
	// player 0 32
	// player 1 33
}

// A state's JSON document opens with its schema and reads back as the
// same state; another game's document is refused.
func ExampleState_MarshalJSON() {
	s, err := kingdombuilder.New(kingdombuilder.FirstGame(2, 1))
	if err != nil {
		panic(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b[:28]))
	var back kingdombuilder.State
	if err := json.Unmarshal(b, &back); err != nil {
		panic(err)
	}
	fmt.Println(back.Equal(s))
	err = json.Unmarshal([]byte(`{"schema":"kingdomino/1"}`), &back)
	fmt.Println(err)
	// Output:
	// {"schema":"kingdombuilder/1"
	// true
	// kingdombuilder: this is a document of "kingdomino", not of "kingdombuilder": bad state document
}

// A view hides the other players' cards; Determinize deals them again.
func ExampleDeterminize() {
	s, err := kingdombuilder.New(kingdombuilder.FirstGame(3, 5))
	if err != nil {
		panic(err)
	}
	v := s.View(1)
	_, known := v.Hand(2)
	fmt.Println("player 1 sees player 2's card:", known)
	d, err := kingdombuilder.Determinize(v, 1, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		panic(err)
	}
	_, known = d.Hand(2)
	fmt.Println("after Determinize:", known)
	_, err = kingdombuilder.Determinize(v, 1, nil)
	fmt.Println(err)
	// Output:
	// player 1 sees player 2's card: false
	// after Determinize: true
	// kingdombuilder: Determinize: the random generator is nil: bad argument
}

// Tools start games from settings (players, seed, variants) or from a
// Config as JSON through Game.
func Example_start() {
	c := kingdombuilder.Game.(kingdoms.Configurer[kingdombuilder.State])
	fmt.Println(c.PlayerRange())
	var names []string
	for _, v := range c.Variants() {
		names = append(names, v.Name)
	}
	fmt.Println(strings.Join(names, " "))
	s, err := c.Start(kingdoms.Settings{Players: 3, Seed: 1, Variants: []string{"first-game", "caves"}})
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Players(), s.Quadrants(), len(s.Caves()), "caves")
	s, err = c.StartJSON([]byte(`{"players": 2, "seed": 1, "cards": ["fishermen", "lords", "hermits"]}`))
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Players(), s.Cards())
	_, err = c.StartJSON([]byte(`{"players": 2, "Colour": "red"}`))
	fmt.Println(err)
	// Output:
	// {2 5 4}
	// first-game nomads crossroads marshlands harvest capitol caves island
	// 3 [tavern paddock oasis farm] 3 caves
	// 2 [Fishermen Lords Hermits]
	// kingdombuilder: unknown field "Colour": bad config
}
