package kingdombuilder

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
)

// harnessSkip are the checks of the harness that Kingdom Builder skips:
// none.
var harnessSkip []string

// TestErrorShapeFindings: the errors of another shape that the harness's
// error-shape check found in Kingdom Builder (issue 32: "<game>: <what was
// wrong>", the name once, one sentinel, no Go type names) have that shape
// now: Determinize's, a configuration that is no object, and the causes a
// document's sections and Queenies' tiles give.
func TestErrorShapeFindings(t *testing.T) {
	shape := func(what string, err error) {
		t.Helper()
		if err == nil {
			t.Errorf("%s: no error", what)
			return
		}
		msg := err.Error()
		kinds := 0
		for _, s := range []error{kingdoms.ErrIllegalMove, kingdoms.ErrBadConfig, kingdoms.ErrBadNotation, kingdoms.ErrBadState, kingdoms.ErrBadArgument} {
			if errors.Is(err, s) {
				kinds++
			}
		}
		if !strings.HasPrefix(msg, "kingdombuilder: ") || strings.Count(msg, "kingdombuilder: ") != 1 || kinds != 1 || strings.Contains(msg, "kingdombuilder.") {
			t.Errorf("%s: %q: want \"kingdombuilder: <what was wrong>\", the name once, one sentinel, no Go type names", what, msg)
		}
	}
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	// 1. Determinize: the sentinel first, the name after it.
	_, err = Determinize(s.View(0), 0, nil)
	shape("Determinize with a nil generator", err)
	_, err = Determinize(s.View(0), 5, rand.New(rand.NewPCG(1, 2)))
	shape("Determinize for a player not in the game", err)
	// 2. StartJSON of an array names the Go type kingdombuilder.Config.
	_, err = Game.(kingdoms.Configurer[State]).StartJSON([]byte("[]"))
	shape(`StartJSON("[]")`, err)
	// 3. A document whose custom section misses a hex: the name twice
	// ("kingdombuilder: sections[0]: kingdombuilder: sections: line 2, ...").
	cross, err := New(crossroadsConfig(0))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(cross)
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(string(doc), `"sections":["`)
	nl := strings.Index(string(doc[at:]), `\n`)
	if at < 0 || nl < 0 {
		t.Fatalf("no custom section in %s", doc)
	}
	cut := at + nl + 2
	bad := append(append([]byte(nil), doc[:cut]...), doc[cut+2:]...)
	var back State
	shape("a document whose custom section misses a hex", json.Unmarshal(bad, &back))
	// 4. A document whose cave is not on a mountain: the name twice, and
	// "bad config: bad state document".
	q, err := Game.(kingdoms.Configurer[State]).Start(kingdoms.Settings{Players: 2, Seed: 1, Variants: []string{"caves"}})
	if err != nil {
		t.Fatal(err)
	}
	if doc, err = json.Marshal(q); err != nil {
		t.Fatal(err)
	}
	at = strings.Index(string(doc), `"caves":["`)
	if at < 0 {
		t.Fatalf("no caves in %s", doc)
	}
	at += len(`"caves":["`)
	end := at + strings.Index(string(doc[at:]), `"`)
	for _, hex := range []string{"0,0", "0,1", "1,0", "1,1", "2,2"} {
		bad := []byte(string(doc[:at]) + hex + string(doc[end:]))
		if err := json.Unmarshal(bad, &back); err != nil {
			shape("a document whose cave is at "+hex, err)
			break
		}
	}
}
