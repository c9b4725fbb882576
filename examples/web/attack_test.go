package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// loopback serves s on the loopback interface with the server's own
// timeouts, until the test ends.
func loopback(t *testing.T, s *server, lim limits) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newHTTPServer(s, lim)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// from returns an HTTP client whose connections come from the loopback
// address ip (such as 127.0.0.2), or skips the test when the system does
// not route the whole of 127.0.0.0/8 to the loopback interface.
func from(t *testing.T, ip string) (*http.Client, *net.Dialer) {
	t.Helper()
	c, d, err := tryFrom(t, ip)
	if err != nil {
		t.Skipf("the loopback address %s cannot be bound here (%v): the test needs 127.0.0.0/8 on the loopback interface, as on Linux", ip, err)
	}
	return c, d
}

// tryFrom is from, returning an error instead of skipping.
func tryFrom(t *testing.T, ip string) (*http.Client, *net.Dialer, error) {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	c, err := d.Dial("tcp", "127.0.0.1:1") // any port: only binding the address is tried
	if err != nil && strings.Contains(err.Error(), "assign requested address") {
		return nil, nil, err
	}
	if c != nil {
		c.Close()
	}
	tr := &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 4}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr, Timeout: 30 * time.Second}, d, nil
}

// TestSlowBodies is the attack that locked everyone out: many connections
// from one address send the headers of POST /api/games and then one body
// byte at a time. Meanwhile another address gets the page and starts and
// plays a game at once, and the attacker's own address gets the page; the
// trickling connections are refused (beyond the per-client bound at once,
// the others when their body's time is up) and the attack ends by itself.
func TestSlowBodies(t *testing.T) {
	lim := defaultLimits()
	lim.BodyTime = 2 * time.Second
	lim.MaxInFlight = 4
	s := newServer(lim)
	addr := loopback(t, s, lim)
	victim, _ := from(t, "127.0.0.3")
	attackerWeb, attacker := from(t, "127.0.0.2")

	const conns = 40
	var (
		mu    sync.Mutex
		codes = map[string]int{}
		wg    sync.WaitGroup
	)
	began := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 4*lim.BodyTime)
	defer cancel()
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := attacker.DialContext(ctx, "tcp", addr)
			if err != nil {
				t.Error(err)
				return
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(4 * lim.BodyTime))
			fmt.Fprintf(c, "POST /api/games HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n", addr)
			answered := make(chan string, 1)
			go func() {
				resp, err := http.ReadResponse(bufio.NewReader(c), nil)
				if err != nil {
					answered <- "no answer: " + err.Error()
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				answered <- resp.Status
			}()
			tick := time.NewTicker(100 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case status := <-answered:
					mu.Lock()
					codes[status]++
					mu.Unlock()
					return
				case <-tick.C:
					c.Write([]byte(" ")) // one byte of the body; errors end in the answer
				}
			}
		}()
	}
	time.Sleep(300 * time.Millisecond) // the attack is under way
	timed := func(what string, c *http.Client, method, path, key, body string) *http.Response {
		t.Helper()
		req, _ := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		begin := time.Now()
		resp, err := c.Do(req)
		if err != nil {
			t.Fatalf("%s during the attack: %v", what, err)
		}
		if d := time.Since(begin); d > time.Second {
			t.Errorf("%s during the attack took %v", what, d)
		}
		if resp.StatusCode != 200 {
			b, _ := io.ReadAll(resp.Body)
			t.Fatalf("%s during the attack: %s %s", what, resp.Status, b)
		}
		return resp
	}
	for _, p := range []string{"/", "/app.js"} {
		timed("the page for another address", victim, "GET", p, "", "").Body.Close()
		timed("the page for the attacker's address", attackerWeb, "GET", p, "", "").Body.Close()
	}
	resp := timed("starting a game", victim, "POST", "/api/games", "", `{"game": "kingdomino", "players": 2, "seats": ["human", "human"]}`)
	var st started
	if err := jsonDecode(resp, &st); err != nil {
		t.Fatal(err)
	}
	timed("seeing the game", victim, "GET", "/api/games/"+st.ID, st.Keys[0], "").Body.Close()
	wg.Wait()
	t.Logf("attack over after %v", time.Since(began))
	t.Logf("the %d trickling connections were answered: %v", conns, codes)
	if codes["408 Request Timeout"] == 0 || codes["429 Too Many Requests"] == 0 || codes["408 Request Timeout"] > lim.ClientRequests {
		t.Errorf("answers to the trickling connections: %v", codes)
	}
}

// jsonDecode decodes the body of resp into v and closes it.
func jsonDecode(resp *http.Response, v any) error {
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}
