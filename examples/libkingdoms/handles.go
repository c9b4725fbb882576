package main

import (
	"sync"
)

// handleTable holds the objects the C API gives out as handles: games (env)
// and batches (*batch). A handle is a nonzero 64-bit number: the slot's
// index in its low 32 bits and the slot's generation in its high 32 bits.
// Freeing a handle empties its slot and increments the generation, so the
// freed handle, and any number that was never given out, is refused with an
// error that says which it is; a later handle may reuse the slot under
// another generation.
//
// Each slot has its own lock, held for the whole of a call on its handle, so
// calls on one handle from several threads run one after the other and
// calls on different handles run in parallel.
type handleTable struct {
	mu    sync.RWMutex
	slots []*slot
	free  []uint32 // indexes of empty slots
}

// slot is one entry of a handleTable.
type slot struct {
	mu  sync.Mutex
	gen uint32 // generation of the slot's current or next handle, never 0
	val any    // env or *batch; nil when the slot is empty
}

// handles is the library's table.
var handles handleTable

// add stores v and returns its handle.
func (t *handleTable) add(v any) uint64 {
	t.mu.Lock()
	var i uint32
	if n := len(t.free); n > 0 {
		i = t.free[n-1]
		t.free = t.free[:n-1]
	} else {
		i = uint32(len(t.slots))
		t.slots = append(t.slots, &slot{gen: 1})
	}
	s := t.slots[i]
	t.mu.Unlock()
	s.mu.Lock()
	s.val = v
	h := uint64(s.gen)<<32 | uint64(i)
	s.mu.Unlock()
	return h
}

// lock returns the slot of handle h, locked: the caller unlocks s.mu. A
// handle that was never given out or was freed gives an error.
func (t *handleTable) lock(h uint64) (*slot, error) {
	i, gen := uint32(h), uint32(h>>32)
	var s *slot
	t.mu.RLock()
	if int64(i) < int64(len(t.slots)) {
		s = t.slots[i]
	}
	t.mu.RUnlock()
	if s == nil || gen == 0 {
		return nil, fail(statusHandle, "handle %d was never created", h)
	}
	s.mu.Lock()
	if s.gen != gen || s.val == nil {
		freed := s.gen > gen
		s.mu.Unlock()
		if freed {
			return nil, fail(statusHandle, "handle %d was freed", h)
		}
		return nil, fail(statusHandle, "handle %d was never created", h)
	}
	return s, nil
}

// env returns the game of handle h with its slot locked; the caller
// unlocks s.mu.
func (t *handleTable) env(h uint64) (env, *slot, error) {
	s, err := t.lock(h)
	if err != nil {
		return nil, nil, err
	}
	e, ok := s.val.(env)
	if !ok {
		s.mu.Unlock()
		return nil, nil, fail(statusHandle, "handle %d is a batch, not a game", h)
	}
	return e, s, nil
}

// batch returns the batch of handle h with its slot locked; the caller
// unlocks s.mu.
func (t *handleTable) batch(h uint64) (*batch, *slot, error) {
	s, err := t.lock(h)
	if err != nil {
		return nil, nil, err
	}
	b, ok := s.val.(*batch)
	if !ok {
		s.mu.Unlock()
		return nil, nil, fail(statusHandle, "handle %d is a game, not a batch", h)
	}
	return b, s, nil
}

// remove frees handle h.
func (t *handleTable) remove(h uint64) error {
	s, err := t.lock(h)
	if err != nil {
		return err
	}
	s.val = nil
	s.gen++
	if s.gen == 0 {
		s.gen = 1
	}
	s.mu.Unlock()
	t.mu.Lock()
	t.free = append(t.free, uint32(h))
	t.mu.Unlock()
	return nil
}

// count returns the number of live handles.
func (t *handleTable) count() int {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return len(t.slots) - len(t.free)
}
