package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// The Queenies 1 to 3. The Capitol, the Caves and the Island.
//
// Not implemented yet: this file holds the hooks that ext.go calls, so that
// the expansion's rules, state, moves and JSON are written here.

// queeniesState is the Queenies 1 to 3' part of a position (see extState).
type queeniesState struct{}

// queeniesDoc is the Queenies 1 to 3' part of the JSON form of a State.
type queeniesDoc struct{}

// validQueenies reports whether m, of kind QueenieAction, is well formed.
func validQueenies(m Move) bool { return false }

// appendQueeniesText appends the notation of m, a well-formed QueenieAction move.
func appendQueeniesText(b []byte, m Move) []byte { return b }

// parseQueenies reads the notation of a QueenieAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseQueenies(f []string) (m Move, ok bool, why string) { return Move{}, false, "" }

// appendQueeniesLegal appends the legal QueenieAction moves of s.
func (s *State) appendQueeniesLegal(dst []Move) []Move { return dst }

// checkQueenies returns why the QueenieAction move m is not legal in s, or nil.
func (s *State) checkQueenies(m Move) error { return illegal(m, "not implemented") }

// applyQueenies plays the legal QueenieAction move m on s in place.
func (s *State) applyQueenies(m Move) {}

// appendQueeniesScore appends the Queenies 1 to 3' parts of player p's score.
func (s *State) appendQueeniesScore(parts []kingdoms.ScorePart, p int) []kingdoms.ScorePart {
	return parts
}

// encodeQueenies returns the Queenies 1 to 3' part of the JSON document, nil when
// there is nothing to write.
func (s *State) encodeQueenies() *queeniesDoc { return nil }

// decodeQueenies reads the Queenies 1 to 3' part of the JSON document (nil when
// absent) into s.x.
func (s *State) decodeQueenies(d *queeniesDoc) error { return nil }

// viewQueenies hides what player p may not see of the Queenies 1 to 3' part of s.
func (s *State) viewQueenies(p int) {}

// setupQueenies completes the set-up of a new game (see State.setupExt).
func (s *State) setupQueenies(c Config, r *rand.Rand) error { return nil }
