package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
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
	lim.MaxThink = 200 * time.Millisecond
	return lim
}

// call sends a request to h and decodes a JSON answer into out (when not
// nil); it returns the status and the error text of an error answer.
func call(t *testing.T, h http.Handler, method, url string, body any, out any) (int, string) {
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
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, url, rd))
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

func start(t *testing.T, h http.Handler, req createRequest) string {
	t.Helper()
	var r struct{ ID string }
	if code, msg := call(t, h, "POST", "/api/games", req, &r); code != 200 {
		t.Fatalf("starting %+v: %d %s", req, code, msg)
	}
	return r.ID
}

func TestPageAndMeta(t *testing.T) {
	h := newServer(testLimits())
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 || rec.Body.Len() < 500 {
			t.Errorf("GET %s: %d, %d bytes", path, rec.Code, rec.Body.Len())
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
	id := start(t, h, createRequest{Game: "kingdomino", Players: 2, Seats: []string{"human", "random"}, Seed: 4})
	url := "/api/games/" + id
	var g gameReply
	call(t, h, "GET", url, nil, &g)
	for g.ToMove != 0 {
		if code, msg := call(t, h, "POST", url+"/bot", nil, nil); code != 200 {
			t.Fatalf("bot: %d %s", code, msg)
		}
		call(t, h, "GET", url, nil, &g)
	}
	if g.Seat != 0 || g.At != g.Positions-1 || len(g.Legal) == 0 || !strings.Contains(g.SVG, "<svg") || len(g.Regions) == 0 {
		t.Fatalf("first position: seat %d at %d of %d, %d legal moves, %d regions", g.Seat, g.At, g.Positions, len(g.Legal), len(g.Regions))
	}
	// The whole state and the bot's view are not shown while a human plays.
	for _, q := range []string{"?seat=-1", "?seat=1"} {
		if code, msg := call(t, h, "GET", url+q, nil, nil); code != 403 || !strings.Contains(msg, "own view") {
			t.Errorf("GET %s: %d %s", q, code, msg)
		}
	}
	for _, c := range []struct{ q, want string }{
		{"?seat=5", "no seat 5"}, {"?at=99", "no position 99"}, {"?at=x", "want an integer"},
	} {
		if code, msg := call(t, h, "GET", url+c.q, nil, nil); code != 400 || !strings.Contains(msg, c.want) {
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
		if code, msg := call(t, h, "POST", url+"/moves", c.body, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("move %v: %d %q, want 400 %q", c.body, code, msg, c.want)
		}
	}
	if code, msg := call(t, h, "POST", url+"/bot", nil, nil); code != 409 || !strings.Contains(msg, "human") {
		t.Errorf("bot on the human's turn: %d %s", code, msg)
	}
	// Play to the end: the human plays the first legal move, the bot its own.
	for range 200 {
		call(t, h, "GET", url, nil, &g)
		if g.Terminal {
			break
		}
		if g.Seats[g.ToMove] == "human" {
			var r struct{ Move string }
			if code, msg := call(t, h, "POST", url+"/moves", moveRequest{g.Legal[0].Move}, &r); code != 200 || r.Move != g.Legal[0].Move {
				t.Fatalf("playing %s: %d %s", g.Legal[0].Move, code, msg)
			}
			continue
		}
		if len(g.Legal) != 0 {
			t.Fatalf("the human sees the bot's %d legal moves", len(g.Legal))
		}
		if code, msg := call(t, h, "POST", url+"/moves", moveRequest{"pick 1"}, nil); code != 409 {
			t.Fatalf("a move on the bot's turn: %d %s", code, msg)
		}
		if code, msg := call(t, h, "POST", url+"/bot", nil, nil); code != 200 {
			t.Fatalf("bot: %d %s", code, msg)
		}
	}
	if !g.Terminal || len(g.History) != g.Positions-1 || len(g.Winners) == 0 {
		t.Fatalf("end: terminal %v, %d moves, %d positions, winners %v", g.Terminal, len(g.History), g.Positions, g.Winners)
	}
	if code, _ := call(t, h, "POST", url+"/bot", nil, nil); code != 409 {
		t.Errorf("bot after the end: %d", code)
	}
	// Once over, the whole game can be seen, at every position, with the
	// score breakdowns.
	var first gameReply
	call(t, h, "GET", url+"?seat=-1&at=5", nil, &first)
	if first.At != 5 || first.Seat != -1 || len(first.Scores) != 2 || len(first.Legal) != 0 {
		t.Errorf("position 5: at %d, seat %d, %d scores, %d legal moves", first.At, first.Seat, len(first.Scores), len(first.Legal))
	}
	if len(g.Scores[0].Parts) == 0 {
		t.Errorf("no score breakdown at the end: %+v", g.Scores[0])
	}
	// Save, and load what was saved.
	var doc []byte
	if code, msg := call(t, h, "GET", url+"/save", nil, &doc); code != 200 {
		t.Fatalf("save: %d %s", code, msg)
	}
	var loaded struct{ ID, Game string }
	if code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: string(doc)}, &loaded); code != 200 || loaded.Game != "kingdomino" {
		t.Fatalf("load: %d %s %+v", code, msg, loaded)
	}
	var back gameReply
	call(t, h, "GET", "/api/games/"+loaded.ID, nil, &back)
	if !back.Terminal || back.Text != g.Text || back.Positions != 1 {
		t.Errorf("the loaded game differs: terminal %v, %d positions", back.Terminal, back.Positions)
	}
	var early []byte
	call(t, h, "GET", url+"/save?at=3", nil, &early)
	if bytes.Equal(early, doc) {
		t.Error("the save of position 3 is the last position's")
	}
	if code, _ := call(t, h, "GET", url+"/save?at=999", nil, nil); code != 400 {
		t.Errorf("save of a missing position: %d", code)
	}
	if code, msg := call(t, h, "GET", "/api/games/nope", nil, nil); code != 404 || !strings.Contains(msg, "no game") {
		t.Errorf("unknown game: %d %s", code, msg)
	}
	for _, p := range []string{"/moves", "/bot"} {
		if code, _ := call(t, h, "POST", "/api/games/nope"+p, moveRequest{"x"}, nil); code != 404 {
			t.Errorf("unknown game %s: %d", p, code)
		}
	}
}

// TestHiddenInformation checks that an Arkadia human seat sees its hand and
// not the bot's.
func TestHiddenInformation(t *testing.T) {
	h := newServer(testLimits())
	id := start(t, h, createRequest{Game: "arkadia", Players: 2, Seats: []string{"human", "greedy"}, Seed: 2})
	var g gameReply
	call(t, h, "GET", "/api/games/"+id, nil, &g)
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
	// A game between bots can be watched whole.
	id = start(t, h, createRequest{Game: "arkadia", Players: 2, Seats: []string{"random", "random"}, Seed: 2})
	call(t, h, "GET", "/api/games/"+id, nil, &g)
	if g.Seat != -1 || strings.Count(g.SVG, ">hand:<") != 2 {
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
		{"not json", "bad request body"},
		{"", "bad request body"},
	} {
		if code, msg := call(t, h, "POST", "/api/games", c.req, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("%+v: %d %q, want 400 %q", c.req, code, msg, c.want)
		}
	}
}

// TestBotBudget checks that an ISMCTS seat's budget is bounded by the
// server's thinking time.
func TestBotBudget(t *testing.T) {
	lim := testLimits()
	s := newServer(lim)
	seats, err := s.parseSeats([]string{"ismcts:10m", "ismcts:999999999", "ismcts"})
	if err != nil {
		t.Fatal(err)
	}
	for i, seat := range seats {
		if seat.Options.Time != lim.MaxThink || seat.Options.Iterations > lim.MaxIterations || seat.Options.Iterations == 0 {
			t.Errorf("seat %d: %+v", i, seat.Options)
		}
	}
	id := start(t, s, createRequest{Game: "kingdombuilder", Players: 2, Seats: []string{"ismcts:1h", "human"}, Seed: 1})
	begin := time.Now()
	if code, msg := call(t, s, "POST", "/api/games/"+id+"/bot", nil, nil); code != 200 {
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
		{loadRequest{Document: "{"}, "document refused"},
		{loadRequest{Document: `{"schema": "kingdombuilder/1", "players": 77}`}, "kingdombuilder:"},
		{loadRequest{Document: string(doc), Game: "kingdomino"}, "document refused"},
		{loadRequest{Document: string(doc), Game: "go"}, "unknown game"},
		{loadRequest{Document: string(doc), Seats: []string{"human", "human"}}, "2 seats for the 3 players"},
		{loadRequest{Document: string(doc), Seats: []string{"human", "elf", "human"}}, "seat 1"},
	} {
		if code, msg := call(t, h, "POST", "/api/load", c.req, nil); code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("%.60v: %d %q, want 400 %q", c.req, code, msg, c.want)
		}
	}
	var r struct{ ID, Game string }
	if code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: string(doc), Seats: []string{"human", "greedy", "random"}}, &r); code != 200 || r.Game != "kingdombuilder" {
		t.Fatalf("load: %d %s", code, msg)
	}
	var g gameReply
	call(t, h, "GET", "/api/games/"+r.ID, nil, &g)
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

// TestLimits sends an oversized request and floods of games and of
// requests: each is refused with a clear status, and the server goes on
// serving.
func TestLimits(t *testing.T) {
	lim := testLimits()
	h := newServer(lim)
	huge := `{"document": "` + strings.Repeat("x", int(lim.MaxBody)) + `"}`
	for _, path := range []string{"/api/load", "/api/preview", "/api/games"} {
		if code, msg := call(t, h, "POST", path, huge, nil); code != 413 || !strings.Contains(msg, "larger than") {
			t.Errorf("huge body to %s: %d %s", path, code, msg)
		}
	}
	// Games beyond the bound drop the least recently used.
	var ids []string
	for range lim.MaxGames + 2 {
		ids = append(ids, start(t, h, createRequest{Game: "kingdomino", Players: 2}))
	}
	if code, msg := call(t, h, "GET", "/api/games/"+ids[0], nil, nil); code != 404 || !strings.Contains(msg, "dropped") {
		t.Errorf("the oldest game: %d %s", code, msg)
	}
	if code, _ := call(t, h, "GET", "/api/games/"+ids[len(ids)-1], nil, nil); code != 200 {
		t.Errorf("the newest game: %d", code)
	}
	if len(h.games) != lim.MaxGames {
		t.Errorf("%d games held, bound %d", len(h.games), lim.MaxGames)
	}
	// A flood of new games is refused beyond the rate.
	lim.CreateBurst, lim.CreateRate = 5, 0.5
	h = newServer(lim)
	refused := 0
	for range 50 {
		code, msg := call(t, h, "POST", "/api/games", createRequest{Game: "kingdomino", Players: 2}, nil)
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

// TestFlood sends many requests at once to a real server on the loopback
// interface: the ones beyond the bound are refused with 503, the others are
// served, and the server serves afterwards.
func TestFlood(t *testing.T) {
	lim := testLimits()
	lim.MaxInFlight = 4
	s := newServer(lim)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := start(t, s, createRequest{Game: "kingdombuilder", Players: 4, Seats: []string{"human", "human", "human", "human"}})
	var (
		mu    sync.Mutex
		codes = map[int]int{}
		wg    sync.WaitGroup
	)
	client := &http.Client{Timeout: 30 * time.Second}
	for range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := client.Get(srv.URL + "/api/games/" + id)
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
	if codes[200] == 0 || codes[200]+codes[503] != 200 {
		t.Errorf("answers to the flood: %v", codes)
	}
	t.Logf("answers to 200 requests at once with %d in flight: %v", lim.MaxInFlight, codes)
	resp, err := client.Get(srv.URL + "/api/meta")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after the flood: %v %v", resp, err)
	}
	resp.Body.Close()
}

// TestServerTimeouts checks that the server bounds slow clients.
func TestServerTimeouts(t *testing.T) {
	srv := newHTTPServer(newServer(testLimits()), testLimits())
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= testLimits().MaxThink || srv.IdleTimeout <= 0 || srv.MaxHeaderBytes <= 0 {
		t.Errorf("unbounded server: %+v", srv)
	}
	if err := run("localhost:0", limits{}); err == nil {
		t.Error("zero limits accepted")
	}
}

// TestBotsBusy checks that a bot move waits a bounded time for a thinking
// slot and is then refused with 503.
func TestBotsBusy(t *testing.T) {
	lim := testLimits()
	lim.Bots, lim.BotWait = 1, 50*time.Millisecond
	s := newServer(lim)
	id := start(t, s, createRequest{Game: "kingdomino", Players: 2, Seats: []string{"random", "random"}})
	s.think <- struct{}{} // another bot is thinking
	begin := time.Now()
	if code, msg := call(t, s, "POST", "/api/games/"+id+"/bot", nil, nil); code != 503 || !strings.Contains(msg, "busy") {
		t.Errorf("bot while another thinks: %d %s", code, msg)
	}
	if d := time.Since(begin); d > 5*time.Second {
		t.Errorf("waited %v for a slot, bound %v", d, lim.BotWait)
	}
	<-s.think
	if code, msg := call(t, s, "POST", "/api/games/"+id+"/bot", nil, nil); code != 200 {
		t.Errorf("bot with a free slot: %d %s", code, msg)
	}
}
