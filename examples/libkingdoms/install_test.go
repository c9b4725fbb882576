package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The test of the Python package as a user installs it: pip in a fresh
// virtual environment, the package's tests against the installed copy.

// venvPython returns a Python 3 that can make a virtual environment and
// build and install the package there with setuptools and pip, offline,
// and that has numpy (Debian's /usr/bin/python3 with python3-venv,
// python3-pip, python3-setuptools, python3-wheel and python3-numpy):
// python3 on the PATH, else /usr/bin/python3. ownPip tells whether the
// virtual environment needs its own pip (ensurepip, slower) because the
// interpreter has none to share. The test is skipped, naming what each
// interpreter lacks, when none will do.
func venvPython(t *testing.T) (python string, ownPip bool) {
	t.Helper()
	const probe = `
import importlib.util as u
missing = [m for m in ("numpy", "venv", "setuptools") if u.find_spec(m) is None]
if u.find_spec("wheel") is None and u.find_spec("setuptools.command.bdist_wheel") is None:
    missing.append("wheel")
if u.find_spec("pip") is None:
    missing.append("pip" if u.find_spec("ensurepip") is None else "own-pip")
print(" ".join(missing))
`
	var tried []string
	for _, name := range []string{"python3", "/usr/bin/python3"} {
		path, err := exec.LookPath(name)
		if err != nil {
			tried = append(tried, name+" (not found)")
			continue
		}
		out, err := exec.Command(path, "-c", probe).Output()
		if err != nil {
			tried = append(tried, fmt.Sprintf("%s (%v)", path, err))
			continue
		}
		var missing []string
		ownPip = false
		for _, m := range strings.Fields(string(out)) {
			if m == "own-pip" {
				ownPip = true
			} else {
				missing = append(missing, m)
			}
		}
		if len(missing) == 0 {
			return path, ownPip
		}
		tried = append(tried, fmt.Sprintf("%s (no %s)", path, strings.Join(missing, ", ")))
	}
	t.Skipf("no Python 3 can install the package in a virtual environment: tried %s; apt-get install python3-numpy python3-venv python3-pip python3-setuptools python3-wheel",
		strings.Join(tried, ", "))
	return "", false
}

// TestPythonInstall installs the package as its README says, with pip in a
// fresh virtual environment (--system-site-packages, for Debian's numpy and
// pip; --no-build-isolation --no-index, as no package index is reachable),
// which builds the library with the Go toolchain; then, from a directory
// outside the source tree, checks that the package and its library are
// the installed ones, runs python -m libkingdoms and the console script,
// and runs the package's tests (the test_*.py files and examples/ copied
// there) against the installed copy. An editable install (pip install -e)
// then imports from the source tree. The builds leave nothing in the
// source tree but the editable install's library, as they should.
func TestPythonInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the package is not installed")
	}
	library(t) // skips without cgo or a C compiler
	python, ownPip := venvPython(t)
	src, err := filepath.Abs("python")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	venv, work, build := filepath.Join(dir, "venv"), filepath.Join(dir, "work"), filepath.Join(dir, "build")
	// setuptools builds in the project's folder unless told otherwise: its
	// build directory and egg-info go to the test's directory.
	cfg := filepath.Join(dir, "setup.cfg")
	if err := os.WriteFile(cfg, fmt.Appendf(nil, "[build]\nbuild_base = %s\n[egg_info]\negg_base = %s\n", build, dir), 0o644); err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); k != "LIBKINGDOMS" && k != "PYTHONPATH" && !strings.HasPrefix(k, "PIP_") {
			env = append(env, kv)
		}
	}
	env = append(env, "DIST_EXTRA_CONFIG="+cfg, "PYTHONNOUSERSITE=1", "PYTHONDONTWRITEBYTECODE=1",
		"PIP_DISABLE_PIP_VERSION_CHECK=1", "PIP_NO_INPUT=1", "PIP_NO_CACHE_DIR=1")
	// Only the packages that cannot be installed here (see pythonPath), so
	// that test_adapters.py runs against the installed copy too.
	if p := os.Getenv("KINGDOMS_PYTHONPATH"); p != "" {
		env = append(env, "PYTHONPATH="+p)
	}
	run := func(dir string, name string, args ...string) string {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir, cmd.Env = dir, env
		start := time.Now()
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		t.Logf("%s %s: %.1f s", filepath.Base(name), strings.Join(args, " "), time.Since(start).Seconds())
		return string(out)
	}
	// The interpreter's pip (Debian's python3-pip) installs into the
	// environment it runs in; without one, the environment gets its own.
	if ownPip {
		run(dir, python, "-m", "venv", "--system-site-packages", venv)
	} else {
		run(dir, python, "-m", "venv", "--system-site-packages", "--without-pip", venv)
	}
	vpython := filepath.Join(venv, "bin", "python")
	run(dir, vpython, "-m", "pip", "install", "--no-build-isolation", "--no-index", src)

	// The installed copy, from a directory outside the source tree.
	if err := os.MkdirAll(filepath.Join(work, "examples"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests, _ := filepath.Glob(filepath.Join(src, "test_*.py"))
	examples, _ := filepath.Glob(filepath.Join(src, "examples", "*.py"))
	if len(tests) == 0 || len(examples) == 0 {
		t.Fatalf("no tests (%d) or examples (%d) in %s", len(tests), len(examples), src)
	}
	for _, f := range append(tests, examples...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(src, f)
		if err := os.WriteFile(filepath.Join(work, rel), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	where := func() (file, lib string) {
		t.Helper()
		out := run(work, vpython, "-c", "import json, libkingdoms; print(json.dumps([libkingdoms.__file__, libkingdoms.load().path]))")
		var paths []string
		if err := json.Unmarshal([]byte(out), &paths); err != nil || len(paths) != 2 {
			t.Fatalf("where is the package: %q: %v", out, err)
		}
		return paths[0], paths[1]
	}
	file, lib := where()
	for _, p := range []string{file, lib} {
		if !strings.HasPrefix(p, venv+string(filepath.Separator)) {
			t.Errorf("%s is not in the virtual environment %s", p, venv)
		}
	}
	if filepath.Dir(lib) != filepath.Dir(file) {
		t.Errorf("the library %s is not next to the package's %s", lib, file)
	}
	for _, out := range []string{run(work, vpython, "-m", "libkingdoms"), run(work, filepath.Join(venv, "bin", "libkingdoms"))} {
		if !strings.Contains(out, "libkingdoms 0.") || !strings.Contains(out, "built with go1.") || !strings.HasSuffix(out, "self-check: OK\n") {
			t.Errorf("python -m libkingdoms / libkingdoms:\n%s", out)
		}
	}
	t.Logf("%s", run(work, vpython, "-m", "unittest", "-v"))

	// Editable: the package is the source tree's, the library built next
	// to it.
	inTree := filepath.Join(src, "libkingdoms", "libkingdoms.so")
	_, statErr := os.Stat(inTree)
	if os.IsNotExist(statErr) {
		t.Cleanup(func() {
			os.Remove(inTree)
			os.Remove(strings.TrimSuffix(inTree, ".so") + ".h")
		})
	}
	run(dir, vpython, "-m", "pip", "install", "--no-build-isolation", "--no-index", "-e", src)
	file, lib = where()
	if file != filepath.Join(src, "libkingdoms", "__init__.py") || lib != inTree {
		t.Errorf("editable install: the package %s and the library %s, want the source tree's", file, lib)
	}
	for _, junk := range []string{"build", "libkingdoms.egg-info"} {
		if _, err := os.Stat(filepath.Join(src, junk)); err == nil {
			t.Errorf("the builds left %s in %s", junk, src)
		}
	}
}

// TestREADMEPython runs the Python example that opens the Python section
// of this directory's README and of the repository's, after the install
// command: the two must be the same program, of at most 10 lines of code,
// and it must run.
func TestREADMEPython(t *testing.T) {
	const install = "    pip install --no-build-isolation examples/libkingdoms/python\n"
	var programs []string
	for _, path := range []string{"README.md", "../../README.md"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		i := strings.Index(text, install)
		if i < 0 {
			t.Fatalf("%s: no install command %q", path, strings.TrimSpace(install))
		}
		rest := strings.TrimLeft(text[i+len(install):], "\n")
		if !strings.HasPrefix(rest, "```python\n") {
			t.Fatalf("%s: the install command is not followed by a Python example", path)
		}
		program, _, ok := strings.Cut(strings.TrimPrefix(rest, "```python\n"), "```")
		if !ok {
			t.Fatalf("%s: the Python example does not end", path)
		}
		programs = append(programs, program)
	}
	if programs[0] != programs[1] {
		t.Errorf("the READMEs' Python examples differ:\n%s\n%s", programs[0], programs[1])
	}
	code := 0
	for _, line := range strings.Split(programs[0], "\n") {
		if strings.TrimSpace(line) != "" {
			code++
		}
	}
	if code > 10 {
		t.Errorf("the README's Python example has %d lines of code, more than 10", code)
	}
	lib := library(t)
	python := pythonWithNumpy(t)
	out := runPython(t, python, lib, "-c", programs[0])
	if !strings.Contains(out, "[") {
		t.Errorf("the README's example printed %q, not the scores and rewards", out)
	}
	t.Logf("%s", out)
}
