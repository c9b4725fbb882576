package kingdombuilder

import (
	"fmt"
	"strings"

	"github.com/boardrules/kingdoms/hexgrid"
)

// Read access to the Harvest part of a position (all of it is public).

// ColonyTiles returns player p's face-up colony tiles (Cathedral): how many
// of value 1 and of value 5. Turned tiles are out of play.
func (s State) ColonyTiles(p int) (ones, fives int) {
	if s.g == nil || !s.g.rules.any() || p < 0 || p >= s.g.players {
		return 0, 0
	}
	c := s.x.harvest.colony[p]
	return int(c[0]), int(c[1])
}

// ColonyTilesLeft returns the colony tiles nobody has taken yet: of value 1
// (8 at set-up) and of value 5 (2).
func (s State) ColonyTilesLeft() (ones, fives int) {
	if s.g == nil || !s.g.rules.has(harvestExp) {
		return 0, 0
	}
	return s.coloniesLeft(0), s.coloniesLeft(1)
}

// ColonySettlementsLeft returns how many settlements of turned colony tiles
// the player to move still has to build (0 outside that sequence).
func (s State) ColonySettlementsLeft() int {
	if s.g == nil || !s.g.rules.any() {
		return 0
	}
	return int(s.x.harvest.colonyLeft)
}

// Scout reports whether a scout token (Scout Cabin) stands at o. Scout
// tokens belong to the player to move, during its turn only.
func (s State) Scout(o hexgrid.Offset) bool {
	i := hexIndex(o)
	return s.g != nil && i >= 0 && s.scoutSet().Has(i)
}

// MayorsMarker returns the player whose Mayors' marker ends horizontal line
// r (rows 0-19; with the Island, its lines are 20-24), -1 when none.
func (s State) MayorsMarker(r int) int {
	if s.g == nil || !s.g.rules.any() || r < 0 || r >= numLines {
		return -1
	}
	return int(s.x.harvest.mayor[r]) - 1
}

// Cultivated reports whether the player to move has used Cultivate this
// turn.
func (s State) Cultivated() bool { return s.g != nil && s.g.rules.any() && s.x.harvest.cultivated }

// SiloPhase reports whether the silo phase is on (after the last turn,
// before the end), and how many silo actions the player to move has left,
// the current one included.
func (s State) SiloPhase() (on bool, actionsLeft int) {
	if s.g == nil || !s.g.rules.any() || !s.x.harvest.silo {
		return false, 0
	}
	return true, int(s.x.harvest.siloLeft)
}

// appendHarvestString appends player p's Harvest pieces to its line of
// State.String: face-up colony tiles and the lines its Mayors' markers end.
func (s *State) appendHarvestString(b *strings.Builder, p int) {
	if !s.g.rules.has(harvestExp) {
		return
	}
	if ones, fives := s.ColonyTiles(p); ones+fives > 0 {
		fmt.Fprintf(b, ", colonies %d+%d", ones, fives)
	}
	var rows []string
	for r, m := range s.x.harvest.mayor {
		if int(m) == p+1 {
			rows = append(rows, itoa(r))
		}
	}
	if len(rows) > 0 {
		fmt.Fprintf(b, ", mayors' lines %s", strings.Join(rows, " "))
	}
}

// appendHarvestTurnString appends the Harvest sequence under way to the turn
// line of State.String.
func (s *State) appendHarvestTurnString(b *strings.Builder) {
	if !s.g.rules.any() {
		return
	}
	switch h := &s.x.harvest; {
	case h.silo:
		fmt.Fprintf(b, ", silo phase: %d silo actions left", h.siloLeft)
	case h.scoutOpen:
		b.WriteString(", second scout token to place")
	case h.colonyLeft > 0:
		fmt.Fprintf(b, ", %d colony settlements to build", h.colonyLeft)
	}
}
