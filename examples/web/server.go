package main

import (
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/bots"
	"github.com/boardrules/kingdoms/examples/internal/games"
	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

//go:embed static
var static embed.FS

// limits bound what the server accepts.
type limits struct {
	MaxGames      int           // games held; beyond it the least recently used is dropped
	MaxBody       int64         // bytes of a request body
	MaxInFlight   int           // requests served at once; more are refused with 503
	CreateRate    float64       // games created or loaded per second, on average
	CreateBurst   int           // games created or loaded at once, beyond the rate
	MaxThink      time.Duration // a bot's thinking time for one move
	MaxIterations int           // an ISMCTS bot's iterations for one move
	MaxPlayers    int           // players of a game
	Bots          int           // bots thinking at once
	BotWait       time.Duration // longest wait for a free thinking slot
}

func defaultLimits() limits {
	return limits{
		MaxGames:      64,
		MaxBody:       1 << 20,
		MaxInFlight:   32,
		CreateRate:    5,
		CreateBurst:   20,
		MaxThink:      5 * time.Second,
		MaxIterations: 100000,
		MaxPlayers:    6,
		Bots:          2,
		BotWait:       10 * time.Second,
	}
}

// defaultBudget is an ISMCTS seat's budget when it gives none.
var defaultBudget = bots.Options{Iterations: 300}

// server holds the games and answers the page's requests.
type server struct {
	lim    limits
	mux    *http.ServeMux
	flight chan struct{} // a token per request in flight
	think  chan struct{} // a token per bot thinking

	mu     sync.Mutex
	games  map[string]*game
	tokens float64 // the creation bucket
	filled time.Time
}

// game is a game held by the server.
type game struct {
	mu    sync.Mutex // held while the table is read or changed
	table games.Table
	seats []string
	used  time.Time // guarded by server.mu
}

func newServer(lim limits) *server {
	s := &server{
		lim:    lim,
		mux:    http.NewServeMux(),
		flight: make(chan struct{}, lim.MaxInFlight),
		think:  make(chan struct{}, lim.Bots),
		games:  map[string]*game{},
		tokens: float64(lim.CreateBurst),
		filled: time.Now(),
	}
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded directory exists: a build error otherwise
	}
	s.mux.Handle("GET /", http.FileServerFS(sub))
	none := func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, fmt.Sprintf("no endpoint %s %s", r.Method, r.URL.Path))
	}
	s.mux.HandleFunc("GET /api/", none)
	s.mux.HandleFunc("POST /api/", none)
	s.mux.HandleFunc("GET /api/meta", s.meta)
	s.mux.HandleFunc("POST /api/games", s.create)
	s.mux.HandleFunc("GET /api/games/{id}", s.show)
	s.mux.HandleFunc("POST /api/games/{id}/moves", s.move)
	s.mux.HandleFunc("POST /api/games/{id}/bot", s.bot)
	s.mux.HandleFunc("GET /api/games/{id}/save", s.save)
	s.mux.HandleFunc("POST /api/load", s.load)
	s.mux.HandleFunc("POST /api/preview", s.preview)
	return s
}

// ServeHTTP bounds the requests in flight and the size of their bodies,
// and turns a panic into an error response.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	select {
	case s.flight <- struct{}{}:
		defer func() { <-s.flight }()
	default:
		w.Header().Set("Retry-After", "1")
		fail(w, http.StatusServiceUnavailable, "the server is busy: too many requests at once; try again")
		return
	}
	defer func() {
		if v := recover(); v != nil {
			fail(w, http.StatusInternalServerError, fmt.Sprintf("internal error (please report it): %v", v))
		}
	}()
	r.Body = http.MaxBytesReader(w, r.Body, s.lim.MaxBody)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	s.mux.ServeHTTP(w, r)
}

// fail writes an error as {"error": "..."}.
func fail(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v)
}

// decode reads a JSON request body into v, refusing unknown fields and
// bodies beyond the bound; it writes the error response itself.
func (s *server) decode(w http.ResponseWriter, r *http.Request, v any) bool {
	d := json.NewDecoder(r.Body)
	d.DisallowUnknownFields()
	err := d.Decode(v)
	if err == nil && d.More() {
		err = errors.New("more than one JSON value")
	}
	if err == nil {
		return true
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the request is larger than the server accepts (%d bytes)", s.lim.MaxBody))
	} else {
		fail(w, http.StatusBadRequest, "bad request body: "+err.Error())
	}
	return false
}

// allowCreate takes a token from the creation bucket.
func (s *server) allowCreate() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	s.tokens = min(float64(s.lim.CreateBurst), s.tokens+now.Sub(s.filled).Seconds()*s.lim.CreateRate)
	s.filled = now
	if s.tokens < 1 {
		return false
	}
	s.tokens--
	return true
}

// add holds a new game, dropping the least recently used games beyond the
// bound, and returns its id.
func (s *server) add(t games.Table, seats []games.Seat) string {
	var b [8]byte
	rand.Read(b[:])
	id := hex.EncodeToString(b[:])
	g := &game{table: t, used: time.Now()}
	for _, seat := range seats {
		g.seats = append(g.seats, seat.String())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.games) >= s.lim.MaxGames {
		oldest := ""
		for k, h := range s.games {
			if oldest == "" || h.used.Before(s.games[oldest].used) {
				oldest = k
			}
		}
		delete(s.games, oldest)
	}
	s.games[id] = g
	return id
}

// get finds the game of the request, or writes a 404.
func (s *server) get(w http.ResponseWriter, r *http.Request) *game {
	id := r.PathValue("id")
	s.mu.Lock()
	g := s.games[id]
	if g != nil {
		g.used = time.Now()
	}
	s.mu.Unlock()
	if g == nil {
		fail(w, http.StatusNotFound, fmt.Sprintf("no game %q: it was never started, or was dropped to make room (the server holds %d games)", id, s.lim.MaxGames))
	}
	return g
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

// parseSeats reads the seats of a request, bounding the bots' budgets.
func (s *server) parseSeats(texts []string) ([]games.Seat, error) {
	if len(texts) > s.lim.MaxPlayers {
		return nil, fmt.Errorf("%d seats: at most %d players", len(texts), s.lim.MaxPlayers)
	}
	var seats []games.Seat
	for i, text := range texts {
		if len(text) > 200 {
			return nil, fmt.Errorf("seat %d: longer than 200 characters", i)
		}
		seat, err := games.ParseSeat(text, defaultBudget)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %v", i, err)
		}
		if seat.Kind == games.ISMCTS {
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

// createRequest is the body of POST /api/games.
type createRequest struct {
	Game     string   `json:"game"`
	Players  int      `json:"players"`
	Variants []string `json:"variants"`
	Seats    []string `json:"seats"`
	Seed     uint64   `json:"seed"`
}

func (s *server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !s.decode(w, r, &req) {
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
	seats, err := s.parseSeats(req.Seats)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if !s.allowCreate() {
		w.Header().Set("Retry-After", "1")
		fail(w, http.StatusTooManyRequests, "too many games started at once; try again in a second")
		return
	}
	t, err := e.Start(games.Config{Players: req.Players, Seed: req.Seed, Variants: req.Variants}, seats)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if len(seats) == 0 {
		for range t.Players() {
			seats = append(seats, games.Seat{Kind: games.Human})
		}
	}
	reply(w, map[string]string{"id": s.add(t, seats)})
}

// gameReply is the answer of GET /api/games/{id}.
type gameReply struct {
	ID      string             `json:"id"`
	Seats   []string           `json:"seats"`
	Views   []int              `json:"views"` // the seats whose view may be asked for (-1: the whole state)
	History []games.MoveRecord `json:"history"`
	games.Snapshot
}

// views lists the views a page may see: a human seat sees only its own, so
// while a game with a human seat goes on only the human seats' views are
// shown; a game between bots, or a finished one, can be seen whole.
func (g *game) views() []int {
	var humans []int
	for p, seat := range g.seats {
		if seat == "human" {
			humans = append(humans, p)
		}
	}
	if len(humans) > 0 && !g.table.IsTerminal() {
		return humans
	}
	all := []int{-1}
	for p := range g.seats {
		all = append(all, p)
	}
	return all
}

// defaultView is the view shown when the page asks for none: the human to
// move, else the first human seat, else the whole state.
func (g *game) defaultView() int {
	views := g.views()
	if p := g.table.ToMove(); p >= 0 && slices.Contains(views, p) && g.seats[p] == "human" {
		return p
	}
	return views[0]
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
		return 0, fmt.Errorf("parameter %s=%q: want an integer", name, v)
	}
	return n, nil
}

func (s *server) show(w http.ResponseWriter, r *http.Request) {
	g := s.get(w, r)
	if g == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	at, err := intParam(r, "at", g.table.Positions()-1)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	seat, err := intParam(r, "seat", g.defaultView())
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	views := g.views()
	if !slices.Contains(views, seat) && seat >= -1 && seat < len(g.seats) {
		fail(w, http.StatusForbidden, fmt.Sprintf("seat %d's view is not shown while the game goes on: a human seat sees only its own view (views shown: %v)", seat, views))
		return
	}
	snap, err := g.table.Snapshot(at, seat)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	reply(w, gameReply{ID: r.PathValue("id"), Seats: g.seats, Views: views, History: g.table.History(), Snapshot: snap})
}

// moveRequest is the body of POST /api/games/{id}/moves.
type moveRequest struct {
	Move string `json:"move"`
}

func (s *server) move(w http.ResponseWriter, r *http.Request) {
	g := s.get(w, r)
	if g == nil {
		return
	}
	var req moveRequest
	if !s.decode(w, r, &req) {
		return
	}
	if len(req.Move) > 200 {
		fail(w, http.StatusBadRequest, "the move is longer than 200 characters")
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	p := g.table.ToMove()
	if p >= 0 && g.seats[p] != "human" {
		fail(w, http.StatusConflict, fmt.Sprintf("player %d is %s, not a human seat: ask the bot to move", p, g.seats[p]))
		return
	}
	n, err := g.table.Play(req.Move)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	reply(w, map[string]any{"move": n, "player": p})
}

func (s *server) bot(w http.ResponseWriter, r *http.Request) {
	g := s.get(w, r)
	if g == nil {
		return
	}
	wait := time.NewTimer(s.lim.BotWait)
	defer wait.Stop()
	select {
	case s.think <- struct{}{}:
		defer func() { <-s.think }()
	case <-wait.C:
		w.Header().Set("Retry-After", "2")
		fail(w, http.StatusServiceUnavailable, "every bot is busy thinking; try again")
		return
	case <-r.Context().Done():
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
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
	reply(w, map[string]any{"move": n, "player": p})
}

func (s *server) save(w http.ResponseWriter, r *http.Request) {
	g := s.get(w, r)
	if g == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	at, err := intParam(r, "at", g.table.Positions()-1)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	doc, err := g.table.Save(at)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%d.json"`, g.table.Game(), at))
	w.Write(doc)
}

// loadRequest is the body of POST /api/load: a game's JSON document, as
// text, and optionally the game it is from, the seats and the bots' seed.
type loadRequest struct {
	Document string   `json:"document"`
	Game     string   `json:"game"`
	Seats    []string `json:"seats"`
	Seed     uint64   `json:"seed"`
}

func (s *server) load(w http.ResponseWriter, r *http.Request) {
	var req loadRequest
	if !s.decode(w, r, &req) {
		return
	}
	if strings.TrimSpace(req.Document) == "" {
		fail(w, http.StatusBadRequest, "no document: paste or upload a game's JSON document")
		return
	}
	seats, err := s.parseSeats(req.Seats)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if !s.allowCreate() {
		w.Header().Set("Retry-After", "1")
		fail(w, http.StatusTooManyRequests, "too many games loaded at once; try again in a second")
		return
	}
	var t games.Table
	if req.Game == "" {
		t, err = games.LoadAny([]byte(req.Document), req.Seed, seats)
	} else {
		var e games.Entry
		if e, err = games.Lookup(req.Game); err == nil {
			t, err = e.Load([]byte(req.Document), req.Seed, seats)
		}
	}
	if err != nil {
		fail(w, http.StatusBadRequest, "document refused: "+err.Error())
		return
	}
	if len(seats) == 0 {
		for range t.Players() {
			seats = append(seats, games.Seat{Kind: games.Human})
		}
	}
	reply(w, map[string]string{"id": s.add(t, seats), "game": t.Game()})
}

// previewRequest is the body of POST /api/preview: Kingdom Builder
// sections (kind "sections") or an Arkadia edition (kind "edition") as
// text.
type previewRequest struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// picture is a named SVG picture.
type picture struct {
	Name string `json:"name"`
	SVG  string `json:"svg"`
}

func (s *server) preview(w http.ResponseWriter, r *http.Request) {
	var req previewRequest
	if !s.decode(w, r, &req) {
		return
	}
	var out struct {
		Pictures []picture `json:"pictures"`
		Text     string    `json:"text"`
	}
	switch req.Kind {
	case "sections":
		secs, err := kingdombuilder.ParseSections(req.Text)
		if err != nil {
			fail(w, http.StatusBadRequest, err.Error())
			return
		}
		if len(secs) == 0 {
			fail(w, http.StatusBadRequest, "no section in the text: a section starts with a line \"section NAME EXPANSION\"")
			return
		}
		for _, cs := range secs {
			out.Pictures = append(out.Pictures, picture{cs.Name(), string(render.Section(cs))})
		}
		out.Text = fmt.Sprintf("%d sections read", len(secs))
	case "edition":
		ed, err := arkadia.ParseEdition(strings.NewReader(req.Text))
		if err != nil {
			fail(w, http.StatusBadRequest, err.Error())
			return
		}
		st, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1, Edition: ed, FirstGame: ed.HasFirstGame()})
		if err != nil {
			fail(w, http.StatusBadRequest, "the edition cannot set up a game: "+err.Error())
			return
		}
		name := "board (a 2-player set-up, castle lot placed at random)"
		if ed.HasFirstGame() {
			name = "board with the first-game set-up"
		}
		out.Pictures = append(out.Pictures, picture{name, string(render.Arkadia(st))})
		out.Text = editionText(ed)
	default:
		fail(w, http.StatusBadRequest, fmt.Sprintf("kind %q: want \"sections\" (Kingdom Builder) or \"edition\" (Arkadia)", req.Kind))
		return
	}
	reply(w, out)
}

// editionText describes an edition's forms and cards, each form with its
// orientations drawn side by side in text, numbered as moves name them.
func editionText(ed *arkadia.Edition) string {
	var b strings.Builder
	fmt.Fprintf(&b, "edition %q: board %d x %d, %d tents, %d forms, %d cards\n", ed.Name(), ed.Rows(), ed.Cols(), len(ed.Tents()), ed.Forms(), ed.NumCards())
	cards, copies := ed.Cards()
	for n := 1; n <= ed.Forms(); n++ {
		var of []string
		for i, c := range cards {
			if int(c.Form) == n {
				of = append(of, fmt.Sprintf("%s x%d", c, copies[i]))
			}
		}
		fmt.Fprintf(&b, "\nform %d (%s): cards %s; orientations:\n", n, ed.FormName(n), strings.Join(of, ", "))
		ors := ed.Orientations(n)
		rows := 0
		widths := make([]int, len(ors))
		for i, or := range ors {
			widths[i] = len(fmt.Sprint(i))
			for _, q := range or {
				rows = max(rows, q.Row+1)
				widths[i] = max(widths[i], q.Col+1)
			}
		}
		lines := make([]string, rows+1)
		for i, or := range ors {
			cells := make([][]byte, rows)
			for r := range cells {
				cells[r] = []byte(strings.Repeat(" ", widths[i]))
			}
			for _, q := range or {
				cells[q.Row][q.Col] = '#'
			}
			lines[0] += fmt.Sprintf("  %-*d", widths[i]+2, i)
			for r := range cells {
				lines[r+1] += "  " + string(cells[r]) + "  "
			}
		}
		for _, l := range lines {
			fmt.Fprintf(&b, "  %s\n", strings.TrimRight(l, " "))
		}
	}
	return b.String()
}
