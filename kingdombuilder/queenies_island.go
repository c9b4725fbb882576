package kingdombuilder

import (
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// Island is the board of Queenie 3: 5 horizontal lines of hexes beside the
// main board and not connected to it, holding the RopeBridge and the
// TreeHouse. The printed Island is not available to this project: users
// who own it load it with ParseIsland, and SampleIsland returns the
// project's own sample, which is NOT the printed Island.
//
// An Island is immutable and safe to share; ParseIsland returns the same
// pointer for islands with the same name and content, so that a Config
// stays comparable and states of one game share their set-up.
type Island struct {
	d islandData
}

// islandData is the content of an island, comparable.
type islandData struct {
	name     string
	terrain  [islandRows * islandCols]Terrain // NoTerrain: no hex
	location [islandRows * islandCols]Location
}

// Name returns the island's name, as given in its header.
func (isl *Island) Name() string { return isl.d.name }

// Terrain returns the terrain at line r (0-4), column c (0-21) of the
// island, NoTerrain where it has no hex.
func (isl *Island) Terrain(r, c int) Terrain {
	i := islandGrid.Index(hexgrid.Offset{Row: r, Col: c})
	if i < 0 {
		return NoTerrain
	}
	return isl.d.terrain[i]
}

// Location returns the location at line r, column c of the island,
// NoLocation where the hex is no location hex.
func (isl *Island) Location(r, c int) Location {
	i := islandGrid.Index(hexgrid.Offset{Row: r, Col: c})
	if i < 0 {
		return NoLocation
	}
	return isl.d.location[i]
}

// String returns the island in the text format ParseIsland reads.
func (isl *Island) String() string { return isl.d.text() }

// MarshalText implements encoding.TextMarshaler with the text format of
// ParseIsland, so that a Config in JSON carries its island in full.
func (isl *Island) MarshalText() ([]byte, error) { return []byte(isl.d.text()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with ParseIsland.
func (isl *Island) UnmarshalText(b []byte) error {
	v, err := ParseIsland(string(b))
	if err != nil {
		return err
	}
	*isl = *v
	return nil
}

// UnmarshalJSON reads the JSON form of q, so that its Island is the shared
// pointer ParseIsland returns (a Config read back from JSON compares equal
// to the original). An unknown field is an error, as in a Config read
// strictly.
func (q *Queenies) UnmarshalJSON(b []byte) error {
	type plain Queenies
	var v plain
	if err := kingdoms.DecodeStrict(b, &v); err != nil {
		return fmt.Errorf("Queenies: %v", err)
	}
	if v.Island != nil {
		v.Island = internIsland(v.Island.d)
	}
	*q = Queenies(v)
	return nil
}

// width returns the number of columns of line r up to its last hex.
func (d *islandData) width(r int) int {
	w := 0
	for c := range islandCols {
		if d.terrain[r*islandCols+c] != NoTerrain {
			w = c + 1
		}
	}
	return w
}

// text writes d in the island text format.
func (d *islandData) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "island %s\n", d.name)
	for r := range islandRows {
		if r%2 == 1 {
			b.WriteByte(' ')
		}
		// A line without a hex is written "." (a blank line would be
		// skipped when read back).
		for c := range max(1, d.width(r)) {
			if c > 0 {
				b.WriteByte(' ')
			}
			if t := d.terrain[r*islandCols+c]; t != NoTerrain {
				b.WriteByte(t.Code())
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	for i, l := range d.location {
		if l != NoLocation {
			fmt.Fprintf(&b, "at %d,%d %s\n", i/islandCols, i%islandCols, l.Key())
		}
	}
	return b.String()
}

// islandTerrains are the terrains an island may hold: the 5 buildable
// terrains of the base game, water, mountains, castles and location hexes.
var islandTerrains = [...]Terrain{Grass, Canyon, Desert, Flower, Forest, Water, Mountain, Castle, LocationSpace}

// ParseIsland reads an island in the project's island text format, the
// section text format of ParseSections adapted to the Island:
//
//	# a comment (blank lines are ignored too)
//	island NAME
//	. W G G F W              5 lines of at most 22 codes, separated by spaces
//	 W C L T D W             (leading spaces are ignored: odd lines are
//	...                      shifted half a hex to the right, as on the board)
//	at ROW,COL KEY           one line per location hex (L): bridge or treehouse
//
// Codes: G grass, C canyon, D desert, F flower, T forest, W water, M
// mountain, K castle, L location hex, and '.' for no hex (the island's
// outline within its frame of 5 lines of 22 hexes; a line may also stop
// early). NAME is made of lower-case letters, digits and '-'. ROW is 0 to
// 4, COL 0 to 21. The Island holds exactly one RopeBridge ("bridge") and
// one TreeHouse ("treehouse") location hex, each with 2 tiles (rulebook
// 003, "QUEENIE 3: ILE": 2 tiles of each, placed on their location).
//
// An error is a *SectionError giving the line and column of the problem; it
// wraps kingdoms.ErrBadConfig.
func ParseIsland(text string) (*Island, error) {
	d, err := parseIsland(text)
	if err != nil {
		return nil, err
	}
	return internIsland(d), nil
}

// internedIslands maps the content of every island parsed so far to its
// canonical pointer.
var internedIslands = interner[islandData, Island]{max: 1024}

func internIsland(d islandData) *Island {
	return internedIslands.get(d, func() *Island { return &Island{d: d} })
}

// parseIsland reads an island in the text format of ParseIsland.
func parseIsland(text string) (islandData, error) {
	var d islandData
	errAt := func(line, col int, format string, args ...any) error {
		return &SectionError{Line: line, Column: col, Msg: "island: " + fmt.Sprintf(format, args...)}
	}
	header, row := 0, 0
	for n, line := range strings.Split(text, "\n") {
		ln := n + 1
		fields := splitFields(line)
		if len(fields) == 0 || fields[0].s[0] == '#' {
			continue
		}
		f0 := fields[0]
		switch {
		case f0.s == "island":
			if header != 0 {
				return d, errAt(ln, f0.col, "a second island (one island per text)")
			}
			if len(fields) != 2 {
				return d, errAt(ln, f0.col, "want \"island NAME\"")
			}
			if !validSectionName(fields[1].s) {
				return d, errAt(ln, fields[1].col, "island name %s: use lower-case letters, digits and '-'", kingdoms.Excerpt(fields[1].s))
			}
			d.name, header = fields[1].s, ln
		case header == 0:
			return d, errAt(ln, f0.col, "want the header \"island NAME\" first")
		case f0.s == "at":
			if row != islandRows {
				return d, errAt(ln, f0.col, "\"at\" line before the %d lines of the island are complete", islandRows)
			}
			if len(fields) != 3 {
				return d, errAt(ln, f0.col, "want \"at ROW,COL KEY\"")
			}
			i, why := parseHex("i" + fields[1].s)
			if why != "" {
				return d, errAt(ln, fields[1].col, "hex %s: want ROW,COL with ROW from 0 to %d and COL from 0 to %d", kingdoms.Excerpt(fields[1].s), islandRows-1, islandCols-1)
			}
			i -= islandBase
			if d.terrain[i] != LocationSpace {
				return d, errAt(ln, fields[1].col, "hex %s is %s, not a location hex (L)", fields[1].s, d.terrain[i])
			}
			if d.location[i] != NoLocation {
				return d, errAt(ln, fields[1].col, "location hex %s named twice", fields[1].s)
			}
			l, ok := locationByKey(fields[2].s)
			if !ok || (l != RopeBridge && l != TreeHouse) {
				return d, errAt(ln, fields[2].col, "location %s: the Island holds the bridge (RopeBridge) and the treehouse (TreeHouse)", kingdoms.Excerpt(fields[2].s))
			}
			for _, other := range d.location {
				if other == l {
					return d, errAt(ln, fields[2].col, "a second %s: the Island holds one", l)
				}
			}
			d.location[i] = l
		default:
			if row >= islandRows {
				return d, errAt(ln, f0.col, "more than %d lines", islandRows)
			}
			if len(fields) > islandCols {
				return d, errAt(ln, fields[islandCols].col, "%d hexes, at most %d", len(fields), islandCols)
			}
			for c, f := range fields {
				t, ok := NoTerrain, len(f.s) == 1
				if ok && f.s != "." {
					t, ok = terrainByCode(f.s[0])
					allowed := false
					for _, a := range islandTerrains {
						allowed = allowed || a == t
					}
					if ok && !allowed {
						return d, errAt(ln, f.col, "%s on the Island (codes: G C D F T W M K L and . for no hex)", t)
					}
				}
				if !ok {
					return d, errAt(ln, f.col, "unknown code %s (codes: G C D F T W M K L and . for no hex)", kingdoms.Excerpt(f.s))
				}
				d.terrain[row*islandCols+c] = t
			}
			row++
		}
	}
	if header == 0 {
		return d, &SectionError{Msg: "island: no \"island NAME\" header"}
	}
	if row != islandRows {
		return d, errAt(header, 0, "%d lines, want %d", row, islandRows)
	}
	var seen [numLocations]bool
	for i, t := range d.terrain {
		if t == LocationSpace && d.location[i] == NoLocation {
			return d, errAt(header, 0, "the location hex at %d,%d has no \"at\" line naming its location", i/islandCols, i%islandCols)
		}
		seen[d.location[i]] = true
	}
	for _, l := range [...]Location{RopeBridge, TreeHouse} {
		if !seen[l] {
			return d, errAt(header, 0, "no %s location hex (\"at ROW,COL %s\"); the Island holds one of each", l, l.Key())
		}
	}
	return d, nil
}

// sampleIslandText is the project's sample island: an invention of this
// project, NOT the printed Island of Queenie 3 (whose layout is not
// available to it).
const sampleIslandText = `# The project's sample island, NOT the printed Island of Queenie 3.
island sample-island
. . W G G F F W
 . W C C L T T D W
W D D G G F T T C W
 W C M F F L G D W
. W D D G W C W
at 1,4 bridge
at 3,5 treehouse
`

// sampleIsland is SampleIsland's island, parsed once.
var sampleIsland = func() *Island {
	isl, err := ParseIsland(sampleIslandText)
	if err != nil {
		panic("kingdombuilder: sample island: " + err.Error())
	}
	return isl
}()

// SampleIsland returns the package's sample island, "sample-island", which
// its tests and the demo play on. It is an invention of this project, NOT
// the printed Island of Queenie 3, whose layout is not available to it:
//
//	line 0   . . W G G F F W
//	line 1    . W C C B T T D W        B: RopeBridge at 1,4
//	line 2   W D D G G F T T C W
//	line 3    W C M F F H G D W        H: TreeHouse at 3,5
//	line 4   . W D D G W C W
func SampleIsland() *Island { return sampleIsland }

// placeIsland puts the island isl (nil: none) on the set-up, at the hexes
// from islandBase (see geometry): terrain, locations and the sets.
func (g *setup) placeIsland(isl *Island) {
	if isl == nil {
		return
	}
	for k, t := range isl.d.terrain {
		if t == NoTerrain {
			continue
		}
		i := islandBase + k
		g.terrain[i] = t
		g.terrainSet[t].Insert(i)
		g.location[i] = isl.d.location[k]
	}
}

// noQuadrant is the quadrant of the island's hexes: none.
const noQuadrant = 0xff

// writeIsland draws the Island, when the game has one, below the board:
// its 5 lines as the board's rows are drawn, '.' where it has no hex.
func (s *State) writeIsland(b *strings.Builder) {
	isl := s.g.queenies.island
	if isl == nil {
		return
	}
	fmt.Fprintf(b, "island %s (hexes i0,0 to i4,21):\n", isl.Name())
	for r := range islandRows {
		if r%2 == 1 {
			b.WriteByte(' ')
		}
		for c := range isl.d.width(r) {
			if c > 0 {
				b.WriteByte(' ')
			}
			i := islandBase + r*islandCols + c
			if s.g.terrain[i] == NoTerrain {
				b.WriteByte('.')
				continue
			}
			b.WriteByte(s.cellChar(i))
		}
		b.WriteByte('\n')
	}
}
