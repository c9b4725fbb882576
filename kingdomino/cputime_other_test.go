//go:build !unix

package kingdomino

import "time"

// processCPU reports that the CPU time is unknown on this system: the
// benchmarks then give their rates per second only.
func processCPU() (time.Duration, bool) { return 0, false }
