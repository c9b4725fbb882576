package arkadia

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// Family is one of the four families whose seals the buildings carry and
// whose pieces build the castle.
type Family uint8

// The four families, in the order used everywhere in the package (legal
// moves, score breakdowns, arrays indexed by family). NoFamily marks a castle
// square whose printed seal is blank.
const (
	Red    Family = iota // the cloth merchants (R)
	Olive                // the spice merchants, green in some editions (O)
	Black                // the carpenters (B)
	Silver               // the silversmiths, blue in some editions (S)
	NoFamily
)

// NumFamilies is the number of families.
const NumFamilies = 4

var familyNames = [...]string{"red", "olive", "black", "silver", "blank"}

const familyLetters = "ROBS-"

// String returns the family's English name: "red", "olive", "black",
// "silver", or "blank" for NoFamily.
func (f Family) String() string {
	if int(f) < len(familyNames) {
		return familyNames[f]
	}
	return fmt.Sprintf("Family(%d)", int(f))
}

// Letter returns the one-letter code of the family used by the notation:
// R, O, B, S, or '-' for NoFamily.
func (f Family) Letter() byte {
	if int(f) < len(familyLetters) {
		return familyLetters[f]
	}
	return '?'
}

func familyOf(c byte) (Family, bool) {
	switch c {
	case 'R', 'r':
		return Red, true
	case 'O', 'o':
		return Olive, true
	case 'B', 'b':
		return Black, true
	case 'S', 's':
		return Silver, true
	}
	return 0, false
}

// Card is a building card: the number of a building form (1 for the house,
// ... 7 for the monastery in the default edition) and the family of the seal
// printed on it. Its notation is the form number followed by the family
// letter: "6R" is a red trade centre.
type Card struct {
	Form   uint8  // the form number, from 1
	Family Family // the family of the printed seal
}

// String returns the card's notation, such as "6R".
func (c Card) String() string {
	return fmt.Sprintf("%d%c", c.Form, c.Family.Letter())
}

// Square is a square of the board: Row 0 is the top row and Col 0 the left
// column. Its notation is the column letter followed by the row number from
// 1, as in chess but counted from the top: "a1" is the top-left square and
// "p12" the bottom-right square of the 12 x 16 board.
type Square struct {
	Row, Col int // from 0, at the top-left corner
}

// ParseSquare reads a square in its notation, such as "g5". It does not
// know the board: a square that parses may still be off the board.
func ParseSquare(text string) (Square, error) {
	q, ok := parseSquare(text)
	if !ok {
		return Square{}, fmt.Errorf("arkadia: %s is not a square such as g5: %w", kingdoms.Excerpt(text), kingdoms.ErrBadNotation)
	}
	return q, nil
}

// ParseCard reads a card in its notation, such as "6R".
func ParseCard(text string) (Card, error) {
	c, err := parseCard(text)
	if err != nil {
		return Card{}, fmt.Errorf("arkadia: %w: %w", err, kingdoms.ErrBadNotation)
	}
	return c, nil
}

// String returns the square's notation, such as "g5".
func (q Square) String() string {
	if q.Col < 0 || q.Col >= 26 || q.Row < 0 {
		return fmt.Sprintf("(%d,%d)", q.Row, q.Col)
	}
	return fmt.Sprintf("%c%d", 'a'+q.Col, q.Row+1)
}

// parseSquare reads a square such as "g5".
func parseSquare(s string) (Square, bool) {
	if len(s) < 2 || len(s) > 3 {
		return Square{}, false
	}
	c := s[0]
	if c >= 'A' && c <= 'Z' {
		c += 'a' - 'A'
	}
	if c < 'a' || c > 'z' {
		return Square{}, false
	}
	row := 0
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || (i == 1 && s[i] == '0') {
			return Square{}, false
		}
		row = row*10 + int(s[i]-'0')
	}
	return Square{Row: row - 1, Col: int(c - 'a')}, true
}

// Lot is where the castle building lot lies: the square of the top-left
// corner of the rectangle it covers, and how many quarter turns clockwise
// (0 to 3) it is turned from the printed orientation. Turned 0 or 2 it covers
// 3 rows by 4 columns, turned 1 or 3 it covers 4 rows by 3 columns.
type Lot struct {
	Square Square // the top-left corner of the covered rectangle
	Turn   int    // quarter turns clockwise, 0 to 3
}

// String returns the lot's notation: its top-left square and its turn, such
// as "g5/0".
func (l Lot) String() string { return fmt.Sprintf("%v/%d", l.Square, l.Turn) }

// Published sizes that an edition cannot change.
const (
	// LotRows and LotCols are the size of the castle lot as printed.
	LotRows, LotCols = 3, 4
	// CastleSquares is the number of castle squares: the border of the lot.
	CastleSquares = 10
	// Floors is the number of floors of the castle.
	Floors = 3
	// CastlePieces is the number of castle pieces, 7 per family.
	CastlePieces = 28
	// WorkersPerPlayer is the number of workers of each player colour.
	WorkersPerPlayer = 11
	// StartWorkers is how many of them start behind the screen.
	StartWorkers = 3
	// Banners is the number of architect banners of each player.
	Banners = 4
	// BannerWorkers is how many workers a banner brings.
	BannerWorkers = 2
	// NeutralWorkers is the number of neutral workers.
	NeutralWorkers = 24
	// HandSize is the size of a full hand of cards.
	HandSize = 4
	// FaceUp is the number of face-up cards beside the pile.
	FaceUp = 3
)

// MaxMoves returns a bound on the length of a game set up by c: no game of
// that many players with that edition (nil is [Default]) lasts more moves.
// It is 0 for a config that [New] refuses for its players or its edition. The
// bound is loose (1,138 moves with 2 players and the default edition, 2,104
// with 4, where random games last 146 to 190 moves on average: the moves
// column of go run ./examples/arkadia-ends -bots random -games 2000); it is
// counted as follows (see [MovePass] and "Rulings" in RULES.md for why
// every game ends):
//
//   - A turn acts when its player plays a card, introduces a worker or
//     takes a banner. Cards, workers (11 per player and 24 neutral) and
//     banners (4 per player) are finite and never come back, so at most
//     A = cards + workers + banners turns act. At most players-1 turns in a
//     row do not act (players in a row stall the game), and the last round
//     has players turns, so a game has at most T = (A+2) x players turns.
//   - A turn makes at most 3 moves besides the ones counted below: its must
//     action or pass, a stop, a banner or decline.
//   - Beyond that: one move per further worker, per castle piece (28), per
//     card drawn (one per card played), per sale's done (one per banner),
//     and per sell; each sell sells at least one seal, and each completed
//     building (at most one per card) pays its seal plus one per worker next
//     to it, at most 2k+2 for a form of k squares.
func MaxMoves(c Config) int {
	n := c.Players
	if n < 2 || n > maxPlayers {
		return 0
	}
	ed, err := configEdition(c)
	if err != nil {
		return 0
	}
	size := 0
	for _, f := range ed.forms {
		size = max(size, f.size)
	}
	cards := ed.total
	workers := n*WorkersPerPlayer + NeutralWorkers
	banners := n * Banners
	turns := (cards + workers + banners + 2) * n
	seals := cards * (1 + 2*size + 2)
	return 3*turns + workers + CastlePieces + cards + banners + seals
}

// Limits on user-supplied editions, set by the fixed-size tables of State.
const (
	maxForms     = 16
	maxFormCells = 8
	maxCards     = 63
	maxKinds     = 64
)

// lotBorder lists the castle squares of the printed 3 x 4 lot, clockwise from
// the top-left corner.
var lotBorder = [CastleSquares]Square{
	{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}, {2, 3}, {2, 2}, {2, 1}, {2, 0}, {1, 0},
}

// An Edition is the printed material of one edition of Arkadia: the board and
// its tent squares, the printed seals of the castle lot, the building forms,
// the cards, and the first-game set-up. It is immutable and shared by every
// state that uses it. [Default] is the project's reconstruction; [ParseEdition]
// reads an edition from the text format described there.
// The zero Edition is no edition: [New] refuses it, and the methods of the
// zero or the nil Edition return zero values.
type Edition struct {
	name  string
	text  string // canonical text, for JSON
	board *squaregrid.Board
	tents squaregrid.Set
	seals [CastleSquares]Family
	forms []form
	kinds []Card // distinct cards, sorted by form then family
	count []int  // copies of each kind
	kind  [maxForms + 1][NumFamilies]int8
	total int
	first *firstGame
	// per-cell tables
	sq []Square
	rc *[squaregrid.Capacity]uint64 // row and column of each cell, placed as in a Move
	// narrow: the board has at most 192 squares, three words of a set.
	narrow bool
	// The squares of the board, those not in its first column and those
	// not in its last one.
	all, notFirst, notLast squaregrid.Set
	lots                   []Lot // lotPlacements, computed once
	// acts numbers the moves (see actions.go).
	acts actionTable
}

type form struct {
	name   string
	shape  squaregrid.Shape
	orient []squaregrid.Shape
	masks  []squaregrid.Set // cells of each orientation anchored at cell 0
	size   int
	place  []placing // each orientation as the move generator uses it
	// canon is the first form with the same orientations (this one's index
	// when none comes before) and perm gives the index in it of each
	// orientation of this form.
	canon int
	perm  []uint8
}

type firstGame struct {
	lot       Lot
	buildings []preBuilding
	neutral   [5]int // by number of players
}

type preBuilding struct {
	card   Card
	orient int
	anchor int
}

// Name returns the edition's name.
func (e *Edition) Name() string {
	if !e.ok() {
		return ""
	}
	return e.name
}

// Rows returns the number of rows of the board.
func (e *Edition) Rows() int {
	if !e.ok() {
		return 0
	}
	return e.board.Rows()
}

// Cols returns the number of columns of the board.
func (e *Edition) Cols() int {
	if !e.ok() {
		return 0
	}
	return e.board.Cols()
}

// IsTent reports whether q is a tent square.
func (e *Edition) IsTent(q Square) bool {
	if !e.ok() {
		return false
	}
	i := e.index(q)
	return i >= 0 && e.tents.Has(i)
}

// TentsCovered returns how many tent squares the building of card play m
// would cover: the neutral workers that playing it brings, one per tent
// square covered ("un ouvrier neutre par case de campement recouverte",
// rulebook 004) while the reserve has any. It reads only m's form,
// orientation and square, not whether the play is legal, and returns 0 when
// m is not a card play or its building does not fit on the board.
func (e *Edition) TentsCovered(m Move) int {
	f := int(m.Card().Form) - 1
	if !e.ok() || m.Kind() != MovePlay || f < 0 || f >= len(e.forms) || m.Orientation() >= len(e.forms[f].orient) {
		return 0
	}
	a := e.index(m.Square())
	if a < 0 {
		return 0
	}
	cells, on := e.board.Place(e.forms[f].orient[m.orient()], a)
	if !on {
		return 0
	}
	return cells.Intersect(e.tents).Count()
}

// Tents returns the tent squares in row-major order.
func (e *Edition) Tents() []Square {
	var out []Square
	if !e.ok() {
		return nil
	}
	for i := e.tents.Next(0); i >= 0; i = e.tents.Next(i + 1) {
		out = append(out, e.sq[i])
	}
	return out
}

// LotSeals returns the seals printed on the castle squares of the lot,
// clockwise from the top-left corner of the printed 3 x 4 lot (NoFamily for a
// blank square).
func (e *Edition) LotSeals() [CastleSquares]Family {
	if !e.ok() {
		return [CastleSquares]Family{}
	}
	return e.seals
}

// Forms returns the number of building forms; forms are numbered from 1.
func (e *Edition) Forms() int {
	if !e.ok() {
		return 0
	}
	return len(e.forms)
}

// FormName returns the English name of form n (1-based), or "" if there is
// no such form.
func (e *Edition) FormName(n int) string {
	if !e.ok() || n < 1 || n > len(e.forms) {
		return ""
	}
	return e.forms[n-1].name
}

// Orientations returns the distinct orientations of form n as lists of
// squares relative to the top-left corner of their bounding box, in the order
// that numbers them in moves: first the form's rotations (as printed, then a
// quarter turn clockwise at a time), then those of its mirror image, each
// kept the first time it appears.
func (e *Edition) Orientations(n int) [][]Square {
	if !e.ok() || n < 1 || n > len(e.forms) {
		return nil
	}
	var out [][]Square
	for _, o := range e.forms[n-1].orient {
		var cells []Square
		for _, p := range o.Cells() {
			cells = append(cells, Square{p.Row, p.Col})
		}
		out = append(out, cells)
	}
	return out
}

// Cards returns the distinct cards of the edition, sorted by form then
// family, and how many copies of each there are.
func (e *Edition) Cards() ([]Card, []int) {
	if !e.ok() {
		return nil, nil
	}
	return append([]Card(nil), e.kinds...), append([]int(nil), e.count...)
}

// NumCards returns the number of cards (and of buildings) of the edition.
func (e *Edition) NumCards() int {
	if !e.ok() {
		return 0
	}
	return e.total
}

// HasFirstGame reports whether the edition defines a first-game set-up.
func (e *Edition) HasFirstGame() bool { return e.ok() && e.first != nil }

// String returns the edition in the text format read by [ParseEdition].
func (e *Edition) String() string {
	if !e.ok() {
		return ""
	}
	return e.text
}

// ok reports whether e is an edition: one that [ParseEdition] or [Default]
// made, or a copy of one; not nil, not the zero Edition.
func (e *Edition) ok() bool { return e != nil && e.board != nil }

// configEdition returns the edition of c: [Default] for nil, or an error
// wrapping kingdoms.ErrBadConfig for an Edition that is not one (the zero
// Edition).
func configEdition(c Config) (*Edition, error) {
	switch {
	case c.Edition == nil:
		return Default(), nil
	case !c.Edition.ok():
		return nil, fmt.Errorf("arkadia: Config.Edition is the zero Edition, not an edition that Default or ParseEdition made: %w", kingdoms.ErrBadConfig)
	}
	return c.Edition, nil
}

func (e *Edition) index(q Square) int {
	return e.board.Index(squaregrid.Point{Row: q.Row, Col: q.Col})
}

func (e *Edition) kindOf(c Card) int {
	if c.Form < 1 || int(c.Form) > len(e.forms) || c.Family >= NumFamilies {
		return -1
	}
	return int(e.kind[c.Form][c.Family])
}

// lotCells returns the lot's covered cells and the cell of each castle
// square, or ok false when the lot leaves the board.
func (e *Edition) lotCells(l Lot) (cells squaregrid.Set, castle [CastleSquares]uint8, ok bool) {
	if l.Turn < 0 || l.Turn > 3 {
		return cells, castle, false
	}
	h, w := LotRows, LotCols
	if l.Turn%2 == 1 {
		h, w = w, h
	}
	if l.Square.Row < 0 || l.Square.Col < 0 || l.Square.Row+h > e.Rows() || l.Square.Col+w > e.Cols() {
		return cells, castle, false
	}
	top := squaregrid.Pt(l.Square.Row, l.Square.Col)
	cells = e.board.RectSet(squaregrid.Rect{Min: top, Max: top.Add(squaregrid.Pt(h-1, w-1))})
	for k, p := range lotBorder {
		r, c, hh := p.Row, p.Col, LotRows
		for range l.Turn {
			// a quarter turn clockwise inside an hh-row frame: (r,c) -> (c, hh-1-r)
			r, c = c, hh-1-r
			if hh == LotRows {
				hh = LotCols
			} else {
				hh = LotRows
			}
		}
		castle[k] = uint8(e.index(Square{l.Square.Row + r, l.Square.Col + c}))
	}
	return cells, castle, true
}

// lotPlacements returns every lot placement on the board that covers no
// tent, ordered by turn, then row, then column.
func (e *Edition) lotPlacements() []Lot {
	if e.lots != nil {
		return e.lots
	}
	var out []Lot
	for t := range 4 {
		for r := range e.Rows() {
			for c := range e.Cols() {
				l := Lot{Square{r, c}, t}
				cells, _, ok := e.lotCells(l)
				if ok && !cells.Intersects(e.tents) {
					out = append(out, l)
				}
			}
		}
	}
	return out
}

// placeCells returns the cells of orientation o of form f (0-based) anchored
// at cell a, which must be a valid anchor.
func (e *Edition) placeCells(f, o, a int) squaregrid.Set { return e.cellsAt(f, o, a) }

//go:embed default.edition
var defaultText string

var defaultEdition = sync.OnceValue(func() *Edition {
	e, err := ParseEdition(strings.NewReader(defaultText))
	if err != nil {
		panic("arkadia: the built-in edition does not parse: " + err.Error())
	}
	return e
})

// Default returns the default edition: the project's reconstruction of the
// printed material (see RULES.md beside the package's sources for which parts are
// published facts and which are reconstructed).
func Default() *Edition { return defaultEdition() }
