package kingdomino

import "testing"

// TestDominoTotals checks the 48 dominoes against the composition printed on
// the back of the rules (rules/001, last page: the count of each landscape
// square with and without crowns) and the project's component data.
func TestDominoTotals(t *testing.T) {
	type key struct {
		t Terrain
		c int
	}
	count := map[key]int{}
	squares, crowns, crowned := 0, 0, 0
	for d := Domino(1); d <= NumDominoes; d++ {
		l, r := d.Halves()
		if l.Crowns > 0 && r.Crowns > 0 {
			t.Errorf("domino %v has crowns on both halves", d)
		}
		if d <= 12 && (l != r || !d.symmetric()) {
			t.Errorf("domino %v should be one terrain without crowns", d)
		}
		if d > 12 && d.symmetric() {
			t.Errorf("domino %v should have two different halves", d)
		}
		for _, h := range []Half{l, r} {
			count[key{h.Terrain, h.Crowns}]++
			squares++
			crowns += h.Crowns
			if h.Crowns > 0 {
				crowned++
			}
		}
	}
	if squares != 96 || crowns != 39 || crowned != 30 {
		t.Errorf("%d squares, %d crowns, %d crowned squares; want 96, 39, 30", squares, crowns, crowned)
	}
	want := map[key]int{
		{Wheat, 0}: 21, {Wheat, 1}: 5,
		{Lake, 0}: 12, {Lake, 1}: 6,
		{Forest, 0}: 16, {Forest, 1}: 6,
		{Grassland, 0}: 10, {Grassland, 1}: 2, {Grassland, 2}: 2,
		{Swamp, 0}: 6, {Swamp, 1}: 2, {Swamp, 2}: 2,
		{Mine, 0}: 1, {Mine, 1}: 1, {Mine, 2}: 3, {Mine, 3}: 1,
	}
	for k, n := range want {
		if count[k] != n {
			t.Errorf("%v with %d crowns: %d squares, want %d", k.t, k.c, count[k], n)
		}
	}
	if len(count) != len(want) {
		t.Errorf("unexpected kinds of squares: %v", count)
	}
	// Spot checks against the data file.
	if l, r := Domino(48).Halves(); l != (Half{Wheat, 0}) || r != (Half{Mine, 3}) {
		t.Errorf("domino 48 = %v %v, want wheat 0, mine 3", l, r)
	}
	if l, r := Domino(23).Halves(); l != (Half{Wheat, 1}) || r != (Half{Mine, 0}) {
		t.Errorf("domino 23 = %v %v, want wheat 1, mine 0", l, r)
	}
	if l, _ := Domino(0).Halves(); l != (Half{}) || Domino(49).Valid() {
		t.Error("invalid dominoes should have no halves")
	}
}

// TestCrownsOnOneHalf checks what crownHalf relies on: no domino has crowns
// on both halves.
func TestCrownsOnOneHalf(t *testing.T) {
	for d := Domino(1); d <= NumDominoes; d++ {
		if l, r := d.Halves(); l.Crowns > 0 && r.Crowns > 0 {
			t.Errorf("domino %v has crowns on both halves", d)
		}
	}
}
