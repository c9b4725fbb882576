package kingdombuilder

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/boardrules/kingdoms"
)

func TestConfigJSON(t *testing.T) {
	c := FirstGame(3, 42)
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"players":3,"seed":42,"quadrants":[{"section":"tavern","turned":false},{"section":"paddock","turned":false},{"section":"oasis","turned":false},{"section":"farm","turned":false}],"cards":["fishermen","knights","merchants"]}`
	if string(b) != want {
		t.Errorf("Config JSON:\n got %s\nwant %s", b, want)
	}
	var back Config
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Errorf("round trip: %+v, %v", back, err)
	}
	var zero Config
	b, _ = json.Marshal(zero)
	if err := json.Unmarshal(b, &back); err != nil || back != zero {
		t.Errorf("zero config round trip: %+v, %v (%s)", back, err, b)
	}
	bad := `{"players":3,"cards":["fishermen","kings","merchants"]}`
	if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, kingdoms.ErrBadConfig) {
		t.Errorf("unknown card: %v", err)
	}
	for _, tr := range []Terrain{Grass, Water, NomadSpace, NoTerrain} {
		b, _ := json.Marshal(tr)
		var u Terrain
		if err := json.Unmarshal(b, &u); err != nil || u != tr {
			t.Errorf("terrain %v round trip: %s %v %v", tr, b, u, err)
		}
	}
	for l := NoLocation; l < numLocations; l++ {
		b, _ := json.Marshal(l)
		var u Location
		if err := json.Unmarshal(b, &u); err != nil || u != l {
			t.Errorf("location %v round trip: %s %v %v", l, b, u, err)
		}
	}
}
