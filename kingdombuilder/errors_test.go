package kingdombuilder

import (
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestErrorHexNotation: the error of an illegal move writes its hexes as
// the move notation does, so that a player can type them back: "R,C" on
// the board and "iR,C" on the Island (Queenie 3), never the grid offset in
// brackets ("(22,2)") that an island hex has inside the package.
func TestErrorHexNotation(t *testing.T) {
	for _, c := range []struct {
		name        string
		card        Terrain
		at          []string // player 0's settlements
		move        string
		want, never string
	}{
		// The Island: i2,2 is desert, i2,3 grass (queenies_island_test.go).
		{"island: not adjacent", Desert, []string{"0,1"}, "place i2,2",
			"i2,2 is not next to player 0's settlements", "(22,2)"},
		{"island: wrong terrain", Grass, nil, "place i2,2",
			"i2,2 is desert, the card is grass", "(22,2)"},
		{"island: occupied", Desert, []string{"i2,2"}, "place i2,2",
			"i2,2 is occupied", "(22,2)"},
		// The board (first-game board, helpers_test.go): 0,3 is a mountain,
		// 0,1 desert.
		{"board: wrong terrain", Desert, nil, "place 0,3",
			"0,3 is mountain, the card is desert", "(0,3)"},
		{"board: occupied", Desert, []string{"0,1"}, "place 0,1",
			"0,1 is occupied", "(0,1)"},
	} {
		s := setHand(islandGame(t, 2), 0, c.card)
		if len(c.at) > 0 {
			s = put(t, s, 0, c.at...)
		}
		_, err := Apply(s, mustParse(t, c.move))
		if !errors.Is(err, kingdoms.ErrIllegalMove) {
			t.Errorf("%s: %s: err %v, want an illegal move", c.name, c.move, err)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, c.want) || strings.Contains(msg, c.never) {
			t.Errorf("%s: %s: %q, want %q and no %q", c.name, c.move, msg, c.want, c.never)
		}
	}
}

// TestErrorHexNotationTile: a tile's error names its target hex in the
// notation too, on the Island as on the board.
func TestErrorHexNotationTile(t *testing.T) {
	s := setHand(islandGame(t, 2), 0, Desert)
	s = giveTile(t, s, 0, "6,2") // a Tavern: needs a line of 3 settlements
	for _, c := range []struct{ move, want string }{
		{"tile tavern i2,2", "does not allow building at i2,2"},
		{"tile tavern 0,1", "does not allow building at 0,1"},
	} {
		_, err := Apply(s, mustParse(t, c.move))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.move, err, c.want)
		}
	}
}
