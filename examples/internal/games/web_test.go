package games

import (
	"fmt"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// TestSnapshotSpots plays some moves of each game and checks that every
// spot and mark of every legal move names a region of the picture, that
// past positions can be seen and that a saved position loads again.
func TestSnapshotSpots(t *testing.T) {
	for _, e := range All() {
		t.Run(e.Name, func(t *testing.T) {
			seats := []Seat{{Kind: Human}, {Kind: Random}}
			tb, err := e.Start(Config{Seed: 3}, seats)
			if err != nil {
				t.Fatal(err)
			}
			spotted := 0
			for step := 0; step < 40 && !tb.IsTerminal(); step++ {
				snap, err := tb.Snapshot(tb.Positions()-1, -1)
				if err != nil {
					t.Fatal(err)
				}
				ids := map[string]bool{}
				for _, r := range snap.Regions {
					ids[r.ID] = true
					if len(r.Points) < 6 || len(r.Points)%2 != 0 {
						t.Fatalf("region %s has %d coordinates", r.ID, len(r.Points))
					}
				}
				if len(snap.Legal) == 0 {
					t.Fatalf("position %d: no legal moves", snap.At)
				}
				for _, m := range snap.Legal {
					for _, id := range append(append([]string(nil), m.Spots...), m.Marks...) {
						if !ids[id] {
							t.Fatalf("position %d: move %q names region %q, not in the picture", snap.At, m.Move, id)
						}
					}
					if len(m.Spots) > 0 {
						spotted++
					}
				}
				if tb.ToMove() == 0 {
					_, err = tb.Play(snap.Legal[len(snap.Legal)/2].Move)
				} else {
					_, err = tb.BotMove()
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			if spotted == 0 {
				t.Error("no move could be made by pointing at the picture")
			}
			if got := len(tb.History()); got != tb.Positions()-1 || got != tb.Moves() {
				t.Errorf("%d moves in the history, %d positions, %d moves", got, tb.Positions(), tb.Moves())
			}
			// The player's own view of an earlier position has no legal moves.
			if snap, err := tb.Snapshot(0, 1); err != nil || len(snap.Legal) != 0 || snap.Seat != 1 {
				t.Errorf("Snapshot(0, 1): %d legal moves, seat %d, %v", len(snap.Legal), snap.Seat, err)
			}
			if _, err := tb.Snapshot(tb.Positions(), 0); err == nil || !strings.Contains(err.Error(), "no position") {
				t.Errorf("Snapshot after the end: %v", err)
			}
			if _, err := tb.Snapshot(0, 7); err == nil || !strings.Contains(err.Error(), "no seat") {
				t.Errorf("Snapshot of seat 7: %v", err)
			}
			doc, err := tb.Save(tb.Positions() - 1)
			if err != nil {
				t.Fatal(err)
			}
			back, err := LoadAny(doc, 1, nil)
			if err != nil {
				t.Fatal(err)
			}
			if back.Game() != e.Name || back.String() != tb.String() || back.Positions() != 1 {
				t.Errorf("loaded %s, %d positions; same drawing: %v", back.Game(), back.Positions(), back.String() == tb.String())
			}
			if _, err := e.Load(doc, 1, []Seat{{}}); err == nil {
				t.Error("one seat for two players loaded")
			}
		})
	}
	for _, tc := range []struct{ doc, want string }{
		{`{"schema": 99}`, `the "schema" field is 99`},
		{`{"players": 2}`, `no "schema" field`},
		{`{"schema": "chess/1"}`, `a "chess" state: unknown game "chess"`},
		{`{"schema": "arkadia/1", "players": "two"}`, "arkadia"},
	} {
		_, err := LoadAny([]byte(tc.doc), 1, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LoadAny(%s): %v; want an error containing %q", tc.doc, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "kingdomino: ") && !strings.Contains(tc.doc, "kingdomino") {
			t.Errorf("LoadAny(%s): %v: a game the document does not name answered", tc.doc, err)
		}
	}
}

// TestIslandSpots checks that moves on the Island of Queenie 3 name its
// regions as the picture does.
func TestIslandSpots(t *testing.T) {
	for _, c := range []struct {
		m    kingdombuilder.Move
		want string
	}{
		{kingdombuilder.Place(kingdombuilder.IslandOffset(2, 3)), "[i2,3]"},
		{kingdombuilder.Place(hexgrid.Offset{Row: 4, Col: 5}), "[h4,5]"},
		{kingdombuilder.Relocate(kingdombuilder.Barn, hexgrid.Offset{Row: 1, Col: 2}, kingdombuilder.IslandOffset(0, 1)), "[h1,2 i0,1]"},
		{kingdombuilder.End(), "[]"},
	} {
		spots, marks := hexSpots(kingdombuilder.State{}, c.m)
		if fmt.Sprint(spots) != c.want || fmt.Sprint(marks) != c.want {
			t.Errorf("%v: spots %v, marks %v, want %s", c.m, spots, marks, c.want)
		}
	}
}
