package gametest

import (
	"fmt"
	"strings"
	"unicode"
)

// fixedGarbage is parsed at the start of every game.
var fixedGarbage = []string{
	"", " ", "\n", "\x00", "\xff\xfe\xfd", "-", "0", "-1", "+", "()", "[]", "{}", "null",
	"99999999999999999999", "-9223372036854775808", "1e309", "NaN", "🂡", "\u0301",
	strings.Repeat("9", 300), strings.Repeat("a b ", 100),
}

// garbageString returns a random string: most often a real notation seen
// earlier with a few random edits (which often parses to a move that is legal
// elsewhere, or to nothing), otherwise random runes of the notations.
func (r *runner[S, M]) garbageString() string {
	rng := r.rng
	randRune := func() rune { return r.alpha[rng.IntN(len(r.alpha))] }
	if len(r.texts) == 0 || rng.IntN(4) == 0 {
		t := make([]rune, rng.IntN(13))
		for i := range t {
			t[i] = randRune()
		}
		return string(t)
	}
	t := []rune(r.texts[rng.IntN(len(r.texts))])
	for range 1 + rng.IntN(3) {
		i := 0
		if len(t) > 0 {
			i = rng.IntN(len(t))
		}
		switch k := rng.IntN(8); {
		case k == 0 && len(t) > 0:
			t[i] = randRune()
		case k == 1 && len(t) > 0:
			t = append(t[:i], t[i+1:]...)
		case k == 2:
			t = append(t[:i], append([]rune{randRune()}, t[i:]...)...)
		case k == 3:
			t = t[:i]
		case k == 4:
			sep := []rune{' ', ',', ';', 0}[rng.IntN(4)]
			if sep != 0 {
				t = append(t, sep)
			}
			t = append(t, []rune(r.texts[rng.IntN(len(r.texts))])...)
		case k == 5 && len(t) > 0:
			if unicode.IsUpper(t[i]) {
				t[i] = unicode.ToLower(t[i])
			} else {
				t[i] = unicode.ToUpper(t[i])
			}
		case k == 6 && len(t) > 1:
			j := rng.IntN(len(t))
			t[i], t[j] = t[j], t[i]
		default:
			return " " + string(t) + " "
		}
	}
	return string(t)
}

// jsonBytes are the bytes most likely to change the meaning of a JSON
// document rather than just break it.
const jsonBytes = `{}[]":,0123456789-.eEtrufalsn \`

// corrupt returns a corrupted copy of doc and a description of the damage.
func (r *runner[S, M]) corrupt(doc []byte) ([]byte, string) {
	rng := r.rng
	if len(doc) == 0 {
		return []byte("{"), "an empty document replaced by \"{\""
	}
	i := rng.IntN(len(doc))
	b := func() byte {
		if rng.IntN(4) == 0 {
			return byte(rng.IntN(256))
		}
		return jsonBytes[rng.IntN(len(jsonBytes))]
	}
	at := func(how string) string {
		lo, hi := max(0, i-40), min(len(doc), i+40)
		return fmt.Sprintf("%s at byte %d of %d, near %q", how, i, len(doc), doc[lo:hi])
	}
	out := append([]byte(nil), doc...)
	switch rng.IntN(6) {
	case 0:
		return out[:i], at("truncated")
	case 1:
		c := b()
		out[i] = c
		return out, at(fmt.Sprintf("byte replaced by %q", c))
	case 2:
		return append(out[:i], out[i+1:]...), at("byte deleted")
	case 3:
		c := b()
		return append(out[:i], append([]byte{c}, doc[i:]...)...), at(fmt.Sprintf("byte %q inserted", c))
	default:
		// Replace the number or literal around i by another value.
		lo, hi := i, i
		for lo > 0 && isValueByte(doc[lo-1]) {
			lo--
		}
		for hi < len(doc) && isValueByte(doc[hi]) {
			hi++
		}
		vals := []string{"-1", "0", "1", "7", "255", "99999999999", "-99999999999", "1.5", "1e3", "null", "true", `"x"`, `""`, "[]", "{}", "[0]"}
		v := vals[rng.IntN(len(vals))]
		out = append(append(append([]byte(nil), doc[:lo]...), v...), doc[hi:]...)
		return out, at(fmt.Sprintf("value %q replaced by %s", doc[lo:hi], v))
	}
}

func isValueByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '.' || c >= 'a' && c <= 'z' || c == 'E'
}
