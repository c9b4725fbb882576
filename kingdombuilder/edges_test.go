package kingdombuilder

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// huge is a 10 MiB input: an error that quotes it must cut it.
var huge = strings.Repeat("x", 10<<20)

// maxErrorLen bounds the length of an error about a huge input.
const maxErrorLen = 600

func checkShort(t *testing.T, what string, err error) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error", what)
		return
	}
	if n := len(err.Error()); n > maxErrorLen {
		t.Errorf("%s: an error of %d bytes: %.200s", what, n, err)
	}
}

// TestHugeInputErrors: the parsers quote at most a short excerpt of their
// input in their errors.
func TestHugeInputErrors(t *testing.T) {
	for _, text := range []string{huge, "place " + huge, "tile " + huge + " 3,4", "tile farm " + huge, "tile barn 3,4>" + huge,
		"nomad " + huge + " 3,4", "crossroads " + huge, "crossroads choose " + huge, "marshlands " + huge, "marshlands play " + huge,
		"cultivate " + huge, "bazaar " + huge, "silo " + huge, "cave " + huge, "place i" + huge} {
		_, err := ParseMove(text)
		checkShort(t, "ParseMove", err)
		var m Move
		checkShort(t, "Move.UnmarshalText", m.UnmarshalText([]byte(text)))
		b, _ := json.Marshal(text)
		checkShort(t, "Move.UnmarshalJSON", m.UnmarshalJSON(b))
	}
	for _, text := range []string{huge, "section " + huge, "section a base\n" + huge, "section a base\nlocation " + huge + " farm",
		"section a base\nlocation 1,1 " + huge} {
		_, err := ParseSections(text)
		checkShort(t, "ParseSections", err)
		_, err = ParseIsland(strings.Replace(text, "section", "island", 1))
		checkShort(t, "ParseIsland", err)
	}
	var (
		sec  Section
		card Card
		ter  Terrain
		loc  Location
		task Task
		cs   CustomSection
		isl  Island
	)
	for name, u := range map[string]interface{ UnmarshalText([]byte) error }{
		"Section": &sec, "Card": &card, "Terrain": &ter, "Location": &loc, "Task": &task, "CustomSection": &cs, "Island": &isl,
	} {
		checkShort(t, name+".UnmarshalText", u.UnmarshalText([]byte(huge)))
	}
}

// TestHugeDocumentErrors replaces, one at a time, every string of a real
// document (values, keys of objects, the names of fields) by a long string
// (64 KiB: the document has hundreds of strings), and checks that the
// decoder's error stays short; then the schema by a 10 MiB string.
func TestHugeDocumentErrors(t *testing.T) {
	long := huge[:64<<10]
	for _, c := range []Config{
		{Players: 3, Seed: 4},
		allConfig(3), harvestConfig(2), marshlandsConfig(5), crossroadsConfig(1), nomadsConfig(1), queeniesConfig(2),
	} {
		s := docGame(t, c, 30, nil)
		d := docOf(t, s)
		var paths int
		var walk func(v any, set func(any))
		walk = func(v any, set func(any)) {
			switch v := v.(type) {
			case string:
				paths++
				set(long)
				err := decodeDoc(t, d, s)
				set(v)
				checkShort(t, "a string of the document", err)
			case []any:
				for i := range v {
					walk(v[i], func(x any) { v[i] = x })
				}
			case map[string]any:
				for k, x := range v {
					walk(x, func(y any) { v[k] = y })
					if len(v) > 0 {
						delete(v, k)
						v[long] = x
						err := decodeDoc(t, d, s)
						delete(v, long)
						v[k] = x
						checkShort(t, "a key of the document", err)
					}
				}
			}
		}
		walk(map[string]any(d), nil)
		if paths < 20 {
			t.Errorf("%+v: only %d strings in the document", c, paths)
		}
	}
	var s State
	err := s.UnmarshalJSON([]byte(`{"schema":"` + huge + `"}`))
	checkShort(t, "a huge schema", err)
	if !errors.Is(err, kingdoms.ErrBadState) {
		t.Errorf("a huge schema: %v, want ErrBadState", err)
	}
}

// TestZeroState calls the package functions that take a State on the zero
// State: none may panic (that no method of it panics is the harness's
// zero-state check). The zero State refuses to marshal, and reads as a game
// with no player.
func TestZeroState(t *testing.T) {
	var zero State
	call := func(name string, f func()) {
		t.Helper()
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s on the zero State panics: %v", name, r)
			}
		}()
		f()
	}
	call("Legal", func() { Legal(zero) })
	call("AppendLegal", func() { AppendLegal(nil, zero) })
	call("Apply", func() { Apply(zero, End()) })
	call("Determinize", func() { Determinize(zero, 0, rand.New(rand.NewPCG(1, 2))) })
	call("Observe", func() { Observe(zero, 0, nil) })
	call("Game.Validate", func() {
		if err := Game.(kingdoms.Validator[State]).Validate(zero); err != nil {
			t.Errorf("Validate(zero State) = %v, want nil", err)
		}
	})
	if _, err := json.Marshal(zero); !errors.Is(err, kingdoms.ErrBadState) {
		t.Errorf("json.Marshal(State{}) = %v, want ErrBadState", err)
	}
	if zero.Players() != 0 || !zero.IsTerminal() || len(Legal(zero)) != 0 {
		t.Errorf("the zero State: %d players, terminal %v, %d legal moves", zero.Players(), zero.IsTerminal(), len(Legal(zero)))
	}
}
