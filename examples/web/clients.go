package main

import (
	"container/list"
	"fmt"
	"net"
	"net/http"
	"time"
)

// client is what the server keeps of a client address: its requests at
// once and its allowance of game starts. The table holds at most
// lim.MaxClients of them; a new address always gets in, the least recently
// seen one leaving the table for it, an idle one (no request under way)
// first. A record is dropped as soon as it holds nothing: no request, a
// full allowance.
type client struct {
	key      string
	requests int    // API requests at once
	bucket   bucket // its creation bucket
	seen     time.Time
	at       *list.Element // in s.idle or s.busy; nil once out of the table
}

// clientKey names the client of r: its IPv4 address, or the /64 network
// of its IPv6 address (what one subscriber usually holds). Headers set by
// proxies are not trusted.
func clientKey(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return host
	}
	if v4 := ip.To4(); v4 != nil {
		return v4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// enter counts a request of client key; it returns the client, or why the
// request is refused.
func (s *server) enter(key string) (*client, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.client(key)
	if c.requests >= s.lim.ClientRequests {
		return nil, fmt.Sprintf("too many requests at once from your address (at most %d); try again", s.lim.ClientRequests)
	}
	c.requests++
	s.place(c)
	return c, ""
}

// leave ends a request of client c, which may have left the table since.
func (s *server) leave(c *client) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c.requests--
	if c.at != nil {
		s.place(c)
		s.forget(c.key, c, time.Now())
	}
}

// client returns the record of client key, seen now, making one when there
// is none: when the table is full, the least recently seen client leaves
// it, an idle one first; a client that leaves with requests under way
// keeps them, counted apart. s.mu is held.
func (s *server) client(key string) *client {
	now := time.Now()
	if c := s.clients[key]; c != nil {
		c.seen = now
		s.place(c)
		return c
	}
	for len(s.clients) >= max(1, s.lim.MaxClients) {
		e := s.idle.Back()
		if e == nil {
			e = s.busy.Back()
		}
		s.evict(e.Value.(*client))
	}
	c := &client{key: key, seen: now, bucket: bucket{tokens: float64(s.lim.ClientCreateBurst), filled: now}}
	s.clients[key] = c
	s.place(c)
	return c
}

// place puts client c at the front of its list, idle or busy; s.mu is held.
func (s *server) place(c *client) {
	if c.at != nil {
		s.idle.Remove(c.at) // a no-op when c is in the other list
		s.busy.Remove(c.at)
	}
	if c.requests > 0 {
		c.at = s.busy.PushFront(c)
	} else {
		c.at = s.idle.PushFront(c)
	}
}

// evict takes client c out of the table; s.mu is held.
func (s *server) evict(c *client) {
	if c.at != nil {
		s.idle.Remove(c.at)
		s.busy.Remove(c.at)
		c.at = nil
	}
	delete(s.clients, c.key)
}

// forget drops the record of a client that holds nothing: no request, a
// full bucket. s.mu is held.
func (s *server) forget(key string, c *client, now time.Time) {
	if c.requests == 0 && c.bucket.full(now, s.lim.ClientCreateRate, s.lim.ClientCreateBurst) && s.clients[key] == c {
		s.evict(c)
	}
}
