package main

import (
	"bytes"
	"container/list"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/boardrules/kingdoms"
)

//go:embed static
var static embed.FS

// limits bound what the server accepts. The ones named Client... hold for
// each client address (an IPv4 address, or the /64 network of an IPv6
// one), the others for all clients together.
type limits struct {
	MaxGames          int           // games stored; beyond it finished, then idle games are dropped
	ClientGames       int           // games stored that one client started; beyond it its own are dropped
	ActiveFor         time.Duration // a game with a move (or started) this recently is active: never dropped for another client's game
	MaxActive         int           // games held in memory; beyond it the least recently used leaves memory
	MemoryIdle        time.Duration // a game no request asked for this long leaves memory
	Keep              time.Duration // a finished game is kept this long after its last move
	MaxBody           int64         // bytes of a request body
	BodyTime          time.Duration // time to read a request body, before any shared slot is taken
	MaxInFlight       int           // requests worked on at once, their bodies read; more are refused with 503
	ClientRequests    int           // API requests of one client at once, from reading the body to the answer
	MaxClients        int           // client addresses tracked at once; beyond it the least recently seen leave the table
	CreateRate        float64       // games started or loaded per second, on average
	CreateBurst       int           // games started or loaded at once, beyond the rate
	CreateWait        time.Duration // longest wait for a start, the addresses served in turn
	ClientCreateRate  float64       // the same for one client
	ClientCreateBurst int
	MaxDocument       int           // bytes of a document to load
	MaxPreviewText    int           // bytes of the text of a preview
	MaxSections       int           // Kingdom Builder sections in a preview
	MaxThink          time.Duration // a bot's thinking time for one move
	MaxIterations     int           // an ISMCTS bot's iterations for one move
	MaxPlayers        int           // players of a game
	Bots              int           // bots thinking at once
	ClientBots        int           // bots thinking at once for one client
	BotWait           time.Duration // longest wait for a free thinking slot, the addresses served in turn
	LongPoll          time.Duration // longest wait of a page for the next move
	Hosts             []string      // the names the Host header may give (any port); empty: any
}

func defaultLimits() limits {
	return limits{
		MaxGames:          20000,
		ClientGames:       8,
		ActiveFor:         30 * time.Minute,
		MaxActive:         1000,
		MemoryIdle:        5 * time.Minute,
		Keep:              7 * 24 * time.Hour,
		MaxBody:           128 << 10,
		BodyTime:          10 * time.Second,
		MaxInFlight:       32,
		ClientRequests:    16,
		MaxClients:        4096,
		CreateRate:        5,
		CreateBurst:       20,
		CreateWait:        time.Second,
		ClientCreateRate:  1,
		ClientCreateBurst: 5,
		MaxDocument:       64 << 10,
		MaxPreviewText:    16 << 10,
		MaxSections:       8,
		MaxThink:          5 * time.Second,
		MaxIterations:     100000,
		MaxPlayers:        6,
		Bots:              2,
		ClientBots:        1,
		BotWait:           10 * time.Second,
		LongPoll:          25 * time.Second,
	}
}

// server holds the games and answers the page's requests.
type server struct {
	lim    limits
	mux    *http.ServeMux
	files  http.Handler
	csrf   *http.CrossOriginProtection
	flight chan struct{} // a token per request worked on
	bots   *queue        // the bots' thinking slots
	starts *queue        // the starts of games, of all clients

	store *store     // the games: the truth
	addMu sync.Mutex // held while games are stored or dropped

	mu      sync.Mutex
	games   map[string]*game    // the games held in memory
	loading map[string]*loading // the games being read from the database
	clients map[string]*client
	idle    *list.List // the clients without a request under way, the most recently seen first
	busy    *list.List // the others
}

// bucket is a token bucket: rate tokens a second, at most burst.
type bucket struct {
	tokens float64
	filled time.Time
}

// take takes a token if one is left at now.
func (b *bucket) take(now time.Time, rate float64, burst int, dry bool) bool {
	t := min(float64(burst), b.tokens+now.Sub(b.filled).Seconds()*rate)
	if t < 1 {
		return false
	}
	if !dry {
		b.tokens, b.filled = t-1, now
	}
	return true
}

// full reports whether the bucket is full at now.
func (b *bucket) full(now time.Time, rate float64, burst int) bool {
	return b.tokens+now.Sub(b.filled).Seconds()*rate >= float64(burst)
}

// newServer returns a server that holds its games in a database in
// memory, which lasts while the server runs.
func newServer(lim limits) *server {
	return newStoredServer(lim, memoryStore())
}

// newStoredServer returns a server that holds its games in st.
func newStoredServer(lim limits, st *store) *server {
	s := &server{
		lim:     lim,
		store:   st,
		loading: map[string]*loading{},
		mux:     http.NewServeMux(),
		csrf:    http.NewCrossOriginProtection(),
		flight:  make(chan struct{}, lim.MaxInFlight),
		bots:    newSlots(lim.Bots, lim.ClientBots, lim.MaxClients),
		starts:  newRate(lim.CreateRate, lim.CreateBurst, lim.MaxClients),
		games:   map[string]*game{},
		clients: map[string]*client{},
		idle:    list.New(),
		busy:    list.New(),
	}
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded directory exists: a build error otherwise
	}
	s.files = http.FileServerFS(sub)
	none := func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, fmt.Sprintf("no endpoint %s %s", r.Method, kingdoms.Excerpt(r.URL.Path)))
	}
	s.mux.HandleFunc("GET /api/", none)
	s.mux.HandleFunc("POST /api/", none)
	s.mux.HandleFunc("GET /api/meta", s.gated(s.meta))
	s.mux.HandleFunc("POST /api/games", s.starting(s.gated(s.create)))
	s.mux.HandleFunc("GET /api/games/{id}", s.show)
	s.mux.HandleFunc("GET /api/games/{id}/wait", s.wait)
	s.mux.HandleFunc("POST /api/games/{id}/moves", s.move)
	s.mux.HandleFunc("POST /api/games/{id}/bot", s.bot)
	s.mux.HandleFunc("GET /api/games/{id}/save", s.save)
	s.mux.HandleFunc("POST /api/load", s.starting(s.gated(s.load)))
	s.mux.HandleFunc("POST /api/preview", s.gated(s.preview))
	return s
}

// ServeHTTP serves the page's files without any gate, and the API within
// the limits: a request that changes state must come from the page's own
// origin; each client has a bounded number of requests at once; a body is
// read whole, under its own deadline, before the request takes a shared
// slot. A request for another host name than lim.Hosts (when set), or
// whose path is not UTF-8, is refused. A panic becomes an error response.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", "frame-ancestors 'none'")
	h.Set("Referrer-Policy", "no-referrer")
	defer func() {
		if v := recover(); v != nil {
			fail(w, http.StatusInternalServerError, fmt.Sprintf("internal error (please report it): %v", v))
		}
	}()
	if !s.checkRequest(w, r) {
		return
	}
	if r.URL.Path != "/api" && !strings.HasPrefix(r.URL.Path, "/api/") {
		s.files.ServeHTTP(w, r)
		return
	}
	if r.ContentLength != 0 {
		// Until the body is read whole, a refusal closes the connection:
		// the server would otherwise read what is left of the body, at the
		// client's pace, before answering.
		w.Header().Set("Connection", "close")
	}
	if err := s.csrf.Check(r); err != nil {
		fail(w, http.StatusForbidden, "cross-site request refused: a request that changes state must come from this server's own page ("+err.Error()+")")
		return
	}
	key := clientKey(r)
	c, msg := s.enter(key)
	if msg != "" {
		w.Header().Set("Retry-After", "1")
		fail(w, http.StatusTooManyRequests, msg)
		return
	}
	defer s.leave(c)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		if !s.readBody(w, r) {
			return
		}
	}
	// The body is read: the connection's read deadline (which would end
	// the request's context) now only bounds the handler, whose longest
	// waits are a page's wait for the next move and a bot's move.
	http.NewResponseController(w).SetReadDeadline(time.Now().Add(max(s.lim.LongPoll, s.lim.BotWait+s.lim.MaxThink) + 5*time.Second))
	s.mux.ServeHTTP(w, r)
}

// readBody reads the body of r whole, within lim.BodyTime and lim.MaxBody,
// and puts it back as r.Body; it writes the error response itself. A body
// must be JSON.
func (s *server) readBody(w http.ResponseWriter, r *http.Request) bool {
	if r.ContentLength != 0 {
		if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
			fail(w, http.StatusUnsupportedMediaType, "a request body must be JSON (Content-Type: application/json)")
			return false
		}
	}
	if r.ContentLength > s.lim.MaxBody {
		fail(w, http.StatusRequestEntityTooLarge, s.tooLarge(r))
		return false
	}
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Now().Add(s.lim.BodyTime)) // not supported by a test recorder: no deadline then
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.lim.MaxBody))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		fail(w, http.StatusRequestEntityTooLarge, s.tooLarge(r))
		return false
	case errors.Is(err, os.ErrDeadlineExceeded):
		fail(w, http.StatusRequestTimeout, fmt.Sprintf("the request body did not arrive within %v", s.lim.BodyTime))
		return false
	case err != nil:
		fail(w, http.StatusBadRequest, "reading the request body: "+err.Error())
		return false
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	w.Header().Del("Connection")
	return true
}

// gated runs h with a slot of the requests worked on, or refuses the
// request with 503 when none is free.
func (s *server) gated(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !s.slot(w) {
			return
		}
		defer s.free()
		h(w, r)
	}
}

// slot takes a slot of the requests worked on, or writes a 503.
func (s *server) slot(w http.ResponseWriter) bool {
	select {
	case s.flight <- struct{}{}:
		return true
	default:
		w.Header().Set("Retry-After", "1")
		fail(w, http.StatusServiceUnavailable, "the server is busy: too many requests at once; try again")
		return false
	}
}

func (s *server) free() { <-s.flight }

// fail writes an error as {"error": "..."}. A message is at most
// maxMessage bytes: what it quotes of a request is an excerpt.
func fail(w http.ResponseWriter, status int, msg string) {
	msg = shorten(msg)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v)
}

// decode reads a JSON request body into v, refusing unknown fields; it
// writes the error response itself.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	d := json.NewDecoder(r.Body)
	d.DisallowUnknownFields()
	err := d.Decode(v)
	if err == nil && d.More() {
		err = errors.New("more than one JSON value")
	}
	if err != nil {
		fail(w, http.StatusBadRequest, "bad request body: "+err.Error())
		return false
	}
	return true
}

// newKey returns a new secret: 128 random bits in hex.
func newKey() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
