package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
	srv := httptest.NewServer(newServer(defaultLimits()))
	t.Cleanup(srv.Close)
	return tab(t, srv.URL+"/?delay=20"), srv.URL
}

// tab opens url in a new tab of the shared browser, in a browser context
// of its own (its own storage, as another person's browser), and waits for
// the page to be ready; it skips the test when no browser is installed. The
// tab, and all the test does in it, is bounded in time.
func tab(t *testing.T, url string) context.Context {
	t.Helper()
	chrome.once.Do(func() { chrome.ctx, chrome.cancel, chrome.err = startChrome() })
	if chrome.err != nil {
		t.Skip(chrome.err)
	}
	tab, cancelTab := chromedp.NewContext(chrome.ctx, chromedp.WithNewBrowserContext())
	ctx, cancelTime := context.WithTimeout(tab, 2*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelTab() })
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(1200, 800),
		chromedp.Navigate(url),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="1"]`)),
	); err != nil {
		t.Fatalf("opening the page: %v", err)
	}
	return ctx
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

// legalMove is a legal move as the page has it.
type legalMove struct {
	Move  string   `json:"move"`
	Spots []string `json:"spots"`
}

// pageState is what the test reads of the page between actions.
type pageState struct {
	Busy     bool        `json:"busy"`
	Game     string      `json:"game"`
	Terminal bool        `json:"terminal"`
	ToMove   int         `json:"toMove"`
	At       int         `json:"at"`
	Last     bool        `json:"last"`
	Seats    []string    `json:"seats"`
	Legal    []legalMove `json:"legal"`
	History  []struct {
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
	if !strings.Contains(msg, "cannot load the document") {
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

// kingdomBuilderNearEnd returns the document of a 2-player Kingdom Builder
// position at the start of player 0's turn, a few turns before the end.
func kingdomBuilderNearEnd(t *testing.T) string {
	t.Helper()
	s, err := kingdombuilder.New(kingdombuilder.Config{Players: 2, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 1))
	startOfTurn := true
	for !s.IsTerminal() {
		if startOfTurn && s.ToMove() == 0 && min(s.Supply(0), s.Supply(1)) <= 9 {
			doc, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			return string(doc)
		}
		legal := kingdombuilder.Legal(s)
		m := legal[r.IntN(len(legal))]
		startOfTurn = m.String() == "end"
		if s, err = kingdombuilder.Apply(s, m); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no position near the end found")
	return ""
}

// cards reads the card of each player as the text of a page's view shows
// it ("?" when hidden), and the view's player (-2: the watcher).
func cards(t *testing.T, ctx context.Context) (you int, card []string) {
	t.Helper()
	v := get(t, ctx, "reading the view", chromedp.Evaluate[struct {
		You  int    `json:"you"`
		Text string `json:"text"`
	}](`({you: cur.data.you, text: cur.data.text})`))
	for line := range strings.Lines(v.Text) {
		if _, rest, ok := strings.Cut(line, " player "); ok && strings.Contains(rest, ": supply ") {
			_, c, _ := strings.Cut(rest, ", card ")
			c, _, _ = strings.Cut(c, ",")
			card = append(card, c)
		}
	}
	return v.You, card
}

// TestBrowserTwoPlayers is two people playing one game on two browsers,
// each with its own storage, and a third person watching: the first loads
// a Kingdom Builder position a few turns before the end with two human
// seats and sends the second player's link; each page shows its own card,
// and the other player's only while that player is to move (the card is
// then shown to the table); the watcher never sees the card of a player
// who is not to move; the moves alternate between the browsers, each page
// following the other's moves by itself, to the end of the game.
func TestBrowserTwoPlayers(t *testing.T) {
	doc := kingdomBuilderNearEnd(t)
	srv := httptest.NewServer(newServer(defaultLimits()))
	t.Cleanup(srv.Close)
	first := tab(t, srv.URL+"/")
	do(t, first, "loading the position with two human seats",
		chromedp.Click(chromedp.CSS(`button[data-tab="load"]`)),
		chromedp.SetValue(chromedp.CSS(`#doc`), doc),
		chromedp.SetValue(chromedp.CSS(`#loadseats`), "human,human"),
		chromedp.Click(chromedp.CSS(`#loadbtn`)),
		chromedp.WaitVisible(chromedp.CSS(`#link1`)))
	link := get(t, first, "reading the second player's link", chromedp.Value(chromedp.CSS(`#link1`)))
	watchLink := get(t, first, "reading the watch link", chromedp.Value(chromedp.CSS(`#linkwatch`)))
	if !strings.HasPrefix(link, srv.URL+"/#game=") || !strings.Contains(link, "&key=") || link == watchLink {
		t.Fatalf("links %q and %q", link, watchLink)
	}
	second := tab(t, link)
	watcher := tab(t, watchLink)
	pages := []context.Context{first, second}
	for p, ctx := range pages {
		if you, _ := cards(t, ctx); you != p {
			t.Fatalf("page %d plays player %d", p, you)
		}
	}
	waitMoves := func(ctx context.Context, n int) pageState {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			s := state(t, ctx)
			if s.Error != "" {
				t.Fatalf("the page shows an error: %s", s.Error)
			}
			if !s.Busy && s.Last && len(s.History) == n {
				return s
			}
			time.Sleep(30 * time.Millisecond)
		}
		t.Fatalf("the page did not show move %d: %+v", n, state(t, ctx))
		return pageState{}
	}
	moves, turns := 0, 0
	byPage := [2]int{}
	for range 200 {
		s := waitMoves(first, moves)
		for _, ctx := range []context.Context{second, watcher} {
			waitMoves(ctx, moves)
		}
		if s.Terminal {
			break
		}
		mover := s.ToMove
		// What each page shows of the cards.
		for p, ctx := range pages {
			_, card := cards(t, ctx)
			if len(card) != 2 || card[p] == "?" {
				t.Fatalf("player %d's page shows the cards %v", p, card)
			}
			if q := 1 - p; (card[q] == "?") != (q != mover) {
				t.Fatalf("player %d's page shows player %d's card as %q with player %d to move", p, q, card[q], mover)
			}
		}
		if _, card := cards(t, watcher); card[1-mover] != "?" || card[mover] == "?" {
			t.Fatalf("the watcher sees the cards %v with player %d to move", card, mover)
		}
		// The mover's page plays a settlement, or ends the turn; the other
		// page offers no move.
		if other := state(t, pages[1-mover]); len(other.Legal) != 0 {
			t.Fatalf("the page of player %d, not to move, offers %d moves", 1-mover, len(other.Legal))
		}
		ms := waitMoves(pages[mover], moves)
		move := "end"
		for _, m := range ms.Legal {
			if strings.HasPrefix(m.Move, "place ") {
				move = m.Move
				break
			}
		}
		if move == "end" && !slices.ContainsFunc(ms.Legal, func(m legalMove) bool { return m.Move == "end" }) {
			t.Fatalf("player %d can neither place nor end: %+v", mover, ms.Legal)
		}
		clickMove(t, pages[mover], ms, move, "")
		byPage[mover]++
		moves++
		if move == "end" {
			turns++
		}
	}
	s := waitMoves(second, moves)
	if !s.Terminal || byPage[0] == 0 || byPage[1] == 0 || turns < 2 {
		t.Fatalf("after %d moves (%v by page) and %d turns: terminal %v", moves, byPage, turns, s.Terminal)
	}
	for i, m := range s.History {
		if m.Player != 0 && m.Player != 1 {
			t.Errorf("move %d by player %d", i, m.Player)
		}
	}
	screenshot(t, second, "web-two-players.png")
	t.Logf("%d moves in %d turns, %v by each page", moves, turns, byPage)
}

// TestBrowserSeed types the largest seed into the page and starts a game:
// the game's seed is the number typed, to the last digit (a JavaScript
// number would round it to 18446744073709552000).
func TestBrowserSeed(t *testing.T) {
	ctx, _ := browser(t)
	const seed = "18446744073709551615"
	do(t, ctx, "starting a game with the largest seed",
		chromedp.SetValue(chromedp.CSS(`#seed`), seed),
		chromedp.Click(chromedp.CSS(`#start`)),
		chromedp.WaitVisible(chromedp.CSS(`#seedshown`)))
	waitHuman(t, ctx, "kingdomino")
	if got := get(t, ctx, "reading the seed shown", chromedp.Text(chromedp.CSS(`#seedshown`))); got != "seed "+seed {
		t.Errorf("the page shows %q for the seed %s", got, seed)
	}
	do(t, ctx, "typing a seed too large", chromedp.SetValue(chromedp.CSS(`#seed`), "18446744073709551616"), chromedp.Click(chromedp.CSS(`#start`)), chromedp.WaitVisible(chromedp.CSS(`#error`)))
	if msg := get(t, ctx, "reading the error", chromedp.Text(chromedp.CSS(`#error`))); !strings.Contains(msg, `seed "18446744073709551616"`) {
		t.Errorf("error for a seed too large: %q", msg)
	}
}

// TestBrowserBotRetry starts a game between bots while every thinking slot
// is taken: the page says that its bot waits for a free one and asks again
// later, and once the slots are free the game goes on, without an error
// shown.
func TestBrowserBotRetry(t *testing.T) {
	lim := defaultLimits()
	lim.BotWait = 300 * time.Millisecond
	s := newServer(lim)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	for i := range lim.Bots {
		if !s.bots.acquire(context.Background(), fmt.Sprint("other", i), 0) {
			t.Fatal("no free thinking slot")
		}
	}
	ctx := tab(t, srv.URL+"/?delay=20")
	selectValue(t, ctx, `#seat0`, "greedy")
	do(t, ctx, "starting a game between bots", chromedp.Click(chromedp.CSS(`#start`)))
	hint := ""
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(hint, "trying again") && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		hint = get(t, ctx, "reading the hint", chromedp.Evaluate[string](`document.getElementById("hint").textContent`))
	}
	if !strings.Contains(hint, "waits for a bot to think") || !strings.Contains(hint, "every bot is busy") || !strings.Contains(hint, "trying again in") {
		t.Errorf("the hint while the bots are busy: %q", hint)
	}
	if s := state(t, ctx); s.Error != "" || len(s.History) != 0 {
		t.Fatalf("while the bots are busy: error %q, %d moves", s.Error, len(s.History))
	}
	for i := range lim.Bots {
		s.bots.release(fmt.Sprint("other", i))
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		st := state(t, ctx)
		if st.Error != "" {
			t.Fatalf("the page shows an error: %s", st.Error)
		}
		if len(st.History) >= 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bots did not play once free: %+v", st)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
