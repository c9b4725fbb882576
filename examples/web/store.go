package main

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver, in Go: the server builds with CGO_ENABLED=0
)

// The games are stored in a SQLite database (by the pure-Go driver
// modernc.org/sqlite), which is the truth: the server's memory holds a
// cache of the games being played. A game is stored as what the engines
// replay exactly: its configuration (or the document it was loaded from),
// its seats and the bots' seed, and its moves in notation; with the
// SHA-256 hashes of its keys (never the keys), the client that started it,
// its clock (its start, each move) and its status.
//
// The database is in WAL mode with synchronous=FULL: a move is committed,
// and the log synced to the disk, before the server answers it, so that an
// acknowledged move outlives a crash of the process, of the system or of
// the power. (synchronous=NORMAL would sync at checkpoints only: safe from a
// crash of the process, but a power cut could take the last moves back.) A
// commit costs one sync of the log, about 1 ms on this machine's disk.

// schemaVersion is the layout of the database this server writes and
// reads. A database of another version is refused, never half read.
const schemaVersion = 1

// appID marks a SQLite file as this server's (PRAGMA application_id):
// "KWeb".
const appID = 0x4b576562

// schemaTable holds the schema version; its name tells this server's
// databases from others.
const schemaTable = "kingdoms_web_schema"

// schema creates the tables of a new database.
var schema = []string{
	`CREATE TABLE ` + schemaTable + ` (version INTEGER NOT NULL)`,
	fmt.Sprintf(`INSERT INTO `+schemaTable+` (version) VALUES (%d)`, schemaVersion),
	// A game: its configuration (a loaded game: the document of its first
	// position), the seats as ParseSeat reads them, the seed as typed, the
	// client that started it, the hex SHA-256 of each key (a JSON list, ""
	// for a bot's seat), its clock in Unix milliseconds (started; active:
	// the start or the last move), its status and its number of moves.
	`CREATE TABLE games (
		id       TEXT PRIMARY KEY,
		game     TEXT NOT NULL,
		players  INTEGER NOT NULL,
		variants TEXT NOT NULL,
		document TEXT NOT NULL,
		seats    TEXT NOT NULL,
		seed     TEXT NOT NULL,
		owner    TEXT NOT NULL,
		keys     TEXT NOT NULL,
		watch    TEXT NOT NULL,
		host     TEXT NOT NULL,
		started  INTEGER NOT NULL,
		active   INTEGER NOT NULL,
		status   TEXT NOT NULL CHECK (status IN ('playing', 'over')),
		moves    INTEGER NOT NULL CHECK (moves >= 0)
	)`,
	`CREATE INDEX games_owner ON games (owner, status, active)`,
	`CREATE INDEX games_status ON games (status, active)`,
	// A move: its number in the game (from 0), the player who made it, its
	// notation and when it was made.
	`CREATE TABLE moves (
		game   TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
		ply    INTEGER NOT NULL CHECK (ply >= 0),
		player INTEGER NOT NULL,
		move   TEXT NOT NULL,
		at     INTEGER NOT NULL,
		PRIMARY KEY (game, ply)
	) WITHOUT ROWID`,
}

// gameColumns are the columns of a game, in the order of storedGame's scan.
const gameColumns = `id, game, players, variants, document, seats, seed, owner, keys, watch, host, started, active, status, moves`

// store is the database of the games.
type store struct {
	path string  // the file, or "" for a database in memory
	w    *sql.DB // the one connection that writes
	r    *sql.DB // the connections that read (w for a database in memory)
}

// storedGame is what the database holds of a game, but its moves.
type storedGame struct {
	ID       string
	Game     string   // the registry's name
	Players  int      // for a started game
	Variants []string // for a started game
	Document string   // the first position of a loaded game; "" for a started one
	Seats    []string // as ParseSeat reads them
	Seed     string   // the bots' seed, as typed
	Owner    string   // the client that started it
	Keys     []string // the hex SHA-256 of each seat's key; "" for a bot
	Watch    string   // the hex SHA-256 of the watch key
	Host     string   // the hex SHA-256 of the host key, or ""
	Started  time.Time
	Active   time.Time // the start or the last move
	Over     bool
	Moves    int
}

// storedMove is a move as the database holds it.
type storedMove struct {
	Ply    int
	Player int
	Move   string
	At     time.Time
}

// errGone is the error of a move in a game that was dropped meanwhile.
var errGone = errors.New("the game was dropped from the server to make room")

// hashKey returns the hex SHA-256 of a key, as the database holds it. A key
// is 128 random bits: no salt or slow hash is needed against guessing it
// back from its hash.
func hashKey(key string) string {
	if key == "" {
		return ""
	}
	h := sha256.Sum256([]byte(key))
	return hex.EncodeToString(h[:])
}

// openStore opens the database at path, creating it when the file does not
// exist or is empty; path "" opens a database in memory, which holds the
// games while the server runs only. A file that is not this server's
// database, a damaged one and one of a newer schema version are refused
// with an error that says so, before anything is read from it or written to
// it.
func openStore(path string) (*store, error) {
	if path == "" {
		db, err := sql.Open("sqlite", "file::memory:?_pragma=foreign_keys(1)&_txlock=immediate")
		if err != nil {
			return nil, err
		}
		// One connection: each connection to :memory: is a database of its own.
		db.SetMaxOpenConns(1)
		db.SetMaxIdleConns(1)
		db.SetConnMaxLifetime(0)
		db.SetConnMaxIdleTime(0)
		st := &store{w: db, r: db}
		if err := st.setUp(); err != nil {
			db.Close()
			return nil, err
		}
		return st, nil
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	if err := checkHeader(abs); err != nil {
		return nil, err
	}
	dsn := func(pragmas ...string) string {
		q := url.Values{"_txlock": {"immediate"}}
		q["_pragma"] = append([]string{"busy_timeout(10000)", "foreign_keys(1)", "synchronous(FULL)"}, pragmas...)
		return (&url.URL{Scheme: "file", Path: abs, RawQuery: q.Encode()}).String()
	}
	w, err := sql.Open("sqlite", dsn())
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxLifetime(0)
	st := &store{path: abs, w: w}
	if err := st.setUp(); err != nil {
		w.Close()
		return nil, err
	}
	if st.r, err = sql.Open("sqlite", dsn("query_only(1)")); err != nil {
		w.Close()
		return nil, err
	}
	st.r.SetMaxOpenConns(4)
	return st, nil
}

// sqliteHeader opens every SQLite database file.
const sqliteHeader = "SQLite format 3\x00"

// checkHeader refuses a file that is not a SQLite database; a file that
// does not exist or is empty passes (a new database).
func checkHeader(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("database %s: %w", path, err)
	}
	defer f.Close()
	head := make([]byte, 100)
	n, err := io.ReadFull(f, head)
	switch {
	case n == 0 && (err == io.EOF || err == nil):
		return nil
	case err == io.ErrUnexpectedEOF:
		return fmt.Errorf("database %s: %d bytes, fewer than a SQLite file's header: not a database of this server; refusing to use it (move it away, or give another -db)", path, n)
	case err != nil:
		return fmt.Errorf("database %s: %w", path, err)
	case string(head[:len(sqliteHeader)]) != sqliteHeader:
		return fmt.Errorf("database %s: not a SQLite file (it begins with %q): refusing to use it (move it away, or give another -db)", path, head[:16])
	}
	return nil
}

// setUp checks the database over the writing connection, or makes a new
// one: its integrity (SQLite's quick_check), that it is this server's (its
// application id and schema table), its schema version, and that every
// game's moves are all there; then it turns on WAL mode.
func (st *store) setUp() error {
	where := "the database in memory"
	if st.path != "" {
		where = "database " + st.path
	}
	// refuse says why the database is refused, and what to do.
	refuse := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s: refusing to serve from it (restore a backup, or move it away, or give another -db)", where, fmt.Sprintf(format, args...))
	}
	ctx := context.Background()
	var check []string
	rows, err := st.w.QueryContext(ctx, "PRAGMA quick_check(5)")
	if err == nil {
		for rows.Next() {
			var line string
			if err = rows.Scan(&line); err != nil {
				break
			}
			check = append(check, line)
		}
		if err == nil {
			err = rows.Err()
		}
		rows.Close()
	}
	if err != nil {
		return refuse("not a readable SQLite database: %v", err)
	}
	if len(check) != 1 || check[0] != "ok" {
		msg := strings.ReplaceAll(strings.Join(check, "; "), "\n", " ")
		if len(msg) > 200 {
			msg = msg[:200] + "..."
		}
		return refuse("damaged (SQLite's quick_check: %s)", msg)
	}
	var id int64
	if err := st.w.QueryRowContext(ctx, "PRAGMA application_id").Scan(&id); err != nil {
		return refuse("reading its application id: %v", err)
	}
	var tables []string
	rows, err = st.w.QueryContext(ctx, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
	if err != nil {
		return refuse("listing its tables: %v", err)
	}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return refuse("listing its tables: %v", err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	switch {
	case len(tables) == 0 && (id == 0 || id == appID):
		if err := st.create(); err != nil {
			return fmt.Errorf("%s: making a new database: %w", where, err)
		}
	case id != appID || !contains(tables, schemaTable):
		return fmt.Errorf("%s: a database of another program (application id %#x, tables %s), not this server's games: refusing to use it (give another -db)", where, id, excerptList(tables))
	default:
		var versions []int
		rows, err := st.w.QueryContext(ctx, "SELECT version FROM "+schemaTable)
		if err != nil {
			return refuse("reading its schema version: %v", err)
		}
		for rows.Next() {
			var v int
			if err := rows.Scan(&v); err != nil {
				rows.Close()
				return refuse("reading its schema version: %v", err)
			}
			versions = append(versions, v)
		}
		rows.Close()
		switch {
		case len(versions) != 1:
			return refuse("damaged: %d schema versions, want one", len(versions))
		case versions[0] > schemaVersion:
			return fmt.Errorf("%s: written by a newer version of this server (schema version %d; this one reads version %d): refusing to serve from it (run the newer version on it, or give another -db)", where, versions[0], schemaVersion)
		case versions[0] < schemaVersion:
			return refuse("schema version %d, which no version of this server wrote", versions[0])
		}
		if err := st.consistent(ctx); err != nil {
			return refuse("damaged: %v", err)
		}
	}
	if st.path != "" {
		var mode string
		if err := st.w.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode); err != nil || mode != "wal" {
			return fmt.Errorf("%s: WAL mode refused (journal mode %q): %v", where, mode, err)
		}
	}
	return nil
}

// create makes the tables of a new database, in one transaction.
func (st *store) create() error {
	ctx := context.Background()
	if _, err := st.w.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", appID)); err != nil {
		return err
	}
	tx, err := st.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range schema {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// consistent checks that the tables have the columns this server reads and
// that every game has its moves, numbered from 0 without a gap.
func (st *store) consistent(ctx context.Context) error {
	for _, q := range []string{
		"SELECT " + gameColumns + " FROM games LIMIT 0",
		"SELECT game, ply, player, move, at FROM moves LIMIT 0",
	} {
		rows, err := st.w.QueryContext(ctx, q)
		if err != nil {
			return err
		}
		rows.Close()
	}
	var id string
	var want, n, last int
	err := st.w.QueryRowContext(ctx, `SELECT g.id, g.moves, count(m.ply), coalesce(max(m.ply), -1)
		FROM games g LEFT JOIN moves m ON m.game = g.id
		GROUP BY g.id
		HAVING count(m.ply) != g.moves OR coalesce(max(m.ply), -1) != g.moves - 1
		LIMIT 1`).Scan(&id, &want, &n, &last)
	switch {
	case err == nil:
		return fmt.Errorf("game %s has %d moves stored, numbered up to %d, where it counts %d", id, n, last, want)
	case !errors.Is(err, sql.ErrNoRows):
		return err
	}
	err = st.w.QueryRowContext(ctx, `SELECT m.game FROM moves m LEFT JOIN games g ON g.id = m.game WHERE g.id IS NULL LIMIT 1`).Scan(&id)
	switch {
	case err == nil:
		return fmt.Errorf("moves of a game %s that is not stored", id)
	case !errors.Is(err, sql.ErrNoRows):
		return err
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// excerptList lists names for an error message: at most 5, each cut short.
func excerptList(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	var out []string
	for i, n := range names {
		if i == 5 {
			out = append(out, fmt.Sprintf("and %d more", len(names)-5))
			break
		}
		if len(n) > 40 {
			n = n[:40] + "..."
		}
		out = append(out, fmt.Sprintf("%q", n))
	}
	return strings.Join(out, ", ")
}

// close closes the database: the log is checkpointed into the file.
func (st *store) close() error {
	var err error
	if st.r != st.w {
		err = st.r.Close()
	}
	return errors.Join(err, st.w.Close())
}

func millis(t time.Time) int64 { return t.UnixMilli() }

func fromMillis(ms int64) time.Time { return time.UnixMilli(ms) }

func status(over bool) string {
	if over {
		return "over"
	}
	return "playing"
}

// plan is a transaction of the writing connection, in which add decides
// which games to drop before a new one is stored.
type plan struct {
	tx *sql.Tx
}

// count returns the number of games stored.
func (p plan) count(ctx context.Context) (int, error) {
	var n int
	err := p.tx.QueryRowContext(ctx, "SELECT count(*) FROM games").Scan(&n)
	return n, err
}

// topOwner returns the owner holding the most games stored, when it holds
// at least two, or "": the address a new client's game may take a game
// being played from, so that a few addresses cannot keep a new one out.
func (p plan) topOwner(ctx context.Context) (string, error) {
	var owner string
	var n int
	err := p.tx.QueryRowContext(ctx, "SELECT owner, count(*) AS n FROM games GROUP BY owner ORDER BY n DESC, owner LIMIT 1").Scan(&owner, &n)
	if errors.Is(err, sql.ErrNoRows) || err == nil && n < 2 {
		return "", nil
	}
	return owner, err
}

// ownGames returns the number of games stored that owner started.
func (p plan) ownGames(ctx context.Context, owner string) (int, error) {
	var n int
	err := p.tx.QueryRowContext(ctx, "SELECT count(*) FROM games WHERE owner = ?", owner).Scan(&n)
	return n, err
}

// victim returns the game to drop first: finished games first, then the
// least recently active; of owner only when owner is not "", and then
// active games too; else only games finished or with no move since idle.
// It returns "" when there is none.
func (p plan) victim(ctx context.Context, owner string, idle time.Time) (string, error) {
	var id string
	var err error
	if owner != "" {
		err = p.tx.QueryRowContext(ctx, "SELECT id FROM games WHERE owner = ? ORDER BY status = 'over' DESC, active LIMIT 1", owner).Scan(&id)
	} else {
		err = p.tx.QueryRowContext(ctx, "SELECT id FROM games WHERE status = 'over' ORDER BY active LIMIT 1").Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			err = p.tx.QueryRowContext(ctx, "SELECT id FROM games WHERE status = 'playing' AND active < ? ORDER BY active LIMIT 1", millis(idle)).Scan(&id)
		}
	}
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return id, err
}

// drop deletes game id, with its moves.
func (p plan) drop(ctx context.Context, id string) error {
	_, err := p.tx.ExecContext(ctx, "DELETE FROM games WHERE id = ?", id)
	return err
}

// insert stores a new game.
func (p plan) insert(ctx context.Context, g *storedGame) error {
	variants, err := json.Marshal(nonNil(g.Variants))
	if err != nil {
		return err
	}
	seats, err := json.Marshal(nonNil(g.Seats))
	if err != nil {
		return err
	}
	keys, err := json.Marshal(nonNil(g.Keys))
	if err != nil {
		return err
	}
	_, err = p.tx.ExecContext(ctx, "INSERT INTO games ("+gameColumns+") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
		g.ID, g.Game, g.Players, string(variants), g.Document, string(seats), g.Seed, g.Owner, string(keys), g.Watch, g.Host,
		millis(g.Started), millis(g.Active), status(g.Over), 0)
	return err
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// change runs f in a transaction of the writing connection and commits it:
// when change returns nil, what f did is on the disk.
func (st *store) change(ctx context.Context, f func(p plan) error) error {
	tx, err := st.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := f(plan{tx}); err != nil {
		return err
	}
	return tx.Commit()
}

// addMove stores move ply of game id, made at at, after which the game is
// over or not. It returns errGone when the game is no longer stored, and an
// error when the game does not have ply moves stored.
func (st *store) addMove(ctx context.Context, id string, m storedMove, over bool) error {
	return st.change(ctx, func(p plan) error {
		res, err := p.tx.ExecContext(ctx, "UPDATE games SET moves = moves + 1, active = ?, status = ? WHERE id = ? AND moves = ?",
			millis(m.At), status(over), id, m.Ply)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			var moves int
			err := p.tx.QueryRowContext(ctx, "SELECT moves FROM games WHERE id = ?", id).Scan(&moves)
			if errors.Is(err, sql.ErrNoRows) {
				return errGone
			}
			if err != nil {
				return err
			}
			return fmt.Errorf("the database holds %d moves of the game, not %d", moves, m.Ply)
		}
		_, err = p.tx.ExecContext(ctx, "INSERT INTO moves (game, ply, player, move, at) VALUES (?, ?, ?, ?, ?)",
			id, m.Ply, m.Player, m.Move, millis(m.At))
		return err
	})
}

// load reads game id and its moves; it returns a nil game when there is
// none.
func (st *store) load(ctx context.Context, id string) (*storedGame, []storedMove, error) {
	// One transaction, so that the game and its moves are of one moment.
	tx, err := st.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: st.r != st.w})
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	var g storedGame
	var variants, seats, keys, over string
	var started, active int64
	err = tx.QueryRowContext(ctx, "SELECT "+gameColumns+" FROM games WHERE id = ?", id).Scan(
		&g.ID, &g.Game, &g.Players, &variants, &g.Document, &seats, &g.Seed, &g.Owner, &keys, &g.Watch, &g.Host,
		&started, &active, &over, &g.Moves)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	g.Started, g.Active, g.Over = fromMillis(started), fromMillis(active), over == "over"
	for _, f := range []struct {
		name string
		text string
		to   *[]string
	}{{"variants", variants, &g.Variants}, {"seats", seats, &g.Seats}, {"keys", keys, &g.Keys}} {
		if err := json.Unmarshal([]byte(f.text), f.to); err != nil {
			return nil, nil, fmt.Errorf("its %s: %v", f.name, err)
		}
	}
	rows, err := tx.QueryContext(ctx, "SELECT ply, player, move, at FROM moves WHERE game = ? ORDER BY ply", id)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var moves []storedMove
	for rows.Next() {
		var m storedMove
		var at int64
		if err := rows.Scan(&m.Ply, &m.Player, &m.Move, &at); err != nil {
			return nil, nil, err
		}
		m.At = fromMillis(at)
		moves = append(moves, m)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	return &g, moves, nil
}

// expire deletes the games finished before before; it returns their ids.
func (st *store) expire(ctx context.Context, before time.Time) ([]string, error) {
	var ids []string
	err := st.change(ctx, func(p plan) error {
		rows, err := p.tx.QueryContext(ctx, "DELETE FROM games WHERE status = 'over' AND active < ? RETURNING id", millis(before))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}

// backup writes a consistent copy of the database to path (VACUUM INTO),
// while the server goes on (it waits for the move being stored, if any).
func (st *store) backup(ctx context.Context, path string) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("backup %s: the file exists; give a new file", path)
	}
	_, err := st.w.ExecContext(ctx, "VACUUM INTO ?", path)
	return err
}
