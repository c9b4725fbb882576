//go:build linux

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// buildServer builds the server into dir without cgo (so that the test
// also checks that it builds with CGO_ENABLED=0) and without -race (so
// that the process runs at its own speed under go test -race).
func buildServer(t *testing.T, dir string) string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command in PATH to build the server with")
	}
	bin := filepath.Join(dir, "web")
	cmd := exec.Command(gobin, "build", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the server with CGO_ENABLED=0: %v\n%s", err, out)
	}
	return bin
}

// process is the server running as a process of its own.
type process struct {
	cmd    *exec.Cmd
	mu     sync.Mutex
	stderr bytes.Buffer // what it wrote
	exited chan struct{}
	err    error // its exit, once exited is closed
}

// startProcess runs the server binary with args and waits until it serves
// (or fails the test after 20 s).
func startProcess(t *testing.T, bin string, args ...string) *process {
	t.Helper()
	p := &process{cmd: exec.Command(bin, args...), exited: make(chan struct{})}
	// The server dies with the test, should the test be killed.
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	pipe, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	serving := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(pipe)
		once := sync.Once{}
		for sc.Scan() {
			p.mu.Lock()
			p.stderr.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
			if strings.Contains(sc.Text(), "serving on") {
				once.Do(func() { close(serving) })
			}
		}
		io.Copy(io.Discard, pipe)
		p.err = p.cmd.Wait()
		close(p.exited)
	}()
	select {
	case <-serving:
		return p
	case <-p.exited:
		t.Fatalf("the server exited at start (%v):\n%s", p.err, p.output())
	case <-time.After(20 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
		t.Fatalf("the server did not serve within 20 s:\n%s", p.output())
	}
	return nil
}

func (p *process) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stderr.String()
}

// kill ends the process with SIGKILL and waits for its end.
func (p *process) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
}

// hclient is a client of a server process: the address it sends from.
type hclient struct {
	c    *http.Client
	base string
}

// newHClient returns a client of base sending from the loopback address
// local (where the system allows it, else from 127.0.0.1).
func newHClient(base, local string) hclient {
	d := &net.Dialer{Timeout: 5 * time.Second}
	if ln, err := net.Listen("tcp", local+":0"); err == nil {
		ln.Close()
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(local)}
	}
	return hclient{c: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 4}}, base: base}
}

// errDown is the error of a request the server did not answer.
var errDown = errors.New("no answer")

// do sends a request with key and body (nil: none) and decodes a 200
// answer into out; it returns the status, or errDown when no answer came.
func (c hclient) do(ctx context.Context, method, path, key string, body, out any) (int, string, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, "", err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return 0, "", err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := c.c.Do(req)
	if err != nil {
		return 0, "", fmt.Errorf("%w: %v", errDown, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, "", fmt.Errorf("%w: %v", errDown, err)
	}
	if resp.StatusCode != 200 {
		var e struct{ Error string }
		json.Unmarshal(b, &e)
		return resp.StatusCode, e.Error, nil
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			return 0, "", fmt.Errorf("%s %s: %v in %.200s", method, path, err, b)
		}
	}
	return 200, "", nil
}

// tracked is a game of the crash test: its keys and the moves the server
// acknowledged (or served after a restart), in order.
type tracked struct {
	st    started
	mu    sync.Mutex
	moves []string
	over  bool
}

// TestCrash runs the server as a process on a database file, drives real
// HTTP load against it from several client addresses (games started, human
// moves, bot moves) and kills it with SIGKILL at random moments, again and
// again, restarting it on the same file: after each restart every game
// whose start was acknowledged is served whole, by the same links, with
// every acknowledged move, and play goes on. The test takes about 35 s
// (plus building the server), under -race too: the server is built
// without it.
func TestCrash(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the crash test takes about 35 s")
	}
	dir := t.TempDir()
	bin := buildServer(t, dir)
	t.Run("refused", func(t *testing.T) { refusedByProcess(t, bin, dir) })

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	db := filepath.Join(dir, "games.db")
	args := []string{"-addr", addr, "-db", db, "-games", "100000", "-client-games", "100000", "-think", "50ms", "-iterations", "100"}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))

	const workers = 8
	var games []*tracked
	var gamesMu sync.Mutex
	stats := struct {
		sync.Mutex
		starts, moves, bots, lost, cycles int
	}{}
	budget := time.Now().Add(30 * time.Second)
	for cycle := 0; ; cycle++ {
		p := startProcess(t, bin, args...)
		gamesMu.Lock()
		all := append([]*tracked(nil), games...)
		gamesMu.Unlock()
		verify(t, newHClient("http://"+addr, "127.0.0.1"), all, cycle)
		if t.Failed() {
			p.kill()
			t.Fatalf("server output:\n%s", p.output())
		}
		if time.Now().After(budget) || cycle == 60 {
			// The last life: every game goes on by the same links, and the
			// server stops cleanly.
			c := newHClient("http://"+addr, "127.0.0.1")
			for _, g := range all {
				if err := step(context.Background(), c, g, nil); err != nil {
					t.Errorf("game %s after %d restarts: %v", g.st.ID, cycle, err)
				}
			}
			verify(t, c, all, cycle)
			p.cmd.Process.Signal(os.Interrupt)
			<-p.exited
			if p.err != nil {
				t.Errorf("the server stopped with %v:\n%s", p.err, p.output())
			}
			stats.cycles = cycle
			break
		}
		// Load, then a kill at a random moment of it.
		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			wrng := rand.New(rand.NewPCG(rng.Uint64(), uint64(w)))
			go func() {
				defer wg.Done()
				c := newHClient("http://"+addr, fmt.Sprintf("127.0.0.%d", 10+w))
				for ctx.Err() == nil {
					gamesMu.Lock()
					n := len(games)
					gamesMu.Unlock()
					if n < 10 || n < 80 && wrng.IntN(25) == 0 {
						st, err := startGame(ctx, c, wrng)
						if err != nil {
							if errors.Is(err, errDown) {
								return
							}
							t.Errorf("starting a game: %v", err)
							return
						}
						if st.ID != "" {
							gamesMu.Lock()
							games = append(games, &tracked{st: st})
							gamesMu.Unlock()
							stats.Lock()
							stats.starts++
							stats.Unlock()
						} else {
							time.Sleep(50 * time.Millisecond) // refused: too many starts
						}
						continue
					}
					// Half of the moves go to the first games, so that some
					// games end.
					gamesMu.Lock()
					g := games[wrng.IntN(len(games))]
					if wrng.IntN(2) == 0 {
						g = games[wrng.IntN(min(len(games), 12))]
					}
					gamesMu.Unlock()
					if !g.mu.TryLock() { // another worker plays it
						continue
					}
					var bot bool
					err := step(ctx, c, g, &bot)
					g.mu.Unlock()
					switch {
					case errors.Is(err, errDown):
						stats.Lock()
						stats.lost++
						stats.Unlock()
						return
					case err != nil:
						t.Errorf("game %s: %v", g.st.ID, err)
						return
					}
				}
			}()
		}
		time.Sleep(time.Duration(50+rng.IntN(1200)) * time.Millisecond)
		p.kill()
		cancel()
		wg.Wait()
		if t.Failed() {
			t.Fatalf("server output:\n%s", p.output())
		}
	}
	n, over := 0, 0
	for _, g := range games {
		n += len(g.moves)
		if g.over {
			over++
		}
	}
	t.Logf("%d kills with SIGKILL and restarts; %d games started (%d finished), %d moves acknowledged and found after each restart; %d requests cut by a kill",
		stats.cycles, stats.starts, over, n, stats.lost)
	if stats.cycles < 3 || stats.starts < 10 || n < 100 {
		t.Errorf("too little load to tell: %d restarts, %d games, %d moves", stats.cycles, stats.starts, n)
	}
}

// startGame starts a game of a random kind; it returns a zero started when
// the server refused it for its rate.
func startGame(ctx context.Context, c hclient, rng *rand.Rand) (started, error) {
	reqs := []map[string]any{
		create("kingdomino", 2, rng.IntN(1000), "human", "random"),
		create("kingdomino", 3, rng.IntN(1000), "greedy", "human", "human"),
		create("kingdombuilder", 2, rng.IntN(1000), "random", "random"),
		create("kingdombuilder", 3, rng.IntN(1000), "human", "greedy", "ismcts:20"),
		create("arkadia", 2, rng.IntN(1000), "human", "human"),
		create("arkadia", 2, rng.IntN(1000), "ismcts:20", "random"),
	}
	var st started
	code, msg, err := c.do(ctx, "POST", "/api/games", "", reqs[rng.IntN(len(reqs))], &st)
	switch {
	case err != nil:
		return started{}, err
	case code == 429:
		return started{}, nil
	case code != 200:
		return started{}, fmt.Errorf("%d %s", code, msg)
	}
	return st, nil
}

// step makes the next move of g, a human seat's (a random legal move) or a
// bot's, and records it once the server acknowledged it; g.mu is held.
func step(ctx context.Context, c hclient, g *tracked, bot *bool) error {
	url := "/api/games/" + g.st.ID
	var r gameReply
	if code, msg, err := c.do(ctx, "GET", url, player(g.st), nil, &r); err != nil || code != 200 {
		return errors.Join(err, fmt.Errorf("%d %s", code, msg))
	}
	if r.Terminal {
		g.over = true
		return nil
	}
	if len(r.History) != len(g.moves) {
		return fmt.Errorf("the server holds %d moves, %d acknowledged", len(r.History), len(g.moves))
	}
	if k := g.st.Keys[r.ToMove]; k != "" {
		if code, msg, err := c.do(ctx, "GET", url, k, nil, &r); err != nil || code != 200 {
			return errors.Join(err, fmt.Errorf("%d %s", code, msg))
		}
		m := r.Legal[int(uint(len(r.History)*7919)%uint(len(r.Legal)))].Move
		var out struct{ Move string }
		code, msg, err := c.do(ctx, "POST", url+"/moves", k, moveRequest{m}, &out)
		if err != nil || code != 200 {
			return errors.Join(err, fmt.Errorf("move %s: %d %s", m, code, msg))
		}
		g.moves = append(g.moves, out.Move)
		return nil
	}
	if bot != nil {
		*bot = true
	}
	var out struct {
		Moved     bool
		Move      string
		Positions int
	}
	code, msg, err := c.do(ctx, "POST", fmt.Sprintf("%s/bot?positions=%d", url, r.Positions), player(g.st), nil, &out)
	switch {
	case err != nil:
		return err
	case code == 503:
		return nil // every bot busy: another time
	case code != 200 || !out.Moved || out.Positions != r.Positions+1:
		return fmt.Errorf("bot: %d %s %+v", code, msg, out)
	}
	g.moves = append(g.moves, out.Move)
	return nil
}

// verify checks every game against the server just restarted: it is
// served, whole, with every move acknowledged before; the moves it holds
// beyond them (played, but not answered before the kill) are acknowledged
// from now on.
func verify(t *testing.T, c hclient, all []*tracked, cycle int) {
	t.Helper()
	for _, g := range all {
		g.mu.Lock()
		var r gameReply
		code, msg, err := c.do(context.Background(), "GET", "/api/games/"+g.st.ID, player(g.st), nil, &r)
		switch {
		case err != nil || code != 200:
			t.Errorf("restart %d: game %s is not served: %v %d %s", cycle, g.st.ID, err, code, msg)
		case len(r.History) < len(g.moves) || len(r.History) != r.Positions-1 || r.At != r.Positions-1:
			t.Errorf("restart %d: game %s has %d moves and %d positions, %d were acknowledged", cycle, g.st.ID, len(r.History), r.Positions, len(g.moves))
		default:
			for i, m := range g.moves {
				if r.History[i].Move != m {
					t.Errorf("restart %d: game %s, move %d is %s, %s was acknowledged", cycle, g.st.ID, i, r.History[i].Move, m)
					break
				}
			}
			g.moves = g.moves[:0]
			for _, m := range r.History {
				g.moves = append(g.moves, m.Move)
			}
			g.over = r.Terminal
		}
		g.mu.Unlock()
	}
}

// refusedByProcess starts the server on files that are not its database:
// it exits at once with status 1 and says why.
func refusedByProcess(t *testing.T, bin, dir string) {
	random := make([]byte, 8192)
	rand.NewChaCha8([32]byte{7}).Read(random)
	path := filepath.Join(dir, "random.db")
	if err := os.WriteFile(path, random, 0o644); err != nil {
		t.Fatal(err)
	}
	newer := filepath.Join(dir, "newer.db")
	st := openTest(t, newer)
	if _, err := st.w.Exec("UPDATE " + schemaTable + " SET version = 7"); err != nil {
		t.Fatal(err)
	}
	st.close()
	for _, c := range []struct{ path, want string }{
		{path, "not a SQLite file"},
		{newer, "newer version of this server (schema version 7"},
	} {
		cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-db", c.path)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(string(out), c.want) || strings.Contains(string(out), "serving on") {
			t.Errorf("the server on %s: %v\n%s", c.path, err, out)
		}
	}
}
