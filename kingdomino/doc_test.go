package kingdomino

import (
	"go/ast"
	"go/doc"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDoc reads the package documentation as go doc does: it must be
// attached to the package clause, start with "Package kingdomino", open with
// an overview of at most one screen (50 lines) before its first heading,
// and every doc link ([Name], [pkg.Name]) of the package's documentation
// must resolve to a declaration. No identifier is deprecated.
func TestDoc(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	pkg, err := doc.NewFromFiles(fset, files, "github.com/boardrules/kingdoms/kingdomino")
	if err != nil {
		t.Fatal(err)
	}
	if s := pkg.Synopsis(pkg.Doc); !strings.HasPrefix(s, "Package kingdomino ") {
		t.Errorf("synopsis %q", s)
	}
	p := pkg.Parser()
	d := p.Parse(pkg.Doc)
	overview := &comment.Doc{}
	for _, b := range d.Content {
		if _, ok := b.(*comment.Heading); ok {
			break
		}
		overview.Content = append(overview.Content, b)
	}
	var pr comment.Printer
	if n := strings.Count(string(pr.Text(overview)), "\n"); n > 50 {
		t.Errorf("the overview has %d lines before the first heading, more than a screen (50)", n)
	}

	// Every doc comment of the package, with what it documents.
	docs := map[string]string{"package": pkg.Doc}
	add := func(name, text string) { docs[name] = text }
	for _, c := range pkg.Consts {
		add(strings.Join(c.Names, ","), c.Doc)
	}
	for _, v := range pkg.Vars {
		add(strings.Join(v.Names, ","), v.Doc)
	}
	for _, f := range pkg.Funcs {
		add(f.Name, f.Doc)
	}
	for _, ty := range pkg.Types {
		add(ty.Name, ty.Doc)
		for _, f := range ty.Funcs {
			add(f.Name, f.Doc)
		}
		for _, m := range ty.Methods {
			add(ty.Name+"."+m.Name, m.Doc)
		}
		for _, c := range ty.Consts {
			add(strings.Join(c.Names, ","), c.Doc)
		}
	}
	// The documentation of struct fields and interface methods.
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if fl, ok := n.(*ast.Field); ok && fl.Doc != nil && len(fl.Names) > 0 && fl.Names[0].IsExported() {
				add("field "+fl.Names[0].Name, fl.Doc.Text())
			}
			return true
		})
	}
	unresolved := regexp.MustCompile(`\[[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*\]`)
	for name, text := range docs {
		if strings.Contains(text, "Deprecated:") {
			t.Errorf("%s is deprecated", name)
		}
		var walk func(x any)
		walk = func(x any) {
			switch x := x.(type) {
			case *comment.Paragraph:
				for _, t := range x.Text {
					walk(t)
				}
			case *comment.List:
				for _, it := range x.Items {
					for _, b := range it.Content {
						walk(b)
					}
				}
			case *comment.Heading:
				for _, t := range x.Text {
					walk(t)
				}
			case *comment.Italic:
				walk(comment.Plain(*x))
			case *comment.Link:
				for _, t := range x.Text {
					walk(t)
				}
			case comment.Plain:
				for _, m := range unresolved.FindAllString(string(x), -1) {
					t.Errorf("the doc of %s links to %s, which does not resolve", name, m)
				}
			}
		}
		for _, b := range p.Parse(text).Content {
			walk(b)
		}
	}
}
