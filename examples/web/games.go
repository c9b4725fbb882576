package main

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/examples/internal/games"
)

// Who may see and do what in a game is told by the key a request carries
// (Authorization: Bearer KEY). Starting a game makes a key for each human
// seat, which shows that seat's view and plays its moves; a watch key,
// which shows only what every player sees (games.Onlooker); and, for a game
// without a human seat, a host key, which shows every view (no person's
// hand is to be hidden). Once the game is over a seat's key shows every
// view, as players turn their cards over. Keys are 128 random bits; the
// server keeps only their SHA-256 hashes (hashKey).
const (
	hostView  = -1             // the whole state
	watchView = games.Onlooker // what every player sees
)

// game is a game held by the server.
type game struct {
	id    string
	owner string   // the client that started it
	seed  string   // the bots' seed, as typed
	keys  []string // the hash of each seat's key: "" for a bot
	watch string   // the hash of the watch key
	host  string   // the hash of the host key, or ""

	mu      sync.Mutex // held while the table is read or changed
	table   games.Table
	seats   []string
	changed chan struct{} // closed and replaced at each move

	// guarded by server.mu
	over bool
	used time.Time // the last request for it
	refs int       // the requests holding it
}

// role returns the view that key opens in g (a seat, hostView or
// watchView), or false.
func (g *game) role(key string) (int, bool) {
	if key == "" {
		return 0, false
	}
	key = hashKey(key)
	same := func(k string) bool { return k != "" && subtle.ConstantTimeCompare([]byte(k), []byte(key)) == 1 }
	for p, k := range g.keys {
		if same(k) {
			return p, true
		}
	}
	if same(g.watch) {
		return watchView, true
	}
	if same(g.host) {
		return hostView, true
	}
	return 0, false
}

// views lists the views that role may see; g.mu is held.
func (g *game) views(role int) []int {
	all := []int{hostView}
	for p := range g.seats {
		all = append(all, p)
	}
	all = append(all, watchView)
	switch {
	case role == hostView || g.table.IsTerminal():
		return all // at the end every hand is shown, to watchers too
	case role == watchView:
		return []int{watchView}
	}
	return []int{role}
}

// origin is how a game starts: from a configuration, or from a document.
type origin struct {
	players  int
	variants []string
	document string
}

// add stores a new game started by client key, and holds it in memory,
// after dropping games beyond the bounds: the client's own when it holds
// its share; else, when the database is full, finished games first, then
// idle ones (no move for lim.ActiveFor), the least recently active first,
// then the client's own. Another client's active game is dropped only for a
// client that holds none, and only from the address that holds the most, at
// least two (plan.topOwner): else the new game is refused. The game is on
// the disk before add returns its keys.
func (s *server) add(t games.Table, seats []games.Seat, seed, key string, o origin) (started, error) {
	g := &game{id: newKey()[:16], owner: key, seed: seed, table: t, changed: make(chan struct{})}
	st := started{ID: g.id, Game: t.Game(), Seed: seed, Watch: newKey()}
	g.watch = hashKey(st.Watch)
	humans := 0
	for _, seat := range seats {
		g.seats = append(g.seats, seat.String())
		k := ""
		if seat.Kind == games.Human {
			k = newKey()
			humans++
		}
		st.Keys = append(st.Keys, k)
		g.keys = append(g.keys, hashKey(k))
	}
	st.Seats = g.seats
	if humans == 0 {
		st.Host = newKey()
		g.host = hashKey(st.Host)
	}
	now := time.Now()
	g.over = t.IsTerminal()
	sg := &storedGame{ID: g.id, Game: t.Game(), Players: o.players, Variants: o.variants, Document: o.document,
		Seats: g.seats, Seed: seed, Owner: key, Keys: g.keys, Watch: g.watch, Host: g.host,
		Started: now, Active: now, Over: g.over}
	s.addMu.Lock()
	defer s.addMu.Unlock()
	var dropped []string
	ctx := context.Background()
	full := 0
	err := s.store.change(ctx, func(p plan) error {
		dropped = dropped[:0]
		drop := func(id string) error {
			dropped = append(dropped, id)
			return p.drop(ctx, id)
		}
		own, err := p.ownGames(ctx, key)
		if err != nil {
			return err
		}
		if own >= s.lim.ClientGames {
			v, err := p.victim(ctx, key, now)
			if err == nil && v != "" {
				err = drop(v)
			}
			if err != nil {
				return err
			}
		}
		n, err := p.count(ctx)
		if err != nil {
			return err
		}
		for ; n >= s.lim.MaxGames; n-- {
			v, err := p.victim(ctx, "", now.Add(-s.lim.ActiveFor))
			if err == nil && v == "" {
				v, err = p.victim(ctx, key, now)
			}
			if err == nil && v == "" && own == 0 {
				var most string
				if most, err = p.topOwner(ctx); err == nil && most != "" {
					v, err = p.victim(ctx, most, now)
				}
			}
			if err != nil {
				return err
			}
			if v == "" {
				full = n
				return errFull
			}
			if err := drop(v); err != nil {
				return err
			}
		}
		return p.insert(ctx, sg)
	})
	if errors.Is(err, errFull) {
		return started{}, fmt.Errorf("the server holds %d games, all being played; try again later", full)
	}
	if err != nil {
		return started{}, fmt.Errorf("the game could not be stored (%v); try again later", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range dropped {
		delete(s.games, id)
	}
	s.cache(g)
	return st, nil
}

// errFull is the error of add when the database is full of games being
// played.
var errFull = errors.New("full")

// played stores the last move of g, then tells the pages waiting for it;
// g.mu is held. A move the database does not take is taken back (the table
// is read again from the database) and the error says why.
func (s *server) played(g *game) error {
	h := g.table.History()
	last := h[len(h)-1]
	over := g.table.IsTerminal()
	m := storedMove{Ply: len(h) - 1, Player: last.Player, Move: last.Move, At: time.Now()}
	if err := s.store.addMove(context.Background(), g.id, m, over); err != nil {
		s.reread(g)
		if errors.Is(err, errGone) {
			return err
		}
		return fmt.Errorf("the move could not be stored (%v), and is not played; try again", err)
	}
	close(g.changed)
	g.changed = make(chan struct{})
	s.mu.Lock()
	g.over = over
	s.mu.Unlock()
	return nil
}

// failPlayed answers a move that played did not store.
func failPlayed(w http.ResponseWriter, err error) {
	if errors.Is(err, errGone) {
		fail(w, http.StatusNotFound, err.Error())
		return
	}
	w.Header().Set("Retry-After", "1")
	fail(w, http.StatusServiceUnavailable, err.Error())
}

// open finds the game of the request and the view its key opens, or
// writes the error response.
func (s *server) open(w http.ResponseWriter, r *http.Request) (*game, int, bool) {
	id := r.PathValue("id")
	g, err := s.get(id)
	var le *lookupError
	if errors.As(err, &le) {
		fail(w, le.status, le.msg)
		return nil, 0, false
	}
	if g == nil {
		fail(w, http.StatusNotFound, fmt.Sprintf("no game %s: it was never started, was dropped to make room (the server holds %d games, finished and idle ones dropped first), or finished more than %v ago", kingdoms.Excerpt(id), s.lim.MaxGames, s.lim.Keep))
		return nil, 0, false
	}
	key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || key == "" {
		s.release(g)
		fail(w, http.StatusUnauthorized, "this request needs a key of the game: open the game through one of its links (a seat's or the watch link)")
		return nil, 0, false
	}
	role, ok := g.role(key)
	if !ok {
		s.release(g)
		fail(w, http.StatusForbidden, "the key is none of this game's: open the game through one of its links")
		return nil, 0, false
	}
	return g, role, true
}

// metaGame describes a game for the page.
type metaGame struct {
	Name           string          `json:"name"`
	DefaultPlayers int             `json:"defaultPlayers"`
	Variants       []games.Variant `json:"variants"`
}

func (s *server) meta(w http.ResponseWriter, r *http.Request) {
	var out struct {
		Games      []metaGame `json:"games"`
		SeatSyntax string     `json:"seatSyntax"`
		MaxPlayers int        `json:"maxPlayers"`
	}
	for _, e := range games.All() {
		out.Games = append(out.Games, metaGame{e.Name, e.DefaultPlayers, e.Variants})
	}
	out.SeatSyntax = games.SeatSyntax
	out.MaxPlayers = s.lim.MaxPlayers
	reply(w, out)
}

// parseSeats reads the seats of a request for a game of the game named
// game, bounding the bots' budgets. An ISMCTS seat without a budget plays
// the default bot at the game's default iterations
// (bots.Options.IterationsFor), which the thinking time bounds as it does
// every budget.
func (s *server) parseSeats(game string, texts []string) ([]games.Seat, error) {
	if len(texts) > s.lim.MaxPlayers {
		return nil, fmt.Errorf("%d seats: at most %d players", len(texts), s.lim.MaxPlayers)
	}
	var seats []games.Seat
	for i, text := range texts {
		if len(text) > 200 {
			return nil, fmt.Errorf("seat %d: longer than 200 characters", i)
		}
		seat, err := games.ParseSeat(text, bots.Options{})
		if err != nil {
			return nil, fmt.Errorf("seat %d: %v", i, err)
		}
		if seat.Kind == games.ISMCTS {
			if seat.Options.Iterations == 0 && seat.Options.Time == 0 {
				seat.Options.Iterations = seat.Options.IterationsFor(game)
			}
			if seat.Options.Time <= 0 || seat.Options.Time > s.lim.MaxThink {
				seat.Options.Time = s.lim.MaxThink
			}
			seat.Options.Iterations = min(seat.Options.Iterations, s.lim.MaxIterations)
			if seat.Options.Iterations == 0 {
				seat.Options.Iterations = s.lim.MaxIterations
			}
		}
		seats = append(seats, seat)
	}
	return seats, nil
}

// seedText is a seed as the page sends it: the text typed, a whole number
// from 0 to 2^64-1 (a JSON string, so that no JavaScript number rounds it;
// a JSON number is read too). Empty or null is 0.
type seedText struct {
	text string
	n    uint64
}

// UnmarshalJSON reads a seed from a JSON string or number, refusing
// anything but a whole number from 0 to 2^64-1 with a message that quotes
// the text as it was sent.
func (s *seedText) UnmarshalJSON(b []byte) error {
	text := string(b)
	if len(b) > 0 && b[0] == '"' {
		if err := json.Unmarshal(b, &text); err != nil {
			return err
		}
	}
	text = strings.TrimSpace(text)
	if text == "null" && b[0] == 'n' {
		text = ""
	}
	if len(text) > 40 {
		return fmt.Errorf("seed %s: want a whole number from 0 to 18446744073709551615", kingdoms.Excerpt(text))
	}
	if text == "" {
		*s = seedText{"0", 0}
		return nil
	}
	n, err := strconv.ParseUint(text, 10, 64)
	if err != nil || text[0] == '+' {
		return fmt.Errorf("seed %s: want a whole number from 0 to 18446744073709551615", kingdoms.Excerpt(text))
	}
	*s = seedText{text, n}
	return nil
}

// MarshalJSON writes the seed as its text, a JSON string.
func (s seedText) MarshalJSON() ([]byte, error) {
	if s.text == "" {
		return []byte(`"0"`), nil
	}
	return json.Marshal(s.text)
}

// createRequest is the body of POST /api/games.
type createRequest struct {
	Game     string   `json:"game"`
	Players  int      `json:"players"`
	Variants []string `json:"variants"`
	Seats    []string `json:"seats"`
	Seed     seedText `json:"seed"`
}

// started is the answer to starting or loading a game: its id and keys.
// It is the only answer that holds the keys.
type started struct {
	ID    string   `json:"id"`
	Game  string   `json:"game"`
	Seats []string `json:"seats"`
	Seed  string   `json:"seed"`
	// Keys holds the key of each seat: a human seat's, "" for a bot.
	Keys []string `json:"keys"`
	// Watch is the watch key, and Host the host key of a game without a
	// human seat.
	Watch string `json:"watch"`
	Host  string `json:"host,omitempty"`
}

// admit reads the seats of a game to start or load (whose start the
// client has from its allowance and the server's: see starting); when they
// are bad it answers the request and returns false.
func (s *server) admit(w http.ResponseWriter, r *http.Request, game string, texts []string) ([]games.Seat, string, bool) {
	seats, err := s.parseSeats(game, texts)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return nil, "", false
	}
	return seats, clientKey(r), true
}

func (s *server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !decode(w, r, &req) {
		return
	}
	e, err := games.Lookup(req.Game)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if req.Players < 0 || req.Players > s.lim.MaxPlayers || len(req.Variants) > 20 {
		fail(w, http.StatusBadRequest, fmt.Sprintf("%d players, %d variants: at most %d players and 20 variants", req.Players, len(req.Variants), s.lim.MaxPlayers))
		return
	}
	seats, key, ok := s.admit(w, r, e.Name, req.Seats)
	if !ok {
		return
	}
	t, err := e.Start(games.Config{Players: req.Players, Seed: req.Seed.n, Variants: req.Variants}, seats)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	s.hold(w, t, seats, req.Seed, key, origin{players: t.Players(), variants: req.Variants})
}

// hold adds a new table and answers with its keys.
func (s *server) hold(w http.ResponseWriter, t games.Table, seats []games.Seat, seed seedText, key string, o origin) {
	if len(seats) == 0 {
		for range t.Players() {
			seats = append(seats, games.Seat{Kind: games.Human})
		}
	}
	if seed.text == "" {
		seed.text = "0"
	}
	st, err := s.add(t, seats, seed.text, key, o)
	if err != nil {
		w.Header().Set("Retry-After", "60")
		fail(w, http.StatusServiceUnavailable, err.Error())
		return
	}
	reply(w, st)
}

// gameReply is the answer of GET /api/games/{id}.
type gameReply struct {
	ID      string             `json:"id"`
	Seats   []string           `json:"seats"`
	Seed    string             `json:"seed"`
	You     int                `json:"you"`   // the view of the key: a seat, -1 (host) or -2 (watch)
	Views   []int              `json:"views"` // the views the key may see (-1: the whole state, -2: what every player sees)
	History []games.MoveRecord `json:"history"`
	games.Snapshot
}

// intParam reads an integer query parameter; it returns def when the
// parameter is absent.
func intParam(r *http.Request, name string, def int) (int, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("parameter %s=%s: want an integer", name, kingdoms.Excerpt(v))
	}
	return n, nil
}

// lock locks g and takes a slot of the requests worked on (after the lock,
// so that waiting for a bot to finish holds no slot); it writes a 503 and
// returns false when no slot is free.
func (s *server) lock(w http.ResponseWriter, g *game) bool {
	g.mu.Lock()
	if !s.slot(w) {
		g.mu.Unlock()
		return false
	}
	return true
}

func (s *server) unlock(g *game) {
	s.free()
	g.mu.Unlock()
}

func (s *server) show(w http.ResponseWriter, r *http.Request) {
	g, role, ok := s.open(w, r)
	if !ok {
		return
	}
	defer s.release(g)
	if !s.lock(w, g) {
		return
	}
	defer s.unlock(g)
	at, err := intParam(r, "at", g.table.Positions()-1)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	seat, err := intParam(r, "seat", role)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	views := g.views(role)
	if !slices.Contains(views, seat) {
		if role == watchView {
			fail(w, http.StatusForbidden, "a watch link shows only what every player sees (view -2)")
		} else {
			fail(w, http.StatusForbidden, fmt.Sprintf("view %d is not shown to this link while the game goes on: a seat's link shows only its own view (views shown: %v)", seat, views))
		}
		return
	}
	snap, err := g.table.Snapshot(at, seat)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	reply(w, gameReply{ID: g.id, Seats: g.seats, Seed: g.seed, You: role, Views: views, History: g.table.History(), Snapshot: snap})
}

// openKnown is open for a request that says how many positions of the game
// the page knows (?positions=N, -1 when absent): the game, the view of the
// key and N.
func (s *server) openKnown(w http.ResponseWriter, r *http.Request) (*game, int, int, bool) {
	g, role, ok := s.open(w, r)
	if !ok {
		return nil, 0, 0, false
	}
	known, err := intParam(r, "positions", -1)
	if err != nil {
		s.release(g)
		fail(w, http.StatusBadRequest, err.Error())
		return nil, 0, 0, false
	}
	return g, role, known, true
}

// wait answers when the game has a position other than the positions the
// page knows (?positions=N), or after lim.LongPoll: a page waiting for
// another player's move holds no slot.
func (s *server) wait(w http.ResponseWriter, r *http.Request) {
	g, _, known, ok := s.openKnown(w, r)
	if !ok {
		return
	}
	defer s.release(g)
	g.mu.Lock()
	n, ch := g.table.Positions(), g.changed
	g.mu.Unlock()
	if n == known {
		t := time.NewTimer(s.lim.LongPoll)
		defer t.Stop()
		select {
		case <-ch:
		case <-t.C:
		case <-r.Context().Done():
			return
		}
		g.mu.Lock()
		n = g.table.Positions()
		g.mu.Unlock()
	}
	reply(w, map[string]int{"positions": n})
}

// moveRequest is the body of POST /api/games/{id}/moves.
type moveRequest struct {
	Move string `json:"move"`
}

func (s *server) move(w http.ResponseWriter, r *http.Request) {
	g, role, ok := s.open(w, r)
	if !ok {
		return
	}
	defer s.release(g)
	var req moveRequest
	if !decode(w, r, &req) {
		return
	}
	if len(req.Move) > 200 {
		fail(w, http.StatusBadRequest, "the move is longer than 200 characters")
		return
	}
	if role < 0 {
		fail(w, http.StatusForbidden, "this link is for watching: only a seat's link plays")
		return
	}
	if !s.lock(w, g) {
		return
	}
	defer s.unlock(g)
	p := g.table.ToMove()
	if p >= 0 && g.seats[p] != "human" {
		fail(w, http.StatusConflict, fmt.Sprintf("player %d is %s, not a human seat: ask the bot to move", p, g.seats[p]))
		return
	}
	if p >= 0 && p != role {
		fail(w, http.StatusConflict, fmt.Sprintf("it is player %d's turn, not yours (you are player %d)", p, role))
		return
	}
	n, err := g.table.Play(req.Move)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if err := s.played(g); err != nil {
		failPlayed(w, err)
		return
	}
	reply(w, map[string]any{"move": n, "player": p})
}

// bot lets the bot to move play. A seat's key may ask, and in a game
// without a human seat any key of the game; with ?positions=N the request
// does nothing (moved: false) once the game has moved on from N positions,
// so that the pages of several players asking at once make one move. The
// thinking slots go to the client addresses in turn, at most
// lim.ClientBots to one at once; waiting for one holds no other slot.
func (s *server) bot(w http.ResponseWriter, r *http.Request) {
	g, role, known, ok := s.openKnown(w, r)
	if !ok {
		return
	}
	defer s.release(g)
	if role == watchView && slices.Contains(g.seats, "human") {
		fail(w, http.StatusForbidden, "this link is for watching: in a game with a human seat only a seat's link asks a bot to move")
		return
	}
	key := clientKey(r)
	if !s.bots.acquire(r.Context(), key, s.lim.BotWait) {
		w.Header().Set("Retry-After", "2")
		fail(w, http.StatusServiceUnavailable, fmt.Sprintf("every bot is busy thinking (%d at once, shared in turn between the addresses asking); try again", s.lim.Bots))
		return
	}
	defer s.bots.release(key)
	g.mu.Lock()
	defer g.mu.Unlock()
	if n := g.table.Positions(); known >= 0 && n != known {
		reply(w, map[string]any{"moved": false, "positions": n})
		return
	}
	p := g.table.ToMove()
	if p < 0 {
		fail(w, http.StatusConflict, "the game is over")
		return
	}
	if g.seats[p] == "human" {
		fail(w, http.StatusConflict, fmt.Sprintf("player %d is a human seat: play a move", p))
		return
	}
	n, err := g.table.BotMove()
	if err != nil {
		fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	if err := s.played(g); err != nil {
		failPlayed(w, err)
		return
	}
	reply(w, map[string]any{"moved": true, "move": n, "player": p, "positions": g.table.Positions()})
}

// save writes a position as a JSON document: through a seat's link, that
// seat's view while the game goes on, and the whole state once it is over;
// through the host link, the whole state. A watch link does not save.
func (s *server) save(w http.ResponseWriter, r *http.Request) {
	g, role, ok := s.open(w, r)
	if !ok {
		return
	}
	defer s.release(g)
	if role == watchView {
		fail(w, http.StatusForbidden, "a watch link does not save: saving is for the players' links")
		return
	}
	if !s.lock(w, g) {
		return
	}
	defer s.unlock(g)
	at, err := intParam(r, "at", g.table.Positions()-1)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	var doc []byte
	if role >= 0 && !g.table.IsTerminal() {
		doc, err = g.table.SaveView(at, role)
	} else {
		doc, err = g.table.Save(at)
	}
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%d.json"`, g.table.Game(), at))
	w.Write(doc)
}

// loadRequest is the body of POST /api/load: a game's JSON document, as
// text, and optionally the game it is from, the seats and the bots' seed.
type loadRequest struct {
	Document string   `json:"document"`
	Game     string   `json:"game"`
	Seats    []string `json:"seats"`
	Seed     seedText `json:"seed"`
}

func (s *server) load(w http.ResponseWriter, r *http.Request) {
	var req loadRequest
	if !decode(w, r, &req) {
		return
	}
	if strings.TrimSpace(req.Document) == "" {
		fail(w, http.StatusBadRequest, "no document: paste or upload a game's JSON document")
		return
	}
	if len(req.Document) > s.lim.MaxDocument {
		fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the document has %d bytes: no game's document is larger than %d", len(req.Document), s.lim.MaxDocument))
		return
	}
	doc := []byte(req.Document)
	game := req.Game
	if game == "" {
		game, _, _ = kingdoms.Schema(doc) // the bots' budgets need the game; a document of no game fails below
	}
	seats, key, ok := s.admit(w, r, game, req.Seats)
	if !ok {
		return
	}
	var t games.Table
	var err error
	if req.Game == "" {
		// The game the document's schema names reads it, and only that
		// game, so that its error comes alone.
		t, err = games.LoadAny(doc, req.Seed.n, seats)
	} else {
		var e games.Entry
		if e, err = games.Lookup(req.Game); err == nil {
			t, err = e.Load(doc, req.Seed.n, seats)
		}
	}
	if err != nil {
		fail(w, http.StatusBadRequest, "cannot load the document: "+err.Error())
		return
	}
	s.hold(w, t, seats, req.Seed, key, origin{document: req.Document})
}
