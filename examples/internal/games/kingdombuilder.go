package games

import (
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

func init() {
	register(Make(Def[kingdombuilder.State, kingdombuilder.Move]{
		Game:    kingdombuilder.Game,
		SVG:     func(s kingdombuilder.State) ([]byte, error) { return render.KingdomBuilder(s), nil },
		Notes:   hexNotes,
		Picture: render.KingdomBuilderRegions,
		Spots:   hexSpots,
	}))
}

const kbSide = 20 // rows and columns of the board

// hexNotes draws the board again with row and column numbers, as the move
// notation writes hexes ("place 3,4" is row 3, column 4), and marks with +
// the hexes where a settlement can be placed now (among legal, the moves
// the viewer may see).
func hexNotes(s kingdombuilder.State, legal []kingdombuilder.Move) string {
	place := map[hexgrid.Offset]bool{}
	for _, m := range legal {
		if to, ok := m.To(); ok && m.Kind() == kingdombuilder.PlaceSettlement {
			place[to] = true
		}
	}
	var b strings.Builder
	b.WriteString("hexes by row,column (digits: settlements; K castle, * location, + where you can place now):\n")
	tens, units := "    ", "    "
	for c := range kbSide {
		tens += fmt.Sprintf("%d ", c/10)
		units += fmt.Sprintf("%d ", c%10)
	}
	fmt.Fprintf(&b, "%s\n%s\n", strings.TrimRight(tens, " "), strings.TrimRight(units, " "))
	for r := range kbSide {
		fmt.Fprintf(&b, "%2d  ", r)
		if r%2 == 1 {
			b.WriteByte(' ')
		}
		for c := range kbSide {
			o := hexgrid.Offset{Row: r, Col: c}
			ch := byte('?')
			switch t := s.Terrain(o); {
			case s.Occupant(o) >= 0:
				ch = byte('0' + s.Occupant(o)%10)
			case place[o]:
				ch = '+'
			case t == kingdombuilder.Castle:
				ch = 'K'
			case t == kingdombuilder.LocationSpace:
				ch = '*'
			case t != kingdombuilder.NoTerrain:
				ch = t.Code() | 0x20 // lower case
			}
			b.WriteByte(ch)
			if c < kbSide-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// hexSpots names the regions of a move: the hex it comes from, if any, and
// the hex it builds on or goes to, on the board or on the Island.
func hexSpots(_ kingdombuilder.State, m kingdombuilder.Move) (spots, marks []string) {
	for _, f := range []func() (hexgrid.Offset, bool){m.From, m.To} {
		o, ok := f()
		switch {
		case !ok:
		case o.Row >= 0 && o.Row < kbSide && o.Col >= 0 && o.Col < kbSide:
			spots = append(spots, fmt.Sprintf("h%d,%d", o.Row, o.Col))
		case o.Row >= kbSide && o.Row < kbSide+5 && o.Col >= 0:
			spots = append(spots, fmt.Sprintf("i%d,%d", o.Row-kbSide, o.Col))
		default:
			return nil, nil
		}
	}
	return spots, spots
}
