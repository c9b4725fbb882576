"""Plays a random game of each game through the engine process and prints the results.

    python3 play_random.py [SEED]

The engine is $KINGDOMS_ENGINE, or "go run ./engine" in the examples' module (examples/).
"""

import random
import sys

from kingdoms_engine import Engine

CONFIGS = {
    "kingdomino": {"players": 4, "harmony": True},
    "kingdombuilder": {"players": 3, "nomads": True},
    "arkadia": {"players": 3},
}


def play(engine, game, config, rng):
    """Plays random moves from the set-up to the end; returns the last response and the number of moves."""
    r = engine.new(game, config)
    moves = 0
    while not r["terminal"]:
        r = engine.apply(game, r["state"], rng.choice(r["legal"]))
        moves += 1
    return r, moves


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rng = random.Random(seed)
    with Engine() as engine:
        for game, config in CONFIGS.items():
            config = dict(config, seed=seed)
            r, moves = play(engine, game, config, rng)
            print("%s: %d moves, winners %s" % (game, moves, r["winners"]))
            for player, score in enumerate(r["scores"]):
                parts = ", ".join("%s %d" % (p["source"], p["points"]) for p in score["parts"] if p["points"])
                print("  player %d: %d (%s)" % (player, score["total"], parts))
            obs = engine.observe(game, r["state"], 0)
            print("  observation for player 0: %d values, shape %s" % (len(obs["observation"]), obs["shape"]))


if __name__ == "__main__":
    main()
