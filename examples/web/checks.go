package main

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/boardrules/kingdoms"
)

// maxMessage is the most bytes of an error message: what a message quotes
// of a request is an excerpt (kingdoms.Excerpt), and a longer message is
// cut.
const maxMessage = 1000

// shorten cuts msg to maxMessage bytes, on a character's boundary, saying
// so.
func shorten(msg string) string {
	if len(msg) <= maxMessage {
		return msg
	}
	cut := maxMessage
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (%d bytes in all)", msg[:cut], len(msg))
}

// checkRequest refuses a request for a host name the server does not
// answer to (when lim.Hosts is set), which a page of another site reaches
// by giving its own name the server's address, and a path that is not
// UTF-8; it writes the error response itself.
func (s *server) checkRequest(w http.ResponseWriter, r *http.Request) bool {
	if len(s.lim.Hosts) > 0 && !s.knownHost(r.Host) {
		fail(w, http.StatusMisdirectedRequest, fmt.Sprintf("this server answers to %s, not to the host %s", strings.Join(s.lim.Hosts, ", "), kingdoms.Excerpt(r.Host)))
		return false
	}
	if !utf8.ValidString(r.URL.Path) {
		fail(w, http.StatusBadRequest, fmt.Sprintf("bad path %s: not UTF-8", kingdoms.Excerpt(r.URL.Path)))
		return false
	}
	return true
}

// knownHost reports whether host (with or without a port) is one of
// lim.Hosts, in any case.
func (s *server) knownHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.Trim(host, "[]"), ".")
	for _, name := range s.lim.Hosts {
		if strings.EqualFold(host, strings.Trim(name, "[]")) {
			return true
		}
	}
	return false
}

// tooLarge is the message for a request body larger than lim.MaxBody: it
// names the bound of what the endpoint reads, when it has one of its own.
func (s *server) tooLarge(r *http.Request) string {
	switch r.URL.Path {
	case "/api/preview":
		return fmt.Sprintf("the request is larger than the server accepts: a board to draw is at most %d bytes of text (a section takes about 300, an edition about 1,000)", s.lim.MaxPreviewText)
	case "/api/load":
		return fmt.Sprintf("the request is larger than the server accepts: a document to load is at most %d bytes (a game's document takes 1 to 4 KB)", s.lim.MaxDocument)
	}
	return fmt.Sprintf("the request is larger than the server accepts (%d bytes)", s.lim.MaxBody)
}
