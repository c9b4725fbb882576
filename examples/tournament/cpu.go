package main

import (
	"syscall"
	"time"
)

// cpuClock is the CPU time the process has used, user and system: with one
// game played at a time on one thread (GOMAXPROCS=1), the time its bots
// think, whatever else runs on the machine.
type cpuClock struct{}

// Now returns the CPU time used so far.
func (cpuClock) Now() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
