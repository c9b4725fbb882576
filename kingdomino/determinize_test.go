package kingdomino

import "math/rand/v2"

// determinized is Determinize for arguments a test knows to be good: it
// panics on an error, which fails the test.
func determinized(v State, p int, rng *rand.Rand) State {
	d, err := Determinize(v, p, rng)
	if err != nil {
		panic(err)
	}
	return d
}
