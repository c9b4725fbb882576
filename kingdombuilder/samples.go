package kingdombuilder

import (
	"embed"
	"sort"
)

// samplesFS holds the package's sample sections, one file per expansion
// (samples/*.txt), in the text format of ParseSections.
//
//go:embed samples/*.txt
var samplesFS embed.FS

// samples are the sample sections, parsed once.
var samples = func() []*CustomSection {
	names, err := samplesFS.ReadDir("samples")
	if err != nil {
		panic("kingdombuilder: sample sections: " + err.Error())
	}
	files := make([]string, 0, len(names))
	for _, n := range names {
		files = append(files, n.Name())
	}
	sort.Strings(files)
	var out []*CustomSection
	seen := map[string]bool{}
	for _, f := range files {
		b, err := samplesFS.ReadFile("samples/" + f)
		if err != nil {
			panic("kingdombuilder: sample sections: " + err.Error())
		}
		list, err := ParseSections(string(b))
		if err != nil {
			panic("kingdombuilder: sample sections: " + f + ": " + err.Error())
		}
		for _, c := range list {
			if seen[c.Name()] {
				panic("kingdombuilder: sample sections: " + c.Name() + " defined twice")
			}
			seen[c.Name()] = true
			out = append(out, c)
		}
	}
	return out
}()

// SampleSections returns the package's sample sections, custom sections
// named "sample-..." that its tests and the demo play on. They are
// inventions of this project, NOT printed sections: the printed sections of
// the Crossroads, Marshlands and Harvest expansions are not available to it
// (see Custom sections in the package's rules file, RULES.md). The slice is new on
// every call; the sections are shared and immutable.
func SampleSections() []*CustomSection {
	return append([]*CustomSection(nil), samples...)
}

// SampleSection returns the sample section with the given name.
func SampleSection(name string) (*CustomSection, bool) {
	for _, c := range samples {
		if c.Name() == name {
			return c, true
		}
	}
	return nil, false
}
