package kingdombuilder

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

// Game gives the ranges of its numbering: the harnesses check them at
// every sampled position.
var _ kingdoms.ActionLayout[State] = (*game)(nil)

// TestActionRangesGolden checks the ranges of the base game against
// the numbering documented on NumActions, and some of a game of
// everything.
func TestActionRangesGolden(t *testing.T) {
	block := func(start int, name string) kingdoms.ActionRange {
		return kingdoms.ActionRange{Start: start, Count: 400, Name: name, Plane: true}
	}
	base := []kingdoms.ActionRange{
		block(0, "place"), block(400, "tile oracle"), block(800, "tile farm"), block(1200, "tile oasis"),
		block(1600, "tile tower"), block(2000, "tile tavern"), block(2400, "tile barn from"),
		block(2800, "tile harbor from"), block(3200, "tile paddock from"),
		{Start: 3600, Count: 1, Name: "end"}, block(3601, "to"),
	}
	for _, c := range []Config{{Players: 2}, FirstGame(4, 9), {Players: 5, Queenies: Queenies{Capitol: true}}} {
		if got := ActionRanges(c); !slices.Equal(got, base) {
			t.Errorf("ActionRanges(%+v) = %v, want %v", c, got, base)
		}
	}
	var zero State
	if got := Game.(kingdoms.ActionLayout[State]).ActionRanges(zero); !slices.Equal(got, base) {
		t.Errorf("ActionRanges of the zero State = %v, want the base game's %v", got, base)
	}
	all := ActionRanges(allConfig(3))
	want := map[int]kingdoms.ActionRange{
		0:   {Start: 0, Count: 550, Name: "place", Plane: true},
		24:  {Start: 13200, Count: 1, Name: "end"},
		25:  {Start: 13201, Count: 550, Name: "nomad donation", Plane: true},
		34:  {Start: 14857, Count: 550, Name: "crossroads ship", Plane: true},
		35:  {Start: 15407, Count: 1, Name: "crossroads ship from"},
		36:  {Start: 15408, Count: 1, Name: "crossroads ship supply"},
		41:  {Start: 16511, Count: 550, Name: "crossroads warrior supply", Plane: true},
		43:  {Start: 17611, Count: 1, Name: "crossroads fort"},
		44:  {Start: 17612, Count: 550, Name: "crossroads fort at", Plane: true},
		102: {Start: 23160, Count: 1, Name: "bazaar treehouse"},
		103: {Start: 23161, Count: 550, Name: "cave from", Plane: true},
		104: {Start: 23711, Count: 550, Name: "to", Plane: true},
	}
	if len(all) != 105 {
		t.Fatalf("%d ranges for a game of everything, want 44 blocks and 61 single actions", len(all))
	}
	for i, w := range want {
		if all[i] != w {
			t.Errorf("range %d of a game of everything is %v, want %v", i, all[i], w)
		}
	}
}

// TestActionRangesTile checks, for the set-ups of every harness, that the
// ranges cover the actions once each with planes of the observation's
// size, and that Game gives the same ranges for a game's states.
func TestActionRangesTile(t *testing.T) {
	for _, cf := range actionConfigs {
		for seed := range uint64(6) {
			c := cf.config(seed)
			r := ActionRanges(c)
			sh, err := ObservationShape(c)
			if err != nil {
				t.Fatal(err)
			}
			if err := gametest.CheckActionRanges(r, NumActions(c), sh); err != nil {
				t.Errorf("%s seed %d: %v", cf.name, seed, err)
			}
			s, err := New(c)
			if err != nil {
				t.Fatal(err)
			}
			if got := Game.(kingdoms.ActionLayout[State]).ActionRanges(s); !slices.Equal(got, r) {
				t.Errorf("%s seed %d: Game.ActionRanges = %v, want %v", cf.name, seed, got, r)
			}
		}
	}
}

// hexWord matches a hex of the notation: "7,0", or "i1,2" on the Island.
var hexWord = regexp.MustCompile(`^(i?)(\d+),(\d+)$`)

// notationRange returns the range name that the notation of a move gives
// (its words without the hexes, "from" for a source with a target,
// "supply" for a piece returned, "donation" for a Donation) and the cells
// of its hexes in planes cols wide.
func notationRange(text string, cols int) (string, []int) {
	cell := func(w string) (int, bool) {
		m := hexWord.FindStringSubmatch(w)
		if m == nil {
			return 0, false
		}
		r, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		if m[1] != "" {
			r += boardRows
		}
		return r*cols + c, true
	}
	var words []string
	var cells []int
	for _, w := range strings.Fields(text) {
		from, to, arrow := strings.Cut(w, ">")
		a, isHex := cell(from)
		switch {
		case strings.HasPrefix(w, "donation-"):
			words = append(words, "donation")
		case !isHex:
			words = append(words, w)
		case !arrow:
			cells = append(cells, a)
		case to == "supply":
			cells = append(cells, a)
			words = append(words, "supply")
		default:
			b, _ := cell(to)
			cells = append(cells, a, b)
			words = append(words, "from")
		}
	}
	name := strings.Join(words, " ")
	if name == "crossroads fort" && len(cells) > 0 {
		name = "crossroads fort at"
	}
	return name, cells
}

// TestActionRangesAgree checks, at every position of random games of the
// set-ups of every harness, that the first action of each legal move lies
// in the range its notation names (at its hex's cell in a plane) and the
// second, for a move with a source and a target, in "to" at the target's
// cell.
func TestActionRangesAgree(t *testing.T) {
	met := map[string]bool{}
	for _, cf := range actionConfigs {
		for seed := range uint64(6) {
			c := cf.config(seed)
			ranges := ActionRanges(c)
			cols := boardCols
			if c.Queenies.Island != nil {
				cols = islandCols
			}
			s, err := New(c)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 26))
			var moves []Move
			var acts []int32
			checked := 0
			for !s.IsTerminal() {
				moves = AppendLegal(moves[:0], s)
				checked += len(moves)
				for _, m := range moves {
					acts, err = EncodeMove(acts[:0], s, m)
					if err != nil {
						t.Fatal(err)
					}
					want, cells := notationRange(m.String(), cols)
					k, ok := kingdoms.FindActionRange(ranges, int(acts[0]))
					if !ok {
						t.Fatalf("%s seed %d: action %d of %v is in no range", cf.name, seed, acts[0], m)
					}
					r := ranges[k]
					met[r.Name] = true
					if r.Plane && int(acts[0])-r.Start >= boardRows*cols {
						met["a hex of the Island"] = true
					}
					if r.Name != want {
						t.Fatalf("%s seed %d: action %d of %v is in the range %q, want %q", cf.name, seed, acts[0], m, r.Name, want)
					}
					if r.Plane && (len(cells) == 0 || int(acts[0])-r.Start != cells[0]) {
						t.Fatalf("%s seed %d: action %d of %v is cell %d of %q, want the first of %v", cf.name, seed, acts[0], m, int(acts[0])-r.Start, r.Name, cells)
					}
					if (len(acts) == 2) != strings.HasSuffix(want, " from") {
						t.Fatalf("%s seed %d: %v takes the actions %v", cf.name, seed, m, acts)
					}
					if len(acts) == 2 {
						k, _ := kingdoms.FindActionRange(ranges, int(acts[1]))
						if to := ranges[k]; to.Name != "to" || int(acts[1])-to.Start != cells[len(cells)-1] {
							t.Fatalf("%s seed %d: the second action %d of %v is cell %d of %q, want cell %d of \"to\"", cf.name, seed, acts[1], m, int(acts[1])-to.Start, to.Name, cells[len(cells)-1])
						}
					}
				}
				s, _ = Apply(s, moves[rng.IntN(len(moves))])
			}
			t.Logf("%s seed %d: %d legal moves checked", cf.name, seed, checked)
		}
	}
	// The forms of names and hexes that notationRange reads.
	for _, name := range []string{
		"place", "tile farm", "tile barn from", "end", "nomad donation", "nomad resettlement from",
		"crossroads ship", "crossroads ship from", "crossroads ship supply", "crossroads warrior supply",
		"crossroads fort", "crossroads fort at", "crossroads choose swamp/grass", "marshlands refuge-bonus from",
		"silo from", "cave from", "a hex of the Island",
	} {
		if !met[name] {
			t.Errorf("no legal move of %q met", name)
		}
	}
}
