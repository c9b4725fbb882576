package kingdombuilder

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestNomadsNotation: the nomad tiles' moves read back from their notation,
// the constructors build the same moves, and malformed notations are errors
// that say what is wrong.
func TestNomadsNotation(t *testing.T) {
	for _, c := range []struct {
		text string
		m    Move
		kind NomadKind
	}{
		{"nomad donation-grass 3,4", UseNomad(DonationGrass, off(t, "3,4")), DonationGrass},
		{"nomad donation-mountain 0,0", UseNomad(DonationMountain, off(t, "0,0")), DonationMountain},
		{"nomad donation-water 19,19", UseNomad(DonationWater, off(t, "19,19")), DonationWater},
		{"nomad resettlement 2,2>2,3", Resettle(off(t, "2,2"), off(t, "2,3")), Resettlement},
		{"nomad outpost", ArmOutpost(), Outpost},
		{"nomad sword 10,11", UseNomad(Sword, off(t, "10,11")), Sword},
	} {
		m, err := ParseMove(c.text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", c.text, err)
			continue
		}
		if m != c.m || m.String() != c.text || m.Nomad() != c.kind || m.Kind() != NomadTile {
			t.Errorf("%q: parsed %v (%v), built %v", c.text, m, m.Nomad(), c.m)
		}
		b, err := json.Marshal(m)
		var back Move
		if err != nil || json.Unmarshal(b, &back) != nil || back != m {
			t.Errorf("%q: JSON round trip gave %v (%v)", c.text, back, err)
		}
	}
	for text, why := range map[string]string{
		"nomad":                      "want",
		"nomad bogus 1,1":            "unknown nomad tile",
		"nomad treasure 1,1":         "never used",
		"nomad outpost 1,1":          "nomad outpost",
		"nomad sword":                "nomad sword ROW,COL",
		"nomad sword 1,1>1,2":        "one hex",
		"nomad donation-grass 20,0":  "off the",
		"nomad resettlement 1,1":     "FROM>TO",
		"nomad resettlement 1,1>x":   "ROW,COL",
		"nomad resettlement":         "resettlement ROW,COL>ROW,COL",
		"nomad sword 1,1 extra":      "nomad sword ROW,COL",
		"nomad donation-flower 1,-1": "ROW,COL",
	} {
		_, err := ParseMove(text)
		if !errors.Is(err, kingdoms.ErrBadNotation) || !strings.Contains(err.Error(), why) {
			t.Errorf("ParseMove(%q) = %v, want an ErrBadNotation saying %q", text, err, why)
		}
	}
	for _, m := range []Move{UseNomad(Outpost, off(t, "1,1")), UseNomad(Treasure, off(t, "1,1")), UseNomad(Resettlement, off(t, "1,1")), UseNomad(NoNomad, off(t, "1,1"))} {
		if m.String() != "invalid" {
			t.Errorf("malformed nomad move written %q", m)
		}
	}
}

// TestNomadsApplyErrors: illegal nomad moves are refused with a reason and
// leave the state unchanged.
func TestNomadsApplyErrors(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 1, "0,0")
	s = giveNomad(s, 0, Sword)
	for text, why := range map[string]string{
		"nomad outpost":               "holds no Outpost",
		"nomad sword 5,5":             "is not one",
		"nomad donation-grass 10,10":  "holds no Donation (grass)",
		"nomad resettlement 0,0>0,1":  "holds no Resettlement",
		"nomad resettlement 1,1>1,2":  "holds no Resettlement",
		"nomad donation-forest 13,12": "holds no",
	} {
		before := s
		_, err := Apply(s, mustParse(t, text))
		if !errors.Is(err, kingdoms.ErrIllegalMove) || !strings.Contains(err.Error(), why) {
			t.Errorf("Apply(%q) = %v, want an ErrIllegalMove saying %q", text, err, why)
		}
		if !s.Equal(before) {
			t.Errorf("Apply(%q) changed its input", text)
		}
	}
	// During the mandatory action, only the Outpost.
	m := mustApply(t, s, movesOf(s, "place")[0])
	if _, err := Apply(m, mustParse(t, "nomad sword 0,0")); err == nil || !strings.Contains(err.Error(), "not during it") {
		t.Errorf("a Sword during the mandatory action: %v", err)
	}
	// A Donation in use refuses anything but its settlements.
	d := giveNomad(giveNomad(put(t, quarryGame(t), 1, "0,0"), 0, DonationGrass), 0, Sword)
	d = mustApply(t, d, movesOf(d, "nomad donation-grass")[0])
	for _, text := range []string{"end", "nomad sword 0,0"} {
		if _, err := Apply(d, mustParse(t, text)); err == nil || !strings.Contains(err.Error(), "being used") {
			t.Errorf("%s in the middle of a Donation: %v", text, err)
		}
	}
	if _, err := Apply(d, mustParse(t, "place 12,15")); err == nil || !strings.Contains(err.Error(), "being used") {
		t.Errorf("a placement in the middle of a Donation: %v", err)
	}
	// A game without Nomads has no nomad moves.
	if _, err := Apply(firstGame(t, 2), mustParse(t, "nomad outpost")); err == nil {
		t.Errorf("a nomad move in a base game")
	}
}

// TestNomadsJSONErrors: the Nomads part of a state document is validated;
// each corruption is an error wrapping ErrBadState that names it.
func TestNomadsJSONErrors(t *testing.T) {
	s := quarryGame(t)
	s = layNomad(t, s, "15,12", Sword)
	s = layNomad(t, s, "15,17", Treasure)
	s = giveNomad(s, 0, Outpost)
	s = playedRound(put(t, s, 1, "0,0"))
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("round trip: %v", err)
	}
	doc := string(b)
	for _, c := range []struct{ old, new, why string }{
		{`"tile":"sword"`, `"tile":"axe"`, "unknown nomad tile"},
		{`"held":[["outpost"],[]]`, `"held":[["outpost","sword"],["sword"]]`, "3 Sword tiles"},
		{`"held":[["outpost"],[]]`, `"held":[["outpost"],["sword+"]]`, "is not playing"},
		{`"held":[["outpost"],[]]`, `"held":[["treasure"],[]]`, "can be held"},
		{`"held":[["outpost"],[]]`, `"held":[["outpost","outpost","outpost"],[]]`, "Outpost tiles"},
		{`"held":[["outpost"],[]]`, `"held":[["outpost"]]`, "one entry per player"},
		{`{"treasure":0,"families":0`, `{"treasure":2,"families":0`, "multiple of 3"},
		{`{"treasure":0,"families":0`, `{"treasure":9,"families":0`, "Treasure tiles"},
		{`"shepherds":0,"ambassadors":0}]`, `"shepherds":0,"ambassadors":1}]`, "does not play"},
		{`"nomads":{`, `"nomads":{"open":"outpost",`, "no tile used in several moves"},
		{`"nomads":{`, `"nomads":{"open":"donation-grass","left":3,`, "1 or 2 settlements"},
		{`"nomads":{`, `"nomads":{"open":"sword",`, "has hit some opponent"},
		{`"nomads":{`, `"nomads":{"open":"resettlement","left":4,`, "1 to 3 steps"},
		{`"nomads":{`, `"nomads":{"hit":[0],`, "bad opponent"},
		{`"nomads":{`, `"nomads":{"left":2,`, "without a tile in use"},
		{`"nomads":{`, `"nomads":{"mandatory":["1,1"],`, "mandatory settlements"},
		{`"at":"15,12"`, `"at":"15,13"`, "want 15,12"},
		{`,"expansions":["nomads"]`, ``, "Nomads expansion"},
	} {
		if !strings.Contains(doc, c.old) {
			t.Fatalf("the document has no %s:\n%s", c.old, doc)
		}
		bad := strings.Replace(doc, c.old, c.new, 1)
		var got State
		err := json.Unmarshal([]byte(bad), &got)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s -> %s: %v, want an error saying %q", c.old, c.new, err, c.why)
		}
	}
	// A tile still on a space next to a settlement.
	near := put(t, s, 1, "14,12")
	if err := roundTrip(near); err == nil || !strings.Contains(err.Error(), "still holds its tile") {
		t.Errorf("a nomad tile left next to a settlement: %v", err)
	}
}

// TestResettlementJSON: the settlements moved by a Resettlement in use are
// part of the state document ("moved", their new hexes), validated against
// the board and the steps left.
func TestResettlementJSON(t *testing.T) {
	s := quarryGame(t)
	s = put(t, s, 0, "12,16", "14,14")
	s = giveNomad(s, 0, Resettlement)
	s = mustApply(t, s, "nomad resettlement 12,16>13,16")
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	const mid = `"open":"resettlement","left":3,"moved":["13,16"]`
	if !strings.Contains(doc, mid) {
		t.Fatalf("the document has no %s:\n%s", mid, doc)
	}
	if err := roundTrip(s); err != nil {
		t.Error(err)
	}
	if two := mustApply(t, s, "nomad resettlement 14,14>14,15"); two.x.nomads.moved.count() != 2 {
		t.Errorf("two settlements moved, %d recorded", two.x.nomads.moved.count())
	} else if err := roundTrip(two); err != nil {
		t.Error(err)
	}
	for _, c := range []struct{ new, why string }{
		{`"open":"resettlement","left":3`, "not 0"},
		{`"open":"resettlement","left":3,"moved":["13,16","14,14"]`, "not 2"},
		{`"open":"resettlement","left":2,"moved":["13,16","13,16"]`, "13,16 twice"},
		{`"open":"resettlement","left":3,"moved":["12,16"]`, "no settlement of player 0 at 12,16"},
		{`"open":"resettlement","left":3,"moved":["x"]`, "moved:"},
		{`"moved":["13,16"]`, "without a Resettlement in use"},
	} {
		bad := strings.Replace(doc, mid, c.new, 1)
		var got State
		err := json.Unmarshal([]byte(bad), &got)
		if !errors.Is(err, kingdoms.ErrBadState) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: %v, want an error saying %q", c.new, err, c.why)
		}
	}
}
