package games

import (
	"fmt"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdomino"
)

func init() {
	register(Make(Def[kingdomino.State, kingdomino.Move]{
		Game:    kingdomino.Game,
		SVG:     func(s kingdomino.State) ([]byte, error) { return render.Kingdomino(s), nil },
		Notes:   dominoNotes,
		Picture: render.KingdominoRegions,
		Spots:   dominoSpots,
	}))
}

// dominoNotes describes the dominoes of the lines, which the state's String
// gives by number only: "23: wheat*1 | mine" (a star and the crowns).
func dominoNotes(s kingdomino.State, _ []kingdomino.Move) string {
	var b strings.Builder
	half := func(h kingdomino.Half) string {
		if h.Crowns > 0 {
			return fmt.Sprintf("%s*%d", h.Terrain, h.Crowns)
		}
		return h.Terrain.String()
	}
	for _, line := range []struct {
		name  string
		slots []kingdomino.LineSlot
	}{{"current line", s.Line()}, {"next line", s.NextLine()}} {
		if len(line.slots) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s:", line.name)
		for _, slot := range line.slots {
			l, r := slot.Domino.Halves()
			fmt.Fprintf(&b, "  %d: %s|%s", slot.Domino, half(l), half(r))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// dominoSpots names the regions of a move: the two squares of a placement
// (which marks the domino placed, in the current line, too), the domino of a
// pick (in the next line) or of a discard (in the current line).
func dominoSpots(s kingdomino.State, m kingdomino.Move) (spots, marks []string) {
	switch m.Kind() {
	case kingdomino.Place:
		p := s.ToMove()
		a := m.At()
		b := a.Add(m.Dir().Delta())
		spots = []string{fmt.Sprintf("k%d:%d,%d", p, a.Row, a.Col), fmt.Sprintf("k%d:%d,%d", p, b.Row, b.Col)}
		return spots, append(slices.Clip(spots), fmt.Sprintf("line:%d", m.Domino()))
	case kingdomino.Pick:
		spots = []string{fmt.Sprintf("next:%d", m.Domino())}
		return spots, spots
	case kingdomino.Discard:
		spots = []string{fmt.Sprintf("line:%d", m.Domino())}
		return spots, spots
	}
	return nil, nil
}
