package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestC compiles testdata/smoke.c with the header the build generated and
// runs it against the library: a game played from C, and two errors.
func TestC(t *testing.T) {
	lib := library(t)
	out, err := exec.Command("go", "env", "CC").Output()
	if err != nil {
		t.Fatal(err)
	}
	cc := strings.Fields(string(out))
	if len(cc) == 0 {
		t.Skip("no C compiler (go env CC is empty)")
	}
	exe := filepath.Join(t.TempDir(), "smoke")
	dir := filepath.Dir(lib)
	build := exec.Command(cc[0], append(cc[1:], "-Wall", "-Werror", "-I", dir, "-o", exe, "testdata/smoke.c", "-L", dir, "-lkingdoms", "-Wl,-rpath,"+dir)...)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", build, err, out)
	}
	got, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("smoke: %v\n%s", err, got)
	}
	for _, want := range []string{"329 actions", `ranges [{"start":0,"count":81,"name":"place up","plane":true},`, `{"start":325,"count":4,"name":"pick","plane":false}]`, "kd_observe: observation: the buffer holds 3 values and 1710 are needed", "kd_step: handle", "was freed", "bots: ", "kd_bot_move: kingdomino: the game is over"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("the output of smoke.c lacks %q:\n%s", want, got)
		}
	}
	t.Logf("%s", got)
}
