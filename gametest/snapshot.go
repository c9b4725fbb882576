package gametest

import (
	"reflect"
	"sync"
	"unsafe"
)

// snapshot returns a deep copy of v, unexported fields included, that shares
// no memory with v: slices, maps and pointed-to values are copied. Comparing v
// with its snapshot after a call shows whether the call wrote into v, even
// through a slice that v shares with other states (states are values that may
// share slices copy-on-write, so a plain copy of v would change with it).
//
// Functions and channels are copied as references; unsafe pointers as
// addresses.
func snapshot[T any](v T) T {
	src := reflect.ValueOf(&v).Elem()
	dst := reflect.New(src.Type()).Elem()
	c := copier{seen: map[ptrKey]reflect.Value{}}
	c.copy(dst, src)
	return dst.Interface().(T)
}

type ptrKey struct {
	p unsafe.Pointer
	t reflect.Type
}

type copier struct {
	seen map[ptrKey]reflect.Value // pointers already copied, to keep cycles and sharing finite
}

// open returns an addressable v without the read-only flag that reflect puts
// on values reached through unexported fields, so that it can be read with
// Interface or used as the source of Set. v must be addressable.
func open(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// copy deep-copies src into dst, which is addressable and holds the zero
// value of src's type.
func (c *copier) copy(dst, src reflect.Value) {
	dst = open(dst)
	t := src.Type()
	if flat(t) && src.CanAddr() {
		dst.Set(open(src))
		return
	}
	switch src.Kind() {
	case reflect.Bool:
		dst.SetBool(src.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		dst.SetInt(src.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		dst.SetUint(src.Uint())
	case reflect.Float32, reflect.Float64:
		dst.SetFloat(src.Float())
	case reflect.Complex64, reflect.Complex128:
		dst.SetComplex(src.Complex())
	case reflect.String:
		dst.SetString(src.String())
	case reflect.UnsafePointer:
		dst.SetPointer(src.UnsafePointer())
	case reflect.Array:
		for i := range src.Len() {
			c.copy(dst.Index(i), src.Index(i))
		}
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		n := src.Len()
		s := reflect.MakeSlice(t, n, n)
		if flat(t.Elem()) {
			reflect.Copy(s, reflect.SliceAt(t.Elem(), src.UnsafePointer(), n))
		} else {
			for i := range n {
				c.copy(s.Index(i), src.Index(i))
			}
		}
		dst.Set(s)
	case reflect.Map:
		if src.IsNil() {
			return
		}
		m := reflect.MakeMapWithSize(t, src.Len())
		it := src.MapRange()
		for it.Next() {
			k := reflect.New(t.Key()).Elem()
			c.copy(k, it.Key())
			e := reflect.New(t.Elem()).Elem()
			c.copy(e, it.Value())
			m.SetMapIndex(k, e)
		}
		dst.Set(m)
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		key := ptrKey{src.UnsafePointer(), t}
		if p, ok := c.seen[key]; ok {
			dst.Set(p)
			return
		}
		p := reflect.New(t.Elem())
		c.seen[key] = p
		c.copy(p.Elem(), src.Elem())
		dst.Set(p)
	case reflect.Interface:
		if src.IsNil() {
			return
		}
		e := src.Elem()
		v := reflect.New(e.Type()).Elem()
		c.copy(v, e)
		dst.Set(v)
	case reflect.Struct:
		for i := range src.NumField() {
			c.copy(dst.Field(i), src.Field(i))
		}
	case reflect.Func, reflect.Chan:
		if src.CanAddr() {
			dst.Set(open(src))
		}
	}
}

var flatTypes sync.Map // reflect.Type -> bool

// flat reports whether values of t hold no references to mutable memory
// (pointers, slices, maps, interfaces, functions or channels), so that an
// assignment is a deep copy. Strings are immutable and count as flat.
func flat(t reflect.Type) bool {
	if f, ok := flatTypes.Load(t); ok {
		return f.(bool)
	}
	var f bool
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128, reflect.String:
		f = true
	case reflect.Array:
		f = flat(t.Elem())
	case reflect.Struct:
		f = true
		for i := range t.NumField() {
			if !flat(t.Field(i).Type) {
				f = false
				break
			}
		}
	}
	flatTypes.Store(t, f)
	return f
}
