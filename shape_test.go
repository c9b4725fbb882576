package kingdoms

import "testing"

// TestShapeBuffer checks that Shape.Buffer sizes and zeroes the buffer,
// reusing dst when it has room and allocating nothing then.
func TestShapeBuffer(t *testing.T) {
	sh := Shape{Planes: 2, Rows: 3, Cols: 4, Vector: 5}
	if sh.Size() != 29 {
		t.Fatalf("Size() = %d, want 29", sh.Size())
	}
	dst := make([]float32, 3, 40)
	for i := range dst[:cap(dst)] {
		dst[:cap(dst)][i] = 7
	}
	got := sh.Buffer(dst)
	if len(got) != 29 || &got[0] != &dst[0] {
		t.Fatalf("Buffer: len %d, same array %v; want 29 values in dst's array", len(got), &got[0] == &dst[0])
	}
	for i, v := range got {
		if v != 0 {
			t.Fatalf("Buffer: value %d is %v, want 0", i, v)
		}
	}
	if n := testing.AllocsPerRun(10, func() { got = sh.Buffer(got) }); n != 0 {
		t.Fatalf("Buffer allocates %v times with room in dst", n)
	}
	if small := sh.Buffer(make([]float32, 0, 10)); len(small) != 29 {
		t.Fatalf("Buffer of a small dst: len %d, want 29", len(small))
	}
}
