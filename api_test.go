package kingdoms_test

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/boardrules/kingdoms/internal/apifile"
)

// This file keeps the golden files of the exported API under api/ (see
// api/README.md): TestAPI fails when a library package's surface differs from
// its file, TestAPINoUnexported when an exported declaration names an
// unexported identifier.

var updateAPI = flag.Bool("update", false, "rewrite api/*.txt from the packages' exported API (TestAPI)")

const apiUpdate = "go test -run TestAPI . -args -update"

// apiSkip lists the module's top-level directories that are not library
// packages.
var apiSkip = []string{"examples"}

// knownUnexported lists the exported declarations known to name an unexported
// identifier, by package and finding key (see apifile.Finding.Key): none
// (TestAPINoUnexported fails on an entry it no longer finds).
var knownUnexported = map[string][]string{}

type apiPackages struct {
	loader *apifile.Loader
	pkgs   []*apifile.Package
	err    error
}

var (
	apiOnce   sync.Once
	apiLoaded apiPackages
)

// loadAPI parses and type-checks the library packages once for both tests.
func loadAPI(t *testing.T) (*apifile.Loader, []*apifile.Package) {
	t.Helper()
	apiOnce.Do(func() {
		l, err := apifile.NewLoader(".")
		if err != nil {
			apiLoaded.err = err
			return
		}
		paths, err := l.LibraryPackages(apiSkip...)
		if err != nil {
			apiLoaded.err = err
			return
		}
		apiLoaded.loader = l
		apiLoaded.pkgs, apiLoaded.err = l.LoadAll(paths)
	})
	if apiLoaded.err != nil {
		t.Fatal(apiLoaded.err)
	}
	return apiLoaded.loader, apiLoaded.pkgs
}

// TestAPI checks that api/<package>.txt lists the exported API of each library
// package; with -update it rewrites the files instead.
func TestAPI(t *testing.T) {
	l, pkgs := loadAPI(t)
	if len(pkgs) == 0 {
		t.Fatal("no library package found")
	}
	files := map[string]bool{}
	for _, p := range pkgs {
		name := l.FileName(p.Path)
		if files[name] {
			t.Fatalf("two packages have the golden file api/%s", name)
		}
		files[name] = true
		file := filepath.Join("api", name)
		got := apifile.Features(p)
		if *updateAPI {
			if err := os.MkdirAll("api", 0o777); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, []byte(strings.Join(got, "\n")+"\n"), 0o666); err != nil {
				t.Fatal(err)
			}
			continue
		}
		data, err := os.ReadFile(file)
		if errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: no golden file for package %s.\nIf the package is new and deliberate, run\n\t%s\nand commit %s.",
				file, p.Path, apiUpdate, file)
			continue
		} else if err != nil {
			t.Fatal(err)
		}
		added, removed := apiDiff(apiLines(string(data)), got)
		if len(added)+len(removed) == 0 {
			continue
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s: the exported API of %s differs from the file (%d added, %d removed):\n",
			file, p.Path, len(added), len(removed))
		for _, f := range added {
			fmt.Fprintf(&b, "+%s\n", f)
		}
		for _, f := range removed {
			fmt.Fprintf(&b, "-%s\n", f)
		}
		fmt.Fprintf(&b, "If the change is deliberate, run\n\t%s\nand commit %s with it.", apiUpdate, file)
		t.Error(b.String())
	}

	// A golden file with no package left.
	entries, err := os.ReadDir("api")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	for _, e := range entries {
		if name := e.Name(); strings.HasSuffix(name, ".txt") && !files[name] {
			file := filepath.Join("api", name)
			if *updateAPI {
				if err := os.Remove(file); err != nil {
					t.Fatal(err)
				}
				continue
			}
			t.Errorf("%s: no library package has this golden file.\nIf the package is gone deliberately, run\n\t%s\n(which removes the file).", file, apiUpdate)
		}
	}
	if *updateAPI {
		t.Logf("rewrote the api/*.txt files of %d packages", len(pkgs))
	}
}

// apiLines returns the non-blank lines of a golden file.
func apiLines(s string) []string {
	var lines []string
	for line := range strings.SplitSeq(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	return lines
}

// apiDiff returns the features of got missing from want (added) and those of
// want missing from got (removed), sorted.
func apiDiff(want, got []string) (added, removed []string) {
	in := func(list []string) map[string]bool {
		m := make(map[string]bool, len(list))
		for _, s := range list {
			m[s] = true
		}
		return m
	}
	w, g := in(want), in(got)
	for s := range g {
		if !w[s] {
			added = append(added, s)
		}
	}
	for s := range w {
		if !g[s] {
			removed = append(removed, s)
		}
	}
	slices.Sort(added)
	slices.Sort(removed)
	return added, removed
}

// TestAPINoUnexported checks that no exported declaration of a library
// package names an unexported identifier (a type, or the constant of an array
// length), which the documentation shows but a reader cannot follow.
func TestAPINoUnexported(t *testing.T) {
	l, pkgs := loadAPI(t)
	for _, p := range pkgs {
		rel := strings.TrimPrefix(strings.TrimPrefix(p.Path, l.Module), "/")
		known := map[string]bool{}
		for _, k := range knownUnexported[rel] {
			known[k] = true
		}
		for _, f := range apifile.Unexported(l, p) {
			if known[f.Key()] {
				delete(known, f.Key())
				t.Logf("%s: %s (known, issue 32)", p.Path, f)
				continue
			}
			t.Errorf("%s: %s: the documentation shows a name a reader cannot follow; export it or use an exported one", p.Path, f)
		}
		for _, k := range slices.Sorted(maps.Keys(known)) {
			t.Errorf("%s: the known case %q is no longer found: delete it from knownUnexported", p.Path, k)
		}
	}
}
