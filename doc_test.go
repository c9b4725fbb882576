package kingdoms_test

import (
	"errors"
	"go/ast"
	"go/doc"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// This file checks the documentation of every package of the module as go/doc
// (and so go doc and pkg.go.dev) sees it: the comment attached to a package
// clause, its synopsis and its headings, and the references to those headings
// in the module's Markdown files and package documentation.

const modulePath = "github.com/boardrules/kingdoms"

// docPackage is one package directory of the module, as go/doc reads it.
type docPackage struct {
	dir      string          // slash-separated, relative to the module root ("." for the root)
	name     string          // the package name
	names    []string        // the package names of the non-test files, when they differ
	doc      string          // the package documentation (go/doc's Package.Doc)
	prose    []string        // its paragraphs and list items, without code blocks and headings
	synopsis string          // its first sentence (Package.Synopsis)
	docFiles []string        // the non-test files whose comment is attached to the package clause
	detached []string        // "file:line" of comments before a package clause but not attached to it
	headings []string        // the headings of the documentation, in order
	declared map[string]bool // names declared in the directory's Go files, tests included
	pkg      *doc.Package    // go/doc's view of the non-test files
	files    []*ast.File     // the non-test files
}

// loadDocPackages walks the module from its root (the directory of this test)
// and reads every directory holding non-test Go files, skipping testdata and
// directories whose names start with "." or "_", as the go command does. A
// directory with its own go.mod is another module and is skipped, unless the
// repository's go.work uses it (examples/, the module of the example programs,
// whose documentation this test checks too).
func loadDocPackages(t *testing.T) []*docPackage {
	t.Helper()
	workspace := workspaceModules(t)
	var pkgs []*docPackage
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if n := d.Name(); p != "." && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
			return filepath.SkipDir
		}
		if p != "." {
			if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil && !workspace[filepath.ToSlash(p)] {
				return filepath.SkipDir // another module, not in the workspace
			}
		}
		pkg, err := readDocPackage(p)
		if err != nil {
			return err
		}
		if pkg != nil {
			pkgs = append(pkgs, pkg)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// workspaceModules returns the directories, relative to the module root and
// slash-separated, of the modules that the repository's go.work uses (its use
// directives, one per line or in a block) and that are present. A copy of the
// module downloaded by the go command holds go.work but not the examples'
// module (a module's zip leaves out the modules nested in it), so there the
// set holds "." alone.
func workspaceModules(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("go.work")
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]bool{}
	}
	if err != nil {
		t.Fatal(err)
	}
	dirs := map[string]bool{}
	use := func(dir string) {
		dir = path.Clean(strings.Trim(dir, `"`))
		if _, err := os.Stat(filepath.Join(filepath.FromSlash(dir), "go.mod")); err == nil {
			dirs[dir] = true
		}
	}
	inBlock := false
	for line := range strings.Lines(string(b)) {
		line, _, _ = strings.Cut(line, "//")
		line = strings.TrimSpace(line)
		switch {
		case inBlock && line == ")":
			inBlock = false
		case inBlock && line != "":
			use(line)
		case line == "use (":
			inBlock = true
		case strings.HasPrefix(line, "use "):
			use(strings.TrimSpace(strings.TrimPrefix(line, "use ")))
		}
	}
	if !dirs["."] {
		t.Fatalf("go.work uses %v, not the module root", dirs)
	}
	return dirs
}

// readDocPackage reads the package in dir, or returns nil if dir holds no
// non-test Go file.
func readDocPackage(dir string) (*docPackage, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	pkg := &docPackage{dir: filepath.ToSlash(dir), declared: map[string]bool{}}
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") {
			continue
		}
		file := filepath.Join(dir, name)
		f, err := parser.ParseFile(fset, file, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		collectDeclared(f, pkg.declared)
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		files = append(files, f)
		if !slices.Contains(pkg.names, f.Name.Name) {
			pkg.names = append(pkg.names, f.Name.Name)
		}
		if f.Doc != nil {
			pkg.docFiles = append(pkg.docFiles, filepath.ToSlash(file))
			continue
		}
		for _, c := range f.Comments {
			if c.End() < f.Package && strings.TrimSpace(c.Text()) != "" {
				pkg.detached = append(pkg.detached, filepath.ToSlash(file)+":"+strconv.Itoa(fset.Position(c.Pos()).Line))
			}
		}
	}
	if len(files) == 0 {
		return nil, nil
	}
	pkg.name = pkg.names[0]
	importPath := path.Join(modulePath, pkg.dir)
	dp, err := doc.NewFromFiles(fset, files, importPath)
	if err != nil {
		return nil, err
	}
	pkg.doc = dp.Doc
	pkg.synopsis = dp.Synopsis(dp.Doc)
	pkg.pkg, pkg.files = dp, files
	for _, b := range dp.Parser().Parse(dp.Doc).Content {
		switch b := b.(type) {
		case *comment.Heading:
			pkg.headings = append(pkg.headings, plainText(b.Text))
		case *comment.Paragraph:
			pkg.prose = append(pkg.prose, plainText(b.Text))
		case *comment.List:
			for _, item := range b.Items {
				for _, c := range item.Content {
					if p, ok := c.(*comment.Paragraph); ok {
						pkg.prose = append(pkg.prose, plainText(p.Text))
					}
				}
			}
		}
	}
	return pkg, nil
}

// markdownProse returns the paragraphs of a Markdown text (blocks of lines
// between blank lines), leaving out fenced and indented code blocks.
func markdownProse(text string) []string {
	var paras []string
	var cur []string
	fenced := false
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, strings.Join(cur, "\n"))
			cur = nil
		}
	}
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(strings.TrimSpace(line), "```"):
			fenced = !fenced
			flush()
		case fenced, strings.HasPrefix(line, "    "), strings.HasPrefix(line, "\t"):
			flush()
		case strings.TrimSpace(line) == "":
			flush()
		default:
			cur = append(cur, line)
		}
	}
	flush()
	return paras
}

// collectDeclared adds to names every name f declares: functions and
// methods, types, constants, variables, struct fields and interface methods
// (and, harmlessly, parameters).
func collectDeclared(f *ast.File, names map[string]bool) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			names[n.Name.Name] = true
		case *ast.TypeSpec:
			names[n.Name.Name] = true
		case *ast.ValueSpec:
			for _, id := range n.Names {
				names[id.Name] = true
			}
		case *ast.Field:
			for _, id := range n.Names {
				names[id.Name] = true
			}
		}
		return true
	})
}

// plainText is the text of a heading without its markup.
func plainText(ts []comment.Text) string {
	var b strings.Builder
	for _, t := range ts {
		switch t := t.(type) {
		case comment.Plain:
			b.WriteString(string(t))
		case comment.Italic:
			b.WriteString(string(t))
		case *comment.Link:
			b.WriteString(plainText(t.Text))
		case *comment.DocLink:
			b.WriteString(plainText(t.Text))
		}
	}
	return b.String()
}

// TestPackageDocs checks that every package of the module, commands and
// examples included, has documentation that go/doc attaches to it: a comment
// directly above the package clause of exactly one non-test file (a comment
// separated from the clause by a blank line is not package documentation:
// go doc and pkg.go.dev show nothing), whose synopsis names the package the
// usual way: "Package name ..." for a library, "Command name ..." or
// "Name ..." for a command.
func TestPackageDocs(t *testing.T) {
	pkgs := loadDocPackages(t)
	var dirs []string
	commands := 0
	for _, p := range pkgs {
		dirs = append(dirs, p.dir)
		if p.name == "main" {
			commands++
		}
	}
	// The walk must reach the packages it is meant to check: the examples'
	// too when the workspace holds their module.
	examples := workspaceModules(t)["examples"]
	wants := []string{".", "kingdombuilder", "gametest"}
	if examples {
		wants = append(wants, "examples/bots")
	}
	for _, want := range wants {
		if !slices.Contains(dirs, want) {
			t.Fatalf("the walk of the module found %v, not %s", dirs, want)
		}
	}
	if examples && commands == 0 {
		t.Fatalf("the walk of the module found no command among %v", dirs)
	}
	t.Logf("%d packages (%d commands): %v", len(pkgs), commands, dirs)

	for _, p := range pkgs {
		t.Run(p.dir, func(t *testing.T) {
			if len(p.names) > 1 {
				t.Fatalf("the non-test files of %s declare several packages: %v", p.dir, p.names)
			}
			switch len(p.docFiles) {
			case 0:
				msg := "package " + p.name + " in " + p.dir + " has no documentation: no comment is attached to a package clause"
				if len(p.detached) > 0 {
					msg += "; the comments at " + strings.Join(p.detached, ", ") +
						" precede a package clause but are separated from it (by a blank line?), so go/doc ignores them"
				}
				t.Fatal(msg)
			case 1:
			default:
				t.Errorf("package %s in %s is documented in several files, %v: keep the documentation in one", p.name, p.dir, p.docFiles)
			}
			if strings.TrimSpace(p.doc) == "" {
				t.Fatalf("the documentation of %s in %s is empty", p.name, p.docFiles)
			}
			var want []string
			if p.name == "main" {
				base := path.Base(p.dir)
				r, size := utf8.DecodeRuneInString(base)
				want = []string{"Command " + base + " ", string(unicode.ToUpper(r)) + base[size:] + " "}
			} else {
				want = []string{"Package " + p.name + " "}
			}
			if !slices.ContainsFunc(want, func(w string) bool { return strings.HasPrefix(p.synopsis, w) }) {
				t.Errorf("the synopsis of %s (%s) is %q; it should start with %q", p.dir, p.docFiles, p.synopsis, strings.Join(want, `" or "`))
			}
			if n := overviewLines(p.doc); n > maxOverviewLines {
				t.Errorf("the documentation of %s (%s) has %d lines before its first heading; a reader should take in the overview on one screen (at most %d lines): move reference material under headings",
					p.dir, p.docFiles, n, maxOverviewLines)
			}
		})
	}
}

// maxOverviewLines is the longest overview a package documentation may open
// with before its first heading, as go doc prints it: one screen.
const maxOverviewLines = 50

// overviewLines counts the lines of doc (go/doc's text, wrapped by
// go/doc/comment at its default width) before its first heading.
func overviewLines(doc string) int {
	var p comment.Parser
	d := p.Parse(doc)
	for i, b := range d.Content {
		if _, ok := b.(*comment.Heading); ok {
			d.Content = d.Content[:i]
			break
		}
	}
	var pr comment.Printer
	return strings.Count(string(pr.Text(d)), "\n")
}

// headingRef finds the references to a heading of a package's documentation
// in one paragraph of prose (code blocks are left out, white space is
// collapsed to single spaces). Its four forms are those the module's Markdown
// files and package documentation use today:
//
//  1. a package, named or not, and the heading quoted:
//     (arkadia package docs, "How games end")
//     see the arkadia package documentation, "How games end"
//  2. the heading in parentheses after "documentation":
//     The package documentation (Speed) has the tables.
//     Each package's documentation (section Speed) says ...
//  3. "section" and a capitalised word, or a quoted heading:
//     in the section Observations of each package
//  4. "see" and a quoted heading:
//     (see "How games end")
//
// In package documentation an unquoted "see Speed" or "see Custom sections" is
// a reference too (seeRef); as "see Move" names an identifier instead, a
// phrase that starts with no heading of the package and whose first word is
// declared in the package is not a reference.
var headingRef = regexp.MustCompile(
	`\b(?:(\w+) )?package(?:'s)? (?:docs|documentation),? "([^"]+)"` +
		`|\bdocumentation \((?:section )?([A-Z][^()"]*)\)` +
		`|\bsection (?:"([^"]+)"|([A-Z]\w*))` +
		`|\bsee "([^"]+)"`)

// seeRef finds "see" followed by a capitalised phrase, in package documentation.
var seeRef = regexp.MustCompile(`\bsee ([A-Z][^.;:,()"]*)`)

// unnamed are the words that may stand before "package documentation" without
// naming a package ("the package documentation, ...").
var unnamed = []string{"the", "this", "its", "each", "every"}

// gameRow finds the game packages in the table at the top of README.md.
var gameRow = regexp.MustCompile("(?m)^\\| \\[`\\w+`\\]\\(https://pkg\\.go\\.dev/" + regexp.QuoteMeta(modulePath) + `/([\w/]+)\)`)

// headingReference is one reference found.
type headingReference struct {
	source  string // where it is: a Markdown file or a package directory
	text    string // the text matched
	pkg     string // the directory of the package named, or "" when none is
	heading string
}

// findHeadingReferences lists the references of headingRef in the
// paragraphs, and when pkg is not nil (they are its documentation) those of
// seeRef that do not name an identifier of pkg. An error is reported for a
// "package docs" reference naming no package of the module.
func findHeadingReferences(t *testing.T, source string, paras []string, pkg *docPackage, byName map[string]string) []headingReference {
	t.Helper()
	var refs []headingReference
	for _, para := range paras {
		refs = append(refs, findParagraphReferences(t, source, strings.Join(strings.Fields(para), " "), pkg, byName)...)
	}
	return refs
}

func findParagraphReferences(t *testing.T, source, text string, pkg *docPackage, byName map[string]string) []headingReference {
	t.Helper()
	var refs []headingReference
	for _, m := range headingRef.FindAllStringSubmatch(text, -1) {
		r := headingReference{source: source, text: m[0]}
		for _, h := range m[2:] {
			if h != "" {
				r.heading = strings.TrimSpace(h)
			}
		}
		if w := m[1]; w != "" && !slices.Contains(unnamed, strings.ToLower(w)) {
			dir, ok := byName[w]
			if !ok {
				t.Errorf("%s: %q names %s, which is no package of the module", source, m[0], w)
				continue
			}
			r.pkg = dir
		}
		refs = append(refs, r)
	}
	if pkg == nil {
		return refs
	}
	for _, m := range seeRef.FindAllStringSubmatch(text, -1) {
		phrase := strings.TrimSpace(m[1])
		if h, ok := headingPrefix(pkg.headings, phrase); ok {
			refs = append(refs, headingReference{source: source, text: m[0], heading: h})
			continue
		}
		word := strings.FieldsFunc(phrase, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' })[0]
		if pkg.declared[word] {
			if testing.Verbose() {
				t.Logf("%s: %q names the identifier %s, not a heading", source, m[0], word)
			}
			continue // "see Move": an identifier
		}
		// Neither a heading nor an identifier: report it as a reference to
		// the missing heading.
		refs = append(refs, headingReference{source: source, text: m[0], heading: phrase})
	}
	return refs
}

// headingPrefix returns the heading of headings that phrase starts with, as
// whole words.
func headingPrefix(headings []string, phrase string) (string, bool) {
	for _, h := range headings {
		if phrase == h || strings.HasPrefix(phrase, h+" ") {
			return h, true
		}
	}
	return "", false
}

// TestDocHeadingReferences checks that every heading the module's Markdown
// files (README.md first) or package documentation refer to, in the forms of
// headingRef and seeRef, is a heading (a "# Heading" line, as go/doc/comment
// parses it) of the package named. A reference that names no package is to
// the package whose documentation holds it or, in a Markdown file ("each
// package's documentation"), to every game package listed in README.md's
// table.
func TestDocHeadingReferences(t *testing.T) {
	pkgs := loadDocPackages(t)
	byDir := map[string]*docPackage{}
	byName := map[string]string{}
	for _, p := range pkgs {
		byDir[p.dir] = p
		if p.name != "main" {
			byName[p.name] = p.dir
		}
	}

	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var games []string
	for _, m := range gameRow.FindAllStringSubmatch(string(readme), -1) {
		games = append(games, m[1])
	}
	if len(games) < 3 {
		t.Fatalf("found the game packages %v in README.md's table, not the three games", games)
	}

	var markdown []string
	err = filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != "." && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".md") {
			markdown = append(markdown, filepath.ToSlash(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	var refs []headingReference
	count := map[string]int{}
	for _, file := range markdown {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		found := findHeadingReferences(t, file, markdownProse(string(b)), nil, byName)
		count[file] = len(found)
		refs = append(refs, found...)
	}
	inDocs := 0
	for _, p := range pkgs {
		found := findHeadingReferences(t, p.dir+" package documentation", p.prose, p, byName)
		for i := range found {
			if found[i].pkg == "" {
				found[i].pkg = p.dir
			}
		}
		inDocs += len(found)
		refs = append(refs, found...)
	}
	// The patterns must find the references written today, so that this test
	// cannot pass by finding nothing.
	inMarkdown := 0
	for _, n := range count {
		inMarkdown += n
	}
	if inMarkdown < 3 {
		t.Errorf("found %d references to package documentation headings in the Markdown files (%v), expected at least 3", inMarkdown, count)
	}
	if inDocs < 3 {
		t.Errorf("found %d references to headings in the package documentation, expected at least 3", inDocs)
	}

	for _, r := range refs {
		targets := []string{r.pkg}
		if r.pkg == "" {
			targets = games
		}
		for _, dir := range targets {
			p := byDir[dir]
			if p == nil {
				t.Errorf("%s: %q refers to package %s, which the walk did not find", r.source, r.text, dir)
				continue
			}
			if testing.Verbose() {
				t.Logf("%s: %q -> %s # %s", r.source, r.text, dir, r.heading)
			}
			if !slices.Contains(p.headings, r.heading) {
				t.Errorf("%s: %q refers to the heading %q of package %s, which has none such; its headings are %q",
					r.source, r.text, r.heading, p.name, p.headings)
			}
		}
	}
}

// docComments returns every doc comment of p's exported API, keyed by what
// it documents: the package, its constants, variables, functions, types,
// methods, and the exported fields of structs and methods of interfaces.
func docComments(p *docPackage) map[string]string {
	pkg := p.pkg
	docs := map[string]string{"package": pkg.Doc}
	for _, c := range pkg.Consts {
		docs[strings.Join(c.Names, ",")] = c.Doc
	}
	for _, v := range pkg.Vars {
		docs[strings.Join(v.Names, ",")] = v.Doc
	}
	for _, f := range pkg.Funcs {
		docs[f.Name] = f.Doc
	}
	for _, ty := range pkg.Types {
		docs[ty.Name] = ty.Doc
		for _, f := range ty.Funcs {
			docs[f.Name] = f.Doc
		}
		for _, m := range ty.Methods {
			docs[ty.Name+"."+m.Name] = m.Doc
		}
		for _, c := range ty.Consts {
			docs[strings.Join(c.Names, ",")] = c.Doc
		}
		for _, v := range ty.Vars {
			docs[strings.Join(v.Names, ",")] = v.Doc
		}
	}
	for _, f := range p.files {
		ast.Inspect(f, func(n ast.Node) bool {
			if fl, ok := n.(*ast.Field); ok && fl.Doc != nil && len(fl.Names) > 0 && fl.Names[0].IsExported() {
				docs["field "+fl.Names[0].Name] = fl.Doc.Text()
			}
			return true
		})
	}
	return docs
}

// unresolvedLink finds what is left of a doc link ([Name], [pkg.Name]) in
// plain text once go/doc has parsed a comment: a link that resolved became a
// comment.DocLink, so brackets left in plain text name nothing. An index
// such as seats[i] (brackets right after a name) is no link.
var unresolvedLink = regexp.MustCompile(`(?:^|[^\w\])])(\[[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\])`)

// TestDocComments checks every doc comment of every package as pkg.go.dev
// shows it: no identifier of an unreleased module is deprecated, and every
// doc link resolves to a declaration.
func TestDocComments(t *testing.T) {
	for _, p := range loadDocPackages(t) {
		parser := p.pkg.Parser()
		for name, text := range docComments(p) {
			if strings.Contains(text, "Deprecated:") {
				t.Errorf("%s: %s is deprecated: delete it (the module has never been released)", p.dir, name)
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
					for _, m := range unresolvedLink.FindAllStringSubmatch(string(x), -1) {
						t.Errorf("%s: the doc of %s links to %s, which does not resolve", p.dir, name, m[1])
					}
				}
			}
			for _, b := range parser.Parse(text).Content {
				walk(b)
			}
		}
	}
}
