// Command web serves a page on which people play, watch and inspect games
// of the module in a browser:
//
//	go run ./examples/web                 # then open http://localhost:8080
//	go run ./examples/web -addr :9000     # reachable from other machines
//	go run ./examples/web -db games.db    # the games in games.db
//
// The page starts a game of any registered game, with its variants and a
// human or a bot in each seat, from a seed; the human seats play by
// clicking on the picture (or in a list of the legal moves, in notation);
// the game can be stepped through, with every player's score breakdown at
// each position, saved as the game's JSON document and loaded again. Custom
// Kingdom Builder sections and Arkadia editions can be drawn to check a
// transcription.
//
// Starting a game gives each human seat its own secret link, which shows
// only that seat's view and plays only its moves, and a watch link, which
// shows only what every player sees: two people on two browsers, or two
// machines, play one game, each seeing only their own hand.
//
// The server is a thin layer over the registry of examples/internal/games:
// the page and its assets are embedded in the binary, and every resource is
// bounded, for all clients together and for each client address: request
// bodies (read under their own deadline), requests at once, games stored
// (finished and idle games are dropped first, a game being played only from
// an address holding more than the client starting one) and held in memory,
// games started per second, the size of what a preview or a load reads, and
// the bots' thinking time. What all clients share (the bots' thinking
// slots, the starts, the table of clients, the games) is shared out between
// the client addresses: the ones asking are served in turn, the one served
// least recently first, and a new address always gets into the table of
// clients, the least recently seen leaving it. With -host, the server
// answers only to the names given, which keeps the pages of other sites from
// reaching it through a name of theirs (DNS rebinding). The limits are
// listed in the README.
//
// The games are stored in a SQLite database, kingdoms-web.db in the working
// directory unless -db names another file: every move is on the disk before
// the server answers it, and a restarted server serves every stored game by
// the same links. Memory holds the games being played only. A file that is
// not this server's database, a damaged one, or one of a newer version is
// refused at start. -backup FILE writes a consistent copy of the database,
// even while a server runs on it.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

func main() {
	lim := defaultLimits()
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	db := flag.String("db", "kingdoms-web.db", "the database file of the games (made when missing); empty: in memory, lost at exit")
	backup := flag.String("backup", "", "write a consistent copy of the database to this new file, and exit")
	flag.IntVar(&lim.MaxGames, "games", lim.MaxGames, "games stored; beyond it finished, then idle games are dropped")
	flag.IntVar(&lim.MaxActive, "active", lim.MaxActive, "games held in memory; beyond it the least recently used leaves memory (not the database)")
	flag.DurationVar(&lim.Keep, "keep", lim.Keep, "how long a finished game is kept after its last move")
	flag.IntVar(&lim.ClientGames, "client-games", lim.ClientGames, "games stored that one client address started; beyond it its own are dropped")
	flag.Int64Var(&lim.MaxBody, "max-body", lim.MaxBody, "largest request body accepted, in bytes")
	flag.DurationVar(&lim.MaxThink, "think", lim.MaxThink, "longest time a bot may think over one move")
	flag.IntVar(&lim.MaxIterations, "iterations", lim.MaxIterations, "most iterations an ISMCTS bot may run for one move")
	flag.IntVar(&lim.MaxClients, "clients", lim.MaxClients, "client addresses tracked at once; beyond it the least recently seen leave the table")
	hosts := flag.String("host", "", "comma-separated host names the server answers to (the Host header, any port), such as games.example.org,localhost; empty: any")
	flag.Parse()
	for _, h := range strings.Split(*hosts, ",") {
		if h = strings.TrimSpace(h); h != "" {
			lim.Hosts = append(lim.Hosts, h)
		}
	}
	if *backup != "" {
		if err := copyStore(*db, *backup); err != nil {
			fmt.Fprintln(os.Stderr, "web:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*addr, *db, lim); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

func run(addr, db string, lim limits) error {
	if lim.MaxGames < 1 || lim.ClientGames < 1 || lim.MaxActive < 1 || lim.MaxClients < 1 || lim.Keep <= 0 || lim.MaxBody < 1024 || lim.MaxThink <= 0 || lim.MaxIterations < 1 {
		return errors.New("-games, -active, -client-games and -clients must be at least 1, -max-body at least 1024, -keep, -think and -iterations positive")
	}
	st, err := openStore(db)
	if err != nil {
		return err
	}
	defer st.close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	s := newStoredServer(lim, st)
	srv := newHTTPServer(s, lim)
	if db == "" {
		log.Printf("games in memory only: they are lost when the server stops")
	} else {
		log.Printf("games in %s", st.path)
	}
	log.Printf("serving on http://%s/ (Ctrl-C stops)", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := s.sweep(time.Now()); err != nil {
		log.Printf("expiring finished games: %v", err)
	}
	go s.sweeper(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	<-done // the requests are answered: the database may close
	return nil
}

// copyStore writes a consistent copy of the database db to the new file
// to; a server may be running on db meanwhile.
func copyStore(db, to string) error {
	if db == "" {
		return errors.New("-backup: no -db to copy")
	}
	if _, err := os.Stat(db); err != nil {
		return fmt.Errorf("-backup: %w", err)
	}
	st, err := openStore(db)
	if err != nil {
		return err
	}
	defer st.close()
	if err := st.backup(context.Background(), to); err != nil {
		return fmt.Errorf("-backup: %w", err)
	}
	return nil
}

// newHTTPServer wraps h in a server with timeouts fit for lim.
func newHTTPServer(h http.Handler, lim limits) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       5*time.Second + lim.BodyTime,
		WriteTimeout:      max(lim.MaxThink+lim.BotWait, lim.LongPoll) + 30*time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
}
