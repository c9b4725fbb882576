package arkadia

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// EditionError is a problem in an edition file, with the line where it was
// found (0 when the problem concerns the file as a whole). It wraps
// [kingdoms.ErrBadConfig].
type EditionError struct {
	Line int
	Msg  string
}

// Error returns the message with its line number.
func (e *EditionError) Error() string {
	if e.Line == 0 {
		return "arkadia: edition: " + e.Msg
	}
	return fmt.Sprintf("arkadia: edition line %d: %s", e.Line, e.Msg)
}

// Unwrap returns [kingdoms.ErrBadConfig].
func (e *EditionError) Unwrap() error { return kingdoms.ErrBadConfig }

// ParseEdition reads an edition in the following line-based text format.
// Blank lines are ignored and '#' starts a comment that runs to the end of
// the line. The first line is the header; the keywords may then come in any
// order, except that the board picture follows its board line.
//
//	arkadia-edition 1              header, format version 1
//	name printed 2007              a free name
//	board 12 16                    rows and columns (at most 256 squares,
//	..T..T..........               26 columns, 99 rows), followed by one
//	...                            line per row: '.' plain square, 'T' tent
//	lot R O B S - R O B S -        the 10 printed seals of the castle lot,
//	                               clockwise from the top-left corner of the
//	                               3 x 4 lot (R O B S, '-' blank): 2 of
//	                               each family and 2 blank, in any order
//	form 1 house: 0,0 0,1          form number (1, 2, ... in order), name,
//	                               then its squares as row,col offsets
//	                               (1 to 8 squares, connected)
//	cards 1 R R O O B B S S        the cards of form 1: one family letter
//	                               per card (every form has at least one)
//	first-game lot g5 0            optional first-game set-up: the lot's
//	first-game building 6O f3 g3 e4 f4   top-left square and turn, each
//	first-game neutral 3 2 1       pre-placed building (its card and the
//	                               squares it covers) and the neutral
//	                               workers each player receives with 2, 3
//	                               and 4 players
//
// Exactly one board, one lot line and at least one form with cards are
// required; there are at most 16 forms and 63 cards. The first-game lines
// come all together or not at all; the pre-placed buildings must lie on the
// board, off the lot and off each other, each in an orientation of its
// card's form and touching the lot or an earlier pre-placed building, and
// use cards the edition has.
//
// Every error is an *[EditionError] that gives the line number and wraps
// [kingdoms.ErrBadConfig], but for a nil r, which gives an error wrapping
// [kingdoms.ErrBadArgument].
func ParseEdition(r io.Reader) (*Edition, error) {
	if r == nil {
		return nil, fmt.Errorf("arkadia: ParseEdition: the reader is nil: %w", kingdoms.ErrBadArgument)
	}
	p := &editionParser{sc: bufio.NewScanner(r)}
	p.sc.Buffer(make([]byte, 4096), 1<<16)
	e, err := p.parse()
	if err != nil {
		return nil, err
	}
	return e, nil
}

type editionParser struct {
	sc   *bufio.Scanner
	line int
}

func (p *editionParser) errf(line int, format string, args ...any) error {
	return &EditionError{Line: line, Msg: fmt.Sprintf(format, excerpts(args)...)}
}

// excerpt is a string of the caller's input quoted in an error message: it
// formats as kingdoms.Excerpt does, cut to a short excerpt.
type excerpt string

// Format writes the excerpt: quoted (%q) or bare, cut as kingdoms.Excerpt
// cuts it.
func (e excerpt) Format(f fmt.State, verb rune) {
	q := kingdoms.Excerpt(string(e))
	if verb != 'q' && len(e) <= 40 {
		q = string(e)
	}
	io.WriteString(f, q)
}

// excerpts returns args with every string replaced by an excerpt, and the
// message of every long error cut, for an error message that quotes them.
func excerpts(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch t := a.(type) {
		case string:
			a = excerpt(t)
		case error:
			if msg := t.Error(); len(msg) > maxErrorText {
				cut := maxErrorText
				for cut > 0 && !utf8.RuneStart(msg[cut]) {
					cut--
				}
				a = fmt.Sprintf("%s... (%d bytes)", msg[:cut], len(msg))
			}
		}
		out[i] = a
	}
	return out
}

// maxErrorText is the length beyond which excerpts cuts the message of an
// error it quotes (such as encoding/json's, which may quote a whole field
// name of the input).
const maxErrorText = 160

// next returns the next non-blank line with its comment removed.
func (p *editionParser) next() (string, bool) {
	for p.sc.Scan() {
		p.line++
		t := p.sc.Text()
		if i := strings.IndexByte(t, '#'); i >= 0 {
			t = t[:i]
		}
		t = strings.TrimSpace(t)
		if t != "" {
			return t, true
		}
	}
	return "", false
}

type rawForm struct {
	line  int
	name  string
	cells []squaregrid.Point
}

type rawPre struct {
	line  int
	card  Card
	cells []Square
}

func (p *editionParser) parse() (*Edition, error) {
	t, ok := p.next()
	if !ok {
		if err := p.sc.Err(); err != nil {
			return nil, p.errf(p.line, "%v", err)
		}
		return nil, p.errf(0, "empty file: want the header line %q", "arkadia-edition 1")
	}
	if f := strings.Fields(t); len(f) != 2 || f[0] != "arkadia-edition" {
		return nil, p.errf(p.line, "want the header %q, found %q", "arkadia-edition 1", t)
	} else if f[1] != "1" {
		return nil, p.errf(p.line, "unknown format version %q (this package reads version 1)", f[1])
	}
	var (
		name               string
		rows, cols         int
		tentRows           []string
		boardLine, lotLine int
		seals              [CastleSquares]Family
		forms              []rawForm
		cards              = map[int][]Family{}
		cardLine           = map[int]int{}
		fgLot              *Lot
		fgLotLine          int
		fgPre              []rawPre
		fgNeutral          *[5]int
		fgNeutralLine      int
	)
	for {
		t, ok := p.next()
		if !ok {
			break
		}
		f := strings.Fields(t)
		switch f[0] {
		case "name":
			name = strings.TrimSpace(strings.TrimPrefix(t, "name"))
		case "board":
			if boardLine != 0 {
				return nil, p.errf(p.line, "second board line (the first is line %d)", boardLine)
			}
			boardLine = p.line
			if len(f) != 3 {
				return nil, p.errf(p.line, "want %q", "board <rows> <cols>")
			}
			var err1, err2 error
			rows, err1 = strconv.Atoi(f[1])
			cols, err2 = strconv.Atoi(f[2])
			if err1 != nil || err2 != nil || rows < 1 || cols < 1 || rows > 99 || cols > 26 || rows*cols > squaregrid.Capacity {
				return nil, p.errf(p.line, "bad board size %q x %q: want 1-99 rows, 1-26 columns and at most %d squares", f[1], f[2], squaregrid.Capacity)
			}
			for r := range rows {
				row, ok := p.next()
				if !ok {
					return nil, p.errf(p.line, "the board has %d rows, the file ends after %d", rows, r)
				}
				row = strings.ReplaceAll(row, " ", "")
				if len(row) != cols {
					return nil, p.errf(p.line, "board row %d has %d squares, want %d", r+1, len(row), cols)
				}
				for c := range len(row) {
					if row[c] != '.' && row[c] != 'T' {
						return nil, p.errf(p.line, "board row %d, column %d: %q is neither '.' nor 'T'", r+1, c+1, row[c])
					}
				}
				tentRows = append(tentRows, row)
			}
		case "lot":
			if lotLine != 0 {
				return nil, p.errf(p.line, "second lot line (the first is line %d)", lotLine)
			}
			lotLine = p.line
			if len(f) != CastleSquares+1 {
				return nil, p.errf(p.line, "want the %d seals of the lot's border, found %d", CastleSquares, len(f)-1)
			}
			var per [NumFamilies]int
			for i, s := range f[1:] {
				if s == "-" {
					seals[i] = NoFamily
					continue
				}
				fam, ok := familyOf(s[0])
				if !ok || len(s) != 1 {
					return nil, p.errf(p.line, "seal %d: %q is not R, O, B, S or -", i+1, s)
				}
				seals[i] = fam
				per[fam]++
			}
			if per != [NumFamilies]int{2, 2, 2, 2} {
				return nil, p.errf(p.line, "the lot shows 2 seals of each family and 2 blank squares (published), found %d R, %d O, %d B, %d S", per[0], per[1], per[2], per[3])
			}
		case "form":
			head, cellText, found := strings.Cut(t, ":")
			hf := strings.Fields(head)
			if !found || len(hf) < 3 {
				return nil, p.errf(p.line, "want %q", "form <number> <name>: <row,col> ...")
			}
			n, err := strconv.Atoi(hf[1])
			if err != nil || n != len(forms)+1 {
				return nil, p.errf(p.line, "form number %q: forms are numbered 1, 2, ... in order, want %d", hf[1], len(forms)+1)
			}
			if n > maxForms {
				return nil, p.errf(p.line, "more than %d forms", maxForms)
			}
			var cells []squaregrid.Point
			for _, c := range strings.Fields(cellText) {
				rs, cs, ok := strings.Cut(c, ",")
				r, err1 := strconv.Atoi(rs)
				cc, err2 := strconv.Atoi(cs)
				if !ok || err1 != nil || err2 != nil || r < 0 || cc < 0 || r > 7 || cc > 7 {
					return nil, p.errf(p.line, "square %q: want row,col with 0 <= row, col <= 7", c)
				}
				cells = append(cells, squaregrid.Point{Row: r, Col: cc})
			}
			if len(cells) == 0 || len(cells) > maxFormCells {
				return nil, p.errf(p.line, "form %d has %d squares, want 1 to %d", n, len(cells), maxFormCells)
			}
			if _, err := squaregrid.NewShape(cells...); err != nil {
				return nil, p.errf(p.line, "form %d: %v", n, err)
			}
			forms = append(forms, rawForm{p.line, strings.Join(hf[2:], " "), cells})
		case "cards":
			if len(f) < 3 {
				return nil, p.errf(p.line, "want %q", "cards <form> <family letters>")
			}
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 1 || n > maxForms {
				return nil, p.errf(p.line, "bad form number %q", f[1])
			}
			if l, dup := cardLine[n]; dup {
				return nil, p.errf(p.line, "second cards line for form %d (the first is line %d)", n, l)
			}
			cardLine[n] = p.line
			for _, s := range f[2:] {
				fam, ok := familyOf(s[0])
				if !ok || len(s) != 1 {
					return nil, p.errf(p.line, "card family %q is not R, O, B or S", s)
				}
				cards[n] = append(cards[n], fam)
			}
		case "first-game":
			if len(f) < 2 {
				return nil, p.errf(p.line, "want first-game lot, building or neutral")
			}
			switch f[1] {
			case "lot":
				if fgLot != nil {
					return nil, p.errf(p.line, "second first-game lot (the first is line %d)", fgLotLine)
				}
				if len(f) != 4 {
					return nil, p.errf(p.line, "want %q", "first-game lot <square> <turn>")
				}
				q, ok := parseSquare(f[2])
				turn, err := strconv.Atoi(f[3])
				if !ok || err != nil || turn < 0 || turn > 3 {
					return nil, p.errf(p.line, "bad lot %q %q: want a square such as g5 and a turn 0-3", f[2], f[3])
				}
				fgLot, fgLotLine = &Lot{q, turn}, p.line
			case "building":
				if len(f) < 4 {
					return nil, p.errf(p.line, "want %q", "first-game building <card> <squares>")
				}
				c, err := parseCard(f[2])
				if err != nil {
					return nil, p.errf(p.line, "%v", err)
				}
				pre := rawPre{line: p.line, card: c}
				for _, s := range f[3:] {
					q, ok := parseSquare(s)
					if !ok {
						return nil, p.errf(p.line, "bad square %q", s)
					}
					pre.cells = append(pre.cells, q)
				}
				fgPre = append(fgPre, pre)
			case "neutral":
				if fgNeutral != nil {
					return nil, p.errf(p.line, "second first-game neutral line (the first is line %d)", fgNeutralLine)
				}
				if len(f) != 5 {
					return nil, p.errf(p.line, "want %q", "first-game neutral <2 players> <3 players> <4 players>")
				}
				var nn [5]int
				for i := range 3 {
					v, err := strconv.Atoi(f[2+i])
					if err != nil || v < 0 || v*(i+2) > NeutralWorkers {
						return nil, p.errf(p.line, "bad neutral worker count %q for %d players", f[2+i], i+2)
					}
					nn[i+2] = v
				}
				fgNeutral, fgNeutralLine = &nn, p.line
			default:
				return nil, p.errf(p.line, "unknown first-game item %q (want lot, building or neutral)", f[1])
			}
		case "arkadia-edition":
			return nil, p.errf(p.line, "second header line")
		default:
			return nil, p.errf(p.line, "unknown keyword %q", f[0])
		}
	}
	if err := p.sc.Err(); err != nil {
		return nil, p.errf(p.line, "%v", err)
	}
	if boardLine == 0 {
		return nil, p.errf(0, "no board line")
	}
	if lotLine == 0 {
		return nil, p.errf(0, "no lot line")
	}
	if len(forms) == 0 {
		return nil, p.errf(0, "no form")
	}
	for n, l := range cardLine {
		if n > len(forms) {
			return nil, p.errf(l, "cards for form %d, but there are only %d forms", n, len(forms))
		}
	}
	e := &Edition{name: name}
	var err error
	e.board, err = squaregrid.NewBoard(rows, cols)
	if err != nil {
		return nil, p.errf(boardLine, "%v", err)
	}
	n := rows * cols
	e.sq = make([]Square, n)
	e.rc = new([squaregrid.Capacity]uint64)
	for i := range n {
		pt := e.board.Point(i)
		e.sq[i] = Square{pt.Row, pt.Col}
		e.rc[i] = uint64(pt.Row)<<shRow | uint64(pt.Col)<<shCol
	}
	for r, row := range tentRows {
		for c := range len(row) {
			if row[c] == 'T' {
				e.tents = e.tents.Add(r*cols + c)
			}
		}
	}
	e.seals = seals
	for i := range e.kind {
		for f := range e.kind[i] {
			e.kind[i][f] = -1
		}
	}
	for i, rf := range forms {
		sh, _ := squaregrid.NewShape(rf.cells...)
		fm := form{name: rf.name, shape: sh, orient: sh.Orientations(), size: sh.Len()}
		for _, o := range fm.orient {
			// Empty for a shape larger than the board, which has no anchor.
			m, _ := e.board.Place(o, 0)
			fm.masks = append(fm.masks, m)
		}
		e.forms = append(e.forms, fm)
		fams := cards[i+1]
		if len(fams) == 0 {
			return nil, p.errf(rf.line, "form %d (%s) has no cards line", i+1, rf.name)
		}
		var per [NumFamilies]int
		for _, f := range fams {
			per[f]++
		}
		for f := range Family(NumFamilies) {
			if per[f] > 0 {
				e.kind[i+1][f] = int8(len(e.kinds))
				e.kinds = append(e.kinds, Card{uint8(i + 1), f})
				e.count = append(e.count, per[f])
				e.total += per[f]
			}
		}
	}
	e.tables()
	if e.total > maxCards {
		return nil, p.errf(0, "%d cards, at most %d are supported", e.total, maxCards)
	}
	e.lots = e.lotPlacements()
	if len(e.lots) == 0 {
		return nil, p.errf(boardLine, "the castle lot fits nowhere on this board without covering a tent")
	}
	if fgLot != nil || fgPre != nil || fgNeutral != nil {
		if fgLot == nil || fgNeutral == nil {
			return nil, p.errf(0, "a first-game set-up needs both its lot and its neutral lines")
		}
		lotSet, _, ok := e.lotCells(*fgLot)
		if !ok {
			return nil, p.errf(fgLotLine, "the first-game lot %v leaves the board", *fgLot)
		}
		if lotSet.Intersects(e.tents) {
			return nil, p.errf(fgLotLine, "the first-game lot %v covers a tent", *fgLot)
		}
		fg := &firstGame{lot: *fgLot, neutral: *fgNeutral}
		used := lotSet
		left := append([]int(nil), e.count...)
		for _, rp := range fgPre {
			k := e.kindOf(rp.card)
			if k < 0 {
				return nil, p.errf(rp.line, "the edition has no card %v", rp.card)
			}
			if left[k] == 0 {
				return nil, p.errf(rp.line, "more first-game buildings %v than cards %v", rp.card, rp.card)
			}
			left[k]--
			var pts []squaregrid.Point
			var cells squaregrid.Set
			for _, q := range rp.cells {
				i := e.index(q)
				if i < 0 {
					return nil, p.errf(rp.line, "square %v is off the board", q)
				}
				if used.Has(i) || cells.Has(i) {
					return nil, p.errf(rp.line, "square %v is already covered", q)
				}
				cells = cells.Add(i)
				pts = append(pts, squaregrid.Point{Row: q.Row, Col: q.Col})
			}
			sh, err := squaregrid.NewShape(pts...)
			fm := e.forms[rp.card.Form-1]
			o := -1
			if err == nil {
				for j, os := range fm.orient {
					if os == sh {
						o = j
					}
				}
			}
			if o < 0 {
				return nil, p.errf(rp.line, "the squares do not form a %s (form %d) in any orientation", fm.name, rp.card.Form)
			}
			anchor := cells.First() - fm.masks[o].First()
			if !e.board.Dilate(cells).Intersects(used) {
				return nil, p.errf(rp.line, "the building touches neither the lot nor an earlier first-game building")
			}
			used = used.Union(cells)
			fg.buildings = append(fg.buildings, preBuilding{rp.card, o, anchor})
		}
		e.first = fg
	}
	e.text = e.format()
	return e, nil
}

// parseCard reads a card such as "6R".
func parseCard(s string) (Card, error) {
	if len(s) < 2 || len(s) > 3 {
		return Card{}, fmt.Errorf("bad card %s: want a form number and a family letter, such as 6R", kingdoms.Excerpt(s))
	}
	fam, ok := familyOf(s[len(s)-1])
	n, err := strconv.Atoi(s[:len(s)-1])
	if !ok || err != nil || n < 1 || n > maxForms || s[0] == '0' || s[0] == '+' {
		return Card{}, fmt.Errorf("bad card %s: want a form number and a family letter, such as 6R", kingdoms.Excerpt(s))
	}
	return Card{uint8(n), fam}, nil
}

// format writes the edition in its canonical text form.
func (e *Edition) format() string {
	var b strings.Builder
	b.WriteString("arkadia-edition 1\n")
	if e.name != "" {
		fmt.Fprintf(&b, "name %s\n", e.name)
	}
	fmt.Fprintf(&b, "board %d %d\n", e.Rows(), e.Cols())
	for r := range e.Rows() {
		for c := range e.Cols() {
			if e.tents.Has(r*e.Cols() + c) {
				b.WriteByte('T')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("lot")
	for _, f := range e.seals {
		fmt.Fprintf(&b, " %c", f.Letter())
	}
	b.WriteByte('\n')
	for i, fm := range e.forms {
		fmt.Fprintf(&b, "form %d %s:", i+1, fm.name)
		for _, pt := range fm.shape.Cells() {
			fmt.Fprintf(&b, " %d,%d", pt.Row, pt.Col)
		}
		b.WriteByte('\n')
	}
	for i := range e.forms {
		fmt.Fprintf(&b, "cards %d", i+1)
		for k, c := range e.kinds {
			if int(c.Form) == i+1 {
				for range e.count[k] {
					fmt.Fprintf(&b, " %c", c.Family.Letter())
				}
			}
		}
		b.WriteByte('\n')
	}
	if fg := e.first; fg != nil {
		fmt.Fprintf(&b, "first-game lot %v %d\n", fg.lot.Square, fg.lot.Turn)
		for _, pb := range fg.buildings {
			fmt.Fprintf(&b, "first-game building %v", pb.card)
			cells := e.placeCells(int(pb.card.Form)-1, pb.orient, pb.anchor)
			for i := cells.Next(0); i >= 0; i = cells.Next(i + 1) {
				fmt.Fprintf(&b, " %v", e.sq[i])
			}
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "first-game neutral %d %d %d\n", fg.neutral[2], fg.neutral[3], fg.neutral[4])
	}
	return b.String()
}
