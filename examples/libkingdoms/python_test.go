package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
	"github.com/boardrules/kingdoms/kingdomino"
)

// The Python tests need the library (see library), and a Python 3 that
// imports numpy. They are skipped, with the reason, only when one is
// missing.

// pythonWithNumpy returns a Python 3 interpreter that imports numpy: python3
// on the PATH, else /usr/bin/python3 (Debian's, with python3-numpy). The
// test is skipped when there is none.
func pythonWithNumpy(t *testing.T) string {
	t.Helper()
	var tried []string
	for _, name := range []string{"python3", "/usr/bin/python3"} {
		path, err := exec.LookPath(name)
		if err != nil {
			tried = append(tried, name+" (not found)")
			continue
		}
		if err := exec.Command(path, "-c", "import numpy").Run(); err != nil {
			tried = append(tried, path+" (no numpy)")
			continue
		}
		return path
	}
	t.Skipf("no Python 3 with numpy: tried %s; install python3-numpy (apt-get install python3-numpy)", strings.Join(tried, ", "))
	return ""
}

// runPython runs the interpreter with args in the directory python, with
// the library at lib, and returns its output; a failure fails the test.
// The directories of $KINGDOMS_PYTHONPATH come first on its PYTHONPATH
// (see pythonPath).
func runPython(t *testing.T, python, lib string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, args...)
	cmd.Dir = "python"
	cmd.Env = append(os.Environ(), "LIBKINGDOMS="+lib, "PYTHONDONTWRITEBYTECODE=1")
	if p := pythonPath(); p != "" {
		cmd.Env = append(cmd.Env, "PYTHONPATH="+p)
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", python, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// pythonPath is the PYTHONPATH of the Python the tests run: the directories
// of $KINGDOMS_PYTHONPATH, then those of $PYTHONPATH ("" when both are
// empty). KINGDOMS_PYTHONPATH points the tests at packages that cannot be
// installed on the machine, such as checkouts of Gymnasium and PettingZoo,
// whose checks test_adapters.py runs (and skips, saying so, without them).
func pythonPath() string {
	var dirs []string
	for _, v := range []string{os.Getenv("KINGDOMS_PYTHONPATH"), os.Getenv("PYTHONPATH")} {
		for _, d := range filepath.SplitList(v) {
			if d != "" {
				dirs = append(dirs, d)
			}
		}
	}
	return strings.Join(dirs, string(os.PathListSeparator))
}

// TestPython runs the Python package's tests (python3 -m unittest in
// python/): every game through Env, clones, views, determinizations,
// documents and notation, misuse (bad handles, actions, buffers, configs,
// documents, notation), threads, and batches against single games; and
// test_adapters.py, the PettingZoo and Gymnasium environments through those
// packages' own checks where they import (see pythonPath).
func TestPython(t *testing.T) {
	lib := library(t)
	python := pythonWithNumpy(t)
	t.Logf("%s", runPython(t, python, lib, "-m", "unittest", "-v"))
}

// trace is one game played from Python by parity.py.
type trace struct {
	Game     string          `json:"game"`
	Config   json.RawMessage `json:"config"`
	Seed     uint64          `json:"seed"`
	Steps    []traceStep     `json:"steps"`
	Rewards  []float32       `json:"rewards"`
	Scores   []float64       `json:"scores"`
	FinalObs []string        `json:"final_obs"`
}

// traceStep is what Python saw before an action, and the action.
type traceStep struct {
	Legal  []int32   `json:"legal"`
	ToMove int       `json:"to_move"`
	Scores []float64 `json:"scores"`
	Obs    string    `json:"obs"`
	Action *int      `json:"action"`
	Move   string    `json:"move"`
}

// TestPythonParity plays random games of every game and configuration from
// Python (parity.py: actions drawn with numpy among those the mask allows)
// and replays them here with the games' Go packages alone, by value
// (Apply): the legal actions, players to move, scores and observations
// (their SHA-256) at every step, the moves' notation, and the rewards,
// scores and every player's observation at the end must be the same.
func TestPythonParity(t *testing.T) {
	lib := library(t)
	python := pythonWithNumpy(t)
	type spec struct {
		Game   string          `json:"game"`
		Config json.RawMessage `json:"config"`
		Seed   uint64          `json:"seed"`
		RNG    uint64          `json:"rng"`
	}
	var specs []spec
	for i, tc := range testConfigs {
		if !numbered(t, tc.game) {
			continue
		}
		specs = append(specs, spec{tc.game, json.RawMessage(tc.config), uint64(100 + i), uint64(i)})
	}
	dir := t.TempDir()
	specFile, traceFile := filepath.Join(dir, "spec.json"), filepath.Join(dir, "trace.jsonl")
	data, err := json.Marshal(specs)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(specFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
	runPython(t, python, lib, "parity.py", specFile, traceFile)
	f, err := os.Open(traceFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 64<<20)
	n := 0
	for sc.Scan() {
		var tr trace
		if err := json.Unmarshal(sc.Bytes(), &tr); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%s%s/seed%d", tr.Game, tr.Config, tr.Seed)
		var err error
		switch tr.Game {
		case "kingdomino":
			err = replay(kingdomino.Game, &tr)
		case "kingdombuilder":
			err = replay(kingdombuilder.Game, &tr)
		case "arkadia":
			err = replay(arkadia.Game, &tr)
		default:
			err = fmt.Errorf("unknown game")
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
		t.Logf("%s: %d steps, scores %v, rewards %v", name, len(tr.Steps), tr.Scores, tr.Rewards)
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n != len(specs) {
		t.Errorf("%d games in the trace, %d asked", n, len(specs))
	}
}

// digest is the SHA-256 of obs as little-endian float32s, as parity.py
// writes it.
func digest(obs []float32) string {
	b := make([]byte, 4*len(obs))
	for i, v := range obs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// replay plays tr's actions with game g's package and compares.
func replay[S any, M comparable](g kingdoms.Game[S, M], tr *trace) error {
	var cfg map[string]any
	if err := json.Unmarshal(tr.Config, &cfg); err != nil {
		return err
	}
	cfg["seed"] = tr.Seed
	config, err := json.Marshal(cfg)
	if err != nil {
		return err
	}
	s, err := g.(kingdoms.Configurer[S]).StartJSON(config)
	if err != nil {
		return err
	}
	ac := g.(kingdoms.Actions[S, M])
	ob := g.(kingdoms.Observer[S])
	var p kingdoms.Prefix
	scores := func() []float64 {
		var out []float64
		for _, sc := range g.Scores(s) {
			out = append(out, float64(sc.Total))
		}
		return out
	}
	for i, st := range tr.Steps {
		if want := ac.AppendActions(nil, s, p); !slices.Equal(st.Legal, want) && len(st.Legal)+len(want) > 0 {
			return fmt.Errorf("step %d: Python's legal actions %v, Go's %v", i, st.Legal, want)
		}
		if st.ToMove != g.ToMove(s) {
			return fmt.Errorf("step %d: Python's player to move %d, Go's %d", i, st.ToMove, g.ToMove(s))
		}
		if !slices.Equal(st.Scores, scores()) {
			return fmt.Errorf("step %d: Python's scores %v, Go's %v", i, st.Scores, scores())
		}
		if d := digest(ob.Observe(s, max(st.ToMove, 0), nil)); st.Obs != d {
			return fmt.Errorf("step %d: the observations differ", i)
		}
		if st.Action == nil {
			if i != len(tr.Steps)-1 || !g.IsTerminal(s) {
				return fmt.Errorf("step %d: Python stopped before the end", i)
			}
			break
		}
		m, next, done, err := ac.DecodeAction(s, p, *st.Action)
		if err != nil {
			return fmt.Errorf("step %d: %v", i, err)
		}
		if !done {
			p = next
			if st.Move != "" {
				return fmt.Errorf("step %d: Python played %q where Go started a move", i, st.Move)
			}
			continue
		}
		if g.FormatMove(m) != st.Move {
			return fmt.Errorf("step %d: Python played %q, Go %q", i, st.Move, g.FormatMove(m))
		}
		if s, err = g.Apply(s, m); err != nil {
			return fmt.Errorf("step %d: %v", i, err)
		}
		p = kingdoms.Prefix{}
	}
	if !g.IsTerminal(s) {
		return fmt.Errorf("the game is not over after Python's %d steps", len(tr.Steps))
	}
	if !slices.Equal(tr.Scores, scores()) {
		return fmt.Errorf("final scores: Python's %v, Go's %v", tr.Scores, scores())
	}
	rewards := make([]float32, g.Players(s))
	for i := range rewards {
		rewards[i] = -1
		if slices.Contains(g.Winners(s), i) {
			rewards[i] = 1
		}
	}
	if !slices.Equal(tr.Rewards, rewards) {
		return fmt.Errorf("rewards: Python's %v, Go's %v (winners %v)", tr.Rewards, rewards, g.Winners(s))
	}
	if len(tr.FinalObs) != g.Players(s) {
		return fmt.Errorf("%d final observations for %d players", len(tr.FinalObs), g.Players(s))
	}
	for pl, d := range tr.FinalObs {
		if d != digest(ob.Observe(s, pl, nil)) {
			return fmt.Errorf("player %d's final observation differs", pl)
		}
	}
	return nil
}

// TestBench runs bench.py on a few steps of everything (the JSON engine
// included, built here), so that the benchmark does not rot; the figures
// of the README come from a full run.
func TestBench(t *testing.T) {
	lib := library(t)
	python := pythonWithNumpy(t)
	engine := filepath.Join(t.TempDir(), "engine")
	if out, err := exec.Command("go", "build", "-o", engine, "../engine").CombinedOutput(); err != nil {
		t.Fatalf("go build ../engine: %v\n%s", err, out)
	}
	t.Setenv("KINGDOMS_ENGINE", engine)
	out := runPython(t, python, lib, "bench.py", "--quick")
	for _, game := range []string{"kingdomino", "kingdombuilder", "arkadia"} {
		if !strings.Contains(out, "| "+game+" | ") {
			t.Errorf("no line for %s in the output of bench.py:\n%s", game, out)
		}
	}
	t.Logf("%s", out)
}
