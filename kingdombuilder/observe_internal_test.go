package kingdombuilder

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// playRandomGame plays a random game from s, calling visit on every
// position, the terminal one included, with its number.
func playRandomGame(t *testing.T, s State, seed uint64, visit func(i int, s State)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 11))
	buf := make([]Move, 0, 8192)
	for i := 0; ; i++ {
		visit(i, s)
		if s.IsTerminal() {
			return
		}
		buf = AppendLegal(buf[:0], s)
		var err error
		if s, err = Apply(s, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestObserveAccessors checks Observe, which reads the State's fields,
// against observeByAccessors, the same encoding written with the exported
// accessors only, for every player of positions of random games of every
// expansion.
func TestObserveAccessors(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 2; seed++ {
				s, err := newGame(seed)
				if err != nil {
					t.Fatal(err)
				}
				var got, want []float32
				playRandomGame(t, s, seed, func(i int, s State) {
					if i%3 != 0 && !s.IsTerminal() {
						return
					}
					for p := -1; p <= s.Players(); p++ {
						got, want = Observe(s, p, got), observeByAccessors(s, p, want)
						if !slices.Equal(got, want) {
							k := 0
							for k < min(len(got), len(want)) && got[k] == want[k] {
								k++
							}
							t.Fatalf("seed %d, position %d, player %d: Observe differs from the accessors' encoding at %d (lengths %d, %d)", seed, i, p, k, len(got), len(want))
						}
					}
				})
			}
		})
	}
}

// observeByAccessors is Observe as it was written with the exported
// accessors of State only (they allocate): the reference of
// TestObserveAccessors.
func observeByAccessors(s State, player int, dst []float32) []float32 {
	sh := s.ObservationShape()
	dst = sh.Buffer(dst)
	np := s.Players()
	if player < 0 || player >= np {
		return dst
	}
	v := s.View(player)
	rel := func(q int) int { return (q - player + np) % np }
	plane := sh.Rows * sh.Cols

	// The planes.
	const (
		pTerrain   = 0
		pLocation  = pTerrain + obsTerrains
		pTilesLeft = pLocation + obsLocations
		pWall      = pTilesLeft + 1
		pNomad     = pWall + 1
		pPiece     = pNomad + obsNomads
		pScout     = pPiece + obsPieces
		pCapitol   = pScout + 1
		pCave      = pCapitol + 1
		pPlayers   = pCave + 1
	)
	set := func(k int, o hexgrid.Offset, x float32) {
		if o.Row >= 0 && o.Row < sh.Rows && o.Col >= 0 && o.Col < sh.Cols {
			dst[k*plane+o.Row*sh.Cols+o.Col] = x
		}
	}
	// The fixed board, and which locations it has: walls, Crossroads
	// pieces and scout tokens are looked for only on boards with the
	// locations that place them.
	var walls, pieces, scouts bool
	for r := range sh.Rows {
		for c := range sh.Cols {
			o := hexgrid.Offset{Row: r, Col: c}
			t := v.Terrain(o)
			if t == NoTerrain {
				continue
			}
			if int(t) <= obsTerrains {
				set(pTerrain+int(t)-1, o, 1)
			}
			if l := v.LocationAt(o); l != NoLocation && int(l) <= obsLocations {
				set(pLocation+int(l)-1, o, 1)
				set(pTilesLeft, o, float32(v.TilesLeft(o))/2)
				switch l {
				case Quarry:
					walls = true
				case Lighthouse, Wagon, Barracks, CityHall:
					pieces = true
				case ScoutCabin:
					scouts = true
				}
			}
			if t == NomadSpace {
				if k := v.NomadTileAt(o); k != NoNomad && int(k) <= obsNomads {
					set(pNomad+int(k)-1, o, 1)
				}
			}
		}
	}
	if walls || pieces || scouts {
		for r := range sh.Rows {
			for c := range sh.Cols {
				o := hexgrid.Offset{Row: r, Col: c}
				if walls && v.Wall(o) {
					set(pWall, o, 1)
				}
				if pieces {
					if k, _, ok := v.PieceAt(o); ok && k != NoPiece && int(k) <= obsPieces {
						set(pPiece+int(k)-1, o, 1)
					}
				}
				if scouts && v.Scout(o) {
					set(pScout, o, 1)
				}
			}
		}
	}
	// Settlements: Settlements numbers hex (r, c) r*20+c on the board and
	// 400+line*22+col on the Island.
	for q := range np {
		for i := range v.Settlements(q).All() {
			o := hexgrid.Offset{Row: i / 20, Col: i % 20}
			if i >= 400 {
				o = IslandOffset((i-400)/obsIslandCols, (i-400)%obsIslandCols)
			}
			set(pPlayers+rel(q), o, 1)
		}
	}
	for _, o := range v.Capitols() {
		set(pCapitol, o, 1)
	}
	for _, o := range v.Caves() {
		set(pCave, o, 1)
	}

	x := dst[sh.Planes*plane:]
	if q := v.ToMove(); q >= 0 && q < np {
		x[rel(q)] = 1
	}
	x = x[np:]

	// terrain sets a one-hot value of a terrain in the first obsTerrains
	// values of y.
	terrain := func(y []float32, t Terrain, ok bool) {
		if ok && t != NoTerrain && int(t) <= obsTerrains {
			y[int(t)-1] = 1
		}
	}
	scores := v.Scores()
	for q := range np {
		y := x[rel(q)*obsPlayerValues:][:obsPlayerValues]
		y[0] = float32(v.Supply(q)) / SettlementsPerPlayer
		if q < len(scores) {
			y[1] = float32(scores[q].Total) / 100
		}
		y[2] = float32(v.SetAside(q)) / 10
		y = y[3:]
		for _, h := range v.Tiles(q) {
			if l := int(h.Location); l >= 1 && l <= obsLocations {
				y[l-1] += 0.5
				if h.Usable {
					y[obsLocations+l-1] += 0.5
				}
			}
		}
		for _, l := range v.BonusTiles(q) {
			if int(l) >= 1 && int(l) <= obsLocations {
				y[2*obsLocations+int(l)-1] = 1
			}
		}
		y = y[3*obsLocations:]
		for _, h := range v.NomadTiles(q) {
			if k := int(h.Kind); k >= 1 && k <= obsNomads {
				y[k-1] += 0.5
				if h.Usable {
					y[obsNomads+k-1] += 0.5
				}
			}
		}
		y = y[2*obsNomads:]
		ones, fives := v.ColonyTiles(q)
		y[0], y[1] = float32(ones)/4, float32(fives)/4
		if _, ok := v.Hand(q); ok {
			y[2] = 1
		}
		y = y[3:]
		t, ok := v.Hand(q)
		terrain(y, t, ok)
		t, ok = v.SwampCard(q)
		terrain(y[obsTerrains:], t, ok)
		t, ok = v.SecondCard(q)
		terrain(y[2*obsTerrains:], t, ok)
		y = y[3*obsTerrains:]
		for r := range obsLines {
			if v.MayorsMarker(r) == q {
				y[r] = 1
			}
		}
	}
	x = x[np*obsPlayerValues:]

	// The cards and the game's goals.
	terrain(x, v.CurrentCard(), true)
	t, ok := v.FortCard()
	terrain(x[obsTerrains:], t, ok)
	x = x[2*obsTerrains:]
	for _, c := range v.Cards() {
		if c != NoCard && int(c) <= obsCards {
			x[int(c)-1] = 1
		}
	}
	x = x[obsCards:]
	for _, k := range v.Tasks() {
		if k != NoTask && int(k) <= obsTasks {
			x[int(k)-1] = 1
		}
	}
	x = x[obsTasks:]
	for t := Terrain(1); int(t) <= obsTerrains; t++ {
		x[int(t)-1] = float32(v.Discarded(t)) / 5
		x[obsTerrains+int(t)-1] = float32(v.Removed(t)) / 5
	}
	x = x[2*obsTerrains:]

	// The turn.
	x[0] = float32(v.DeckSize()) / 25
	x[1] = float32(v.Placed()) / 3
	x[2] = float32(v.Quota()) / 3
	x[3] = obsFlag(v.MandatoryDone())
	x[4] = obsFlag(v.LastRound())
	x[5] = float32(v.Turn()) / 200
	x = x[6:]
	terrain(x, v.Scouted(), true)
	x = x[obsTerrains:]
	x[0] = obsFlag(v.IsTerminal())
	x = x[1:]
	ones, fives := v.ColonyTilesLeft()
	on, left := v.SiloPhase()
	x[0], x[1] = float32(ones)/10, float32(fives)/10
	x[2] = float32(v.ColonySettlementsLeft()) / 10
	x[3] = obsFlag(v.Cultivated())
	x[4] = obsFlag(on)
	x[5] = float32(left) / 3
	x = x[6:]
	t, ok = v.FortSwampCard()
	terrain(x, t, ok)
	if q := v.ToMove(); q >= 0 {
		t, ok = v.SecondSwampCard(q)
		terrain(x[obsTerrains:], t, ok)
	}
	x = x[2*obsTerrains:]
	x[0] = obsFlag(v.CaveMoveUsed())
	return dst
}

// TestObsCells checks the cells of obsCells, where Observe writes what
// stands on a hex, against the three ways the hexes were placed in the
// planes before it: the offset whose hexIndex is the hex (walls, pieces,
// scouts), row i/20 and column i%20 on the board and IslandOffset on the
// Island (settlements), and grid.Offset (Capitols, Caves).
func TestObsCells(t *testing.T) {
	for k, sh := range [2]struct{ rows, cols int }{{20, 20}, {25, 22}} {
		cell := func(o hexgrid.Offset) int32 {
			if o.Row < 0 || o.Row >= sh.rows || o.Col < 0 || o.Col >= sh.cols {
				return -1
			}
			return int32(o.Row*sh.cols + o.Col)
		}
		var seen [maxHex]bool
		for r := range sh.rows {
			for c := range sh.cols {
				o := hexgrid.Offset{Row: r, Col: c}
				if i := hexIndex(o); i >= 0 {
					seen[i] = true
					if obsCells[k][i] != cell(o) {
						t.Errorf("planes %dx%d: hex %d at %v has cell %d, want %d", sh.rows, sh.cols, i, o, obsCells[k][i], cell(o))
					}
				}
			}
		}
		for i := range maxHex {
			if !seen[i] && obsCells[k][i] != -1 {
				t.Errorf("planes %dx%d: hex %d, on no offset of the planes, has cell %d", sh.rows, sh.cols, i, obsCells[k][i])
			}
			o := hexgrid.Offset{Row: i / 20, Col: i % 20}
			if i >= 400 {
				o = IslandOffset((i-400)/obsIslandCols, (i-400)%obsIslandCols)
			}
			if got := obsCells[k][i]; got != cell(o) {
				t.Errorf("planes %dx%d: settlement hex %d at %v has cell %d, want %d", sh.rows, sh.cols, i, o, got, cell(o))
			}
			if got, want := obsCells[k][i], cell(grid.Offset(i)); got != want {
				t.Errorf("planes %dx%d: hex %d at grid.Offset %v has cell %d, want %d", sh.rows, sh.cols, i, grid.Offset(i), got, want)
			}
		}
	}
}
