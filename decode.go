package kingdoms

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"io"
	"reflect"
	"strconv"
	"strings"
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

// CheckSchema reads the "schema" field of doc, wherever it stands ([Schema]), and
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

// wanted names the JSON value that a Go type t decodes, for an error: by
// its Go name (int, []string, a package's exported Config), unless the type
// or what it is made of is unexported (a game's document type, such as
// []slotJSON), which is named by the JSON it reads ("an array", "an
// object"), so that no unexported Go type name shows in a message.
func wanted(t reflect.Type) string {
	if !unexported(t) {
		return t.String()
	}
	if t.Implements(textUnmarshaler) || reflect.PointerTo(t).Implements(textUnmarshaler) {
		return "a string"
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Pointer:
		return wanted(t.Elem())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "another value"
}

// unexported reports whether t, or the type of its elements, is a named
// type that is not exported.
func unexported(t reflect.Type) bool {
	for t.Name() == "" && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Pointer || t.Kind() == reflect.Map) {
		if t.Kind() == reflect.Map && unexported(t.Key()) {
			return true
		}
		t = t.Elem()
	}
	return t.Name() != "" && t.PkgPath() != "" && !token.IsExported(t.Name())
}

// textUnmarshaler is the type of encoding.TextUnmarshaler.
var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

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
		want := "another value"
		if te.Type != nil {
			want = wanted(te.Type)
		}
		return fmt.Errorf("%s: a JSON %s where %s is wanted", field, value, want)
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
