package gametest

import (
	"reflect"
	"testing"
)

type inner struct {
	vals []int
	name string
}

type node struct {
	next *node
	v    int
}

type deep struct {
	arr    [3]int
	sl     []inner
	m      map[string][]int
	p      *inner
	alias  *inner
	cyc    *node
	any    any
	nilSl  []int
	empty  []int
	fn     func() int
	Public []string
}

func sample() deep {
	in := &inner{vals: []int{1, 2}, name: "p"}
	n := &node{v: 1}
	n.next = &node{v: 2, next: n}
	return deep{
		arr:    [3]int{1, 2, 3},
		sl:     []inner{{vals: []int{4}, name: "a"}, {name: "b"}},
		m:      map[string][]int{"x": {5, 6}},
		p:      in,
		alias:  in,
		cyc:    n,
		any:    []int{7},
		empty:  []int{},
		fn:     func() int { return 8 },
		Public: []string{"q"},
	}
}

func TestSnapshotIsDeepAndIndependent(t *testing.T) {
	v := sample()
	c := snapshot(v)
	if c.fn == nil || c.fn() != 8 {
		t.Fatal("the function was not copied")
	}
	c.fn, v.fn = nil, nil
	if !reflect.DeepEqual(v, c) {
		t.Fatalf("snapshot differs:\n%#v\n%#v", v, c)
	}
	if c.nilSl != nil || c.empty == nil {
		t.Errorf("nil and empty slices not preserved: %#v %#v", c.nilSl, c.empty)
	}
	if c.p != c.alias {
		t.Errorf("two pointers to one value became two values")
	}
	if c.cyc.next.next != c.cyc {
		t.Errorf("the cycle is not preserved")
	}
	// Writing through the original's shared memory leaves the copy alone.
	v.sl[0].vals[0] = 40
	v.m["x"][1] = 60
	v.p.vals[1] = 20
	v.cyc.next.v = 22
	v.any.([]int)[0] = 70
	v.Public[0] = "r"
	want := sample()
	want.fn = nil
	if !reflect.DeepEqual(want, c) {
		t.Fatalf("writes to the original reached the snapshot:\n%#v", c)
	}
}

func TestSnapshotFlat(t *testing.T) {
	type flatState struct {
		board [64]uint8
		turn  int8
		label string
	}
	v := flatState{turn: 1, label: "x"}
	v.board[3] = 9
	if c := snapshot(v); c != v {
		t.Fatalf("snapshot(%v) = %v", v, c)
	}
	if !flat(reflect.TypeFor[flatState]()) || flat(reflect.TypeFor[deep]()) {
		t.Fatal("flat is wrong")
	}
}
