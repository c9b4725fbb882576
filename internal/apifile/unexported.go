// This file finds exported declarations whose types name something
// unexported, which a reader of the documentation cannot follow.

package apifile

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"
)

// A Finding is an exported declaration whose type names an unexported
// identifier: a type, or a constant such as an array length.
type Finding struct {
	Pos  token.Position // where the name is written, or the declaration
	Decl string         // the declaration: "Config.Cards", "New", "Card.Rule"
	Name string         // the unexported name
	Kind string         // "type", "const", "var", "func"
}

// Key identifies a finding independently of its position:
// "Config.Cards: const numCardsInGame".
func (f Finding) Key() string { return f.Decl + ": " + f.Kind + " " + f.Name }

func (f Finding) String() string {
	return fmt.Sprintf("%s:%d: %s names unexported %s %s",
		filepath.Base(f.Pos.Filename), f.Pos.Line, f.Decl, f.Kind, f.Name)
}

// Unexported returns the exported declarations of p whose types (in function
// signatures, exported fields of exported structs, methods of exported types,
// interface methods, type parameters, variable and constant types) name an
// unexported package-level identifier of p, either written in the source
// (such as the constant that sizes an array type) or reached through the
// types (a promoted method, a variable's inferred type). Sorted by key.
func Unexported(l *Loader, p *Package) []Finding {
	var out []Finding
	seen := map[string]bool{}
	add := func(f Finding) {
		if !seen[f.Key()] {
			seen[f.Key()] = true
			out = append(out, f)
		}
	}

	// Names written in the source of exported declarations.
	scope := p.Types.Scope()
	check := func(decl string, n ast.Node) {
		if n == nil {
			return
		}
		ast.Inspect(n, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			obj := p.Info.Uses[id]
			if obj == nil || obj.Exported() || obj.Parent() != scope {
				return true
			}
			add(Finding{Pos: l.Fset.Position(id.Pos()), Decl: decl, Name: obj.Name(), Kind: kindOf(obj)})
			return true
		})
	}
	fieldList := func(prefix string, list *ast.FieldList, exportedOnly bool) {
		if list == nil {
			return
		}
		for _, f := range list.List {
			if len(f.Names) == 0 {
				// An embedded field or interface element: if unexported, its
				// promoted members are checked through the types below.
				if !exportedOnly || isExportedEmbed(f.Type) {
					check(prefix, f.Type)
				}
				continue
			}
			for _, name := range f.Names {
				if !exportedOnly || name.IsExported() {
					check(prefix+"."+name.Name, f.Type)
				}
			}
		}
	}
	for _, file := range p.Files {
		for _, decl := range file.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if !decl.Name.IsExported() {
					continue
				}
				name := decl.Name.Name
				if decl.Recv != nil {
					base := recvBase(decl.Recv.List[0].Type)
					if base == nil || !base.IsExported() {
						continue
					}
					name = base.Name + "." + name
					check(name, decl.Recv.List[0].Type)
				}
				check(name, decl.Type)
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						if !spec.Name.IsExported() {
							continue
						}
						name := spec.Name.Name
						if spec.TypeParams != nil {
							check(name, spec.TypeParams)
						}
						switch t := spec.Type.(type) {
						case *ast.StructType:
							fieldList(name, t.Fields, true)
						case *ast.InterfaceType:
							fieldList(name, t.Methods, false)
						default:
							check(name, spec.Type)
						}
					case *ast.ValueSpec:
						for _, id := range spec.Names {
							if id.IsExported() {
								check(id.Name, spec.Type)
							}
						}
					}
				}
			}
		}
	}

	// Unexported named types reached through the types (the feature lines).
	w := newWalker(p)
	for _, name := range scope.Names() {
		if token.IsExported(name) {
			w.emitObj(scope.Lookup(name))
		}
	}
	for _, u := range w.named {
		// The source walk finds most of these, at the name itself; add
		// those it cannot see (a promoted method, an inferred type).
		add(Finding{Pos: l.Fset.Position(u.pos), Decl: u.decl, Name: u.name, Kind: "type"})
	}
	slices.SortFunc(out, func(a, b Finding) int { return strings.Compare(a.Key(), b.Key()) })
	return out
}

func kindOf(obj types.Object) string {
	switch obj.(type) {
	case *types.Const:
		return "const"
	case *types.TypeName:
		return "type"
	case *types.Var:
		return "var"
	case *types.Func:
		return "func"
	}
	return "name"
}

// recvBase returns the type name of a receiver type expression (T, *T, T[P]).
func recvBase(x ast.Expr) *ast.Ident {
	for {
		switch t := x.(type) {
		case *ast.StarExpr:
			x = t.X
		case *ast.ParenExpr:
			x = t.X
		case *ast.IndexExpr:
			x = t.X
		case *ast.IndexListExpr:
			x = t.X
		case *ast.Ident:
			return t
		default:
			return nil
		}
	}
}

// isExportedEmbed reports whether an embedded field's type name is exported.
func isExportedEmbed(x ast.Expr) bool {
	switch t := x.(type) {
	case *ast.StarExpr:
		return isExportedEmbed(t.X)
	case *ast.IndexExpr:
		return isExportedEmbed(t.X)
	case *ast.IndexListExpr:
		return isExportedEmbed(t.X)
	case *ast.SelectorExpr:
		return t.Sel.IsExported()
	case *ast.Ident:
		return t.IsExported()
	}
	return true
}
