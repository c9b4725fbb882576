package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"strconv"
	"time"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

// The server's memory holds a cache of the games being played
// (server.games): a game is read from the database, and its moves replayed,
// when a request asks for it, and leaves memory when it has not been asked
// for within lim.MemoryIdle, or to make room for another when lim.MaxActive
// games are held (finished games first, then the least recently used; never
// one a request is working on). The database is the truth: a game leaves memory, never the
// database, unless it is dropped to make room there (see add) or was
// finished longer than lim.Keep ago.

// memoryStore opens a database in memory: the games of a server the tests
// make, which last while it runs.
func memoryStore() *store {
	st, err := openStore("")
	if err != nil {
		panic("a database in memory: " + err.Error()) // nothing of the caller's can make this fail
	}
	return st
}

// lookupError is why a game cannot be served: status and message.
type lookupError struct {
	status int
	msg    string
}

func (e *lookupError) Error() string { return e.msg }

// get returns game id held by a request, which must release it, reading it
// from the database when it is not in memory; it returns nil, nil when no
// such game is stored.
func (s *server) get(id string) (*game, error) {
	if len(id) != 16 {
		return nil, nil // every id is 16 hex digits
	}
	s.mu.Lock()
	if g := s.games[id]; g != nil {
		g.refs++
		g.used = time.Now()
		s.mu.Unlock()
		return g, nil
	}
	if l := s.loading[id]; l != nil {
		// Requests for a game being read wait for that one read.
		l.waiters++
		s.mu.Unlock()
		<-l.done
		return l.g, l.err
	}
	if !s.room() {
		n := len(s.games) + len(s.loading)
		s.mu.Unlock()
		return nil, &lookupError{http.StatusServiceUnavailable, fmt.Sprintf("the server has %d games open at once, its bound; try again in a minute", n)}
	}
	l := &loading{done: make(chan struct{})}
	s.loading[id] = l
	s.mu.Unlock()
	g, err := s.read(id)
	s.mu.Lock()
	delete(s.loading, id)
	if g != nil {
		g.refs, g.used = 1+l.waiters, time.Now()
		s.games[id] = g
	}
	l.g, l.err = g, err
	s.mu.Unlock()
	close(l.done)
	return g, err
}

// loading is a game being read from the database: the requests waiting
// for it, and the game or the error once done is closed.
type loading struct {
	done    chan struct{}
	waiters int
	g       *game
	err     error
}

// release ends a request's hold of g.
func (s *server) release(g *game) {
	s.mu.Lock()
	g.refs--
	s.mu.Unlock()
}

// room makes room for a game in memory when lim.MaxActive are held or being
// read, dropping a game that no request holds: a finished one first, then
// the least recently used. It reports false when every game held is in
// use. s.mu is held.
func (s *server) room() bool {
	if len(s.games)+len(s.loading) < s.lim.MaxActive {
		return true
	}
	var v *game
	for _, g := range s.games {
		if g.refs == 0 && (v == nil || g.over && !v.over || g.over == v.over && g.used.Before(v.used)) {
			v = g
		}
	}
	if v == nil {
		return false
	}
	delete(s.games, v.id)
	return true
}

// cache puts a new game in memory, if there is room; s.mu is held.
func (s *server) cache(g *game) {
	g.used = time.Now()
	if s.room() {
		s.games[g.id] = g
	}
}

// read reads game id from the database and replays it; it returns nil, nil
// when no such game is stored.
func (s *server) read(id string) (*game, error) {
	sg, moves, err := s.store.load(context.Background(), id)
	if err != nil {
		return nil, &lookupError{http.StatusServiceUnavailable, fmt.Sprintf("game %s cannot be read from the database: %v; try again", id, err)}
	}
	if sg == nil {
		return nil, nil
	}
	g, err := s.restore(sg, moves)
	if err != nil {
		log.Printf("game %s is damaged in the database: %v", id, err)
		return nil, &lookupError{http.StatusInternalServerError, fmt.Sprintf("game %s is damaged in the database (%v): it is not served", id, err)}
	}
	return g, nil
}

// restore rebuilds a game from what the database holds: its first
// position, from its configuration or its document, then its moves, each
// checked to be the one stored (same player, same notation).
func (s *server) restore(sg *storedGame, moves []storedMove) (*game, error) {
	e, err := games.Lookup(sg.Game)
	if err != nil {
		return nil, err
	}
	seats, err := s.parseSeats(sg.Game, sg.Seats)
	if err != nil {
		return nil, err
	}
	if len(seats) != len(sg.Keys) {
		return nil, fmt.Errorf("%d seats and %d keys", len(seats), len(sg.Keys))
	}
	seed, err := strconv.ParseUint(sg.Seed, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("seed %q: %v", sg.Seed, err)
	}
	var t games.Table
	if sg.Document != "" {
		t, err = e.Load([]byte(sg.Document), seed, seats)
	} else {
		t, err = e.Start(games.Config{Players: sg.Players, Seed: seed, Variants: sg.Variants}, seats)
	}
	if err != nil {
		return nil, fmt.Errorf("its first position: %v", err)
	}
	if len(moves) != sg.Moves {
		return nil, fmt.Errorf("%d moves stored, where it counts %d", len(moves), sg.Moves)
	}
	for i, m := range moves {
		if m.Ply != i {
			return nil, fmt.Errorf("move %d is numbered %d", i, m.Ply)
		}
		if p := t.ToMove(); p != m.Player {
			return nil, fmt.Errorf("move %d (%s) is player %d's, but player %d is to move", i, m.Move, m.Player, p)
		}
		n, err := t.Play(m.Move)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %v", i, m.Move, err)
		}
		if n != m.Move {
			return nil, fmt.Errorf("move %d (%s) reads back as %s", i, m.Move, n)
		}
	}
	if t.IsTerminal() != sg.Over {
		return nil, fmt.Errorf("its status is %q, but its moves make it %q", status(sg.Over), status(t.IsTerminal()))
	}
	g := &game{id: sg.ID, owner: sg.Owner, seed: sg.Seed, keys: sg.Keys, watch: sg.Watch, host: sg.Host,
		table: t, changed: make(chan struct{}), over: sg.Over}
	for _, seat := range seats {
		g.seats = append(g.seats, seat.String())
	}
	return g, nil
}

// reread reads g's table again from the database, after a move the
// database did not take; g.mu is held. When it cannot, g leaves memory, and
// the next request reads it again.
func (s *server) reread(g *game) {
	h, err := s.read(g.id)
	if err == nil && h != nil {
		g.table = h.table
		return
	}
	s.mu.Lock()
	if s.games[g.id] == g {
		delete(s.games, g.id)
	}
	s.mu.Unlock()
}

// sweep deletes the games finished longer than lim.Keep ago from the
// database, and lets the games no request asked for within lim.MemoryIdle
// leave memory.
func (s *server) sweep(now time.Time) error {
	s.addMu.Lock()
	ids, err := s.store.expire(context.Background(), now.Add(-s.lim.Keep))
	s.addMu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range ids {
		delete(s.games, id)
	}
	for id, g := range s.games {
		if g.refs == 0 && now.Sub(g.used) >= s.lim.MemoryIdle {
			delete(s.games, id)
		}
	}
	return err
}

// sweeper sweeps every minute until ctx is done.
func (s *server) sweeper(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			if err := s.sweep(now); err != nil {
				log.Printf("expiring finished games: %v", err)
			}
		}
	}
}
