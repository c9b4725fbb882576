package kingdomino

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestQuick(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 1, Harmony: true, MiddleKingdom: true})
	if err != nil {
		t.Fatal(err)
	}
	end, n, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	t.Log(n, err)
	t.Log(end)
	t.Log(Game.Scores(end))
}
