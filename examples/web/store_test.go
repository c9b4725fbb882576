package main

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// storedGames returns the number of games s stores.
func storedGames(t *testing.T, s *server) int {
	t.Helper()
	var n int
	if err := s.store.r.QueryRowContext(context.Background(), "SELECT count(*) FROM games").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// isStored reports whether s stores game id.
func isStored(t *testing.T, s *server, id string) bool {
	t.Helper()
	var n int
	if err := s.store.r.QueryRowContext(context.Background(), "SELECT count(*) FROM games WHERE id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n == 1
}

// ownGames returns the number of games s stores that client owner started.
func ownGames(t *testing.T, s *server, owner string) int {
	t.Helper()
	var n int
	if err := s.store.r.QueryRowContext(context.Background(), "SELECT count(*) FROM games WHERE owner = ?", owner).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// setActive sets the time of the last move of game id, as if it had been
// played then.
func setActive(t *testing.T, s *server, id string, at time.Time) {
	t.Helper()
	if _, err := s.store.w.ExecContext(context.Background(), "UPDATE games SET active = ? WHERE id = ?", at.UnixMilli(), id); err != nil {
		t.Fatal(err)
	}
}

// player returns the key that plays or asks for the moves of game st: a
// human seat's, or the host key of a game between bots.
func player(st started) string {
	for _, k := range st.Keys {
		if k != "" {
			return k
		}
	}
	return st.Host
}

// advance plays up to n moves of game st through the API: a human seat
// plays its first legal move, a bot its own. It returns the moves made.
func advance(t *testing.T, h http.Handler, st started, n int) int {
	t.Helper()
	url := "/api/games/" + st.ID
	if st.Host != "" {
		// Bots only: no need to look at the game (drawing it is slow under
		// the race detector).
		for i := range n {
			var r struct{ Positions int }
			code, msg := (tclient{h: h, key: st.Host}).call(t, "POST", url+"/bot", nil, &r)
			if code == 409 && strings.Contains(msg, "over") {
				return i
			}
			if code != 200 {
				t.Fatalf("game %s, bot: %d %s", st.ID, code, msg)
			}
		}
		return n
	}
	for i := range n {
		var g gameReply
		c := tclient{h: h, key: player(st)}
		if code, msg := c.call(t, "GET", url, nil, &g); code != 200 {
			t.Fatalf("game %s: %d %s", st.ID, code, msg)
		}
		if g.Terminal {
			return i
		}
		if k := st.Keys[g.ToMove]; k != "" {
			c = c.as(k)
			c.call(t, "GET", url, nil, &g)
			if code, msg := c.call(t, "POST", url+"/moves", moveRequest{g.Legal[0].Move}, nil); code != 200 {
				t.Fatalf("game %s, move %s: %d %s", st.ID, g.Legal[0].Move, code, msg)
			}
			continue
		}
		if code, msg := c.call(t, "POST", fmt.Sprintf("%s/bot?positions=%d", url, g.Positions), nil, nil); code != 200 {
			t.Fatalf("game %s, bot: %d %s", st.ID, code, msg)
		}
	}
	return n
}

// look returns game st as its player key sees it, with ?query.
func look(t *testing.T, h http.Handler, st started, query string) gameReply {
	t.Helper()
	var g gameReply
	if code, msg := (tclient{h: h, key: player(st)}).call(t, "GET", "/api/games/"+st.ID+query, nil, &g); code != 200 {
		t.Fatalf("game %s%s: %d %s", st.ID, query, code, msg)
	}
	return g
}

// openTest opens the database at path for a test, or fails it.
func openTest(t *testing.T, path string) *store {
	t.Helper()
	st, err := openStore(path)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestRestart plays games of every kind on a server over a database file,
// closes it and opens another server on the file: it serves every game by
// the same keys, at the same position with the same history, and play goes
// on. The file holds no key, only their hashes.
func TestRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	lim := testLimits()
	lim.MaxGames = 100
	h := newStoredServer(lim, openTest(t, path))
	var sts []started
	for _, req := range []any{
		create("kingdomino", 2, 4, "human", "random"),
		create("kingdombuilder", 3, 7, "greedy", "human", "random"),
		map[string]any{"game": "kingdombuilder", "players": 2, "seed": "18446744073709551615", "seats": []string{"random", "random"}, "variants": []string{"crossroads"}},
		create("arkadia", 2, 2, "human", "human"),
		create("arkadia", 3, 9, "ismcts:10", "greedy", "random"),
		create("kingdomino", 4, 1),
	} {
		sts = append(sts, start(t, h, req))
	}
	for i, st := range sts {
		advance(t, h, st, 4+2*i)
	}
	// A game loaded from a document, with moves after it.
	var doc []byte
	if code, msg := (tclient{h: h, key: sts[2].Host}).call(t, "GET", "/api/games/"+sts[2].ID+"/save", nil, &doc); code != 200 {
		t.Fatalf("save: %d %s", code, msg)
	}
	var loaded started
	if code, msg := call(t, h, "POST", "/api/load", loadRequest{Document: string(doc), Seats: []string{"greedy", "human"}, Seed: seedText{"12", 12}}, &loaded); code != 200 {
		t.Fatalf("load: %d %s", code, msg)
	}
	advance(t, h, loaded, 6)
	sts = append(sts, loaded)
	// A finished game.
	done := start(t, h, create("kingdomino", 2, 3, "random", "random"))
	advance(t, h, done, 1000)
	sts = append(sts, done)

	before := map[string]gameReply{}
	for _, st := range sts {
		before[st.ID] = look(t, h, st, "")
	}
	if err := h.store.close(); err != nil {
		t.Fatal(err)
	}
	file, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range sts {
		for _, k := range append([]string{st.Watch, st.Host}, st.Keys...) {
			if k != "" && bytes.Contains(file, []byte(k)) {
				t.Errorf("the database holds a key of game %s", st.ID)
			}
		}
	}

	h = newStoredServer(lim, openTest(t, path))
	defer h.store.close()
	for _, st := range sts {
		was, now := before[st.ID], look(t, h, st, "")
		if now.Positions != was.Positions || now.Text != was.Text || now.SVG != was.SVG || now.Terminal != was.Terminal ||
			!slices.Equal(now.History, was.History) || !slices.Equal(now.Seats, was.Seats) || now.Seed != was.Seed {
			t.Errorf("game %s after the restart: %d positions, want %d; history %v, want %v", st.ID, now.Positions, was.Positions, now.History, was.History)
		}
		first := look(t, h, st, "?at=0")
		if first.At != 0 || first.Positions != was.Positions {
			t.Errorf("game %s: position 0 after the restart: at %d of %d", st.ID, first.At, first.Positions)
		}
		if code, _ := (tclient{h: h, key: st.Watch}).call(t, "GET", "/api/games/"+st.ID+"?seat=-2", nil, nil); code != 200 {
			t.Errorf("game %s: the watch link after the restart: %d", st.ID, code)
		}
		if code, _ := (tclient{h: h, key: "0123456789abcdef0123456789abcdef"}).call(t, "GET", "/api/games/"+st.ID, nil, nil); code != 403 {
			t.Errorf("game %s: a wrong key after the restart: %d", st.ID, code)
		}
		if !was.Terminal {
			if n := advance(t, h, st, 3); n != 3 {
				t.Errorf("game %s went on for %d moves after the restart, want 3", st.ID, n)
			}
			if g := look(t, h, st, ""); g.Positions != was.Positions+3 {
				t.Errorf("game %s: %d positions after 3 more moves, want %d", st.ID, g.Positions, was.Positions+3)
			}
		}
	}
	if !before[done.ID].Terminal {
		t.Error("the finished game is not finished")
	}
}

// TestRefuse opens files that are not a database of this server, or are
// damaged, or are of a newer schema version: each is refused with a
// message that says which, and is left as it was.
func TestRefuse(t *testing.T) {
	dir := t.TempDir()
	// A database of this server with two games, one with moves.
	good := filepath.Join(dir, "good.db")
	h := newStoredServer(testLimits(), openTest(t, good))
	st := start(t, h, create("kingdomino", 2, 1, "random", "random"))
	advance(t, h, st, 6)
	start(t, h, create("arkadia", 2, 1))
	h.store.close()
	goodBytes, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	// other makes a SQLite file with the statements given.
	other := func(name string, stmts ...string) string {
		path := filepath.Join(dir, name)
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for _, q := range stmts {
			if _, err := db.Exec(q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		return path
	}
	// copyGood copies the good database, then runs stmts on the copy.
	copyGood := func(name string, stmts ...string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, goodBytes, 0o644); err != nil {
			t.Fatal(err)
		}
		return other(name, stmts...)
	}
	write := func(name string, b []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	random := make([]byte, 64<<10)
	rand.NewChaCha8([32]byte{1}).Read(random)
	// A damaged database: the good one with its pages after the first
	// overwritten.
	damaged := slices.Clone(goodBytes)
	for i := 4096; i < len(damaged); i += 7 {
		damaged[i] ^= 0x5a
	}
	for _, c := range []struct {
		name, path, want string
	}{
		{"random bytes", write("random.db", random), "not a SQLite file"},
		{"a short file", write("short.db", []byte("kingdoms")), "fewer than a SQLite file's header"},
		{"a text file", write("text.db", []byte(strings.Repeat("one game, one move\n", 100))), "not a SQLite file"},
		{"another program's database", other("users.db", "CREATE TABLE users (name TEXT)", "INSERT INTO users VALUES ('ann')"), "another program"},
		{"another program's tables with a schema table", other("mixed.db", "CREATE TABLE "+schemaTable+" (version INTEGER)", "INSERT INTO "+schemaTable+" VALUES (1)", "CREATE TABLE users (name TEXT)"), "another program"},
		{"an empty database of another program", other("appid.db", "PRAGMA application_id = 42"), "another program"},
		{"a newer schema", copyGood("newer.db", "UPDATE "+schemaTable+" SET version = 2"), "newer version of this server (schema version 2"},
		{"two schema versions", copyGood("versions.db", "INSERT INTO "+schemaTable+" VALUES (1)"), "2 schema versions"},
		{"a move missing", copyGood("missing.db", "DELETE FROM moves WHERE ply = 3"), "has 5 moves stored, numbered up to 5, where it counts 6"},
		{"a column missing", copyGood("column.db", "ALTER TABLE games DROP COLUMN seed"), "no such column"},
		{"damaged pages", write("damaged.db", damaged), "refusing to serve from it"},
		{"the header only", write("header.db", goodBytes[:100]), "refusing to serve from it"},
	} {
		before, err := os.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		st, err := openStore(c.path)
		if err == nil {
			st.close()
			t.Errorf("%s: opened", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.path) {
			t.Errorf("%s: %v\nwant the file's name and %q", c.name, err, c.want)
		}
		if after, _ := os.ReadFile(c.path); !bytes.Equal(before, after) {
			t.Errorf("%s: the file changed", c.name)
		}
	}
	// The good database still opens, and so does an empty file.
	for _, path := range []string{good, write("empty.db", nil)} {
		st, err := openStore(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		st.close()
	}
	if err := run("localhost:0", write("random2.db", random), testLimits()); err == nil || !strings.Contains(err.Error(), "not a SQLite file") {
		t.Errorf("the server started on random bytes: %v", err)
	}
}

// TestDamagedGame changes a stored move behind the server's back: the game
// is refused with 500 and the reason, never served in part, and the other
// games are served.
func TestDamagedGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	h := newStoredServer(testLimits(), openTest(t, path))
	bad := start(t, h, create("kingdomino", 2, 1, "human", "random"))
	good := start(t, h, create("kingdomino", 2, 2, "human", "random"))
	advance(t, h, bad, 8)
	advance(t, h, good, 8)
	h.store.close()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		"UPDATE moves SET move = (SELECT move FROM moves WHERE game = '" + bad.ID + "' AND ply = 2) WHERE game = '" + bad.ID + "' AND ply = 4",
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	h = newStoredServer(testLimits(), openTest(t, path))
	defer h.store.close()
	for range 2 {
		if code, msg := (tclient{h: h, key: bad.Keys[0]}).call(t, "GET", "/api/games/"+bad.ID, nil, nil); code != 500 || !strings.Contains(msg, "damaged") || !strings.Contains(msg, "move 4") {
			t.Errorf("the damaged game: %d %s", code, msg)
		}
	}
	look(t, h, good, "")
	if n := advance(t, h, good, 2); n != 2 {
		t.Errorf("the good game: %d moves", n)
	}
}

// TestCache holds at most lim.MaxActive games in memory: the others are
// read again from the database when asked for, with their moves; a game a
// request holds (a page waiting for the next move) stays; when every game
// held is in use, a game to read is refused with 503. Games no request
// asked for within lim.MemoryIdle leave memory, not the database.
func TestCache(t *testing.T) {
	lim := testLimits()
	// The three waits below must hold their games at once: a long poll
	// of 8 s leaves them time to start on a loaded machine (each ends
	// after it, so the test takes as long).
	lim.MaxGames, lim.MaxActive, lim.LongPoll = 100, 3, 8*time.Second
	h := newStoredServer(lim, openTest(t, filepath.Join(t.TempDir(), "games.db")))
	defer h.store.close()
	var sts []started
	for i := range 8 {
		st := start(t, h, create("kingdomino", 2, i, "human", "greedy"))
		advance(t, h, st, 3+i)
		sts = append(sts, st)
	}
	held := func() int {
		h.mu.Lock()
		defer h.mu.Unlock()
		return len(h.games)
	}
	if n := held(); n > lim.MaxActive {
		t.Errorf("%d games in memory, bound %d", n, lim.MaxActive)
	}
	for i, st := range sts {
		g := look(t, h, st, "")
		if len(g.History) != 3+i {
			t.Errorf("game %d: %d moves, want %d", i, len(g.History), 3+i)
		}
		advance(t, h, st, 1)
	}
	// Three pages wait for the next move of three games: the memory is
	// full of games in use.
	var wg sync.WaitGroup
	for _, st := range sts[:3] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := look(t, h, st, "")
			(tclient{h: h, key: st.Watch}).call(t, "GET", fmt.Sprintf("/api/games/%s/wait?positions=%d", st.ID, g.Positions), nil, nil)
		}()
	}
	deadline := time.Now().Add(lim.LongPoll)
	for {
		h.mu.Lock()
		busy := 0
		for _, g := range h.games {
			if g.refs > 0 {
				busy++
			}
		}
		h.mu.Unlock()
		if busy == 3 {
			break
		}
		if time.Now().After(deadline) {
			wg.Wait()
			t.Fatalf("%d games in use after %v, want the 3 that pages wait on", busy, lim.LongPoll)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if code, msg := (tclient{h: h, key: player(sts[5])}).call(t, "GET", "/api/games/"+sts[5].ID, nil, nil); code != 503 || !strings.Contains(msg, "open at once") {
		t.Errorf("a game to read while memory is full of games in use: %d %s", code, msg)
	}
	wg.Wait()
	look(t, h, sts[5], "")
	// Idle games leave memory, not the database.
	if err := h.sweep(time.Now().Add(lim.MemoryIdle)); err != nil {
		t.Fatal(err)
	}
	if n := held(); n != 0 {
		t.Errorf("%d games in memory after they were idle", n)
	}
	if n := storedGames(t, h); n != len(sts) {
		t.Errorf("%d games stored, want %d", n, len(sts))
	}
	for i, st := range sts {
		if g := look(t, h, st, ""); len(g.History) != 4+i {
			t.Errorf("game %d: %d moves after it left memory, want %d", i, len(g.History), 4+i)
		}
	}
}

// TestKeep keeps a finished game for lim.Keep after its last move: it can
// be stepped through and watched, also after it left memory; then it is
// deleted, and the game still being played is not.
func TestKeep(t *testing.T) {
	lim := testLimits()
	lim.Keep = time.Hour
	h := newStoredServer(lim, openTest(t, filepath.Join(t.TempDir(), "games.db")))
	defer h.store.close()
	done := start(t, h, create("kingdomino", 2, 3, "random", "random"))
	moves := advance(t, h, done, 1000)
	going := start(t, h, create("kingdomino", 2, 3, "human", "random"))
	advance(t, h, going, 3)
	if err := h.sweep(time.Now().Add(lim.MemoryIdle)); err != nil {
		t.Fatal(err)
	}
	for _, at := range []int{0, moves / 2, moves} {
		if g := look(t, h, done, fmt.Sprintf("?at=%d", at)); g.At != at || !g.Terminal && at == moves {
			t.Errorf("the finished game at %d: at %d, terminal %v", at, g.At, g.Terminal)
		}
		if code, msg := (tclient{h: h, key: done.Watch}).call(t, "GET", fmt.Sprintf("/api/games/%s?at=%d", done.ID, at), nil, nil); code != 200 {
			t.Errorf("watching the finished game at %d: %d %s", at, code, msg)
		}
	}
	if err := h.sweep(time.Now().Add(lim.Keep - time.Minute)); err != nil {
		t.Fatal(err)
	}
	if !isStored(t, h, done.ID) {
		t.Error("the finished game was deleted before its time")
	}
	if err := h.sweep(time.Now().Add(lim.Keep + time.Minute)); err != nil {
		t.Fatal(err)
	}
	if isStored(t, h, done.ID) || !isStored(t, h, going.ID) {
		t.Errorf("after its time: the finished game stored %v, the game being played %v", isStored(t, h, done.ID), isStored(t, h, going.ID))
	}
	if code, msg := (tclient{h: h, key: done.Watch}).call(t, "GET", "/api/games/"+done.ID, nil, nil); code != 404 || !strings.Contains(msg, "finished more than") {
		t.Errorf("the deleted game: %d %s", code, msg)
	}
}

// TestDroppedWhilePlayed drops a game from the database while it is in
// memory: its next move is refused, not acknowledged, and the game is gone.
func TestDroppedWhilePlayed(t *testing.T) {
	h := newStoredServer(testLimits(), openTest(t, filepath.Join(t.TempDir(), "games.db")))
	defer h.store.close()
	st := start(t, h, create("kingdomino", 2, 3, "human", "human"))
	advance(t, h, st, 2)
	g := look(t, h, st, "")
	if _, err := h.store.w.Exec("DELETE FROM games WHERE id = ?", st.ID); err != nil {
		t.Fatal(err)
	}
	me := tclient{h: h, key: st.Keys[g.ToMove]}
	me.call(t, "GET", "/api/games/"+st.ID, nil, &g)
	if code, msg := me.call(t, "POST", "/api/games/"+st.ID+"/moves", moveRequest{g.Legal[0].Move}, nil); code != 404 || !strings.Contains(msg, "dropped") {
		t.Errorf("a move in a dropped game: %d %s", code, msg)
	}
	if code, _ := me.call(t, "GET", "/api/games/"+st.ID, nil, nil); code != 404 {
		t.Errorf("the dropped game: %d", code)
	}
}

// TestBackup copies the database while a server runs on it: the copy
// opens, with every game and move.
func TestBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.db")
	h := newStoredServer(testLimits(), openTest(t, path))
	defer h.store.close()
	st := start(t, h, create("kingdombuilder", 2, 3, "human", "random"))
	advance(t, h, st, 9)
	was := look(t, h, st, "")
	to := filepath.Join(dir, "copy.db")
	if err := copyStore(path, to); err != nil {
		t.Fatal(err)
	}
	if err := copyStore(path, to); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("a backup over a file: %v", err)
	}
	if err := copyStore(filepath.Join(dir, "none.db"), filepath.Join(dir, "copy2.db")); err == nil {
		t.Error("a backup of no database")
	}
	c := newStoredServer(testLimits(), openTest(t, to))
	defer c.store.close()
	if g := look(t, c, st, ""); g.Positions != was.Positions || g.Text != was.Text {
		t.Errorf("the copy: %d positions, want %d", g.Positions, was.Positions)
	}
}

// TestCacheFinishedFirst makes room in memory by dropping a finished game
// before the least recently used game being played.
func TestCacheFinishedFirst(t *testing.T) {
	lim := testLimits()
	lim.MaxGames, lim.MaxActive = 100, 3
	h := newStoredServer(lim, openTest(t, filepath.Join(t.TempDir(), "games.db")))
	defer h.store.close()
	old := start(t, h, create("kingdomino", 2, 1, "human", "human"))
	mid := start(t, h, create("kingdomino", 2, 2, "human", "human"))
	done := start(t, h, create("kingdomino", 2, 3, "random", "random"))
	advance(t, h, done, 1000)
	look(t, h, old, "")
	look(t, h, mid, "")
	look(t, h, done, "") // finished, and the most recently used
	start(t, h, create("kingdomino", 2, 4, "human", "human"))
	h.mu.Lock()
	_, doneHeld := h.games[done.ID]
	_, oldHeld := h.games[old.ID]
	h.mu.Unlock()
	if doneHeld || !oldHeld {
		t.Errorf("after a new game: the finished game in memory %v, the least recently used game being played %v", doneHeld, oldHeld)
	}
}
