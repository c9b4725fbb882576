package kingdoms_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// maxOverviewWords bounds a library package's overview: a short tour of the
// package, whose rules live on the identifiers they govern or in a file the
// overview links.
const maxOverviewWords = 2000

// TestDocPages checks what pkg.go.dev shows of each library package: every
// example is attached to the package, a function, a type or a method (go/doc
// drops the others, an example of a variable among them), no example sits in
// an internal test file (the page would show it without the package name),
// the overview stays under maxOverviewWords words, and the value of an
// exported variable or constant names no unexported identifier (the page
// shows the whole declaration).
func TestDocPages(t *testing.T) {
	l, pkgs := loadAPI(t)
	for _, p := range pkgs {
		fset := token.NewFileSet()
		matches, err := filepath.Glob(filepath.Join(p.Dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var files []*ast.File
		written := 0
		for _, m := range matches {
			f, err := parser.ParseFile(fset, m, nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			external := strings.HasSuffix(f.Name.Name, "_test")
			if n := len(doc.Examples(f)); n > 0 && !external {
				t.Errorf("%s: %d examples in an internal test file: move them to package %s_test", m, n, f.Name.Name)
			} else {
				written += n
			}
			if external || !strings.HasSuffix(m, "_test.go") {
				files = append(files, f)
			}
		}
		d, err := doc.NewFromFiles(fset, files, p.Path)
		if err != nil {
			t.Fatal(err)
		}
		shown := len(d.Examples)
		for _, f := range d.Funcs {
			shown += len(f.Examples)
		}
		for _, ty := range d.Types {
			shown += len(ty.Examples)
			for _, f := range ty.Funcs {
				shown += len(f.Examples)
			}
			for _, f := range ty.Methods {
				shown += len(f.Examples)
			}
		}
		if shown != written {
			t.Errorf("%s: %d of its %d examples are not shown: an example's name must be that of the package (Example, Example_suffix), a function, a type or a method", p.Path, written-shown, written)
		}
		if n := len(strings.Fields(d.Doc)); n > maxOverviewWords {
			t.Errorf("%s: the overview has %d words, more than %d", p.Path, n, maxOverviewWords)
		}
	}

	// Values of exported variables and constants.
	for _, p := range pkgs {
		for _, f := range p.Files {
			if strings.HasSuffix(l.Fset.Position(f.Pos()).Filename, "_test.go") {
				continue
			}
			for _, decl := range f.Decls {
				g, ok := decl.(*ast.GenDecl)
				if !ok || (g.Tok != token.VAR && g.Tok != token.CONST) {
					continue
				}
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					exported := false
					for _, n := range vs.Names {
						exported = exported || n.IsExported()
					}
					if !exported {
						continue
					}
					for _, v := range vs.Values {
						ast.Inspect(v, func(n ast.Node) bool {
							if _, ok := n.(*ast.SelectorExpr); ok {
								return false // pkg.Name: exported by construction
							}
							id, ok := n.(*ast.Ident)
							if !ok {
								return true
							}
							if obj := p.Info.Uses[id]; obj != nil && obj.Pkg() == p.Types && !obj.Exported() {
								t.Errorf("%s: the value of exported %s names the unexported %s, which the page shows",
									l.Fset.Position(id.Pos()), vs.Names[0].Name, id.Name)
							}
							return true
						})
					}
				}
			}
		}
	}
}
