package kingdoms

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// DecodeStrict decodes data, which must hold one JSON value and nothing
// after it, into v, refusing the fields v does not have. Its errors name the
// field concerned and quote at most an excerpt of the input ([Excerpt]), so
// that a huge or hostile document never comes back whole in a message; they
// wrap no sentinel: the caller wraps [ErrBadState] or [ErrBadConfig] as the
// document is a state or a configuration. The games decode their documents
// and configurations with it.
func DecodeStrict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return jsonError(err)
	}
	// Only white space may follow (Decoder.More would miss a stray "]" or
	// "}").
	if len(bytes.TrimSpace(data[d.InputOffset():])) > 0 {
		return errors.New("data after the JSON value")
	}
	return nil
}

// CheckSchema reads the "schema" field doc opens with ([Schema]) and
// returns nil when it is game's, of the given version. Otherwise the error,
// wrapping [ErrBadState], gives the reason: not a game's document, the
// document of another game ("this is a document of "arkadia", not of
// "kingdomino""), or another version.
func CheckSchema(doc []byte, game string, version int) error {
	g, v, err := Schema(doc)
	switch {
	case err != nil:
		return err
	case g != game:
		return fmt.Errorf("this is a document of %q, not of %q: %w", g, game, ErrBadState)
	case v != version:
		return fmt.Errorf("schema: version %d of the %s document; this package reads version %d (%q): %w", v, game, version, fmt.Sprintf("%s/%d", game, version), ErrBadState)
	}
	return nil
}

// jsonError rewrites an error of encoding/json so that it names the field
// and quotes at most an excerpt of the input.
func jsonError(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case err == io.EOF:
		return errors.New("no JSON value (the input is empty)")
	case err == io.ErrUnexpectedEOF:
		return errors.New("not valid JSON: the input ends in the middle of a value")
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			field = "the document"
		}
		// Value is a kind, such as "string", or a number with its text,
		// such as "number 1e999".
		value := te.Value
		if kind, text, ok := strings.Cut(value, " "); ok && len(text) > maxExcerpt {
			value = kind + " " + Excerpt(text)
		} else if len(value) > maxExcerpt {
			value = Excerpt(value)
		}
		return fmt.Errorf("%s: a JSON %s where %s is wanted", field, value, wanted(te.Type))
	case errors.As(err, &se):
		return fmt.Errorf("not valid JSON: %v (at byte %d)", se, se.Offset)
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		if u, uerr := strconv.Unquote(name); uerr == nil {
			name = u
		}
		return fmt.Errorf("unknown field %s", Excerpt(name))
	}
	if len(msg) > 200 {
		msg = Excerpt(msg)
	}
	return errors.New(msg)
}

// wanted names the JSON value that a Go type t decodes from, for an error
// message: the type itself (such as int or kingdombuilder.Config), but for
// a type that holds an unexported type of a package (such as
// []arkadia.jsonPlayer), whose name means nothing to the author of the
// document, which is named by what it is: an object, an array.
func wanted(t reflect.Type) string {
	if !hidden(t) {
		return t.String()
	}
	switch t.Kind() {
	case reflect.Pointer:
		return wanted(t.Elem())
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "an array"
	}
	return t.Kind().String()
}

// hidden reports whether t is, or holds, an unexported named type.
func hidden(t reflect.Type) bool {
	for {
		if t.Name() != "" && t.PkgPath() != "" && !exported(t.Name()) {
			return true
		}
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			t = t.Elem()
		case reflect.Map:
			if hidden(t.Key()) {
				return true
			}
			t = t.Elem()
		default:
			return false
		}
	}
}

// exported reports whether name starts with an upper-case letter.
func exported(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsUpper(r)
}
