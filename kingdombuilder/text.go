package kingdombuilder

import (
	"fmt"

	"github.com/boardrules/kingdoms"
)

// Text forms of the enumerations, so that a Config (and anything holding
// sections, cards, terrains or locations) reads well as JSON: sections and
// locations by their lower-case names ("tavern"), cards by theirs
// ("fishermen"), terrains by theirs ("grass"). Decoding an unknown name is an
// error wrapping kingdoms.ErrBadConfig.

// MarshalText implements encoding.TextMarshaler: the section's name.
func (s Section) MarshalText() ([]byte, error) {
	if s == NoSection || s >= numSections {
		if s == NoSection {
			return []byte(""), nil
		}
		return nil, fmt.Errorf("kingdombuilder: no section %d: %w", s, kingdoms.ErrBadConfig)
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler; "" is NoSection.
func (s *Section) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*s = NoSection
		return nil
	}
	v, ok := sectionByName(string(b))
	if !ok {
		return fmt.Errorf("kingdombuilder: unknown section %s: %w", kingdoms.Excerpt(string(b)), kingdoms.ErrBadConfig)
	}
	*s = v
	return nil
}

// MarshalText implements encoding.TextMarshaler: the card's lower-case name.
func (c Card) MarshalText() ([]byte, error) {
	if c == NoCard {
		return []byte(""), nil
	}
	if c >= numCards {
		return nil, fmt.Errorf("kingdombuilder: no card %d: %w", c, kingdoms.ErrBadConfig)
	}
	return []byte(c.Key()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler; "" is NoCard.
func (c *Card) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*c = NoCard
		return nil
	}
	v, ok := cardByKey(string(b))
	if !ok {
		return fmt.Errorf("kingdombuilder: unknown card %s: %w", kingdoms.Excerpt(string(b)), kingdoms.ErrBadConfig)
	}
	*c = v
	return nil
}

// MarshalText implements encoding.TextMarshaler: the terrain's name.
func (t Terrain) MarshalText() ([]byte, error) {
	if t >= numTerrains {
		return nil, fmt.Errorf("kingdombuilder: no terrain %d: %w", t, kingdoms.ErrBadConfig)
	}
	return []byte(t.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (t *Terrain) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*t = NoTerrain
		return nil
	}
	v, ok := terrainByName(string(b))
	if !ok {
		return fmt.Errorf("kingdombuilder: unknown terrain %s: %w", kingdoms.Excerpt(string(b)), kingdoms.ErrBadConfig)
	}
	*t = v
	return nil
}

// MarshalText implements encoding.TextMarshaler: the location's key.
func (l Location) MarshalText() ([]byte, error) {
	if l >= numLocations {
		return nil, fmt.Errorf("kingdombuilder: no location %d: %w", l, kingdoms.ErrBadConfig)
	}
	return []byte(l.Key()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (l *Location) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*l = NoLocation
		return nil
	}
	v, ok := locationByKey(string(b))
	if !ok {
		return fmt.Errorf("kingdombuilder: unknown location %s: %w", kingdoms.Excerpt(string(b)), kingdoms.ErrBadConfig)
	}
	*l = v
	return nil
}
