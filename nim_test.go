package kingdoms_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/boardrules/kingdoms"
)

// Nim is the small game of the root package's tests: two players take turns
// taking 1, 2 or 3 stones from a pile; whoever takes the last stone wins.
// Taking 2 stones is written "t2". It has no hidden information.

type nimState struct {
	stones int // left on the pile
	moves  int // moves made
}

type nimMove int8 // stones taken

type nimGame struct {
	rejects nimMove // a broken Apply rejects taking this many, 0 for none
}

var nim = nimGame{}

var _ kingdoms.Game[nimState, nimMove] = nimGame{}

func newNim(stones int) nimState { return nimState{stones: stones} }

func (nimGame) Name() string               { return "nim" }
func (nimGame) Players(nimState) int       { return 2 }
func (nimGame) IsTerminal(s nimState) bool { return s.stones == 0 }
func (nimGame) ToMove(s nimState) int {
	if s.stones == 0 {
		return -1
	}
	return s.moves % 2
}
func (g nimGame) Legal(s nimState) []nimMove { return g.AppendLegal(nil, s) }
func (nimGame) AppendLegal(dst []nimMove, s nimState) []nimMove {
	for k := nimMove(1); k <= 3 && int(k) <= s.stones; k++ {
		dst = append(dst, k)
	}
	return dst
}
func (g nimGame) Apply(s nimState, m nimMove) (nimState, error) {
	if m < 1 || m > 3 || int(m) > s.stones || m == g.rejects {
		return nimState{}, fmt.Errorf("nim: cannot take %d of %d stones: %w", m, s.stones, kingdoms.ErrIllegalMove)
	}
	return nimState{stones: s.stones - int(m), moves: s.moves + 1}, nil
}
func (g nimGame) Scores(s nimState) []kingdoms.Score {
	sc := []kingdoms.Score{{Parts: []kingdoms.ScorePart{{Source: "last stone"}}}, {Parts: []kingdoms.ScorePart{{Source: "last stone"}}}}
	if w := g.Winners(s); len(w) == 1 {
		sc[w[0]].Total, sc[w[0]].Parts[0].Points = 1, 1
	}
	return sc
}
func (nimGame) Winners(s nimState) []int {
	if s.stones > 0 || s.moves == 0 {
		return nil
	}
	return []int{(s.moves - 1) % 2}
}
func (nimGame) View(s nimState, _ int) nimState { return s }
func (nimGame) Determinize(s nimState, p int, rng *rand.Rand) (nimState, error) {
	if rng == nil || p < 0 || p > 1 {
		return nimState{}, fmt.Errorf("nim: Determinize: player %d, generator nil: %v: %w", p, rng == nil, kingdoms.ErrBadArgument)
	}
	return s, nil
}
func (nimGame) FormatMove(m nimMove) string { return "t" + strconv.Itoa(int(m)) }
func (nimGame) ParseMove(text string) (nimMove, error) {
	switch text {
	case "t1", "t2", "t3":
		return nimMove(text[1] - '0'), nil
	}
	return 0, fmt.Errorf("nim: %s: want t1, t2 or t3: %w", kingdoms.Excerpt(text), kingdoms.ErrBadNotation)
}

func (s nimState) String() string {
	if s.stones == 0 {
		return fmt.Sprintf("empty pile after %d moves", s.moves)
	}
	return fmt.Sprintf("%d stones, player %d to move", s.stones, s.moves%2)
}

func (m nimMove) MarshalText() ([]byte, error) { return []byte(nim.FormatMove(m)), nil }
func (m *nimMove) UnmarshalText(b []byte) error {
	t, err := nim.ParseMove(string(b))
	if err == nil {
		*m = t
	}
	return err
}

type nimDoc struct {
	Stones int `json:"stones"`
	Moves  int `json:"moves"`
}

func (s nimState) MarshalJSON() ([]byte, error) {
	if s == (nimState{}) {
		return nil, errors.New("the zero nimState is no game")
	}
	return json.Marshal(nimDoc{s.stones, s.moves})
}
func (s *nimState) UnmarshalJSON(b []byte) error {
	var d nimDoc
	if err := kingdoms.DecodeStrict(b, &d); err != nil {
		return fmt.Errorf("nim: %v: %w", err, kingdoms.ErrBadState)
	}
	if d.Stones < 0 || d.Moves < 0 || d.Stones == 0 && d.Moves == 0 {
		return fmt.Errorf("nim: %d stones after %d moves: %w", d.Stones, d.Moves, kingdoms.ErrBadState)
	}
	*s = nimState{d.Stones, d.Moves}
	return nil
}
