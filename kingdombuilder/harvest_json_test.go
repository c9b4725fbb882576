package kingdombuilder

import (
	"encoding/json"
	"errors"
	"github.com/boardrules/kingdoms/gametest"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestHarvestNotation(t *testing.T) {
	for _, text := range []string{
		"cultivate 3,4", "scout 0,19", "colony 1", "colony 5", "colonies", "settle 19,0",
		"silo pass", "silo 7,7", "silo 7,7>8,8", "bazaar tower", "bazaar cabin", "bazaar cathedral",
		"tile watermill 3,4", "tile station 3,4", "tile watchtower 3,4", "tile university 3,4",
		"tile palisade 3,4>3,5",
	} {
		m, err := ParseMove(text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
			continue
		}
		if m.String() != text {
			t.Errorf("ParseMove(%q).String() = %q", text, m.String())
		}
		if text[:4] != "tile" && m.Kind() != HarvestAction {
			t.Errorf("%q is a %v move", text, m.Kind())
		}
	}
	for _, bad := range []string{
		"cultivate", "cultivate 3,4 5,5", "cultivate 20,0", "scout x", "colony 2", "colony", "colonies 1",
		"settle", "silo", "silo 3,4>", "silo >3,4", "silo 3,4>3,4>3,4", "silo pass 1", "bazaar", "bazaar bazaar",
		"bazaar nowhere", "bazaar tower farm",
	} {
		if _, err := ParseMove(bad); !errors.Is(err, kingdoms.ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, want a notation error", bad, err)
		}
	}
}

// TestHarvestRulesReached plays random Harvest games on the sample sections
// and checks that every Harvest move, card and phase comes up, and that the
// JSON form of each position where one does round-trips.
func TestHarvestRulesReached(t *testing.T) {
	seen := map[string]bool{}
	r := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed <= 24; seed++ {
		c := harvestConfig(seed)
		if seed%5 == 0 {
			continue // a base board drawn: few Harvest rules
		}
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			ms := Legal(s)
			// Prefer Harvest moves and tiles, so that they all come up.
			var pick Move
			var special []Move
			for _, m := range ms {
				if m.Kind() == HarvestAction || m.Kind() == UseTile {
					special = append(special, m)
				}
			}
			if len(special) > 0 && r.IntN(3) > 0 {
				pick = special[r.IntN(len(special))]
			} else {
				pick = ms[r.IntN(len(ms))]
			}
			if s.x.harvest.silo {
				// Each kind of silo move as often: pass, place, move.
				var byCode [3][]Move
				for _, m := range ms {
					byCode[harvestCode(m.code())-hvSiloPass] = append(byCode[harvestCode(m.code())-hvSiloPass], m)
				}
				for k := r.IntN(3); ; k = (k + 1) % 3 {
					if len(byCode[k]) > 0 {
						pick = byCode[k][r.IntN(len(byCode[k]))]
						break
					}
				}
			}
			word := strings.SplitN(pick.String(), " ", 3)
			key := word[0]
			if key == "tile" || key == "silo" || key == "colony" {
				key += " " + word[1]
				if key != "tile" && strings.Contains(word[1], ",") {
					key = word[0] + " place"
					if strings.Contains(word[1], ">") {
						key = word[0] + " move"
					}
				}
			}
			next, err := Apply(s, pick)
			if err != nil {
				t.Fatal(err)
			}
			if !seen[key] {
				seen[key] = true
				if err := jsonRoundTrip(next); err != nil {
					t.Fatalf("after %v: %v", pick, err)
				}
			}
			s = next
		}
		for p := 0; p < s.Players(); p++ {
			if s.markers(p) > 0 {
				seen["mayors marker"] = true
			}
			if s.CardScore(Vagabonds, p) > 0 {
				seen["vagabonds points"] = true
			}
		}
	}
	for _, want := range []string{
		"cultivate", "scout", "colony 1", "colony 5", "colonies", "settle", "silo pass", "silo place", "silo move",
		"bazaar", "tile watermill", "tile station", "tile watchtower", "tile university", "tile palisade",
		"mayors marker", "vagabonds points",
	} {
		if !seen[want] {
			t.Errorf("%q never came up in the random games", want)
		}
	}
}

// jsonRoundTrip checks that s survives its JSON form.
func jsonRoundTrip(s State) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		return err
	}
	if !back.Equal(s) {
		return errors.New("round trip changed the state: " + string(b))
	}
	b2, _ := json.Marshal(back)
	if string(b2) != string(b) {
		return errors.New("the decoded state encodes differently")
	}
	return nil
}

func TestHarvestJSONErrors(t *testing.T) {
	// A Harvest game on the sample sections, with Mayors and Vagabonds.
	c := Config{Players: 2, Seed: 1, Harvest: true, Cards: [3]Card{Mayors, Vagabonds, Rangers}}
	for q, sec := range SampleHarvestSections() {
		c.Quadrants[q] = Quadrant{Custom: sec}
	}
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, tc := range []struct{ name, harvest string }{
		// (A scout token with no Scout Cabin used this turn is no error:
		// the tile used may have been lost since; see RULES.md.)
		{"scout on a castle", `{"scouts":["4,14"]}`},
		{"three scouts", `{"scouts":["0,0","0,1","0,2"]}`},
		{"scoutOpen alone", `{"scoutOpen":true}`},
		{"marker twice on a row", `{"mayors":[[3],[3]]}`},
		{"marker off the board", `{"mayors":[[20],[]]}`},
		{"too many colony tiles", `{"colonies":[[5,0],[4,0]],"spent":[[0,0],[0,0]]}`},
		{"colonies for one player", `{"colonies":[[1,0]]}`},
		{"negative Vagabonds", `{"vagabonds":[-1,0]}`},
		{"bad quadrant", `{"sections":[4]}`},
		{"colonyLeft without the Cathedral", `{"colonyLeft":3}`},
		{"silo phase too early", `{"silo":{"left":1,"mode":"","done":0}}`},
	} {
		bad := strings.Replace(doc, `"expansions":["harvest"]`, `"expansions":["harvest"],"harvest":`+tc.harvest, 1)
		if bad == doc {
			t.Fatalf("no expansions field in %s", doc)
		}
		var st State
		if err := json.Unmarshal([]byte(bad), &st); !errors.Is(err, kingdoms.ErrBadState) {
			t.Errorf("%s: decoding gave %v, want a bad state", tc.name, err)
		}
	}
	// Harvest data in a game without Harvest.
	base, _ := json.Marshal(firstGame(t, 2))
	bad := strings.Replace(string(base), `"view":-1`, `"view":-1,"harvest":{"vagabonds":[1,0]}`, 1)
	var st State
	if err := json.Unmarshal([]byte(bad), &st); !errors.Is(err, kingdoms.ErrBadState) {
		t.Errorf("Harvest data in a base game: %v", err)
	}
}

func TestHarvestConfig(t *testing.T) {
	// The Harvest cards need Config.Harvest.
	c := FirstGame(2, 1)
	c.Cards = [3]Card{Mayors, Fishermen, Knights}
	if _, err := New(c); !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), "Harvest") {
		t.Errorf("Mayors without Harvest: %v", err)
	}
	// Harvest sections need Config.Harvest.
	c = Config{Players: 2, Seed: 1}
	for q, sec := range SampleHarvestSections() {
		c.Quadrants[q] = Quadrant{Custom: sec}
	}
	if _, err := New(c); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("Harvest sections without Harvest: %v", err)
	}
	// At most MaxSilos silos.
	many, err := ParseSections("section many-silos harvest\n" + strings.Repeat("O O O O O G G G G G\n", 4) + strings.Repeat("G G G G G G G G G G\n", 6))
	if err != nil {
		t.Fatal(err)
	}
	c = Config{Players: 2, Seed: 1, Harvest: true}
	for q, sec := range SampleHarvestSections() {
		c.Quadrants[q] = Quadrant{Custom: sec}
	}
	c.Quadrants[0] = Quadrant{Custom: many[0]}
	if _, err := New(c); !errors.Is(err, kingdoms.ErrBadConfig) || !strings.Contains(err.Error(), "silos") {
		t.Errorf("a board with 23 silos: %v", err)
	}
	// A random Harvest game draws from 12 sections and 16 cards: over
	// seeds, sample Harvest sections and Harvest cards come up.
	var sections, cards int
	for seed := uint64(0); seed < 40; seed++ {
		s, err := New(Config{Players: 3, Seed: seed, Harvest: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range s.Quadrants() {
			if q.Custom != nil && strings.HasPrefix(q.Custom.Name(), "sample-harvest-") {
				sections++
			}
		}
		for _, c := range s.Cards() {
			for _, h := range HarvestCards() {
				if c == h {
					cards++
				}
			}
		}
	}
	if sections == 0 || cards == 0 {
		t.Errorf("random Harvest games: %d sample Harvest sections, %d Harvest cards drawn", sections, cards)
	}
}

// BenchmarkRandomGameHarvest plays whole random 4-player Harvest games on
// the 4 sample Harvest sections, with random cards from the 16, as
// BenchmarkRandomGame plays its games.
func BenchmarkRandomGameHarvest(b *testing.B) {
	gametest.BenchmarkPlayouts(b, Game, newHarvestBenchGame)
}

// newHarvestBenchGame is the Harvest game of a benchmark seed.
func newHarvestBenchGame(seed uint64) (State, error) {
	c := Config{Players: 4, Seed: seed, Harvest: true}
	h := SampleHarvestSections()
	for q := range c.Quadrants {
		c.Quadrants[q] = Quadrant{Custom: h[(q+int(seed))%4], Turned: seed>>uint(q)&1 == 1}
	}
	return New(c)
}

func TestHarvestAccessors(t *testing.T) {
	s := reshape(t, harvestGame(t, 2, [3]Card{Mayors, Rangers, Travellers}), map[string]string{"0,9": "cabin", "4,9": "cathedral"})
	s = put(t, s, 0, "3,2", "0,16")
	s = giveTile(t, s, 0, "0,9")
	s = mustApply(t, s, "scout 3,1")
	if !s.Scout(off(t, "3,1")) || s.Scout(off(t, "3,2")) {
		t.Errorf("Scout")
	}
	if !strings.Contains(s.String(), "second scout token to place") {
		t.Errorf("String does not show the open scout use:\n%s", s)
	}
	s = mustApply(t, s, "scout 2,2")
	s = setHand(s, 0, Desert)
	s = mustApply(t, s, "place 0,17", "place 0,18", "place 0,19")
	if s.MayorsMarker(0) != 0 || s.MayorsMarker(1) != -1 || s.MayorsMarker(99) != -1 {
		t.Errorf("MayorsMarker: %d %d", s.MayorsMarker(0), s.MayorsMarker(1))
	}
	if !strings.Contains(s.String(), "mayors' lines 0") {
		t.Errorf("String does not show the marker:\n%s", s)
	}
	if ones, fives := s.ColonyTilesLeft(); ones != 8 || fives != 2 {
		t.Errorf("ColonyTilesLeft %d %d", ones, fives)
	}
	if on, _ := s.SiloPhase(); on || s.Cultivated() || s.ColonySettlementsLeft() != 0 {
		t.Errorf("silo phase, cultivated or colony settlements at the start")
	}
	var zero State
	if o, f := zero.ColonyTiles(0); o != 0 || f != 0 || zero.Scout(off(t, "0,0")) || zero.MayorsMarker(0) != -1 {
		t.Errorf("zero State accessors")
	}
}

// BenchmarkLegalHarvestSilo measures AppendLegal over the positions of the
// Harvest silo phase of random games, where a game lists most of its moves
// (about a thousand a position).
func BenchmarkLegalHarvestSilo(b *testing.B) {
	all, err := gametest.Positions(Game, newHarvestBenchGame, 20000, 1)
	if err != nil {
		b.Fatal(err)
	}
	var silo []State
	for _, s := range all {
		if on, _ := s.SiloPhase(); on {
			silo = append(silo, s)
		}
	}
	if len(silo) == 0 {
		b.Fatal("no position of the silo phase")
	}
	gametest.BenchmarkAppendLegal(b, silo, AppendLegal)
}
