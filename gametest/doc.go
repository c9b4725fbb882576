// Package gametest is the conformance harness for games that implement
// [kingdoms.Game]: it plays random games and checks, at every step, that the
// game keeps the contract described in the kingdoms package documentation.
// Every game of this module runs it, and so should any game added to it.
//
// # Using it
//
// A game's tests give the harness the game, a function from a seed to a
// start state (a closure that also varies the number of players and the
// variants) and the game's bound on its length:
//
//	func config() gametest.Config[kingdomino.State, kingdomino.Move] {
//		return gametest.Config[kingdomino.State, kingdomino.Move]{
//			Game: kingdomino.Game,
//			New: func(seed uint64) (kingdomino.State, error) {
//				return kingdomino.New(kingdomino.Config{Players: 2 + int(seed%3), Seed: seed})
//			},
//			Seeds:     20,
//			MaxMoves:  kingdomino.MaxMoves(kingdomino.Config{Players: 4}), // the longest of these games
//			Compare:   kingdomino.Move.Compare, // optional: the order of Legal
//			Invariant: checkInvariants,         // optional: beyond the game's Validate
//		}
//	}
//
//	func TestConformance(t *testing.T) { gametest.Run(t, config()) }
//
//	func TestConformanceProperty(t *testing.T) {
//		rapid.Check(t, gametest.Property(config()))
//	}
//
// [Check] plays Config.Seeds games (seeds FirstSeed, FirstSeed+1, ...),
// choosing uniformly random legal moves, and returns the violations it
// finds; [Run] reports them through a testing.TB; [Property] is the same
// game as a [rapid] property that draws the seed and the index of the move at
// each step, so that rapid shrinks a failure to a short game made of small
// choices. Check is deterministic: the same Config plays the same games.
//
// Each violation is a *[Violation] that names the check, the seed, the number
// of moves played, the move concerned and the moves that replay the game to
// the position (kingdoms.ParseMoves and kingdoms.Replay bring it back). In a
// game, only the first violation of each check is reported, and a game stops
// at a violation that makes its later positions meaningless (a legal move
// that does not apply, Apply changing its input). A panic in any method of
// the game is caught and reported, with its stack, as a violation of the
// check that made the call.
//
// # Benchmarks
//
// The package also holds what every game's benchmarks share, so that they
// measure the same thing the same way: [Positions] gathers positions of
// random games for BenchmarkLegal and BenchmarkApply; [BenchmarkPlayouts]
// is a whole BenchmarkRandomGame through [kingdoms.Playout], and
// [BenchmarkRandomGames] the same games through the package's own
// AppendLegal and Apply. Both report games/s, moves/s and allocations.
//
// # Cost
//
// The cheap checks run at every position; the expensive ones (applying every
// legal move, illegal and garbage moves, notation and JSON of every legal
// move, JSON of the state, re-ordered and corrupted documents, views (with
// the view rule) and determinizations with a game played on to the end) run at the start, at
// every Config.Every-th position (default 10) and at the end. With the
// defaults, 20 games of 200 moves with up to 400 legal moves take under a
// second, and a few seconds under the race detector (BenchmarkCheck).
//
// # State equality
//
// States are compared with go-cmp: cmp.Equal with
// cmp.Exporter(func(reflect.Type) bool { return true }), so that unexported
// fields count, cmpopts.EquateEmpty, so that a nil slice or map equals an
// empty one, and Config.CmpOptions. cmp.Equal uses a type's Equal method
// when it has one, so a game whose State has an Equal method is compared by
// it. Config.Equal replaces all of this. (Before calling go-cmp, the harness
// tries == on states without references, and reflect.DeepEqual on others: a
// cheap way to find most equal states equal.)
//
// To see whether a call changed a state, the harness compares the state
// with a deep copy taken before the call: a copy of every slice, map and
// pointed-to value, unexported fields included. A plain copy would not do,
// since states are values that may share slices copy-on-write: a write
// through a shared slice changes the copy too.
//
// The checks, each named by its Violation.Check, are listed with [Check].
//
// # Observations
//
// [CheckActionRanges] checks the action ranges of a game's numbering against
// its observation shape, and [CheckCompact] a compact observation (the
// planes as bytes, such as kingdomino.ObserveCompact) against the game's
// Observe, at every position of random games.
package gametest
