//go:build !linux

package kingdombuilder

import "time"

// processCPU reports that the CPU time is unknown: the benchmarks then
// give no rates per CPU second.
func processCPU() (time.Duration, bool) { return 0, false }
