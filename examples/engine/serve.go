package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// defaultMaxLine is the longest request line accepted by default: 1 MiB,
// far more than the largest state document (a few tens of kilobytes).
const defaultMaxLine = 1 << 20

// request is one line of input.
type request struct {
	// ID is echoed in the response as it was sent (any JSON value).
	ID     json.RawMessage `json:"id"`
	Op     string          `json:"op"`
	Game   string          `json:"game"`
	Config json.RawMessage `json:"config"`
	State  json.RawMessage `json:"state"`
	Move   *string         `json:"move"`
	Player *int            `json:"player"`
	Seed   *uint64         `json:"seed"`
}

// response is one line of output. The fields left out are those the op does
// not produce.
type response struct {
	ID          json.RawMessage `json:"id"`
	Error       string          `json:"error,omitempty"`
	Game        string          `json:"game,omitempty"`
	State       json.RawMessage `json:"state,omitempty"`
	Players     *int            `json:"players,omitempty"`
	ToMove      *int            `json:"to_move,omitempty"`
	Terminal    *bool           `json:"terminal,omitempty"`
	Legal       *[]string       `json:"legal,omitempty"`
	Scores      []score         `json:"scores,omitempty"`
	Winners     *[]int          `json:"winners,omitempty"`
	Shape       *shape          `json:"shape,omitempty"`
	Observation []float32       `json:"observation,omitempty"`
	SVG         string          `json:"svg,omitempty"`
}

// score is a player's score with its parts, as kingdoms.Score.
type score struct {
	Total int    `json:"total"`
	Parts []part `json:"parts"`
}

// part is one source of a score, as kingdoms.ScorePart.
type part struct {
	Source string `json:"source"`
	Points int    `json:"points"`
}

// shape is the shape of an observation: planes of rows x cols values, then
// a vector.
type shape struct {
	Planes int `json:"planes"`
	Rows   int `json:"rows"`
	Cols   int `json:"cols"`
	Vector int `json:"vector"`
}

// game is what the engine needs of one game; adapter implements it for
// each.
type game interface {
	// handle answers req, whose game is this one, filling resp, or returns
	// the error to answer.
	handle(req *request, resp *response) error
}

// games are the games served, by name.
var games = map[string]game{
	"kingdomino":     kingdominoGame,
	"kingdombuilder": kingdomBuilderGame,
	"arkadia":        arkadiaGame,
}

// gameNames returns the names of the games, sorted, for error messages.
func gameNames() string {
	names := make([]string, 0, len(games))
	for n := range games {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// ops are the operations, for error messages.
const ops = "new, apply, legal, scores, view, determinize, observe, render"

// defaultTimeout is the longest a request may take by default. Every op is
// bounded work that takes milliseconds at most; the timeout is a guard.
const defaultTimeout = 10 * time.Second

// server answers request lines within its limits.
type server struct {
	// maxLine is the longest request line accepted, in bytes, the newline
	// not counted.
	maxLine int
	// timeout is the longest a request may take: a request still running
	// then is answered with an error and abandoned, and the next line is
	// read.
	timeout time.Duration
	// handle answers one request line; it may keep the line.
	handle func(line []byte) *response
}

// serve answers the requests of r on w with the default limits.
func serve(r io.Reader, w io.Writer, maxLine int) error {
	return server{maxLine: maxLine, timeout: defaultTimeout, handle: handleLine}.serve(r, w)
}

// serve answers the requests of r on w, one response line per request line,
// until the end of r. Lines longer than sv.maxLine bytes are refused without
// being kept in memory; blank lines are skipped. It returns an error only
// when reading or writing fails.
func (sv server) serve(r io.Reader, w io.Writer) error {
	in := bufio.NewReaderSize(r, sv.maxLine+1)
	out := bufio.NewWriterSize(w, 64<<10)
	timer := time.NewTimer(sv.timeout)
	defer timer.Stop()
	for {
		line, err := in.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			// Too long: drop the rest of the line, then refuse it, with
			// its id when the part read shows it.
			id := idFromPrefix(line)
			n := len(line)
			for errors.Is(err, bufio.ErrBufferFull) {
				line, err = in.ReadSlice('\n')
				n += len(line)
			}
			if err != nil && err != io.EOF {
				return err
			}
			if len(line) > 0 && line[len(line)-1] == '\n' {
				n--
			}
			writeResponse(out, &response{ID: id, Error: fmt.Sprintf("request line of %d bytes refused: the limit is %d bytes", n, sv.maxLine)})
		} else if len(bytes.TrimSpace(line)) > 0 {
			writeResponse(out, sv.answer(bytes.Clone(line), timer))
		}
		if err == io.EOF {
			return out.Flush()
		}
		if err != nil {
			out.Flush()
			return err
		}
		// Flush unless a whole further request is already waiting, so that
		// a client waiting for its answer gets it (even when it has sent
		// part of its next line) and a stream of requests is answered in
		// large writes.
		if next, _ := in.Peek(in.Buffered()); bytes.IndexByte(next, '\n') < 0 {
			if err := out.Flush(); err != nil {
				return err
			}
		}
	}
}

// idFromPrefix returns the id of a request of which only prefix can be
// read (a line cut short, with garbage after its first fields, or longer
// than the limit), when the id comes whole before the point where prefix
// stops being JSON, as it does when it is the first field; else nil. A
// number that ends prefix is not taken: the cut may have shortened it.
func idFromPrefix(prefix []byte) json.RawMessage {
	d := json.NewDecoder(bytes.NewReader(prefix))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for d.More() {
		key, err := d.Token()
		if err != nil {
			return nil
		}
		var value json.RawMessage
		if err := d.Decode(&value); err != nil {
			return nil
		}
		if key == "id" {
			cut := prefix[len(prefix)-1] != '\n'
			if cut && d.InputOffset() >= int64(len(prefix)) && value[0] != '"' && value[0] != '{' && value[0] != '[' {
				return nil // a number, true, false or null that may go on
			}
			return bytes.Clone(value)
		}
	}
	return nil
}

// readID reads the id of a request line that may not be valid JSON: the
// whole line's id when it decodes, else the id of its readable prefix.
func readID(line []byte) json.RawMessage {
	var probe struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &probe) == nil {
		return probe.ID
	}
	return idFromPrefix(line)
}

// answer runs sv.handle on line with the time limit of timer, which it
// resets.
func (sv server) answer(line []byte, timer *time.Timer) *response {
	done := make(chan *response, 1)
	go func() { done <- sv.handle(line) }()
	timer.Reset(sv.timeout)
	select {
	case resp := <-done:
		return resp
	case <-timer.C:
		return &response{ID: readID(line), Error: fmt.Sprintf("request abandoned after %v: the time limit", sv.timeout)}
	}
}

// writeResponse writes resp as one line. The state document, already
// compact JSON from the game package, is copied as it is rather than
// compacted again by json.Marshal. Every line it writes is valid UTF-8
// JSON: an id that is not (a string holding bytes that are not UTF-8) is
// written as JSON writes the value decoded from it, each bad byte read as
// U+FFFD, and a state document that is not is replaced by an error.
func writeResponse(w *bufio.Writer, resp *response) {
	resp.ID = cleanID(resp.ID)
	if resp.State != nil && !utf8.Valid(resp.State) {
		resp = &response{ID: resp.ID, Error: "internal error: the state document is not valid UTF-8"}
	}
	state := resp.State
	resp.State = nil
	b, err := marshal(resp)
	if err != nil {
		b, _ = marshal(&response{ID: resp.ID, Error: "internal error: " + err.Error()})
		state = nil
	}
	if state != nil && len(b) > 1 {
		// b ends with the closing brace of an object with at least an id.
		w.Write(b[:len(b)-1])
		w.WriteString(`,"state":`)
		w.Write(state)
		w.WriteByte('}')
	} else {
		w.Write(b)
	}
	w.WriteByte('\n')
}

// cleanID returns id as it is when it is valid UTF-8 JSON, the value it
// decodes to written again when its strings hold bytes that are not UTF-8
// (each read as U+FFFD), and null when it is absent or not JSON.
func cleanID(id json.RawMessage) json.RawMessage {
	if id == nil {
		return json.RawMessage("null")
	}
	if utf8.Valid(id) && json.Valid(id) {
		return id
	}
	var v any
	if json.Unmarshal(id, &v) != nil {
		return json.RawMessage("null")
	}
	b, err := json.Marshal(v)
	if err != nil || !utf8.Valid(b) {
		return json.RawMessage("null")
	}
	return b
}

// marshal returns the JSON of resp without a newline, leaving <, > and &
// as they are (an SVG picture stays readable).
func marshal(resp *response) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(resp); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// handleLine answers one request line.
func handleLine(line []byte) (resp *response) {
	resp = &response{}
	var req request
	if err := decodeStrict(line, &req); err != nil {
		// Read the id leniently, so that even a bad request is answered
		// with its id when it has one, or when the part of the line
		// before the error shows it.
		resp.ID = readID(line)
		resp.Error = "bad request: " + err.Error()
		return resp
	}
	resp.ID = req.ID
	defer func() {
		// The game packages never panic on bad input; this is a last guard
		// so that one request cannot stop the engine.
		if r := recover(); r != nil {
			*resp = response{ID: resp.ID, Error: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if req.Op == "" {
		resp.Error = `bad request: no "op" (one of ` + ops + ")"
		return resp
	}
	switch req.Op {
	case "new", "apply", "legal", "scores", "view", "determinize", "observe", "render":
	default:
		resp.Error = fmt.Sprintf("unknown op %q (one of %s)", req.Op, ops)
		return resp
	}
	g, ok := games[req.Game]
	if !ok {
		if req.Game == "" {
			resp.Error = `bad request: no "game" (one of ` + gameNames() + ")"
		} else {
			resp.Error = fmt.Sprintf("unknown game %q (one of %s)", req.Game, gameNames())
		}
		return resp
	}
	if err := g.handle(&req, resp); err != nil {
		*resp = response{ID: resp.ID, Error: err.Error()}
	}
	return resp
}

// decodeStrict decodes one JSON value from data into v, refusing fields
// that v does not have and anything after the value.
func decodeStrict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("more than one JSON value")
	}
	return nil
}
