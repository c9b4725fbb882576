package kingdoms_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// TestREADMEExample keeps the README's 30-second program equal to the root
// package's Example, which go test runs: the same statements, and the
// output the README shows is the Example's Output.
func TestREADMEExample(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	program, printed, ok := readmeProgram(string(readme))
	if !ok {
		t.Fatal("README.md: no ```go block followed by \"It prints\" and a ``` block")
	}
	body, output, err := exampleBody("example_test.go", "Example")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "README.md", program, 0)
	if err != nil {
		t.Fatalf("README's program does not parse: %v", err)
	}
	var mainBody string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "main" {
			mainBody = program[fset.Position(fn.Body.Lbrace).Offset+1 : fset.Position(fn.Body.Rbrace).Offset]
		}
	}
	if got, want := normalize(mainBody), normalize(body); got != want {
		t.Errorf("README's main differs from Example's body:\nREADME:\n%s\nExample:\n%s", got, want)
	}
	if got, want := strings.TrimSpace(printed), strings.TrimSpace(output); got != want {
		t.Errorf("README's output differs from Example's Output:\nREADME:\n%s\nExample:\n%s", got, want)
	}
}

// readmeProgram returns the README's first Go block and the block that
// follows "It prints".
func readmeProgram(readme string) (program, printed string, ok bool) {
	_, rest, ok := strings.Cut(readme, "```go\n")
	if !ok {
		return "", "", false
	}
	program, rest, ok = strings.Cut(rest, "```")
	if !ok {
		return "", "", false
	}
	_, rest, ok = strings.Cut(rest, "It prints")
	if !ok {
		return "", "", false
	}
	_, rest, ok = strings.Cut(rest, "```\n")
	if !ok {
		return "", "", false
	}
	printed, _, ok = strings.Cut(rest, "```")
	return program, printed, ok
}

// exampleBody returns the statements of the named example function in file
// and its Output comment, as text.
func exampleBody(file, name string) (body, output string, err error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return "", "", err
	}
	text := string(src)
	head := "func " + name + "() {\n"
	i := strings.Index(text, head)
	if i < 0 {
		return "", "", os.ErrNotExist
	}
	rest := text[i+len(head):]
	body, out, _ := strings.Cut(rest, "\t// Output:\n")
	out, _, _ = strings.Cut(out, "\n}\n")
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(strings.TrimSpace(l), "//")
		lines = append(lines, strings.TrimPrefix(l, " "))
	}
	return body, strings.Join(lines, "\n"), nil
}

// normalize trims each line and drops empty ones.
func normalize(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
