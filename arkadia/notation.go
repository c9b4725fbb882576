package arkadia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/boardrules/kingdoms"
)

// String returns the move's notation, words separated by single spaces:
//
//	play 6R 3 e5     play card 6R, orientation 3, bounding box from e5
//	worker e5        introduce a worker of one's colour on e5
//	neutral e5       introduce a neutral worker on e5
//	pass             pass the must action (when no action is possible)
//	stop             end the introduction of workers
//	castle R g5      place a red castle piece on the castle square g5
//	draw             draw a card from the pile
//	take 6R          take the face-up card 6R
//	banner           take an architect banner
//	decline          decline the banner
//	sell R 3         sell 3 red seals
//	done             end the sale
//
// Squares are written as a column letter and a row number counted from 1 at
// the top ("a1" is the top-left square); cards as a form number and a family
// letter (R red, O olive, B black, S silver).
func (m Move) String() string {
	switch m.kind() {
	case MovePlay:
		return fmt.Sprintf("play %v %d %v", m.Card(), m.orient(), m.Square())
	case MoveWorker, MoveNeutral:
		return m.kind().String() + " " + m.Square().String()
	case MoveCastle:
		return fmt.Sprintf("castle %c %v", m.fam().Letter(), m.Square())
	case MoveTake:
		return "take " + m.Card().String()
	case MoveSell:
		return fmt.Sprintf("sell %c %d", m.fam().Letter(), m.count())
	case MovePass, MoveStop, MoveDraw, MoveBanner, MoveDecline, MoveDone:
		return m.kind().String()
	}
	return "none"
}

func badNotation(text, format string, args ...any) error {
	return fmt.Errorf("arkadia: move %s: %s: %w", kingdoms.Excerpt(text), fmt.Sprintf(format, excerpts(args)...), kingdoms.ErrBadNotation)
}

// ParseMove reads a move in the notation of [Move.String]. Words are
// separated by blanks; letters may be in either case. Bad text gives an
// error wrapping [kingdoms.ErrBadNotation] that says what is wrong. A move
// that parses is not necessarily legal: [Apply] decides.
func ParseMove(text string) (Move, error) {
	if len(text) > 64 {
		return Move{}, badNotation(text, "too long")
	}
	f := strings.Fields(text)
	if len(f) == 0 {
		return Move{}, badNotation(text, "empty")
	}
	want := func(n int, form string) error {
		if len(f) != n {
			return badNotation(text, "want %q", form)
		}
		return nil
	}
	sq := func(s string) (Square, error) {
		q, ok := parseSquare(s)
		if !ok || q.Row > 254 || q.Col > 254 {
			return Square{}, badNotation(text, "%q is not a square such as e5", s)
		}
		return q, nil
	}
	fam := func(s string) (Family, error) {
		if len(s) == 1 {
			if f, ok := familyOf(s[0]); ok {
				return f, nil
			}
		}
		return 0, badNotation(text, "%q is not a family letter R, O, B or S", s)
	}
	card := func(s string) (Card, error) {
		c, err := parseCard(s)
		if err != nil {
			return Card{}, badNotation(text, "%v", err)
		}
		return c, nil
	}
	switch strings.ToLower(f[0]) {
	case "play":
		if err := want(4, "play <card> <orientation> <square>"); err != nil {
			return Move{}, err
		}
		c, err := card(f[1])
		if err != nil {
			return Move{}, err
		}
		o, err := strconv.Atoi(f[2])
		if err != nil || o < 0 || o > 7 || len(f[2]) != 1 {
			return Move{}, badNotation(text, "orientation %q: want 0 to 7", f[2])
		}
		q, err := sq(f[3])
		if err != nil {
			return Move{}, err
		}
		return Play(c, o, q), nil
	case "worker", "neutral":
		if err := want(2, f[0]+" <square>"); err != nil {
			return Move{}, err
		}
		q, err := sq(f[1])
		if err != nil {
			return Move{}, err
		}
		if strings.ToLower(f[0]) == "worker" {
			return Worker(q), nil
		}
		return Neutral(q), nil
	case "castle":
		if err := want(3, "castle <family> <square>"); err != nil {
			return Move{}, err
		}
		fm, err := fam(f[1])
		if err != nil {
			return Move{}, err
		}
		q, err := sq(f[2])
		if err != nil {
			return Move{}, err
		}
		return Castle(fm, q), nil
	case "take":
		if err := want(2, "take <card>"); err != nil {
			return Move{}, err
		}
		c, err := card(f[1])
		if err != nil {
			return Move{}, err
		}
		return Take(c), nil
	case "sell":
		if err := want(3, "sell <family> <count>"); err != nil {
			return Move{}, err
		}
		fm, err := fam(f[1])
		if err != nil {
			return Move{}, err
		}
		n, err := strconv.Atoi(f[2])
		if err != nil || n < 1 || n > 255 || f[2][0] == '+' || f[2][0] == '0' {
			return Move{}, badNotation(text, "count %q: want 1 to 255", f[2])
		}
		return Sell(fm, n), nil
	case "pass", "stop", "draw", "banner", "decline", "done":
		if err := want(1, f[0]); err != nil {
			return Move{}, err
		}
		switch strings.ToLower(f[0]) {
		case "stop":
			return Stop(), nil
		case "pass":
			return Pass(), nil
		case "draw":
			return Draw(), nil
		case "banner":
			return TakeBanner(), nil
		case "decline":
			return Decline(), nil
		}
		return Done(), nil
	}
	return Move{}, badNotation(text, "unknown word %q (want play, worker, neutral, pass, stop, castle, draw, take, banner, decline, sell or done)", f[0])
}

// MarshalText returns the move's notation. The zero Move cannot be marshalled.
func (m Move) MarshalText() ([]byte, error) {
	if m.kind() == 0 || m.kind() > MoveDone {
		return nil, fmt.Errorf("arkadia: cannot marshal the zero Move: %w", kingdoms.ErrBadNotation)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads a move's notation, as [ParseMove].
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}
