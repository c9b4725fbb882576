package kingdoms

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Schema reads the field every game's JSON document holds,
// "schema": "<game>/<version>" (such as "kingdomino/1"), and returns the
// game's name and the version, so that a tool can pick the game that
// decodes a document before decoding it. The games write it first, but
// JSON objects are unordered (RFC 8259) and tools re-sort their members
// (jq -S, Python's sort_keys, Go maps): Schema finds it wherever it stands
// among the object's members, skipping the others without decoding them. A
// document that is not a JSON object with one "schema" field of that form
// gives an error wrapping [ErrBadState].
func Schema(doc []byte) (game string, version int, err error) {
	d := json.NewDecoder(bytes.NewReader(doc))
	bad := func(format string, a ...any) (string, int, error) {
		return "", 0, fmt.Errorf("%s: %w", fmt.Sprintf(format, a...), ErrBadState)
	}
	tok, err := d.Token()
	if err != nil {
		return bad("not a JSON document: %v", err)
	}
	if tok != json.Delim('{') {
		return bad("not a JSON object (it starts with %s)", excerptToken(tok))
	}
	var s string
	found := false
	for d.More() {
		if tok, err = d.Token(); err != nil {
			return bad("not a JSON object: %v", err)
		}
		if key, _ := tok.(string); key != "schema" {
			var skip json.RawMessage
			if err := d.Decode(&skip); err != nil {
				return bad("the field %s: not valid JSON: %v", excerptToken(tok), err)
			}
			continue
		}
		if found {
			return bad(`two "schema" fields`)
		}
		found = true
		if tok, err = d.Token(); err != nil {
			return bad(`the "schema" field: %v`, err)
		}
		var ok bool
		if s, ok = tok.(string); !ok {
			return bad(`the "schema" field is %s, not a string "<game>/<version>"`, excerptToken(tok))
		}
	}
	if _, err := d.Token(); err != nil { // the closing brace
		return bad("not a JSON object: %v", err)
	}
	if !found {
		return bad(`no "schema" field: a game's document holds "schema": "<game>/<version>"`)
	}
	name, v, ok := strings.Cut(s, "/")
	n, nerr := strconv.Atoi(v)
	if !ok || !gameName(name) || nerr != nil || n < 1 || strings.HasPrefix(v, "+") {
		return bad(`the "schema" field is %s, not "<game>/<version>" (a lower-case name, a version from 1)`, Excerpt(s))
	}
	return name, n, nil
}

// excerptToken quotes a JSON token for an error message.
func excerptToken(tok any) string {
	switch t := tok.(type) {
	case string:
		return Excerpt(t)
	case json.Delim:
		return fmt.Sprintf("%q", string(t))
	}
	t := fmt.Sprint(tok)
	if len(t) > maxExcerpt {
		return Excerpt(t)
	}
	return t
}

// maxExcerpt is the number of bytes of input Excerpt quotes.
const maxExcerpt = 40

// Excerpt quotes text for an error message, cut to its first 40 bytes (at a
// character boundary) followed by "..." and the length when it is longer, so
// that an error never repeats a large input. Every error of the module that
// quotes its input quotes it with Excerpt.
func Excerpt(text string) string {
	if len(text) <= maxExcerpt {
		return strconv.Quote(text)
	}
	cut := maxExcerpt
	for cut > 0 && !utf8RuneStart(text[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (%d bytes)", strconv.Quote(text[:cut]), len(text))
}

// gameName reports whether name can be a game's name: 1 to 40 lower-case
// letters, digits and hyphens.
func gameName(name string) bool {
	if name == "" || len(name) > maxExcerpt {
		return false
	}
	for _, r := range name {
		if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// utf8RuneStart reports whether b can start a UTF-8 character.
func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }
