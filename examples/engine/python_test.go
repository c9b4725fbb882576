package main

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"
)

// TestPython runs the Python client's tests (examples/engine/python, python3
// -m unittest) against the engine built from this package: a full game of
// every game, an illegal move, malformed lines, views and observations.
// It is skipped only when python3 is not installed.
func TestPython(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: the Python client's tests are not run")
	}
	engine := engineBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, "-m", "unittest", "-v")
	cmd.Dir = "python"
	cmd.Env = append(os.Environ(), "KINGDOMS_ENGINE="+engine, "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("python3 -m unittest: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
