package main

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/arkadia"
	"github.com/boardrules/kingdoms/examples/render"
	"github.com/boardrules/kingdoms/kingdombuilder"
)

// previewRequest is the body of POST /api/preview: Kingdom Builder
// sections (kind "sections") or an Arkadia edition (kind "edition") as
// text.
type previewRequest struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// picture is a named SVG picture.
type picture struct {
	Name string `json:"name"`
	SVG  string `json:"svg"`
}

// countSections counts the lines that start a section in text, as
// kingdombuilder.ParseSections reads them.
func countSections(text string) int {
	n := 0
	for line := range strings.Lines(text) {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "section" {
			n++
		}
	}
	return n
}

// preview draws sections or an edition. What it reads is bounded before
// any work is done: lim.MaxPreviewText bytes, lim.MaxSections sections
// (a board has 4), so that the answer (about 23 KB of picture a section)
// stays the size of a game's picture.
func (s *server) preview(w http.ResponseWriter, r *http.Request) {
	var req previewRequest
	if !decode(w, r, &req) {
		return
	}
	if len(req.Text) > s.lim.MaxPreviewText {
		fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the text has %d bytes: at most %d are drawn at once (a section takes about 300, an edition about 1,000)", len(req.Text), s.lim.MaxPreviewText))
		return
	}
	var out struct {
		Pictures []picture `json:"pictures"`
		Text     string    `json:"text"`
	}
	switch req.Kind {
	case "sections":
		if n := countSections(req.Text); n > s.lim.MaxSections {
			fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("%d sections: at most %d are drawn at once (a board has 4)", n, s.lim.MaxSections))
			return
		}
		secs, err := kingdombuilder.ParseSections(req.Text)
		if err != nil {
			fail(w, http.StatusBadRequest, err.Error())
			return
		}
		if len(secs) == 0 {
			fail(w, http.StatusBadRequest, "no section in the text: a section starts with a line \"section NAME EXPANSION\"")
			return
		}
		if len(secs) > s.lim.MaxSections {
			fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("%d sections: at most %d are drawn at once (a board has 4)", len(secs), s.lim.MaxSections))
			return
		}
		for _, cs := range secs {
			out.Pictures = append(out.Pictures, picture{cs.Name(), string(render.Section(cs))})
		}
		out.Text = fmt.Sprintf("%d sections read", len(secs))
	case "edition":
		ed, err := arkadia.ParseEdition(strings.NewReader(req.Text))
		if err != nil {
			fail(w, http.StatusBadRequest, err.Error())
			return
		}
		st, err := arkadia.New(arkadia.Config{Players: 2, Seed: 1, Edition: ed, FirstGame: ed.HasFirstGame()})
		if err != nil {
			fail(w, http.StatusBadRequest, "the edition cannot set up a game: "+err.Error())
			return
		}
		name := "board (a 2-player set-up, castle lot placed at random)"
		if ed.HasFirstGame() {
			name = "board with the first-game set-up"
		}
		out.Pictures = append(out.Pictures, picture{name, string(render.Arkadia(st))})
		out.Text = editionText(ed)
	default:
		fail(w, http.StatusBadRequest, fmt.Sprintf("kind %s: want \"sections\" (Kingdom Builder) or \"edition\" (Arkadia)", kingdoms.Excerpt(req.Kind)))
		return
	}
	reply(w, out)
}

// editionText describes an edition's forms and cards, each form with its
// orientations drawn side by side in text, numbered as moves name them.
func editionText(ed *arkadia.Edition) string {
	var b strings.Builder
	fmt.Fprintf(&b, "edition %q: board %d x %d, %d tents, %d forms, %d cards\n", ed.Name(), ed.Rows(), ed.Cols(), len(ed.Tents()), ed.Forms(), ed.NumCards())
	cards, copies := ed.Cards()
	for n := 1; n <= ed.Forms(); n++ {
		var of []string
		for i, c := range cards {
			if int(c.Form) == n {
				of = append(of, fmt.Sprintf("%s x%d", c, copies[i]))
			}
		}
		fmt.Fprintf(&b, "\nform %d (%s): cards %s; orientations:\n", n, ed.FormName(n), strings.Join(of, ", "))
		ors := ed.Orientations(n)
		rows := 0
		widths := make([]int, len(ors))
		for i, or := range ors {
			widths[i] = len(fmt.Sprint(i))
			for _, q := range or {
				rows = max(rows, q.Row+1)
				widths[i] = max(widths[i], q.Col+1)
			}
		}
		lines := make([]string, rows+1)
		for i, or := range ors {
			cells := make([][]byte, rows)
			for r := range cells {
				cells[r] = []byte(strings.Repeat(" ", widths[i]))
			}
			for _, q := range or {
				cells[q.Row][q.Col] = '#'
			}
			lines[0] += fmt.Sprintf("  %-*d", widths[i]+2, i)
			for r := range cells {
				lines[r+1] += "  " + string(cells[r]) + "  "
			}
		}
		for _, l := range lines {
			fmt.Fprintf(&b, "  %s\n", strings.TrimRight(l, " "))
		}
	}
	return b.String()
}
