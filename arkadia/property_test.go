package arkadia

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"
)

// TestPropertyGoldAndPieces plays random games drawn by rapid and checks,
// move by move, the invariants of checkInvariant (buildings on the board and
// apart, 11 workers per player, 24 neutral workers, 28 castle pieces, one
// card per building) and that gold only grows through sales, at the values
// the castle shows: a sale of n seals of a family adds n times its value, the
// end adds each family's seals times its value, and nothing else changes
// gold.
func TestPropertyGoldAndPieces(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 4).Draw(t, "players")
		first := rapid.Bool().Draw(t, "first")
		seed := rapid.Uint64().Draw(t, "seed")
		s, err := New(Config{Players: players, Seed: seed, FirstGame: first})
		if err != nil {
			t.Fatal(err)
		}
		var buf []Move
		for n := 0; !s.IsTerminal(); n++ {
			if n > MaxMoves(Config{Players: players}) {
				t.Fatalf("no end after %d moves", n)
			}
			if err := checkInvariant(s); err != nil {
				t.Fatal(err)
			}
			buf = AppendLegal(buf[:0], s)
			m := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
			next, err := Apply(s, m)
			if err != nil {
				t.Fatal(err)
			}
			if err := goldStep(s, next, m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			s = next
		}
		if err := checkInvariant(s); err != nil {
			t.Fatal(err)
		}
		sc := s.Scores()
		for p, x := range sc {
			if x.Total != x.Sum() || x.Total != s.Gold(p) {
				t.Fatalf("player %d: score %d, parts %d, gold %d", p, x.Total, x.Sum(), s.Gold(p))
			}
		}
	})
}

// goldStep checks the change of gold from s to next by move m.
func goldStep(s, next State, m Move) error {
	for p := range s.Players() {
		want := s.Gold(p)
		if m.Kind() == MoveSell && p == s.Active() {
			want += m.Count() * s.Value(m.Family())
		}
		if next.IsTerminal() {
			for f := range Family(NumFamilies) {
				// seals held just before the end, after this move's own effect
				want += int(next.sold[p][f]) * next.Value(f)
			}
		}
		if got := next.Gold(p); got != want {
			return fmt.Errorf("player %d: gold %d -> %d, want %d", p, s.Gold(p), got, want)
		}
	}
	return nil
}

func TestNotationRoundTrip(t *testing.T) {
	moves := []Move{Play(Card{6, Red}, 3, Square{4, 4}), Worker(Square{0, 0}), Neutral(Square{11, 15}), Pass(), Stop(),
		Castle(Silver, Square{4, 6}), Draw(), Take(Card{1, Olive}), TakeBanner(), Decline(), Sell(Black, 12), Done()}
	want := []string{"play 6R 3 e5", "worker a1", "neutral p12", "pass", "stop", "castle S g5", "draw", "take 1O", "banner", "decline", "sell B 12", "done"}
	for i, m := range moves {
		if m.String() != want[i] {
			t.Errorf("%v: notation %q, want %q", m, m.String(), want[i])
		}
		back, err := ParseMove(want[i])
		if err != nil || back != m {
			t.Errorf("ParseMove(%q) = %v, %v", want[i], back, err)
		}
		var u Move
		b, _ := m.MarshalText()
		if err := u.UnmarshalText(b); err != nil || u != m {
			t.Errorf("text round trip of %v: %v", m, err)
		}
	}
	for _, bad := range []string{"", "play 6R e5", "play 6X 0 e5", "play 6R 8 e5", "worker", "worker 5e", "worker a0", "castle Q g5", "sell R 0", "sell R -1", "jump", "stop now"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted bad notation", bad)
		}
	}
	if _, err := (Move{}).MarshalText(); err == nil {
		t.Error("the zero Move marshalled")
	}
}
