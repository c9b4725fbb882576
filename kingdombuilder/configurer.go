package kingdombuilder

import (
	"fmt"
	"slices"
	"strings"

	"github.com/boardrules/kingdoms"
)

// The tools' way in (kingdoms.Configurer): the player range, the named
// variants, and games started from Settings or from a Config as JSON.

// defaultPlayers is the number of players a tool starts with.
const defaultPlayers = 4

// variants are the options of kingdoms.Settings.Variants, in the order a
// tool shows them.
var variants = []kingdoms.Variant{
	{Name: "first-game", Doc: "the rulebook's suggested first game: Tavern, Paddock, Oasis and Farm sections; Fishermen, Knights and Merchants"},
	{Name: "nomads", Doc: "expansion 1: nomad spaces and tiles, 4 more sections, 3 cards scored in play, up to 5 players"},
	{Name: "crossroads", Doc: "expansion 2: ships, wagons, warriors, city halls, task cards (on the project's sample sections)"},
	{Name: "marshlands", Doc: "expansion 3: swamps, palaces, swamp cards, bonus tiles (on the project's sample sections)"},
	{Name: "harvest", Doc: "expansion 4: farmland, silos, colonies, scouts (on the project's sample sections)"},
	{Name: "capitol", Doc: "Queenie 1: Capitol tiles on the Oracle and Harbor sections' castles"},
	{Name: "caves", Doc: "Queenie 2: a Cave on each section"},
	{Name: "island", Doc: "Queenie 3: the Island beside the board (the project's sample island)"},
}

func (*game) PlayerRange() kingdoms.PlayerRange {
	return kingdoms.PlayerRange{Min: 2, Max: maxPlayers, Default: defaultPlayers}
}

func (*game) Variants() []kingdoms.Variant { return slices.Clone(variants) }

func (*game) Start(c kingdoms.Settings) (State, error) {
	cfg, err := settingsConfig(c)
	if err != nil {
		return State{}, err
	}
	return New(cfg)
}

func (*game) StartJSON(config []byte) (State, error) {
	c, err := parseConfig(config)
	if err != nil {
		return State{}, err
	}
	return New(c)
}

// settingsConfig returns the Config of a game started from a tool's
// settings (Game's Start, see "Starting from settings or JSON" in the
// documentation of Game): st.Players players (0: 4),
// st.Seed, and the variants named, among
//
//	first-game  the set-up of FirstGame (sections and cards)
//	nomads      Config.Nomads
//	crossroads  Config.Crossroads
//	marshlands  Config.Marshlands
//	harvest     Config.Harvest
//	capitol     Config.Queenies.Capitol
//	caves       Config.Queenies.Caves
//	island      Config.Queenies.Island, the SampleIsland
//
// A Marshlands game whose board is drawn at random (no first-game) would
// have no swamp, the printed Marshlands sections being not available: its
// board is that of a 2-player base game of the seed, with one of the
// SampleMarshlandsQuadrants (chosen by the seed) in the quadrant Seed mod
// 4. An unknown variant, one named twice, or a player count out of 2 to 5
// (5 only with nomads), is an error wrapping kingdoms.ErrBadConfig; New
// says what else is wrong.
func settingsConfig(st kingdoms.Settings) (Config, error) {
	players := st.Players
	if players == 0 {
		players = defaultPlayers
	}
	on := map[string]bool{}
	for _, v := range st.Variants {
		if !slices.ContainsFunc(variants, func(x kingdoms.Variant) bool { return x.Name == v }) {
			names := make([]string, len(variants))
			for i, x := range variants {
				names[i] = x.Name
			}
			return Config{}, fmt.Errorf("kingdombuilder: unknown variant %s (variants: %s): %w", kingdoms.Excerpt(v), strings.Join(names, ", "), kingdoms.ErrBadConfig)
		}
		if on[v] {
			return Config{}, fmt.Errorf("kingdombuilder: variant %s named twice: %w", kingdoms.Excerpt(v), kingdoms.ErrBadConfig)
		}
		on[v] = true
	}
	switch {
	case players < 2 || players > maxPlayers:
		return Config{}, fmt.Errorf("kingdombuilder: %d players, want 2 to %d (%d with the nomads variant): %w", players, basePlayers, maxPlayers, kingdoms.ErrBadConfig)
	case players > basePlayers && !on["nomads"]:
		return Config{}, fmt.Errorf("kingdombuilder: %d players need the nomads variant; the base game is for 2 to %d: %w", players, basePlayers, kingdoms.ErrBadConfig)
	}
	c := Config{Players: players, Seed: st.Seed}
	if on["first-game"] {
		c = FirstGame(players, st.Seed)
	}
	c.Nomads = on["nomads"]
	c.Crossroads = on["crossroads"]
	c.Marshlands = on["marshlands"]
	c.Harvest = on["harvest"]
	c.Queenies.Capitol = on["capitol"]
	c.Queenies.Caves = on["caves"]
	if on["island"] {
		c.Queenies.Island = SampleIsland()
	}
	if c.Marshlands && c.Quadrants == ([4]Quadrant{}) {
		base, err := New(Config{Players: 2, Seed: st.Seed})
		if err != nil {
			return Config{}, err
		}
		c.Quadrants = base.Quadrants()
		samples := SampleMarshlandsQuadrants()
		c.Quadrants[st.Seed%4] = samples[st.Seed%uint64(len(samples))]
	}
	return c, nil
}

// parseConfig reads a Config in its JSON form (see the
// documentation of Config), strictly: an unknown field, a value of
// the wrong type or data after the object is an error wrapping
// kingdoms.ErrBadConfig that names the field. It checks the form only; New
// says whether the Config is playable.
func parseConfig(b []byte) (Config, error) {
	var c Config
	if err := kingdoms.DecodeStrict(b, &c); err != nil {
		return Config{}, fmt.Errorf("kingdombuilder: %v: %w", err, kingdoms.ErrBadConfig)
	}
	return c, nil
}
