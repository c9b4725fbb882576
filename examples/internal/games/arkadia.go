package games

import (
	"fmt"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/render"
)

func init() {
	register(Make(Def[arkadia.State, arkadia.Move]{
		Game:    arkadia.Game,
		SVG:     func(s arkadia.State) ([]byte, error) { return render.Arkadia(s), nil },
		Notes:   formNotes,
		Picture: render.ArkadiaRegions,
		Spots:   squareSpots,
		Hidden:  func(s arkadia.State, p int) bool { return s.Hidden(p) },
	}))
}

// formNotes draws the orientations of the building forms in the hand of the
// player to move, numbered as the move "play CARD ORIENTATION SQUARE" reads
// them (the square is the top-left corner of the drawing).
func formNotes(s arkadia.State, _ []arkadia.Move) string {
	p := s.ToMove()
	if p < 0 {
		return ""
	}
	e := s.Edition()
	var forms []int
	for _, c := range s.Hand(p) {
		if !slices.Contains(forms, int(c.Form)) {
			forms = append(forms, int(c.Form))
		}
	}
	slices.Sort(forms)
	var b strings.Builder
	for _, n := range forms {
		or := e.Orientations(n)
		fmt.Fprintf(&b, "form %d (%s), orientations:\n", n, e.FormName(n))
		h := 0
		for _, sq := range or {
			for _, q := range sq {
				h = max(h, q.Row+1)
			}
		}
		cells := make([][]string, len(or))
		width := make([]int, len(or))
		for i, sq := range or {
			own := 0
			for _, q := range sq {
				width[i] = max(width[i], q.Col+1)
				own = max(own, q.Row+1)
			}
			width[i] = max(width[i], len(fmt.Sprint(i)))
			cells[i] = make([]string, h)
			for r := range h {
				fill := "."
				if r >= own {
					fill = " "
				}
				row := []byte(strings.Repeat(fill, width[i]))
				for _, q := range sq {
					if q.Row == r {
						row[q.Col] = '#'
					}
				}
				cells[i][r] = string(row)
			}
		}
		line := func(f func(i int) string) {
			var parts []string
			for i := range or {
				parts = append(parts, fmt.Sprintf("%-*s", width[i], f(i)))
			}
			fmt.Fprintf(&b, "  %s\n", strings.TrimRight(strings.Join(parts, "   "), " "))
		}
		line(func(i int) string { return fmt.Sprint(i) })
		for r := range h {
			line(func(i int) string { return cells[i][r] })
		}
	}
	return b.String()
}

// squareSpots names the regions of a move: for a building, the card in
// the hand of the player to move and the building's first square (the
// leftmost of its top row) to point at, and all its squares to highlight;
// for a worker or a castle piece, its square; for taking a face-up card,
// the card; for drawing, the pile.
func squareSpots(s arkadia.State, m arkadia.Move) (spots, marks []string) {
	switch m.Kind() {
	case arkadia.MovePlay:
		or := s.Edition().Orientations(int(m.Card().Form))
		o := m.Orientation()
		if o < 0 || o >= len(or) {
			return nil, nil
		}
		at := m.Square()
		for _, q := range or[o] {
			marks = append(marks, arkadia.Square{Row: at.Row + q.Row, Col: at.Col + q.Col}.String())
		}
		first := or[o][0]
		for _, q := range or[o][1:] {
			if q.Row < first.Row || q.Row == first.Row && q.Col < first.Col {
				first = q
			}
		}
		card := fmt.Sprintf("hand%d:%s", s.ToMove(), m.Card())
		return []string{card, arkadia.Square{Row: at.Row + first.Row, Col: at.Col + first.Col}.String()}, append(marks, card)
	case arkadia.MoveWorker, arkadia.MoveNeutral, arkadia.MoveCastle:
		spots = []string{m.Square().String()}
		return spots, spots
	case arkadia.MoveTake:
		spots = []string{"card:" + m.Card().String()}
		return spots, spots
	case arkadia.MoveDraw:
		return []string{"pile"}, []string{"pile"}
	}
	return nil, nil
}
