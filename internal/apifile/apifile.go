// Package apifile lists the exported API of this module's packages, one line
// per feature, in the format of the Go project's api/go1.*.txt files, and finds
// exported declarations whose types name something unexported.
//
// It is used by the root package's TestAPI and TestAPINoUnexported, which keep
// the golden files under api/ at the module root; see api/README.md for the
// format. It uses the standard library only: the module's packages are parsed
// and type-checked from their directories (in dependency order, through
// [Loader.ImportFrom]), and every other package (the standard library, go-cmp,
// rapid) is read from the export data the go command writes to its build
// cache ("go list -export"), which needs no network.
package apifile

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// A Package is one of the module's packages, parsed and type-checked.
type Package struct {
	Path  string // import path
	Dir   string // directory
	Types *types.Package
	Files []*ast.File
	Info  *types.Info
}

// A Loader parses and type-checks the packages of one module. It implements
// [types.ImporterFrom]: an import path inside the module is loaded from its
// directory, any other from its export data by a go/importer "gc" importer.
type Loader struct {
	Fset    *token.FileSet
	Root    string // module root directory (absolute)
	Module  string // module path, from go.mod
	ctxt    build.Context
	pkgs    map[string]*Package
	loading map[string]bool
	other   types.ImporterFrom
	exports map[string]string // import path -> export data file, from go list
}

// NewLoader returns a loader for the module whose go.mod is in root.
func NewLoader(root string) (*Loader, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	mod, err := modulePath(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	ctxt := build.Default
	ctxt.CgoEnabled = false // the library uses no cgo; keep the file lists the same everywhere
	l := &Loader{
		Fset:    fset,
		Root:    root,
		Module:  mod,
		ctxt:    ctxt,
		pkgs:    map[string]*Package{},
		loading: map[string]bool{},
		exports: map[string]string{},
	}
	other, ok := importer.ForCompiler(fset, "gc", l.openExport).(types.ImporterFrom)
	if !ok {
		return nil, errors.New("apifile: the gc importer does not implement types.ImporterFrom")
	}
	l.other = other
	return l, nil
}

// openExport opens the export data of a package outside the module, listed
// by [Loader.listExports].
func (l *Loader) openExport(path string) (io.ReadCloser, error) {
	file, ok := l.exports[path]
	if !ok || file == "" {
		return nil, fmt.Errorf("apifile: no export data for %s", path)
	}
	return os.Open(file)
}

// listExports asks the go command for the export data of the packages paths
// and their dependencies, building them into its cache if needed; the paths
// already listed are skipped.
func (l *Loader) listExports(paths []string) error {
	paths = slices.DeleteFunc(slices.Clone(paths), func(p string) bool {
		_, ok := l.exports[p]
		return ok || p == "unsafe" || p == "C"
	})
	if len(paths) == 0 {
		return nil
	}
	cmd := exec.Command("go", append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, paths...)...)
	cmd.Dir = l.Root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("apifile: go list -export %s: %v\n%s", strings.Join(paths, " "), err, stderr.Bytes())
	}
	for line := range strings.Lines(string(out)) {
		if path, file, ok := strings.Cut(strings.TrimSpace(line), "\t"); ok {
			l.exports[path] = file
		}
	}
	return nil
}

// modulePath reads the module path from the module directive of a go.mod file.
func modulePath(gomod string) (string, error) {
	data, err := os.ReadFile(gomod)
	if err != nil {
		return "", err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`), nil
		}
	}
	return "", fmt.Errorf("apifile: %s has no module directive", gomod)
}

// LibraryPackages returns the import paths of the module's library packages,
// sorted: every directory under the root holding a non-main package, except
// the skipped top-level directories (such as "examples"), directories named
// internal or testdata, directories whose names start with "." or "_", and
// nested modules.
func (l *Loader) LibraryPackages(skip ...string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(l.Root, func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(l.Root, dir)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel != "." {
			name := d.Name()
			if name == "internal" || name == "testdata" || strings.HasPrefix(name, ".") ||
				strings.HasPrefix(name, "_") || slices.Contains(skip, rel) {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				return filepath.SkipDir
			}
		}
		bp, err := l.ctxt.ImportDir(dir, 0)
		if err != nil {
			var noGo *build.NoGoError
			if errors.As(err, &noGo) {
				return nil
			}
			return err
		}
		if bp.Name != "main" {
			paths = append(paths, l.importPath(rel))
		}
		return nil
	})
	slices.Sort(paths)
	return paths, err
}

// importPath returns the import path of the module directory rel ("." for the root).
func (l *Loader) importPath(rel string) string {
	if rel == "." {
		return l.Module
	}
	return l.Module + "/" + rel
}

// Import implements [types.Importer].
func (l *Loader) Import(path string) (*types.Package, error) {
	return l.ImportFrom(path, l.Root, 0)
}

// ImportFrom implements [types.ImporterFrom].
func (l *Loader) ImportFrom(path, dir string, mode types.ImportMode) (*types.Package, error) {
	if l.inModule(path) {
		p, err := l.Load(path)
		if err != nil {
			return nil, err
		}
		return p.Types, nil
	}
	if err := l.listExports([]string{path}); err != nil {
		return nil, err
	}
	return l.other.ImportFrom(path, dir, mode)
}

// LoadAll loads the module packages with the given import paths (see
// [Loader.Load]), asking the go command once for the export data of all the
// packages they import from outside the module.
func (l *Loader) LoadAll(importPaths []string) ([]*Package, error) {
	var external []string
	for _, path := range importPaths {
		bp, err := l.ctxt.ImportDir(l.dir(path), 0)
		if err != nil {
			return nil, fmt.Errorf("apifile: %s: %w", path, err)
		}
		external = append(external, l.external(bp.Imports)...)
	}
	slices.Sort(external)
	if err := l.listExports(slices.Compact(external)); err != nil {
		return nil, err
	}
	pkgs := make([]*Package, len(importPaths))
	for i, path := range importPaths {
		p, err := l.Load(path)
		if err != nil {
			return nil, err
		}
		pkgs[i] = p
	}
	return pkgs, nil
}

// dir returns the directory of a module package.
func (l *Loader) dir(importPath string) string {
	rel := strings.TrimPrefix(strings.TrimPrefix(importPath, l.Module), "/")
	return filepath.Join(l.Root, filepath.FromSlash(rel))
}

// external returns the import paths outside the module.
func (l *Loader) external(imports []string) []string {
	var out []string
	for _, path := range imports {
		if !l.inModule(path) {
			out = append(out, path)
		}
	}
	return out
}

// inModule reports whether the import path is that of a module package.
func (l *Loader) inModule(path string) bool {
	return path == l.Module || strings.HasPrefix(path, l.Module+"/")
}

// Load parses and type-checks the module package with the given import path,
// and the module packages it imports.
func (l *Loader) Load(importPath string) (*Package, error) {
	if p, ok := l.pkgs[importPath]; ok {
		return p, nil
	}
	if l.loading[importPath] {
		return nil, fmt.Errorf("apifile: import cycle through %s", importPath)
	}
	l.loading[importPath] = true
	defer delete(l.loading, importPath)

	if !l.inModule(importPath) {
		return nil, fmt.Errorf("apifile: %s is not in module %s", importPath, l.Module)
	}
	dir := l.dir(importPath)
	bp, err := l.ctxt.ImportDir(dir, 0)
	if err != nil {
		return nil, fmt.Errorf("apifile: %s: %w", importPath, err)
	}
	if err := l.listExports(l.external(bp.Imports)); err != nil {
		return nil, err
	}
	p := &Package{Path: importPath, Dir: dir}
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(l.Fset, filepath.Join(dir, name), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		p.Files = append(p.Files, f)
	}
	p.Info = &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{},
		Defs:  map[*ast.Ident]types.Object{},
		Uses:  map[*ast.Ident]types.Object{},
	}
	// Function bodies hold no API, and the go command checks them.
	conf := types.Config{Importer: l, IgnoreFuncBodies: true}
	p.Types, err = conf.Check(importPath, l.Fset, p.Files, p.Info)
	if err != nil {
		return nil, fmt.Errorf("apifile: type-checking %s: %w", importPath, err)
	}
	l.pkgs[importPath] = p
	return p, nil
}

// FileName returns the name of the golden file of the package importPath, in
// the api directory: the module's last path element for the root package
// ("kingdoms.txt"), the package directory with "/" spelled "-" for the others
// ("kingdombuilder.txt", "a-b.txt" for a/b).
func (l *Loader) FileName(importPath string) string {
	if importPath == l.Module {
		return path.Base(l.Module) + ".txt"
	}
	return strings.ReplaceAll(strings.TrimPrefix(importPath, l.Module+"/"), "/", "-") + ".txt"
}
