// Package render draws states of the module's games as SVG pictures: the
// Kingdomino kingdoms, the Kingdom Builder board and the Arkadia board and
// castle. It reads states only through their exported methods and writes
// plain SVG 1.1 with the standard library (fmt), so a picture looks the same
// in any browser.
//
// The pictures are meant to be readable at a glance: one colour per terrain,
// the players' colours for their pieces, and a legend with the scores.
package render

import (
	"fmt"
	"math"
	"strings"
)

// playerColors are the players' colours, by player number.
var playerColors = []string{"#d7263d", "#1b5fd1", "#f2a900", "#6b2fa3", "#1f9e5a"}

// playerColor returns the colour of player p.
func playerColor(p int) string {
	if p < 0 {
		return "#777777"
	}
	return playerColors[p%len(playerColors)]
}

// canvas accumulates the elements of an SVG document.
type canvas struct {
	b strings.Builder
	// regions, when not nil, collects the clickable regions of the
	// picture (see Region).
	regions *[]Region
}

// region records a clickable region, when the canvas collects them.
func (c *canvas) region(id string, pts []float64) {
	if c.regions != nil {
		*c.regions = append(*c.regions, Region{ID: id, Points: roundAll(pts)})
	}
}

// square returns the corners of the axis-aligned rectangle at (x, y).
func square(x, y, w, h float64) []float64 {
	return []float64{x, y, x + w, y, x + w, y + h, x, y + h}
}

// roundAll rounds coordinates to one decimal, as the picture writes them.
func roundAll(pts []float64) []float64 {
	out := make([]float64, len(pts))
	for i, x := range pts {
		out[i] = math.Round(x*10) / 10
	}
	return out
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")

// esc escapes text for XML character data and attribute values.
func esc(s string) string { return escaper.Replace(s) }

func (c *canvas) open(w, h float64, title string) {
	fmt.Fprintf(&c.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="Helvetica, Arial, sans-serif">`+"\n",
		num(w), num(h), num(w), num(h))
	fmt.Fprintf(&c.b, "<title>%s</title>\n", esc(title))
	c.rect(0, 0, w, h, "#fbf8f0", "", 0, 0)
}

func (c *canvas) bytes() []byte {
	c.b.WriteString("</svg>\n")
	return []byte(c.b.String())
}

// num formats a coordinate with at most one decimal.
func num(x float64) string {
	x = math.Round(x*10) / 10
	if x == math.Trunc(x) {
		return fmt.Sprintf("%d", int(x))
	}
	return fmt.Sprintf("%.1f", x)
}

func paint(fill, stroke string, width float64) string {
	s := fmt.Sprintf(` fill="%s"`, fill)
	if stroke != "" {
		s += fmt.Sprintf(` stroke="%s" stroke-width="%s"`, stroke, num(width))
	}
	return s
}

func (c *canvas) rect(x, y, w, h float64, fill, stroke string, width, radius float64) {
	fmt.Fprintf(&c.b, `<rect x="%s" y="%s" width="%s" height="%s"`, num(x), num(y), num(w), num(h))
	if radius > 0 {
		fmt.Fprintf(&c.b, ` rx="%s"`, num(radius))
	}
	fmt.Fprintf(&c.b, "%s/>\n", paint(fill, stroke, width))
}

func (c *canvas) circle(x, y, r float64, fill, stroke string, width float64) {
	fmt.Fprintf(&c.b, `<circle cx="%s" cy="%s" r="%s"%s/>`+"\n", num(x), num(y), num(r), paint(fill, stroke, width))
}

func (c *canvas) polygon(pts []float64, fill, stroke string, width float64) {
	var p []string
	for i := 0; i+1 < len(pts); i += 2 {
		p = append(p, num(pts[i])+","+num(pts[i+1]))
	}
	fmt.Fprintf(&c.b, `<polygon points="%s"%s/>`+"\n", strings.Join(p, " "), paint(fill, stroke, width))
}

// text writes s at (x, y); anchor is start, middle or end.
func (c *canvas) text(x, y, size float64, anchor, fill, weight, s string) {
	fmt.Fprintf(&c.b, `<text x="%s" y="%s" font-size="%s" text-anchor="%s" fill="%s"`, num(x), num(y), num(size), anchor, fill)
	if weight != "" {
		fmt.Fprintf(&c.b, ` font-weight="%s"`, weight)
	}
	fmt.Fprintf(&c.b, ">%s</text>\n", esc(s))
}

// crown draws a small crown with its base centred at (x, y).
func (c *canvas) crown(x, y, w float64) {
	h := w * 0.7
	c.polygon([]float64{
		x - w/2, y, x + w/2, y, x + w/2, y - h, x + w/4, y - h/2, x, y - h, x - w/4, y - h/2, x - w/2, y - h,
	}, "#ffd400", "#5a4500", 0.8)
}

// house draws a settlement: a small house in colour fill centred at (x, y).
func (c *canvas) house(x, y, s float64, fill string) {
	c.polygon([]float64{
		x - s, y + s, x + s, y + s, x + s, y - s*0.2, x, y - s, x - s, y - s*0.2,
	}, fill, "#1a1a1a", 1.1)
}

// tower draws a castle tower centred at (x, y).
func (c *canvas) tower(x, y, s float64, fill string) {
	c.polygon([]float64{
		x - s, y + s, x + s, y + s, x + s, y - s, x + s*0.6, y - s, x + s*0.6, y - s*0.6, x + s*0.2, y - s*0.6,
		x + s*0.2, y - s, x - s*0.2, y - s, x - s*0.2, y - s*0.6, x - s*0.6, y - s*0.6, x - s*0.6, y - s, x - s, y - s,
	}, fill, "#333333", 1)
}

func (c *canvas) line(x1, y1, x2, y2 float64, stroke string, width float64) {
	fmt.Fprintf(&c.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s" stroke-linecap="round"/>`+"\n",
		num(x1), num(y1), num(x2), num(y2), stroke, num(width))
}
