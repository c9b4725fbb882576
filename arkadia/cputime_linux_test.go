//go:build linux

package arkadia

import (
	"syscall"
	"time"
)

// processCPU returns the processor time (user and system) the process has
// used so far, so that benchmarks can report rates per CPU second, which a
// busy machine disturbs less than wall-clock rates.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
