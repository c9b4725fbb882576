package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// The tests from Python and from C need the library, built with cgo and a C
// compiler: without them they are skipped, with the reason.

var (
	libOnce sync.Once
	libPath string
	libErr  error
)

// library builds libkingdoms.so once for the tests of this run and returns
// its path.
func library(t *testing.T) string {
	t.Helper()
	if !cgoEnabled {
		t.Skip("built without cgo: the C library and its Python package are not tested (CGO_ENABLED=1 and a C compiler needed)")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command to build the library with")
	}
	libOnce.Do(func() {
		dir, err := os.MkdirTemp("", "libkingdoms")
		if err != nil {
			libErr = err
			return
		}
		libPath = filepath.Join(dir, "libkingdoms.so")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, "go", "build", "-buildmode=c-shared", "-o", libPath, ".").CombinedOutput()
		if err != nil {
			libErr = fmt.Errorf("go build -buildmode=c-shared: %v\n%s", err, out)
		}
	})
	if libErr != nil {
		t.Fatal(libErr)
	}
	return libPath
}

// TestMain removes the library built for the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if libPath != "" {
		os.RemoveAll(filepath.Dir(libPath))
	}
	os.Exit(code)
}
