package kingdombuilder

import (
	"fmt"
	"testing"

	"github.com/boardrules/kingdoms/gametest"
	"github.com/boardrules/kingdoms/hexgrid"
	"pgregory.net/rapid"
)

// maxGameMoves bounds the length of every game the tests play: MaxMoves of
// their configs, which grows with the number of players and depends on
// nothing else, so that of a 5-player config holds for all of them (the
// harness takes one bound for every seed; TestMaxMovesConfigs checks that
// it is the largest).
var maxGameMoves = MaxMoves(Config{Players: maxPlayers})

// randomConfig returns the set-up used by the harness for a seed: 2 to 4
// players, random board and cards, every sixth game a Marshlands game (see
// marshlandsConfig), every fifth the first-game preset, and every seventh a
// 5-player game with Nomads (see fivePlayers).
func randomConfig(seed uint64) Config {
	players := 2 + int(seed%3)
	switch {
	case seed%6 == 5:
		return marshlandsConfig(seed)
	case seed%7 == 6:
		return fivePlayers(seed)
	case seed%5 == 4:
		return FirstGame(players, seed)
	}
	return Config{Players: players, Seed: seed}
}

// fivePlayers returns a 5-player game with Nomads on the board and cards
// that a random base game of the seed draws: the fifth player on base
// boards, with no nomad space (nomadsConfig plays the whole expansion).
func fivePlayers(seed uint64) Config {
	s, err := New(Config{Players: 4, Seed: seed})
	if err != nil {
		panic(err)
	}
	return Config{Players: 5, Nomads: true, Seed: seed, Quadrants: s.g.quads, Cards: s.g.cards}
}

func harnessConfig() gametest.Config[State, Move] {
	return gametest.Config[State, Move]{
		Game:      Game,
		New:       func(seed uint64) (State, error) { return New(randomConfig(seed)) },
		Seeds:     30,
		MaxMoves:  maxGameMoves,
		Invariant: checkInvariants,
		Compare:   func(a, b Move) int { return a.Compare(b) },
		Equal:     func(a, b State) bool { return a.Equal(b) },
	}
}

func TestHarness(t *testing.T) { gametest.Run(t, harnessConfig()) }

func TestProperty(t *testing.T) {
	c := harnessConfig()
	c.Every = 40 // the expensive checks on fewer positions: rapid plays 100 games
	rapid.Check(t, gametest.Property(c))
}

// checkInvariants checks the invariants of the issue on any state, complete
// or view.
func checkInvariants(s State) error {
	if s.g == nil {
		return nil
	}
	var all hexgrid.Set
	for p := 0; p < s.g.players; p++ {
		if all.Intersects(s.own[p]) {
			return fmt.Errorf("two settlements on one hex")
		}
		all = all.Union(s.own[p])
		for i := range s.own[p].All() {
			if t := s.g.terrain[i]; !t.Buildable() && !(t == Water && s.g.waterBuildable()) && !(t == Mountain && s.g.mountainsBuildable()) {
				return fmt.Errorf("player %d has a settlement on %s at %v", p, t, grid.Offset(i))
			}
		}
		if int(s.supply[p])+s.own[p].Count()+s.markers(p)+s.SetAside(p) != SettlementsPerPlayer {
			return fmt.Errorf("player %d: supply %d + %d on the board + %d Mayors' markers + %d set aside by the Temple != %d", p, s.supply[p], s.own[p].Count(), s.markers(p), s.SetAside(p), SettlementsPerPlayer)
		}
		for k := 0; k < s.g.nslots; k++ {
			if s.held[p]&(1<<k) != 0 && !s.g.slotNear[k].Intersects(s.settled(p)) {
				return fmt.Errorf("player %d holds the tile of %v without a settlement next to it", p, grid.Offset(int(s.g.slotHex[k])))
			}
		}
		if s.fresh[p]&^s.held[p] != 0 {
			return fmt.Errorf("player %d: fresh tiles not held", p)
		}
	}
	if err := checkHarvestInvariants(s); err != nil {
		return err
	}
	if !all.SubsetOf(s.occupied) {
		return fmt.Errorf("occupied set out of date")
	}
	if err := checkCrossroadsInvariants(s, all); err != nil {
		return err
	}
	if s.g.rules.any() {
		all = all.Union(s.x.crossroads.all)
	}
	// The rest of the occupied hexes are stone walls: on buildable hexes,
	// only with the Quarry, at most 25, and a second wall only right after
	// a first.
	walls := s.occupied.Diff(all).Diff(s.scoutSet())
	if !walls.SubsetOf(s.g.buildable) || (!walls.IsEmpty() && !s.g.present[Quarry]) || walls.Count() > MaxWalls {
		return fmt.Errorf("bad walls %v", walls)
	}
	if s.wallOpen && (walls.IsEmpty() || s.used[Quarry] == 0) {
		return fmt.Errorf("wallOpen without a wall placed this turn")
	}
	if s.near != grid.Dilate(s.mine()) {
		return fmt.Errorf("near set out of date for player %d", s.toMove)
	}
	for k := 0; k < s.g.nslots; k++ {
		n := int(s.tilesLeft[k])
		for p := 0; p < s.g.players; p++ {
			if s.held[p]&(1<<k) != 0 {
				n++
			}
		}
		if n > tilesPerLocation {
			return fmt.Errorf("location %v: %d tiles left or held", grid.Offset(int(s.g.slotHex[k])), n)
		}
	}
	for l := Location(1); l < numLocations; l++ {
		if s.used[l] > 0 && s.usable(l) < 0 {
			return fmt.Errorf("more %s tiles used than held", l)
		}
	}
	if err := checkNomadsInvariants(s); err != nil {
		return err
	}
	if s.view == 0 {
		var count [numCardValues]int
		for i := 0; i < int(s.deckLen); i++ {
			count[s.deck[i]]++
		}
		for p := 0; p < s.g.players; p++ {
			count[s.cardOf(p)]++
			if s.g.rules.any() {
				count[s.x.crossroads.extra[p]]++
			}
		}
		if s.g.rules.any() {
			count[s.x.crossroads.fort]++
		}
		for _, t := range cardTerrains {
			if c := count[t] + int(s.discard[t]) + int(s.removed[t]); c != cardsPerTerrain {
				return fmt.Errorf("%d %s cards in all", c, t)
			}
		}
		if err := checkSwampCards(s, &count); err != nil {
			return err
		}
	}
	return nil
}

// checkSwampCards checks that every swamp card is somewhere (deck, hand,
// discard pile or removed) exactly once when the game has them.
func checkSwampCards(s State, count *[numCardValues]int) error {
	in := s.g.rules.any() && s.x.marshlands.swampCards
	for _, t := range cardTerrains {
		c := count[swampCardBase|t]
		if s.g.rules.any() {
			x := &s.x.marshlands
			c += int(x.discard>>t&1) + int(x.removed>>t&1)
		}
		if in && c != 1 || !in && c != 0 {
			return fmt.Errorf("%d %s cards in all", c, swampCardName(swampCardBase|t))
		}
	}
	return nil
}

// TestMaxMovesConfigs checks that maxGameMoves, the one bound the harness
// tests take, is MaxMoves of the longest config they play, and that
// MaxMoves refuses nothing New accepts.
func TestMaxMovesConfigs(t *testing.T) {
	for _, config := range []func(uint64) Config{randomConfig, allConfig, crossroadsConfig, mixedConfig, swampCrossConfig, harvestConfig, marshlandsConfig, nomadsConfig, queeniesConfig} {
		for seed := range uint64(40) {
			c := config(seed)
			if _, err := New(c); err != nil {
				continue
			}
			if m := MaxMoves(c); m <= 0 || m > maxGameMoves {
				t.Fatalf("MaxMoves(%+v) = %d, want 1 to %d", c, m, maxGameMoves)
			}
		}
	}
	for _, players := range []int{-1, 0, 1, 6} {
		if m := MaxMoves(Config{Players: players}); m != 0 {
			t.Errorf("MaxMoves of %d players = %d, want 0", players, m)
		}
	}
}
