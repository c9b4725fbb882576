package kingdomino

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// A MoveKind is the kind of a move: place, discard or pick.
type MoveKind uint8

// The three kinds of move. The zero MoveKind is no kind (the zero Move is
// never legal).
const (
	// Place lays the domino of the acting king in its owner's kingdom.
	Place MoveKind = iota + 1
	// Discard sets that domino aside, which is legal only when it fits
	// nowhere.
	Discard
	// Pick puts the acting king on a free domino of the next line (during
	// set-up, on a domino of the first line).
	Pick
)

var kindNames = [...]string{"", "place", "discard", "pick"}

// String returns "place", "discard" or "pick".
func (k MoveKind) String() string {
	if k >= Place && k <= Pick {
		return kindNames[k]
	}
	return "MoveKind(" + strconv.Itoa(int(k)) + ")"
}

// A Move is one decision of the player to move: place a domino at a
// position and orientation, discard it, or pick a domino of the next line.
// Moves are small comparable values; build them with [PlaceMove],
// [DiscardMove] and [PickMove] or read them with [ParseMove].
//
// # Notation
//
// The text notation (String, ParseMove, MarshalText) is one of
//
//	place D R,C DIR    lay domino D with its left half on the square at row R,
//	                   column C of the kingdom (the castle is at 0,0; rows
//	                   grow downwards, columns to the right) and its right
//	                   half next to it in direction DIR: up, right, down or
//	                   left
//	discard D          discard domino D, which fits nowhere
//	pick D             put the king on domino D of the next line
//
// "Left" and "right" half are the halves of the domino as printed (see
// [Domino.Halves]). For example "place 23 0,1 right" puts the crowned wheat
// of domino 23 on the right of the castle and its mine further right, at
// 0,2; "place 23 -1,0 up" puts the wheat above the castle and the mine above
// the wheat. ParseMove also accepts upper case, extra spaces and the
// one-letter directions u, r, d, l.
type Move struct {
	// ad holds the kind in its low 2 bits and the direction above. (A
	// struct of at most four fields stays in registers.)
	ad       uint8
	domino   Domino
	row, col int8
}

// PlaceMove returns the move that lays domino d with its left half on the
// square at (in kingdom coordinates: the castle is at 0,0) and its right
// half in direction dir from there. A point beyond any kingdom, or an
// invalid direction, gives a move that no state accepts.
func PlaceMove(d Domino, at squaregrid.Point, dir squaregrid.Direction) Move {
	clamp := func(v int) int8 { return int8(max(-100, min(100, v))) }
	if !dir.Valid() {
		dir = badDir
	}
	return Move{ad: uint8(Place) | uint8(dir)<<2, domino: d, row: clamp(at.Row), col: clamp(at.Col)}
}

// badDir stands for any invalid direction given to PlaceMove.
const badDir = squaregrid.Direction(4)

// DiscardMove returns the move that discards domino d.
func DiscardMove(d Domino) Move { return Move{ad: uint8(Discard), domino: d} }

// PickMove returns the move that puts the acting king on domino d of the
// next line.
func PickMove(d Domino) Move { return Move{ad: uint8(Pick), domino: d} }

// Kind returns the kind of the move: [Place], [Discard] or [Pick] (0 for
// the zero Move).
func (m Move) Kind() MoveKind { return MoveKind(m.ad & 3) }

// Domino returns the domino the move places, discards or picks.
func (m Move) Domino() Domino { return m.domino }

// At returns the square of the left half of a placement (the zero Point for
// other moves).
func (m Move) At() squaregrid.Point { return squaregrid.Pt(int(m.row), int(m.col)) }

// Dir returns the direction from the left half to the right half of a
// placement (Up for other moves).
func (m Move) Dir() squaregrid.Direction { return squaregrid.Direction(m.ad >> 2) }

// Compare orders moves as [Legal] lists them: it returns a negative number
// when m comes before o, a positive one when it comes after, and 0 when
// they are the same move. Moves are ordered by kind (place, discard,
// pick), then by the direction of the right half (up, right, down, left),
// then by the row and the column of the left half, then by domino.
func (m Move) Compare(o Move) int {
	return cmp.Or(cmp.Compare(m.Kind(), o.Kind()), cmp.Compare(m.Dir(), o.Dir()),
		cmp.Compare(m.row, o.row), cmp.Compare(m.col, o.col), cmp.Compare(m.domino, o.domino))
}

// String returns the move in the notation described at [Move], such as
// "place 23 0,1 right", "discard 47" or "pick 12". The zero Move is
// "invalid".
func (m Move) String() string {
	switch m.Kind() {
	case Place:
		return "place " + m.domino.String() + " " + strconv.Itoa(int(m.row)) + "," + strconv.Itoa(int(m.col)) + " " + m.Dir().String()
	case Discard, Pick:
		return m.Kind().String() + " " + m.domino.String()
	}
	return "invalid"
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// String. A move that has no notation (the zero Move, or one built from an
// invalid domino, square or direction) cannot be marshalled.
func (m Move) MarshalText() ([]byte, error) {
	text := m.String()
	if back, err := ParseMove(text); err != nil || back != m {
		return nil, fmt.Errorf("kingdomino: cannot marshal the invalid move %q: %w", text, kingdoms.ErrBadNotation)
	}
	return []byte(text), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with ParseMove.
func (m *Move) UnmarshalText(text []byte) error {
	mv, err := ParseMove(string(text))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// ParseMove reads a move in the notation described at [Move]. Bad text
// returns an error wrapping [kingdoms.ErrBadNotation] that says what is
// wrong. ParseMove checks the notation only (a domino number from 1 to 48,
// coordinates from -6 to 6); whether the move is legal is for Apply.
func ParseMove(text string) (Move, error) {
	m, problem := parseMove(text)
	if problem != "" {
		return Move{}, fmt.Errorf("kingdomino: move %s: %s: %w", kingdoms.Excerpt(text), problem, kingdoms.ErrBadNotation)
	}
	return m, nil
}

// parseMove is ParseMove, which says what is wrong with text in words
// (empty when nothing is), for the callers that give the context.
func parseMove(text string) (Move, string) {
	bad := func(format string, args ...any) (Move, string) {
		return Move{}, fmt.Sprintf(format, args...)
	}
	f := strings.Fields(text)
	if len(f) == 0 {
		return bad("empty; want place D R,C DIR, discard D or pick D")
	}
	var a MoveKind
	switch strings.ToLower(f[0]) {
	case "place":
		a = Place
	case "discard":
		a = Discard
	case "pick":
		a = Pick
	default:
		return bad("unknown action %s; want place, discard or pick", kingdoms.Excerpt(f[0]))
	}
	want := 2
	if a == Place {
		want = 4
	}
	if len(f) != want {
		if a == Place {
			return bad("want 4 words: place D R,C DIR")
		}
		return bad("want 2 words: %s D", a)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > NumDominoes {
		return bad("domino %s is not a number from 1 to 48", kingdoms.Excerpt(f[1]))
	}
	m := Move{ad: uint8(a), domino: Domino(n)}
	if a != Place {
		return m, ""
	}
	rs, cs, ok := strings.Cut(f[2], ",")
	if !ok {
		return bad("square %s is not ROW,COL", kingdoms.Excerpt(f[2]))
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil {
		return bad("square %s is not ROW,COL with integer coordinates", kingdoms.Excerpt(f[2]))
	}
	if r < -maxReach || r > maxReach || c < -maxReach || c > maxReach {
		return bad("square %s is beyond any kingdom (coordinates run from -6 to 6)", kingdoms.Excerpt(f[2]))
	}
	m.row, m.col = int8(r), int8(c)
	switch strings.ToLower(f[3]) {
	case "up", "u":
		m.ad |= uint8(squaregrid.Up) << 2
	case "right", "r":
		m.ad |= uint8(squaregrid.Right) << 2
	case "down", "d":
		m.ad |= uint8(squaregrid.Down) << 2
	case "left", "l":
		m.ad |= uint8(squaregrid.Left) << 2
	default:
		return bad("direction %s is not up, right, down or left", kingdoms.Excerpt(f[3]))
	}
	return m, ""
}
