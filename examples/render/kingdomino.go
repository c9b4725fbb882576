package render

import (
	"fmt"
	"slices"

	"github.com/boardrules/kingdoms/kingdomino"
	"github.com/boardrules/kingdoms/squaregrid"
)

// kingdominoColors are the terrains' colours.
var kingdominoColors = map[kingdomino.Terrain]string{
	kingdomino.Wheat:     "#f3cf45",
	kingdomino.Forest:    "#2f7d32",
	kingdomino.Lake:      "#3f97e0",
	kingdomino.Grassland: "#9bd05f",
	kingdomino.Swamp:     "#8a8560",
	kingdomino.Mine:      "#5b4636",
	kingdomino.Castle:    "#ffffff",
}

const kdCell = 36.0

// Kingdomino draws every player's kingdom side by side, each in its 5 x 5
// (7 x 7) frame with the dominoes outlined and the crowns drawn on their
// squares, the players' scores above them (a star marks the winners), and
// below them the current and next lines of dominoes with the kings on them.
func Kingdomino(s kingdomino.State) []byte {
	return kingdominoSVG(s, nil)
}

// kingdominoSVG draws s; when regions is not nil it collects the regions
// of the picture and draws each kingdom in the wide frame of
// KingdominoRegions.
func kingdominoSVG(s kingdomino.State, regions *[]Region) []byte {
	n := s.Players()
	size := s.KingdomSize()
	frame := size
	if regions != nil {
		frame = 2*size - 1
	}
	panel := float64(frame)*kdCell + 24
	lines := len(s.Line()) > 0 || len(s.NextLine()) > 0
	width := float64(n)*panel + 16
	height := 40 + panel + 24
	if lines {
		// Two lines of dominoes side by side.
		width = max(width, 2*(float64(s.Kings())*(1.6*kdCell+14)+40))
		height += 40 + kdCell + 20
	}
	c := canvas{regions: regions}
	scores := kingdomino.Game.Scores(s)
	winners := kingdomino.Game.Winners(s)
	c.open(width, height, fmt.Sprintf("Kingdomino, %d players", n))
	status := fmt.Sprintf("Kingdomino: round %d of %d", s.Round(), s.Rounds())
	if s.IsTerminal() {
		status = "Kingdomino: game over"
	}
	c.text(12, 22, 16, "start", "#222222", "bold", status)
	for p := range n {
		x0 := 12 + float64(p)*panel
		y0 := 40.0
		label := fmt.Sprintf("player %d: %d points", p, scores[p].Total)
		if slices.Contains(winners, p) {
			label += " ★"
		}
		c.rect(x0, y0+4, 12, 12, playerColor(p), "", 0, 2)
		c.text(x0+18, y0+15, 13, "start", "#222222", "bold", label)
		drawKingdom(&c, s.Kingdom(p), size, frame, x0, y0+24, p)
	}
	// The lines, while there are any.
	if lines {
		y := 40 + panel + 24 + 40
		drawLine(&c, "current line", "line", s.Line(), 12, y)
		drawLine(&c, "next line", "next", s.NextLine(), 12+width/2, y)
	}
	return c.bytes()
}

// drawKingdom draws kingdom k, whose bound is size x size, in a frame x
// frame square with its top left corner at (x0, y0). When the frame is the
// bound, it is centred on the kingdom; when it is wider, it is centred on
// the castle, and the squares that the bound puts out of reach are shaded.
func drawKingdom(c *canvas, k kingdomino.Kingdom, size, frame int, x0, y0 float64, p int) {
	b := k.Bounds()
	top := b.Min.Row - (size-b.Rows())/2
	left := b.Min.Col - (size-b.Cols())/2
	if frame != size {
		top, left = -(frame / 2), -(frame / 2)
	}
	reach := func(q squaregrid.Point) bool {
		return q.Row > b.Max.Row-size && q.Row < b.Min.Row+size && q.Col > b.Max.Col-size && q.Col < b.Min.Col+size
	}
	at := func(q squaregrid.Point) (float64, float64) {
		return x0 + float64(q.Col-left)*kdCell, y0 + float64(q.Row-top)*kdCell
	}
	c.rect(x0-2, y0-2, float64(frame)*kdCell+4, float64(frame)*kdCell+4, "#efe8d8", "#c9bfa6", 1, 4)
	for r := range frame {
		for col := range frame {
			q := squaregrid.Pt(top+r, left+col)
			x, y := at(q)
			sq := k.Square(q)
			c.region(fmt.Sprintf("k%d:%d,%d", p, q.Row, q.Col), square(x, y, kdCell, kdCell))
			if sq.Terrain == kingdomino.NoTerrain {
				if frame != size && !reach(q) {
					c.rect(x+1, y+1, kdCell-2, kdCell-2, "#ddd5c2", "", 0, 2)
					continue
				}
				c.rect(x+1, y+1, kdCell-2, kdCell-2, "none", "#ddd3bb", 0.8, 2)
				continue
			}
			c.rect(x, y, kdCell, kdCell, kingdominoColors[sq.Terrain], "", 0, 0)
			if sq.Terrain == kingdomino.Castle {
				c.tower(x+kdCell/2, y+kdCell/2, kdCell*0.3, playerColor(p))
			}
			for i := range sq.Crowns {
				c.crown(x+8+float64(i)*10, y+13, 10)
			}
		}
	}
	for _, pl := range k.Placements() {
		q2 := pl.At.Add(pl.Dir.Delta())
		x1, y1 := at(pl.At)
		x2, y2 := at(q2)
		c.rect(min(x1, x2)+1.5, min(y1, y2)+1.5, max(x1, x2)-min(x1, x2)+kdCell-3, max(y1, y2)-min(y1, y2)+kdCell-3, "none", "#1e1e1e", 1.5, 4)
	}
	if d := k.Discards(); len(d) > 0 {
		c.text(x0, y0+float64(frame)*kdCell+16, 11, "start", "#555555", "", fmt.Sprintf("discarded: %v", d))
	}
}

// drawLine draws a line of dominoes and the kings on them; the region of a
// domino is named by prefix, a colon and its number.
func drawLine(c *canvas, title, prefix string, line []kingdomino.LineSlot, x0, y0 float64) {
	c.text(x0, y0-6, 12, "start", "#333333", "bold", title)
	if len(line) == 0 {
		c.text(x0, y0+20, 11, "start", "#777777", "", "(none)")
		return
	}
	const w = kdCell * 0.8
	for i, slot := range line {
		x := x0 + float64(i)*(2*w+14)
		l, r := slot.Domino.Halves()
		for j, h := range []kingdomino.Half{l, r} {
			hx := x + float64(j)*w
			c.rect(hx, y0, w, w, kingdominoColors[h.Terrain], "", 0, 0)
			for k := range h.Crowns {
				c.crown(hx+7+float64(k)*8, y0+9, 6)
			}
		}
		c.rect(x, y0, 2*w, w, "none", "#1e1e1e", 1.5, 3)
		c.region(fmt.Sprintf("%s:%d", prefix, slot.Domino), square(x, y0, 2*w, w))
		c.text(x+w, y0+w+13, 10, "middle", "#333333", "", slot.Domino.String())
		if slot.King >= 0 {
			c.circle(x+w, y0+w/2, 7, playerColor(slot.King), "#ffffff", 1.5)
		}
	}
}
