package squaregrid

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// model is the map-based reference a Set is checked against.
type model map[int]bool

func (m model) sorted() []int {
	var out []int
	for i := range m {
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

func modelOf(s Set) model {
	m := model{}
	for i := range Capacity {
		if s[i/64]>>(i%64)&1 == 1 {
			m[i] = true
		}
	}
	return m
}

func checkAgainst(t *rapid.T, s Set, m model) {
	for i := -3; i < Capacity+3; i++ {
		if s.Has(i) != m[i] {
			t.Fatalf("Has(%d) = %v, model %v", i, s.Has(i), m[i])
		}
	}
	want := m.sorted()
	if s.Count() != len(want) {
		t.Fatalf("Count = %d, model %d", s.Count(), len(want))
	}
	if s.IsEmpty() != (len(want) == 0) {
		t.Fatalf("IsEmpty = %v with %d members", s.IsEmpty(), len(want))
	}
	var got []int
	for i := range s.All() {
		got = append(got, i)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("All = %v, model %v", got, want)
	}
	if got := s.AppendTo(nil); !slices.Equal(got, want) {
		t.Fatalf("AppendTo = %v, model %v", got, want)
	}
	got = got[:0]
	for i := s.Next(0); i >= 0; i = s.Next(i + 1) {
		got = append(got, i)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Next loop = %v, model %v", got, want)
	}
	first, last := -1, -1
	if len(want) > 0 {
		first, last = want[0], want[len(want)-1]
	}
	if s.First() != first || s.Min() != first || s.Next(-7) != first || s.Max() != last {
		t.Fatalf("First = %d, Min = %d, Next(-7) = %d, Max = %d; model %d and %d", s.First(), s.Min(), s.Next(-7), s.Max(), first, last)
	}
	if s.Next(Capacity) != -1 || s.Next(1<<40) != -1 {
		t.Fatal("Next past Capacity is not -1")
	}
	strs := make([]string, len(want))
	for k, i := range want {
		strs[k] = fmt.Sprint(i)
	}
	if w := "{" + strings.Join(strs, " ") + "}"; s.String() != w {
		t.Fatalf("String = %q, want %q", s.String(), w)
	}
}

func TestSetAgreesWithModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s Set
		m := model{}
		ops := rapid.IntRange(0, 80).Draw(t, "ops")
		for range ops {
			i := rapid.IntRange(-10, Capacity+10).Draw(t, "i")
			before := s
			inPlace := before
			if rapid.Bool().Draw(t, "add") {
				s = s.Add(i)
				inPlace.Insert(i)
				if i >= 0 && i < Capacity {
					m[i] = true
				}
			} else {
				s = s.Remove(i)
				inPlace.Delete(i)
				delete(m, i)
			}
			if inPlace != s {
				t.Fatalf("Insert/Delete(%d) gave %v, Add/Remove %v", i, inPlace, s)
			}
			if (i < 0 || i >= Capacity) && s != before {
				t.Fatalf("Add/Remove(%d) changed the set", i)
			}
		}
		checkAgainst(t, s, m)
		if SetOf(m.sorted()...) != s {
			t.Fatalf("SetOf(%v) = %v, want %v", m.sorted(), SetOf(m.sorted()...), s)
		}
	})
}

func TestSetBinaryOps(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genSet(t, "a"), genSet(t, "b")
		ma, mb := modelOf(a), modelOf(b)
		union, inter, diff, xor := model{}, model{}, model{}, model{}
		for i := range Capacity {
			if ma[i] || mb[i] {
				union[i] = true
			}
			if ma[i] && mb[i] {
				inter[i] = true
			}
			if ma[i] && !mb[i] {
				diff[i] = true
			}
			if ma[i] != mb[i] {
				xor[i] = true
			}
		}
		checkAgainst(t, a.Union(b), union)
		checkAgainst(t, a.Intersect(b), inter)
		checkAgainst(t, a.Diff(b), diff)
		checkAgainst(t, a.SymDiff(b), xor)
		if a.Intersects(b) != (len(inter) > 0) {
			t.Fatalf("Intersects = %v, model %v", a.Intersects(b), len(inter) > 0)
		}
		if a.SubsetOf(b) != (len(diff) == 0) {
			t.Fatalf("SubsetOf = %v, model %v", a.SubsetOf(b), len(diff) == 0)
		}
	})
}

func TestSetAllStopsEarly(t *testing.T) {
	s := SetOf(3, 70, 130, 255)
	var got []int
	for i := range s.All() {
		got = append(got, i)
		if i == 70 {
			break
		}
	}
	if !slices.Equal(got, []int{3, 70}) {
		t.Fatalf("got %v", got)
	}
	// The loop body may change the set it iterates over: All works on a copy.
	for i := range s.All() {
		s = s.Remove(i + 1).Remove(i)
	}
	if !s.IsEmpty() {
		t.Fatalf("set not emptied: %v", s)
	}
}

func TestShiftHelpers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genSet(t, "s")
		n := rapid.IntRange(0, 300).Draw(t, "n")
		var up, down Set
		for i := range s.All() {
			up = up.Add(i + n)
			down = down.Add(i - n)
		}
		if got := shiftUp(s, uint(n)); got != up {
			t.Fatalf("shiftUp(%v, %d) = %v, want %v", s, n, got, up)
		}
		if got := shiftDown(s, uint(n)); got != down {
			t.Fatalf("shiftDown(%v, %d) = %v, want %v", s, n, got, down)
		}
	})
}

func TestPrefix(t *testing.T) {
	for n := 0; n <= Capacity; n++ {
		p := prefix(n)
		if p.Count() != n || (n > 0 && !p.Has(n-1)) || p.Has(n) {
			t.Fatalf("prefix(%d) = %v", n, p)
		}
	}
}

func TestShiftUpDown(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genSet(t, "s")
		n := rapid.IntRange(-2*Capacity, 2*Capacity).Draw(t, "n")
		var up Set
		for i := range s.All() {
			up = up.Add(i + n) // Add ignores indices out of range
		}
		if got := s.ShiftUp(n); got != up {
			t.Fatalf("%v.ShiftUp(%d) = %v, want %v", s, n, got, up)
		}
		if got := s.ShiftDown(-n); got != up {
			t.Fatalf("%v.ShiftDown(%d) = %v, want %v", s, -n, got, up)
		}
		if !s.IsEmpty() && (!s.ShiftUp(math.MaxInt).IsEmpty() || !s.ShiftDown(math.MinInt).IsEmpty() ||
			!s.ShiftDown(math.MaxInt).IsEmpty() || !s.ShiftUp(math.MinInt).IsEmpty()) {
			t.Fatalf("%v shifted by the extreme ints is not empty", s)
		}
	})
}
