package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// TestArkadiaWorth: on the positions of random games, a player's worth is
// the gold plus the seals held at the values read from the castle's visible
// tops, at least the gold; at the end it is the score; arkadiaWorth's totals
// are the players' worths.
func TestArkadiaWorth(t *testing.T) {
	over, sealed := 0, 0
	for seed := range uint64(6) {
		positions := arkadiaPositions(t, seed+1)
		s := positions[len(positions)-1]
		legal := arkadia.Legal(s)
		rng := rand.New(rand.NewPCG(seed, 1))
		for !s.IsTerminal() {
			s, _ = arkadia.Apply(s, legal[rng.IntN(len(legal))])
			legal = arkadia.Legal(s)
		}
		positions = append(positions, s)
		for _, s := range positions {
			var values [arkadia.NumFamilies]int
			for k := range arkadia.CastleSquares {
				if f := s.Top(k); f < arkadia.NumFamilies {
					values[f]++
				}
			}
			totals := arkadiaWorth{}.AppendTotals(nil, &s)
			if len(totals) != s.Players() {
				t.Fatalf("%d totals for %d players", len(totals), s.Players())
			}
			for p := range s.Players() {
				want := s.Gold(p)
				for f := range arkadia.Family(arkadia.NumFamilies) {
					want += s.Seals(p, f) * values[f]
					if s.Seals(p, f) > 0 && values[f] > 0 {
						sealed++
					}
				}
				if got := ArkadiaWorth(&s, p); got != want || totals[p] != want {
					t.Fatalf("player %d: ArkadiaWorth %d, AppendTotals %d, want %d in\n%v", p, got, totals[p], want, s)
				}
				if want < s.Gold(p) {
					t.Fatalf("player %d: worth %d below the gold %d", p, want, s.Gold(p))
				}
				if s.IsTerminal() && want != s.Scores()[p].Total {
					t.Fatalf("player %d: worth %d at the end, score %d", p, want, s.Scores()[p].Total)
				}
			}
			if s.IsTerminal() {
				over++
			}
		}
	}
	if over != 6 || sealed == 0 {
		t.Errorf("%d finished games, %d worths with seals of some value: the test saw too little", over, sealed)
	}
}

// TestGameWorth: only Arkadia's default bot measures by the worth; a Classic
// bot and the other games keep the game's totals.
func TestGameWorth(t *testing.T) {
	if gameWorth(arkadia.Game) == nil {
		t.Error("Arkadia has no worth")
	}
	if gameWorth(kingdomino.Game) != nil || gameWorth(kingdombuilder.Game) != nil {
		t.Error("Kingdomino or Kingdom Builder has a worth")
	}
	if _, ok := NewISMCTS(arkadia.Game, nil, Options{}).totals.(arkadiaWorth); !ok {
		t.Error("the default Arkadia bot does not measure by the worth")
	}
	if b := NewISMCTS(arkadia.Game, nil, Options{Classic: true}); b.totals != kingdoms.Totaler[arkadia.State](arkadia.Game.(kingdoms.Totaler[arkadia.State])) {
		t.Errorf("the Classic Arkadia bot measures by %T, not the game's totals", b.totals)
	}
	if got := NewISMCTS(arkadia.Game, nil, Options{}).opt.MaxPlayoutMoves; got != tunings["arkadia"].playout || got == 0 {
		t.Errorf("the default Arkadia bot cuts playouts after %d moves, want the tuning's %d", got, tunings["arkadia"].playout)
	}
	for _, o := range []Options{{Classic: true}, {MaxPlayoutMoves: 7}, {MaxPlayoutMoves: NoCut}} {
		want := o.MaxPlayoutMoves
		if got := NewISMCTS(arkadia.Game, nil, o).opt.MaxPlayoutMoves; got != want {
			t.Errorf("%+v: playouts cut after %d moves, want %d", o, got, want)
		}
	}
	if got := NewISMCTS(kingdombuilder.Game, nil, Options{}).opt.MaxPlayoutMoves; got != 0 {
		t.Errorf("the default Kingdom Builder bot cuts playouts after %d moves", got)
	}
}
