package hexgrid

import (
	"testing"

	"pgregory.net/rapid"
)

func TestShiftModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s Set
		for k := range s {
			s[k] = rapid.Uint64().Draw(t, "w")
		}
		k := rapid.IntRange(-Capacity-2, Capacity+2).Draw(t, "k")
		var want Set
		for i := range s.All() {
			want = want.Add(i + k)
		}
		if got := shift(s, k); got != want {
			t.Fatalf("shift(%v, %d) = %v, want %v", s, k, got, want)
		}
	})
}
