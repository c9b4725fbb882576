package kingdombuilder

import (
	"math/rand/v2"
	"testing"
)

// Tests that hold the public documentation to the code: what Turn counts,
// the names of the move kinds, the notation examples of Move, the
// deprecated sample functions.

// TestTurnCountsTurnsPlayed plays random games and counts the turns
// independently, by their "end" moves: during a turn, Turn is the number of
// turns finished before it; once the last turn is over (silo phase, end of
// the game) it stays the number of the last turn, so that a finished game
// played Turn()+1 turns.
func TestTurnCountsTurnsPlayed(t *testing.T) {
	var configs []Config
	for seed := uint64(1); seed <= 4; seed++ {
		configs = append(configs, Config{Players: 2 + int(seed%3), Seed: seed})
		configs = append(configs, allConfig(seed))
	}
	configs = append(configs, Config{Players: 3, Seed: 5, Harvest: true, Quadrants: func() (q [4]Quadrant) {
		for i, sec := range SampleHarvestSections() {
			q[i] = Quadrant{Custom: sec}
		}
		return q
	}()})
	silos := 0 // games with a silo phase
	for i, c := range configs {
		s, err := New(c)
		if err != nil {
			t.Fatalf("config %d: %v", i, err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 17))
		ends, over := 0, false // over: the last "end" was played
		for !s.IsTerminal() {
			if silo, _ := s.SiloPhase(); silo != over {
				t.Fatalf("config %d: silo phase %v after %d turns, want %v", i, silo, ends, over)
			}
			if want := ends - b2i(over); s.Turn() != want {
				t.Fatalf("config %d: Turn() = %d after %d turns (over %v), want %d", i, s.Turn(), ends, over, want)
			}
			moves := Legal(s)
			m := moves[r.IntN(len(moves))]
			if m.Kind() == EndTurn {
				ends++
			}
			if s, err = Apply(s, m); err != nil {
				t.Fatalf("config %d: %v", i, err)
			}
			on, _ := s.SiloPhase()
			if on && !over {
				silos++
			}
			over = over || on || s.IsTerminal()
		}
		if s.Turn()+1 != ends {
			t.Errorf("config %d: finished game: Turn() = %d, %d turns played (want Turn()+1)", i, s.Turn(), ends)
		}
	}
	if silos == 0 {
		t.Error("no game had a silo phase")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestMoveKindString: every kind has a distinct name, and a value that is
// no kind reads "invalid".
func TestMoveKindString(t *testing.T) {
	kinds := []MoveKind{PlaceSettlement, UseTile, EndTurn, NomadTile, CrossroadsAction, MarshlandsAction, HarvestAction, QueenieAction}
	if len(kinds) != int(numMoveKinds)-1 {
		t.Fatalf("%d kinds listed, the package has %d", len(kinds), numMoveKinds-1)
	}
	seen := map[string]MoveKind{}
	for _, k := range kinds {
		name := k.String()
		if name == "" || name == "invalid" {
			t.Errorf("MoveKind(%d).String() = %q", k, name)
		}
		if o, ok := seen[name]; ok {
			t.Errorf("MoveKind(%d) and MoveKind(%d) are both %q", o, k, name)
		}
		seen[name] = k
	}
	for _, k := range []MoveKind{0, numMoveKinds, 255} {
		if got := k.String(); got != "invalid" {
			t.Errorf("MoveKind(%d).String() = %q, want \"invalid\"", k, got)
		}
	}
}

// TestMoveDocNotation: the examples of the Move documentation are moves of
// the kind it says, and read back as written.
func TestMoveDocNotation(t *testing.T) {
	for _, tc := range []struct {
		text string
		kind MoveKind
	}{
		{"place 3,4", PlaceSettlement},
		{"tile farm 3,4", UseTile},
		{"tile barn 2,2>5,6", UseTile},
		{"end", EndTurn},
		{"tile village 3,4", UseTile},
		{"tile caravan 2,2>2,6", UseTile},
		{"tile quarry 3,4", UseTile},
		{"tile refuge 2,2>2,3", UseTile},
		{"nomad donation-flower 3,4", NomadTile},
		{"nomad resettlement 2,2>2,3", NomadTile},
		{"nomad outpost", NomadTile},
		{"nomad sword 3,4", NomadTile},
		{"cultivate 3,4", HarvestAction},
		{"scout 3,4", HarvestAction},
		{"colony 1", HarvestAction},
		{"colonies", HarvestAction},
		{"settle 3,4", HarvestAction},
		{"bazaar tower", HarvestAction},
		{"silo 3,4", HarvestAction},
		{"silo 2,2>3,4", HarvestAction},
		{"silo pass", HarvestAction},
		{"crossroads choose forest", CrossroadsAction},
		{"crossroads ship 3,4", CrossroadsAction},
		{"crossroads ship 3,4>5,6", CrossroadsAction},
		{"crossroads ship 3,4>supply", CrossroadsAction},
		{"crossroads cityhall 3,4", CrossroadsAction},
		{"crossroads fort", CrossroadsAction},
		{"crossroads fort 3,4", CrossroadsAction},
		{"marshlands play swamp", MarshlandsAction},
		{"marshlands temple 3,4", MarshlandsAction},
		{"marshlands canoe 3,4", MarshlandsAction},
		{"marshlands decline", MarshlandsAction},
		{"marshlands canoe-bonus 3,4", MarshlandsAction},
		{"marshlands refuge-bonus 2,2>2,7", MarshlandsAction},
		{"cave 2,2>3,4", QueenieAction},
	} {
		m, err := ParseMove(tc.text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tc.text, err)
			continue
		}
		if m.Kind() != tc.kind || m.String() != tc.text {
			t.Errorf("ParseMove(%q) = %q of kind %v, want kind %v", tc.text, m, m.Kind(), tc.kind)
		}
	}
}
