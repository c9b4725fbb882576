package main

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"
)

// A queue shares a budget out among client addresses: slots held at once
// (the bots' thinking slots) or tokens earned at a rate (game starts). When
// more ask than there is, the address served least recently goes first, so
// that the addresses asking are served in turn and one that has not been
// served for a while goes before those served all along, however many
// requests they send; an address may also be bounded in the slots it holds
// at once. A request waits a bounded time for its turn.
type queue struct {
	slots  int     // slots held at once, or 0 for a rate
	perKey int     // slots one address holds at once
	rate   float64 // tokens a second, when slots is 0
	burst  int     // tokens kept at most

	mu      sync.Mutex
	tokens  float64
	filled  time.Time
	held    map[string]int // the slots each address holds
	inUse   int
	waiting map[string][]*waiter // each address's waiting requests, first come first
	served  map[string]uint64    // when each address was last served, in grants
	grants  uint64
	arrived uint64 // waiters so far, to keep the order of arrival between equals
	timer   *time.Timer
	forget  int // addresses remembered in served before the oldest are forgotten
}

// waiter is a request waiting for its turn.
type waiter struct {
	key     string
	seq     uint64
	granted bool
	ready   chan struct{} // closed when granted
}

// newSlots returns a queue of n slots, at most perKey of them held by one
// address at once.
func newSlots(n, perKey, remember int) *queue {
	return &queue{slots: n, perKey: max(1, perKey), held: map[string]int{}, waiting: map[string][]*waiter{}, served: map[string]uint64{}, forget: remember}
}

// newRate returns a queue of tokens earned at rate a second, at most burst
// kept.
func newRate(rate float64, burst, remember int) *queue {
	return &queue{rate: rate, burst: burst, tokens: float64(burst), filled: time.Now(), waiting: map[string][]*waiter{}, served: map[string]uint64{}, forget: remember}
}

// acquire waits up to wait, or until ctx ends, for a slot or a token for
// address key, and reports whether it got one. A queue of tokens does not
// wait when the turn of key cannot come within wait at the rate.
func (q *queue) acquire(ctx context.Context, key string, wait time.Duration) bool {
	q.mu.Lock()
	q.arrived++
	w := &waiter{key: key, seq: q.arrived, ready: make(chan struct{})}
	q.waiting[key] = append(q.waiting[key], w)
	q.dispatch(time.Now())
	if w.granted {
		q.mu.Unlock()
		return true
	}
	if q.slots == 0 && q.late(w, wait) {
		q.remove(w)
		q.mu.Unlock()
		return false
	}
	q.mu.Unlock()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-w.ready:
		return true
	case <-t.C:
	case <-ctx.Done():
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if w.granted { // granted as the wait ended
		return true
	}
	q.remove(w)
	return false
}

// release gives back a slot of address key.
func (q *queue) release(key string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.inUse--
	if q.held[key]--; q.held[key] <= 0 {
		delete(q.held, key)
	}
	q.dispatch(time.Now())
}

// refund gives back a token that was not used.
func (q *queue) refund() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.fill(time.Now())
	q.tokens = min(float64(q.burst), q.tokens+1)
	q.dispatch(time.Now())
}

// fill adds the tokens earned since the last fill; q.mu is held.
func (q *queue) fill(now time.Time) {
	q.tokens = min(float64(q.burst), q.tokens+now.Sub(q.filled).Seconds()*q.rate)
	q.filled = now
}

// before reports whether waiter a goes before waiter b: the address served
// least recently first (never served counts as longest ago), then the
// first come.
func (q *queue) before(a, b *waiter) bool {
	sa, sb := q.served[a.key], q.served[b.key]
	if sa != sb {
		return sa < sb
	}
	return a.seq < b.seq
}

// next returns the first waiter in turn that may be served now, or nil;
// q.mu is held.
func (q *queue) next() *waiter {
	var best *waiter
	for key, ws := range q.waiting {
		if q.slots > 0 && q.held[key] >= q.perKey {
			continue
		}
		if best == nil || q.before(ws[0], best) {
			best = ws[0]
		}
	}
	return best
}

// dispatch serves the waiters in turn while there is room; q.mu is held.
func (q *queue) dispatch(now time.Time) {
	if q.slots == 0 {
		q.fill(now)
	}
	for {
		if q.slots > 0 && q.inUse >= q.slots || q.slots == 0 && q.tokens < 1 {
			break
		}
		w := q.next()
		if w == nil {
			break
		}
		q.remove(w)
		w.granted = true
		close(w.ready)
		if q.slots > 0 {
			q.inUse++
			q.held[w.key]++
		} else {
			q.tokens--
		}
		q.grants++
		q.served[w.key] = q.grants
		if len(q.served) > 2*q.forget {
			// Forget the addresses served longest ago: they would go first
			// anyway, as addresses never served do.
			for k, g := range q.served {
				if g+uint64(q.forget) < q.grants {
					delete(q.served, k)
				}
			}
		}
	}
	if q.slots == 0 && len(q.waiting) > 0 && q.timer == nil {
		// Wake when the next token is earned.
		d := time.Duration((1 - q.tokens) / q.rate * float64(time.Second))
		q.timer = time.AfterFunc(max(d, time.Millisecond), func() {
			q.mu.Lock()
			defer q.mu.Unlock()
			q.timer = nil
			q.dispatch(time.Now())
		})
	}
}

// late reports whether waiter w would wait longer than wait for its token
// at the rate, even if no other address came before it; q.mu is held.
func (q *queue) late(w *waiter, wait time.Duration) bool {
	most := q.tokens + wait.Seconds()*q.rate // the tokens earned within wait
	ahead := 0
	for _, ws := range q.waiting {
		for _, o := range ws {
			if o != w && q.before(o, w) {
				if ahead++; float64(ahead+1) > most {
					return true
				}
			}
		}
	}
	return float64(ahead+1) > most
}

// remove takes waiter w out of the queue; q.mu is held.
func (q *queue) remove(w *waiter) {
	ws := q.waiting[w.key]
	for i, o := range ws {
		if o == w {
			ws = append(ws[:i], ws[i+1:]...)
			break
		}
	}
	if len(ws) == 0 {
		delete(q.waiting, w.key)
	} else {
		q.waiting[w.key] = ws
	}
}

// waiters returns the number of requests waiting.
func (q *queue) waiters() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := 0
	for _, ws := range q.waiting {
		n += len(ws)
	}
	return n
}

// starting runs h, which starts or loads a game, once the client of the
// request has a start from its own allowance and one from the server's,
// given to the clients in turn (a client waits up to lim.CreateWait for
// it, holding no slot of the requests worked on). A start that fails (a
// bad request, a full server) is given back.
func (s *server) starting(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		key := clientKey(r)
		s.mu.Lock()
		c := s.client(key)
		ok := c.bucket.take(time.Now(), s.lim.ClientCreateRate, s.lim.ClientCreateBurst, true)
		s.mu.Unlock()
		if !ok {
			w.Header().Set("Retry-After", "1")
			fail(w, http.StatusTooManyRequests, fmt.Sprintf("too many games started from your address: at most %d at once and %g a second; try again in a few seconds", s.lim.ClientCreateBurst, s.lim.ClientCreateRate))
			return
		}
		if !s.starts.acquire(r.Context(), key, s.lim.CreateWait) {
			w.Header().Set("Retry-After", "1")
			fail(w, http.StatusTooManyRequests, fmt.Sprintf("too many games being started (at most %g a second, shared in turn between the addresses starting them); try again in a second", s.lim.CreateRate))
			return
		}
		s.mu.Lock()
		c = s.client(key)
		taken := c.bucket.take(time.Now(), s.lim.ClientCreateRate, s.lim.ClientCreateBurst, false)
		s.mu.Unlock()
		if !taken { // another start of this client took its last one meanwhile
			s.starts.refund()
			w.Header().Set("Retry-After", "1")
			fail(w, http.StatusTooManyRequests, fmt.Sprintf("too many games started from your address: at most %d at once and %g a second; try again in a few seconds", s.lim.ClientCreateBurst, s.lim.ClientCreateRate))
			return
		}
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h(sw, r)
		if sw.status != http.StatusOK {
			s.starts.refund()
			s.mu.Lock()
			c = s.client(key)
			c.bucket.tokens = min(float64(s.lim.ClientCreateBurst), c.bucket.tokens+1)
			s.forget(key, c, time.Now())
			s.mu.Unlock()
		}
	}
}

// statusWriter records the status of an answer.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
