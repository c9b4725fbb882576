package kingdombuilder

import (
	"math/rand/v2"

	"github.com/boardrules/kingdoms"
)

// The Harvest expansion. Farmland and Cultivate, silos, scouts, colony tiles and the cards scored during play.
//
// Not implemented yet: this file holds the hooks that ext.go calls, so that
// the expansion's rules, state, moves and JSON are written here.

// harvestState is the Harvest expansion' part of a position (see extState).
type harvestState struct{}

// harvestDoc is the Harvest expansion' part of the JSON form of a State.
type harvestDoc struct{}

// validHarvest reports whether m, of kind HarvestAction, is well formed.
func validHarvest(m Move) bool { return false }

// appendHarvestText appends the notation of m, a well-formed HarvestAction move.
func appendHarvestText(b []byte, m Move) []byte { return b }

// parseHarvest reads the notation of a HarvestAction move split into fields f;
// ok is false when f[0] is not the word of these moves.
func parseHarvest(f []string) (m Move, ok bool, why string) { return Move{}, false, "" }

// appendHarvestLegal appends the legal HarvestAction moves of s.
func (s *State) appendHarvestLegal(dst []Move) []Move { return dst }

// checkHarvest returns why the HarvestAction move m is not legal in s, or nil.
func (s *State) checkHarvest(m Move) error { return illegal(m, "not implemented") }

// applyHarvest plays the legal HarvestAction move m on s in place.
func (s *State) applyHarvest(m Move) {}

// appendHarvestScore appends the Harvest expansion' parts of player p's score.
func (s *State) appendHarvestScore(parts []kingdoms.ScorePart, p int) []kingdoms.ScorePart {
	return parts
}

// encodeHarvest returns the Harvest expansion' part of the JSON document, nil when
// there is nothing to write.
func (s *State) encodeHarvest() *harvestDoc { return nil }

// decodeHarvest reads the Harvest expansion' part of the JSON document (nil when
// absent) into s.x.
func (s *State) decodeHarvest(d *harvestDoc) error { return nil }

// viewHarvest hides what player p may not see of the Harvest expansion' part of s.
func (s *State) viewHarvest(p int) {}

// setupHarvest completes the set-up of a new game (see State.setupExt).
func (s *State) setupHarvest(c Config, r *rand.Rand) error { return nil }
