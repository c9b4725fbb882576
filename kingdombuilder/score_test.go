package kingdombuilder

import (
	"slices"
	"testing"
)

// TestScoresTally checks, along random games of every expansion, that the
// breakdown of Scores is the tally's, source by source: one part per card
// of the game, in order, worth CardScore; "Castles"; "Treasure" with
// Nomads; one part per task in play, worth TaskScore, with Crossroads;
// "Palaces" with Marshlands; "Capitol" with the Capitol; that each Total is
// the sum of its parts and is the total Observe reads (scoreTotal); and
// that Winners and AppendWinners give the players of the highest total.
func TestScoresTally(t *testing.T) {
	for name, newGame := range expansionGames {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				s, err := newGame(seed)
				if err != nil {
					t.Fatal(err)
				}
				playRandomGame(t, s, seed, func(i int, s State) {
					checkScoresTally(t, s, seed, i)
				})
			}
		})
	}
}

// checkScoresTally is TestScoresTally's check of position i of the game of
// seed.
func checkScoresTally(t *testing.T, s State, seed uint64, i int) {
	t.Helper()
	sc := s.Scores()
	if len(sc) != s.Players() {
		t.Fatalf("seed %d, position %d: %d scores for %d players", seed, i, len(sc), s.Players())
	}
	best := sc[0].Total
	for _, x := range sc {
		best = max(best, x.Total)
	}
	var winners []int
	for p, x := range sc {
		if x.Total == best {
			winners = append(winners, p)
		}
		var want []tallyPart
		for _, c := range s.Cards() {
			want = append(want, tallyPart{kind: cardPart, id: uint8(c), points: int32(s.CardScore(c, p))})
		}
		want = append(want, tallyPart{kind: castlesPart, points: int32(castlePoints * s.castlesTouched(p))})
		if s.g.rules.has(nomadsExp) {
			want = append(want, tallyPart{kind: treasurePart, points: int32(s.x.nomads.points[p][fromTreasure])})
		}
		for _, k := range s.Tasks() {
			want = append(want, tallyPart{kind: taskPart, id: uint8(k), points: int32(s.TaskScore(k, p))})
		}
		if s.g.rules.has(marshlandsExp) {
			want = append(want, tallyPart{kind: palacesPart, points: int32(s.majorities(s.g.terrainSet[Palace], p))})
		}
		if s.g.rules.has(queeniesExp) && s.g.queenies.capitol {
			want = append(want, tallyPart{kind: capitolPart, points: int32(s.settled(p).Intersect(s.g.queenies.capitolZone).Count())})
		}
		var tl tally
		s.tally(p, &tl)
		if !slices.Equal(tl.parts[:tl.n], want) {
			t.Fatalf("seed %d, position %d, player %d: tally %v, want %v", seed, i, p, tl.parts[:tl.n], want)
		}
		if len(x.Parts) != len(want) {
			t.Fatalf("seed %d, position %d, player %d: Scores parts %v, want %v", seed, i, p, x.Parts, want)
		}
		for j, w := range want {
			if got := x.Parts[j]; got.Source != w.source() || got.Points != int(w.points) {
				t.Fatalf("seed %d, position %d, player %d: part %d is %+v, want %s %d", seed, i, p, j, got, w.source(), w.points)
			}
		}
		if x.Total != x.Sum() || x.Total != s.scoreTotal(p) {
			t.Fatalf("seed %d, position %d, player %d: Total %d, sum of the parts %d, scoreTotal %d", seed, i, p, x.Total, x.Sum(), s.scoreTotal(p))
		}
	}
	if !s.IsTerminal() {
		if w := s.Winners(); w != nil {
			t.Fatalf("seed %d, position %d: Winners %v before the end", seed, i, w)
		}
		return
	}
	if got := s.Winners(); !slices.Equal(got, winners) || cap(got) != len(got) {
		t.Fatalf("seed %d, position %d: Winners %v (capacity %d), want %v", seed, i, got, cap(got), winners)
	}
	if got := s.AppendWinners([]int{9}); !slices.Equal(got, append([]int{9}, winners...)) {
		t.Fatalf("seed %d, position %d: AppendWinners = %v, want 9 then %v", seed, i, got, winners)
	}
}
