package kingdoms_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/gametest"
)

func TestNimConformance(t *testing.T) {
	gametest.Run(t, gametest.Config[nimState, nimMove]{
		Game:     nim,
		New:      func(seed uint64) (nimState, error) { return newNim(1 + int(seed%40)), nil },
		Seeds:    40,
		MaxMoves: 40,
		Every:    1,
	})
}

func TestPlayoutPlaysToTheEnd(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 0))
		end, n, err := kingdoms.Playout(nim, newNim(30), rng, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !nim.IsTerminal(end) || end.moves != n || n < 10 || n > 30 {
			t.Fatalf("seed %d: %v after %d moves", seed, end, n)
		}
	}
}

func TestPlayoutIsDeterministic(t *testing.T) {
	play := func() (nimState, int) {
		end, n, err := kingdoms.Playout(nim, newNim(50), rand.New(rand.NewPCG(7, 8)), 0)
		if err != nil {
			t.Fatal(err)
		}
		return end, n
	}
	a, n := play()
	b, m := play()
	if a != b || n != m {
		t.Fatalf("two playouts with the same generator: %v in %d, %v in %d", a, n, b, m)
	}
}

func TestPlayoutMaxMoves(t *testing.T) {
	s := newNim(100)
	for _, max := range []int{1, 2, 5} {
		end, n, err := kingdoms.Playout(nim, s, rand.New(rand.NewPCG(1, 1)), max)
		if err != nil || n != max || end.moves != max || nim.IsTerminal(end) {
			t.Errorf("Playout(max %d) = %v, %d, %v; want %d moves and a game not over", max, end, n, err, max)
		}
	}
	// A game over before the limit stops there.
	end, n, err := kingdoms.Playout(nim, newNim(2), rand.New(rand.NewPCG(1, 1)), 10)
	if err != nil || !nim.IsTerminal(end) || n > 2 {
		t.Errorf("Playout of 2 stones with max 10 = %v, %d, %v", end, n, err)
	}
	// From a terminal state nothing is played.
	if end2, n, err := kingdoms.Playout(nim, end, rand.New(rand.NewPCG(1, 1)), 0); err != nil || n != 0 || end2 != end {
		t.Errorf("Playout from a terminal state = %v, %d, %v", end2, n, err)
	}
}

func TestPlayoutReportsALegalMoveThatFails(t *testing.T) {
	broken := nimGame{rejects: 2}
	var err error
	var end nimState
	var n int
	for seed := uint64(0); err == nil && seed < 100; seed++ {
		end, n, err = kingdoms.Playout(broken, newNim(40), rand.New(rand.NewPCG(seed, 0)), 0)
	}
	if err == nil {
		t.Fatal("no playout chose t2, the move the broken game rejects")
	}
	if !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("error %v does not wrap the game's error", err)
	}
	for _, want := range []string{"nim", "t2", "did not apply"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	// It returns the zero state, as Apply did, and the number of moves made
	// before the failing one, which the error repeats.
	if end != (nimState{}) || !strings.Contains(err.Error(), fmt.Sprintf("after %d moves", n)) {
		t.Errorf("returned %v and %q after %d moves", end, err, n)
	}
}

// Playout reuses its move buffer: the allocations do not grow with the
// length of the game.
func TestPlayoutAllocations(t *testing.T) {
	allocs := func(stones int) float64 {
		rng := rand.New(rand.NewPCG(1, 2))
		return testing.AllocsPerRun(20, func() {
			if _, _, err := kingdoms.Playout(nim, newNim(stones), rng, 0); err != nil {
				t.Fatal(err)
			}
		})
	}
	if short, long := allocs(10), allocs(1000); long > short || long > 2 {
		t.Fatalf("%v allocations for 10 stones, %v for 1000", short, long)
	}
}

func TestReplay(t *testing.T) {
	s := newNim(10)
	moves := []nimMove{3, 1, 2, 3, 1}
	states, err := kingdoms.Replay(nim, s, moves)
	if err != nil {
		t.Fatal(err)
	}
	want := []nimState{{10, 0}, {7, 1}, {6, 2}, {4, 3}, {1, 4}, {0, 5}}
	if !slices.Equal(states, want) {
		t.Fatalf("Replay = %v, want %v", states, want)
	}
	if states, err := kingdoms.Replay(nim, s, nil); err != nil || !slices.Equal(states, []nimState{s}) {
		t.Fatalf("Replay of no moves = %v, %v", states, err)
	}
}

func TestReplayStopsAtTheFirstBadMove(t *testing.T) {
	s := newNim(10)
	// Move 2 takes 4 stones; move 3 (taking 5) is never tried.
	states, err := kingdoms.Replay(nim, s, []nimMove{3, 1, 4, 5, 1})
	if err == nil {
		t.Fatal("Replay accepted taking 4 stones")
	}
	if !errors.Is(err, kingdoms.ErrIllegalMove) {
		t.Errorf("error %v does not wrap the game's error", err)
	}
	if got, want := err.Error(), "nim: move 2 (t4): cannot take 4 of 6 stones: illegal move"; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
	if want := []nimState{{10, 0}, {7, 1}, {6, 2}}; !slices.Equal(states, want) {
		t.Errorf("states reached %v, want %v", states, want)
	}
	// A move after the end of the game is illegal too.
	states, err = kingdoms.Replay(nim, newNim(2), []nimMove{2, 1})
	if err == nil || !strings.Contains(err.Error(), "move 1 (t1)") || len(states) != 2 {
		t.Errorf("Replay past the end = %v, %v", states, err)
	}
}

func TestParseMoves(t *testing.T) {
	moves, err := kingdoms.ParseMoves(nim, []string{"t3", "t1", "t2"})
	if err != nil || !slices.Equal(moves, []nimMove{3, 1, 2}) {
		t.Fatalf("ParseMoves = %v, %v", moves, err)
	}
	if moves, err := kingdoms.ParseMoves(nim, nil); err != nil || len(moves) != 0 {
		t.Fatalf("ParseMoves(nil) = %v, %v", moves, err)
	}
	moves, err = kingdoms.ParseMoves(nim, []string{"t1", "t2", "take 3", "t9"})
	if moves != nil || !errors.Is(err, kingdoms.ErrBadNotation) {
		t.Fatalf("ParseMoves with a bad entry = %v, %v", moves, err)
	}
	if got, want := err.Error(), `nim: move 2: "take 3": want t1, t2 or t3: bad notation`; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
}

func TestScoreSum(t *testing.T) {
	s := kingdoms.Score{Total: 7, Parts: []kingdoms.ScorePart{{Source: "a", Points: 3}, {Source: "b", Points: -1}, {Source: "c", Points: 5}}}
	if s.Sum() != 7 {
		t.Errorf("Sum = %d, want 7", s.Sum())
	}
	if (kingdoms.Score{}).Sum() != 0 {
		t.Error("Sum of no parts is not 0")
	}
}

// PlayoutWith plays the same game as Playout with the same rng, and with a
// reused buffer it allocates nothing.
func TestPlayoutWith(t *testing.T) {
	want, wantN, err := kingdoms.Playout(nim, newNim(50), rand.New(rand.NewPCG(3, 4)), 0)
	if err != nil {
		t.Fatal(err)
	}
	got, gotN, buf, err := kingdoms.PlayoutWith(nim, newNim(50), rand.New(rand.NewPCG(3, 4)), 0, nil)
	if err != nil || got != want || gotN != wantN {
		t.Fatalf("PlayoutWith = %v, %d, %v; Playout = %v, %d", got, gotN, err, want, wantN)
	}
	if cap(buf) == 0 {
		t.Fatal("PlayoutWith did not return its buffer")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	allocs := testing.AllocsPerRun(20, func() {
		if _, _, buf, err = kingdoms.PlayoutWith(nim, newNim(1000), rng, 0, buf); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("PlayoutWith with a reused buffer made %v allocations", allocs)
	}
	// A cut-off playout stops after maxMoves moves.
	if _, n, _, err := kingdoms.PlayoutWith(nim, newNim(1000), rng, 7, buf); err != nil || n != 7 {
		t.Fatalf("PlayoutWith(maxMoves 7) made %d moves, %v", n, err)
	}
}
