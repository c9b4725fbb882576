package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// testLimits are small limits, so that the tests reach them quickly.
func testLimits() limits {
	lim := defaultLimits()
	lim.MaxGames = 4
	lim.MaxBody = 64 << 10
	lim.CreateBurst = 1000
	lim.CreateRate = 1000
	lim.ClientCreateBurst = 1000
	lim.ClientCreateRate = 1000
	lim.ClientGames = 1000
	lim.MaxThink = 200 * time.Millisecond
	lim.LongPoll = 2 * time.Second
	return lim
}

// client is a client of the tests: its address, and the key it sends.
type tclient struct {
	h      http.Handler
	remote string // "host:port"
	key    string
}

// as returns c with key.
func (c tclient) as(key string) tclient { c.key = key; return c }

// call sends a request and decodes a JSON answer into out (when not nil);
// it returns the status and the error text of an error answer.
func (c tclient) call(t *testing.T, method, url string, body any, out any) (int, string) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		doc, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(doc)
	}
	r := httptest.NewRequest(method, url, rd)
	if rd != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	if c.remote != "" {
		r.RemoteAddr = c.remote
	}
	if c.key != "" {
		r.Header.Set("Authorization", "Bearer "+c.key)
	}
	rec := httptest.NewRecorder()
	c.h.ServeHTTP(rec, r)
	if rec.Code != http.StatusOK {
		var e struct{ Error string }
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error == "" {
			t.Fatalf("%s %s: status %d without an error text: %q", method, url, rec.Code, rec.Body.String())
		}
		return rec.Code, e.Error
	}
	if out != nil {
		if p, ok := out.(*[]byte); ok {
			*p = rec.Body.Bytes()
		} else if err := json.Unmarshal(rec.Body.Bytes(), out); err != nil {
			t.Fatalf("%s %s: %v in %.200s", method, url, err, rec.Body.String())
		}
	}
	return rec.Code, ""
}

// call sends a request from the default test address without a key.
func call(t *testing.T, h http.Handler, method, url string, body any, out any) (int, string) {
	t.Helper()
	return tclient{h: h}.call(t, method, url, body, out)
}

// create is a body of POST /api/games, seed as a number.
func create(game string, players int, seed int, seats ...string) map[string]any {
	return map[string]any{"game": game, "players": players, "seed": seed, "seats": seats}
}

// start starts a game and returns its keys.
func (c tclient) start(t *testing.T, req any) started {
	t.Helper()
	var r started
	if code, msg := c.call(t, "POST", "/api/games", req, &r); code != 200 {
		t.Fatalf("starting %+v: %d %s", req, code, msg)
	}
	return r
}

func start(t *testing.T, h http.Handler, req any) started {
	t.Helper()
	return tclient{h: h}.start(t, req)
}

func TestPageAndMeta(t *testing.T) {
	h := newServer(testLimits())
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 || rec.Body.Len() < 500 {
			t.Errorf("GET %s: %d, %d bytes", path, rec.Code, rec.Body.Len())
		}
		if rec.Header().Get("X-Frame-Options") != "DENY" {
			t.Errorf("GET %s: may be framed", path)
		}
	}
	var meta struct {
		Games []metaGame
	}
	call(t, h, "GET", "/api/meta", nil, &meta)
	if len(meta.Games) != 3 || meta.Games[0].Name != "kingdomino" || len(meta.Games[1].Variants) == 0 {
		t.Errorf("meta: %+v", meta)
	}
	for _, m := range []string{"GET", "POST"} {
		if code, msg := call(t, h, m, "/api/nothing", nil, nil); code != 404 || !strings.Contains(msg, "no endpoint") {
			t.Errorf("%s to an unknown path: %d %s", m, code, msg)
		}
	}
}

// TestPlay plays a Kingdomino game through the API: the human's moves, the
// bot's, errors, stepping back, the views and the save.
func TestPlay(t *testing.T) {
	h := newServer(testLimits())
	st := start(t, h, create("kingdomino", 2, 4, "human", "random"))
	if st.Keys[0] == "" || st.Keys[1] != "" || st.Watch == "" || st.Host != "" || st.Seed != "4" {
		t.Fatalf("keys of a game with a human seat: %+v", st)
	}
	me := tclient{h: h, key: st.Keys[0]}
	url := "/api/games/" + st.ID
	var g gameReply
	me.call(t, "GET", url, nil, &g)
	for g.ToMove != 0 {
		if code, msg := me.call(t, "POST", url+"/bot", nil, nil); code != 200 {
			t.Fatalf("bot: %d %s", code, msg)
		}
		me.call(t, "GET", url, nil, &g)
	}
	if g.Seat != 0 || g.You != 0 || g.At != g.Positions-1 || len(g.Legal) == 0 || !strings.Contains(g.SVG, "<svg") || len(g.Regions) == 0 {
		t.Fatalf("first position: seat %d at %d of %d, %d legal moves, %d regions", g.Seat, g.At, g.Positions, len(g.Legal), len(g.Regions))
	}
	// The whole state and the bot's view are not shown while a human plays.
	for _, q := range []string{"?seat=-1", "?seat=1", "?seat=-2", "?seat=5"} {
		if code, msg := me.call(t, "GET", url+q, nil, nil); code != 403 || !strings.Contains(msg, "own view") {
			t.Errorf("GET %s: %d %s", q, code, msg)
		}
	}
	for _, c := range []struct{ q, want string }{
		{"?at=99", "no position 99"}, {"?at=x", "want an integer"},
	} {
		if code, msg := me.call(t, "GET", url+c.q, nil, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("GET %s: %d %q, want 400 %q", c.q, code, msg, c.want)
		}
	}
	// Bad moves get the engine's error.
	for _, c := range []struct {
		body any
		want string
	}{
		{moveRequest{"pick 99"}, "99"},
		{moveRequest{"fly away"}, "fly"},
		{moveRequest{strings.Repeat("x", 300)}, "longer than 200"},
		{`{"move": 3}`, "bad request body"},
		{`{"mvoe": "pick 1"}`, "unknown field"},
		{`{"move": "pick 1"} {}`, "more than one"},
	} {
		if code, msg := me.call(t, "POST", url+"/moves", c.body, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("move %v: %d %q, want 400 %q", c.body, code, msg, c.want)
		}
	}
	if code, msg := me.call(t, "POST", url+"/bot", nil, nil); code != 409 || !strings.Contains(msg, "human") {
		t.Errorf("bot on the human's turn: %d %s", code, msg)
	}
	// Play to the end: the human plays the first legal move, the bot its own.
	for range 200 {
		me.call(t, "GET", url, nil, &g)
		if g.Terminal {
			break
		}
		if g.Seats[g.ToMove] == "human" {
			var r struct{ Move string }
			if code, msg := me.call(t, "POST", url+"/moves", moveRequest{g.Legal[0].Move}, &r); code != 200 || r.Move != g.Legal[0].Move {
				t.Fatalf("playing %s: %d %s", g.Legal[0].Move, code, msg)
			}
			continue
		}
		if len(g.Legal) != 0 {
			t.Fatalf("the human sees the bot's %d legal moves", len(g.Legal))
		}
		if code, msg := me.call(t, "POST", url+"/moves", moveRequest{"pick 1"}, nil); code != 409 {
			t.Fatalf("a move on the bot's turn: %d %s", code, msg)
		}
		// A bot move asked for a position the game has left does nothing.
		var stale struct{ Moved bool }
		if code, msg := me.call(t, "POST", fmt.Sprintf("%s/bot?positions=%d", url, g.Positions-1), nil, &stale); code != 200 || stale.Moved {
			t.Fatalf("a stale bot request: %d %s %v", code, msg, stale.Moved)
		}
		if code, msg := me.call(t, "POST", fmt.Sprintf("%s/bot?positions=%d", url, g.Positions), nil, nil); code != 200 {
			t.Fatalf("bot: %d %s", code, msg)
		}
	}
	if !g.Terminal || len(g.History) != g.Positions-1 || len(g.Winners) == 0 {
		t.Fatalf("end: terminal %v, %d moves, %d positions, winners %v", g.Terminal, len(g.History), g.Positions, g.Winners)
	}
	if code, _ := me.call(t, "POST", url+"/bot", nil, nil); code != 409 {
		t.Errorf("bot after the end: %d", code)
	}
	// Once over, the seat sees the whole game, at every position, with the
	// score breakdowns.
	var first gameReply
	me.call(t, "GET", url+"?seat=-1&at=5", nil, &first)
	if first.At != 5 || first.Seat != -1 || len(first.Scores) != 2 || len(first.Legal) != 0 {
		t.Errorf("position 5: at %d, seat %d, %d scores, %d legal moves", first.At, first.Seat, len(first.Scores), len(first.Legal))
	}
	if len(g.Scores[0].Parts) == 0 {
		t.Errorf("no score breakdown at the end: %+v", g.Scores[0])
	}
	// Save, and load what was saved.
	var doc []byte
	if code, msg := me.call(t, "GET", url+"/save", nil, &doc); code != 200 {
		t.Fatalf("save: %d %s", code, msg)
	}
	var loaded started
	if code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: string(doc)}, &loaded); code != 200 || loaded.Game != "kingdomino" {
		t.Fatalf("load: %d %s %+v", code, msg, loaded)
	}
	var back gameReply
	me.as(loaded.Keys[0]).call(t, "GET", "/api/games/"+loaded.ID, nil, &back)
	if !back.Terminal || back.Text != g.Text || back.Positions != 1 {
		t.Errorf("the loaded game differs: terminal %v, %d positions", back.Terminal, back.Positions)
	}
	var early []byte
	me.call(t, "GET", url+"/save?at=3", nil, &early)
	if bytes.Equal(early, doc) {
		t.Error("the save of position 3 is the last position's")
	}
	if code, _ := me.call(t, "GET", url+"/save?at=999", nil, nil); code != 400 {
		t.Errorf("save of a missing position: %d", code)
	}
	if code, msg := me.call(t, "GET", "/api/games/nope", nil, nil); code != 404 || !strings.Contains(msg, "no game") {
		t.Errorf("unknown game: %d %s", code, msg)
	}
	for _, p := range []string{"/moves", "/bot"} {
		if code, _ := me.call(t, "POST", "/api/games/nope"+p, moveRequest{"x"}, nil); code != 404 {
			t.Errorf("unknown game %s: %d", p, code)
		}
	}
}

// TestKeys checks who may see and do what: two human seats and a watcher
// of an Arkadia game, and requests without a key or with another's.
func TestKeys(t *testing.T) {
	h := newServer(testLimits())
	st := start(t, h, create("arkadia", 2, 2, "human", "human"))
	url := "/api/games/" + st.ID
	c := tclient{h: h}
	p0, p1, watch := c.as(st.Keys[0]), c.as(st.Keys[1]), c.as(st.Watch)
	if code, msg := c.call(t, "GET", url, nil, nil); code != 401 || !strings.Contains(msg, "needs a key") {
		t.Errorf("no key: %d %s", code, msg)
	}
	other := start(t, h, create("arkadia", 2, 2, "human", "human"))
	for _, k := range []string{other.Keys[0], other.Watch, strings.Repeat("0", 32), st.ID} {
		if code, msg := c.as(k).call(t, "GET", url, nil, nil); code != 403 || !strings.Contains(msg, "none of this game's") {
			t.Errorf("key %s: %d %s", k, code, msg)
		}
	}
	var v0, v1, vw gameReply
	p0.call(t, "GET", url, nil, &v0)
	p1.call(t, "GET", url, nil, &v1)
	watch.call(t, "GET", url, nil, &vw)
	hands := func(g gameReply) int { return strings.Count(g.SVG, ">hand:<") }
	if v0.You != 0 || v1.You != 1 || vw.You != -2 || hands(v0) != 1 || hands(v1) != 1 || hands(vw) != 0 {
		t.Fatalf("views: you %d %d %d; hands shown %d %d %d", v0.You, v1.You, vw.You, hands(v0), hands(v1), hands(vw))
	}
	if fmt.Sprint(vw.Views) != "[-2]" || len(vw.Legal) != 0 {
		t.Errorf("the watcher may see %v and play %d moves", vw.Views, len(vw.Legal))
	}
	for _, q := range []string{"?seat=0", "?seat=-1"} {
		if code, msg := watch.call(t, "GET", url+q, nil, nil); code != 403 || !strings.Contains(msg, "what every player sees") {
			t.Errorf("watcher %s: %d %s", q, code, msg)
		}
	}
	// Only the seat to move plays; the watcher neither plays nor saves.
	mover, waiter := p0, p1
	if v0.ToMove == 1 {
		mover, waiter = p1, p0
	}
	legal := v0.Legal
	if v0.ToMove == 1 {
		legal = v1.Legal
	}
	if code, msg := waiter.call(t, "POST", url+"/moves", moveRequest{legal[0].Move}, nil); code != 409 || !strings.Contains(msg, "not yours") {
		t.Errorf("a move out of turn: %d %s", code, msg)
	}
	if code, msg := watch.call(t, "POST", url+"/moves", moveRequest{legal[0].Move}, nil); code != 403 || !strings.Contains(msg, "watching") {
		t.Errorf("a watcher's move: %d %s", code, msg)
	}
	if code, msg := watch.call(t, "GET", url+"/save", nil, nil); code != 403 {
		t.Errorf("a watcher's save: %d %s", code, msg)
	}
	// A seat's save is its view: its own hand, not the other's.
	var doc []byte
	if code, msg := p0.call(t, "GET", url+"/save", nil, &doc); code != 200 {
		t.Fatalf("save: %d %s", code, msg)
	}
	var s arkadia.State
	if err := json.Unmarshal(doc, &s); err != nil {
		t.Fatalf("the seat's save: %v", err)
	}
	if s.Hidden(0) || !s.Hidden(1) {
		t.Errorf("player 0's save hides hands: %v %v", s.Hidden(0), s.Hidden(1))
	}
	// A move wakes a page waiting for it.
	got := make(chan int, 1)
	go func() {
		var r struct{ Positions int }
		waiter.call(t, "GET", fmt.Sprintf("%s/wait?positions=%d", url, v0.Positions), nil, &r)
		got <- r.Positions
	}()
	time.Sleep(50 * time.Millisecond)
	if code, msg := mover.call(t, "POST", url+"/moves", moveRequest{legal[0].Move}, nil); code != 200 {
		t.Fatalf("the move: %d %s", code, msg)
	}
	select {
	case n := <-got:
		if n != v0.Positions+1 {
			t.Errorf("the wait answered %d positions, want %d", n, v0.Positions+1)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the wait did not end with the move")
	}
	// A wait with nothing new ends at the bound.
	begin := time.Now()
	var r struct{ Positions int }
	watch.call(t, "GET", fmt.Sprintf("%s/wait?positions=%d", url, v0.Positions+1), nil, &r)
	if d := time.Since(begin); r.Positions != v0.Positions+1 || d < time.Second || d > 10*time.Second {
		t.Errorf("an idle wait: %d positions after %v", r.Positions, d)
	}
}

// TestHiddenInformation checks that an Arkadia human seat sees its hand and
// not the bot's, and that a game between bots is seen whole through its
// host key only.
func TestHiddenInformation(t *testing.T) {
	h := newServer(testLimits())
	st := start(t, h, create("arkadia", 2, 2, "human", "greedy"))
	var g gameReply
	tclient{h: h, key: st.Keys[0]}.call(t, "GET", "/api/games/"+st.ID, nil, &g)
	s, err := arkadia.New(arkadia.Config{Players: 2, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	view := s.View(0)
	if g.Text[:len(view.String())] != view.String() {
		t.Errorf("the page's text is not player 0's view:\n%s", g.Text)
	}
	if !g.Scores[1].Hidden || g.Scores[0].Hidden {
		t.Errorf("hidden scores: %v %v", g.Scores[0].Hidden, g.Scores[1].Hidden)
	}
	hands := map[string]bool{}
	for _, r := range g.Regions {
		if h, _, ok := strings.Cut(r.ID, ":"); ok && strings.HasPrefix(h, "hand") {
			hands[h] = true
		}
	}
	if strings.Count(g.SVG, ">hand:<") != 1 || !hands["hand0"] || hands["hand1"] {
		t.Errorf("the picture shows %d hands (regions %v), want the human's only", strings.Count(g.SVG, ">hand:<"), hands)
	}
	// A game between bots can be seen whole through its host key, and its
	// watch key still shows only what every player sees.
	st = start(t, h, create("arkadia", 2, 2, "random", "random"))
	if st.Host == "" {
		t.Fatal("no host key for a game between bots")
	}
	tclient{h: h, key: st.Host}.call(t, "GET", "/api/games/"+st.ID, nil, &g)
	if g.Seat != -1 || strings.Count(g.SVG, ">hand:<") != 2 {
		t.Errorf("the host of a game between bots: seat %d, %d hands shown", g.Seat, strings.Count(g.SVG, ">hand:<"))
	}
	tclient{h: h, key: st.Watch}.call(t, "GET", "/api/games/"+st.ID, nil, &g)
	if g.Seat != -2 || strings.Count(g.SVG, ">hand:<") != 0 {
		t.Errorf("watching bots: seat %d, %d hands shown", g.Seat, strings.Count(g.SVG, ">hand:<"))
	}
}

func TestCreateErrors(t *testing.T) {
	h := newServer(testLimits())
	for _, c := range []struct {
		req  any
		want string
	}{
		{createRequest{Game: "chess"}, "unknown game"},
		{createRequest{Game: "kingdomino", Players: 7}, "at most 6 players"},
		{createRequest{Game: "kingdomino", Players: 5}, "players"},
		{createRequest{Game: "kingdomino", Variants: []string{"space"}}, "unknown variant"},
		{createRequest{Game: "kingdomino", Seats: []string{"human", "wizard"}}, "seat 1"},
		{createRequest{Game: "kingdomino", Players: 3, Seats: []string{"human", "random"}}, "2 seats for 3 players"},
		{createRequest{Game: "kingdomino", Seats: []string{"human", "ismcts:fast"}}, "seat 1"},
		{`{"game": "kingdomino", "seed": "18446744073709551616"}`, `seed "18446744073709551616": want a whole number from 0 to 18446744073709551615`},
		{`{"game": "kingdomino", "seed": "-1"}`, `seed "-1"`},
		{`{"game": "kingdomino", "seed": "1e3"}`, `seed "1e3"`},
		{`{"game": "kingdomino", "seed": 1.5}`, `seed "1.5"`},
		{"not json", "bad request body"},
		{"", "bad request body"},
	} {
		if code, msg := call(t, h, "POST", "/api/games", c.req, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("%+v: %d %q, want 400 %q", c.req, code, msg, c.want)
		}
	}
}

// TestSeeds checks that a seed comes back as it was typed, up to the
// largest, and that it is the game's seed.
func TestSeeds(t *testing.T) {
	h := newServer(testLimits())
	var st started
	if code, msg := call(t, h, "POST", "/api/games", `{"game": "kingdomino", "seed": null}`, &st); code != 200 || st.Seed != "0" {
		t.Errorf("a null seed: %d %s %q", code, msg, st.Seed)
	}
	for _, seed := range []string{"0", "7", "9007199254740993", "18446744073709551615"} {
		var st started
		if code, msg := call(t, h, "POST", "/api/games", `{"game": "kingdombuilder", "players": 2, "seed": "`+seed+`"}`, &st); code != 200 {
			t.Fatalf("seed %s: %d %s", seed, code, msg)
		}
		var g gameReply
		tclient{h: h, key: st.Keys[0]}.call(t, "GET", "/api/games/"+st.ID+"?seat=0", nil, &g)
		if st.Seed != seed || g.Seed != seed {
			t.Errorf("seed %s came back as %s and %s", seed, st.Seed, g.Seed)
		}
	}
	// The same seed as a number and as text gives the same game.
	a := start(t, h, map[string]any{"game": "kingdombuilder", "players": 2, "seed": 9007199254740993})
	b := start(t, h, map[string]any{"game": "kingdombuilder", "players": 2, "seed": "9007199254740993"})
	var ga, gb gameReply
	tclient{h: h, key: a.Keys[0]}.call(t, "GET", "/api/games/"+a.ID+"?seat=0", nil, &ga)
	tclient{h: h, key: b.Keys[0]}.call(t, "GET", "/api/games/"+b.ID+"?seat=0", nil, &gb)
	if ga.Text != gb.Text || a.Seed != "9007199254740993" {
		t.Errorf("the seed as a number and as text give different games (%s)", a.Seed)
	}
}

// TestBotBudget checks that an ISMCTS seat's budget is bounded by the
// server's thinking time.
func TestBotBudget(t *testing.T) {
	lim := testLimits()
	s := newServer(lim)
	seats, err := s.parseSeats("kingdombuilder", []string{"ismcts:10m", "ismcts:999999999", "ismcts"})
	if err != nil {
		t.Fatal(err)
	}
	for i, seat := range seats {
		if seat.Options.Time != lim.MaxThink || seat.Options.Iterations > lim.MaxIterations || seat.Options.Iterations == 0 {
			t.Errorf("seat %d: %+v", i, seat.Options)
		}
	}
	st := start(t, s, create("kingdombuilder", 2, 1, "ismcts:1h", "human"))
	begin := time.Now()
	if code, msg := (tclient{h: s, key: st.Keys[1]}).call(t, "POST", "/api/games/"+st.ID+"/bot", nil, nil); code != 200 {
		t.Fatalf("bot: %d %s", code, msg)
	}
	if d := time.Since(begin); d > lim.MaxThink+2*time.Second {
		t.Errorf("the bot thought %v, bound %v", d, lim.MaxThink)
	}
}

func TestLoadErrors(t *testing.T) {
	h := newServer(testLimits())
	kb, err := kingdombuilder.New(kingdombuilder.Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(kb)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		req  loadRequest
		want string
	}{
		{loadRequest{Document: " "}, "no document"},
		{loadRequest{Document: "{"}, "cannot load the document"},
		{loadRequest{Document: string(doc), Game: "kingdomino"}, "cannot load the document"},
		{loadRequest{Document: string(doc), Game: "go"}, "unknown game"},
		{loadRequest{Document: string(doc), Seats: []string{"human", "elf", "human"}}, "seat 1"},
	} {
		if code, msg := call(t, h, "POST", "/api/load", c.req, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("%.60v: %d %q, want 400 %q", c.req, code, msg, c.want)
		}
	}
	// The wrong number of seats for a good document says so, first and
	// alone: no other game's reason.
	code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: string(doc), Seats: []string{"human", "human"}}, nil)
	if code != 400 || !strings.HasPrefix(msg, "cannot load the document: kingdombuilder: 2 seats for the 3 players of the document") || strings.Contains(msg, "kingdomino") || strings.Contains(msg, "arkadia") {
		t.Errorf("wrong number of seats: %d %q", code, msg)
	}
	lim := testLimits()
	lim.MaxDocument = 8 << 10
	big := loadRequest{Document: `{"schema": "kingdombuilder/1", "x": "` + strings.Repeat("x", lim.MaxDocument) + `"}`}
	if code, msg := call(t, newServer(lim), "POST", "/api/load", big, nil); code != 413 || !strings.Contains(msg, "no game's document is larger") {
		t.Errorf("a huge document: %d %q", code, msg)
	}
	var r started
	if code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: string(doc), Seats: []string{"human", "greedy", "random"}}, &r); code != 200 || r.Game != "kingdombuilder" {
		t.Fatalf("load: %d %s", code, msg)
	}
	var g gameReply
	tclient{h: h, key: r.Keys[0]}.call(t, "GET", "/api/games/"+r.ID, nil, &g)
	if fmt.Sprint(g.Seats) != "[human greedy random]" || g.Seat != 0 {
		t.Errorf("loaded seats %v, view %d", g.Seats, g.Seat)
	}
}

func TestPreview(t *testing.T) {
	h := newServer(testLimits())
	var text strings.Builder
	for _, cs := range kingdombuilder.SampleSections()[:2] {
		b, err := cs.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		text.Write(b)
		text.WriteString("\n")
	}
	var out struct {
		Pictures []picture
		Text     string
	}
	if code, msg := call(t, h, "POST", "/api/preview", previewRequest{"sections", text.String()}, &out); code != 200 || len(out.Pictures) != 2 || !strings.Contains(out.Pictures[0].SVG, "<polygon") {
		t.Fatalf("sections: %d %s, %d pictures", code, msg, len(out.Pictures))
	}
	if code, msg := call(t, h, "POST", "/api/preview", previewRequest{"edition", arkadia.Default().String()}, &out); code != 200 || len(out.Pictures) != 1 || !strings.Contains(out.Text, "orientations:") {
		t.Fatalf("edition: %d %s, %d pictures, %.100s", code, msg, len(out.Pictures), out.Text)
	}
	for _, c := range []struct {
		req  previewRequest
		want string
	}{
		{previewRequest{"sections", "section x base\nG G\n"}, "line"},
		{previewRequest{"sections", "# nothing\n"}, "no section"},
		{previewRequest{"edition", "arkadia-edition 1\nboard 2 2\n..\n"}, "line"},
		{previewRequest{"edition", ""}, "line"},
		{previewRequest{"poem", "roses"}, "want \"sections\""},
	} {
		if code, msg := call(t, h, "POST", "/api/preview", c.req, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("%+v: %d %q, want 400 %q", c.req, code, msg, c.want)
		}
	}
}

// TestHugePreview sends the preview that took 18 seconds and 450 MB before
// it was bounded (a body of 0.99 MB holding 4,300 sections), and one just
// within the body's bound: both are refused at once, allocating little, and
// the answer to the largest accepted preview stays the size of a game's
// pictures.
func TestHugePreview(t *testing.T) {
	lim := defaultLimits()
	h := newServer(lim)
	b, err := kingdombuilder.SampleSections()[0].MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	name := kingdombuilder.SampleSections()[0].Name()
	sections := func(n int) string {
		var all strings.Builder
		for i := range n {
			all.WriteString(strings.Replace(string(b), name, fmt.Sprintf("s%d", i), 1) + "\n")
		}
		return all.String()
	}
	attack := sections(4300)
	within := sections(int(lim.MaxBody)/(len(b)+2) - 20)
	for _, text := range []string{attack, within} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		begin := time.Now()
		code, msg := call(t, h, "POST", "/api/preview", previewRequest{"sections", text}, nil)
		d := time.Since(begin)
		runtime.ReadMemStats(&after)
		if code != 413 || !strings.Contains(msg, "larger than the server accepts") && !strings.Contains(msg, "at most") {
			t.Errorf("a preview of %d bytes: %d %.100s", len(text), code, msg)
		}
		if d > 2*time.Second {
			t.Errorf("refusing a preview of %d bytes took %v", len(text), d)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 8*uint64(len(text))+(4<<20) {
			t.Errorf("refusing a preview of %d bytes allocated %d bytes", len(text), grew)
		}
		t.Logf("a preview of %d bytes refused in %v: %s", len(text), d, msg)
	}
	if code, msg := call(t, h, "POST", "/api/preview", previewRequest{"sections", sections(lim.MaxSections + 1)}, nil); code != 413 || !strings.Contains(msg, fmt.Sprintf("%d sections", lim.MaxSections+1)) {
		t.Errorf("one section too many: %d %.100s", code, msg)
	}
	var out []byte
	most := sections(lim.MaxSections)
	if code, msg := call(t, h, "POST", "/api/preview", previewRequest{"sections", most}, &out); code != 200 {
		t.Fatalf("the most sections: %d %s", code, msg)
	}
	if len(out) > 512<<10 {
		t.Errorf("the answer to %d sections has %d bytes", lim.MaxSections, len(out))
	}
	t.Logf("%d sections (%d bytes) drawn in %d bytes", lim.MaxSections, len(most), len(out))
}

// TestCrossSite checks that a request that changes state from another
// site's page is refused, as is a body that is not JSON (a plain form),
// while the page's own requests and programs without a browser are served.
func TestCrossSite(t *testing.T) {
	h := newServer(testLimits())
	body := `{"game": "kingdomino", "players": 2}`
	send := func(header map[string]string) (int, string) {
		r := httptest.NewRequest("POST", "http://localhost:8080/api/games", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		for k, v := range header {
			r.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		return rec.Code, rec.Body.String()
	}
	for _, hd := range []map[string]string{
		{"Sec-Fetch-Site": "cross-site"},
		{"Sec-Fetch-Site": "same-site"},
		{"Origin": "http://evil.example"},
		{"Origin": "http://localhost:9999"},
		{"Sec-Fetch-Site": "cross-site", "Content-Type": "text/plain"},
	} {
		if code, msg := send(hd); code != 403 || !strings.Contains(msg, "cross-site") {
			t.Errorf("%v: %d %s", hd, code, msg)
		}
	}
	if code, msg := send(map[string]string{"Content-Type": "text/plain"}); code != 415 {
		t.Errorf("a plain form: %d %s", code, msg)
	}
	for _, hd := range []map[string]string{
		{"Sec-Fetch-Site": "same-origin"},
		{"Origin": "http://localhost:8080"},
		{},
	} {
		if code, msg := send(hd); code != 200 {
			t.Errorf("%v: %d %s", hd, code, msg)
		}
	}
	if n := storedGames(t, h); n != 3 {
		t.Errorf("%d games started, want the 3 same-origin ones", n)
	}
}

// TestLimits sends an oversized request and floods of games: each is
// refused with a clear status, and the server goes on serving.
func TestLimits(t *testing.T) {
	lim := testLimits()
	h := newServer(lim)
	huge := `{"document": "` + strings.Repeat("x", int(lim.MaxBody)) + `"}`
	for _, path := range []string{"/api/load", "/api/preview", "/api/games"} {
		if code, msg := call(t, h, "POST", path, huge, nil); code != 413 || !strings.Contains(msg, "larger than") {
			t.Errorf("huge body to %s: %d %s", path, code, msg)
		}
	}
	// Games beyond the bound drop the finished and idle ones, then the
	// client's own, the least recently active first.
	var ids []started
	for range lim.MaxGames + 2 {
		ids = append(ids, start(t, h, create("kingdomino", 2, 1)))
	}
	if code, msg := (tclient{h: h, key: ids[0].Watch}).call(t, "GET", "/api/games/"+ids[0].ID, nil, nil); code != 404 || !strings.Contains(msg, "dropped") {
		t.Errorf("the oldest game: %d %s", code, msg)
	}
	last := ids[len(ids)-1]
	if code, _ := (tclient{h: h, key: last.Watch}).call(t, "GET", "/api/games/"+last.ID, nil, nil); code != 200 {
		t.Errorf("the newest game: %d", code)
	}
	if n := storedGames(t, h); n != lim.MaxGames {
		t.Errorf("%d games held, bound %d", n, lim.MaxGames)
	}
	// A flood of new games is refused beyond the rate.
	lim.CreateBurst, lim.CreateRate = 5, 0.5
	h = newServer(lim)
	refused := 0
	for range 50 {
		code, msg := call(t, h, "POST", "/api/games", create("kingdomino", 2, 1), nil)
		if code == 429 {
			refused++
			if !strings.Contains(msg, "too many") {
				t.Errorf("429 with %q", msg)
			}
		}
	}
	if refused < 40 {
		t.Errorf("%d of 50 games refused in a flood, want at least 40", refused)
	}
	if code, _ := call(t, h, "GET", "/api/meta", nil, nil); code != 200 {
		t.Errorf("after the flood: %d", code)
	}
}

// TestEviction floods the server with games started from one address while
// a game of another address is being played: the flood is refused beyond
// its rate, drops only the flooder's own games and finished or idle ones,
// and never the game being played.
func TestEviction(t *testing.T) {
	lim := defaultLimits()
	lim.MaxGames = 16
	lim.ClientGames = 4
	lim.ActiveFor = time.Hour
	h := newServer(lim)
	alice := tclient{h: h, remote: "198.51.100.7:4000"}
	bob := tclient{h: h, remote: "203.0.113.9:5000"}
	carol := tclient{h: h, remote: "[2001:db8:1:2::5]:6000"}
	mine := alice.start(t, create("kingdomino", 2, 3, "human", "human"))
	// An idle game of Carol's, started long ago by the clock of the server.
	old := carol.start(t, create("kingdomino", 2, 3, "human", "human"))
	setActive(t, h, old.ID, time.Now().Add(-2*time.Hour))
	url := "/api/games/" + mine.ID
	refused, started := 0, 0
	for i := range 300 {
		// Bob floods from several ports of one address, and from another
		// address of the same IPv6 network.
		b := bob
		b.remote = fmt.Sprintf("203.0.113.9:%d", 5000+i)
		code, _ := b.call(t, "POST", "/api/games", create("kingdomino", 2, 1), nil)
		switch code {
		case 200:
			started++
		case 429:
			refused++
		default:
			t.Fatalf("start %d: status %d", i, code)
		}
		if i%50 == 0 {
			// Alice plays on.
			var g gameReply
			p := alice.as(mine.Keys[0])
			if code, msg := p.call(t, "GET", url, nil, &g); code != 200 {
				t.Fatalf("after %d starts Alice's game: %d %s", i, code, msg)
			}
			p = alice.as(mine.Keys[g.ToMove])
			p.call(t, "GET", url, nil, &g)
			if code, msg := p.call(t, "POST", url+"/moves", moveRequest{g.Legal[0].Move}, nil); code != 200 {
				t.Fatalf("Alice's move: %d %s", code, msg)
			}
		}
	}
	if started > lim.ClientCreateBurst+5 || refused < 250 {
		t.Errorf("one address started %d games and was refused %d times", started, refused)
	}
	bobs := ownGames(t, h, "203.0.113.9")
	alive := isStored(t, h, mine.ID)
	if !alive || bobs > lim.ClientGames {
		t.Errorf("after the flood: Alice's game held %v, Bob holds %d games (bound %d)", alive, bobs, lim.ClientGames)
	}
	// Bob's starts over time: his own games go, Carol's idle one goes only
	// when the server is full, Alice's never.
	for i := range 3 * lim.MaxGames {
		h.mu.Lock()
		h.clients["203.0.113.9"].bucket.tokens = 10 // as if time had passed
		h.mu.Unlock()
		h.starts.mu.Lock()
		h.starts.tokens = 10
		h.starts.mu.Unlock()
		who := tclient{h: h, remote: fmt.Sprintf("192.0.2.%d:80", i)}
		if code, msg := who.call(t, "POST", "/api/games", create("kingdomino", 2, 1), nil); code != 200 && code != 503 {
			t.Fatalf("start %d: %d %s", i, code, msg)
		} else if code == 503 && !strings.Contains(msg, "all being played") {
			t.Errorf("a start refused with %q", msg)
		}
	}
	alive = isStored(t, h, mine.ID)
	oldAlive := isStored(t, h, old.ID)
	n := storedGames(t, h)
	if !alive || oldAlive || n > lim.MaxGames {
		t.Errorf("after starts from many addresses: Alice's game held %v, Carol's idle game held %v, %d games (bound %d)", alive, oldAlive, n, lim.MaxGames)
	}
	if k := clientKey(httptest.NewRequest("GET", "/", nil)); k != "192.0.2.1" {
		t.Errorf("the key of an IPv4 client: %s", k)
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "[2001:db8:1:2:aaaa::1]:1"
	if k := clientKey(r); k != "2001:db8:1:2::/64" {
		t.Errorf("the key of an IPv6 client: %s", k)
	}
}

// TestFlood sends many requests at once to a real server on the loopback
// interface, from 20 addresses (127.0.0.10 to 127.0.0.29, where the system
// allows it): the ones beyond the bounds are refused with 503 (all
// clients) or 429 (one client), the others are served, and the server
// serves afterwards.
func TestFlood(t *testing.T) {
	lim := testLimits()
	lim.MaxInFlight = 4
	s := newServer(lim)
	srv := httptest.NewServer(s)
	defer srv.Close()
	st := start(t, s, create("kingdombuilder", 4, 1, "human", "human", "human", "human"))
	var clients []*http.Client
	for i := range 20 {
		c, _, err := tryFrom(t, fmt.Sprintf("127.0.0.%d", 10+i))
		if err != nil {
			t.Logf("one address only: %v", err)
			clients = []*http.Client{{Timeout: 30 * time.Second}}
			break
		}
		clients = append(clients, c)
	}
	var (
		mu    sync.Mutex
		codes = map[int]int{}
		wg    sync.WaitGroup
	)
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("GET", srv.URL+"/api/games/"+st.ID, nil)
			req.Header.Set("Authorization", "Bearer "+st.Watch)
			resp, err := clients[i%len(clients)].Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			mu.Lock()
			codes[resp.StatusCode]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	if codes[200] == 0 || codes[200]+codes[503]+codes[429] != 200 {
		t.Errorf("answers to the flood: %v", codes)
	}
	t.Logf("answers to 200 requests at once from %d addresses, with %d in flight and %d a client: %v", len(clients), lim.MaxInFlight, lim.ClientRequests, codes)
	resp, err := http.Get(srv.URL + "/api/meta")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after the flood: %v %v", resp, err)
	}
	resp.Body.Close()
}

// TestServerTimeouts checks that the server bounds slow clients.
func TestServerTimeouts(t *testing.T) {
	lim := testLimits()
	srv := newHTTPServer(newServer(lim), lim)
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= lim.LongPoll || srv.IdleTimeout <= 0 || srv.MaxHeaderBytes <= 0 {
		t.Errorf("unbounded server: %+v", srv)
	}
	if err := run("localhost:0", "", limits{}); err == nil {
		t.Error("zero limits accepted")
	}
}

// TestBotsBusy checks that a bot move waits a bounded time for a thinking
// slot, holding no slot of the requests worked on, and is then refused with
// 503.
func TestBotsBusy(t *testing.T) {
	lim := testLimits()
	lim.Bots, lim.BotWait, lim.MaxInFlight = 1, 500*time.Millisecond, 1
	s := newServer(lim)
	st := start(t, s, create("kingdomino", 2, 1, "random", "random"))
	bot := tclient{h: s, key: st.Host}
	if !s.bots.acquire(context.Background(), "another", 0) { // another bot is thinking
		t.Fatal("no free thinking slot")
	}
	begin := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		if code, msg := bot.call(t, "POST", "/api/games/"+st.ID+"/bot", nil, nil); code != 503 || !strings.Contains(msg, "busy") {
			t.Errorf("bot while another thinks: %d %s", code, msg)
		}
	}()
	time.Sleep(100 * time.Millisecond)
	// The one slot of the requests worked on is free meanwhile.
	if code, msg := bot.call(t, "GET", "/api/games/"+st.ID, nil, nil); code != 200 {
		t.Errorf("a view while a bot waits: %d %s", code, msg)
	}
	<-done
	if d := time.Since(begin); d > 5*time.Second {
		t.Errorf("waited %v for a slot, bound %v", d, lim.BotWait)
	}
	s.bots.release("another")
	if code, msg := bot.call(t, "POST", "/api/games/"+st.ID+"/bot", nil, nil); code != 200 {
		t.Errorf("bot with a free slot: %d %s", code, msg)
	}
}

// TestGate fills every slot of the requests worked on: the API answers 503
// at once, the page's files are served, and a page's wait for the next
// move, which holds no slot, is answered.
func TestGate(t *testing.T) {
	lim := testLimits()
	lim.MaxInFlight, lim.LongPoll = 2, 100*time.Millisecond
	s := newServer(lim)
	st := start(t, s, create("kingdomino", 2, 1, "human", "human"))
	for range lim.MaxInFlight {
		s.flight <- struct{}{}
	}
	c := tclient{h: s, key: st.Keys[0]}
	for _, path := range []string{"/api/meta", "/api/games/" + st.ID} {
		if code, msg := c.call(t, "GET", path, nil, nil); code != 503 || !strings.Contains(msg, "busy") {
			t.Errorf("GET %s with every slot taken: %d %s", path, code, msg)
		}
	}
	if code, msg := c.call(t, "POST", "/api/games", create("kingdomino", 2, 1), nil); code != 503 {
		t.Errorf("a start with every slot taken: %d %s", code, msg)
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != 200 {
		t.Errorf("the page with every slot taken: %d", rec.Code)
	}
	var r struct{ Positions int }
	if code, msg := c.call(t, "GET", "/api/games/"+st.ID+"/wait?positions=1", nil, &r); code != 200 || r.Positions != 1 {
		t.Errorf("a wait with every slot taken: %d %s %d", code, msg, r.Positions)
	}
	for range lim.MaxInFlight {
		<-s.flight
	}
	if code, msg := c.call(t, "GET", "/api/games/"+st.ID, nil, nil); code != 200 {
		t.Errorf("with the slots free: %d %s", code, msg)
	}
}
