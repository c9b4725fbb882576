package render

import (
	"fmt"
	"slices"

	"github.com/boardrules/kingdoms/arkadia"
)

// familyColors are the colours of the four families' seals and castle
// pieces, and of a blank castle square.
var familyColors = map[arkadia.Family]string{
	arkadia.Red:      "#c0392b",
	arkadia.Olive:    "#7d8f2a",
	arkadia.Black:    "#2b2b2b",
	arkadia.Silver:   "#9db4cc",
	arkadia.NoFamily: "#ffffff",
}

// familyTints are lighter colours for unfinished buildings.
var familyTints = map[arkadia.Family]string{
	arkadia.Red:    "#eab3ab",
	arkadia.Olive:  "#d3dba8",
	arkadia.Black:  "#b3b0aa",
	arkadia.Silver: "#d9e4ef",
}

const akCell = 30.0

// Arkadia draws the board: free tents as small triangles, each building in the
// colour of its seal (pale while unfinished, full once completed) with its
// outline, workers as discs in their player's colour (grey for neutral), and
// the castle on its lot: each castle square in the colour of the seal it
// shows, with the number of pieces stacked on it. Beside the board: the
// current value of each family's seals, the floor being built, the face-up
// cards, and each player's gold, seals, cards, banners and workers (hidden
// values, in a view, are shown as "?"; a star marks the winners).
func Arkadia(s arkadia.State) []byte {
	return arkadiaSVG(s, nil)
}

// arkadiaSVG draws s, collecting the regions of the picture when regions
// is not nil.
func arkadiaSVG(s arkadia.State, regions *[]Region) []byte {
	e := s.Edition()
	rows, cols := e.Rows(), e.Cols()
	boardW := float64(cols)*akCell + 40
	boardH := float64(rows)*akCell + 70
	panelW := 280.0
	c := canvas{regions: regions}
	perPlayer := 57.0
	if regions != nil {
		perPlayer += 22
	}
	c.open(boardW+panelW, max(boardH+40, 210+float64(s.Players())*perPlayer), fmt.Sprintf("Arkadia, %d players", s.Players()))
	status := fmt.Sprintf("Arkadia: castle floor %d", s.Floor())
	if s.IsTerminal() {
		status = "Arkadia: game over"
	}
	c.text(10, 22, 16, "start", "#222222", "bold", status)
	x0, y0 := 28.0, 50.0
	at := func(q arkadia.Square) (float64, float64) {
		return x0 + float64(q.Col)*akCell, y0 + float64(q.Row)*akCell
	}
	// Coordinates, as in the notation: columns a, b, ... and rows from 1.
	for col := range cols {
		c.text(x0+(float64(col)+0.5)*akCell, y0-5, 10, "middle", "#666666", "", string(rune('a'+col)))
	}
	for r := range rows {
		c.text(x0-5, y0+(float64(r)+0.65)*akCell, 10, "end", "#666666", "", fmt.Sprint(r+1))
	}
	castle := map[arkadia.Square]int{}
	for k := range arkadia.CastleSquares {
		castle[s.CastleSquare(k)] = k
	}
	info := func(q arkadia.Square) (arkadia.SquareInfo, bool) {
		if q.Row < 0 || q.Col < 0 || q.Row >= rows || q.Col >= cols {
			return arkadia.SquareInfo{}, false
		}
		return s.At(q), true
	}
	for r := range rows {
		for col := range cols {
			q := arkadia.Square{Row: r, Col: col}
			x, y := at(q)
			in := s.At(q)
			fill := "#eee4c8"
			switch in.Content {
			case arkadia.ContentLot:
				fill = "#cfc3ac"
			case arkadia.ContentBuilding:
				b := s.Building(in.Building)
				fill = familyTints[b.Card.Family]
				if b.Complete {
					fill = familyColors[b.Card.Family]
				}
			}
			c.rect(x, y, akCell, akCell, fill, "#c8bb9c", 0.6, 0)
			c.region(q.String(), square(x, y, akCell, akCell))
			if in.Tent && in.Content == arkadia.ContentEmpty {
				c.polygon([]float64{x + 8, y + akCell - 7, x + akCell - 8, y + akCell - 7, x + akCell/2, y + 8}, "#f6f1e4", "#7a6a4a", 1)
			}
			if in.Content == arkadia.ContentWorker {
				c.circle(x+akCell/2, y+akCell/2, akCell*0.3, playerColor(in.Worker), "#ffffff", 1.5)
			}
			if k, ok := castle[q]; ok {
				printed, pieces := s.Stack(k)
				c.rect(x+3, y+3, akCell-6, akCell-6, familyColors[s.Top(k)], "#333333", 1.2, 3)
				label := fmt.Sprint(len(pieces))
				if len(pieces) == 0 {
					label = string(printed.Letter())
				}
				color := "#ffffff"
				if s.Top(k) == arkadia.Silver || s.Top(k) == arkadia.NoFamily {
					color = "#222222"
				}
				c.text(x+akCell/2, y+akCell/2+4, 11, "middle", color, "bold", label)
			}
			// Outline buildings: a dark edge where the neighbour is not
			// part of the same building.
			if in.Content == arkadia.ContentBuilding {
				for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
					n, ok := info(arkadia.Square{Row: r + d[0], Col: col + d[1]})
					if ok && n.Content == arkadia.ContentBuilding && n.Building == in.Building {
						continue
					}
					x1, y1, x2, y2 := x, y, x+akCell, y
					switch d {
					case [2]int{0, 1}:
						x1, y1, x2, y2 = x+akCell, y, x+akCell, y+akCell
					case [2]int{1, 0}:
						x1, y1, x2, y2 = x, y+akCell, x+akCell, y+akCell
					case [2]int{0, -1}:
						x1, y1, x2, y2 = x, y, x, y+akCell
					}
					c.line(x1, y1, x2, y2, "#3a2f1f", 2)
				}
			}
		}
	}
	// The side panel.
	px := boardW + 4
	y := 50.0
	c.text(px, y, 13, "start", "#222222", "bold", "Seal values")
	for f := arkadia.Red; f < arkadia.NoFamily; f++ {
		y += 18
		c.rect(px+4, y-10, 12, 12, familyColors[f], "#333333", 0.8, 2)
		c.text(px+22, y, 12, "start", "#333333", "", fmt.Sprintf("%s: %d gold", f, s.Value(f)))
	}
	y += 22
	var up []string
	for _, card := range s.FaceUp() {
		up = append(up, card.String())
	}
	if regions == nil {
		c.text(px, y, 11, "start", "#444444", "", fmt.Sprintf("face-up cards: %v; pile %d", up, s.PileSize()))
	} else {
		// The interactive picture draws the cards, to be pointed at.
		c.text(px, y, 11, "start", "#444444", "", "face-up:")
		x := px + 50
		for _, card := range s.FaceUp() {
			drawCard(&c, card, 1, x, y-13, "card:"+card.String())
			x += 36
		}
		c.rect(x+8, y-13, 34, 18, "#d8cfbc", "#7a6a4a", 1, 3)
		c.text(x+25, y+1, 10, "middle", "#3b2f1a", "", fmt.Sprint(s.PileSize()))
		c.region("pile", square(x+8, y-13, 34, 18))
		c.text(x+46, y, 11, "start", "#444444", "", "pile")
		y += 8
	}
	scores := arkadia.Game.Scores(s)
	winners := arkadia.Game.Winners(s)
	for p := range s.Players() {
		y += 28
		c.circle(px+7, y-5, 6, playerColor(p), "#ffffff", 1.2)
		label := fmt.Sprintf("player %d: %d gold", p, scores[p].Total)
		if slices.Contains(winners, p) {
			label += " ★"
		}
		c.text(px+18, y, 13, "start", "#222222", "bold", label)
		y += 15
		seals := "seals"
		for f := arkadia.Red; f < arkadia.NoFamily; f++ {
			seals += fmt.Sprintf(" %d%c", s.Seals(p, f), f.Letter())
		}
		c.text(px+18, y, 11, "start", "#444444", "", fmt.Sprintf("%s; %d cards, %d banners", seals, s.HandSize(p), s.BannersLeft(p)))
		y += 14
		c.text(px+18, y, 11, "start", "#444444", "", fmt.Sprintf("workers: %d on the board, %d in reserve", s.Placed(p), s.Reserve(p)))
		if cards := s.Hand(p); regions != nil && cards != nil {
			// The interactive picture shows the hands that can be seen,
			// each card once with its number of copies.
			y += 22
			c.text(px+18, y, 11, "start", "#444444", "", "hand:")
			x := px + 50
			for i := 0; i < len(cards); {
				n := 1
				for i+n < len(cards) && cards[i+n] == cards[i] {
					n++
				}
				drawCard(&c, cards[i], n, x, y-13, fmt.Sprintf("hand%d:%s", p, cards[i]))
				x += 36
				i += n
			}
		}
	}
	// The key, under the board.
	ky := y0 + float64(rows)*akCell + 24
	c.rect(x0, ky-10, 12, 12, familyTints[arkadia.Red], "#3a2f1f", 1, 0)
	c.rect(x0+14, ky-10, 12, 12, familyColors[arkadia.Red], "#3a2f1f", 1, 0)
	c.text(x0+32, ky, 11, "start", "#444444", "", "building, unfinished / completed (colour of its seal)")
	c.circle(x0+6, ky+14, 5, playerColor(-1), "#ffffff", 1)
	c.text(x0+32, ky+18, 11, "start", "#444444", "", "worker (grey: neutral); castle squares: colour shown, pieces stacked")
	return c.bytes()
}

// drawCard draws n copies of a card as one small card with its top left
// corner at (x, y), in the tint of its family, and names its region id.
func drawCard(c *canvas, card arkadia.Card, n int, x, y float64, id string) {
	c.rect(x, y, 32, 18, familyTints[card.Family], familyColors[card.Family], 1.5, 3)
	label := card.String()
	if n > 1 {
		label += fmt.Sprintf("×%d", n)
	}
	c.text(x+16, y+13, 10, "middle", "#222222", "bold", label)
	c.region(id, square(x, y, 32, 18))
}
