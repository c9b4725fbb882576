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
	n := s.Players()
	size := s.KingdomSize()
	panel := float64(size)*kdCell + 24
	lines := len(s.Line()) > 0 || len(s.NextLine()) > 0
	width := float64(n)*panel + 16
	height := 40 + panel + 24
	if lines {
		// Two lines of dominoes side by side.
		width = max(width, 2*(float64(s.Kings())*(1.6*kdCell+14)+40))
		height += 40 + kdCell + 20
	}
	var c canvas
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
		drawKingdom(&c, s.Kingdom(p), size, x0, y0+24, p)
	}
	// The lines, while there are any.
	if lines {
		y := 40 + panel + 24 + 40
		drawLine(&c, "current line", s.Line(), 12, y)
		drawLine(&c, "next line", s.NextLine(), 12+width/2, y)
	}
	return c.bytes()
}

// drawKingdom draws kingdom k in a size x size frame with its top left
// corner at (x0, y0).
func drawKingdom(c *canvas, k kingdomino.Kingdom, size int, x0, y0 float64, p int) {
	b := k.Bounds()
	top := b.Min.Row - (size-b.Rows())/2
	left := b.Min.Col - (size-b.Cols())/2
	at := func(q squaregrid.Point) (float64, float64) {
		return x0 + float64(q.Col-left)*kdCell, y0 + float64(q.Row-top)*kdCell
	}
	c.rect(x0-2, y0-2, float64(size)*kdCell+4, float64(size)*kdCell+4, "#efe8d8", "#c9bfa6", 1, 4)
	for r := range size {
		for col := range size {
			q := squaregrid.Pt(top+r, left+col)
			x, y := at(q)
			sq := k.Square(q)
			if sq.Terrain == kingdomino.NoTerrain {
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
		c.text(x0, y0+float64(size)*kdCell+16, 11, "start", "#555555", "", fmt.Sprintf("discarded: %v", d))
	}
}

// drawLine draws a line of dominoes and the kings on them.
func drawLine(c *canvas, title string, line []kingdomino.LineSlot, x0, y0 float64) {
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
		c.text(x+w, y0+w+13, 10, "middle", "#333333", "", slot.Domino.String())
		if slot.King >= 0 {
			c.circle(x+w, y0+w/2, 7, playerColor(slot.King), "#ffffff", 1.5)
		}
	}
}
