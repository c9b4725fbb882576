package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/boardrules/kingdoms/kingdombuilder"
)

// reply is a response as a client reads it.
type reply struct {
	ID          any             `json:"id"`
	Error       string          `json:"error"`
	Game        string          `json:"game"`
	State       json.RawMessage `json:"state"`
	Players     *int            `json:"players"`
	ToMove      *int            `json:"to_move"`
	Terminal    *bool           `json:"terminal"`
	Legal       []string        `json:"legal"`
	Scores      []score         `json:"scores"`
	Winners     []int           `json:"winners"`
	Shape       *shape          `json:"shape"`
	Observation []float32       `json:"observation"`
	SVG         string          `json:"svg"`
}

// exchange serves input with the given line limit and returns the replies.
func exchange(t testing.TB, input string, maxLine int) []reply {
	t.Helper()
	var out bytes.Buffer
	if err := serve(strings.NewReader(input), &out, maxLine); err != nil {
		t.Fatal(err)
	}
	var rs []reply
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var r reply
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("response %q is not JSON: %v", sc.Text(), err)
		}
		rs = append(rs, r)
	}
	return rs
}

// ask sends one request and returns its reply.
func ask(t testing.TB, req map[string]any) reply {
	t.Helper()
	line, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	rs := exchange(t, string(line)+"\n", defaultMaxLine)
	if len(rs) != 1 {
		t.Fatalf("%d responses to one request", len(rs))
	}
	return rs[0]
}

// configs are a config of each game.
var configs = map[string]map[string]any{
	"kingdomino":     {"players": 3, "seed": 4, "harmony": true},
	"kingdombuilder": {"players": 3, "seed": 4, "nomads": true},
	"arkadia":        {"players": 3, "seed": 4, "firstGame": true},
}

// TestEveryOp plays a few moves of each game through every op.
func TestEveryOp(t *testing.T) {
	for game, config := range configs {
		t.Run(game, func(t *testing.T) {
			r := ask(t, map[string]any{"id": 1, "op": "new", "game": game, "config": config})
			if r.Error != "" {
				t.Fatal(r.Error)
			}
			if r.ID != float64(1) || r.Game != game || r.State == nil || r.ToMove == nil || r.Terminal == nil || *r.Terminal || len(r.Legal) == 0 || len(r.Scores) != 3 || r.Winners == nil {
				t.Fatalf("incomplete response to new: %+v", r)
			}
			for i := range 5 {
				r = ask(t, map[string]any{"id": "a", "op": "apply", "game": game, "state": r.State, "move": r.Legal[len(r.Legal)/2]})
				if r.Error != "" {
					t.Fatalf("move %d: %s", i, r.Error)
				}
			}
			if r.ID != "a" {
				t.Fatalf("id %v, want \"a\"", r.ID)
			}
			for _, op := range []string{"legal", "scores"} {
				if got := ask(t, map[string]any{"id": 2, "op": op, "game": game, "state": r.State}); got.Error != "" || !slices.Equal(got.Legal, r.Legal) || len(got.Scores) != 3 {
					t.Fatalf("%s: %+v", op, got)
				}
			}
			v := ask(t, map[string]any{"id": 3, "op": "view", "game": game, "state": r.State, "player": 1})
			if v.Error != "" || v.State == nil {
				t.Fatalf("view: %+v", v)
			}
			d := ask(t, map[string]any{"id": 4, "op": "determinize", "game": game, "state": v.State, "player": 1, "seed": 99})
			if d.Error != "" || len(d.Legal) == 0 {
				t.Fatalf("determinize: %+v", d)
			}
			if game == "arkadia" { // a view is for reading and for determinize
				got := ask(t, map[string]any{"id": 4, "op": "apply", "game": game, "state": v.State, "move": r.Legal[0]})
				if !strings.HasPrefix(got.Error, "cannot apply") || !strings.Contains(got.Error, "this is player 1's view: Determinize it first") {
					t.Fatalf("apply on a view: %q", got.Error)
				}
			}
			o := ask(t, map[string]any{"id": 5, "op": "observe", "game": game, "state": r.State, "player": 2})
			if o.Error != "" || o.Shape == nil {
				t.Fatalf("observe: %+v", o.Error)
			}
			sh := o.Shape
			if len(o.Observation) != sh.Planes*sh.Rows*sh.Cols+sh.Vector || len(o.Observation) == 0 {
				t.Fatalf("observation of %d values, shape %+v", len(o.Observation), sh)
			}
			// The observation of the view is the observation of the state.
			ov := ask(t, map[string]any{"id": 6, "op": "observe", "game": game, "state": v.State, "player": 1})
			full := ask(t, map[string]any{"id": 7, "op": "observe", "game": game, "state": r.State, "player": 1})
			if !slices.Equal(ov.Observation, full.Observation) {
				t.Fatalf("the view and the state observe differently for their player")
			}
			g := ask(t, map[string]any{"id": 8, "op": "render", "game": game, "state": r.State})
			if g.Error != "" || !strings.HasPrefix(strings.TrimSpace(g.SVG), "<svg") && !strings.HasPrefix(g.SVG, "<?xml") {
				t.Fatalf("render: %q %.80q", g.Error, g.SVG)
			}
		})
	}
}

// TestErrors sends bad requests in one stream, each followed by a good one,
// and checks that each bad one gets an error naming its problem and the
// engine keeps serving.
func TestErrors(t *testing.T) {
	start := ask(t, map[string]any{"id": 0, "op": "new", "game": "kingdomino", "config": configs["kingdomino"]})
	state := string(start.State)
	good := `{"id":"ok","op":"legal","game":"kingdomino","state":` + state + `}`
	cases := []struct{ line, want string }{
		{`{"id":1,"op":`, "bad request"},
		{`not json at all`, "bad request"},
		{`[1,2,3]`, "bad request"},
		{`{"id":2,"op":"fly","game":"kingdomino"}`, `unknown op "fly"`},
		{`{"id":3,"game":"kingdomino"}`, `no "op"`},
		{`{"id":4,"op":"new","game":"chess","config":{}}`, `unknown game "chess"`},
		{`{"id":5,"op":"new","game":"kingdomino","config":{"players":2,"Sead":1}}`, `unknown field "Sead"`},
		{`{"id":6,"op":"new","game":"kingdomino","config":{"players":7}}`, "7 players"},
		{`{"id":7,"op":"new","game":"kingdomino","confg":{}}`, `unknown field "confg"`},
		{`{"id":8,"op":"apply","game":"kingdomino","state":` + state + `,"move":"pick 48"}`, "illegal move"},
		{`{"id":9,"op":"apply","game":"kingdomino","state":` + state + `,"move":"jump"}`, `bad move "jump"`},
		{`{"id":10,"op":"apply","game":"kingdomino","state":{"schema":1},"move":"pick 1"}`, "bad state"},
		{`{"id":11,"op":"apply","game":"kingdomino","state":` + state + `}`, `needs a "move"`},
		{`{"id":12,"op":"view","game":"kingdomino","state":` + state + `,"player":3}`, "player 3 is not in the game"},
		{`{"id":13,"op":"determinize","game":"kingdomino","state":` + state + `,"player":0}`, `needs a "seed"`},
		{`{"id":14,"op":"observe","game":"kingdomino","state":` + state + `}`, `needs a "player"`},
		{`{"id":15,"op":"legal","game":"kingdomino"}`, `needs a "state"`},
		{`{"id":16,"op":"new","game":"arkadia","config":{"players":2,"edition":"nonsense"}}`, "edition line 1"},
		{`{"id":16,"op":"new","game":"arkadia","config":{"Players":2}}`, `unknown field "Players" (the field is "players")`},
		{`{"id":16,"op":"new","game":"kingdombuilder","config":{"players":2,"Seed":1}}`, `unknown field "Seed" (the field is "seed")`},
		{`{"id":17,"op":"new","game":"kingdombuilder","config":{"players":2,"cards":["nobody","lords","miners"]}}`, "bad config"},
		{`{"id":18,"op":"new","game":"kingdomino","config":{"players":2}} {"x":1}`, "more than one JSON value"},
		{`{"id":19,"op":"legal","game":"arkadia","state":null}`, "bad state"},
		{`{"id":20,"op":"observe","game":"kingdombuilder","state":"x","player":0}`, "bad state"},
		{`{"id":21,"op":"new","game":"arkadia","config":[]}`, "bad config"},
		{`{"id":22,"op":"new","game":"kingdomino","config":{"players":2},"state":{}}`, `takes a "config", not a "state"`},
		{`{"id":23,"op":"legal","game":"kingdomino","config":{},"state":{}}`, `takes a "state", not a "config"`},
	}
	var in strings.Builder
	for _, c := range cases {
		in.WriteString(c.line + "\n" + good + "\n")
	}
	rs := exchange(t, in.String(), defaultMaxLine)
	if len(rs) != 2*len(cases) {
		t.Fatalf("%d responses to %d requests", len(rs), 2*len(cases))
	}
	for i, c := range cases {
		r, ok := rs[2*i], rs[2*i+1]
		if !strings.Contains(r.Error, c.want) {
			t.Errorf("%s\n  answered %q, want an error with %q", c.line, r.Error, c.want)
		}
		if ok.Error != "" || ok.ID != "ok" || len(ok.Legal) == 0 {
			t.Errorf("the request after %s failed: %+v", c.line, ok.Error)
		}
	}
	// An illegal move gives the engine's reason, and keeps its id.
	if r := rs[2*9]; r.ID != float64(8) || !strings.Contains(r.Error, "pick 48") {
		t.Errorf("illegal move answered %v %q", r.ID, r.Error)
	}
}

// endless is a reader of one line of n bytes (then a newline), produced as
// it is read.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	if e.n < 0 {
		return 0, io.EOF
	}
	k := min(len(p), e.n)
	for i := range p[:k] {
		p[i] = 'x'
	}
	e.n -= k
	if k < len(p) && e.n == 0 {
		p[k] = '\n'
		k++
		e.n = -1
	}
	return k, nil
}

// TestOversizedLine sends a 32 MB line between two good requests: it is
// refused with an error without being kept in memory, and the next request
// is answered.
func TestOversizedLine(t *testing.T) {
	good := `{"id":"ok","op":"new","game":"kingdomino","config":{"players":2,"seed":1}}` + "\n"
	in := io.MultiReader(strings.NewReader(good), &endless{n: 32 << 20}, strings.NewReader(good))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var out bytes.Buffer
	if err := serve(in, &out, 4096); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
		t.Errorf("serving a 32 MB line allocated %d bytes", grew)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d responses, want 3", len(lines))
	}
	if !strings.Contains(lines[1], "refused") || !strings.Contains(lines[1], "4096") {
		t.Errorf("oversized line answered %s", lines[1])
	}
	for _, i := range []int{0, 2} {
		if !strings.Contains(lines[i], `"id":"ok"`) || strings.Contains(lines[i], "error") {
			t.Errorf("response %d: %.100s", i, lines[i])
		}
	}
	// The id of an oversized line is read when it comes before the cut.
	big := `{"id":"big","op":"apply","state":"` + strings.Repeat("z", 10000) + `"}` + "\n"
	cut := `{"op":"apply","state":"` + strings.Repeat("z", 10000) + `","id":"late"}` + "\n"
	rs := exchange(t, big+cut, 1000)
	if len(rs) != 2 || rs[0].ID != "big" || rs[1].ID != nil || !strings.Contains(rs[0].Error+rs[1].Error, "refused") {
		t.Errorf("oversized lines answered %+v", rs)
	}
	// A line of exactly the limit is read; one byte more is refused.
	line := `{"id":1,"op":"new","game":"kingdomino","config":{"players":2}}`
	pad := line[:len(line)-1] + strings.Repeat(" ", 100) + "}"
	rs = exchange(t, pad+"\n"+pad+" \n", len(pad))
	if len(rs) != 2 || rs[0].Error != "" || !strings.Contains(rs[1].Error, "refused") {
		t.Errorf("lines at and over the limit answered %+v", rs)
	}
}

// TestFlood sends 3000 requests in one stream, good and bad mixed, and
// checks that every one is answered, in order.
func TestFlood(t *testing.T) {
	start := ask(t, map[string]any{"id": 0, "op": "new", "game": "kingdomino", "config": map[string]any{"players": 4, "seed": 3}})
	var in strings.Builder
	const n = 3000
	for i := range n {
		switch i % 10 {
		case 0:
			fmt.Fprintf(&in, `{"id":%d,"op":"apply","game":"kingdomino","state":%s,"move":%q}`+"\n", i, start.State, start.Legal[i%len(start.Legal)])
		case 1:
			fmt.Fprintf(&in, `{"id":%d,"op":"apply","game":"kingdomino","state":%s,"move":"place 48 0,1 right"}`+"\n", i, start.State)
		case 2, 4, 6, 8:
			fmt.Fprintf(&in, `{"id":%d,"op":`+"\n", i)
		default:
			fmt.Fprintf(&in, `{"id":%d,"op":"new","game":"kingdomino","config":{"players":%d}}`+"\n", i, i%5)
		}
	}
	rs := exchange(t, in.String(), defaultMaxLine)
	if len(rs) != n {
		t.Fatalf("%d responses to %d requests", len(rs), n)
	}
	for i, r := range rs {
		if i%10 != 2 && i%10 != 4 && i%10 != 6 && i%10 != 8 && r.ID != float64(i) {
			t.Fatalf("response %d has id %v", i, r.ID)
		}
		switch i % 10 {
		case 0:
			if r.Error != "" || len(r.Legal) == 0 {
				t.Fatalf("request %d: %s", i, r.Error)
			}
		case 1:
			if !strings.Contains(r.Error, "illegal move") {
				t.Fatalf("request %d: an illegal move answered %q", i, r.Error)
			}
		case 2, 4, 6, 8:
			if !strings.Contains(r.Error, "bad request") {
				t.Fatalf("request %d: bad JSON answered %q", i, r.Error)
			}
		default:
			if bad := i%5 < 2; bad != (r.Error != "") {
				t.Fatalf("request %d: new with %d players answered %q", i, i%5, r.Error)
			}
		}
	}
}

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// engineBinary builds the engine once for the tests that run it as a
// process, and returns the path of the binary.
func engineBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "engine-test")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "engine")
		out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binary
}

// TestMain removes the binary built for the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if binary != "" {
		os.RemoveAll(filepath.Dir(binary))
	}
	os.Exit(code)
}

// TestProcess runs the engine as a process: requests written one at a time
// on its standard input are answered on its standard output, and it exits
// cleanly at the end of its input.
func TestProcess(t *testing.T) {
	cmd := exec.Command(engineBinary(t), "-max-line", "100000")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	read := func() reply {
		line, err := out.ReadBytes('\n')
		if err != nil {
			t.Fatal(err)
		}
		var r reply
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	fmt.Fprintln(stdin, `{"id":1,"op":"new","game":"arkadia","config":{"players":2,"seed":5}}`)
	r := read()
	if r.Error != "" || r.ID != float64(1) {
		t.Fatalf("new: %+v", r.Error)
	}
	fmt.Fprintln(stdin, strings.Repeat("y", 200000))
	if r := read(); !strings.Contains(r.Error, "refused") {
		t.Fatalf("oversized line answered %q", r.Error)
	}
	fmt.Fprintf(stdin, `{"id":2,"op":"apply","game":"arkadia","state":%s,"move":%q}`+"\n", r.State, r.Legal[0])
	if r := read(); r.Error != "" || r.ID != float64(2) {
		t.Fatalf("apply: %q", r.Error)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the engine did not exit cleanly: %v", err)
	}
}

// BenchmarkApplyKingdomBuilder measures requests per second for "apply" on a
// mid-game 4-player Kingdom Builder state: reading the request line,
// decoding and checking the state, applying the move, and writing the
// response with the new state, its legal moves and scores.
func BenchmarkApplyKingdomBuilder(b *testing.B) {
	s, err := kingdombuilder.New(kingdombuilder.Config{Players: 4, Seed: 11})
	if err != nil {
		b.Fatal(err)
	}
	for range 60 {
		s, _ = kingdombuilder.Apply(s, kingdombuilder.Legal(s)[0])
	}
	doc, err := json.Marshal(s)
	if err != nil {
		b.Fatal(err)
	}
	moves := kingdombuilder.Legal(s)
	line := fmt.Appendf(nil, `{"id":1,"op":"apply","game":"kingdombuilder","state":%s,"move":%q}`+"\n", doc, moves[len(moves)/2])
	if r := handleLine(line); r.Error != "" {
		b.Fatal(r.Error)
	}
	w := bufio.NewWriter(io.Discard)
	b.ReportAllocs()
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		writeResponse(w, handleLine(line))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
}

// BenchmarkOps measures each op but apply on a mid-game 4-player Kingdom
// Builder state, the whole request as in BenchmarkApplyKingdomBuilder.
func BenchmarkOps(b *testing.B) {
	s, err := kingdombuilder.New(kingdombuilder.Config{Players: 4, Seed: 11, Nomads: true})
	if err != nil {
		b.Fatal(err)
	}
	for range 60 {
		s, _ = kingdombuilder.Apply(s, kingdombuilder.Legal(s)[0])
	}
	doc, err := json.Marshal(s)
	if err != nil {
		b.Fatal(err)
	}
	for _, op := range []string{"legal", "view", "determinize", "observe", "render"} {
		b.Run(op, func(b *testing.B) {
			line := fmt.Appendf(nil, `{"id":1,"op":%q,"game":"kingdombuilder","state":%s,"player":1,"seed":3}`+"\n", op, doc)
			if r := handleLine(line); r.Error != "" {
				b.Fatal(r.Error)
			}
			w := bufio.NewWriter(io.Discard)
			b.ReportAllocs()
			for b.Loop() {
				writeResponse(w, handleLine(line))
			}
		})
	}
}

// TestConfigs sets up games with the options that are not plain numbers
// and booleans: an Arkadia edition given as text with the lot's position,
// a Kingdom Builder board with a custom section given as text, the Island
// and explicit cards, a Kingdomino deal.
func TestConfigs(t *testing.T) {
	edition := "arkadia-edition 1\nname tiny\nboard 6 7\nT......\n.......\n.......\n.......\n.......\n......T\n" +
		"lot R O B S - R O B S -\nform 1 bar: 0,0 0,1\nform 2 corner: 0,0 1,0 1,1\ncards 1 R O B S R O\ncards 2 B S B S\n"
	section, ok := kingdombuilder.SampleSection("sample-marshlands-canoe")
	if !ok {
		t.Fatal("no sample section")
	}
	text, err := section.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	island, err := kingdombuilder.SampleIsland().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	deck := make([]int, 24)
	for i := range deck {
		deck[i] = 48 - i
	}
	for _, c := range []struct {
		game   string
		config map[string]any
		check  func(r reply) bool
	}{
		{"arkadia", map[string]any{"players": 2, "seed": 1, "edition": edition, "lot": map[string]any{"square": "b2", "turn": 0}},
			func(r reply) bool { return strings.Contains(string(r.State), `"lot":{"square":"b2","turn":0}`) }},
		{"kingdombuilder", map[string]any{"players": 3, "seed": 1, "marshlands": true,
			"quadrants": []any{map[string]any{"custom": string(text)}, map[string]any{"section": "tavern"}, map[string]any{"section": "oasis", "turned": true}, map[string]any{"section": "farm"}},
			"cards":     []string{"lords", "miners", "knights"},
			"queenies":  map[string]any{"island": string(island)}},
			func(r reply) bool { return strings.Contains(string(r.State), "sample-marshlands-canoe") }},
		{"kingdomino", map[string]any{"players": 2, "deck": deck, "kingOrder": []int{0, 1, 1, 0}},
			func(r reply) bool { return slices.Equal(r.Legal, []string{"pick 45", "pick 46", "pick 47", "pick 48"}) }},
	} {
		r := ask(t, map[string]any{"id": 1, "op": "new", "game": c.game, "config": c.config})
		if r.Error != "" || !c.check(r) {
			t.Errorf("%s with %v: %q %.300s", c.game, c.config, r.Error, r.State)
		}
	}
}

// TestTimeout checks that a request that runs past the time limit is
// answered with an error carrying its id, and that the next request is
// answered as usual.
func TestTimeout(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	sv := server{maxLine: 1000, timeout: 50 * time.Millisecond, handle: func(line []byte) *response {
		if bytes.Contains(line, []byte("slow")) {
			<-release
		}
		return handleLine(line)
	}}
	in := `{"id":"slow","op":"new","game":"kingdomino","config":{"players":2}}` + "\n" +
		`{"id":"fast","op":"new","game":"kingdomino","config":{"players":2}}` + "\n"
	var out bytes.Buffer
	if err := sv.serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `{"id":"slow","error":"request abandoned after 50ms`) ||
		!strings.HasPrefix(lines[1], `{"id":"fast","game":"kingdomino"`) {
		t.Fatalf("responses:\n%.200s", strings.Join(lines, "\n"))
	}
}

// FuzzHandleLine checks that no request line, however malformed, makes a
// game package panic (which the engine would answer as an internal error),
// and that every answer is one line of JSON with an id.
func FuzzHandleLine(f *testing.F) {
	for game, config := range configs {
		r := ask(f, map[string]any{"id": 1, "op": "new", "game": game, "config": config})
		for _, op := range []string{"apply", "legal", "view", "determinize", "observe"} {
			f.Add(fmt.Sprintf(`{"id":1,"op":%q,"game":%q,"state":%s,"move":%q,"player":1,"seed":2}`, op, game, r.State, r.Legal[0]))
		}
		f.Add(fmt.Sprintf(`{"id":1,"op":"new","game":%q,"config":{"players":3,"seed":9}}`, game))
	}
	f.Add(`{"id":[1,{"a":null}],"op":"apply"}`)
	f.Fuzz(func(t *testing.T, line string) {
		resp := handleLine([]byte(line))
		if strings.HasPrefix(resp.Error, "internal error") {
			t.Fatalf("%s\nanswered %s", line, resp.Error)
		}
		var buf bytes.Buffer
		w := bufio.NewWriter(&buf)
		writeResponse(w, resp)
		w.Flush()
		var r map[string]any
		if err := json.Unmarshal(buf.Bytes(), &r); err != nil || strings.Count(buf.String(), "\n") != 1 {
			t.Fatalf("response %q: %v", buf.String(), err)
		}
		if _, ok := r["id"]; !ok {
			t.Fatalf("response %q has no id", buf.String())
		}
	})
}

// TestAnswerBeforeNextLine checks that a request is answered while the
// client has sent only part of its next line.
func TestAnswerBeforeNextLine(t *testing.T) {
	r, w := io.Pipe()
	var out syncBuffer
	done := make(chan error, 1)
	go func() { done <- serve(r, &out, defaultMaxLine) }()
	io.WriteString(w, `{"id":1,"op":"new","game":"kingdomino","config":{"players":2}}`+"\n"+`{"id":2,"op":"new",`)
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(out.String(), `"id":1`) {
		if time.Now().After(deadline) {
			t.Fatal("no answer to a request while the next line is incomplete")
		}
		time.Sleep(5 * time.Millisecond)
	}
	io.WriteString(w, `"game":"kingdomino","config":{"players":3}}`+"\n")
	w.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\n"); n != 2 {
		t.Fatalf("%d responses, want 2", n)
	}
}

// syncBuffer is a bytes.Buffer safe for one writer and one reader.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestReadableIDs sends lines cut short or with garbage after their id, and
// ids that are not valid UTF-8: every line is answered with the id it
// shows, and every response line is valid UTF-8 JSON.
func TestReadableIDs(t *testing.T) {
	cases := []struct {
		line string
		id   any // as a client decodes the response's id
	}{
		{`{"id":1,"op":`, float64(1)},
		{`{"id":2,`, float64(2)},
		{`{"id":3,"op":"new","game":"kingdomino"` + "\x00garbage", float64(3)},
		{`{"id":"four", ]]] }`, "four"},
		{`{"id":{"n":[5]},"op":"new","game"`, map[string]any{"n": []any{float64(5)}}},
		{`{"op":"new","id":6,"game":}`, float64(6)},
		{`{"id":7}{"id":8}`, float64(7)},
		{`{"id":`, nil},
		{`{"id":"nine`, nil},
		{"{\"id\":\"bad\xff\xfeutf8\",\"op\":\"new\",\"game\":\"kingdomino\",\"config\":{\"players\":2}}", "bad\ufffd\ufffdutf8"},
		{"{\"id\":\"cut\xc3\",\"op\":", "cut\ufffd"},
		{"{\"id\":[\"\xe2\x82\"],\"op\":\"fly\"}", []any{"\ufffd\ufffd"}},
	}
	var in strings.Builder
	for _, c := range cases {
		in.WriteString(c.line + "\n")
	}
	var out bytes.Buffer
	if err := serve(strings.NewReader(in.String()), &out, defaultMaxLine); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(cases) {
		t.Fatalf("%d responses to %d lines", len(lines), len(cases))
	}
	for i, c := range cases {
		l := []byte(lines[i])
		if !utf8.Valid(l) || !json.Valid(l) {
			t.Errorf("%q: the response %q is not valid UTF-8 JSON", c.line, l)
			continue
		}
		var r reply
		if err := json.Unmarshal(l, &r); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(r.ID) != fmt.Sprint(c.id) {
			t.Errorf("%q: answered with id %#v, want %#v (%s)", c.line, r.ID, c.id, l)
		}
		if i == 9 && r.Error != "" {
			t.Errorf("%q: a good request with an id that is not UTF-8 got %q", c.line, r.Error)
		}
	}
	// A number cut by the line limit is not taken for the id.
	rs := exchange(t, `{"id":123456789,"op":"new"}`+"\n", 64)
	if rs[0].ID != float64(123456789) {
		t.Errorf("a short line: %+v", rs[0])
	}
	long := `{"id":` + strings.Repeat("1", 100) + `}` + "\n"
	if rs := exchange(t, long, 64); rs[0].ID != nil || !strings.Contains(rs[0].Error, "refused") {
		t.Errorf("an id cut by the limit: %+v", rs[0])
	}
	if id := idFromPrefix([]byte(`{"id":12345`)); id != nil {
		t.Errorf("a number at the cut read as the id %s", id)
	}
	if id := idFromPrefix([]byte(`{"id":12345,`)); string(id) != "12345" {
		t.Errorf("a whole number read as %s", id)
	}
}
