//go:build !linux

package arkadia

import "time"

// processCPU is not available on this system: the benchmarks report
// wall-clock rates only.
func processCPU() (time.Duration, bool) { return 0, false }
