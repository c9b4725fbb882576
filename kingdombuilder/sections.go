package kingdombuilder

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/hexgrid"
)

// CustomSection is a board section read from text by ParseSections rather
// than one of the printed sections this package embeds. The Crossroads,
// Marshlands and Harvest sections and the Island were printed, but their
// layouts are not available to this project: users who own them load them
// as custom sections, and the package's sample sections (which are the
// project's own, not the printed ones) are custom sections too.
//
// A CustomSection is immutable and safe to share; ParseSections returns the
// same pointer for sections with the same name and content, so that states
// of one game share their set-up.
type CustomSection struct {
	d sectionData

	// placed is the section in every quadrant, turned and not, made once
	// when a board first uses it (see Quadrant.placed).
	placedOnce sync.Once
	placed     *[2][4]placedSection
}

// Name returns the section's name, as given in its header.
func (c *CustomSection) Name() string { return c.d.name }

// Expansion returns the box the section says it belongs to: "base",
// "nomads", "crossroads", "marshlands" or "harvest".
func (c *CustomSection) Expansion() string { return c.d.box.key() }

// Terrain returns the terrain at row r, column c (0-9) of the section, as
// written (not turned); NoTerrain off the section.
func (c *CustomSection) Terrain(r, col int) Terrain {
	if r < 0 || r >= sectionRows || col < 0 || col >= sectionCols {
		return NoTerrain
	}
	return c.d.terrain[sectionGrid.Index(hexgrid.Offset{Row: r, Col: col})]
}

// Location returns the location at row r, column c of the section, as
// written (not turned); NoLocation where the hex is no location hex.
func (c *CustomSection) Location(r, col int) Location {
	if r < 0 || r >= sectionRows || col < 0 || col >= sectionCols {
		return NoLocation
	}
	return c.d.location[sectionGrid.Index(hexgrid.Offset{Row: r, Col: col})]
}

// String returns the section in the text format that ParseSections reads:
// its header, its 10 rows, and one "at" line per location hex.
func (c *CustomSection) String() string { return c.d.text() }

// MarshalText implements encoding.TextMarshaler with the text format of
// ParseSections.
func (c *CustomSection) MarshalText() ([]byte, error) { return []byte(c.d.text()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it reads exactly one
// section with ParseSections. A Config in JSON thus carries its custom
// sections in full.
func (c *CustomSection) UnmarshalText(b []byte) error {
	list, err := ParseSections(string(b))
	if err != nil {
		return err
	}
	if len(list) != 1 {
		return &SectionError{Msg: fmt.Sprintf("%d sections, want exactly 1", len(list))}
	}
	*c = CustomSection{d: list[0].d} // its placed sections are made anew
	return nil
}

// text writes d in the section text format, naming every location hex.
func (d *sectionData) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "section %s %s\n", d.name, d.box.key())
	for r := range sectionRows {
		for col := range sectionCols {
			if col > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(d.terrain[r*sectionCols+col].Code())
		}
		b.WriteByte('\n')
	}
	for i, l := range d.location {
		if l != NoLocation {
			fmt.Fprintf(&b, "at %d,%d %s\n", i/sectionCols, i%sectionCols, l.Key())
		}
	}
	return b.String()
}

// SectionError is an error in a section text: where it is (line and column,
// both counted from 1; column 0 when the error concerns the whole line or
// the whole section) and what is wrong. It wraps kingdoms.ErrBadConfig.
type SectionError struct {
	Line, Column int
	Msg          string
}

// Error returns the error as "kingdombuilder: sections: line L, column C: MSG".
func (e *SectionError) Error() string {
	switch {
	case e.Line == 0:
		return "kingdombuilder: sections: " + e.Msg
	case e.Column == 0:
		return fmt.Sprintf("kingdombuilder: sections: line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("kingdombuilder: sections: line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

// Unwrap returns kingdoms.ErrBadConfig.
func (e *SectionError) Unwrap() error { return kingdoms.ErrBadConfig }

// sectionExpansions are the boxes a section may name in its header, by
// key: every box with sections (the Queenies bring tiles and the Island,
// not sections).
var sectionExpansions = [...]string{baseBox.key(), nomadsBox.key(), crossroadsBox.key(), marshlandsBox.key(), harvestBox.key()}

// ParseSections reads board sections in the project's section text format,
// the format of the embedded printed sections extended for the expansions:
//
//	# a comment (blank lines are ignored too)
//	section NAME EXPANSION
//	G G G T T W G T T T      10 rows of 10 terrain codes, separated by spaces
//	...
//	at ROW,COL KEY           one line per location hex (L), naming its location
//
// Terrain codes: G grass, C canyon, D desert, F flower, T forest (buildable),
// W water, M mountain, K castle, L location hex, N nomad space, S swamp, A
// farmland, P palace, O silo. NAME is made of lower-case letters, digits and
// '-'; EXPANSION is base, nomads, crossroads, marshlands or harvest. ROW and
// COL are 0 to 9 in the section as written (row 0 at the top, odd rows
// shifted half a hex to the right), and KEY is a location's key, such as
// "lighthouse" (see Location.Key). A section whose NAME is a location key
// and that has no "at" line puts that location on all its L hexes (the form
// of the printed sections). Every L hex needs a location, and only L hexes
// take one.
//
// An error is a *SectionError giving the line and column of the problem; it
// wraps kingdoms.ErrBadConfig. Whether a board may use a section (its
// expansion played, its locations implemented) is checked by New.
func ParseSections(text string) ([]*CustomSection, error) {
	list, err := parseSections(text)
	if err != nil {
		return nil, err
	}
	out := make([]*CustomSection, len(list))
	for i := range list {
		out[i] = internSection(list[i])
	}
	return out, nil
}

// internedSections maps the content of every custom section parsed so far
// to its canonical pointer.
var internedSections = interner[sectionData, CustomSection]{max: 4096}

func internSection(d sectionData) *CustomSection {
	return internedSections.get(d, func() *CustomSection { return &CustomSection{d: d} })
}

// interner shares one immutable value per content: get returns the value
// made for k the first time it was asked, so that states built from equal
// boards share their set-up. It is bounded: past max contents, new values
// are made and not kept.
type interner[K comparable, V any] struct {
	mu  sync.Mutex
	m   map[K]*V
	max int
}

func (in *interner[K, V]) get(k K, newV func() *V) *V {
	in.mu.Lock()
	defer in.mu.Unlock()
	if v := in.m[k]; v != nil {
		return v
	}
	v := newV()
	if in.m == nil {
		in.m = map[K]*V{}
	}
	if len(in.m) < in.max {
		in.m[k] = v
	}
	return v
}

// parseSections reads sections in the text format of ParseSections.
func parseSections(text string) ([]sectionData, error) {
	var out []sectionData
	var cur *sectionData
	row, header := 0, 0 // rows read in the current section, line of its header
	named := false      // the current section has "at" lines
	errAt := func(line, col int, format string, args ...any) error {
		return &SectionError{Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
	}
	finish := func(line int) error {
		if cur == nil {
			return nil
		}
		if row != sectionRows {
			return errAt(header, 0, "section %s has %d rows, want %d", cur.name, row, sectionRows)
		}
		own, isLoc := locationByKey(cur.name)
		for i, t := range cur.terrain {
			if t != LocationSpace || cur.location[i] != NoLocation {
				continue
			}
			if named || !isLoc {
				return errAt(header, 0, "section %s: the location hex at %d,%d has no \"at\" line naming its location", cur.name, i/sectionCols, i%sectionCols)
			}
			cur.location[i] = own
		}
		return nil
	}
	for n, line := range strings.Split(text, "\n") {
		ln := n + 1
		fields := splitFields(line)
		if len(fields) == 0 || fields[0].s[0] == '#' {
			continue
		}
		f0 := fields[0]
		switch {
		case f0.s == "section":
			if err := finish(ln); err != nil {
				return nil, err
			}
			if len(fields) != 3 {
				return nil, errAt(ln, f0.col, "want \"section NAME EXPANSION\"")
			}
			name, exp := fields[1], fields[2]
			if !validSectionName(name.s) {
				return nil, errAt(ln, name.col, "section name %s: use lower-case letters, digits and '-'", kingdoms.Excerpt(name.s))
			}
			for _, d := range out {
				if d.name == name.s {
					return nil, errAt(ln, name.col, "section %s defined twice", name.s)
				}
			}
			b, known := boxByKey(exp.s)
			if !known || b == queeniesBox {
				return nil, errAt(ln, exp.col, "unknown expansion %s, want one of %s", kingdoms.Excerpt(exp.s), strings.Join(sectionExpansions[:], ", "))
			}
			out = append(out, sectionData{name: name.s, box: b})
			cur = &out[len(out)-1]
			row, header, named = 0, ln, false
		case f0.s == "at":
			if cur == nil {
				return nil, errAt(ln, f0.col, "\"at\" line before any section")
			}
			if row != sectionRows {
				return nil, errAt(ln, f0.col, "\"at\" line before the %d rows of section %s are complete", sectionRows, cur.name)
			}
			if len(fields) != 3 {
				return nil, errAt(ln, f0.col, "want \"at ROW,COL KEY\"")
			}
			i, ok := parseSectionHex(fields[1].s)
			if !ok {
				return nil, errAt(ln, fields[1].col, "hex %s: want ROW,COL with ROW and COL from 0 to 9", kingdoms.Excerpt(fields[1].s))
			}
			if cur.terrain[i] != LocationSpace {
				return nil, errAt(ln, fields[1].col, "hex %s is %s, not a location hex (L)", fields[1].s, cur.terrain[i])
			}
			if cur.location[i] != NoLocation {
				return nil, errAt(ln, fields[1].col, "location hex %s named twice", fields[1].s)
			}
			l, ok := locationByKey(fields[2].s)
			if !ok || l == NoLocation {
				return nil, errAt(ln, fields[2].col, "unknown location %s", kingdoms.Excerpt(fields[2].s))
			}
			cur.location[i] = l
			named = true
		default:
			if cur == nil {
				return nil, errAt(ln, f0.col, "terrain row before any section")
			}
			if row >= sectionRows {
				return nil, errAt(ln, f0.col, "section %s has more than %d rows", cur.name, sectionRows)
			}
			if len(fields) != sectionCols {
				col := f0.col
				if len(fields) > sectionCols {
					col = fields[sectionCols].col
				}
				return nil, errAt(ln, col, "%d hexes, want %d", len(fields), sectionCols)
			}
			for c, f := range fields {
				t, ok := NoTerrain, len(f.s) == 1
				if ok {
					t, ok = terrainByCode(f.s[0])
				}
				if !ok {
					return nil, errAt(ln, f.col, "unknown terrain code %s (codes: %s)", kingdoms.Excerpt(f.s), terrainCodes())
				}
				cur.terrain[sectionGrid.Index(hexgrid.Offset{Row: row, Col: c})] = t
			}
			row++
		}
	}
	if err := finish(0); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, &SectionError{Msg: "no section"}
	}
	return out, nil
}

// field is a word of a line and its column (from 1).
type field struct {
	s   string
	col int
}

// splitFields splits a line into words separated by spaces or tabs.
func splitFields(line string) []field {
	var out []field
	start := -1
	for i := 0; i <= len(line); i++ {
		sep := i == len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
		switch {
		case sep && start >= 0:
			out = append(out, field{line[start:i], start + 1})
			start = -1
		case !sep && start < 0:
			start = i
		}
	}
	return out
}

func validSectionName(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// parseSectionHex reads "row,col" within a section.
func parseSectionHex(s string) (int, bool) {
	rs, cs, ok := strings.Cut(s, ",")
	if !ok || len(rs) != 1 || len(cs) != 1 {
		return 0, false
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return sectionGrid.Index(hexgrid.Offset{Row: r, Col: c}), true
}

// terrainCodes lists the terrain codes, for error messages.
func terrainCodes() string {
	var b []byte
	for t := Terrain(1); t < numTerrains; t++ {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = append(b, t.Code())
	}
	return string(b)
}

// checkCustom checks that a game playing the expansions r may use the
// custom section c: the expansion it names is played, and so is every
// expansion its terrains and locations need; every location is implemented.
func checkCustom(c *CustomSection, r rules) error {
	d := &c.d
	if !r.plays(d.box) {
		return fmt.Errorf("section %s belongs to the %s expansion, which the game does not play (set Config.%s)", d.name, d.box.key(), d.box.name())
	}
	for i, t := range d.terrain {
		if b := terrainTable[t].box; !r.plays(b) {
			return fmt.Errorf("section %s: %s at %d,%d needs the %s expansion, which the game does not play", d.name, t, i/sectionCols, i%sectionCols, b.key())
		}
		l := d.location[i]
		if l == NoLocation {
			continue
		}
		// The Island's locations are checked with the Island (Queenie 3).
		if b := locationTable[l].box; b != queeniesBox && !r.plays(b) {
			return fmt.Errorf("section %s: the %s at %d,%d needs the %s expansion, which the game does not play", d.name, l, i/sectionCols, i%sectionCols, b.key())
		}
		if !l.implemented() {
			return fmt.Errorf("section %s: the %s at %d,%d is not implemented yet", d.name, l, i/sectionCols, i%sectionCols)
		}
	}
	return nil
}
