package hexgrid

import "testing"

func BenchmarkZZBaseline(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var sink Set
	i := 0
	for b.Loop() {
		sink = sink.SymDiff(sets[i&63])
		i++
	}
	_ = sink
}

func BenchmarkZZDilateChain(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	s := SetOf(45)
	for b.Loop() {
		s = bd.Dilate(s)
		if s == bd.All() {
			s = SetOf(45)
		}
	}
}
func BenchmarkZZDilateNarrowPtr(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var sink uint64
	i := 0
	for b.Loop() {
		r := bd.dilate(&sets[i&63])
		sink += r[3]
		i++
	}
	_ = sink
}

func BenchmarkZZBaselineN(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var sink Set
	for i := range b.N {
		sink = sink.SymDiff(sets[i&63])
	}
	_ = sink
}

func BenchmarkZZDilateN(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var sink Set
	for i := range b.N {
		sink = sink.SymDiff(bd.Dilate(sets[i&63]))
	}
	_ = sink
}

func BenchmarkZZCalib(b *testing.B) {
	var x uint64
	for i := range b.N {
		x = x*3 + uint64(i)
	}
	sinkU = x
}

var sinkU uint64

func BenchmarkZZBaselineScalar(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var s0, s1, s2, s3, s4, s5, s6, s7 uint64
	for i := range b.N {
		t := &sets[i&63]
		s0 ^= t[0]
		s1 ^= t[1]
		s2 ^= t[2]
		s3 ^= t[3]
		s4 ^= t[4]
		s5 ^= t[5]
		s6 ^= t[6]
		s7 ^= t[7]
	}
	sinkU = s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7
}

func BenchmarkZZDilateWord(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var sink uint64
	for i := range b.N {
		r := bd.Dilate(sets[i&63])
		sink += r[3]
	}
	sinkU = sink
}

func BenchmarkZZDilateCount(b *testing.B) {
	bd := mustBoard(b, 20, 20)
	sets := benchSets(bd)
	var sink int
	for i := range b.N {
		sink += bd.Dilate(sets[i&63]).Count()
	}
	sinkU = uint64(sink)
}
