//go:build cgo

package main

import (
	"runtime"
	"slices"
	"strings"
	"testing"
)

// callBotMove calls kd_bot_move without naming the C types: bot "\x00"
// stands for NULL, and capacity is that of the actions' buffer (none for
// 0). It returns the actions written, *n and the status.
func callBotMove[H ~uint64, C ~int8 | ~uint8, N ~int64, A ~int32, S ~int32](f func(H, *C, N, H, *A, N, *N) S, h uint64, bot string, iterations int64, seed uint64, capacity int) ([]int32, int64, int32) {
	var name *C
	if bot != "\x00" {
		b := make([]C, len(bot)+1)
		for i := range len(bot) {
			b[i] = C(bot[i])
		}
		name = &b[0]
	}
	buf := make([]A, max(capacity, 0)+1)
	n := N(-7)
	st := f(H(h), name, N(iterations), H(seed), &buf[0], N(capacity), &n)
	var out []int32
	if st == 0 {
		for _, a := range buf[:n] {
			out = append(out, int32(a))
		}
	}
	return out, int64(n), int32(st)
}

// TestBotMoveC: kd_bot_move through the C API: the default bot's move
// (NULL, "" and "ismcts" alike), legal and reproducible; the handle's
// errors, a buffer too small, bad bots and budgets, a move under way and
// the end of the game refused, none of them changing the game.
func TestBotMoveC(t *testing.T) {
	runtime.LockOSThread() // the last error is the thread's, as for a C caller
	defer runtime.UnlockOSThread()
	g, _ := lookupGame("kingdombuilder")
	e, err := g.start([]byte(`{"players":2,"seed":3}`))
	if err != nil {
		t.Fatal(err)
	}
	h := handles.add(e)
	want, n, st := callBotMove(kd_bot_move, h, "\x00", 0, 9, 3)
	if st != statusOK || n < 1 || n > 3 {
		t.Fatalf("kd_bot_move: status %d, n %d: %s", st, n, lastError(kd_last_error))
	}
	for _, bot := range []string{"", "ismcts"} {
		if got, _, st := callBotMove(kd_bot_move, h, bot, 0, 9, 3); st != statusOK || !slices.Equal(got, want) {
			t.Errorf("kd_bot_move with bot %q: %v, status %d; want %v as with NULL", bot, got, st, want)
		}
	}
	before, _ := e.marshal()
	for _, c := range []struct {
		bot        string
		iterations int64
		capacity   int
		status     int32
		text       string
	}{
		{"minimax", 0, 3, statusArgument, `kd_bot_move: unknown bot "minimax": want "ismcts"`},
		{"ismcts", -5, 3, statusArgument, "iterations -5: want 0"},
		{"ismcts", 1 << 40, 3, statusArgument, "iterations 1099511627776"},
		{"ismcts", 0, -1, statusArgument, "a buffer of -1 values"},
		{"random", 0, 0, statusBuffer, "bot move: the buffer holds 0 values and 1 are needed"},
	} {
		_, n, st := callBotMove(kd_bot_move, h, c.bot, c.iterations, 1, c.capacity)
		if msg := lastError(kd_last_error); st != c.status || !strings.Contains(msg, c.text) {
			t.Errorf("kd_bot_move(%q, %d, capacity %d): status %d, %q; want %d, %q", c.bot, c.iterations, c.capacity, st, msg, c.status, c.text)
		}
		if c.status == statusBuffer && n != 1 {
			t.Errorf("a buffer too small: *n is %d, want the size needed, 1", n)
		}
	}
	if after, _ := e.marshal(); string(after) != string(before) {
		t.Error("refused calls changed the game")
	}
	for _, a := range want {
		if st := callStep(kd_step, h, a); st != statusOK {
			t.Fatalf("kd_step(%d) of the bot's move %v: %s", a, want, lastError(kd_last_error))
		}
	}

	// A move under way (a settlement moved: its hex taken, not its
	// destination) and the end of the game are refused.
	tried := false
	for !e.terminal() {
		if !tried {
			for _, a := range e.legal() {
				c := e.clone()
				if moved, _ := c.step(int(a)); !moved {
					ch := handles.add(c)
					if _, _, st := callBotMove(kd_bot_move, ch, "ismcts", 5, 1, 3); st != statusIllegal || !strings.Contains(lastError(kd_last_error), "under way") {
						t.Errorf("a move under way: status %d, %q", st, lastError(kd_last_error))
					}
					callFree(kd_free, ch)
					tried = true
					break
				}
			}
		}
		acts, _, st := callBotMove(kd_bot_move, h, "greedy", 0, 1, 3)
		if st != statusOK {
			t.Fatal(lastError(kd_last_error))
		}
		for _, a := range acts {
			if st := callStep(kd_step, h, a); st != statusOK {
				t.Fatalf("kd_step(%d) of greedy's move %v: %s", a, acts, lastError(kd_last_error))
			}
		}
	}
	if !tried {
		t.Error("no move of two actions in the whole game: a move under way was not tried")
	}
	if _, _, st := callBotMove(kd_bot_move, h, "ismcts", 0, 1, 3); st != statusIllegal || !strings.Contains(lastError(kd_last_error), "kd_bot_move: kingdombuilder: the game is over") {
		t.Errorf("a game over: status %d, %q", st, lastError(kd_last_error))
	}

	// Handles: a batch, a freed handle, a number never given out.
	b, err := newBatch(g, 2, []byte(`{"players":2}`), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	bh := handles.add(b)
	if _, _, st := callBotMove(kd_bot_move, bh, "ismcts", 0, 1, 3); st != statusHandle || !strings.Contains(lastError(kd_last_error), "is a batch, not a game") {
		t.Errorf("a batch's handle: status %d, %q", st, lastError(kd_last_error))
	}
	callFree(kd_free, bh)
	callFree(kd_free, h)
	if _, _, st := callBotMove(kd_bot_move, h, "ismcts", 0, 1, 3); st != statusHandle || !strings.Contains(lastError(kd_last_error), "was freed") {
		t.Errorf("a freed handle: status %d, %q", st, lastError(kd_last_error))
	}
	if _, _, st := callBotMove(kd_bot_move, 0, "ismcts", 0, 1, 3); st != statusHandle || !strings.Contains(lastError(kd_last_error), "never created") {
		t.Errorf("handle 0: status %d, %q", st, lastError(kd_last_error))
	}
}
