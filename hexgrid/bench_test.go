package hexgrid

import (
	"math/rand/v2"
	"testing"
)

// Benchmarks fold one word of each result into a sink instead of chaining
// whole sets, so that they time the operation and not a chain of 64-byte
// copies from one iteration to the next.
var sinkWord uint64

// benchSets returns a fixed pool of sets on b of mixed densities, so that a
// benchmark does not measure one lucky input.
func benchSets(b *Board) []Set {
	rng := rand.New(rand.NewPCG(1, 2))
	sets := make([]Set, 64)
	for k := range sets {
		var s Set
		for w := range s {
			s[w] = rng.Uint64()
			for range k % 4 {
				s[w] &= rng.Uint64() // sparser and sparser
			}
		}
		sets[k] = s.Intersect(b.All())
	}
	return sets
}

func BenchmarkDilate20x20(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	b.ReportAllocs()
	var sink uint64
	i := 0
	for b.Loop() {
		r := bd.Dilate(sets[i&63])
		sink ^= r[i&7]
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/1e6, "Mdilates/s")
	sinkWord = sink
}

// BenchmarkDilateTable20x20 is the per-bit table loop that Dilate replaces,
// for comparison.
func BenchmarkDilateTable20x20(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	b.ReportAllocs()
	var sink uint64
	i := 0
	for b.Loop() {
		r := tableDilate(bd, sets[i&63])
		sink ^= r[i&7]
		i++
	}
	sinkWord = sink
}

// BenchmarkDilateWide covers the general path (64 columns or more).
func BenchmarkDilateWide(b *testing.B) {
	bd := mustBoard(b, 5, 100)
	sets := benchSets(bd)
	b.ReportAllocs()
	var sink uint64
	i := 0
	for b.Loop() {
		r := bd.Dilate(sets[i&63])
		sink ^= r[i&7]
		i++
	}
	sinkWord = sink
}

func BenchmarkShift20x20(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	b.ReportAllocs()
	var sink uint64
	i := 0
	for b.Loop() {
		r := bd.Shift(sets[i&63], Direction(i%6))
		sink ^= r[i&7]
		i++
	}
	sinkWord = sink
}

func BenchmarkComponents20x20(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	b.ReportAllocs()
	n := 0
	i := 0
	for b.Loop() {
		for range bd.Components(sets[i&63]) {
			n++
		}
		i++
	}
	b.ReportMetric(float64(n)/float64(b.N), "groups/op")
}

func BenchmarkCount(b *testing.B) {
	sets := benchSets(mustBoard(b, 20, 20))
	b.ReportAllocs()
	n, i := 0, 0
	for b.Loop() {
		n += sets[i&63].Count()
		i++
	}
	b.ReportMetric(float64(n)/float64(b.N), "cells/op")
}

func BenchmarkUnionIntersectDiff(b *testing.B) {
	sets := benchSets(mustBoard(b, 20, 20))
	b.ReportAllocs()
	var sink uint64
	i := 0
	for b.Loop() {
		r := sets[i&63].Union(sets[(i+1)&63]).Intersect(sets[(i+2)&63]).Diff(sets[(i+3)&63])
		sink ^= r[i&7]
		i++
	}
	sinkWord = sink
}

func BenchmarkIterateAll(b *testing.B) {
	sets := benchSets(mustBoard(b, 20, 20))
	b.ReportAllocs()
	n, cells, i := 0, 0, 0
	for b.Loop() {
		for c := range sets[i&63].All() {
			n += c
			cells++
		}
		i++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(cells), "ns/cell")
	_ = n
}

func BenchmarkIterateNext(b *testing.B) {
	sets := benchSets(mustBoard(b, 20, 20))
	b.ReportAllocs()
	n, cells, i := 0, 0, 0
	for b.Loop() {
		s := sets[i&63]
		for c := s.Next(0); c >= 0; c = s.Next(c + 1) {
			n += c
			cells++
		}
		i++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(cells), "ns/cell")
	_ = n
}

func BenchmarkNewBoard20x20(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewBoard(20, 20); err != nil {
			b.Fatal(err)
		}
	}
}
