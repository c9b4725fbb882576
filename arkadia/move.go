package arkadia

// MoveKind says what a move does.
type MoveKind uint8

// The kinds of move, in the order in which they sort (see [Legal]). The zero
// MoveKind is no move.
const (
	// MovePlay plays a card and lays its building: Card, Orientation and
	// Square, the top-left corner of the building's bounding box.
	MovePlay MoveKind = iota + 1
	// MoveWorker introduces a worker of the player's colour on Square.
	MoveWorker
	// MoveNeutral introduces a neutral worker on Square.
	MoveNeutral
	// MoveStop ends the introduction of workers.
	MoveStop
	// MoveCastle places a castle piece of Family on the castle square Square.
	MoveCastle
	// MoveDraw draws the top card of the pile.
	MoveDraw
	// MoveTake takes the face-up Card.
	MoveTake
	// MoveBanner takes an architect banner.
	MoveBanner
	// MoveDecline declines to take a banner.
	MoveDecline
	// MoveSell sells Count seals of Family.
	MoveSell
	// MoveDone ends the sale.
	MoveDone
)

var kindNames = [...]string{"none", "play", "worker", "neutral", "stop", "castle", "draw", "take", "banner", "decline", "sell", "done"}

// String returns the kind's name, which is also the first word of its
// notation.
func (k MoveKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "MoveKind(?)"
}

// Move is one decision of the player to move. It is a small comparable value
// (8 bytes); make one with the constructors ([Play], [Worker], ...) or
// [ParseMove], and read it with its methods. The zero Move is no move and is
// never legal.
type Move struct {
	kind   MoveKind
	form   uint8
	fam    Family
	orient uint8
	row    uint8
	col    uint8
	count  uint8
	_      uint8
}

// Play returns the move that plays card c and lays its building in
// orientation o (an index into [Edition.Orientations] of the card's form)
// with the top-left corner of its bounding box on at.
func Play(c Card, o int, at Square) Move {
	return Move{kind: MovePlay, form: c.Form, fam: c.Family, orient: clip8(o), row: clip8(at.Row), col: clip8(at.Col)}
}

// Worker returns the move that introduces a worker of the player's own
// colour on at.
func Worker(at Square) Move { return Move{kind: MoveWorker, row: clip8(at.Row), col: clip8(at.Col)} }

// Neutral returns the move that introduces a neutral worker on at.
func Neutral(at Square) Move { return Move{kind: MoveNeutral, row: clip8(at.Row), col: clip8(at.Col)} }

// Stop returns the move that ends the introduction of workers.
func Stop() Move { return Move{kind: MoveStop} }

// Castle returns the move that places a castle piece of family f on the
// castle square at (a square of the board under the lot's border).
func Castle(f Family, at Square) Move {
	return Move{kind: MoveCastle, fam: f, row: clip8(at.Row), col: clip8(at.Col)}
}

// Draw returns the move that draws the top card of the pile.
func Draw() Move { return Move{kind: MoveDraw} }

// Take returns the move that takes the face-up card c.
func Take(c Card) Move { return Move{kind: MoveTake, form: c.Form, fam: c.Family} }

// TakeBanner returns the move that takes an architect banner.
func TakeBanner() Move { return Move{kind: MoveBanner} }

// Decline returns the move that declines the banner.
func Decline() Move { return Move{kind: MoveDecline} }

// Sell returns the move that sells n seals of family f.
func Sell(f Family, n int) Move { return Move{kind: MoveSell, fam: f, count: clip8(n)} }

// Done returns the move that ends the sale.
func Done() Move { return Move{kind: MoveDone} }

func clip8(v int) uint8 {
	if v < 0 || v > 255 {
		return 255
	}
	return uint8(v)
}

// Kind returns what the move does.
func (m Move) Kind() MoveKind { return m.kind }

// Card returns the card of a play or take move.
func (m Move) Card() Card { return Card{m.form, m.fam} }

// Orientation returns the orientation index of a play move.
func (m Move) Orientation() int { return int(m.orient) }

// Square returns the square of a play, worker, neutral or castle move.
func (m Move) Square() Square { return Square{int(m.row), int(m.col)} }

// Family returns the family of a castle or sell move.
func (m Move) Family() Family { return m.fam }

// Count returns the number of seals of a sell move.
func (m Move) Count() int { return int(m.count) }

// Compare orders moves as [Legal] lists them: by kind, then card (form,
// family), orientation, square (row, then column) and count. It returns a
// negative number when a comes first, zero when a == b.
func Compare(a, b Move) int {
	ka := uint64(a.kind)<<48 | uint64(a.form)<<40 | uint64(a.fam)<<32 | uint64(a.orient)<<24 | uint64(a.row)<<16 | uint64(a.col)<<8 | uint64(a.count)
	kb := uint64(b.kind)<<48 | uint64(b.form)<<40 | uint64(b.fam)<<32 | uint64(b.orient)<<24 | uint64(b.row)<<16 | uint64(b.col)<<8 | uint64(b.count)
	switch {
	case ka < kb:
		return -1
	case ka > kb:
		return 1
	}
	return 0
}
