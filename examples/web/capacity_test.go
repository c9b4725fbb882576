//go:build linux

package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/boardrules/kingdoms/examples/internal/games"
)

var capacity = flag.Int("capacity", 0, "run TestCapacity with this many games stored (10000: about 2 minutes)")

// TestCapacity stores -capacity games (10,000 for the README's figures),
// a tenth of them finished, the others at every stage of play, then runs
// the server as a process on them with its default bounds and plays 1,000
// of them at once: a page of each waits for its next move (a long poll,
// which holds the game in memory) while a player makes it. It measures the
// server's resident memory (VmRSS, and its peak VmHWM) and fails it above
// 1.5 GiB. Then it reads 3,000 more games one after another: memory holds
// at most -active games, and the peak stays bounded.
func TestCapacity(t *testing.T) {
	if *capacity == 0 {
		t.Skip("runs with -capacity N (go test -run TestCapacity -capacity 10000)")
	}
	const active = 1000
	if *capacity < 4*active {
		t.Fatalf("-capacity %d: at least %d games", *capacity, 4*active)
	}
	dir := t.TempDir()
	bin := buildServer(t, dir)
	db := filepath.Join(dir, "games.db")
	begin := time.Now()
	stored := populate(t, db, *capacity)
	info, _ := os.Stat(db)
	t.Logf("%d games stored (%d moves) in %v: %.1f MB", len(stored), movesOf(stored), time.Since(begin).Round(time.Second), float64(info.Size())/1e6)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	begin = time.Now()
	p := startProcess(t, bin, "-addr", addr, "-db", db, "-active", strconv.Itoa(active))
	defer p.kill()
	t.Logf("the server serves %v after its start (the database checked); %s", time.Since(begin).Round(time.Millisecond), memory(t, p))

	// 1,000 games played at once, from 50 addresses, with a page of each
	// waiting for the next move from 1,000 others; a request refused
	// because the server works on 32 at once is sent again, as the page
	// does.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var waiting, moved, failed atomic.Int64
	var wg sync.WaitGroup
	playing := stored[:active]
	for w := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newHClient("http://"+addr, fmt.Sprintf("127.0.0.%d", 10+w))
			for i := w; i < len(playing); i += 50 {
				g := playing[i]
				var r gameReply
				if code, msg, err := c.retry(ctx, "GET", "/api/games/"+g.st.ID, g.st.Keys[0], nil, &r); err != nil || code != 200 {
					t.Errorf("game %s: %v %d %s", g.st.ID, err, code, msg)
					failed.Add(1)
					continue
				}
				// A page of the game waits for its next move, again and
				// again, from an address of its own.
				wg.Add(1)
				go func() {
					defer wg.Done()
					c := newHClient("http://"+addr, fmt.Sprintf("127.0.%d.%d", 2+i/250, 1+i%250))
					waiting.Add(1)
					n := r.Positions
					for ctx.Err() == nil {
						var w struct{ Positions int }
						if code, _, err := c.retry(ctx, "GET", fmt.Sprintf("/api/games/%s/wait?positions=%d", g.st.ID, n), g.st.Watch, nil, &w); err == nil && code == 200 {
							n = w.Positions
						}
					}
				}()
				if r.Terminal {
					continue
				}
				k := g.st.Keys[r.ToMove]
				if code, msg, err := c.retry(ctx, "GET", "/api/games/"+g.st.ID, k, nil, &r); err != nil || code != 200 {
					t.Errorf("game %s: %v %d %s", g.st.ID, err, code, msg)
					continue
				}
				if code, msg, err := c.retry(ctx, "POST", "/api/games/"+g.st.ID+"/moves", k, moveRequest{r.Legal[0].Move}, nil); err != nil || code != 200 {
					t.Errorf("game %s: move %s: %v %d %s", g.st.ID, r.Legal[0].Move, err, code, msg)
					continue
				}
				moved.Add(1)
			}
		}()
	}
	for time.Now().Before(begin.Add(2*time.Minute)) && waiting.Load()+failed.Load() < active {
		time.Sleep(50 * time.Millisecond)
	}
	// Let the moves be made, and the pages wait again.
	time.Sleep(2 * time.Second)
	t.Logf("%d games played at once (%d moves made, each on the disk before its answer; %d pages waiting for the next move): %s",
		active, moved.Load(), waiting.Load(), memory(t, p))
	// Every game held is in use: another is refused, not read (unless a
	// page is between two waits: its game may then leave memory).
	c := newHClient("http://"+addr, "127.0.0.99")
	other := stored[active]
	code, msg, err := c.do(context.Background(), "GET", "/api/games/"+other.st.ID, other.st.Keys[0], nil, nil)
	if err != nil || code != 503 && code != 200 || code == 503 && !strings.Contains(msg, "open at once") {
		t.Errorf("a game beyond the %d held, all in use: %v %d %s", active, err, code, msg)
	}
	t.Logf("a game beyond the %d held, all in use: %d %s", active, code, msg)
	cancel()
	wg.Wait()

	// 3,000 more games, one after another: the least recently used leave
	// memory.
	begin = time.Now()
	for _, g := range stored[active : 4*active] {
		var r gameReply
		if code, msg, err := c.do(context.Background(), "GET", "/api/games/"+g.st.ID, g.st.Keys[0], nil, &r); err != nil || code != 200 || len(r.History) != len(g.moves) {
			t.Fatalf("game %s: %v %d %s, %d moves, %d stored", g.st.ID, err, code, msg, len(r.History), len(g.moves))
		}
	}
	t.Logf("%d more games read one after another in %v: %s", 3*active, time.Since(begin).Round(time.Millisecond), memory(t, p))
	if hwm := statusKB(t, p, "VmHWM"); hwm > 1536<<10 {
		t.Errorf("peak resident memory %d MB, bound 1536 MB", hwm>>10)
	}
}

// populate stores n games in a new database at path, as the server would
// have: games of the three kinds with human seats, each played by random
// legal moves to a random stage, about a tenth to the end. It returns their
// keys and moves, the games being played first.
func populate(t *testing.T, path string, n int) []*tracked {
	st := openTest(t, path)
	defer st.close()
	// The games, with about the number of moves they last.
	kinds := []struct {
		game           string
		players, moves int
	}{{"kingdomino", 2, 48}, {"kingdomino", 4, 96}, {"kingdombuilder", 2, 100}, {"kingdombuilder", 4, 150}, {"arkadia", 2, 145}, {"arkadia", 3, 180}}
	type made struct {
		g       *tracked
		sg      *storedGame
		players []int
	}
	now := time.Now()
	// Two goroutines play the games, one stores them.
	ch := make(chan made, 100)
	var wg sync.WaitGroup
	var failed atomic.Value
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(1, uint64(w)))
			for range n/2 + w*(n%2) {
				k := kinds[rng.IntN(len(kinds))]
				e, err := games.Lookup(k.game)
				if err != nil {
					failed.Store(err)
					return
				}
				seed := rng.Uint64()
				tab, err := e.Start(games.Config{Players: k.players, Seed: seed}, nil)
				if err != nil {
					failed.Store(err)
					return
				}
				g := &tracked{st: started{ID: newKey()[:16], Game: k.game, Seed: strconv.FormatUint(seed, 10), Watch: newKey()}}
				sg := &storedGame{ID: g.st.ID, Game: k.game, Players: k.players, Seed: g.st.Seed, Owner: fmt.Sprintf("127.0.1.%d", rng.IntN(250)),
					Watch: hashKey(g.st.Watch), Started: now, Active: now}
				for range k.players {
					key := newKey()
					g.st.Keys = append(g.st.Keys, key)
					sg.Seats = append(sg.Seats, "human")
					sg.Keys = append(sg.Keys, hashKey(key))
				}
				stop := rng.IntN(k.moves * 9 / 10)
				if rng.IntN(10) == 0 {
					stop = 1000
				}
				var players []int
				for ply := 0; ply < stop && !tab.IsTerminal(); ply++ {
					legal := tab.Legal()
					players = append(players, tab.ToMove())
					m, err := tab.Play(legal[rng.IntN(len(legal))])
					if err != nil {
						failed.Store(err)
						return
					}
					g.moves = append(g.moves, m)
				}
				g.over = tab.IsTerminal()
				ch <- made{g, sg, players}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(ch)
	}()
	var out []*tracked
	for more := true; more; {
		err := st.change(context.Background(), func(p plan) error {
			for range 500 {
				m, ok := <-ch
				if !ok {
					more = false
					return nil
				}
				if err := p.insert(context.Background(), m.sg); err != nil {
					return err
				}
				for ply, mv := range m.g.moves {
					if _, err := p.tx.Exec("INSERT INTO moves (game, ply, player, move, at) VALUES (?, ?, ?, ?, ?)", m.sg.ID, ply, m.players[ply], mv, millis(now)); err != nil {
						return err
					}
				}
				if _, err := p.tx.Exec("UPDATE games SET moves = ?, status = ? WHERE id = ?", len(m.g.moves), status(m.g.over), m.sg.ID); err != nil {
					return err
				}
				out = append(out, m.g)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err, _ := failed.Load().(error); err != nil {
		t.Fatal(err)
	}
	var playing, over []*tracked
	for _, g := range out {
		if g.over {
			over = append(over, g)
		} else {
			playing = append(playing, g)
		}
	}
	t.Logf("%d games being played, %d finished", len(playing), len(over))
	return append(playing, over...)
}

// retry is do, sent again after a pause while the server answers 503 or
// 429 (for 30 s at most).
func (c hclient) retry(ctx context.Context, method, path, key string, body, out any) (int, string, error) {
	end := time.Now().Add(30 * time.Second)
	for {
		code, msg, err := c.do(ctx, method, path, key, body, out)
		if err != nil || code != 503 && code != 429 || time.Now().After(end) {
			return code, msg, err
		}
		time.Sleep(time.Duration(20+rand.IntN(80)) * time.Millisecond)
	}
}

func movesOf(gs []*tracked) int {
	n := 0
	for _, g := range gs {
		n += len(g.moves)
	}
	return n
}

// statusKB reads a field of the process's /proc status, in KiB.
func statusKB(t *testing.T, p *process, field string) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		t.Skipf("no /proc to measure memory: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return n
		}
	}
	t.Fatalf("no %s in /proc status", field)
	return 0
}

// memory describes the process's resident memory.
func memory(t *testing.T, p *process) string {
	return fmt.Sprintf("resident memory %d MB (peak %d MB)", statusKB(t, p, "VmRSS")>>10, statusKB(t, p, "VmHWM")>>10)
}
