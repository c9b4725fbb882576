package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// The Nomads expansion. Nomad spaces and their tiles, and the 3 cards scored during play.
//
// Not implemented yet: this file holds the hooks that ext.go calls, so that
// the expansion's rules, state, moves and JSON are written here.

// nomadsState is the Nomads expansion' part of a position (see extState).
type nomadsState struct{}

// nomadsDoc is the Nomads expansion' part of the JSON form of a State.
type nomadsDoc struct{}

// validNomads reports whether m, of kind NomadTile, is well formed.
func validNomads(m Move) bool { return false }

// appendNomadsText appends the notation of m, a well-formed NomadTile move.
func appendNomadsText(b []byte, m Move) []byte { return b }

// parseNomads reads the notation of a NomadTile move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseNomads(f []string) (m Move, ok bool, why string) { return Move{}, false, "" }

// appendNomadsLegal appends the legal NomadTile moves of s.
func (s *State) appendNomadsLegal(dst []Move) []Move { return dst }

// checkNomads returns why the NomadTile move m is not legal in s, or nil.
func (s *State) checkNomads(m Move) error { return illegal(m, "not implemented") }

// applyNomads plays the legal NomadTile move m on s in place.
func (s *State) applyNomads(m Move) {}

// appendNomadsScore appends the Nomads expansion' parts of player p's score.
func (s *State) appendNomadsScore(parts []kingdoms.ScorePart, p int) []kingdoms.ScorePart {
	return parts
}

// encodeNomads returns the Nomads expansion' part of the JSON document, nil when
// there is nothing to write.
func (s *State) encodeNomads() *nomadsDoc { return nil }

// decodeNomads reads the Nomads expansion' part of the JSON document (nil when
// absent) into s.x.
func (s *State) decodeNomads(d *nomadsDoc) error { return nil }

// viewNomads hides what player p may not see of the Nomads expansion' part of s.
func (s *State) viewNomads(p int) {}

// setupNomads completes the set-up of a new game (see State.setupExt).
func (s *State) setupNomads(c Config, r *rand.Rand) error { return nil }
