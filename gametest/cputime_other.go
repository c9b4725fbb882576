//go:build !unix

package gametest

import "time"

// processCPU is not available on this system.
func processCPU() (time.Duration, bool) { return 0, false }
