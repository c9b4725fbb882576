package kingdombuilder

import (
	"reflect"
	"testing"
	"unsafe"
)

func TestZZSize(t *testing.T) {
	var s State
	t.Logf("State %d, extState %d", unsafe.Sizeof(s), unsafe.Sizeof(s.x))
	for _, v := range []any{s, s.x} {
		rt := reflect.TypeOf(v)
		for i := range rt.NumField() {
			f := rt.Field(i)
			t.Logf("  %s.%s %d", rt.Name(), f.Name, f.Type.Size())
		}
	}
	x := reflect.TypeOf(s.x)
	for i := range x.NumField() {
		ft := x.Field(i).Type
		if ft.Kind() == reflect.Struct {
			for j := range ft.NumField() {
				t.Logf("    %s.%s %d", ft.Name(), ft.Field(j).Name, ft.Field(j).Type.Size())
			}
		}
	}
}
