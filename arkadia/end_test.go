package arkadia

import (
	"math/rand/v2"
	"testing"
)

// Rulebook 004, "FIN DU JEU": "A partir de ce moment, chaque joueur a
// exactement un tour à jouer, le jeu s'achève avec la dernière action du
// joueur ayant déclenché la fin du jeu." A last round in which nobody can
// act is still the castle's end, not a stall.
func TestLastRoundOfPassesIsNotAStall(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 3))
	found := 0
	for seed := uint64(0); seed < 400 && found == 0; seed++ {
		s, err := New(Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			ms := Legal(s)
			s, _ = Apply(s, ms[r.IntN(len(ms))])
		}
		if s.EndTriggeredBy() < 0 {
			if !s.Stalled() {
				t.Fatalf("seed %d: the game ended with no trigger and no stall", seed)
			}
			continue
		}
		if s.Stalled() {
			t.Fatalf("seed %d: the castle ended the game (trigger %d), yet it is reported stalled", seed, s.EndTriggeredBy())
		}
		if int(s.passes) == s.Players() {
			found++
		}
	}
	if found == 0 {
		t.Fatal("no game had a last round in which nobody acted")
	}
}
