package render

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// Region is a part of a picture that stands for a place of the game, so
// that a program showing the picture can let a player point at it: a square
// of a kingdom or of the board, a hex, a domino of a line.
//
// The regions' names are:
//
//	kP:R,C     Kingdomino: the square at row R, column C of player P's kingdom
//	           (kingdom coordinates: the castle is at 0,0)
//	line:D     Kingdomino: domino D of the current line
//	next:D     Kingdomino: domino D of the next line
//	hR,C       Kingdom Builder: the hex at row R, column C of the board
//	iR,C       Kingdom Builder: the hex at line R, column C of the Island
//	a1 ...     Arkadia: a square of the board, in the notation of moves
type Region struct {
	// ID names the region, as above.
	ID string `json:"id"`
	// Points are the corners of the region's polygon, in the picture's
	// coordinates: x0, y0, x1, y1, ...
	Points []float64 `json:"points"`
}

// KingdominoRegions draws s as Kingdomino does, except that each kingdom is
// drawn in a wider frame centred on its castle, which holds every square a
// domino may still reach (9 x 9, or 13 x 13 in the Mighty Duel; the squares
// out of reach are shaded), and returns the regions of the picture: every
// square of the frames and every domino of the lines.
func KingdominoRegions(s kingdomino.State) ([]byte, []Region) {
	var regions []Region
	doc := kingdominoSVG(s, &regions)
	return doc, regions
}

// KingdomBuilderRegions draws s as KingdomBuilder does, with the tiles of
// the Queenies (a Capitol as a golden ring, a Cave as a dark arch, the
// Island under the board) when the game has them, and returns the regions
// of the picture: every hex of the board and of the Island.
func KingdomBuilderRegions(s kingdombuilder.State) ([]byte, []Region) {
	var regions []Region
	doc := kingdomBuilderSVG(s, &regions)
	return doc, regions
}

// ArkadiaRegions draws s as Arkadia does and returns the regions of the
// picture: every square of the board.
func ArkadiaRegions(s arkadia.State) ([]byte, []Region) {
	var regions []Region
	doc := arkadiaSVG(s, &regions)
	return doc, regions
}

// Section draws a Kingdom Builder section, such as one read by
// kingdombuilder.ParseSections, as it is written: 10 rows of 10 hexes (odd
// rows shifted half a hex to the right) with their row and column numbers,
// a colour per terrain and each location hex with its location's initials,
// so that a transcription can be checked against the printed section.
func Section(cs *kingdombuilder.CustomSection) []byte {
	const n = 10
	w := math.Sqrt(3) * kbR
	width := 30 + w*(n+0.5) + 20
	height := 60 + 1.5*kbR*(n-1) + 2*kbR + 44
	var c canvas
	var locs []kingdombuilder.Location
	c.open(width, height, fmt.Sprintf("Kingdom Builder section %s", cs.Name()))
	c.text(10, 20, 14, "start", "#222222", "bold", fmt.Sprintf("%s (%s)", cs.Name(), cs.Expansion()))
	for col := range n {
		c.text(30+w*(float64(col)+0.5), 44, 9, "middle", "#666666", "", fmt.Sprint(col))
	}
	for r := range n {
		y := 50 + kbR + 1.5*kbR*float64(r)
		c.text(20, y+3, 9, "end", "#666666", "", fmt.Sprint(r))
		for col := range n {
			x := 30 + w*(float64(col)+0.5+0.5*float64(r&1))
			t := cs.Terrain(r, col)
			fill, ok := kbColors[t]
			if !ok {
				fill = "#ffffff"
			}
			c.polygon(hexCorners(x, y, kbR), fill, "#5f5a4f", 0.6)
			switch t {
			case kingdombuilder.Castle:
				c.tower(x, y, kbR*0.45, "#bfb49a")
			case kingdombuilder.Palace:
				c.tower(x, y, kbR*0.45, "#a77fb0")
			case kingdombuilder.Silo:
				c.text(x, y+1, 9, "middle", "#3b2f1a", "bold", "Si")
			case kingdombuilder.NomadSpace:
				c.text(x, y+1, 9, "middle", "#3b2f1a", "bold", "N")
			case kingdombuilder.LocationSpace:
				name := "?"
				if l := cs.Location(r, col); l != kingdombuilder.NoLocation {
					name = initials(l.String())
					if !slices.Contains(locs, l) {
						locs = append(locs, l)
					}
				}
				c.text(x, y+1, 9, "middle", "#3b2f1a", "bold", name)
			default:
				// The terrain's code, as the text writes it.
				if t != kingdombuilder.NoTerrain {
					c.text(x, y+3, 8, "middle", "#00000080", "", string(t.Code()))
				}
			}
		}
	}
	var key []string
	for _, l := range locs {
		key = append(key, initials(l.String())+" "+strings.ToLower(l.String()))
	}
	if len(key) > 0 {
		c.text(10, height-14, 11, "start", "#333333", "", "locations: "+strings.Join(key, ", "))
	}
	return c.bytes()
}
