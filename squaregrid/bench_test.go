package squaregrid

import (
	"math/rand/v2"
	"testing"
)

// benchSet returns a fixed pseudo-random set of the board's cells, each cell
// in with probability p.
func benchSet(b *Board, p float64, seed uint64) Set {
	rng := rand.New(rand.NewPCG(seed, 7))
	var s Set
	for i := range b.Len() {
		if rng.Float64() < p {
			s = s.Add(i)
		}
	}
	return s
}

var sinkSet Set

func BenchmarkDilate(b *testing.B) {
	for _, sz := range [][2]int{{12, 16}, {13, 13}, {2, 128}} {
		bd := mustBoard(b, sz[0], sz[1])
		s := benchSet(bd, 0.3, 1)
		b.Run(bd.sizeName(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkSet = bd.Dilate(s)
			}
		})
	}
}

func BenchmarkRing(b *testing.B) {
	bd := mustBoard(b, 12, 16)
	s := benchSet(bd, 0.3, 2)
	b.ReportAllocs()
	for b.Loop() {
		sinkSet = bd.Ring(s)
	}
}

// BenchmarkComponents splits a half-full 12 x 16 board (Arkadia's) into its
// components.
func BenchmarkComponents(b *testing.B) {
	bd := mustBoard(b, 12, 16)
	s := benchSet(bd, 0.5, 3)
	b.Run("append", func(b *testing.B) {
		buf := make([]Set, 0, Capacity)
		b.ReportAllocs()
		for b.Loop() {
			buf = bd.AppendComponents(buf[:0], s)
		}
		b.ReportMetric(float64(len(buf)), "components")
	})
	b.Run("iter", func(b *testing.B) {
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			n = 0
			for c := range bd.Components(s) {
				sinkSet = c
				n++
			}
		}
		b.ReportMetric(float64(n), "components")
	})
}

// BenchmarkComponentSnake grows the worst kind of component on 12 x 16: a
// serpentine path through every other row, 102 cells long.
func BenchmarkComponentSnake(b *testing.B) {
	bd := mustBoard(b, 12, 16)
	var s Set
	for r := 0; r < 12; r += 2 {
		for c := range 16 {
			s = s.Add(bd.Index(Pt(r, c)))
		}
		if r+1 < 12 {
			c := 15
			if r%4 == 2 {
				c = 0
			}
			s = s.Add(bd.Index(Pt(r+1, c)))
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		sinkSet = bd.Component(s, 0)
	}
	b.ReportMetric(float64(sinkSet.Count()), "cells")
}

// BenchmarkPlacements enumerates every placement of every orientation of
// the L tetromino among the free cells of a 12 x 16 board.
func BenchmarkPlacements(b *testing.B) {
	bd := mustBoard(b, 12, 16)
	orients := mustShape(b, "#./#./##").Orientations()
	for _, tc := range []struct {
		name string
		free Set
	}{
		{"empty-board", bd.All()},
		{"70%-free", benchSet(bd, 0.7, 4)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			buf := make([]Placement, 0, 8*Capacity)
			b.ReportAllocs()
			for b.Loop() {
				buf = buf[:0]
				for _, o := range orients {
					buf = bd.AppendPlacements(buf, o, tc.free)
				}
			}
			b.ReportMetric(float64(len(buf)), "placements")
		})
	}
}

// BenchmarkAnchors computes only the anchors (no cell sets) of the 8
// orientations of the L tetromino on a 70% free 12 x 16 board.
func BenchmarkAnchors(b *testing.B) {
	bd := mustBoard(b, 12, 16)
	orients := mustShape(b, "#./#./##").Orientations()
	free := benchSet(bd, 0.7, 4)
	b.ReportAllocs()
	for b.Loop() {
		for _, o := range orients {
			sinkSet = bd.Anchors(o, free)
		}
	}
}

func BenchmarkOrientations(b *testing.B) {
	l := mustShape(b, "#./#./##")
	b.ReportAllocs()
	for b.Loop() {
		_ = l.Orientations()
	}
}

func (b *Board) sizeName() string {
	return itoa(b.rows) + "x" + itoa(b.cols)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
