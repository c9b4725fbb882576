package kingdombuilder

import (
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms/hexgrid"
)

// String draws the board as 20 offset hex rows (odd rows shifted half a hex
// to the right), a line listing the locations on the board with their
// letters, then the players' supplies, cards, tiles and scores. A free hex
// shows its terrain code in lower case (g grass, c canyon, d desert, f
// flower, t forest, w water, m mountain, s swamp, a farmland), castles K,
// locations by an upper-case letter (O Oracle, F Farm, A oAsis, T Tower,
// V taVern, B Barn, H Harbor, P Paddock; Nomads: Q Quarry, C Caravan,
// I vIllage, G Garden; the expansions' letters may repeat from one
// expansion to another, hence the list of locations), nomad spaces N, Capitols @
// and Caves ^ (Queenies); a settlement shows its player's number, a stone
// wall #. A Crossroads piece shows its player's number too; the player's
// line lists where its pieces stand and its second terrain card. With
// Nomads, a line lists the tile on each nomad space, and a player's line
// the nomad tiles it holds ("nomad:sword", "(-)" when not usable now).
// With Harvest, silos show o, scout tokens *, a player's line its face-up
// colony tiles and the lines its Mayors' markers end, and the turn line the
// Harvest sequence under way (silo phase, second scout, colony settlements).
func (s State) String() string {
	if s.g == nil {
		return "kingdombuilder: zero State"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Kingdom Builder, %d players, board %v %v %v %v, cards %v %v %v\n",
		s.g.players, s.g.quads[0], s.g.quads[1], s.g.quads[2], s.g.quads[3], s.g.cards[0], s.g.cards[1], s.g.cards[2])
	for r := 0; r < boardRows; r++ {
		if r%2 == 1 {
			b.WriteByte(' ')
		}
		for c := 0; c < boardCols; c++ {
			i := grid.Index(hexgrid.Offset{Row: r, Col: c})
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(s.cellChar(i))
		}
		b.WriteByte('\n')
	}
	s.appendBoardStringExt(&b)
	b.WriteString("locations:")
	for l := Location(1); l < numLocations; l++ {
		if s.g.present[l] {
			fmt.Fprintf(&b, " %c %s", locationTable[l].letter, l)
		}
	}
	b.WriteByte('\n')
	s.appendPiecesStringExt(&b)
	sc := s.Scores()
	for p := 0; p < s.g.players; p++ {
		mark := " "
		if !s.over && p == int(s.toMove) {
			mark = ">"
		}
		card := "?"
		if t, ok := s.Hand(p); ok {
			card = t.String()
		} else if s.hand[p] == NoTerrain {
			card = "none"
		}
		fmt.Fprintf(&b, "%s player %d: supply %d, card %s, score %d", mark, p, s.supply[p], card, sc[p].Total)
		for _, t := range s.Tiles(p) {
			fmt.Fprintf(&b, " %s", t.Location.Key())
			if !t.Usable {
				b.WriteString("(-)")
			}
		}
		s.appendStringExt(&b, p)
		b.WriteByte('\n')
	}
	switch {
	case s.over:
		fmt.Fprintf(&b, "game over, winners %v\n", s.Winners())
	default:
		fmt.Fprintf(&b, "turn %d, mandatory action %d/%d, deck %d", s.turn, s.placed, s.quota(), s.deckLen)
		if s.lastRound {
			b.WriteString(", last round")
		}
		s.appendTurnStringExt(&b)
		b.WriteByte('\n')
	}
	return b.String()
}

func (s *State) cellChar(i int) byte {
	if s.occupied.Has(i) {
		for p := 0; p < s.g.players; p++ {
			if s.own[p].Has(i) {
				return byte('0' + p)
			}
		}
		if c := s.cellCharExt(i); c != 0 {
			return c
		}
		return '#' // a stone wall
	}
	if c := s.g.queenies.char(i); c != 0 { // Capitols and Caves, zero without
		return c
	}
	t := s.g.terrain[i]
	switch t {
	case LocationSpace:
		return locationTable[s.g.location[i]].letter
	case Castle, NomadSpace:
		return t.Code()
	}
	c := t.Code()
	if c >= 'A' && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c
}
