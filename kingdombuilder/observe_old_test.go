package kingdombuilder

// TEMPORARY: the writer of Observe as it was before it read the State in
// place, kept while the new one is checked against it value for value
// (TestObserveAsBefore). Remove once the new writer is merged.

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
)

// observeOld is the writer of Observe before it read the State in place; it writes the encoding of Observe into planes (sh's planes, zero)
// and x (its vector, zero): tileUnit is the value of one tile left on a
// location hex in plane 48 (0.5 in Observe, 1 in ObserveCompact); every
// other cell of a plane is 0 or 1.
func observeOld[T float32 | uint8](s State, player int, sh Shape, dst []T, x []float32, tileUnit T) {
	np := s.Players()
	if player < 0 || player >= np {
		return
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
	set := func(k int, o hexgrid.Offset, x T) {
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
			i := hexIndex(o)
			if i < 0 || v.g == nil {
				continue
			}
			t := v.g.terrain[i]
			if t == NoTerrain {
				continue
			}
			if int(t) <= obsTerrains {
				set(pTerrain+int(t)-1, o, 1)
			}
			if l := v.g.location[i]; l != NoLocation && int(l) <= obsLocations {
				set(pLocation+int(l)-1, o, 1)
				set(pTilesLeft, o, T(v.TilesLeft(o))*tileUnit)
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
	// Capitols and Caves.
	for i := range v.g.queenies.capitols.All() {
		set(pCapitol, grid.Offset(i), 1)
	}
	for i := range v.g.queenies.caveSet.All() {
		set(pCave, grid.Offset(i), 1)
	}

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
	for q := range np {
		y := x[rel(q)*obsPlayerValues:][:obsPlayerValues]
		y[0] = float32(v.Supply(q)) / SettlementsPerPlayer
		y[1] = float32(v.scoreTotal(q)) / 100
		y[2] = float32(v.SetAside(q)) / 10
		y = y[3:]
		v.obsTilesOld(q, y[:2*obsLocations])
		if v.g.rules.any() { // BonusTiles
			for i, l := range bonusKinds {
				if v.x.marshlands.bonus[q]&(1<<i) != 0 && int(l) >= 1 && int(l) <= obsLocations {
					y[2*obsLocations+int(l)-1] = 1
				}
			}
		}
		y = y[3*obsLocations:]
		if v.g.rules.has(nomadsExp) { // NomadTiles
			n := &v.x.nomads
			for k := NomadKind(1); k < numNomadKinds && int(k) <= obsNomads; k++ {
				for i := uint8(0); i < n.held[q][k]; i++ {
					y[k-1] += 0.5
					if !v.over && q == int(v.toMove) && i < n.held[q][k]-n.fresh[q][k] {
						y[obsNomads+int(k)-1] += 0.5
					}
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
		if v.g.rules.any() { // MayorsMarker, without a copy of the state per line
			for r, m := range v.x.harvest.mayor[:obsLines] {
				if int(m)-1 == q {
					y[r] = 1
				}
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
	if v.g.rules.any() { // Tasks
		for _, k := range v.x.crossroads.tasks {
			if k != NoTask && int(k) <= obsTasks {
				x[int(k)-1] = 1
			}
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
}

// obsTilesOld is obsTiles as observeOld read it: it adds to y what Tiles(p) returns: 0.5 at l-1 for each tile of
// location l that p holds, and 0.5 at obsLocations+l-1 for each that is
// usable, counted as Tiles counts them but without building the slice.
func (s *State) obsTilesOld(p int, y []float32) {
	var left [numLocations]int
	if on, _ := s.SiloPhase(); p == int(s.toMove) && !s.over && !on {
		n := s.usableTiles()
		for l := range left {
			left[l] = int(n[l])
		}
	}
	for m := s.held[p]; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		l := s.g.slotLoc[k]
		usable := s.fresh[p]&(1<<k) == 0 && left[l] > 0
		if usable {
			left[l]--
		}
		if int(l) >= 1 && int(l) <= obsLocations {
			y[l-1] += 0.5
			if usable {
				y[obsLocations+int(l)-1] += 0.5
			}
		}
	}
}

// TestObserveAsBefore checks Observe and ObserveCompact against the writer
// they replaced, value for value, for every player (and players outside the
// game) of positions of random games of every expansion mix.
func TestObserveAsBefore(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			positions := 0
			for seed := uint64(1); seed <= 6; seed++ {
				s, err := newGame(seed)
				if err != nil {
					t.Fatal(err)
				}
				var got, want, vector []float32
				var planes, wantPlanes []uint8
				playRandomGame(t, s, seed, func(i int, s State) {
					positions++
					sh := s.ObservationShape()
					cells := sh.Planes * sh.Rows * sh.Cols
					for p := -1; p <= s.Players(); p++ {
						for _, st := range []State{s, s.View(0), s.View(max(p, 0))} {
							want = sh.Buffer(want)
							observeOld(st, p, sh, want[:cells], want[cells:], 0.5)
							got = Observe(st, p, got)
							if !slices.Equal(got, want) {
								k := 0
								for k < min(len(got), len(want)) && got[k] == want[k] {
									k++
								}
								t.Fatalf("seed %d, position %d, player %d: Observe differs from the old writer at %d of %d (%v, want %v)", seed, i, p, k, len(want), got[k], want[k])
							}
							if cap(wantPlanes) < cells {
								wantPlanes = make([]uint8, cells)
							}
							wantPlanes = wantPlanes[:cells]
							clear(wantPlanes)
							wv := make([]float32, sh.Vector)
							observeOld(st, p, sh, wantPlanes, wv, 1)
							planes, vector = ObserveCompact(st, p, planes, vector)
							if !slices.Equal(planes, wantPlanes) || !slices.Equal(vector, wv) {
								t.Fatalf("seed %d, position %d, player %d: ObserveCompact differs from the old writer", seed, i, p)
							}
						}
					}
				})
			}
			t.Logf("%d positions", positions)
		})
	}
}
