package kingdomino

import "strconv"

// A Terrain is the landscape of one square of a kingdom.
type Terrain uint8

// The terrains. NoTerrain is an empty square; Castle is the starting tile,
// which is wild for connection and belongs to no property.
const (
	NoTerrain Terrain = iota
	Wheat             // champ de blé
	Forest            // forêt
	Lake              // lac
	Grassland         // prairie
	Swamp             // marais
	Mine              // mine (montagne)
	Castle            // tuile de départ
)

var terrainNames = [...]string{"none", "wheat", "forest", "lake", "grassland", "swamp", "mine", "castle"}

// terrainLetters are the one-letter codes of State.String and Kingdom.String:
// upper case for the terrain, digits for the crowns.
var terrainLetters = [...]byte{'.', 'W', 'F', 'L', 'G', 'S', 'M', 'C'}

// String returns the terrain's lower-case English name, such as "wheat".
func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return "Terrain(" + strconv.Itoa(int(t)) + ")"
}

// A Domino is one of the 48 numbered dominoes, identified by the number on
// its back (1 to 48). The zero Domino is no domino.
type Domino uint8

// NumDominoes is the number of dominoes in the box.
const NumDominoes = 48

// A Half is one square of a domino: its terrain and its crowns (0 to 3).
type Half struct {
	Terrain Terrain
	Crowns  int
}

// dominoHalves are the 48 dominoes as printed: [n] holds the left and right
// halves of domino n when its landscape side is read normally. Source: the
// project's component data (kingdomino-dominoes.txt), whose totals match the
// composition printed on the back of the rules; see dominoes_test.go.
var dominoHalves = [NumDominoes + 1][2]struct {
	t Terrain
	c uint8
}{
	{},
	{{Wheat, 0}, {Wheat, 0}},         // 1
	{{Wheat, 0}, {Wheat, 0}},         // 2
	{{Forest, 0}, {Forest, 0}},       // 3
	{{Forest, 0}, {Forest, 0}},       // 4
	{{Forest, 0}, {Forest, 0}},       // 5
	{{Forest, 0}, {Forest, 0}},       // 6
	{{Lake, 0}, {Lake, 0}},           // 7
	{{Lake, 0}, {Lake, 0}},           // 8
	{{Lake, 0}, {Lake, 0}},           // 9
	{{Grassland, 0}, {Grassland, 0}}, // 10
	{{Grassland, 0}, {Grassland, 0}}, // 11
	{{Swamp, 0}, {Swamp, 0}},         // 12
	{{Wheat, 0}, {Forest, 0}},        // 13
	{{Wheat, 0}, {Lake, 0}},          // 14
	{{Wheat, 0}, {Grassland, 0}},     // 15
	{{Wheat, 0}, {Swamp, 0}},         // 16
	{{Forest, 0}, {Lake, 0}},         // 17
	{{Forest, 0}, {Grassland, 0}},    // 18
	{{Wheat, 1}, {Forest, 0}},        // 19
	{{Wheat, 1}, {Lake, 0}},          // 20
	{{Wheat, 1}, {Grassland, 0}},     // 21
	{{Wheat, 1}, {Swamp, 0}},         // 22
	{{Wheat, 1}, {Mine, 0}},          // 23
	{{Forest, 1}, {Wheat, 0}},        // 24
	{{Forest, 1}, {Wheat, 0}},        // 25
	{{Forest, 1}, {Wheat, 0}},        // 26
	{{Forest, 1}, {Wheat, 0}},        // 27
	{{Forest, 1}, {Lake, 0}},         // 28
	{{Forest, 1}, {Grassland, 0}},    // 29
	{{Lake, 1}, {Wheat, 0}},          // 30
	{{Lake, 1}, {Wheat, 0}},          // 31
	{{Lake, 1}, {Forest, 0}},         // 32
	{{Lake, 1}, {Forest, 0}},         // 33
	{{Lake, 1}, {Forest, 0}},         // 34
	{{Lake, 1}, {Forest, 0}},         // 35
	{{Wheat, 0}, {Grassland, 1}},     // 36
	{{Lake, 0}, {Grassland, 1}},      // 37
	{{Wheat, 0}, {Swamp, 1}},         // 38
	{{Grassland, 0}, {Swamp, 1}},     // 39
	{{Mine, 1}, {Wheat, 0}},          // 40
	{{Wheat, 0}, {Grassland, 2}},     // 41
	{{Lake, 0}, {Grassland, 2}},      // 42
	{{Wheat, 0}, {Swamp, 2}},         // 43
	{{Grassland, 0}, {Swamp, 2}},     // 44
	{{Mine, 2}, {Wheat, 0}},          // 45
	{{Swamp, 0}, {Mine, 2}},          // 46
	{{Swamp, 0}, {Mine, 2}},          // 47
	{{Wheat, 0}, {Mine, 3}},          // 48
}

// Valid reports whether d is one of the 48 dominoes.
func (d Domino) Valid() bool { return d >= 1 && d <= NumDominoes }

// Halves returns the left and right halves of d as printed (the zero halves
// for an invalid domino). A placement names where the left half goes and the
// direction in which the right half lies from it.
func (d Domino) Halves() (left, right Half) {
	if !d.Valid() {
		return Half{}, Half{}
	}
	h := dominoHalves[d]
	return Half{h[0].t, int(h[0].c)}, Half{h[1].t, int(h[1].c)}
}

// Crowns returns the number of crowns on d.
func (d Domino) Crowns() int {
	l, r := d.Halves()
	return l.Crowns + r.Crowns
}

// symmetric reports whether both halves of d are alike (same terrain, same
// crowns): dominoes 1 to 12. Turning such a domino half a turn changes
// nothing, so only its Right and Down placements are moves.
func (d Domino) symmetric() bool { return symmetricDominoes>>(d&63)&1 != 0 }

// symmetricDominoes has bit d set for each domino d whose halves are alike.
var symmetricDominoes = func() (set uint64) {
	for d := Domino(1); d <= NumDominoes; d++ {
		if h := dominoHalves[d]; h[0] == h[1] {
			set |= 1 << d
		}
	}
	return set
}()

// String returns the domino's number, such as "23", or "Domino(n)" when d is
// not valid.
func (d Domino) String() string {
	if !d.Valid() {
		return "Domino(" + strconv.Itoa(int(d)) + ")"
	}
	return strconv.Itoa(int(d))
}
