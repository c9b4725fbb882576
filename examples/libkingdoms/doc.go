// Command libkingdoms is the module's games (Kingdomino, Kingdom Builder,
// Arkadia) as an in-process C library, for learning code in Python or any
// language with a C foreign-function interface. It is built with cgo:
//
//	go build -buildmode=c-shared -o libkingdoms.so ./examples/libkingdoms
//
// which also writes libkingdoms.h, the C declarations (generated, not kept
// in the repository). The Python package in python/ (ctypes and numpy)
// wraps it; see the README next to this file. Built without cgo, the package
// compiles but exports nothing.
//
// # Handles
//
// A game under way is a handle, a nonzero uint64 naming a state held by the
// library, with the move being chosen action by action (see Actions). A
// handle comes from kd_new (a game from its name and its configuration as
// JSON), kd_from_json (from a state document), kd_clone, kd_view,
// kd_determinize and kd_batch_clone, and lives until kd_free. A handle that
// was freed, or a number that was never a handle, is refused with
// KD_ERR_HANDLE and a message saying which, never a crash: each handle
// carries the generation of its slot, which freeing increments (a slot
// freed 2^32 times over could give an old number back). kd_handles counts
// the live handles. Calls on one handle from several threads run one after
// the other; calls on different handles run in parallel.
//
// # Errors
//
// Every function but kd_last_error returns a status: KD_OK (0), or
// KD_ERR_HANDLE, KD_ERR_ARGUMENT (a NULL pointer, an unknown game, a player
// who is not in the game), KD_ERR_BUFFER (a caller's buffer too small: the
// message gives the size needed), KD_ERR_CONFIG, KD_ERR_ILLEGAL (an action
// or a move that is not legal, with the game's reason; it changes nothing),
// KD_ERR_NOTATION, KD_ERR_STATE (a state document refused) or
// KD_ERR_INTERNAL (a broken contract, or a panic recovered: every exported
// function recovers them). kd_last_error copies the message of the calling
// thread's last failure, as errno keeps the last error of a thread.
//
// # Actions
//
// Moves are numbered per game and configuration by the game's package, its
// kingdoms.Actions, which says what each range of numbers means (the
// kingdomino package documentation, "Actions"; the kingdombuilder package
// documentation, "Actions"; the arkadia package documentation, "Actions"):
// kd_num_actions gives the number
// of distinct actions, kd_legal_mask and kd_legal_actions the legal ones,
// kd_step takes one. kd_action_ranges gives the ranges as a JSON array of
// objects with the fields start, count, name and plane, by increasing
// start ([kingdoms.ActionLayout]): they cover the actions once each, are
// named as the package documents them, and plane marks a range of one
// action per cell of the observation's planes (rows x columns, row-major). Most moves are one action; a move that is several (a
// Kingdom Builder settlement moved: its hex, then where it goes) is played
// at its last action, and kd_prefix lists the actions taken so far in it.
// kd_apply_notation plays a move written in the game's notation (not while
// a move is under way); kd_last_move gives the notation of the last move
// played. kd_step_mask takes an action and writes the next mask in one
// call.
//
// # Observations, scores and rewards
//
// kd_observe writes what a player sees, as the game package's Observe
// encodes it (the kingdomino package documentation, "Observations", and the
// same heading in the other two), into a caller's float32 buffer of
// kd_observation_shape's size: planes x rows x columns, then a vector.
// kd_scores gives each player's points (the score so far before the end).
// kd_rewards follows one convention for every game: 0 for every player
// before the end of the game; at the end, +1 for each winner (after the
// game's tie-breakers; players who share a victory all get +1) and -1 for
// every other player.
//
// # Batches
//
// kd_batch_new starts N independent games of one game and configuration,
// stepped together by kd_batch_step: one action per game, on several
// goroutines (the games split in contiguous chunks), writing each game's
// rewards and done flag, then its observation by the player to move, its
// legal action mask and its player to move, into caller-owned arrays (a
// NULL array is not written: without observations a step is much cheaper).
// A game that ends is reset at once, so the observation and mask written
// for it are those of its next game. Slot i's k-th game (k = 0 for the
// first) starts from the configuration with the seed base + k*N + i
// (modulo 2^64), so a batch plays exactly the games single handles started
// with those seeds would, given the same actions. An action that is not
// legal refuses the whole step, and no game changes. A game that ends is
// not lost: kd_batch_final gives, for the games that ended in the last
// step, their final observation (by the player who took the last action),
// scores and winners, and kd_batch_final_clone a copy of a final state,
// until the next step. kd_batch_reset starts every game again under a new
// seed.
//
// # Processes
//
// The library holds a Go runtime, which does not survive fork(): a process
// forked after the library was loaded must not call it (a call that needs
// the runtime's other threads, such as a batch step, waits forever). The
// Python package refuses such calls with an error that says so; start
// worker processes with spawn or forkserver. kd_build_info reports the Go
// version and the commit the library was built from.
//
// # Text
//
// kd_action_to_string gives the notation of a legal action: the move it
// completes, or for the first action of a move of several, the text all
// its moves share up to and including their last '>' (a Kingdom Builder
// "tile paddock 7,1>"). kd_string_to_action reads a move as its first
// action, or as its next one when it continues the move under way, and
// the text of a first action as that action, so that every legal action's
// text reads back as the action. kd_history gives the moves played since
// the game started, as a JSON array of strings; kd_render the state's
// picture, as text (the game's String) or SVG (examples/render).
//
// # Compact observations
//
// kd_observe_compact writes an observation with its planes as one byte a
// cell and its vector apart: every plane of the three games holds whole
// numbers divided by a constant of the plane (kd_plane_divisors: 1 for the
// planes of 0 and 1), and the byte is that number, so a plane's bytes
// divided by its divisor are exactly kd_observe's floats. A Kingdom
// Builder observation is so 30 KB instead of 114 KB. Each game writes it
// directly (kingdomino.ObserveCompact and the same in kingdombuilder and
// arkadia), without floats.
// kd_batch_step_compact and kd_batch_observe_compact are the batch's.
//
// # Actions drawn in the library
//
// Each game has a PCG generator of its own (seed 0, or for game i of a
// batch the batch's seed + i, until kd_seed_actions or
// kd_batch_seed_actions), from which kd_random_action draws a legal action
// uniformly and kd_sample_action draws one from the caller's logits or
// probabilities, reading only the legal actions' scores; the batched
// kd_batch_random_actions and kd_batch_sample_actions give one action per
// game, so that a learner never scans a mask of every action itself.
//
// # Bots
//
// kd_bot_move gives the actions of the move that one of the examples' bots
// (examples/bots) chooses for the player to move, for a learner's opponent
// or a baseline; the caller takes them with kd_step. The bot "ismcts" is
// the default bot, information-set Monte Carlo tree search with its
// default options, at the game's default budget (iterations 0: about 60 ms
// of one core a move) or the caller's; "ismcts0" is the first version of
// that search, "greedy" plays the move that most improves its lead at
// once, "random" a legal move drawn uniformly. The bots that search see
// only what the player to move sees (its view: kd_bot_move is the same on
// every state with that view), and draw from a PCG generator seeded with
// the caller's seed and 0x626f74, so a move is reproducible from its seed
// and budget. A bot chooses whole moves: not while a move is under way.
//
// # Cost
//
// A step, a mask and an observation run on the handle's state in place
// (the game's kingdoms.Stepper), without JSON and without allocating;
// JSON is read only when a game starts (kd_new, kd_reset, a batch's reset)
// and written only by kd_to_json.
package main
