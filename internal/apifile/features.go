// This file writes the features of a package: one line per exported
// declaration, in the format of the Go project's api files (src/cmd/api).

package apifile

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
)

// Features returns the exported API of p, one sorted line per feature, such as
//
//	pkg github.com/boardrules/kingdoms/kingdomino, func New(Config) (State, error)
//
// The format is that of the Go project's api/go1.*.txt files, with struct tags:
// a field's line ends with its tag, as in the source (`json:"players"`).
func Features(p *Package) []string {
	w := newWalker(p)
	scope := p.Types.Scope()
	for _, name := range scope.Names() {
		if token.IsExported(name) {
			w.emitObj(scope.Lookup(name))
		}
	}
	fs := make([]string, 0, len(w.features))
	for f := range w.features {
		fs = append(fs, f)
	}
	slices.Sort(fs)
	return fs
}

// A typeUse is an unexported named type written in the feature line of an
// exported declaration.
type typeUse struct {
	decl, name string
	pos        token.Pos
}

// A walker collects the features of one package.
type walker struct {
	pkg        *Package
	scope      []string
	features   map[string]bool
	deprecated map[token.Pos]bool
	// named records the unexported named types written in feature lines,
	// once per declaration (see [Unexported]).
	named   []typeUse
	seen    map[string]bool
	decl    string    // the declaration being written ("New", "Config.Cards")
	declPos token.Pos // and its position
}

func newWalker(p *Package) *walker {
	w := &walker{
		pkg:        p,
		scope:      []string{"pkg " + p.Path},
		features:   map[string]bool{},
		deprecated: map[token.Pos]bool{},
		seen:       map[string]bool{},
	}
	w.collectDeprecated()
	return w
}

func (w *walker) pushScope(name string) (pop func()) {
	w.scope = append(w.scope, name)
	return func() { w.scope = w.scope[:len(w.scope)-1] }
}

func (w *walker) emitf(format string, args ...any) {
	f := strings.Join(w.scope, ", ") + ", " + fmt.Sprintf(format, args...)
	if strings.Contains(f, "\n") {
		panic("apifile: feature contains a newline: " + f)
	}
	w.features[f] = true
}

func (w *walker) emitObj(obj types.Object) {
	switch obj := obj.(type) {
	case *types.Const:
		if w.deprecated[obj.Pos()] {
			w.emitf("const %s //deprecated", obj.Name())
		}
		w.in(obj.Name(), obj.Pos())
		w.emitf("const %s %s", obj.Name(), w.typeString(obj.Type()))
		x := obj.Val()
		short, exact := x.String(), x.ExactString()
		if short == exact {
			w.emitf("const %s = %s", obj.Name(), short)
		} else {
			w.emitf("const %s = %s  // %s", obj.Name(), short, exact)
		}
	case *types.Var:
		if w.deprecated[obj.Pos()] {
			w.emitf("var %s //deprecated", obj.Name())
		}
		w.in(obj.Name(), obj.Pos())
		w.emitf("var %s %s", obj.Name(), w.typeString(obj.Type()))
	case *types.TypeName:
		w.emitType(obj)
	case *types.Func:
		if w.deprecated[obj.Pos()] {
			w.emitf("func %s //deprecated", obj.Name())
		}
		w.in(obj.Name(), obj.Pos())
		w.emitf("func %s%s", obj.Name(), w.signatureString(obj.Signature()))
	default:
		panic("apifile: unknown object " + obj.String())
	}
}

func (w *walker) emitType(obj *types.TypeName) {
	name := obj.Name()
	if w.deprecated[obj.Pos()] {
		w.emitf("type %s //deprecated", name)
	}
	typ := obj.Type()
	w.in(name, obj.Pos())
	if obj.IsAlias() {
		w.emitf("type %s = %s", name, w.typeString(typ))
		return
	}
	if tparams := typ.(*types.Named).TypeParams(); tparams != nil {
		var buf bytes.Buffer
		buf.WriteString(name)
		w.writeTypeParams(&buf, tparams, true)
		name = buf.String()
	}
	switch u := typ.Underlying().(type) {
	case *types.Struct:
		w.emitStructType(obj.Name(), name, u)
	case *types.Interface:
		w.emitIfaceType(obj, name, u)
		return // its methods are its features
	default:
		w.emitf("type %s %s", name, w.typeString(u))
	}

	// Methods with a value receiver, then those with a pointer receiver
	// that are not in the first set, promoted methods included.
	seen := map[string]bool{}
	vset := types.NewMethodSet(typ)
	for i := range vset.Len() {
		if m := vset.At(i); m.Obj().Exported() {
			w.emitMethod(m)
			seen[m.Obj().Name()] = true
		}
	}
	pset := types.NewMethodSet(types.NewPointer(typ))
	for i := range pset.Len() {
		if m := pset.At(i); m.Obj().Exported() && !seen[m.Obj().Name()] {
			w.emitMethod(m)
		}
	}
}

// emitStructType emits a struct type's line and those of its exported
// fields; decl is the type's name, name the same with its type parameters.
func (w *walker) emitStructType(decl, name string, typ *types.Struct) {
	typeStruct := "type " + name + " struct"
	w.emitf("%s", typeStruct)
	defer w.pushScope(typeStruct)()
	for i := range typ.NumFields() {
		f := typ.Field(i)
		if !f.Exported() {
			continue
		}
		tag := ""
		if t := typ.Tag(i); t != "" {
			if strings.Contains(t, "`") {
				tag = " " + strconv.Quote(t)
			} else {
				tag = " `" + t + "`"
			}
		}
		w.in(decl+"."+f.Name(), f.Pos())
		s := w.typeString(f.Type())
		if f.Anonymous() {
			if w.deprecated[f.Pos()] {
				w.emitf("embedded %s //deprecated", s)
			}
			w.emitf("embedded %s%s", s, tag)
			continue
		}
		if w.deprecated[f.Pos()] {
			w.emitf("%s //deprecated", f.Name())
		}
		w.emitf("%s %s%s", f.Name(), s, tag)
	}
}

// emitIfaceType emits an interface type's line and those of its methods;
// name is the type's name with its type parameters.
func (w *walker) emitIfaceType(obj *types.TypeName, name string, typ *types.Interface) {
	decl := obj.Name()
	pop := w.pushScope("type " + name + " interface")
	var names []string
	complete := true
	mset := types.NewMethodSet(typ)
	for i := range mset.Len() {
		m := mset.At(i).Obj().(*types.Func)
		if !m.Exported() {
			complete = false
			continue
		}
		names = append(names, m.Name())
		if w.deprecated[m.Pos()] {
			w.emitf("%s //deprecated", m.Name())
		}
		w.in(decl+"."+m.Name(), m.Pos())
		w.emitf("%s%s", m.Name(), w.signatureString(m.Signature()))
	}
	if !complete {
		// Only this package can implement the interface, so it may grow:
		// record that it has unexported methods rather than its method list.
		w.emitf("unexported methods")
	}
	pop()
	if !complete {
		return
	}
	// Type sets of constraints (~int | ~string) are part of the interface.
	w.in(decl, obj.Pos())
	elems := w.sortedEmbeddeds(typ)
	switch {
	case len(names) == 0 && len(elems) == 0:
		w.emitf("type %s interface {}", name)
	case len(names) == 0:
		w.emitf("type %s interface { %s }", name, strings.Join(elems, ", "))
	default:
		slices.Sort(names)
		w.emitf("type %s interface { %s }", name, strings.Join(append(names, elems...), ", "))
	}
}

func (w *walker) emitMethod(m *types.Selection) {
	sig := m.Type().(*types.Signature)
	recv := sig.Recv().Type()
	tps := ""
	if rtp := sig.RecvTypeParams(); rtp != nil {
		var buf bytes.Buffer
		w.writeTypeParams(&buf, rtp, false)
		tps = buf.String()
	}
	w.in(recvName(recv)+"."+m.Obj().Name(), m.Obj().Pos())
	if w.deprecated[m.Obj().Pos()] {
		w.emitf("method (%s%s) %s //deprecated", w.typeString(recv), tps, m.Obj().Name())
	}
	w.emitf("method (%s%s) %s%s", w.typeString(recv), tps, m.Obj().Name(), w.signatureString(sig))
}

// recvName returns the name of a receiver's base type.
func recvName(recv types.Type) string {
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	if n, ok := recv.(*types.Named); ok {
		return n.Obj().Name()
	}
	return recv.String()
}

// in sets the declaration whose types are written next ("New",
// "Config.Cards", "State.Winners"), for the unexported types it names.
func (w *walker) in(decl string, pos token.Pos) {
	w.decl, w.declPos = decl, pos
}

// typeString returns typ as written in a feature line.
func (w *walker) typeString(typ types.Type) string {
	var buf bytes.Buffer
	w.writeType(&buf, typ)
	return buf.String()
}

func (w *walker) signatureString(sig *types.Signature) string {
	var buf bytes.Buffer
	w.writeSignature(&buf, sig)
	return buf.String()
}

// sortedEmbeddeds returns the type-set terms of an interface (unions and
// approximation elements), not its embedded interfaces or methods.
func (w *walker) sortedEmbeddeds(typ *types.Interface) []string {
	var list []string
	for i := range typ.NumEmbeddeds() {
		switch emb := typ.EmbeddedType(i).(type) {
		case *types.Interface:
			list = append(list, w.sortedEmbeddeds(emb)...)
		case *types.Union:
			var buf bytes.Buffer
			for j := range emb.Len() {
				if j > 0 {
					buf.WriteString(" | ")
				}
				term := emb.Term(j)
				if term.Tilde() {
					buf.WriteByte('~')
				}
				w.writeType(&buf, term.Type())
			}
			list = append(list, buf.String())
		}
	}
	slices.Sort(list)
	return list
}

func (w *walker) writeType(buf *bytes.Buffer, typ types.Type) {
	switch typ := typ.(type) {
	case *types.Basic:
		s := typ.Name()
		switch typ.Kind() {
		case types.UnsafePointer:
			s = "unsafe.Pointer"
		case types.UntypedBool:
			s = "ideal-bool"
		case types.UntypedInt:
			s = "ideal-int"
		case types.UntypedRune:
			s = "ideal-char" // as Go's api files spell it
		case types.UntypedFloat:
			s = "ideal-float"
		case types.UntypedComplex:
			s = "ideal-complex"
		case types.UntypedString:
			s = "ideal-string"
		case types.UntypedNil:
			panic("apifile: untyped nil type")
		default:
			switch s {
			case "byte":
				s = "uint8"
			case "rune":
				s = "int32"
			}
		}
		buf.WriteString(s)
	case *types.Array:
		fmt.Fprintf(buf, "[%d]", typ.Len())
		w.writeType(buf, typ.Elem())
	case *types.Slice:
		buf.WriteString("[]")
		w.writeType(buf, typ.Elem())
	case *types.Struct:
		buf.WriteString("struct")
		w.noteStruct(typ)
	case *types.Pointer:
		buf.WriteByte('*')
		w.writeType(buf, typ.Elem())
	case *types.Tuple:
		panic("apifile: tuple type")
	case *types.Signature:
		buf.WriteString("func")
		w.writeSignature(buf, typ)
	case *types.Interface:
		buf.WriteString("interface{")
		methods := make([]string, typ.NumMethods())
		for i := range methods {
			methods[i] = typ.Method(i).Name()
		}
		slices.Sort(methods)
		elems := w.sortedEmbeddeds(typ)
		if len(methods)+len(elems) > 0 {
			buf.WriteString(" " + strings.Join(append(methods, elems...), ", ") + " ")
		}
		buf.WriteString("}")
	case *types.Map:
		buf.WriteString("map[")
		w.writeType(buf, typ.Key())
		buf.WriteByte(']')
		w.writeType(buf, typ.Elem())
	case *types.Chan:
		switch typ.Dir() {
		case types.SendOnly:
			buf.WriteString("chan<- ")
		case types.RecvOnly:
			buf.WriteString("<-chan ")
		default:
			buf.WriteString("chan ")
		}
		w.writeType(buf, typ.Elem())
	case *types.Alias:
		w.writeType(buf, types.Unalias(typ))
	case *types.Named:
		obj := typ.Obj()
		if pkg := obj.Pkg(); pkg != nil {
			if pkg != w.pkg.Types {
				buf.WriteString(pkg.Name())
				buf.WriteByte('.')
			}
			if !obj.Exported() {
				name := obj.Name()
				if pkg != w.pkg.Types {
					name = pkg.Name() + "." + name
				}
				if key := w.decl + ": type " + name; !w.seen[key] {
					w.seen[key] = true
					w.named = append(w.named, typeUse{w.decl, name, w.declPos})
				}
			}
		}
		buf.WriteString(obj.Name())
		if targs := typ.TypeArgs(); targs.Len() > 0 {
			buf.WriteByte('[')
			for i := range targs.Len() {
				if i > 0 {
					buf.WriteString(", ")
				}
				w.writeType(buf, targs.At(i))
			}
			buf.WriteByte(']')
		}
	case *types.TypeParam:
		// Type parameter names are not API: $0, $1, ... as in Go's files.
		fmt.Fprintf(buf, "$%d", typ.Index())
	default:
		panic(fmt.Sprintf("apifile: unknown type %T", typ))
	}
}

// noteStruct records the unexported types of the exported fields of a struct
// type literal, which the feature line spells "struct".
func (w *walker) noteStruct(typ *types.Struct) {
	for i := range typ.NumFields() {
		if f := typ.Field(i); f.Exported() {
			var buf bytes.Buffer
			w.writeType(&buf, f.Type())
		}
	}
}

func (w *walker) writeSignature(buf *bytes.Buffer, sig *types.Signature) {
	if tparams := sig.TypeParams(); tparams != nil {
		w.writeTypeParams(buf, tparams, true)
	}
	w.writeParams(buf, sig.Params(), sig.Variadic())
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		buf.WriteByte(' ')
		w.writeType(buf, res.At(0).Type())
	default:
		buf.WriteByte(' ')
		w.writeParams(buf, res, false)
	}
}

func (w *walker) writeTypeParams(buf *bytes.Buffer, tparams *types.TypeParamList, withConstraints bool) {
	buf.WriteByte('[')
	for i := range tparams.Len() {
		if i > 0 {
			buf.WriteString(", ")
		}
		tp := tparams.At(i)
		w.writeType(buf, tp)
		if withConstraints {
			buf.WriteByte(' ')
			w.writeType(buf, tp.Constraint())
		}
	}
	buf.WriteByte(']')
}

func (w *walker) writeParams(buf *bytes.Buffer, t *types.Tuple, variadic bool) {
	buf.WriteByte('(')
	for i, n := 0, t.Len(); i < n; i++ {
		if i > 0 {
			buf.WriteString(", ")
		}
		typ := t.At(i).Type()
		if variadic && i+1 == n {
			buf.WriteString("...")
			typ = typ.(*types.Slice).Elem()
		}
		w.writeType(buf, typ)
	}
	buf.WriteByte(')')
}

// collectDeprecated records the positions of the declarations whose doc
// comment has a paragraph starting "Deprecated: ".
func (w *walker) collectDeprecated() {
	isDeprecated := func(doc *ast.CommentGroup) bool {
		if doc == nil {
			return false
		}
		for _, para := range strings.Split(doc.Text(), "\n\n") {
			if strings.HasPrefix(para, "Deprecated: ") {
				return true
			}
		}
		return false
	}
	mark := func(doc *ast.CommentGroup, names ...*ast.Ident) {
		if isDeprecated(doc) {
			for _, id := range names {
				w.deprecated[id.Pos()] = true
			}
		}
	}
	fields := func(list *ast.FieldList) {
		if list == nil {
			return
		}
		for _, f := range list.List {
			if len(f.Names) == 0 {
				// An embedded field: the object's position is the type name's.
				t := f.Type
				if s, ok := t.(*ast.StarExpr); ok {
					t = s.X
				}
				if s, ok := t.(*ast.SelectorExpr); ok {
					t = s.Sel
				}
				if id, ok := t.(*ast.Ident); ok {
					mark(f.Doc, id)
				}
				continue
			}
			mark(f.Doc, f.Names...)
		}
	}
	for _, file := range w.pkg.Files {
		for _, decl := range file.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				mark(decl.Doc, decl.Name)
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						doc := spec.Doc
						if doc == nil && len(decl.Specs) == 1 {
							doc = decl.Doc
						}
						mark(doc, spec.Name)
						switch t := spec.Type.(type) {
						case *ast.StructType:
							fields(t.Fields)
						case *ast.InterfaceType:
							fields(t.Methods)
						}
					case *ast.ValueSpec:
						doc := spec.Doc
						if doc == nil && len(decl.Specs) == 1 {
							doc = decl.Doc
						}
						mark(doc, spec.Names...)
					}
				}
			}
		}
	}
}
