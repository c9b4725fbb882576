package bots

// IterationsFor returns the number of iterations per move of an [ISMCTS]
// bot with options o in the game named game (its kingdoms.Game's Name):
// o.Iterations when it is set; otherwise, when o.Time is not set either,
// the game's default budget (see the package documentation;
// DefaultIterations in a game without one, and for a Classic bot);
// otherwise 0, the time alone bounding the search.
//
// A program that bounds a bot's thinking time (the web page's server)
// calls it to give a seat without a budget the default bot's iterations
// before it sets a time limit, which alone would make the search think for
// the whole of that time.
func (o Options) IterationsFor(game string) int {
	if o.Iterations > 0 {
		return o.Iterations
	}
	if o.Time > 0 {
		return 0
	}
	return o.withDefaults(game).Iterations
}
