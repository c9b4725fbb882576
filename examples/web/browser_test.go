package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

var screenshots = flag.String("screenshots", "", "directory to write the browser test's screenshots to (such as ../images); by default a temporary one")

// chrome is the browser the tests share, started by the first test that
// needs it and stopped by TestMain.
var chrome struct {
	once   sync.Once
	ctx    context.Context // a chromedp context on the browser
	cancel func()
	err    error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if chrome.cancel != nil {
		chrome.cancel()
	}
	os.Exit(code)
}

// startChrome starts a headless chromium, or returns an error when none is
// installed.
func startChrome() (context.Context, func(), error) {
	path := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		return nil, nil, errors.New("no browser: install Debian's chromium (apt-get install -y chromium) to run the browser tests; .ci/run installs it")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.WindowSize(1200, 800),
		chromedp.Flag("no-proxy-server", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	cancel := func() { cancelCtx(); cancelAlloc() }
	// The first action starts the browser.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		cancel()
		return nil, nil, fmt.Errorf("starting %s: %v", path, err)
	}
	return ctx, cancel, nil
}

// browser opens the page, served by a new server, in a new tab of the
// shared browser; it skips the test when no browser is installed. The tab,
// and all the test does in it, is bounded in time.
func browser(t *testing.T) (context.Context, string) {
	t.Helper()
	chrome.once.Do(func() { chrome.ctx, chrome.cancel, chrome.err = startChrome() })
	if chrome.err != nil {
		t.Skip(chrome.err)
	}
	srv := httptest.NewServer(newServer(defaultLimits()))
	t.Cleanup(srv.Close)
	tab, cancelTab := chromedp.NewContext(chrome.ctx)
	ctx, cancelTime := context.WithTimeout(tab, 2*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelTab() })
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(1200, 800),
		chromedp.Navigate(srv.URL+"/?delay=20"),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="1"]`)),
	); err != nil {
		t.Fatalf("opening the page: %v", err)
	}
	return ctx, srv.URL
}

// do runs browser actions, failing the test on error.
func do(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// get runs a browser action that returns a value, failing the test on
// error.
func get[T any](t *testing.T, ctx context.Context, what string, action chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, action)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// pageState is what the test reads of the page between actions.
type pageState struct {
	Busy     bool     `json:"busy"`
	Game     string   `json:"game"`
	Terminal bool     `json:"terminal"`
	ToMove   int      `json:"toMove"`
	At       int      `json:"at"`
	Last     bool     `json:"last"`
	Seats    []string `json:"seats"`
	Legal    []struct {
		Move  string   `json:"move"`
		Spots []string `json:"spots"`
	} `json:"legal"`
	History []struct {
		Player int    `json:"player"`
		Move   string `json:"move"`
	} `json:"history"`
	Error string `json:"error"`
}

const readState = `(() => {
	const d = (typeof cur !== "undefined" && cur && cur.data) || {};
	const e = document.getElementById("error");
	return {busy: document.body.dataset.busy === "1", game: d.game || "", terminal: !!d.terminal,
		toMove: d.toMove ?? -1, at: d.at ?? -1, last: d.at === d.positions - 1, seats: d.seats || [],
		legal: d.legal || [], history: d.history || [], error: e.hidden ? "" : e.textContent};
})()`

func state(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	return get(t, ctx, "reading the page", chromedp.Evaluate[pageState](readState))
}

// waitHuman waits until the page is idle on the last position of a game
// that is over or whose player to move is a human seat.
func waitHuman(t *testing.T, ctx context.Context, game string) pageState {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		s := state(t, ctx)
		if s.Error != "" {
			t.Fatalf("the page shows an error: %s", s.Error)
		}
		if !s.Busy && s.Game == game && s.Last && (s.Terminal || s.ToMove >= 0 && s.Seats[s.ToMove] == "human") {
			return s
		}
		time.Sleep(30 * time.Millisecond)
	}
	t.Fatalf("the page did not come back to a human seat: %+v", state(t, ctx))
	return pageState{}
}

// clickMove makes a legal move as a person would: by clicking its regions
// on the picture, then its button if the page offers a choice, or by its
// button in the list when the move has no region. When shot is not empty,
// it takes a screenshot of that name after the first click.
func clickMove(t *testing.T, ctx context.Context, s pageState, move, shot string) {
	t.Helper()
	var spots []string
	for _, m := range s.Legal {
		if m.Move == move {
			spots = m.Spots
		}
	}
	n := len(s.History)
	if len(spots) == 0 {
		do(t, ctx, "clicking "+move+" in the list", chromedp.Click(chromedp.CSS(fmt.Sprintf(`#legal button[data-move=%q]`, move))))
	} else {
		for i, id := range spots {
			do(t, ctx, "clicking region "+id, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#overlay polygon[data-id=%q]`, id))))
			if i == 0 && shot != "" {
				screenshot(t, ctx, shot)
			}
		}
		if get(t, ctx, "looking for the chooser", chromedp.Evaluate[bool](`!document.getElementById("chooser").hidden`)) {
			do(t, ctx, "choosing "+move, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#chooser button[data-move=%q]`, move))))
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		now := state(t, ctx)
		if now.Error != "" {
			t.Fatalf("after %s the page shows an error: %s", move, now.Error)
		}
		if len(now.History) > n {
			if got := now.History[n].Move; got != move {
				t.Fatalf("clicked %s, the page played %s", move, got)
			}
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("clicking %s played nothing", move)
}

func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	get(t, ctx, "scrolling to the top", chromedp.Evaluate[bool](`window.scrollTo(0, 0), true`))
	time.Sleep(100 * time.Millisecond) // let the page paint
	png := get(t, ctx, "taking a screenshot", chromedp.CaptureScreenshot())
	dir := *screenshots
	if dir == "" {
		dir = t.TempDir()
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
	if len(png) < 10000 {
		t.Errorf("screenshot %s has only %d bytes", name, len(png))
	}
}

// selectValue sets a select element as a person choosing an option would.
func selectValue(t *testing.T, ctx context.Context, sel, value string) {
	t.Helper()
	get(t, ctx, "choosing "+value, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { const s = document.querySelector(%q); s.value = %q; s.dispatchEvent(new Event("change")); s.dispatchEvent(new Event("input")); return true; })()`, sel, value)))
}

// TestBrowserKingdomino plays a 2-player Kingdomino game against the greedy
// bot to the end by clicking, saves it and loads it again.
func TestBrowserKingdomino(t *testing.T) {
	ctx, _ := browser(t)
	do(t, ctx, "starting a game", chromedp.Click(chromedp.CSS(`#start`)))
	// A typed move that is not legal gets the engine's error.
	waitHuman(t, ctx, "kingdomino")
	do(t, ctx, "typing a bad move",
		chromedp.SetValue(chromedp.CSS(`#typedmove`), "place 99 0,1 right"),
		chromedp.Click(chromedp.CSS(`#typed button`)),
		chromedp.WaitVisible(chromedp.CSS(`#error`)))
	if msg := get(t, ctx, "reading the error", chromedp.Text(chromedp.CSS(`#error`))); !strings.Contains(msg, "99") {
		t.Errorf("error for a bad move: %q", msg)
	}
	// The next move would clear it; the waits below fail on any error shown.
	get(t, ctx, "clearing the error", chromedp.Evaluate[bool](`showError(""), true`))
	moves := 0
	for range 200 {
		s := waitHuman(t, ctx, "kingdomino")
		if s.Terminal {
			break
		}
		if len(s.Legal) == 0 {
			t.Fatal("no legal move offered to the human seat")
		}
		// The last move with a region: a placement far from the first
		// listed, a pick or a discard.
		move := s.Legal[0].Move
		for _, m := range s.Legal {
			if len(m.Spots) > 0 {
				move = m.Move
			}
		}
		shot := ""
		if moves == 6 {
			shot = "web.png"
		}
		clickMove(t, ctx, s, move, shot)
		moves++
	}
	s := state(t, ctx)
	if !s.Terminal {
		t.Fatalf("the game is not over after %d moves of the human", moves)
	}
	status := get(t, ctx, "reading the status", chromedp.Text(chromedp.CSS(`#status`)))
	if !strings.Contains(status, "game over") {
		t.Errorf("status %q", status)
	}
	// Step back to the start and forward again.
	do(t, ctx, "stepping back", chromedp.Click(chromedp.CSS(`#first`)), chromedp.WaitVisible(chromedp.CSS(`#status[data-at="0"]`)))
	do(t, ctx, "stepping forward", chromedp.Click(chromedp.CSS(`#next`)), chromedp.WaitVisible(chromedp.CSS(`#status[data-at="1"]`)))
	do(t, ctx, "going to the end", chromedp.Click(chromedp.CSS(`#last`)))
	waitHuman(t, ctx, "kingdomino")
	// Save, then load the saved document.
	do(t, ctx, "saving", chromedp.Click(chromedp.CSS(`#save`)),
		chromedp.Poll[chromedp.Void](`document.getElementById("doc").value.length > 0`, chromedp.WithPollingTimeout(10*time.Second)))
	doc := get(t, ctx, "reading the saved document", chromedp.Value(chromedp.CSS(`#doc`)))
	if !json.Valid([]byte(doc)) || !strings.Contains(doc, `"schema":"kingdomino/1"`) {
		t.Fatalf("saved document: %.200s", doc)
	}
	do(t, ctx, "loading", chromedp.Click(chromedp.CSS(`button[data-tab="load"]`)), chromedp.Click(chromedp.CSS(`#loadbtn`)))
	deadline := time.Now().Add(10 * time.Second)
	for {
		s = state(t, ctx)
		if !s.Busy && len(s.History) == 0 && s.Game == "kingdomino" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the loaded game is not shown: %+v", s)
		}
		time.Sleep(30 * time.Millisecond)
	}
	if !s.Terminal || s.Error != "" {
		t.Errorf("loaded game: terminal %v, error %q", s.Terminal, s.Error)
	}
	screenshot(t, ctx, "web-kingdomino-end.png")

	// A bad document is refused with the decoder's reason.
	do(t, ctx, "loading a bad document", chromedp.SetValue(chromedp.CSS(`#doc`), `{"schema": 1, "game": "kingdomino", "players": 9}`), chromedp.Click(chromedp.CSS(`#loadbtn`)))
	do(t, ctx, "waiting for the error", chromedp.WaitVisible(chromedp.CSS(`#error`)))
	msg := get(t, ctx, "reading the error", chromedp.Text(chromedp.CSS(`#error`)))
	if !strings.Contains(msg, "document refused") || !strings.Contains(msg, "kingdomino") {
		t.Errorf("error shown for a bad document: %q", msg)
	}
}

// kingdomBuilderTile returns the document of a 2-player Kingdom Builder
// position at the start of player 0's turn in which player 0 can use a
// location tile.
func kingdomBuilderTile(t *testing.T) string {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		s, err := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		startOfTurn := true
		for steps := 0; steps < 200 && !s.IsTerminal(); steps++ {
			legal := kingdombuilder.Legal(s)
			if startOfTurn && s.ToMove() == 0 {
				for _, m := range legal {
					if strings.HasPrefix(m.String(), "tile ") {
						doc, err := json.Marshal(s)
						if err != nil {
							t.Fatal(err)
						}
						return string(doc)
					}
				}
			}
			// Build next to locations: the move closest to one.
			m := legal[(steps*7)%len(legal)]
			for _, c := range legal {
				if strings.HasPrefix(c.String(), "tile ") {
					m = c
					break
				}
			}
			startOfTurn = m.String() == "end"
			if s, err = kingdombuilder.Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no position with a tile found")
	return ""
}

// TestBrowserKingdomBuilder loads a Kingdom Builder position in which the
// human seat has a location tile and plays its turn by clicking: the tile,
// the settlements of the mandatory action, and the end of the turn.
func TestBrowserKingdomBuilder(t *testing.T) {
	doc := kingdomBuilderTile(t)
	ctx, _ := browser(t)
	do(t, ctx, "loading the position",
		chromedp.Click(chromedp.CSS(`button[data-tab="load"]`)),
		chromedp.SetValue(chromedp.CSS(`#doc`), doc),
		chromedp.SetValue(chromedp.CSS(`#loadseats`), "human,greedy"),
		chromedp.Click(chromedp.CSS(`#loadbtn`)))
	s := waitHuman(t, ctx, "kingdombuilder")
	tiles, places := 0, 0
	for range 30 {
		if s.ToMove != 0 || s.Terminal {
			break
		}
		move := ""
		for _, m := range s.Legal {
			switch {
			case move == "" && strings.HasPrefix(m.Move, "tile ") && tiles == 0 && len(m.Spots) > 0:
				move = m.Move
				tiles++
			}
		}
		if move == "" {
			for _, m := range s.Legal {
				if strings.HasPrefix(m.Move, "place ") {
					move = m.Move
					places++
					break
				}
			}
		}
		if move == "" {
			move = "end"
		}
		clickMove(t, ctx, s, move, "")
		if move == "end" {
			break
		}
		s = waitHuman(t, ctx, "kingdombuilder")
	}
	if tiles != 1 || places != 3 {
		t.Errorf("the turn used %d tiles and placed %d settlements by clicking", tiles, places)
	}
	s = waitHuman(t, ctx, "kingdombuilder")
	if s.ToMove != 0 || len(s.History) < 6 {
		t.Fatalf("after the bot's turn: %+v", s)
	}
	screenshot(t, ctx, "web-kingdombuilder.png")
}

// TestBrowserArkadia starts a 2-player Arkadia game against the greedy bot
// and plays the human's first turn by clicking, laying a building.
func TestBrowserArkadia(t *testing.T) {
	ctx, _ := browser(t)
	selectValue(t, ctx, `#game`, "arkadia")
	do(t, ctx, "starting a game", chromedp.Click(chromedp.CSS(`#start`)))
	s := waitHuman(t, ctx, "arkadia")
	// The human seat sees its own hand only, and no other view is offered.
	hands := get(t, ctx, "counting the hands shown", chromedp.Evaluate[int](`document.querySelector("#board svg").innerHTML.split(">hand:<").length - 1`))
	views := get(t, ctx, "listing the views", chromedp.Evaluate[[]string](`[...document.querySelectorAll("#seat option")].map((o) => o.value)`))
	if hands != 1 || fmt.Sprint(views) != "[0]" {
		t.Errorf("the human seat sees %d hands, and the views %v", hands, views)
	}
	built := false
	for range 30 {
		if s.ToMove != 0 || s.Terminal {
			break
		}
		move := s.Legal[0].Move
		for _, m := range s.Legal {
			if strings.HasPrefix(m.Move, "play ") && len(m.Spots) > 0 && !built {
				move = m.Move
				break
			}
		}
		built = built || strings.HasPrefix(move, "play ")
		n := len(s.History)
		clickMove(t, ctx, s, move, "")
		s = waitHuman(t, ctx, "arkadia")
		if len(s.History) > n+1 {
			break // the bot moved
		}
	}
	if !built {
		t.Error("no building laid by clicking")
	}
	if s.History[0].Player != 0 || len(s.History) < 2 {
		t.Errorf("history: %+v", s.History)
	}
	screenshot(t, ctx, "web-arkadia.png")

	// Check a board: the default edition, then sample sections, then a
	// section with a mistake.
	do(t, ctx, "drawing an edition",
		chromedp.Click(chromedp.CSS(`button[data-tab="preview"]`)),
		chromedp.Click(chromedp.CSS(`input[name=kind][value=edition]`)),
		chromedp.SetValue(chromedp.CSS(`#ptext`), arkadia.Default().String()),
		chromedp.Click(chromedp.CSS(`#previewbtn`)),
		chromedp.WaitVisible(chromedp.CSS(`#pics svg`)))
	if text := get(t, ctx, "reading the edition", chromedp.Text(chromedp.CSS(`#ptextout`))); !strings.Contains(text, "orientations:") {
		t.Errorf("edition text: %.200s", text)
	}
	screenshot(t, ctx, "web-edition.png")
	var sections strings.Builder
	for _, cs := range kingdombuilder.SampleSections()[:3] {
		b, err := cs.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		sections.Write(b)
		sections.WriteString("\n")
	}
	do(t, ctx, "drawing sections",
		chromedp.Click(chromedp.CSS(`input[name=kind][value=sections]`)),
		chromedp.SetValue(chromedp.CSS(`#ptext`), sections.String()),
		chromedp.Click(chromedp.CSS(`#previewbtn`)),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#pics svg").length === 3`, chromedp.WithPollingTimeout(10*time.Second)))
	screenshot(t, ctx, "web-sections.png")
	do(t, ctx, "drawing a bad section",
		chromedp.SetValue(chromedp.CSS(`#ptext`), "section bad base\nG G X\n"),
		chromedp.Click(chromedp.CSS(`#previewbtn`)),
		chromedp.WaitVisible(chromedp.CSS(`#error`)))
	if msg := get(t, ctx, "reading the error", chromedp.Text(chromedp.CSS(`#error`))); !strings.Contains(msg, "line") {
		t.Errorf("error for a bad section: %q", msg)
	}
}
