package kingdomino

import (
	"slices"
	"strings"
	"testing"

	"github.com/boardrules/kingdoms"
	"github.com/boardrules/kingdoms/squaregrid"
)

// The rulebook (rules/001, "Fin du jeu") states the scoring rules but its
// worked example is a picture, not text, so the golden tests below are built
// by hand, each citing the sentence of the rules it checks.

// picture builds a kingdom from a drawing in the format of Kingdom.String:
// two characters per square, a terrain letter (. or space for empty) and a
// crown digit (or a space). The castle C fixes the origin.
func picture(t *testing.T, pic string) kingdom {
	t.Helper()
	lines := strings.Split(strings.Trim(pic, "\n"), "\n")
	cr, cc := -1, -1
	for r, l := range lines {
		if i := strings.IndexByte(l, 'C'); i >= 0 {
			cr, cc = r, i/2
		}
	}
	if cr < 0 {
		t.Fatalf("picture without a castle:\n%s", pic)
	}
	k := newKingdom()
	for r, l := range lines {
		for j := 0; 2*j < len(l); j++ {
			ch := l[2*j]
			if ch == '.' || ch == ' ' || ch == 'C' {
				continue
			}
			ter := Terrain(strings.IndexByte(string(terrainLetters[:]), ch))
			if ter < Wheat || ter > Mine {
				t.Fatalf("bad letter %q in picture", ch)
			}
			c := uint8(0)
			if 2*j+1 < len(l) && l[2*j+1] != ' ' {
				c = l[2*j+1] - '0'
			}
			i := cellOf(squaregrid.Pt(r-cr, j-cc))
			if i < 0 {
				t.Fatalf("picture too large")
			}
			k.add(i, ter)
			if c > 0 {
				k.crown(t, i, ter, c)
			}
		}
	}
	return k
}

// crown records c crowns on cell i of terrain ter, for a picture: the log
// gets an entry for a domino with such a half, its other half (which has no
// crown) pointing at a neighbouring cell. Only scoring reads such a log.
func (k *kingdom) crown(t *testing.T, i int, ter Terrain, c uint8) {
	t.Helper()
	for d := Domino(1); d <= NumDominoes; d++ {
		h := dominoHalves[d]
		switch {
		case h[0].t == ter && h[0].c == c:
			k.log[k.n] = entry{dd: uint8(d) | uint8(squaregrid.Right)<<6, cell: uint8(i)}
		case h[1].t == ter && h[1].c == c:
			k.log[k.n] = entry{dd: uint8(d) | uint8(squaregrid.Left)<<6, cell: uint8(i + 1)}
		default:
			continue
		}
		k.n++
		return
	}
	t.Fatalf("no domino has a %v half with %d crowns", ter, c)
}

// finished returns a finished game whose kingdoms are ks.
func finished(c Config, ks ...kingdom) State {
	var s State
	if err := s.configure(c); err != nil {
		panic(err)
	}
	for p, k := range ks {
		s.setKingdom(p, k)
	}
	s.phase = Over
	return s
}

func TestPictureRoundTrip(t *testing.T) {
	pic := "W1W F\nC L M2\n. G S1\n"
	k := picture(t, pic)
	if got := newPublicKingdom(k, 5).String(); got != pic {
		t.Errorf("String() =\n%s\nwant\n%s", got, pic)
	}
}

func TestScoringGolden(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		pic   string
		score int
		props []Property // only checked when not nil
	}{
		{
			name: "one property: squares times crowns",
			rule: "Chaque domaine rapporte autant de points de prestige que son NOMBRE DE CASES multiplié par le NOMBRE DE COURONNES",
			pic: `
C G1G G2
. G G`,
			score: 5 * 3,
		},
		{
			name: "several properties of one terrain",
			rule: "Il peut y avoir plusieurs domaines du même type de paysage dans un même royaume.",
			pic: `
W1W F F W1
C L L L W1
W1. . . W`,
			// Wheat: {(0,0),(0,1)} 2x1, {(0,4),(1,4),(2,4)} 3x2, {(2,0)} 1x1.
			score: 2*1 + 3*2 + 1*1,
			props: []Property{
				{Wheat, 2, 1, squaregrid.Pt(-1, 0)},
				{Wheat, 3, 2, squaregrid.Pt(-1, 4)},
				{Wheat, 1, 1, squaregrid.Pt(1, 0)},
				{Forest, 2, 0, squaregrid.Pt(-1, 2)},
				{Lake, 3, 0, squaregrid.Pt(0, 1)},
			},
		},
		{
			name: "properties without crowns are worth nothing",
			rule: "Un domaine sans couronne ne rapporte rien.",
			pic: `
F F F F
C L L G
S S M M`,
			score: 0,
		},
		{
			name: "the castle joins nothing and scores nothing",
			rule: "Un royaume est constitué de différents DOMAINES (groupe de cases connectées horizontalement ou verticalement du même type de paysage).",
			pic: `
W1C W1`,
			// Two wheat properties of one square, not one of three.
			score: 1 + 1,
		},
		{
			name: "diagonal squares are not connected",
			rule: "groupe de cases connectées horizontalement ou verticalement",
			pic: `
C G2.
. . G1`,
			score: 2 + 1,
		},
		{
			name: "crowns on several squares of a property add up",
			rule: "multiplié par le NOMBRE DE COURONNES présentes sur le domaine",
			pic: `
C S S2S1
. M3M2.`,
			score: 3*3 + 2*5,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k := picture(t, tc.pic)
			total := k.score(5, 0, nil).total
			if total != tc.score {
				t.Errorf("score %d, want %d (%s)\n%s", total, tc.score, tc.rule, tc.pic)
			}
			s := finished(Config{Players: 2}, k, newKingdom())
			sc := s.Scores()[0]
			if sc.Total != tc.score || sc.Sum() != sc.Total {
				t.Errorf("Scores()[0] = %+v, want total %d", sc, tc.score)
			}
			if tc.props != nil {
				got := newPublicKingdom(k, 5).Properties()
				if !slices.Equal(got, tc.props) {
					t.Errorf("Properties() = %v\nwant %v", got, tc.props)
				}
			}
		})
	}
}

// TestMiddleKingdom checks "Empire du milieu: Marquez 10 points de bonus si
// votre château se retrouve au centre de votre royaume" at the edges of its
// definition (RULINGS.md: the bounding box reaches exactly 2 squares, 3 in
// the Mighty Duel, on every side of the castle; gaps inside are allowed).
func TestMiddleKingdom(t *testing.T) {
	tests := []struct {
		name string
		size int
		pic  string
		want bool
	}{
		{"full 5x5, castle in the middle", 5, `
F F F F F
F F F F F
F F C F F
F F F F F
F F F F F`, true},
		{"gaps inside the bound are allowed", 5, `
F . . . .
. . . . .
. . C . .
. . . . .
. . . . F`, true},
		{"reaching the corners through one row and one column", 5, `
. . F . .
. . F . .
F F C F F
. . F . .
. . F . .`, true},
		{"5x5 with the castle one column off centre", 5, `
F F F F F
F F F F F
F C F F F
F F F F F
F F F F F`, false},
		{"centred but only 4 rows", 5, `
F F F F F
F F C F F
F F F F F
F F F F F`, false},
		{"centred 3x3 is not enough", 5, `
F F F
F C F
F F F`, false},
		{"Mighty Duel: 7x7 centred", 7, `
F . . . . . .
. . . . . . .
. . . . . . .
. . . C . . .
. . . . . . .
. . . . . . .
. . . . . . F`, true},
		{"Mighty Duel: a centred 5x5 is not enough", 7, `
F F F F F
F F F F F
F F C F F
F F F F F
F F F F F`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k := picture(t, tc.pic)
			if got := k.middle(tc.size); got != tc.want {
				t.Errorf("middle(%d) = %v, want %v\n%s", tc.size, got, tc.want, tc.pic)
			}
			c := Config{Players: 2, MiddleKingdom: true, MightyDuel: tc.size == 7}
			sc := finished(c, k, newKingdom()).Scores()[0]
			last := sc.Parts[len(sc.Parts)-1]
			want := 0
			if tc.want {
				want = MiddleKingdomBonus
			}
			if last.Source != "Middle Kingdom" || last.Points != want || sc.Total != want {
				t.Errorf("score %+v, want a Middle Kingdom part of %d and total %d", sc, want, want)
			}
			// Without the variant, no bonus and no part.
			sc = finished(Config{Players: 2, MightyDuel: tc.size == 7}, k, newKingdom()).Scores()[0]
			if sc.Total != 0 || len(sc.Parts) != k.score(tc.size, 0, nil).n {
				t.Errorf("without the variant: %+v", sc)
			}
		})
	}
}

// TestHarmony checks "Harmonie: Marquez 5 points de bonus si votre royaume
// est complet (aucun domino défaussé)": with and without a discard.
func TestHarmony(t *testing.T) {
	clean := picture(t, "C W1W")
	withDiscard := picture(t, "C W1W")
	withDiscard.discard(47)
	s := finished(Config{Players: 2, Harmony: true}, clean, withDiscard)
	sc := s.Scores()
	if sc[0].Total != 2+HarmonyBonus || sc[1].Total != 2 {
		t.Errorf("totals %d and %d, want %d and 2", sc[0].Total, sc[1].Total, 2+HarmonyBonus)
	}
	for p, want := range []int{HarmonyBonus, 0} {
		last := sc[p].Parts[len(sc[p].Parts)-1]
		if last.Source != "Harmony" || last.Points != want {
			t.Errorf("player %d: last part %+v, want Harmony %d", p, last, want)
		}
	}
	if got := s.Winners(); !slices.Equal(got, []int{0}) {
		t.Errorf("Winners() = %v, want [0]", got)
	}
	// Middle Kingdom and Harmony together.
	full := picture(t, `
F . . . .
. . . . .
. . C . .
. . . . .
. . . . W1`)
	sc = finished(Config{Players: 2, Harmony: true, MiddleKingdom: true}, full, newKingdom()).Scores()
	if sc[0].Total != 1+MiddleKingdomBonus+HarmonyBonus {
		t.Errorf("both bonuses: %+v", sc[0])
	}
}

// TestTieBreaks checks "En cas d'égalité, le joueur qui a construit le
// domaine le plus étendu (peu importe que ce domaine possède des couronnes ou
// pas), remporte la partie. En cas de nouvelle égalité, celui qui a le plus
// de couronnes remporte la partie. Si les joueurs n'arrivent toujours pas à
// se départager, ils remportent tous la victoire."
func TestTieBreaks(t *testing.T) {
	// 4 points each.
	a := picture(t, "C W1W W W") // largest property 4, 1 crown
	b := picture(t, `
C W1W1
. F F F F F`) // 2x2 = 4; largest property 5 (forest, no crown), 2 crowns
	c := picture(t, `
C W1W1
. F F F F F`) // the same as b
	d := picture(t, "C W1W1\nL L L L") // 2x2 = 4; largest property 4 (lake), 2 crowns
	e := picture(t, "C W1W W W\nS1")   // 4 + 1 = 5: the clear winner
	tests := []struct {
		name string
		ks   []kingdom
		want []int
	}{
		{"highest score wins", []kingdom{a, e}, []int{1}},
		{"tie: the largest property wins, crowns or not", []kingdom{a, b}, []int{1}},
		{"tie on score and largest property: most crowns", []kingdom{d, picture(t, "C L1L L L")}, []int{0}},
		{"still tied: shared victory", []kingdom{b, c, a}, []int{0, 1}},
		{"four players", []kingdom{a, b, c, e}, []int{3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := finished(Config{Players: len(tc.ks)}, tc.ks...)
			if got := s.Winners(); !slices.Equal(got, tc.want) {
				var totals []int
				for _, sc := range s.Scores() {
					totals = append(totals, sc.Total)
				}
				t.Errorf("Winners() = %v, want %v (totals %v)", got, tc.want, totals)
			}
		})
	}
}

// TestDynastyWinners checks the Dynasty rule ("celui qui a cumulé le plus de
// points lors des 3 manches remporte la partie") and its tie-breakers as
// ruled in the package documentation.
func TestDynastyWinners(t *testing.T) {
	s := finished(Config{Players: 2, Dynasty: true}, picture(t, "C W1W"), picture(t, "C W1W1"))
	s.game = 2
	s.past[0] = [4]result{{total: 10, largest: 3, crowns: 5}, {total: 4, largest: 3, crowns: 5}}
	s.past[1] = [4]result{{total: 0, largest: 3, crowns: 5}, {total: 4, largest: 3, crowns: 5}}
	// Totals: 10+0+2 = 12 against 4+4+4 = 12; largest 3 each; crowns 5+5+1
	// against 5+5+2.
	if got := s.Winners(); !slices.Equal(got, []int{1}) {
		t.Errorf("Winners() = %v, want [1]", got)
	}
	sc := s.Scores()
	if sc[0].Total != 12 || sc[0].Parts[0] != (kingdoms.ScorePart{Source: "game 1", Points: 10}) || sc[0].Parts[1].Source != "game 2" {
		t.Errorf("Scores()[0] = %+v", sc[0])
	}
	s.past[0][0].largest = 9
	if got := s.Winners(); !slices.Equal(got, []int{0}) {
		t.Errorf("with a larger property in game 1: Winners() = %v, want [0]", got)
	}
}

// setKingdom makes k player p's kingdom in s (whose config is set).
func (s *State) setKingdom(p int, k kingdom) {
	s.boards[p] = k.board
	base := p * int(logShare[s.players])
	copy(s.log[base:base+int(k.n)], k.log[:k.n])
}
