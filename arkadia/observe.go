package arkadia

import "github.com/boardrules/kingdoms"

// Shape is the size of the encoding Observe writes: Planes planes of Rows x
// Cols values (the board), then Vector values. It is the module's shared
// kingdoms.Shape.
type Shape = kingdoms.Shape

// obsPlayerValues is the number of values of each player's block of the
// vector.
const obsPlayerValues = 12

// ObservationShape returns the shape of the encoding of Observe for the games
// set up by c, or the error of New for a bad config. It depends on the number
// of players and on the edition: the size of its board and its number of
// building forms (see [Observe] for the layout).
func ObservationShape(c Config) (Shape, error) {
	s, err := New(c)
	if err != nil {
		return Shape{}, err
	}
	return s.ObservationShape(), nil
}

// ObservationShape returns the shape of the encoding of Observe for s: the
// same for every state of a game.
func (s State) ObservationShape() Shape {
	ed, n := s.Edition(), s.Players()
	if ed == nil || n == 0 {
		return Shape{}
	}
	forms := ed.Forms()
	return Shape{
		Planes: 4 + forms + NumFamilies + n + 1 + 2*NumFamilies + 1,
		Rows:   ed.Rows(),
		Cols:   ed.Cols(),
		Vector: 7 + 3*n + 1 + Floors + 1 + Floors*NumFamilies + NumFamilies +
			2*forms*NumFamilies + obsPlayerValues*n + 3,
	}
}

// Observe writes into dst the fixed-size encoding of s.View(player), what
// player sees of s, and returns it, for learning code. The encoding has
// s.ObservationShape().Size() values, laid out as below; dst is reused
// when its capacity is enough, and grown otherwise. A player outside the
// game gets an encoding of zeros.
//
// For learning code, [Observe] writes a fixed-size []float32 encoding of
// State.View(player) and of nothing else, so that what the view shows is
// encoded and what it hides is not: the parts a view may hide (seals, gold,
// workers behind the screens) are read through the view's accessors, and
// read as 0, with the player's hidden flag set, when the view hides them.
// Players appear by "seat": seat k is the player k places after the observer
// (seat 0 is the observer). [ObservationShape] gives the size from a Config:
// Planes planes of Rows x Cols values (the edition's board), then a Vector.
// With F building forms (7 in the default edition) and n players, the
// planes are:
//
//	0        tent squares
//	1        the castle lot
//	2, 3     squares of incomplete, complete buildings
//	4..      F planes, one-hot form of the building on the square
//	         4 planes, one-hot family of its seal
//	         n+1 planes, a worker of each seat, then neutral workers
//	         4 planes, one-hot printed seal of each castle square
//	         4 planes, one-hot family the castle square shows
//	         1 plane, castle pieces on the square / 3
//
// The Vector, in order:
//
//	7        one-hot Phase
//	3n       one-hot seat of the player to move (zero when over), of the
//	         active player, of the player who completed floor 2
//	1+3+1    pending castle pieces / 4; one-hot floor; stalled
//	12+4     pool of each floor and family / 7; value of each family / 10
//	4F, 4F   the face-up cards and the observer's hand: count of each card
//	         (form, family) / 3, / 4
//	12n      per seat: hand size / 4, banners left / 4, workers in the
//	         reserve / 11, own and neutral workers behind the screen / 11,
//	         / 24, seals of each family / 10, gold / 50, workers on the
//	         board / 11, hidden
//	3        neutral reserve / 24, neutral workers on the board / 24, pile
//	         size / cards of the edition
//
// Observe does not allocate when dst has the capacity.
func Observe(s State, player int, dst []float32) []float32 {
	sh := s.ObservationShape()
	dst = sh.Buffer(dst)
	cells := sh.Planes * sh.Rows * sh.Cols
	observe(s, player, sh, dst[:cells], dst[cells:], Floors)
	return dst
}

// ObserveCompact writes the encoding of Observe in a compact form, for
// learning code that moves many observations: the planes as one byte a
// cell into planes (Planes x Rows x Cols bytes, in Observe's order) and
// the Vector into vector, and returns them. Every plane holds 0 or 1 but
// the last, which holds the castle pieces on the square (0 to 3: the byte
// is 3 times Observe's value), so a plane's bytes divided by its divisor
// (1, or 3 for the last) are exactly Observe's floats. planes and vector
// are reused when their capacity is enough, and grown otherwise;
// ObserveCompact then allocates nothing.
func ObserveCompact(s State, player int, planes []uint8, vector []float32) ([]uint8, []float32) {
	sh := s.ObservationShape()
	planes, vector = sh.CompactBuffers(planes, vector)
	observe(s, player, sh, planes, vector, 1)
	return planes, vector
}

// observe writes the encoding of Observe into dst (sh's planes, zero) and
// x (its vector, zero): the last plane holds the castle pieces on the
// square divided by per (Floors in Observe, 1 in ObserveCompact); every
// other cell of a plane is 0 or 1.
func observe[T float32 | uint8](s State, player int, sh Shape, dst []T, x []float32, per T) {
	np := s.Players()
	if player < 0 || player >= np {
		return
	}
	v := s.View(player)
	ed := v.Edition()
	forms := ed.Forms()
	rel := func(q int) int { return (q - player + np) % np }

	plane := sh.Rows * sh.Cols
	set := func(k int, q Square, x T) {
		if q.Row >= 0 && q.Row < sh.Rows && q.Col >= 0 && q.Col < sh.Cols {
			dst[k*plane+q.Row*sh.Cols+q.Col] = x
		}
	}
	// The indexes of the planes.
	const (
		pTent, pLot, pBuilding, pComplete, pForm = 0, 1, 2, 3, 4
	)
	pFamily := pForm + forms
	pWorker := pFamily + NumFamilies
	pPrinted := pWorker + np + 1
	pTop := pPrinted + NumFamilies
	pHeight := pTop + NumFamilies
	// Each square: tent, lot, worker, building (complete or not, form and
	// family). (Buildings, castle heights and cards are read from the
	// view's fields rather than through Building, Stack, FaceUp and Hand,
	// which return new slices, so that Observe does not allocate; they are
	// the same values.)
	for r := range sh.Rows {
		for c := range sh.Cols {
			q := Square{r, c}
			info := v.at(q)
			if info.Tent {
				set(pTent, q, 1)
			}
			switch info.Content {
			case ContentLot:
				set(pLot, q, 1)
			case ContentWorker:
				if info.Worker >= 0 && info.Worker < np {
					set(pWorker+rel(info.Worker), q, 1)
				} else {
					set(pWorker+np, q, 1)
				}
			case ContentBuilding:
				if info.Building < 0 || info.Building >= int(v.nb) {
					break
				}
				b := &v.bld[info.Building]
				k := pBuilding
				if b.done {
					k = pComplete
				}
				set(k, q, 1)
				card := ed.kinds[b.kind]
				if f := int(card.Form); f >= 1 && f <= forms {
					set(pForm+f-1, q, 1)
				}
				if card.Family < NoFamily {
					set(pFamily+int(card.Family), q, 1)
				}
			}
		}
	}
	// The castle: printed seal, visible top and height of each square.
	for k := range CastleSquares {
		q := v.CastleSquare(k)
		if printed := ed.seals[k]; printed < NoFamily {
			set(pPrinted+int(printed), q, 1)
		}
		if top := v.Top(k); top < NoFamily {
			set(pTop+int(top), q, 1)
		}
		set(pHeight, q, T(v.height[k])/per)
	}

	if ph := int(v.Phase()); ph < 7 {
		x[ph] = 1
	}
	x = x[7:]
	if q := v.ToMove(); q >= 0 {
		x[rel(q)] = 1
	}
	x = x[np:]
	if q := v.Active(); q >= 0 && q < np {
		x[rel(q)] = 1
	}
	x = x[np:]
	if q := v.EndTriggeredBy(); q >= 0 && q < np {
		x[rel(q)] = 1
	}
	x = x[np:]
	x[0] = float32(v.PendingPieces()) / 4
	if fl := v.Floor(); fl >= 1 && fl <= Floors {
		x[fl] = 1
	}
	x = x[1+Floors:]
	if v.Stalled() {
		x[0] = 1
	}
	x = x[1:]
	for fl := 1; fl <= Floors; fl++ {
		for f := range Family(NumFamilies) {
			x[(fl-1)*NumFamilies+int(f)] = float32(v.Pool(fl, f)) / 7
		}
	}
	x = x[Floors*NumFamilies:]
	for f := range Family(NumFamilies) {
		x[f] = float32(v.Value(f)) / CastleSquares
	}
	x = x[NumFamilies:]
	// Cards: the face-up row, then the observer's hand, as counts of each
	// card (form, family).
	cards := func(cs []uint8, scale float32) {
		for _, k := range cs {
			c := ed.kinds[k]
			if f := int(c.Form); f >= 1 && f <= forms && c.Family < NoFamily {
				x[(f-1)*NumFamilies+int(c.Family)] += 1 / scale
			}
		}
		x = x[forms*NumFamilies:]
	}
	cards(v.face[:v.faceN], FaceUp)
	if !v.Hidden(player) {
		cards(v.hand[player][:v.handN[player]], HandSize)
	} else {
		x = x[forms*NumFamilies:]
	}
	// Each player's supplies, the observer's first; what the view hides
	// reads as 0, with the hidden flag set.
	for q := range np {
		y := x[rel(q)*obsPlayerValues:][:obsPlayerValues]
		y[0] = float32(v.HandSize(q)) / HandSize
		y[1] = float32(v.BannersLeft(q)) / Banners
		y[2] = float32(v.Reserve(q)) / WorkersPerPlayer
		own, neutral := v.Screen(q)
		y[3] = float32(own) / WorkersPerPlayer
		y[4] = float32(neutral) / NeutralWorkers
		for f := range Family(NumFamilies) {
			y[5+int(f)] = float32(v.Seals(q, f)) / 10
		}
		y[9] = float32(v.Gold(q)) / 50
		y[10] = float32(v.Placed(q)) / WorkersPerPlayer
		if v.Hidden(q) {
			y[11] = 1
		}
	}
	x = x[np*obsPlayerValues:]
	x[0] = float32(v.NeutralReserve()) / NeutralWorkers
	x[1] = float32(v.Placed(-1)) / NeutralWorkers
	if nc := ed.NumCards(); nc > 0 {
		x[2] = float32(v.PileSize()) / float32(nc)
	}
}
