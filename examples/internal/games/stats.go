package games

import "math"

// DealSeed derives the seed of game k of a run from the run's seed with one
// step of SplitMix64, so that the games of a run are dealt apart from each
// other and a run is repeatable.
func DealSeed(base uint64, k int) uint64 {
	z := base + uint64(k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Wilson returns the 95% Wilson score interval of a proportion of k
// successes out of n trials, clamped to [0, 1].
func Wilson(k, n float64) (lo, hi float64) {
	const z = 1.959964
	p := k / n
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return max(0, c-h), min(1, c+h)
}
