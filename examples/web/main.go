// Command web serves a page on which a person plays, watches and inspects
// games of the module in a browser:
//
//	go run ./examples/web                 # then open http://localhost:8080
//	go run ./examples/web -addr :9000
//
// The page starts a game of any registered game, with its variants and a
// human or a bot in each seat, from a seed; the human seats play by
// clicking on the picture (or in a list of the legal moves, in notation);
// the game can be stepped through, with every player's score breakdown at
// each position, saved as the game's JSON document and loaded again. Custom
// Kingdom Builder sections and Arkadia editions can be drawn to check a
// transcription. A human seat only ever sees its View of the game.
//
// The server is a thin layer over the registry of examples/internal/games:
// the page and its assets are embedded in the binary, games are held in
// memory, and every resource is bounded: request bodies, games held (the
// least recently used game is dropped beyond the bound), requests in flight,
// games created per second, and the bots' thinking time.
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
	"time"
)

func main() {
	lim := defaultLimits()
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.IntVar(&lim.MaxGames, "games", lim.MaxGames, "games held in memory; beyond it the least recently used game is dropped")
	flag.Int64Var(&lim.MaxBody, "max-body", lim.MaxBody, "largest request body accepted, in bytes")
	flag.DurationVar(&lim.MaxThink, "think", lim.MaxThink, "longest time a bot may think over one move")
	flag.IntVar(&lim.MaxIterations, "iterations", lim.MaxIterations, "most iterations an ISMCTS bot may run for one move")
	flag.Parse()
	if err := run(*addr, lim); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

func run(addr string, lim limits) error {
	if lim.MaxGames < 1 || lim.MaxBody < 1024 || lim.MaxThink <= 0 || lim.MaxIterations < 1 {
		return errors.New("-games must be at least 1, -max-body at least 1024, -think and -iterations positive")
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := newHTTPServer(newServer(lim), lim)
	log.Printf("serving on http://%s/ (Ctrl-C stops)", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// newHTTPServer wraps h in a server with timeouts fit for lim.
func newHTTPServer(h http.Handler, lim limits) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      lim.MaxThink + lim.BotWait + 30*time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
}
