package apifile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// writeModule writes a module example.com/m with the given files (path:
// source) in a temporary directory and returns its root.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	files["go.mod"] = "module example.com/m\n\ngo 1.25\n"
	for name, src := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const srcA = `// Package a is a test package.
package a

import "io"

// N is a constant.
const N = 3

const n = 2

// Kind is a kind.
type Kind uint8

// Kinds.
const (
	K1 Kind = iota + 1
	K2
)

// Config is a config.
type Config struct {
	Players int ` + "`json:\"players\"`" + `
	Cards   [n]Kind
	hidden  int
	Embed
	inner
}

// Embed is embedded.
type Embed struct{ X byte }

type inner struct{}

// Method is promoted from an unexported embedded type.
func (inner) Method() secret { return secret{} }

type secret struct{}

// Set is generic.
type Set[T comparable] struct{ m map[T]bool }

// Has reports membership.
func (s *Set[T]) Has(x T) bool { return s.m[x] }

// Number is a constraint.
type Number interface{ ~int | ~float64 }

// Sum adds.
func Sum[T Number](xs ...T) T { var s T; return s }

// Reader reads.
type Reader interface {
	io.Reader
	Kind() Kind
}

// Sealed has unexported methods.
type Sealed interface {
	Exported() int
	sealed()
}

// Old is old.
//
// Deprecated: use New.
func Old() {}

// V is a variable of an inferred unexported type.
var V = secret{}

// W is a variable.
var W io.Writer

// Alias names another package's type.
type Alias = io.Reader

// F takes an array sized by an unexported constant.
func F(a [n]int, r rune) (int, error) { return 0, nil }

func g() {}
`

func TestFeaturesAndUnexported(t *testing.T) {
	root := writeModule(t, map[string]string{
		"a/a.go":               srcA,
		"a/a_test.go":          "package a\n\nfunc TestX() {}\n",
		"b/b.go":               "package b\n\nimport \"example.com/m/a\"\n\n// K is a.Kind.\nvar K a.Kind\n",
		"cmd/c/main.go":        "package main\n\nfunc main() {}\n",
		"internal/i/i.go":      "package i\n",
		"examples/e/e.go":      "package e\n",
		"a/testdata/t/t.go":    "package t\n",
		"nested/go.mod":        "module example.com/nested\n",
		"nested/n.go":          "package nested\n",
		"doc/README.md":        "no Go here\n",
		"b/ignored_plan9.go":   "package b\n\n// Plan9 is for plan9 only.\nvar Plan9 int\n",
		"b/ignored_other.go":   "//go:build ignore\n\npackage b\n\nvar Ignored int\n",
		"a/unused/unused.go":   "package unused\n\n// U is unused.\nvar U int\n",
		"a/unused/main_x.go":   "package unused\n",
		"a/unused/doc.go":      "// Package unused is a library package too.\npackage unused\n",
		"a/unused/x_test.go":   "package unused_test\n",
		"b/b_internal_test.go": "package b\n",
	})
	l, err := NewLoader(root)
	if err != nil {
		t.Fatal(err)
	}
	paths, err := l.LibraryPackages("examples")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"example.com/m/a", "example.com/m/a/unused", "example.com/m/b"}, paths); diff != "" {
		t.Errorf("LibraryPackages (-want +got):\n%s", diff)
	}
	if got := l.FileName("example.com/m/a/unused"); got != "a-unused.txt" {
		t.Errorf("FileName = %q", got)
	}

	p, err := l.Load("example.com/m/a")
	if err != nil {
		t.Fatal(err)
	}
	const pre = "pkg example.com/m/a, "
	want := []string{
		"const K1 = 1",
		"const K1 Kind",
		"const K2 = 2",
		"const K2 Kind",
		"const N = 3",
		"const N ideal-int",
		"func F([2]int, int32) (int, error)",
		"func Old //deprecated",
		"func Old()",
		"func Sum[$0 Number](...$0) $0",
		"method (*Set[$0]) Has($0) bool",
		"method (Config) Method() secret",
		"type Alias = io.Reader",
		"type Config struct",
		"type Config struct, Cards [2]Kind",
		"type Config struct, Players int `json:\"players\"`",
		"type Config struct, embedded Embed",
		"type Embed struct",
		"type Embed struct, X uint8",
		"type Kind uint8",
		"type Number interface { ~int | ~float64 }",
		"type Reader interface { Kind, Read }",
		"type Reader interface, Kind() Kind",
		"type Reader interface, Read([]uint8) (int, error)",
		"type Sealed interface, Exported() int",
		"type Sealed interface, unexported methods",
		"type Set[$0 comparable] struct",
		"var V secret",
		"var W io.Writer",
	}
	for i := range want {
		want[i] = pre + want[i]
	}
	if diff := cmp.Diff(want, Features(p)); diff != "" {
		t.Errorf("Features (-want +got):\n%s", diff)
	}

	var got []string
	for _, f := range Unexported(l, p) {
		got = append(got, f.Key())
		if !strings.HasPrefix(f.String(), "a.go:") {
			t.Errorf("finding %v: want a position in a.go", f)
		}
	}
	wantKeys := []string{
		"Config.Cards: const n",
		"Config.Method: type secret",
		"F: const n",
		"V: type secret",
	}
	if diff := cmp.Diff(wantKeys, got); diff != "" {
		t.Errorf("Unexported (-want +got):\n%s", diff)
	}

	b, err := l.Load("example.com/m/b")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"pkg example.com/m/b, var K a.Kind"}, Features(b)); diff != "" {
		t.Errorf("Features(b) (-want +got):\n%s", diff)
	}
	if f := Unexported(l, b); len(f) != 0 {
		t.Errorf("Unexported(b) = %v, want none", f)
	}
}
