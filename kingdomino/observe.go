package kingdomino

import "github.com/boardrules/kingdoms"

// Shape is the size of the encoding Observe writes: Planes planes of Rows x
// Cols values, then Vector values. It is the module's shared
// kingdoms.Shape.
type Shape = kingdoms.Shape

// obsPlanesPerPlayer is the number of planes of each kingdom: six terrains,
// the castle and the crowns.
const obsPlanesPerPlayer = 8

// ObservationShape returns the shape of the encoding of Observe for the games
// set up by c, or the error of New for a bad config. It depends on the number
// of players and on the Mighty Duel (see [Observe]).
func ObservationShape(c Config) (Shape, error) {
	var s State
	if err := s.configure(c); err != nil {
		return Shape{}, err
	}
	return s.ObservationShape(), nil
}

// ObservationShape returns the shape of the encoding of Observe for s: the
// same for every state of a game.
func (s State) ObservationShape() Shape {
	n := int(s.players)
	if n == 0 {
		return Shape{}
	}
	side := 2*s.size() - 1
	return Shape{
		Planes: obsPlanesPerPlayer * n,
		Rows:   side,
		Cols:   side,
		Vector: 4 + n + NumDominoes*(6+n) + 4*n + 1 + 1 + 3 + 1 + 3*n + 4,
	}
}

// Observe writes into dst the fixed-size encoding of what player sees of s
// (its View, which for Kingdomino is the whole table), for learning code,
// and returns it. dst is reused, without allocating, when its capacity is
// enough, and grown otherwise. A player outside the game gets an encoding of
// zeros.
//
// The encoding is seen from the observer: "seat" k is the player k places
// after the observer in turn order (seat 0 is the observer). It has
// s.ObservationShape().Size() values ([ObservationShape] gives the size
// from a Config): Planes planes of Rows x Cols values, then a Vector. Rows
// and Cols are 9 (13 in the Mighty Duel): a kingdom with its castle in the
// middle, square (r,c) of the kingdom at row r+4, column c+4 (r+6, c+6).
// There are 8 planes per player, seat 0 first:
//
//	0-5  one-hot terrain: wheat, forest, lake, grassland, swamp, mine
//	6    the castle
//	7    crowns of the square / 3
//
// The Vector, in order (n is the number of players):
//
//	4          one-hot Phase (Over, Choosing, Placing, Picking)
//	n          one-hot seat of the player to move (zero when over)
//	48 x (6+n) per domino 1 to 48: in the current line; in the next line;
//	           its king has acted; unseen (deck or removed); rank in its
//	           kingdom's log / 24 (0 when not handled); discarded; one-hot
//	           seat of the king on it (in a line) or of the player who
//	           handled it
//	4n+1       while Choosing, the king order (4 kings x one-hot seat) and
//	           the kings that have chosen / 4
//	5          round / rounds; one-hot game of the match (3); deck size / 48
//	3n         per seat: score of this game so far / 100, then the earlier
//	           games of a Dynasty match / 100
//	4          variants: Middle Kingdom, Harmony, Mighty Duel, Dynasty
func Observe(s State, player int, dst []float32) []float32 {
	sh := s.ObservationShape()
	dst = sh.Buffer(dst)
	cells := sh.Planes * sh.Rows * sh.Cols
	observe(s, player, sh, dst[:cells], dst[cells:], 3)
	return dst
}

// ObserveCompact writes the encoding of Observe in a compact form, for
// learning code that moves many observations: the planes as one byte a
// cell into planes (Planes x Rows x Cols bytes, in Observe's order) and
// the Vector into vector, and returns them. Every plane holds 0 or 1 but
// the crowns' (the 8th of each seat), which holds the crowns of the square
// (0 to 3: the byte is 3 times Observe's value), so a plane's bytes divided
// by its divisor (1, or 3 for the crowns) are exactly Observe's floats.
// planes and vector are reused when their capacity is enough, and grown
// otherwise; ObserveCompact then allocates nothing.
func ObserveCompact(s State, player int, planes []uint8, vector []float32) ([]uint8, []float32) {
	sh := s.ObservationShape()
	planes, vector = sh.CompactBuffers(planes, vector)
	observe(s, player, sh, planes, vector, 1)
	return planes, vector
}

// observe writes the encoding of Observe into dst (sh's planes, zero) and
// v (its vector, zero): the crowns' planes hold the crowns of the square
// divided by crownDiv (3 in Observe, 1 in ObserveCompact); every other
// cell of a plane is 0 or 1.
func observe[T float32 | uint8](s State, player int, sh Shape, dst []T, v []float32, crownDiv T) {
	np := int(s.players)
	if player < 0 || player >= np {
		return
	}
	// rel is the seat of player q as the observer sees it: 0 for itself,
	// then the others in increasing order from its left.
	rel := func(q int) int { return (q - player + np) % np }

	// Planes: each kingdom, the observer's first.
	half := s.size() - 1
	plane := sh.Rows * sh.Cols
	for q := range np {
		k := s.kingdom(q)
		cs := k.crownSets()
		base := rel(q) * obsPlanesPerPlayer * plane
		for r := -half; r <= half; r++ {
			for c := -half; c <= half; c++ {
				i := (r+gridCenter)*gridStride + c + gridCenter
				t := k.terrainAt(i)
				if t == NoTerrain {
					continue
				}
				at := (r+half)*sh.Cols + c + half
				dst[base+int(t-1)*plane+at] = 1
				for cr := 1; cr <= 3; cr++ {
					if cs[cr].Has(i) {
						dst[base+7*plane+at] = T(cr) / crownDiv
					}
				}
			}
		}
	}

	// Phase and whose turn it is.
	v[int(s.phase)&3] = 1
	v = v[4:]
	if q := s.ToMove(); q >= 0 {
		v[rel(q)] = 1
	}
	v = v[np:]

	// The dominoes.
	per := 6 + np
	line := func(l *[4]lineSlot, flag int, acted int) {
		for i, sl := range l {
			if !sl.domino.Valid() {
				continue
			}
			f := v[(int(sl.domino)-1)*per:][:per]
			f[flag] = 1
			if i < acted {
				f[2] = 1
			}
			if sl.king >= 0 {
				f[6+rel(int(sl.king))] = 1
			}
		}
	}
	acted := 0
	if s.phase == Placing || s.phase == Picking {
		acted = int(s.slot)
	}
	line(&s.cur, 0, acted)
	line(&s.next, 1, 0)
	for _, d := range s.deck[s.drawn:] {
		if d.Valid() {
			v[(int(d)-1)*per+3] = 1
		}
	}
	for q := range np {
		for j, e := range s.logOf(q) {
			f := v[(int(e.domino())-1)*per:][:per]
			f[4] = float32(j+1) / maxHandled
			if e.cell == discarded {
				f[5] = 1
			}
			f[6+rel(q)] = 1
		}
	}
	v = v[NumDominoes*per:]

	// The king order of the set-up.
	if s.phase == Choosing {
		for i := range int(s.kings) {
			v[i*np+rel(int(s.order[i]))] = 1
		}
		v[4*np] = float32(s.slot) / 4
	}
	v = v[4*np+1:]

	// Round, game of the match, deck.
	if r := s.Rounds(); r > 0 {
		v[0] = float32(s.Round()) / float32(r)
	}
	v[1+int(s.game)%3] = 1
	v[4] = float32(s.DeckSize()) / NumDominoes
	v = v[5:]

	// Scores: this game's so far, then the earlier games of a match.
	for q := range np {
		f := v[3*rel(q):]
		f[0] = float32(s.points(q)) / 100
		for g := range int(s.game) {
			f[1+g] = float32(s.past[g][q].total) / 100
		}
	}
	v = v[3*np:]

	// The variants.
	for i, fl := range [4]uint8{flagMiddle, flagHarmony, flagDuel, flagDynasty} {
		if s.flags&fl != 0 {
			v[i] = 1
		}
	}
}
