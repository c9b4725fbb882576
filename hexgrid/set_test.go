package hexgrid

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// genMembers draws a list of cell indices, sometimes dense, sometimes sparse,
// sometimes with out-of-range values that a Set must ignore.
func genMembers(t *rapid.T, label string) []int {
	hi := rapid.SampledFrom([]int{8, 70, 200, Capacity}).Draw(t, label+".range")
	return rapid.SliceOfN(rapid.IntRange(-2, hi+1), 0, 300).Draw(t, label)
}

type model map[int]bool

func modelOf(xs []int) model {
	m := model{}
	for _, x := range xs {
		if x >= 0 && x < Capacity {
			m[x] = true
		}
	}
	return m
}

func (m model) sorted() []int { return slices.Sorted(maps.Keys(m)) }

func checkSet(t *rapid.T, what string, s Set, m model) {
	t.Helper()
	want := m.sorted()
	if got := s.AppendTo(nil); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
		t.Fatalf("%s = %v, model %v", what, got, want)
	}
	if s.Count() != len(m) {
		t.Fatalf("%s.Count() = %d, model %d", what, s.Count(), len(m))
	}
	if s.IsEmpty() != (len(m) == 0) {
		t.Fatalf("%s.IsEmpty() = %v with %d members", what, s.IsEmpty(), len(m))
	}
}

func TestSetMatchesModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		xs, ys := genMembers(t, "xs"), genMembers(t, "ys")
		s, u := SetOf(xs...), SetOf(ys...)
		ms, mu := modelOf(xs), modelOf(ys)
		checkSet(t, "s", s, ms)
		checkSet(t, "u", u, mu)

		union, inter, diff, sym := model{}, model{}, model{}, model{}
		for x := range ms {
			union[x] = true
			if mu[x] {
				inter[x] = true
			} else {
				diff[x] = true
				sym[x] = true
			}
		}
		for y := range mu {
			union[y] = true
			if !ms[y] {
				sym[y] = true
			}
		}
		checkSet(t, "s.Union(u)", s.Union(u), union)
		checkSet(t, "s.Intersect(u)", s.Intersect(u), inter)
		checkSet(t, "s.Diff(u)", s.Diff(u), diff)
		checkSet(t, "s.SymDiff(u)", s.SymDiff(u), sym)
		if s.Intersects(u) != (len(inter) > 0) {
			t.Fatalf("Intersects = %v, common %v", s.Intersects(u), inter.sorted())
		}
		if s.SubsetOf(u) != (len(diff) == 0) {
			t.Fatalf("SubsetOf = %v, s minus u = %v", s.SubsetOf(u), diff.sorted())
		}
		if (s == u) != maps.Equal(ms, mu) {
			t.Fatalf("== disagrees with the model")
		}

		// Membership, Add, Remove, including out-of-range indices.
		for _, i := range []int{-1, 0, 63, 64, 511, 512, 1000, rapid.IntRange(-5, Capacity+5).Draw(t, "i")} {
			if s.Has(i) != ms[i] {
				t.Fatalf("Has(%d) = %v", i, s.Has(i))
			}
			added, removed := maps.Clone(ms), maps.Clone(ms)
			if i >= 0 && i < Capacity {
				added[i] = true
			}
			delete(removed, i)
			checkSet(t, fmt.Sprintf("Add(%d)", i), s.Add(i), added)
			checkSet(t, fmt.Sprintf("Remove(%d)", i), s.Remove(i), removed)
			p := s
			p.Insert(i)
			checkSet(t, fmt.Sprintf("Insert(%d)", i), p, added)
			p = s
			p.Delete(i)
			checkSet(t, fmt.Sprintf("Delete(%d)", i), p, removed)
		}

		// Iteration in increasing order, by every means.
		want := ms.sorted()
		var got []int
		for i := range s.All() {
			got = append(got, i)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("All() = %v, want %v", got, want)
		}
		got = got[:0]
		for i := s.Next(0); i >= 0; i = s.Next(i + 1) {
			got = append(got, i)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("Next loop = %v, want %v", got, want)
		}
		from := rapid.IntRange(-3, Capacity+3).Draw(t, "from")
		next := -1
		for _, x := range want {
			if x >= from {
				next = x
				break
			}
		}
		if s.Next(from) != next {
			t.Fatalf("Next(%d) = %d, want %d", from, s.Next(from), next)
		}
		if len(want) == 0 {
			if s.Min() != -1 || s.Max() != -1 {
				t.Fatalf("empty set: Min %d Max %d", s.Min(), s.Max())
			}
		} else if s.Min() != want[0] || s.Max() != want[len(want)-1] {
			t.Fatalf("Min %d Max %d, want %d %d", s.Min(), s.Max(), want[0], want[len(want)-1])
		}
		// Breaking out of All stops the iteration.
		if len(want) > 1 {
			n := 0
			for range s.All() {
				n++
				break
			}
			if n != 1 {
				t.Fatalf("break did not stop All")
			}
		}
		strs := make([]string, len(want))
		for k, x := range want {
			strs[k] = fmt.Sprint(x)
		}
		if got, want := s.String(), "{"+strings.Join(strs, " ")+"}"; got != want {
			t.Fatalf("String() = %q, want %q", got, want)
		}
	})
}

func TestSetKnown(t *testing.T) {
	s := SetOf(3, 64, 25, 511, 3, -1, 512)
	if got := s.String(); got != "{3 25 64 511}" {
		t.Errorf("String() = %q", got)
	}
	if s[0] != 1<<3|1<<25 || s[1] != 1 || s[7] != 1<<63 {
		t.Errorf("bit layout: %x", s)
	}
	if got := (Set{}).String(); got != "{}" {
		t.Errorf("empty String() = %q", got)
	}
	if s.Next(26) != 64 || s.Next(65) != 511 || s.Next(512) != -1 || s.Next(-7) != 3 {
		t.Error("Next is wrong")
	}
}

func TestSetOpsDoNotAllocate(t *testing.T) {
	s, u := SetOf(1, 100, 300, 511), SetOf(2, 100, 400)
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		v := s.Union(u).Intersect(s).Diff(u).SymDiff(s).Add(7).Remove(1)
		v.Insert(9)
		v.Delete(100)
		sink += v.Count() + v.Next(3) + v.Min() + v.Max()
		if v.Has(7) && v.Intersects(u) && v.SubsetOf(s) && !v.IsEmpty() {
			sink++
		}
		for i := range v.All() {
			sink += i
		}
		for i := v.Next(0); i >= 0; i = v.Next(i + 1) {
			sink += i
		}
	})
	if allocs != 0 {
		t.Errorf("Set operations allocate %v times per run", allocs)
	}
	_ = sink
}
