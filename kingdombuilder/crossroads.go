package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// The Crossroads expansion. Ships, wagons, warriors, city halls, the Crossroads card and the task cards.
//
// Not implemented yet: this file holds the hooks that ext.go calls, so that
// the expansion's rules, state, moves and JSON are written here.

// crossroadsState is the Crossroads expansion' part of a position (see extState).
type crossroadsState struct{}

// crossroadsDoc is the Crossroads expansion' part of the JSON form of a State.
type crossroadsDoc struct{}

// validCrossroads reports whether m, of kind CrossroadsAction, is well formed.
func validCrossroads(m Move) bool { return false }

// appendCrossroadsText appends the notation of m, a well-formed CrossroadsAction move.
func appendCrossroadsText(b []byte, m Move) []byte { return b }

// parseCrossroads reads the notation of a CrossroadsAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseCrossroads(f []string) (m Move, ok bool, why string) { return Move{}, false, "" }

// appendCrossroadsLegal appends the legal CrossroadsAction moves of s.
func (s *State) appendCrossroadsLegal(dst []Move) []Move { return dst }

// checkCrossroads returns why the CrossroadsAction move m is not legal in s, or nil.
func (s *State) checkCrossroads(m Move) error { return illegal(m, "not implemented") }

// applyCrossroads plays the legal CrossroadsAction move m on s in place.
func (s *State) applyCrossroads(m Move) {}

// appendCrossroadsScore appends the Crossroads expansion' parts of player p's score.
func (s *State) appendCrossroadsScore(parts []kingdoms.ScorePart, p int) []kingdoms.ScorePart {
	return parts
}

// encodeCrossroads returns the Crossroads expansion' part of the JSON document, nil when
// there is nothing to write.
func (s *State) encodeCrossroads() *crossroadsDoc { return nil }

// decodeCrossroads reads the Crossroads expansion' part of the JSON document (nil when
// absent) into s.x.
func (s *State) decodeCrossroads(d *crossroadsDoc) error { return nil }

// viewCrossroads hides what player p may not see of the Crossroads expansion' part of s.
func (s *State) viewCrossroads(p int) {}

// setupCrossroads completes the set-up of a new game (see State.setupExt).
func (s *State) setupCrossroads(c Config, r *rand.Rand) error { return nil }
