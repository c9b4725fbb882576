// This file holds no code: it is the notes on the speed of the package, for
// its maintainers (the package documentation says what a user needs). They
// are kept apart from the package clause so that they are not part of the
// package documentation.

// A kingdom is a few bitsets on a 13x14 grid (13 columns of squares and one
// of padding, so that moving a set by one square is a plain shift): three
// planes of terrain code, kept as three-word structs so that the compiler
// holds them in registers, with its bounding box. The dominoes each player
// handled are kept apart, in one log of 48 two-byte entries shared by the
// players, from which the crowns are read when scoring. The placements of a
// domino are found for the whole kingdom at once: the free squares within
// the bound and the squares next to each half's terrain are computed once,
// then each orientation costs two shifts by a constant and three
// intersections; the moves of the four orientations are counted, the move
// buffer grown once and each move stored at its index with one
// instruction. In a 5x5 kingdom this is done on a window of two words: the
// nine rows the kingdom may still grow into (126 cells), taken from the
// three-word planes with a shift; the scorer grows its properties on the
// same kind of window, from the kingdom's top row (no kingdom spans more
// than nine rows). Checking one placement in [Apply] is a few table lookups
// and bit tests. [AppendLegal] and [Apply] do not allocate, and a State is a
// 544-byte value with no pointers.
//
// Random games are full of coin tosses that a processor's branch predictor
// cannot learn: which dominoes are drawn, whether a domino's halves share a
// terrain, which half of a placement touches its terrain. Where the code
// decides such things it does so with arithmetic and masks rather than
// jumps (sorting a line, growing the bounding box, finding a picked
// domino's slot, testing a placement's contacts, the sets of a domino's
// four orientations); the compiler makes min and max of small integers
// into jumps, so those places use sort2, lower and higher instead.
//
// [Game] is a [kingdoms.Stepper]: [kingdoms.Playout], [kingdoms.PlayoutWith]
// and the bots advance one State in place, with no copy of it per move
// (through the by-value [Apply] and [AppendLegal], copying the State was a
// fifth of the cost of a move). A property is a bitset grown from its first
// square; [State.Winners] counts only the properties that hold a crown
// (the others are worth nothing) and counts the tie-breakers only when the
// best total is shared, and allocates nothing. [State.Scores] writes the
// texts of its parts into one buffer, without fmt: a few allocations in
// all.
//
// BenchmarkRandomGame plays random 4-player games from [New] to the end
// through [kingdoms.PlayoutWith], one move buffer for every game, and reads
// [Game]'s Winners, as a search's playout does; BenchmarkRandomGameDirect
// plays them with the package's own AppendLegal and Apply (a State copied
// per move) and State.Winners. They report games and moves per CPU second
// of the process (games/cpu-s, moves/cpu-s), which a busy machine disturbs
// less than the rates per second. On one core of the 2-core Intel Xeon
// machine the package was developed on (shared: load about 2), the
// medians of 7 rounds, the test binary of the code before the in-place step
// and that of the current code alternating in each round, were (26
// November 2026):
//
//	                                   before    after   speed-up
//	RandomGame (games/cpu-s)           62,900  131,000   2.05
//	RandomGame (moves/cpu-s)            6.0 M   12.6 M   2.05
//	RandomGameDirect (games/cpu-s)     63,000   92,200   1.46
//	Winners of a finished game (ns)     3,940      787   5.0  (1 -> 0 allocations)
//	Scores of a finished game (ns)     22,900    4,330   5.3  (176 -> 4 allocations)
//	Legal, by value (ns a position)        46       47   0.99
//	Apply, by value (ns a move)            51       51   1.00
//
// (before and after are the medians of each binary's 7 figures, speed-up
// the median of the 7 rounds' ratios; the machine's load moves the
// figures of a round together, which the ratios cancel. Every round's
// ratio for RandomGame was between 2.02 and 2.13.) The in-place step and
// the allocation-free results gave 1.78 of this (in runs on a busier
// machine); a second round gave the rest: move generation and the scorer
// on two-word windows, and the branches on random outcomes replaced by
// arithmetic (see above). Legal and Apply by value, which copy the State
// per call, gained nothing measurable.
// A game through PlayoutWith allocates once (576 bytes: kingdoms.PlayoutWith
// keeps the State it advances on the heap) and never per move. The rounds
// were run with
//
//	go test -c -o /tmp/kd_new.test ./kingdomino
//	for i in 1 2 3 4 5 6 7; do
//		for b in /tmp/kd_old.test /tmp/kd_new.test; do
//			$b -test.run=NONE -test.bench='^Benchmark(RandomGame|RandomGameDirect|Winners|Scores|Legal|Apply)$' \
//				-test.cpu 1 -test.benchtime 2s -test.benchmem
//		done
//	done
//
// (the Winners and Scores rows were BenchmarkWinners and BenchmarkScores
// then; they are BenchmarkResults/winners and BenchmarkResults/scores now,
// the same loops in package gametest), where /tmp/kd_old.test is the same
// command's binary at commit f205960,
// which added the benchmarks reading the winners to the code before.
// In a profile of BenchmarkRandomGame (GODEBUG=asyncpreemptoff=1, so that
// no sample lands in the preemption handler) listing the moves is 38% of a
// game (placements 32%: their anchor sets 13%, storing the moves 14%),
// applying them 24% (checking a placement 8%, laying it 5%), Winners 11%,
// the playout loop of the root package and its random generator 14%, and
// New 4%.

package kingdomino
