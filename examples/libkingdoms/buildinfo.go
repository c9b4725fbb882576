package main

import (
	"encoding/json"
	"runtime"
	"runtime/debug"
)

// buildCommit is the commit the library was built from, and buildModified
// "true" when the work tree had changes to files of that commit, when the
// build names them with -ldflags "-X main.buildCommit=... -X
// main.buildModified=true" (the Python package's build does: the Go
// toolchain stamps nothing in a workspace); what Go stamps itself
// (vcs.revision, vcs.modified) comes first.
var buildCommit, buildModified string

// libraryBuild is what kd_build_info reports of the library's build.
type libraryBuild struct {
	Go       string `json:"go"`       // the Go version, such as "go1.26.1"
	Platform string `json:"platform"` // GOOS/GOARCH
	Module   string `json:"module"`   // the main module's path and version
	Commit   string `json:"commit"`   // the VCS revision, "" when unknown
	Modified bool   `json:"modified"` // the work tree had changes
	Time     string `json:"time"`     // the commit's time (RFC 3339), "" when unknown
}

// buildInfo returns the library's build as JSON.
func buildInfo() []byte {
	lb := libraryBuild{Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH, Commit: buildCommit,
		Modified: buildModified == "true"}
	if bi, ok := debug.ReadBuildInfo(); ok {
		lb.Module = bi.Main.Path + " " + bi.Main.Version
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				lb.Commit = s.Value
			case "vcs.modified":
				lb.Modified = s.Value == "true"
			case "vcs.time":
				lb.Time = s.Value
			}
		}
	}
	b, _ := json.Marshal(lb) // a struct of strings and a bool always marshals
	return b
}
