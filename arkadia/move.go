package arkadia

// MoveKind says what a move does.
type MoveKind uint8

// The kinds of move, in the order in which they sort (see [Legal]). The zero
// MoveKind is no move. Where the rulebook is silent, the project's rulings
// (RULES.md, "Rulings") decide; each is stated on the move it governs.
const (
	// MovePlay plays a card and lays its building: Card, Orientation (one
	// of the distinct orientations of its form) and Square, the top-left
	// corner of the building's bounding box. The building lies on empty
	// squares and touches (orthogonally) a building, the castle lot ("Le
	// château compte comme un bâtiment") or a worker of any colour; the
	// player takes one neutral worker per tent square covered while the
	// reserve has any ([Edition.TentsCovered]). A building laid into a hole
	// is complete at once.
	MovePlay MoveKind = iota + 1
	// MoveWorker introduces a worker of the player's colour on Square, an
	// empty square next to a building or the lot (a ruling: the lot is
	// never completed, so such a worker earns seals only from other
	// buildings it touches). The workers of one turn must share a building
	// they all touch; a worker that touches several keeps every shared one
	// as a candidate (a ruling). A worker on a tent brings no neutral one.
	MoveWorker
	// MoveNeutral introduces a neutral worker on Square, as MoveWorker
	// does; neutral workers earn no seals.
	MoveNeutral
	// MovePass passes the must action, legal only when the player can
	// neither play a card nor introduce a worker; the player may still take
	// a banner. A ruling the rulebook does not foresee: if a whole round
	// goes by in which nobody took the must action nor a banner, the game
	// ends there with the final sale ([State.Stalled]), which bounds every
	// game ([MaxMoves]).
	MovePass
	// MoveStop ends the introduction of workers. Completions are checked
	// when the must action ends (a ruling: since an enclosed building has
	// no empty neighbour, this pays exactly as checking after every worker
	// would).
	MoveStop
	// MoveCastle places a castle piece of Family on the castle square
	// Square (see [PhaseCastle]). The player who places the last piece of
	// floor 2 triggers the end: the two leftover pieces go to the floor-3
	// pool, the player finishes the turn, then every player, the trigger
	// player included and last, plays exactly one more turn.
	MoveCastle
	// MoveDraw draws a card from the pile (the pile is shuffled: the card is
	// drawn at random with the state's generator). The hand is refilled
	// after a card is played, and only then.
	MoveDraw
	// MoveTake takes the face-up Card, replaced from the pile while it has
	// cards (a ruling: once the pile is empty, it is not replaced).
	MoveTake
	// MoveBanner takes an architect banner, which always brings 2 workers
	// of the player's colour behind the screen (a ruling: the reserve holds
	// exactly twice the banners left).
	MoveBanner
	// MoveDecline declines to take a banner.
	MoveDecline
	// MoveSell sells Count seals of Family at the family's current value
	// ([State.Value]), which may be 0 (a ruling). Seals are unbounded
	// counts: the rulebook lets 5 seals be exchanged for one of value 5,
	// so the supply never limits play.
	MoveSell
	// MoveDone ends the sale.
	MoveDone
)

var kindNames = [...]string{"none", "play", "worker", "neutral", "pass", "stop", "castle", "draw", "take", "banner", "decline", "sell", "done"}

// String returns the kind's name, which is also the first word of its
// notation.
func (k MoveKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "MoveKind(?)"
}

// Move is one decision of the player to move. It is a small comparable value
// (one 64-bit word); make one with the constructors ([Play], [Worker], ...)
// or [ParseMove], and read it with its methods. The zero Move is no move and
// is never legal.
type Move struct {
	// v packs, from the most significant byte down: kind, form, family,
	// orientation, row, column, count. Comparing v compares moves in the
	// order of [Move.Compare].
	v uint64
}

const (
	shKind   = 48
	shForm   = 40
	shFam    = 32
	shOrient = 24
	shRow    = 16
	shCol    = 8
)

func mk(kind MoveKind, form uint8, fam Family, orient, row, col, count uint8) Move {
	return Move{uint64(kind)<<shKind | uint64(form)<<shForm | uint64(fam)<<shFam | uint64(orient)<<shOrient | uint64(row)<<shRow | uint64(col)<<shCol | uint64(count)}
}

// Play returns the move that plays card c and lays its building in
// orientation o (an index into [Edition.Orientations] of the card's form)
// with the top-left corner of its bounding box on at.
func Play(c Card, o int, at Square) Move {
	return mk(MovePlay, c.Form, c.Family, clip8(o), clip8(at.Row), clip8(at.Col), 0)
}

// Worker returns the move that introduces a worker of the player's own
// colour on at.
func Worker(at Square) Move { return mk(MoveWorker, 0, 0, 0, clip8(at.Row), clip8(at.Col), 0) }

// Neutral returns the move that introduces a neutral worker on at.
func Neutral(at Square) Move { return mk(MoveNeutral, 0, 0, 0, clip8(at.Row), clip8(at.Col), 0) }

// Pass returns the move that passes the must action.
func Pass() Move { return mk(MovePass, 0, 0, 0, 0, 0, 0) }

// Stop returns the move that ends the introduction of workers.
func Stop() Move { return mk(MoveStop, 0, 0, 0, 0, 0, 0) }

// Castle returns the move that places a castle piece of family f on the
// castle square at (a square of the board under the lot's border).
func Castle(f Family, at Square) Move {
	return mk(MoveCastle, 0, f, 0, clip8(at.Row), clip8(at.Col), 0)
}

// Draw returns the move that draws a card from the pile.
func Draw() Move { return mk(MoveDraw, 0, 0, 0, 0, 0, 0) }

// Take returns the move that takes the face-up card c.
func Take(c Card) Move { return mk(MoveTake, c.Form, c.Family, 0, 0, 0, 0) }

// TakeBanner returns the move that takes an architect banner.
func TakeBanner() Move { return mk(MoveBanner, 0, 0, 0, 0, 0, 0) }

// Decline returns the move that declines the banner.
func Decline() Move { return mk(MoveDecline, 0, 0, 0, 0, 0, 0) }

// Sell returns the move that sells n seals of family f.
func Sell(f Family, n int) Move { return mk(MoveSell, 0, f, 0, 0, 0, clip8(n)) }

// Done returns the move that ends the sale.
func Done() Move { return mk(MoveDone, 0, 0, 0, 0, 0, 0) }

func clip8(v int) uint8 {
	if v < 0 || v > 255 {
		return 255
	}
	return uint8(v)
}

func (m Move) kind() MoveKind { return MoveKind(m.v >> shKind) }
func (m Move) form() uint8    { return uint8(m.v >> shForm) }
func (m Move) fam() Family    { return Family(m.v >> shFam) }
func (m Move) orient() uint8  { return uint8(m.v >> shOrient) }
func (m Move) count() uint8   { return uint8(m.v) }

// Kind returns what the move does.
func (m Move) Kind() MoveKind { return m.kind() }

// Card returns the card of a play or take move.
func (m Move) Card() Card { return Card{m.form(), m.fam()} }

// Orientation returns the orientation index of a play move.
func (m Move) Orientation() int { return int(m.orient()) }

// Square returns the square of a play, worker, neutral or castle move.
func (m Move) Square() Square { return Square{int(uint8(m.v >> shRow)), int(uint8(m.v >> shCol))} }

// Family returns the family of a castle or sell move.
func (m Move) Family() Family { return m.fam() }

// Count returns the number of seals of a sell move.
func (m Move) Count() int { return int(m.count()) }

// Compare orders moves as [Legal] lists them: by kind, then card (form,
// family), orientation, square (row, then column) and count. It returns a
// negative number when m comes before o, zero when m == o and a positive
// number when m comes after o. As a method expression, Move.Compare is the
// comparison function of slices.SortFunc.
func (m Move) Compare(o Move) int {
	switch ka, kb := m.v, o.v; {
	case ka < kb:
		return -1
	case ka > kb:
		return 1
	}
	return 0
}
