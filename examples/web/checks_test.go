package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// serve sends a request without a body through h and returns the status
// and the body.
func serve(h http.Handler, method, target, host string) (int, string) {
	r := httptest.NewRequest(method, target, nil)
	if host != "" {
		r.Host = host
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	return rec.Code, rec.Body.String()
}

// TestBadPaths checks that a path that is not UTF-8 (an overlong encoding
// of "/" or ".", a lone byte) is refused with 400, for the page's files and
// the API alike, quoting a short excerpt.
func TestBadPaths(t *testing.T) {
	h := newServer(testLimits())
	long := "/" + strings.Repeat("%C0%AF", 5000)
	for _, p := range []string{"/%C0%AF", "/%C0%AE%C0%AE/etc/passwd", "/%FF", "/app.js%FE", "/api/games/%C0%AF", "/api/%FF/x", long} {
		code, body := serve(h, "GET", p, "")
		if code != 400 || !strings.Contains(body, "not UTF-8") || len(body) > 400 {
			t.Errorf("GET %.40s: %d %.300s", p, code, body)
		}
	}
	if code, _ := serve(h, "GET", "/app.js", ""); code != 200 {
		t.Errorf("the page after bad paths: %d", code)
	}
}

// TestWatchBot checks that only a seat's link asks a bot to move in a game
// with a human seat, while any link of a game between bots may.
func TestWatchBot(t *testing.T) {
	h := newServer(testLimits())
	st := start(t, h, create("kingdombuilder", 2, 1, "random", "human"))
	url := "/api/games/" + st.ID + "/bot"
	if code, msg := (tclient{h: h, key: st.Watch}).call(t, "POST", url, nil, nil); code != 403 || !strings.Contains(msg, "only a seat's link") {
		t.Errorf("a watch link asking a bot to move: %d %s", code, msg)
	}
	if code, msg := (tclient{h: h, key: st.Keys[1]}).call(t, "POST", url, nil, nil); code != 200 {
		t.Errorf("a seat's link asking a bot to move: %d %s", code, msg)
	}
	bots := start(t, h, create("kingdombuilder", 2, 1, "random", "random"))
	for _, k := range []string{bots.Watch, bots.Host} {
		if code, msg := (tclient{h: h, key: k}).call(t, "POST", "/api/games/"+bots.ID+"/bot", nil, nil); code != 200 {
			t.Errorf("a link of a game between bots asking a bot to move: %d %s", code, msg)
		}
	}
}

// TestHosts checks that a server given host names answers only to them,
// with any port and in any case, for the page and the API; and that one
// without answers to any name.
func TestHosts(t *testing.T) {
	lim := testLimits()
	lim.Hosts = []string{"games.example.org", "localhost", "::1"}
	h := newServer(lim)
	for _, host := range []string{"evil.example", "games.example.org.evil.example", "127.0.0.1:8080", "", strings.Repeat("x", 5000)} {
		for _, p := range []string{"/", "/api/meta"} {
			code, body := serve(h, "GET", p, host)
			if host == "" { // httptest gives example.com
				host = "example.com"
			}
			if code != 421 || !strings.Contains(body, "answers to games.example.org, localhost") || len(body) > 300 {
				t.Errorf("GET %s with Host %.40s: %d %.300s", p, host, code, body)
			}
		}
	}
	for _, host := range []string{"games.example.org", "GAMES.example.org:8080", "localhost:9000", "games.example.org.", "[::1]:8080"} {
		if code, body := serve(h, "GET", "/api/meta", host); code != 200 {
			t.Errorf("Host %s: %d %.200s", host, code, body)
		}
	}
	if code, _ := serve(newServer(testLimits()), "GET", "/api/meta", "anything.example"); code != 200 {
		t.Errorf("a server without host names refuses another name: %d", code)
	}
}

// TestExcerpts sends 15 KB where a game's id, its name, a variant, a field
// and a path go: every error message quotes an excerpt only.
func TestExcerpts(t *testing.T) {
	h := newServer(testLimits())
	huge := strings.Repeat("x", 15000)
	st := start(t, h, create("kingdomino", 2, 1))
	me := tclient{h: h, key: st.Keys[0]}
	for _, c := range []struct {
		method, url string
		body        any
		code        int
	}{
		{"GET", "/api/games/" + huge, nil, 404},
		{"GET", "/api/games/" + huge + "/wait", nil, 404},
		{"POST", "/api/games/" + huge + "/bot", nil, 404},
		{"GET", "/api/" + huge, nil, 404},
		{"POST", "/api/games", createRequest{Game: huge}, 400},
		{"POST", "/api/games", createRequest{Game: "kingdomino", Variants: []string{huge}}, 400},
		{"POST", "/api/games", `{"game": "kingdomino", "` + huge + `": 1}`, 400},
		{"POST", "/api/games", `{"game": "kingdomino", "seed": "` + huge + `"}`, 400},
		{"POST", "/api/load", loadRequest{Document: "{}", Game: huge}, 400},
		{"POST", "/api/preview", previewRequest{Kind: huge}, 400},
		{"GET", "/api/games/" + st.ID + "?at=" + huge, nil, 400},
	} {
		code, msg := me.call(t, c.method, c.url, c.body, nil)
		if code != c.code || len(msg) > maxMessage+100 || strings.Contains(msg, huge[:2000]) {
			t.Errorf("%s %.50s: %d, a message of %d bytes: %.200s", c.method, c.url, code, len(msg), msg)
		}
	}
	if code, msg := me.call(t, "GET", "/api/games/"+huge, nil, nil); !strings.Contains(msg, "(15000 bytes)") {
		t.Errorf("the 404 of a 15 KB id: %d %s", code, msg)
	}
	if got := shorten(strings.Repeat("é", 1000)); len(got) > maxMessage+40 || !strings.HasSuffix(got, "... (2000 bytes in all)") {
		t.Errorf("shorten: %q", got)
	}
}

// TestPreviewTooLarge checks that a preview too large names the bound of
// its text, whether the body is beyond the server's bound or only the text
// beyond the preview's.
func TestPreviewTooLarge(t *testing.T) {
	lim := testLimits()
	h := newServer(lim)
	for _, n := range []int{int(lim.MaxBody) + 1, lim.MaxPreviewText + 1} {
		code, msg := call(t, h, "POST", "/api/preview", previewRequest{"sections", strings.Repeat("x", n)}, nil)
		if code != 413 || !strings.Contains(msg, fmt.Sprintf("at most %d", lim.MaxPreviewText)) || strings.Contains(msg, fmt.Sprint(lim.MaxBody)) {
			t.Errorf("a preview of %d bytes: %d %s", n, code, msg)
		}
	}
	code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: strings.Repeat("x", int(lim.MaxBody))}, nil)
	if code != 413 || !strings.Contains(msg, fmt.Sprintf("at most %d", lim.MaxDocument)) {
		t.Errorf("a document beyond the body's bound: %d %s", code, msg)
	}
}

// TestQueueTurns checks the order of a queue of slots: the address served
// least recently goes first, an address holds at most its share, a wait
// ends at its bound, and a queue of tokens refuses at once a wait that
// cannot end in time.
func TestQueueTurns(t *testing.T) {
	q := newSlots(1, 1, 100)
	ctx := context.Background()
	if !q.acquire(ctx, "a", 0) {
		t.Fatal("a free slot refused")
	}
	order := make(chan string, 4)
	var wg sync.WaitGroup
	ask := func(key string) {
		before := q.waiters()
		wg.Add(1)
		go func() {
			defer wg.Done()
			if q.acquire(ctx, key, 5*time.Second) {
				order <- key
				time.Sleep(10 * time.Millisecond)
				q.release(key)
			}
		}()
		for q.waiters() == before {
			time.Sleep(time.Millisecond) // until it is in the queue
		}
	}
	ask("a")
	ask("a")
	ask("b")
	ask("c")
	q.release("a")
	wg.Wait()
	close(order)
	var got []string
	for k := range order {
		got = append(got, k)
	}
	if fmt.Sprint(got) != "[b c a a]" {
		t.Errorf("served in the order %v, want [b c a a]", got)
	}
	begin := time.Now()
	q.acquire(ctx, "x", 0)
	if q.acquire(ctx, "y", 50*time.Millisecond) || time.Since(begin) > time.Second {
		t.Error("a wait for a slot held did not end at its bound")
	}
	two := newSlots(2, 1, 100)
	two.acquire(ctx, "a", 0)
	if two.acquire(ctx, "a", 10*time.Millisecond) || !two.acquire(ctx, "b", 0) {
		t.Error("an address holds more than its share of slots, or another one none")
	}
	r := newRate(1, 1, 100)
	r.acquire(ctx, "a", 0)
	begin = time.Now()
	if r.acquire(ctx, "b", 100*time.Millisecond) || time.Since(begin) > 50*time.Millisecond {
		t.Errorf("a token a second away: waited %v", time.Since(begin))
	}
	if !r.acquire(ctx, "b", 2*time.Second) {
		t.Error("a token within the wait refused")
	}
}
