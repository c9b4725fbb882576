package render

import (
	"strings"
	"testing"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// TestRegions checks that the pictures with regions are well formed and
// name the regions the package documents.
func TestRegions(t *testing.T) {
	kd, err := kingdomino.New(kingdomino.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	kd = advance(t, kingdomino.Game, kd, 6, 1)
	kb, err := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	isl, err := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 1, Queenies: kingdombuilder.Queenies{Island: kingdombuilder.SampleIsland()}})
	if err != nil {
		t.Fatal(err)
	}
	islandHexes := 0
	for r := range 5 {
		for col := range 22 {
			if isl.Terrain(kingdombuilder.IslandOffset(r, col)) != kingdombuilder.NoTerrain {
				islandHexes++
			}
		}
	}
	ak, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		draw    func() ([]byte, []Region)
		n       int
		has     []string
		plain   []byte
		same    bool
		content string
	}{
		{"kingdomino", func() ([]byte, []Region) { return KingdominoRegions(kd) }, 2*81 + 8, []string{"k0:0,0", "k1:-4,4"}, Kingdomino(kd), false, ""},
		{"kingdombuilder", func() ([]byte, []Region) { return KingdomBuilderRegions(kb) }, 400, []string{"h0,0", "h19,19"}, KingdomBuilder(kb), true, ""},
		{"island", func() ([]byte, []Region) { return KingdomBuilderRegions(isl) }, 400 + islandHexes, []string{"h0,0", "i2,0"}, KingdomBuilder(isl), false, "Island"},
		{"arkadia", func() ([]byte, []Region) { return ArkadiaRegions(ak) }, ak.Edition().Rows()*ak.Edition().Cols() + len(ak.FaceUp()) + 1 + distinct(ak.Hand(0)) + distinct(ak.Hand(1)), []string{"a1", "p12", "pile", "card:" + ak.FaceUp()[0].String(), "hand1:" + ak.Hand(1)[0].String()}, Arkadia(ak), false, ">hand:<"},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, regions := c.draw()
			wellFormed(t, doc)
			ids := map[string]bool{}
			for _, r := range regions {
				if ids[r.ID] {
					t.Errorf("region %s twice", r.ID)
				}
				ids[r.ID] = true
				if len(r.Points) < 6 || len(r.Points)%2 != 0 {
					t.Errorf("region %s: %d coordinates", r.ID, len(r.Points))
				}
			}
			if len(regions) != c.n {
				t.Errorf("%d regions, want %d", len(regions), c.n)
			}
			for _, id := range c.has {
				if !ids[id] {
					t.Errorf("no region %s", id)
				}
			}
			if c.same != (string(doc) == string(c.plain)) {
				t.Errorf("the picture with regions is the same as without: %v, want %v", !c.same, c.same)
			}
			if c.content != "" && !strings.Contains(string(doc), c.content) {
				t.Errorf("no %q in the picture", c.content)
			}
		})
	}
}

func TestSection(t *testing.T) {
	for _, cs := range kingdombuilder.SampleSections() {
		doc := Section(cs)
		wellFormed(t, doc)
		if n := strings.Count(string(doc), "<polygon"); n < 100 {
			t.Errorf("%s: %d polygons, want a hex each", cs.Name(), n)
		}
		if !strings.Contains(string(doc), cs.Name()) {
			t.Errorf("%s: the name is not written", cs.Name())
		}
	}
}

// distinct counts the distinct cards of a sorted hand.
func distinct(hand []arkadia.Card) int {
	n := 0
	for i, c := range hand {
		if i == 0 || c != hand[i-1] {
			n++
		}
	}
	return n
}
