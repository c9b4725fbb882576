"""python -m libkingdoms (also the libkingdoms command): the package's version, the library's build, and a self-check
that plays a random game of each game to its end. It exits with status 1 when a check fails.

    python -m libkingdoms [--seed N] [--no-check]
"""

import argparse
import os
import random
import sys
import time

import libkingdoms


def check_game(game, seed):
    """Plays a game of game with seed to its end, with random legal actions drawn from the same seed, and checks
    what the library says on the way; returns a line that describes it. Raises AssertionError or KingdomsError."""
    rng = random.Random(seed)
    with libkingdoms.Env(game, seed=seed) as env:
        steps = 0
        while not env.is_terminal():
            legal = env.legal_actions()
            mask = env.legal_action_mask()
            assert len(legal) > 0, "no legal action before the end"
            assert mask.sum() == len(legal) and all(mask[legal]), "the mask and the legal actions differ"
            obs = env.observation()
            assert obs.shape == (env.observation_size,), "an observation of shape %s" % (obs.shape,)
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
            assert steps < 100000, "no end after 100,000 actions"
        rewards, scores = env.rewards(), env.scores()
        assert env.current_player() == -1 and len(env.legal_actions()) == 0, "actions after the end"
        assert (rewards == 1).any() and set(rewards.tolist()) <= {1.0, -1.0}, "rewards %s" % rewards
        return "%d players, %d actions, scores %s, winners %s" % (
            env.num_players, steps, "-".join("%g" % x for x in scores),
            ", ".join("player %d" % p for p in range(env.num_players) if rewards[p] == 1))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="libkingdoms", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1, help="the seed of the games of the self-check (default 1)")
    parser.add_argument("--no-check", action="store_true", help="print the version and the build only")
    args = parser.parse_args(argv)
    print("libkingdoms %s (Python package at %s)" % (libkingdoms.__version__, os.path.dirname(libkingdoms.__file__)))
    try:
        lib = libkingdoms.load()
        info = lib.build_info()
    except libkingdoms.KingdomsError as e:
        print("library: FAIL: %s" % e)
        return 1
    commit = info.get("commit") or "unknown"
    if info.get("modified"):
        commit += " (with changes not committed)"
    print("library %s: built with %s for %s, commit %s" % (lib.path, info.get("go"), info.get("platform"), commit))
    if args.no_check:
        return 0
    failed = 0
    for game in libkingdoms.GAMES:
        start = time.perf_counter()
        try:
            line = check_game(game, args.seed)
        except (AssertionError, libkingdoms.KingdomsError) as e:
            print("%s: FAIL: %s" % (game, e))
            failed += 1
            continue
        print("%s: OK: %s (%.2f s)" % (game, line, time.perf_counter() - start))
    print("self-check: %s" % ("FAIL (%d of %d games)" % (failed, len(libkingdoms.GAMES)) if failed else "OK"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
