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
		Name:           "kingdombuilder",
		DefaultPlayers: 4,
		Variants: []Variant{
			{"first-game", "the rulebook's suggested first game: Tavern, Paddock, Oasis and Farm sections; Fishermen, Knights and Merchants"},
			{"nomads", "expansion 1: nomad spaces and tiles, 4 more sections, 3 cards scored in play, up to 5 players"},
			{"crossroads", "expansion 2: ships, wagons, warriors, city halls, task cards (on the project's sample sections)"},
			{"marshlands", "expansion 3: swamps, palaces, swamp cards, bonus tiles (on the project's sample sections)"},
			{"harvest", "expansion 4: farmland, silos, colonies, scouts (on the project's sample sections)"},
			{"capitol", "Queenie 1: Capitol tiles on the Oracle and Harbor sections' castles"},
			{"caves", "Queenie 2: a Cave on each section"},
			{"island", "Queenie 3: the Island beside the board (the project's sample island)"},
		},
		Game: kingdombuilder.Game,
		New: func(cfg Config) (kingdombuilder.State, error) {
			c := kingdombuilder.Config{Players: cfg.Players, Seed: cfg.Seed}
			for _, v := range cfg.Variants {
				if v == "first-game" {
					c = kingdombuilder.FirstGame(cfg.Players, cfg.Seed)
				}
			}
			for _, v := range cfg.Variants {
				switch v {
				case "nomads":
					c.Nomads = true
				case "crossroads":
					c.Crossroads = true
				case "marshlands":
					c.Marshlands = true
				case "harvest":
					c.Harvest = true
				case "capitol":
					c.Queenies.Capitol = true
				case "caves":
					c.Queenies.Caves = true
				case "island":
					c.Queenies.Island = kingdombuilder.SampleIsland()
				}
			}
			if c.Marshlands && c.Quadrants == ([4]kingdombuilder.Quadrant{}) {
				// A random Marshlands board has no swamp (the printed
				// sections are not available): put one sample section on it.
				base, err := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: cfg.Seed})
				if err != nil {
					return kingdombuilder.State{}, err
				}
				c.Quadrants = base.Quadrants()
				samples := kingdombuilder.SampleMarshlandsQuadrants()
				c.Quadrants[cfg.Seed%4] = samples[cfg.Seed%uint64(len(samples))]
			}
			return kingdombuilder.New(c)
		},
		SVG:     func(s kingdombuilder.State) ([]byte, error) { return render.KingdomBuilder(s), nil },
		Notes:   hexNotes,
		Picture: render.KingdomBuilderRegions,
		Spots:   hexSpots,
		Encode:  encodeJSON[kingdombuilder.State],
		Decode:  decodeJSON[kingdombuilder.State],
	}))
}

const kbSide = 20 // rows and columns of the board

// hexNotes draws the board again with row and column numbers, as the move
// notation writes hexes ("place 3,4" is row 3, column 4), and marks with +
// the hexes where a settlement can be placed now.
func hexNotes(s kingdombuilder.State) string {
	place := map[hexgrid.Offset]bool{}
	for _, m := range kingdombuilder.Legal(s) {
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
