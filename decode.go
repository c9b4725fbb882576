package kingdoms

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// DecodeStrict decodes data, which must hold one JSON value and nothing
// after it, into v, refusing the fields v does not have and the member names
// that match a field's only when case is ignored ("Players" for "players":
// one spelling, the field's JSON name). Its errors name the
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
	if t := reflect.TypeOf(v); t != nil && t.Kind() == reflect.Pointer {
		return exactKeys(data, t.Elem(), "")
	}
	return nil
}

// exactKeys checks that every member name of the JSON objects in raw,
// which decoded into a value of type t, is exactly the JSON name of a field:
// encoding/json also takes "Players" for "players", and a document or a
// configuration has one spelling. path is where raw stands, for the error.
// A type that decodes itself (json.Unmarshaler, encoding.TextUnmarshaler)
// is its own judge.
func exactKeys(raw []byte, t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(unmarshalerType) || reflect.PointerTo(t).Implements(textUnmarshalerType) {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct:
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return nil // null, or a shape the decoder judged
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			f, ok := jsonField(t, k, false)
			if !ok {
				if f, ok := jsonField(t, k, true); ok {
					return fmt.Errorf("unknown field %s (the field is %q)", Excerpt(path+k), path+jsonName(f))
				}
				return fmt.Errorf("unknown field %s", Excerpt(path+k))
			}
			if err := exactKeys(m[k], f.Type, path+k+"."); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Array:
		var a []json.RawMessage
		if json.Unmarshal(raw, &a) != nil {
			return nil
		}
		for i, e := range a {
			if err := exactKeys(e, t.Elem(), fmt.Sprintf("%s[%d].", strings.TrimSuffix(path, "."), i)); err != nil {
				return err
			}
		}
	case reflect.Map:
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return nil
		}
		for k, e := range m {
			if err := exactKeys(e, t.Elem(), path+k+"."); err != nil {
				return err
			}
		}
	}
	return nil
}

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// jsonName returns the JSON name of field f: its tag's, else its Go name.
func jsonName(f reflect.StructField) string {
	if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag != "" {
		return tag
	}
	return f.Name
}

// jsonField returns the field of struct type t that encoding/json reads the
// member name into: exactly, or ignoring case when fold is true. Fields of
// embedded structs count as the struct's own.
func jsonField(t reflect.Type, name string, fold bool) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Tag.Get("json") == "-" {
			continue
		}
		if f.Anonymous && f.Tag.Get("json") == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				if g, ok := jsonField(ft, name, fold); ok {
					return g, true
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if n := jsonName(f); n == name || fold && strings.EqualFold(n, name) {
			return f, true
		}
	}
	return reflect.StructField{}, false
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
	if !named(t) {
		return t.String() // int, string, []string: the language's own names
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

// named reports whether t, or the type of its elements, is a type a
// package declares: an error describes it by the JSON it reads ("an
// object"), never by a Go name a reader of the message does not know.
func named(t reflect.Type) bool {
	for t.Name() == "" && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Pointer || t.Kind() == reflect.Map) {
		if t.Kind() == reflect.Map && named(t.Key()) {
			return true
		}
		t = t.Elem()
	}
	return t.Name() != "" && t.PkgPath() != ""
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
