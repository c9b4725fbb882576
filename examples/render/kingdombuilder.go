package render

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms/hexgrid"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// kbColors are the terrains' colours.
var kbColors = map[kingdombuilder.Terrain]string{
	kingdombuilder.Grass:         "#8fcb4f",
	kingdombuilder.Canyon:        "#c47a45",
	kingdombuilder.Desert:        "#f1d98b",
	kingdombuilder.Flower:        "#c99ad6",
	kingdombuilder.Forest:        "#2d6a35",
	kingdombuilder.Water:         "#4d93d9",
	kingdombuilder.Mountain:      "#8c8a86",
	kingdombuilder.Castle:        "#eadfc4",
	kingdombuilder.LocationSpace: "#f7efdc",
	kingdombuilder.NomadSpace:    "#e3c27e",
	kingdombuilder.Swamp:         "#5f7f6a",
	kingdombuilder.Farmland:      "#d9b44a",
	kingdombuilder.Palace:        "#e8d0e8",
	kingdombuilder.Silo:          "#e6d3b3",
}

const (
	kbRows       = 20
	kbCols       = 20
	kbIslandRows = 5    // lines of the Island (Queenie 3)
	kbIslandCols = 22   // hexes of a line of the Island, at most
	kbR          = 14.0 // hex radius (centre to corner)
)

// KingdomBuilder draws the 20 x 20 hex board with a colour per terrain,
// castles as towers, location hexes with their name's initials and the
// number of tiles left, each settlement as a house in its player's colour,
// Crossroads pieces as discs with their initial, stone walls as grey hexes; beside it, the game's three cards and each player's supply, terrain
// card (when visible), tiles and score (a star marks the winners).
func KingdomBuilder(s kingdombuilder.State) []byte {
	return kingdomBuilderSVG(s, nil)
}

// kingdomBuilderSVG draws s, collecting the regions of the picture when
// regions is not nil.
func kingdomBuilderSVG(s kingdombuilder.State, regions *[]Region) []byte {
	w := math.Sqrt(3) * kbR
	boardW := w*(kbCols+0.5) + 20
	boardH := 1.5*kbR*(kbRows-1) + 2*kbR + 50
	// The interactive picture draws the Island, when there is one.
	island, islandH := false, 0.0
	if regions != nil {
		for r := range kbIslandRows {
			for col := range kbIslandCols {
				island = island || s.Terrain(kingdombuilder.IslandOffset(r, col)) != kingdombuilder.NoTerrain
			}
		}
	}
	if island {
		islandH = 1.5*kbR*(kbIslandRows-1) + 2*kbR + 30
		boardH += islandH
	}
	panelW := 250.0
	c := canvas{regions: regions}
	c.open(boardW+panelW, boardH, fmt.Sprintf("Kingdom Builder, %d players", s.Players()))
	status := fmt.Sprintf("Kingdom Builder: turn %d", s.Turn())
	if s.IsTerminal() {
		status = "Kingdom Builder: game over"
	}
	c.text(10, 22, 16, "start", "#222222", "bold", status)
	onBoard := map[kingdombuilder.Terrain]bool{}
	owner := map[int]int{}
	for p := range s.Players() {
		for i := range s.Settlements(p).All() {
			owner[i] = p
		}
	}
	// hex draws the hex o centred at (x, y), the settlement of player
	// owner on it (none when negative), and the Crossroads piece or wall
	// on it when pieces is set.
	hex := func(o hexgrid.Offset, id string, x, y float64, owner int, pieces bool) {
		t := s.Terrain(o)
		onBoard[t] = true
		fill, ok := kbColors[t]
		if !ok {
			fill = "#ffffff"
		}
		c.polygon(hexCorners(x, y, kbR), fill, "#5f5a4f", 0.6)
		c.region(id, hexCorners(x, y, kbR))
		switch t {
		case kingdombuilder.Castle:
			c.tower(x, y, kbR*0.45, "#bfb49a")
		case kingdombuilder.Palace:
			c.tower(x, y, kbR*0.45, "#a77fb0")
		case kingdombuilder.Silo:
			c.text(x, y+1, 9, "middle", "#3b2f1a", "bold", "Si")
		case kingdombuilder.LocationSpace, kingdombuilder.NomadSpace:
			name := "N"
			if l := s.LocationAt(o); l != kingdombuilder.NoLocation {
				name = initials(l.String())
			}
			c.text(x, y+1, 9, "middle", "#3b2f1a", "bold", name)
			for i := range s.TilesLeft(o) {
				c.circle(x-4+float64(i)*8, y+7, 2.5, "#3b2f1a", "", 0)
			}
		}
		if owner >= 0 {
			c.house(x, y, kbR*0.45, playerColor(owner))
			return
		}
		if !pieces {
			return
		}
		if k, p, ok := s.PieceAt(o); ok {
			c.circle(x, y, kbR*0.5, playerColor(p), "#222222", 0.8)
			c.text(x, y+3, 8, "middle", "#ffffff", "bold", strings.ToUpper(k.String()[:1]))
		} else if s.Wall(o) {
			c.polygon(hexCorners(x, y, kbR*0.5), "#6b6b6b", "#333333", 0.8)
		}
	}
	for r := range kbRows {
		for col := range kbCols {
			p, ok := owner[r*kbCols+col]
			if !ok {
				p = -1
			}
			x := 10 + w*(float64(col)+0.5+0.5*float64(r&1))
			y := 36 + kbR + 1.5*kbR*float64(r)
			hex(hexgrid.Offset{Row: r, Col: col}, fmt.Sprintf("h%d,%d", r, col), x, y, p, true)
		}
	}
	if regions != nil {
		// The interactive picture marks the tiles of Queenies 1 and 2: a
		// Capitol as a ring, a Cave as a dark arch.
		for _, o := range s.Capitols() {
			x := 10 + w*(float64(o.Col)+0.5+0.5*float64(o.Row&1))
			y := 36 + kbR + 1.5*kbR*float64(o.Row)
			c.circle(x, y, kbR*0.75, "none", "#b8860b", 2.5)
		}
		for _, o := range s.Caves() {
			x := 10 + w*(float64(o.Col)+0.5+0.5*float64(o.Row&1))
			y := 36 + kbR + 1.5*kbR*float64(o.Row)
			c.polygon([]float64{x - 6, y + 6, x - 6, y - 1, x - 3, y - 5, x + 3, y - 5, x + 6, y - 1, x + 6, y + 6}, "#2a2420", "#000000", 0.6)
		}
	}
	if island {
		// The Island of Queenie 3, under the board: its hexes are named
		// as in the notation, iR,C.
		top := boardH - islandH + 16
		c.text(10, top, 13, "start", "#222222", "bold", "Island")
		for r := range kbIslandRows {
			for col := range kbIslandCols {
				o := kingdombuilder.IslandOffset(r, col)
				if s.Terrain(o) == kingdombuilder.NoTerrain {
					continue
				}
				x := 10 + w*(float64(col)+0.5+0.5*float64(o.Row&1))
				y := top + 8 + kbR + 1.5*kbR*float64(r)
				hex(o, fmt.Sprintf("i%d,%d", r, col), x, y, s.Occupant(o), false)
			}
		}
	}
	// The side panel.
	x0 := boardW + 4
	y := 50.0
	c.text(x0, y, 13, "start", "#222222", "bold", "Cards")
	for _, card := range s.Cards() {
		y += 17
		c.text(x0+8, y, 12, "start", "#333333", "", card.String())
	}
	scores := kingdombuilder.Game.Scores(s)
	winners := kingdombuilder.Game.Winners(s)
	for p := range s.Players() {
		y += 30
		c.house(x0+7, y-5, 6, playerColor(p))
		label := fmt.Sprintf("player %d: %d points", p, scores[p].Total)
		if slices.Contains(winners, p) {
			label += " ★"
		}
		c.text(x0+18, y, 13, "start", "#222222", "bold", label)
		y += 16
		line := fmt.Sprintf("supply %d", s.Supply(p))
		if t, ok := s.Hand(p); ok {
			line += ", card " + strings.ToLower(t.String())
		}
		c.text(x0+18, y, 11, "start", "#444444", "", line)
		if tiles := s.Tiles(p); len(tiles) > 0 {
			var names []string
			for _, t := range tiles {
				names = append(names, t.Location.String())
			}
			y += 15
			c.text(x0+18, y, 11, "start", "#444444", "", "tiles: "+strings.Join(names, ", "))
		}
	}
	// The terrain key: the base game's terrains, and the expansions' when
	// the board has them.
	key := []kingdombuilder.Terrain{
		kingdombuilder.Grass, kingdombuilder.Canyon, kingdombuilder.Desert, kingdombuilder.Flower,
		kingdombuilder.Forest, kingdombuilder.Water, kingdombuilder.Mountain, kingdombuilder.Castle,
	}
	for _, t := range []kingdombuilder.Terrain{kingdombuilder.Swamp, kingdombuilder.Farmland, kingdombuilder.Palace, kingdombuilder.Silo} {
		if onBoard[t] {
			key = append(key, t)
		}
	}
	y += 34
	c.text(x0, y, 13, "start", "#222222", "bold", "Terrains")
	for i, t := range key {
		tx := x0 + 8 + float64(i%2)*110
		ty := y + 18 + float64(i/2)*18
		c.rect(tx, ty-10, 12, 12, kbColors[t], "#5f5a4f", 0.6, 2)
		c.text(tx+18, ty, 11, "start", "#333333", "", strings.ToLower(t.String()))
	}
	return c.bytes()
}

// hexCorners returns the corners of a pointy-top hexagon of radius r
// centred at (x, y).
func hexCorners(x, y, r float64) []float64 {
	pts := make([]float64, 0, 12)
	for i := range 6 {
		a := math.Pi/180*(60*float64(i)) - math.Pi/2
		pts = append(pts, x+r*math.Cos(a), y+r*math.Sin(a))
	}
	return pts
}

// initials returns the first two letters of a location's name.
func initials(name string) string {
	if len(name) < 2 {
		return name
	}
	return name[:2]
}
