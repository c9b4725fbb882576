package main

import (
	"math"
	"sync"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// This file writes observations in a compact form: the planes as one byte a
// cell and the vector apart. Every plane of the three games holds small
// whole numbers divided by a constant of the plane (1 for a plane of 0 and
// 1: a one-hot terrain, a player's pieces; 3 for Kingdomino's crowns, 2 for
// Kingdom Builder's tiles left, 3 for Arkadia's castle pieces): the byte is
// that number, so planes / divisors gives exactly the floats of the game's
// Observe, and a Kingdom Builder observation of 28,539 floats (114 KB)
// becomes 28,000 bytes and 539 floats (30 KB).

// planeDivisors returns the divisor of each plane of the observations of
// game name with shape sh: the value of a plane's cell in Observe is its
// byte in the compact form divided by the plane's divisor. The divisors
// follow the layouts the game packages document (Observe); compactPlanes
// checks every value it converts against them.
func planeDivisors(name string, sh kingdoms.Shape) []float32 {
	d := make([]float32, sh.Planes)
	for k := range d {
		d[k] = 1
	}
	switch name {
	case "kingdomino": // 8 planes a seat: the 7th of each is its crowns / 3
		for k := 7; k < sh.Planes; k += 8 {
			d[k] = 3
		}
	case "kingdombuilder": // plane 48: tiles left on the location hex / 2
		if sh.Planes > 48 {
			d[48] = 2
		}
	case "arkadia": // the last plane: castle pieces on the square / 3
		if sh.Planes > 0 {
			d[sh.Planes-1] = 3
		}
	}
	return d
}

// compactObservers are the games' own compact encoders, by game: each is a
// func(S, int, []uint8, []float32) ([]uint8, []float32) for the game's
// state type S, which writes the bytes and the vector that observeCompact
// would write by converting Observe's floats, without them. A game without
// one is converted (convertCompact).
var compactObservers = map[string]any{
	"kingdomino":     kingdomino.ObserveCompact,
	"kingdombuilder": kingdombuilder.ObserveCompact,
	"arkadia":        arkadia.ObserveCompact,
}

// compactScratch holds the float observations compactPlanes converts, one
// buffer a call at a time (a batch's workers take one each).
var compactScratch = sync.Pool{New: func() any { return new([]float32) }}

// observeCompact writes player's observation of e in the compact form: the
// planes as bytes into planes (shape.Planes x Rows x Cols) and the vector
// into vector (shape.Vector floats). div is planeDivisors' for e's shape
// (nil: computed here).
func (e *gameEnv[S, M]) observeCompact(player int, planes []uint8, vector []float32, div []float32) error {
	sh := e.shape()
	cells := sh.Planes * sh.Rows * sh.Cols
	if len(planes) < cells {
		return errBuffer("planes", len(planes), cells)
	}
	if len(vector) < sh.Vector {
		return errBuffer("vector", len(vector), sh.Vector)
	}
	if native, ok := compactObservers[e.a.g.Name()].(func(S, int, []uint8, []float32) ([]uint8, []float32)); ok {
		if err := e.checkPlayer(player); err != nil {
			return err
		}
		p, v := native(e.s, player, planes[:cells:cells], vector[:sh.Vector:sh.Vector])
		if len(p) != cells || len(v) != sh.Vector || (cells > 0 && &p[0] != &planes[0]) || (sh.Vector > 0 && &v[0] != &vector[0]) {
			return fail(statusInternal, "%s: the compact observation does not have the shape %+v", e.a.g.Name(), sh)
		}
		return nil
	}
	return e.convertCompact(player, planes, vector, div)
}

// convertCompact is observeCompact for a game without an encoder of its
// own: Observe's floats, converted (div as observeCompact's; the buffers
// checked already).
func (e *gameEnv[S, M]) convertCompact(player int, planes []uint8, vector []float32, div []float32) error {
	sh := e.shape()
	cells := sh.Planes * sh.Rows * sh.Cols
	if div == nil {
		div = planeDivisors(e.a.g.Name(), sh)
	}
	buf := compactScratch.Get().(*[]float32)
	defer compactScratch.Put(buf)
	if cap(*buf) < sh.Size() {
		*buf = make([]float32, sh.Size())
	}
	obs := (*buf)[:sh.Size()]
	if err := e.observe(player, obs); err != nil {
		return err
	}
	copy(vector, obs[cells:])
	if err := compactPlanes(planes[:cells], obs[:cells], sh.Rows*sh.Cols, div); err != nil {
		return fail(statusInternal, "%s: %w", e.a.g.Name(), err)
	}
	return nil
}

// compactPlanes writes into dst the bytes of the planes src (planes of
// cells values each): src[j] times the divisor of its plane. A value that
// is not a whole number from 0 to 255 once multiplied, or whose byte
// divided back is not exactly the value, is an error (the divisors are
// out of date with the game's Observe).
func compactPlanes(dst []uint8, src []float32, cells int, div []float32) error {
	for k, d := range div {
		p, q := src[k*cells:(k+1)*cells], dst[k*cells:(k+1)*cells]
		if d == 1 && zeroOne(q, p) {
			continue
		}
		// A plane of counts (or one that holds more than 0 and 1, which
		// compactCell refuses): the values one by one.
		for j, x := range p {
			q[j] = 0
			if x != 0 {
				if err := compactCell(q, p, j, d); err != nil {
					return fail(statusInternal, "plane %d: %w", k, err)
				}
			}
		}
	}
	return nil
}

// zeroOne writes the floats of p, when they are all exactly 0 or 1, as
// bytes into q, and reports whether they were. It reads their bits without
// a branch: 1 is 0x3F800000, whose top 3 bits are 001, so u>>29 is the
// byte of 0 and 1, and any other value (0.5, 2, -1, 1+2^-23) has bits that
// differ from that byte times 0x3F800000.
func zeroOne(q []uint8, p []float32) bool {
	q = q[:len(p)]
	var bad uint32
	for j, x := range p {
		u := math.Float32bits(x)
		b := u >> 29
		q[j] = uint8(b)
		bad |= u ^ b*0x3F800000
	}
	return bad == 0
}

// compactCell writes the byte of src[j], of a plane with divisor d, into
// dst[j].
func compactCell(dst []uint8, src []float32, j int, d float32) error {
	x := src[j]
	v := math.Round(float64(x) * float64(d))
	if !(v >= 0 && v <= 255) || float32(v)/d != x {
		return fail(statusInternal, "observation value %v at %d is not a whole number of 1/%v from 0 to 255: the compact planes do not fit the game's Observe", x, j, d)
	}
	dst[j] = uint8(v)
	return nil
}

// describeCompact writes game i's observation by player in the compact
// form into the rows of out.planes and out.vector, which are given
// together.
func (b *batch) describeCompact(i, player int, out *outputs) error {
	cells, v := b.shape.Size()-b.shape.Vector, b.shape.Vector
	return b.envs[i].(compactEnv).observeCompact(player, out.planes[i*cells:(i+1)*cells], out.vector[i*v:(i+1)*v], b.divisors)
}

// compactEnv is an env that writes compact observations; every gameEnv is
// one.
type compactEnv interface {
	observeCompact(player int, planes []uint8, vector []float32, div []float32) error
}
