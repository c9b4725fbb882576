package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// post sends a request with a JSON body (when not empty) and a key (when
// not empty) to the server at addr, and returns the status and the body.
func post(c *http.Client, addr, method, path, key, body string) (int, string, error) {
	return postCtx(context.Background(), c, addr, method, path, key, body)
}

// postCtx is post within ctx.
func postCtx(ctx context.Context, c *http.Client, addr, method, path, key, body string) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, method, "http://"+addr+path, strings.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), err
}

// startOn starts a game on the server at addr from client c.
func startOn(t *testing.T, c *http.Client, addr, body string) started {
	t.Helper()
	req, _ := http.NewRequest("POST", "http://"+addr+"/api/games", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		t.Fatalf("starting %s: %s %s", body, resp.Status, b)
	}
	var st started
	if err := jsonDecode(resp, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestFairBots is the attack that stalled other players' games: one
// address asks, 16 requests at once, for bot moves in its own games
// between bots that think as long as the server allows, so that both
// thinking slots are always taken and its requests queue behind. Another
// address's bot moves (a random bot's, which take no time) are served,
// each within one bot's thinking time: the thinking slots go to the
// addresses in turn, and one address holds one at most.
func TestFairBots(t *testing.T) {
	lim := defaultLimits()
	lim.MaxThink = time.Second
	lim.MaxIterations = 1 << 30 // the time bounds the thinking
	lim.BotWait = 3 * time.Second
	lim.ClientCreateBurst = 20
	s := newServer(lim)
	addr := loopback(t, s, lim)
	attacker, _ := from(t, "127.0.0.2")
	victim, _ := from(t, "127.0.0.3")
	var games []started
	for range 8 {
		games = append(games, startOn(t, attacker, addr, `{"game": "kingdombuilder", "players": 2, "seats": ["ismcts:1h", "ismcts:1h"]}`))
	}
	mine := startOn(t, victim, addr, `{"game": "kingdombuilder", "players": 2, "seats": ["random", "human"]}`)

	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var asked, refused atomic.Int64
	for i := range lim.ClientRequests {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := games[i%len(games)]
			for ctx.Err() == nil {
				code, _, err := postCtx(ctx, attacker, addr, "POST", "/api/games/"+g.ID+"/bot", g.Host, "")
				if err != nil {
					return
				}
				asked.Add(1)
				if code != 200 {
					refused.Add(1)
				}
			}
		}()
	}
	defer func() { cancel(); wg.Wait() }()
	time.Sleep(2 * lim.MaxThink) // the slots are taken, the attacker's requests queue
	for i := range 3 {
		begin := time.Now()
		code, msg, err := post(victim, addr, "POST", "/api/games/"+mine.ID+"/bot", mine.Keys[1], "")
		if err != nil {
			t.Fatal(err)
		}
		d := time.Since(begin)
		if code != 200 {
			t.Fatalf("bot move %d of another address during the attack: %d %s after %v", i, code, msg, d)
		}
		if d > lim.MaxThink {
			t.Errorf("bot move %d of another address took %v, more than a bot's thinking time (%v)", i, d, lim.MaxThink)
		}
		t.Logf("bot move %d of another address during the attack: served in %v", i, d)
	}
	cancel()
	wg.Wait()
	t.Logf("the attacker asked %d bot moves, %d refused", asked.Load(), refused.Load())
	for deadline := time.Now().Add(5 * time.Second); s.bots.waiters() > 0 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond) // the server sees the requests end
	}
	if n := s.bots.waiters(); n != 0 {
		t.Errorf("%d requests still waiting for a bot after the attack", n)
	}
}

// TestFairStarts is the attack that kept new clients from starting a game:
// 20 addresses start games as fast as each one's allowance lets them,
// using up the starts of all clients together. Addresses that have not
// started a game meanwhile start theirs, each at once (the starts go to
// the addresses in turn, the one served least recently first).
func TestFairStarts(t *testing.T) {
	lim := defaultLimits()
	lim.MaxGames = 1000 // the table of games is another test's
	s := newServer(lim)
	addr := loopback(t, s, lim)
	var attackers []*http.Client
	for i := range 20 {
		c, _ := from(t, fmt.Sprintf("127.0.1.%d", i+1))
		attackers = append(attackers, c)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var startedN, refused atomic.Int64
	body := `{"game": "kingdomino", "players": 2, "seats": ["random", "random"]}`
	for _, c := range attackers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				code, _, err := postCtx(ctx, c, addr, "POST", "/api/games", "", body)
				if err != nil {
					return
				}
				if code == 200 {
					startedN.Add(1)
				} else {
					refused.Add(1)
					time.Sleep(20 * time.Millisecond)
				}
			}
		}()
	}
	defer func() { cancel(); wg.Wait() }()
	time.Sleep(time.Second) // the burst is used up
	for i := range 10 {
		c, _ := from(t, fmt.Sprintf("127.0.2.%d", i+1))
		begin := time.Now()
		code, msg, err := post(c, addr, "POST", "/api/games", "", body)
		if err != nil {
			t.Fatal(err)
		}
		if code != 200 {
			t.Errorf("a new address's start %d during the attack: %d %s", i, code, msg)
		} else if d := time.Since(begin); d > lim.CreateWait+2*time.Second {
			t.Errorf("a new address's start %d took %v", i, d)
		}
		time.Sleep(100 * time.Millisecond)
	}
	cancel()
	wg.Wait()
	t.Logf("the 20 attacking addresses started %d games and were refused %d times", startedN.Load(), refused.Load())
}

// TestFairClientTable is the attack that locked every new client out:
// more addresses than the client table holds each send the headers of a
// POST and hold back its body. A new address is served at once (the least
// recently seen client leaves the table), the table stays within its bound,
// and it empties when the attack ends. The attack is the one seen, 4,100
// addresses against a table of 4,096, each address one loopback address
// (127.0.x.y).
func TestFairClientTable(t *testing.T) {
	lim := defaultLimits()
	s := newServer(lim)
	addr := loopback(t, s, lim)
	n := lim.MaxClients + 4
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	began := time.Now()
	for i := range n {
		ip := fmt.Sprintf("127.0.%d.%d", 10+i/250, 1+i%250)
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
		c, err := d.Dial("tcp", addr)
		if err != nil {
			if i == 0 {
				t.Skipf("the loopback address %s cannot be bound here (%v): the test needs 127.0.0.0/8 on the loopback interface, as on Linux", ip, err)
			}
			t.Fatalf("connection %d from %s: %v", i, ip, err)
		}
		conns = append(conns, c)
		fmt.Fprintf(c, "POST /api/games HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", addr)
	}
	t.Logf("%d addresses hold a body back after %v", n, time.Since(began))
	// Wait until the server has taken them in: the table is full.
	busy := func() int {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.busy.Len()
	}
	for deadline := time.Now().Add(lim.BodyTime / 2); busy() < lim.MaxClients && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if n := busy(); n != lim.MaxClients {
		t.Fatalf("%d clients with a request under way in the table, want it full (%d)", n, lim.MaxClients)
	}
	c, _ := from(t, "127.0.9.1")
	begin := time.Now()
	code, msg, err := post(c, addr, "GET", "/api/meta", "", "")
	if err != nil || code != 200 {
		t.Fatalf("a new address during the attack: %d %s %v", code, msg, err)
	}
	st := startOn(t, c, addr, `{"game": "kingdomino", "players": 2}`)
	if d := time.Since(begin); d > 5*time.Second {
		t.Errorf("a new address was served in %v", d)
	}
	s.mu.Lock()
	held := len(s.clients)
	s.mu.Unlock()
	if held > lim.MaxClients {
		t.Errorf("the table holds %d clients, bound %d", held, lim.MaxClients)
	}
	// The attack ends: the table empties of its requests, and the new
	// address plays on.
	for _, c := range conns {
		c.Close()
	}
	for deadline := time.Now().Add(10 * time.Second); busy() > 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if n := busy(); n != 0 {
		t.Errorf("%d clients with a request under way after the attack", n)
	}
	if code, msg, err := post(c, addr, "GET", "/api/games/"+st.ID, st.Keys[0], ""); err != nil || code != 200 {
		t.Errorf("the new address's game after the attack: %d %s %v", code, msg, err)
	}
}

// TestFairGames is the attack that filled the server's games: 8
// addresses start 12 games each, which never move, in a server of 64. No
// address holds more than its bound (its first 4 games go); a new address
// still starts a game, one of the address holding the most going for it,
// so that 8 new addresses leave each of the 8 with 7 games. It asks
// through the API only, what a client sees.
func TestFairGames(t *testing.T) {
	lim := testLimits()
	lim.MaxGames, lim.ClientGames = 64, 8
	lim.ActiveFor = time.Hour
	h := newServer(lim)
	held := func(st started) bool {
		code, msg := tclient{h: h, key: st.Watch}.call(t, "GET", "/api/games/"+st.ID, nil, nil)
		if code != 200 && code != 404 {
			t.Fatalf("game %s: %d %s", st.ID, code, msg)
		}
		return code == 200
	}
	count := func(sts []started) int {
		n := 0
		for _, st := range sts {
			if held(st) {
				n++
			}
		}
		return n
	}
	var all [][]started
	for a := range 8 {
		c := tclient{h: h, remote: fmt.Sprintf("198.51.100.%d:1000", a+1)}
		var mine []started
		for range lim.ClientGames + 4 {
			mine = append(mine, c.start(t, create("kingdomino", 2, 1, "human", "human")))
		}
		all = append(all, mine)
	}
	for a, mine := range all {
		if n := count(mine[:4]); n != 0 {
			t.Errorf("address %d holds %d of its first 4 games, beyond its bound %d", a, n, lim.ClientGames)
		}
		if n := count(mine[4:]); n != lim.ClientGames {
			t.Errorf("address %d holds %d of its last %d games", a, n, lim.ClientGames)
		}
	}
	for i := range 8 {
		c := tclient{h: h, remote: fmt.Sprintf("203.0.113.%d:2000", i+1)}
		var st started
		if code, msg := c.call(t, "POST", "/api/games", create("kingdomino", 2, 1, "human", "human"), &st); code != 200 {
			t.Fatalf("new address %d with the server full: %d %s", i, code, msg)
		}
		if !held(st) {
			t.Errorf("the game of new address %d is not held", i)
		}
	}
	for a, mine := range all {
		if n := count(mine[4:]); n != lim.ClientGames-1 {
			t.Errorf("address %d holds %d games after 8 new addresses came, want %d", a, n, lim.ClientGames-1)
		}
	}
}

// TestFairFlood floods a server on the loopback interface, whose client
// table holds fewer addresses than flood it, from 30 addresses at once:
// bot moves on their own games, starts, paths that are not UTF-8, ids of
// 15 KB and requests for another host name. Every answer is one that the
// bounds give (no 500, no message longer than its bound); afterwards no
// request waits in a queue, no slot is held, the table of clients is
// within its bound and consistent, and a new address starts a game and has
// a bot move it.
func TestFairFlood(t *testing.T) {
	lim := testLimits()
	lim.MaxClients = 16
	lim.MaxGames = 64
	lim.ClientGames = 2
	lim.MaxThink = 50 * time.Millisecond
	lim.BotWait = 300 * time.Millisecond
	lim.CreateRate, lim.CreateBurst = 20, 10
	lim.ClientCreateRate, lim.ClientCreateBurst = 5, 2
	lim.CreateWait = 300 * time.Millisecond
	lim.Hosts = []string{"127.0.0.1"}
	s := newServer(lim)
	addr := loopback(t, s, lim)
	huge := strings.Repeat("7", 15000)
	var (
		mu    sync.Mutex
		codes = map[int]int{}
		wg    sync.WaitGroup
	)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	var clients []*http.Client
	var games []started
	for a := range 30 {
		c, _ := from(t, fmt.Sprintf("127.0.4.%d", a+1))
		clients = append(clients, c)
		games = append(games, startOn(t, c, addr, `{"game": "kingdombuilder", "players": 2, "seats": ["ismcts", "ismcts"]}`))
	}
	for a, c := range clients {
		st := games[a]
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := 0; ctx.Err() == nil; n++ {
					var req *http.Request
					switch (i + n) % 6 {
					case 0, 1:
						req, _ = http.NewRequest("POST", "http://"+addr+"/api/games/"+st.ID+"/bot", nil)
						req.Header.Set("Authorization", "Bearer "+st.Host)
					case 2:
						req, _ = http.NewRequest("POST", "http://"+addr+"/api/games", strings.NewReader(`{"game": "kingdomino", "players": 2, "seats": ["random", "random"]}`))
						req.Header.Set("Content-Type", "application/json")
					case 3:
						req, _ = http.NewRequest("GET", "http://"+addr+"/%C0%AF%C0%AE", nil)
					case 4:
						req, _ = http.NewRequest("GET", "http://"+addr+"/api/games/"+huge, nil)
					case 5:
						req, _ = http.NewRequest("GET", "http://"+addr+"/api/meta", nil)
						req.Host = "evil.example"
					}
					resp, err := c.Do(req.WithContext(ctx))
					if err != nil {
						return
					}
					b, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					mu.Lock()
					codes[resp.StatusCode]++
					mu.Unlock()
					if resp.StatusCode != 200 && len(b) > maxMessage+200 {
						t.Errorf("a %d answer of %d bytes", resp.StatusCode, len(b))
					}
				}
			}()
		}
	}
	wg.Wait()
	t.Logf("answers to the flood: %v", codes)
	for code := range codes {
		switch code {
		case 200, 400, 404, 409, 421, 429, 503: // 409: a game over
		default:
			t.Errorf("%d answers %d", codes[code], code)
		}
	}
	if codes[200] == 0 || codes[400] == 0 || codes[404] == 0 || codes[421] == 0 {
		t.Errorf("answers to the flood: %v", codes)
	}
	// The flood is over: nothing is held, nothing waits.
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		s.mu.Lock()
		busy := s.busy.Len()
		s.mu.Unlock()
		s.bots.mu.Lock()
		thinking := s.bots.inUse
		s.bots.mu.Unlock()
		if busy == 0 && thinking == 0 && s.bots.waiters()+s.starts.waiters() == 0 {
			break // the last requests have left their handlers
		}
	}
	if n := s.bots.waiters() + s.starts.waiters(); n != 0 {
		t.Errorf("%d requests wait after the flood", n)
	}
	s.bots.mu.Lock()
	if s.bots.inUse != 0 || len(s.bots.held) != 0 {
		t.Errorf("after the flood %d thinking slots are held: %v", s.bots.inUse, s.bots.held)
	}
	s.bots.mu.Unlock()
	s.mu.Lock()
	if len(s.clients) > lim.MaxClients || s.idle.Len()+s.busy.Len() != len(s.clients) || s.busy.Len() != 0 {
		t.Errorf("after the flood the table holds %d clients, %d idle and %d busy (bound %d)", len(s.clients), s.idle.Len(), s.busy.Len(), lim.MaxClients)
	}
	s.mu.Unlock()
	c, _ := from(t, "127.0.5.1")
	st := startOn(t, c, addr, `{"game": "kingdomino", "players": 2, "seats": ["human", "random"]}`)
	code, msg, err := post(c, addr, "GET", "/api/games/"+st.ID, st.Keys[0], "")
	if err != nil || code != 200 {
		t.Fatalf("a new address after the flood: %d %s %v", code, msg, err)
	}
	var g gameReply
	tclient{h: s, key: st.Keys[0]}.call(t, "GET", "/api/games/"+st.ID, nil, &g)
	if g.ToMove == 1 {
		if code, msg, err := post(c, addr, "POST", "/api/games/"+st.ID+"/bot", st.Keys[0], ""); err != nil || code != 200 {
			t.Errorf("a bot move after the flood: %d %s %v", code, msg, err)
		}
	}
}
