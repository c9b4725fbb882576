package arkadia

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// This file checks that bad input never panics: the zero and partial
// values a caller can build (the zero State, a view, the zero and the nil
// Edition, configs with parts missing) given to every exported function and
// method.

// probeArgs are the values each integer argument takes in turn.
var probeArgs = []int64{0, -1, 1, 3, 4, 9, 10, 255, 1 << 20}

// callAll calls every exported method of recv (a value or a pointer) with
// each of probeArgs in every integer argument (and every integer field of
// a struct argument), and reports a panic.
func callAll(t *testing.T, name string, recv any) {
	t.Helper()
	v := reflect.ValueOf(recv)
	typ := v.Type()
	for i := range typ.NumMethod() {
		m := typ.Method(i)
		if m.Name == "UnmarshalJSON" || m.Name == "UnmarshalText" {
			continue
		}
		for _, arg := range probeArgs {
			in := []reflect.Value{v}
			for j := 1; j < m.Type.NumIn(); j++ {
				in = append(in, probeValue(m.Type.In(j), arg))
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%s.%s (argument %d) panics: %v\n%s", name, m.Name, arg, p, debug.Stack())
					}
				}()
				m.Func.Call(in)
			}()
		}
	}
}

// probeValue returns a value of type t: arg for an integer, a struct whose
// integer fields are arg, an interesting value of the package's types, the
// zero value otherwise.
func probeValue(t reflect.Type, arg int64) reflect.Value {
	switch t {
	case reflect.TypeFor[*rand.Rand]():
		return reflect.ValueOf(rand.New(rand.NewPCG(uint64(arg), 1)))
	case reflect.TypeFor[Move]():
		legal := []Move{{}, Pass(), Play(Card{1, Red}, int(arg), Square{int(arg), 0}), Worker(Square{int(arg), int(arg)}), Sell(Red, int(arg))}
		return reflect.ValueOf(legal[int(uint64(arg)%uint64(len(legal)))])
	}
	v := reflect.New(t).Elem()
	set := func(v reflect.Value) {
		switch {
		case v.CanInt():
			v.SetInt(arg)
		case v.CanUint():
			v.SetUint(uint64(arg) & 0xff)
		}
	}
	set(v)
	if v.Kind() == reflect.Struct {
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				set(f)
			}
		}
	}
	return v
}

// probeStates returns the states the probes start from: the zero State, a
// game, views of it (of a player and of an onlooker) and a finished game.
func probeStates(t *testing.T) map[string]State {
	t.Helper()
	s, err := New(Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	end, _, err := kingdoms.Playout(Game, s, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]State{
		"the zero State":     {},
		"a start":            s,
		"player 1's view":    s.View(1),
		"an onlooker's view": s.View(7),
		"an end":             end,
		"a view of an end":   end.View(0),
	}
}

func TestNoPanicStates(t *testing.T) {
	for name, s := range probeStates(t) {
		callAll(t, name, s)
		callAll(t, name+" (pointer)", &s)
		for _, arg := range probeArgs {
			m := probeValue(reflect.TypeFor[Move](), arg).Interface().(Move)
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%s, argument %d: a package function panics: %v\n%s", name, arg, p, debug.Stack())
					}
				}()
				rng := rand.New(rand.NewPCG(1, uint64(arg)))
				Legal(s)
				AppendLegal(nil, s)
				_, _ = Apply(s, m)
				_, _ = Determinize(s, int(arg), rng)
				_, _ = Determinize(s, int(arg), nil)
				Observe(s, int(arg), nil)
				AppendActions(nil, s, kingdoms.Prefix{})
				AppendActions(nil, s, kingdoms.Prefix{}.Extend(int(arg)))
				_, _, _, _ = DecodeAction(s, kingdoms.Prefix{}, int(arg))
				_, _, _, _ = DecodeAction(s, kingdoms.Prefix{}.Extend(0), int(arg))
				_, _ = EncodeMove(nil, s, m)
				MaxMoves(s.Config())
				NumActions(s.Config())
				ActionRanges(s.Config())
				_, _ = ObservationShape(s.Config())
				_, _ = json.Marshal(s)
				_ = fmt.Sprint(s)
			}()
		}
	}
}

func TestNoPanicEditions(t *testing.T) {
	var nilEd *Edition
	callAll(t, "the nil *Edition", nilEd)
	callAll(t, "the zero Edition", &Edition{})
	callAll(t, "Default()", Default())
	cp := *Default()
	callAll(t, "a copy of Default()", &cp)
	if _, err := ParseEdition(nil); !errors.Is(err, kingdoms.ErrBadArgument) || !strings.Contains(err.Error(), "nil") {
		t.Errorf("ParseEdition(nil) = %v; want an error wrapping ErrBadArgument that says the reader is nil", err)
	}
}

// TestNoPanicConfigs: New and the functions of a Config refuse or accept
// partial configs without panicking, and New says what is wrong.
func TestNoPanicConfigs(t *testing.T) {
	noFirst, err := ParseEdition(strings.NewReader(cutFirstGame(defaultText)))
	if err != nil {
		t.Fatal(err)
	}
	cp := *Default()
	other := Default().lotPlacements()[0]
	if other == Default().first.lot {
		t.Fatal("the first lot placement is the first game's")
	}
	for _, c := range []struct {
		name  string
		c     Config
		want  string // "" when New accepts c
		sizes bool   // MaxMoves, NumActions and ActionRanges know c's game (its players and edition are good)
	}{
		{"the zero Config", Config{}, "0 players", false},
		{"5 players", Config{Players: 5}, "5 players", false},
		{"the zero Edition", Config{Players: 2, Edition: &Edition{}}, "Config.Edition is the zero Edition", false},
		{"the zero Edition, first game", Config{Players: 2, Edition: &Edition{}, FirstGame: true}, "Config.Edition is the zero Edition", false},
		{"the zero Lot", Config{Players: 2, Lot: &Lot{}}, "covers a tent", true},
		{"a Lot off the board", Config{Players: 2, Lot: &Lot{Square{-1, 1 << 40}, 9}}, "does not lie", true},
		{"a first game without a set-up", Config{Players: 2, Edition: noFirst, FirstGame: true}, "no first-game", true},
		{"a first game, another lot", Config{Players: 2, FirstGame: true, Lot: &other}, "first-game set-up needs", true},
		{"a copy of Default", Config{Players: 2, Edition: &cp}, "", true},
		{"a first game", Config{Players: 4, FirstGame: true}, "", true},
	} {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("%s: panic: %v\n%s", c.name, p, debug.Stack())
				}
			}()
			_, err := New(c.c)
			switch {
			case c.want == "" && err != nil:
				t.Errorf("%s: New: %v", c.name, err)
			case c.want != "" && (!errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), c.want)):
				t.Errorf("%s: New: %v; want an error wrapping ErrBadConfig saying %q", c.name, err, c.want)
			}
			n, na, r := MaxMoves(c.c), NumActions(c.c), ActionRanges(c.c)
			if c.sizes != (n > 0) || c.sizes != (na > 0) || c.sizes != (len(r) > 0) {
				t.Errorf("%s: MaxMoves %d, NumActions %d, %d ranges; want them %v", c.name, n, na, len(r), map[bool]string{true: "positive", false: "zero"}[c.sizes])
			}
			if _, serr := ObservationShape(c.c); (err == nil) != (serr == nil) {
				t.Errorf("%s: New: %v, but ObservationShape: %v", c.name, err, serr)
			}
		}()
	}
}

// cutFirstGame returns an edition's text without its first-game lines.
func cutFirstGame(text string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(text, "\n") {
		if !strings.HasPrefix(l, "first-game") {
			b.WriteString(l)
		}
	}
	return b.String()
}
