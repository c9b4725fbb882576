package arkadia

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// TestJSONMemberOrder: documents are written with "schema" first, and read
// whatever the order of their members: a document re-sorted by a generic
// map (as jq -S or Python's sort_keys re-sort it) and one with "schema"
// last decode to the same state, views and editions of one's own included.
func TestJSONMemberOrder(t *testing.T) {
	small, err := ParseEdition(strings.NewReader(smallEditionText))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(6, 6))
	for i, c := range []Config{{Players: 2, Seed: 1}, {Players: 4, Seed: 2, FirstGame: true}, {Players: 3, Seed: 3, Edition: small}} {
		s, err := New(c)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err = kingdoms.Playout(Game, s, rng, 25+10*i)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range []State{s, s.View(1)} {
			doc, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(doc, []byte(`{"schema":"arkadia/1",`)) {
				t.Fatalf("the document opens with %.40s", doc)
			}
			var generic map[string]any
			if err := json.Unmarshal(doc, &generic); err != nil {
				t.Fatal(err)
			}
			sorted, err := json.Marshal(generic) // members sorted by name: "schema" is no longer first
			if err != nil {
				t.Fatal(err)
			}
			if bytes.HasPrefix(sorted, []byte(`{"schema"`)) {
				t.Fatal("the re-sorted document still opens with the schema")
			}
			last := append([]byte(`{`), doc[len(`{"schema":"arkadia/1",`):len(doc)-1]...)
			last = append(last, `,"schema":"arkadia/1"}`...)
			for name, d := range map[string][]byte{"re-sorted": sorted, "schema last": last} {
				var back State
				if err := json.Unmarshal(d, &back); err != nil {
					t.Fatalf("%+v: the %s document: %v", c, name, err)
				}
				if !back.Equal(st) {
					t.Errorf("%+v: the %s document decodes to another state", c, name)
				}
			}
		}
	}
}
