package render

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/boardrules/kingdoms"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// wellFormed decodes the whole document with encoding/xml and checks that
// the root element is an svg.
func wellFormed(t *testing.T, doc []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
			if se.Name.Space != "http://www.w3.org/2000/svg" {
				t.Errorf("root namespace %q", se.Name.Space)
			}
		}
	}
	if root != "svg" {
		t.Fatalf("root element %q, want svg", root)
	}
}

// golden compares doc with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, doc []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, doc, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(doc, want) {
		t.Errorf("%s differs from the picture drawn now; if the change is intended, run go test -update and look at the picture", path)
	}
}

// advance plays n random moves from s (fewer if the game ends).
func advance[S any, M comparable](t *testing.T, g kingdoms.Game[S, M], s S, n int, seed uint64) S {
	t.Helper()
	if n == 0 {
		return s
	}
	s, _, err := kingdoms.Playout(g, s, rand.New(rand.NewPCG(seed, 1)), n)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestEscape(t *testing.T) {
	var c canvas
	c.open(10, 10, `a <b> & "c"`)
	c.text(1, 1, 10, "start", "#000", "", "x < y & z")
	wellFormed(t, c.bytes())
	for in, want := range map[float64]string{1: "1", 1.25: "1.3", -0.04: "0", 2.5: "2.5"} {
		if got := num(in); got != want {
			t.Errorf("num(%v) = %q, want %q", in, got, want)
		}
	}
}
