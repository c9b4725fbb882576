package kingdomino

import (
	"fmt"
	"strings"
)

// String draws the state: the game and its variants, the lines with their
// kings, the deck, who is to move and what they must do, then each kingdom
// (as drawn by [Kingdom.String]) with its score so far.
func (s State) String() string {
	if s.players == 0 {
		return "kingdomino: no game\n"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Kingdomino, %d players", s.players)
	for _, v := range [...]struct {
		flag uint8
		name string
	}{{flagDuel, "Mighty Duel"}, {flagMiddle, "Middle Kingdom"}, {flagHarmony, "Harmony"}, {flagDynasty, "Dynasty"}} {
		if s.flags&v.flag != 0 {
			b.WriteString(", " + v.name)
		}
	}
	b.WriteByte('\n')
	if s.flags&flagDynasty != 0 {
		fmt.Fprintf(&b, "game %d of 3\n", s.game+1)
	}
	fmt.Fprintf(&b, "round %d of %d, deck %d", s.Round(), s.Rounds(), s.DeckSize())
	if s.Removed() > 0 {
		fmt.Fprintf(&b, ", %d removed", s.Removed())
	}
	b.WriteByte('\n')
	line := func(name string, l *[4]lineSlot, mark int) {
		if l[0].domino == 0 {
			return
		}
		b.WriteString(name)
		for i, x := range l[:s.kings] {
			b.WriteByte(' ')
			if i == mark {
				b.WriteByte('>')
			}
			b.WriteString(x.domino.String())
			if x.king >= 0 {
				fmt.Fprintf(&b, "(P%d)", x.king)
			}
		}
		b.WriteByte('\n')
	}
	mark := -1
	if s.phase == Placing || s.phase == Picking {
		mark = int(s.slot)
	}
	line("line:", &s.cur, mark)
	line("next:", &s.next, -1)
	switch s.phase {
	case Over:
		fmt.Fprintf(&b, "over: winners %v\n", s.Winners())
	case Choosing:
		fmt.Fprintf(&b, "player %d to pick (king %d of %d)\n", s.ToMove(), s.slot+1, s.kings)
	case Placing:
		fmt.Fprintf(&b, "player %d to place %v\n", s.ToMove(), s.cur[s.slot].domino)
	case Picking:
		fmt.Fprintf(&b, "player %d to pick\n", s.ToMove())
	}
	scores := s.Scores()
	for p := range int(s.players) {
		k := s.Kingdom(p)
		fmt.Fprintf(&b, "player %d: %d points", p, scores[p].Total)
		if k.k.discards > 0 {
			fmt.Fprintf(&b, ", %d discarded", k.k.discards)
		}
		b.WriteByte('\n')
		k.draw(&b, "  ")
	}
	return b.String()
}
