package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// The Marshlands expansion. Swamps, palaces, swamp terrain cards, bonus tiles and the Canoe.
//
// Not implemented yet: this file holds the hooks that ext.go calls, so that
// the expansion's rules, state, moves and JSON are written here.

// marshlandsState is the Marshlands expansion' part of a position (see extState).
type marshlandsState struct{}

// marshlandsDoc is the Marshlands expansion' part of the JSON form of a State.
type marshlandsDoc struct{}

// validMarshlands reports whether m, of kind MarshlandsAction, is well formed.
func validMarshlands(m Move) bool { return false }

// appendMarshlandsText appends the notation of m, a well-formed MarshlandsAction move.
func appendMarshlandsText(b []byte, m Move) []byte { return b }

// parseMarshlands reads the notation of a MarshlandsAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseMarshlands(f []string) (m Move, ok bool, why string) { return Move{}, false, "" }

// appendMarshlandsLegal appends the legal MarshlandsAction moves of s.
func (s *State) appendMarshlandsLegal(dst []Move) []Move { return dst }

// checkMarshlands returns why the MarshlandsAction move m is not legal in s, or nil.
func (s *State) checkMarshlands(m Move) error { return illegal(m, "not implemented") }

// applyMarshlands plays the legal MarshlandsAction move m on s in place.
func (s *State) applyMarshlands(m Move) {}

// appendMarshlandsScore appends the Marshlands expansion' parts of player p's score.
func (s *State) appendMarshlandsScore(parts []kingdoms.ScorePart, p int) []kingdoms.ScorePart {
	return parts
}

// encodeMarshlands returns the Marshlands expansion' part of the JSON document, nil when
// there is nothing to write.
func (s *State) encodeMarshlands() *marshlandsDoc { return nil }

// decodeMarshlands reads the Marshlands expansion' part of the JSON document (nil when
// absent) into s.x.
func (s *State) decodeMarshlands(d *marshlandsDoc) error { return nil }

// viewMarshlands hides what player p may not see of the Marshlands expansion' part of s.
func (s *State) viewMarshlands(p int) {}

// setupMarshlands completes the set-up of a new game (see State.setupExt).
func (s *State) setupMarshlands(c Config, r *rand.Rand) error { return nil }
