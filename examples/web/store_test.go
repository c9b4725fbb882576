package main

import (
	"context"
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
