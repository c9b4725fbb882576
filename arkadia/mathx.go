package arkadia

import "math/bits"

func mulhilo(x, y uint64) (hi, lo uint64) { return bits.Mul64(x, y) }

func tz(x uint64) int { return bits.TrailingZeros64(x) }
