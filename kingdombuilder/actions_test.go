package kingdombuilder

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
)

// The Game value numbers its moves: every harness game checks the numbering
// (gametest's "actions" check) at its sampled positions.
var _ kingdoms.Actions[State, Move] = (*game)(nil)

// actionConfigs are the set-ups of the package's harnesses, one function of
// the seed each: the base game (randomConfig: the first-game preset, 5
// players, Marshlands among them), every expansion, the Queenies and all of
// them at once.
var actionConfigs = []struct {
	name   string
	config func(uint64) Config
}{
	{"random", randomConfig}, {"nomads", nomadsConfig}, {"crossroads", crossroadsConfig},
	{"marshlands", marshlandsConfig}, {"harvest", harvestConfig}, {"queenies", queeniesConfig},
	{"mixed", mixedConfig}, {"swamp-crossroads", swampCrossConfig}, {"all", allConfig},
}

// TestNumActions checks NumActions against the count the documentation of
// NumActions gives (blocks of 400 or 550 cells, and single
// actions), and that every state of a game gives the same number, whatever
// the players, the board and the seed.
func TestNumActions(t *testing.T) {
	island := Queenies{Island: SampleIsland()}
	for _, tc := range []struct {
		c    Config
		want int
	}{
		{Config{Players: 2}, 10*400 + 1},
		{FirstGame(4, 9), 10*400 + 1},
		{Config{Players: 3, Queenies: Queenies{Capitol: true}}, 10*400 + 1},
		{Config{Players: 5, Nomads: true}, 17*400 + 2},
		{Config{Players: 2, Crossroads: true}, 18*400 + 11},
		{Config{Players: 2, Marshlands: true, SwampCards: true}, 16*400 + 8},
		{Config{Players: 2, Harvest: true}, 20*400 + 1 + 4 + 15},
		{Config{Players: 2, Queenies: Queenies{Caves: true}}, 11*400 + 1},
		{Config{Players: 2, Queenies: island}, 12*550 + 1},
		{Config{Players: 2, Queenies: Queenies{Capitol: true, Caves: true, Island: SampleIsland()}}, 13*550 + 1},
		{Config{Players: 2, Crossroads: true, Marshlands: true}, (10+8+6)*400 + 1 + 10 + 5 + 7},
		{allConfig(3), 44*550 + 61},
	} {
		if n := NumActions(tc.c); n != tc.want {
			t.Errorf("NumActions(%+v) = %d, want %d", tc.c, n, tc.want)
		}
	}
	ac := Game.(kingdoms.Actions[State, Move])
	for _, cf := range actionConfigs {
		for seed := range uint64(6) {
			c := cf.config(seed)
			s, err := New(c)
			if err != nil {
				t.Fatalf("%s seed %d: %v", cf.name, seed, err)
			}
			want := NumActions(c)
			r := rand.New(rand.NewPCG(seed, 3))
			for i := 0; i < 80 && !s.IsTerminal(); i++ {
				if n := ac.NumActions(s); n != want {
					t.Fatalf("%s seed %d move %d: NumActions of the state = %d, of the config %d", cf.name, seed, i, n, want)
				}
				moves := Legal(s)
				s, _ = Apply(s, moves[r.IntN(len(moves))])
			}
		}
	}
}

// layoutText writes the numbering of c, one slot a line: "first-last name"
// for a block, "a name" for a single action.
func layoutText(c Config) string {
	l := configLayout(c)
	var b strings.Builder
	for _, sl := range l.slots {
		if sl.role.isBlock() {
			fmt.Fprintf(&b, "%d-%d %s\n", sl.start, int(sl.start)+l.plane-1, slotName(&sl))
		} else {
			fmt.Fprintf(&b, "%d %s\n", sl.start, slotName(&sl))
		}
	}
	return b.String()
}

// TestActionLayoutGolden checks the ranges of the base game's numbering,
// which the documentation of NumActions lists, and of a Nomads game with the
// Caves; and some of the numbering of a game of everything.
func TestActionLayoutGolden(t *testing.T) {
	base := `0-399 place AT
400-799 tile oracle AT
800-1199 tile farm AT
1200-1599 tile oasis AT
1600-1999 tile tower AT
2000-2399 tile tavern AT
2400-2799 tile barn FROM>TO
2800-3199 tile harbor FROM>TO
3200-3599 tile paddock FROM>TO
3600 end
3601-4000 TO
`
	if got := layoutText(Config{Players: 2}); got != base {
		t.Errorf("the base game's numbering:\n%s\nwant\n%s", got, base)
	}
	nomads := `0-399 place AT
400-799 tile oracle AT
800-1199 tile farm AT
1200-1599 tile oasis AT
1600-1999 tile tower AT
2000-2399 tile tavern AT
2400-2799 tile barn FROM>TO
2800-3199 tile harbor FROM>TO
3200-3599 tile paddock FROM>TO
3600-3999 tile quarry AT
4000-4399 tile caravan FROM>TO
4400-4799 tile village AT
4800-5199 tile garden AT
5200 end
5201-5600 nomad donation-TERRAIN AT
5601-6000 nomad resettlement FROM>TO
6001 nomad outpost
6002-6401 nomad sword AT
6402-6801 cave FROM>TO
6802-7201 TO
`
	if got := layoutText(Config{Players: 5, Nomads: true, Queenies: Queenies{Caves: true}}); got != nomads {
		t.Errorf("the numbering of Nomads with the Caves:\n%s\nwant\n%s", got, nomads)
	}
	all := layoutText(allConfig(1))
	for _, line := range []string{
		"0-549 place AT", "13200 end", "13201-13750 nomad donation-TERRAIN AT",
		"14852 crossroads choose grass", "14857-15406 crossroads ship AT", "15407 crossroads ship FROM>TO",
		"15408 crossroads ship FROM>supply", "16511-17060 crossroads warrior FROM>supply",
		"18162 crossroads choose swamp/grass", "19267 marshlands decline", "20373 marshlands play swamp",
		"22578-23127 silo FROM>TO", "23128 bazaar oracle", "23160 bazaar treehouse",
		"23161-23710 cave FROM>TO", "23711-24260 TO",
	} {
		if !strings.Contains(all, line+"\n") {
			t.Errorf("the numbering of every expansion lacks %q:\n%s", line, all)
		}
	}
}

// goldenPosition returns a position of a real 2-player game (seed 0, 60
// moves in): player 1, with a Farm and a Paddock tile, has its mandatory
// action to play on canyon.
func goldenPosition(t *testing.T) State {
	t.Helper()
	s, err := New(Config{Players: 2, Seed: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Split("place 4,14|place 4,13|place 3,14|end|place 8,3|place 9,2|place 10,2|end|"+
		"place 4,12|place 4,11|place 4,10|tile tavern 4,9|end|place 9,1|place 9,0|place 8,0|end|"+
		"tile tavern 4,8|place 5,13|place 6,14|place 6,15|end|place 16,0|place 16,1|place 15,0|end|"+
		"tile tavern 6,13|place 4,7|place 5,10|place 3,11|end|place 13,15|place 14,16|place 13,14|end|"+
		"tile tavern 6,12|place 5,14|place 5,15|place 2,12|end|tile farm 8,1|place 14,1|place 14,0|place 14,2|end|"+
		"place 4,15|place 1,12|place 1,11|tile tavern 2,15|end|tile farm 7,1|place 13,1|place 15,15|place 15,14|end|"+
		"tile tavern 0,13|place 1,13|place 0,14|place 0,15|end", "|") {
		m, err := ParseMove(f)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = Apply(s, m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestActionsGolden checks the actions of the moves of a real position, as
// the documented ranges give them: a place move, a Farm, a Paddock move in
// two actions, and the list of the legal actions.
func TestActionsGolden(t *testing.T) {
	s := goldenPosition(t)
	o := func(r, c int) hexgrid.Offset { return hexgrid.Offset{Row: r, Col: c} }
	for _, tc := range []struct {
		m    Move
		want []int32
	}{
		{Place(o(15, 1)), []int32{15*20 + 1}},
		{Place(o(17, 1)), []int32{17*20 + 1}},
		{Build(Farm, o(7, 0)), []int32{800 + 7*20}},
		{Relocate(Paddock, o(7, 1), o(5, 0)), []int32{3200 + 7*20 + 1, 3601 + 5*20}},
		{Relocate(Paddock, o(16, 1), o(18, 0)), []int32{3200 + 16*20 + 1, 3601 + 18*20}},
	} {
		got, err := EncodeMove(nil, s, tc.m)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("EncodeMove(%v) = %v, %v; want %v", tc.m, got, err, tc.want)
			continue
		}
		var p kingdoms.Prefix
		for i, a := range got {
			m, next, done, err := DecodeAction(s, p, int(a))
			switch {
			case err != nil:
				t.Fatalf("DecodeAction(%v, %d) of %v: %v", p, a, tc.m, err)
			case done != (i == len(got)-1):
				t.Fatalf("DecodeAction(%v, %d) of %v: done %v at action %d of %d", p, a, tc.m, done, i+1, len(got))
			case done && m != tc.m:
				t.Fatalf("DecodeAction(%v, %d) = %v, want %v", p, a, m, tc.m)
			}
			if !done {
				if list := AppendActions(nil, s, next); !slices.Contains(list, got[i+1]) {
					t.Fatalf("AppendActions after %v lists %v, without %d", next, list, got[i+1])
				}
			}
			p = next
		}
	}
	want := []int32{301, 322, 340, 341, 940, 3341, 3360, 3361, 3363, 3381, 3382, 3402, 3461, 3474, 3475, 3480, 3481, 3482, 3496, 3500, 3514, 3515, 3520, 3521}
	if got := AppendActions(nil, s, kingdoms.Prefix{}); !slices.Equal(got, want) {
		t.Errorf("AppendActions = %v, want %v", got, want)
	}
	// The Paddock from 14,1: 2 steps in 4 directions.
	p := kingdoms.Prefix{}.Extend(3200 + 14*20 + 1)
	want = []int32{3601 + 12*20, 3601 + 12*20 + 2, 3601 + 14*20 + 3, 3601 + 16*20 + 2}
	if got := AppendActions(nil, s, p); !slices.Equal(got, want) {
		t.Errorf("AppendActions after %v = %v, want %v", p, got, want)
	}
}

// TestActionsEveryBaseTile checks the actions of every legal move met in
// random base games against the documented ranges, written out here: place
// from 0, the tiles' blocks of 400 from 400 in the order Oracle, Farm,
// Oasis, Tower, Tavern, Barn, Harbor, Paddock, end at 3600, the targets
// from 3601; every kind of move must be met.
func TestActionsEveryBaseTile(t *testing.T) {
	blocks := map[Location]int32{Oracle: 400, Farm: 800, Oasis: 1200, Tower: 1600, Tavern: 2000, Barn: 2400, Harbor: 2800, Paddock: 3200}
	cell := func(o hexgrid.Offset) int32 { return int32(o.Row*20 + o.Col) }
	met := map[string]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		s, err := New(Config{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for !s.IsTerminal() {
			moves := Legal(s)
			for _, m := range moves {
				var want []int32
				to, _ := m.To()
				switch m.Kind() {
				case PlaceSettlement:
					want = []int32{cell(to)}
				case EndTurn:
					want = []int32{3600}
				case UseTile:
					if from, ok := m.From(); ok {
						want = []int32{blocks[m.Tile()] + cell(from), 3601 + cell(to)}
					} else {
						want = []int32{blocks[m.Tile()] + cell(to)}
					}
				}
				got, err := EncodeMove(nil, s, m)
				if err != nil || !slices.Equal(got, want) {
					t.Fatalf("seed %d: EncodeMove(%v) = %v, %v; want %v", seed, m, got, err, want)
				}
				met[m.Kind().String()+" "+m.Tile().Key()] = true
			}
			s, _ = Apply(s, moves[r.IntN(len(moves))])
		}
	}
	for _, k := range []string{"place none", "end none", "tile oracle", "tile farm", "tile oasis", "tile tower", "tile tavern", "tile barn", "tile harbor", "tile paddock"} {
		if !met[k] {
			t.Errorf("no %s move met", k)
		}
	}
}

// TestActionCellsMatchObservation checks that a hex's action in a block is
// its cell in Observe's planes: the terrain planes hold the hex's terrain
// at that cell, on the 20x20 board and on the 25x22 planes of the Island,
// and the cells that are no hex hold no terrain.
func TestActionCellsMatchObservation(t *testing.T) {
	for _, c := range []Config{{Players: 2, Seed: 4}, {Players: 3, Seed: 5, Queenies: Queenies{Island: SampleIsland()}}} {
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		l := s.layout()
		sh := s.ObservationShape()
		if l.plane != sh.Rows*sh.Cols || l.cols != sh.Cols {
			t.Fatalf("blocks of %d cells, %d a row; planes of %dx%d", l.plane, l.cols, sh.Rows, sh.Cols)
		}
		obs := Observe(s, 0, nil)
		hexes := 0
		for cell := range l.plane {
			h := l.hexAt(cell)
			terrain := NoTerrain
			if h >= 0 {
				terrain = s.Terrain(grid.Offset(h))
				if int(l.cell(h)) != cell {
					t.Fatalf("hex %v is at cell %d, cell %d gives it back", hexText(h), l.cell(h), cell)
				}
			}
			for k := range obsTerrains {
				want := float32(0)
				if int(terrain) == k+1 {
					want = 1
				}
				if obs[k*l.plane+cell] != want {
					t.Fatalf("cell %d (hex %d, %s): terrain plane %d holds %v", cell, h, terrain, k, obs[k*l.plane+cell])
				}
			}
			if terrain != NoTerrain {
				hexes++
			}
		}
		if hexes < 400 {
			t.Fatalf("only %d cells hold a hex", hexes)
		}
	}
}

// TestActionErrors checks that DecodeAction and EncodeMove refuse what is
// not legal with errors wrapping ErrIllegalMove that say why.
func TestActionErrors(t *testing.T) {
	s := goldenPosition(t)
	n := NumActions(Config{Players: 2})
	paddock := func(r, c int) int { return 3200 + r*20 + c }
	to := func(r, c int) int { return 3601 + r*20 + c }
	one := func(a int) kingdoms.Prefix { return kingdoms.Prefix{}.Extend(a) }
	for _, tc := range []struct {
		p    kingdoms.Prefix
		a    int
		want string
	}{
		{kingdoms.Prefix{}, -1, "out of range: this game's actions are 0 to 4000"},
		{kingdoms.Prefix{}, n, "out of range"},
		{kingdoms.Prefix{}, 0, "not legal: place 0,0: 0,0 is not next to player 1's settlements"}, // Apply's reason
		{kingdoms.Prefix{}, 3600, "end: the mandatory action is not over"},
		{kingdoms.Prefix{}, 3601, "a target hex, which only follows the first action of a move"},
		{kingdoms.Prefix{}, 2400 + 7*20 + 1, "no tile barn FROM>TO move is legal now"}, // player 1's settlement, no Barn
		{kingdoms.Prefix{}, paddock(0, 0), "tile paddock FROM>TO: player 1 has no settlement at 0,0"},
		{kingdoms.Prefix{}, paddock(9, 0), "tile paddock FROM>TO: no legal move starts from 9,0"},
		{one(paddock(7, 1)), to(5, 1), "5,1 is no legal target from 7,1"},
		{one(paddock(7, 1)), paddock(7, 1), "the action must be a target hex"},
		{one(301), to(5, 0), "malformed prefix [301]: action 301 begins no move of two actions"},
		{one(paddock(7, 1)).Extend(to(5, 0)), 0, "malformed prefix [3341 3701]: a move takes at most 2 actions"},
		{one(-4), to(5, 0), "malformed prefix [-4]"},
	} {
		m, next, done, err := DecodeAction(s, tc.p, tc.a)
		if err == nil || !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DecodeAction(%v, %d) = %v, %v, %v, %v; want an illegal move error with %q", tc.p, tc.a, m, next, done, err, tc.want)
		} else if next != tc.p || done {
			t.Errorf("DecodeAction(%v, %d) refused with %v, but returned the prefix %v and done %v", tc.p, tc.a, err, next, done)
		}
	}
	// Moves: illegal here, and malformed.
	for _, m := range []Move{Place(hexgrid.Offset{Row: 0, Col: 0}), End(), {}, Relocate(Paddock, hexgrid.Offset{Row: 7, Col: 1}, hexgrid.Offset{Row: 5, Col: 1})} {
		dst := []int32{9}
		got, err := EncodeMove(dst, s, m)
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !slices.Equal(got, dst) {
			t.Errorf("EncodeMove(%v) = %v, %v; want dst unchanged and an illegal move error", m, got, err)
		}
	}

	// With the Island, the cells past column 19 of the board's rows are no
	// hex; a Donation builds on its terrain only.
	c := Config{Players: 2, Nomads: true, Queenies: Queenies{Island: SampleIsland()}}
	is, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	l := is.layout()
	castle := -1
	for h := range boardSize {
		if is.g.terrain[h] == Castle {
			castle = h
			break
		}
	}
	donation := int(l.code[NomadTile][DonationWater].start)
	for _, tc := range []struct {
		a    int
		want string
	}{
		{20, "cell 20 of the block of place AT is no hex"},
		{3*22 + 21, "cell 87 of the block of place AT is no hex"},
		{donation + int(l.cell(castle)), "no Donation builds on"},
	} {
		if _, _, _, err := DecodeAction(is, kingdoms.Prefix{}, tc.a); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("island game: DecodeAction(%d) gave %v, want an illegal move error with %q", tc.a, err, tc.want)
		}
	}
}

// TestActionsZeroState: the zero State is no game; nothing panics.
func TestActionsZeroState(t *testing.T) {
	ac := Game.(kingdoms.Actions[State, Move])
	var z State
	if n := ac.NumActions(z); n != NumActions(Config{}) {
		t.Errorf("NumActions(State{}) = %d, want the base game's %d", n, NumActions(Config{}))
	}
	for _, p := range []kingdoms.Prefix{{}, kingdoms.Prefix{}.Extend(2400)} {
		if got := ac.AppendActions([]int32{5}, z, p); !slices.Equal(got, []int32{5}) {
			t.Errorf("AppendActions(State{}, %v) = %v, want dst unchanged", p, got)
		}
		for _, a := range []int{-1, 0, 2400, 3600, 1 << 30} {
			if _, _, _, err := ac.DecodeAction(z, p, a); !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), "zero State") {
				t.Errorf("DecodeAction(State{}, %v, %d) gave %v, want an illegal move error about the zero State", p, a, err)
			}
		}
	}
	for _, m := range []Move{{}, End(), Place(hexgrid.Offset{Row: 1, Col: 1})} {
		if got, err := ac.EncodeMove(nil, z, m); !errors.Is(err, kingdoms.ErrIllegalMove) || len(got) != 0 {
			t.Errorf("EncodeMove(State{}, %v) = %v, %v; want an illegal move error", m, got, err)
		}
	}
}

// playPositions returns positions of a random game of c: every step-th
// position, the start included, at most max of them.
func playPositions(t *testing.T, c Config, seed uint64, step, max int) []State {
	t.Helper()
	s, err := New(c)
	if err != nil {
		t.Fatalf("New(%+v): %v", c, err)
	}
	r := rand.New(rand.NewPCG(seed, 0x616374))
	var out []State
	var moves []Move
	for i := 0; !s.IsTerminal() && len(out) < max; i++ {
		moves = AppendLegal(moves[:0], s)
		if i%step == 0 || len(moves) > 500 && len(out) < max/2 {
			out = append(out, s)
		}
		s, _ = Apply(s, moves[r.IntN(len(moves))])
	}
	return out
}

// TestActionsAgreeEverywhere decodes every action of the range, after the
// zero prefix and after some sources, at positions of random games of every
// harness set-up: an action decodes exactly when AppendActions lists it
// (the harness tries one unlisted action a position), and every legal move
// is reached.
func TestActionsAgreeEverywhere(t *testing.T) {
	for _, cf := range actionConfigs {
		for seed := range uint64(2) {
			for _, s := range playPositions(t, cf.config(seed), seed, 29, 5) {
				l := s.layout()
				legal := Legal(s)
				listed := AppendActions(nil, s, kingdoms.Prefix{})
				var sources []kingdoms.Prefix
				reached := 0
				for a := range l.n {
					m, next, done, err := DecodeAction(s, kingdoms.Prefix{}, a)
					if (err == nil) != slices.Contains(listed, int32(a)) {
						t.Fatalf("%s seed %d: action %d decodes with error %v, listed %v\n%v", cf.name, seed, a, err, slices.Contains(listed, int32(a)), s)
					}
					switch {
					case err != nil:
					case done:
						reached++
						if !slices.Contains(legal, m) {
							t.Fatalf("%s seed %d: action %d gives %v, not legal", cf.name, seed, a, m)
						}
					default:
						sources = append(sources, next)
					}
				}
				for i, p := range sources {
					targets := AppendActions(nil, s, p)
					reached += len(targets)
					if i >= 3 {
						continue // the first sources' targets are swept
					}
					for a := range l.n {
						m, _, done, err := DecodeAction(s, p, a)
						if (err == nil) != slices.Contains(targets, int32(a)) || err == nil && (!done || !slices.Contains(legal, m)) {
							t.Fatalf("%s seed %d: after %v action %d decodes to %v, done %v, error %v; listed %v", cf.name, seed, p, a, m, done, err, slices.Contains(targets, int32(a)))
						}
					}
				}
				if reached != len(legal) {
					t.Fatalf("%s seed %d: the actions reach %d moves, %d are legal", cf.name, seed, reached, len(legal))
				}
			}
		}
	}
}

// TestActionSlotsMetInPlay plays random games of every harness set-up and
// checks that the legal moves met take every form of the numbering: one
// action at a hex, a source then a target (each expansion's), a source
// alone (a warrior returned), the ship's and the wagon's single actions.
// The harness checks the numbering of the moves it meets; this test shows
// that those include every form.
func TestActionSlotsMetInPlay(t *testing.T) {
	seen := map[string]int{}
	var moves []Move
	for _, cf := range actionConfigs {
		for seed := range uint64(12) {
			s, err := New(cf.config(seed))
			if err != nil {
				t.Fatal(err)
			}
			l := s.layout()
			r := rand.New(rand.NewPCG(seed, 5))
			for !s.IsTerminal() {
				moves = AppendLegal(moves[:0], s)
				for _, m := range moves {
					a, _, ok := l.first(m)
					if !ok {
						t.Fatalf("%s seed %d: no action for %v", cf.name, seed, m)
					}
					seen[slotName(l.slotAt(int(a)))]++
				}
				s, _ = Apply(s, moves[r.IntN(len(moves))])
			}
		}
	}
	for _, name := range []string{
		"place AT", "end", "tile farm AT", "tile barn FROM>TO", "tile harbor FROM>TO", "tile paddock FROM>TO",
		"tile quarry AT", "tile caravan FROM>TO", "nomad donation-TERRAIN AT", "nomad resettlement FROM>TO", "nomad outpost", "nomad sword AT",
		"crossroads choose grass", "crossroads ship AT", "crossroads ship FROM>TO", "crossroads ship FROM>supply",
		"crossroads wagon FROM>TO", "crossroads warrior AT", "crossroads warrior FROM>supply", "crossroads cityhall AT", "crossroads fort", "crossroads fort AT",
		"marshlands temple AT", "tile refuge FROM>TO", "marshlands canoe AT", "marshlands decline", "marshlands play swamp",
		"cultivate AT", "scout AT", "colonies", "settle AT", "silo AT", "silo FROM>TO", "silo pass", "tile palisade FROM>TO",
		"cave FROM>TO", "tile bridge FROM>TO", "tile treehouse FROM>TO",
	} {
		if seen[name] == 0 {
			t.Errorf("no legal move of %s met in play", name)
		}
	}
	t.Logf("legal moves met, by slot: %v", seen)
}

// TestActionsHarnessCoverage checks that the harnesses, which check the
// numbering at their sampled positions (gametest's actions check, as Game
// is a kingdoms.Actions), play every set-up the numbering depends on: the
// base game and the first-game preset, 5 players, each expansion, the
// Capitol, the Caves and the Island.
func TestActionsHarnessCoverage(t *testing.T) {
	if _, ok := Game.(kingdoms.Actions[State, Move]); !ok {
		t.Fatal("Game is no kingdoms.Actions: the harnesses check no numbering")
	}
	harnesses := []gametest.Config[State, Move]{harnessConfig(), nomadsHarnessConfig(), crossroadsHarness(), harvestHarnessConfig(), queeniesHarness()}
	for _, f := range []func(uint64) Config{allConfig, mixedConfig, swampCrossConfig} {
		h := harnessConfig()
		h.New, h.Seeds = func(seed uint64) (State, error) { return New(f(seed)) }, 5
		harnesses = append(harnesses, h)
	}
	covered := map[string]bool{}
	for _, h := range harnesses {
		for seed := h.FirstSeed; seed < h.FirstSeed+uint64(h.Seeds); seed++ {
			s, err := h.New(seed)
			if err != nil {
				t.Fatal(err)
			}
			r, q := s.g.rules, s.g.queenies
			if !r.any() {
				covered["base"] = true
			}
			if s.g.quads == FirstGame(2, 0).Quadrants {
				covered["first-game"] = true
			}
			if s.Players() == 5 {
				covered["5 players"] = true
			}
			for e := range numExpansions {
				if r.has(e) {
					covered[expansionKeys[e]] = true
				}
			}
			covered["capitol"] = covered["capitol"] || q.capitol
			covered["caves"] = covered["caves"] || q.caves
			covered["island"] = covered["island"] || q.island != nil
		}
	}
	for _, k := range []string{"base", "first-game", "5 players", "nomads", "crossroads", "marshlands", "harvest", "queenies", "capitol", "caves", "island"} {
		if !covered[k] {
			t.Errorf("no harness plays %s", k)
		}
	}
}
