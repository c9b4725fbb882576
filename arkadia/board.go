package arkadia

// Players returns the number of players.
func (s State) Players() int { return int(s.players) }

// ToMove returns the player who makes the next decision, or -1 when the game
// is over.
func (s State) ToMove() int {
	if s.ed == nil || s.phase == PhaseOver {
		return -1
	}
	return int(s.cur)
}

// Active returns the player whose turn it is (the last one when the game is
// over).
func (s State) Active() int { return int(s.cur) }

// IsTerminal reports whether the game is over.
func (s State) IsTerminal() bool { return s.ed == nil || s.phase == PhaseOver }

// Phase returns the phase of the turn.
func (s State) Phase() Phase { return s.phase }

// Edition returns the edition the game is played with.
func (s State) Edition() *Edition { return s.ed }

// Lot returns where the castle lot lies.
func (s State) Lot() Lot { return s.lot }

// FirstGame reports whether the game started from the first-game set-up.
func (s State) FirstGame() bool { return s.first }

// Config returns the configuration of s's game, as far as the state keeps
// it: Players, Edition, FirstGame, and Lot where the castle lot lies; Seed
// is not kept and comes back 0. It is enough for everything a Config
// decides besides the deal: [MaxMoves], [NumActions], [ActionRanges] and
// [ObservationShape] of s.Config() are those of s's game, for a position
// decoded from JSON as for one from [New], and New(s.Config()) starts a game
// with the same players, material and lot (the cards dealt from seed 0).
// The zero State gives the zero Config.
func (s State) Config() Config {
	if s.ed == nil {
		return Config{}
	}
	lot := s.lot
	return Config{Players: int(s.players), Edition: s.ed, Lot: &lot, FirstGame: s.first}
}

// Content is what lies on a square of the board.
type Content uint8

// The contents of a square.
const (
	ContentEmpty    Content = iota // nothing (the square may still show a tent)
	ContentBuilding                // part of a building
	ContentWorker                  // a worker, of a player or neutral
	ContentLot                     // part of the castle lot
)

// SquareInfo describes one square of the board for a UI.
type SquareInfo struct {
	// Tent reports whether the square shows a tent camp (covered or not).
	Tent bool
	// Content is what lies on the square.
	Content Content
	// Building is the index of the building (see [State.Building]) when
	// Content is Building, else -1.
	Building int
	// Worker is the colour of the worker when Content is ContentWorker: a player
	// number, or -1 for a neutral worker.
	Worker int
	// Castle is the castle square's index (0-9, clockwise from the printed
	// top-left corner) when the square is on the lot's border, else -1.
	Castle int
}

// At describes square q. A square off the board gives the zero SquareInfo
// with Building, Worker and Castle -1.
func (s State) At(q Square) SquareInfo { return s.at(q) }

// at is At without a copy of the state, for the loops over every square
// (Observe).
func (s *State) at(q Square) SquareInfo {
	info := SquareInfo{Building: -1, Worker: -1, Castle: -1}
	if s.ed == nil {
		return info
	}
	j := s.ed.index(q)
	if j < 0 {
		return info
	}
	info.Tent = s.ed.tents.Has(j)
	switch o := s.owner[j]; {
	case o == lotID:
		info.Content = ContentLot
		for k, c := range s.castleQ {
			if int(c) == j {
				info.Castle = k
			}
		}
	case o > 0:
		info.Content = ContentBuilding
		info.Building = int(o) - 1
	default:
		for c := range 5 {
			if s.wk[c].Has(j) {
				info.Content = ContentWorker
				info.Worker = c
				if c == neutral {
					info.Worker = -1
				}
			}
		}
	}
	return info
}

// BuildingInfo describes a building on the board.
type BuildingInfo struct {
	// Card is the card played for it (its form and the family of its seal).
	Card Card
	// Orientation is the index of its orientation.
	Orientation int
	// Squares are the squares it covers, row by row.
	Squares []Square
	// Complete reports whether it has been enclosed; its seal has then been
	// taken by the player who completed it.
	Complete bool
}

// Buildings returns the number of buildings on the board, numbered 0 to
// Buildings()-1 in the order they were laid (first-game buildings first).
func (s State) Buildings() int { return int(s.nb) }

// Building returns building i (0 <= i < Buildings()).
func (s State) Building(i int) BuildingInfo {
	if i < 0 || i >= int(s.nb) {
		return BuildingInfo{}
	}
	b := s.bld[i]
	info := BuildingInfo{Card: s.ed.kinds[b.kind], Orientation: int(b.orient), Complete: b.done}
	c := s.buildingCells(i)
	for j := c.Next(0); j >= 0; j = c.Next(j + 1) {
		info.Squares = append(info.Squares, s.ed.sq[j])
	}
	return info
}

// CastleSquare returns the board square of castle square k (0-9, clockwise
// from the printed top-left corner of the lot).
func (s State) CastleSquare(k int) Square {
	if s.ed == nil || k < 0 || k >= CastleSquares {
		return Square{-1, -1}
	}
	return s.ed.sq[s.castleQ[k]]
}

// Stack returns the printed seal of castle square k and the families of the
// castle pieces on it, bottom first.
func (s State) Stack(k int) (printed Family, pieces []Family) {
	if s.ed == nil || k < 0 || k >= CastleSquares {
		return NoFamily, nil
	}
	return s.ed.seals[k], append([]Family(nil), s.stack[k][:s.height[k]]...)
}

// Top returns the seal that castle square k shows: the family of its top
// piece, or its printed seal.
func (s State) Top(k int) Family {
	if s.ed == nil || k < 0 || k >= CastleSquares {
		return NoFamily
	}
	if h := s.height[k]; h > 0 {
		return s.stack[k][h-1]
	}
	return s.ed.seals[k]
}

// Pool returns how many castle pieces of family f wait in the pool of floor
// fl (1 to 3).
func (s State) Pool(fl int, f Family) int {
	if fl < 1 || fl > Floors || f >= NumFamilies {
		return 0
	}
	return int(s.pool[fl-1][f])
}

// Floor returns the castle floor being built: 1, 2 or 3.
func (s State) Floor() int { return int(s.floor) + 1 }

// PendingPieces returns how many castle pieces the active player still has
// to place this turn.
func (s State) PendingPieces() int { return int(s.pending) }

// Value returns what a seal of family f is worth now: the number of castle
// squares showing f.
func (s State) Value(f Family) int {
	if s.ed == nil || f >= NumFamilies {
		return 0
	}
	return s.value(f)
}

// FaceUp returns the face-up cards, sorted by form then family.
func (s State) FaceUp() []Card {
	out := make([]Card, s.faceN)
	for i := range out {
		out[i] = s.ed.kinds[s.face[i]]
	}
	return out
}

// PileSize returns the number of cards in the draw pile.
func (s State) PileSize() int { return int(s.pileN) }

// HandSize returns how many cards player p holds (public).
func (s State) HandSize(p int) int {
	if p < 0 || p >= int(s.players) {
		return 0
	}
	return int(s.handN[p])
}

// Hand returns player p's cards, sorted by form then family, or nil when
// they are hidden in a view.
func (s State) Hand(p int) []Card {
	if p < 0 || p >= int(s.players) || s.Hidden(p) {
		return nil
	}
	out := make([]Card, s.handN[p])
	for i := range out {
		out[i] = s.ed.kinds[s.hand[p][i]]
	}
	return out
}

// Hidden reports whether player p's hand is hidden: s is a view (see
// [State.View]) for another player. Only the cards in a hand are ever hidden;
// seals, gold and the workers behind a screen are known to every player.
func (s State) Hidden(p int) bool { return p >= 0 && p < maxPlayers && s.hidden&(1<<p) != 0 }

// Seals returns how many seals of family f player p holds.
func (s State) Seals(p int, f Family) int {
	if p < 0 || p >= int(s.players) || f >= NumFamilies {
		return 0
	}
	return int(s.seals[p][f])
}

// Gold returns player p's gold.
func (s State) Gold(p int) int {
	if p < 0 || p >= int(s.players) {
		return 0
	}
	return int(s.gold[p])
}

// Screen returns the workers behind player p's screen: of the player's
// colour, and neutral.
func (s State) Screen(p int) (own, neutral int) {
	if p < 0 || p >= int(s.players) {
		return 0, 0
	}
	return int(s.screen[p]), int(s.screenN[p])
}

// Reserve returns how many workers of player p's colour are still in the
// common reserve, to come with banners.
func (s State) Reserve(p int) int {
	if p < 0 || p >= int(s.players) {
		return 0
	}
	return int(s.reserve[p])
}

// Placed returns how many workers of player p's colour stand on the board;
// p == -1 counts the neutral workers.
func (s State) Placed(p int) int {
	switch {
	case p == -1:
		return s.wk[neutral].Count()
	case p < 0 || p >= int(s.players):
		return 0
	}
	return s.wk[p].Count()
}

// NeutralReserve returns how many neutral workers are in the common reserve.
func (s State) NeutralReserve() int { return int(s.neutral) }

// BannersLeft returns how many architect banners player p still has.
func (s State) BannersLeft(p int) int {
	if p < 0 || p >= int(s.players) {
		return 0
	}
	return int(s.banners[p])
}

// EndTriggeredBy returns the player who completed the castle's second floor,
// or -1 while it is not complete.
func (s State) EndTriggeredBy() int { return int(s.trigger) }

// Stalled reports whether the game ended because a whole round went by in
// which nobody could take the must action and nobody took a banner, before
// the castle's second floor was complete. A game that is over ended either
// by the castle (EndTriggeredBy is a player) or by a stall, never both.
func (s State) Stalled() bool { return s.stalled }
